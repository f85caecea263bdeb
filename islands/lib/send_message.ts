import { type Message } from "../../contracts/conversations.ts";
import { titleFromMessage } from "../../contracts/conversation_titles.ts";
import { ApiError, apiRequest, apiStream } from "./api.ts";
import { chatStore, selectConversation } from "./chat_store.ts";
import { connectivityStore } from "./connectivity.ts";
import type { QueuedMessage } from "./db.ts";
import * as conversationApi from "./endpoints/conversations.ts";
import type { TurnStreamEvents } from "./endpoints/conversations.ts";
import { apiPaths } from "./endpoints/endpoint.ts";
import { type Delivery, queueMessage, replayQueue } from "./offline_queue.ts";
import { invalidateQueries, invalidateQuery, removeQueries, setQueryData } from "./queries.ts";
import { countryField } from "./support_country.ts";

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
    const created = await apiRequest("POST", conversationApi.newConversation, {
      title: titleFromMessage(content),
    });
    conversationId = created.id;
    createdForThis = created.id;
    setQueryData(conversationApi.messages(created.id), () => []);
    selectConversation(created.id);
    invalidateQuery(conversationApi.conversations);
  }

  chatStore.setState({ pending: { conversationId, content, sentAt: new Date().toISOString(), reply: "" } });
  try {
    const { path } = conversationApi.turn(conversationId);
    let stored: Message[] | null = null;
    const body = { content, ...countryField() };
    for await (const event of apiStream(path, body, { headers: { "Idempotency-Key": crypto.randomUUID() } })) {
      if (event.event === "chunk") {
        const text: TurnStreamEvents["chunk"] = JSON.parse(event.data);
        chatStore.setState(({ pending }) => ({ pending: pending && { ...pending, reply: pending.reply + text } }));
      } else if (event.event === "done") {
        const { userMessage, ...reply }: TurnStreamEvents["done"] = JSON.parse(event.data);
        stored = [userMessage, reply];
      } else if (event.event === "error") {
        throw new Error((JSON.parse(event.data) as TurnStreamEvents["error"]).error);
      }
    }
    if (!stored) throw new Error("The reply was interrupted. Please try again.");
    const added = stored;
    setQueryData(conversationApi.messages(conversationId), (known = []) => [
      ...known.filter((message) => !added.some((one) => one.id === message.id)),
      ...added,
    ]);
    invalidateQuery(conversationApi.conversations);
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
    await apiRequest("DELETE", conversationApi.deletedConversation(id));
  } catch (error) {
    console.error(`Removing the empty conversation ${id} failed`, error);
  }
  if (chatStore.getState().selectedId === id) selectConversation(null);
  removeQueries(conversationApi.messages(id).path);
  invalidateQuery(conversationApi.conversations);
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
    await apiRequest("POST", conversationApi.turn(item.conversationId), { content: item.content, ...countryField() }, {
      "Idempotency-Key": item.id,
    });
    return "delivered";
  } catch (error) {
    console.error(`Sending queued message ${item.id} failed`, error);
    if (refusedForGood(error)) return "rejected";
    retryWhenAsked(error);
    return "retry-later";
  }
}

/** Going online sends the queue (spec section 4); the list and every conversation's messages then show what arrived. */
export async function syncQueue(): Promise<void> {
  if (!connectivityStore.getState().online) return;
  if (await replayQueue(deliverQueued)) invalidateQueries(apiPaths.conversations);
}
