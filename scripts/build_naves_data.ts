// Regenerates data/naves.json from Debian's sword-dict-naves (Nave's Topical Bible, SWORD module
// Nave): every topic with its sub-headings, verse references and "See" cross references.
// `--check` compares instead of writing. Run from the repository root:
//   npx deno run --allow-read --allow-write=data scripts/build_naves_data.ts [--check]
import { writeOrCheck } from "./sword/generated_file.ts";
import { recordsJson } from "./sword/json_lines.ts";
import { type NaveLine, type NaveReport, naveTopic } from "./sword/naves_topics.ts";
import { readConf, readDictionary } from "./sword/sword_module.ts";
import { kjvVersification } from "./sword/versification.ts";
import { loadAlignment } from "./sword/verse_module.ts";

const alignment = await loadAlignment();
const { ot, nt } = kjvVersification(alignment.books, alignment.kjvTsv);
const canon = new Map([...ot.books, ...nt.books].map((book) => [book.osis, book]));
const { entries, links } = await readDictionary(await readConf("nave"));
if (links.length > 0) throw new Error(`Nave's has ${links.length} @LINK entries this generator does not follow`);

const report: NaveReport = { refs: 0, outsideCanon: [], repaired: [] };
const topics = entries.map(({ key, text }) => naveTopic(key, text, canon, report));
const names = new Set(topics.map((topic) => topic.name));
const lines = topics.flatMap((topic) => topic.headings.flatMap((heading) => [heading, ...heading.items]));
const dangling = [...new Set(lines.flatMap((line) => line.see).filter((target) => !names.has(target)))];
console.log(
  `Nave's: ${topics.length} topics, ${lines.length} lines, ${report.refs} verse references; ` +
    `left out (outside the 66 books or the KJV's verses): ${report.outsideCanon.join(" ") || "none"}; ` +
    `one-chapter-book references repaired: ${report.repaired.length}; ` +
    `cross references to no topic: ${dangling.join(" | ") || "none"}`,
);

const record = (line: NaveLine) => [line.label, line.refs.join(" "), line.see];
await writeOrCheck(
  "data/naves.json",
  recordsJson({
    topics: topics.map((topic) => [
      topic.name,
      topic.headings.map((heading) =>
        heading.items.length > 0 ? [...record(heading), heading.items.map(record)] : record(heading)
      ),
    ]),
  }),
  Deno.args,
);
