import type { Conversation, Message, Turn } from "../../../contracts/conversations.ts";
import { apiPaths, endpoint } from "./endpoint.ts";

export const conversations = endpoint<Conversation[]>(apiPaths.conversations);
export const newConversation = endpoint<Conversation>(apiPaths.conversations);
export const conversation = (id: string) => endpoint<Conversation>(`${apiPaths.conversations}/${id}`);
export const deletedConversation = (id: string) => endpoint<undefined>(`${apiPaths.conversations}/${id}`);
export const messages = (conversationId: string) =>
  endpoint<Message[]>(`${apiPaths.conversations}/${conversationId}/messages`);
export const turn = (conversationId: string) => endpoint<Turn>(`${apiPaths.conversations}/${conversationId}/messages`);

/** The events of a turn's stream (`turn` with Accept: text/event-stream): text as it comes, the stored turn, or why not. */
export type TurnStreamEvents = { chunk: string; done: Turn; error: { error: string } };
