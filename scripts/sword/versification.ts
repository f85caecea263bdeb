import { attributeOf } from "./osis_text.ts";

/**
 * Which verse each slot of a SWORD verse index holds. A testament's index has two leading slots
 * (module and testament headings), then per book a book-introduction slot, and per chapter a
 * chapter-introduction slot followed by one slot per verse.
 */

export type VersificationBook = {
  /** OSIS book id as the module writes it: "Gen", "3John", "Tob". */
  osis: string;
  /** Our book number (1..66, data/kjv_books.json). */
  number: number;
  /** Verses in each chapter, chapter 1 first. */
  chapters: number[];
};

export type Slot =
  | { kind: "heading" }
  | { kind: "book"; book: VersificationBook }
  | { kind: "chapter"; book: VersificationBook; chapter: number }
  | { kind: "verse"; book: VersificationBook; chapter: number; verse: number }
  /** A slot past the last of our books in a testament (the deuterocanon), not mapped further. */
  | { kind: "outside" };

/** A testament's books, and how many slots follow them that belong to books outside the 66. */
export type TestamentLayout = { books: VersificationBook[]; outside: number; outsideBooks: string[] };

export function slotsOf({ books, outside }: Pick<TestamentLayout, "books" | "outside">): Slot[] {
  const slots: Slot[] = [{ kind: "heading" }, { kind: "heading" }];
  for (const book of books) {
    slots.push({ kind: "book", book });
    book.chapters.forEach((verses, index) => {
      slots.push({ kind: "chapter", book, chapter: index + 1 });
      for (let verse = 1; verse <= verses; verse++) slots.push({ kind: "verse", book, chapter: index + 1, verse });
    });
  }
  for (let slot = 0; slot < outside; slot++) slots.push({ kind: "outside" });
  return slots;
}

export type OurBook = { number: number; abbreviation: string; testament: "Old" | "New" };
export type Testaments = { ot: TestamentLayout; nt: TestamentLayout };

/**
 * The KJV versification, read from our own KJV files (data/kjv_books.json and data/kjv.tsv): they
 * are what every other text is aligned to, and SWORD's KJV system has the same 66 books, 1,189
 * chapters and 31,102 verses.
 */
export function kjvVersification(books: readonly OurBook[], kjvTsv: string): Testaments {
  const chapters = new Map<number, number[]>();
  for (const line of kjvTsv.split("\n")) {
    if (line === "") continue;
    const [book, chapter, verse] = line.split("\t").map(Number);
    const counts = chapters.get(book) ?? [];
    counts[chapter - 1] = Math.max(counts[chapter - 1] ?? 0, verse);
    chapters.set(book, counts);
  }
  const of = (testament: "Old" | "New"): TestamentLayout => ({
    books: books.filter((book) => book.testament === testament).map((book) => ({
      osis: book.abbreviation,
      number: book.number,
      chapters: chapters.get(book.number) ?? [],
    })),
    outside: 0,
    outsideBooks: [],
  });
  return { ot: of("Old"), nt: of("New") };
}

const startTag = (name: string) => new RegExp(`<${name}\\b[^>]*>`, "g");

/**
 * A testament's versification as the module itself marks it, for modules whose conf names a
 * system other than KJV (the WEB's NRSVA), whose verse counts we do not hold. The slot that opens
 * a chapter holds `<chapter osisID="Book.N" sID=..>`, and a new book's first chapter follows the
 * book's own introduction slot, so a chapter has as many verses as there are slots between its
 * milestone and the next, less that introduction slot where a book changes. Only the milestones of
 * our 66 books are followed: the books after them (the deuterocanon follows Malachi) need not mark
 * theirs the same way, and one of them even sits in another book's introduction slot. Those
 * trailing slots are counted as outside. Chapters must come in order, and the caller checks the
 * total against the index size.
 */
export function versificationFromMilestones(
  slotTexts: ReadonlyArray<string | null>,
  ourBooks: readonly OurBook[],
): TestamentLayout {
  const numbers = new Map(ourBooks.map((book) => [book.abbreviation, book.number]));
  const opens = (text: string | null, name: string) =>
    (text?.match(startTag(name)) ?? []).filter((tag) => attributeOf(tag, "sID") !== undefined);
  const starts: Array<{ slot: number; osis: string; chapter: number }> = [];
  slotTexts.forEach((text, slot) => {
    for (const tag of opens(text, "chapter")) {
      const [, osis, chapter] = /^(.+)\.(\d+)$/.exec(attributeOf(tag, "osisID") ?? "") ?? [];
      if (numbers.has(osis)) starts.push({ slot, osis, chapter: Number(chapter) });
    }
  });
  if (starts.length === 0) throw new Error("no chapter milestones of our books");
  if (starts[0].slot !== 3 || starts[0].chapter !== 1) throw new Error("the first chapter does not open at slot 3");
  const booksOpened = (from: number) =>
    slotTexts.slice(from).flatMap((text) =>
      opens(text, "div").filter((tag) => attributeOf(tag, "type") === "book").map((tag) =>
        attributeOf(tag, "osisID") ?? ""
      )
    );
  const books: VersificationBook[] = [];
  let end = slotTexts.length;
  starts.forEach((start, index) => {
    const next = starts[index + 1];
    const book = books.at(-1);
    if (book?.osis === start.osis) {
      if (start.chapter !== book.chapters.length + 1) throw new Error(`${start.osis} ${start.chapter} is out of order`);
    } else {
      if (start.chapter !== 1 || (book && numbers.get(start.osis)! <= book.number)) {
        throw new Error(`${start.osis} ${start.chapter} opens out of order`);
      }
      books.push({ osis: start.osis, number: numbers.get(start.osis)!, chapters: [] });
    }
    let stop = next?.slot;
    if (stop === undefined) {
      // After our last book: up to the next book's introduction, or the end of the testament.
      const after = slotTexts.findIndex((text, slot) =>
        slot > start.slot && opens(text, "div").some((tag) => attributeOf(tag, "type") === "book")
      );
      stop = after < 0 ? slotTexts.length : after;
      end = stop;
    }
    const newBook = next !== undefined && next.osis !== start.osis;
    books.at(-1)!.chapters.push(stop - start.slot - 1 - (newBook ? 1 : 0));
  });
  return { books, outside: slotTexts.length - end, outsideBooks: booksOpened(end) };
}
