import bibleFacts from "../../../data/knowledge/bible_facts.json" with { type: "json" };
import { stem } from "../../search/normalize.ts";

/**
 * Well-known facts about the Bible and the Lotus Sutra (data/knowledge/bible_facts.json) a question
 * asks for (ISSUE 17): every word of one of a fact's keywords is in the question, in any order and
 * form ("which psalm is the longest" asks for "longest psalm").
 */
export type BibleFact = (typeof bibleFacts)[number];

const stemsIn = (text: string) =>
  new Set((text.toLowerCase().replace(/[’']/g, "'").match(/[a-z0-9']+/g) ?? []).map(stem));
const keyed = bibleFacts.map((fact) => ({ fact, keywords: fact.keywords.map((keyword) => [...stemsIn(keyword)]) }));

export function bibleFactAsked(message: string): BibleFact | null {
  const present = stemsIn(message);
  return keyed.find(({ keywords }) => keywords.some((words) => words.every((word) => present.has(word))))?.fact ?? null;
}
