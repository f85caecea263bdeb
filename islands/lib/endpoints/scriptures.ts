import type {
  BibleBook,
  BibleVerse,
  BibleVersion,
  GoshoVolume,
  GoshoWriting,
  LotusChapter,
  SeedResult,
} from "../../../contracts/scriptures.ts";
import { apiPaths, endpoint, withQuery } from "./endpoint.ts";

export const bibleVersions = endpoint<BibleVersion[]>(apiPaths.bibleVersions);
export const bibleBooks = endpoint<BibleBook[]>(apiPaths.bibleBooks);
export const bibleChapter = (versionId: number, bookId: number, chapter: number) =>
  endpoint<BibleVerse[]>(withQuery(apiPaths.bibleVerses, { versionId, bookId, chapter }));
/** A whole version, saved for offline reading batch by batch (progress shows). */
export const wholeBible = (versionId: number) => endpoint<BibleVerse[]>(withQuery(apiPaths.bibleVerses, { versionId }));
export const lotusChapters = endpoint<LotusChapter[]>(apiPaths.lotusChapters);
export const goshoVolumes = endpoint<GoshoVolume[]>(`${apiPaths.scriptures}/gosho/volumes`);
export const goshoWritings = (volumeId: number) =>
  endpoint<GoshoWriting[]>(withQuery(`${apiPaths.scriptures}/gosho/writings`, { volumeId }));
export const seedScriptures = endpoint<SeedResult>(`${apiPaths.scriptures}/seed`);
