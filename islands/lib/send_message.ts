import { z } from "zod/mini";
import {
  conversationSchema,
  type Message,
  messageSchema,
  titleFromMessage,
  turnSchema,
} from "../../contracts/conversations.ts";
import { ApiError, apiRequest, apiStream } from "./api.ts";
import { chatStore, selectConversation } from "./chat_store.ts";
import { connectivityStore } from "./connectivity.ts";
import type { QueuedMessage } from "./db.ts";
import { type Delivery, queueMessage, replayQueue } from "./offline_queue.ts";
import { invalidateQueries, removeQueries, setQueryData } from "./queries.ts";
import { countryField } from "./support_country.ts";

export const conversationsKey = ["/api/conversations"] as const;
export const messagesKey = (conversationId: string) => ["/api/conversations", conversationId, "messages"] as const;
export const conversationListSchema = z.array(conversationSchema);
export const messageListSchema = z.array(messageSchema);

const streamError = z.object({ error: z.string() });

/**
 * The one way a chat message is sent (spec section 4, "Sending"). Offline inside a conversation it
 * is queued ('queued'); offline without one it is refused. Online without a selected conversation
 * one is created first, titled from the message. The reply streams into the pending turn; when it
 * is stored, both lists are refreshed. Throws with a message fit for the 'Error' toast.
 */
export async function sendMessage(content: string): Promise<"sent" | "queued"> {
  let conversationId = chatStore.getState().selectedId;
  const online = connectivityStore.getState().online;
  if (!online && !conversationId) throw new Error("Cannot create new conversations while offline");
  if (!online && conversationId) {
    await queueMessage(conversationId, content);
    return "queued";
  }
  let createdForThis: string | null = null;
  if (!conversationId) {
    const created = await apiRequest("POST", "/api/conversations", conversationSchema, {
      title: titleFromMessage(content),
    });
    conversationId = created.id;
    createdForThis = created.id;
    setQueryData(messagesKey(created.id), () => []);
    selectConversation(created.id);
    invalidateQueries(conversationsKey[0]);
  }

  chatStore.setState({ pending: { conversationId, content, sentAt: new Date().toISOString(), reply: "" } });
  try {
    const path = `/api/conversations/${conversationId}/messages`;
    let stored: Message[] | null = null;
    const body = { content, ...countryField() };
    for await (const event of apiStream(path, body, { headers: { "Idempotency-Key": crypto.randomUUID() } })) {
      const data: unknown = JSON.parse(event.data);
      if (event.event === "chunk") {
        const text = z.string().parse(data);
        chatStore.setState(({ pending }) => ({ pending: pending && { ...pending, reply: pending.reply + text } }));
      } else if (event.event === "done") {
        const { userMessage, ...reply } = turnSchema.parse(data);
        stored = [userMessage, messageSchema.parse(reply)];
      } else if (event.event === "error") {
        throw new Error(streamError.parse(data).error);
      }
    }
    if (!stored) throw new Error("The reply was interrupted. Please try again.");
    const turn = stored;
    setQueryData<Message[]>(messagesKey(conversationId), (messages = []) => [
      ...messages.filter((message) => !turn.some((added) => added.id === message.id)),
      ...turn,
    ]);
    invalidateQueries(conversationsKey[0]);
    return "sent";
  } catch (error) {
    // Refused before anything was stored (a 429, a 409...): the conversation made for this message
    // would stay behind empty, so it goes too (issue 18). The message stays in the composer.
    if (createdForThis && error instanceof ApiError) await discardConversation(createdForThis);
    throw error;
  } finally {
    chatStore.setState({ pending: null });
  }
}

async function discardConversation(id: string) {
  try {
    await apiRequest("DELETE", `/api/conversations/${id}`, z.undefined());
  } catch (error) {
    console.error(`Removing the empty conversation ${id} failed`, error);
  }
  if (chatStore.getState().selectedId === id) selectConversation(null);
  removeQueries(messagesKey(id).join("/"));
  invalidateQueries(conversationsKey[0]);
}

/**
 * Statuses that will never succeed on a resend: the item is dropped rather than block the queue.
 * 409 (the same item is still being answered, e.g. sent by another tab), 408 and 429 are not.
 */
function refusedForGood(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 &&
    ![408, 409, 429].includes(error.status);
}

let retryTimer: ReturnType<typeof setTimeout> | undefined;

/** The server said when to come back: the queue tries again then, not only on the next reconnect or reload. */
function retryWhenAsked(error: unknown) {
  if (!(error instanceof ApiError) || error.retryAfterSeconds === undefined) return;
  clearTimeout(retryTimer);
  retryTimer = setTimeout(() => void syncQueue(), Math.min(error.retryAfterSeconds, 300) * 1000);
}

/** Sends one queued message through the normal POST, its 'offline-' id as the Idempotency-Key. */
export async function deliverQueued(item: QueuedMessage): Promise<Delivery> {
  try {
    await apiRequest(
      "POST",
      `/api/conversations/${item.conversationId}/messages`,
      turnSchema,
      { content: item.content, ...countryField() },
      { "Idempotency-Key": item.id },
    );
    return "delivered";
  } catch (error) {
    console.error(`Sending queued message ${item.id} failed`, error);
    if (refusedForGood(error)) return "rejected";
    retryWhenAsked(error);
    return "retry-later";
  }
}

/** Going online sends the queue (spec section 4); the lists then show what arrived. */
export async function syncQueue(): Promise<void> {
  if (!connectivityStore.getState().online) return;
  if (await replayQueue(deliverQueued)) invalidateQueries(conversationsKey[0]);
}
