import { assertEquals, assertRejects } from "../../tests/assert.ts";
import {
  appendTurn,
  conversationListLimit,
  createConversation,
  deleteConversation,
  findTurn,
  listConversations,
  listMessages,
  renameConversation,
} from "./conversations.ts";

const start = Date.parse("2026-01-01T00:00:00Z");
const at = (minute: number) => new Date(start + minute * 60_000);

/** A turn of the visitor's in conversation `id` at `minute`: it moves the conversation to the top of the list. */
const greet = (kv: Deno.Kv, id: string, minute: number) =>
  appendTurn(kv, {
    visitorId: "visitor",
    conversationId: id,
    userMessage: { id: "m1", role: "user", content: "hello", createdAt: at(minute).toISOString() },
    assistantMessage: { id: "m2", role: "assistant", content: "peace", createdAt: at(minute).toISOString() },
    now: at(minute),
  });

Deno.test("a visitor's list is newest-updated first, only theirs, after turns and deletions", async () => {
  using kv = await Deno.openKv(":memory:");
  for (const [id, minute] of [["b", 1], ["a", 2], ["c", 2], ["d", 3]] as const) {
    await createConversation(kv, { id, visitorId: "visitor", title: id, now: at(minute) });
  }
  await createConversation(kv, { id: "other", visitorId: "someone-else", title: "not theirs", now: at(9) });
  await greet(kv, "b", 5);
  await deleteConversation(kv, "visitor", "d");
  // Same instant: the larger id first, as the index orders them.
  assertEquals((await listConversations(kv, "visitor")).map(({ id }) => id), ["b", "c", "a"]);
});

Deno.test("a visitor with more conversations than the list shows gets the newest ones, in order", async () => {
  using kv = await Deno.openKv(":memory:");
  const count = conversationListLimit + 5;
  for (let index = 0; index < count; index++) {
    // Ids in the opposite order to their times, so key order alone would give the wrong answer.
    const id = String(count - index).padStart(4, "0");
    await createConversation(kv, { id, visitorId: "visitor", title: id, now: at(index) });
  }
  const listed = (await listConversations(kv, "visitor")).map(({ id }) => id);
  assertEquals(listed.length, conversationListLimit);
  assertEquals(listed, Array.from({ length: conversationListLimit }, (_, rank) => String(rank + 1).padStart(4, "0")));
});

Deno.test("a list read before shows each later change: a new conversation, a rename, a turn, a deletion", async () => {
  using kv = await Deno.openKv(":memory:");
  const ids = async () => (await listConversations(kv, "visitor")).map(({ id, title }) => `${id}:${title}`);
  await createConversation(kv, { id: "a", visitorId: "visitor", title: "first", now: at(1) });
  assertEquals(await ids(), ["a:first"]);
  await createConversation(kv, { id: "b", visitorId: "visitor", title: "second", now: at(2) });
  assertEquals(await ids(), ["b:second", "a:first"]);
  await renameConversation(kv, "visitor", "a", "renamed");
  assertEquals(await ids(), ["b:second", "a:renamed"]);
  await greet(kv, "a", 3);
  assertEquals(await ids(), ["a:renamed", "b:second"]);
  await deleteConversation(kv, "visitor", "a");
  assertEquals(await ids(), ["b:second"]);
});

Deno.test("a change another server makes in the shared store shows in this server's list", async () => {
  const folder = await Deno.makeTempDir();
  try {
    using here = await Deno.openKv(`${folder}/kv.sqlite`);
    using there = await Deno.openKv(`${folder}/kv.sqlite`);
    await createConversation(here, { id: "a", visitorId: "visitor", title: "mine", now: at(1) });
    assertEquals((await listConversations(here, "visitor")).map(({ title }) => title), ["mine"]);
    await renameConversation(there, "visitor", "a", "renamed elsewhere");
    await createConversation(there, { id: "b", visitorId: "visitor", title: "made elsewhere", now: at(2) });
    assertEquals((await listConversations(here, "visitor")).map(({ title }) => title), [
      "made elsewhere",
      "renamed elsewhere",
    ]);
  } finally {
    await Deno.remove(folder, { recursive: true });
  }
});

Deno.test("records written without the list's version key (by an older server) list at once", async () => {
  using kv = await Deno.openKv(":memory:");
  const record = (id: string) => {
    const at = new Date(start).toISOString();
    return { id, title: id, createdAt: at, updatedAt: at, lastSequence: 0 };
  };
  await kv.set(["conversations", "visitor", "a"], record("a"));
  assertEquals((await listConversations(kv, "visitor")).length, 1);
  await kv.set(["conversations", "visitor", "b"], record("b"));
  assertEquals((await listConversations(kv, "visitor")).map(({ id }) => id), ["b", "a"]);
});

Deno.test("a record written with its owner in the value (before issue 18) still lists", async () => {
  using kv = await Deno.openKv(":memory:");
  const at = new Date(start).toISOString();
  await kv.set(["conversations", "visitor", "old"], {
    id: "old",
    visitorId: "visitor",
    title: "Kept",
    createdAt: at,
    updatedAt: at,
    lastSequence: 0,
  });
  assertEquals(await listConversations(kv, "visitor"), [
    { id: "old", title: "Kept", createdAt: at, updatedAt: at, lastSequence: 0 },
  ]);
});

Deno.test("messages and keyed turns are read through the owner's key: another visitor finds nothing", async () => {
  using kv = await Deno.openKv(":memory:");
  await createConversation(kv, { id: "mine", visitorId: "owner", title: "Private", now: at(0) });
  await appendTurn(kv, {
    visitorId: "owner",
    conversationId: "mine",
    idempotencyKey: "owner-key-0001",
    userMessage: { id: "m1", role: "user", content: "a private worry", createdAt: at(1).toISOString() },
    assistantMessage: { id: "m2", role: "assistant", content: "peace", createdAt: at(1).toISOString() },
    now: at(1),
  });

  assertEquals((await listMessages(kv, "owner", "mine")).map(({ content }) => content), ["a private worry", "peace"]);
  assertEquals((await listMessages(kv, "owner", "mine", { last: 1 })).map(({ id }) => id), ["m2"]);
  assertEquals((await findTurn(kv, "owner", "mine", "owner-key-0001"))?.userMessage.id, "m1");
  assertEquals(await findTurn(kv, "owner", "mine", undefined), null);

  for (const visitorId of ["someone-else", ""]) {
    await assertRejects(() => listMessages(kv, visitorId, "mine"), /^Conversation not found$/);
    await assertRejects(() => listMessages(kv, visitorId, "mine", { last: 20 }), /^Conversation not found$/);
    await assertRejects(() => findTurn(kv, visitorId, "mine", "owner-key-0001"), /^Conversation not found$/);
    await assertRejects(() => findTurn(kv, visitorId, "mine", undefined), /^Conversation not found$/);
  }
  await assertRejects(() => listMessages(kv, "owner", "never-made"), /^Conversation not found$/);
});
