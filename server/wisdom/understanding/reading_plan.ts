import type { BibleBookRecord } from "../../scriptures/corpus.ts";

/**
 * A reading plan asked for (ISSUE 17): "give me a plan to read all 4 gospels in 30 days", "i want to get through the
 * gospel of mark in 2 weeks, can u split it up", "i'd like to read all 28 lotus sutra chapters this month": what is to
 * be read, in order, and in how many days; null when either is missing.
 */
export type ReadingPlanAsked = {
  /** What is read, as named back ("the four Gospels", "Mark", "the Lotus Sutra"). */
  name: string;
  /** Each chapter to read, in order: a Bible book's name, or the Lotus Sutra. */
  chapters: { book: string; chapter: number }[];
  days: number;
  /** Asked again of the plan just given ("and like how much a day"): its pace, not the list again. */
  again?: true;
};

export const lotusSutraBook = "Lotus Sutra";
const lotusChapters = 28;

const readingWanted =
  /\b(?:read|reading|get through|go through|getting through|finish|work through|cover|plan|schedule|split|divide|break (?:it|them|that) (?:up|down))\b/i;

const numbers: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  fourteen: 14,
  thirty: 30,
  forty: 40,
};
const unitDays: Readonly<Record<string, number>> = { day: 1, week: 7, month: 30, year: 365 };

/** A plan asked for in so many words: "a plan", "split it up", "a schedule", "how many chapters a day". */
const planNamed = /\b(?:plan|schedule|split|divide|break (?:it|them|that) (?:up|down)|chapters? (?:a|per|each) day)\b/i;

/**
 * "In 30 days", "in two weeks", "over a month"; with a plan asked for in so many words, "this month" or "by the end of
 * the week" too ("i want to read the whole bible this year. how do i not give up" asks how to keep going, not for days).
 */
function daysNamed(text: string): number | null {
  const counted =
    /\b(?:in|over|within|for|across|during|about|the next|next)\s+(?:the next\s+|about\s+|just\s+|only\s+)?(\d{1,3}|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fourteen|thirty|forty)\s+(day|week|month|year)s?\b|\b(\d{1,3})[- ](day|week|month)s?\b/i
      .exec(text);
  if (counted) {
    const amount = counted[1] ?? counted[3];
    const unit = (counted[2] ?? counted[4]).toLowerCase();
    const count = /^\d+$/.test(amount) ? Number(amount) : numbers[amount.toLowerCase()];
    return count > 0 ? count * unitDays[unit] : null;
  }
  if (!planNamed.test(text)) return null;
  if (/\b(?:this|a|one|the) month\b|\bby the end of the month\b/i.test(text)) return 30;
  if (/\b(?:this|a|one|the) week\b|\bby the end of the week\b/i.test(text)) return 7;
  if (/\b(?:this|a|one|the) year\b/i.test(text)) return 365;
  return null;
}

/** Book names that are also everyday words ("my job", "mark my words"): named only as a book. */
const everydayWords = new Set(["job", "mark", "acts", "numbers", "judges", "lamentations", "revelation", "kings"]);

/** The Bible's books in order whose names the message gives as books to read. */
function booksNamed(text: string, books: readonly BibleBookRecord[]): BibleBookRecord[] {
  return books.filter((book) => {
    const name = book.name.replace(/^([1-3]) /, "(?:$1|first|second|third) ?");
    const asBook = new RegExp(`\\b(?:book|gospel|letter|epistle) of ${name}\\b|\\b${name}\\b`, "i");
    if (!asBook.test(text)) return false;
    return !everydayWords.has(book.name.toLowerCase()) ||
      new RegExp(`\\b(?:book|gospel|letter) of ${name}\\b`, "i").test(text) ||
      new RegExp(`\\b${book.name}\\b`).test(text);
  });
}

/**
 * A measure asked in a few words: "and like how much a day", "how many chapters a day?", "how long each morning": of a
 * plan's pace, or of the steps just given.
 */
export const paceAsked =
  /^(?:(?:and|so|but|ok(?:ay)?)[, ]+)?(?:like |roughly |about )?how (?:much|long|often|many(?: \w+)?)(?: (?:a|per|each|every) (?:day|week|night|morning|evening|session|time)| daily| is that)?\s*\??$/i;

/** A plan's pace asked right after it was given: the plan of the message before, asked again. */
export function planPaceAsked(
  message: string,
  before: string | undefined,
  books: readonly BibleBookRecord[],
): ReadingPlanAsked | null {
  const plan = before !== undefined && paceAsked.test(message.trim()) ? readingPlanAsked(before, books) : null;
  return plan ? { ...plan, again: true } : null;
}

export function readingPlanAsked(message: string, books: readonly BibleBookRecord[]): ReadingPlanAsked | null {
  const text = message.trim();
  if (!readingWanted.test(text)) return null;
  const days = daysNamed(text);
  if (days === null) return null;
  const ofBooks = (name: string, chosen: readonly BibleBookRecord[]): ReadingPlanAsked | null =>
    chosen.length === 0 ? null : {
      name,
      chapters: chosen.flatMap((book) =>
        Array.from({ length: book.chapterCount }, (_, at) => ({ book: book.name, chapter: at + 1 }))
      ),
      days,
    };
  if (/\blotus sutra\b/i.test(text)) {
    return {
      name: "the Lotus Sutra",
      chapters: Array.from({ length: lotusChapters }, (_, at) => ({ book: lotusSutraBook, chapter: at + 1 })),
      days,
    };
  }
  if (/\b(?:(?:all )?(?:the )?(?:4|four) gospels|the gospels)\b/i.test(text)) {
    return ofBooks("the four Gospels", books.filter((book) => book.id >= 40 && book.id <= 43));
  }
  if (/\bnew testament\b/i.test(text)) return ofBooks("the New Testament", books.filter((book) => book.id >= 40));
  if (/\bold testament\b/i.test(text)) return ofBooks("the Old Testament", books.filter((book) => book.id < 40));
  if (/\b(?:the )?(?:whole|entire|full) bible\b|\bthe bible (?:in|cover to cover)\b/i.test(text)) {
    return ofBooks("the whole Bible", books);
  }
  const named = booksNamed(text, books);
  const called = named.map((book) => book.name === "Psalms" ? "the Psalms" : book.name);
  return ofBooks(called.length > 1 ? `${called.slice(0, -1).join(", ")} and ${called.at(-1)}` : called[0] ?? "", named);
}

/**
 * The chapters shared out over the days as evenly as they go (the longer days first), never fewer than one chapter a
 * day: more days than chapters is one a day.
 */
export function planDays(plan: ReadingPlanAsked): { book: string; chapter: number }[][] {
  const days = Math.min(plan.days, plan.chapters.length);
  const base = Math.floor(plan.chapters.length / days);
  const extra = plan.chapters.length % days;
  const shared: { book: string; chapter: number }[][] = [];
  let at = 0;
  for (let day = 0; day < days; day++) {
    const count = base + (day < extra ? 1 : 0);
    shared.push(plan.chapters.slice(at, at + count));
    at += count;
  }
  return shared;
}

/** Chapters named as references read them: "Matthew 1-3; Mark 1", "Lotus Sutra, Chapters 1-2". */
export function chaptersNamed(chapters: readonly { book: string; chapter: number }[]): string {
  const runs: { book: string; first: number; last: number }[] = [];
  for (const { book, chapter } of chapters) {
    const run = runs.at(-1);
    if (run && run.book === book && run.last + 1 === chapter) run.last = chapter;
    else runs.push({ book, first: chapter, last: chapter });
  }
  return runs.map(({ book, first, last }) => {
    const span = first === last ? `${first}` : `${first}-${last}`;
    return book === lotusSutraBook ? `Lotus Sutra, Chapter${first === last ? "" : "s"} ${span}` : `${book} ${span}`;
  }).join("; ");
}
