/**
 * The Bible versions, those we hold first. The King James Version, the World English Bible and the
 * Reina-Valera 1909 are public domain (data/README.md); for the spec's seven others we hold no
 * text and never invent any, so they are listed as unavailable with the reason.
 */
export type BibleVersionRecord = {
  id: number;
  name: string;
  abbreviation: string;
  /** BCP 47 language of the text, so pages can mark Spanish as Spanish. */
  language: string;
  available: boolean;
  unavailableReason: string | null;
};

const copyrighted = "Under copyright: this app holds no text for it.";

const held = (id: number, name: string, abbreviation: string, language: string): BibleVersionRecord => ({
  id,
  name,
  abbreviation,
  language,
  available: true,
  unavailableReason: null,
});
const notHeld = (id: number, name: string, abbreviation: string): BibleVersionRecord => ({
  id,
  name,
  abbreviation,
  language: "en",
  available: false,
  unavailableReason: copyrighted,
});

export const bibleVersions: readonly BibleVersionRecord[] = [
  held(1, "King James Version", "KJV", "en"),
  held(2, "World English Bible", "WEB", "en"),
  held(3, "Reina-Valera 1909", "RV1909", "es"),
  notHeld(4, "New International Version", "NIV"),
  notHeld(5, "English Standard Version", "ESV"),
  notHeld(6, "New American Standard Bible", "NASB"),
  notHeld(7, "Christian Standard Bible", "CSB"),
  notHeld(8, "New King James Version", "NKJV"),
  notHeld(9, "The Message", "MSG"),
  notHeld(10, "New Living Translation", "NLT"),
];

export const webVersionId = 2;
export const spanishVersionId = 3;

/** The data file of each version we hold the text of, all in data/kjv.tsv's format and numbering. */
export const versionFiles: Readonly<Record<number, string>> = { 1: "kjv.tsv", 2: "web.tsv", 3: "rv1909.tsv" };

/**
 * A verse's id, unique across versions (the local database keys verses by id alone): its position
 * in the KJV (1..31,102), offset by 100,000 per version, so the KJV keeps the ids it always had.
 */
export function verseId(versionId: number, kjvPosition: number): number {
  return (versionId - 1) * 100_000 + kjvPosition;
}

/** Why the text of version `id` cannot be served (the sentence of a 404), or null when it can. */
export function versionRefusal(
  version: Pick<BibleVersionRecord, "name" | "abbreviation" | "available" | "unavailableReason"> | null | undefined,
  id: number,
): string | null {
  if (!version) return `No Bible version has id ${id}`;
  if (!version.available) return `${version.name} (${version.abbreviation}): ${version.unavailableReason}`;
  return null;
}
