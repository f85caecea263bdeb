import { assertEquals } from "../../tests/assert.ts";
import { createPassageLookup } from "../scriptures/passage_lookup.ts";
import { testScriptures } from "../testing/app_fixture.ts";
import { checkCitations } from "./citations.ts";

const { corpus } = await testScriptures();
const lookup = createPassageLookup(corpus);

/** The quote verdict of the one citation a reply is expected to have. */
function verdictOf(reply: string) {
  const citations = checkCitations(reply, lookup);
  assertEquals(citations.length, 1, `citations of ${JSON.stringify(reply)}`);
  return citations[0].quote;
}

Deno.test("a citation names the reference as written, its canonical form and where it lives", () => {
  assertEquals(checkCitations("Take heart from Ps. 23:1 today.", lookup), [
    {
      text: "Ps. 23:1",
      reference: "Psalms 23:1",
      target: { source: "bible", bookId: 19, chapter: 23, verse: 1 },
      quote: null,
    },
  ]);
});

Deno.test("an exact quotation verifies, however it is attributed and whatever its quote marks", () => {
  const verse = "The LORD is my shepherd; I shall not want.";
  for (
    const reply of [
      `"${verse}" - Psalms 23:1`,
      `"${verse}" -- Psalm 23:1`,
      `“${verse}” — Psalms 23:1`,
      `“${verse}”—Psalms 23:1`,
      `"${verse}" (Psalms 23:1)`,
      `"${verse}", Psalms 23:1`,
      `As Psalms 23:1 says, "${verse}"`,
      `Psalms 23:1 reads: "${verse}"`,
      `Psalms 23:1: "${verse}"`,
      `"the lord is my shepherd, i shall not want" - Psalms 23:1`,
    ]
  ) {
    assertEquals(verdictOf(reply), "verified", reply);
  }
});

Deno.test("a quotation with one word changed is a paraphrase", () => {
  assertEquals(verdictOf(`"The LORD is my shepherd; I shall not lack." - Psalms 23:1`), "paraphrase");
  assertEquals(verdictOf(`"The Lord is my shepherd, I lack nothing." (Psalm 23:1)`), "paraphrase");
});

Deno.test("an exact part of a verse verifies when it is long enough to mean something", () => {
  assertEquals(verdictOf(`"that whosoever believeth in him should not perish" - John 3:16`), "verified");
  assertEquals(verdictOf(`"Charity suffereth long, and is kind" (1 Cor 13:4)`), "verified");
  // Four words occur in many verses; they prove nothing about this one.
  assertEquals(verdictOf(`"God so loved the" - John 3:16`), "paraphrase");
  assertEquals(verdictOf(`"believeth in him should perish not" - John 3:16`), "paraphrase", "words out of order");
});

Deno.test("a short verse quoted whole verifies", () => {
  assertEquals(
    corpus.verses.find((verse) => verse.bookId === 43 && verse.chapter === 11 && verse.verse === 35)?.text,
    "Jesus wept.",
  );
  assertEquals(verdictOf(`"Jesus wept." - John 11:35`), "verified");
});

Deno.test("ellipses split a quotation into parts that must each be found, in order", () => {
  assertEquals(
    verdictOf(`"For God so loved the world ... that whosoever believeth in him should not perish" - John 3:16`),
    "verified",
  );
  assertEquals(verdictOf(`"For God so loved the world… have everlasting life" - John 3:16`), "verified");
  assertEquals(
    verdictOf(`"have everlasting life ... For God so loved the world" - John 3:16`),
    "paraphrase",
    "parts swapped",
  );
  assertEquals(
    verdictOf(`"For God so loved the world ... and saved it" - John 3:16`),
    "paraphrase",
    "an invented part",
  );
});

Deno.test("a range verifies against its verses joined", () => {
  const reply =
    `"For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should ` +
    `not perish, but have everlasting life. For God sent not his Son into the world to condemn the world; but that ` +
    `the world through him might be saved." - John 3:16-17`;
  assertEquals(verdictOf(reply), "verified");
  assertEquals(
    verdictOf(`"should not perish, but have everlasting life. For God sent not his Son" - John 3:16-17`),
    "verified",
  );
  assertEquals(verdictOf(`"For God sent not his Son into the world to condemn the world" - John 3:16`), "paraphrase");
});

Deno.test("real scripture under the wrong reference is a paraphrase", () => {
  assertEquals(verdictOf(`"The LORD is my shepherd; I shall not want." - Psalms 24:1`), "paraphrase");
});

Deno.test("KJV hyphens and possessives match however the quotation writes them", () => {
  const verse = corpus.verses.find((record) => record.bookId === 19 && record.chapter === 36 && record.verse === 7)!;
  assertEquals(verse.text.includes("lovingkindness") || verse.text.includes("loving-kindness"), true, verse.text);
  assertEquals(verdictOf(`"How excellent is thy lovingkindness, O God!" - Psalm 36:7`), "verified");
  assertEquals(verdictOf(`"How excellent is thy loving-kindness, O God!" - Psalm 36:7`), "verified");
});

Deno.test("a quotation attributed to nothing, or to another reference, leaves a reference unquoted", () => {
  assertEquals(verdictOf(`"The LORD is my shepherd; I shall not want." Think on that. Later, Psalms 23:1.`), null);
  const citations = checkCitations(
    `John 3:16 is beloved. "The LORD is my shepherd; I shall not want." - Psalms 23:1`,
    lookup,
  );
  assertEquals(citations.map((citation) => [citation.text, citation.quote]), [["John 3:16", null], [
    "Psalms 23:1",
    "verified",
  ]]);
});

Deno.test("one bad quotation makes a reference's quote a paraphrase", () => {
  const reply =
    `"The LORD is my shepherd" - Psalms 23:1 ... and again, "The LORD is my keeper; I shall not want" - Psalms 23:1`;
  assertEquals(verdictOf(reply), "paraphrase");
});

Deno.test("quotations of the Lotus Sutra and Gosho, which we hold only as summaries, are paraphrases", () => {
  const chapter = corpus.lotusChapters.find((record) => record.chapterNumber === 16)!;
  const ownWords = chapter.content.split(" ").slice(0, 12).join(" ");
  assertEquals(checkCitations(`"${ownWords}" - Lotus Sutra, Chapter 16`, lookup), [
    {
      text: "Lotus Sutra, Chapter 16",
      reference: "Lotus Sutra, Chapter 16: The Life Span of the Thus Come One",
      target: { source: "lotus", chapterNumber: 16 },
      quote: "paraphrase",
    },
  ]);
  assertEquals(verdictOf(`"Winter always turns to spring." - Winter Always Turns to Spring`), "paraphrase");
  assertEquals(verdictOf(`In the Letter from Sado, Nichiren reflects on exile.`), null);
});

Deno.test("references are deduplicated by how they are written, in order of first appearance", () => {
  const reply = "John 3:16, then Psalm 23:1, then John 3:16 again, and Psalms 23:1 once.";
  assertEquals(checkCitations(reply, lookup).map((citation) => [citation.text, citation.reference]), [
    ["John 3:16", "John 3:16"],
    ["Psalm 23:1", "Psalms 23:1"],
    ["Psalms 23:1", "Psalms 23:1"],
  ]);
});

Deno.test("references the corpus does not hold are left out", () => {
  assertEquals(
    checkCitations(`"Be strong." - Hezekiah 3:4. Also Psalms 151:1 and Lotus Sutra, Chapter 40.`, lookup),
    [],
  );
  assertEquals(
    checkCitations("Psalms 151:1 is apocryphal, unlike Psalms 150:6.", lookup).map((citation) => citation.reference),
    ["Psalms 150:6"],
  );
});
