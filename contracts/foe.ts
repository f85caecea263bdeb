import { z } from "zod/mini";
import { choice } from "./choice.ts";

/**
 * Request and response bodies of /api/foe (spec sections 3, 5 and 7; issue 6). Field names are the
 * spec's snake_case ones, with `{name}` written as `jajirose` (issue 6). Fields beyond the spec's
 * (`context`, `name`, `scripture`, `matches`, `weights`, `settings`, ...) are what the screen needs to
 * show why a reading was chosen.
 */

/** The two readings of F.O.E.: positive is Love, negative is Force. */
export const foeContexts = ["positive", "negative"] as const;
export const foeContextSchema = z.enum(foeContexts);
export type FoeContext = z.infer<typeof foeContextSchema>;

/** The options of the screen's three selects, in the spec's order (section 2). */
export const emotionalStates = ["love", "joy", "determination", "anger", "focus", "celebration"] as const;
export const audiences = ["family", "friends", "team", "opponents", "competition", "community"] as const;
export const situations = ["support", "celebration", "reunion", "competition", "conflict", "challenge"] as const;
export type EmotionalState = (typeof emotionalStates)[number];
export type Audience = (typeof audiences)[number];
export type Situation = (typeof situations)[number];

/** Long enough for a speech or a letter to a team; the analysis reads every word of it. */
export const foeInputLimit = 2000;

/** Spec section 5: input text non-blank; the three options optional and omitted when unset. */
export const foeSwitchRequestSchema = z.strictObject({
  input_text: z.string({ error: "input_text must be text" }).check(
    z.trim(),
    z.minLength(1, "Enter a message to switch"),
    z.maxLength(foeInputLimit, `Messages are limited to ${foeInputLimit} characters`),
  ),
  emotional_state: z.optional(choice("emotional_state", emotionalStates)),
  audience: z.optional(choice("audience", audiences)),
  situation: z.optional(choice("situation", situations)),
});
export type FoeSwitchRequest = z.infer<typeof foeSwitchRequestSchema>;

/** A KJV verse, word for word as data/kjv.tsv holds it. */
export const foeScriptureSchema = z.object({ reference: z.string(), text: z.string() });
export type FoeScripture = z.infer<typeof foeScriptureSchema>;

export const foeStatusSchema = z.object({
  creator_authority: z.string(),
  warrior_wisdom: z.string(),
  biblical_foundation: z.string(),
  framework: z.string(),
  contexts: z.array(foeContextSchema),
});
export type FoeStatus = z.infer<typeof foeStatusSchema>;

export const foeInterpretationSchema = z.object({
  context: foeContextSchema,
  /** 'Love' or 'Force', the word the toggle shows beside the context. */
  name: z.string(),
  acronym: z.string(),
  philosophy: z.string(),
  tone: z.string(),
  jajirose_wisdom: z.optional(z.string()),
  scripture: foeScriptureSchema,
});
export type FoeInterpretation = z.infer<typeof foeInterpretationSchema>;

/**
 * A trigger as it stands in the input: `start`/`end` are UTF-16 offsets into the trimmed
 * `input_text`, so the screen can highlight it. A negated trigger ('not angry') counts, at a reduced
 * weight, for the other context, whose list it joins with its negation.
 */
export const triggerMatchSchema = z.object({
  text: z.string(),
  start: z.int().check(z.minimum(0)),
  end: z.int().check(z.minimum(0)),
  /** The lexicon entry it matched, e.g. 'anger' for 'furious'. */
  trigger: z.string(),
  counts_for: foeContextSchema,
  negated: z.boolean(),
  weight: z.number(),
});
export type TriggerMatch = z.infer<typeof triggerMatchSchema>;

/** How one chosen option leaned the reading (weight 0: it fits either context). */
export const optionWeightSchema = z.object({
  field: z.enum(["emotional_state", "audience", "situation"]),
  value: z.string(),
  leans: z.nullable(foeContextSchema),
  weight: z.number(),
});
export type OptionWeight = z.infer<typeof optionWeightSchema>;

export const contextAnalysisSchema = z.object({
  recommended_context: foeContextSchema,
  confidence_score: z.number().check(z.minimum(0), z.maximum(1)),
  positive_triggers_found: z.array(z.string()),
  negative_triggers_found: z.array(z.string()),
  positive_score: z.number().check(z.minimum(0)),
  negative_score: z.number().check(z.minimum(0)),
  matches: z.array(triggerMatchSchema),
  weights: z.array(optionWeightSchema),
});
export type ContextAnalysis = z.infer<typeof contextAnalysisSchema>;

export const foeSwitchResultSchema = z.object({
  foe_code_switch: z.object({
    input_text: z.string(),
    context_analysis: contextAnalysisSchema,
    foe_interpretation: z.object({ acronym: z.string(), tone: z.string() }),
    dynamic_message: z.string(),
    jajirose_blessing: z.string(),
  }),
});
export type FoeSwitchResult = z.infer<typeof foeSwitchResultSchema>;

/** The options an example was written for, so its card can fill the form (unset ones absent). */
export const foeSettingsSchema = z.pick(foeSwitchRequestSchema, {
  emotional_state: true,
  audience: true,
  situation: true,
});
export type FoeSettings = z.infer<typeof foeSettingsSchema>;

export const foeScenarioSchema = z.object({
  /** What is happening, in a few words. */
  situation: z.string(),
  message: z.string(),
  context: foeContextSchema,
  settings: foeSettingsSchema,
});
export type FoeScenario = z.infer<typeof foeScenarioSchema>;

export const foeExamplesSchema = z.object({
  positive_examples: z.object({ scenarios: z.array(foeScenarioSchema) }),
  negative_examples: z.object({ scenarios: z.array(foeScenarioSchema) }),
});
export type FoeExamples = z.infer<typeof foeExamplesSchema>;

/** POST /api/foe/examples takes no parameters (spec section 7: payload 'not shown'). */
export const foeExamplesRequestSchema = z.strictObject({});
