import { stepsPlan } from "./steps.ts";
import { shown } from "./passage_view.ts";
import type { PlanContext } from "./plan_context.ts";
import { subjectPassages } from "./subject_passages.ts";
import { questionStems } from "./relevance.ts";

/** The words that ask for the writing ("write me a poem"), which say nothing of what it is about. */
const writingWords =
  /\b(?:write|writing|wrote|draft|compose|put together|poems?|cards?|toasts?|speech|tribute|sermon|devotional|eulog(?:y|ies)|reading|vows|short|little)\b/gi;

/**
 * "Help me write a eulogy for my grandma", "write me a poem about hope", "a wedding toast with a Bible verse": a
 * text for someone's own occasion (ISSUE 17; see writingAsked). The guide does not write it, since it is theirs to
 * say, but offers passages chosen for the occasion or subject to build it around.
 */
export function writingHelpPlan(asked: PlanContext): string[] {
  // Writing a practice of ours is for ("help me write a eulogy"): its steps, which keep the words the visitor's own.
  const practice = asked.library.knowledge.practices.find(asked.message)[0];
  if (practice) return [asked.choose.pick(asked.choose.phrases.writingSteps, "writing"), ...stepsPlan(asked, practice)];
  // Passages for what it is about ("a poem about God"), never for the writing ("I write unto you").
  const about = asked.message.replace(writingWords, " ");
  const context = {
    ...asked,
    message: about,
    wanted: questionStems(about),
    analysis: { ...asked.analysis, words: asked.analysis.words.filter((word) => !word.match(writingWords)) },
  };
  const { analysis, choose } = context;
  const comfort = analysis.situations.some((situation) => !situation.context && !situation.glad);
  // A subject that only frames ("a poem about God") still names the passages to build on.
  const extra = analysis.concepts.flatMap((concept) => concept.passages.map((reference) => [reference, 3] as const));
  const bible = analysis.tradition === "buddhist" ? [] : subjectPassages(context, "christian", 2, { comfort, extra });
  const buddhist = analysis.tradition === "christian" || /\bbible\b/i.test(context.message)
    ? []
    : subjectPassages(context, "buddhist", 1, { comfort, extra });
  // Nothing held on it ("a poem about my cat"): said so, rather than an opening with nothing after it.
  if (bible.length + buddhist.length === 0) {
    return [choose.pick(choose.phrases.writingNone, "writing"), choose.pick(choose.phrases.writingClose, "writing")];
  }
  return [
    choose.pick(choose.phrases.writingOpen, "writing"),
    ...[...bible, ...buddhist].map((passage) => shown(passage, context)),
    choose.pick(choose.phrases.writingClose, "writing"),
  ];
}
