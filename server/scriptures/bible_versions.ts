/**
 * The spec's eight versions, KJV first. Only the King James Version is public domain; for the
 * others we hold no text and never invent any, so they are listed as unavailable with the reason.
 */
export type BibleVersionRecord = {
  id: number;
  name: string;
  abbreviation: string;
  available: boolean;
  unavailableReason: string | null;
};

const copyrighted = "Under copyright: this app holds no text for it.";

export const bibleVersions: readonly BibleVersionRecord[] = [
  { id: 1, name: "King James Version", abbreviation: "KJV", available: true, unavailableReason: null },
  { id: 2, name: "New International Version", abbreviation: "NIV", available: false, unavailableReason: copyrighted },
  { id: 3, name: "English Standard Version", abbreviation: "ESV", available: false, unavailableReason: copyrighted },
  {
    id: 4,
    name: "New American Standard Bible",
    abbreviation: "NASB",
    available: false,
    unavailableReason: copyrighted,
  },
  { id: 5, name: "Christian Standard Bible", abbreviation: "CSB", available: false, unavailableReason: copyrighted },
  { id: 6, name: "New King James Version", abbreviation: "NKJV", available: false, unavailableReason: copyrighted },
  { id: 7, name: "The Message", abbreviation: "MSG", available: false, unavailableReason: copyrighted },
  { id: 8, name: "New Living Translation", abbreviation: "NLT", available: false, unavailableReason: copyrighted },
];

export const kjvVersionId = 1;
