import { z } from "zod/mini";

/**
 * The library's API: /api/v1/books/* (spec sections 3, 5, 7 and 9; issue 7). The server builds answers
 * with these schemas; the text format and the catalogue are in book_text.ts.
 */

export const bookSummarySchema = z.object({
  id: z.int(),
  title: z.string(),
  category: z.string(),
  /** Chapters for the Bible and the Lotus Sutra, writings for a Gosho volume. */
  chapters: z.int(),
});
export type BookSummary = z.infer<typeof bookSummarySchema>;

export const bookDetailSchema = z.object({ title: z.string(), content: z.string() });
export type BookDetail = z.infer<typeof bookDetailSchema>;

/** GET /api/v1/books/:id/contents: what the reader's selects list, without the text (issue 18). */
export const bookContentsSchema = z.object({
  title: z.string(),
  sections: z.array(z.object({ part: z.string(), heading: z.string() })),
});
export type BookContents = z.infer<typeof bookContentsSchema>;

/** GET /api/v1/books/:id/sections/:index: one chapter or writing, `index` counted from 0 as in the contents. */
export const bookSectionSchema = z.object({ part: z.string(), heading: z.string(), body: z.string() });

export const bookQuoteSchema = z.object({ quote: z.string(), reference: z.string(), bookId: z.int() });
export type BookQuote = z.infer<typeof bookQuoteSchema>;

/** `?versionId=` picks the Bible's version (book 1 only); without it the Bible is the KJV. */
export const bookQuerySchema = z.strictObject({
  versionId: z.optional(
    z.coerce.number({ error: "versionId must be a number" }).check(
      z.int("versionId must be a whole number"),
      z.positive("versionId must be positive"),
    ),
  ),
});
