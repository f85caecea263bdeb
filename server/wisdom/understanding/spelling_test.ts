import { assertEquals } from "../../../tests/assert.ts";
import { createSpelling } from "./spelling.ts";

const english = new Set([
  "what",
  "does",
  "bible",
  "about",
  "forgiveness",
  "stressed",
  "jason",
  "saxon",
  "texted",
  "babel",
  "haven",
  "parent",
  "parents",
  "alzheimer",
]);
const used = new Map([["bible", 40], ["babel", 2], ["nichiren", 300], ["forgiveness", 50], ["what", 900], [
  "flatmates",
  1,
]]);
const { correct } = createSpelling(english, used);

Deno.test("a slip of the keyboard is mended to the one known word a slip away, or to the one our texts use most", () => {
  assertEquals(correct("waht does the bibel say about forgivness"), "what does the bible say about forgiveness");
  assertEquals(correct("who was Nichren"), "who was Nichiren");
  // Only an English word the lists know, and only when it is the one such word near.
  assertEquals(correct("im so stresed out"), "im so stressed out");
});

Deno.test("known words, short words, names that could be two words, and words with apostrophes are left as written", () => {
  assertEquals(correct("my ex texted me"), "my ex texted me");
  // "Jaxon" is as near "Jason" as "Saxon": no guess.
  assertEquals(correct("my son jaxon"), "my son jaxon");
  // Shorthand is written out, never mended to a word a slip away.
  assertEquals(correct("abt tmrw, dont worry"), "about tomorrow, dont worry");
  // Four letters are mended only when two are swapped ("waht"), not when one differs.
  assertEquals(correct("what abut it"), "what abut it");
  assertEquals(correct("John 3:16"), "John 3:16");
  // A contraction typed without its apostrophe is meant as written, though "haven" and "parent" are a slip away.
  assertEquals(
    correct("my sister and i havent spoken, my parents arent either"),
    "my sister and i havent spoken, my parents arent either",
  );
  // A known word with an s added is its plural or possessive, not a slip: "alzheimers" is not "alzheimer".
  assertEquals(correct("mom has alzheimers"), "mom has alzheimers");
  // And a word whose plural is known is its singular, not the plural with its s left out.
  assertEquals(correct("my flatmate sleeps till 9"), "my flatmate sleeps till 9");
});

Deno.test("chat shorthand with one meaning is written out; a word that only starts like it is not", () => {
  const spelling = createSpelling(english, used);
  assertEquals(spelling.correct("my dog of 13 yrs was put down"), "my dog of 13 years was put down");
  assertEquals(
    spelling.correct("surgery is in 3 wks, going w/ my bf bc ppl care"),
    "surgery is in 3 weeks, going with my boyfriend because people care",
  );
  assertEquals(spelling.correct("bcs and wksp stay"), "bcs and wksp stay");
});
