import { Hono } from "hono";
import { type ChatReply, chatReplySchema, chatRequestSchema } from "../../contracts/conversations.ts";
import { turnRefusal } from "./turn_refusal.ts";
import { replyOnce, type TurnDeps, withGenerationLock } from "../chat/turns.ts";
import type { AppEnv } from "../http/app_env.ts";
import { jsonBody } from "../http/validate.ts";
import { visitorCountry } from "../http/visitor_country.ts";
import type { Limiter } from "../limits/limiter.ts";

type ChatDeps = Pick<TurnDeps, "kv" | "clock" | "engine" | "generationLeaseMs"> & { limiter: Limiter };

/** POST /api/chat {message} -> {response, timestamp}: the Wisdom Hub's chat, stateless (spec section 7). */
export function chatRouter(deps: ChatDeps) {
  return new Hono<AppEnv>().post("/", jsonBody(chatRequestSchema), async (c) => {
    await deps.limiter.admit(c, "hub-chat");
    const { message, country } = c.req.valid("json");
    const response = await withGenerationLock(
      deps,
      c.get("visitorId"),
      () => replyOnce(deps.engine, { message, country: visitorCountry(c, country), signal: c.req.raw.signal }),
    ).catch((error) => {
      throw turnRefusal(error);
    });
    return c.json(chatReplySchema.parse({ response, timestamp: deps.clock.now().toISOString() }) satisfies ChatReply);
  });
}
