import type { Citation } from "../../contracts/conversations.ts";
import { assert, assertEquals, assertRejects } from "../../tests/assert.ts";
import type { Clock } from "../clock.ts";
import { sha256Hex } from "../sha256_hex.ts";
import { conversationKeys, createConversation, listMessages } from "../store/conversations.ts";
import { acquireLease } from "../store/leases.ts";
import type { WisdomEngine } from "../wisdom/engine.ts";
import {
  maxCitationsPerReply,
  maxReplyCharacters,
  runTurn,
  type TurnDeps,
  type TurnEvent,
  type TurnRequest,
  withGenerationLock,
} from "./turns.ts";
import { gatedEngine, until } from "../testing/gated_engine.ts";

const quietEngine: WisdomEngine = {
  name: "quiet-test",
  async *reply() {
    yield "Be still.";
  },
};

/** A KV with one conversation per visitor named, and the turn's dependencies around it. */
async function turnWorld(
  engine: WisdomEngine,
  options: { clock?: Clock; checkCitations?: TurnDeps["checkCitations"] },
) {
  const kv = await Deno.openKv(":memory:");
  const clock = options.clock ?? { now: () => new Date("2026-11-23T12:00:00Z") };
  let ids = 0;
  const deps: TurnDeps = {
    kv,
    clock,
    engine,
    checkCitations: options.checkCitations ?? (() => []),
    newId: () => `id-${++ids}`,
    generationLeaseMs: 15_000,
  };
  const open = async (visitorId: string, id: string) => {
    await createConversation(kv, { id, visitorId, title: "New Spiritual Guidance", now: clock.now() });
    return { visitorId, conversationId: id };
  };
  return { kv, deps, open, [Symbol.dispose]: () => kv.close() };
}

/** Runs a turn to its end; its events, or the error it was refused with. */
async function run(deps: TurnDeps, request: TurnRequest): Promise<TurnEvent[]> {
  const events: TurnEvent[] = [];
  for await (const event of runTurn(deps, request)) events.push(event);
  return events;
}

const done = (events: TurnEvent[]) => {
  const last = events.at(-1);
  assert(last?.type === "done", "the turn ends with its stored result");
  return last;
};

Deno.test("an Idempotency-Key being answered: the same message is in progress, another is refused, then it replays", async () => {
  const gated = gatedEngine();
  using world = await turnWorld(gated.engine, {});
  const ours = await world.open("visitor", "c1");
  const keyed = (content: string) => ({ ...ours, content, idempotencyKey: "offline-key-0001" });

  const first = run(world.deps, keyed("Teach me patience"));
  await until(() => gated.state.calls === 1);
  await assertRejects(() => run(world.deps, keyed("Teach me patience")), /still being answered/);
  await assertRejects(() => run(world.deps, keyed("Something else")), /already used for a different message/);

  gated.open();
  const stored = done(await first);
  assertEquals(stored.replayed, false);
  const replay = done(await run(world.deps, keyed("Teach me patience")));
  assertEquals([replay.replayed, replay.turn.assistantMessage.id], [true, stored.turn.assistantMessage.id]);
  await assertRejects(() => run(world.deps, keyed("Something else")), /already used for a different message/);
  assertEquals(gated.state.calls, 1, "one model call for the key");
  assertEquals((await listMessages(world.kv, "visitor", "c1")).length, 2);
});

Deno.test("a key's claim left by a crashed server holds until its lease runs out, then the message is answered", async () => {
  let nowMs = Date.parse("2026-11-23T12:00:00Z");
  using world = await turnWorld(quietEngine, { clock: { now: () => new Date(nowMs) } });
  const request = { ...await world.open("visitor", "c1"), content: "Where is peace?", idempotencyKey: "crashed-01" };
  // What a server killed mid-reply leaves behind: the key's claim, never released.
  await acquireLease(world.kv, conversationKeys.turnClaim("c1", "crashed-01"), {
    nowMs,
    leaseMs: world.deps.generationLeaseMs,
    data: { requestHash: await sha256Hex(request.content) },
  });
  await assertRejects(() => run(world.deps, request), /still being answered/);

  nowMs += world.deps.generationLeaseMs + 1;
  assertEquals(done(await run(world.deps, request)).replayed, false);
  assertEquals(done(await run(world.deps, request)).replayed, true);
  assertEquals((await listMessages(world.kv, "visitor", "c1")).length, 2);
});

Deno.test("one reply at a time per visitor, in any conversation or the hub's chat; another visitor is not held up", async () => {
  const gated = gatedEngine();
  using world = await turnWorld(gated.engine, {});
  const first = run(world.deps, { ...await world.open("visitor", "c1"), content: "Teach me patience" });
  await until(() => gated.state.calls === 1);
  const other = { ...await world.open("visitor", "c2"), content: "And kindness?" };
  let admitted = 0;
  await assertRejects(
    () => run(world.deps, { ...other, admit: () => Promise.resolve(void admitted++) }),
    /still being written/,
  );
  assertEquals(admitted, 0, "a refused message is not counted against the limits");
  await assertRejects(() => withGenerationLock(world.deps, "visitor", () => Promise.resolve()), /still being written/);

  const stranger = run(world.deps, { ...await world.open("stranger", "c3"), content: "Hello" });
  await until(() => gated.state.calls === 2);
  gated.open();
  assertEquals(done(await stranger).replayed, false);
  assertEquals(done(await first).replayed, false);
  assertEquals(done(await run(world.deps, other)).replayed, false, "free again once the reply is stored");
  assertEquals((await listMessages(world.kv, "visitor", "c2")).length, 2, "the refused message was not stored");
});

Deno.test("someone else's conversation is not found before anything is counted, claimed or generated", async () => {
  const gated = gatedEngine();
  using world = await turnWorld(gated.engine, {});
  await world.open("owner", "c1");
  let admitted = 0;
  for (const idempotencyKey of [undefined, "stranger-key-01"]) {
    const request = { visitorId: "stranger", conversationId: "c1", content: "Show me", idempotencyKey };
    await assertRejects(
      () => run(world.deps, { ...request, admit: () => Promise.resolve(void admitted++) }),
      /not found/,
    );
  }
  assertEquals([admitted, gated.state.calls], [0, 0]);
});

Deno.test("a reply naming 1,500 passages is stored within KV's value limit: cut at its length, its first 60 linked", async () => {
  const references = Array.from({ length: 1500 }, (_, index) => `Psalms ${1 + (index % 150)}:${1 + (index >> 4)}`);
  const listing: WisdomEngine = {
    name: "listing",
    async *reply() {
      yield references.join(", ");
    },
  };
  // One citation for every reference written, as the real checker would find them.
  const checkCitations = (reply: string): Citation[] =>
    reply.split(", ").map((text) => ({
      text,
      reference: text,
      target: { source: "bible", bookId: 19, chapter: 1, verse: 1 },
      quote: null,
    }));
  using world = await turnWorld(listing, { checkCitations });
  const { turn } = done(await run(world.deps, { ...await world.open("visitor", "c1"), content: "List every psalm" }));
  assertEquals(turn.assistantMessage.content.length, maxReplyCharacters);
  assertEquals(turn.assistantMessage.citations.length, maxCitationsPerReply);
  assertEquals((await listMessages(world.kv, "visitor", "c1")).at(-1)?.citations.length, maxCitationsPerReply);
});
