import type { VerseRecord } from "../../scriptures/corpus.ts";
import type { Library } from "../library.ts";
import { quoteVerses } from "./passage_view.ts";
import type { PlanContext } from "./plan_context.ts";
import { nearness, stemsOf } from "./relevance.ts";

/** The four Gospels, whose stories are often told more than once. */
export const gospels = ["Matthew", "Mark", "Luke", "John"] as const;

/**
 * How near a window of another Gospel must come to the passage, in rare words shared per word of the passage, to be its
 * telling there. Measured on known parallels (the sower in Mark and Matthew near 5.8, Gethsemane in Mark and Luke 3.1 to
 * 7.5, the Beatitudes in Luke 2.1) and on stories one Gospel alone tells (the prodigal son, the good Samaritan, "Jesus
 * wept": below 1.6 in every other Gospel).
 */
const parallelNearness = 2;
/** A passage this short shares too few words to say it is told nowhere else. */
const fewVerses = 4;

type Parallel = { book: string; verses: VerseRecord[] };

/** Where another Gospel tells the same passage: its nearest few verses in each Gospel asked of, when near enough. */
export function parallelsOf(library: Library, reference: string, books: readonly string[]): Parallel[] {
  const verses = library.verses(reference);
  const [first] = verses;
  if (!first) return [];
  // The passage with a verse either side: the words of its setting tell it apart as well as its own.
  const setting = library.chapter(first.bookId, first.chapter).filter((verse) =>
    verse.verse >= first.verse - 1 && verse.verse <= verses.at(-1)!.verse + 1
  );
  const wanted = stemsOf(setting.map((verse) => verse.text).join(" "));
  const size = Math.max(3, Math.min(verses.length + 2, 12));
  return books.flatMap((book) => {
    const found = library.corpus.books.find((candidate) => candidate.name === book);
    if (!found || found.id === first.bookId) return [];
    const text = library.corpus.verses.filter((verse) => verse.bookId === found.id);
    let best: { score: number; at: number } = { score: 0, at: -1 };
    for (let at = 0; at < text.length; at++) {
      const window = text.slice(at, at + size).filter((verse) => verse.chapter === text[at].chapter);
      const score = nearness(wanted, stemsOf(window.map((verse) => verse.text).join(" ")), library.weightOf) /
        Math.sqrt(wanted.size);
      if (score > best.score) best = { score, at };
    }
    if (best.score < parallelNearness) return [];
    // The nearest verses of the window, as many as the passage has (at most five), in order.
    const window = text.slice(best.at, best.at + size).filter((verse) => verse.chapter === text[best.at].chapter);
    const ranked = window.map((verse) => ({
      verse,
      near: nearness(wanted, stemsOf(verse.text), library.weightOf),
    })).sort((left, right) => right.near - left.near).slice(0, Math.min(5, Math.max(1, verses.length)));
    return [{ book, verses: ranked.map(({ verse }) => verse).sort((left, right) => left.id - right.id) }];
  });
}

/**
 * "Is the Luke version different?", "is that one in the other Gospels too?" after a Gospel passage: its telling in the
 * Gospel named, or in the others, quoted from the King James; or, for a story of some length found in none of them,
 * that its Gospel alone tells it. A short saying found in none is said to have no close parallel, not to be missing.
 */
export function parallelPlan(context: PlanContext, reference: string, books: readonly string[]): string[] {
  const { library } = context;
  const [first] = library.verses(reference);
  const own = first ? library.corpus.books.find((book) => book.id === first.bookId)?.name : undefined;
  if (!own || !(gospels as readonly string[]).includes(own)) {
    return [`${reference} is not in the Gospels, so it has no other Gospel's telling to set beside it.`];
  }
  const asked = books.length > 0 ? books.filter((book) => book !== own) : gospels.filter((book) => book !== own);
  // A telling in the Gospel asked of that the reply before already set beside it (Luke 6:20-22 by the Beatitudes) is
  // the one meant.
  const quotedBefore: Parallel[] = asked.flatMap((book) => {
    const cited = context.analysis.previous?.citations.find((citation) => citation.startsWith(`${book} `));
    return cited ? [{ book, verses: library.verses(cited) }] : [];
  });
  const found = [
    ...quotedBefore,
    ...parallelsOf(library, reference, asked.filter((book) => !quotedBefore.some((quoted) => quoted.book === book))),
  ];
  const missing = asked.filter((book) => !found.some((parallel) => parallel.book === book));
  const paragraphs = found.flatMap(({ book, verses }) => [
    `${book} tells it too, in its own words:`,
    quoteVerses(verses, library),
  ]);
  if (missing.length > 0) {
    const long = library.verses(reference).length >= fewVerses;
    const names = missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join(", ")} or ${missing.at(-1)}`;
    paragraphs.push(
      long && found.length === 0
        ? `Only ${own} tells this story; I find no telling of it in ${names}.`
        : long
        ? `${names} ${missing.length === 1 ? "does" : "do"} not tell it.`
        : `I find no close parallel to these words in ${names}; a saying this short may be echoed there in other words.`,
    );
  }
  if (found.length > 0) {
    paragraphs.push(
      "Setting the tellings side by side shows what each Gospel stresses: what one adds or leaves out is part of its own portrait of Jesus.",
    );
  }
  return paragraphs;
}
