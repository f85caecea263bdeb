import { z } from "zod/mini";

/** Request and response bodies of /api/scriptures and /api/search (spec sections 3 and 7). */

export const bibleVersionSchema = z.object({
  id: z.int(),
  name: z.string(),
  abbreviation: z.string(),
  /** BCP 47 language of the text ("en", "es"); copies kept by older clients lack it and were all English. */
  language: z._default(z.string(), "en"),
  /** False for the copyrighted versions, whose text we do not hold. */
  available: z.boolean(),
  unavailableReason: z.nullable(z.string()),
});
export type BibleVersion = z.infer<typeof bibleVersionSchema>;

export const bibleBookSchema = z.object({
  id: z.int(),
  name: z.string(),
  abbreviation: z.string(),
  testament: z.enum(["Old", "New"]),
  /** JSON text holding the list of chapter numbers, as the spec defines it: "[1,2,3]". */
  chapters: z.string(),
});
export type BibleBook = z.infer<typeof bibleBookSchema>;

export const bibleVerseSchema = z.object({
  id: z.int(),
  versionId: z.int(),
  bookId: z.int(),
  chapter: z.int(),
  verse: z.int(),
  text: z.string(),
  /** 'Book chapter:verse', e.g. 'Psalms 23:1'. */
  reference: z.string(),
});
export type BibleVerse = z.infer<typeof bibleVerseSchema>;

/** Our own summaries stand in for texts whose translations are under copyright. */
const contentKind = z.literal("summary");

export const lotusChapterSchema = z.object({
  id: z.int(),
  chapterNumber: z.int(),
  title: z.string(),
  content: z.string(),
  contentKind,
});
export type LotusChapter = z.infer<typeof lotusChapterSchema>;

export const goshoVolumeSchema = z.object({
  id: z.int(),
  volume: z.int(),
  title: z.string(),
  collection: z.string(),
});
export type GoshoVolume = z.infer<typeof goshoVolumeSchema>;

export const goshoWritingSchema = z.object({
  id: z.int(),
  volumeId: z.int(),
  title: z.string(),
  date: z.nullable(z.string()),
  recipient: z.nullable(z.string()),
  content: z.string(),
  contentKind,
});
export type GoshoWriting = z.infer<typeof goshoWritingSchema>;

const positiveId = (name: string) =>
  z.pipe(
    z.coerce.number({ error: `${name} must be a number` }),
    z.int(`${name} must be a whole number`).check(z.positive(`${name} must be positive`)),
  );

export const versesQuerySchema = z.strictObject({
  versionId: positiveId("versionId"),
  bookId: z.optional(positiveId("bookId")),
  chapter: z.optional(positiveId("chapter")),
}).check(z.refine((query) => query.chapter === undefined || query.bookId !== undefined, {
  message: "chapter needs a bookId",
  path: ["chapter"],
}));

export const writingsQuerySchema = z.strictObject({ volumeId: positiveId("volumeId") });

export const seedResultSchema = z.object({
  complete: z.boolean(),
  /** Batches written by this call: 0 when the store already held the whole corpus. */
  batchesWritten: z.int(),
  counts: z.object({
    versions: z.int(),
    books: z.int(),
    /** Verses of every version we hold, together. */
    verses: z.int(),
    lotusChapters: z.int(),
    goshoVolumes: z.int(),
    goshoWritings: z.int(),
  }),
});
export type SeedResult = z.infer<typeof seedResultSchema>;

export const searchSources = ["bible", "lotus", "both"] as const;

export const searchRequestSchema = z.strictObject({
  query: z.string().check(
    z.trim(),
    z.minLength(1, "Enter a search term"),
    z.maxLength(200, "Search terms are limited to 200 characters"),
  ),
  source: z.enum(searchSources, { error: "source must be one of bible, lotus, both" }),
  /** The Bible version verses are shown in (the search reads the KJV's and the WEB's wording); the KJV when absent. */
  versionId: z.optional(
    z.number({ error: "versionId must be a number" }).check(
      z.int("versionId must be a whole number"),
      z.positive("versionId must be positive"),
    ),
  ),
});
export type SearchRequest = z.infer<typeof searchRequestSchema>;

export const searchResultSchema = z.object({
  source: z.enum(["bible", "lotus", "gosho"]),
  reference: z.string(),
  text: z.string(),
  /** Words of `text` that matched, as written, for highlighting. */
  matched: z.array(z.string()),
  /** Nave's topics citing the verse whose names matched ("CARE" for "worry"): why a verse without the words was found. */
  topics: z._default(z.array(z.string()), []),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
