import "fake-indexeddb/auto";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { localDb } from "./db.ts";
import { listQueued, queueMessage, queueStore, replayQueue } from "./offline_queue.ts";
import { deliverQueued } from "./send_message.ts";

/**
 * A stand-in for the server's POST .../messages: it stores a turn once per Idempotency-Key, as the
 * real one does, and can be told to fail the next requests before they reach it.
 */
function fakeServer() {
  const stored = new Map<string, string>();
  let failuresLeft = 0;
  let calls = 0;
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    calls++;
    if (failuresLeft > 0) {
      failuresLeft--;
      return Promise.reject(new TypeError("Failed to fetch"));
    }
    const url = String(input);
    if (url.includes("/deleted/")) {
      return new Response(JSON.stringify({ error: "Conversation not found" }), { status: 404 });
    }
    const key = new Headers(init?.headers).get("Idempotency-Key")!;
    const { content } = JSON.parse(String(init?.body));
    const replay = stored.has(key);
    if (!replay) stored.set(key, content);
    const message = (id: string, role: string, text: string) => ({
      id,
      conversationId: url.split("/")[3],
      role,
      content: text,
      createdAt: "2026-11-23T12:00:00.000Z",
      citations: [],
    });
    const turn = { ...message(`${key}-reply`, "assistant", "reply"), userMessage: message(key, "user", content) };
    return Promise.resolve(new Response(JSON.stringify(turn), { status: replay ? 200 : 201 }));
  });
  vi.stubGlobal("fetch", fetchMock);
  return {
    stored,
    failNext: (count: number) => void (failuresLeft = count),
    calls: () => calls,
  };
}

beforeEach(async () => {
  await (await localDb()).clear("offline_queue");
  vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => vi.unstubAllGlobals());

test("queued messages get 'offline-' ids and come back oldest first, even within one millisecond", async () => {
  for (const content of ["first", "second", "third"]) await queueMessage("c1", content);
  // Another tab queued this one earlier.
  await (await localDb()).put("offline_queue", {
    id: "offline-from-another-tab",
    conversationId: "c1",
    content: "earliest",
    timestamp: "2020-01-01T00:00:00.000Z",
  });
  const queued = await listQueued();
  expect(queued.map((item) => item.content)).toEqual(["earliest", "first", "second", "third"]);
  expect(queued.every((item) => /^offline-[\w-]+$/.test(item.id))).toBe(true);
  expect(queueStore.getState().items.map((item) => item.content)).toEqual(["first", "second", "third"]);
});

test("a failed replay keeps every item; the next one delivers each exactly once", async () => {
  const server = fakeServer();
  for (const content of ["one", "two", "three"]) await queueMessage("c1", content);

  server.failNext(1);
  expect(await replayQueue(deliverQueued)).toBe(0);
  expect((await listQueued()).map((item) => item.content)).toEqual(["one", "two", "three"]);
  expect(server.stored.size).toBe(0);

  expect(await replayQueue(deliverQueued)).toBe(3);
  expect(await listQueued()).toEqual([]);
  expect([...server.stored.values()]).toEqual(["one", "two", "three"]);
  expect(queueStore.getState().items).toEqual([]);
});

test("a failure mid-queue stops there, so later messages never overtake earlier ones", async () => {
  const server = fakeServer();
  for (const content of ["one", "two", "three"]) await queueMessage("c1", content);
  const realFetch = globalThis.fetch;
  let sent = 0;
  vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => {
    if (++sent === 2) return Promise.reject(new TypeError("Failed to fetch"));
    return realFetch(input, init);
  });
  expect(await replayQueue(deliverQueued)).toBe(1);
  expect((await listQueued()).map((item) => item.content)).toEqual(["two", "three"]);
  expect([...server.stored.values()]).toEqual(["one"]);
});

test("a resend after a lost answer (a reload mid-replay) stores nothing twice", async () => {
  const server = fakeServer();
  const item = await queueMessage("c1", "only once");
  // The request reached the server but the tab went away before the item left the queue.
  await deliverQueued(item);
  expect(await replayQueue(deliverQueued)).toBe(1);
  expect(server.calls()).toBe(2);
  expect(server.stored.size).toBe(1);
  expect(await listQueued()).toEqual([]);
});

test("two replays at once (two tabs) store each message once", async () => {
  const server = fakeServer();
  for (const content of ["a", "b"]) await queueMessage("c1", content);
  await Promise.all([replayQueue(deliverQueued), replayQueue(deliverQueued)]);
  expect([...server.stored.values()].sort()).toEqual(["a", "b"]);
  expect(await listQueued()).toEqual([]);
});

test("a message the server refuses for good is dropped and logged, and the rest still go", async () => {
  const server = fakeServer();
  await queueMessage("deleted", "to a conversation that is gone");
  await queueMessage("c1", "still wanted");
  expect(await replayQueue(deliverQueued)).toBe(1);
  expect([...server.stored.values()]).toEqual(["still wanted"]);
  expect(await listQueued()).toEqual([]);
  expect(console.error).toHaveBeenCalledWith(expect.stringMatching(/refused by the server; dropped/));
});

test("a 409 (still being answered elsewhere) keeps the item, and the queue tries again when the server said", async () => {
  const server = fakeServer();
  await queueMessage("c1", "answered once");
  const realFetch = globalThis.fetch;
  let sent = 0;
  vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => {
    if (++sent === 1) {
      return Promise.resolve(
        new Response(JSON.stringify({ error: "This message is still being answered. Try again in a moment." }), {
          status: 409,
          headers: { "Retry-After": "1" },
        }),
      );
    }
    return realFetch(input, init);
  });
  expect(await replayQueue(deliverQueued)).toBe(0);
  expect((await listQueued()).map((item) => item.content)).toEqual(["answered once"]);
  await vi.waitFor(async () => expect(await listQueued()).toEqual([]), { timeout: 3000, interval: 50 });
  expect(sent).toBe(2);
  expect([...server.stored.values()]).toEqual(["answered once"]);
});
