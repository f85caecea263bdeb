// Regenerates data/mhcc.json from Debian's sword-comm-mhcc (Matthew Henry's Concise Commentary,
// SWORD module MHCC): each note keyed by the verses it covers, and Henry's book introductions.
// `--check` compares instead of writing. Run from the repository root:
//   npx deno run --allow-read --allow-write=data scripts/build_mhcc_data.ts [--check]
import { storedNotes } from "./sword/commentary_notes.ts";
import { writeOrCheck } from "./sword/generated_file.ts";
import { recordsJson } from "./sword/json_lines.ts";
import { mhccNotes } from "./sword/mhcc_notes.ts";
import { loadAlignment, readVerseModule } from "./sword/verse_module.ts";

const module = await readVerseModule("mhcc", await loadAlignment());
const verses = new Map(module.books.map((book) => [book.number, book.chapters]));
const { notes, introductions } = mhccNotes(
  storedNotes(module.slots),
  (book, chapter) => verses.get(book)?.[chapter - 1] ?? 0,
);
const chapters = notes.filter((note) => note.range.split(".").length === 2).length;
console.log(`MHCC: ${notes.length} notes (${chapters} on a whole chapter), ${introductions.length} book introductions`);
await writeOrCheck(
  "data/mhcc.json",
  recordsJson({
    introductions: introductions.map(({ book, text }) => [book, text]),
    notes: notes.map(({ range, text }) => [range, text]),
  }),
  Deno.args,
);
