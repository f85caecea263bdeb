/**
 * Upstream faults, end to end: the app wired to the fake OpenAI-compatible server, which hangs,
 * refuses, breaks and garbles on request. For every fault and both answer forms (JSON and a
 * Server-Sent Events stream) the visitor gets, within the model timeout plus one second, either
 * the built-in engine's reply or the model's partial reply ended with the interrupted note; the
 * message is stored once with one reply, and the model was asked once (the SDK does not retry).
 * A visitor who leaves mid-reply stops the model's request, and nothing half is stored.
 * Prints one line of figures per fault.
 */
import type { Message } from "../../contracts/conversations.ts";
import type { FakeBehaviour } from "../../server/testing/fake_openai_server.ts";
import { interruptedNote } from "../../server/wisdom/fallback_engine.ts";
import { assert, assertEquals, assertMatch } from "../assert.ts";
import { send, startModelApp } from "./model_app.ts";

const timeoutMs = 1500;
const bound = timeoutMs + 1000;
const message = "I feel anxious about tomorrow and cannot sleep.";

const parts = ["Be still, ", "and know ", "that you ", "are held. ", "Breathe in ", "slowly, ", "and rest."];
const half = 3;
const partial = `${parts.slice(0, half).join("")}${interruptedNote}`;

type Fault = {
  name: string;
  behaviour: FakeBehaviour;
  /** The built-in engine's reply, or the model's words before the fault and the interrupted note. */
  expected: "built-in" | "partial";
  /** What the engine logged as the failure: the error's class, status and cause, never content. */
  failure: RegExp;
};

const faults: Fault[] = [
  {
    name: "hang before the headers",
    behaviour: { reply: parts, delayMs: 60_000 },
    expected: "built-in",
    failure: /^APIConnectionTimeoutError/,
  },
  {
    name: "hang after the headers",
    behaviour: { reply: parts, hangAfterChunks: 0 },
    expected: "built-in",
    failure: /^ModelStalledError$/,
  },
  {
    name: "hang halfway through",
    behaviour: { reply: parts, hangAfterChunks: half },
    expected: "partial",
    failure: /^ModelStalledError$/,
  },
  {
    name: "429 with Retry-After: 30",
    behaviour: { status: 429, type: "rate_limit_exceeded", code: "rate_limit_exceeded", retryAfter: "30" },
    expected: "built-in",
    failure: /^RateLimitError, status 429$/,
  },
  { name: "500", behaviour: { status: 500 }, expected: "built-in", failure: /^InternalServerError, status 500$/ },
  {
    name: "503 with Retry-After: 1",
    behaviour: { status: 503, retryAfter: "1" },
    expected: "built-in",
    failure: /^InternalServerError, status 503$/,
  },
  {
    name: "stream cut before any text",
    behaviour: { reply: parts, dropAfterChunks: 0 },
    expected: "built-in",
    failure: /^ModelInterruptedError, cause TypeError$/,
  },
  // Paced, as a real model writes: a connection broken at once would discard the chunks still queued to send.
  {
    name: "stream cut halfway",
    behaviour: { reply: parts, chunkDelayMs: 20, dropAfterChunks: half },
    expected: "partial",
    failure: /^ModelInterruptedError, cause TypeError$/,
  },
  {
    name: "200 application/json that is not JSON",
    behaviour: { invalidJsonBody: '{"id":"chatcmpl-1","object":"chat.completion","choices":[{"index":0,' },
    expected: "built-in",
    failure: /^ModelInterruptedError$/,
  },
  {
    name: "stream whose first event is not JSON",
    behaviour: { reply: parts, invalidEventAfterChunks: 0 },
    expected: "built-in",
    failure: /^ModelInterruptedError, cause SyntaxError$/,
  },
  {
    name: "stream with an event that is not JSON halfway",
    behaviour: { reply: parts, invalidEventAfterChunks: half },
    expected: "partial",
    failure: /^ModelInterruptedError, cause SyntaxError$/,
  },
];

/** Whether `promise` settles within `ms`. */
async function within(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<false>((resolve) => timer = setTimeout(() => resolve(false), ms));
  try {
    return await Promise.race([promise.then(() => true), expired]);
  } finally {
    clearTimeout(timer);
  }
}

for (const fault of faults) {
  Deno.test(`upstream fault: ${fault.name}`, async () => {
    await using model = await startModelApp({ behaviour: fault.behaviour, timeoutMs });
    const expectedReply = fault.expected === "built-in" ? await model.builtinReply(message) : partial;

    for (const form of ["json", "sse"] as const) {
      const conversationId = await model.newConversation();
      const asked = model.fake.requests.length;
      const logged = model.engineLogs.length;

      const answer = await send(model.me, conversationId, message, form);

      const outcome = answer.reply === null
        ? `no reply (status ${answer.status})`
        : answer.reply === expectedReply
        ? fault.expected === "built-in" ? "built-in reply" : "partial reply + interrupted note"
        : "an unexpected reply";
      const failure = model.engineLogs.slice(logged).map((line) => line.match(/\((.*)\)/)?.[1]).join("; ");
      console.log(`upstream fault | ${fault.name} | ${form} | ${answer.elapsedMs} ms | ${outcome} | ${failure}`);
      assertMatch(failure, fault.failure, `${form}: the failure logged`);
      assertEquals(answer.status, form === "json" ? 201 : 200, `${form}: status`);
      assert(answer.elapsedMs <= bound, `${form}: answered after ${answer.elapsedMs} ms, over ${bound} ms`);
      assertEquals(answer.reply, expectedReply, `${form}: reply`);
      assertEquals(answer.turn?.content, expectedReply, `${form}: the stored turn`);
      assertEquals(answer.events.filter((event) => event.event === "error"), [], `${form}: error events`);
      assertEquals(model.fake.requests.length - asked, 1, `${form}: model requests for one message`);
      if (fault.name.startsWith("hang after") || fault.name.startsWith("hang halfway")) {
        // The timeout did not just stop the wait: it closed the model's request. (Before the headers
        // the fake cannot tell, see `clientGone`; the log shows the SDK's own timeout ended it.)
        assert(
          await within(model.fake.requests.at(-1)!.clientGone, 1000),
          `${form}: the model's request was left open`,
        );
      }

      const stored: Message[] = await model.storedMessages(conversationId);
      assertEquals(stored.map((entry) => [entry.role, entry.content]), [["user", message], [
        "assistant",
        expectedReply,
      ]], `${form}: stored messages`);
    }
  });
}

/** The app on a real socket, so a client can go away as a browser does. */
function serve(app: { fetch: (request: Request) => Response | Promise<Response> }) {
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, app.fetch);
  return { origin: `http://127.0.0.1:${server.addr.port}`, server };
}

const longReply = Array.from({ length: 200 }, (_, index) => `Breath ${index} is a small prayer of thanks. `);

for (const form of ["json", "sse"] as const) {
  Deno.test(`a visitor who leaves mid-reply (${form}) stops the model's request, and nothing is stored`, async () => {
    await using model = await startModelApp({ behaviour: { reply: longReply, chunkDelayMs: 10 }, timeoutMs });
    const { origin, server } = serve(model.fixture.app);
    try {
      const conversationId = await model.newConversation();
      const leaving = new AbortController();
      const started = performance.now();
      const answer = fetch(`${origin}/api/conversations/${conversationId}/messages`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Cookie: model.me.cookie,
          ...(form === "sse" ? { Accept: "text/event-stream" } : {}),
        },
        body: JSON.stringify({ content: "Tell me a long story about gratitude." }),
        signal: leaving.signal,
      });
      if (form === "sse") {
        // Leaves once the reply has begun to arrive.
        const reader = (await answer).body!.getReader();
        const first = new TextDecoder().decode((await reader.read()).value);
        assert(first.includes("event: chunk"), `the stream began with ${JSON.stringify(first.slice(0, 80))}`);
        leaving.abort();
        await reader.cancel().catch(() => {});
      } else {
        // A JSON answer comes only once the reply is whole, so the visitor leaves while it is being written.
        await new Promise((resolve) => setTimeout(resolve, 300));
        leaving.abort();
        const outcome = await answer.then(() => "answered", (error) => error.name);
        assertEquals(outcome, "AbortError", "the answer came before the visitor left");
      }

      const upstream = model.fake.requests.at(-1)!;
      const stopped = await within(upstream.clientGone, 2000);
      const elapsed = Math.round(performance.now() - started);
      console.log(
        `upstream fault | visitor left mid-reply | ${form} | ${elapsed} ms | model request ${
          stopped ? "stopped" : "still open"
        }`,
      );
      assert(stopped && upstream.wasAbandoned, "the model's request went on after the visitor left");
      assertEquals(model.fake.requests.length, 1);
      // Whatever the handler was still doing has ended by now; it stored nothing.
      await new Promise((resolve) => setTimeout(resolve, 200));
      assertEquals(await model.storedMessages(conversationId), []);
    } finally {
      await server.shutdown();
    }
  });
}
