import { z } from "zod";
import { citationSchema } from "../../contracts/conversations.ts";
import { lockedCommit } from "./locked_commit.ts";

/**
 * Conversations and their messages in Deno KV (ISSUE 4).
 *
 * A conversation is keyed under its visitor, so a visitor's list is one prefix scan that never
 * touches anyone else's records, and a conversation id without its owner finds nothing. Messages
 * are keyed by the conversation's running sequence number, so a prefix scan returns them in the
 * order they were written, even when two share a timestamp.
 */
export const conversationKeys = {
  conversation: (visitorId: string, id: string) => ["conversations", visitorId, id] as const,
  visitorConversations: (visitorId: string) => ["conversations", visitorId] as const,
  /** Secondary index, newest-updated last in key order: the value is the conversation id (a pointer). */
  byUpdated: (visitorId: string, updatedAtMs: number, id: string) =>
    ["conversations_by_updated", visitorId, updatedAtMs, id] as const,
  byUpdatedPrefix: (visitorId: string) => ["conversations_by_updated", visitorId] as const,
  /**
   * Rewritten by every commit that changes the visitor's list, so its versionstamp tells whether a list
   * read earlier is still the list (`listConversations`); the value means nothing.
   */
  listVersion: (visitorId: string) => ["conversation_list_versions", visitorId] as const,
  message: (conversationId: string, sequence: number) => ["messages", conversationId, sequence] as const,
  messages: (conversationId: string) => ["messages", conversationId] as const,
  /** A sent message's Idempotency-Key, pointing at the turn it produced. */
  turnKey: (conversationId: string, key: string) => ["turn_keys", conversationId, key] as const,
  turnKeys: (conversationId: string) => ["turn_keys", conversationId] as const,
  /** A lease on an Idempotency-Key whose reply is being generated (server/store/leases.ts). */
  turnClaim: (conversationId: string, key: string) => ["turn_claims", conversationId, key] as const,
  turnClaims: (conversationId: string) => ["turn_claims", conversationId] as const,
  /** Marks a deletion in progress, so an interrupted one is finished later. */
  deletion: (conversationId: string) => ["conversation_deletions", conversationId] as const,
  deletions: () => ["conversation_deletions"] as const,
};

/**
 * The owner is in the key only: a copy in the value cost every list read (issue 18). Records written
 * with one still parse; the copy is dropped when the record is next written.
 */
const storedConversation = z.object({
  id: z.string(),
  title: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Sequence number of the last message written. */
  lastSequence: z.number().int().min(0),
});
export type StoredConversation = z.infer<typeof storedConversation>;

const storedMessage = z.object({
  id: z.string(),
  role: z.enum(["user", "assistant"]),
  content: z.string(),
  createdAt: z.string(),
  citations: z.array(citationSchema).default([]),
  /** A reply's request kind and topic (ISSUE 17), so the next turn can follow up on it. */
  about: z.object({ kind: z.string().max(40), topic: z.string().max(300).nullable() }).optional(),
});
export type StoredMessage = z.infer<typeof storedMessage>;

const storedTurnKey = z.object({
  userSequence: z.number().int(),
  assistantSequence: z.number().int(),
  /** SHA-256 of the message the key was first sent with; a key reused for another message is refused. */
  requestHash: z.string().optional(),
});
const storedDeletion = z.object({ visitorId: z.string() });

/** A message about to be written; the store assigns its place in the conversation. */
export type NewMessage = Omit<StoredMessage, "citations"> & { citations?: StoredMessage["citations"] };
export type StoredTurn = { userMessage: StoredMessage; assistantMessage: StoredMessage };

/** KV allows 1,000 mutations per atomic commit; deletions stay well under it. */
const deleteBatchSize = 500;
/** How long a used Idempotency-Key is remembered: a replay is recognised for at least 48 hours (issue 9). */
export const idempotencyKeyTtlMs = 72 * 60 * 60 * 1000;
/** Concurrent writers to one conversation retry on a lost race, but not forever. */
const maxCommitAttempts = 20;
/** The sidebar shows recent conversations; a visitor with more still reaches them by id. */
export const conversationListLimit = 200;

export class ConversationNotFound extends Error {
  constructor() {
    super("Conversation not found");
    this.name = "ConversationNotFound";
  }
}

async function readConversation(kv: Deno.Kv, visitorId: string, id: string) {
  const entry = await kv.get(conversationKeys.conversation(visitorId, id));
  if (entry.value === null) return null;
  return { entry, conversation: storedConversation.parse(entry.value) };
}

export async function getConversation(kv: Deno.Kv, visitorId: string, id: string): Promise<StoredConversation | null> {
  return (await readConversation(kv, visitorId, id))?.conversation ?? null;
}

export async function createConversation(
  kv: Deno.Kv,
  record: { id: string; visitorId: string; title: string; now: Date },
): Promise<StoredConversation> {
  const conversation: StoredConversation = {
    id: record.id,
    title: record.title,
    createdAt: record.now.toISOString(),
    updatedAt: record.now.toISOString(),
    lastSequence: 0,
  };
  const key = conversationKeys.conversation(record.visitorId, record.id);
  const result = await lockedCommit(() =>
    kv.atomic()
      .check({ key, versionstamp: null })
      .set(key, conversation)
      .set(conversationKeys.byUpdated(record.visitorId, record.now.getTime(), record.id), record.id)
      .set(conversationKeys.listVersion(record.visitorId), true)
  );
  if (!result.ok) throw new Error("Conversation id collision");
  return conversation;
}

const conversationId = z.string();

/**
 * A listed record as the store wrote it, its fields picked by name (which drops the owner a record from
 * before issue 18 still holds). Not parsed again: every record is this server's own, written from a
 * `StoredConversation`, and parsing 50 of them was about a twentieth of a list request (issue 18).
 * Reads of one conversation, which mostly go on to write it, still parse.
 */
function listed({ id, title, createdAt, updatedAt, lastSequence }: StoredConversation): StoredConversation {
  return { id, title, createdAt, updatedAt, lastSequence };
}

/**
 * Newest-updated first, as the index orders them (ties: the larger id first). Every `updatedAt` is
 * written by `Date.toISOString()`, whose fixed width makes text order time order.
 */
function newestFirst(a: StoredConversation, b: StoredConversation): number {
  if (a.updatedAt !== b.updatedAt) return a.updatedAt < b.updatedAt ? 1 : -1;
  return a.id < b.id ? 1 : -1;
}

type ListedVersion = { versionstamp: string; conversations: readonly StoredConversation[] };
/** Lists read per store, by visitor; the oldest read is dropped first beyond `listsKept`. */
const listsRead = new WeakMap<Deno.Kv, Map<string, ListedVersion>>();
const listsKept = 1_000;

/**
 * The visitor's conversations, newest-updated first. The list is read on every page load and changes
 * only when the visitor writes, so a list read before is given again while its version key (written in
 * the same commit as every change, by any server sharing the store) is unchanged: one small read in
 * place of fifty records (issue 18). A visitor with no version key yet (records from before it, or
 * written by an older server during a deploy) is read afresh every time.
 */
export async function listConversations(kv: Deno.Kv, visitorId: string): Promise<readonly StoredConversation[]> {
  const { versionstamp } = await kv.get(conversationKeys.listVersion(visitorId));
  let lists = listsRead.get(kv);
  const known = lists?.get(visitorId);
  if (versionstamp !== null && known?.versionstamp === versionstamp) return known.conversations;
  const conversations = await readConversationList(kv, visitorId);
  if (versionstamp === null) return conversations;
  if (!lists) listsRead.set(kv, lists = new Map());
  lists.delete(visitorId);
  if (lists.size >= listsKept) lists.delete(lists.keys().next().value!);
  lists.set(visitorId, { versionstamp, conversations });
  return conversations;
}

/**
 * Most visitors have fewer conversations than the list shows: then one prefix read of their records is
 * the whole answer, sorted here (issue 18: five batched reads through the index cost four times as
 * much). Beyond that the index picks the newest.
 */
async function readConversationList(kv: Deno.Kv, visitorId: string): Promise<StoredConversation[]> {
  const records: StoredConversation[] = [];
  for await (
    const entry of kv.list<StoredConversation>({ prefix: conversationKeys.visitorConversations(visitorId) }, {
      limit: conversationListLimit + 1,
    })
  ) {
    records.push(listed(entry.value));
  }
  if (records.length <= conversationListLimit) return records.sort(newestFirst);

  const ids: string[] = [];
  for await (
    const entry of kv.list<string>({ prefix: conversationKeys.byUpdatedPrefix(visitorId) }, {
      reverse: true,
      limit: conversationListLimit,
    })
  ) {
    ids.push(conversationId.parse(entry.value));
  }
  const conversations: StoredConversation[] = [];
  // getMany reads at most 10 keys at a time.
  const batches = [];
  for (let start = 0; start < ids.length; start += 10) {
    batches.push(
      kv.getMany<StoredConversation[]>(
        ids.slice(start, start + 10).map((id) => conversationKeys.conversation(visitorId, id)),
      ),
    );
  }
  for (const entries of await Promise.all(batches)) {
    for (const entry of entries) if (entry.value !== null) conversations.push(listed(entry.value));
  }
  return conversations;
}

export async function renameConversation(
  kv: Deno.Kv,
  visitorId: string,
  id: string,
  title: string,
): Promise<StoredConversation> {
  for (let attempt = 0; attempt < maxCommitAttempts; attempt++) {
    const current = await readConversation(kv, visitorId, id);
    if (!current) throw new ConversationNotFound();
    const renamed = { ...current.conversation, title };
    const result = await lockedCommit(() =>
      kv.atomic()
        .check(current.entry)
        .set(current.entry.key, renamed)
        .set(conversationKeys.listVersion(visitorId), true)
    );
    if (result.ok) return renamed;
  }
  throw new Error("Could not rename the conversation: too many concurrent writes");
}

/**
 * A conversation's messages, oldest first (the `last` few with that option). Read through the owner's
 * key: a conversation that is not the visitor's is a ConversationNotFound, like one never made. The
 * owner's record and the messages are read side by side, so the check costs no extra round trip.
 */
export async function listMessages(
  kv: Deno.Kv,
  visitorId: string,
  conversationId: string,
  options: { last?: number } = {},
): Promise<StoredMessage[]> {
  const [owned, messages] = await Promise.all([
    kv.get(conversationKeys.conversation(visitorId, conversationId)),
    readMessages(kv, conversationId, options),
  ]);
  if (owned.value === null) throw new ConversationNotFound();
  return messages;
}

async function readMessages(kv: Deno.Kv, conversationId: string, options: { last?: number }) {
  const messages: StoredMessage[] = [];
  const iterator = kv.list({ prefix: conversationKeys.messages(conversationId) }, {
    reverse: options.last !== undefined,
    limit: options.last,
  });
  for await (const entry of iterator) messages.push(storedMessage.parse(entry.value));
  return options.last === undefined ? messages : messages.reverse();
}

export type KeyedTurn = StoredTurn & { requestHash?: string };

/**
 * The turn an Idempotency-Key already produced, if any, with the hash of the message it was sent with
 * (no key: none). Read through the owner's key like `listMessages`: a conversation that is not the
 * visitor's is a ConversationNotFound, so this is also the check that opens a turn.
 */
export async function findTurn(
  kv: Deno.Kv,
  visitorId: string,
  conversationId: string,
  key: string | undefined,
): Promise<KeyedTurn | null> {
  const ownerKey = conversationKeys.conversation(visitorId, conversationId);
  if (key === undefined) {
    if ((await kv.get(ownerKey)).value === null) throw new ConversationNotFound();
    return null;
  }
  const [owned, pointer] = await kv.getMany([ownerKey, conversationKeys.turnKey(conversationId, key)]);
  if (owned.value === null) throw new ConversationNotFound();
  return pointer.value === null ? null : await readKeyedTurn(kv, conversationId, pointer.value);
}

async function readKeyedTurn(kv: Deno.Kv, conversationId: string, pointer: unknown): Promise<KeyedTurn | null> {
  const { userSequence, assistantSequence, requestHash } = storedTurnKey.parse(pointer);
  const [user, assistant] = await kv.getMany([
    conversationKeys.message(conversationId, userSequence),
    conversationKeys.message(conversationId, assistantSequence),
  ]);
  if (user.value === null || assistant.value === null) return null;
  return {
    userMessage: storedMessage.parse(user.value),
    assistantMessage: storedMessage.parse(assistant.value),
    requestHash,
  };
}

/**
 * Writes a whole turn (the visitor's message and the reply) and moves the conversation to the
 * top of the list, in one atomic commit: a crash leaves either the whole turn or none of it.
 * With an idempotency key, the first commit wins and every later or racing call gets its turn.
 */
export async function appendTurn(
  kv: Deno.Kv,
  turn: {
    visitorId: string;
    conversationId: string;
    idempotencyKey?: string;
    /** SHA-256 of the visitor's message, remembered with the key. */
    requestHash?: string;
    userMessage: NewMessage;
    assistantMessage: NewMessage;
    now: Date;
    /** The title an untitled conversation takes with its first turn. */
    firstTitle?: { untitled: string; title: string };
  },
): Promise<KeyedTurn & { replayed: boolean }> {
  const { visitorId, conversationId, idempotencyKey, requestHash, now } = turn;
  const userMessage = storedMessage.parse(turn.userMessage);
  const assistantMessage = storedMessage.parse(turn.assistantMessage);
  for (let attempt = 0; attempt < maxCommitAttempts; attempt++) {
    const current = await readConversation(kv, visitorId, conversationId);
    if (!current) throw new ConversationNotFound();
    if (idempotencyKey) {
      const pointer = await kv.get(conversationKeys.turnKey(conversationId, idempotencyKey));
      const existing = pointer.value === null ? null : await readKeyedTurn(kv, conversationId, pointer.value);
      if (existing) return { ...existing, replayed: true };
    }
    const { conversation } = current;
    const userSequence = conversation.lastSequence + 1;
    const assistantSequence = conversation.lastSequence + 2;
    const retitle = turn.firstTitle && conversation.lastSequence === 0 &&
      conversation.title === turn.firstTitle.untitled;
    const updated: StoredConversation = {
      ...conversation,
      title: retitle ? turn.firstTitle!.title : conversation.title,
      updatedAt: now.toISOString(),
      lastSequence: assistantSequence,
    };
    const build = () => {
      const atomic = kv.atomic()
        .check(current.entry)
        .set(conversationKeys.message(conversationId, userSequence), userMessage)
        .set(conversationKeys.message(conversationId, assistantSequence), assistantMessage)
        .set(current.entry.key, updated)
        .delete(conversationKeys.byUpdated(visitorId, Date.parse(conversation.updatedAt), conversationId))
        .set(conversationKeys.byUpdated(visitorId, now.getTime(), conversationId), conversationId)
        .set(conversationKeys.listVersion(visitorId), true);
      if (idempotencyKey) {
        // Insert-if-absent in the turn's own commit: a key stores one turn, however many requests race.
        const key = conversationKeys.turnKey(conversationId, idempotencyKey);
        atomic.check({ key, versionstamp: null })
          .set(key, { userSequence, assistantSequence, requestHash }, { expireIn: idempotencyKeyTtlMs })
          .delete(conversationKeys.turnClaim(conversationId, idempotencyKey));
      }
      return atomic;
    };
    if ((await lockedCommit(build)).ok) return { userMessage, assistantMessage, replayed: false };
  }
  throw new Error("Could not save the message: too many concurrent writes to this conversation");
}

/**
 * Removes a conversation with everything it holds. The conversation disappears at once (one
 * atomic commit that also records the deletion); its messages and keys go in batches after, and a
 * deletion cut short is finished by `finishDeletions`.
 */
export async function deleteConversation(kv: Deno.Kv, visitorId: string, id: string): Promise<void> {
  for (let attempt = 0; attempt < maxCommitAttempts; attempt++) {
    const current = await readConversation(kv, visitorId, id);
    if (!current) throw new ConversationNotFound();
    const result = await lockedCommit(() =>
      kv.atomic()
        .check(current.entry)
        .delete(current.entry.key)
        .delete(conversationKeys.byUpdated(visitorId, Date.parse(current.conversation.updatedAt), id))
        .set(conversationKeys.deletion(id), { visitorId })
        .set(conversationKeys.listVersion(visitorId), true)
    );
    if (result.ok) {
      await purgeConversationData(kv, id);
      return;
    }
  }
  throw new Error("Could not delete the conversation: too many concurrent writes");
}

async function purgeConversationData(kv: Deno.Kv, conversationId: string) {
  const prefixes = [
    conversationKeys.messages(conversationId),
    conversationKeys.turnKeys(conversationId),
    conversationKeys.turnClaims(conversationId),
  ];
  for (const prefix of prefixes) {
    let keys: Deno.KvKey[];
    do {
      keys = [];
      for await (const entry of kv.list({ prefix }, { limit: deleteBatchSize })) keys.push(entry.key);
      if (keys.length) {
        await lockedCommit(() => {
          const atomic = kv.atomic();
          for (const key of keys) atomic.delete(key);
          return atomic;
        });
      }
    } while (keys.length === deleteBatchSize);
  }
  await kv.delete(conversationKeys.deletion(conversationId));
}

/** Completes deletions that a crash interrupted; run at start-up. Returns how many it finished. */
export async function finishDeletions(kv: Deno.Kv): Promise<number> {
  let finished = 0;
  for await (const entry of kv.list({ prefix: conversationKeys.deletions() })) {
    storedDeletion.parse(entry.value);
    await purgeConversationData(kv, conversationId.parse(entry.key[1]));
    finished++;
  }
  return finished;
}
