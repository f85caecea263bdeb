import { z } from "zod";
import {
  conversationSchema,
  type Message,
  messageSchema,
  titleFromMessage,
  turnSchema,
} from "../../contracts/conversations.ts";
import { apiRequest, apiStream } from "./api.ts";
import { chatStore, selectConversation } from "./chat_store.ts";
import { connectivityStore } from "./connectivity.ts";
import { invalidateQueries, setQueryData } from "./queries.ts";

export const conversationsKey = ["/api/conversations"] as const;
export const messagesKey = (conversationId: string) => ["/api/conversations", conversationId, "messages"] as const;
export const conversationListSchema = z.array(conversationSchema);
export const messageListSchema = z.array(messageSchema);

const streamError = z.object({ error: z.string() });

/**
 * The one way a chat message is sent (spec section 4, "Sending"). Without a selected conversation
 * one is created first, titled from the message. The reply streams into the pending turn; when it
 * is stored, both lists are refreshed. Throws with a message fit for the 'Error' toast.
 */
export async function sendMessage(content: string): Promise<void> {
  let conversationId = chatStore.getState().selectedId;
  if (!conversationId) {
    if (!connectivityStore.getState().online) throw new Error("Cannot create new conversations while offline");
    const created = await apiRequest("POST", "/api/conversations", conversationSchema, {
      title: titleFromMessage(content),
    });
    conversationId = created.id;
    setQueryData(messagesKey(created.id), () => []);
    selectConversation(created.id);
    invalidateQueries(conversationsKey[0]);
  }

  chatStore.setState({ pending: { conversationId, content, sentAt: new Date().toISOString(), reply: "" } });
  try {
    const path = `/api/conversations/${conversationId}/messages`;
    let stored: Message[] | null = null;
    for await (const event of apiStream(path, { content }, { headers: { "Idempotency-Key": crypto.randomUUID() } })) {
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
  } finally {
    chatStore.setState({ pending: null });
  }
}
