import { assert, assertEquals } from "../../tests/assert.ts";
import { decodeIndex, encodeIndex } from "./index_file.ts";
import { buildSearchIndex, indexDocuments, openSearchIndex, type SearchDocument } from "./search_index.ts";

const care = ["CARE", "ANXIETY"];
const documents: SearchDocument[] = [
  {
    source: "bible",
    reference: "Philippians 4:6",
    text: "Be careful for nothing; but in every thing by prayer and supplication with thanksgiving.",
    alsoSearched: ["In nothing be anxious, but in everything, by prayer and petition with thanksgiving."],
    shownAs: { "2": "In nothing be anxious, but in everything, by prayer and petition with thanksgiving." },
    topics: [care],
  },
  {
    source: "bible",
    reference: "1 Peter 5:7",
    text: "Casting all your care upon him; for he careth for you.",
    topics: [care],
  },
  { source: "lotus", reference: "Lotus Sutra, Chapter 3: Simile and Parable", text: "A burning house. ".repeat(40) },
];
const everywhere = new Set(["bible", "lotus", "gosho"] as const);

Deno.test("an index read back from its file answers exactly as the one built in memory", () => {
  const file = encodeIndex(indexDocuments(documents), "key-1");
  const read = decodeIndex(file, "key-1");
  assert(read !== null, "the file decodes under its own key");
  const fromFile = openSearchIndex(documents, read);
  const built = buildSearchIndex(documents);
  for (const query of ["do not be anxious about anything", "worry", "burning house", "prayer thanksgiving"]) {
    const options = { sources: everywhere, limit: 10, shownAs: "2" };
    assertEquals(fromFile.search(query, options), built.search(query, options), query);
  }
});

Deno.test("a file from other data or code, or a damaged one, is not used", () => {
  const file = encodeIndex(indexDocuments(documents), "key-1");
  assertEquals(decodeIndex(file, "key-2"), null);
  assertEquals(decodeIndex(file.slice(0, file.length - 100), "key-1"), null);
  assertEquals(decodeIndex(new TextEncoder().encode("not an index"), "key-1"), null);
});
