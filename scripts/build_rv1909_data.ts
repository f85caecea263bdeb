// Regenerates data/rv1909.tsv from Debian's sword-text-sparv (the Reina-Valera 1909, SWORD module
// spaRV1909eb), aligned to our KJV verse numbering; `--check` compares instead of writing.
// Run from the repository root:
//   npx deno run --allow-read --allow-write=data scripts/build_rv1909_data.ts [--check]
import { buildBibleFile } from "./sword/bible_text.ts";
import { spanishVerseTextOptions } from "./sword/osis_text.ts";

await buildBibleFile("spaRV1909eb", "data/rv1909.tsv", Deno.args, spanishVerseTextOptions);
