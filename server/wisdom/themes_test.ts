import { assert, assertEquals } from "../../tests/assert.ts";
import { searchDocuments } from "../scriptures/search_documents.ts";
import { testScriptures } from "../testing/app_fixture.ts";
import type { ChatTurn } from "./engine.ts";
import { analyseMessage, detectThemes, storedReference, summaryThemes } from "./themes.ts";

const fresh = (message: string) => analyseMessage(message, []);

Deno.test("the three quick prompts are recognised, with the words after them as the topic", () => {
  const bible = fresh("What does the Bible say about forgiveness?");
  assertEquals([bible.intent, bible.topic, bible.topicNamed, bible.tradition], [
    "bible-question",
    "forgiveness",
    true,
    "christian",
  ]);
  assertEquals(bible.themes, ["forgiveness"]);

  const buddhism = fresh("How does Buddhism approach dealing with anger");
  assertEquals([buddhism.intent, buddhism.topic, buddhism.tradition], [
    "buddhism-question",
    "dealing with anger",
    "buddhist",
  ]);
  assertEquals(buddhism.themes, ["anger"]);

  const compare = fresh("Compare Christian and Buddhist views on suffering.");
  assertEquals([compare.intent, compare.topic, compare.tradition], ["comparison", "suffering", null]);
});

Deno.test("a quick prompt sent unfinished has no topic rather than a topic of dots", () => {
  for (
    const chip of [
      "What does the Bible say about...",
      "How does Buddhism approach...",
      "Compare Christian and Buddhist views on...",
    ]
  ) {
    const analysis = fresh(chip);
    assertEquals([analysis.topic, analysis.topicNamed, analysis.themes], ["", false, []], chip);
  }
});

Deno.test("other ways of asking for a comparison", () => {
  const between = fresh("What is the difference between grace and karma?");
  assertEquals([between.intent, between.topic], ["comparison", "grace and karma"]);
  assertEquals(fresh("compare prayer in both traditions").intent, "comparison");
});

Deno.test("a scripture-archive request yields the quote and the stored form of its reference", () => {
  const verse = fresh(
    'Please share wisdom about this scripture:\n\n"The LORD is my shepherd; I shall not want." - Psalms 23:1',
  );
  assertEquals(verse.intent, "scripture-request");
  assertEquals(verse.scripture, { quote: "The LORD is my shepherd; I shall not want.", reference: "Psalms 23:1" });
  assertEquals(verse.tradition, "christian");

  const summary = fresh(
    'Please share wisdom about this scripture:\n\n"Nichiren grounds this in the "Life Span" chapter." - Letter to Shimoyama (Gosho Volume II, summary)',
  );
  assertEquals(summary.scripture, {
    quote: 'Nichiren grounds this in the "Life Span" chapter.',
    reference: "Letter to Shimoyama (Gosho Volume II)",
  });
  assertEquals(summary.tradition, "buddhist");
});

Deno.test("the archive's summary marks are dropped from references", () => {
  assertEquals(
    storedReference("Lotus Sutra, Chapter 2: Expedient Means (summary)"),
    "Lotus Sutra, Chapter 2: Expedient Means",
  );
  assertEquals(storedReference("Letter from Sado (Gosho Volume I, summary)"), "Letter from Sado (Gosho Volume I)");
  assertEquals(storedReference("Psalms 23:1"), "Psalms 23:1");
});

Deno.test("questions about the persona itself", () => {
  assertEquals(fresh("Who are you?").persona, "who");
  assertEquals(fresh("are you jesus?").persona, "divine");
  assertEquals(fresh("Are you God?").persona, "divine");
  assertEquals(fresh("Are you the Buddha?").persona, "buddha");
  assertEquals(fresh("Are you an AI or a real person?").persona, "ai");
  for (const message of ["Who are you?", "Are you real?", "What's your name?"]) {
    assertEquals(fresh(message).intent, "about-persona", message);
  }
});

Deno.test("greetings and thanks are told apart from messages that merely start politely", () => {
  assertEquals(fresh("Hello!").intent, "greeting");
  assertEquals(fresh("good morning, how are you").intent, "greeting");
  assertEquals(fresh("Hello Bodhisattva").intent, "greeting");
  assertEquals(fresh("Thank you so much").intent, "thanks");
  const hello = fresh("Hello, I have been so anxious about my exams");
  assertEquals(hello.intent, "general");
  assertEquals(hello.themes, ["fear"]);
  assertEquals(fresh("Thanks, but why does God allow suffering?").intent, "question");
});

Deno.test("themes are found in modern and King James English, strongest first", () => {
  assertEquals(detectThemes("I'm so anxious and worried, and a bit angry"), ["fear", "anger"]);
  assertEquals(detectThemes("Charity suffereth long, and is kind"), ["love", "suffering"]);
  assertEquals(detectThemes("we glory in tribulations"), ["suffering"]);
  assertEquals(detectThemes("Blessed are they that mourn"), ["grief"]);
  assertEquals(detectThemes("What kind of person should I be?"), []);
  assertEquals(detectThemes("my boss and my salary"), ["work"]);
});

Deno.test("a general message's topic is its content words", () => {
  const analysis = fresh("How can I find peace when my mind won't stop racing?");
  assertEquals(analysis.intent, "question");
  assertEquals(analysis.topic, "find peace mind stop racing");
  assertEquals(analysis.themes, ["peace"]);
  assert(analysis.personal);
  assert(!fresh("What is grace?").personal);
});

Deno.test("a tradition's own images mark the question as about that tradition", () => {
  assertEquals(fresh("Tell me about the burning house").tradition, "buddhist");
  assertEquals(fresh("What is the story of the prodigal son?").tradition, "christian");
  assertEquals(fresh("Is the prodigal son like the poor son of the Lotus Sutra?").tradition, null);
});

const forgivenessTalk: ChatTurn[] = [
  { role: "user", content: "What does the Bible say about forgiveness?" },
  { role: "assistant", content: "Forgiveness sits at the heart of the prayer Jesus taught." },
];

Deno.test("follow-ups carry the earlier topic forward", () => {
  for (const message of ["tell me more", "Why?", "what else?", "Can you give me another verse?", "go on"]) {
    const analysis = analyseMessage(message, forgivenessTalk);
    assertEquals(
      [analysis.intent, analysis.topic, analysis.themes],
      ["follow-up", "forgiveness", ["forgiveness"]],
      message,
    );
    assertEquals(analysis.earlier?.intent, "bible-question");
  }
});

Deno.test("a follow-up can switch tradition", () => {
  const analysis = analyseMessage("What about in Buddhism?", forgivenessTalk);
  assertEquals([analysis.intent, analysis.topic, analysis.tradition], ["follow-up", "forgiveness", "buddhist"]);
});

Deno.test("a follow-up skips back past earlier follow-ups to the last real subject", () => {
  const history: ChatTurn[] = [
    ...forgivenessTalk,
    { role: "user", content: "why?" },
    { role: "assistant", content: "Because mercy received becomes mercy given." },
  ];
  assertEquals(analyseMessage("and?", history).topic, "forgiveness");
});

Deno.test("a quick prompt about 'that' asks about the subject already on the table", () => {
  const analysis = analyseMessage("How does Buddhism approach that?", forgivenessTalk);
  assertEquals([analysis.intent, analysis.topic, analysis.themes], ["buddhism-question", "forgiveness", [
    "forgiveness",
  ]]);
});

Deno.test("without a conversation, 'tell me more' has nothing to continue", () => {
  const analysis = fresh("tell me more");
  assertEquals([analysis.intent, analysis.earlier], ["general", null]);
});

Deno.test("a new subject in a conversation is its own question, with the earlier one remembered", () => {
  const analysis = analyseMessage("I feel so lonely since the move", forgivenessTalk);
  assertEquals(analysis.intent, "general");
  assertEquals(analysis.themes, ["loneliness"]);
  assertEquals(analysis.earlier?.themes, ["forgiveness"]);
});

Deno.test("every Lotus Sutra chapter and Gosho writing has themes chosen for it", async () => {
  const { corpus } = await testScriptures();
  for (const document of searchDocuments(corpus).filter((d) => d.source !== "bible")) {
    const chosen = summaryThemes(document.reference);
    assert(chosen !== null && chosen.length > 0, `no themes for ${document.reference}`);
  }
  assertEquals(summaryThemes("Psalms 23:1"), null);
  const request = analyseMessage(
    'Please share wisdom about this scripture:\n\n"A wise physician..." - Lotus Sutra, Chapter 16: The Life Span of the Thus Come One (summary)',
    [],
  );
  assertEquals(request.themes, ["impermanence", "grief"]);
});
