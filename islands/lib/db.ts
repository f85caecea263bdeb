import { type DBSchema, type IDBPDatabase, openDB } from "idb";
import type { Conversation, Message } from "../../contracts/conversations.ts";
import type { BibleBook, BibleVerse, BibleVersion, LotusChapter } from "../../contracts/scriptures.ts";

/** A message written offline (spec section 3): sent on reconnect with `id` as its idempotency key. */
export type QueuedMessage = { id: string; conversationId: string; content: string; timestamp: string };

/** A study answer kept for offline reading (issue 16), by the read path that produced it. */
export type StudyCopy = { path: string; data: unknown };

/**
 * The local offline database (spec section 3, "Local database"): version 2's seven stores all
 * keyed by id, and since version 3 the study answers (issue 16), keyed by path. Gosho is not cached.
 */
export interface LocalSchema extends DBSchema {
  conversations: { key: string; value: Conversation; indexes: { updatedAt: string } };
  messages: { key: string; value: Message; indexes: { conversationId: string; createdAt: string } };
  offline_queue: { key: string; value: QueuedMessage };
  bible_versions: { key: number; value: BibleVersion };
  bible_books: { key: number; value: BibleBook };
  bible_verses: { key: number; value: BibleVerse; indexes: { versionId: number; bookId: number } };
  lotus_chapters: { key: number; value: LotusChapter };
  study_answers: { key: string; value: StudyCopy };
}

export type LocalDb = IDBPDatabase<LocalSchema>;

export const localDbName = "bodhisattva-plug-in";
export const localDbVersion = 3;

/**
 * Version 1 held the chat stores; version 2 adds the scripture stores and the messages' createdAt
 * index; version 3 the study answers. Each step only adds, so an upgrade keeps everything stored.
 */
export function openLocalDb(name = localDbName): Promise<LocalDb> {
  return openDB<LocalSchema>(name, localDbVersion, {
    // Another tab wants a newer version: step aside, or its upgrade would wait for ever.
    blocking(_current, _next, event) {
      (event.target as IDBDatabase).close();
      shared = null;
    },
    terminated() {
      shared = null;
    },
    upgrade(db, oldVersion, _newVersion, transaction) {
      if (oldVersion < 1) {
        db.createObjectStore("conversations", { keyPath: "id" }).createIndex("updatedAt", "updatedAt");
        db.createObjectStore("messages", { keyPath: "id" }).createIndex("conversationId", "conversationId");
        db.createObjectStore("offline_queue", { keyPath: "id" });
      }
      if (oldVersion < 2) {
        const messages = transaction.objectStore("messages");
        if (!messages.indexNames.contains("createdAt")) messages.createIndex("createdAt", "createdAt");
        db.createObjectStore("bible_versions", { keyPath: "id" });
        db.createObjectStore("bible_books", { keyPath: "id" });
        const verses = db.createObjectStore("bible_verses", { keyPath: "id" });
        verses.createIndex("versionId", "versionId");
        verses.createIndex("bookId", "bookId");
        db.createObjectStore("lotus_chapters", { keyPath: "id" });
      }
      if (oldVersion < 3) db.createObjectStore("study_answers", { keyPath: "path" });
    },
  });
}

let shared: Promise<LocalDb> | null = null;

/** The page's one connection, opened on first use (never during server rendering). */
export function localDb(): Promise<LocalDb> {
  shared ??= openLocalDb();
  shared.catch(() => {
    shared = null;
  });
  return shared;
}
