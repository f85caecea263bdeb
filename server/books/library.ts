import { type BookQuote, type BookSummary } from "../../contracts/books.ts";
import { bookCatalogue, partMarker, sectionMarker } from "../../contracts/book_text.ts";
import { kjvVersionId } from "../../contracts/kjv.ts";
import type { BibleVersionRecord } from "../scriptures/bible_versions.ts";
import { type Corpus, versionVerses } from "../scriptures/corpus.ts";
import { goshoReference, lotusReference, summaryReference, verseReference } from "../../contracts/references.ts";

/**
 * The four books of the library (spec section 9: ids 1 to 4), assembled from the corpus in data/.
 * Pure: the same corpus always gives the same books, so the API can build each once and cache it.
 */
export type Book = BookSummary & {
  /** The whole text, in the heading format of contracts/books.ts. */
  content: () => string;
  /** Every passage a quote may be drawn from; a quote is always real text of this book. */
  passages: () => { quote: string; reference: string }[];
};

/** Our Lotus Sutra and Gosho texts are summaries (data/README.md); the reader must never mistake them for the texts. */
const summaryNote = "Summaries written for this project, not the translated text.";

/** Sentences of a summary, so a quote is a whole sentence rather than a cut-off paragraph. */
function sentences(text: string): string[] {
  return (text.match(/[^.!?]+[.!?]+["')\u201d\u2019]*/g) ?? [text]).map((s) => s.trim()).filter((s) => s.length > 20);
}

/** The first line of each version's text: which text it is (the KJV's edition, the others' status). */
const bibleHeadings: Readonly<Record<string, string>> = {
  KJV: "The Holy Bible, King James Version (1769 text).",
  WEB: "The Holy Bible, World English Bible (public domain).",
  RV1909: "La Santa Biblia, Reina-Valera 1909 (dominio público). Book names in English.",
};

/**
 * Book 1 in a version we hold (the catalogue's own entry is the KJV). Every version is in KJV
 * numbering, so the chapters are the same and a reader keeps its place when switching.
 */
export function bibleBook(corpus: Corpus, version: BibleVersionRecord): Book {
  const verses = versionVerses(corpus, version.id);
  if (!verses) throw new Error(`No text is held for ${version.abbreviation}`);
  const names = new Map(corpus.books.map((book) => [book.id, book.name]));
  return {
    ...bookCatalogue[0],
    title: `The Holy Bible (${version.abbreviation})`,
    chapters: corpus.books.reduce((sum, book) => sum + book.chapterCount, 0),
    content: () => {
      const lines = [bibleHeadings[version.abbreviation] ?? `The Holy Bible, ${version.name}.`];
      let book = 0;
      let chapter = 0;
      for (const verse of verses) {
        if (verse.bookId !== book) {
          book = verse.bookId;
          chapter = 0;
          lines.push("", `${partMarker}${names.get(book)}`);
        }
        if (verse.chapter !== chapter) {
          chapter = verse.chapter;
          lines.push("", `${sectionMarker}${names.get(book)} ${chapter}`, "");
        }
        lines.push(`${verse.verse} ${verse.text}`);
      }
      return lines.join("\n") + "\n";
    },
    passages: () =>
      verses.map((v) => ({
        quote: v.text,
        reference: verseReference(names.get(v.bookId)!, v.chapter, v.verse),
      })),
  };
}

function lotus(corpus: Corpus): Book {
  const { title } = bookCatalogue[1];
  return {
    ...bookCatalogue[1],
    chapters: corpus.lotusChapters.length,
    content: () =>
      [
        summaryNote,
        "",
        `${partMarker}${title}`,
        ...corpus.lotusChapters.flatMap((c) => [
          "",
          `${sectionMarker}Chapter ${c.chapterNumber}: ${c.title}`,
          "",
          c.content,
        ]),
      ].join("\n") + "\n",
    passages: () =>
      corpus.lotusChapters.flatMap((c) =>
        sentences(c.content).map((quote) => ({
          quote,
          reference: summaryReference(lotusReference(c.chapterNumber, c.title)),
        }))
      ),
  };
}

function goshoVolume(corpus: Corpus, entry: (typeof bookCatalogue)[2 | 3], volumeNumber: number): Book {
  const volume = corpus.goshoVolumes.find((v) => v.volume === volumeNumber);
  if (!volume) throw new Error(`data/gosho.json has no volume ${volumeNumber}`);
  const writings = corpus.goshoWritings.filter((w) => w.volumeId === volume.id);
  // The catalogue names the volume before the data is read; a data file renaming it must not go unnoticed.
  if (!entry.title.startsWith(`${volume.title} `)) throw new Error(`Book ${entry.id} is not ${volume.title}`);
  return {
    ...entry,
    chapters: writings.length,
    content: () =>
      [
        `${summaryNote} Source: ${volume.collection}.`,
        "",
        `${partMarker}${volume.title}`,
        ...writings.flatMap((w) => {
          const about = [w.date, w.recipient && `to ${w.recipient}`].filter(Boolean).join(", ");
          return ["", `${sectionMarker}${w.title}`, "", ...(about ? [`(${about})`, ""] : []), w.content];
        }),
      ].join("\n") + "\n",
    passages: () =>
      writings.flatMap((w) =>
        sentences(w.content).map((quote) => ({
          quote,
          reference: summaryReference(goshoReference(volume.title, w.title)),
        }))
      ),
  };
}

/** The library in id order. */
export function buildLibrary(corpus: Corpus): Book[] {
  return [
    bibleBook(corpus, corpus.versions.find((version) => version.id === kjvVersionId)!),
    lotus(corpus),
    goshoVolume(corpus, bookCatalogue[2], 1),
    goshoVolume(corpus, bookCatalogue[3], 2),
  ];
}

/** A passage chosen with `random` (0 <= r < 1), so tests can pin it. */
export function quoteFrom(passages: ReturnType<Book["passages"]>, bookId: number, random: () => number): BookQuote {
  const passage = passages[Math.floor(random() * passages.length)];
  return { ...passage, bookId };
}
