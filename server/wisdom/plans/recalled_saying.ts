import { recalledSaying } from "../understanding/recalled_saying.ts";
import { explainPlan } from "./explain.ts";
import { listed, type PlanContext } from "./plan_context.ts";
import { shown } from "./passage_view.ts";
import { stemsOf } from "./relevance.ts";
import type { Library } from "../library.ts";
import type { VisitorReference } from "../understanding/visitor_references.ts";

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

/** A verse that holds words remembered: its reference and book. */
export type RecalledVerse = { reference: string; bookId: number };

/**
 * The verses that hold the words a message recalls ("the weeping may endure for a night thing, is that bible?"), in
 * either wording we have (people remember the King James and today's English alike), most alike first: one a book, up
 * to three when the words are said word for word in several ("why have you forsaken me": the Psalm and two Gospels).
 * Empty when the message recalls no words or no verse holds enough of them: a verse sharing one word with a
 * half-remembered line is not its source. A verse named is explained as named, so a message naming one recalls none.
 */
export function recalledVerses(
  library: Library,
  message: string,
  references: readonly VisitorReference[],
  { alongside = false }: { alongside?: boolean } = {},
): RecalledVerse[] {
  // A Lotus chapter found by a loose word gives way to words remembered.
  if (references.some((reference) => reference.source === "bible")) return [];
  const recalled = recalledSaying(message);
  if (!recalled || (recalled.alongside ?? false) !== alongside) return [];
  const saying = recalled.words;
  const wanted = stemsOf(saying);
  const phrase = plainWords(saying);
  // "Why have you forsaken me" has one word of content, "be still and know that I am God" none that tells a verse
  // apart: only the words as said, in either wording, can find them.
  if (wanted.size <= 1 && phrase.split(" ").length < 4) return [];
  const needed = wanted.size <= 1 ? Infinity : Math.max(2, Math.ceil(wanted.size * heldShare));
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
  if (!holding.some((found) => found.bookId > 0)) return [];
  // Asked only what they mean, the words must be scripture's nearly as said: every word held, in order.
  // Quoted beside something else, every word held will do: a saying is quoted in today's words ("you reap what you
  // sow"), not the King James'.
  const enough = (found: { held: number; score: number }) =>
    found.held > wanted.size ||
    (found.held === wanted.size && (found.score - found.held >= 2 || (alongside && wanted.size >= 2)));
  if (recalled.meaningOnly && !holding.some(enough)) {
    return [];
  }
  const best = Math.max(...holding.map((found) => found.score));
  const most = Math.max(...holding.filter((found) => found.score === best).map((found) => found.held));
  // Of verses as near, one our notes ground a teaching in (the saying people quote), then the shortest: the words
  // stand closest there.
  const cited = (found: RecalledVerse) => found.bookId > 0 && library.conceptsCiting(found.reference).length > 0;
  const sources = holding.filter((found) => found.score === best && found.held === most)
    .sort((left, right) => Number(cited(right)) - Number(cited(left)) || left.length - right.length)
    .filter((found, index, all) => all.findIndex((other) => other.bookId === found.bookId) === index)
    .slice(0, most > wanted.size ? 3 : 1);
  return sources[0].bookId === 0 ? [] : sources.map(({ reference, bookId }) => ({ reference, bookId }));
}

/**
 * "Is karma basically just 'you reap what you sow'?": the verse the quoted words are, to go with the answer about
 * karma; null when none is quoted alongside, or the answer already cites it.
 */
export function quotedAlongside(context: PlanContext, answer: readonly string[]): string | null {
  const [found] = recalledVerses(context.library, context.message, context.analysis.references, { alongside: true });
  if (!found || answer.some((paragraph) => paragraph.includes(found.reference))) return null;
  const passage = context.library.passage(found.reference);
  return passage ? `The words you quote are the Bible's: ${shown(passage, context)}` : null;
}

/**
 * "The weeping may endure for a night thing, is that bible?": the verses holding the words remembered, named with who
 * wrote the book, then what the first means, then the others quoted.
 */
export function recalledSayingPlan(context: PlanContext): string[] {
  const { library } = context;
  const sources = recalledVerses(library, context.message, context.analysis.references);
  if (sources.length === 0) return [];
  const [first, ...others] = sources;
  const author = library.bookInfo(first.bookId)?.author;
  const bookName = library.corpus.books.find((book) => book.id === first.bookId)?.name ?? "";
  const opening = `Those words are from ${listed(sources.map((found) => found.reference))}.${
    author ? ` Who wrote ${bookName}: ${author}` : ""
  }`;
  const quoted = others.flatMap((found) => {
    const passage = library.passage(found.reference);
    return passage ? [shown(passage, context)] : [];
  });
  return [opening, ...explainPlan(context, first.reference), ...quoted];
}
