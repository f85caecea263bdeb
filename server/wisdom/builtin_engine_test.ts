import { assert, assertEquals, assertNotEquals, assertStringIncludes } from "../../tests/assert.ts";
import { searchDocuments } from "../scriptures/search_documents.ts";
import { testScriptures } from "../testing/app_fixture.ts";
import { createBuiltinEngine, replyChunks } from "./builtin_engine.ts";
import { assessRisk } from "../safety/assess_risk.ts";
import type { ChatTurn } from "./engine.ts";

const { corpus, searchIndex } = await testScriptures();
const engine = createBuiltinEngine({ searchIndex, corpus });
const documents = searchDocuments(corpus);
const verseText = new Map(documents.filter((d) => d.source === "bible").map((d) => [d.reference, d.text]));
const summaryReferences = documents.filter((d) => d.source !== "bible").map((d) => d.reference);

async function chunksOf(message: string, history: readonly ChatTurn[] = [], signal?: AbortSignal) {
  const chunks: string[] = [];
  for await (const chunk of engine.reply({ history, message, signal })) chunks.push(chunk);
  return chunks;
}
const replyTo = async (message: string, history: readonly ChatTurn[] = []) =>
  (await chunksOf(message, history)).join("");

/** `"text" - Reference`, the one form the persona quotes scripture in. */
const quotation = /"([^"]*)" - ((?:[1-3] )?[A-Z][a-z]+(?: of [A-Z][a-z]+)? \d+:\d+)/g;
const quotationsIn = (reply: string) =>
  [...reply.matchAll(quotation)].map(([, text, reference]) => ({ text, reference }));
const withoutQuotations = (reply: string) => reply.replace(quotation, "");
const paragraphs = (reply: string) => reply.split("\n\n");
const wordCount = (reply: string) => reply.split(/\s+/).filter(Boolean).length;
const endsWithSomethingToKeep = (reply: string) =>
  /^\*(A practice for [a-z ]+|A passage to (carry with you|begin with)|A verse to begin with|To carry with you[^*]*):\*/
    .test(paragraphs(reply).at(-1)!);

const request = (text: string, reference: string) =>
  `Please share wisdom about this scripture:\n\n"${text.trim()}" - ${reference}`;
const lifeSpan = corpus.lotusChapters.find((chapter) => chapter.chapterNumber === 16)!;
const sado = corpus.goshoWritings.find((writing) => writing.title === "Letter from Sado")!;

const teachingMessages = [
  "What does the Bible say about anxiety?",
  "How does Buddhism approach suffering?",
  "Compare Christian and Buddhist views on forgiveness",
  "I lost my mother last month and I can't stop crying",
  "How can I find peace when my mind won't stop racing?",
  "What does the Bible say about money?",
  "What is karma?",
  "Tell me about the burning house",
  "I feel so alone since I moved to a new city",
  "How do I know what my purpose is?",
  "I'm so angry at my brother",
  "I keep failing and I feel ashamed of myself",
  "Is there life after death?",
  "What is the difference between grace and karma?",
  "What does the Bible say about...",
  "the lord is my shepherd",
];
const otherMessages = [
  "hello",
  "thank you",
  "Who are you?",
  "Are you Jesus?",
  "Are you the Buddha?",
  request("The LORD is my shepherd; I shall not want.", "Psalms 23:1"),
  request(lifeSpan.content, "Lotus Sutra, Chapter 16: The Life Span of the Thus Come One (summary)"),
  request(sado.content, "Letter from Sado (Gosho Volume I, summary)"),
];
const replies = new Map<string, string>();
for (const message of [...teachingMessages, ...otherMessages]) replies.set(message, await replyTo(message));

Deno.test("every Bible quotation is the stored verse, word for word, and nothing else is in quotation marks", () => {
  for (const [message, reply] of replies) {
    for (const { text, reference } of quotationsIn(reply)) {
      assertEquals(text, verseText.get(reference), `${reference} in the reply to ${message}`);
    }
    assertEquals(reply.split('"').length - 1, 2 * quotationsIn(reply).length, `stray quotation mark in: ${reply}`);
  }
});

Deno.test("Lotus Sutra and Gosho passages are named in full and presented as summaries", () => {
  let presented = 0;
  for (const reply of replies.values()) {
    for (const paragraph of paragraphs(reply)) {
      const named = summaryReferences.filter((reference) => paragraph.includes(reference));
      if (named.length === 0 || paragraph.includes(`**${named[0]}**`)) continue;
      presented++;
      assert(/summary/i.test(paragraph), `not marked as a summary: ${paragraph}`);
    }
  }
  assert(presented >= teachingMessages.length, `only ${presented} summaries presented`);
});

Deno.test("teaching replies ground themselves in both traditions", () => {
  for (const message of teachingMessages) {
    const reply = replies.get(message)!;
    assert(quotationsIn(reply).length > 0, `no verse in the reply to ${message}`);
    assert(summaryReferences.some((reference) => reply.includes(reference)), `no Buddhist passage for ${message}`);
  }
});

Deno.test("replies differ from question to question", () => {
  assertEquals(new Set(replies.values()).size, replies.size);
});

Deno.test("the same question reads differently later in a conversation, and identically when repeated", async () => {
  const message = "How can I find peace?";
  const history: ChatTurn[] = [
    { role: "user", content: "hello" },
    { role: "assistant", content: replies.get("hello")! },
  ];
  assertNotEquals(await replyTo(message, history), await replyTo(message));
  assertEquals(await replyTo(message, history), await replyTo(message, history));
});

Deno.test("a comparison gives a Christian view, a Buddhist view and common ground", () => {
  const reply = replies.get("Compare Christian and Buddhist views on forgiveness")!;
  for (const heading of ["**A Christian perspective:**", "**A Buddhist perspective:**", "**Common ground:**"]) {
    assertStringIncludes(reply, heading);
  }
  assert(quotationsIn(reply).length > 0);
  assert(summaryReferences.some((reference) => reply.includes(reference)));
  assertStringIncludes(reply, "**forgiveness**");
});

Deno.test("in crisis mode the engine adds no lesson: the one reviewed verse it is given and an invitation", async () => {
  const message = "I don't want to live anymore";
  const verse = {
    source: "bible" as const,
    reference: "Psalms 34:18",
    text: "The LORD is nigh unto them that are of a broken heart; and saveth such as be of a contrite spirit.",
  };
  const safety = { mode: "crisis" as const, risk: assessRisk([{ role: "user", content: message }]), passages: [verse] };
  const reply = (await Array.fromAsync(engine.reply({ history: [], message, safety }))).join("");
  assertStringIncludes(reply, `"${verse.text}" - Psalms 34:18`);
  assertEquals(quotationsIn(reply).length, 1);
  assert(!summaryReferences.some((reference) => reply.includes(reference)), reply);
  assert(!reply.includes("*A practice"), reply);
  assert(wordCount(reply) < 80, `${wordCount(reply)} words`);
});

Deno.test("the guide never speaks as Jesus or the Buddha", () => {
  const claims = [
    /\bI am (?:Jesus|Christ|God|the Lord|the Messiah|the Buddha|a Buddha|Shakyamuni)\b/i,
    /\bI am the (?:way|truth|life|light of the world|good shepherd|resurrection|bread of life|true vine)\b/i,
    /\bmy (?:disciples|followers)\b/i,
  ];
  for (const reply of replies.values()) {
    const ownWords = withoutQuotations(reply);
    for (const claim of claims) assert(!claim.test(ownWords), `${claim} in: ${ownWords}`);
  }
  assertStringIncludes(replies.get("Are you Jesus?")!, "I am not Jesus");
  assertStringIncludes(replies.get("Are you the Buddha?")!, "I am not the Buddha");
  for (const message of ["Who are you?", "Are you Jesus?"]) {
    const reply = replies.get(message)!;
    assertStringIncludes(reply, "AI");
    assertStringIncludes(reply, "not a pastor, priest, monk or therapist");
  }
});

Deno.test("no medical, financial or guaranteed-outcome claims", () => {
  const claims = /\b(?:cure[sd]?|guarantee[sd]?|diagnos\w*|prescri\w+|medication|invest\w*|will (?:fix|heal|solve))\b/i;
  for (const reply of replies.values()) {
    const ownWords = withoutQuotations(reply);
    assert(!claims.test(ownWords), ownWords.match(claims)?.[0]);
  }
});

Deno.test("every reply hands the visitor a practice or a passage to end with", () => {
  for (const [message, reply] of replies) {
    assert(endsWithSomethingToKeep(reply), `the reply to ${message} ends: ${paragraphs(reply).at(-1)}`);
  }
});

Deno.test("teaching replies are a few paragraphs, not a sermon", () => {
  for (const message of teachingMessages) {
    const words = wordCount(replies.get(message)!);
    assert(words >= 100 && words <= 330, `${words} words in the reply to ${message}`);
  }
});

Deno.test("a passage from the archive is reflected on, not recited back, and met by the other tradition", () => {
  const verse = replies.get(request("The LORD is my shepherd; I shall not want.", "Psalms 23:1"))!;
  assertStringIncludes(verse, "**Psalms 23:1**");
  assert(!verse.includes('"The LORD is my shepherd; I shall not want."'));
  assert(summaryReferences.some((reference) => verse.includes(reference)));

  const chapter = replies.get(
    request(lifeSpan.content, "Lotus Sutra, Chapter 16: The Life Span of the Thus Come One (summary)"),
  )!;
  assertStringIncludes(chapter, "**Lotus Sutra, Chapter 16: The Life Span of the Thus Come One**");
  assertStringIncludes(chapter, "our own summary");
  assertStringIncludes(chapter, "physician");
  assert(!chapter.includes(lifeSpan.content.slice(0, 200)));
  assert(quotationsIn(chapter).length > 0, "no verse beside the chapter");
});

Deno.test("every Lotus Sutra chapter and Gosho writing brought from the archive gets a word on its heart", async () => {
  const hearts = /At its heart is|It is remembered for|What stays with readers is/;
  for (const document of documents.filter((d) => d.source !== "bible")) {
    const reply = await replyTo(request(document.text, document.reference.replace(/\)$/, ", summary)")));
    assert(hearts.test(reply), `nothing on the heart of ${document.reference}`);
    assertStringIncludes(reply, `**${document.reference}**`);
  }
});

Deno.test("a follow-up brings new passages and says it continues", async () => {
  const question = "What does the Bible say about forgiveness?";
  const first = replies.get("Compare Christian and Buddhist views on forgiveness")!;
  const history: ChatTurn[] = [
    { role: "user", content: question },
    { role: "assistant", content: await replyTo(question) },
  ];
  const more = await replyTo("tell me more", history);
  assertStringIncludes(more, "forgiveness");
  const before = new Set(quotationsIn(history[1].content).map((quote) => quote.reference));
  const after = quotationsIn(more).map((quote) => quote.reference);
  assert(after.length > 0 && after.every((reference) => !before.has(reference)), after.join(", "));
  assertNotEquals(more, first);

  const buddhist = await replyTo("What about in Buddhism?", history);
  assertStringIncludes(buddhist, "from the Buddhist side");
});

Deno.test("the stream joins to the whole reply and never splits a reference", async () => {
  const message = "What does the Bible say about hope?";
  const chunks = await chunksOf(message);
  const reply = chunks.join("");
  assert(chunks.length > 10, `${chunks.length} chunks`);
  assertEquals(replyChunks(reply), chunks);
  for (const { reference } of quotationsIn(reply)) {
    assert(chunks.some((chunk) => chunk.includes(reference)), `${reference} is split across chunks`);
  }
});

Deno.test("aborting stops the stream", async () => {
  const controller = new AbortController();
  const received: string[] = [];
  for await (
    const chunk of engine.reply({ history: [], message: "How can I find peace?", signal: controller.signal })
  ) {
    received.push(chunk);
    controller.abort();
  }
  assertEquals(received.length, 1);

  assertEquals(await chunksOf("How can I find peace?", [], AbortSignal.abort()), []);
});
