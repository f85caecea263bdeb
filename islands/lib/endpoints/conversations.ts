import { z } from "zod/mini";
import { conversationSchema, messageSchema, turnSchema } from "../../../contracts/conversations.ts";
import { apiPaths, endpoint } from "./endpoint.ts";

export const conversationListSchema = z.array(conversationSchema);
export const messageListSchema = z.array(messageSchema);
// Built once, never per call: the read cache and useQuery compare schemas by identity.
const nothingSchema = z.undefined();

export const conversations = endpoint(apiPaths.conversations, conversationListSchema);
export const newConversation = endpoint(apiPaths.conversations, conversationSchema);
export const conversation = (id: string) => endpoint(`${apiPaths.conversations}/${id}`, conversationSchema);
export const deletedConversation = (id: string) => endpoint(`${apiPaths.conversations}/${id}`, nothingSchema);
export const messages = (conversationId: string) =>
  endpoint(`${apiPaths.conversations}/${conversationId}/messages`, messageListSchema);
export const turn = (conversationId: string) =>
  endpoint(`${apiPaths.conversations}/${conversationId}/messages`, turnSchema);
/** The events of a turn's stream (`turn` with Accept: text/event-stream): text as it comes, the stored turn, or why not. */
export const turnStreamEvents = {
  chunk: z.string(),
  done: turnSchema,
  error: z.object({ error: z.string() }),
};
