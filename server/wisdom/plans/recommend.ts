import { fill } from "../phrasing.ts";
import { shown } from "./passage_view.ts";
import { nameInSentence, type PlanContext } from "./plan_context.ts";
import { subjectPassages } from "./subject_passages.ts";

/**
 * "Which Gosho should I read if I'm grieving?", "recommend a psalm for anxiety", "a Lotus Sutra chapter for someone
 * who feels worthless": passages of the kind asked for (ISSUE 17), chosen for the situation or teaching named.
 */
export const recommendAsked =
  /\b(?:which|what|any|recommend(?: me)?|suggest(?: me)?|good|best)\s+(?:(?:a|an|one|some|good|the best)\s+)?(gosho|letters? of nichiren|nichiren letters?|writings? of nichiren|lotus(?: sutra)? chapters?|chapters? of the lotus sutra|psalms?|bible (?:verses?|passages?|stor(?:y|ies))|verses?|passages?)\b.{0,40}\b(?:for|if|when|about|to read|should i read|would help|on)\b/i;

const textNames = new Set(["gosho", "lotus-sutra", "the-bible", "psalms-as-prayer"]);

export function recommendPlan(context: PlanContext): string[] {
  const { analysis, choose } = context;
  const asked = recommendAsked.exec(context.message)?.[1]?.toLowerCase() ?? "";
  const source = /gosho|letter|writing/.test(asked) ? "gosho" : /lotus|chapter/.test(asked) ? "lotus" : "bible";
  const comfort = analysis.situations.some((situation) => !situation.context && !situation.glad);
  // A psalm asked for is a psalm.
  const psalm = /psalm/.test(asked);
  const passages = subjectPassages(context, source === "bible" ? "christian" : "buddhist", psalm ? 12 : 6, { comfort })
    .filter((passage) => passage.source === source && (!psalm || passage.reference.startsWith("Psalms "))).slice(0, 2);
  // The kind of text asked for ("what gosho talks about winter") is not itself the subject.
  const concept = analysis.concepts.find((entry) => !textNames.has(entry.id));
  const subject = analysis.situations[0]?.label ?? (concept && nameInSentence(concept.term, context));
  if (passages.length === 0 || !subject) return [];
  return [
    fill(choose.pick(choose.phrases.recommendOpen, "recommend"), { subject }),
    ...passages.map((passage) => shown(passage, context)),
    choose.pick(choose.phrases.reflect.explain, "reflect"),
  ];
}
