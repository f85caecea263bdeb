import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { dailyPairing, lotusChapterCount, pairingVerses } from "./daily_pairing.ts";

describe("dailyPairing", () => {
  it("gives the same pairing all through a day", () => {
    expect(dailyPairing(new Date(2026, 10, 23, 0, 1))).toEqual(dailyPairing(new Date(2026, 10, 23, 23, 59)));
  });

  it("changes verse and chapter from one day to the next", () => {
    const today = dailyPairing(new Date(2026, 10, 23, 12));
    const tomorrow = dailyPairing(new Date(2026, 10, 24, 12));
    expect(tomorrow.bible).not.toEqual(today.bible);
    expect(tomorrow.lotusChapter).not.toBe(today.lotusChapter);
  });

  it("goes through every verse and every chapter", () => {
    const verses = new Set<unknown>();
    const chapters = new Set<number>();
    for (let day = 1; day <= 60; day++) {
      const pairing = dailyPairing(new Date(2026, 0, day, 12));
      verses.add(pairing.bible);
      chapters.add(pairing.lotusChapter);
    }
    expect(verses.size).toBe(pairingVerses.length);
    expect([...chapters].sort((a, b) => a - b)).toEqual(Array.from({ length: lotusChapterCount }, (_, i) => i + 1));
  });

  it("only names verses that exist in the KJV text the server serves", () => {
    // data/kjv.tsv is the store's source: book number, chapter, verse, text.
    const known = new Set(
      readFileSync("data/kjv.tsv", "utf8").split("\n").map((line) => line.split("\t").slice(0, 3).join(":")),
    );
    for (const { bookId, chapter, verse } of pairingVerses) expect(known).toContain(`${bookId}:${chapter}:${verse}`);
    expect(new Set(pairingVerses.map((v) => `${v.bookId}:${v.chapter}:${v.verse}`)).size).toBe(pairingVerses.length);
  });
});
