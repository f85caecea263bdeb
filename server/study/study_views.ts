import { attributions, type StudyNote, type StudyPassage, type StudyTopics } from "../../contracts/study.ts";
import type { Corpus, VerseRecord } from "../scriptures/corpus.ts";
import { versionVerses } from "../scriptures/corpus.ts";
import type { ResolvedPassage } from "../scriptures/passage_lookup.ts";
import { verseReference } from "../../contracts/references.ts";
import type { VerseRange } from "../scriptures/verse_range.ts";
import { citationIndex } from "./citations.ts";
import type { CommentaryNote } from "./commentary.ts";
import type { StudyLibrary } from "./library.ts";
import type { NaveLine } from "./naves.ts";
import { findTopics } from "./topic_search.ts";

const psalms = 19;
const topicLimit = 12;

export type BiblePassage = ResolvedPassage & { target: { source: "bible" } };

export type StudyViews = {
  /** Everything the library holds on a Bible passage the lookup resolved. */
  passage(passage: BiblePassage): StudyPassage;
  /** Nave's topics for a query, with their verses in `versionId`; null when no topic matches. */
  topics(query: string, versionId: number): StudyTopics | null;
};

/**
 * The study answers, from the corpus and the study library (pure: no I/O). A verse is found by
 * its place: book, chapter and verse packed into one number.
 */
export function createStudyViews(corpus: Corpus, library: StudyLibrary): StudyViews {
  const bookNames = new Map(corpus.books.map((book) => [book.id, book.name]));
  const key = (book: number, chapter: number, verse: number) => (book * 1000 + chapter) * 1000 + verse;
  const chapterLengths = new Map<number, number>();
  for (const verse of corpus.verses) chapterLengths.set(verse.bookId * 1000 + verse.chapter, verse.verse);
  const versesIn = (book: number, chapter: number) => chapterLengths.get(book * 1000 + chapter) ?? 0;
  const citations = citationIndex(library.naves, versesIn);
  const textsByVersion = new Map<number, Map<number, VerseRecord>>();
  const versionText = (versionId: number) => {
    let texts = textsByVersion.get(versionId);
    if (!texts) {
      texts = new Map(
        (versionVerses(corpus, versionId) ?? []).map((verse) => [key(verse.bookId, verse.chapter, verse.verse), verse]),
      );
      textsByVersion.set(versionId, texts);
    }
    return texts;
  };

  /** 'John 3:1-21', 'John 3:36-4:2', 'Psalms 23'. */
  function rangeReference(range: VerseRange): string {
    const name = bookNames.get(range.book)!;
    if (range.verse === null) return `${name} ${range.chapter}`;
    const start = verseReference(name, range.chapter, range.verse);
    if (range.endChapter !== range.chapter) return `${start}-${range.endChapter}:${range.endVerse}`;
    return range.endVerse === range.verse ? start : `${start}-${range.endVerse}`;
  }

  const note = (work: string, attribution: string, found: CommentaryNote | undefined): StudyNote | null =>
    found ? { work, reference: rangeReference(found.range), text: found.text, attribution } : null;

  /** The verses of a passage: from its first verse to `last` (verses are contiguous in the KJV's order). */
  function versesOf(start: { bookId: number; chapter: number; verse: number }, count: number) {
    const first = corpus.verses.findIndex((verse) =>
      verse.bookId === start.bookId && verse.chapter === start.chapter && verse.verse === start.verse
    );
    return corpus.verses.slice(first, first + count);
  }

  return {
    passage(passage) {
      const { bookId, chapter, verse } = passage.target;
      const kjv = versesOf(passage.target, passage.texts.length);
      const versions = corpus.versions.filter((version) => version.available).map((version) => {
        const texts = versionText(version.id);
        return {
          versionId: version.id,
          abbreviation: version.abbreviation,
          name: version.name,
          language: version.language,
          verses: kjv.flatMap((place) => {
            const found = texts.get(key(place.bookId, place.chapter, place.verse));
            return found ? [{ chapter: found.chapter, verse: found.verse, text: found.text }] : [];
          }),
        };
      });
      const henry = library.henry.notesCovering(bookId, chapter, verse)[0];
      const spurgeon = bookId === psalms ? library.treasury.notesCovering(bookId, chapter, verse) : [];
      const topics = new Map<string, Set<string>>();
      for (const place of kjv) {
        for (const citation of citations(place.bookId, place.chapter, place.verse)) {
          const labels = topics.get(citation.topic.name) ?? new Set();
          if (citation.labels.length > 0) labels.add(citation.labels.join(": "));
          topics.set(citation.topic.name, labels);
        }
      }
      return {
        reference: passage.reference,
        target: { bookId, chapter, verse },
        versions,
        commentary: note("Matthew Henry's Concise Commentary", attributions.henry, henry),
        treasury: bookId === psalms
          ? {
            overview: note(
              "The Treasury of David",
              attributions.treasury,
              spurgeon.find((found) => found.range.verse === null),
            ),
            verse: note(
              "The Treasury of David",
              attributions.treasury,
              spurgeon.find((found) => found.range.verse !== null),
            ),
          }
          : null,
        topics: [...topics].map(([name, labels]) => ({ name, labels: [...labels] })),
        topicsAttribution: attributions.naves,
      };
    },

    topics(query, versionId) {
      const found = findTopics(library.naves, query, topicLimit);
      if (found.length === 0) return null;
      const texts = versionText(versionId);
      const version = corpus.versions.find((candidate) => candidate.id === versionId)!;
      const passagesOf = (line: NaveLine) =>
        line.refs.map((range) => {
          // A verse this version does not have (data/README.md) is listed without text.
          const first = texts.get(key(range.book, range.chapter, range.verse ?? 1))?.text ?? "";
          const single = range.verse !== null && range.endChapter === range.chapter && range.endVerse === range.verse;
          return {
            reference: rangeReference(range),
            target: { bookId: range.book, chapter: range.chapter, verse: range.verse ?? 1 },
            text: single || first === "" ? first : `${first} …`,
          };
        });
      const seeAlso = (line: NaveLine) =>
        line.see.map((name) => ({ name, topic: library.naves.resolve(name)?.name ?? null }));
      return {
        query,
        versionAbbreviation: version.abbreviation,
        topics: found.map(({ topic, via }) => ({
          name: topic.name,
          via,
          headings: topic.headings.map((heading) => ({
            label: heading.label,
            passages: passagesOf(heading),
            seeAlso: seeAlso(heading),
            items: heading.items.map((item) => ({
              label: item.label,
              passages: passagesOf(item),
              seeAlso: seeAlso(item),
            })),
          })),
        })),
        attribution: attributions.naves,
      };
    },
  };
}
