import { z } from "zod";

/**
 * The shapes of the persona's knowledge (ISSUE 17), data/knowledge/*.json: written for this
 * project, reviewed, with doubts in data/knowledge/DOUBTS.md. Checked when the server starts.
 */
const tradition = z.enum(["christian", "buddhist", "shared"]);
/** 'John 3:16', 'Matthew 5:3-12', 'Psalms 23', 'Lotus Sutra, Chapter 16', 'Gosho: <title>'. */
const passageReference = z.string().min(3);

export const glossaryEntrySchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  term: z.string().min(1),
  aliases: z.array(z.string()),
  tradition,
  definition: z.string().min(40),
  /** The teaching said again in everyday words, for "I don't get it" or "explain it like I'm five". */
  plain: z.string().min(20).max(260),
  passages: z.array(passageReference),
  related: z.array(z.string()),
  parallel: z.object({ id: z.string(), note: z.string().min(20) }).optional(),
  /**
   * Written for one question the analysis recognises (suicide asked about; a person lost to suicide): found only by
   * id, never by its words, the passages it cites, or as a neighbour of other entries, so it answers nothing else.
   */
  askedOnly: z.boolean().optional(),
});
export type GlossaryEntry = z.infer<typeof glossaryEntrySchema>;

export const personSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  aliases: z.array(z.string()),
  tradition: z.enum(["christian", "buddhist", "shared", "jewish", "other"]).or(z.string()),
  dates: z.string().nullable(),
  summary: z.string().min(40),
  facts: z.array(z.string()).min(1),
  passages: z.array(passageReference),
  related: z.array(z.string()),
  /**
   * A teaching of the other tradition people set beside this person ("is Jesus a bodhisattva?"): what they share and
   * where they differ, said carefully, and the passages that show this person's side of it.
   */
  parallels: z.array(z.object({ id: z.string(), note: z.string().min(40), passages: z.array(passageReference) }))
    .optional(),
  /** How the other tradition sees this person ("how do Buddhists view Jesus?"), said as its people say it. */
  seenBy: z.object({ tradition: z.enum(["christian", "buddhist"]), note: z.string().min(40) }).optional(),
});
export type Person = z.infer<typeof personSchema>;

export const bibleBookSchema = z.object({
  number: z.number().int().min(1).max(66),
  name: z.string(),
  author: z.string(),
  period: z.string(),
  theme: z.string(),
  /** To whom a letter (or Luke and Acts) is addressed, as a sentence; absent where the book names no one. */
  written_to: z.string().optional(),
  key_passages: z.array(passageReference),
});
export type BibleBookInfo = z.infer<typeof bibleBookSchema>;

export const practiceSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string(),
  tradition,
  aliases: z.array(z.string()),
  when: z.array(z.string()),
  steps: z.array(z.string()).min(3),
  passages: z.array(passageReference),
  note: z.string(),
  /** A practice that serves the same purpose without asking anything of the body (a screen fast for a food fast). */
  instead: z.string().optional(),
});
export type Practice = z.infer<typeof practiceSchema>;

/**
 * A difficulty met in any practice ("my mind keeps wandering", "I always give up after a week"): how people say it,
 * what to say of it, things to try, and passages to carry. `cues` are words of a practice's own step that already
 * speak to it ("when your mind wanders...").
 */
export const practiceTroubleSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  label: z.string().min(3),
  /** A regular expression (case-insensitive) for the ways people name it. */
  words: z.string().min(3),
  cues: z.array(z.string().min(3)).min(1),
  answer: z.string().min(40),
  tips: z.array(z.string()).min(3),
  passages: z.array(passageReference).min(1),
  /** Practices for which it is no difficulty at all (falling asleep, for one made for a sleepless night), by `when` tag. */
  welcome: z.object({ when: z.array(z.string()).min(1), answer: z.string().min(20) }).optional(),
});
export type PracticeTrouble = z.infer<typeof practiceTroubleSchema>;

/**
 * A condition of the body that can make a practice unsafe (diabetes for a fast): how people name it (a
 * case-insensitive regular expression, also read in practices' notes) and how a reply says it ("your pregnancy").
 */
export const healthConditionSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  said: z.string().min(3),
  words: z.string().min(3),
});
export type HealthCondition = z.infer<typeof healthConditionSchema>;

/** A word of the King James Version's English that readers now miss ("thee", "suffer", "charity"), in our words. */
export const kjvWordSchema = z.object({
  words: z.array(z.string().min(2)).min(1),
  /** Completes "In the King James Version, *word* means ...". */
  meaning: z.string().min(3),
  /** A verse that uses it. */
  example: passageReference,
});
export type KjvWord = z.infer<typeof kjvWordSchema>;
