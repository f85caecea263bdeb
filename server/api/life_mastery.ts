import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { HTTPException } from "hono/http-exception";
import {
  type ProgramDetail,
  programDetailSchema,
  type ProgramId,
  programIdSchema,
  programStartRequestSchema,
  programStartSchema,
  sessionRecordedSchema,
  sessionRecordRequestSchema,
} from "../../contracts/life_mastery.ts";
import type { Clock } from "../clock.ts";
import type { AppEnv } from "../http/app_env.ts";
import { jsonBody } from "../http/validate.ts";
import { practiceFigures } from "../life_mastery/figures.ts";
import { programmes } from "../life_mastery/programmes.ts";
import { recordSession, recordStart, sessionsSince } from "../store/life_mastery.ts";

/** How far back sessions are read: enough for any streak a visitor is likely to hold, bounded per request. */
const historyMs = 366 * 24 * 60 * 60 * 1000;

/** Spec section 8: an id outside the catalogue is 'Program not found'. */
function programIdOf(raw: string): ProgramId {
  const id = programIdSchema.safeParse(raw);
  if (!id.success) throw new HTTPException(404, { message: "Program not found" });
  return id.data;
}

/** Checks the id before the body, so an unknown programme is a 404 whatever was sent. */
const knownProgram = createMiddleware<AppEnv>(async (c, next) => {
  programIdOf(c.req.param("programId") ?? "");
  await next();
});

/** Spreads a programme's content into the spec's detail fields, one field per group. */
function detail(id: ProgramId, figures: ReturnType<typeof practiceFigures>): ProgramDetail {
  const content = programmes[id];
  return {
    title: content.title,
    [content.guidance.field]: content.guidance.text,
    [content.methods.field]: content.methods.items,
    [content.hypnosis.field]: content.hypnosis.items,
    [content.affirmations.field]: content.affirmations.items,
    [content.tracking.field]: { metrics: content.tracking.metrics, figures },
    ...content.package,
  };
}

/** /api/life-mastery (spec section 7; issue 8). What is recorded is keyed by the visitor cookie. */
export function lifeMasteryRouter(kv: Deno.Kv, clock: Clock, newId: () => string = () => crypto.randomUUID()) {
  return new Hono<AppEnv>()
    .get("/:programId", async (c) => {
      const id = programIdOf(c.req.param("programId"));
      const now = clock.now().getTime();
      const sessions = await sessionsSince(kv, c.get("visitorId"), now - historyMs);
      return c.json(programDetailSchema.parse(detail(id, practiceFigures(sessions, now))));
    })
    .post("/:programId", knownProgram, jsonBody(programStartRequestSchema), async (c) => {
      const programId = programIdOf(c.req.param("programId"));
      const { intensity = "moderate" } = c.req.valid("json");
      await recordStart(kv, c.get("visitorId"), programId, intensity, clock.now());
      return c.json(programStartSchema.parse({ programId }));
    })
    .post("/:programId/sessions", knownProgram, jsonBody(sessionRecordRequestSchema), async (c) => {
      const programId = programIdOf(c.req.param("programId"));
      const { name, seconds } = c.req.valid("json");
      await recordSession(kv, c.get("visitorId"), { programId, name, seconds, id: newId() }, clock.now());
      return c.json(sessionRecordedSchema.parse({ recorded: true }), 201);
    });
}
