import type { GlossaryEntry, Practice } from "../../knowledge/knowledge_schemas.ts";
import { fill } from "../phrasing.ts";
import { bestPractice } from "../understanding/practice_match.ts";
import { splitTopic } from "../understanding/follow_up.ts";
import { buddhistReference, shownToCarry } from "./passage_view.ts";
import { freshPassage, nameInSentence, type PlanContext } from "./plan_context.ts";

/** The teachings the subject of the conversation is, or carries ("love your enemies" of Matthew 5:44). */
function teachingsOf(context: PlanContext): GlossaryEntry[] {
  const [kind, id] = splitTopic(context.analysis.previous?.topic ?? null);
  const teaching = kind === "concept" ? context.library.knowledge.glossary.get(id) : undefined;
  return teaching ? [teaching] : kind === "reference" ? context.library.conceptsCiting(id) : [];
}

/** The practice that carries out the subject of the conversation: the one given, or one written for it. */
function practiceFor(context: PlanContext): Practice | null {
  const { library, analysis } = context;
  const [kind, id] = splitTopic(analysis.previous?.topic ?? null);
  const practices = library.knowledge.practices;
  if (kind === "practice") return practices.get(id) ?? null;
  if (kind === "situation") {
    const told = analysis.earlier?.situations.find((situation) => situation.id === id);
    return told?.practices?.map((practiceId) => practices.get(practiceId)).find((found) => found !== undefined) ?? null;
  }
  return teachingsOf(context).map((teaching) =>
    bestPractice(practices.all, [teaching.term, ...teaching.aliases].join(", "), null, 1.5)
  ).find((found) => found !== null) ?? null;
}

/**
 * "That's really hard though", "what if I can't?" after a teaching or steps: said back as hard, honestly; the
 * practice's own word on it (forgiving does not wait on the other person); its first step as small enough for today;
 * a passage for strength in weakness.
 */
export function strugglePlan(context: PlanContext): string[] {
  const { choose } = context;
  const practice = practiceFor(context);
  const buddhist = practice
    ? practice.tradition === "buddhist"
    : /^reference:(?:Lotus|Gosho)/.test(context.analysis.previous?.topic ?? "") ||
      teachingsOf(context)[0]?.tradition === "buddhist";
  const passages = choose.phrases.strugglePassages.filter((reference) => buddhistReference(reference) === buddhist);
  const passage = freshPassage(passages, context);
  return [
    choose.pick(choose.phrases.struggleOpen, "struggle"),
    ...(practice
      ? [
        ...(practice.note ? [practice.note] : []),
        fill(choose.pick(choose.phrases.struggleSmall, "small"), {
          name: nameInSentence(practice.name, context),
          step: practice.steps[0],
        }),
      ]
      : []),
    ...(passage ? [shownToCarry(passage, context)] : []),
  ];
}
