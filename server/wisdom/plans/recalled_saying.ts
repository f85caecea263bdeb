import { recalledSaying } from "../understanding/recalled_saying.ts";
import { explainPlan } from "./explain.ts";
import { listed, type PlanContext } from "./plan_context.ts";
import { shown } from "./passage_view.ts";
import { stemsOf } from "./relevance.ts";

/** Lower-case words without punctuation, to find words said word for word. */
const plainWords = (text: string) => text.toLowerCase().replace(/[^a-z\s]+/g, "").replace(/\s+/g, " ").trim();

/** How many neighbouring pairs of words the two texts share. */
function sharedPairs(saying: string, text: string): number {
  const pairsOf = (words: string) => {
    const list = words.split(" ");
    return new Set(list.slice(1).map((word, index) => `${list[index]} ${word}`));
  };
  const own = pairsOf(text);
  return [...pairsOf(saying)].filter((pair) => own.has(pair)).length;
}

/** How many of the recalled words a verse must hold, in the King James or the modern wording, to be their source. */
const heldShare = 0.6;

/**
 * "The weeping may endure for a night thing, is that bible?": the verses that hold the words remembered, in either
 * wording we have (people remember the King James and today's English alike), named and quoted, with who wrote the book
 * and then what the first means. Empty when the message recalls no words or no verse holds enough of them: a verse
 * sharing one word with a half-remembered line is not its source.
 */
export function recalledSayingPlan(context: PlanContext): string[] {
  const { analysis, library } = context;
  // A verse named is explained as named; a Lotus chapter found by a loose word gives way to words remembered.
  if (analysis.references.some((reference) => reference.source === "bible")) return [];
  const saying = recalledSaying(context.message);
  if (!saying) return [];
  const wanted = stemsOf(saying);
  const phrase = plainWords(saying);
  // "Why have you forsaken me" has one word of content: only the words as said, in either wording, can find it.
  if (wanted.size === 0 || (wanted.size === 1 && phrase.split(" ").length < 4)) return [];
  const needed = wanted.size === 1 ? Infinity : Math.max(2, Math.ceil(wanted.size * heldShare));
  const holding = library.search(saying, ["bible", "lotus", "gosho"], 80).flatMap((hit) => {
    // Words that our notes on a Lotus chapter or a letter of Nichiren's hold ("the treasures of the heart") are for the
    // plans that name those works: they stand here only to outrank a verse sharing words by chance.
    if (hit.source !== "bible") {
      const notes = plainWords(hit.text);
      const held = notes.includes(phrase)
        ? wanted.size + 1
        : [...wanted].filter((stem) => stemsOf(notes).has(stem)).length;
      return [{ reference: hit.reference, bookId: 0, held, score: held + sharedPairs(phrase, notes), length: 0 }];
    }
    const [verse] = library.verses(hit.reference);
    if (!verse) return [];
    const wordings = [verse.text, library.modern(verse) ?? ""];
    // Said word for word, the words are theirs whatever else the verse holds.
    const verbatim = wordings.some((text) => plainWords(text).includes(phrase));
    const own = new Set(wordings.flatMap((text) => [...stemsOf(text)]));
    const held = verbatim ? wanted.size + 1 : [...wanted].filter((stem) => own.has(stem)).length;
    // Words remembered keep some of their order: "the truth will ... you free" is John 8:32 more than a verse with
    // "truth", "freed" and "set" apart.
    const pairs = Math.max(...wordings.map((text) => sharedPairs(phrase, plainWords(text))));
    const length = Math.min(...wordings.filter(Boolean).map((text) => text.split(/\s+/).length));
    return held >= Math.min(needed, wanted.size + 1)
      ? [{ reference: library.verseReference(verse), bookId: verse.bookId, held, score: held + pairs, length }]
      : [];
  });
  if (holding.length === 0 || !holding.some((found) => found.bookId > 0)) return [];
  // The verses holding the most of the words, one a book: "why have you forsaken me" is the Psalm and two Gospels;
  // a looser likeness is named once, by the nearest verse.
  const best = Math.max(...holding.map((found) => found.score));
  const most = Math.max(...holding.filter((found) => found.score === best).map((found) => found.held));
  // Of verses as near, the shortest: the words stand closest there.
  const sources = holding.filter((found) => found.score === best && found.held === most)
    .sort((left, right) => left.length - right.length)
    .filter((found, index, all) => all.findIndex((other) => other.bookId === found.bookId) === index)
    .slice(0, most > wanted.size ? 3 : 1);
  const [first, ...others] = sources;
  if (first.bookId === 0) return [];
  const author = library.bookInfo(first.bookId)?.author;
  const bookName = library.corpus.books.find((book) => book.id === first.bookId)?.name ?? "";
  const paragraphs = [
    `Those words are from ${listed(sources.map((found) => found.reference))}.${
      author ? ` Who wrote ${bookName}: ${author}` : ""
    }`,
  ];
  for (const found of others) {
    const passage = library.passage(found.reference);
    if (passage) paragraphs.push(shown(passage, context));
  }
  return [paragraphs[0], ...explainPlan(context, first.reference), ...paragraphs.slice(1)];
}
