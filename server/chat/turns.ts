import { type Citation, defaultConversationTitle, titleFromMessage } from "../../contracts/conversations.ts";
import type { Clock } from "../clock.ts";
import {
  appendTurn,
  ConversationNotFound,
  findTurn,
  getConversation,
  listMessages,
  type StoredTurn,
} from "../store/conversations.ts";
import type { ChatTurn, WisdomEngine } from "../wisdom/engine.ts";

export type TurnDeps = {
  kv: Deno.Kv;
  clock: Clock;
  engine: WisdomEngine;
  /** Finds and checks the references of a finished reply (server/wisdom/citations.ts). */
  checkCitations: (reply: string) => Citation[];
  newId: () => string;
};

export type TurnRequest = {
  visitorId: string;
  conversationId: string;
  content: string;
  idempotencyKey?: string;
  signal?: AbortSignal;
};

export type TurnEvent =
  | { type: "chunk"; text: string }
  | { type: "done"; turn: StoredTurn; replayed: boolean };

/** How much of the conversation the engine sees: enough for context, bounded for cost. */
const historyMessages = 20;
/** Keeps a stored reply far below KV's 64 KiB value limit whatever a model produces. */
export const maxReplyCharacters = 12_000;

export class GenerationCancelled extends Error {
  constructor() {
    super("The client went away; the reply was not stored");
    this.name = "GenerationCancelled";
  }
}

/**
 * One turn of a conversation: the reply streams out as the engine writes it, then the visitor's
 * message and the whole reply are stored together. A repeated Idempotency-Key replays the stored
 * turn without generating anything; a cancelled generation stores nothing.
 */
export async function* runTurn(deps: TurnDeps, request: TurnRequest): AsyncGenerator<TurnEvent> {
  const { kv, clock } = deps;
  const { visitorId, conversationId, idempotencyKey, signal } = request;
  if (!await getConversation(kv, visitorId, conversationId)) throw new ConversationNotFound();
  if (idempotencyKey) {
    const existing = await findTurn(kv, conversationId, idempotencyKey);
    if (existing) {
      yield { type: "done", turn: existing, replayed: true };
      return;
    }
  }
  const askedAt = clock.now();
  const history: ChatTurn[] = (await listMessages(kv, conversationId, { last: historyMessages }))
    .map(({ role, content }) => ({ role, content }));

  let reply = "";
  for await (const chunk of deps.engine.reply({ history, message: request.content, signal })) {
    if (signal?.aborted) break;
    const text = chunk.slice(0, maxReplyCharacters - reply.length);
    reply += text;
    if (text) yield { type: "chunk", text };
    if (reply.length >= maxReplyCharacters) break;
  }
  if (signal?.aborted) throw new GenerationCancelled();
  if (!reply.trim()) throw new Error(`Wisdom engine ${deps.engine.name} produced an empty reply`);

  const answeredAt = clock.now();
  const stored = await appendTurn(kv, {
    visitorId,
    conversationId,
    idempotencyKey,
    now: answeredAt,
    // 'New Conversation' starts untitled; its first message names it, as a first message does otherwise.
    firstTitle: { untitled: defaultConversationTitle, title: titleFromMessage(request.content) },
    userMessage: { id: deps.newId(), role: "user", content: request.content, createdAt: askedAt.toISOString() },
    assistantMessage: {
      id: deps.newId(),
      role: "assistant",
      content: reply,
      createdAt: answeredAt.toISOString(),
      citations: deps.checkCitations(reply),
    },
  });
  yield { type: "done", turn: stored, replayed: stored.replayed };
}

/** The whole reply of a stateless exchange (the Wisdom Hub's chat): no history, nothing stored. */
export async function replyOnce(engine: WisdomEngine, message: string, signal?: AbortSignal): Promise<string> {
  let reply = "";
  for await (const chunk of engine.reply({ history: [], message, signal })) {
    reply += chunk;
    if (reply.length >= maxReplyCharacters) break;
  }
  return reply.slice(0, maxReplyCharacters);
}
