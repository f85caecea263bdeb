import { assertEquals, assertNotEquals } from "../../../tests/assert.ts";
import { followUpOf, type PreviousReply } from "./follow_up.ts";

const previous: PreviousReply = {
  citations: ["Philippians 4:6", "Matthew 6:34", "1 Peter 5:7"],
  topic: "situation:fear",
  kind: "feeling",
};

Deno.test("a passage of the previous reply, by its place in it", () => {
  assertEquals(followUpOf("Could you say more about the second passage you shared?", previous, false), {
    mode: "passage",
    reference: "Matthew 6:34",
  });
  assertEquals(followUpOf("what does the last verse mean", previous, false), {
    mode: "passage",
    reference: "1 Peter 5:7",
  });
  assertEquals(followUpOf("the 1st one please", previous, false), { mode: "passage", reference: "Philippians 4:6" });
  assertEquals(followUpOf("explain that verse", previous, false), { mode: "passage", reference: "Philippians 4:6" });
});

Deno.test("more, the other tradition, another person, a part of the passage", () => {
  assertEquals(followUpOf("say more", previous, false), { mode: "more" });
  assertEquals(followUpOf("tell me more", previous, false), { mode: "more" });
  assertEquals(followUpOf("and Buddhism?", previous, false), { mode: "tradition", tradition: "buddhist" });
  assertEquals(followUpOf("what would Nichiren say?", previous, false), { mode: "tradition", tradition: "buddhist" });
  assertEquals(followUpOf("what would a buddhist say to me?", previous, false), {
    mode: "tradition",
    tradition: "buddhist",
  });
  assertEquals(followUpOf("what would the Bible say to someone in my situation?", previous, false), {
    mode: "tradition",
    tradition: "christian",
  });
  assertEquals(followUpOf("and what does the Bible say?", previous, false), {
    mode: "tradition",
    tradition: "christian",
  });
  // The words between say how the two are alike; "like that" points back, so they are not a subject of their own.
  assertEquals(followUpOf("did anyone in the bible respond to abuse like that?", previous, true), {
    mode: "tradition",
    tradition: "christian",
  });
  assertEquals(followUpOf("is there someone in buddhism who forgave like him", previous, true), {
    mode: "tradition",
    tradition: "buddhist",
  });
  assertEquals(followUpOf("what about for my son?", previous, false), { mode: "person", person: "my son" });
  assertEquals(followUpOf("what does the valley part mean?", { ...previous, citations: ["Psalms 23:1-6"] }, false), {
    mode: "part",
    words: ["valley"],
  });
});

Deno.test("no previous reply, or a message with its own subject, is not a follow-up", () => {
  assertEquals(followUpOf("say more", null, false), null);
  assertEquals(followUpOf("What is grace?", previous, true), null);
  assertEquals(followUpOf("How do I start meditating?", previous, true), null);
});

Deno.test("a shorter version, the other tradition by likeness, a bare question, verses of the passage", () => {
  const practice: PreviousReply = { citations: ["Psalms 4:8"], topic: "practice:box-breathing", kind: "steps" };
  assertEquals(followUpOf("can you make it shorter, i only have like 2 minutes a day", practice, false), {
    mode: "shorter",
  });
  assertEquals(followUpOf("can you turn that into a couple of lines I can repeat in the car", previous, false), {
    mode: "shorter",
  });
  assertEquals(followUpOf("is there anything like that in the bible?", previous, false), {
    mode: "tradition",
    tradition: "christian",
  });
  assertEquals(followUpOf("is there a buddhist story like that?", previous, false), {
    mode: "tradition",
    tradition: "buddhist",
  });
  assertEquals(followUpOf("is there a Buddhist equivalent?", previous, false), {
    mode: "tradition",
    tradition: "buddhist",
  });
  const person: PreviousReply = { citations: [], topic: "person:nichiren", kind: "fact" };
  assertEquals(followUpOf("where?", person, false), { mode: "ask" });
  assertEquals(followUpOf("when did he die", person, false), { mode: "ask" });
  assertEquals(followUpOf("what did he do there?", person, false), { mode: "ask" });
  // "Is there anything..." asks whether something exists: a question of its own, not about the last subject.
  assertEquals(followUpOf("is there anything in the lotus sutra about not giving up halfway?", person, false), null);
  const chapter: PreviousReply = {
    citations: ["1 Corinthians 13:1-13"],
    topic: "reference:1 Corinthians 13",
    kind: "explain",
  };
  assertEquals(
    followUpOf("my sister asked me to read part of it at her wedding. which verses should I pick?", chapter, true),
    {
      mode: "passage",
      reference: "1 Corinthians 13",
    },
  );
});

Deno.test("a new question with no word pointing back, or after a declined request, starts afresh", () => {
  const declined: PreviousReply = { citations: [], topic: "words:weather tomorrow", kind: "out-of-scope" };
  assertEquals(followUpOf("how do i get rid of aphids on my roses", previous, false), null);
  assertEquals(followUpOf("what is it like in tokyo", declined, false), null);
  assertEquals(followUpOf("what does the bible say about working hard", previous, false), null);
});

Deno.test("'does that mean...' asks about the teaching or the passage just given; 'who wrote that' about the verse quoted", () => {
  const karma: PreviousReply = { citations: ["Gosho: Letter from Sado"], topic: "concept:karma", kind: "concept" };
  assertEquals(followUpOf("does that mean bad things happen because I deserved them", karma, false), { mode: "ask" });
  // A conclusion drawn and asked back is "does that mean..." without the words; a new question opened with "so" is not.
  assertEquals(followUpOf("so nothing matters?", karma, false), { mode: "ask" });
  assertEquals(followUpOf("wait so i don't really exist?", karma, false), { mode: "ask" });
  assertEquals(followUpOf("ok then, is there a verse about rain?", karma, false), null);
  assertEquals(followUpOf("so what do christians believe about heaven?", karma, false), null);
  const psalm: PreviousReply = { citations: ["Psalms 91:1-2"], topic: "reference:Psalms 91", kind: "explain" };
  assertEquals(followUpOf("is that a promise I can claim for my family", psalm, false), {
    mode: "passage",
    reference: "Psalms 91",
  });
  const lines: PreviousReply = {
    citations: ["Matthew 6:27", "Philippians 4:7"],
    topic: "concept:worry-and-anxiety",
    kind: "follow-up",
  };
  assertEquals(followUpOf("who wrote that", lines, false), { mode: "passage", reference: "Matthew 6:27" });
});

Deno.test("a passage of the reply named by its source, its place or its writer; a source it did not quote is said to be missing", () => {
  const money: PreviousReply = {
    citations: ["Matthew 6:24", "Proverbs 30:8", "Lotus Sutra, Chapter 16"],
    topic: "situation:money",
    kind: "feeling",
  };
  for (
    const [message, reference] of [
      ["the one from matthew, what does it mean", "Matthew 6:24"],
      ["the proverbs one. explain", "Proverbs 30:8"],
      ["tell me more about the lotus sutra one", "Lotus Sutra, Chapter 16"],
    ] as const
  ) assertEquals(followUpOf(message, money, true), { mode: "passage", reference }, message);
  assertEquals(followUpOf("what about the psalm you quoted", money, false), {
    mode: "notGiven",
    source: "the Psalms",
    book: "Psalms",
  });
  assertEquals(followUpOf("the verse from james, who wrote that", money, true), {
    mode: "notGiven",
    source: "James",
    book: "James",
  });
  // A name the question is about ("Nichiren") is no source pointed at.
  assertNotEquals(followUpOf("why did nichiren care so much about this chapter", money, true)?.mode, "notGiven");
  assertEquals(followUpOf("read me the rest of the first passage", money, false), {
    mode: "rest",
    reference: "Matthew 6:24",
  });
  assertEquals(followUpOf("i like the second one. more like that", money, false), {
    mode: "another",
    like: "Proverbs 30:8",
  });
  assertEquals(followUpOf("which of those is from paul", money, true), { mode: "byWriter", writer: "paul" });
  // A guess at the writer of what was just given is asked of the passage it gave first.
  assertEquals(followUpOf("is that paul? which letter", money, true), {
    mode: "byWriter",
    writer: "paul",
    first: true,
  });
  assertEquals(followUpOf("was it written by john", money, false), { mode: "byWriter", writer: "john", first: true });
  // All of it asked for.
  const psalm: PreviousReply = { citations: ["Psalms 23:4"], topic: "reference:Psalms 23:4", kind: "explain" };
  assertEquals(followUpOf("can i read the whole thing", psalm, false), {
    mode: "rest",
    reference: "Psalms 23:4",
    whole: true,
  });
  // "Which book?" alone, at the end of a message, asks where it is.
  assertEquals(followUpOf("wait which book?", money, false), { mode: "source", reference: "Matthew 6:24" });
});

Deno.test("'another one like that' asks for a new passage; 'the other one' is the second passage given", () => {
  const given: PreviousReply = { citations: ["John 3:16", "Romans 5:8"], topic: "concept:grace", kind: "concept" };
  assertEquals(followUpOf("can you give me another one like that", given, false), { mode: "another" });
  assertEquals(followUpOf("any other verses on it", given, false), { mode: "another" });
  assertEquals(followUpOf("what about the other one?", given, false), { mode: "passage", reference: "Romans 5:8" });
  assertEquals(followUpOf("is there anything like that in the bible?", given, false)?.mode, "tradition");
  // Whether the other tradition has something like it, asked of the tradition by name.
  for (
    const [message, tradition] of [
      ["and does buddhism have anything like it", "buddhist"],
      ["does christianity have anything like that?", "christian"],
      ["do buddhists have something similar to that", "buddhist"],
      // After a death told, where the one who died is now is asked of what was told.
      ["what does buddhism say about where she is now", "buddhist"],
    ] as const
  ) assertEquals(followUpOf(message, given, false), { mode: "tradition", tradition }, message);
});

Deno.test("the lesson of what was just given, however it is asked, and not when a subject of its own is named", () => {
  const parable: PreviousReply = {
    citations: ["Matthew 25:14-30"],
    topic: "reference:Matthew 25:14-30",
    kind: "explain",
  };
  for (
    const message of [
      "so what's the lesson for me",
      "what's the moral of the story?",
      "what does that teach us",
      "what can we learn from it",
      "ok what's the takeaway here",
      "what is it trying to say?",
      "what's the point of that story",
      "what was the point of this?",
    ]
  ) {
    assertEquals(followUpOf(message, parable, false), { mode: "lesson" }, message);
  }
  assertEquals(followUpOf("what's the lesson of the good samaritan", parable, true, true)?.mode === "lesson", false);
});

Deno.test("steps that did not help ask for another way; a passage that did not is no such request", () => {
  const practice: PreviousReply = { citations: ["Psalms 4:8"], topic: "practice:restless-mind-in-bed", kind: "steps" };
  for (
    const message of [
      "and if that doesn't work?",
      "what if it doesn't help",
      "i already tried that",
      "that isn't helping",
    ]
  ) {
    assertEquals(followUpOf(message, practice, false), { mode: "steps", instead: true }, message);
    assertEquals(followUpOf(message, previous, false), { mode: "steps", instead: true }, message);
  }
  const passage: PreviousReply = { citations: ["John 3:16"], topic: "reference:John 3:16", kind: "explain" };
  assertEquals(followUpOf("that isn't helping", passage, false)?.mode === "steps", false);
});
