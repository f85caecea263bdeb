/**
 * The compact passage code of the study files in data/ (Nave's, MHCC, Treasury of David): book
 * number (1..66, as data/kjv_books.json numbers them), chapter and verse joined by dots.
 *
 *   `43.3.16`      one verse            `43.3.16-18`   verses of one chapter
 *   `43.3.36-4.2`  across chapters      `19.23`        a whole chapter
 */
export type VerseRange = {
  book: number;
  chapter: number;
  /** null for a whole chapter. */
  verse: number | null;
  endChapter: number;
  /** null for a whole chapter (then endChapter === chapter). */
  endVerse: number | null;
};

const codePattern = /^(\d{1,2})\.(\d{1,3})(?:\.(\d{1,3})(?:-(?:(\d{1,3})\.)?(\d{1,3}))?)?$/;

export function formatVerseRange(range: VerseRange): string {
  const { book, chapter, verse, endChapter, endVerse } = range;
  if (verse === null || endVerse === null) return `${book}.${chapter}`;
  const start = `${book}.${chapter}.${verse}`;
  if (endChapter !== chapter) return `${start}-${endChapter}.${endVerse}`;
  return endVerse === verse ? start : `${start}-${endVerse}`;
}

/** The range a code names, or null when it is not a well-formed code running forwards. */
export function parseVerseRange(code: string): VerseRange | null {
  const match = codePattern.exec(code);
  if (!match) return null;
  const [, book, chapter, verse, endChapter, endVerse] = match;
  const range: VerseRange = {
    book: Number(book),
    chapter: Number(chapter),
    verse: verse === undefined ? null : Number(verse),
    endChapter: endChapter === undefined ? Number(chapter) : Number(endChapter),
    endVerse: verse === undefined ? null : Number(endVerse ?? verse),
  };
  if (range.book < 1 || range.book > 66 || range.chapter < 1 || range.verse === 0) return null;
  const backwards = range.endChapter < range.chapter ||
    (range.endChapter === range.chapter && range.verse !== null && range.endVerse! < range.verse);
  return backwards ? null : range;
}

/** Whether the range holds the verse (a whole-chapter range holds every verse of its chapter). */
export function rangeCovers(range: VerseRange, chapter: number, verse: number): boolean {
  if (range.verse === null) return chapter === range.chapter;
  const after = chapter > range.chapter || (chapter === range.chapter && verse >= range.verse);
  const before = chapter < range.endChapter || (chapter === range.endChapter && verse <= range.endVerse!);
  return after && before;
}

/**
 * Every verse a range holds, as [chapter, verse] pairs; `versesIn` gives a chapter's length (0
 * for a chapter the book does not have), which bounds whole-chapter and cross-chapter ranges.
 */
export function rangeVerses(range: VerseRange, versesIn: (chapter: number) => number): Array<[number, number]> {
  const found: Array<[number, number]> = [];
  for (let chapter = range.chapter; chapter <= range.endChapter; chapter++) {
    const first = chapter === range.chapter && range.verse !== null ? range.verse : 1;
    const last = chapter === range.endChapter && range.endVerse !== null ? range.endVerse : versesIn(chapter);
    for (let verse = first; verse <= Math.min(last, versesIn(chapter)); verse++) found.push([chapter, verse]);
  }
  return found;
}
