import type { Conversation, Message, Turn } from "../../contracts/conversations.ts";
import { assert, assertEquals, assertMatch } from "../../tests/assert.ts";
import type { Clock } from "../clock.ts";
import { withUpstreamBudget } from "../limits/upstream_budget.ts";
import { sha256Hex } from "../sha256_hex.ts";
import { conversationKeys } from "../store/conversations.ts";
import { acquireLease } from "../store/leases.ts";
import { generousLimits, startTestApp } from "../testing/app_fixture.ts";
import { visitorClient } from "../testing/visitor_client.ts";
import type { WisdomEngine } from "../wisdom/engine.ts";
import { withFallback } from "../wisdom/fallback_engine.ts";

/** An engine that writes half a reply, then waits until the test lets it finish. */
function gatedEngine() {
  let open = () => {};
  const gate = new Promise<void>((resolve) => open = resolve);
  const state = { calls: 0 };
  const engine: WisdomEngine = {
    name: "gated-test",
    async *reply() {
      state.calls++;
      yield "Peace be with you. ";
      await gate;
      yield "Be still, and know.";
    },
  };
  return { engine, open: () => open(), state };
}

async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 2));
}

async function conversationOf(me: Awaited<ReturnType<typeof visitorClient>>) {
  const conversation: Conversation = await (await me.json("POST", "/api/conversations", {})).json();
  return `/api/conversations/${conversation.id}/messages`;
}

Deno.test("idempotency: in progress is a 409 with Retry-After, another message under the key a 422", async () => {
  const gated = gatedEngine();
  using fixture = await startTestApp({ wisdom: gated.engine });
  const me = await visitorClient(fixture);
  const path = await conversationOf(me);
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

  gated.open();
  const stored: Turn = await (await first).json();
  const replay = await me.json("POST", path, { content: "Teach me patience" }, key);
  assertEquals(replay.status, 200);
  assertEquals(((await replay.json()) as Turn).id, stored.id);
  const reused = await me.json("POST", path, { content: "Something else" }, key);
  assertEquals(reused.status, 422, "a finished key refuses another message too");
  await reused.body?.cancel();
  assertEquals(gated.state.calls, 1, "one model call for the key");
  const messages: Message[] = await (await me.call(path)).json();
  assertEquals(messages.length, 2);
});

Deno.test("idempotency: a claim left by a crashed server is released once its lease runs out", async () => {
  let nowMs = Date.parse("2026-11-23T12:00:00Z");
  const clock: Clock = { now: () => new Date(nowMs) };
  using fixture = await startTestApp({ clock, limits: { generationLeaseMs: 15_000 } });
  const me = await visitorClient(fixture);
  const path = await conversationOf(me);
  const conversationId = path.split("/")[3];
  const content = "Where is peace?";
  const requestHash = await sha256Hex(content);
  // What a server killed mid-reply leaves behind: the key's claim, never released.
  await acquireLease(fixture.kv, conversationKeys.turnClaim(conversationId, "offline-crashed-01"), {
    nowMs,
    leaseMs: 15_000,
    data: { requestHash },
  });
  const headers = { "Idempotency-Key": "offline-crashed-01" };
  const blocked = await me.json("POST", path, { content }, headers);
  assertEquals(blocked.status, 409);
  await blocked.body?.cancel();

  nowMs += 15_001;
  const retried = await me.json("POST", path, { content }, headers);
  assertEquals(retried.status, 201);
  const again = await me.json("POST", path, { content }, headers);
  assertEquals(again.status, 200);
  await Promise.all([retried.body?.cancel(), again.body?.cancel()]);
  assertEquals(((await (await me.call(path)).json()) as Message[]).length, 2);
});

Deno.test("one reply at a time per visitor: a second message or hub chat meanwhile is a 429", async () => {
  const gated = gatedEngine();
  using fixture = await startTestApp({ wisdom: gated.engine });
  const me = await visitorClient(fixture);
  const path = await conversationOf(me);
  const otherPath = await conversationOf(me);

  const first = me.json("POST", path, { content: "Teach me patience" });
  await until(() => gated.state.calls === 1);
  for (
    const [url, body] of [[otherPath, { content: "And kindness?" }], ["/api/chat", { message: "Hello" }]] as const
  ) {
    const refused = await me.json("POST", url, body);
    assertEquals(refused.status, 429, url);
    assertEquals(refused.headers.get("Retry-After"), "1");
    assertMatch((await refused.json()).error, /still being written for you/);
  }
  const stranger = await visitorClient(fixture);
  const theirs = stranger.json("POST", "/api/chat", { message: "Hello" });
  await until(() => gated.state.calls === 2);
  gated.open();
  assertEquals((await theirs).status, 200, "another visitor is not held up");
  assertEquals((await first).status, 201);
  const after = await me.json("POST", otherPath, { content: "And kindness?" });
  assertEquals(after.status, 201, "free again once the reply is stored");
  await after.body?.cancel();
  assertEquals(
    ((await (await me.call(otherPath)).json()) as Message[]).length,
    2,
    "the refused message was not stored",
  );
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

Deno.test("a reply naming a thousand passages is stored (within KV's value limit), its first 60 linked", async () => {
  const references = Array.from(
    { length: 1500 },
    (_, index) => `Psalms ${1 + (index % 150)}:${1 + Math.floor(index / 150)}`,
  );
  const listing: WisdomEngine = {
    name: "listing",
    async *reply() {
      yield references.join(", ");
    },
  };
  using fixture = await startTestApp({ wisdom: listing });
  const me = await visitorClient(fixture);
  const path = await conversationOf(me);
  const sent = await me.json("POST", path, { content: "List every psalm" });
  assertEquals(sent.status, 201);
  const turn: Turn = await sent.json();
  assertEquals(turn.content.length, 12_000, "the reply is cut at its length limit");
  assertEquals(turn.citations.length, 60);
  const stored: Message[] = await (await me.call(path)).json();
  assertEquals(stored.length, 2);
});
