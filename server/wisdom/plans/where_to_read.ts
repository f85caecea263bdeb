import type { Person } from "../../knowledge/knowledge_schemas.ts";
import { topicId } from "../understanding/follow_up.ts";
import { shown } from "./passage_view.ts";
import { listed, type PlanContext } from "./plan_context.ts";

/** "Where is her story in the Bible?", "where can I read about Mary Magdalene?", "where in the Bible is Jonah?". */
const whereAsked =
  /\bwhere (?:in the (?:bible|scriptures?|lotus sutra) )?(?:is|are|can (?:i|we|you) (?:find|read)|do (?:i|we) (?:find|read)|would (?:i|we) find|could (?:i|we) (?:find|read))\b[^?]{0,40}\b(?:story|stories|about|written|mentioned|found|told)\b|\bwhere in the (?:bible|scriptures?|lotus sutra) (?:is|are|does|do)\b/i;

/** A reference as a reply names it: a letter of Nichiren's by its title. */
const named = (reference: string) => reference.replace(/^Gosho: (.+)$/, "*$1* (Gosho)");

/**
 * Where to read about someone: the works our notes cite for them, with those passages, the first quoted. Empty when
 * the message asks no such thing or names no one (the person may be the one just discussed: "where can I read about
 * him?").
 */
export function whereToReadPlan(context: PlanContext): string[] {
  if (!whereAsked.test(context.message)) return [];
  const { analysis, library } = context;
  const before = /\b(?:him|her|his|their|them)\b/i.test(context.message)
    ? library.knowledge.people.get(topicId(analysis.previous?.topic ?? null, "person") ?? "")
    : undefined;
  const person: Person | undefined = analysis.people[0] ?? before;
  if (!person || person.passages.length === 0) return [];
  const passage = library.passage(person.passages[0]);
  return [
    `You can read about ${person.name} in ${listed(person.passages.map(named))}.`,
    ...(passage ? [shown(passage, context)] : []),
  ];
}
