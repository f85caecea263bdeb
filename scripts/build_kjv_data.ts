// Regenerates data/kjv_books.json and data/kjv.tsv from Debian's bible-kjv
// package. Run from the repository root:
//   npx deno run --allow-run=bible --allow-write=data scripts/build_kjv_data.ts

// Standard English names (as the `bible` chapter headers print them) and
// OSIS book abbreviations, in canonical order.
const BOOKS: [string, string][] = [
  ["Genesis", "Gen"],
  ["Exodus", "Exod"],
  ["Leviticus", "Lev"],
  ["Numbers", "Num"],
  ["Deuteronomy", "Deut"],
  ["Joshua", "Josh"],
  ["Judges", "Judg"],
  ["Ruth", "Ruth"],
  ["1 Samuel", "1Sam"],
  ["2 Samuel", "2Sam"],
  ["1 Kings", "1Kgs"],
  ["2 Kings", "2Kgs"],
  ["1 Chronicles", "1Chr"],
  ["2 Chronicles", "2Chr"],
  ["Ezra", "Ezra"],
  ["Nehemiah", "Neh"],
  ["Esther", "Esth"],
  ["Job", "Job"],
  ["Psalms", "Ps"],
  ["Proverbs", "Prov"],
  ["Ecclesiastes", "Eccl"],
  ["Song of Solomon", "Song"],
  ["Isaiah", "Isa"],
  ["Jeremiah", "Jer"],
  ["Lamentations", "Lam"],
  ["Ezekiel", "Ezek"],
  ["Daniel", "Dan"],
  ["Hosea", "Hos"],
  ["Joel", "Joel"],
  ["Amos", "Amos"],
  ["Obadiah", "Obad"],
  ["Jonah", "Jonah"],
  ["Micah", "Mic"],
  ["Nahum", "Nah"],
  ["Habakkuk", "Hab"],
  ["Zephaniah", "Zeph"],
  ["Haggai", "Hag"],
  ["Zechariah", "Zech"],
  ["Malachi", "Mal"],
  ["Matthew", "Matt"],
  ["Mark", "Mark"],
  ["Luke", "Luke"],
  ["John", "John"],
  ["Acts", "Acts"],
  ["Romans", "Rom"],
  ["1 Corinthians", "1Cor"],
  ["2 Corinthians", "2Cor"],
  ["Galatians", "Gal"],
  ["Ephesians", "Eph"],
  ["Philippians", "Phil"],
  ["Colossians", "Col"],
  ["1 Thessalonians", "1Thess"],
  ["2 Thessalonians", "2Thess"],
  ["1 Timothy", "1Tim"],
  ["2 Timothy", "2Tim"],
  ["Titus", "Titus"],
  ["Philemon", "Phlm"],
  ["Hebrews", "Heb"],
  ["James", "Jas"],
  ["1 Peter", "1Pet"],
  ["2 Peter", "2Pet"],
  ["1 John", "1John"],
  ["2 John", "2John"],
  ["3 John", "3John"],
  ["Jude", "Jude"],
  ["Revelation", "Rev"],
];
const OLD_TESTAMENT_BOOKS = 39;

function fail(message: string): never {
  console.error(`build_kjv_data: ${message}`);
  Deno.exit(1);
}

function check(ok: boolean, message: string): asserts ok {
  if (!ok) fail(message);
}

// -l0 turns off line wrapping, so each verse is exactly one line.
const result = await new Deno.Command("bible", {
  args: ["-l0", "Gen1:1-Rev22:21"],
  stderr: "inherit",
}).output();
check(result.success, `bible exited with code ${result.code}`);
const lines = new TextDecoder("utf-8", { fatal: true })
  .decode(result.stdout)
  .split("\n");

// Output is, per chapter: a blank line, "Book N", a blank line, then verse
// lines "  N text". Headers such as "1 Samuel 1" start with a digit too, so
// only the two-space indent tells a verse from a header.
const HEADER = /^(\S.*) (\d+)$/;
const VERSE = /^ {2}(\d+) (.*)$/;

type Verse = { book: number; chapter: number; verse: number; text: string };
const verses: Verse[] = [];
const chapterCounts: number[] = [];
let book = 0;
let chapter = 0;
let verse = 0;

lines.forEach((line, i) => {
  const where = `bible output line ${i + 1}: ${JSON.stringify(line)}`;
  if (line === "") return;
  const header = HEADER.exec(line);
  if (header) {
    check(lines[i - 1] === "" && lines[i + 1] === "", `stray ${where}`);
    const [, name, number] = header;
    if (book === 0 || name !== BOOKS[book - 1][0]) {
      check(book < BOOKS.length, `too many books at ${where}`);
      check(name === BOOKS[book][0], `expected ${BOOKS[book][0]} at ${where}`);
      book++;
      chapter = 0;
    }
    check(Number(number) === chapter + 1, `chapter out of order at ${where}`);
    chapter++;
    chapterCounts[book - 1] = chapter;
    verse = 0;
    return;
  }
  const match = VERSE.exec(line);
  check(match !== null && chapter > 0, `unexpected ${where}`);
  const [, number, text] = match;
  check(Number(number) === verse + 1, `verse out of order at ${where}`);
  check(!/[\t\r]/.test(text), `tab or CR in ${where}`);
  verse++;
  verses.push({ book, chapter, verse, text });
});

const totalChapters = chapterCounts.reduce((sum, n) => sum + n, 0);
check(book === 66, `expected 66 books, got ${book}`);
check(totalChapters === 1189, `expected 1189 chapters, got ${totalChapters}`);
check(verses.length === 31102, `expected 31102 verses, got ${verses.length}`);

function lookup(b: number, c: number, v: number): string {
  const at = (x: Verse) => x.book === b && x.chapter === c && x.verse === v;
  return verses.find(at)?.text ?? fail(`missing verse ${b} ${c}:${v}`);
}
check(
  lookup(1, 1, 1) === "In the beginning God created the heaven and the earth.",
  "Genesis 1:1 does not match",
);
check(
  lookup(43, 3, 16).startsWith("For God so loved the world"),
  "John 3:16 does not match",
);
check(
  lookup(19, 23, 1) === "The LORD is my shepherd; I shall not want.",
  "Psalms 23:1 does not match",
);
lookup(66, 22, 21);

const books = BOOKS.map(([name, abbreviation], i) => ({
  number: i + 1,
  name,
  abbreviation,
  testament: i < OLD_TESTAMENT_BOOKS ? "Old" : "New",
  chapters: chapterCounts[i],
}));
const tsv = verses
  .map((v) => `${v.book}\t${v.chapter}\t${v.verse}\t${v.text}\n`)
  .join("");

await Deno.mkdir("data", { recursive: true });
await Deno.writeTextFile(
  "data/kjv_books.json",
  JSON.stringify(books, null, 2) + "\n",
);
await Deno.writeTextFile("data/kjv.tsv", tsv);
console.log(
  `Wrote ${books.length} books, ${totalChapters} chapters and ` +
    `${verses.length} verses to data/kjv_books.json and data/kjv.tsv`,
);
