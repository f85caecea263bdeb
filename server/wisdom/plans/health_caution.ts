import { fill } from "../phrasing.ts";
import { nameInSentence, type PlanContext } from "./plan_context.ts";

/**
 * A practice that asks something of the body, asked about with a condition that can make it unsafe ("I have diabetes,
 * can I fast?"): a doctor's word first, the practice's own caution, and one that serves the same purpose without
 * asking anything of the body, never its steps.
 */
export function cautionPlan(context: PlanContext): string[] {
  const { caution } = context.analysis;
  if (!caution) return [];
  const { choose } = context;
  const { condition, practice } = caution;
  const instead = practice.instead ? context.library.knowledge.practices.get(practice.instead) : undefined;
  return [
    fill(choose.pick(choose.phrases.healthCaution, "caution"), {
      said: condition.said,
      name: nameInSentence(practice.name, context),
    }),
    practice.note,
    // Practice names are written in sentence case: one opens a sentence as it is.
    ...(instead
      ? [fill(choose.pick(choose.phrases.cautionInstead, "instead"), { name: instead.name, step: instead.steps[0] })]
      : []),
  ];
}
