import type { Conversation, Message } from "../../contracts/conversations.ts";
import type { BibleBook, BibleVerse, BibleVersion, LotusChapter } from "../../contracts/scriptures.ts";
import type { StoreValue } from "idb";
import type { LocalDb, LocalSchema } from "./db.ts";
import { apiPaths } from "./endpoints/endpoint.ts";

/**
 * The local copy of the server's reads (spec section 7): which read paths the local database
 * keeps, how an answer is stored, and how a read is answered from the copy offline. Gosho,
 * search, books and everything else are not kept (`localRoute` gives null).
 */
export type LocalRoute =
  | { kind: "conversations" }
  | { kind: "conversation"; id: string }
  | { kind: "messages"; conversationId: string }
  | { kind: "bible_versions" }
  | { kind: "bible_books" }
  | { kind: "bible_verses"; versionId: number; bookId?: number; chapter?: number }
  | { kind: "lotus_chapters" }
  /** A study answer (issue 16), kept whole under its exact path: the study view reads it back as it came. */
  | { kind: "study"; answer: "passage" | "topics"; path: string };

/** A path segment as written before encoding; null when it is not valid percent-encoding. */
function pathSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * What a read path means for the local copy. The spec words the chat rules as "contains
 * '/conversations'" and "contains '/messages'"; they are matched here as the exact shapes the API
 * has (the conversations path, then '/ID', then '/ID/messages'), so a
 * future sub-path never has its answer stored as conversations or messages. The messages rule
 * takes the conversation id from the fourth segment: ['', 'api', 'conversations', ID, 'messages'].
 */
export function localRoute(path: string): LocalRoute | null {
  // A base is needed because reads use relative paths; only the path and query are looked at.
  const url = new URL(path, "http://local.invalid");
  const segments = url.pathname.replace(/\/+$/, "").split("/");
  if (`/${segments[1]}/${segments[2]}` === apiPaths.conversations) {
    if (segments.length === 3) return { kind: "conversations" };
    const id = pathSegment(segments[3]);
    if (!id) return null;
    // One conversation: its id is the last segment (here also the fourth).
    if (segments.length === 4) return { kind: "conversation", id };
    if (segments.length === 5 && segments[4] === "messages") return { kind: "messages", conversationId: id };
    return null;
  }
  switch (url.pathname) {
    case apiPaths.bibleVersions:
      return { kind: "bible_versions" };
    case apiPaths.bibleBooks:
      return { kind: "bible_books" };
    case apiPaths.lotusChapters:
      return { kind: "lotus_chapters" };
    case apiPaths.studyPassage:
      return { kind: "study", answer: "passage", path: `${url.pathname}${url.search}` };
    case apiPaths.studyTopics:
      return { kind: "study", answer: "topics", path: `${url.pathname}${url.search}` };
    case apiPaths.bibleVerses:
      return versesRoute(url.searchParams);
    default:
      return null;
  }
}

/** A positive whole number as a query writes it ('3'), else null. */
function positiveWhole(value: string | null): number | null {
  const number = value === null || value.trim() === "" ? NaN : Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
}

/**
 * The server's rules for a verses query (versesQuerySchema: versionId, optional bookId and chapter,
 * chapter only with a book, nothing else): a read the server would refuse has no local answer
 * either. Read here by hand so that keeping a copy never loads the schema library.
 */
function versesRoute(query: URLSearchParams): LocalRoute | null {
  if ([...query.keys()].some((key) => !["versionId", "bookId", "chapter"].includes(key))) return null;
  const [versionId, bookId, chapter] = ["versionId", "bookId", "chapter"].map((key) => positiveWhole(query.get(key)));
  const optional = (key: string, value: number | null) => query.has(key) ? value ?? NaN : undefined;
  const route = {
    kind: "bible_verses" as const,
    versionId: versionId ?? NaN,
    bookId: optional("bookId", bookId),
    chapter: optional("chapter", chapter),
  };
  const valid = [route.versionId, route.bookId, route.chapter].every((value) => !Number.isNaN(value));
  return valid && (route.chapter === undefined || route.bookId !== undefined) ? route : null;
}

type ScriptureStore = "bible_versions" | "bible_books" | "bible_verses" | "lotus_chapters";

/** Scripture never changes under an id, so storing is a plain put of each value, in one transaction. */
async function putAll<Name extends ScriptureStore>(
  db: LocalDb,
  name: Name,
  values: readonly StoreValue<LocalSchema, Name>[],
): Promise<void> {
  const transaction = db.transaction(name, "readwrite");
  await Promise.all([...values.map((value) => transaction.store.put(value)), transaction.done]);
}

/** Writes all `verses` in one transaction (a chapter's read, or one batch of a whole-Bible save). */
export function putVerses(db: LocalDb, verses: readonly BibleVerse[]): Promise<void> {
  return putAll(db, "bible_verses", verses);
}

/**
 * How much of the truth an answer is. A read's `answer` is the whole of it: the conversation list
 * is everything this visitor has (a conversation missing from it was deleted, perhaps in another
 * tab, so it and its messages leave the device too) and a message list is the whole conversation.
 * An `update` (a write's result put in the read cache) only adds to what the device holds.
 */
export type CopyExtent = "answer" | "update";

async function storeConversations(db: LocalDb, conversations: Conversation[], extent: CopyExtent): Promise<void> {
  const transaction = db.transaction(["conversations", "messages"], "readwrite");
  const store = transaction.objectStore("conversations");
  const messages = transaction.objectStore("messages");
  const kept = new Set(conversations.map((conversation) => conversation.id));
  const gone = extent === "answer" ? (await store.getAllKeys()).filter((id) => !kept.has(id)) : [];
  const goneMessages = (await Promise.all(gone.map((id) => messages.index("conversationId").getAllKeys(id)))).flat();
  await Promise.all([
    ...gone.map((id) => store.delete(id)),
    ...goneMessages.map((id) => messages.delete(id)),
    ...conversations.map((conversation) => store.put(conversation)),
    transaction.done,
  ]);
}

async function storeMessages(db: LocalDb, conversationId: string, list: Message[], extent: CopyExtent): Promise<void> {
  const transaction = db.transaction("messages", "readwrite");
  const kept = new Set(list.map((message) => message.id));
  const held = extent === "answer" ? await transaction.store.index("conversationId").getAllKeys(conversationId) : [];
  const gone = held.filter((id) => !kept.has(id));
  await Promise.all([
    ...gone.map((id) => transaction.store.delete(id)),
    ...list.map((message) => transaction.store.put(message)),
    transaction.done,
  ]);
}

/**
 * Stores a server answer for `route`: the server built it from the contracts, so it is kept as it
 * came. Reading it back checks it (local_copy_schemas.ts), for a copy an older client kept.
 */
export async function storeLocalCopy(
  db: LocalDb,
  route: LocalRoute,
  data: unknown,
  extent: CopyExtent = "answer",
): Promise<void> {
  switch (route.kind) {
    case "conversations":
      return storeConversations(db, data as Conversation[], extent);
    case "conversation":
      await db.put("conversations", data as Conversation);
      return;
    case "messages":
      return storeMessages(db, route.conversationId, data as Message[], extent);
    case "bible_verses":
      return putVerses(db, data as BibleVerse[]);
    case "bible_versions":
      return putAll(db, "bible_versions", data as BibleVersion[]);
    case "bible_books":
      return putAll(db, "bible_books", data as BibleBook[]);
    case "lotus_chapters":
      return putAll(db, "lotus_chapters", data as LotusChapter[]);
    case "study":
      await db.put("study_answers", { path: route.path, data });
      return;
  }
}

/**
 * Timestamps are compared as instants, not as text: ISO strings of different precision
 * ('...:00Z' and '...:00.5Z') do not sort lexically in time order.
 */
const instant = (iso: string) => Date.parse(iso);

/** Spec section 4: newest-updated first. */
function newestFirst(a: Conversation, b: Conversation): number {
  return instant(b.updatedAt) - instant(a.updatedAt) || a.id.localeCompare(b.id);
}

/**
 * Spec section 4: oldest-created first. A turn's two messages can share a timestamp (the server
 * stamps both with one clock reading), so the visitor's message goes before its reply.
 */
function oldestFirst(a: Message, b: Message): number {
  const byRole = (message: Message) => message.role === "user" ? 0 : 1;
  return instant(a.createdAt) - instant(b.createdAt) || byRole(a) - byRole(b) || a.id.localeCompare(b.id);
}

/** Canonical order, as the server answers verses. */
function canonical(a: BibleVerse, b: BibleVerse): number {
  return a.bookId - b.bookId || a.chapter - b.chapter || a.verse - b.verse;
}

/** An empty local result means the device never saw this read: there is no copy to show. */
const nonEmpty = <T>(values: T[]): T[] | undefined => values.length ? values : undefined;

/** The local answer to a read, or undefined when the device holds none. */
export async function readLocalCopy(db: LocalDb, route: LocalRoute): Promise<unknown> {
  switch (route.kind) {
    case "conversations":
      return nonEmpty((await db.getAll("conversations")).sort(newestFirst));
    case "conversation":
      return await db.get("conversations", route.id);
    case "messages":
      return nonEmpty((await db.getAllFromIndex("messages", "conversationId", route.conversationId)).sort(oldestFirst));
    case "bible_versions":
      return nonEmpty(await db.getAll("bible_versions"));
    case "bible_books":
      return nonEmpty(await db.getAll("bible_books"));
    case "lotus_chapters":
      return nonEmpty((await db.getAll("lotus_chapters")).sort((a, b) => a.chapterNumber - b.chapterNumber));
    case "study":
      return (await db.get("study_answers", route.path))?.data;
    case "bible_verses": {
      // The narrowest index first: a book holds at most a few thousand verses, a version 31,102.
      const { versionId, bookId, chapter } = route;
      const candidates = bookId === undefined
        ? await db.getAllFromIndex("bible_verses", "versionId", versionId)
        : await db.getAllFromIndex("bible_verses", "bookId", bookId);
      return nonEmpty(
        candidates
          .filter((verse) => verse.versionId === versionId && (chapter === undefined || verse.chapter === chapter))
          .sort(canonical),
      );
    }
  }
}
