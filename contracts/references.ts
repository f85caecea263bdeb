/** 'Book chapter:verse' with the standard English book name, the one reference form used everywhere. */
export function verseReference(bookName: string, chapter: number, verse: number): string {
  return `${bookName} ${chapter}:${verse}`;
}

export function lotusReference(chapterNumber: number, title: string): string {
  return `Lotus Sutra, Chapter ${chapterNumber}: ${title}`;
}

export function goshoReference(volumeTitle: string, writingTitle: string): string {
  return `${writingTitle} (${volumeTitle})`;
}

/**
 * The KJV is the version every reference assumes; another says which it is ('John 3:16 (WEB)');
 * our own summaries of the Lotus Sutra and the Gosho say so, so nobody mistakes them for the scripture.
 */
export type MarkedReference = { reference: string; summary: boolean; version: string | null };

const summaryMarker = "summary";

export function summaryReference(reference: string): string {
  return `${reference.trim()} (${summaryMarker})`;
}

/** A Bible reference in a version; the KJV's stays unmarked. */
export function versionedReference(reference: string, abbreviation: string): string {
  return abbreviation === "KJV" ? reference.trim() : `${reference.trim()} (${abbreviation})`;
}

// Versions are written by their abbreviation (WEB, RV1909); a word in brackets is part of a title.
const markedForm = /^(.*\S)\s+\((summary|[A-Z][A-Z0-9]{1,9})\)$/;

/** A reference with its marker read off: 'John 3:16 (WEB)' is John 3:16 in the WEB. */
export function parseMarkedReference(text: string): MarkedReference {
  const trimmed = text.trim();
  const match = markedForm.exec(trimmed);
  if (!match) return { reference: trimmed, summary: false, version: null };
  return match[2] === summaryMarker
    ? { reference: match[1], summary: true, version: null }
    : { reference: match[1], summary: false, version: match[2] };
}
