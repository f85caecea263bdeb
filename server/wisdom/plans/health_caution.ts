import { fill } from "../phrasing.ts";
import { asksForSteps } from "../understanding/request_kind.ts";
import { shownToCarry } from "./passage_view.ts";
import { freshPassage, nameInSentence, numbered, type PlanContext } from "./plan_context.ts";

/**
 * A practice that asks something of the body, asked about with a condition that can make it unsafe ("I have diabetes,
 * can I fast?"): a doctor's word first, the practice's own caution, and one that serves the same purpose without
 * asking anything of the body, never its steps. Asked how ("how should I go about it"), the steps of that other one,
 * with a passage of the first on what it is for.
 */
export function cautionPlan(context: PlanContext): string[] {
  const { caution } = context.analysis;
  if (!caution) return [];
  const { choose } = context;
  const { condition, practice } = caution;
  const instead = practice.instead ? context.library.knowledge.practices.get(practice.instead) : undefined;
  const how = instead !== undefined && asksForSteps(context.message);
  const passage = how ? freshPassage(practice.passages, context) : null;
  return [
    fill(choose.pick(choose.phrases.healthCaution, "caution"), {
      said: condition.said,
      name: nameInSentence(practice.name, context),
    }),
    practice.note,
    // Practice names are written in sentence case: one opens a sentence as it is.
    ...(instead && how
      ? [
        fill(choose.pick(choose.phrases.cautionInsteadSteps, "instead"), { name: instead.name }),
        numbered(instead.steps),
      ]
      : instead
      ? [fill(choose.pick(choose.phrases.cautionInstead, "instead"), { name: instead.name, step: instead.steps[0] })]
      : []),
    ...(passage ? [`To take with you: ${shownToCarry(passage, context)}`] : []),
  ];
}
