import { HTTPException } from "hono/http-exception";
import { tooManyRequests } from "../limits/limiter.ts";
import { ConversationNotFound } from "../store/conversations.ts";
import { IdempotencyKeyReused, ReplyInProgress, TurnInProgress } from "./turns.ts";

/** The HTTP answer to a turn refused before it began (issue 9); other errors pass through unchanged. */
export function turnRefusal(error: unknown): unknown {
  if (error instanceof ConversationNotFound) return new HTTPException(404, { message: "Conversation not found" });
  if (error instanceof TurnInProgress) {
    return new HTTPException(409, {
      message: error.message,
      res: new Response(null, { status: 409, headers: { "Retry-After": "1" } }),
    });
  }
  if (error instanceof IdempotencyKeyReused) return new HTTPException(422, { message: error.message });
  if (error instanceof ReplyInProgress) return tooManyRequests(error.message, error.retryAfterSeconds);
  return error;
}
