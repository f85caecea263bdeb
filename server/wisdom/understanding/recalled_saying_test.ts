import { assertEquals } from "../../../tests/assert.ts";
import { recalledSaying, withoutPlacement } from "./recalled_saying.ts";

Deno.test("words remembered from scripture are found however the visitor asks after them", () => {
  const cases: Array<[string, string]> = [
    ["that sounds like the weeping may endure for a night thing, is that bible?", "weeping may endure for a night"],
    ["where does it say the truth will set you free", "the truth will set you free"],
    ["theres a verse about a time for everything right? which book is that", "a time for everything"],
    [
      "my roommate said jesus said he came to bring a sword not peace?? that doesnt sound like him",
      "he came to bring a sword not peace",
    ],
    ["the part where jesus says why have you forsaken me, was he quoting something", "why have you forsaken me"],
    ['who said "be still and know that i am god"', "be still and know that i am god"],
    ["doesnt jesus literally say not to do vain repetitions though", "not to do vain repetitions though"],
    // Said first, then asked after, with an aside between.
    [
      "whither thou goest i will go... someone read that at my cousins wedding, wheres it from",
      "whither thou goest i will go",
    ],
    ["be still and know, which psalm is that", "be still and know"],
  ];
  for (const [message, saying] of cases) assertEquals(recalledSaying(message)?.words, saying, message);
  // Their meaning asked, the words are found too, numbers as the King James writes them.
  assertEquals(recalledSaying("what does love is patient love is kind actually mean"), {
    words: "love is patient love is kind",
    meaningOnly: true,
  });
  assertEquals(recalledSaying("70 times 7 is that literal")?.words, "seventy times seven");
  assertEquals(recalledSaying("ok start me with the be still and know one")?.words, "be still and know");
});

Deno.test("words someone used to say, asked what they mean, are remembered words heard", () => {
  assertEquals(recalledSaying("my grandma always said the lord is my shepherd, what does it mean"), {
    words: "the lord is my shepherd",
    meaningOnly: true,
    heard: true,
  });
  // Everyday words are heard words too; the plan names them scripture's only when our notes quote them.
  assertEquals(
    recalledSaying("everyone says 'take care of yourself' but what does that mean")?.words,
    "take care of yourself",
  );
});

Deno.test("words set in a book by name are looked for there, and the book is no subject of its own", () => {
  assertEquals(recalledSaying("is that kind of like beauty for ashes in isaiah"), {
    words: "beauty for ashes",
    meaningOnly: true,
    book: "Isaiah",
    alongside: true,
  });
  assertEquals(recalledSaying("the valley of dry bones thing in ezekiel, what does it mean")?.book, "Ezekiel");
  assertEquals(recalledSaying("where does it say love never fails in 1st corinthians")?.book, "1 Corinthians");
  assertEquals(
    withoutPlacement("is that kind of like beauty for ashes in isaiah"),
    "is that kind of like beauty for ashes",
  );
  // A book named with no words of it, or too few to find a verse by, is asked of as it is.
  assertEquals(recalledSaying("what did jesus say about money in matthew"), null);
  assertEquals(withoutPlacement("i like psalms in the morning"), "i like psalms in the morning");
});

Deno.test("a subject, a book's author, or words asked after for no source are no remembered words", () => {
  for (
    const message of [
      "what does the bible say about working hard",
      "who wrote the book of acts?",
      "the second passage you shared, what does it mean",
      "my mom said i should go back to church",
      "where is nichiren buried",
      "what does it mean",
      "what does the bible mean by grace",
      // A part of a story, asked what it means.
      "what does the rocky ground mean",
      // Asking where God or the way on is, after a hard thing told, recalls no words.
      "my brother died last week, where do i go from here",
      "i feel lost... where is god",
    ]
  ) {
    assertEquals(recalledSaying(message), null, message);
  }
});

Deno.test("a saying quoted to set beside something else is recalled to go alongside the answer", () => {
  assertEquals(recalledSaying("is karma basically just 'you reap what you sow'"), {
    words: "you reap what you sow",
    meaningOnly: true,
    alongside: true,
  });
  assertEquals(recalledSaying("my friend's motto is 'live laugh love'"), null);
});

Deno.test("words pointed at inside a longer phrase, a wording asked for, and a verse only described are the words", () => {
  assertEquals(
    recalledSaying("can you give me the exact wording of the 'the truth shall make you free' verse")?.words,
    "the truth shall make you free",
  );
  assertEquals(recalledSaying("i need the wording of the love is patient verse for a card")?.words, "love is patient");
  assertEquals(
    recalledSaying("whats that verse about a cord of three strands, i think its ecclesiastes")?.words,
    "a cord of three strands",
  );
  // "Where Jesus says look at them" recalls nothing by itself: the verse described before it holds the words.
  assertEquals(
    recalledSaying("the verse about lilies not spinning or working, where jesus says look at them. where is it")?.words,
    "lilies not spinning or working",
  );
});
