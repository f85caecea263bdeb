import { z } from "zod/mini";
import {
  bibleBookSchema,
  bibleVerseSchema,
  bibleVersionSchema,
  goshoVolumeSchema,
  goshoWritingSchema,
  lotusChapterSchema,
  seedResultSchema,
} from "../../../contracts/scriptures.ts";
import { apiPaths, endpoint, withQuery } from "./endpoint.ts";

export const versionListSchema = z.array(bibleVersionSchema);
export const bookListSchema = z.array(bibleBookSchema);
export const verseListSchema = z.array(bibleVerseSchema);
export const lotusListSchema = z.array(lotusChapterSchema);
// Built once, never per call: the read cache and useQuery compare schemas by identity.
const unknownListSchema = z.array(z.unknown());
const writingListSchema = z.array(goshoWritingSchema);

export const bibleVersions = endpoint(apiPaths.bibleVersions, versionListSchema);
export const bibleBooks = endpoint(apiPaths.bibleBooks, bookListSchema);
export const bibleChapter = (versionId: number, bookId: number, chapter: number) =>
  endpoint(withQuery(apiPaths.bibleVerses, { versionId, bookId, chapter }), verseListSchema);
/** A whole version, read loosely: its verses are checked batch by batch as they are saved (progress shows). */
export const wholeBible = (versionId: number) =>
  endpoint(withQuery(apiPaths.bibleVerses, { versionId }), unknownListSchema);
export const lotusChapters = endpoint(apiPaths.lotusChapters, lotusListSchema);
export const goshoVolumes = endpoint(`${apiPaths.scriptures}/gosho/volumes`, z.array(goshoVolumeSchema));
export const goshoWritings = (volumeId: number) =>
  endpoint(withQuery(`${apiPaths.scriptures}/gosho/writings`, { volumeId }), writingListSchema);
export const seedScriptures = endpoint(`${apiPaths.scriptures}/seed`, seedResultSchema);
