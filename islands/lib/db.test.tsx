import "fake-indexeddb/auto";
import { expect, test } from "vitest";
import { openDB } from "idb";
import { openLocalDb } from "./db.ts";

test("upgrading a version-1 database keeps its data and adds the scripture and study stores and indexes", async () => {
  const name = `upgrade-${crypto.randomUUID()}`;
  // Version 1 as the first offline release shipped it: the three chat stores only.
  const v1 = await openDB(name, 1, {
    upgrade(db) {
      db.createObjectStore("conversations", { keyPath: "id" }).createIndex("updatedAt", "updatedAt");
      db.createObjectStore("messages", { keyPath: "id" }).createIndex("conversationId", "conversationId");
      db.createObjectStore("offline_queue", { keyPath: "id" });
    },
  });
  const conversation = {
    id: "c1",
    title: "On stillness",
    createdAt: "2025-03-01T10:00:00.000Z",
    updatedAt: "2025-03-01T10:05:00.000Z",
  };
  const message = {
    id: "m1",
    conversationId: "c1",
    role: "user",
    content: "Be still",
    createdAt: "2025-03-01T10:00:00.000Z",
    citations: [],
  };
  const queued = { id: "offline-1", conversationId: "c1", content: "And know", timestamp: "2025-03-01T10:06:00.000Z" };
  await v1.put("conversations", conversation);
  await v1.put("messages", message);
  await v1.put("offline_queue", queued);
  v1.close();

  const db = await openLocalDb(name);
  expect(db.version).toBe(3);
  expect([...db.objectStoreNames].sort()).toEqual([
    "bible_books",
    "bible_verses",
    "bible_versions",
    "conversations",
    "lotus_chapters",
    "messages",
    "offline_queue",
    "study_answers",
  ]);
  expect(await db.get("conversations", "c1")).toEqual(conversation);
  expect(await db.getAllFromIndex("messages", "conversationId", "c1")).toEqual([message]);
  // The index version 2 adds covers the messages stored before it existed.
  expect(await db.getAllFromIndex("messages", "createdAt", "2025-03-01T10:00:00.000Z")).toEqual([message]);
  expect(await db.getAll("offline_queue")).toEqual([queued]);
  const verses = db.transaction("bible_verses").store;
  expect([...verses.indexNames].sort()).toEqual(["bookId", "versionId"]);
  db.close();
});
