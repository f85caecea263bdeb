import bibleFacts from "../../../data/knowledge/bible_facts.json" with { type: "json" };
import { stem } from "../../search/normalize.ts";

/**
 * Well-known facts about the Bible and the Lotus Sutra (data/knowledge/bible_facts.json) a question
 * asks for (ISSUE 17): every word of one of a fact's keywords is in the question, in any order and
 * form ("which psalm is the longest" asks for "longest psalm").
 */
export type BibleFact = (typeof bibleFacts)[number];

/** Words that make a keyword longer without making it more specific. */
const fillers = new Set(
  ["in", "the", "of", "a", "an", "is", "how", "many", "what", "which", "where", "are", "does", "do"].map(stem),
);
const stemsIn = (text: string) =>
  new Set((text.toLowerCase().replace(/[’']/g, "'").match(/[a-z0-9']+/g) ?? []).map(stem));
/** Each keyword by its stems, and by its words as written ("oldest" is not "old", which share a stem). */
const keyed = bibleFacts.map((fact) => ({
  fact,
  keywords: fact.keywords.map((keyword) => ({
    stems: [...stemsIn(keyword)],
    written: keyword.toLowerCase().split(" "),
  })),
}));
type Keyword = (typeof keyed)[number]["keywords"][number];

/** The fact whose keyword, all its stems present and accepted, is the most specific (most words). */
function mostSpecific(
  present: ReadonlySet<string>,
  accepts: (fact: BibleFact, keyword: Keyword) => boolean,
): BibleFact | null {
  let best: { fact: BibleFact; size: number } | null = null;
  for (const { fact, keywords } of keyed) {
    for (const keyword of keywords) {
      const size = keyword.stems.filter((word) => !fillers.has(word)).length;
      if (keyword.stems.every((word) => present.has(word)) && (!best || size > best.size) && accepts(fact, keyword)) {
        best = { fact, size };
      }
    }
  }
  return best?.fact ?? null;
}

/** The fact whose matching keyword is the most specific (most words): "how many chapters in the bible" over "how many chapters". */
export function bibleFactAsked(message: string): BibleFact | null {
  // "How many books did Paul write?" asks of one writer, not of the whole Bible.
  if (/\b(?:did|does|has) (?!the bible\b)(?:[a-z]+ ){1,2}(?:write|written|author)\b/i.test(message)) return null;
  // A count ("how many verses in the bible") answers only a question of how many: "how do ppl memorize bible verses"
  // holds its words and asks no number.
  const counting = /\b(?:how many|how much|number of|count|total)\b/i.test(message);
  return mostSpecific(stemsIn(message), (fact) => counting || !("asked" in fact && fact.asked === "count"));
}

/**
 * Whether a teaching's name found in the question reads the fact's own words another way: "how old is the earth"
 * shares "old" with "how old is the Bible" and adds "earth", so the question is about the earth. A name that shares
 * none of the keyword's words ("the burning house" beside "which chapter of the Lotus Sutra") reads them no other way.
 */
export function readsOtherwise(fact: BibleFact, message: string, name: string): boolean {
  const present = stemsIn(message);
  const named = [...stemsIn(name)].filter((word) => !fillers.has(word));
  return keyed.find((entry) => entry.fact === fact)!.keywords.map((keyword) => keyword.stems)
    .filter((words) => words.every((word) => present.has(word)))
    .some((words) => named.some((word) => words.includes(word)) && named.some((word) => !words.includes(word)));
}

/**
 * "Which ones the shortest?" after "how many psalms are there?", "and the old?" after the New Testament's books: a short
 * question that asks a fact only with the words of the question before, and only by a fact whose words include one of
 * its own (else "how many psalms" would be answered again).
 */
export function bibleFactAskedAgain(message: string, before: string): BibleFact | null {
  const typed = new Set(message.toLowerCase().match(/[a-z0-9']+/g) ?? []);
  const own = [...stemsIn(message)].filter((word) => !fillers.has(word));
  const again = mostSpecific(
    stemsIn(`${before} ${message}`),
    // A word of its own, in the very form typed: "the old" is not "the oldest".
    (_, keyword) => keyword.stems.some((word) => own.includes(word)) && keyword.written.some((word) => typed.has(word)),
  );
  // "And the old?" after the New Testament's books: the same fact, which tells both.
  return again ?? (/^(?:and|what about|how about)\b/i.test(message.trim()) ? bibleFactAsked(before) : null);
}
