import type { GlossaryEntry } from "../../knowledge/knowledge_schemas.ts";
import { firstSentences, sentencesOf } from "./answer_sentences.ts";
import { nameInSentence, type PlanContext } from "./plan_context.ts";

/**
 * "What's the third one?" after the Four Noble Truths, "which is the last of them?" after the Ten Worlds: one part of
 * a teaching that is a list (ISSUE 17), read from the sentence of its definition that lists them, with what the part is
 * when the glossary has it as a teaching of its own.
 */
const places: Readonly<Record<string, number>> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
};
const placeAsked =
  /\b(?:the )?(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|final)(?: one)?\b/i;
/** Words that carry a sentence on past its list ("..., often grouped as wisdom, ethical conduct and meditation"). */
const pastTheList = /^(?:often|with|which|each|all|both|as|called|also|usually|traditionally|that|who)\b/i;

/** The parts a sentence lists, after its colon or its "are", when it lists three or more short ones. */
export function listIn(sentence: string): string[] | null {
  // A comma within brackets ("the Old Testament (the Hebrew Scriptures, 39 books...)") parts nothing of the list.
  const body = sentence.replace(/[.!?]$/, "").replace(/\([^()]*\)/g, (within) => within.replaceAll(",", "\u0000"));
  const segments = [
    ...(body.includes(":") ? [body.slice(body.indexOf(":") + 1)] : []),
    ...(/\bare\b/.test(body) ? [body.replace(/^.*?\bare\b/, "").replace(/:.*$/, "")] : []),
  ];
  for (const segment of segments) {
    const bySemicolon = segment.split(";").length >= 3;
    // "..., right mindfulness and right concentration, often grouped as...": the "and" that ends the list joins two of
    // its parts; any other ("those who hunger and thirst after righteousness") is within one.
    const pieces = bySemicolon
      ? segment.split(";")
      : segment.split(",").flatMap((piece, index, all) =>
        index === all.length - 1 || pastTheList.test(all[index + 1].trim()) ? piece.split(/\s+and\s+/) : [piece]
      );
    const parts: string[] = [];
    for (const raw of pieces) {
      const part = raw.trim().replace(/^(?:and|or)\s+/i, "");
      if (!part || pastTheList.test(part) || part.split(/\s+/).length > (bySemicolon ? 10 : 7)) break;
      parts.push(part.replaceAll("\u0000", ","));
    }
    if (parts.length >= 3) return parts;
  }
  return null;
}

/** One part of a listed teaching, asked for by its place; null when the message asks for none, or the list has none. */
export function listPartPlan(context: PlanContext, entry: GlossaryEntry): string[] | null {
  const asked = placeAsked.exec(context.message);
  if (!asked) return null;
  const list = sentencesOf(entry.definition).map(listIn).find((parts) => parts !== null);
  if (!list) return null;
  const word = asked[1].toLowerCase();
  const place = word === "last" || word === "final" ? list.length : places[word];
  const part = list[place - 1];
  if (!part) return null;
  const term = nameInSentence(entry.term, context);
  const named = word === "final" ? "last" : word;
  // A part that is a saying of its own ("suffering can cease") is set out after a colon; a name follows "is".
  const opening = part.split(/\s+/).length > 3
    ? `Of ${term}, the ${named} is this: ${part}.`
    : `Of ${term}, the ${named} is ${part}.`;
  // What the part is, when it is a teaching of its own ("nirvana"), in its first sentence.
  // A name in brackets is the part's own ("suffering can cease (nirvana)").
  const bracketed = /\(([^)]+)\)/.exec(part)?.[1];
  const own = [
    ...(bracketed ? context.library.knowledge.glossary.find(bracketed) : []),
    ...context.library.knowledge.glossary.find(part),
  ].find((found) => found.id !== entry.id);
  return own ? [opening, firstSentences(own.definition, 1)] : [opening];
}
