import { assertEquals } from "../../tests/assert.ts";
import { buildVerseNamer } from "./verse_names.ts";

const nameVerse = buildVerseNamer([
  { reference: "Exodus 20:13", text: "Thou shalt not kill." },
  { reference: "Deuteronomy 5:17", text: "Thou shalt not kill." },
  { reference: "Psalms 23:1", text: "The LORD is my shepherd; I shall not want." },
  { reference: "Genesis 19:26", text: "But his wife looked back from behind him, and she became a pillar of salt." },
]);

Deno.test("a decoded verse is named, whatever its case, punctuation and spacing", () => {
  assertEquals(nameVerse("The LORD is my shepherd; I shall not want."), "Psalms 23:1 (KJV)");
  assertEquals(nameVerse("THE LORD IS MY SHEPHERD; I SHALL NOT WANT."), "Psalms 23:1 (KJV)", "as Morse decodes it");
  assertEquals(nameVerse("  the lord is my shepherd,  i shall not want "), "Psalms 23:1 (KJV)");
  assertEquals(
    nameVerse("Thou shalt not kill."),
    "Exodus 20:13 (KJV)",
    "a repeated verse is named where it first occurs",
  );
});

Deno.test("part of a verse, or a different text, is not named", () => {
  assertEquals(nameVerse("The LORD is my shepherd"), null);
  assertEquals(nameVerse("The LORD is my shepherd; I shall not want. Amen."), null);
  assertEquals(nameVerse("..."), null);
});
