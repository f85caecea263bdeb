import { useStore } from "zustand";
import { createStore } from "zustand/vanilla";
import { apiRequest } from "./api.ts";
import * as scriptureApi from "./endpoints/scriptures.ts";
import { localDb } from "./db.ts";
import { putVerses } from "./local_reads.ts";

/**
 * 'Save the whole Bible for offline' (issue 5): downloads a whole version (the KJV: 31,102 verses,
 * about 6 MB of JSON that the server sends gzipped with an ETag) and stores it in `bible_verses`,
 * where offline chapter reads find it.
 */

/**
 * Verses per transaction: about 30 short transactions for the KJV. One transaction of 31,102 puts
 * would hold the page for its whole length; between batches the page paints the progress bar and
 * answers input.
 */
export const verseBatchSize = 1000;

/** `total` is null while downloading (its size is not known until the answer is parsed). */
export type SaveProgress = { stored: number; total: number | null };

type BibleSaveState = {
  /** The save under way, or null. Kept outside the archive so closing and reopening it shows the same bar. */
  progress: SaveProgress | null;
  /** Verses of each version held on this device, by version id, as last counted. */
  saved: Readonly<Record<number, number>>;
};

export const bibleSaveStore = createStore<BibleSaveState>(() => ({ progress: null, saved: {} }));

export function useBibleSave<T>(select: (state: BibleSaveState) => T): T {
  return useStore(bibleSaveStore, select);
}

/** Gives the page a turn (paint, input) before the next batch. */
const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Counts the verses of `versionId` held on this device (saved in full, or chapter by chapter as
 * they were read): the count is the truth whatever saved them, in this tab or another.
 */
export async function countSavedVerses(versionId: number): Promise<number> {
  const count = await (await localDb()).countFromIndex("bible_verses", "versionId", versionId);
  bibleSaveStore.setState(({ saved }) => ({ saved: { ...saved, [versionId]: count } }));
  return count;
}

async function save(versionId: number): Promise<number> {
  bibleSaveStore.setState({ progress: { stored: 0, total: null } });
  const verses = await apiRequest("GET", scriptureApi.wholeBible(versionId));
  const db = await localDb();
  bibleSaveStore.setState({ progress: { stored: 0, total: verses.length } });
  for (let start = 0; start < verses.length; start += verseBatchSize) {
    const batch = verses.slice(start, start + verseBatchSize);
    await putVerses(db, batch);
    bibleSaveStore.setState({ progress: { stored: start + batch.length, total: verses.length } });
    await yieldToPage();
  }
  return countSavedVerses(versionId);
}

let running: Promise<number> | null = null;

/**
 * Saves every verse of `versionId` on this device and resolves with the number held afterwards.
 * One save at a time: a second call while one runs gets the running one. Storing is a put by id,
 * so saving again (or after a failure part way) completes the copy without duplicating a verse.
 */
export function saveWholeBible(versionId: number): Promise<number> {
  running ??= save(versionId).finally(() => {
    running = null;
    bibleSaveStore.setState({ progress: null });
  });
  return running;
}
