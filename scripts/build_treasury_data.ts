// Regenerates data/treasury_of_david.json from Debian's sword-comm-tdavid (C. H. Spurgeon's
// Treasury of David, SWORD module TDavid): per psalm, Spurgeon's overview and his exposition of
// each verse. `--check` compares instead of writing. Run from the repository root:
//   npx deno run --allow-read --allow-write=data scripts/build_treasury_data.ts [--check]
import { storedNotes } from "./sword/commentary_notes.ts";
import { writeOrCheck } from "./sword/generated_file.ts";
import { recordsJson } from "./sword/json_lines.ts";
import { treasuryNotes } from "./sword/treasury_notes.ts";
import { loadAlignment, readVerseModule } from "./sword/verse_module.ts";

const psalmsBook = 19;
const module = await readVerseModule("tdavid", await loadAlignment());
const psalms = module.books.find((book) => book.number === psalmsBook)!;
const stored = storedNotes(module.slots).filter((note) => note.book === psalmsBook);
const notes = stored.flatMap((note) => treasuryNotes(note.chapter, note.osis, psalms.chapters[note.chapter - 1]));
const covered = new Set(stored.map((note) => note.chapter));
const missing = psalms.chapters.map((_, index) => index + 1).filter((psalm) => !covered.has(psalm));
console.log(
  `Treasury of David: ${notes.length} notes on ${covered.size} psalms` +
    (missing.length ? `; psalms with no entry: ${missing.join(", ")}` : ""),
);
await writeOrCheck(
  "data/treasury_of_david.json",
  recordsJson({ notes: notes.map(({ range, text }) => [range, text]) }),
  Deno.args,
);
