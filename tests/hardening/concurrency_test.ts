/**
 * Concurrency (issue 9): many requests at once against the real HTTP server on an in-memory KV.
 * Clients behave as ours do: a 409 (the same message is still being answered) or a 429 (another
 * reply of this visitor is being written) is retried when the server's Retry-After says, jittered.
 */
import type { Conversation, Message, Turn } from "../../contracts/conversations.ts";
import { createBuiltinEngine } from "../../server/wisdom/builtin_engine.ts";
import { createOpenAIEngine } from "../../server/wisdom/openai_engine.ts";
import { withFallback } from "../../server/wisdom/fallback_engine.ts";
import { cookiePair, generousLimits, startTestApp, testScriptures } from "../../server/testing/app_fixture.ts";
import { startFakeOpenAI } from "../../server/testing/fake_openai_server.ts";
import { assert, assertEquals } from "../assert.ts";

async function serve(fixture: Awaited<ReturnType<typeof startTestApp>>) {
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, fixture.app.fetch);
  const base = `http://127.0.0.1:${server.addr.port}`;
  const cookie = cookiePair((await fetch(`${base}/api/conversations`)).headers.get("Set-Cookie"));
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
  const get = async <T>(path: string): Promise<T> =>
    await (await fetch(`${base}${path}`, { headers: { Cookie: cookie } })).json();
  const conversation: Conversation = await (await post("/api/conversations", {})).json();
  return { server, post, get, messagesPath: `/api/conversations/${conversation.id}/messages` };
}

/** Sends until the answer is neither 409 nor 429, coming back when the server says (jittered); counts the retries. */
async function sendRetrying(send: () => Promise<Response>, counters: { retries: number }) {
  for (;;) {
    const response = await send();
    if (response.status !== 409 && response.status !== 429) return response;
    await response.body?.cancel();
    counters.retries++;
    const retryAfterMs = Number(response.headers.get("Retry-After")) * 1000;
    await new Promise((resolve) => setTimeout(resolve, retryAfterMs * (0.5 + Math.random())));
  }
}

Deno.test("500 concurrent replays of one queued message store one turn and make one model call", async () => {
  await using model = startFakeOpenAI({ reply: ["Be still, ", "and know ", "that peace is near."], chunkDelayMs: 40 });
  const { persona } = await testScriptures();
  const builtin = createBuiltinEngine({ persona });
  const engine = withFallback(
    createOpenAIEngine({
      baseUrl: model.baseUrl,
      model: "fake",
      timeoutMs: 5000,
      ground: () => ({ passages: [], notes: [] }),
      log: () => {},
    }),
    builtin,
    () => {},
  );
  using fixture = await startTestApp({ wisdom: engine, limits: generousLimits });
  const { server, post, get, messagesPath } = await serve(fixture);
  const counters = { retries: 0 };
  const started = performance.now();
  const responses = await Promise.all(
    Array.from({ length: 500 }, () =>
      sendRetrying(
        () => post(messagesPath, { content: "Teach me patience" }, { "Idempotency-Key": "offline-queued-000001" }),
        counters,
      )),
  );
  const elapsed = performance.now() - started;
  const statuses = responses.map((response) => response.status);
  const turns: Turn[] = await Promise.all(responses.map((response) => response.json()));
  const messages: Message[] = await get(messagesPath);
  await server.shutdown();

  console.log(
    `concurrency: 500 replays of one message in ${elapsed.toFixed(0)} ms; 201: ${
      statuses.filter((s) => s === 201).length
    }, 200: ${
      statuses.filter((s) => s === 200).length
    }, 409/429 retried: ${counters.retries}; model calls: ${model.requests.length}; turns stored: ${
      messages.length / 2
    }`,
  );
  assertEquals(statuses.filter((status) => status === 201).length, 1, "one request stored the turn");
  assertEquals(statuses.filter((status) => status === 200).length, 499, "every other one replayed it");
  assertEquals(new Set(turns.map((turn) => turn.id)).size, 1);
  assertEquals(turns[0].content, "Be still, and know that peace is near.");
  assertEquals(model.requests.length, 1, "exactly one model call");
  assertEquals(messages.map((message) => message.role), ["user", "assistant"]);
});

Deno.test("1,000 concurrent distinct messages to one conversation are all stored, in order, none lost", async () => {
  using fixture = await startTestApp({ limits: generousLimits });
  const { server, post, get, messagesPath } = await serve(fixture);
  const counters = { retries: 0 };
  const started = performance.now();
  const responses = await Promise.all(
    Array.from({ length: 1000 }, (_, index) =>
      sendRetrying(
        () => post(messagesPath, { content: `Question number ${index}` }, { "Idempotency-Key": `concurrent-${index}` }),
        counters,
      )),
  );
  const elapsed = performance.now() - started;
  const turns: Turn[] = await Promise.all(responses.map((response) => response.json()));
  const messages: Message[] = await get(messagesPath);
  await server.shutdown();

  console.log(
    `concurrency: 1000 distinct messages in ${elapsed.toFixed(0)} ms (${
      (1000 / (elapsed / 1000)).toFixed(0)
    } turns/s), 409/429 retried: ${counters.retries}; messages stored: ${messages.length}`,
  );
  assert(responses.every((response) => response.status === 201), "each message was stored by its own request");
  assertEquals(messages.length, 2000, "every message and its reply, none lost, none twice");
  const byId = new Map(turns.map((turn) => [turn.userMessage.id, turn]));
  for (let index = 0; index < messages.length; index += 2) {
    const [question, reply] = [messages[index], messages[index + 1]];
    assertEquals([question.role, reply.role], ["user", "assistant"], `position ${index}`);
    assertEquals(byId.get(question.id)?.id, reply.id, "each reply follows its own question");
    if (index > 0) assert(question.createdAt >= messages[index - 1].createdAt, "stored in the order answered");
  }
  const contents = new Set(messages.filter((message) => message.role === "user").map((message) => message.content));
  assertEquals(contents.size, 1000);
});
