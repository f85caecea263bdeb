import type { Context } from "hono";
import { streamSSE } from "hono/streaming";
import { type Message, messageSchema, type Turn, turnSchema } from "../../contracts/conversations.ts";
import { GenerationCancelled, type TurnEvent } from "../chat/turns.ts";
import type { AppEnv } from "../http/app_env.ts";
import { internalError } from "../http/errors.ts";
import { ConversationNotFound, type StoredMessage, type StoredTurn } from "../store/conversations.ts";
import { turnRefusal } from "./turn_refusal.ts";

export function toMessage(conversationId: string, stored: StoredMessage): Message {
  return messageSchema.parse({ ...stored, conversationId });
}

function toTurn(conversationId: string, turn: StoredTurn): Turn {
  return turnSchema.parse({
    ...toMessage(conversationId, turn.assistantMessage),
    userMessage: toMessage(conversationId, turn.userMessage),
  });
}

const endedWithoutResult = () => new Error("The turn ended without a result");

/**
 * Answers a message POST from its turn's events: JSON (201 for a new turn, 200 for a replay), or a
 * Server-Sent Events stream of chunks then the stored turn when the client asks for one. Every
 * refusal (404, 409, 422, 429) comes before the first event, so it gets its own status; `cancel`
 * stops the generation when the client goes away.
 */
export async function respondWithTurn(
  c: Context<AppEnv>,
  conversationId: string,
  events: AsyncGenerator<TurnEvent>,
  options: { cancel: AbortController; log: (line: string) => void },
): Promise<Response> {
  const first = await events.next().catch((error) => {
    throw turnRefusal(error);
  });
  if (first.done) throw endedWithoutResult();
  if ((c.req.header("Accept") ?? "").includes("text/event-stream")) {
    return streamTurn(c, conversationId, first.value, events, options);
  }
  if (first.value.type === "done") return c.json(toTurn(conversationId, first.value.turn), 200);
  try {
    for await (const event of events) {
      if (event.type === "done") return c.json(toTurn(conversationId, event.turn), event.replayed ? 200 : 201);
    }
  } catch (error) {
    // Nobody is left to read an answer; 499 is the usual record of a client that went away.
    if (error instanceof GenerationCancelled) return new Response(null, { status: 499 });
    // A conversation deleted while its reply was being written is a 404.
    throw turnRefusal(error);
  }
  throw endedWithoutResult();
}

function streamTurn(
  c: Context<AppEnv>,
  conversationId: string,
  first: TurnEvent,
  events: AsyncGenerator<TurnEvent>,
  { cancel, log }: { cancel: AbortController; log: (line: string) => void },
): Response {
  return streamSSE(c, async (stream) => {
    stream.onAbort(() => cancel.abort());
    const send = async (event: TurnEvent) => {
      if (event.type === "chunk") await stream.writeSSE({ event: "chunk", data: JSON.stringify(event.text) });
      if (event.type === "done") {
        await stream.writeSSE({ event: "done", data: JSON.stringify(toTurn(conversationId, event.turn)) });
      }
    };
    try {
      await send(first);
      for await (const event of events) await send(event);
    } catch (error) {
      if (error instanceof GenerationCancelled) return;
      // The 200 is already sent: the failure travels as the stream's last event, in the one error shape.
      const body = error instanceof ConversationNotFound
        ? { error: error.message }
        : internalError(log, c.env.requestId, error);
      await stream.writeSSE({ event: "error", data: JSON.stringify(body) });
    }
  });
}
