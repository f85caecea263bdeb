import { z } from "zod";

/** Request and response bodies of /api/scriptures and /api/search (spec sections 3 and 7). */

/** The King James Version: the default wherever no version is named. */
export const kjvVersionId = 1;

export const bibleVersionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  abbreviation: z.string(),
  /** BCP 47 language of the text ("en", "es"); copies kept by older clients lack it and were all English. */
  language: z.string().default("en"),
  /** False for the copyrighted versions, whose text we do not hold. */
  available: z.boolean(),
  unavailableReason: z.string().nullable(),
});
export type BibleVersion = z.infer<typeof bibleVersionSchema>;

export const bibleBookSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  abbreviation: z.string(),
  testament: z.enum(["Old", "New"]),
  /** JSON text holding the list of chapter numbers, as the spec defines it: "[1,2,3]". */
  chapters: z.string(),
});
export type BibleBook = z.infer<typeof bibleBookSchema>;

export const bibleVerseSchema = z.object({
  id: z.number().int(),
  versionId: z.number().int(),
  bookId: z.number().int(),
  chapter: z.number().int(),
  verse: z.number().int(),
  text: z.string(),
  /** 'Book chapter:verse', e.g. 'Psalms 23:1'. */
  reference: z.string(),
});
export type BibleVerse = z.infer<typeof bibleVerseSchema>;

/** Our own summaries stand in for texts whose translations are under copyright. */
const contentKind = z.literal("summary");

export const lotusChapterSchema = z.object({
  id: z.number().int(),
  chapterNumber: z.number().int(),
  title: z.string(),
  content: z.string(),
  contentKind,
});
export type LotusChapter = z.infer<typeof lotusChapterSchema>;

export const goshoVolumeSchema = z.object({
  id: z.number().int(),
  volume: z.number().int(),
  title: z.string(),
  collection: z.string(),
});
export type GoshoVolume = z.infer<typeof goshoVolumeSchema>;

export const goshoWritingSchema = z.object({
  id: z.number().int(),
  volumeId: z.number().int(),
  title: z.string(),
  date: z.string().nullable(),
  recipient: z.string().nullable(),
  content: z.string(),
  contentKind,
});
export type GoshoWriting = z.infer<typeof goshoWritingSchema>;

const positiveId = (name: string) =>
  z.coerce.number({ error: `${name} must be a number` }).int(`${name} must be a whole number`).positive(
    `${name} must be positive`,
  );

export const versesQuerySchema = z.strictObject({
  versionId: positiveId("versionId"),
  bookId: positiveId("bookId").optional(),
  chapter: positiveId("chapter").optional(),
}).refine((query) => query.chapter === undefined || query.bookId !== undefined, {
  message: "chapter needs a bookId",
  path: ["chapter"],
});

export const writingsQuerySchema = z.strictObject({ volumeId: positiveId("volumeId") });

export const seedResultSchema = z.object({
  complete: z.boolean(),
  /** Batches written by this call: 0 when the store already held the whole corpus. */
  batchesWritten: z.number().int(),
  counts: z.object({
    versions: z.number().int(),
    books: z.number().int(),
    /** Verses of every version we hold, together. */
    verses: z.number().int(),
    lotusChapters: z.number().int(),
    goshoVolumes: z.number().int(),
    goshoWritings: z.number().int(),
  }),
});
export type SeedResult = z.infer<typeof seedResultSchema>;

export const searchSources = ["bible", "lotus", "both"] as const;

export const searchRequestSchema = z.strictObject({
  query: z.string().trim().min(1, "Enter a search term").max(200, "Search terms are limited to 200 characters"),
  source: z.enum(searchSources, { error: "source must be one of bible, lotus, both" }),
  /** The Bible version verses are shown in (the search reads the KJV's and the WEB's wording); the KJV when absent. */
  versionId: z.number({ error: "versionId must be a number" }).int("versionId must be a whole number").positive(
    "versionId must be positive",
  ).optional(),
});
export type SearchRequest = z.infer<typeof searchRequestSchema>;

export const searchResultSchema = z.object({
  source: z.enum(["bible", "lotus", "gosho"]),
  reference: z.string(),
  text: z.string(),
  /** Words of `text` that matched, as written, for highlighting. */
  matched: z.array(z.string()),
  /** Nave's topics citing the verse whose names matched ("CARE" for "worry"): why a verse without the words was found. */
  topics: z.array(z.string()).default([]),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
