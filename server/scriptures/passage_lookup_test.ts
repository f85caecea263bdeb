import { assert, assertEquals } from "../../tests/assert.ts";
import { testScriptures } from "../testing/app_fixture.ts";
import type { Corpus } from "./corpus.ts";
import { createPassageLookup } from "./passage_lookup.ts";

const { corpus } = await testScriptures();
const lookup = createPassageLookup(corpus);

function referenceOf(text: string): string | null {
  return lookup.resolve(text)?.reference ?? null;
}

Deno.test("canonical Bible references resolve to their verse and stored text", () => {
  assertEquals(lookup.resolve("Psalms 23:1"), {
    reference: "Psalms 23:1",
    source: "bible",
    target: { source: "bible", bookId: 19, chapter: 23, verse: 1 },
    texts: ["The LORD is my shepherd; I shall not want."],
  });
  assertEquals(referenceOf("1 Corinthians 13:4"), "1 Corinthians 13:4");
  assertEquals(referenceOf("Song of Solomon 2:4"), "Song of Solomon 2:4");
  assertEquals(lookup.resolve("Genesis 1:1")?.texts, ["In the beginning God created the heaven and the earth."]);
});

Deno.test("common ways of writing a book name resolve to the canonical reference", () => {
  const variants: Array<[string, string]> = [
    ["Psalm 23:1", "Psalms 23:1"],
    ["Ps 23:1", "Psalms 23:1"],
    ["Ps. 23:1", "Psalms 23:1"],
    ["psalm 23:1", "Psalms 23:1"],
    ["1 Cor 13:4", "1 Corinthians 13:4"],
    ["1 Cor. 13:4", "1 Corinthians 13:4"],
    ["1Cor 13:4", "1 Corinthians 13:4"],
    ["I Corinthians 13:4", "1 Corinthians 13:4"],
    ["First Corinthians 13:4", "1 Corinthians 13:4"],
    ["II Timothy 1:7", "2 Timothy 1:7"],
    ["1 John 4:8", "1 John 4:8"],
    ["Song of Songs 2:4", "Song of Solomon 2:4"],
    ["Song 2:4", "Song of Solomon 2:4"],
    ["Revelation 21:4", "Revelation 21:4"],
    ["Revelations 21:4", "Revelation 21:4"],
    ["Rev 21:4", "Revelation 21:4"],
    ["Matt 5:9", "Matthew 5:9"],
    ["Mt 5:9", "Matthew 5:9"],
    ["Jn 3:16", "John 3:16"],
    ["  John 3:16  ", "John 3:16"],
  ];
  for (const [written, canonical] of variants) assertEquals(referenceOf(written), canonical, written);
});

Deno.test("every book resolves by its corpus name and its OSIS abbreviation", () => {
  for (const book of corpus.books) {
    assertEquals(lookup.resolve(`${book.name} 1:1`)?.target, {
      source: "bible",
      bookId: book.id,
      chapter: 1,
      verse: 1,
    });
    assertEquals(referenceOf(`${book.abbreviation} 1:1`), `${book.name} 1:1`, book.abbreviation);
  }
});

Deno.test("a verse range gives each verse's text and targets the first verse", () => {
  const range = lookup.resolve("John 3:16-17")!;
  assertEquals(range.reference, "John 3:16-17");
  assertEquals(range.target, { source: "bible", bookId: 43, chapter: 3, verse: 16 });
  assertEquals(range.texts.length, 2);
  assert(range.texts[0].startsWith("For God so loved the world"));
  assert(range.texts[1].startsWith("For God sent not his Son"));
  assertEquals(referenceOf("John 3:16–17"), "John 3:16-17", "en dash");
  assertEquals(referenceOf("John 3:16 - 17"), "John 3:16-17", "spaced hyphen");

  const acrossChapters = lookup.resolve("John 3:36-4:2")!;
  assertEquals(acrossChapters.reference, "John 3:36-4:2");
  assertEquals(acrossChapters.texts.length, 3);
  assertEquals(referenceOf("John 3:16-16"), "John 3:16");
});

Deno.test("unknown books, chapters and verses out of range, and backwards ranges resolve to nothing", () => {
  for (
    const text of [
      "Hezekiah 3:4",
      "Psalms 151:1",
      "Psalms 23:7",
      "Jude 2:1",
      "John 3:0",
      "John 3:17-16",
      "Psalms 150:6-7",
      "Psalms 23",
      "John 3:16 and more",
      "",
    ]
  ) {
    assertEquals(lookup.resolve(text), null, text);
  }
});

Deno.test("Lotus Sutra chapters resolve with or without their title, in either order", () => {
  const chapter16 = "Lotus Sutra, Chapter 16: The Life Span of the Thus Come One";
  assertEquals(lookup.resolve(chapter16), {
    reference: chapter16,
    source: "lotus",
    target: { source: "lotus", chapterNumber: 16 },
    texts: [corpus.lotusChapters.find((chapter) => chapter.chapterNumber === 16)!.content],
  });
  for (
    const text of [
      "Lotus Sutra, Chapter 16",
      "Lotus Sutra chapter 16",
      "lotus sutra, chapter 16: the life span of the thus come one",
      "Chapter 16 of the Lotus Sutra",
    ]
  ) {
    assertEquals(referenceOf(text), chapter16, text);
  }
  assertEquals(lookup.resolve("Lotus Sutra, Chapter 29"), null);
  assertEquals(lookup.resolve("Lotus Sutra, Chapter 16: Expedient Means"), null, "the title of another chapter");
});

Deno.test("Gosho writings resolve by title, case aside, with or without their volume", () => {
  const sado = corpus.goshoWritings.find((writing) => writing.title === "Letter from Sado")!;
  const expected = {
    reference: "Letter from Sado (Gosho Volume I)",
    source: "gosho" as const,
    target: { source: "gosho" as const, volumeId: sado.volumeId, writingId: sado.id },
    texts: [sado.content],
  };
  assertEquals(lookup.resolve("Letter from Sado"), expected);
  assertEquals(lookup.resolve("letter from sado"), expected);
  assertEquals(lookup.resolve("Letter from Sado (Gosho Volume I)"), expected);
  assertEquals(lookup.resolve("Letter from Sado (Gosho Volume II)"), null, "the wrong volume");
  assertEquals(referenceOf("Reply to Kyo’o"), "Reply to Kyo'o (Gosho Volume I)", "curly apostrophe");
  assertEquals(referenceOf("On the Three Virtues of Food"), "On the Three Virtues of Food (Gosho Volume II)");
  assertEquals(lookup.resolve("Letter from Rome"), null);
});

Deno.test("findReferences finds every reference in prose, as written and where it starts", () => {
  const text = "As Ps. 23:1 says, and as 1 Cor 13:4-7 and Revelations 21:4 promise; see Lotus Sutra, Chapter 16 " +
    "and Chapter 2 of the Lotus Sutra, and the Letter from Sado (Gosho Volume I). Also Hezekiah 3:4.";
  const spans = lookup.findReferences(text);
  assertEquals(spans.map((span) => span.text), [
    "Ps. 23:1",
    "1 Cor 13:4-7",
    "Revelations 21:4",
    "Lotus Sutra, Chapter 16",
    "Chapter 2 of the Lotus Sutra",
    "Letter from Sado (Gosho Volume I)",
  ]);
  for (const span of spans) assertEquals(text.slice(span.index, span.index + span.text.length), span.text);
});

Deno.test("findReferences keeps a reference-looking span even when the corpus lacks it, for the caller to drop", () => {
  assertEquals(lookup.findReferences("Psalms 151:1 is not in the KJV").map((span) => span.text), ["Psalms 151:1"]);
});

Deno.test("findReferences prefers the longest reading and never overlaps", () => {
  assertEquals(lookup.findReferences("Read Song of Solomon 2:4 and 1 John 4:8.").map((span) => span.text), [
    "Song of Solomon 2:4",
    "1 John 4:8",
  ]);
  assertEquals(
    lookup.findReferences("Lotus Sutra, Chapter 16: The Life Span of the Thus Come One, teaches").map((span) =>
      span.text
    ),
    ["Lotus Sutra, Chapter 16: The Life Span of the Thus Come One"],
  );
  // A title that contradicts the chapter number is not part of the reference.
  assertEquals(
    lookup.findReferences("Lotus Sutra, Chapter 16: Expedient Means").map((span) => span.text),
    ["Lotus Sutra, Chapter 16"],
  );
  // "Lotus Sutra" inside a Gosho title does not become a second reference.
  assertEquals(
    lookup.findReferences("In Choosing the Heart of the Lotus Sutra, Nichiren writes").map((span) => span.text),
    ["Choosing the Heart of the Lotus Sutra"],
  );
});

Deno.test("findReferences leaves ordinary prose alone", () => {
  for (
    const text of [
      "It is 3:15 now.",
      "Meet me at 10:30, job 2:1 of the day.",
      "Remember that winter always turns to spring.",
      "The ratio was 2*3:4.",
      "Bookmark 3:4",
      "Psalms 23",
    ]
  ) {
    assertEquals(lookup.findReferences(text), [], text);
  }
  assertEquals(lookup.findReferences("Winter Always Turns to Spring, he wrote").map((span) => span.text), [
    "Winter Always Turns to Spring",
  ]);
  assertEquals(lookup.findReferences("as in the Opening of the Eyes").map((span) => span.text), [
    "the Opening of the Eyes",
  ]);
});

Deno.test("a book table naming one abbreviation for two books is refused", () => {
  const clash: Corpus = {
    ...corpus,
    books: corpus.books.map((book) => book.id === 2 ? { ...book, abbreviation: "Gen" } : book),
  };
  let message = "";
  try {
    createPassageLookup(clash);
  } catch (error) {
    message = (error as Error).message;
  }
  assertEquals(message, `"Gen" would name both Genesis and Exodus`);
});
