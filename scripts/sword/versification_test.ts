import { assertEquals, assertThrows } from "../../tests/assert.ts";
import { slotsOf, versificationFromMilestones } from "./versification.ts";

const ourBooks = [
  { number: 64, abbreviation: "3John", testament: "New" as const },
  { number: 65, abbreviation: "Jude", testament: "New" as const },
];
const book = (osis: string) => `<div type="book" osisID="${osis}" sID="b${osis}"/>`;
const chapter = (id: string) => `<chapter osisID="${id}" sID="${id}"/>`;

Deno.test("verse counts come from where the module's chapters open, book introductions left out", () => {
  // headings, 3John intro, 3John 1 opening, 15 verses, Jude intro, Jude 1 opening, 25 verses
  const texts = [
    null,
    null,
    book("3John"),
    chapter("3John.1"),
    ...Array(15).fill("v"),
    book("Jude"),
    chapter("Jude.1"),
    ...Array(25).fill("v"),
  ];
  const layout = versificationFromMilestones(texts, ourBooks);
  assertEquals(layout.books.map((found) => [found.osis, found.chapters]), [["3John", [15]], ["Jude", [25]]]);
  assertEquals(slotsOf(layout).length, texts.length);
});

Deno.test("books after ours are counted as outside, whatever their milestones say", () => {
  const texts = [null, null, book("Jude"), chapter("Jude.1"), "v", "v", book("Tob"), chapter("DanGr.1"), "v"];
  const layout = versificationFromMilestones(texts, ourBooks);
  assertEquals(layout.books.map((found) => found.chapters), [[2]]);
  assertEquals([layout.outside, layout.outsideBooks], [3, ["Tob"]]);
});

Deno.test("a chapter out of order fails instead of shifting every verse after it", () => {
  assertThrows(() => versificationFromMilestones([null, null, book("Jude"), chapter("Jude.2"), "v"], ourBooks));
});
