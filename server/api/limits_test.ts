import type { Conversation, Message, Turn } from "../../contracts/conversations.ts";
import { assert, assertEquals, assertMatch } from "../../tests/assert.ts";
import { withUpstreamBudget } from "../limits/upstream_budget.ts";
import { generousLimits, startTestApp } from "../testing/app_fixture.ts";
import { visitorClient } from "../testing/visitor_client.ts";
import type { WisdomEngine } from "../wisdom/engine.ts";
import { withFallback } from "../wisdom/fallback_engine.ts";
import { gatedEngine, until } from "../testing/gated_engine.ts";

async function conversationOf(me: Awaited<ReturnType<typeof visitorClient>>) {
  const conversation: Conversation = await (await me.json("POST", "/api/conversations", {})).json();
  return `/api/conversations/${conversation.id}/messages`;
}

Deno.test("a turn's refusals as HTTP: 409 and 429 with Retry-After, 422, and a replay is a 200 (server/chat/turns_test.ts has the rules)", async () => {
  const gated = gatedEngine();
  using fixture = await startTestApp({ wisdom: gated.engine });
  const me = await visitorClient(fixture);
  const path = await conversationOf(me);
  const otherPath = await conversationOf(me);
  const key = { "Idempotency-Key": "offline-key-0001" };

  const first = me.json("POST", path, { content: "Teach me patience" }, key);
  await until(() => gated.state.calls === 1);
  const duplicate = await me.json("POST", path, { content: "Teach me patience" }, key);
  assertEquals(duplicate.status, 409);
  assertEquals(duplicate.headers.get("Retry-After"), "1");
  assertMatch((await duplicate.json()).error, /still being answered/);
  const otherBody = await me.json("POST", path, { content: "Something else" }, key);
  assertEquals(otherBody.status, 422);
  assertMatch((await otherBody.json()).error, /already used for a different message/);
  for (
    const [url, body] of [[otherPath, { content: "And kindness?" }], ["/api/chat", { message: "Hello" }]] as const
  ) {
    const refused = await me.json("POST", url, body);
    assertEquals(refused.status, 429, url);
    assertEquals(refused.headers.get("Retry-After"), "1");
    assertMatch((await refused.json()).error, /still being written for you/);
  }

  gated.open();
  const stored = await first;
  assertEquals(stored.status, 201);
  const replay = await me.json("POST", path, { content: "Teach me patience" }, key);
  assertEquals(replay.status, 200);
  assertEquals(((await replay.json()) as Turn).id, ((await stored.json()) as Turn).id);
});

Deno.test("rate limits: the 21st message in a minute is a 429 with Retry-After and a readable message", async () => {
  using fixture = await startTestApp();
  const me = await visitorClient(fixture);
  const path = await conversationOf(me);
  for (let sent = 0; sent < 20; sent++) {
    const response = await me.json("POST", path, { content: `Question ${sent}` });
    assertEquals(response.status, 201, `message ${sent}`);
    await response.body?.cancel();
  }
  const refused = await me.json("POST", path, { content: "One more" });
  assertEquals(refused.status, 429);
  const retryAfter = Number(refused.headers.get("Retry-After"));
  assert(retryAfter >= 1 && retryAfter <= 60, `Retry-After ${retryAfter}`);
  assertMatch(
    (await refused.json()).error,
    /^You are sending messages faster than I can reflect on them\. Please wait \d+ seconds?/,
  );
  assertEquals(((await (await me.call(path)).json()) as Message[]).length, 40, "nothing of the refused message stored");

  const other = await visitorClient(fixture);
  const theirs = await other.json("POST", "/api/chat", { message: "Hello" });
  assertEquals(theirs.status, 200, "limits are per visitor, and per action");
  await theirs.body?.cancel();
});

Deno.test("rate limits: counted per client address too, from the connection unless a proxy is trusted", async () => {
  const post = (fixture: Awaited<ReturnType<typeof startTestApp>>, hostname: string, forwardedFor?: string) =>
    fixture.app.request("http://localhost/api/v1/generate-image", {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(forwardedFor ? { "X-Forwarded-For": forwardedFor } : {}) },
      body: JSON.stringify({ prompt: "lotus" }),
    }, { remoteAddr: { transport: "tcp", hostname, port: 40000 } });

  {
    // Each request without a cookie is a new visitor; only the address ties them together (30 per 10 minutes).
    using fixture = await startTestApp();
    for (let sent = 0; sent < 30; sent++) {
      const response = await post(fixture, "203.0.113.7", `198.51.100.${sent}`);
      assertEquals(response.status, 200, `image ${sent}`);
      await response.body?.cancel();
    }
    const refused = await post(fixture, "203.0.113.7", "198.51.100.99");
    assertEquals(refused.status, 429, "a spoofed X-Forwarded-For is ignored without a trusted proxy");
    assertMatch((await refused.json()).error, /^Too many pictures requested\. Please wait \d+ (seconds?|minutes)/);
    const elsewhere = await post(fixture, "203.0.113.8");
    assertEquals(elsewhere.status, 200);
    await elsewhere.body?.cancel();
  }
  {
    using fixture = await startTestApp({ limits: { trustedProxyHops: 1 } });
    for (let sent = 0; sent < 31; sent++) {
      const response = await post(fixture, "10.0.0.1", `spoofed, 198.51.100.${sent}`);
      assertEquals(response.status, 200, "behind a trusted proxy, each forwarded client counts for itself");
      await response.body?.cancel();
    }
  }
});

Deno.test("the global model budget: once spent, the built-in engine answers", async () => {
  let modelCalls = 0;
  const model: WisdomEngine = {
    name: "model",
    async *reply() {
      modelCalls++;
      yield "from the model";
    },
  };
  const builtin: WisdomEngine = {
    name: "built-in",
    async *reply() {
      yield "from the built-in engine";
    },
  };
  let budget = 2;
  const engine = withFallback(withUpstreamBudget(model, () => Promise.resolve(budget-- > 0)), builtin, () => {});
  using fixture = await startTestApp({ wisdom: engine, limits: generousLimits });
  const me = await visitorClient(fixture);
  const replies: string[] = [];
  for (let sent = 0; sent < 3; sent++) {
    replies.push(
      ((await (await me.json("POST", "/api/chat", { message: "Hello" })).json()) as { response: string }).response,
    );
  }
  assertEquals(replies, ["from the model", "from the model", "from the built-in engine"]);
  assertEquals(modelCalls, 2);
});
