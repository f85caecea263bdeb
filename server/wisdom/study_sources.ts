import { attributions } from "../../contracts/study.ts";
import { webVersionId } from "../scriptures/bible_versions.ts";
import { type Corpus, versionVerses } from "../scriptures/corpus.ts";
import type { VerseRange } from "../scriptures/verse_range.ts";
import { normalizeWord, words } from "../search/normalize.ts";
import type { StudyLibrary } from "../study/library.ts";
import type { NaveTopic } from "../study/naves.ts";
import type { LibraryDeps, StudyNoteOnVerse, TopicReferences } from "./library.ts";

/**
 * What the persona takes from the study library (ISSUE 16, used by ISSUE 17): the World English
 * Bible's wording of a verse (to match questions written in today's words, never quoted as the
 * KJV), Matthew Henry's and Spurgeon's notes on a verse (attributed), and Nave's topics for the
 * subjects a message names ("jealousy", "hospitality"), as Bible references.
 */
export function studySources(
  corpus: Corpus,
  study: StudyLibrary,
  weightOf: (stem: string) => number,
): Pick<LibraryDeps, "modern" | "commentary" | "spurgeon" | "topicReferences"> {
  const key = (book: number, chapter: number, verse: number) => (book * 1000 + chapter) * 1000 + verse;
  const web = new Map(
    (versionVerses(corpus, webVersionId) ?? []).map((
      verse,
    ) => [key(verse.bookId, verse.chapter, verse.verse), verse.text]),
  );
  const bookNames = new Map(corpus.books.map((book) => [book.id, book.name]));

  function rangeReference(range: VerseRange): string {
    const name = bookNames.get(range.book)!;
    if (range.verse === null) return `${name} ${range.chapter}`;
    if (range.endChapter !== range.chapter) {
      return `${name} ${range.chapter}:${range.verse}-${range.endChapter}:${range.endVerse}`;
    }
    return range.endVerse === range.verse
      ? `${name} ${range.chapter}:${range.verse}`
      : `${name} ${range.chapter}:${range.verse}-${range.endVerse}`;
  }

  const referencesOf = (topic: NaveTopic) =>
    topic.headings.flatMap((heading) => [heading, ...heading.items]).flatMap((line) => line.refs.map(rangeReference));

  const noteOf = (
    found: { range: VerseRange; text: string } | undefined,
    attribution: string,
  ): StudyNoteOnVerse | null =>
    found ? { range: rangeReference(found.range), text: curlyQuotes(found.text), attribution } : null;

  return {
    modern: (verse) => web.get(key(verse.bookId, verse.chapter, verse.verse)) ?? null,
    commentary: (bookId, chapter, verse) =>
      noteOf(study.henry.notesCovering(bookId, chapter, verse)[0], attributions.henry),
    spurgeon: (bookId, chapter, verse) => {
      const notes = study.treasury.notesCovering(bookId, chapter, verse);
      return noteOf(notes.find((note) => note.range.verse !== null) ?? notes[0], attributions.treasury);
    },
    topicReferences(text, names = []) {
      // Topics named by the situation's curators first, then a topic for each rarer word of the message.
      const named = names.map((name) => study.naves.resolve(name)).filter((topic) => topic !== null);
      const rare = [...new Set(words(text).filter((word) => word.length >= 4))]
        .filter((word) => weightOf(normalizeWord(word)) >= 4);
      // A word that is itself a topic's name ("hospitality", "envy"), not any topic whose name holds it ("hardness" for "hard").
      const found = rare.flatMap((word) =>
        [word, word.replace(/ing$/, ""), word.replace(/ness$/, "")].map((form) => study.naves.resolve(form))
          .filter((topic) => topic !== null).slice(0, 1)
      );
      const topics = [...new Set([...named, ...found])];
      return topics.map((topic): TopicReferences => ({ topic: topic.name, references: referencesOf(topic) }))
        .filter((topic) => topic.references.length > 0);
    },
  };
}

/**
 * A note's own quotation marks made curly, the marks it would carry in print: straight double
 * quotes in a reply are kept for scripture quoted exactly and checked (citations.ts).
 */
function curlyQuotes(text: string): string {
  return text.replace(/(^|[\s(\[—–-])"/g, "$1“").replace(/"/g, "”");
}
