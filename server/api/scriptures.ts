import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import {
  type BibleBook,
  bibleBookSchema,
  type BibleVerse,
  bibleVerseSchema,
  bibleVersionSchema,
  goshoVolumeSchema,
  goshoWritingSchema,
  lotusChapterSchema,
  type SeedResult,
  versesQuerySchema,
  writingsQuerySchema,
} from "../../contracts/scriptures.ts";
import type { AppEnv } from "../http/app_env.ts";
import { precompress, type Precompressed, sendPrecompressed } from "../http/precompressed.ts";
import { queryParams } from "../http/validate.ts";
import type { Corpus } from "../scriptures/corpus.ts";
import { versionRefusal } from "../scriptures/bible_versions.ts";
import { verseReference } from "../../contracts/references.ts";
import {
  getBook,
  getGoshoVolume,
  getVersion,
  listBooks,
  listGoshoVolumes,
  listGoshoWritings,
  listLotusChapters,
  listVerses,
  listVersions,
  seedScriptures,
  type StoredBook,
  type StoredVerse,
} from "../store/scriptures.ts";

type WholeVersion = { etag: string; body: Precompressed };

function toBook(book: StoredBook): BibleBook {
  const chapters = Array.from({ length: book.chapterCount }, (_, index) => index + 1);
  return bibleBookSchema.parse({ ...book, chapters: JSON.stringify(chapters) });
}

function toVerse(verse: StoredVerse, bookName: string): BibleVerse {
  return bibleVerseSchema.parse({ ...verse, reference: verseReference(bookName, verse.chapter, verse.verse) });
}

/** /api/scriptures: the seed and every read of spec section 7's scripture rows. */
export function scripturesRouter(kv: Deno.Kv, corpus: Corpus) {
  // A whole version is about 6 MB of JSON: built once per dataset and served gzipped with an ETag.
  const wholeVersions = new Map<number, Promise<WholeVersion>>();

  async function buildWholeVersion(versionId: number, bookNames: Map<number, string>): Promise<WholeVersion> {
    const verses = await listVerses(kv, versionId);
    const json = JSON.stringify(verses.map((verse) => toVerse(verse, bookNames.get(verse.bookId)!)));
    return { etag: `"${corpus.dataset}-${versionId}"`, body: await precompress(json) };
  }

  async function availableVersion(versionId: number) {
    const version = await getVersion(kv, versionId);
    const refusal = versionRefusal(version, versionId);
    if (!version || refusal) throw new HTTPException(404, { message: refusal ?? undefined });
    return version;
  }

  return new Hono<AppEnv>()
    .post("/seed", async (c) => {
      const progress = await seedScriptures(kv, corpus, corpus.dataset);
      const result: SeedResult = {
        complete: progress.complete,
        batchesWritten: progress.batchesWritten,
        counts: {
          versions: corpus.versions.length,
          books: corpus.books.length,
          verses: corpus.translations.reduce((sum, { verses }) => sum + verses.length, corpus.verses.length),
          lotusChapters: corpus.lotusChapters.length,
          goshoVolumes: corpus.goshoVolumes.length,
          goshoWritings: corpus.goshoWritings.length,
        },
      };
      return c.json(result);
    })
    .get("/bible/versions", async (c) => {
      return c.json((await listVersions(kv)).map((version) => bibleVersionSchema.parse(version)));
    })
    .get("/bible/books", async (c) => c.json((await listBooks(kv)).map(toBook)))
    .get("/bible/verses", queryParams(versesQuerySchema), async (c) => {
      const { versionId, bookId, chapter } = c.req.valid("query");
      await availableVersion(versionId);
      if (bookId === undefined) {
        const books = await listBooks(kv);
        const bookNames = new Map(books.map((book) => [book.id, book.name]));
        let whole = wholeVersions.get(versionId);
        if (!whole) {
          whole = buildWholeVersion(versionId, bookNames);
          wholeVersions.set(versionId, whole);
          whole.catch(() => wholeVersions.delete(versionId));
        }
        const { etag, body } = await whole;
        return sendPrecompressed(c, body, etag, { "Content-Type": "application/json" });
      }
      const book = await getBook(kv, bookId);
      if (!book) throw new HTTPException(404, { message: `No Bible book has id ${bookId}` });
      if (chapter !== undefined && chapter > book.chapterCount) {
        throw new HTTPException(404, { message: `${book.name} has ${book.chapterCount} chapters, not ${chapter}` });
      }
      const verses = await listVerses(kv, versionId, bookId, chapter);
      return c.json(verses.map((verse) => toVerse(verse, book.name)));
    })
    .get("/lotus/chapters", async (c) => {
      const chapters = await listLotusChapters(kv);
      return c.json(chapters.map((chapter) => lotusChapterSchema.parse({ ...chapter, contentKind: "summary" })));
    })
    .get("/gosho/volumes", async (c) => c.json((await listGoshoVolumes(kv)).map((v) => goshoVolumeSchema.parse(v))))
    .get("/gosho/writings", queryParams(writingsQuerySchema), async (c) => {
      const { volumeId } = c.req.valid("query");
      if (!await getGoshoVolume(kv, volumeId)) {
        throw new HTTPException(404, { message: `No Gosho volume has id ${volumeId}` });
      }
      const writings = await listGoshoWritings(kv, volumeId);
      return c.json(writings.map((writing) => goshoWritingSchema.parse({ ...writing, contentKind: "summary" })));
    });
}
