import { z } from "zod";
import { type BibleVersionRecord, bibleVersions } from "./bible_versions.ts";

/** Everything the scripture features serve, parsed from the files in data/ (see data/README.md). */
export type Corpus = {
  /** Names this exact content (a hash of the files): the store reseeds when it changes. */
  dataset: string;
  versions: readonly BibleVersionRecord[];
  books: BibleBookRecord[];
  /** KJV verses in canonical order; a verse's id is its 1-based position. */
  verses: VerseRecord[];
  lotusChapters: LotusChapterRecord[];
  goshoVolumes: GoshoVolumeRecord[];
  goshoWritings: GoshoWritingRecord[];
};

export type BibleBookRecord = {
  id: number;
  name: string;
  abbreviation: string;
  testament: "Old" | "New";
  chapterCount: number;
};
export type VerseRecord = { id: number; bookId: number; chapter: number; verse: number; text: string };
export type LotusChapterRecord = { id: number; chapterNumber: number; title: string; content: string };
export type GoshoVolumeRecord = { id: number; volume: number; title: string; collection: string };
export type GoshoWritingRecord = {
  id: number;
  volumeId: number;
  title: string;
  date: string | null;
  recipient: string | null;
  content: string;
};

const booksFile = z.array(z.strictObject({
  number: z.number().int().min(1).max(66),
  name: z.string().min(1),
  abbreviation: z.string().min(1),
  testament: z.enum(["Old", "New"]),
  chapters: z.number().int().min(1),
})).length(66);

const lotusFile = z.object({
  kind: z.literal("summary"),
  chapters: z.array(z.object({
    chapterNumber: z.number().int().min(1).max(28),
    title: z.string().min(1),
    summary: z.string().min(1),
  })).length(28),
});

const goshoFile = z.object({
  kind: z.literal("summary"),
  volumes: z.array(z.object({
    volume: z.number().int().min(1),
    title: z.string().min(1),
    collection: z.string().min(1),
    writings: z.array(z.object({
      title: z.string().min(1),
      date: z.string().min(1).nullable(),
      recipient: z.string().min(1).nullable().optional(),
      summary: z.string().min(1),
    })).min(1),
  })).min(1),
});

export type CorpusFiles = { kjvBooks: string; kjvVerses: string; lotus: string; gosho: string };

/** Parses the data files, failing loudly on anything malformed rather than serving half a corpus. */
export function parseCorpus(files: CorpusFiles, dataset: string): Corpus {
  const books = booksFile.parse(JSON.parse(files.kjvBooks)).map((book) => ({
    id: book.number,
    name: book.name,
    abbreviation: book.abbreviation,
    testament: book.testament,
    chapterCount: book.chapters,
  }));
  return {
    dataset,
    versions: bibleVersions,
    books,
    verses: parseVerses(files.kjvVerses, books.length),
    lotusChapters: lotusFile.parse(JSON.parse(files.lotus)).chapters.map((chapter) => ({
      id: chapter.chapterNumber,
      chapterNumber: chapter.chapterNumber,
      title: chapter.title,
      content: chapter.summary,
    })),
    ...parseGosho(files.gosho),
  };
}

function parseVerses(tsv: string, bookCount: number): VerseRecord[] {
  const lines = tsv.endsWith("\n") ? tsv.slice(0, -1).split("\n") : tsv.split("\n");
  return lines.map((line, index) => {
    const [book, chapter, verse, text] = line.split("\t");
    const record = { id: index + 1, bookId: Number(book), chapter: Number(chapter), verse: Number(verse), text };
    const valid = Number.isInteger(record.bookId) && record.bookId >= 1 && record.bookId <= bookCount &&
      record.chapter >= 1 && record.verse >= 1 && typeof text === "string" && text.length > 0;
    if (!valid) throw new Error(`kjv.tsv line ${index + 1} is malformed`);
    return record;
  });
}

function parseGosho(json: string): Pick<Corpus, "goshoVolumes" | "goshoWritings"> {
  const file = goshoFile.parse(JSON.parse(json));
  const goshoVolumes: GoshoVolumeRecord[] = [];
  const goshoWritings: GoshoWritingRecord[] = [];
  file.volumes.forEach((volume, volumeIndex) => {
    const volumeId = volumeIndex + 1;
    goshoVolumes.push({ id: volumeId, volume: volume.volume, title: volume.title, collection: volume.collection });
    for (const writing of volume.writings) {
      goshoWritings.push({
        id: goshoWritings.length + 1,
        volumeId,
        title: writing.title,
        date: writing.date,
        recipient: writing.recipient ?? null,
        content: writing.summary,
      });
    }
  });
  return { goshoVolumes, goshoWritings };
}
