import { assertEquals } from "../../tests/assert.ts";
import { parseCommentary } from "./commentary.ts";

const commentary = parseCommentary(
  JSON.stringify({
    introductions: [[19, "The Psalms."]],
    notes: [["19.23", "Overview."], ["19.23.1-3", "Verses 1-3."], ["19.23.1", "Verse 1."], ["43.3.36-4.2", "Across."]],
  }),
  "test.json",
);

Deno.test("notes covering a verse come narrowest first, the chapter's overview last", () => {
  assertEquals(commentary.notesCovering(19, 23, 1).map((note) => note.text), ["Verse 1.", "Verses 1-3.", "Overview."]);
  assertEquals(commentary.notesCovering(19, 23, 4).map((note) => note.text), ["Overview."]);
  assertEquals(commentary.notesCovering(19, 24, 1), []);
});

Deno.test("a note across chapters covers both ends", () => {
  assertEquals(commentary.notesCovering(43, 4, 2).map((note) => note.text), ["Across."]);
  assertEquals(commentary.notesCovering(43, 3, 35), []);
  assertEquals(commentary.introduction(19), "The Psalms.");
  assertEquals(commentary.introduction(1), null);
});
