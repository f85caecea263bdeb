import { type Citation } from "../../contracts/conversations.ts";
import { defaultConversationTitle, titleFromMessage } from "../../contracts/conversation_titles.ts";
import type { Clock } from "../clock.ts";
import { sha256Hex } from "../sha256_hex.ts";
import { appendTurn, conversationKeys, findTurn, listMessages, type StoredTurn } from "../store/conversations.ts";
import { generationLockKeys } from "../store/generation_locks.ts";
import { acquireLease, keepRenewing, type Lease, type LeaseRecord, readLease, releaseLease } from "../store/leases.ts";
import type { ChatTurn, TurnAbout, WisdomEngine } from "../wisdom/engine.ts";

export type TurnDeps = {
  kv: Deno.Kv;
  clock: Clock;
  engine: WisdomEngine;
  /** Finds and checks the references of a finished reply (server/wisdom/citations.ts). */
  checkCitations: (reply: string) => Citation[];
  newId: () => string;
  /** How long a claim on a reply lasts unless renewed (server/limits/policy.ts). */
  generationLeaseMs: number;
  /** What a reply is about (its request kind and topic), kept with it for the next turn's follow-ups. */
  describe?: (message: string, history: readonly ChatTurn[]) => TurnAbout;
};

export type TurnRequest = {
  visitorId: string;
  conversationId: string;
  content: string;
  /** Whose services a care reply lists (server/http/visitor_country.ts). */
  country?: string | null;
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** Counts the request against the abuse limits once it is known to need a reply; throws to refuse it. */
  admit?: () => Promise<void>;
};

export type TurnEvent =
  /** The reply is being generated: every check passed. */
  | { type: "started" }
  | { type: "chunk"; text: string }
  | { type: "done"; turn: StoredTurn; replayed: boolean };

/** How much of the conversation the engine sees: enough for context, bounded for cost. */
const historyMessages = 20;
/** Keeps a stored reply far below KV's 64 KiB value limit whatever a model produces. */
export const maxReplyCharacters = 12_000;
/**
 * A reply may name at most this many passages as links: a model listing a thousand references would
 * otherwise make a message too large for one KV value. Later references stay plain text.
 */
export const maxCitationsPerReply = 60;
/** However a model dawdles, a reply ends: a visitor is waiting and the reply's claim is held meanwhile. */
const maxGenerationMs = 150_000;
const cutShortNote = "\n\n*(The reply took too long and was cut short.)*";

export class GenerationCancelled extends Error {
  constructor() {
    super("The client went away; the reply was not stored");
    this.name = "GenerationCancelled";
  }
}

/** The same Idempotency-Key is being answered right now (409): the client retries later. */
export class TurnInProgress extends Error {
  constructor() {
    super("This message is still being answered. Try again in a moment.");
    this.name = "TurnInProgress";
  }
}

/** The Idempotency-Key was used for a different message (422). */
export class IdempotencyKeyReused extends Error {
  constructor() {
    super("This Idempotency-Key was already used for a different message.");
    this.name = "IdempotencyKeyReused";
  }
}

/** The visitor already has a reply being written (429): one at a time. */
export class ReplyInProgress extends Error {
  constructor(readonly retryAfterSeconds = 1) {
    super("A reply is still being written for you. Please wait for it before sending another message.");
    this.name = "ReplyInProgress";
  }
}

/** Takes the visitor's one-reply-at-a-time lease, or refuses with ReplyInProgress. */
export async function lockGeneration(
  deps: Pick<TurnDeps, "kv" | "clock" | "generationLeaseMs">,
  visitorId: string,
): Promise<Lease> {
  const nowMs = deps.clock.now().getTime();
  const attempt = await acquireLease(deps.kv, generationLockKeys.visitor(visitorId), {
    nowMs,
    leaseMs: deps.generationLeaseMs,
  });
  if ("busy" in attempt) throw new ReplyInProgress();
  return attempt.acquired;
}

/** A read-only look at the visitor's generation lease: ReplyInProgress while another reply is written. */
async function refuseWhileGenerating(deps: Pick<TurnDeps, "kv" | "clock">, visitorId: string) {
  if (await readLease(deps.kv, generationLockKeys.visitor(visitorId), deps.clock.now().getTime())) {
    throw new ReplyInProgress();
  }
}

/** Runs `work` holding the visitor's generation lease, renewed while it runs and freed after. */
export async function withGenerationLock<T>(
  deps: Pick<TurnDeps, "kv" | "clock" | "generationLeaseMs">,
  visitorId: string,
  work: () => Promise<T>,
): Promise<T> {
  const lock = await lockGeneration(deps, visitorId);
  const stopRenewing = keepRenewing(deps.kv, [lock], deps.generationLeaseMs, () => deps.clock.now().getTime());
  try {
    return await work();
  } finally {
    await stopRenewing();
    await releaseLease(deps.kv, lock);
  }
}

/**
 * One turn of a conversation: the reply streams out as the engine writes it, then the visitor's
 * message and the whole reply are stored together. With an Idempotency-Key (issue 9) a finished
 * key replays its stored turn without generating anything, a key whose reply is being generated
 * is a TurnInProgress, and a key sent with another message is an IdempotencyKeyReused; the key is
 * claimed with a renewed lease while its reply is generated, so a crash frees it soon after. A
 * cancelled generation stores nothing. Every refusal is thrown before the first event.
 */
export async function* runTurn(deps: TurnDeps, request: TurnRequest): AsyncGenerator<TurnEvent> {
  const { kv, clock, generationLeaseMs } = deps;
  const { visitorId, conversationId, idempotencyKey } = request;
  const requestHash = idempotencyKey === undefined ? undefined : await sha256Hex(request.content);
  const keyClaim = idempotencyKey === undefined ? null : conversationKeys.turnClaim(conversationId, idempotencyKey);
  // Read through the owner's key: someone else's conversation is a ConversationNotFound before anything else.
  const replay = async () => {
    const existing = await findTurn(kv, visitorId, conversationId, idempotencyKey);
    if (existing?.requestHash && existing.requestHash !== requestHash) throw new IdempotencyKeyReused();
    return existing;
  };
  const refuseClaimed = (holder: LeaseRecord): never => {
    throw holder.requestHash === requestHash ? new TurnInProgress() : new IdempotencyKeyReused();
  };
  const leases: Lease[] = [];
  try {
    const existing = await replay();
    if (existing) {
      yield { type: "done", turn: existing, replayed: true };
      return;
    }
    if (keyClaim) {
      // Refusals are decided by reads first, so a crowd of retries costs the store no writes.
      const holder = await readLease(kv, keyClaim, clock.now().getTime());
      if (holder) refuseClaimed(holder);
    }
    await refuseWhileGenerating(deps, visitorId);
    if (keyClaim) {
      const claim = await acquireLease(kv, keyClaim, {
        nowMs: clock.now().getTime(),
        leaseMs: generationLeaseMs,
        data: { requestHash },
      });
      if ("busy" in claim) refuseClaimed(claim.busy);
      else leases.push(claim.acquired);
      // The first request may have stored its turn between our look and our claim.
      const finished = await replay();
      if (finished) {
        yield { type: "done", turn: finished, replayed: true };
        return;
      }
    }
    await request.admit?.();
    leases.push(await lockGeneration(deps, visitorId));
    yield { type: "started" };

    const stopRenewing = keepRenewing(kv, leases, generationLeaseMs, () => clock.now().getTime());
    try {
      yield* generateTurn(deps, request, requestHash);
    } finally {
      await stopRenewing();
    }
  } finally {
    // A claim the turn's commit consumed is already gone; releasing checks the versionstamp, so that is a no-op.
    for (const lease of leases) await releaseLease(kv, lease);
  }
}

async function* generateTurn(
  deps: TurnDeps,
  request: TurnRequest,
  requestHash: string | undefined,
): AsyncGenerator<TurnEvent> {
  const { kv, clock } = deps;
  const { visitorId, conversationId, idempotencyKey, signal } = request;
  const askedAt = clock.now();
  const history: ChatTurn[] = (await listMessages(kv, visitorId, conversationId, { last: historyMessages }))
    .map(({ role, content, citations, about }) => ({
      role,
      content,
      citations: citations.map((citation) => citation.reference),
      about,
    }));

  const deadline = AbortSignal.timeout(maxGenerationMs);
  const engineSignal = signal ? AbortSignal.any([signal, deadline]) : deadline;
  let reply = "";
  const engineRequest = { history, message: request.content, country: request.country, signal: engineSignal };
  for await (const chunk of deps.engine.reply(engineRequest)) {
    if (engineSignal.aborted) break;
    const text = chunk.slice(0, maxReplyCharacters - reply.length);
    reply += text;
    if (text) yield { type: "chunk", text };
    if (reply.length >= maxReplyCharacters) break;
  }
  if (signal?.aborted) throw new GenerationCancelled();
  if (!reply.trim()) throw new Error(`Wisdom engine ${deps.engine.name} produced an empty reply`);
  if (deadline.aborted) {
    reply += cutShortNote;
    yield { type: "chunk", text: cutShortNote };
  }

  const answeredAt = clock.now();
  const stored = await appendTurn(kv, {
    visitorId,
    conversationId,
    idempotencyKey,
    requestHash,
    now: answeredAt,
    // 'New Conversation' starts untitled; its first message names it, as a first message does otherwise.
    firstTitle: { untitled: defaultConversationTitle, title: titleFromMessage(request.content) },
    userMessage: { id: deps.newId(), role: "user", content: request.content, createdAt: askedAt.toISOString() },
    assistantMessage: {
      id: deps.newId(),
      role: "assistant",
      content: reply,
      createdAt: answeredAt.toISOString(),
      citations: deps.checkCitations(reply).slice(0, maxCitationsPerReply),
      about: deps.describe?.(request.content, history),
    },
  });
  yield { type: "done", turn: stored, replayed: stored.replayed };
}

/** The whole reply of a stateless exchange (the Wisdom Hub's chat): no history, nothing stored. */
export async function replyOnce(
  engine: WisdomEngine,
  request: { message: string; country?: string | null; signal?: AbortSignal },
): Promise<string> {
  let reply = "";
  for await (const chunk of engine.reply({ history: [], ...request })) {
    reply += chunk;
    if (reply.length >= maxReplyCharacters) break;
  }
  return reply.slice(0, maxReplyCharacters);
}
