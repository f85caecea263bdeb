import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { HTTPException } from "hono/http-exception";
import {
  foeContextSchema,
  foeExamplesRequestSchema,
  foeExamplesSchema,
  foeInterpretationSchema,
  foeStatusSchema,
  foeSwitchRequestSchema,
  foeSwitchResultSchema,
} from "../../contracts/foe.ts";
import { examples } from "../foe/examples.ts";
import { interpretation, status } from "../foe/readings.ts";
import { switchContext } from "../foe/switch_context.ts";
import type { AppEnv } from "../http/app_env.ts";
import { bodyBytes, jsonBody } from "../http/validate.ts";

/** RFC 8259's whitespace: a body of nothing else carries no JSON value. */
const isJsonWhitespace = (byte: number) => byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d;

/**
 * POST /api/foe/examples has no payload in the spec (section 7, 'not shown'), so clients send none:
 * an absent or blank body passes, and anything else must be a JSON `{}` (a field we do not know is a
 * 400 naming it, rather than a filter silently ignored).
 */
const noParameters = (() => {
  const validate = jsonBody(foeExamplesRequestSchema);
  return createMiddleware<AppEnv>(async (c, next) => {
    if ((await bodyBytes(c)).every(isJsonWhitespace)) return await next();
    return await validate(c, next);
  });
})();

/**
 * /api/foe (spec section 7): the F.O.E. Code Switch Framework. `random` only varies the phrasing of
 * switch messages and blessings (server/foe/compose_message.ts); tests pin it.
 */
export function foeRouter(random: () => number = Math.random) {
  return new Hono<AppEnv>()
    .get("/status", (c) => c.json(foeStatusSchema.parse(status())))
    .post(
      "/switch",
      jsonBody(foeSwitchRequestSchema),
      (c) => c.json(foeSwitchResultSchema.parse(switchContext(c.req.valid("json"), random))),
    )
    .get("/interpretation/:context", (c) => {
      const context = foeContextSchema.safeParse(c.req.param("context"));
      if (!context.success) {
        throw new HTTPException(404, {
          message: `No F.O.E. interpretation for '${c.req.param("context")}': ` +
            "the contexts are positive (Love) and negative (Force)",
        });
      }
      return c.json(foeInterpretationSchema.parse(interpretation(context.data)));
    })
    .post("/examples", noParameters, (c) => c.json(foeExamplesSchema.parse(examples())));
}
