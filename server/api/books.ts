import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import {
  type BookContents,
  bookDetailSchema,
  bookQuerySchema,
  bookQuoteSchema,
  bookSummarySchema,
} from "../../contracts/books.ts";
import { type BookSection, catalogueEntry, downloadFileName, splitSections } from "../../contracts/book_text.ts";
import { bibleBook, type Book, buildLibrary, quoteFrom } from "../books/library.ts";
import type { AppEnv } from "../http/app_env.ts";
import { precompress, type Precompressed, sendPrecompressed } from "../http/precompressed.ts";
import { queryParams } from "../http/validate.ts";
import { kjvVersionId } from "../../contracts/kjv.ts";
import { versionRefusal } from "../scriptures/bible_versions.ts";
import type { Corpus } from "../scriptures/corpus.ts";

type Built = {
  detail: Precompressed;
  text: Precompressed;
  passages: ReturnType<Book["passages"]>;
  /** What the reader asks for first: the list of sections, and each section alone (issue 18). */
  contents: BookContents;
  sections: BookSection[];
};

/** /api/v1/books: the library list, each book's whole text, its download and a random quote (spec section 7). */
export function booksRouter(corpus: Corpus, random: () => number = Math.random) {
  const library = buildLibrary(corpus);
  // The Bible is about 4 MB of text: each book is assembled and gzipped once, on first use, and
  // revalidated by ETag; the corpus never changes while the server runs, so neither does a book.
  const built = new Map<string, Promise<Built>>();

  const bibles = new Map<number, Book>();

  /** The book an id names; for the Bible, in the version asked for (the KJV when none is). */
  function find(id: string, versionId?: number): Book {
    const entry = catalogueEntry(id);
    const book = entry && library.find((candidate) => candidate.id === entry.id);
    if (!book) {
      throw new HTTPException(404, {
        message: `No book has id ${id}: the library has books ${library.map((b) => b.id).join(", ")}`,
      });
    }
    if (versionId === undefined || versionId === kjvVersionId) return book;
    if (book.id !== 1) throw new HTTPException(400, { message: "versionId applies only to the Bible (book 1)" });
    const version = corpus.versions.find((candidate) => candidate.id === versionId);
    const refusal = versionRefusal(version, versionId);
    if (!version || refusal) throw new HTTPException(404, { message: refusal ?? undefined });
    let bible = bibles.get(version.id);
    if (!bible) {
      bible = bibleBook(corpus, version);
      bibles.set(version.id, bible);
    }
    return bible;
  }

  /** Books are cached by id and, for the Bible, by version: its title says which. */
  const cacheKey = (book: Book) => `${book.id}-${book.title}`;

  function build(book: Book): Promise<Built> {
    const key = cacheKey(book);
    let entry = built.get(key);
    if (!entry) {
      entry = (async () => {
        const content = book.content();
        const detail = JSON.stringify(bookDetailSchema.parse({ title: book.title, content }));
        const sections = splitSections(content);
        return {
          detail: await precompress(detail),
          text: await precompress(content),
          passages: book.passages(),
          contents: { title: book.title, sections: sections.map(({ part, heading }) => ({ part, heading })) },
          sections,
        };
      })();
      built.set(key, entry);
      entry.catch(() => built.delete(key));
    }
    return entry;
  }

  const etag = (book: Book, versionId = kjvVersionId, suffix = "") =>
    `"${corpus.dataset}-book-${book.id}${book.id === 1 ? `-v${versionId}` : ""}${suffix}"`;

  return new Hono<AppEnv>()
    .get(
      "/",
      (c) =>
        c.json(
          library.map(({ id, title, category, chapters }) =>
            bookSummarySchema.parse({ id, title, category, chapters })
          ),
        ),
    )
    .get("/:id", queryParams(bookQuerySchema), async (c) => {
      const { versionId } = c.req.valid("query");
      const book = find(c.req.param("id"), versionId);
      const { detail } = await build(book);
      return sendPrecompressed(c, detail, etag(book, versionId), { "Content-Type": "application/json" });
    })
    .get("/:id/contents", queryParams(bookQuerySchema), async (c) => {
      const { versionId } = c.req.valid("query");
      return c.json((await build(find(c.req.param("id"), versionId))).contents);
    })
    .get("/:id/sections/:index", queryParams(bookQuerySchema), async (c) => {
      const { versionId } = c.req.valid("query");
      const book = find(c.req.param("id"), versionId);
      const { sections } = await build(book);
      const index = c.req.param("index");
      const section = /^\d{1,5}$/.test(index) ? sections[Number(index)] : undefined;
      if (!section) {
        throw new HTTPException(404, {
          message: `${book.title} has sections 0 to ${sections.length - 1}, not ${index.slice(0, 20)}`,
        });
      }
      return c.json(section);
    })
    .get("/:id/download", queryParams(bookQuerySchema), async (c) => {
      const { versionId } = c.req.valid("query");
      const book = find(c.req.param("id"), versionId);
      const { text } = await build(book);
      return sendPrecompressed(c, text, etag(book, versionId, "-txt"), {
        "Content-Type": "text/plain; charset=utf-8",
        "Content-Disposition": `attachment; filename="${downloadFileName(book.title)}"`,
      });
    })
    .get("/:id/quote", async (c) => {
      const book = find(c.req.param("id"));
      const { passages } = await build(book);
      return c.json(bookQuoteSchema.parse(quoteFrom(passages, book.id, random)));
    });
}
