import type { SlotEntry } from "./verse_module.ts";

/** A note as a commentary module stores it: once, with every verse slot it covers pointing at it. */
export type StoredNote = {
  book: number;
  chapter: number;
  /** First and last verse whose slots point at this note, in one chapter. */
  firstVerse: number;
  lastVerse: number;
  osis: string;
};

/**
 * Groups a commentary's verse slots into its notes: consecutive slots of one chapter that point
 * at the same stored bytes are one note. A note never runs on into the next chapter here (SWORD
 * would repeat it there as a new group), which keeps each range inside one chapter.
 */
export function storedNotes(slots: readonly SlotEntry[]): StoredNote[] {
  const notes: StoredNote[] = [];
  let previous: SlotEntry | null = null;
  for (const current of slots) {
    const { slot, entry, text } = current;
    if (slot.kind !== "verse" || text === null) {
      previous = null;
      continue;
    }
    const last = notes.at(-1);
    const same = previous !== null && previous.slot.kind === "verse" && last !== undefined &&
      previous.entry.block === entry.block && previous.entry.offset === entry.offset &&
      previous.entry.size === entry.size && last.book === slot.book.number && last.chapter === slot.chapter;
    if (same) last.lastVerse = slot.verse;
    else {
      notes.push({
        book: slot.book.number,
        chapter: slot.chapter,
        firstVerse: slot.verse,
        lastVerse: slot.verse,
        osis: text,
      });
    }
    previous = current;
  }
  return notes;
}
