import { assert, assertEquals } from "../../tests/assert.ts";
import { formatVerseRange, parseVerseRange, rangeCovers } from "./verse_range.ts";

Deno.test("passage codes round-trip in all four shapes", () => {
  for (const code of ["43.3.16", "43.3.16-18", "43.3.36-4.2", "19.23"]) {
    assertEquals(formatVerseRange(parseVerseRange(code)!), code);
  }
  assertEquals(parseVerseRange("40.6.25-34"), { book: 40, chapter: 6, verse: 25, endChapter: 6, endVerse: 34 });
  assertEquals(parseVerseRange("19.23"), { book: 19, chapter: 23, verse: null, endChapter: 23, endVerse: null });
});

Deno.test("malformed or backwards codes are refused", () => {
  for (const code of ["", "67.1.1", "0.1.1", "43.3.0", "43.3.16-2", "43.4.1-3.5", "43.3.x", "43:3:16"]) {
    assertEquals(parseVerseRange(code), null, code);
  }
});

Deno.test("a range covers its verses, across chapters too; a chapter code covers the chapter", () => {
  const across = parseVerseRange("43.3.36-4.2")!;
  assert(rangeCovers(across, 3, 36) && rangeCovers(across, 4, 1) && rangeCovers(across, 4, 2));
  assert(!rangeCovers(across, 3, 35) && !rangeCovers(across, 4, 3));
  const chapter = parseVerseRange("19.23")!;
  assert(rangeCovers(chapter, 23, 6) && !rangeCovers(chapter, 24, 1));
});
