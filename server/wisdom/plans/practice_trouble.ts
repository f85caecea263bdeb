import { fill } from "../phrasing.ts";
import { namesTrouble } from "../understanding/practice_trouble.ts";
import { buddhistWords } from "../understanding/analyse_turn.ts";
import { buddhistReference, shownToCarry } from "./passage_view.ts";
import { freshPassage, nameInSentence, numbered, type PlanContext } from "./plan_context.ts";

/**
 * A difficulty met in a practice ("my mind won't stop racing" after meditation steps): what it is, in plain words; the
 * practice's own step that already speaks to it, when one does; things to try, numbered; a passage to carry, from the
 * practice's tradition.
 */
export function troublePlan(context: PlanContext): string[] {
  const { trouble, practices } = context.analysis;
  if (!trouble) return [];
  const { choose } = context;
  const practice = practices[0];
  // Falling asleep in a practice made for a sleepless night is what it is for: its own words say so, when they do.
  if (practice && trouble.welcome?.when.some((tag) => practice.when.includes(tag))) {
    return [[...practice.steps, practice.note].find((text) => namesTrouble(text, trouble)) ?? trouble.welcome.answer];
  }
  // Cues in order of how closely they speak to it: "wanders" before "attention".
  const step = trouble.cues.map((cue) => practice?.steps.find((text) => text.toLowerCase().includes(cue)))
    .find((found) => found !== undefined);
  const buddhist = practice ? practice.tradition === "buddhist" : buddhistWords.test(context.message);
  const passages = [...trouble.passages].sort((left, right) =>
    Number(buddhistReference(right) === buddhist) - Number(buddhistReference(left) === buddhist)
  );
  const passage = freshPassage(passages, context);
  return [
    trouble.answer,
    ...(practice && step
      ? [
        fill(choose.pick(choose.phrases.troubleStep, "troubleStep"), {
          name: nameInSentence(practice.name, context),
          step,
        }),
      ]
      : []),
    choose.pick(choose.phrases.troubleTips, "troubleTips"),
    numbered(trouble.tips),
    ...(passage ? [`To take with you: ${shownToCarry(passage, context)}`] : []),
  ];
}
