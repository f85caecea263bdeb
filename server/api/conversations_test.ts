import type { Conversation, Message, Turn } from "../../contracts/conversations.ts";
import { assert, assertEquals, assertMatch } from "../../tests/assert.ts";
import { conversationKeys, finishDeletions } from "../store/conversations.ts";
import { startTestApp } from "../testing/app_fixture.ts";
import { visitorClient } from "../testing/visitor_client.ts";
import type { WisdomEngine } from "../wisdom/engine.ts";

const visitor = visitorClient;

/** An engine that writes slowly and records whether it was told to stop. */
function slowEngine() {
  const seen = { aborted: false, calls: 0 };
  const engine: WisdomEngine = {
    name: "slow-test",
    async *reply({ signal }) {
      seen.calls++;
      for (let chunk = 0; chunk < 50; chunk++) {
        if (signal?.aborted) {
          seen.aborted = true;
          return;
        }
        yield `part ${chunk}. `;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
  return { engine, seen };
}

Deno.test("a first message: conversation titled from it, the turn stored, both listed in order", async () => {
  using fixture = await startTestApp();
  const me = await visitor(fixture);
  const created = await me.json("POST", "/api/conversations", { title: "What does the Bible say about forgiveness?" });
  assertEquals(created.status, 201);
  const conversation: Conversation = await created.json();
  assertEquals(conversation.title, "What does the Bible say about forgiveness?");

  const sent = await me.json("POST", `/api/conversations/${conversation.id}/messages`, {
    content: "  What does the Bible say about forgiveness?  ",
  });
  assertEquals(sent.status, 201);
  const turn: Turn = await sent.json();
  assertEquals(turn.role, "assistant");
  assertEquals(turn.userMessage.content, "What does the Bible say about forgiveness?");
  assert(turn.content.length > 80, "a real reply");

  const messages: Message[] = await (await me.call(`/api/conversations/${conversation.id}/messages`)).json();
  assertEquals(messages.map((message) => message.role), ["user", "assistant"]);
  assertEquals(messages.map((message) => message.id), [turn.userMessage.id, turn.id]);
  const list: Conversation[] = await (await me.call("/api/conversations")).json();
  assertEquals(list.map((item) => item.id), [conversation.id]);
  assertEquals(Object.keys(list[0]).sort(), ["createdAt", "id", "title", "updatedAt"], "no owner id leaks");
});

Deno.test("titles: the first 50 characters and '...', or 'New Spiritual Guidance' when empty", async () => {
  using fixture = await startTestApp();
  const me = await visitor(fixture);
  const long = "Compare Christian and Buddhist views on suffering and the end of suffering";
  const titles = [];
  for (const body of [{ title: long }, { title: `${long.slice(0, 50)}...` }, {}, { title: "   " }]) {
    titles.push((await (await me.json("POST", "/api/conversations", body)).json()).title);
  }
  assertEquals(titles, [
    `${long.slice(0, 50)}...`,
    `${long.slice(0, 50)}...`,
    "New Spiritual Guidance",
    "New Spiritual Guidance",
  ]);
});

Deno.test("an untitled conversation takes its title from its first message, and keeps it", async () => {
  using fixture = await startTestApp();
  const me = await visitor(fixture);
  const untitled: Conversation = await (await me.json("POST", "/api/conversations", {})).json();
  assertEquals(untitled.title, "New Spiritual Guidance");
  await me.json("POST", `/api/conversations/${untitled.id}/messages`, { content: "How do I forgive my brother?" });
  await me.json("POST", `/api/conversations/${untitled.id}/messages`, { content: "And myself?" });
  const [listed]: Conversation[] = await (await me.call("/api/conversations")).json();
  assertEquals(listed.title, "How do I forgive my brother?");
});

Deno.test("the list is newest-updated first, and rename and delete work", async () => {
  let now = Date.parse("2026-11-23T10:00:00Z");
  using fixture = await startTestApp({ clock: { now: () => new Date(now += 1000) } });
  const me = await visitor(fixture);
  const first: Conversation = await (await me.json("POST", "/api/conversations", { title: "first" })).json();
  const second: Conversation = await (await me.json("POST", "/api/conversations", { title: "second" })).json();
  const titles = async () =>
    ((await (await me.call("/api/conversations")).json()) as Conversation[]).map((c) => c.title);
  assertEquals(await titles(), ["second", "first"]);
  await me.json("POST", `/api/conversations/${first.id}/messages`, { content: "peace" });
  assertEquals(await titles(), ["first", "second"], "a new message moves a conversation to the top");

  const renamed = await me.json("PATCH", `/api/conversations/${second.id}`, { title: "On patience" });
  assertEquals(renamed.status, 200);
  assertEquals(await titles(), ["first", "On patience"]);

  assertEquals((await me.call(`/api/conversations/${first.id}`, { method: "DELETE" })).status, 204);
  assertEquals(await titles(), ["On patience"]);
  assertEquals((await me.call(`/api/conversations/${first.id}/messages`)).status, 404);
  const left = [];
  for await (const entry of fixture.kv.list({ prefix: conversationKeys.messages(first.id) })) left.push(entry);
  assertEquals(left.length, 0, "the messages are gone from the store, not just hidden");
});

Deno.test("another visitor's conversation is a 404 for every operation", async () => {
  using fixture = await startTestApp();
  const owner = await visitor(fixture);
  const stranger = await visitor(fixture);
  const mine: Conversation = await (await owner.json("POST", "/api/conversations", { title: "private" })).json();
  await owner.json("POST", `/api/conversations/${mine.id}/messages`, { content: "I confide this" });

  assertEquals(await (await stranger.call("/api/conversations")).json(), []);
  const attempts = [
    await stranger.call(`/api/conversations/${mine.id}`),
    await stranger.call(`/api/conversations/${mine.id}/messages`),
    await stranger.json("POST", `/api/conversations/${mine.id}/messages`, { content: "hello" }),
    await stranger.json("PATCH", `/api/conversations/${mine.id}`, { title: "mine now" }),
    await stranger.call(`/api/conversations/${mine.id}`, { method: "DELETE" }),
  ];
  for (const response of attempts) {
    assertEquals(response.status, 404);
    assertEquals(await response.json(), { error: "Conversation not found" });
  }
  const messages: Message[] = await (await owner.call(`/api/conversations/${mine.id}/messages`)).json();
  assertEquals(messages.length, 2, "the owner's conversation is untouched");
  assertEquals(((await (await owner.call("/api/conversations")).json()) as Conversation[])[0].title, "private");
});

Deno.test("an Idempotency-Key stores one turn, whether repeated or raced 20 times", async () => {
  using fixture = await startTestApp();
  const me = await visitor(fixture);
  const conversation: Conversation = await (await me.json("POST", "/api/conversations", {})).json();
  const path = `/api/conversations/${conversation.id}/messages`;

  const first = await me.json("POST", path, { content: "Teach me patience" }, {
    "Idempotency-Key": "offline-1a2b3c4d",
  });
  const again = await me.json("POST", path, { content: "Teach me patience" }, {
    "Idempotency-Key": "offline-1a2b3c4d",
  });
  assertEquals(first.status, 201);
  assertEquals(again.status, 200);
  const [one, two]: Turn[] = [await first.json(), await again.json()];
  assertEquals(two.id, one.id);
  assertEquals(two.userMessage.id, one.userMessage.id);

  const raced = await Promise.all(
    Array.from(
      { length: 20 },
      () => me.json("POST", path, { content: "Why do we suffer?" }, { "Idempotency-Key": "offline-race-0001" }),
    ),
  );
  // A racer that arrives while the first is generating is told to come back (409); coming back, it gets the turn.
  const statuses = raced.map((response) => response.status);
  assertEquals(statuses.filter((status) => status === 201).length, 1);
  assert(statuses.every((status) => [200, 201, 409].includes(status)), `statuses ${statuses}`);
  const turns: Turn[] = await Promise.all(raced.map(async (response) => {
    if (response.status !== 409) return await response.json();
    await response.body?.cancel();
    const retried = await me.json("POST", path, { content: "Why do we suffer?" }, {
      "Idempotency-Key": "offline-race-0001",
    });
    assertEquals(retried.status, 200);
    return await retried.json();
  }));
  assertEquals(new Set(turns.map((turn) => turn.id)).size, 1, "every racer gets the one stored turn");

  const messages: Message[] = await (await me.call(path)).json();
  assertEquals(messages.length, 4, "two turns, not twenty-one");
});

Deno.test("validation: message content, Idempotency-Key, titles, ids and content type", async () => {
  using fixture = await startTestApp();
  const me = await visitor(fixture);
  const conversation: Conversation = await (await me.json("POST", "/api/conversations", {})).json();
  const path = `/api/conversations/${conversation.id}/messages`;
  const cases: Array<[Response, number, RegExp]> = [
    [await me.json("POST", path, { content: "   " }), 400, /content: Write a message first/],
    [await me.json("POST", path, { content: "x".repeat(4001) }), 400, /limited to 4000 characters/],
    [await me.json("POST", path, {}), 400, /content/],
    [await me.json("POST", path, { content: "hi", role: "system" }), 400, /role/],
    [
      await me.json("POST", path, { content: "hi" }, { "Idempotency-Key": "no spaces allowed" }),
      400,
      /Idempotency-Key/,
    ],
    [await me.call(path, { method: "POST", body: "content=hi" }), 415, /application\/json/],
    [await me.json("PATCH", `/api/conversations/${conversation.id}`, { title: " " }), 400, /title: Enter a title/],
    [await me.json("POST", "/api/conversations", { title: "t".repeat(201) }), 400, /200 characters/],
    [await me.call("/api/conversations/not%20an%20id"), 400, /id: Not a conversation id/],
    [await me.json("POST", "/api/conversations/unknown-id/messages", { content: "hi" }), 404, /Conversation not found/],
  ];
  for (const [response, status, message] of cases) {
    assertEquals(response.status, status, `${message}`);
    assertMatch((await response.json()).error, message);
  }
  assertEquals((await (await me.call(path)).json()).length, 0, "nothing was stored by the bad requests");
});

Deno.test("streaming: chunks as the reply is written, then the stored turn", async () => {
  using fixture = await startTestApp();
  const me = await visitor(fixture);
  const conversation: Conversation = await (await me.json("POST", "/api/conversations", {})).json();
  const response = await me.json(
    "POST",
    `/api/conversations/${conversation.id}/messages`,
    { content: "How does Buddhism approach grief?" },
    { Accept: "text/event-stream" },
  );
  assertEquals(response.status, 200);
  assertMatch(response.headers.get("Content-Type") ?? "", /^text\/event-stream/);
  const events = [...(await response.text()).matchAll(/event: (\w+)\ndata: (.*)\n\n/g)].map(([, event, data]) => ({
    event,
    data: JSON.parse(data),
  }));
  const chunks = events.filter((event) => event.event === "chunk");
  assert(chunks.length > 1, "the reply arrives in pieces");
  const done = events.at(-1)!;
  assertEquals(done.event, "done");
  assertEquals(chunks.map((chunk) => chunk.data).join(""), done.data.content);
  assertEquals(done.data.userMessage.content, "How does Buddhism approach grief?");
});

Deno.test("a client that disconnects cancels the generation, and nothing is stored", async () => {
  const { engine, seen } = slowEngine();
  using fixture = await startTestApp({ wisdom: engine });
  const me = await visitor(fixture);
  const conversation: Conversation = await (await me.json("POST", "/api/conversations", {})).json();
  const response = await me.json(
    "POST",
    `/api/conversations/${conversation.id}/messages`,
    { content: "Tell me a long story" },
    { Accept: "text/event-stream" },
  );
  const reader = response.body!.getReader();
  const first = new TextDecoder().decode((await reader.read()).value);
  assertMatch(first, /event: chunk/);
  await reader.cancel();
  await new Promise((resolve) => setTimeout(resolve, 100));
  assert(seen.aborted, "the engine was told to stop");
  assertEquals((await (await me.call(`/api/conversations/${conversation.id}/messages`)).json()).length, 0);
});

Deno.test("a deletion cut short is finished at the next start", async () => {
  using fixture = await startTestApp();
  const me = await visitor(fixture);
  const conversation: Conversation = await (await me.json("POST", "/api/conversations", {})).json();
  await me.json("POST", `/api/conversations/${conversation.id}/messages`, { content: "hope" });
  // What a crash right after deletion's first commit leaves: the marker and the messages.
  const owner = (await fixture.kv.list({ prefix: ["conversations"] }).next()).value!;
  await fixture.kv.atomic().delete(owner.key).set(conversationKeys.deletion(conversation.id), {
    visitorId: String(owner.key[1]),
  }).commit();
  assertEquals(await finishDeletions(fixture.kv), 1);
  const left = [];
  for await (const entry of fixture.kv.list({ prefix: conversationKeys.messages(conversation.id) })) left.push(entry);
  assertEquals(left.length, 0);
  assertEquals(await finishDeletions(fixture.kv), 0);
});

Deno.test("POST /api/chat answers the Wisdom Hub with {response, timestamp}", async () => {
  using fixture = await startTestApp();
  const response = await fixture.postJson("/api/chat", { message: "How can I find peace?" });
  assertEquals(response.status, 200);
  const body = await response.json();
  assertEquals(Object.keys(body).sort(), ["response", "timestamp"]);
  assert(body.response.length > 80);
  assertEquals(body.timestamp, "2026-11-23T12:00:00.000Z");
  assertEquals((await fixture.postJson("/api/chat", { message: "" })).status, 400);
  assertEquals((await fixture.postJson("/api/chat", { text: "hi" })).status, 400);
});

Deno.test("replies cite real passages, and every built-in quotation verifies", async () => {
  using fixture = await startTestApp();
  const me = await visitor(fixture);
  const conversation: Conversation = await (await me.json("POST", "/api/conversations", {})).json();
  const turn: Turn = await (await me.json("POST", `/api/conversations/${conversation.id}/messages`, {
    content: "I am afraid of the future. What does the Bible say about fear?",
  })).json();
  assert(turn.citations.length > 0, "the reply cites passages");
  for (const citation of turn.citations) {
    assert(turn.content.includes(citation.text), `${citation.text} is in the reply`);
    assert(citation.quote !== "paraphrase", `${citation.reference} quotation verifies`);
  }
});

Deno.test("a conversation deleted while its reply is written: the message POST is a 404, nothing is stored", async () => {
  const { engine, seen } = slowEngine();
  using fixture = await startTestApp({ wisdom: engine });
  const me = await visitor(fixture);
  const conversation: Conversation = await (await me.json("POST", "/api/conversations", {})).json();
  const sending = me.json("POST", `/api/conversations/${conversation.id}/messages`, { content: "Stay with me" });
  while (seen.calls === 0) await new Promise((resolve) => setTimeout(resolve, 5));
  assertEquals((await me.call(`/api/conversations/${conversation.id}`, { method: "DELETE" })).status, 204);
  const sent = await sending;
  assertEquals(sent.status, 404);
  assertEquals(await sent.json(), { error: "Conversation not found" });
  const left = [];
  for await (const entry of fixture.kv.list({ prefix: conversationKeys.messages(conversation.id) })) left.push(entry);
  assertEquals(left, []);
});

Deno.test("a stream that fails after its 200 ends with an error event: ours logged with the request id, a deletion a 404", async () => {
  const failing: WisdomEngine = {
    name: "failing-test",
    async *reply() {
      yield "A first thought. ";
      throw new Error("the model's socket closed at /srv/engine.ts:12");
    },
  };
  using fixture = await startTestApp({ wisdom: failing });
  const me = await visitor(fixture);
  const conversation: Conversation = await (await me.json("POST", "/api/conversations", {})).json();
  const response = await me.json(
    "POST",
    `/api/conversations/${conversation.id}/messages`,
    { content: "Speak to me" },
    { Accept: "text/event-stream" },
  );
  assertEquals(response.status, 200);
  const requestId = response.headers.get("X-Request-Id");
  const events = [...(await response.text()).matchAll(/event: (\w+)\ndata: (.*)\n\n/g)].map(([, event, data]) => ({
    event,
    data: JSON.parse(data),
  }));
  assertEquals(events.map(({ event }) => event), ["chunk", "error"]);
  assertEquals(events[1].data, { error: "Internal server error", requestId });
  assert(fixture.logs.some((line) => line.startsWith(`500 request ${requestId}:`) && line.includes("socket closed")));

  const { engine, seen } = slowEngine();
  using slow = await startTestApp({ wisdom: engine });
  const other = await visitor(slow);
  const doomed: Conversation = await (await other.json("POST", "/api/conversations", {})).json();
  const streaming = await other.json(
    "POST",
    `/api/conversations/${doomed.id}/messages`,
    { content: "Stay with me" },
    { Accept: "text/event-stream" },
  );
  while (seen.calls === 0) await new Promise((resolve) => setTimeout(resolve, 5));
  assertEquals((await other.call(`/api/conversations/${doomed.id}`, { method: "DELETE" })).status, 204);
  const last = [...(await streaming.text()).matchAll(/event: (\w+)\ndata: (.*)\n\n/g)].at(-1)!;
  assertEquals([last[1], JSON.parse(last[2])], ["error", { error: "Conversation not found" }]);
});
