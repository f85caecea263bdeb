import { assertEquals, assertMatch } from "../../../tests/assert.ts";
import { testScriptures } from "../../testing/app_fixture.ts";
import { missingText } from "./not_held.ts";
import { createVisitorReferenceFinder } from "./visitor_references.ts";

const { corpus } = await testScriptures();
const finder = createVisitorReferenceFinder(corpus);
const missing = (message: string) => missingText(message, finder.find(message), finder, corpus.books);

Deno.test("texts the library does not hold, by name and by form", () => {
  assertEquals(missing("What does the Heart Sutra say about emptiness?")?.name, "the Heart Sutra");
  assertEquals(
    missing("Is the Sutra of Immeasurable Meanings in your library?")?.name,
    "the Sutra of Immeasurable Meanings",
  );
  assertEquals(missing("what does the book of jubilees say about angels")?.name, "the Book of Jubilees");
  assertEquals(missing("read me Luke 1:28 in the Douay-Rheims")?.name, "the Douay-Rheims Bible");
  assertEquals(missing("give me John 3:16 in the Passion Translation")?.name, "the Passion translation");
  // Writers, poems and prayers people quote, which the guide cannot check either.
  assertEquals(missing("what does rumi say about love")?.name, "the poems of Rumi");
  assertEquals(missing("say the serenity prayer for me")?.name, "the Serenity Prayer");
  assertEquals(missing("what is the footprints poem")?.name, "the poem Footprints in the Sand");
  assertEquals(missing("what would marcus aurelius say about anxiety")?.name?.startsWith("the Stoics"), true);
  // A sutra named in lower case, as people type it, but not one described ("the longest sutra").
  assertEquals(missing("what does the vimalakirti sutra say")?.name, "the Vimalakirti Sutra");
  assertEquals(missing("what does the longest sutra say"), null);
  // A letter of Nichiren's we do not hold, by its title.
  assertEquals(missing("explain the embankments of faith")?.name, "The Embankments of Faith");
  // A name inside another word is no writer: rumination is not Rumi.
  assertEquals(missing("how do i stop the rumination at night"), null);
});

Deno.test("a chapter or verse past the end of its book says how far the book goes", () => {
  assertMatch(missing("John 3:37 what does it mean")!.reason!, /no John 3:37 .*ends at verse 36/);
  assertMatch(missing("explain matthew 29")!.reason!, /no Matthew 29 .*28 chapters/);
  assertEquals(missing("explain matthew 28")?.name, undefined);
});

Deno.test("the Lotus Sutra's and Gosho's own words are not held: only our summaries", () => {
  const lotus = missing("Can you show me the actual text of Lotus Sutra chapter 16 in the Burton Watson translation?")!;
  assertEquals(lotus.closest, ["Lotus Sutra, Chapter 16"]);
  assertMatch(lotus.reason!, /summaries in our own words/);
});

Deno.test("what the library holds is not reported missing", () => {
  for (
    const message of [
      "What does the Lotus Sutra say about the Buddha's life span?",
      "explain Psalm 23 in the KJV",
      "the book of Job",
      "what sutra is that",
    ]
  ) {
    assertEquals(missing(message), null, message);
  }
});

Deno.test("a version typed in lower case and a letter of Nichiren's we do not hold are named as not held", () => {
  assertEquals(missing("can u give me matthew 11:28 in the message translation?")?.name, "the Message translation");
  assertEquals(missing("what is the passion translation of psalm 23")?.name, "the Passion translation");
  assertEquals(
    missing("my study group is reading nichirens letter to lord matsuno, can you walk me thru it")?.name,
    "Nichiren's Letter to Lord Matsuno",
  );
  for (
    const message of [
      "explain john 3:16 in the modern translation",
      "is there an easier translation of romans 8",
      "what does nichiren say in the letter to niike",
      "nichiren inspired me to write a letter to my mom",
      // A version of the steps just given, for a time of day, is no Bible version.
      "ok can you do an evening version, we eat late",
    ]
  ) {
    assertEquals(missing(message), null, message);
  }
});

Deno.test("a Gosho named by a title we do not hold is not held; one we hold is", () => {
  assertEquals(
    missing("is the gosho 'on the mystic principle of medicine' in here? our group reads it next week")?.name,
    "a Gosho called On the Mystic Principle of Medicine",
  );
  assertEquals(
    missing("isnt there a gosho called on the treasure tower? can u quote it")?.name,
    "a Gosho called On the Treasure Tower",
  );
  assertEquals(missing("is there a gosho called letter from sado"), null);
});

Deno.test("words of a sentence before 'sutra' are no sutra's name", () => {
  assertEquals(missing("what are the steps for gongyo, the part where you recite the sutra"), null);
  assertEquals(missing("what does the vimalakirti sutra say")?.name, "the Vimalakirti Sutra");
});

Deno.test("the Record of the Orally Transmitted Teachings is a text we do not hold", () => {
  assertEquals(
    missing("what does the record of the orally transmitted teachings say about daimoku")?.name,
    "the Record of the Orally Transmitted Teachings (Ongi Kuden)",
  );
});

Deno.test("a story asked in a quick version asks it told quickly; the Passion translation is still a version we lack", () => {
  assertEquals(missing("jonah and the whale quick version"), null);
  assertEquals(missing("david and goliath kid version pls"), null);
  assertEquals(missing("psalm 23 in the passion translation")?.name, "the Passion translation");
});
