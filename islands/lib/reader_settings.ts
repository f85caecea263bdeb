/** The book reader's rules (spec sections 2 and 9) and its per-book memory, kept pure so they are unit-tested. */

export const minFontSize = 12;
export const maxFontSize = 24;
export const defaultFontSize = 16;
export const fontStep = 2;

/** The size one step up (+1) or down (-1), held within 12 to 24 px. */
export function stepFontSize(size: number, direction: 1 | -1): number {
  return Math.min(maxFontSize, Math.max(minFontSize, size + direction * fontStep));
}

/** A stored size is trusted only when it is one the controls could have produced. */
export function validFontSize(size: unknown): size is number {
  return typeof size === "number" && Number.isInteger(size) && size >= minFontSize && size <= maxFontSize &&
    (size - minFontSize) % fontStep === 0;
}

/** 'The Holy Bible (KJV)' -> 'THE_HOLY_BIBLE_KJV.DAT': runs of other characters become one '_'. */
export function datTitle(title: string): string {
  const name = title.toUpperCase().replace(/[^A-Z0-9]+/g, "_").replace(/^_+|_+$/g, "");
  return `${name || "UNTITLED"}.DAT`;
}

/** `versionId`: the Bible version last read (the Bible only; absent means the KJV). */
export type ReaderMemory = { section: number; fontSize: number; versionId?: number };

const storageKey = (bookId: string) => `reader:book:${bookId}`;

/** Where the visitor left this book; anything missing, foreign or unreadable falls back to the start at 16 px. */
export function loadMemory(storage: Pick<Storage, "getItem"> | undefined, bookId: string): ReaderMemory {
  const fallback = { section: 0, fontSize: defaultFontSize };
  try {
    const stored = JSON.parse(storage?.getItem(storageKey(bookId)) ?? "null");
    const versionId = Number.isInteger(stored?.versionId) && stored.versionId > 0 ? stored.versionId : undefined;
    return {
      section: Number.isInteger(stored?.section) && stored.section >= 0 ? stored.section : 0,
      fontSize: validFontSize(stored?.fontSize) ? stored.fontSize : defaultFontSize,
      ...(versionId === undefined ? {} : { versionId }),
    };
  } catch {
    // Private browsing or a corrupt entry: reading still works, it just starts at the beginning.
    return fallback;
  }
}

export function saveMemory(storage: Pick<Storage, "setItem"> | undefined, bookId: string, memory: ReaderMemory) {
  try {
    storage?.setItem(storageKey(bookId), JSON.stringify(memory));
  } catch {
    // A full or blocked storage only costs the remembered position.
  }
}
