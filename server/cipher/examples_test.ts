import { cipherTypes, examplesResponseSchema, statusSchema } from "../../contracts/decipherist.ts";
import { assert, assertEquals } from "../../tests/assert.ts";
import { verseReference } from "../../contracts/references.ts";
import { testEnglishModel } from "../testing/english_model_fixture.ts";
import { runCipher } from "./codecs.ts";
import { cipherExamples, decipheristStatus, quotedVerses } from "./examples.ts";

const { corpus } = await testEnglishModel();

Deno.test("every verse the decipherist quotes is word for word our KJV", () => {
  const books = new Map(corpus.books.map((book) => [book.id, book.name]));
  const kjv = new Map(corpus.verses.map((verse) => [
    verseReference(books.get(verse.bookId)!, verse.chapter, verse.verse),
    verse.text,
  ]));
  for (const verse of quotedVerses) assertEquals(kjv.get(verse.reference), verse.text, verse.reference);
});

Deno.test("an example for every cipher, whose encoded text decodes back to it", () => {
  const { cipher_examples, jajirose_wisdom } = examplesResponseSchema.parse(cipherExamples());
  assertEquals(Object.keys(cipher_examples), [...cipherTypes]);
  for (const cipher of cipherTypes) {
    const example = cipher_examples[cipher]!;
    const decoded = runCipher(cipher, "decode", example.encoded, example.shift ?? 13);
    assertEquals(decoded, cipher === "morse" ? example.example_text.toUpperCase() : example.example_text, cipher);
    assertEquals(example.shift !== undefined, cipher === "caesar" || cipher === "rot13", `${cipher} shift`);
  }
  assertEquals(cipher_examples.caesar!.encoded, "Wkh ORUG lv pb vkhskhug; L vkdoo qrw zdqw.");
  assert(jajirose_wisdom.decipherist_principles.length >= 3);
  assert(jajirose_wisdom.biblical_foundation.endsWith("Luke 8:17 (KJV)"));
});

Deno.test("system info names Jajirose's authority, the warrior wisdom and the foundation verse", () => {
  const status = statusSchema.parse(decipheristStatus());
  assert(status.creator_authority.includes("Jajirose"));
  assert(status.warrior_wisdom.length > 0);
  assert(status.biblical_foundation.startsWith('"For nothing is secret'));
});
