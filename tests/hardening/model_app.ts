/**
 * The whole app wired as server/main.ts wires it with a model configured: the OpenAI-compatible
 * engine, against the fake server on 127.0.0.1, falling back to the built-in engine. Shared by the
 * upstream-fault and prompt-injection suites, which talk to it through the HTTP API only.
 */
import type { Message, Turn } from "../../contracts/conversations.ts";
import { generousLimits, startTestApp, testScriptures } from "../../server/testing/app_fixture.ts";
import { type FakeBehaviour, startFakeOpenAI } from "../../server/testing/fake_openai_server.ts";
import { visitorClient } from "../../server/testing/visitor_client.ts";
import { createBuiltinEngine } from "../../server/wisdom/builtin_engine.ts";
import { withFallback } from "../../server/wisdom/fallback_engine.ts";
import { createOpenAIEngine } from "../../server/wisdom/openai_engine.ts";
import { groundingFor } from "../../server/wisdom/grounding.ts";

export type ModelAppOptions = { behaviour?: FakeBehaviour; timeoutMs: number; canary?: string };

export async function startModelApp({ behaviour, timeoutMs, canary }: ModelAppOptions) {
  const { persona } = await testScriptures();
  const fake = startFakeOpenAI(behaviour);
  const builtin = createBuiltinEngine({ persona });
  /** What the engines logged: events only, never content. */
  const engineLogs: string[] = [];
  const log = (line: string) => engineLogs.push(line);
  const wisdom = withFallback(
    createOpenAIEngine({
      baseUrl: fake.baseUrl,
      model: "hardening-model",
      timeoutMs,
      canary,
      ground: (message, history) => groundingFor(persona, message, history),
      log,
    }),
    builtin,
    log,
  );
  // One visitor sends every request of a suite, one after another.
  const fixture = await startTestApp({ wisdom, limits: generousLimits });
  const me = await visitorClient(fixture);

  /** The built-in engine's reply to a first message: what the visitor gets when the model fails before writing. */
  async function builtinReply(message: string): Promise<string> {
    let reply = "";
    for await (const chunk of builtin.reply({ history: [], message })) reply += chunk;
    return reply;
  }

  async function newConversation(): Promise<string> {
    const response = await me.json("POST", "/api/conversations", {});
    if (response.status !== 201) throw new Error(`creating a conversation answered ${response.status}`);
    return (await response.json()).id;
  }

  async function storedMessages(conversationId: string): Promise<Message[]> {
    return await (await me.call(`/api/conversations/${conversationId}/messages`)).json();
  }

  return {
    fake,
    fixture,
    me,
    engineLogs,
    builtinReply,
    newConversation,
    storedMessages,
    async [Symbol.asyncDispose]() {
      fixture[Symbol.dispose]();
      await fake.close();
    },
  };
}

export type SseEvent = { event: string; data: unknown };

/** The events of a Server-Sent Events body, each event's data parsed as JSON. */
export function parseEvents(body: string): SseEvent[] {
  return body.split("\n\n").filter((block) => block.trim() !== "").map((block) => {
    const lines = block.split("\n");
    const event = lines.find((line) => line.startsWith("event:"))?.slice(6).trim() ?? "message";
    const data = lines.filter((line) => line.startsWith("data:")).map((line) => line.slice(5).replace(/^ /, ""));
    return { event, data: JSON.parse(data.join("\n")) };
  });
}

/** One message sent and answered, with how long the answer took to arrive whole. */
export type Answer = {
  status: number;
  elapsedMs: number;
  /** The reply as the visitor got it: the JSON turn's content, or the streamed chunks joined. */
  reply: string | null;
  /** The stored turn the answer ended with (the JSON body, or the stream's `done` event). */
  turn: Turn | null;
  /** Exactly what went over the wire. */
  body: string;
  events: SseEvent[];
};

type Visitor = Awaited<ReturnType<typeof visitorClient>>;

/** Sends `content` as JSON or as a stream request and reads the whole answer. */
export async function send(me: Visitor, conversationId: string, content: string, form: "json" | "sse") {
  const started = performance.now();
  const response = await me.json(
    "POST",
    `/api/conversations/${conversationId}/messages`,
    { content },
    form === "sse" ? { Accept: "text/event-stream" } : {},
  );
  const body = await response.text();
  const elapsedMs = Math.round(performance.now() - started);
  if (form === "json") {
    const turn = response.status === 201 ? JSON.parse(body) as Turn : null;
    return { status: response.status, elapsedMs, reply: turn?.content ?? null, turn, body, events: [] } as Answer;
  }
  const events = response.status === 200 ? parseEvents(body) : [];
  const done = events.find((event) => event.event === "done");
  const chunks = events.filter((event) => event.event === "chunk").map((event) => event.data as string);
  return {
    status: response.status,
    elapsedMs,
    reply: done ? chunks.join("") : null,
    turn: (done?.data ?? null) as Turn | null,
    body,
    events,
  } as Answer;
}
