import { readFileSync } from "node:fs";
import { join } from "node:path";
import process from "node:process";
import { describe, expect, test } from "vitest";
import { pickQuoteIndex, quoteShownMs, quoteTimeLeft, wisdomQuotes } from "./wisdom_quotes.ts";

/** Vitest runs from the repository root; under happy-dom import.meta.url is not a file URL. */
const dataFile = (name: string) => join(process.cwd(), "data", name);

describe("wisdomQuotes", () => {
  test("are the spec's list of 5", () => {
    expect(wisdomQuotes).toHaveLength(5);
    expect(new Set(wisdomQuotes.map((quote) => quote.reference)).size).toBe(5);
  });

  test("are word for word the KJV verses they name (no invented scripture)", () => {
    const books: Array<{ number: number; name: string }> = JSON.parse(
      readFileSync(dataFile("kjv_books.json"), "utf8"),
    );
    const verses = new Map<string, string>();
    for (const line of readFileSync(dataFile("kjv.tsv"), "utf8").split("\n")) {
      const [book, chapter, verse, text] = line.split("\t");
      if (text) verses.set(`${book}:${chapter}:${verse}`, text);
    }
    for (const quote of wisdomQuotes) {
      const [, name, chapter, verse] = quote.reference.match(/^(.+) (\d+):(\d+)$/) ?? [];
      const book = books.find((candidate) => candidate.name === name);
      expect(book, quote.reference).toBeDefined();
      expect(quote.text, quote.reference).toBe(verses.get(`${book?.number}:${chapter}:${verse}`));
    }
  });
});

describe("pickQuoteIndex", () => {
  test("covers the whole list across the range of random()", () => {
    expect(pickQuoteIndex(() => 0)).toBe(0);
    expect(pickQuoteIndex(() => 0.5)).toBe(2);
    expect(pickQuoteIndex(() => 0.999999)).toBe(4);
  });

  test("never picks the quote already showing, and can reach every other one", () => {
    for (let current = 0; current < wisdomQuotes.length; current++) {
      const reached = new Set<number>();
      for (const random of [0, 0.26, 0.51, 0.76, 0.999999]) {
        const next = pickQuoteIndex(() => random, current);
        expect(next).not.toBe(current);
        expect(next).toBeGreaterThanOrEqual(0);
        expect(next).toBeLessThan(wisdomQuotes.length);
        reached.add(next);
      }
      expect(reached.size).toBe(wisdomQuotes.length - 1);
    }
  });
});

describe("quoteTimeLeft (spec section 9: shown 5000 ms)", () => {
  const shownAt = 1_700_000_000_000;

  test("counts down from 5000 ms to 0 from the clock, not from ticks", () => {
    expect(quoteShownMs).toBe(5000);
    expect(quoteTimeLeft(shownAt, shownAt)).toBe(5000);
    expect(quoteTimeLeft(shownAt, shownAt + 4999)).toBe(1);
    expect(quoteTimeLeft(shownAt, shownAt + 5000)).toBe(0);
  });

  test("is 0, not negative, when a throttled timer fires late", () => {
    expect(quoteTimeLeft(shownAt, shownAt + 60_000)).toBe(0);
  });
});
