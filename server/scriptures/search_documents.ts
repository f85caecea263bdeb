import type { SearchDocument, TopicNames } from "../search/search_index.ts";
import type { NaveIndex } from "../study/naves.ts";
import { verseId, webVersionId } from "./bible_versions.ts";
import type { Corpus } from "./corpus.ts";
import { goshoReference, lotusReference, verseReference } from "../../contracts/references.ts";

/**
 * For each KJV verse (by its position in `corpus.verses`), the Nave's topics citing it, each as
 * its name followed by the names that only point to it ("CARE", "ANXIETY"): how a reader names the
 * subject, for the search's topic field. A topic's names are one shared array.
 */
function topicsByVerse(corpus: Corpus, naves: NaveIndex): Array<TopicNames[] | undefined> {
  const chapterStart = new Map<number, number>();
  const chapterLength = new Map<number, number>();
  corpus.verses.forEach((verse, position) => {
    const chapter = verse.bookId * 1000 + verse.chapter;
    if (!chapterStart.has(chapter)) chapterStart.set(chapter, position);
    chapterLength.set(chapter, verse.verse);
  });
  const topics: Array<TopicNames[] | undefined> = new Array(corpus.verses.length);
  const lastTopic = new Int32Array(corpus.verses.length).fill(-1);
  const cite = (position: number, topicIndex: number, names: TopicNames) => {
    if (lastTopic[position] === topicIndex) return;
    lastTopic[position] = topicIndex;
    (topics[position] ??= []).push(names);
  };
  naves.topics.forEach((topic, topicIndex) => {
    const names = [topic.name, ...naves.aliases(topic)];
    for (const heading of topic.headings) {
      for (const line of [heading, ...heading.items]) {
        for (const range of line.refs) {
          // Verses of one book are contiguous in canonical order, so a range is a run of positions.
          const versesIn = (chapter: number) => chapterLength.get(range.book * 1000 + chapter) ?? 0;
          const start = chapterStart.get(range.book * 1000 + range.chapter);
          const end = chapterStart.get(range.book * 1000 + range.endChapter);
          if (start === undefined || end === undefined) continue;
          const first = start + (range.verse ?? 1) - 1;
          const last = end + Math.min(range.endVerse ?? versesIn(range.endChapter), versesIn(range.endChapter)) - 1;
          for (let position = first; position <= last; position++) cite(position, topicIndex, names);
        }
      }
    }
  });
  return topics;
}

/**
 * The corpus as search documents: one per verse (its KJV and WEB wording searched together, shown
 * in whichever version the reader chose, with the Nave's topics citing it when `naves` is given),
 * Lotus Sutra chapter and Gosho writing.
 */
export function searchDocuments(corpus: Corpus, naves?: NaveIndex): SearchDocument[] {
  const bookName = new Map(corpus.books.map((book) => [book.id, book.name]));
  const volumeTitle = new Map(corpus.goshoVolumes.map((volume) => [volume.id, volume.title]));
  // Every version is in KJV numbering: a verse's place in the KJV is its id less the version's offset.
  const shownAs: Array<Record<string, string>> = corpus.verses.map(() => ({}));
  for (const { versionId, verses } of corpus.translations) {
    for (const verse of verses) shownAs[verse.id - verseId(versionId, 0) - 1][versionId] = verse.text;
  }
  const topics = naves ? topicsByVerse(corpus, naves) : [];
  return [
    ...corpus.verses.map((verse, position) => {
      const web = shownAs[position][webVersionId];
      return {
        source: "bible" as const,
        reference: verseReference(bookName.get(verse.bookId)!, verse.chapter, verse.verse),
        text: verse.text,
        alsoSearched: web === undefined ? [] : [web],
        shownAs: shownAs[position],
        topics: topics[position] ?? [],
      };
    }),
    ...corpus.lotusChapters.map((chapter) => ({
      source: "lotus" as const,
      reference: lotusReference(chapter.chapterNumber, chapter.title),
      text: chapter.content,
    })),
    ...corpus.goshoWritings.map((writing) => ({
      source: "gosho" as const,
      reference: goshoReference(volumeTitle.get(writing.volumeId)!, writing.title),
      text: writing.content,
    })),
  ];
}
