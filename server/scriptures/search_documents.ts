import type { SearchDocument } from "../search/search_index.ts";
import type { Corpus } from "./corpus.ts";
import { goshoReference, lotusReference, verseReference } from "./references.ts";

/** The corpus as search documents: one per KJV verse, Lotus Sutra chapter and Gosho writing. */
export function searchDocuments(corpus: Corpus): SearchDocument[] {
  const bookName = new Map(corpus.books.map((book) => [book.id, book.name]));
  const volumeTitle = new Map(corpus.goshoVolumes.map((volume) => [volume.id, volume.title]));
  return [
    ...corpus.verses.map((verse) => ({
      source: "bible" as const,
      reference: verseReference(bookName.get(verse.bookId)!, verse.chapter, verse.verse),
      text: verse.text,
    })),
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
