/**
 * The committed study files hold the text their printed sources have, in the formats data/README.md
 * describes: a sample of each checked against known text, and every line against its format.
 */
import { assert, assertEquals, assertMatch } from "../tests/assert.ts";
import { parseVerseRange } from "../server/scriptures/verse_range.ts";

const read = (name: string) => Deno.readTextFile(new URL(`../data/${name}`, import.meta.url));

async function verses(name: string): Promise<Map<string, string>> {
  const kjvIds = new Set(
    (await read("kjv.tsv")).split("\n").filter(Boolean).map((line) => line.split("\t", 3).join(".")),
  );
  const lines = (await read(name)).split("\n");
  assertEquals(lines.pop(), "", `${name} ends with a newline`);
  const byId = new Map<string, string>();
  for (const line of lines) {
    assertMatch(line, /^\d{1,2}\t\d{1,3}\t\d{1,3}\t\S[^\t\r\n]*\S$/, name);
    const [book, chapter, verse, text] = line.split("\t");
    const id = `${book}.${chapter}.${verse}`;
    assert(kjvIds.has(id), `${name}: ${id} is not a KJV verse`);
    assert(!byId.has(id), `${name}: ${id} twice`);
    byId.set(id, text);
  }
  return byId;
}

Deno.test("World English Bible: known verses, in KJV numbering", async () => {
  const web = await verses("web.tsv");
  assertEquals(web.size, 31095);
  assertMatch(
    web.get("43.3.16")!,
    /^For God so loved the world, that he gave his only born Son, that whoever believes/,
  );
  assertEquals(web.get("1.1.1"), "In the beginning, God created the heavens and the earth.");
  assertEquals(web.get("19.23.1"), "Yahweh is my shepherd; I shall lack nothing.");
  assertEquals(
    web.get("50.4.6"),
    "In nothing be anxious, but in everything, by prayer and petition with thanksgiving, let your requests be made known to God.",
  );
  // The NRSVA's 3 John 1:15 is part of the KJV's 1:14; footnotes and headings are not text.
  assertMatch(web.get("64.1.14")!, /face to face\. Peace be to you\. The friends greet you\./);
  assert(![...web.values()].some((text) => /[<>]|strong:|\b[GH]\d{4}\b/.test(text)), "no markup left in the WEB");
});

Deno.test("Reina-Valera 1909: known verses, enclitics joined as printed", async () => {
  const rv = await verses("rv1909.tsv");
  assertEquals(rv.size, 31084);
  assertEquals(
    rv.get("43.3.16"),
    "Porque de tal manera amó Dios al mundo, que ha dado á su Hijo unigénito, para que todo aquel que en él cree, no se pierda, mas tenga vida eterna.",
  );
  assertEquals(rv.get("1.1.1"), "EN el principio crió Dios los cielos y la tierra.");
  assertMatch(rv.get("1.25.33")!, /^Y dijo Jacob: Júramelo en este día\./);
});

type Notes = { notes: Array<[string, string]>; introductions?: Array<[number, string]> };

Deno.test("Matthew Henry's Concise Commentary: notes keyed by the verses they cover", async () => {
  const mhcc: Notes = JSON.parse(await read("mhcc.json"));
  const notes = new Map(mhcc.notes);
  assertMatch(
    notes.get("43.3.1-21")!,
    /^Nicodemus was afraid, or ashamed to be seen with Christ, therefore came in the night\./,
  );
  assertMatch(notes.get("43.3.1-21")!, /God so loved the world; so really, so richly\./);
  assertMatch(notes.get("1.1.1-2")!, /^The first verse of the Bible gives us a satisfying and useful account/);
  assertMatch(new Map(mhcc.introductions).get(1)!, /^Genesis is a name taken from the Greek/);
  for (const [code] of mhcc.notes) assert(parseVerseRange(code) !== null, `mhcc.json: bad range ${code}`);
});

Deno.test("Treasury of David: Spurgeon's overview and exposition per psalm", async () => {
  const treasury: Notes = JSON.parse(await read("treasury_of_david.json"));
  const notes = new Map(treasury.notes);
  assertMatch(notes.get("19.23")!, /^There is no inspired title to this psalm/);
  assertMatch(notes.get("19.23.1")!, /^"The Lord is my shepherd\." What condescension is this/);
  assertMatch(notes.get("19.2.1-3")!, /^We have, in these first three verses/);
  for (const [code, text] of treasury.notes) {
    assertEquals(parseVerseRange(code)?.book, 19, `treasury_of_david.json: ${code}`);
    assert(!/EXPLANATORY NOTES|VILLAGE PREACHER/.test(text), `${code} holds a section we leave out`);
  }
});

Deno.test("Nave's Topical Bible: topics, sub-headings, verses and cross references", async () => {
  type Line = [string, string, Array<string>];
  const naves: { topics: Array<[string, Array<Line | [...Line, Line[]]>]> } = JSON.parse(await read("naves.json"));
  const topics = new Map(naves.topics);
  assertEquals(topics.get("ANXIETY"), [["See CARE", "", ["CARE"]]]);
  const care = topics.get("CARE")!;
  const remedy = care.find(([label]) => label === "REMEDY FOR")!;
  assertEquals(remedy[1].split(" ").slice(0, 3), ["19.37.5", "19.55.22", "20.16.3"]);
  assert(remedy[1].split(" ").includes("50.4.6"), "CARE, REMEDY FOR cites Philippians 4:6");
  assert(remedy[1].split(" ").includes("40.6.26-34"), "and Matthew 6:26-34");
  for (const [name, headings] of naves.topics) {
    for (const line of headings.flatMap((heading) => [heading, ...(heading[3] ?? [])])) {
      for (const code of line[1].split(" ").filter(Boolean)) {
        assert(parseVerseRange(code) !== null, `naves.json ${name}: bad reference ${code}`);
      }
    }
  }
});
