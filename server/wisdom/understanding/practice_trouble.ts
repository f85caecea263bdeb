import type { PracticeTrouble } from "../../knowledge/knowledge_schemas.ts";
import { dataPattern } from "./data_pattern.ts";

/**
 * Doing a practice, named in the message: praying, meditating, chanting, reading scripture, fasting, journaling ("fast"
 * alone is as often "quickly"). "My mind keeps wandering" is a difficulty of practice only when a practice is in view,
 * here or in the steps just given; said alone, it is a feeling told.
 */
export const practiceActivity =
  /\b(?:pray\w*|meditat\w*|chant\w*|daimoku|gongyo|nam[- ]?myoho\w*|mindfulness|lectio|examen|rosary|quiet time|devotions?|devotional|bible (?:reading|study)|(?:read|reading|study|studying)(?: \w+){0,3} (?:bible|scriptures?|gosho|sutra|psalms?|gospels?)|fasting|journal\w*|reading plan|time (?:for|with) god)\b/i;

/**
 * A prayer or verse asked for the difficulty ("is there a prayer for that?", "what can I pray when my mind races",
 * "can you pray for me"): the practice is what is asked for, not where the difficulty is met.
 */
export const practiceRequested =
  /\b(?:a|any|some|the|good) (?:prayer|verse|passage|mantra|practice|meditation|scripture)s? (?:for|to|about|that)\b|\bpray(?:ing)? (?:for|about|over)\b|\bwhat (?:can|could|should|do) (?:i|we) (?:pray|chant|say|read)\b/i;

/**
 * Situations a difficulty of practice is often told with ("I want peace but my mind races", "I feel like a failure for
 * giving up"): the difficulty is still what is asked about. Any other hard thing told with it (a death, an illness)
 * is what the reply must meet first, so it is no question of practice.
 */
export const practiceThemes: ReadonlySet<string> = new Set([
  "peace",
  "hope",
  "encouragement",
  "patience",
  "faith",
  "failure",
  "spiritual-dryness",
  "what-others-think",
  "shyness",
  "self-worth",
]);

/** Global, so that every naming of a difficulty is taken out of the message at once. */
const patternOf = (trouble: PracticeTrouble) => dataPattern(trouble.words, "gi");

/** Whether a text speaks of the difficulty in the words people name it with (a practice's note: "if you fall asleep..."). */
export function namesTrouble(text: string, trouble: PracticeTrouble): boolean {
  return text.search(patternOf(trouble)) >= 0;
}

/** The difficulty a message names first, and the message with every naming of it taken out (for what else it tells). */
export function troubleIn(
  message: string,
  troubles: readonly PracticeTrouble[],
): { trouble: PracticeTrouble; rest: string } | null {
  const found = troubles.map((trouble) => ({ trouble, at: message.search(patternOf(trouble)) }))
    .filter(({ at }) => at >= 0).sort((left, right) => left.at - right.at)[0];
  return found ? { trouble: found.trouble, rest: message.replace(patternOf(found.trouble), " ") } : null;
}
