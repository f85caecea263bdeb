import { wordAsked } from "../understanding/asked_subject.ts";
import { shown } from "./passage_view.ts";
import type { PlanContext } from "./plan_context.ts";

/**
 * "What does thee mean?", "what does begotten mean?": a word of the King James Version's English, said in plain words
 * with a verse that uses it. Empty for any other word, and for one that names a teaching of its own (charity is
 * answered as love, the teaching).
 */
export function kjvWordPlan(context: PlanContext): string[] {
  const asked = wordAsked(context.message)?.toLowerCase();
  if (!asked || context.analysis.concepts.length > 0) return [];
  const entry = context.library.knowledge.kjvWords.find((word) => word.words.includes(asked));
  if (!entry) return [];
  const example = context.library.passage(entry.example);
  return [
    `In the King James Version, *${asked}* means ${entry.meaning}.`,
    ...(example ? [shown(example, context)] : []),
  ];
}
