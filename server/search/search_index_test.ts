import { assert, assertEquals } from "../../tests/assert.ts";
import { buildSearchIndex, type SearchDocument } from "./search_index.ts";

const documents: SearchDocument[] = [
  { source: "bible", reference: "Psalms 23:1", text: "The LORD is my shepherd; I shall not want." },
  {
    source: "bible",
    reference: "John 10:11",
    text: "I am the good shepherd: the good shepherd giveth his life for the sheep.",
  },
  { source: "bible", reference: "Ezekiel 34:2", text: "Woe be to the shepherds of Israel that do feed themselves!" },
  {
    source: "bible",
    reference: "1 Corinthians 13:4",
    text: "Charity suffereth long, and is kind; charity envieth not.",
  },
  { source: "bible", reference: "Matthew 6:34", text: "Take therefore no thought for the morrow." },
  { source: "bible", reference: "Genesis 1:1", text: "In the beginning God created the heaven and the earth." },
  {
    source: "lotus",
    reference: "Lotus Sutra, Chapter 3: Simile and Parable",
    text: "A wealthy man sees his house on fire while his children play inside. " +
      "He promises them carts drawn by goats, deer and oxen if they come out. " +
      "Once they are safe he gives each a great carriage drawn by a white ox. " +
      "The burning house is the world of suffering, and the carriage is the one vehicle of Buddhahood. ".repeat(2),
  },
  {
    source: "gosho",
    reference: "Winter Always Turns to Spring (Gosho Volume I)",
    text: "Winter always turns to spring.",
  },
];

const index = buildSearchIndex(documents);
const everywhere = new Set(["bible", "lotus", "gosho"] as const);
const search = (query: string, sources: ReadonlySet<"bible" | "lotus" | "gosho"> = everywhere, limit = 10) =>
  index.search(query, { sources, limit });

Deno.test("the famous verse comes first for its famous phrase", () => {
  assertEquals(search("the lord is my shepherd")[0].reference, "Psalms 23:1");
  assertEquals(search("good shepherd")[0].reference, "John 10:11");
});

Deno.test("modern English finds King James English", () => {
  assertEquals(search("love is kind")[0].reference, "1 Corinthians 13:4");
  assertEquals(search("tomorrow")[0].reference, "Matthew 6:34");
  assertEquals(search("shepherds").map((hit) => hit.reference).sort(), [
    "Ezekiel 34:2",
    "John 10:11",
    "Psalms 23:1",
  ]);
});

Deno.test("only the chosen sources are searched", () => {
  assertEquals(search("house on fire children", new Set(["bible"])), []);
  assertEquals(search("house on fire children", new Set(["lotus"]))[0].source, "lotus");
  assertEquals(search("spring", new Set(["gosho"]))[0].reference, "Winter Always Turns to Spring (Gosho Volume I)");
});

Deno.test("hits name the words that matched, as the text writes them", () => {
  const [hit] = search("love");
  assertEquals(hit.reference, "1 Corinthians 13:4");
  assertEquals(hit.matched, ["Charity", "charity"]);
  assertEquals(search("shepherds")[0].matched.every((word) => word.toLowerCase().startsWith("shepherd")), true);
});

Deno.test("a long text is answered with its best-matching passage, not the whole", () => {
  const [hit] = search("burning house vehicle", new Set(["lotus"]));
  assert(hit.text.length <= 330, `snippet of ${hit.text.length} characters`);
  assert(hit.text.includes("burning house"));
});

Deno.test("nonsense and empty queries find nothing; stop words alone still search", () => {
  assertEquals(search("xyzzy plugh"), []);
  assertEquals(search("   "), []);
  assertEquals(search("in the beginning")[0].reference, "Genesis 1:1");
});

Deno.test("results are capped by the limit and ordered by score", () => {
  const hits = search("the", everywhere, 3);
  assert(hits.length <= 3);
  for (let i = 1; i < hits.length; i++) assert(hits[i - 1].score >= hits[i].score);
});

Deno.test("a verse is found by its other wording too, and shown in the version asked for", () => {
  const web = "In nothing be anxious, but in everything, by prayer and petition with thanksgiving.";
  const verses = buildSearchIndex([
    {
      source: "bible",
      reference: "Philippians 4:6",
      text: "Be careful for nothing.",
      alsoSearched: [web],
      shownAs: { "2": web },
    },
    { source: "bible", reference: "Matthew 6:34", text: "Take therefore no thought for the morrow." },
  ]);
  const bible = new Set(["bible"] as const);
  const [kjv] = verses.search("do not be anxious about anything", { sources: bible, limit: 5 });
  assertEquals([kjv.reference, kjv.text], ["Philippians 4:6", "Be careful for nothing."]);
  const [shown] = verses.search("do not be anxious about anything", { sources: bible, limit: 5, shownAs: "2" });
  assertEquals([shown.text, shown.matched], [web, ["nothing", "anxious"]]);
});

Deno.test("a word naming a topic that cites a verse finds it, and the hit names the topic", () => {
  const care = ["CARE", "ANXIETY"];
  const verses = buildSearchIndex([
    { source: "bible", reference: "1 Peter 5:7", text: "Casting all your care upon him.", topics: [care] },
    { source: "bible", reference: "Psalms 55:22", text: "Cast thy burden upon the LORD.", topics: [care] },
    { source: "bible", reference: "Genesis 1:1", text: "In the beginning God created the heaven and the earth." },
  ]);
  const hits = verses.search("worry", { sources: new Set(["bible"]), limit: 5 });
  assertEquals(hits.map((hit) => hit.reference).sort(), ["1 Peter 5:7", "Psalms 55:22"]);
  assertEquals(hits[0].topics, ["CARE"]);
});

Deno.test('contractions are the words they stand for: "he\'ll" is not "hell"', () => {
  const verses = buildSearchIndex([
    { source: "bible", reference: "James 4:8", text: "Draw near to God, and he will draw near to you." },
    { source: "bible", reference: "Psalms 9:17", text: "The wicked shall be turned into hell." },
  ]);
  const bible = new Set(["bible"] as const);
  assertEquals(verses.search("he'll", { sources: bible, limit: 5 }).map((hit) => hit.reference), ["James 4:8"]);
});
