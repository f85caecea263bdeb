import { z } from "zod";
import { kjvVersionId } from "../../contracts/kjv.ts";
import { type BibleVersionRecord, bibleVersions, verseId } from "./bible_versions.ts";

/** Everything the scripture features serve, parsed from the files in data/ (see data/README.md). */
export type Corpus = {
  /** Names this exact content (a hash of the files): the store reseeds when it changes. */
  dataset: string;
  versions: readonly BibleVersionRecord[];
  books: BibleBookRecord[];
  /** KJV verses in canonical order; a verse's id is its 1-based position. */
  verses: VerseRecord[];
  /**
   * The other versions we hold (WEB, RV1909), in KJV numbering and order; a verse the version
   * lacks is missing (data/README.md). Ids are `verseId(versionId, KJV position)`.
   */
  translations: TranslationRecord[];
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
export type TranslationRecord = { versionId: number; verses: VerseRecord[] };
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

export type CorpusFiles = {
  kjvBooks: string;
  kjvVerses: string;
  /** The TSV of each other version we hold, by version id. */
  translations: Readonly<Record<number, string>>;
  lotus: string;
  gosho: string;
};

/** Parses the data files, failing loudly on anything malformed rather than serving half a corpus. */
export function parseCorpus(files: CorpusFiles, dataset: string): Corpus {
  const books = booksFile.parse(JSON.parse(files.kjvBooks)).map((book) => ({
    id: book.number,
    name: book.name,
    abbreviation: book.abbreviation,
    testament: book.testament,
    chapterCount: book.chapters,
  }));
  const verses = parseVerses(files.kjvVerses, books.length);
  const positions = new Map(verses.map((verse) => [verseKey(verse), verse.id]));
  return {
    dataset,
    versions: bibleVersions,
    books,
    verses,
    translations: Object.entries(files.translations).map(([versionId, tsv]) =>
      parseTranslation(Number(versionId), tsv, positions)
    ),
    lotusChapters: lotusFile.parse(JSON.parse(files.lotus)).chapters.map((chapter) => ({
      id: chapter.chapterNumber,
      chapterNumber: chapter.chapterNumber,
      title: chapter.title,
      content: chapter.summary,
    })),
    ...parseGosho(files.gosho),
  };
}

/** A verse's place as one number (book, chapter and verse each below 1,000), a cheap map key. */
const verseKey = (verse: Pick<VerseRecord, "bookId" | "chapter" | "verse">) =>
  (verse.bookId * 1000 + verse.chapter) * 1000 + verse.verse;

function tsvLines(tsv: string): string[] {
  return tsv.endsWith("\n") ? tsv.slice(0, -1).split("\n") : tsv.split("\n");
}

function parseVerses(tsv: string, bookCount: number): VerseRecord[] {
  return tsvLines(tsv).map((line, index) => {
    const [book, chapter, verse, text] = line.split("\t");
    const record = { id: index + 1, bookId: Number(book), chapter: Number(chapter), verse: Number(verse), text };
    const valid = Number.isInteger(record.bookId) && record.bookId >= 1 && record.bookId <= bookCount &&
      record.chapter >= 1 && record.verse >= 1 && typeof text === "string" && text.length > 0;
    if (!valid) throw new Error(`kjv.tsv line ${index + 1} is malformed`);
    return record;
  });
}

/** Another version's TSV: every line must name a KJV verse, in KJV order, with text. */
function parseTranslation(
  versionId: number,
  tsv: string,
  kjvPositions: ReadonlyMap<number, number>,
): TranslationRecord {
  let previous = 0;
  const verses = tsvLines(tsv).map((line, index) => {
    const [book, chapter, verse, text] = line.split("\t");
    const key = { bookId: Number(book), chapter: Number(chapter), verse: Number(verse) };
    const position = kjvPositions.get(verseKey(key));
    if (position === undefined || position <= previous || !text) {
      throw new Error(`version ${versionId} line ${index + 1} is malformed or out of KJV order`);
    }
    previous = position;
    return { id: verseId(versionId, position), ...key, text };
  });
  return { versionId, verses };
}

/** The verses of a version we hold, in canonical order, or undefined for one we do not. */
export function versionVerses(corpus: Corpus, versionId: number): VerseRecord[] | undefined {
  if (versionId === kjvVersionId) return corpus.verses;
  return corpus.translations.find((translation) => translation.versionId === versionId)?.verses;
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
