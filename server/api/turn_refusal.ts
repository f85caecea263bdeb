import { HTTPException } from "hono/http-exception";
import { retryLater } from "../http/retry_later.ts";
import { ConversationNotFound } from "../store/conversations.ts";
import { IdempotencyKeyReused, ReplyInProgress, TurnInProgress } from "../chat/turns.ts";

/** A conversation that is not the visitor's is indistinguishable from one that does not exist. */
export const conversationNotFound = () => new HTTPException(404, { message: "Conversation not found" });

/** The HTTP answer to a turn refused before it began (issue 9); other errors pass through unchanged. */
export function turnRefusal(error: unknown): unknown {
  if (error instanceof ConversationNotFound) return conversationNotFound();
  if (error instanceof TurnInProgress) return retryLater(409, error.message, 1);
  if (error instanceof IdempotencyKeyReused) return new HTTPException(422, { message: error.message });
  if (error instanceof ReplyInProgress) return retryLater(429, error.message, error.retryAfterSeconds);
  return error;
}
