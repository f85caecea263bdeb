import { assertEquals } from "../../tests/assert.ts";
import type { WisdomEngine } from "./engine.ts";
import { describeFailure, interruptedNote, withFallback } from "./fallback_engine.ts";

/*
 * The fallback rules on their own, with scripted engines. The same rules through the real SDK and
 * HTTP are in openai_engine_test.ts.
 */

class FakeStatusError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

/** An engine that yields `chunks`, then throws `failure` if given; counts how often it is asked. */
function scripted(name: string, chunks: string[], failure?: unknown) {
  const engine = {
    name,
    calls: 0,
    async *reply() {
      engine.calls += 1;
      for (const chunk of chunks) yield chunk;
      if (failure !== undefined) throw failure;
    },
  } satisfies WisdomEngine & { calls: number };
  return engine;
}

async function collect(stream: AsyncIterable<string>): Promise<string[]> {
  const chunks: string[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return chunks;
}

const request = { history: [], message: "What is compassion?" };

Deno.test("a working primary answers alone, and the fallback is never asked", async () => {
  const primary = scripted("openai:m", ["Compassion ", "is love in action."]);
  const fallback = scripted("built-in", ["unused"]);
  const logs: string[] = [];
  const engine = withFallback(primary, fallback, (line) => logs.push(line));

  assertEquals(engine.name, "openai:m");
  assertEquals(await collect(engine.reply(request)), ["Compassion ", "is love in action."]);
  assertEquals(fallback.calls, 0);
  assertEquals(logs, []);
});

Deno.test("a primary that fails before any text is replaced by the fallback, logged by class and status", async () => {
  const primary = scripted("openai:m", [], new FakeStatusError(503, "overloaded; the visitor asked about compassion"));
  const logs: string[] = [];
  const engine = withFallback(primary, scripted("built-in", ["Be kind."]), (line) => logs.push(line));

  assertEquals(await collect(engine.reply(request)), ["Be kind."]);
  assertEquals(logs, ["wisdom engine openai:m failed (FakeStatusError, status 503); answered with built-in"]);
});

Deno.test("empty chunks are not an answer: a primary that writes nothing is replaced", async () => {
  const logs: string[] = [];
  const quiet = withFallback(scripted("openai:m", ["", ""]), scripted("built-in", ["Be kind."]), (l) => logs.push(l));
  const failing = withFallback(
    scripted("openai:m", [""], new TypeError("x")),
    scripted("built-in", ["Be kind."]),
    (l) => logs.push(l),
  );

  assertEquals(await collect(quiet.reply(request)), ["Be kind."]);
  assertEquals(await collect(failing.reply(request)), ["Be kind."]);
  assertEquals(logs, [
    "wisdom engine openai:m failed (empty reply); answered with built-in",
    "wisdom engine openai:m failed (TypeError); answered with built-in",
  ]);
});

Deno.test("a failure after text ends the reply with a note", async () => {
  const logs: string[] = [];
  const cut = withFallback(
    scripted("openai:m", ["You are "], new Error("socket hang up")),
    scripted("built-in", ["unused"]),
    (l) => logs.push(l),
  );

  assertEquals(await collect(cut.reply(request)), ["You are ", interruptedNote]);
  assertEquals(logs, ["wisdom engine openai:m failed mid-reply (Error); ended with a note"]);
});

Deno.test("a visitor who leaves is not a failure: no fallback, no note, no log", async () => {
  const visitor = new AbortController();
  visitor.abort();
  const fallback = scripted("built-in", ["unused"]);
  const logs: string[] = [];
  const before = withFallback(
    scripted("openai:m", [], new DOMException("aborted", "AbortError")),
    fallback,
    (l) => logs.push(l),
  );
  const after = withFallback(
    scripted("openai:m", ["Peace "], new DOMException("aborted", "AbortError")),
    fallback,
    (l) => logs.push(l),
  );
  const quiet = withFallback(scripted("openai:m", []), fallback, (l) => logs.push(l));

  assertEquals(await collect(before.reply({ ...request, signal: visitor.signal })), []);
  assertEquals(await collect(after.reply({ ...request, signal: visitor.signal })), ["Peace "]);
  assertEquals(await collect(quiet.reply({ ...request, signal: visitor.signal })), []);
  assertEquals(fallback.calls, 0);
  assertEquals(logs, []);
});

Deno.test("a failure is described by class, status and cause, never by its message", () => {
  const withKey = new FakeStatusError(401, "Incorrect API key provided: sk-live-abc123");
  assertEquals(describeFailure(withKey), "FakeStatusError, status 401");
  assertEquals(
    describeFailure(new Error("my private words", { cause: new TypeError("more words") })),
    "Error, cause TypeError",
  );
  assertEquals(describeFailure("a thrown string with words"), "string");
});
