import { z } from "zod/mini";
import { bookContentsSchema, bookQuoteSchema, bookSectionSchema, bookSummarySchema } from "../../../contracts/books.ts";
import { kjvVersionId } from "../../../contracts/scriptures.ts";
import { endpoint, withQuery } from "./endpoint.ts";

const booksPath = "/api/v1/books";

/** A book's address, with the Bible's version when it is not the KJV (the server's default). */
export function bookPath(bookId: string | number, suffix = "", versionId = kjvVersionId): string {
  const path = `${booksPath}/${encodeURIComponent(bookId)}${suffix}`;
  return versionId === kjvVersionId ? path : withQuery(path, { versionId });
}

export const books = endpoint(booksPath, z.array(bookSummarySchema));
export const bookQuote = (id: number) => endpoint(bookPath(id, "/quote"), bookQuoteSchema);
export const bookContents = (bookId: string, versionId: number) =>
  endpoint(bookPath(bookId, "/contents", versionId), bookContentsSchema);
export const bookSection = (bookId: string, versionId: number, index: number) =>
  endpoint(bookPath(bookId, `/sections/${index}`, versionId), bookSectionSchema);
