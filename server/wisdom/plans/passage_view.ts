import lotusHearts from "../../../data/persona/lotus_hearts.json" with { type: "json" };
import goshoHearts from "../../../data/persona/gosho_hearts.json" with { type: "json" };
import type { VerseRecord } from "../../scriptures/corpus.ts";
import type { Passage } from "../engine.ts";
import type { Library } from "../library.ts";
import { firstSentences, sentencesOf } from "./answer_sentences.ts";
import { nearness, sharedStems, stemsOf } from "./relevance.ts";

/**
 * How a reply shows a passage (ISSUE 17): a Bible passage quoted exactly, cut to the few verses
 * nearest the visitor's question; a Lotus Sutra chapter or Gosho writing named and labelled as
 * our summary, with the sentences of it nearest the question (or what it is remembered for).
 */
export type ViewContext = { library: Library; wanted: ReadonlySet<string> };

/** `minimum`: the words a summary sentence must share with the message to be chosen over what the work is remembered for. */
export function shown(passage: Passage, context: ViewContext, sentences = 2, minimum = 1): string {
  if (passage.source === "bible") {
    const verses = context.library.verses(passage.reference);
    return verses.length > 0
      ? quoteVerses(nearestVerses(verses, context), context.library)
      : `"${passage.text}" - ${passage.reference}`;
  }
  return `*${passage.reference}* (our summary): ${summarySentences(passage, context, sentences, minimum)}`;
}

/**
 * A passage to take away with steps or a word of help: a verse as it is, a summary by what the chapter or letter is
 * remembered for, not by a line the request's words happen to find ("how do I actually do that").
 */
export function shownToCarry(passage: Passage, context: ViewContext): string {
  return shown(passage, passage.source === "bible" ? context : { ...context, wanted: new Set<string>() }, 1);
}

/** Whether a reference is to the Buddhist texts we hold: a Lotus Sutra chapter or a letter of Nichiren's. */
export const buddhistReference = (reference: string) => /^(?:Lotus Sutra|Gosho)/.test(reference);

/** A Bible passage cut to the verses a reply quotes, with the reference of exactly those verses. */
export function excerpt(passage: Passage, context: ViewContext, max = 3): Passage {
  if (passage.source !== "bible") return passage;
  const verses = nearestVerses(context.library.verses(passage.reference), context, max);
  if (verses.length === 0) return passage;
  const first = verses[0];
  const last = verses.at(-1)!;
  const reference = `${context.library.verseReference(first)}${last === first ? "" : `-${last.verse}`}`;
  return { source: "bible", reference, text: verses.map((verse) => verse.text).join(" ") };
}

/** Each verse's words (King James and modern), stemmed the first time a reply weighs it. */
const verseStems = new WeakMap<VerseRecord, Set<string>>();

/** How near a verse is to the question, in its King James words and its modern ones. */
export function verseScore(verse: VerseRecord, context: ViewContext): number {
  let stems = verseStems.get(verse);
  if (!stems) {
    stems = stemsOf(`${verse.text} ${context.library.modern(verse) ?? ""}`);
    verseStems.set(verse, stems);
  }
  return nearness(context.wanted, stems, context.library.weightOf);
}

/**
 * All of a short passage; of a longer one the `max` consecutive verses (of one chapter) that share
 * most of the visitor's words, or, when none does, the verses of it people know best, or its opening.
 */
export function nearestVerses(verses: readonly VerseRecord[], context: ViewContext, max = 3): VerseRecord[] {
  if (verses.length <= max) return [...verses];
  const scores = verses.map((verse) => verseScore(verse, context));
  let bestStart = -1;
  let bestScore = 0;
  for (let start = 0; start + max <= verses.length; start++) {
    if (verses[start].chapter !== verses[start + max - 1].chapter) continue;
    const score = scores.slice(start, start + max).reduce((sum, value) => sum + value, 0);
    if (score > bestScore) [bestStart, bestScore] = [start, score];
  }
  if (bestStart >= 0) {
    // Only the verses of the window that carry the words, and those between them.
    const window = verses.slice(bestStart, bestStart + max);
    const carrying = window.map((_, index) => scores[bestStart + index] > 0);
    return window.slice(carrying.indexOf(true), carrying.lastIndexOf(true) + 1);
  }
  const known = knownVerses(verses, context.library);
  return known.length > 0 ? known.slice(0, max) : verses.slice(0, Math.min(max, 2));
}

/** The verses of a passage its book's key passages name ("Psalms 23:4" within Psalms 23). */
export function knownVerses(verses: readonly VerseRecord[], library: Library): VerseRecord[] {
  const keys = new Set(
    (library.bookInfo(verses[0].bookId)?.key_passages ?? []).flatMap((reference) => library.verses(reference)),
  );
  const found = verses.filter((verse) => keys.has(verse));
  const first = verses.indexOf(found[0]);
  return found.length > 0 ? verses.slice(first, first + 3).filter((verse) => verse.chapter === found[0].chapter) : [];
}

/**
 * Verses in another translation's wording, named as its: “...” (World English Bible, Psalms 46:10). A verse that is
 * all one speech carries the translation's own quotation marks, which are not doubled.
 */
export function modernQuote(
  texts: readonly (string | null)[],
  reference: string,
  translation = "World English Bible",
): string {
  const text = texts.join(" ");
  const enclosed = /^[“«][^“”«»]*[”»]$/.test(text);
  return `${enclosed ? text : `“${text}”`} (${translation}, ${reference})`;
}

/** Quoted exactly: consecutive verses together as one range, the rest each with its own reference. */
export function quoteVerses(verses: readonly VerseRecord[], library: Library): string {
  const runs: VerseRecord[][] = [];
  for (const verse of verses) {
    const run = runs.at(-1);
    if (run && run.at(-1)!.verse + 1 === verse.verse && run.at(-1)!.chapter === verse.chapter) run.push(verse);
    else runs.push([verse]);
  }
  return runs.map((run) => {
    const last = run.at(-1)!;
    const reference = `${library.verseReference(run[0])}${run.length > 1 ? `-${last.verse}` : ""}`;
    return `"${run.map((verse) => verse.text).join(" ")}" - ${reference}`;
  }).join("\n\n");
}

/** A Lotus chapter or Gosho writing named with what it is remembered for, when we have that note. */
export function heartOf(passage: Passage): string | null {
  if (passage.source === "lotus") {
    const number = /Chapter (\d+)/.exec(passage.reference)?.[1];
    return number ? (lotusHearts.chapters as Record<string, string>)[number] ?? null : null;
  }
  if (passage.source === "gosho") {
    const title = passage.reference.replace(/ \(Gosho Volume [IV]+\)$/, "");
    return (goshoHearts.writings as Record<string, string>)[title] ?? null;
  }
  return null;
}

/**
 * The sentences of our summary nearest the question, in the summary's order; when no sentence
 * shares two of the visitor's words, what the text is remembered for (or its opening).
 */
export function summarySentences(passage: Passage, context: ViewContext, count: number, minimum = 1): string {
  const sentences = sentencesOf(passage.text);
  const scored = sentences.map((sentence, index) => ({
    sentence,
    index,
    score: sharedStems(context.wanted, sentence),
  }));
  const best = [...scored].sort((left, right) => right.score - left.score || left.index - right.index).slice(0, count)
    .filter((entry) => entry.score >= minimum);
  if (best.length > 0) {
    return best.sort((left, right) => left.index - right.index).map((entry) => entry.sentence).join(" ");
  }
  const heart = heartOf(passage);
  return heart ? `it is remembered for ${heart}` : firstSentences(passage.text, count);
}
