import { z } from "zod/mini";

/**
 * Request and response bodies of /api/life-mastery (spec sections 3, 4 and 7; issue 8). Field names are
 * the spec's snake_case ones, with `{name}` written as `jajirose`. Each programme fills exactly one field
 * of each group, so the client picks the first present in the spec's order (section 3).
 */

export const programIds = ["adhd", "wealth", "discipline", "leadership", "fitness", "complete"] as const;
export const programIdSchema = z.enum(programIds);
export type ProgramId = z.infer<typeof programIdSchema>;

/** Spec section 9: the longest a session runs before it ends by itself. */
export const sessionLimitMs = 1_200_000;
/** Shorter sessions are not recorded: a mis-click should not count as practice. */
export const minimumRecordedSeconds = 60;

/** Spec section 4: the client always sends intensity 'moderate' and the fixed placeholder user id. */
export const programStartRequestSchema = z.strictObject({
  intensity: z.optional(z.string({ error: "intensity must be text" }).check(z.maxLength(40))),
  user_id: z.optional(z.string({ error: "user_id must be text" }).check(z.maxLength(100))),
});
export type ProgramStartRequest = z.infer<typeof programStartRequestSchema>;

export const programStartSchema = z.object({ programId: z.optional(programIdSchema) });
export type ProgramStart = z.infer<typeof programStartSchema>;

export const sessionRecordRequestSchema = z.strictObject({
  name: z.string({ error: "name must be text" }).check(
    z.trim(),
    z.minLength(1, "name must not be blank"),
    z.maxLength(120),
  ),
  seconds: z.pipe(
    z.number({ error: "seconds must be a number" }),
    z.int("seconds must be whole").check(
      z.minimum(minimumRecordedSeconds, `Sessions shorter than ${minimumRecordedSeconds} seconds are not recorded`),
      z.maximum(sessionLimitMs / 1000, `Sessions are capped at ${sessionLimitMs / 60_000} minutes`),
    ),
  ),
});
export const sessionRecordedSchema = z.object({ recorded: z.literal(true) });
export type SessionRecordRequest = z.infer<typeof sessionRecordRequestSchema>;

/** A guided script of a few minutes, read aloud or silently while the session timer runs. */
export const guidedScriptSchema = z.object({ name: z.string(), minutes: z.number(), script: z.string() });
export type GuidedScript = z.infer<typeof guidedScriptSchema>;

/** This visitor's practice, from recorded completed sessions (issue 8: real figures). */
export const practiceFiguresSchema = z.object({
  sessions_this_week: z.int().check(z.minimum(0)),
  minutes_this_week: z.int().check(z.minimum(0)),
  current_streak_days: z.int().check(z.minimum(0)),
});
export type PracticeFigures = z.infer<typeof practiceFiguresSchema>;

/** What a tracking card shows: what to track, and the figures so far. */
export const trackingSchema = z.object({ metrics: z.array(z.string()), figures: practiceFiguresSchema });
export type Tracking = z.infer<typeof trackingSchema>;

export const guidanceFields = [
  "jajirose_guidance",
  "jajirose_wisdom",
  "jajirose_coaching",
  "jajirose_mentorship",
  "jajirose_fitness_wisdom",
  "jajirose_master_guidance",
] as const;
export const methodFields = ["focus_techniques", "influence_skills", "nutrition_training"] as const;
export const hypnosisFields = ["hypnosis_sessions", "hypnosis_programming"] as const;
export const affirmationFields = ["mindset_affirmations", "health_affirmations"] as const;
export const trackingFields = ["tracking_metrics", "success_metrics", "leadership_metrics", "health_tracking"] as const;

const optionalText = z.optional(z.string());
const optionalList = z.optional(z.array(z.string()));
const optionalScripts = z.optional(z.array(guidedScriptSchema));
const optionalTracking = z.optional(trackingSchema);

export const programDetailSchema = z.object({
  title: z.string(),
  jajirose_guidance: optionalText,
  jajirose_wisdom: optionalText,
  jajirose_coaching: optionalText,
  jajirose_mentorship: optionalText,
  jajirose_fitness_wisdom: optionalText,
  jajirose_master_guidance: optionalText,
  focus_techniques: optionalList,
  influence_skills: optionalList,
  nutrition_training: optionalList,
  hypnosis_sessions: optionalScripts,
  hypnosis_programming: optionalScripts,
  mindset_affirmations: optionalList,
  health_affirmations: optionalList,
  tracking_metrics: optionalTracking,
  success_metrics: optionalTracking,
  leadership_metrics: optionalTracking,
  health_tracking: optionalTracking,
  programs_included: optionalList,
  success_guarantees: optionalList,
});
export type ProgramDetail = z.infer<typeof programDetailSchema>;

/** Spec section 3: used when a detail carries none of the six guidance fields. */
export const defaultGuidance = "Every small, steady step is practice. Begin where you are, and keep going.";

/** The first present guidance field in the spec's order, else the default line. */
export function guidanceOf(detail: Partial<ProgramDetail>): string {
  for (const field of guidanceFields) {
    const text = detail[field];
    if (text) return text;
  }
  return defaultGuidance;
}
