import { nameInSentence, type PlanContext } from "./plan_context.ts";
import { stemsOf } from "./relevance.ts";
import { sentencesOf } from "./answer_sentences.ts";
import { splitTopic } from "../understanding/follow_up.ts";

/** "Do I need a Gohonzon to chant?", "do you have to have a rosary to pray it?": whether something is needed for a practice. */
const needAsked =
  /\b(?:do|does) (?:i|you|we|one|someone) (?:really |actually )?(?:need|have to have|have to own|have to get|require|need to have|need to own|need to buy) (?:a |an |the |my own |your own |some )?(one|it|them|[\w' -]{2,30}?)(?: (?:to|for|before|in order to|if) [\w' -]{2,40})?\?*$|^(?:(?:but|and|so|what if|what if i|hmm+|ok(?:ay)?)[,]? )?i (?:don'?t|do not|didn'?t) (?:have|own|get) (?:a |an |any |the |my own )?(one|it|them|[\w' -]{2,30}?)(?: (?:yet|though|at home|right now))?[.!?]*$/i;
/** A step that makes something optional: "facing the Gohonzon if you have one, or a clear wall if you do not". */
const optional =
  /\bif you (?:have (?:one|it|them|no)|do not|don'?t|can'?t)\b|\bor simply\b|\bif you like\b|\bnot required\b|\boptional\b/i;

/**
 * Whether something asked for is needed: a step of one of our practices that names it as optional answers "not
 * necessarily", in the practice's own words. Nothing is said when no practice speaks to it.
 */
export function needAskedPlan(context: PlanContext): string[] {
  const asked = needAsked.exec(context.message.trim());
  if (!asked) return [];
  // "Do I need one to chant?" after the Gohonzon: the one is the teaching just explained.
  const [kind, id] = splitTopic(context.analysis.previous?.topic ?? null);
  const named = asked[1] ?? asked[2];
  const pointed = /^(?:one|it|them)$/i.test(named)
    ? (kind === "concept" ? context.library.knowledge.glossary.get(id)?.term : undefined)
    : named;
  if (!pointed) return [];
  const thing = stemsOf(pointed);
  if (thing.size === 0) return [];
  // The practice just given first ("i don't have a rosary" after the rosary), its note as well as its steps.
  const practices = [...context.library.knowledge.practices.all].sort((left, right) =>
    Number(right.id === id) - Number(left.id === id)
  );
  for (const practice of practices) {
    const step = [...practice.steps, ...sentencesOf(practice.note)].find((candidate) => {
      const own = stemsOf(candidate);
      return optional.test(candidate) && [...thing].every((stem) => own.has(stem));
    });
    if (step) {
      // "I don't have a rosary" is told, not asked: it is met as told.
      const opening = asked[1] ? "Not necessarily." : "That need not stop you.";
      const name = nameInSentence(practice.name, context);
      return practice.steps.includes(step)
        ? [`${opening} The steps for *${name}* say: ${step}`, practice.note].filter((paragraph) =>
          paragraph.trim() !== ""
        )
        : [`${opening} Our note on *${name}* says: ${step}`];
    }
  }
  return [];
}
