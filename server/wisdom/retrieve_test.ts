import { assert, assertEquals } from "../../tests/assert.ts";
import { searchDocuments } from "../scriptures/search_documents.ts";
import { scriptureSources } from "../search/search_index.ts";
import { testScriptures } from "../testing/app_fixture.ts";
import type { ChatTurn, Passage } from "./engine.ts";
import { crisisAnchors, generalAnchors, retrievePassages, themeAnchors } from "./retrieve.ts";

const { corpus, searchIndex } = await testScriptures();
const storedText = new Map(searchDocuments(corpus).map((document) => [document.reference, document.text]));
const retrieve = (message: string, history: readonly ChatTurn[] = []) =>
  retrievePassages(searchIndex, message, history);
const referencesOf = (passages: readonly Passage[]) => passages.map((passage) => passage.reference);
const sourcesOf = (passages: readonly Passage[]) => [...new Set(passages.map((passage) => passage.source))];

Deno.test("every theme anchor finds its own passage in the real index", () => {
  const anchorSets = [...Object.values(themeAnchors), generalAnchors, crisisAnchors];
  for (const anchors of anchorSets) {
    for (const source of scriptureSources) {
      for (const anchor of anchors[source]) {
        assert(storedText.has(anchor.reference), `${anchor.reference} is not in the corpus`);
        const hits = searchIndex.search(anchor.query, { sources: new Set([source]), limit: 3 });
        assert(
          hits.some((hit) => hit.reference === anchor.reference),
          `"${anchor.query}" finds ${hits.map((hit) => hit.reference).join(", ")}, not ${anchor.reference}`,
        );
      }
    }
  }
});

Deno.test("the famous verse is found for its famous words", () => {
  assertEquals(referencesOf(retrieve("the lord is my shepherd"))[0], "Psalms 23:1");
});

Deno.test("all three traditions are represented, Bible first unless Buddhism is asked about", () => {
  const bible = retrieve("What does the Bible say about anxiety?");
  assertEquals(bible.map((passage) => passage.source), ["bible", "bible", "bible", "lotus", "gosho"]);
  assertEquals(referencesOf(bible).slice(0, 2), ["Philippians 4:6", "Isaiah 41:10"]);

  const buddhism = retrieve("How does Buddhism approach suffering?");
  assertEquals(sourcesOf(buddhism), ["lotus", "gosho", "bible"]);
  assertEquals(buddhism[0].reference, "Lotus Sutra, Chapter 3: Simile and Parable");

  assertEquals(sourcesOf(retrieve("Compare Christian and Buddhist views on forgiveness")), ["bible", "lotus", "gosho"]);
});

Deno.test("passages carry the stored text: whole verses exactly, summaries as excerpts of ours", () => {
  for (const message of ["I lost my mother and I can't stop crying", "What does the Bible say about money?"]) {
    for (const passage of retrieve(message)) {
      const stored = storedText.get(passage.reference)!;
      if (passage.source === "bible") assertEquals(passage.text, stored, passage.reference);
      else assert(stored.includes(passage.text.replace(/^…/, "").replace(/…$/, "")), passage.reference);
    }
  }
});

Deno.test("the theme's chosen passages lead, and the visitor's own words fill in", () => {
  const grief = retrieve("I lost my mother last month and I can't stop crying");
  assertEquals(grief[0].reference, "Matthew 5:4");
  assertEquals(grief.find((passage) => passage.source === "lotus")?.reference, themeAnchors.grief.lotus[0].reference);
  // Love and money are both themes here, but the phrase is an idiom, and the verse that says it leads.
  assertEquals(retrieve("What does the Bible say about the love of money?")[0].reference, "1 Timothy 6:10");
});

Deno.test("a question in one tradition's own language does not search the other with it", () => {
  const passages = retrieve("Tell me about the burning house");
  assertEquals(passages[0].reference, "Lotus Sutra, Chapter 3: Simile and Parable");
  const verses = passages.filter((passage) => passage.source === "bible");
  assert(verses.length > 0);
  assert(verses.every((verse) => !/burn/i.test(verse.text)), referencesOf(verses).join(", "));
});

Deno.test("passages already cited in the conversation are not brought again", () => {
  const first = retrieve("What does the Bible say about forgiveness?");
  const history: ChatTurn[] = [
    { role: "user", content: "What does the Bible say about forgiveness?" },
    { role: "assistant", content: first.map((passage) => `${passage.text} - ${passage.reference}`).join("\n") },
  ];
  const next = retrieve("tell me more", history);
  assertEquals(next.length, first.length);
  assertEquals(sourcesOf(next), ["bible", "lotus", "gosho"]);
  const before = new Set(referencesOf(first));
  assert(referencesOf(next).every((reference) => !before.has(reference)), referencesOf(next).join(", "));
});

Deno.test("citing 'Matthew 5:40' is not citing 'Matthew 5:4'", () => {
  const first = retrieve("blessed are they that mourn");
  assertEquals(first[0].reference, "Matthew 5:4");
  const history: ChatTurn[] = [{ role: "assistant", content: "As Matthew 5:40 and Matthew 5:41 say." }];
  assertEquals(retrieve("blessed are they that mourn", history)[0].reference, "Matthew 5:4");
  const cited: ChatTurn[] = [{ role: "assistant", content: "(Matthew 5:4)" }];
  assert(!referencesOf(retrieve("blessed are they that mourn", cited)).includes("Matthew 5:4"));
});

Deno.test("a scripture request brings passages beside the one given, not the one itself", () => {
  const passages = retrieve(
    'Please share wisdom about this scripture:\n\n"Blessed are they that mourn: for they shall be comforted." - Matthew 5:4',
  );
  assert(!referencesOf(passages).includes("Matthew 5:4"));
  assertEquals(sourcesOf(passages), ["bible", "lotus", "gosho"]);
});

Deno.test("crisis gets one comforting verse and nothing to study", () => {
  const passages = retrieve("I want to end my life");
  assertEquals(referencesOf(passages), ["Psalms 34:18"]);
});

Deno.test("the caller can ask for other counts", () => {
  const passages = retrievePassages(searchIndex, "What does the Bible say about hope?", [], {
    counts: { bible: 5, lotus: 2, gosho: 0 },
  });
  assertEquals(passages.map((passage) => passage.source), [
    "bible",
    "bible",
    "bible",
    "bible",
    "bible",
    "lotus",
    "lotus",
  ]);
});

Deno.test("a subject the catalogue does not know still finds passages in every tradition", () => {
  const passages = retrieve("What do the scriptures say about quantum entanglement?");
  assertEquals(sourcesOf(passages), ["bible", "lotus", "gosho"]);
});
