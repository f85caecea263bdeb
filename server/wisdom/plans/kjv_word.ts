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
  // A teaching named as the very word (charity) is answered as the teaching; one only part of it ("jehovah" of jehovah
  // jireh) is not what is asked.
  const teaching = context.analysis.concepts.some((concept) =>
    [concept.term, ...concept.aliases].some((name) => name.toLowerCase() === asked)
  );
  // A word of the reply just given ("what does thee mean" after a verse) is read in that verse (a follow-up).
  const lastReply = context.history.findLast((turn) => turn.role === "assistant")?.content.toLowerCase() ?? "";
  const ofTheReply = context.analysis.kind === "follow-up" && lastReply.includes(asked ?? "");
  if (!asked || teaching || ofTheReply) return [];
  const entry = context.library.knowledge.kjvWords.find((word) => word.words.includes(asked));
  if (!entry) return [];
  const example = context.library.passage(entry.example);
  return [
    `In the King James Version, *${asked}* means ${entry.meaning}.`,
    ...(example ? [shown(example, context)] : []),
  ];
}
