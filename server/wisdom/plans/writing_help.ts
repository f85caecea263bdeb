import { shown } from "./passage_view.ts";
import type { PlanContext } from "./plan_context.ts";
import { subjectPassages } from "./subject_passages.ts";

/**
 * "Help me write a eulogy for my grandma", "write me a poem about hope", "a wedding toast with a Bible verse": a
 * text for someone's own occasion (ISSUE 17). The guide does not write it, since it is theirs to say, but offers
 * passages chosen for the occasion or subject to build it around.
 */
export const writingAsked =
  /\b(?:write|draft|compose|put together|(?:help|helping) me (?:with|write|draft))\b[^.?!]{0,25}\b(?:eulog(?:y|ies)|toast|speech|poem|card|tribute|sermon|devotional|wedding reading|vows)\b/i;

export function writingHelpPlan(context: PlanContext): string[] {
  const { analysis, choose } = context;
  const comfort = analysis.situations.some((situation) => !situation.context && !situation.glad);
  const bible = analysis.tradition === "buddhist" ? [] : subjectPassages(context, "christian", 2, { comfort });
  const buddhist = analysis.tradition === "christian" || /\bbible\b/i.test(context.message)
    ? []
    : subjectPassages(context, "buddhist", 1, { comfort });
  if (bible.length + buddhist.length === 0) return [];
  return [
    choose.pick(choose.phrases.writingOpen, "writing"),
    ...[...bible, ...buddhist].map((passage) => shown(passage, context)),
    choose.pick(choose.phrases.writingClose, "writing"),
  ];
}
