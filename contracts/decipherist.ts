import { z } from "zod/mini";
import { choice } from "./choice.ts";

/**
 * Request and response bodies of /api/decipherist/* (spec sections 3, 5, 7 and 9; issue 6).
 * The server validates requests with these schemas and the screen parses answers with them, so a
 * field renamed on one side fails loudly on the other instead of rendering 'undefined'.
 *
 * Errors are the server's usual `{ error }` body: 400 for a request these schemas reject and for
 * text a decoder cannot read (bad base64, a 9-bit binary group, an unknown morse symbol).
 */

/** Spec section 4: the seven ciphers, in the order the screen lists them. */
export const cipherTypes = ["caesar", "atbash", "morse", "base64", "binary", "hex", "rot13"] as const;
export type CipherType = (typeof cipherTypes)[number];
export const cipherTypeSchema = choice("cipher_type", cipherTypes);

export const cipherOperations = ["encode", "decode"] as const;
export type CipherOperation = (typeof cipherOperations)[number];

/** Ciphers that take a shift (spec section 3); the screen shows the shift input only for these. */
export const shiftedCiphers: readonly CipherType[] = ["caesar", "rot13"];

/** Spec sections 5 and 9: shift 1 to 25, default 13. */
export const minShift = 1;
export const maxShift = 25;
export const defaultShift = 13;

/**
 * Spec section 5: "invalid or zero becomes 13". Anything that is not a whole number from 1 to 25
 * (0, -3, 26, 2.5, NaN, "7", null) becomes 13 rather than an error, so the screen and the server
 * apply the same rule: the screen before sending, the server when a client sends it anyway.
 */
export function normalizeShift(value: unknown): number {
  return typeof value === "number" && Number.isInteger(value) && value >= minShift && value <= maxShift
    ? value
    : defaultShift;
}

/** Upper bound on any text sent to the decipherist: detection stays fast and bodies stay small. */
export const textLimit = 10_000;

const tooLong = `Text is limited to ${textLimit.toLocaleString("en-US")} characters`;
const blank = "Enter some text first";

/**
 * Text to analyse: trimmed, because surrounding whitespace says nothing about deception or
 * ciphers. Cue positions in the patterns answer index into this trimmed text; the screen gets the
 * same string by parsing its input with the request schema.
 */
const analysedText = z.string({ error: "text must be a string" }).check(
  z.trim(),
  z.minLength(1, blank),
  z.maxLength(textLimit, tooLong),
);

/**
 * Text to encode or decode: kept exactly as sent (spaces and newlines are part of what base64,
 * hex or binary encode), only required not to be blank.
 */
const cipherText = z.string({ error: "text must be a string" }).check(
  z.maxLength(textLimit, tooLong),
  z.refine((text) => text.trim().length > 0, blank),
);

/**
 * POST /api/decipherist/cipher. `shift` is read for caesar only and normalised with
 * `normalizeShift` (absent also means 13). ROT13 is by definition the shift of 13, so for rot13 the
 * shift is accepted (the spec sends it) and the rotation is always 13; other ciphers ignore it.
 */
export const cipherRequestSchema = z.strictObject({
  text: cipherText,
  cipher_type: cipherTypeSchema,
  operation: z.enum(cipherOperations, { error: "operation must be encode or decode" }),
  shift: z.optional(z.pipe(z.transform(normalizeShift), z.int().check(z.minimum(minShift), z.maximum(maxShift)))),
});
export type CipherRequest = z.infer<typeof cipherRequestSchema>;

/** POST /api/decipherist/analyze: `include_auto_decode` adds `cipher_detection` to the answer. */
export const analyzeRequestSchema = z.strictObject({
  text: analysedText,
  include_auto_decode: z._default(z.boolean({ error: "include_auto_decode must be true or false" }), true),
});
export type AnalyzeRequest = z.infer<typeof analyzeRequestSchema>;

/** POST /api/decipherist/detect. */
export const detectRequestSchema = z.strictObject({ text: analysedText });
export type DetectRequest = z.infer<typeof detectRequestSchema>;

/** POST /api/decipherist/patterns. */
export const patternsRequestSchema = z.strictObject({ text: analysedText });
export type PatternsRequest = z.infer<typeof patternsRequestSchema>;

/** A share, probability or score: the screen shows it as a percentage with one decimal. */
const unit = z.number().check(z.minimum(0), z.maximum(1));

/** GET /api/decipherist/status: the system info behind the badges and the footer card. */
export const statusSchema = z.object({
  creator_authority: z.string(),
  warrior_wisdom: z.string(),
  biblical_foundation: z.string(),
});
export type DecipheristStatus = z.infer<typeof statusSchema>;

/**
 * What the detector may answer: a cipher; 'plain' when the text already reads as plain English
 * (not a cipher at all); '' when nothing it tried reads as language (random noise), which the
 * screen shows as 'Unknown'.
 */
export const bestGuessSchema = z.union([cipherTypeSchema, z.literal("plain"), z.literal("")]);
export type BestGuess = z.infer<typeof bestGuessSchema>;

const detectionSummary = z.object({
  best_guess: bestGuessSchema,
  /** Calibrated: high only when the guess is right. */
  confidence_score: unit,
  jajirose_verdict: z.string(),
});

/** Why the detector scored a candidate as it did (issue 6), for the screen to show. */
export const attemptEvidenceSchema = z.object({
  /** The input uses the cipher's alphabet or shape (base64 characters and padding, 8-bit groups, ...). */
  signature_match: z.boolean(),
  /** How much the decoded text reads like English. */
  readability: unit,
  /** How closely the decoded text's letter frequencies fit English. */
  letter_frequency_fit: unit,
  /** For caesar: the shift that decodes the text best. */
  shift: z.optional(z.int().check(z.minimum(minShift), z.maximum(maxShift))),
  /** Share of the decoded words the English model knows (KJV and modern vocabulary). */
  word_coverage: z.optional(unit),
  /** Why the decoder could not read the text ('SGVsbG8*': "'*' is not a base64 character"). */
  failure: z.optional(z.string()),
});
export type AttemptEvidence = z.infer<typeof attemptEvidenceSchema>;

export const cipherAttemptSchema = z.object({
  /** '' when the decoder could not read the text (the screen shows 'Failed to decode'). */
  decoded: z.string(),
  /** 0 when there is nothing to read (the screen shows 'N/A'). */
  readability: unit,
  evidence: z.optional(attemptEvidenceSchema),
});
export type CipherAttempt = z.infer<typeof cipherAttemptSchema>;

/** POST /api/decipherist/detect. */
export const detectionResponseSchema = z.object({
  cipher_detection: z.extend(detectionSummary, {
    /** One entry per decoder tried; caesar is the best of its 25 shifts (evidence.shift). */
    cipher_attempts: z.partialRecord(cipherTypeSchema, cipherAttemptSchema),
    /** The verse the decoded text is, when it is one of our KJV verses: 'Psalms 23:1 (KJV)'. */
    kjv_reference: z.optional(z.nullable(z.string())),
  }),
});
export type DetectionResponse = z.infer<typeof detectionResponseSchema>;
export type CipherDetection = DetectionResponse["cipher_detection"];

/** POST /api/decipherist/analyze: both readings combined. */
export const masterAnalysisResponseSchema = z.object({
  master_analysis: z.object({
    master_verdict: z.object({
      deception_risk: unit,
      cipher_likelihood: unit,
      overall_assessment: z.string(),
      jajirose_guidance: z.string(),
    }),
    warrior_verdict: z.string(),
    /** Present when the request's include_auto_decode was true. */
    cipher_detection: z.optional(detectionSummary),
  }),
});
export type MasterAnalysisResponse = z.infer<typeof masterAnalysisResponseSchema>;
export type MasterAnalysis = MasterAnalysisResponse["master_analysis"];

export const riskLevels = ["low", "medium", "high"] as const;
export type RiskLevel = (typeof riskLevels)[number];

/**
 * One deception cue found in the text, so the screen can show why it scored as it did.
 * `start`/`end` are UTF-16 offsets into the trimmed text (end exclusive), as `String.slice` takes
 * them. A cue that is an absence (for example few self-references) has no place in the text and
 * comes with start === end; the screen lists it but marks nothing.
 */
export const deceptionCueSchema = z.object({
  /** Human name of the cue, shown as the highlight's title: "Over-assertion ('trust me')". */
  cue: z.string(),
  /** Its research group, e.g. self_reference, negative_emotion, exclusive, hedge, distancing, over_assertion. */
  category: z.string(),
  start: z.int().check(z.minimum(0)),
  end: z.int().check(z.minimum(0)),
  /** Contribution to deception_score: positive raises it, negative lowers it. */
  weight: z.number(),
}).check(z.refine((cue) => cue.end >= cue.start, { message: "a cue cannot end before it starts", path: ["end"] }));
export type DeceptionCue = z.infer<typeof deceptionCueSchema>;

/** POST /api/decipherist/patterns. */
export const patternsResponseSchema = z.object({
  pattern_analysis: z.object({
    deception_indicators: z.object({
      deception_score: unit,
      /** The screen shows 'Unknown' when absent. */
      risk_level: z.optional(z.enum(riskLevels)),
      cues: z.array(deceptionCueSchema),
    }),
    cipher_probability: z.partialRecord(cipherTypeSchema, unit),
    /** That this is a heuristic reading, not a lie detector; shown under the results. */
    disclaimer: z.string(),
  }),
});
export type PatternsResponse = z.infer<typeof patternsResponseSchema>;
export type PatternAnalysis = PatternsResponse["pattern_analysis"];

/** POST /api/decipherist/cipher. */
export const cipherResultResponseSchema = z.object({
  cipher_result: z.object({ result: z.string() }),
});
export type CipherResultResponse = z.infer<typeof cipherResultResponseSchema>;

export const cipherExampleSchema = z.object({
  name: z.string(),
  description: z.string(),
  example_text: z.string(),
  encoded: z.string(),
  /** For caesar (and rot13, always 13): the shift `encoded` was made with. */
  shift: z.optional(z.int().check(z.minimum(minShift), z.maximum(maxShift))),
});
export type CipherExample = z.infer<typeof cipherExampleSchema>;

/** GET /api/decipherist/examples: one example per cipher, plus the principles behind the tool. */
export const examplesResponseSchema = z.object({
  cipher_examples: z.partialRecord(cipherTypeSchema, cipherExampleSchema),
  jajirose_wisdom: z.object({
    decipherist_principles: z.array(z.string()),
    consciousness_guidance: z.string(),
    biblical_foundation: z.string(),
  }),
});
export type ExamplesResponse = z.infer<typeof examplesResponseSchema>;
