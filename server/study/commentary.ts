import { parseVerseRange, rangeCovers, type VerseRange } from "../scriptures/verse_range.ts";

/**
 * A commentary keyed by the verses each note covers (data/mhcc.json, data/treasury_of_david.json,
 * data/README.md): which notes cover a verse, narrowest first. Pure: parsed once from the file.
 */
export type CommentaryNote = { range: VerseRange; text: string };

export type Commentary = {
  /** Every note covering the verse, the narrowest first (a verse's own note before its chapter's overview). */
  notesCovering(book: number, chapter: number, verse: number): CommentaryNote[];
  /** The author's introduction to a book, where the work has one. */
  introduction(book: number): string | null;
};

/** How many verses a range spans, for "narrowest": a whole chapter counts as wider than any verse range in it. */
function width(range: VerseRange): number {
  if (range.verse === null) return 1_000;
  return (range.endChapter - range.chapter) * 1_000 + range.endVerse! - range.verse;
}

/**
 * Parses `{ "notes": [[code, text], ...], "introductions"?: [[book, text], ...] }`, checked by
 * hand: the files hold thousands of notes and are read at every start.
 */
export function parseCommentary(json: string, name: string): Commentary {
  const file = JSON.parse(json);
  if (!Array.isArray(file?.notes)) throw new Error(`${name} has no notes list`);
  const byChapter = new Map<number, CommentaryNote[]>();
  for (const record of file.notes as unknown[]) {
    const [code, text] = Array.isArray(record) ? record : [];
    const range = typeof code === "string" ? parseVerseRange(code) : null;
    if (!range || typeof text !== "string" || text === "") {
      throw new Error(`${name}: malformed note ${JSON.stringify(record).slice(0, 80)}`);
    }
    // A note is filed under every chapter it reaches, so a lookup reads one chapter's notes.
    for (let chapter = range.chapter; chapter <= range.endChapter; chapter++) {
      const key = range.book * 1000 + chapter;
      byChapter.set(key, [...(byChapter.get(key) ?? []), { range, text }]);
    }
  }
  const introductions = new Map<number, string>();
  for (const record of (file.introductions ?? []) as unknown[]) {
    const [book, text] = Array.isArray(record) ? record : [];
    if (typeof book !== "number" || typeof text !== "string") throw new Error(`${name}: malformed introduction`);
    introductions.set(book, text);
  }
  return {
    notesCovering(book, chapter, verse) {
      return (byChapter.get(book * 1000 + chapter) ?? [])
        .filter((note) => rangeCovers(note.range, chapter, verse))
        .sort((a, b) => width(a.range) - width(b.range));
    },
    introduction: (book) => introductions.get(book) ?? null,
  };
}
