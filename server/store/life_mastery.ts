import { z } from "zod";
import type { ProgramId } from "../../contracts/life_mastery.ts";
import type { CompletedSession } from "../life_mastery/figures.ts";

/**
 * Life Mastery starts and completed sessions in Deno KV (issue 8), keyed under the visitor cookie's id,
 * never the placeholder user_id the client sends (spec section 6). Sessions are keyed by end time, so the
 * figures read one visitor's sessions with a single prefix scan in time order.
 */
export const lifeMasteryKeys = {
  start: (visitorId: string, programId: ProgramId) => ["life_mastery_starts", visitorId, programId] as const,
  session: (visitorId: string, endedAtMs: number, id: string) =>
    ["life_mastery_sessions", visitorId, endedAtMs, id] as const,
  sessionsSince: (visitorId: string, fromMs: number) => ["life_mastery_sessions", visitorId, fromMs] as const,
  sessions: (visitorId: string) => ["life_mastery_sessions", visitorId] as const,
};

const storedStart = z.object({ programId: z.string(), intensity: z.string(), startedAt: z.string() });
const storedSession = z.object({ programId: z.string(), name: z.string(), seconds: z.number(), endedAt: z.string() });

export async function recordStart(kv: Deno.Kv, visitorId: string, programId: ProgramId, intensity: string, now: Date) {
  await kv.set(
    lifeMasteryKeys.start(visitorId, programId),
    storedStart.parse({
      programId,
      intensity,
      startedAt: now.toISOString(),
    }),
  );
}

export async function recordSession(
  kv: Deno.Kv,
  visitorId: string,
  session: { programId: ProgramId; name: string; seconds: number; id: string },
  now: Date,
) {
  await kv.set(
    lifeMasteryKeys.session(visitorId, now.getTime(), session.id),
    storedSession.parse({ ...session, id: undefined, endedAt: now.toISOString() }),
  );
}

/**
 * A visitor's completed sessions ending at or after `fromMs`, across every programme: practice in one
 * programme counts toward the streak shown in all of them.
 */
export async function sessionsSince(kv: Deno.Kv, visitorId: string, fromMs: number): Promise<CompletedSession[]> {
  const sessions: CompletedSession[] = [];
  const entries = kv.list({
    prefix: lifeMasteryKeys.sessions(visitorId),
    start: lifeMasteryKeys.sessionsSince(visitorId, fromMs),
  });
  for await (const entry of entries) {
    const session = storedSession.parse(entry.value);
    sessions.push({ endedAtMs: Date.parse(session.endedAt), seconds: session.seconds });
  }
  return sessions;
}
