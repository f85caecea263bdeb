import { type BookSection, splitSections } from "../../contracts/book_text.ts";
import { kjvVersionId } from "../../contracts/kjv.ts";
import { apiRequest } from "./api.ts";
import * as bookApi from "./endpoints/books.ts";
import { connectivityStore } from "./connectivity.ts";

/**
 * Where the reader gets a book (issue 18). Online, the list of sections and then each section alone,
 * so the first chapter shows without the whole book (the Bible is about 4 MB). Once a book has
 * shown, its whole text is kept in the browser's cache in the background; offline, or when the
 * server cannot answer, the book is read from that copy, so any book opened once reads offline.
 */
export type BookOutline = { title: string; sections: { part: string; heading: string }[] };
export type BookSource = {
  outline(): Promise<BookOutline>;
  section(index: number): Promise<BookSection>;
  /** Keeps (or refreshes) the whole text for offline reading; never rejects. */
  keepOffline(): Promise<void>;
};

/** A cache of its own, beside the service worker's: the page writes it even before a worker controls it. */
const cacheName = "books";

/** `versionId`: the Bible's version (the others have one text); each version is kept offline on its own. */
export function bookSource(bookId: string, versionId = kjvVersionId): BookSource {
  const base = bookApi.bookPath(bookId, "", versionId);
  let local: Promise<{ title: string; sections: BookSection[] }> | undefined;

  /** The kept copy, read once; fails when there is none. */
  const localBook = () => {
    local ??= (async () => {
      const kept = await (await caches.open(cacheName)).match(base);
      if (!kept) throw new Error("This book has not been kept for offline reading");
      const { keptBookSchema } = await import("./local_copy_schemas.ts");
      const { title, content } = keptBookSchema.parse(await kept.json());
      return { title, sections: splitSections(content) };
    })();
    local.catch(() => (local = undefined));
    return local;
  };

  /** Online first; the kept copy when offline or when the request never reached the server. */
  async function either<T>(online: () => Promise<T>, offline: () => Promise<T>): Promise<T> {
    if (!connectivityStore.getState().online) return offline();
    try {
      return await online();
    } catch (error) {
      if (!(error instanceof TypeError)) throw error;
      return offline();
    }
  }

  return {
    outline: () =>
      either(
        () => apiRequest("GET", bookApi.bookContents(bookId, versionId)),
        async () => {
          const { title, sections } = await localBook();
          return { title, sections: sections.map(({ part, heading }) => ({ part, heading })) };
        },
      ),
    section: (index) =>
      either(
        () => apiRequest("GET", bookApi.bookSection(bookId, versionId, index)),
        async () => {
          const section = (await localBook()).sections[index];
          if (!section) throw new Error(`No section ${index} in the kept copy`);
          return section;
        },
      ),
    async keepOffline() {
      try {
        const cache = await caches.open(cacheName);
        const kept = await cache.match(base);
        const etag = kept?.headers.get("ETag");
        const response = await fetch(base, { headers: etag ? { "If-None-Match": etag } : {} });
        if (response.ok) await cache.put(base, response);
      } catch (error) {
        console.warn("Keeping the book for offline reading failed", error);
      }
    },
  };
}
