import { writeOrCheck } from "./generated_file.ts";
import { type OsisTextOptions, osisToText, verseTextOptions } from "./osis_text.ts";
import { type Alignment, loadAlignment, readVerseModule, type VerseModule } from "./verse_module.ts";

export type BibleReport = {
  verses: number;
  /** KJV verses the module leaves empty (text it omits, or moved into a neighbouring verse). */
  empty: string[];
  /** Slots of the module's versification outside the KJV's, all empty (else generation fails). */
  beyondKjv: string[];
  /** Books outside the 66 that were left out. */
  droppedBooks: string[];
};

/**
 * A Bible module as lines of data/kjv.tsv's format (`book<TAB>chapter<TAB>verse<TAB>text`), in
 * KJV order and numbering. A verse the module leaves empty has no line; a slot the KJV does not
 * have must be empty (its text already merged into a KJV verse by the module), or the mapping
 * would need a rule this function does not have, and it fails.
 */
export function bibleTsv(
  module: VerseModule,
  alignment: Alignment,
  options: OsisTextOptions = verseTextOptions,
): { tsv: string; report: BibleReport } {
  const name = new Map(alignment.books.map((book) => [book.number, book.abbreviation]));
  const texts = new Map<string, string>();
  const report: BibleReport = { verses: 0, empty: [], beyondKjv: [], droppedBooks: [] };
  report.droppedBooks.push(...module.outsideBooks);
  for (const { slot, text } of module.slots) {
    if (slot.kind !== "verse") continue;
    const reading = text === null ? "" : osisToText(text, options);
    if (/[\t\n\r]/.test(reading)) {
      throw new Error(`${slot.book.osis} ${slot.chapter}:${slot.verse} has a tab or newline`);
    }
    texts.set(`${slot.book.number}\t${slot.chapter}\t${slot.verse}`, reading);
  }
  let tsv = "";
  for (const line of alignment.kjvTsv.split("\n")) {
    if (line === "") continue;
    const [book, chapter, verse] = line.split("\t");
    const key = `${book}\t${chapter}\t${verse}`;
    const reading = texts.get(key);
    texts.delete(key);
    if (!reading) {
      report.empty.push(`${name.get(Number(book))} ${chapter}:${verse}`);
      continue;
    }
    tsv += `${key}\t${reading}\n`;
    report.verses++;
  }
  for (const [key, reading] of texts) {
    const [book, chapter, verse] = key.split("\t");
    const where = `${name.get(Number(book))} ${chapter}:${verse}`;
    if (reading !== "") throw new Error(`${where} is not a KJV verse but holds text: ${reading.slice(0, 80)}`);
    report.beyondKjv.push(where);
  }
  return { tsv, report };
}

/** Generates (or with --check, checks) one Bible's data file and prints what the mapping did. */
export async function buildBibleFile(
  confName: string,
  path: string,
  args: readonly string[],
  options: OsisTextOptions = verseTextOptions,
): Promise<void> {
  const alignment = await loadAlignment();
  const module = await readVerseModule(confName, alignment);
  const { tsv, report } = bibleTsv(module, alignment, options);
  console.log(
    `${confName} (${module.versification} versification): ${report.verses} verses; ` +
      `empty in the module: ${report.empty.join(", ") || "none"}; ` +
      `slots beyond the KJV (all empty): ${report.beyondKjv.join(", ") || "none"}; ` +
      `books left out: ${report.droppedBooks.join(" ") || "none"}`,
  );
  await writeOrCheck(path, tsv, args);
}
