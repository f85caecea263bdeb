import { Hono } from "hono";
import { type ChatReply, chatReplySchema, chatRequestSchema } from "../../contracts/conversations.ts";
import { replyOnce } from "../chat/turns.ts";
import type { Clock } from "../clock.ts";
import type { AppEnv } from "../http/app_env.ts";
import { jsonBody } from "../http/validate.ts";
import type { WisdomEngine } from "../wisdom/engine.ts";

/** POST /api/chat {message} -> {response, timestamp}: the Wisdom Hub's chat, stateless (spec section 7). */
export function chatRouter(engine: WisdomEngine, clock: Clock) {
  return new Hono<AppEnv>().post("/", jsonBody(chatRequestSchema), async (c) => {
    const response = await replyOnce(engine, c.req.valid("json").message, c.req.raw.signal);
    return c.json(chatReplySchema.parse({ response, timestamp: clock.now().toISOString() }) satisfies ChatReply);
  });
}
