import type { BookContents, BookQuote, BookSummary } from "../../../contracts/books.ts";
import type { BookSection } from "../../../contracts/book_text.ts";
import { kjvVersionId } from "../../../contracts/kjv.ts";
import { endpoint, withQuery } from "./endpoint.ts";

const booksPath = "/api/v1/books";

/** A book's address, with the Bible's version when it is not the KJV (the server's default). */
export function bookPath(bookId: string | number, suffix = "", versionId = kjvVersionId): string {
  const path = `${booksPath}/${encodeURIComponent(bookId)}${suffix}`;
  return versionId === kjvVersionId ? path : withQuery(path, { versionId });
}

export const books = endpoint<BookSummary[]>(booksPath);
export const bookQuote = (id: number) => endpoint<BookQuote>(bookPath(id, "/quote"));
export const bookContents = (bookId: string, versionId: number) =>
  endpoint<BookContents>(bookPath(bookId, "/contents", versionId));
export const bookSection = (bookId: string, versionId: number, index: number) =>
  endpoint<BookSection>(bookPath(bookId, `/sections/${index}`, versionId));
