// Regenerates data/web.tsv from Debian's sword-text-web (the World English Bible, SWORD module
// engWEB2015eb), aligned to our KJV verse numbering; `--check` compares instead of writing.
// Run from the repository root:
//   npx deno run --allow-read --allow-write=data scripts/build_web_data.ts [--check]
import { buildBibleFile } from "./sword/bible_text.ts";

await buildBibleFile("engWEB2015eb", "data/web.tsv", Deno.args);
