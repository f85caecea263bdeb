import { shown } from "./passage_view.ts";
import { freshPassage, numbered, type PlanContext } from "./plan_context.ts";
import { subjectPassages } from "./subject_passages.ts";
import { hardThingSaidBack } from "./feeling.ts";

/**
 * Practical steps (ISSUE 17): the practice that fits what the visitor asked and when ("tonight,
 * in bed" gets the one for tonight), as a numbered list, with a passage to carry and its caution.
 */
export function stepsPlan(context: PlanContext, practice = context.analysis.practices[0] ?? null): string[] {
  if (!practice) return [];
  const { choose } = context;
  const saidBack = hardThingSaidBack(context);
  const paragraphs = [
    ...(saidBack ? [saidBack] : []),
    `Here is a simple way to begin: *${practice.name.toLowerCase()}*.`,
    numbered(practice.steps),
  ];
  const extra = practice.passages.map((reference) => [reference, 6] as const);
  const tradition = practice.tradition === "buddhist" ? "buddhist" : "christian";
  const passage = subjectPassages(context, tradition, 1, { extra })[0] ?? freshPassage(practice.passages, context);
  if (passage) paragraphs.push(`To take with you: ${shown(passage, context, 1)}`);
  if (practice.note) paragraphs.push(practice.note);
  paragraphs.push(choose.pick(choose.phrases.reflect.steps, "reflect"));
  return paragraphs;
}
