import { recalledSaying } from "../understanding/recalled_saying.ts";
import { explainPlan } from "./explain.ts";
import { earlierReplies, listed, type PlanContext } from "./plan_context.ts";
import { heartOf, shown } from "./passage_view.ts";
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

/** A verse (or, to rank against, a summary: `bookId` 0) and how much of the words it holds. */
type Holding = RecalledVerse & { held: number; score: number; length: number; verbatim?: boolean };

/**
 * How the verses the search finds for a phrase hold its words, in either wording we have (people remember the King
 * James and today's English alike): each content word held counts, the words said word for word count above all, and
 * words kept in their order ("the truth will ... you free") count more. Only those holding at least `needed` words.
 */
function holdingWords(library: Library, saying: string, needed: number): Holding[] {
  const wanted = stemsOf(saying);
  const phrase = plainWords(saying);
  return library.search(saying, ["bible", "lotus", "gosho"], 80).flatMap((hit) => {
    // Words that our notes on a Lotus chapter or a letter of Nichiren's hold ("the treasures of the heart") are for the
    // plans that name those works: they stand here only to outrank a verse sharing words by chance.
    if (hit.source !== "bible") {
      // The whole of our note and what the work is remembered for, not the part the index matched: a saying may run
      // across it, or be what the work is known by ("suffering what there is to suffer").
      const passage = library.passage(hit.reference);
      const notes = plainWords(passage ? `${passage.text} ${heartOf(passage) ?? ""}` : hit.text);
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
    const pairs = Math.max(...wordings.map((text) => sharedPairs(phrase, plainWords(text))));
    const length = Math.min(...wordings.filter(Boolean).map((text) => text.split(/\s+/).length));
    return held >= Math.min(needed, wanted.size + 1)
      ? [{
        reference: library.verseReference(verse),
        bookId: verse.bookId,
        held,
        score: held + pairs,
        length,
        verbatim,
      }]
      : [];
  });
}

/**
 * The nearest of them: most alike, then one our notes ground a teaching or a life in (the saying people quote), then one
 * its book is known by, then the shortest, where the words stand closest; one a book.
 */
function nearest(library: Library, holding: readonly Holding[]): Holding[] {
  const best = Math.max(...holding.map((found) => found.score));
  const most = Math.max(...holding.filter((found) => found.score === best).map((found) => found.held));
  // Of words said word for word in several verses, the one its book is known by.
  const key = (verse: Holding) =>
    verse.verbatim === true &&
    (library.bookInfo(verse.bookId)?.key_passages ?? []).some((passage) =>
      library.verses(passage).some((held) => library.verseReference(held) === verse.reference)
    );
  const cited = (verse: RecalledVerse) =>
    verse.bookId > 0 && (library.conceptsCiting(verse.reference).length > 0 || citedItself(library, verse.reference));
  return holding.filter((found) => found.score === best && found.held === most)
    // One our notes cite (or cite a passage near), then, of words said word for word, a key passage of its book
    // ("whither thou goest" is Ruth 1:16 before Thomas's question in John 14:5), then the shortest.
    .sort((left, right) =>
      Number(cited(right)) - Number(cited(left)) || Number(key(right)) - Number(key(left)) ||
      left.length - right.length
    )
    .filter((found, index, all) => all.findIndex((other) => other.bookId === found.bookId) === index);
}

/**
 * The very verses our notes cite for a teaching or a life, by library: "whither thou goest" is Ruth's (1:16), which her
 * notes cite, not John 14:5 beside a verse cited for another teaching.
 */
const notesVerses = new WeakMap<Library, Set<string>>();
function citedItself(library: Library, reference: string): boolean {
  let verses = notesVerses.get(library);
  if (!verses) {
    const { glossary, people } = library.knowledge;
    verses = new Set(
      [...glossary.all, ...people.all].flatMap((entry) =>
        entry.passages.flatMap((cited) => library.verses(cited).map((verse) => library.verseReference(verse)))
      ),
    );
    notesVerses.set(library, verses);
  }
  return verses.has(reference);
}

/** Whether a phrase has words enough to find a verse by: two of content, or four said word for word. */
function findable(saying: string): boolean {
  return stemsOf(saying).size >= 2 || plainWords(saying).split(" ").length >= 4;
}

/**
 * The verse that holds every word of a phrase ("the last shall be first", "be still and know that I am God"), or
 * null: the one finder for a saying a question names (understanding/analyse_turn.ts `verseWith`).
 */
export function verseHolding(library: Library, phrase: string, quoted = false): string | null {
  // Quoted, two words are enough to look for as written ("'jesus wept'").
  if (!findable(phrase) && !(quoted && plainWords(phrase).split(" ").length >= 2)) return null;
  const wanted = stemsOf(phrase).size;
  // Every word of content held, or, with fewer than two, the words said word for word.
  const [found] = nearest(library, holdingWords(library, phrase, wanted >= 2 ? wanted : Infinity));
  return found && found.bookId > 0 ? found.reference : null;
}

/**
 * The verses that hold the words a message recalls ("the weeping may endure for a night thing, is that bible?"), most
 * alike first: one a book, up to three when the words are said word for word in several ("why have you forsaken me":
 * the Psalm and two Gospels). Empty when the message recalls no words or no verse holds enough of them: a verse sharing
 * one word with a half-remembered line is not its source. A verse named is explained as named, so a message naming one
 * recalls none.
 */
export function recalledVerses(
  library: Library,
  message: string,
  references: readonly VisitorReference[],
  { alongside = false, works = false }: { alongside?: boolean; works?: boolean } = {},
): RecalledVerse[] {
  // A Lotus chapter found by a loose word gives way to words remembered.
  if (references.some((reference) => reference.source === "bible")) return [];
  const recalled = recalledSaying(message);
  if (!recalled || (recalled.alongside ?? false) !== alongside || !findable(recalled.words)) return [];
  const wanted = stemsOf(recalled.words);
  // "Why have you forsaken me" has one word of content: only the words as said, in either wording, can find it.
  const needed = wanted.size <= 1 ? Infinity : Math.max(2, Math.ceil(wanted.size * heldShare));
  // Set in a book by name ("beauty for ashes in isaiah"), the words are looked for in that book.
  const inBook = recalled.book ? library.corpus.books.find((book) => book.name === recalled.book)?.id : undefined;
  const holding = holdingWords(library, recalled.words, needed).filter((found) =>
    inBook === undefined || found.bookId === inBook
  );
  if (!holding.some((found) => found.bookId > 0)) return [];
  // Asked only what they mean, the words must be scripture's nearly as said: every word held, in order. Quoted beside
  // something else, every word held will do: a saying is quoted in today's words ("you reap what you sow").
  const enough = (found: Holding) =>
    found.held > wanted.size ||
    (found.held === wanted.size && (found.score - found.held >= 2 || (alongside && wanted.size >= 2)));
  if (recalled.meaningOnly && !holding.some(enough)) return [];
  const sources = nearest(library, holding);
  // Words someone used to say are scripture's when they are a saying our notes ground a teaching in, or a book's best
  // known ("the lord is my shepherd"); everyday words a verse happens to hold ("take care of yourself") are not.
  const quoted = (found: Holding) =>
    library.conceptsCiting(found.reference).length > 0 ||
    (library.bookInfo(found.bookId)?.key_passages ?? []).some((key) =>
      library.verses(key).some((verse) => library.verseReference(verse) === found.reference)
    );
  if (recalled.heard && !quoted(sources[0])) return [];
  const most = sources[0].held;
  // With `works`, a Lotus chapter or a letter of Nichiren's whose notes hold the words in their order ("suffer what
  // there is to suffer, enjoy what there is to enjoy") is where they are from.
  if (sources[0].bookId === 0) {
    return works && sources[0].score - sources[0].held >= 2 ? [{ reference: sources[0].reference, bookId: 0 }] : [];
  }
  return sources.slice(0, most > wanted.size ? 3 : 1).map(({ reference, bookId }) => ({ reference, bookId }));
}

/**
 * "Is karma basically just 'you reap what you sow'?": the verse the quoted words are, to go with the answer about
 * karma; null when none is quoted alongside, or the answer already quotes it (naming it is not quoting it).
 */
export function quotedAlongside(context: PlanContext, answer: readonly string[]): string | null {
  const [found] = recalledVerses(context.library, context.message, context.analysis.references, { alongside: true });
  if (!found || answer.some((paragraph) => paragraph.includes(`- ${found.reference}`))) return null;
  const passage = context.library.passage(found.reference);
  return passage ? `The words you quote are the Bible's: ${shown(passage, context)}` : null;
}

/**
 * "The weeping may endure for a night thing, is that bible?": the verses holding the words remembered, named with who
 * wrote the book, then what the first means, then the others quoted.
 */
export function recalledSayingPlan(context: PlanContext): string[] {
  const { library } = context;
  const sources = recalledVerses(library, context.message, context.analysis.references, { works: true });
  if (sources.length === 0) return [];
  const [first, ...others] = sources;
  const work = first.bookId === 0 ? library.passage(first.reference) : null;
  if (work) {
    const whose = work.source === "gosho" ? "a letter of Nichiren's" : "a chapter of the Lotus Sutra";
    return [
      `Those words are from *${work.reference}*, ${whose}. I hold it as a summary in our own words, not in translation:`,
      shown(work, context),
    ];
  }
  const author = library.bookInfo(first.bookId)?.author;
  const bookName = library.corpus.books.find((book) => book.id === first.bookId)?.name ?? "";
  const opening = `Those words are from ${listed(sources.map((found) => found.reference))}.${
    author ? ` Who wrote ${bookName}: ${author}` : ""
  }`;
  // Asked where, then what it means ("what does poor in spirit even mean"): where it is from has been said.
  const placedBefore = earlierReplies(context).includes(`Those words are from ${first.reference}`);
  const quoted = others.flatMap((found) => {
    const passage = library.passage(found.reference);
    return passage ? [shown(passage, context)] : [];
  });
  return [...(placedBefore ? [] : [opening]), ...explainPlan(context, first.reference), ...quoted];
}
