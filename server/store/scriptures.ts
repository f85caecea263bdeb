import { z } from "zod";
import { kjvVersionId } from "../../contracts/kjv.ts";
import type { Corpus } from "../scriptures/corpus.ts";

/**
 * Scripture records in Deno KV. Verses are keyed by version, book, chapter and verse, so a chapter,
 * a book or a whole version is one prefix scan in canonical order.
 */
export const scriptureKeys = {
  version: (id: number) => ["bible_versions", id] as const,
  versions: () => ["bible_versions"] as const,
  book: (id: number) => ["bible_books", id] as const,
  books: () => ["bible_books"] as const,
  verse: (versionId: number, bookId: number, chapter: number, verse: number) =>
    ["bible_verses", versionId, bookId, chapter, verse] as const,
  verses: (
    versionId: number,
    bookId?: number,
    chapter?: number,
  ) => [
    "bible_verses",
    versionId,
    ...(bookId === undefined ? [] : [bookId]),
    ...(chapter === undefined ? [] : [chapter]),
  ],
  lotusChapter: (chapterNumber: number) => ["lotus_chapters", chapterNumber] as const,
  lotusChapters: () => ["lotus_chapters"] as const,
  goshoVolume: (id: number) => ["gosho_volumes", id] as const,
  goshoVolumes: () => ["gosho_volumes"] as const,
  goshoWriting: (volumeId: number, id: number) => ["gosho_writings", volumeId, id] as const,
  goshoWritings: (volumeId: number) => ["gosho_writings", volumeId] as const,
  seedBatch: (dataset: string, batch: number) => ["scripture_seed", dataset, "batch", batch] as const,
  seedComplete: () => ["scripture_seed", "complete"] as const,
};

const storedVersion = z.object({
  id: z.number(),
  name: z.string(),
  abbreviation: z.string(),
  language: z.string(),
  available: z.boolean(),
  unavailableReason: z.string().nullable(),
});
const storedBook = z.object({
  id: z.number(),
  name: z.string(),
  abbreviation: z.string(),
  testament: z.enum(["Old", "New"]),
  chapterCount: z.number(),
});
const storedVerse = z.object({ id: z.number(), text: z.string() });
const storedLotusChapter = z.object({
  id: z.number(),
  chapterNumber: z.number(),
  title: z.string(),
  content: z.string(),
});
const storedGoshoVolume = z.object({ id: z.number(), volume: z.number(), title: z.string(), collection: z.string() });
const storedGoshoWriting = z.object({
  id: z.number(),
  volumeId: z.number(),
  title: z.string(),
  date: z.string().nullable(),
  recipient: z.string().nullable(),
  content: z.string(),
});
const storedSeedComplete = z.object({ dataset: z.string() });

export type StoredVersion = z.infer<typeof storedVersion>;
export type StoredBook = z.infer<typeof storedBook>;
export type StoredVerse = {
  versionId: number;
  bookId: number;
  chapter: number;
  verse: number;
  id: number;
  text: string;
};
export type StoredLotusChapter = z.infer<typeof storedLotusChapter>;
export type StoredGoshoVolume = z.infer<typeof storedGoshoVolume>;
export type StoredGoshoWriting = z.infer<typeof storedGoshoWriting>;

type Mutation = { key: Deno.KvKey; value: unknown };

/**
 * KV allows 1,000 mutations and 800 KiB per atomic commit; a batch stays well inside both, with one
 * slot kept for the batch's own progress marker.
 */
const mutationsPerBatch = 900;
const bytesPerBatch = 600 * 1024;

/** The corpus as commit-sized batches of writes, in a fixed order so batch numbers are stable. */
export function seedBatches(corpus: Corpus): Mutation[][] {
  const mutations: Mutation[] = [
    ...corpus.versions.map((version) => ({ key: scriptureKeys.version(version.id), value: { ...version } })),
    ...corpus.books.map((book) => ({ key: scriptureKeys.book(book.id), value: { ...book } })),
    ...corpus.lotusChapters.map((chapter) => ({
      key: scriptureKeys.lotusChapter(chapter.chapterNumber),
      value: { ...chapter },
    })),
    ...corpus.goshoVolumes.map((volume) => ({ key: scriptureKeys.goshoVolume(volume.id), value: { ...volume } })),
    ...corpus.goshoWritings.map((writing) => ({
      key: scriptureKeys.goshoWriting(writing.volumeId, writing.id),
      value: { ...writing },
    })),
    ...[{ versionId: kjvVersionId, verses: corpus.verses }, ...corpus.translations].flatMap(({ versionId, verses }) =>
      verses.map((verse) => ({
        key: scriptureKeys.verse(versionId, verse.bookId, verse.chapter, verse.verse),
        value: { id: verse.id, text: verse.text },
      }))
    ),
  ];
  const batches: Mutation[][] = [];
  let current: Mutation[] = [];
  let bytes = 0;
  for (const mutation of mutations) {
    const size = JSON.stringify(mutation).length * 2;
    if (current.length >= mutationsPerBatch || bytes + size > bytesPerBatch) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(mutation);
    bytes += size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

export type SeedProgress = { complete: boolean; batchesWritten: number };

/**
 * Writes the corpus once. Each batch commits together with its progress marker, guarded by that
 * marker's absence: a second call writes nothing, a call after a crash writes only the missing
 * batches, and two concurrent calls never write a batch twice.
 */
export async function seedScriptures(kv: Deno.Kv, corpus: Corpus, dataset: string): Promise<SeedProgress> {
  const done = await kv.get(scriptureKeys.seedComplete());
  if (done.value !== null && storedSeedComplete.parse(done.value).dataset === dataset) {
    return { complete: true, batchesWritten: 0 };
  }
  let batchesWritten = 0;
  const batches = seedBatches(corpus);
  for (const [index, batch] of batches.entries()) {
    const marker = scriptureKeys.seedBatch(dataset, index);
    if ((await kv.get(marker)).value !== null) continue;
    const commit = kv.atomic().check({ key: marker, versionstamp: null });
    for (const { key, value } of batch) commit.set(key, value);
    const result = await commit.set(marker, true).commit();
    if (result.ok) batchesWritten++;
  }
  await kv.set(scriptureKeys.seedComplete(), { dataset });
  return { complete: true, batchesWritten };
}

/** Whether the store holds this dataset in full (the server seeds at start-up when it does not). */
export async function isSeeded(kv: Deno.Kv, dataset: string): Promise<boolean> {
  const done = await kv.get(scriptureKeys.seedComplete());
  return done.value !== null && storedSeedComplete.parse(done.value).dataset === dataset;
}

async function listValues<T>(kv: Deno.Kv, prefix: Deno.KvKey, schema: z.ZodType<T>): Promise<T[]> {
  const values: T[] = [];
  for await (const entry of kv.list({ prefix }, { batchSize: 1000 })) values.push(schema.parse(entry.value));
  return values;
}

export const listVersions = (kv: Deno.Kv) => listValues(kv, scriptureKeys.versions(), storedVersion);
export const listBooks = (kv: Deno.Kv) => listValues(kv, scriptureKeys.books(), storedBook);
export const listLotusChapters = (kv: Deno.Kv) => listValues(kv, scriptureKeys.lotusChapters(), storedLotusChapter);
export const listGoshoVolumes = (kv: Deno.Kv) => listValues(kv, scriptureKeys.goshoVolumes(), storedGoshoVolume);
export const listGoshoWritings = (kv: Deno.Kv, volumeId: number) =>
  listValues(kv, scriptureKeys.goshoWritings(volumeId), storedGoshoWriting);

export async function getVersion(kv: Deno.Kv, id: number): Promise<StoredVersion | null> {
  const entry = await kv.get(scriptureKeys.version(id));
  return entry.value === null ? null : storedVersion.parse(entry.value);
}

export async function getBook(kv: Deno.Kv, id: number): Promise<StoredBook | null> {
  const entry = await kv.get(scriptureKeys.book(id));
  return entry.value === null ? null : storedBook.parse(entry.value);
}

export async function getGoshoVolume(kv: Deno.Kv, id: number): Promise<StoredGoshoVolume | null> {
  const entry = await kv.get(scriptureKeys.goshoVolume(id));
  return entry.value === null ? null : storedGoshoVolume.parse(entry.value);
}

/** Verses of a version, a book or a chapter, in canonical order. */
export async function listVerses(
  kv: Deno.Kv,
  versionId: number,
  bookId?: number,
  chapter?: number,
): Promise<StoredVerse[]> {
  const verses: StoredVerse[] = [];
  const prefix = scriptureKeys.verses(versionId, bookId, chapter);
  for await (const entry of kv.list({ prefix }, { batchSize: 1000 })) {
    const [, , book, chapterNumber, verseNumber] = entry.key;
    const { id, text } = storedVerse.parse(entry.value);
    verses.push({
      versionId,
      bookId: Number(book),
      chapter: Number(chapterNumber),
      verse: Number(verseNumber),
      id,
      text,
    });
  }
  return verses;
}
