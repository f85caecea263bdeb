import type { ChatReply } from "../../../contracts/conversations.ts";
import { endpoint } from "./endpoint.ts";

/** The hub's chat: one message, one reply, nothing stored (spec: the wisdom hub's chat panel). */
export const hubChat = endpoint<ChatReply>("/api/chat");
