import { assert, assertEquals, assertMatch, assertNotEquals, assertStringIncludes } from "../../tests/assert.ts";
import { summaryReference, versionedReference } from "../../contracts/references.ts";
import { formatScriptureRequest } from "../../contracts/scripture_request.ts";
import { assessRisk } from "../safety/assess_risk.ts";
import { knowledge } from "../knowledge/knowledge.ts";
import { createPassageLookup } from "../scriptures/passage_lookup.ts";
import { searchDocuments } from "../scriptures/search_documents.ts";
import { testScriptures } from "../testing/app_fixture.ts";
import { createBuiltinEngine, replyChunks } from "./builtin_engine.ts";
import { checkCitations } from "./citations.ts";
import { withSafety } from "./safety_engine.ts";
import type { ChatTurn } from "./engine.ts";
import { sharedStems, stemsOf } from "./plans/relevance.ts";
import prayerData from "../../data/persona/prayers.json" with { type: "json" };

/*
 * The offline persona through the engine interface (ISSUE 17): what every reply must be (exact
 * quotations, labelled summaries, no holy voice, no claims, a stream that joins) over replies to
 * many kinds of message, and what each kind of request gets.
 */

const { corpus, persona } = await testScriptures();
const engine = createBuiltinEngine({ persona });
const lookup = createPassageLookup(corpus);
/** The situations as their curators wrote them: the passages and practices chosen for each, best first. */
const curatedSituations: {
  id: string;
  passages: { bible: string[]; lotus: number[]; gosho: string[] };
  practices?: string[];
}[] = JSON.parse(await Deno.readTextFile(new URL("../../data/persona/situations.json", import.meta.url)));
const curatedFor = (id: string) => curatedSituations.find((situation) => situation.id === id)!;
const summaryReferences = searchDocuments(corpus).filter((d) => d.source !== "bible").map((d) => d.reference);

async function chunksOf(message: string, history: readonly ChatTurn[] = [], signal?: AbortSignal) {
  const chunks: string[] = [];
  for await (const chunk of engine.reply({ history, message, signal })) chunks.push(chunk);
  return chunks;
}
const replyTo = async (message: string, history: readonly ChatTurn[] = []) =>
  (await chunksOf(message, history)).join("");

/** A conversation as the chat keeps it: each reply with what it cited and what it was about. */
async function conversation(...messages: string[]): Promise<{ history: ChatTurn[]; replies: string[] }> {
  const history: ChatTurn[] = [];
  const replies: string[] = [];
  for (const message of messages) {
    const reply = await replyTo(message, history);
    replies.push(reply);
    history.push({ role: "user", content: message }, {
      role: "assistant",
      content: reply,
      citations: checkCitations(reply, lookup).map((citation) => citation.reference),
      about: persona.about(message, history),
    });
  }
  return { history, replies };
}

/** `"text" - Reference`, the one form the persona quotes scripture in. */
const quotation = /"([^"]*)" - ((?:[1-3] )?[A-Z][a-z]+(?: of [A-Z][a-z]+)? \d+:\d+(?:-\d+)?)/g;
const quotationsIn = (reply: string) =>
  [...reply.matchAll(quotation)].map(([, text, reference]) => ({ text, reference }));
/** The guide's own words: quoted scripture and quoted commentary left out. */
const ownWords = (reply: string) => reply.replace(quotation, "").replace(/“[^”]*”/g, "");
const paragraphs = (reply: string) => reply.split("\n\n");
const numberedSteps = (reply: string) => reply.split("\n").filter((line) => /^\d+\. \S/.test(line)).length;

const messages = [
  "hello",
  "thank you",
  "Who are you?",
  "Are you Jesus?",
  "Are you the Buddha?",
  "explain John 3:16",
  "What is Psalm 46:10 really saying?",
  "Jn 3:16-18",
  "Romans chapter 8",
  "Tell me about the Devadatta chapter",
  "the jewel in the robe",
  "Winter Always Turns to Spring",
  "Who was Nichiren?",
  "What are the Ten Worlds?",
  "What do Christians mean by grace?",
  "what is the daimoku",
  "Compare Christian and Buddhist views on forgiveness",
  "How do I start meditating? Give me simple steps",
  "what can I do tonight in bed when my mind won't stop racing",
  "I lost my mother last month and I can't stop crying",
  "I feel so alone since I moved to a new city",
  "I'm so angry at my brother",
  "What does the Bible say about anxiety?",
  "write a python function to sort a list",
  "what's the weather tomorrow",
  "What does the Heart Sutra say?",
  'Please share wisdom about this scripture:\n\n"The LORD is my shepherd; I shall not want." - Psalms 23:1',
];
const replies = new Map<string, string>();
for (const message of messages) replies.set(message, await replyTo(message));

Deno.test("every Bible quotation is the stored text of the reference it names, and every reference resolves", () => {
  for (const [message, reply] of replies) {
    for (const { text, reference } of quotationsIn(reply)) {
      const stored = lookup.resolve(reference);
      assert(stored, `${reference} in the reply to ${message} does not resolve`);
      assertEquals(text, stored.texts.join(" "), `${reference} in the reply to ${message}`);
    }
    for (const citation of checkCitations(reply, lookup)) {
      assert(citation.quote !== "paraphrase", `${citation.reference} is misquoted in the reply to ${message}`);
    }
    assertEquals(reply.split('"').length - 1, 2 * quotationsIn(reply).length, `stray quotation mark in: ${reply}`);
  }
});

Deno.test("a Lotus Sutra chapter or Gosho writing is always named as our summary, never quoted", () => {
  let presented = 0;
  for (const reply of replies.values()) {
    for (const paragraph of paragraphs(reply)) {
      if (!summaryReferences.some((reference) => paragraph.includes(reference))) continue;
      presented++;
      assertMatch(paragraph, /summary/i, `not marked as a summary: ${paragraph}`);
    }
  }
  assert(presented >= 5, `only ${presented} summaries presented`);
});

Deno.test("the guide never speaks as Jesus, God or the Buddha", () => {
  const claims = [
    /\bI am (?:Jesus|Christ|God|the Lord|the Messiah|the Buddha|a Buddha|Shakyamuni|Nichiren)\b/i,
    /\bI am the (?:way|truth|life|light of the world|good shepherd|resurrection|bread of life|true vine)\b/i,
    /\bmy (?:disciples|followers|children)\b/i,
  ];
  for (const reply of replies.values()) {
    for (const claim of claims) assert(!claim.test(ownWords(reply)), `${claim} in: ${ownWords(reply)}`);
  }
  assertStringIncludes(replies.get("Are you Jesus?")!, "not Jesus");
  assertStringIncludes(replies.get("Are you the Buddha?")!, "AI");
  assertStringIncludes(replies.get("Who are you?")!, "AI");
});

Deno.test("no medical, financial or guaranteed-outcome claims", () => {
  const claims = /\b(?:cure[sd]?|guarantee[sd]?|diagnos\w*|prescri\w+|medication|invest\w*|will (?:fix|heal|solve))\b/i;
  for (const reply of replies.values()) assert(!claims.test(ownWords(reply)), ownWords(reply).match(claims)?.[0]);
});

Deno.test("a passage named in any common form is quoted exactly and explained", () => {
  assertStringIncludes(replies.get("explain John 3:16")!, '" - John 3:16');
  assertStringIncludes(replies.get("What is Psalm 46:10 really saying?")!, "Be still, and know that I am God");
  for (const verse of ["John 3:16-18"]) assertStringIncludes(replies.get("Jn 3:16-18")!, `" - ${verse}`);
  assertMatch(replies.get("Romans chapter 8")!, /" - Romans 8:\d+/);
  assertStringIncludes(replies.get("Tell me about the Devadatta chapter")!, "Lotus Sutra, Chapter 12: Devadatta");
  assertStringIncludes(replies.get("the jewel in the robe")!, "Chapter 8");
  assertStringIncludes(replies.get("Winter Always Turns to Spring")!, "Winter Always Turns to Spring");
  const archive = replies.get(messages.at(-1)!)!;
  assertStringIncludes(archive, '"The LORD is my shepherd; I shall not want." - Psalms 23:1');
});

Deno.test("Matthew Henry on a verse inside a long note is what the note says where that verse stands", async () => {
  const wept = await replyTo("explain john 11:35");
  const note = /Matthew Henry[^“]*“([^”]+)”/.exec(wept)?.[1] ?? "";
  // His note on 11:33-46 had been quoted from its part on the prayer at the tomb (11:41), for sharing "Jesus".
  assert(note.includes("tender sympathy"), wept);
});

Deno.test("a passage asked for by the name of its teaching is quoted where it tells it, and carries that teaching", async () => {
  const commandments = await replyTo("what are the ten commandments");
  assertMatch(quotationsIn(commandments)[0].text, /\bThou shalt\b/);
  assertMatch(commandments, /\*the Ten Commandments\*\. The Ten Commandments \(the Decalogue\)/);
  const prayer = await replyTo("what is the lord's prayer");
  assertStringIncludes(prayer, "*the Lord's Prayer*");
  const samaritan = await replyTo("what is the parable of the good samaritan");
  assertStringIncludes(samaritan, "*the Good Samaritan*");
});

Deno.test("a 'Select Scripture' request is about the passage it names, in another version or as a summary", async () => {
  const inWeb = await replyTo(
    formatScriptureRequest({ text: "Jesus wept.", reference: versionedReference("John 11:35", "WEB") }),
  );
  assertStringIncludes(inWeb, '" - John 11:35');
  // The quoted summary names another passage; the request is still about the chapter it came from.
  const summary = await replyTo(formatScriptureRequest({
    text: "Like the shepherd of Psalm 23, the Buddha leads all beings by skilful means.",
    reference: summaryReference("Lotus Sutra, Chapter 2: Expedient Means"),
  }));
  assertStringIncludes(summary, "Lotus Sutra, Chapter 2");
  assert(!summary.includes("Psalms 23"), summary);
});

Deno.test("a question of fact or concept is answered in the first paragraph", () => {
  const nichiren = paragraphs(replies.get("Who was Nichiren?")!)[0];
  assertStringIncludes(nichiren, "1222");
  assertStringIncludes(nichiren, "Lotus Sutra");
  const worlds = paragraphs(replies.get("What are the Ten Worlds?")!)[0];
  const named = [
    "hell",
    "hunger",
    "animality",
    "anger",
    "humanity",
    "heaven",
    "learning",
    "realisation",
    "bodhisattva",
    "buddhahood",
  ]
    .filter((world) => worlds.toLowerCase().includes(world));
  assert(named.length >= 8, `only ${named.join(", ")} in: ${worlds}`);
  assertMatch(paragraphs(replies.get("What do Christians mean by grace?")!)[0], /\bgrace\b/i);
  assertMatch(paragraphs(replies.get("what is the daimoku")!)[0], /Nam-myoho-renge-kyo/);
});

Deno.test("steps come as a numbered list that fits when they are asked for", () => {
  assert(numberedSteps(replies.get("How do I start meditating? Give me simple steps")!) >= 3);
  const tonight = replies.get("what can I do tonight in bed when my mind won't stop racing")!;
  assert(numberedSteps(tonight) >= 3, tonight);
  assertMatch(tonight, /\b(?:bed|sleep|night|tonight)\b/i);
});

Deno.test("a comparison gives each tradition its own paragraph and where they meet", () => {
  const reply = replies.get("Compare Christian and Buddhist views on forgiveness")!;
  assertStringIncludes(reply, "**In Christianity:**");
  assertMatch(reply, /\*\*In (?:Nichiren )?Buddhism:\*\*/);
  assert(quotationsIn(reply).length > 0);
});

Deno.test("feelings are acknowledged in the visitor's words before any passage", async () => {
  const grief = replies.get("I lost my mother last month and I can't stop crying")!;
  assertMatch(paragraphs(grief)[0], /your mother/);
  assert(quotationsIn(grief).length > 0);
  assertMatch(paragraphs(replies.get("I feel so alone since I moved to a new city")!)[0], /alone/);
  // Thankfulness felt is no news to congratulate; an exam not studied for is a worry, not a word to look up.
  const thankful = paragraphs(await replyTo("i'm grateful for my family today"))[0];
  assertMatch(thankful, /: you're grateful for your family today\.$/);
  assert(!/Congratulations|good news/i.test(thankful), thankful);
  // Whether God is real is a question of faith and doubt, not anger at God, nor a prayer of lament to do.
  const real = await replyTo("how do i know if god is real");
  assert(!/lament|anger at God/.test(real), real);
  assertEquals(quotationsIn(real)[0]?.reference, "Mark 9:24", real);
  // Worry for a child's faith is not the visitor's own lapse ("How long wilt thou forget me", a return to practice).
  const daughter = await replyTo("my teenage daughter has stopped going to church and i'm worried");
  assert(!/Psalms 13:1|returning to practice after a lapse|going to a service or meeting/.test(daughter), daughter);
  assert(
    quotationsIn(daughter).some(({ reference }) => /^(?:Luke 15:20|1 Corinthians 13:7|Proverbs 22:6)$/.test(reference)),
    daughter,
  );
  // Being forgiven by God is no lesson in forgiving others ("forgiving one another", Colossians 3:13).
  const forgiven = await replyTo("will god forgive me");
  assertEquals(quotationsIn(forgiven)[0]?.reference, "1 John 1:9", forgiven);
  assert(!/forgiving one another|Until seventy times seven|\*a forgiveness practice\*/.test(forgiven), forgiven);
  const exam = await replyTo("i have an exam tomorrow and i haven't studied");
  assertMatch(paragraphs(exam)[0], /: you have an exam tomorrow and you haven't studied\.$/);
  assert(!/to morrow/i.test(exam), exam);
});

Deno.test("news told in a hurry is acknowledged by what happened, and stunned disbelief is not a question of faith", async () => {
  const laidOff = await replyTo("got laid off today. 12 years at that company. just sitting in my car");
  assertMatch(paragraphs(laidOff)[0], /you got laid off today/);
  const gone = await replyTo("I still can't believe she's gone. the house is so quiet");
  assert(!/^Faith is/.test(gone), gone);
  assertMatch(paragraphs(gone)[0], /she's gone/);
  assert(quotationsIn(gone).length > 0, gone);
  // Steps asked for in the middle of something hard: the hard thing first, and the question not said back.
  const [said, steps] = paragraphs(await replyTo("I'm so stressed at work, what can I do tonight to calm down"));
  assertMatch(said, /you're so stressed at work\.$/);
  assertMatch(steps, /^(?:To [^\n]*?, here|Here) is a simple way to begin/);
  // Asked in a hurry with no comma, the question is still theirs, not said back.
  assertMatch(paragraphs(await replyTo("my wife left me what do i do"))[0], /: your wife left you\.$/);
  // "My husband and I" is "you and your husband", as one says it.
  assertMatch(
    paragraphs(await replyTo("my husband and i keep fighting about money"))[0],
    /: you and your husband keep/,
  );
});

Deno.test("requests outside the guide's purpose are declined in a sentence or two, without doing them", () => {
  for (const message of ["write a python function to sort a list", "what's the weather tomorrow"]) {
    const reply = replies.get(message)!;
    assertEquals(quotationsIn(reply).length, 0, reply);
    assert(!/\bdef |function\s*\(|sorted\(/.test(reply), reply);
    assert(reply.length < 300, reply);
  }
  const heart = replies.get("What does the Heart Sutra say?")!;
  assertMatch(heart, /don't have the Heart Sutra in my library|don't hold the Heart Sutra/);
});

Deno.test("replies differ from question to question, and a given conversation always reads the same", async () => {
  assertEquals(new Set(replies.values()).size, replies.size);
  const history: ChatTurn[] = [{ role: "user", content: "hello" }, {
    role: "assistant",
    content: replies.get("hello")!,
  }];
  assertEquals(await replyTo("How can I find peace?", history), await replyTo("How can I find peace?", history));
});

Deno.test("a follow-up returns to what the previous reply cited", async () => {
  const { history, replies: [first, second] } = await conversation(
    "What does the Bible say about anxiety?",
    "Could you say more about the second passage you shared?",
  );
  const cited = history[1].citations!;
  assert(cited.length >= 2, first);
  assertStringIncludes(second, cited[1]);
  assertNotEquals(second, first);
});

Deno.test("'and from the other side?' shows the other tradition's passages for the subject followed, not its own filler words", async () => {
  const { replies: [, buddhist] } = await conversation(
    "I've been so anxious about my job interview tomorrow, I can't sleep",
    "is there something from the buddhist side too?",
  );
  const summaries = [...buddhist.matchAll(/\(our summary\): ([^\n]+)/g)].map((match) => match[1]);
  assert(summaries.length > 0, buddhist);
  // A summary's sentence is chosen for the words asked about; a follow-up like this asks about none of its own.
  for (const summary of summaries) assertMatch(summary, /^it is remembered for /, buddhist);
});

Deno.test("the three turns on Psalm 23 stay on Psalm 23, and the third turns to Nichiren", async () => {
  const { replies: [explain, valley, nichiren] } = await conversation(
    "explain Psalm 23",
    "what does the valley part mean?",
    "and what would Nichiren say to someone afraid?",
  );
  assertStringIncludes(explain, "The LORD is my shepherd; I shall not want.");
  // The teaching named is the one the psalm is about, not only that it is a psalm.
  assertMatch(explain, /teaching is \*[^*]*shepherd/i);
  assertStringIncludes(valley, "Yea, though I walk through the valley of the shadow of death");
  assertMatch(valley, /" - Psalms 23:4/);
  assertMatch(nichiren, /Gosho|Lotus Sutra/);
  assertMatch(nichiren, /summary/);
  // It turns from the psalm's own word on fear, so the conversation stays on it.
  assertMatch(
    nichiren,
    /^The passage we were reading speaks to it first: "[^"]*I will fear no evil[^"]*" - Psalms 23:4/,
  );
});

Deno.test("'the line about...' is the verse that holds all it names, even when the quoted verse shares a word", async () => {
  const { replies: [, line] } = await conversation(
    "explain John 3:16",
    "and the line about God not sending his Son to condemn the world?",
  );
  assertEquals(quotationsIn(line)[0]?.reference, "John 3:17", line);
});

Deno.test("a follow-up question of fact is asked of what the previous answer was about: a book, or our notes", async () => {
  const { replies: [author, where, about] } = await conversation(
    "who wrote 1 Corinthians",
    "where was he when he wrote it?",
    "what is it about",
  );
  assertMatch(author, /^Author of 1 Corinthians: /);
  assertMatch(where, /^1 Corinthians: c\. AD 53-55, written from Ephesus\./);
  assertMatch(about, /^1 Corinthians: [^\n]*\n\nc\. AD 53-55/);
  // "Who wrote it?" after a psalm: the author first, not the date it was "composed".
  const { replies: [, who] } = await conversation("what does Psalm 121 say", "who wrote it?");
  assertMatch(who, /^Author of Psalms: Traditionally David/);
  const { replies: [, year] } = await conversation("what happened at Atsuhara", "and what year was that?");
  assertStringIncludes(year, "1279");
  // "When was it written?" shares "written" with the book's theme, not its date: the date answers it.
  const { replies: [, written] } = await conversation("who wrote the gospel of john", "when was it written");
  assertMatch(written, /^John: Most scholars date it/);
  const { replies: [, inscribed] } = await conversation("what is the gohonzon", "when did he start inscribing them");
  assertMatch(inscribed, /^The earliest Gohonzon that survive were inscribed in 1271/);
  const { replies: [, old] } = await conversation("what is the book of job about", "how old is it");
  assertMatch(old, /^Job: Date of writing uncertain/);
});

Deno.test("a verse far from the verses a teaching cites in a long chapter is not given that teaching", async () => {
  // The shepherd teaching cites Isaiah 40:11; 40:31 is about waiting on the LORD, twenty verses on.
  const reply = await replyTo("explain Isaiah 40:31");
  assert(!/shepherd/i.test(ownWords(reply)), reply);
  // With no teaching to draw on, the passage beside it is one Nave lists under the same subject, from elsewhere.
  const beside = quotationsIn(reply).filter(({ reference }) => !reference.startsWith("Isaiah 40:"));
  assertEquals(beside.length, 1, reply);
});

Deno.test("thanks before a question do not hide it, and lines to repeat come from the verses given earlier", async () => {
  const { history, replies: [grief, buddhist, short] } = await conversation(
    "I lost my mom last month and I can't stop crying",
    "thank you. what would a buddhist say to me?",
    "can you give me something short I can repeat when it hits hard?",
  );
  assertMatch(buddhist, /Lotus Sutra|Gosho/);
  assertEquals(history[3].citations?.every((reference) => !/^[1-3]? ?[A-Z][a-z]+ \d+:/.test(reference)), true);
  // The Buddhist reply quoted no verse: the lines to repeat are the shortest of the first reply's verses.
  const griefVerses = new Set(quotationsIn(grief).map(({ reference }) => reference));
  const lines = quotationsIn(short);
  assert(lines.length > 0 && lines.every(({ reference }) => griefVerses.has(reference)), short);
});

Deno.test("a question about someone in the story just explained stays on the story, and its parallel is the story's", async () => {
  const { replies: [, angry, buddhist] } = await conversation(
    "tell me about the prodigal son",
    "why was the older brother angry?",
    "is there a buddhist story like that?",
  );
  // "Angry" names the teaching on anger too, but the question is about Luke 15: the verse where he was angry.
  assertMatch(quotationsIn(angry)[0]?.text ?? "", /he was angry/, angry);
  // The parable's teaching and companion passage were given with the first reply: not again.
  assert(!/The parable of the Prodigal/.test(angry) && !/Lotus Sutra, Chapter 4/.test(angry), angry);
  // The other tradition's story is the parallel of the parable, not of anger.
  assertMatch(buddhist, /wealthy man and his poor son/, buddhist);
  assert(!/three poisons/i.test(buddhist), buddhist);
});

Deno.test("asked again about a chapter, the guide answers from it without telling again what it already said", async () => {
  const { replies: [first, , carts] } = await conversation(
    "explain the burning house parable",
    "why did the father lie to his kids?",
    "what are the three carts?",
  );
  assertMatch(carts, /three carts are the three vehicles/);
  // The answer first, from our note on the parable; it still names the chapter it answers from.
  assertMatch(
    carts,
    /^The father is the Buddha and the children are all living beings; [^\n]*three carts are the three vehicles/,
  );
  assertMatch(carts, /\n\n\*Lotus Sutra, Chapter 3: Simile and Parable\* \(our summary\): /);
  // What the chapter is remembered for, and the person and teaching in it, were told in the first reply.
  for (const paragraph of paragraphs(first).filter((text) => !text.startsWith("In our summary:") && text.length > 80)) {
    assert(!carts.includes(paragraph), paragraph);
  }
});

Deno.test("a question passed on from someone else is answered, not taken as a request for the earlier steps", async () => {
  const { replies: [steps, relayed] } = await conversation(
    "my 7 year old wants to learn to pray. how do i teach her",
    "she asked why we can't see God. what do I tell her?",
  );
  assertMatch(steps, /^1\. /m);
  assert(!/^1\. /m.test(relayed), relayed);
  assertMatch(relayed, /\bGod\b/);
});

Deno.test("'did anyone in the Bible...like that?' after a Lotus Sutra chapter answers from the Bible", async () => {
  const { replies: [, , bible] } = await conversation(
    "tell me about the Never Disparaging chapter",
    "why did people throw stones at him",
    "did anyone in the bible respond to abuse like that?",
  );
  assert(checkCitations(bible, lookup).some((citation) => citation.target.source === "bible"), bible);
});

Deno.test("someone worn out hears the passages chosen for it, first of all those its curators put first", async () => {
  const curated = curatedFor("burnout").passages.bible;
  for (
    const message of [
      "I'm completely burnt out at work",
      // No "I": still their own feeling, not a search for verses holding "nothing left".
      "running on empty, nothing left to give",
      "I'm so overworked I can't switch off",
    ]
  ) {
    const cited = checkCitations(await replyTo(message), lookup).filter((citation) =>
      citation.target.source === "bible"
    )
      .map((citation) => citation.reference);
    assert(cited.length > 0 && cited.every((reference) => curated.includes(reference)), `${message}: ${cited}`);
    assert(cited.some((reference) => curated.slice(0, 3).includes(reference)), `${message}: ${cited}`);
  }
});

Deno.test("not believing a person who says sorry is about forgiving him, not a question of faith", async () => {
  const passagesOf = (id: string) => curatedFor(id).passages.bible;
  const cited = checkCitations(await replyTo("he says he's sorry but I don't believe him"), lookup)
    .filter((citation) => citation.target.source === "bible").map((citation) => citation.reference);
  assert(cited.some((reference) => passagesOf("forgiveness").includes(reference)), `${cited}`);
  assert(!cited.some((reference) => passagesOf("faith").includes(reference)), `${cited}`);
});

Deno.test("what each tradition says of a teaching is a comparison, of the teaching named most closely", async () => {
  assertEquals(persona.about("what do buddhism and christianity have in common", []).kind, "comparison");
  const message = "what do jesus and the buddha each say about loving your enemies";
  assertEquals(persona.about(message, []), { kind: "comparison", topic: "concept:love-of-enemies" });
  const reply = await replyTo(message);
  assertMatch(reply, /^\*\*In Christianity:\*\* Jesus taught his followers to love their enemies/);
  assertMatch(reply, /\*\*In Buddhism:\*\* Bodhisattva Never Disparaging/);
});

Deno.test("a plea with nothing told yet is asked what is happening, never declined or answered with verses on 'help'", async () => {
  for (
    const message of [
      "help",
      "please help me",
      "i need help",
      "what should i do",
      "what do i do now",
      "what do i do about it",
    ]
  ) {
    const reply = await replyTo(message);
    assertMatch(reply, /\b(?:what is happening|What is going on|what you're facing)\b/, `${message}: ${reply}`);
    assertEquals(quotationsIn(reply).length, 0, reply);
    assertMatch(reply, /emergency number/, reply);
  }
  // Told next, the hard thing is met as it would have been.
  const { replies } = await conversation("help", "my dad died last night");
  assertMatch(replies[1], /^I'm so sorry/);
  // Asked after a hard thing told, "what do I do about it" is steps for it; of one's karma, the practice of chanting on it.
  const { replies: boss } = await conversation("my boss yelled at me today", "what do i do about it");
  assertMatch(boss[1], /^(?:To [^\n]*?, here|Here) is a simple way to begin: /);
  assertMatch(
    await replyTo("what do i do about my bad karma"),
    /^(?:To [^\n]*?, here|Here) is a simple way to begin: \*chanting about a specific concern\*/,
  );
});

Deno.test("going without food is met with what the body needs, a doctor and where food can be found, before any verse", async () => {
  for (const message of ["i haven't eaten in four days", "i stopped eating a week ago and i feel dizzy"]) {
    const reply = await replyTo(message);
    const [, care] = paragraphs(reply);
    assertMatch(care, /please see a doctor or get medical help today/, message);
    assertMatch(care, /food bank/, message);
    // No practice for the returning to a lapse ("stopped"), nor any other, in its place.
    assert(!/something small:|A practice for today/.test(reply), `${message}: ${reply}`);
  }
});

Deno.test("'the word X' asks about X, and a reference's own words choose no verses", async () => {
  assertEquals(persona.about("what does the word gospel mean", []), { kind: "concept", topic: "concept:gospel" });
  assertEquals(persona.about("what's the meaning of the term karma", []).topic, "concept:karma");
  // The Word of John 1 is still the Word.
  const word = await replyTo("what is the word in john 1");
  assertEquals(quotationsIn(word)[0]?.reference, "John 1:1", word);
});

Deno.test("follow-ups asked in few words: a phrase of the verse, a prayer for what was told, how to practise a teaching", async () => {
  const still = await conversation("explain psalm 46:10", "what does be still mean here");
  assertEquals(persona.about("what does be still mean here", still.history.slice(0, 2)).kind, "follow-up");
  assertEquals(quotationsIn(still.replies[1])[0]?.reference, "Psalms 46:10", still.replies[1]);
  const surgery = await conversation(
    "i'm anxious about my surgery tomorrow",
    "can you give me a verse for it",
    "and a short prayer",
  );
  assert(!/^Prayer is conversation with God/.test(surgery.replies[2]), surgery.replies[2]);
  assert(quotationsIn(surgery.replies[2]).length > 0, surgery.replies[2]);
  // Someone else's trouble gets a prayer for them, not "heal me".
  const mom = await conversation("my mom is in hospital", "a prayer please");
  assert(quotationsIn(mom.replies[1]).length > 0 && !/Heal me/.test(mom.replies[1]), mom.replies[1]);
  const daimoku = await conversation("what is the daimoku", "how long should i chant it", "can i do it silently");
  assertMatch(daimoku.replies[1], /^Begin with about five minutes/);
  assertMatch(daimoku.replies[2], /silently in your mind is still chanting/);
  assert(!/says nothing about that/.test(daimoku.replies[2]), daimoku.replies[2]);
});

Deno.test("a story asked about after an aside is still the story, and an answer naming a passage quotes it", async () => {
  const samaritan = await conversation(
    "tell me about the good samaritan",
    "who were the samaritans",
    "why did the priest pass by",
  );
  assertMatch(samaritan.replies[1], /^The Samaritans were the people of Samaria/);
  assertEquals(quotationsIn(samaritan.replies[2])[0]?.reference, "Luke 10:31", samaritan.replies[2]);
  const david = await conversation("who was king david", "what psalm did he write after bathsheba", "explain that one");
  assertMatch(david.replies[1], /Psalm 51/);
  assertMatch(quotationsIn(david.replies[1])[0]?.reference ?? "", /^Psalms 51:/);
  assertMatch(quotationsIn(david.replies[2])[0]?.reference ?? "", /^Psalms 51:/);
});

Deno.test("a comparison never sets a teaching beside itself", async () => {
  for (
    const message of [
      "do buddhists believe in god the way christians do",
      "is the christian God the same as the Buddha?",
      "compare God and the Buddha",
    ]
  ) {
    const reply = await replyTo(message);
    assert(!/(?:^|\. )([^.;]+?) rests on [^;]+; \1 on /i.test(reply), reply);
    assert(!/behind ([^.;,]+?) stands [^;]+; behind \1,/i.test(reply), reply);
  }
});

Deno.test("'did Jesus forgive him?' after Peter is answered from Peter's story, one sentence that answers, not two", async () => {
  const { replies } = await conversation("who was peter", "why did he deny jesus", "did jesus forgive him");
  assertMatch(replies[1], /^Peter denied knowing Jesus three times/);
  assertMatch(
    replies[2],
    /^After his denial Peter “wept bitterly”; the risen Jesus did forgive him[^\n]*\(John 21:15-17\)\.\n\n"/,
  );
  assert(quotationsIn(replies[2]).some(({ reference }) => reference.startsWith("John 21:")), replies[2]);
});

Deno.test("'what's the third one?' after a teaching that is a list is that part of it, and steps for it are its path", async () => {
  const truths = await conversation(
    "what are the four noble truths",
    "what's the third one mean",
    "how do i actually do that",
  );
  assertMatch(
    truths.replies[1],
    /^Of the Four Noble Truths, the third is this: suffering can cease \(nirvana\)\.\n\nNirvana /,
  );
  assertMatch(
    truths.replies[2],
    /^(?:To [^\n]*?, here|Here) is a simple way to begin: \*practising the Eightfold Path day to day\*/,
  );
  // A summary to take with steps is what it is remembered for, not a line found by "do that".
  assertMatch(truths.replies[2], /\nTo take with you: \*[^*]+\* \(our summary\): it is remembered for /);
  const worlds = await conversation("what are the ten worlds", "what's the last one");
  assertMatch(worlds.replies[1], /^Of the Ten Worlds, the last is Buddhahood\./);
  const blessed = await conversation("what are the beatitudes", "what's the fifth one");
  assertMatch(blessed.replies[1], /^Of the Beatitudes, the fifth is the merciful\./);
  // The parts may be called what they are: the first step of a path, the second truth.
  const path = await conversation("what is the eightfold path", "what is the first step");
  assertMatch(path.replies[1], /^Of the Eightfold Path, the first is right view\./);
});

Deno.test("greed is a teaching of its own, with the other tradition's likeness; asking how to pray at all is praying in one's own words", async () => {
  const greed = await replyTo("ok then what does the bible say about greed");
  assertMatch(greed, /^Greed, which the King James calls covetousness/);
  assert(!/work of our hands/.test(greed), greed);
  assertMatch(
    await replyTo("what does buddhism say about greed"),
    /^Buddhism names greed the first of the three poisons/,
  );
  for (
    const message of [
      "teach me to pray",
      "how do i pray",
      "i don't know how to pray",
      "i want to pray but i don't know what to say",
      "i want to pray but don't know how",
    ]
  ) {
    const reply = await replyTo(message);
    assertMatch(reply, /^(?:To [^\n]*?, here|Here) is a simple way to begin: \*praying in your own words\*/, message);
    // With the prayer Jesus taught for when words will not come.
    assertStringIncludes(reply, "the Lord's Prayer");
  }
  // Praying lost in a loss is a lament, not a lesson in praying.
  assertMatch(
    await replyTo("i don't know how to pray anymore since my wife died"),
    /[Hh]ere is a simple way to begin: \*a prayer of lament\*/,
  );
  // "What do you mean?" asks what the guide meant: the teaching in everyday words, not one whose name holds "you".
  const { replies: meant } = await conversation("what are the three poisons", "what do you mean");
  assertMatch(meant[1], /^(?:Put simply|In everyday words|In plain words)[^:]*: The three poisons/);
  // "Buddhism is selfish", reported, is weighed against the bodhisattva, who seeks awakening for all beings.
  assertMatch(
    await replyTo("my friend says buddhism is selfish"),
    /^A bodhisattva \(Sanskrit, “awakening being”\) is one who seeks enlightenment not only for themselves/,
  );
  // "Learning" is an everyday word, not the world of learning.
  assert(!/voice-hearers/.test(await replyTo("what does the bible say about learning languages")));
});

Deno.test("trying for a baby for years is the sorrow of waiting for a child, not a verse found by 'three years'", async () => {
  for (
    const message of [
      "we've been trying for a baby for three years",
      "we're trying for our second child and it's not happening",
    ]
  ) {
    assertEquals(persona.about(message, [])?.topic, "situation:pregnancy-loss", message);
  }
  const reply = await replyTo("we've been trying for a baby for three years");
  assert(
    quotationsIn(reply).every(({ reference }) => curatedFor("pregnancy-loss").passages.bible.includes(reference)),
    reply,
  );
});

Deno.test("God set beside a Buddhist teaching is the Christian side of a comparison, shown by a verse about God", async () => {
  for (const message of ["how is god different from the mystic law", "is the mystic law the same as god"]) {
    assertEquals(persona.about(message, [])?.kind, "comparison", message);
    const reply = await replyTo(message);
    assertMatch(
      reply,
      /\*\*In Christianity:\*\* In Christianity, as in Judaism and Islam, God is the one eternal Creator/,
    );
    assert(quotationsIn(reply).every(({ text }) => /\b(?:God|LORD)\b/.test(text)), reply);
  }
  // The side's verse grounds what is said of it ("Christianity worships God, the one eternal Creator").
  const creator = await replyTo("do buddhists believe in god the way christians do");
  assert(!quotationsIn(creator).some(({ reference }) => reference === "Deuteronomy 6:4"), creator);
});

Deno.test("good news is celebrated, and mixed news is met gently, never congratulated", async () => {
  const phrases: Record<string, string[]> = JSON.parse(
    await Deno.readTextFile(new URL("../../data/persona/phrases.json", import.meta.url)),
  );
  const opensWith = (reply: string, key: string) =>
    phrases[key].some((phrase) => reply.startsWith(phrase.slice(0, phrase.indexOf("{"))));
  const peace = await replyTo(
    "I feel peaceful today for the first time in months. Just wanted to share that with someone.",
  );
  // Peace felt is met with gladness, not congratulated as news.
  assert(opensWith(peace, "gladFeltOpen"), peace);
  const mixed = await replyTo("our baby was born last night but she's in the NICU");
  assert(!opensWith(mixed, "gladOpen") && !opensWith(mixed, "gladFeltOpen"), mixed);
  // A place won at a university is good news, not a question about "dream".
  const admitted = await replyTo("I just got into my dream university!!");
  assert(opensWith(admitted, "gladOpen"), admitted);
});

Deno.test("the words of asking do not choose the verse: 'the difference between' is no verse's subject", async () => {
  for (
    const message of ["what's the difference between heaven and nirvana?", "what is the meaning of grace vs karma"]
  ) {
    const reply = await replyTo(message);
    for (const citation of checkCitations(reply, lookup).filter((one) => one.target.source === "bible")) {
      const text = lookup.resolve(citation.reference)?.texts.join(" ") ?? "";
      assert(!/\bdifference between|\bmeaning of\b/i.test(text), `${citation.reference}: ${text}`);
    }
  }
});

Deno.test("'what happens when we die?' is answered as a question about death, not thanked for as a confidence", async () => {
  const phrases: Record<string, string[]> = JSON.parse(
    await Deno.readTextFile(new URL("../../data/persona/phrases.json", import.meta.url)),
  );
  const reply = await replyTo("what happens when we die?");
  const consoling = [...phrases.feelingOpen, ...phrases.feelingPlain].map((phrase) =>
    phrase.slice(0, phrase.indexOf("{"))
  );
  assert(!consoling.some((opening) => reply.startsWith(opening)), reply);
  assertMatch(reply, /resurrection/i);
  // "What happens" is the question's frame: no summary's sentence is chosen for holding "happened".
  for (const [sentence] of reply.matchAll(/\(our summary\): [^\n]+/g)) assert(!/\bhappen/i.test(sentence), sentence);
});

Deno.test("asked to pray for someone facing surgery, the guide says what it is, then meets what the visitor carries", async () => {
  const illness = curatedFor("illness").passages.bible;
  const reply = await replyTo("can you pray for my mom, she has surgery tomorrow");
  assertMatch(reply, /^I'm an AI/);
  const cited = checkCitations(reply, lookup).map((citation) => citation.reference);
  assert(cited.some((reference) => illness.includes(reference)), reply);
  assert(!/prayer and meditation/i.test(reply), reply);
  // Not a lesson on prayer in place of care.
  const glossary: { id: string; definition: string }[] = JSON.parse(
    await Deno.readTextFile(new URL("../../data/knowledge/glossary.json", import.meta.url)),
  );
  const prayer = glossary.find((entry) => entry.id === "prayer")!.definition;
  assert(!reply.includes(prayer.slice(0, 40)), reply);
});

Deno.test("a practice made for an occasion is offered for that occasion only: exam advice is for exams", async () => {
  const wedding = await replyTo("I'm nervous about my wedding next month");
  assert(!/\bexam\b/i.test(wedding), wedding);
  const exam = await replyTo("I'm so anxious about my exam tomorrow");
  assertMatch(exam, /\*calming anxiety before an exam\*/i);
  // Any occasion the practice lists will do: snapping at someone is after an argument.
  const apology = await replyTo("What's a good way to apologise to a coworker I snapped at? step by step");
  assertMatch(apology, /\*making an apology\*/i);
  // An interview is not an exam: no notes to revise, no questions to read through.
  const interview = await conversation("i have a job interview tomorrow and im nervous", "any tips");
  assertMatch(interview.replies[1], /\*steadying yourself before an interview or an audition\*/i);
  assert(!/\bexam\b/i.test(interview.replies.join(" ")), interview.replies.join("\n"));
});

Deno.test("'what can I do about it tomorrow morning' after something told asks for steps, not more passages", async () => {
  const { replies } = await conversation(
    "i keep snapping at my kids and i hate it",
    "what can i do about it tomorrow morning",
  );
  assertMatch(replies[1], /^(?:To [^\n]*?, here|Here) is a simple way to begin: \*[^*]+\*\.\s+1\. /);
});

Deno.test("a subject asked 'about' is answered from Nave's topic for it, common word or modern one", async () => {
  const { study } = await testScriptures();
  const bookIds = new Map(corpus.books.map((book) => [book.name, book.id]));
  /** Whether a quoted reference lies in a verse range the topic (or a topic it points to) lists. */
  const inTopic = (reference: string, ...names: string[]) => {
    const [, book, chapter, verse] = reference.match(/^(.+) (\d+):(\d+)/)!;
    const lines = names.flatMap((name) => study.naves.resolve(name)!.headings.flatMap((h) => [h, ...h.items]));
    return lines.flatMap((line) => line.refs).some((range) =>
      range.book === bookIds.get(book) && range.chapter === Number(chapter) &&
      (range.verse === null || (range.verse <= Number(verse) && Number(verse) <= range.endVerse!))
    );
  };
  // "working" is too common a word to look up in passing, but it is what this question asks about.
  const work = await replyTo("what does the bible say about working hard");
  const workQuoted = quotationsIn(work);
  assert(workQuoted.length > 0 && inTopic(workQuoted[0].reference, "INDUSTRY", "LABOR"), work);
  // The King James never says "cheating"; Nave's CHEATING only points to DISHONESTY.
  const cheating = await replyTo("what does the bible say about cheating");
  assert(quotationsIn(cheating).every(({ reference }) => inTopic(reference, "DISHONESTY")), cheating);
  assertStringIncludes(cheating, "*dishonesty*");
});

Deno.test("a how-to question about something the guide does not serve gets no practice and no unrelated topic", async () => {
  const reply = await replyTo("how do I get rid of aphids on my roses");
  assert(!/[Hh]ere is a simple way to begin/.test(reply), reply);
  // "rid" shares a stem with the "riding" of our notes, but is no rare word of the scriptures: the guide declines.
  assertEquals(persona.about("how do I get rid of aphids on my roses", []).kind, "out-of-scope");
  assert(!/Nave/.test(reply), reply);
});

Deno.test("the practice offered is the one for what is asked, in the tradition asked about", async () => {
  // A Gosho is not read by a Bible reading plan, however much "reading" and "first time" fit one.
  const gosho = await replyTo("how should I go about reading a Gosho for the first time? step by step");
  assertMatch(gosho, /[Hh]ere is a simple way to begin: \*[^*]*(?:gosho|nichiren)[^*]*\*/i);
  // What the practice is for outweighs how it is asked ("begin", "daily").
  const gratitude = await replyTo("how can I begin a daily gratitude habit?");
  assertMatch(gratitude, /[Hh]ere is a simple way to begin: \*[^*]*gratitude[^*]*\*/i);
});

Deno.test("two teachings asked apart are each defined, each with a passage of its own, and nothing said twice", async () => {
  const reply = await replyTo("what's the difference between grace and mercy?");
  assertMatch(reply, /^\*\*Grace:\*\* /);
  assertMatch(reply, /\n\*\*Mercy:\*\* /);
  const quoted = quotationsIn(reply);
  assertEquals(quoted.length, 2, reply);
  // Grace's passage is about grace, not a verse that happens to say "mercies".
  assertMatch(quoted[0].text, /grace/i);
  // "The self" is the teaching the traditions differ on, not a verse holding "thine own self" (Philemon 1:19).
  const self = await replyTo("what do christianity and buddhism say about the self");
  assertStringIncludes(self, "Buddhism teaches non-self");
  assert(!/Philemon/.test(self), self);
  // What either says of the other is not a sentence the definitions already gave.
  const zen = await replyTo("what's the difference between zen and mahayana");
  const sentences = zen.replace(/\*\*[^*]+:\*\* /g, "").split(/\n\n|(?<=[.!?])\s+/).filter((sentence) =>
    sentence.length > 40
  );
  assertEquals(sentences.length, new Set(sentences).size, zen);
  // A teaching named for both sets them apart itself, with the sentence that says how they differ.
  const chanting = await replyTo("prayer vs chanting, what's the difference");
  assertStringIncludes(chanting, "The difference lies in whom or what it addresses");
});

Deno.test("asked what to do about a hard situation, the guide gives the steps of a practice curated for it, never a stray one", async () => {
  const practiceNamed = (reply: string) =>
    knowledge().practices.all.find((practice) =>
      reply.includes(`ere is a simple way to begin: *${practice.name.toLowerCase()}*`)
    )?.id;
  for (
    const [message, situations] of [
      ["how do I stop feeling like a failure after losing my job", ["job-loss", "failure"]],
      // Told in no words a practice is written with ("lonely" is a mood of several): the situation chooses.
      ["give me 3 things I can do today to feel less lonely", ["loneliness"]],
      ["my dad just got diagnosed with dementia. what can I do to cope", ["illness", "caregiving"]],
    ] as const
  ) {
    const reply = await replyTo(message);
    const curated = situations.flatMap((id) => curatedFor(id).practices ?? []);
    assert(curated.includes(practiceNamed(reply) ?? ""), `${message}: ${reply}`);
    assert(numberedSteps(reply) >= 3, reply);
  }
});

Deno.test("who or what a biblical subject our notes lack was is answered from Nave, never declined as off-topic", async () => {
  const reply = await replyTo("who were the Levites?");
  assertMatch(reply, /^Nave's Topical Bible describes \*Levites\* as “the descendants of Levi”\. Among his headings: /);
  assert(quotationsIn(reply).length === 1, reply);
  for (const question of ["what is manna", "who were the publicans", "what was the tabernacle"]) {
    assertEquals(persona.about(question, []).kind, "general", question);
    assertMatch(await replyTo(question), /^Nave's Topical Bible (?:describes|gathers)/, question);
  }
  // The meaning of a word the scriptures use is a question for the guide; of one they never use, not.
  assertEquals(persona.about("what does hosanna mean", []).kind, "general");
  assertEquals(persona.about("what does yolo mean", []).kind, "out-of-scope");
  // A story named is told from its own verses: "the tower of Babel" is Genesis 11.
  assertMatch(quotationsIn(await replyTo("what happened at the tower of babel"))[0]?.reference ?? "", /^Genesis 11:/);
});

Deno.test("asked for its favourite, the guide says it has none and offers a well-loved passage of the kind asked", async () => {
  const verse = await replyTo("what's your favourite verse?");
  assertMatch(verse, /^I'm an AI, so I have no favourites of my own\./);
  assertEquals(quotationsIn(verse).length, 1, verse);
  const chapter = await replyTo("do you have a favourite chapter of the lotus sutra?");
  assertEquals(persona.about("do you have a favourite chapter of the lotus sutra?", []).kind, "identity");
  assertMatch(chapter, /\*Lotus Sutra, Chapter \d+/);
  assert(!/take sides/.test(verse + chapter), verse + chapter);
});

Deno.test("asked what it can help with, the guide says what it does, not that it cannot help", async () => {
  for (const question of ["what can you help with", "what can you help me with?", "how can you help me?"]) {
    const reply = await replyTo(question);
    assertMatch(reply, /^I'm an AI guide\. I can explain a verse/, question);
  }
  // Help asked for with something is that something.
  assertEquals(persona.about("how can you help me forgive my brother", []).kind, "steps");
});

Deno.test("the fear of what others think is met as that, and steps 'about it' are for it, not for the worry's own words", async () => {
  const { history, replies } = await conversation("what if people judge me", "how do I stop worrying about it");
  assertEquals(history[1].about?.topic, "situation:what-others-think");
  assert(
    quotationsIn(replies[0]).some(({ reference }) =>
      curatedFor("what-others-think").passages.bible.includes(reference)
    ),
    replies[0],
  );
  assertMatch(replies[1], /\*facing the fear of what others think\*/);
  // Stress had about an exam told before is met with the exam's practice, not as a habit to break.
  const exam = await conversation("I have an exam on friday", "how do I stop stressing about it");
  assertMatch(exam.replies[1], /\*calming anxiety before an exam\*/);
  // Going back to church after years away is a return, not a question about the church.
  assertEquals(
    persona.about("I went back to church last week after ten years", []).topic,
    "situation:returning-to-faith",
  );
});

Deno.test("after the book of Job, 'job' is the man, and the book's lesson is drawn from the book", async () => {
  const { history, replies } = await conversation("who wrote the book of job", "why did god let job suffer");
  assertEquals(history[3].about?.topic, "person:job");
  assertMatch(replies[1], /never told why/);
  assertEquals(persona.about("who was job", []).topic, "person:job");
  // Lower case and with nothing before it, a job is work.
  assertNotEquals(persona.about("why did god let me lose my job", []).topic, "person:job");
  const lesson = await conversation("who wrote the book of ruth", "what's the lesson");
  assertMatch(lesson.replies[1], /Matthew Henry/);
  assert(quotationsIn(lesson.replies[1]).every(({ reference }) => reference.startsWith("Ruth ")), lesson.replies[1]);
  assert(!/Lotus Sutra/.test(lesson.replies[1]), lesson.replies[1]);
});

Deno.test("why God did something in a story asks about the story, not what God is, nor is it anger at God", async () => {
  for (const question of ["why did god harden pharaoh's heart", "why did god flood the earth"]) {
    const topic = persona.about(question, []).topic ?? "";
    assert(!["concept:god", "situation:anger-at-god"].includes(topic), `${question}: ${topic}`);
    assert(!/I AM THAT I AM/.test(await replyTo(question)), question);
  }
  assertMatch(await replyTo("why did god harden pharaoh's heart"), /harden Pharaoh's heart/);
  for (const question of ["why did god take my mom", "why did god let this happen", "why is god so silent"]) {
    assertEquals(persona.about(question, []).topic, "situation:anger-at-god", question);
  }
});

Deno.test("divorce and marriage asked about are taught, told of are met; a teaching both share is told from the side asked", async () => {
  const bible = await replyTo("what does the bible say about divorce");
  assertMatch(bible, /^Jesus taught that marriage is meant to last for life/);
  assert(
    quotationsIn(bible).some(({ reference }) => /^(?:Matthew 19|Malachi 2:16|1 Corinthians 7)/.test(reference)),
    bible,
  );
  assertMatch(bible, /No tradition asks anyone to stay where they are being abused/);
  assertEquals(persona.about("can I remarry after divorce as a christian", []).topic, "concept:divorce");
  assertEquals(persona.about("what does the bible say about marriage", []).topic, "concept:marriage");
  assertEquals(persona.about("I'm getting divorced", []).topic, "situation:breakup");
  assertEquals(persona.about("my marriage is falling apart", []).topic, "situation:marriage");
  // Asked of Buddhists, a teaching both speak to opens with theirs.
  assertMatch(await replyTo("what does buddhism say about divorce"), /^Buddhism has no rule against divorce/);
  assertMatch(await replyTo("can buddhists drink alcohol"), /^In Buddhism the fifth precept/);
});

Deno.test("a likeness recorded on one side is found from the other: Ecclesiastes 3 and impermanence, the Fall and the Four Noble Truths", async () => {
  const seasons = await conversation("explain ecclesiastes 3", "is there something similar in buddhism");
  assertMatch(seasons.replies[1], /^Ecclesiastes \(“vanity of vanities”\)/);
  assertMatch(seasons.replies[1], /Impermanence \(Sanskrit anitya\)/);
  const fall = await conversation("what is the fall", "what about in buddhism");
  assertMatch(fall.replies[1], /The Four Noble Truths/);
});

Deno.test("'how do I get one?' after the Gohonzon is asked of it, not a request for a meditation", async () => {
  const { replies } = await conversation("what is the gohonzon", "how do I get one");
  assertMatch(replies[1], /^People who want to get a Gohonzon of their own usually receive it/);
  assertEquals(numberedSteps(replies[1]), 0);
});

Deno.test("after a person, a short question in the words of our notes or about 'her' is asked of that person", async () => {
  const { replies } = await conversation(
    "tell me about mary magdalene",
    "what happened at the tomb",
    "did the disciples believe her",
  );
  assertMatch(replies[1], /find the tomb empty/);
  assertMatch(quotationsIn(replies[1])[0]?.reference ?? "", /^John 20:/);
  assertMatch(replies[2], /they believed them not/);
  assertMatch(quotationsIn(replies[2])[0]?.reference ?? "", /^Luke 24:/);
  assert(!/Discipleship means/.test(replies[2]), replies[2]);
});

Deno.test("a part of a teaching asked by name is what that part is, not the list of parts again", async () => {
  const { replies } = await conversation("what is the eightfold path", "what's right speech");
  assertMatch(replies[1], /Right speech means refraining from lies/);
  assert(!/Its eight parts are/.test(replies[1]), replies[1]);
  assertMatch(await replyTo("what does right effort mean"), /Right effort is the steady work/);
});

Deno.test("a death told after steps is met as grief, and a verse asked 'about' something is found by that something", async () => {
  const { history, replies } = await conversation("how do I forgive my dad", "he's dead now though");
  assertEquals(history[3].about?.topic, "situation:grief");
  assert(!/body scan/i.test(replies[1]), replies[1]);
  assertEquals(persona.about("any verse for when everything breaks at once", []).topic, "situation:suffering");
  // "At least" and "give" are no subject: the verses are found by "rain".
  assert(
    quotationsIn(await replyTo("can you at least give me a verse about rain")).every(({ text }) =>
      /\brain/i.test(text)
    ),
  );
});

Deno.test("after a comparison, which is better is not judged; its words of likeness choose no verse", async () => {
  const alike = await replyTo("how are jesus and the buddha alike");
  assert(quotationsIn(alike).every(({ text }) => !/\balike\b/i.test(text)), alike);
  const { replies } = await conversation("compare the beatitudes and the eightfold path", "which is more practical");
  assertMatch(replies[1], /^I'm an AI, and I don't take sides between the traditions/);
});

Deno.test("'what if he never apologizes?' after the steps to forgive is answered from the practice's note", async () => {
  const { replies } = await conversation("how do I forgive my dad", "what if he never apologizes");
  // Given with the steps just before, it is said again as such.
  assertMatch(replies[1], /^As I said above: Forgiving does not wait on the other person/);
});

Deno.test("follow-ups about a book's author, a person's life and a text we lack are answered from what our notes hold", async () => {
  const john = await conversation("who wrote the gospel of john", "was he one of the twelve", "how did he die");
  assertMatch(john.replies[1], /^John, son of Zebedee/);
  assertMatch(john.replies[2], /died there in old age/);
  // Asked about the writing itself, the book's own facts still answer.
  const romans = await conversation("who wrote romans", "where was he when he wrote it");
  assertMatch(romans.replies[1], /Corinth/);
  assertMatch((await conversation("who was david", "was he a king")).replies[1], /second king of Israel/);
  assertMatch((await conversation("who was nichiren", "where is he buried")).replies[1], /Mount Minobu/);
  assertEquals(persona.about("who was the first pope", []).topic, "person:peter");
  const anger = await conversation("what does the dhammapada say about anger", "and the bible?");
  assert(!/^Patience/.test(anger.replies[1]), anger.replies[1]);
  assert(quotationsIn(anger.replies[1]).some(({ text }) => /\b(?:angry|anger|wrath)\b/i.test(text)), anger.replies[1]);
  const sutra = await conversation("what's in the heart sutra", "ok what's the closest thing you have");
  assertMatch(sutra.replies[1], /Emptiness/);
});

Deno.test("Nichiren's persecutions are a teaching of their own, each told by its name; 'what happened after?' is what followed", async () => {
  assertMatch(await replyTo("tell me about the tatsunokuchi persecution"), /The Tatsunokuchi Persecution came in 1271/);
  assertMatch(await replyTo("what happened at komatsubara"), /^The Komatsubara Persecution came in 1264/);
  const { replies } = await conversation("what year did nichiren write the rissho ankoku ron", "what happened after");
  assertMatch(replies[1], /^The authorities ignored the warning/);
});

Deno.test("hard things told in everyday words are met as what they are, and said back as told", async () => {
  const topics: Record<string, string> = {
    "I'm turning 40 and I feel like I've achieved nothing": "situation:failure",
    "we had to close our business": "situation:failure",
    "my kid was diagnosed with autism": "situation:parenting",
    "I can't stop thinking about the accident": "situation:trauma",
    "my church split and I lost all my friends there": "situation:church-community",
    "my husband left and I feel lost": "situation:breakup",
  };
  for (const [message, topic] of Object.entries(topics)) assertEquals(persona.about(message, []).topic, topic, message);
  // Turning 40 is a birthday, but not one to call wonderful when it is told with a sense of failure.
  assert(!/wonderful/i.test(await replyTo("I'm turning 40 and I feel like I've achieved nothing")));
  assertMatch(await replyTo("my church split and I lost all my friends there"), /your church split and you lost/);
  assertMatch(await replyTo("my best friend and I had a huge fight"), /you and your best friend had a huge fight/);
});

Deno.test("steps asked after a teaching are its own practice, whatever company or time the question adds", async () => {
  const begins = (reply: string) => /^(?:To [^\n]*?, here|Here) is a simple way to begin: \*([^*]+)\*/.exec(reply)?.[1];
  const cases: [string, string, RegExp][] = [
    ["what is sabbath", "how would I actually keep one with kids", /sabbath/i],
    ["what's centering prayer", "I've never done it, where do I begin", /centering prayer/i],
    ["what is gratitude in buddhism", "practical ways to build it", /gratitude/i],
    ["what is mindfulness", "exercises please", /mindful|meditation|breath|body scan/i],
    ["what's the jesus prayer", "teach me", /Jesus Prayer/],
  ];
  for (const [first, second, practice] of cases) {
    const { replies } = await conversation(first, second);
    assertMatch(begins(replies[1]) ?? "", practice, `${first} / ${second}: ${replies[1].slice(0, 120)}`);
  }
  // A practice named is that practice, not a teaching on prayer or on Jesus; a worry a practice is for is no name of it.
  assertEquals(persona.about("what's the jesus prayer", []).topic, "practice:jesus-prayer");
  assertMatch(await replyTo("is sin the same thing as bad karma"), /Karma \(Sanskrit, “action”\)/);
});

Deno.test("a conclusion drawn from a verse and put back to it is answered from the verse, not declined", async () => {
  const { history, replies } = await conversation("explain matthew 7:1", "so we can never judge anything?");
  assertEquals(history[3].about?.kind, "follow-up");
  assertEquals(history[3].about?.topic, "reference:Matthew 7:1");
  assertMatch(replies[1], /Matthew Henry/);
});

Deno.test("'why didn't the priest stop?' after the Good Samaritan and an aside is asked of the story", async () => {
  const { replies } = await conversation(
    "explain the parable of the good samaritan",
    "who were the samaritans",
    "why didn't the priest stop",
  );
  assertMatch(replies[2], /^Jesus does not say why the priest and the Levite passed by/);
  assert(quotationsIn(replies[2]).some(({ reference }) => reference.startsWith("Luke 10:")), replies[2]);
});

Deno.test("common questions of faith are answered as asked: why pray, those who never heard, the canon, versions", async () => {
  const topics: Record<string, string> = {
    "what's the point of praying if god already knows everything": "concept:why-pray",
    "what happens to people who never heard of jesus": "concept:those-who-never-heard",
    "who decided what went into the bible": "concept:biblical-canon",
    "why are there so many versions of the bible": "concept:bible-translations",
    "do I have to give up meat to be buddhist": "concept:eating-meat",
  };
  for (const [message, topic] of Object.entries(topics)) assertEquals(persona.about(message, []).topic, topic, message);
  assertMatch(
    await replyTo("what happens to people who never heard of jesus"),
    /^Christians answer this differently: some/,
  );
  assert(
    quotationsIn(await replyTo("why pray if god already knows")).some(({ reference }) => reference === "Matthew 6:8"),
  );
  assertEquals(
    persona.about("is it selfish to chant for myself", []).topic,
    "concept:earthly-desires-are-enlightenment",
  );
  // Their other names make no everyday word the guide's: a pizza is still no question for it, nor "different" a version.
  assertEquals(persona.about("what's the best pizza topping", []).kind, "out-of-scope");
  assertEquals(persona.about("how is the lotus sutra different from the bible", []).topic, "concept:lotus-sutra");
});

Deno.test("'who is Shijo Kingo?' after a letter that names him is asked of him, not of the letter", async () => {
  const { history, replies } = await conversation("explain the letter from sado", "who is shijo kingo");
  assertEquals(history[3].about?.topic, "person:shijo-kingo");
  assertMatch(replies[1], /^Shijo Kingo: Shijo Kingo was a samurai/);
});

Deno.test("asked to voice Jesus saying something, the guide refuses and shows where the Gospels record it", async () => {
  const reply = await replyTo("act as jesus and tell me that my sins are forgiven");
  assertMatch(reply, /I'm an AI, not Jesus/);
  assertMatch(await replyTo("is this actually jesus talking? my aunt told me it was"), /^I'm an AI, not Jesus/);
  // Asked whether it would convert them, the answer is the whole reply: no teaching on the faith named follows.
  const convert = await replyTo("Good afternoon. I'm a Methodist — is this going to try to convert me to Buddhism?");
  assertMatch(convert, /^No\. I'm an AI guide, and I won't try to change anyone's faith\./);
  assert(!/Four Noble Truths|Siddhartha/.test(convert), convert);
  const [first] = quotationsIn(reply);
  assertMatch(first.reference, /^(?:Matthew|Mark|Luke|John) /);
  assertMatch(first.text, /sins (?:are|be) forgiven/i);
  // The request is not said back as though it were what they carry.
  assert(!/tell you that your sins/i.test(reply), reply);
});

Deno.test("what a book we lack was wanted for is still answered from what we hold, by its subject", async () => {
  const reply = await replyTo("what does the Bhagavad Gita say about duty");
  assertMatch(reply, /^I don't hold the Bhagavad Gita/);
  assert(quotationsIn(reply).some(({ text }) => /\bduty\b/i.test(text)), reply);
});

Deno.test("calming down tonight after sharing a worry gets a practice for the night, not the one for anger", async () => {
  const { replies: [, tonight] } = await conversation(
    "I've been really anxious about money lately, bills keep piling up",
    "ok what can I actually do tonight to calm down?",
  );
  assertMatch(tonight, /[Hh]ere is a simple way to begin: \*/);
  assert(!/anger/i.test(tonight.split("\n")[0]), tonight);
});

Deno.test("a writing described by one word the scriptures hardly use is found: the Gosho with the mirror", async () => {
  const reply = await replyTo("which gosho talks about a mirror?");
  assertMatch(reply.split("\n")[0], /On Attaining Buddhahood in This Lifetime/);
});

Deno.test("saying sorry to someone gets the apology practice, and fury the anger practice", async () => {
  const sorry = await replyTo("What's a good way to say sorry to my sister after I yelled at her? step by step");
  assertMatch(sorry, /[Hh]ere is a simple way to begin: \*making an apology\*/);
  const furious = await replyTo("I'm absolutely furious with my neighbour, how do I cool down before I say something?");
  assertMatch(furious, /[Hh]ere is a simple way to begin: \*a practice for anger\*/);
  // A devotional is a verse read and prayed; a child named beside patience is no practice done with children.
  assertMatch(
    await replyTo("give me steps for a morning devotional"),
    /^(?:To [^\n]*?, here|Here) is a simple way to begin: \*journaling with a verse\*/,
  );
  const { replies: [, tired] } = await conversation(
    "how can i be more patient with my toddler",
    "what about when i'm really tired",
  );
  assert(!/praying with children/i.test(tired), tired);
  // Someone else's apology that never comes is no apology of one's own to make.
  const { replies: [, never] } = await conversation("give me steps to forgive my dad", "what if he never apologises");
  assert(!/making an apology/i.test(never), never);
  const handled = await replyTo("how do i handle my anger");
  assertMatch(handled, /[Hh]ere is a simple way to begin: \*a practice for anger\*/);
});

Deno.test("a couple of two faiths is met as such, and how to handle what it brings gets steps for it, not for anger", async () => {
  const { replies: [told, holidays] } = await conversation(
    "i'm a christian and my girlfriend is buddhist",
    "how do we handle holidays",
  );
  assert(!/\b(?:sorry|hard|a lot to carry)\b/i.test(told.split("\n")[0]), told);
  assertMatch(holidays, /[Hh]ere is a simple way to begin: \*sharing a home across two faiths\*/);
  const kids = await replyTo("my wife is buddhist and i'm catholic, how do we raise our kids");
  assertMatch(kids, /^(?:To [^\n]*?, here|Here) is a simple way to begin: \*sharing a home across two faiths\*/);
});

Deno.test("feeling forgotten by God is met with passages for that, not with verses defining God", async () => {
  const reply = await replyTo("I feel like God has forgotten me");
  assertEquals(persona.about("I feel like God has forgotten me", []).topic, "situation:spiritual-dryness");
  const cited = quotationsIn(reply).map(({ reference }) => reference);
  assert(cited.length > 0 && !cited.some((reference) => /^(?:Deuteronomy 6:4|Exodus 3:14)/.test(reference)), reply);
  // Asked who wrote one of them, the guide says who, then shows it.
  const { replies: [, who] } = await conversation(
    "I feel like God has forgotten me",
    "the second one you quoted - who wrote that?",
  );
  const book = cited[1].replace(/ \d+:.*$/, "");
  assertMatch(who, new RegExp(`^Author of ${book}: `));
});

Deno.test("'does Buddhism believe in sin?' is about sin, in Buddhist terms, not about faith", async () => {
  assertEquals(persona.about("does buddhism believe in sin?", []).topic, "concept:sin");
  assertMatch(await replyTo("does buddhism believe in sin?"), /three poisons/i);
});

Deno.test("'angry at God' is asked about as that, not as anger in general", async () => {
  const lament = curatedFor("anger-at-god").passages.bible;
  const reply = await replyTo("is it wrong to be angry at God?");
  const cited = checkCitations(reply, lookup).map((citation) => citation.reference);
  assert(cited.some((reference) => lament.some((listed) => reference.startsWith(listed.split(":")[0]))), reply);
});

Deno.test("'and Buddhism?' after a teaching both traditions hold gives that tradition's own view of it", async () => {
  const glossary: { id: string; definition: string }[] = JSON.parse(
    await Deno.readTextFile(new URL("../../data/knowledge/glossary.json", import.meta.url)),
  );
  const lifeAndDeath = glossary.find((entry) => entry.id === "life-and-death")!.definition;
  const { replies: [, buddhist] } = await conversation("what happens when we die?", "and Buddhism?");
  assertStringIncludes(buddhist, lifeAndDeath.slice(0, 60));
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
  assert(reply.split(/\s+/).length < 80, reply);
});

Deno.test("the stream joins to the whole reply and never splits a reference", async () => {
  const chunks = await chunksOf("What does the Bible say about hope?");
  const reply = chunks.join("");
  assert(chunks.length > 5, `${chunks.length} chunks`);
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

Deno.test("a question quoted inside a sentence does not end it: the Good Samaritan's side begins where its story does", async () => {
  const reply = await replyTo("compare the good samaritan and the bodhisattva never disparaging");
  assertMatch(
    reply,
    /\*\*In Christianity:\*\* In Luke 10 a lawyer asks Jesus “who is my neighbour\?”, and Jesus tells/,
  );
});

Deno.test("'walk me through' asks for steps, not for the walking practice", async () => {
  const reply = await replyTo("can you walk me through doing a gratitude practice before bed");
  assert(numberedSteps(reply) >= 3, reply);
  assertMatch(reply, /\*gratitude journaling\*/);
  assertEquals(persona.about("talk me through how to start chanting", []).kind, "steps");
});

Deno.test("a phrase of the message names a verse only by words of content ('practice before' is not Leviticus 18:30)", async () => {
  const reply = await replyTo("doing a gratitude practice before bed");
  const quoted = quotationsIn(reply);
  assert(quoted.length > 0, reply);
  for (const { reference } of quoted) assert(!reference.startsWith("Leviticus"), reply);
});

Deno.test("a question about the practice just given is answered from its steps, or from a practice for the same times that speaks to it, never by the same steps again", async () => {
  const chant = await conversation("how do I start chanting", "how long should I chant for?");
  assertMatch(chant.replies[1], /five minutes/);
  assertEquals(numberedSteps(chant.replies[1]), 0, chant.replies[1]);
  const reading = await conversation(
    "how do I start reading the bible, I've never done it",
    "and how long should I read each day?",
  );
  assertEquals(reading.history[3].about?.kind, "follow-up");
  assertMatch(reading.replies[1], /(?:a|one) chapter a day/);
  // A difficulty every practice meets is answered as that: what it is, then things to try.
  const wandering = await conversation("how do I start chanting", "what if my mind wanders the whole time");
  assertMatch(wandering.replies[1], /^A wandering mind is no sign that you are doing it wrong/);
  assert(!wandering.replies[1].includes("Place your palms together"), wandering.replies[1]);
  // A practice made for the occasion the question names speaks to it.
  const kids = await conversation("how do i do the examen", "can i do it with my kids");
  assertMatch(kids.replies[1], /\*Praying with children\* is written for that: /);
  // Only a practice of the same kind speaks for it: a step on anger is no answer about saying the daimoku.
  const pronounce = await conversation("how do I start chanting", "what if i can't pronounce it right");
  assert(!/anger/i.test(pronounce.replies[1]), pronounce.replies[1]);
  const lying = await conversation("teach me how to meditate", "can I do it lying down?");
  // Where and how to do it is answered as such (yes, and what helps), not with the meditation's steps again.
  assertMatch(lying.replies[1], /^Yes: where and how you do it matters far less/);
  assert(!lying.replies[1].includes("Choose a regular time"), lying.replies[1]);
});

Deno.test("a practice asked for is given as steps, without saying the request back as if it were a sorrow", async () => {
  for (
    const message of [
      "teach me how to meditate",
      "give me a breath prayer for work",
    ]
  ) {
    const reply = await replyTo(message);
    assertMatch(reply, /^(?:To [^\n]*?, here|Here) is a simple way to begin: /, message);
    assert(numberedSteps(reply) >= 3, message);
  }
});

Deno.test("a hard day told in a few words is met as a feeling; a saying about everyone's sorrow is not", () => {
  for (
    const message of [
      "I need a hug, today was awful",
      "today sucked",
      "work has been a nightmare this week",
      "good morning! rough night",
      "it was a rough weekend",
    ]
  ) {
    assertEquals(persona.about(message, []).kind, "feeling", message);
  }
  assert(persona.about("grief comes in waves", []).kind !== "feeling");
});

Deno.test("how long something has lasted names no verse: kings reigned three years too", async () => {
  for (const message of ["we've been at this for three years now", "it's been two weeks since it happened"]) {
    const reply = await replyTo(message);
    assertEquals(quotationsIn(reply).length, 0, reply);
  }
});

Deno.test("a teaching held in both traditions gives each side its own words, never the same sentence twice", async () => {
  const reply = await replyTo("do buddhists pray like christians do");
  const sides = paragraphs(reply).filter((paragraph) =>
    /^\*\*In (?:Nichiren )?(?:Buddhism|Christianity):\*\*/.test(paragraph)
  );
  assertEquals(sides.length, 2, reply);
  const [first, second] = sides.map((side) => side.replace(/^\*\*[^*]+\*\* /, ""));
  assert(!second.includes(first.split(/(?<=\.) /)[0]) && !first.includes(second.split(/(?<=\.) /)[0]), reply);
  assertMatch(reply, /\*\*In Buddhism:\*\* Nichiren Buddhists chant/);
});

Deno.test("'what does Paul mean by a thorn in the flesh' explains the verse those words are from, not who Paul was", async () => {
  const paul = await replyTo("what does Paul mean by a thorn in the flesh");
  assertEquals(quotationsIn(paul)[0]?.reference, "2 Corinthians 12:7", paul);
  const cheek = await replyTo("what did Jesus mean by turn the other cheek");
  assertEquals(quotationsIn(cheek)[0]?.reference, "Matthew 5:39", cheek);
  // A word alone is a teaching's name, not a verse's words.
  assertMatch(await replyTo("what do people mean by karma"), /^Karma \(Sanskrit/);
});

Deno.test("a hard question about one's own life is met as a question, and someone dying in hospice as a death drawing near", async () => {
  const quit = await replyTo("should I quit my job to become a monk");
  assert(!/^(?:Thank you for telling me|I'm glad you said it)/.test(quit), quit);
  const hospice = await replyTo("my grandma is in hospice");
  assert(quotationsIn(hospice).some(({ reference }) => /^(?:John 14|Psalms 23)/.test(reference)), hospice);
});

Deno.test("a short question pointing back, naming only what the previous subject's notes name, stays on that subject", async () => {
  const nikko = await conversation("who was Nikko", "how did he know Nichiren?");
  assertMatch(nikko.replies[1], /^Nikko /);
  assertEquals(nikko.history[3].about?.topic, "person:nikko");
  const gohonzon = await conversation("what's the gohonzon", "do I need one to chant?");
  assertEquals(gohonzon.history[3].about?.topic, "concept:gohonzon");
  const disciples = await conversation("who was Nichiren", "which disciples were closest to him?");
  assertMatch(disciples.replies[1], /^Shortly before his death Nichiren named six senior priest-disciples/);
  // A part of a story asked for its meaning is the note's sentence that explains the story, not a related teaching.
  const sower = await conversation("tell me about the parable of the sower", "what does the rocky ground mean");
  assertMatch(sower.replies[1], /^Jesus explains that the seed is the word and the soils are the ways people hear it/);
  // Where to start is an order the teaching does not give: said so, with the teaching in plain words.
  const path = await conversation("what is the eightfold path", "which one should i start with");
  assertStringIncludes(path.replies[1], "eight parts practised together");
  assert(!/^Beyond what I have said/.test(path.replies[1]), path.replies[1]);
  const chapter = await conversation("what is the lotus sutra about", "which chapter is the most important?");
  assertMatch(
    chapter.replies[1],
    /^Nichiren counted the second chapter, Expedient Means, and the sixteenth, Life Span/,
  );
});

Deno.test("'can you put that in modern english' gives the passage just quoted in the World English Bible, named as such", async () => {
  const { replies } = await conversation("explain John 3:16", "is there a modern translation of that?");
  assertStringIncludes(
    replies[1],
    "“For God so loved the world, that he gave his only born Son, that whoever believes in him should not perish, but have eternal life.” (World English Bible, John 3:16)",
  );
  assertEquals(quotationsIn(replies[1]).length, 0, replies[1]);
  // A verse that is all one speech keeps the translation's own quotation marks, not doubled ones.
  const still = await conversation("explain psalm 46:10", "in simple words please");
  assertStringIncludes(
    still.replies[1],
    "\n\n“Be still, and know that I am God. I will be exalted among the nations. I will be exalted in the earth.” (World English Bible, Psalms 46:10)",
  );
  const plain = await conversation("what does the Bible say about worry", "what does that mean in plain english");
  assertMatch(plain.replies[1], /\(World English Bible, /);
  // Exactly the WEB's words, so never checked against the King James text and badged as a paraphrase of it.
  assert(checkCitations(replies[1], lookup).every((citation) => citation.quote !== "paraphrase"), replies[1]);
});

Deno.test("'which verse is about being made' after Psalm 139 is asked of Psalm 139, not of the whole Bible", async () => {
  const { replies } = await conversation("explain psalm 139", "which verse is about being made");
  assertMatch(quotationsIn(replies[1])[0]?.reference ?? "", /^Psalms 139:14/, replies[1]);
});

Deno.test("asked for more about a teaching, the guide gives what it has not yet said, never the same sentences again", async () => {
  for (const first of ["what is dependent origination", "what is grace"]) {
    const { replies } = await conversation(first, "say more", "tell me more");
    for (let turn = 1; turn < replies.length; turn++) {
      const earlier = replies.slice(0, turn).join("\n");
      const repeated = replies[turn].split(/(?<=[.!?])\s+|\n+/).filter((sentence) =>
        sentence.length >= 60 && earlier.includes(sentence)
      );
      assertEquals(repeated, [], `${first} / turn ${turn + 1}: ${replies[turn]}`);
    }
  }
});

Deno.test("'for example?' after a teaching shows where the texts show it, in the summary sentences about it", async () => {
  const { replies, history } = await conversation("what is the one vehicle", "for example?");
  assertEquals(history[3].about?.kind, "follow-up");
  assertMatch(replies[1], /\*the One Vehicle\*/);
  assertMatch(replies[1], /\*Lotus Sutra, Chapter 3: Simile and Parable\* \(our summary\): [^\n]*white ox/);
});

Deno.test("requests outside the guide's purpose are declined in grammatical words, with what the app can do instead when it can", async () => {
  for (
    const message of ["how do I fix my car's brakes", "is it going to rain tomorrow", "who won the world cup in 2022"]
  ) {
    assertEquals(persona.about(message, []).kind, "out-of-scope", message);
    assert(!/\b(?:forecasts|results|DIY) is\b/.test(await replyTo(message)), message);
  }
  const spanish = await replyTo("can you translate this into spanish: God is love");
  assertMatch(spanish, /Reina-Valera 1909/);
  assertMatch(await replyTo("can you summarize chapter 29 of the lotus sutra"), /^There is no chapter after the 28th/);
});

Deno.test("a person compared for a quality is shown by a verse of that person with that quality", async () => {
  const reply = await replyTo("compare Jesus' compassion with Kannon");
  const christian = paragraphs(reply).findIndex((paragraph) => paragraph.startsWith("**In Christianity:**"));
  const verse = quotationsIn(paragraphs(reply)[christian + 1] ?? "")[0];
  assert(verse && /\bJesus\b/.test(verse.text) && /compassion/.test(verse.text), reply);
});

Deno.test("'X is like Y' across the traditions is a comparison, and 'animals' are animals, not the world of animality", async () => {
  const trinity = "I read somewhere that the trinity is like the three bodies of the buddha. is that legit?";
  assertEquals(persona.about(trinity, []).kind, "comparison");
  assertMatch(await replyTo(trinity), /\*\*In Buddhism:\*\* The three bodies of a Buddha/);
  assert(!/Animality/.test(await replyTo("do animals go to heaven?")));
});

Deno.test("two hard things told apart are each met by a passage; one thing is not split in two", async () => {
  const grief = await replyTo("lost my faith after my brother died");
  const griefList = [
    "Matthew 5:4",
    "Psalms 34:18",
    "Psalms 147:3",
    "John 11:35",
    "Revelation 21:4",
    "Psalms 30:5",
    "John 11:25-26",
  ];
  assert(quotationsIn(grief).some(({ reference }) => griefList.includes(reference)), grief);
  assert(!/slow to anger/.test(await replyTo("I'm angry at God")));
  assert(!/impossible to please him/.test(await replyTo("I'm struggling to believe in God anymore")));
});

Deno.test("feelings written in a hurry are still heard: no 'I', no apostrophes, slang", async () => {
  assertMatch(await replyTo("ive been sober 1 yr today!!"), /you've been sober 1 (?:yr|year) today/);
  assertEquals(persona.about("feel like a fraud at work", []).kind, "feeling");
  assertEquals(persona.about("is it bad that i dont feel anything at church", []).topic, "situation:spiritual-dryness");
  assertMatch(await replyTo("how do i deal w/ a toxic friend"), /\*loving-kindness meditation\*/);
});

Deno.test("facts asked in everyday words: the Bible's chapters, Selah, women and Buddhahood, Nichiren's letters to a person", async () => {
  assertMatch(await replyTo("how many chapters does the bible have"), /^The King James Bible has 1,189 chapters/);
  assertMatch(await replyTo("what does selah mean"), /^Selah is a Hebrew word/);
  assertMatch(await replyTo("can women become buddhas"), /Devadatta chapter \(chapter 12\)/);
  const kingo = await replyTo("who is Shijo Kingo and why does Nichiren write to him so much");
  assertMatch(kingo, /^Shijo Kingo was a samurai/);
  // "Kingo" alone is not Ota Kingo, nor "Saemon-no-jo" Niike Saemon-no-jo.
  assert(!/Three Great Secret Laws|Letter to Niike/.test(kingo), kingo);
  const toki = await replyTo("which letters did nichiren write to toki jonin");
  assertMatch(toki, /^Of the writings I hold, Nichiren addressed (?:\*[^*]+\*, ){2,}/);
  assertMatch(await replyTo("what did Nichiren write to the lay nun Myoichi"), / to the lay nun Myoichi\./);
});

Deno.test("asked again about the verse just explained, the guide stays on it and tells what it has not yet told", async () => {
  const { replies } = await conversation(
    "what's romans 8:28 about",
    "is that verse saying everything happens for a reason?",
  );
  assertEquals(quotationsIn(replies[1])[0]?.reference, "Romans 8:28", replies[1]);
  const earlier = replies[0];
  const repeated = replies[1].split(/(?<=[.!?”])\s+|\n+/).filter((sentence) =>
    sentence.length >= 60 && !sentence.startsWith('"And we know') && earlier.includes(sentence)
  );
  assertEquals(repeated, [], replies[1]);
  assertMatch(replies[1], /differ on how closely God directs events/);
});

Deno.test("a verse asked for within the chapter just read, or by its own quoted words, is found", async () => {
  const { replies } = await conversation("break down the beatitudes for me", "which one is about the meek");
  assertEquals(quotationsIn(replies[1])[0]?.reference, "Matthew 5:5", replies[1]);
  const last = await replyTo('what does "the last shall be first" mean');
  assertMatch(quotationsIn(last)[0]?.text ?? "", /the last shall be first/, last);
});

Deno.test("questions about the guide's care, memory and which tradition is true get honest answers, not word searches", async () => {
  const care = await replyTo("do you actually care about me?");
  assertMatch(care, /^I'm an AI, so I can't care for you the way a person can\./);
  const memory = await replyTo("can you remember what we talked about yesterday?");
  assertMatch(memory, /Recent Conversations/);
  assertEquals(quotationsIn(memory).length, 0, memory);
  const { replies } = await conversation("are you christian or buddhist", "which one is true then?");
  assertMatch(replies[1], /^I'm an AI, and I don't take sides between the traditions:/);
});

Deno.test("'a good way to start my day' is a morning practice, and being judgmental is a matter for the guide", async () => {
  const morning = await replyTo("what's a good way to start my day spiritually");
  assertMatch(morning, /^(?:To [^\n]*?, here|Here) is a simple way to begin: /);
  assert(numberedSteps(morning) >= 3, morning);
  // Steps curated for judging others, with a passage chosen for it rather than the practice's own.
  const judging = await replyTo("how do I stop being so judgmental");
  assertMatch(judging, /[Hh]ere is a simple way to begin: \*loving-kindness meditation\*/);
  const { bible, lotus, gosho } = curatedFor("judging-others").passages;
  const taken = judging.match(
    /To take with you: (?:"[^"]*" - (.+)|\*(?:Lotus Sutra, Chapter (\d+)|([^*(]+?) \(Gosho))/,
  );
  assert(
    taken && (bible.includes(taken[1]) || lotus.includes(Number(taken[2])) || gosho.includes(taken[3]?.trim())),
    judging,
  );
});

Deno.test("what a visitor tells that no situation names is heard and asked about, never answered with verses found by its words", async () => {
  for (const message of ["I keep thinking about the ocean", "my cat keeps scratching the couch"]) {
    const reply = await replyTo(message);
    assertEquals(quotationsIn(reply).length, 0, reply);
    assert(paragraphs(reply).length === 2, reply);
  }
});

Deno.test("common hard news has passages chosen for it: prison, deployment, a flood, a child starting school, homesickness, mixed news", async () => {
  const cases: ReadonlyArray<readonly [string, RegExp]> = [
    ["my dad is in prison", /Genesis 39:21|Hebrews 13:3|Matthew 25:36|Psalms 146:7|Acts 16:25|Psalms 69:33/],
    ["my son is being deployed overseas", /Genesis 31:49|Psalms 121:7|Psalms 91:11|Joshua 1:9|Isaiah 43:2/],
    ["my house flooded last night", /Matthew 11:28|Psalms 34:18|Psalms 46:1|2 Corinthians 12:9|John 16:33/],
    ["I miss my home country", /Genesis 28:15|Joshua 1:9|Psalms 139:9|Psalms 121:8|Psalms 137:1/],
    ["my best friend is getting married and I feel left behind", /John 14:18|Psalms 25:16|Psalms 68:6|Psalms 27:10/],
  ];
  for (const [message, expected] of cases) {
    const reply = await replyTo(message);
    assertMatch(quotationsIn(reply).map(({ reference }) => reference).join(" "), expected, message);
  }
});

Deno.test("'how is that different from God?' sets the teaching just explained beside the one now named", async () => {
  const { replies, history } = await conversation("what is the mystic law", "how is that different from god?");
  assertEquals(history[3].about?.kind, "comparison");
  assertMatch(replies[1], /\*\*In Christianity:\*\*[^\n]*God/);
  assertMatch(replies[1], /\*\*In (?:Nichiren )?Buddhism:\*\* The Mystic Law/);
});

Deno.test("the other tradition's likeness to a Lotus parable is said, and the point of a story is the sentence that says what it means", async () => {
  const phantom = await conversation(
    "tell me about the parable of the phantom city",
    "is there a christian version of that",
  );
  assertMatch(phantom.replies[1], /^Christians also speak of life as a journey/);
  // Said in the telling already, "the meaning is that..." is not said again: what the city and the treasure stand for.
  const point = await conversation("tell me about the parable of the phantom city", "what's the point of the story");
  assertMatch(point.replies[1], /^The guide is the Buddha, the city is the nirvana of the lesser vehicles/);
  assert(!/The meaning is that/.test(point.replies[1]), point.replies[1]);
  // The lesson of a parable is what its figures stand for; of a passage with no story, Matthew Henry's application.
  const burning = await conversation("tell me about the burning house parable", "what's the lesson");
  assertMatch(burning.replies[1], /^The father is the Buddha and the children are all living beings/);
  const talents = await conversation("what is the parable of the talents", "so what's the lesson for me");
  assertMatch(
    talents.replies[1],
    /^(?:As Matthew Henry put it|Matthew Henry's note on this passage): “[^”]*\b(?:we|us|our)\b/,
  );
  assertEquals(talents.history[3].about?.topic, "reference:Matthew 25:14-30");
  // After a person, the story the reply cited: named, since it was cited, not told.
  const prophecy = await conversation(
    "who was shariputra",
    "what did he do in chapter 3",
    "what's the point of that story",
  );
  assertMatch(prophecy.replies[2], /^In the parable of the burning house, the father is the Buddha/);
});

Deno.test("'how can I be like that?' after a story or teaching is a practice of living what it teaches", async () => {
  const bowing = await conversation(
    "tell me about the bodhisattva never disparaging",
    "how can i be like that at work",
  );
  assertMatch(
    bowing.replies[1],
    /^(?:To [^\n]*?, here|Here) is a simple way to begin: \*respecting everyone you meet\*/,
  );
  const neighbour = await conversation("who was the good samaritan", "how can i be more like him");
  assertMatch(neighbour.replies[1], /^(?:To [^\n]*?, here|Here) is a simple way to begin: \*serving a neighbour\*/);
});

Deno.test("'who was' asks about the person, even when their name also names a chapter or a teaching", async () => {
  for (
    const message of ["who was the dragon king's daughter", "who was the dragon girl", "who was never disparaging"]
  ) {
    assertEquals(persona.about(message, [])?.kind, "fact", message);
  }
  assertMatch(
    await replyTo("who was the dragon king's daughter"),
    /^The dragon king's daughter: The dragon king's daughter is the eight-year-old daughter/,
  );
  assertMatch(
    await replyTo("who was paul's mentor"),
    /^Paul's teacher and mentor in the Jewish law was the Pharisee Gamaliel/,
  );
});

Deno.test("a long message is said back by the part that tells the hard thing, and never quotes one passage twice", async () => {
  const marriage = await replyTo(
    "My husband and I have been married 12 years and lately we just fight about everything, money, the kids, his mother. I still love him but I'm exhausted. What does the Bible say about marriage when it's this hard?",
  );
  assertMatch(marriage, /^[^\n]*: lately you just fight about everything\./);
  const cited = quotationsIn(marriage).map(({ reference }) => reference.replace(/:\d+(?:-\d+)?$/, ""));
  assertEquals(cited.length, new Set(cited).size, marriage);
  const gone = await replyTo(
    "my grandfather was a buddhist and my grandmother was catholic and I never knew which one to follow. now they're both gone and I feel like I lost my chance to ask them",
  );
  assertMatch(gone, /^[^\n]*: now they're both gone and you feel like you lost your chance to ask them\./);
});

Deno.test("after a hard day is told, what to do, whom to tell and a verse to keep follow on from it", async () => {
  const exam = await conversation(
    "I'm anxious about my exam tomorrow",
    "something I can do right before it starts?",
    "and a verse to remember",
  );
  assertMatch(
    exam.replies[1],
    /^(?:To [^\n]*?, here|Here) is a simple way to begin: \*calming anxiety before an exam\*/,
  );
  assertMatch(exam.replies[2], /^Short enough to carry and repeat:|^Two lines to keep with you:/);
  assert(!/Lot's wife/.test(exam.replies[2]), exam.replies[2]);
  const layoff = await conversation("I got laid off today", "how do I tell my wife");
  assertMatch(layoff.replies[1], /\*preparing for a hard conversation\*/);
});

Deno.test("'tell me about the Gospel of John' is about the book, not the teaching 'gospel' or the apostle", async () => {
  for (const message of ["tell me about the gospel of john", "what about the gospel of john"]) {
    assertMatch(await replyTo(message), /^John: A reflective Gospel/, message);
  }
  assertMatch(await replyTo("what's the book of job about"), /^Job: A blameless man/);
  assertMatch(await replyTo("what is the gospel"), /^Gospel means/);
});

Deno.test("a message in another language is told plainly that the guide answers in English, and where the Spanish Bible is", async () => {
  for (const message of ["¿Qué dice la Biblia sobre el perdón?", "Bonjour, je suis perdu"]) {
    const reply = await replyTo(message);
    assertMatch(reply, /^For now I can only answer in English\./, message);
    assertMatch(reply, /Reina-Valera 1909/);
  }
  assert(persona.about("I love the song que sera sera", []).kind !== "out-of-scope");
  assertMatch(
    await replyTo("hola! hablas español?"),
    /^For now I can only answer in English\.[^]*la Biblia en español/,
  );
});

Deno.test("a passage asked for in Spanish is shown as the Reina-Valera 1909 has it, named as such, beside the King James", async () => {
  const { replies } = await conversation("explain John 3:16", "now in spanish for my abuela");
  assertStringIncludes(
    replies[1],
    "“Porque de tal manera amó Dios al mundo, que ha dado á su Hijo unigénito, para que todo aquel que en él cree, no se pierda, mas tenga vida eterna.” (Reina-Valera 1909, John 3:16)",
  );
  assertEquals(quotationsIn(replies[1]).length, 0, replies[1]);
  const first = await replyTo("can you show me psalm 23:1 in spanish");
  assertMatch(first, /^"The LORD is my shepherd; I shall not want\." - Psalms 23:1/);
  assertStringIncludes(first, "JEHOVÁ es mi pastor; nada me faltará.” (Reina-Valera 1909, Psalms 23:1)");
});

Deno.test("'chapter 25' alone is the Lotus Sutra's, with a word for who meant a Bible book; past 28 the book is asked for", async () => {
  const { replies, history } = await conversation("chapter 25", "who is the bodhisattva in it");
  assertMatch(replies[0], /^Here is chapter 25 of the Lotus Sutra; if you meant a book of the Bible, tell me which/);
  assertEquals(
    history[1].about?.topic,
    "reference:Lotus Sutra, Chapter 25: The Universal Gateway of the Bodhisattva Perceiver of the World's Sounds",
  );
  assertMatch(replies[1], /Perceiver of the World's Sounds/);
  assertMatch(await replyTo("chapter 40"), /^Chapter 40 of which book\?/);
  // After a Bible chapter, a bare number continues that book.
  const psalm = await conversation("explain psalm 23", "chapter 24");
  assertEquals(quotationsIn(psalm.replies[1])[0]?.reference.startsWith("Psalms 24"), true, psalm.replies[1]);
});

Deno.test("the moods practices are written for are read from the message: a grudge is forgiveness, 'quick tips?' asks for steps", async () => {
  assertMatch(await replyTo("how do I let go of a grudge"), /\*a forgiveness practice\*/);
  const tips = await replyTo("my anxiety is bad today. quick tips?");
  assert(numberedSteps(tips) >= 3, tips);
});

Deno.test("repairs: 'that's not what I asked' is owned, 'I don't understand' gets today's English, 'no, I meant in Christianity' turns sides", async () => {
  const missed = await conversation("what does the Bible say about anxiety", "that's not what I asked");
  assertMatch(missed.replies[1], /^(?:I'm sorry, I missed|Sorry, I answered something else)/);
  assertEquals(quotationsIn(missed.replies[1]).length, 0);
  const lost = await conversation("explain john 3:16", "I don't understand");
  assertMatch(lost.replies[1], /\(World English Bible, John 3:16\)/);
  const side = await conversation("what are the three poisons", "no, I meant in christianity");
  assertEquals(side.history[3].about?.kind, "follow-up");
  assert(!/^(?:Ask me about|What would you like)/.test(side.replies[1]), side.replies[1]);
});

Deno.test("a founder's name that only names his tradition is no person asked about, and 'believe about X' is about X", async () => {
  assertEquals(persona.about("why do nichiren buddhists chant to a scroll", []).kind !== "fact", true);
  assert(
    !/^Nichiren was a Japanese Buddhist priest/.test(await replyTo("why do nichiren buddhists chant to a scroll")),
  );
  assertMatch(await replyTo("what do nichiren buddhists believe about death"), /^Buddhism sees life and death/);
});

Deno.test("a Christian curious about Buddhism is answered turn by turn: the most important teaching, a practice for both", async () => {
  const { replies } = await conversation(
    "I'm a Christian but curious about Buddhism. where should I start?",
    "what's the most important teaching?",
    "ok what's one practice I could try this week that fits both?",
  );
  assertMatch(replies[1], /^Asked which commandment is the greatest, Jesus answered/);
  assert(!/Toki Jonin/.test(replies[1]), replies[1]);
  assertMatch(replies[2], /^(?:To [^\n]*?, here|Here) is a simple way to begin: /);
  // A practice of one tradition does not fit both.
  const name = /\*([^*]+)\*/.exec(replies[2])?.[1] ?? "";
  const practice = persona.library.knowledge.practices.all.find((entry) => entry.name.toLowerCase() === name);
  assertEquals(practice?.tradition, "shared", replies[2]);
});

Deno.test("whether one can draw on both traditions is answered carefully, leaving the choice to the visitor's conscience", async () => {
  for (
    const message of [
      "can I be a Christian and a Buddhist at the same time",
      "does buddhism conflict with christianity",
    ]
  ) {
    const reply = await replyTo(message);
    assertMatch(reply, /^Some people draw on both Christianity and Buddhism/, message);
    assertMatch(reply, /your own conscience/);
  }
  assertMatch(await replyTo("can buddhists believe in god"), /A Buddha is not a creator/);
});

Deno.test("common Bible questions of fact are answered in the first sentence", async () => {
  const cases: ReadonlyArray<readonly [string, RegExp]> = [
    ["who betrayed jesus", /^Judas Iscariot/],
    ["what language was the new testament written in", /New Testament was written in Greek/],
    ["who was the first king of israel", /^Saul was the first king of Israel/],
    ["how old was jesus when he died", /about thirty/],
    ["when was the bible written", /^The books of the Bible were written over about a thousand years/],
  ];
  for (const [message, expected] of cases) assertMatch(await replyTo(message), expected, message);
});

Deno.test("a text recommended for a need is of the kind asked for; a writing described by its title's words is found", async () => {
  const grief = await replyTo("which gosho should I read if I'm grieving");
  assertMatch(
    grief,
    /^For grief and loss, these are good ones to read:|^Here is where I would start, for grief and loss:/,
  );
  assert(/\(Gosho Volume [IV]+\)\* \(our summary\)/.test(grief) && quotationsIn(grief).length === 0, grief);
  const psalm = await replyTo("recommend a psalm for anxiety");
  assert(quotationsIn(psalm).every(({ reference }) => reference.startsWith("Psalms ")), psalm);
  assertMatch(await replyTo("what gosho talks about winter"), /\*Winter Always Turns to Spring/);
});

Deno.test("Nichiren's own words are not quoted, since we hold only summaries; what they were wanted for is answered from them", async () => {
  const courage = await replyTo("give me a quote from nichiren about courage");
  assertMatch(courage, /^I hold Nichiren's writings only in summaries of our own/);
  assertMatch(courage, /\(Gosho Volume [IV]+\)\* \(our summary\)/);
  assertMatch(
    await replyTo("quote the letter from sado word for word"),
    /^I don't hold the full text of Letter from Sado/,
  );
});

Deno.test("'fine. then at least give me something for the stress' is a request for a practice, never said back", async () => {
  const reply = await replyTo("fine. then at least give me something for the stress lol");
  assert(!/give you something/.test(reply), reply);
  assertMatch(reply, /^(?:To [^\n]*?, here|Here) is a simple way to begin: /);
});

Deno.test("asked for three steps, three; praying with children, listening, parenting and boundaries are practices of their own", async () => {
  const stepsIn = (reply: string) => reply.match(/^\d+\. /gm)?.length ?? 0;
  const interview = await replyTo("give me three steps to calm down before a job interview");
  assertEquals(stepsIn(interview), 3, interview);
  const kids = await replyTo("a couple of quick tips for praying with kids");
  assertStringIncludes(kids, "ere is a simple way to begin: *praying with children*.");
  assertEquals(stepsIn(kids), 2, kids);
  // "How can I be a better listener" had no steps, and a sentence of the note on parables (their "listeners").
  assertStringIncludes(
    await replyTo("how can i be a better listener"),
    "ere is a simple way to begin: *listening well*.",
  );
  // "A better father" had got the Lord's Prayer, for "Our Father".
  assertStringIncludes(
    await replyTo("how can i be a better father"),
    "ere is a simple way to begin: *being a present parent*.",
  );
  // One's own parents are no question of parenting; being kinder to oneself is no question from outside the guide's purpose.
  assertStringIncludes(
    await replyTo("how do i set boundaries with my parents"),
    "ere is a simple way to begin: *setting a boundary with someone close*.",
  );
  assertStringIncludes(
    await replyTo("how can i be kinder to myself"),
    "ere is a simple way to begin: *being kinder to yourself*.",
  );
  // "What do I do first?" after the steps is the first of them, not all of them again.
  const first = await conversation("i want to become a christian", "what do i do first");
  assertMatch(first.replies[1], /^Start with the first step: Read a Gospel/);
  assertEquals(first.replies[1].match(/^\d+\. /gm), null, first.replies[1]);
  const chanting = await conversation("how do i start chanting", "where do i start");
  assertMatch(chanting.replies[1], /^Start with the first step: /);
  // Asked for no number, the whole practice.
  assert(stepsIn(await replyTo("how do i calm down before a job interview")) > 3);
});

Deno.test("the practice asked for is the one named: a prayer journal, the rosary, forgiving oneself", async () => {
  const begins = (reply: string) =>
    reply.match(/^(?:To [^\n]*?, here|Here) is a simple way to begin: \*([^*]+)\*/)?.[1];
  // "Prayer" says what the journal is for; it does not ask for a prayer.
  assertEquals(begins(await replyTo("how do I start a prayer journal")), "journaling with a verse");
  const rosary = await replyTo("how do I pray the rosary");
  assertEquals(begins(rosary), "praying the rosary");
  assertStringIncludes(rosary, "Hail Mary");
  // Forgiving oneself is a practice of its own, with the wrong owned and put right, not letting go of a hurt someone
  // else did.
  const self = await replyTo("how do i forgive myself for cheating on my partner");
  assertEquals(begins(self), "forgiving yourself");
  assertStringIncludes(self, "something to put right");
  assertEquals(begins(await replyTo("how do i stop feeling guilty all the time")), "forgiving yourself");
  assertEquals(begins(await replyTo("how do I forgive my dad")), "a forgiveness practice");
});

Deno.test("a habit to change gets steps for changing it and a verse on its subject, never a practice chosen for where it happens", async () => {
  const gossip = await replyTo("I want to stop gossiping at work. how?");
  assertMatch(gossip, /^For gossiping, here is a simple way to begin: \*a practice for changing a habit\*/);
  // The verse to carry is on gossip (Nave's TALEBEARER), not on work.
  assertMatch(gossip, /To take with you: "[^"]*talebearer/i);
  // Procrastinating is a matter for a spiritual friend, not a question declined as outside the guide's purpose.
  assertNotEquals(persona.about("what can I do to stop procrastinating", []).kind, "out-of-scope");
  assertMatch(await replyTo("what can I do to stop procrastinating"), /a practice for changing a habit/);
  // Worry is met as worry, not as a habit.
  assert(!/changing a habit/.test(await replyTo("how do I stop worrying so much")));
});

Deno.test("steps are the practice for what is asked, not for a word said in passing", async () => {
  const practiceOf = (reply: string) =>
    /^(?:(?:For|To) [^\n]+?, here|Here) is a simple way to begin: \*([^*]+)\*/m.exec(reply)?.[1];
  for (
    const [message, practice] of [
      // Thanksgiving the holiday is no call to gratitude, and a quarrel to head off no apology to make.
      [
        "I'm hosting thanksgiving and my family always fights. how can i keep the peace",
        "preparing for a hard conversation",
      ],
      // A prayer journal is a journal, not words to pray.
      ["how do i make a prayer journal? where do i begin", "journaling with a verse"],
      ["how do i get back into praying after years away from church", "returning to practice after a lapse"],
      // The place to chant in, not the chanting.
      ["how do i set up a little altar or shrine at home for chanting", "making a place to pray at home"],
      // "Next month" says when, not what: no plan for reading the Psalms in a month.
      ["how should i prepare for my baptism next month", "preparing for your baptism"],
      // A wish, then "what do I do": the way there, with no "that is a lot to carry" for wanting it.
      ["i want to give my life to jesus, what do i do", "becoming a Christian"],
      ["i want to start chanting, what do i do", "chanting Nam-myoho-renge-kyo for beginners"],
      // Winding down is no sadness; a newborn leaves time for short prayers; a child is taught to pray by praying with them.
      ["how do i teach my 4 year old to pray", "praying with children"],
      ["how do i make time for god with a newborn", "a two-minute stillness with Psalm 46"],
      // Forgiving oneself is its own practice, not letting go of a hurt done to one.
      ["how to forgive myself", "forgiving yourself"],
      // Common asks with a practice of their own, not a neighbour's that shares a word ("listen", "study", "mass").
      ["how should i prepare for communion", "preparing for Holy Communion"],
      ["any tips for dealing with loneliness", "when you feel lonely"],
      ["how can i let go of attachment", "letting go of what you cling to"],
      ["how do i listen for god's voice", "listening for God"],
      ["how do i start a bible study group", "starting a small study group"],
      ["whats a good way to start my day spiritually", "a morning offering"],
      ["how can i be a better husband", "loving your husband or wife well"],
      ["how do i find my purpose in life", "discovering your calling"],
      ["what can i do when i feel like giving up", "when you feel like giving up"],
      ["how do i stop being so hard on myself", "being kinder to yourself"],
      // A Nichiren Buddhist's day is gongyo, not the Eightfold Path for "daily".
      ["what's a daily routine for a nichiren buddhist", "reciting gongyo"],
      // Chemotherapy is someone else's hard time, not a waiting room.
      ["how do i support my wife through chemo", "being there for someone who is hurting"],
      ["how do i practice compassion for someone i don't like", "loving-kindness meditation"],
      ["how do i prepare for death", "preparing for your own death"],
      // Explaining one's faith or practice to family who do not share it is talking about faith with them.
      [
        "how do i explain buddhism to my christian parents",
        "talking about your faith with someone who does not share it",
      ],
      ["how do i explain chanting to my parents", "talking about your faith with someone who does not share it"],
      // A practice asked for with its length, or with no verb before it, is asked for all the same.
      ["a short practice for gratitude", "a gratitude walk"],
      // A grown child who no longer believes is talked with about faith, not helped through a hard time.
      [
        "my son says he's an atheist now, how do i talk to him",
        "talking about your faith with someone who does not share it",
      ],
      // A wish with "but don't know how" asks the way.
      ["i want to meditate but don't know how", "starting a daily meditation"],
      // "Fast" meaning quickly is no fasting.
      ["how do i fall asleep fast", "a body scan before sleep"],
      // "Where do I start" with something named is where to start with that, not with the library.
      ["i want to stop drinking. where do i start", "a practice for recovery days"],
      // Made for a lapse, the way back is asked for by what one lapsed in.
      ["how do i get back into chanting after a long break", "returning to practice after a lapse"],
      ["how do i encourage a friend who is depressed", "being there for someone who is hurting"],
      // "Work" says where the quarrel is; the quarrel is what is asked about.
      ["how do i deal with a coworker who keeps taking credit for my work", "preparing for a hard conversation"],
      // What is asked for ("volunteer") comes before a beginner's practice for "where to start".
      ["i want to volunteer but don't know where to start", "serving a neighbour"],
      ["what do i do when i'm angry at my kids", "a practice for anger"],
      // Someone else's addiction is theirs: being there for them, not one's own recovery days.
      ["my dad is an alcoholic and i don't know how to help him", "being there for someone who is hurting"],
      ["my brother is addicted to opioids, how can i help him", "being there for someone who is hurting"],
      // A routine for oneself while caring for someone is the carer's; "daily routine" alone says no gongyo.
      [
        "caring for my mum full time and i'm burning out. give me a simple daily routine for me",
        "a caregiver's five-minute rest",
      ],
      // Forgiving someone else is not forgiving oneself; a practice named as one is asked for before the situation's;
      // learning a verse by heart is its own practice though the verse is the Bible's.
      [
        "my coworker took credit for my project and i am SO mad. i know im supposed to forgive. how do u even start doing that",
        "a forgiveness practice",
      ],
      [
        "new mom (6 wks), survival mode. someone said a gratitude practice helps. how do i do one",
        "gratitude journaling",
      ],
      ["i want to memorize one bible verse a week but my memory is trash. any method?", "learning a verse by heart"],
      // "Convo" is chat shorthand for a conversation.
      ["how do i calm down before a hard convo with my boss", "preparing for a hard conversation"],
      // Where to start and in what order asks for a way in, not for how many chapters there are.
      ["never read the lotus sutra, where do i start? which chapters in what order", "reading the Lotus Sutra"],
    ] as const
  ) {
    const reply = await replyTo(message);
    assertEquals(practiceOf(reply), practice, `${message}: ${reply}`);
  }
  assertEquals(persona.about("how do i lose 10 pounds fast", []).kind, "out-of-scope");
  // Preparing for death says where to turn if it is thoughts of ending one's life that bring the question.
  assertStringIncludes(await replyTo("how do i prepare for death"), "crisis line");
  assert(numberedSteps(await replyTo("give me a 5 minute practice for stress")) >= 3);
  // Something asked for is not said back as something told ("something you can do on the bus").
  assert(!/Thank you for telling me/.test(await replyTo("something i can do on the bus to calm down")));
  // A request run on after what is told is not said back as told ("you can't sleep, give you something to do").
  assertMatch(await replyTo("i can't sleep, give me something to do"), /^I'm sorry: you can't sleep\.\n/);
  // Too tired to think, a prayer that asks little: a breath and a line, not three readings of a passage.
  const tired = await replyTo("what's a simple way to pray when i'm too tired to think");
  assert(
    knowledge().practices.all.find((practice) => practice.name.toLowerCase() === practiceOf(tired)?.toLowerCase())?.when
      .includes("brief"),
    tired,
  );
  // Not knowing how to feel is a feeling told, not a request for steps.
  assertEquals(persona.about("my son came out as gay and i don't know how to feel as a christian", []).kind, "feeling");
  // Asked bare, or by someone new, "where do I start" is where to start with the library.
  for (const message of ["where should i start", "i'm new here, where do i start?"]) {
    assertMatch(await replyTo(message), /^My library: /, message);
  }
  // Doubt felt at church is no first visit to one, and no call to become a Christian.
  const doubt = await replyTo("i feel like a fraud at church, everyone seems so sure and i'm full of doubt");
  assert(!/\*(?:going to a service|becoming a Christian)/.test(doubt), doubt);
});

Deno.test("steps no practice is written for are said to be missing, not given from a practice for the same place", async () => {
  const reply = await replyTo("tips for being more punctual at work");
  assert(!/[Hh]ere is a simple way to begin/.test(reply), reply);
  assertMatch(reply, /^I (?:don't have steps|have no practice in steps)/);
  assert(quotationsIn(reply).length > 0, reply);
});

Deno.test("steps asked for 'it' after a hard thing was told are for that: helping children through a loss", async () => {
  const { replies } = await conversation(
    "what should I actually do in the first few weeks after the funeral? everyone says 'take care of yourself' but what does that mean",
    "my kids are 6 and 9. how do i help them through it?",
  );
  assertMatch(
    replies[1],
    /^Since your kids are 6 and 9, here is a simple way to begin: \*helping children through a hard time\*/,
  );
  assertMatch(
    await replyTo("our dog died this morning and my daughter is heartbroken. how do I help her"),
    /helping children/,
  );
  assertMatch(await replyTo("my wife and I are divorcing. how do we tell the kids?"), /helping children/);
  // Children named are no reason for it: only a parent asking how to help them.
  assert(!/helping children/.test(await replyTo("I'm so proud of my son, he graduated today")));
  assert(!/helping children/.test(await replyTo("moved to a new city for work 2 months ago and i don't know anyone")));
  // "Welcome" and "welcoming" are one word to the matcher.
  assertMatch(await replyTo("how can our church welcome newcomers? step by step"), /welcoming a stranger/);
});

Deno.test("a subject asked of one book or writer is answered from that book alone", async () => {
  const cases = [
    ["what does genesis say about enoch", /^Genesis /],
    ["what do the psalms say about fear", /^Psalms /],
    ["what does the book of james say about faith and works", /^James /],
    [
      "what does paul say about marriage",
      /^(?:Romans|[12] Corinthians|Galatians|Ephesians|Philippians|Colossians|[12] Thessalonians|[12] Timothy|Titus|Philemon) /,
    ],
    ["what does jesus say about worry", /^(?:Matthew|Mark|Luke|John) /],
  ] as const;
  for (const [message, book] of cases) {
    const reply = await replyTo(message);
    const quoted = quotationsIn(reply);
    assert(quoted.length >= 2, `${message}: ${reply}`);
    assert(quoted.every(({ reference }) => book.test(reference)), `${message}: ${reply}`);
  }
  // The Psalms' own words for fear, not verses that only share the word "Psalms" or "say".
  assertMatch(await replyTo("what do the psalms say about fear"), /afraid|fear/);
  const lotus = await replyTo("what does the lotus sutra say about women");
  assertMatch(lotus, /^Here is where the Lotus Sutra speaks of women/);
  assert(!/" - /.test(lotus), lotus);
});

Deno.test("'is it a sin to be depressed' is answered with care, and cards for a wedding or a birthday get verses for the day", async () => {
  const depressed = await replyTo("is it a sin to be depressed");
  assertMatch(depressed, /^Being depressed is not a sin/);
  assertStringIncludes(depressed, "doctors");
  // "Sin" frames the question: no verse of confessing one's own sin is quoted at someone asking this.
  assert(!/confess|iniquity/i.test(quotationsIn(depressed).map(({ text }) => text).join(" ")), depressed);
  const wedding = await replyTo("what's a good verse for a wedding card");
  assert(
    quotationsIn(wedding).every(({ reference }) =>
      curatedFor("wedding").passages.bible.some((listed) => listed.startsWith(reference.replace(/-\d+$/, "")))
    ),
    wedding,
  );
  const birthday = await replyTo("any verse for my sister's birthday card?");
  assert(
    quotationsIn(birthday).length > 0 &&
      quotationsIn(birthday).every(({ reference }) => curatedFor("birthday").passages.bible.includes(reference)),
    birthday,
  );
  // "Not a good enough Christian" is a matter of worth, met with passages, not only a question back.
  assert(quotationsIn(await replyTo("I feel like I'm not a good enough christian")).length > 0);
});

Deno.test("questions leaning on what was just said stay on it: a teaching's meaning, a psalm's promise, a verse of it later", async () => {
  const karma = await conversation("what is karma", "does that mean bad things happen because I deserved them");
  assertMatch(karma.replies[1], /not as a claim that anyone's suffering is deserved/);
  const psalm = await conversation(
    "what's Psalm 91 about",
    "is that a promise I can claim for my family",
    "what about verse 11",
  );
  assertMatch(psalm.replies[1], /- Psalms 91:/);
  assertMatch(psalm.replies[2], /^"For he shall give his angels charge over thee/);
});

Deno.test("a question in the words of the teaching just given stays on it: the sower's soil, where to get a Gohonzon", async () => {
  const sower = await conversation(
    "tell me about the parable of the sower",
    "what kind of soil am I if I keep giving up",
  );
  assertMatch(sower.replies[1], /soil/);
  assert(!/^A question about hope/.test(sower.replies[1]), sower.replies[1]);
  const gohonzon = await conversation("what is the Gohonzon", "where would I get one");
  assertMatch(gohonzon.replies[1], /^People who want to get a Gohonzon of their own usually receive it/);
});

Deno.test("'do Buddhists believe in heaven and hell?' and 'do Christians believe in karma?' begin with how that tradition sees it", async () => {
  const heaven = await replyTo("do buddhists believe in heaven and hell");
  assertMatch(heaven, /^Pure Land Buddhists hope to be reborn/);
  assertMatch(heaven, /\n\nBuddhism also speaks of hell/);
  const karma = await replyTo("do christians believe in karma");
  assertMatch(karma, /^The Bible also holds people accountable for their deeds/);
  // "Believe" frames the question: no verse is chosen for holding the word "believe".
  assert(!/believ/i.test(quotationsIn(karma).map(({ text }) => text).join(" ")), karma);
  assertMatch(await replyTo("what would a buddhist say about love"), /^Both describe a love that wishes well/);
});

Deno.test("good news of a baptism is celebrated; film and shopping advice is declined, a Bible to buy is not", async () => {
  assertMatch(await replyTo("i just got baptised!!"), /^What wonderful news/);
  assertEquals(persona.about("recommend a good movie about faith", []).kind, "out-of-scope");
  assertEquals(persona.about("what's the best phone to buy", []).kind, "out-of-scope");
  assertNotEquals(persona.about("which bible translation is best to buy", []).kind, "out-of-scope");
  assertNotEquals(persona.about("what does the bible say about watching movies", []).kind, "out-of-scope");
});

Deno.test("what the traditions share, or how they differ, is said whole; names keep their capitals mid-sentence", async () => {
  const common = await replyTo("what do christians and buddhists agree on");
  assertMatch(common, /^Christians and Buddhists share much/);
  assert(!/\*\*In Christianity:\*\*/.test(common), common);
  assertMatch(await replyTo("how are christianity and buddhism different"), /^The deepest differences are about God/);
  // Two teachings named are still set side by side.
  assertMatch(await replyTo("'dying to self' in christianity vs 'no-self' in buddhism. same or different?"), /\*\*In /);
  assertMatch(await replyTo("how do I start a bible reading plan"), /\*a Bible reading plan for beginners\*/);
});

Deno.test("questions of fact about a teaching or a person's circle are answered by it: Pentecost, Nichiren's teacher, the cross", async () => {
  const pentecost = await replyTo("what happened at pentecost");
  assertMatch(pentecost, /^Pentecost is/);
  assertMatch(pentecost, /- Acts 2:/);
  assertMatch(await replyTo("who was Nichiren's teacher"), /^Nichiren's first teacher was the priest Dozen-bo/);
  assertMatch(await replyTo("why did jesus have to die"), /^Atonement/);
  assertMatch(await replyTo("what does it mean to fear god"), /not terror but reverent awe/);
  const { replies } = await conversation("where was Nichiren Daishonin born?", "what did his family do for a living");
  assertMatch(replies[1], /fishermen/);
});

Deno.test("feeling far from God is met as that, and 'how do I get back' / 'how do I cope' ask steps for what was told", async () => {
  const far = await conversation("I've been feeling really disconnected from God lately", "how do I get back");
  const dryness = curatedFor("spiritual-dryness");
  assert(
    quotationsIn(far.replies[0]).every(({ reference }) => dryness.passages.bible.includes(reference)),
    far.replies[0],
  );
  const begins = (reply: string) =>
    knowledge().practices.all.find((practice) =>
      reply.toLowerCase().startsWith(`here is a simple way to begin: *${practice.name.toLowerCase()}*`)
    )?.id;
  assert(dryness.practices!.includes(begins(far.replies[1]) ?? ""), far.replies[1]);
  // A job lost is no bereavement: the steps are those for losing a job.
  const job = await conversation("I lost my job last week", "how do I cope");
  assert(curatedFor("job-loss").practices!.includes(begins(job.replies[1]) ?? ""), job.replies[1]);
});

Deno.test("practices for reading the Lotus Sutra, praying with children and praying on the road are offered for those", async () => {
  const begins = (reply: string) =>
    reply.match(/^(?:To [^\n]*?, here|Here) is a simple way to begin: \*([^*]+)\*/)?.[1];
  assertEquals(begins(await replyTo("how do i start reading the lotus sutra")), "reading the Lotus Sutra");
  assertEquals(begins(await replyTo("how do I teach my kids to pray")), "praying with children");
  // Not a practice that reads a passage, at the wheel.
  assert(!/lectio/i.test(begins(await replyTo("how can I pray when I'm driving")) ?? ""));
  // A prayer asked for before exams is words to pray, with the exam's practice after as the next step.
  assertMatch(await replyTo("give me a prayer before exams"), /\*calming anxiety before an exam\*/);
  // Keeping going through hard times is no habit to break.
  assert(!/changing a habit/.test(await replyTo("how do I keep going when everything is falling apart")));
});

Deno.test("the rosary beside the daimoku is a comparison, and Zen is a school of its own, told apart from Nichiren's", async () => {
  const beads = await replyTo("is chanting nam myoho renge kyo like saying the rosary");
  assertMatch(beads, /^\*\*In Christianity:\*\* The rosary/);
  assertMatch(beads, /\n\n\*\*In Buddhism:\*\* The daimoku/);
  const zen = await replyTo("zen vs nichiren buddhism");
  assertMatch(zen, /^\*\*Zen:\*\* Zen \(Chinese Chan\)/);
  assertMatch(zen, /\*\*Nichiren Buddhism and its schools:\*\*/);
});

Deno.test("questions about a story, a list or a person's letters stay on what was just said, and a verse is never said as prose", async () => {
  const prodigal = await conversation("tell me about the prodigal son", "which character am I supposed to relate to");
  assertMatch(prodigal.replies[1], /Matthew Henry/);
  // Every line of the King James in the reply is quoted and referenced.
  for (const paragraph of prodigal.replies[1].split("\n\n")) {
    assert(!/^(?:And |I will arise)/.test(paragraph), paragraph);
  }
  const path = await conversation("what is the eightfold path", "can you list them");
  assertMatch(path.replies[1], /^Its eight parts are right view/);
  const toki = await conversation("who was Toki Jonin", "what did nichiren send him");
  assertMatch(toki.replies[1], /^Of the writings I hold, Nichiren addressed [^\n]*\*Letter from Sado\*/);
  const house = await conversation("what's the burning house parable", "why did he lie to them");
  assertEquals(house.history[3].about?.kind, "follow-up");
});

Deno.test("'what does abide mean' of a word in the verse just quoted gives the verse in today's English; a practice for it prays with it", async () => {
  const { replies } = await conversation("explain john 15:5", "what does abide mean", "give me a practice for that");
  assertStringIncludes(replies[1], "(World English Bible, John 15:5)");
  assertMatch(replies[1], /remains in me/);
  assertMatch(replies[2], /^(?:To [^\n]*?, here|Here) is a simple way to begin: \*lectio divina/);
});

Deno.test("a eulogy, a toast or a poem is not written for the visitor, but passages for it are offered; legal advice is declined with care", async () => {
  // A eulogy has a practice of its own: a way to write it, in the visitor's own words.
  const eulogy = await replyTo("can you help me write a eulogy for my grandma");
  assertMatch(eulogy, /^I won't write it for you[^\n]*\n\nHere is a simple way to begin: \*speaking at a funeral\*/);
  assert(numberedSteps(eulogy) >= 3, eulogy);
  const toast = await replyTo("help me write a wedding toast with a bible verse");
  assert(quotationsIn(toast).length > 0 && !/\(Gosho|Lotus Sutra,/.test(toast), toast);
  // Asked without "can you", it is still the visitor's own occasion, not a task declined.
  assertNotEquals(persona.about("help me write a eulogy for my grandma", []).kind, "out-of-scope");
  assertMatch(await replyTo("help me write a eulogy for my grandma"), /won't write it for you/);
  // The passages are for what it is about, never for the writing ("I write unto you, fathers").
  const poem = await replyTo("can you write me a poem about god");
  assert(quotationsIn(poem).length > 0 && quotationsIn(poem).every(({ text }) => !/\bwrite\b/i.test(text)), poem);
  assertEquals(persona.about("I need legal advice about my divorce", []).kind, "out-of-scope");
  assertMatch(await replyTo("I need legal advice about my divorce"), /legal aid/);
  assertMatch(await replyTo("what's in the gospel of judas"), /^I don't have the gnostic gospels/);
});

Deno.test("praying for someone one can't stand is praying for someone who hurt you; 'what else did he write to him' lists the other letters", async () => {
  assertMatch(
    await replyTo("how do I pray for someone I genuinely can't stand"),
    /^(?:To [^\n]*?, here|Here) is a simple way to begin: \*praying for someone who hurt you\*/,
  );
  assertMatch(
    await replyTo("how do i pray for someone"),
    /^(?:To [^\n]*?, here|Here) is a simple way to begin: \*praying or chanting for someone who is suffering\*/,
  );
  const { replies } = await conversation(
    "Nichiren's Letter from Sado - who was it addressed to?",
    "what else did Nichiren write to him?",
  );
  assertMatch(replies[1], /^Of the writings I hold, Nichiren addressed \*On Attaining Buddhahood in This Lifetime\*/);
  assert(!/\*Letter from Sado\*/.test(replies[1].split("\n\n")[0]), replies[1]);
});

Deno.test("'do animals go to heaven?' is answered honestly from what the Bible says of creatures; a routine keeps the time asked", async () => {
  for (const message of ["do animals go to heaven?", "will I see my dog again in heaven"]) {
    assertMatch(await replyTo(message), /^The Bible does not say directly whether animals go to heaven\./);
  }
  assertMatch(
    await replyTo("Help me build a 10 minute morning routine with prayer"),
    /^(?:To [^\n]*?, here|Here) is a simple way to begin, within about 10 minutes: /,
  );
});

Deno.test("both traditions asked whether 'they both' hold something is a comparison of that teaching, each side in its own terms", async () => {
  const fasting = "jesus fasted 40 days, the buddha starved himself too. did they both think fasting mattered?";
  assertEquals(persona.about(fasting, []).kind, "comparison");
  const reply = await replyTo(fasting);
  // The Buddhist side is the teaching the Buddha left austerities for, not his life story; no verse is chosen for
  // "fasting day" because "fasted 40 days" was read as one phrase without its number.
  assertMatch(reply, /\*\*In Buddhism:\*\* The Middle Way/);
  assert(!reply.includes("Jeremiah 36:6"), reply);
  const suffering = await replyTo("do christians and buddhists agree on anything about suffering");
  assertMatch(suffering, /\*\*In Christianity:\*\* [^\n]*\b(?:Job|laments?|suffer\w*)\b/);
  const letting = await replyTo("how does christian forgiveness compare to buddhist letting go");
  assertMatch(letting, /\*\*In Buddhism:\*\* [^\n]*\banger\b/);
  assertMatch(await replyTo("does buddhism have anything like the ten commandments"), /\bfive precepts\b/);
});

Deno.test("steps for a place to pray, a first visit and talking with children about God; a wish to read the Bible is no burden", async () => {
  assertMatch(
    await replyTo("how do i set up a little prayer corner in my apartment"),
    /^(?:To [^\n]*?, here|Here) is a simple way to begin: \*making a place to pray at home\*/,
  );
  assertMatch(
    await replyTo("how should i prepare for my first time at a buddhist meeting"),
    /^(?:To [^\n]*?, here|Here) is a simple way to begin: \*going to a service or meeting for the first time\*/,
  );
  assertMatch(
    await replyTo("how do i talk to my kids about god when i'm not sure what i believe"),
    /^(?:To [^\n]*?, here|Here) is a simple way to begin: \*talking with children about faith\*/,
  );
  // A hard thing only asked about ("how do I not give up") is not said back as if told, nor is the wish before it.
  assertMatch(
    await replyTo("i want to read the whole bible this year. how do i not give up in february"),
    /^(?:To [^\n]*?, here|Here) is a simple way to begin: \*a Bible reading plan for beginners\*/,
  );
});

Deno.test("an example asked from one book is of the teaching just discussed; 'which should a beginner start with' stays on it", async () => {
  const grace = await conversation(
    "what is grace",
    "can you give an example from the gospels",
    "how is that different from karma again",
  );
  assertMatch(grace.replies[1], /^Here is what the Gospels say about grace:/);
  const quoted = quotationsIn(grace.replies[1]).map(({ reference }) => reference);
  assert(
    quoted.length > 0 && quoted.every((reference) => /^(?:Matthew|Mark|Luke|John) /.test(reference)),
    grace.replies[1],
  );
  // The verses are chosen for grace, not for the word "example" ("I have given you an example", John 13:15).
  assert(!quoted.includes("John 13:15"), grace.replies[1]);
  assertMatch(grace.replies[2], /\*\*In Christianity:\*\* In Christian teaching, grace/);
  assertMatch(
    (await conversation("what does the bible say about patience", "give me an example from the old testament"))
      .replies[1],
    /^Here is what the Old Testament says about patience:/,
  );
  const { history } = await conversation(
    "what's the difference between gongyo and daimoku",
    "which should a beginner start with",
  );
  assertEquals(history[3].about?.topic, "concept:gongyo");
});

Deno.test("'what am I supposed to do with that' after a passage offers a way to live it, not the passage again", async () => {
  const talents = await conversation(
    "tell me about the parable of the talents",
    "so what am i supposed to do with that",
  );
  assertMatch(talents.replies[1], /^(?:To [^\n]*?, here|Here) is a simple way to begin: \*lectio divina/);
  const still = await conversation("explain psalm 46:10", "what does that look like in daily life");
  const offered = /^(?:To [^\n]*?, here|Here) is a simple way to begin: \*([^*]+)\*/.exec(still.replies[1])?.[1];
  const practice = knowledge().practices.all.find((candidate) =>
    candidate.name.toLowerCase() === offered?.toLowerCase()
  );
  assert(practice?.passages.includes("Psalms 46:10"), still.replies[1]);
});

Deno.test("being single when everyone asks is a situation of its own, met with its passages, not the nearest words", async () => {
  const reply = await replyTo("i'm 40 and still single and everyone keeps asking when i'll settle down");
  assertEquals(
    persona.analyse("i'm 40 and still single and everyone keeps asking when i'll settle down", []).situations[0]?.id,
    "singleness",
  );
  assert(!reply.startsWith("These are the passages nearest your words"), reply);
  const curated = curatedFor("singleness").passages.bible;
  assert(quotationsIn(reply).some(({ reference }) => curated.includes(reference)), reply);
  assertEquals(
    persona.analyse("I'm a single mom and exhausted", []).situations.some((situation) => situation.id === "singleness"),
    false,
  );
});

Deno.test("a verse asked for a hard thing is offered, not thanked for; a prayer asked for an occasion is the occasion's", async () => {
  for (const message of ["give me a verse for my anxiety", "haha ok. then give me a verse about patience at work"]) {
    const reply = await replyTo(message);
    assert(!/^(?:Thank you for telling me|I'm glad you said it)/.test(reply), reply);
    assert(quotationsIn(reply).length > 0, reply);
  }
  // Words to pray for it, then the occasion's own practice as the next step.
  const exam = await replyTo("write me a short prayer for my exam tomorrow");
  assertMatch(exam, /^(?:Here are words from the Bible you can pray|You can pray these words) for your exam tomorrow/);
  assertMatch(exam, /\*calming anxiety before an exam\*/);
  // For someone else, prayers for them: "heal me" is not theirs.
  const mom = await replyTo("write me a prayer for my sick mom");
  assertMatch(mom, /mayest prosper and be in health/);
  assert(!/Heal me, O LORD/.test(mom), mom);
});

Deno.test("a subject asked of a text we do not hold is grounded by the teaching of ours it names, with that teaching's verses", async () => {
  const reply = await replyTo("what does the bhagavad gita say about hatred");
  assertMatch(reply, /\*love of enemies\*/);
  const loveOfEnemies = knowledge().glossary.get("love-of-enemies")!.passages;
  assert(
    quotationsIn(reply).some(({ reference }) =>
      loveOfEnemies.some((cited) => reference.startsWith(cited.replace(/-\d+$/, "")))
    ),
    reply,
  );
});

Deno.test("who wrote a text we do not hold is not answered from the verse offered in its place", async () => {
  const { replies } = await conversation("what does the tao te ching say about water", "who wrote it");
  assertMatch(replies[1], /^Our notes on the Daodejing \(Tao Te Ching\) (?:are silent on that|don't say that)/);
  assert(!/Genesis/.test(replies[1]), replies[1]);
});

Deno.test("a text we do not hold, asked about someone we do, offers what our notes hold of them", async () => {
  const jesus = await replyTo("what does the quran say about jesus");
  assertMatch(jesus, /^I don't (?:hold|have) the Quran/);
  assertMatch(jesus, /what our notes hold of \*Jesus\*: Christians believe Jesus of Nazareth/);
  assertMatch(await replyTo("what does the quran say about mary"), /what our notes hold of \*Mary, mother of Jesus\*/);
  // The one who speaks is named where the speaker stands: Nichiren still speaks for his tradition.
  assertEquals(persona.analyse("what would Nichiren say to someone who is afraid", []).people.length, 0);
});

Deno.test("words to pray, asked for, are prayers for what is named, given whole; not steps or a lesson on prayer", async () => {
  const prayers = new Set(prayerData.prayers.map((prayer) => prayer.reference));
  for (const prayer of prayers) assert(persona.library.passage(prayer), prayer);
  const exam = await replyTo("give me a short prayer for my exam tomorrow");
  assertMatch(
    exam,
    /^(?:Here are words from the Bible you can pray|You can pray these words) for your exam tomorrow\b/,
  );
  assert(!/^1\. /m.test(exam.replaceAll(" ⏎ ", "\n")), exam);
  // "Ok" that opens the request assents; "then" that closes it carries the conversation on: neither is the subject.
  assertMatch(
    await replyTo("ok, a prayer before a job interview then"),
    /^(?:Here are words from the Bible you can pray|You can pray these words) before a job interview(?:,| as)/,
  );
  const quoted = quotationsIn(exam);
  assertEquals(quoted.length, 2, exam);
  assert(quoted.every(({ reference }) => prayers.has(reference)), exam);
  const strength = await replyTo("a prayer for strength please");
  assert(!/Prayer is conversation with God/.test(strength), strength);
  assert(quotationsIn(strength).some(({ text }) => /strength/.test(text)), strength);
  assertMatch(await replyTo("what's a good prayer before bed"), /lay me down in peace, and sleep/);
  // Nothing named: the prayer Jesus taught, whole.
  assertMatch(
    await replyTo("can you give me a prayer"),
    /For thine is the kingdom, and the power, and the glory, for ever\. Amen\." - Matthew 6:9-13/,
  );
  assertMatch(await replyTo("what can i chant for my mom's surgery"), /Nam-myoho-renge-kyo[^.]*for your mom's surgery/);
  // Whether prayer works is a question about it; how to pray asks for steps.
  assertMatch(
    await replyTo("does prayer actually work"),
    /^(?:Prayer is conversation with God|Christians believe that God hears every prayer)/,
  );
  assertMatch(await replyTo("how do i pray"), /^(?:To [^\n]*?, here|Here) is a simple way to begin/);
});

Deno.test("'I can't do this anymore' is met as a feeling, and a question of doses is pointed to who can answer it", async () => {
  for (const message of ["im done. i cant do this anymore", "i can't take it anymore", "i'm so tired of everything"]) {
    assertEquals(persona.about(message, []).kind, "feeling", message);
  }
  assertEquals(persona.about("i can't do this math problem", []).kind !== "feeling", true);
  assertMatch(await replyTo("how many tylenol is too many"), /a pharmacist or a doctor can tell you what is safe/);
});

Deno.test("after a comparison: which is fairer takes no side, 'can I do both' and where each goes at death are answered", async () => {
  const fair = await conversation("what's the difference between karma and grace", "which one is more fair");
  assertMatch(fair.replies[1], /^I'm an AI, and I don't take sides between the traditions:/);
  const both = await conversation("is meditation the same as prayer", "can i do both");
  assertMatch(both.replies[1], /^Some people draw on both Christianity and Buddhism/);
  const after = await conversation("is nirvana the same as heaven", "so where do buddhists go when they die");
  assertMatch(after.replies[1], /^Rebirth is the Buddhist teaching that life continues after death/);
  assertMatch(await replyTo("where do christians go when they die"), /^In the Bible heaven is/);
});

Deno.test("a subject nothing held speaks of is said to be missing, not passed over", async () => {
  assertMatch(
    await replyTo("what does the bible say about dinosaurs"),
    /^(?:I find nothing about dinosaurs in the texts I hold|The texts I hold say nothing about dinosaurs)/,
  );
});

Deno.test("how to vote and sums are declined plainly; a passage named with a task is the guide's own work", async () => {
  assertMatch(await replyTo("who are you voting for"), /^I'm an AI, so I don't vote, and I don't take sides/);
  assertEquals(persona.about("who should i vote for", []).kind, "out-of-scope");
  assertEquals(persona.about("whats 15% of 80", []).kind, "out-of-scope");
  assert(
    quotationsIn(await replyTo("can you summarize romans 8 for me")).some(({ reference }) =>
      reference.startsWith("Romans 8:")
    ),
  );
});

Deno.test("thanks keeps the conversation's thread: 'something to read tonight' after it is another passage for what was told", async () => {
  const { replies } = await conversation(
    "i lost my job today",
    "thanks, that helps",
    "can you give me something to read tonight",
  );
  const before = new Set(quotationsIn(replies[0]).map(({ reference }) => reference));
  const read = quotationsIn(replies[2]);
  assertEquals(read.length, 1, replies[2]);
  assert(!before.has(read[0].reference), replies[2]);
  const chapter = read[0].reference.replace(/:.*$/, ":");
  assert(curatedFor("job-loss").passages.bible.some((reference) => reference.startsWith(chapter)), replies[2]);
});

Deno.test("a question a practice's note answers is answered from it; an example 'from the Bible' is of the teaching", async () => {
  const chant = await conversation("how do i chant nam myoho renge kyo", "is it ok if i chant silently");
  assertMatch(chant.replies[1], /silently in your mind is still chanting/);
  const grace = await conversation("what is grace", "give me an example from the bible");
  assertMatch(grace.replies[1], /^For \*grace\* in the texts themselves/);
});

Deno.test("who the father of a parable stands for is answered", async () => {
  const { replies } = await conversation("tell me the parable of the burning house", "who does the father represent");
  assertMatch(replies[1], /^The father is the Buddha/);
});

Deno.test("jealousy asks for the practice written for envy; going back to church is returning, not a first visit", async () => {
  const begins = (reply: string) =>
    reply.match(/^(?:To [^\n]*?, here|Here) is a simple way to begin: \*([^*]+)\*/)?.[1];
  assertMatch(begins(await replyTo("what should i do when i feel jealous of my friend")) ?? "", /rejoic/i);
  assertMatch(begins(await replyTo("how do i start going to church again")) ?? "", /returning/i);
  assertMatch(begins(await replyTo("how do i start going to church")) ?? "", /first time/i);
});

Deno.test("which part of a teaching the visitor is in, or which ranks first, is not judged; the teaching is said plainly", async () => {
  const worlds = await conversation("what are the ten worlds", "which one am i in right now");
  assertMatch(
    worlds.replies[1],
    /^(?:I can't see that from here|That is yours to notice)[^]*The Ten Worlds are ten states of life/,
  );
  // Named by its own kinds: "which soil am I?" after the sower.
  const soils = await conversation("what is the parable of the sower about", "which soil am i");
  assertMatch(soils.replies[1], /^(?:I can't see that from here|That is yours to notice)[^]*The soils stand for/);
  const path = await conversation("what is the eightfold path", "which step is hardest");
  assertMatch(
    path.replies[1],
    /^(?:Our notes don't rank them|The teaching doesn't single one out)[^]*The Eightfold Path is/,
  );
  assertEquals(quotationsIn(path.replies[1]).length, 0, path.replies[1]);
});

Deno.test("a wife's pregnancy is good news and forty and single is singleness, each met with its own passages", async () => {
  const baby = await replyTo("i just found out my wife is pregnant!");
  assert(!/^(?:Thank you for telling me|That sounds hard|I'm sorry)/.test(baby), baby);
  assert(quotationsIn(baby).some(({ reference }) => curatedFor("new-baby").passages.bible.includes(reference)), baby);
  assertEquals(
    persona.analyse("i'm 40 and single and i feel like i missed my chance", []).situations[0]?.id,
    "singleness",
  );
});

Deno.test("'who was the first disciple of Jesus' is answered from the facts, not with who Jesus was", async () => {
  assertMatch(await replyTo("who was the first disciple of jesus"), /^The first disciples Jesus called[^]*Andrew/);
  assertMatch(await replyTo("who was nichiren"), /^Nichiren \(1222-1282\):/);
});

Deno.test("a teaching's name typed with a slip is still understood; a real word one letter away is not taken for it", () => {
  for (
    const [message, id] of [
      ["whats the ten wrlds", "ten-worlds"],
      ["explain the eightfold paht", "eightfold-path"],
      ["what is the holy sprit", "holy-spirit"],
    ]
  ) assertEquals(persona.analyse(message, []).concepts[0]?.id, id, message);
  assert(!persona.analyse("what are the ten words", []).concepts.some((entry) => entry.id === "ten-worlds"));
});

Deno.test("asked in one sentence or briefly, a teaching is given in its everyday words", async () => {
  assertEquals(
    (await replyTo("explain the lotus sutra in one sentence")).split("\n\n")[0],
    "The Lotus Sutra is a Buddhist scripture teaching that everyone can become a Buddha and that the Buddha's life is eternal.",
  );
  assertMatch(await replyTo("briefly, what is karma"), /^Karma, in Buddhism, means that what you choose/);
});

Deno.test("diets, CVs, pet names and a weekend's weather are declined with an offer; a body one hates is still heard", async () => {
  for (
    const message of [
      "what's the best diet to lose weight",
      "help me with my resume",
      "what's a good name for my dog",
      "is it going to snow this weekend",
    ]
  ) assertEquals(persona.about(message, []).kind, "out-of-scope", message);
  assertEquals(persona.about("i'm struggling to lose weight and i hate my body", []).kind, "feeling");
  assertMatch(
    await replyTo("what was the name of abraham's wife"),
    /^(?:Abraham's wife was Sarah|Sarah, first called Sarai, was the wife of Abraham)/,
  );
});

Deno.test("a narrower hurt told beside a broad one leads: hating one's body is self-worth, not 'struggling'", async () => {
  const analysis = persona.analyse("i'm struggling to lose weight and i hate my body", []);
  assertEquals(analysis.situations[0]?.id, "self-worth");
  const reply = await replyTo("i'm struggling to lose weight and i hate my body");
  assert(!/weight of glory/.test(reply), reply);
});

Deno.test("a known fact asked of the teaching just discussed ('how many chapters are there') is answered first", async () => {
  const { replies } = await conversation("what is the lotus sutra", "how many chapters are there");
  assertMatch(replies[1], /^The Lotus Sutra in Kumarajiva's Chinese translation of 406[^.]*has 28 chapters\./);
});

Deno.test("after a death told, a memory of the one who died is met as a memory, not as a question about a verse", async () => {
  const { replies } = await conversation("my grandma died yesterday", "she was the one who took me to church");
  assertMatch(replies[1], /^(?:Thank you for telling me about her|What a thing to carry with you)/);
  assert(!/Matthew Henry/.test(replies[1]), replies[1]);
});

Deno.test("'how do we stop' after a fight and its cause is steps for the fighting, not verses on 'stop'", async () => {
  const { replies } = await conversation("my husband and i keep fighting", "it's always about money", "how do we stop");
  assertMatch(replies[2], /^(?:To [^\n]*?, here|Here) is a simple way to begin: \*/);
});

Deno.test("a death asked about ('why did god let my baby die') is met with sorrow before the question", async () => {
  for (
    const message of [
      "why did god let my baby die",
      "why did my dog have to die",
      "why did my mom have to die so young",
    ]
  ) {
    assertMatch(await replyTo(message), /^I'm so sorry/, message);
  }
  assertMatch(await replyTo("does god hear my prayers"), /Christians believe that God hears every prayer/);
});

Deno.test("after a death, what only the one who died could answer is not answered for them", async () => {
  const { replies } = await conversation(
    "my mom died last year and i feel guilty i wasnt there",
    "will she forgive me",
  );
  assertMatch(replies[1], /^(?:I can't speak for her|Only she could answer that)/);
  assert(quotationsIn(replies[1]).some(({ reference }) => reference === "Romans 8:38-39"), replies[1]);
  // Asked of someone living, it is not a question for the dead.
  const living = await conversation("my sister is angry with me", "will she forgive me");
  assert(!/can't speak for her|Only she could/.test(living.replies[1]), living.replies[1]);
});

Deno.test("Jesus's first and last words are known facts, answered first; the first is no wish to start reading", async () => {
  assertMatch(
    await replyTo("what's the first thing jesus said in the gospels"),
    /^In the order of his life, the first words of Jesus[^]*Luke 2:49/,
  );
  assertMatch(await replyTo("what were jesus last words"), /^The Gospels record seven sayings of Jesus from the cross/);
});

Deno.test("the guide gives its name when asked and claims no experience; teachers whose writings we do not hold are said to be missing", async () => {
  // Asked of its own practice, the guide says it has none rather than inventing one.
  for (const message of ["have you ever prayed", "how long did it take for you", "what do you do when you feel sad"]) {
    assertMatch(await replyTo(message), /^I'm an AI, so I have no practice or experience of my own/, message);
  }
  for (const message of ["what's your name", "what should i call you", "who made you"]) {
    assertMatch(
      await replyTo(message),
      /^In this app I'm called the Christ-Conscious Bodhisattva: an AI guide/,
      message,
    );
  }
  // The Dalai Lama's teaching had been answered as if ours, from what the traditions say of compassion.
  assertMatch(
    await replyTo("what does the dalai lama teach about compassion"),
    /^I (?:don't have|don't hold) the Dalai Lama's writings\b[^\n]*\n\n[^\n]*\*compassion\*/,
  );
  // What an unheld book was wanted for, when the texts held have passages chosen for it, is answered from them first;
  // the book's usual neighbour (wisdom literature for Sirach) only follows.
  const sirach = paragraphs(await replyTo("what does sirach say about friendship"));
  assertMatch(sirach[0], /^I (?:don't have|don't hold) Sirach \(in the Apocrypha\)/);
  assertEquals(quotationsIn(sirach.slice(1, 4).join("\n")).length, 2, sirach.join("\n"));
  assertMatch(sirach[4], /^(?:Also close|And nearby): \*wisdom literature\*/);
  // With only chance words to search by ("water"), the neighbour comes first, as before.
  assertMatch(paragraphs(await replyTo("what does the tao te ching say about water"))[1], /\*the Middle Way\*/);
});

Deno.test("whether something is needed for a practice is answered from its steps, of the thing named or just explained", async () => {
  const direct = await replyTo("do i need a gohonzon to chant");
  assertMatch(
    direct,
    /^Not necessarily\. The steps for \*chanting Nam-myoho-renge-kyo for beginners\* say: [^\n]*Gohonzon if you have one/,
  );
  const after = await conversation("what is the gohonzon", "do i need one to chant");
  assertMatch(after.replies[1], /^Not necessarily\. [^\n]*Gohonzon if you have one/);
  // Told rather than asked, after the practice: what its note says, never thanked for as news.
  const rosary = await conversation("how do i pray the rosary", "i don't have a rosary");
  assertMatch(rosary.replies[1], /^That need not stop you\. Our note on \*praying the rosary\* says: [^\n]*fingers/);
});

Deno.test("a practice just given, asked of for a time, a tired day or a shorter form, is fitted to it, never declined", async () => {
  const tired = await conversation("how do i start meditating", "and on days when i'm too tired?");
  assertNotEquals(tired.history[3].about?.kind, "out-of-scope");
  assert(numberedSteps(tired.replies[1]) > 0 && numberedSteps(tired.replies[1]) < 6, tired.replies[1]);
  const work = await conversation("how do i start meditating", "what about when i'm at work");
  const named = /^When you're at work, here is a simple way to begin: \*([^*]+)\*/.exec(work.replies[1])?.[1];
  assert(
    knowledge().practices.all.find((practice) => practice.name.toLowerCase() === named?.toLowerCase())?.when.includes(
      "at work",
    ),
    work.replies[1],
  );
  const one = await conversation("how can i calm down when i'm angry", "that's too many steps, just give me one thing");
  assert(numberedSteps(one.replies[1]) > 0 && numberedSteps(one.replies[1]) < 6, one.replies[1]);
});

Deno.test("what the Bible says of voting or being single is its teaching on them, not a verse that shares the word", async () => {
  // "I gave my voice against them" (Acts 26:10) and "if thine eye be single" (Matthew 6:22) had been found by their words.
  const voting = await replyTo("what does the bible say about voting");
  assertMatch(voting, /^The Bible never speaks of voting/);
  assert(!/Acts 26:10/.test(voting), voting);
  const single = await replyTo("what does the bible say about being single");
  assertMatch(single, /^Jesus never married/);
  assert(!/Matthew 6:22|Colossians 3:22/.test(single), single);
});

Deno.test("books beyond the library are not named; the way into what we hold is offered instead", async () => {
  const buddhism = await replyTo("recommend a good book about buddhism");
  assertMatch(buddhism, /^I can only vouch for what I hold, so I won't name books/);
  assertMatch(buddhism, /\*reading the Lotus Sutra\*/);
  assertMatch(await replyTo("what's a good book for a new christian"), /\*a Bible reading plan for beginners\*/);
  // A subject beyond the tradition is still answered from what we hold; who wrote which book of the Bible is a fact.
  assertMatch(await replyTo("any good books on grief from a christian perspective"), /\*grief\*: Grief is love/);
  assertMatch(
    await replyTo("which books did paul write"),
    /^Paul's writings are in the Bible: tradition credits Paul with \*Romans\*/,
  );
});

Deno.test("a therapist asked for near one is pointed to who can refer them, and danger still comes first", async () => {
  for (
    const message of [
      "can you recommend a therapist near me",
      "i think i need a christian counselor, can you find one near me",
    ]
  ) {
    const reply = await replyTo(message);
    assertEquals(persona.about(message, []).kind, "out-of-scope");
    assertMatch(reply, /Your doctor can refer you/);
  }
  // Asked with danger in it, the safety layer (which runs before any plan) sees the danger.
  const danger = assessRisk([{ role: "user", content: "I want to die and I need a therapist near me" }]);
  assert(danger.level !== "none" && danger.level !== "low", danger.level);
});

Deno.test("common questions answered from new notes: the unforgivable sin, Jesus' siblings, amen, the Buddha's first teaching", async () => {
  assertMatch(
    await replyTo("what is the unforgivable sin"),
    /^Jesus said that whoever blasphemes against the Holy Spirit/,
  );
  assertMatch(await replyTo("did jesus have siblings"), /^The Gospels name four brothers of Jesus/);
  assertMatch(await replyTo("what does amen mean"), /^Amen is a Hebrew word meaning “so be it”/);
  assertMatch(
    await replyTo("what did the buddha teach first"),
    /^The Four Noble Truths are the Buddha's first teaching/,
  );
  assertMatch(await replyTo("why is it called the lotus sutra"), /It is called the Lotus Sutra after the lotus/);
  // "Go to church" asked about is no request for the steps of a first visit.
  assert(!(await replyTo("why do christians go to church on sunday")).startsWith("Here is a simple way to begin"));
});

Deno.test("what a parable's figures stand for comes from our notes on the parable; what the notes lack about someone is said, not the same account again", async () => {
  const jewel = await conversation(
    "tell me about the jewel in the robe",
    "who is the friend supposed to be",
    "and the jewel?",
  );
  assertMatch(jewel.replies[1], /^The disciples who tell it say the Buddha long ago planted in them/);
  assertMatch(jewel.replies[2], /the jewel is the Buddha nature everyone carries unrecognised/);
  const carts = await conversation("explain the burning house", "and the carts?");
  assertMatch(carts.replies[1], /the three carts are the three vehicles/);
  const nichiren = await conversation("who was nichiren", "was he ever afraid");
  assertMatch(nichiren.replies[1], /^Our notes on Nichiren (?:don't say that|are silent on that)/);
  assert(!nichiren.replies[1].includes(nichiren.replies[0].split("\n\n")[0]), nichiren.replies[1]);
  assertMatch((await conversation("who was peter", "was he married")).replies[1], /^Peter was married/);
});

Deno.test("coming back after years away, chanting gone mechanical and chanting for what one wants are each met as such", async () => {
  const back = "i've been away from church for 10 years and i'm thinking of going back";
  assertEquals(persona.about(back, []).topic, "situation:returning-to-faith");
  const curated = curatedFor("returning-to-faith").passages.bible;
  assert(quotationsIn(await replyTo(back)).some(({ reference }) => curated.includes(reference)));
  const { replies } = await conversation(
    "i chant every morning but lately it feels mechanical",
    "how do i get the feeling back",
    "is it ok to chant for things i want, like money?",
  );
  assertMatch(
    replies[1],
    /^(?:To [^\n]*?, here|Here) is a simple way to begin: \*returning to practice after a lapse\*/,
  );
  assertMatch(replies[2], /^Earthly desires are enlightenment/);
});

Deno.test("the point, message or summary of a book of the Bible is that book's theme", async () => {
  assertMatch(await replyTo("whats the point of the book of job"), /^Job: A blameless man loses everything/);
  assertMatch(await replyTo("what's the main message of ecclesiastes"), /^Ecclesiastes: A searching reflection/);
  assertMatch(await replyTo("summary of the book of jonah"), /^Jonah: A reluctant prophet runs from God/);
  // Without a book, "the point of" asks about the subject: suffering is the teaching.
  assertEquals(persona.about("what's the point of suffering", []).kind, "concept");
});

Deno.test("steps for patience, compassion, memorising scripture and Easter; a request for help is not said back as a hard thing", async () => {
  const begins = async (message: string, name: string) =>
    assertMatch(
      await replyTo(message),
      new RegExp(`^(?:To [^\\n]*?, here|Here) is a simple way to begin: \\*${name}\\*`),
      message,
    );
  await begins("how can i be more patient with my toddler", "a pause for patience");
  await begins("ways to practice compassion this week", "loving-kindness meditation");
  await begins("how do i memorize scripture", "learning a verse by heart");
  await begins("what can i do to prepare for easter", "a simple Lenten fast");
  await begins("i need something to help me forgive my sister", "a forgiveness practice");
  await begins("how should a beginner start studying the gosho", "studying a letter of Nichiren");
});

Deno.test("a conversation about taking up Buddhism: asked if it is ok, what a beginner does, whether a teacher is needed", async () => {
  const { replies, history } = await conversation(
    "i don't really believe in god but i like buddhism, is that ok?",
    "what would i even do as a beginner",
    "do i need a teacher",
  );
  assertEquals(history[1].about?.kind, "concept");
  assertMatch(replies[0], /A Buddha is not a creator/);
  assertMatch(replies[1], /^(?:To [^\n]*?, here|Here) is a simple way to begin: \*/);
  assertNotEquals(history[5].about?.kind, "out-of-scope");
  assertMatch(replies[2], /mentor/);
});

Deno.test("thanks with news after it is met as the news; a setting of life told is not met with 'I'm sorry'", async () => {
  const surgery = await replyTo("thanks. i have surgery tomorrow");
  assertMatch(surgery, /you have surgery tomorrow/);
  assert(quotationsIn(surgery).length > 0, surgery);
  const couple = await replyTo("i'm catholic and my girlfriend is buddhist. can this work?");
  assert(!/^(?:I'm sorry|That sounds hard|That is a lot to carry)/.test(couple), couple);
});

Deno.test("the stock phrases name each slot once (a repeated key would silently replace the first)", async () => {
  const text = await Deno.readTextFile(new URL("../../data/persona/phrases.json", import.meta.url));
  const keys = [...text.matchAll(/^ {2}"([\w-]+)":/gm)].map((match) => match[1]);
  assertEquals(keys.length, new Set(keys).size, keys.filter((key, index) => keys.indexOf(key) !== index).join(", "));
});

Deno.test("'is he in hell?' after a death by suicide is met with the mercy the churches teach, and still with support", async () => {
  const { replies } = await conversation("my brother died by suicide last year", "is he in hell");
  assertMatch(
    replies[1],
    /^Many people have feared that someone who dies by suicide is lost, but most churches today do not teach this\./,
  );
  assert(quotationsIn(replies[1]).some(({ reference }) => reference === "Romans 8:38-39"), replies[1]);
  const friend = "will my friend go to hell because she killed herself";
  const safe = withSafety(engine, lookup);
  let reply = "";
  for await (const chunk of safe.reply({ history: [], message: friend })) reply += chunk;
  assertMatch(reply, /most churches today do not teach this/);
  assertMatch(reply, /never to make ending a life seem easier/);
  assert(!/into the fire|everlasting fire|Depart from me/.test(reply), reply);
  assertMatch(reply, /\[SUPPORT kind=suicide/);
  // Asked of suicide in general, or of oneself, the comfort meant for the bereaved is not what answers.
  for (const message of ["will i go to hell if i kill myself", "do people who kill themselves go to hell"]) {
    assert(persona.analyse(message, []).concepts[0]?.id !== "suicide-and-mercy", message);
  }
  // Hell asked about in general is still hell.
  assertMatch(await replyTo("is hell real"), /^In Christian teaching hell is final separation from God/);
});

Deno.test("which tradition is right, or makes more sense to the guide, is answered by a guide that takes no side", async () => {
  assertMatch(await replyTo("which religion is right?"), /^I'm an AI, and I don't take sides between the traditions:/);
  const { replies } = await conversation(
    "how do christians and buddhists each think about suffering",
    "which one makes more sense to you",
  );
  assertMatch(replies[1], /^I'm an AI, and I don't take sides between the traditions:/);
});

Deno.test("where to begin reading the Bible, the Lotus Sutra or Nichiren's writings is that work's reading practice", async () => {
  assertMatch(
    await replyTo("where should a beginner start reading the bible"),
    /^(?:To [^\n]*?, here|Here) is a simple way to begin: \*a Bible reading plan for beginners\*/,
  );
  assertMatch(
    await replyTo("i'm new to nichiren's writings, which gosho should i start with"),
    /^(?:To [^\n]*?, here|Here) is a simple way to begin: \*studying a letter of Nichiren\*/,
  );
  // Asked of the work the conversation is about.
  const { replies } = await conversation(
    "whats the lotus sutra about in a nutshell",
    "which chapter should i read first",
  );
  assertMatch(
    replies[1],
    /^(?:To [^\n]*?, here|Here) is a simple way to begin: \*reading the Lotus Sutra\*\.\n\n1\. [^\n]*chapter 2/,
  );
  const { replies: bible } = await conversation("what is the bible", "where do i even start with it");
  assertMatch(bible[1], /\*a Bible reading plan for beginners\*/);
  // With no work named or discussed, it is still a tour of the library.
  assertMatch(await replyTo("where should I start?"), /Good places to begin:/);
  // After Nichiren himself, reading him is reading his letters; which chapter comes first is no wish to start reading.
  const { replies: writings } = await conversation(
    "tell me about nichiren's exile to sado",
    "what did he write there",
    "which one should i read first",
  );
  assertMatch(writings[1], /^In exile on Sado Nichiren wrote two of his most important works, The Opening of the Eyes/);
  assertMatch(writings[2], /^(?:To [^\n]*?, here|Here) is a simple way to begin: \*studying a letter of Nichiren\*/);
  assertMatch(
    await replyTo("which is the first chapter of the lotus sutra"),
    /^\*Lotus Sutra, Chapter 1: Introduction\*/,
  );
  // After a prayer practice, reading in its tradition; after a reading practice, where it begins: its first step.
  const { replies: prayer } = await conversation(
    "how do i build a morning routine with prayer",
    "what should i read first",
  );
  assertMatch(prayer[1], /^(?:To [^\n]*?, here|Here) is a simple way to begin: \*a Bible reading plan for beginners\*/);
  const { replies: plan } = await conversation("how do i start reading the bible", "what should i read first");
  assertMatch(plan[1], /^Start with the first step: Begin with a Gospel rather than at Genesis/);
  const { replies: lotus } = await conversation("how do i start reading the lotus sutra", "which chapter first");
  assertMatch(lotus[1], /^Start with the first step: Begin where Nichiren Buddhists begin: chapter 2/);
});

Deno.test("'the buddhist view of jesus' is how Buddhists see him; 'a lotus sutra passage like that' turns to the other tradition", async () => {
  assertMatch(await replyTo("what's the buddhist view of jesus"), /^Buddhism has no single teaching about Jesus/);
  // Illness asked of as punishment is answered in so many words: neither tradition reads it as a sentence passed.
  assertStringIncludes(
    await replyTo("does god punish us with illness"),
    "Neither reads an illness or misfortune as a sentence",
  );
  const { replies } = await conversation("what's the buddhist view of jesus", "and the christian view of the buddha");
  assertMatch(replies[1], /^Christianity has no single teaching about the Buddha/);
  const { replies: still } = await conversation("explain psalm 46:10", "is there a lotus sutra passage like that");
  assert(!/^"Be still/.test(still[1]), still[1]);
});

Deno.test("after a death: whether grief gets easier is answered, and words for the funeral are steps for speaking there", async () => {
  const { replies } = await conversation("my dad died last week", "will it get easier?");
  assertStringIncludes(replies[1], "for most people it does get easier");
  for (
    const message of ["what should i say at my dad's funeral", "help me write a eulogy for my grandpa"]
  ) assertMatch(await replyTo(message), /[Hh]ere is a simple way to begin: \*speaking at a funeral\*/, message);
  const { replies: grandma } = await conversation(
    "my grandma passed away yesterday",
    "what should i say at her funeral",
  );
  assertMatch(grandma[1], /^(?:To [^\n]*?, here|Here) is a simple way to begin: \*speaking at a funeral\*/);
});

Deno.test("facts asked as people ask them: how long in the wilderness, when Paul turned, whose mother", async () => {
  // Why something happened to someone is the sentence of our notes that gives a cause, not a list of its dates.
  assertMatch(
    await replyTo("why was nichiren exiled"),
    /^Nichiren's outspoken criticism of other schools and his warnings/,
  );
  assertMatch(await replyTo("how long was jesus in the desert"), /^Jesus fasted forty days and forty nights/);
  assertMatch(await replyTo("when did paul convert"), /road to Damascus/);
  assertMatch(await replyTo("who was the mother of jesus"), /^Mary, mother of Jesus: /);
});

Deno.test("'what about for buddhists' after a practice is the nearest of that tradition's; 'what about for my daughter' keeps the subject", async () => {
  const { replies } = await conversation("what is the examen", "what about for buddhists");
  assertMatch(replies[1], /^The nearest in Buddhist practice:\n\nHere is a simple way to begin: \*/);
  assert(!/examen/.test(replies[1]), replies[1]);
  const { replies: exam } = await conversation(
    "i'm nervous about my exam",
    "what about for my daughter, she has one too",
  );
  assertMatch(exam[1], /^For your daughter, the same holds/);
  assert(!/brotherly love/.test(exam[1]), exam[1]);
});

Deno.test("a death told as taken ('he took my son') is grief; a short line after a feeling goes on with it", async () => {
  const { replies } = await conversation("i'm angry at god", "he took my son");
  assertMatch(replies[1], /^I'm so sorry/);
  assert(!/brotherly love/.test(replies[1]), replies[1]);
  assertMatch(await replyTo("cancer took my mom last year"), /^I'm so sorry for your loss/);
  const { replies: church } = await conversation("i feel like a fraud at church", "everyone seems so holy");
  assert(!/Holy Ghost/.test(church[1]), church[1]);
  // What a figure of a story is, in so many words; a doctor who "is away" is not what the doctor stands for.
  const { replies: doctor } = await conversation(
    "tell me about the lotus sutra chapter 16",
    "what is the parable in it",
    "what does the doctor stand for",
  );
  assert(!/^\*Lotus Sutra, Chapter 16[^\n]*doctor is away/.test(doctor[2]), doctor[2]);
});

Deno.test("what happens in a book of the Bible is what the book is about; the plot of a film or novel is declined", async () => {
  assertMatch(await replyTo("what's the plot of the book of ruth"), /^Ruth: A story of loyalty and kindness/);
  // "The lord of the rings" is no Lord.
  const fiction = await replyTo("whats the plot of the lord of the rings");
  assertMatch(fiction, /the plots of films, books and games/);
  assertEquals(quotationsIn(fiction).length, 0);
  for (const message of ["what happens in revelation", "what is revelation about"]) {
    assertMatch(await replyTo(message), /^Revelation: Symbolic visions of Christ's victory over evil/, message);
  }
});

Deno.test("what a thing of a story stands for, whether one is a bodhisattva, and how to become one, stay with the teaching", async () => {
  const { replies: seed } = await conversation(
    "tell me about the parable of the mustard seed",
    "what does the seed represent",
  );
  assertMatch(seed[1], /^Jesus compared the kingdom of heaven to a mustard seed[^\n]*small beginnings\./);
  const { replies } = await conversation("what's a bodhisattva", "am i one?", "how do i become one");
  assertMatch(replies[1], /^That is yours to notice rather than mine to say/);
  assertMatch(replies[2], /^(?:To [^\n]*?, here|Here) is a simple way to begin: \*living as a bodhisattva\*/);
});

Deno.test("a ranking of religions is declined with no side taken; a Bible in a language we lack is said to be missing", async () => {
  for (const message of ["what's the best religion", "which religion is the true one?"]) {
    const reply = await replyTo(message);
    assertMatch(reply, /^I'm an AI, and I don't take sides between the traditions:/, message);
    assertStringIncludes(reply, "Christians hold a range of views on other religions");
  }
  assertMatch(
    await replyTo("i speak korean, do you have a korean bible"),
    /^I (?:don't have|don't hold) a Bible in languages other than English and Spanish/,
  );
});

Deno.test("a hardship of one's own told with 'that' is its own subject; a name's words far apart name nothing", async () => {
  const { replies } = await conversation(
    "what would jesus and nichiren agree on",
    "I can't focus at work, is there a prayer for that?",
  );
  assertMatch(replies[1], /: you can't focus at work\./);
  // "Lost ... son" far apart in a bereaved parent's words is no parable of the lost son.
  const bereaved = await replyTo("i lost my faith after my son died");
  assert(!/Luke 15/.test(bereaved), bereaved);
  assertMatch(
    await replyTo("my friend's baby was stillborn and i don't know how to help"),
    /[Hh]ere is a simple way to begin: \*being there for someone who is hurting\*/,
  );
});

Deno.test("'the buddhist version of' a teaching is its likeness in the other tradition; Jesus and Nichiren stand for their traditions", async () => {
  assertMatch(
    await replyTo("what's the buddhist version of the ten commandments"),
    /^Four of the five precepts \(not killing, not stealing/,
  );
  // Asked what two founders share, the answer is what their traditions share, said whole, not cut into sides.
  assertMatch(await replyTo("similarities between jesus and nichiren"), /^Christians and Buddhists share much/);
  const shared = await replyTo("what do jesus and nichiren have in common");
  assertMatch(shared, /^Christians and Buddhists share much/);
  assert(!/\*\*In Christianity:\*\*/.test(shared), shared);
});

Deno.test("after steps, 'what about for my daughter' is steps for a child; 'say more' after a feeling thanks for nothing new", async () => {
  for (
    const [first, second] of [
      ["how do i handle anger", "what about for my daughter, she's 6"],
      ["what can i do when im anxious", "what about my kids, they get anxious too"],
    ] as const
  ) {
    const { replies } = await conversation(first, second);
    assertMatch(
      replies[1],
      /^(?:To [^\n]*?, here|Here) is a simple way to begin: \*helping a child with big feelings\*/,
      second,
    );
  }
  const { replies: lost } = await conversation("i feel lost", "say more");
  assert(!/^Thank you for telling me/.test(lost[1]), lost[1]);
  assert(quotationsIn(lost[1]).length > 0, lost[1]);
  // A practice asked to live a verse is a practice, not one named by a word ("live with what I did").
  const { replies: renewed } = await conversation("what does romans 12:2 mean", "give me a practice to live it");
  assert(!/forgiving yourself/.test(renewed[1]), renewed[1]);
  assert(numberedSteps(renewed[1]) >= 3, renewed[1]);
});

Deno.test("slips of the keyboard are mended before a message is read; English as written, British or American, is not", async () => {
  assertMatch(await replyTo("who was nichren"), /^Nichiren \(1222-1282\)/);
  assertMatch(await replyTo("im so stresed out"), /^[^\n]*: you're so stressed out\.\n/);
  assertMatch(await replyTo("how do buddists view jesus"), /^Buddhism has no single teaching about Jesus/);
  assertMatch(await replyTo("waht does the bibel say about forgivness"), /^Forgiveness in Christianity has two sides/);
  assertStringIncludes(
    await replyTo("my divorce was finalised yesterday. I thought I'd feel relieved but I just feel empty"),
    "your divorce was finalised yesterday",
  );
});

Deno.test("a passage pointed at by its source is found among those given, or said not to be there with one that is", async () => {
  const { replies: hope } = await conversation("what does the bible say about hope", "what about the psalm you quoted");
  assertMatch(hope[1], /^(?:I didn't quote the Psalms just now|Nothing from the Psalms was among those)/);
  assertMatch(hope[1], /" - Psalms \d+:\d+/);
  const { replies: money } = await conversation(
    "what does the bible say about money",
    "the one from matthew, what does it mean",
  );
  assertMatch(money[1], /^"No man can serve two masters[^"]*" - Matthew 6:24/);
  const { replies: patience } = await conversation(
    "what does the bible say about patience",
    "which of those is from paul",
  );
  assertMatch(patience[1], /^Of those, Romans 12:12 is from Paul/);
  // Asking the guide for verses tells nothing of one's own life.
  assert(!/^(?:Thank you for telling me|I'm sorry)/.test(await replyTo("give me verses on peace")));
});

Deno.test("a subject asked about in words nothing held uses is said to be beyond what is held, with no verse that shares a word", async () => {
  for (const message of ["tell me about the ottoman empire", "explain the tiebreak rule simply", "what is a novena"]) {
    const reply = await replyTo(message);
    assertMatch(reply, /^(?:I have no notes on|Nothing I hold speaks of) /, message);
    assertEquals(quotationsIn(reply).length, 0, message);
  }
  // Subjects of ours once missing from our notes: purgatory, the Crusades, a mantra; transubstantiation is the Eucharist's.
  assertMatch(await replyTo("what is purgatory"), /^Purgatory is the Catholic teaching/);
  assertMatch(await replyTo("tell me about the crusades"), /^The Crusades were military campaigns called by popes/);
  assertMatch(await replyTo("what is a mantra"), /^A mantra \(Sanskrit/);
  assertMatch(await replyTo("what is transubstantiation"), /^The Eucharist, also called Holy Communion/);
});

Deno.test("other religions, and meeting the dead again, are answered as the traditions hold them, with no side taken", async () => {
  const only = await replyTo("is jesus the only way to god");
  assertMatch(
    only,
    /^Christians answer this differently: some hold that salvation comes only through conscious faith in Christ/,
  );
  // Both views in the first sentence, so a reply that gives only one sentence still takes no side.
  assertMatch(only, /^[^.]*while others hold that God may save/);
  assertMatch(
    await replyTo("what does buddhism say about other religions"),
    /^Buddhism has long lived beside other traditions/,
  );
  const { replies } = await conversation("my mom died last month", "will i see her again");
  assertStringIncludes(replies[1], "Eagle Peak");
  assertStringIncludes(replies[1], "as others which have no hope");
});

Deno.test("a conclusion asked back is answered from the teaching; 'him' after the book of Job is Job", async () => {
  const { replies: empty } = await conversation("what is emptiness", "is that just nihilism");
  assertMatch(empty[1], /^Emptiness \(shunyata\) is not nihilism: it does not mean that nothing exists/);
  const { replies: self } = await conversation("what is non-self", "so i don't exist?");
  assertMatch(self[1], /^Non-self \(anatman\) does not deny that people exist or matter/);
  // One's own life told in the conclusion is the case the teaching is asked about, not a hardship told afresh.
  const { replies: karma } = await conversation(
    "what is karma",
    "so bad things happen to me because i did bad things?",
  );
  assertMatch(karma[1], /^Karma is not fate or punishment from outside/);
  // The sentence of the teaching that shares the conclusion's words answers it; else the misreading it rules out.
  const { replies: trinity } = await conversation("what is the trinity", "so there are three gods?");
  assertMatch(trinity[1], /^The Trinity is the Christian belief that there is one God/);
  const { replies: grace } = await conversation("what is grace", "so i can do whatever i want?");
  assertMatch(grace[1], /^Grace is no licence to sin[^\n]*\n\n"What shall we say then\?[^"]*" - Romans 6:1-2/);
  for (const opening of ["tell me about job", "tell me about the book of job"]) {
    const { replies } = await conversation(opening, "why did god let that happen to him");
    assertMatch(replies[0], /^Job: /, opening);
    assertMatch(replies[1], /Satan claims that Job fears God only because God has blessed him/, opening);
  }
  // What our notes on a person do not say is said plainly, with where their story can be read.
  const { replies: jonah } = await conversation("tell me about the book of jonah", "why did he run away");
  assertMatch(
    jonah[1],
    /^Our notes on Jonah don't say that[^]*"Now the word of the LORD came unto Jonah[^"]*" - Jonah 1:1-3/,
  );
});

Deno.test("steps asked after a follow-up are for what was told first; an occasion the question names is what they are for", async () => {
  // The verse asked for in between names nothing of its own: the steps are still for the sleepless night.
  const { replies: sleepless } = await conversation(
    "i can't sleep, my mind keeps racing about money",
    "any verse for that",
    "can you give me something to do right now",
  );
  assertMatch(
    sleepless[2],
    /^(?:To [^\n]*?, here|Here) is a simple way to begin: \*[^*]*(?:bed|night|sleep)[^*]*\*\.\n\n1\. /,
  );
  // "How do I tell them" after wanting to chant is the hard conversation, not the chanting again.
  const { replies: family } = await conversation(
    "i want to start chanting but my family is catholic and they'd freak out",
    "how do i tell them",
  );
  assertMatch(family[1], /\*preparing for a hard conversation\*/);
  // Asked how to do it, forgiving oneself is its own practice; "the Bible" only framed it.
  const { replies: forgiving } = await conversation(
    "what does the bible say about forgiving yourself",
    "ok but how do i actually do that",
  );
  assertMatch(forgiving[1], /\*forgiving yourself\*\.\n\n1\. /);
});

Deno.test("suicide asked about in general is answered with what both traditions teach, help first; the bereaved are met as the bereaved", async () => {
  const safe = withSafety(engine, lookup);
  const safeReply = async (message: string, history: ChatTurn[] = []) => {
    let reply = "";
    for await (const chunk of safe.reply({ history, message })) reply += chunk;
    return reply;
  };
  for (
    const message of [
      "is suicide a sin?",
      "is it a sin to kill yourself",
      "what does the bible say about suicide",
      "what does buddhism say about suicide",
      "do people who commit suicide go to hell",
      "is it a sin to think about ending your life",
    ]
  ) {
    const reply = await safeReply(message);
    assertMatch(reply, /^Both traditions hold every human life precious/, message);
    assertMatch(reply, /please reach out for help now/, message);
    // A word search found "men seek death" (Revelation 9:6) and the sin offering's slaughter (Leviticus 14:13).
    assert(!/Revelation 9:6|Amos 9:2|Leviticus|sin offering/.test(reply), `${message}: ${reply}`);
    assertMatch(reply, /\[SUPPORT kind=suicide/, message);
  }
  // Told of a death by suicide in any common wording, it is grief, said back without the manner of death.
  const told = await safeReply("my friend killed himself last month");
  assertMatch(told, /^[^\n]*your friend died by suicide last month\./);
  assert(quotationsIn(told).some(({ reference }) => ["Matthew 5:4", "Psalms 34:18"].includes(reference)), told);
  const history: ChatTurn[] = [{ role: "user", content: "my dad took his own life when i was 12" }, {
    role: "assistant",
    content: told,
  }];
  assertMatch(await safeReply("what does buddhism say about suicide", history), /^Many people have feared/);
  assertMatch(await safeReply("will god forgive him", history), /^Many people have feared/);
  // Those answers are for those questions: a verse they cite, explained, is not taught as being about suicide.
  assert(!/suicide/i.test(await replyTo("explain Romans 8:38-39")));
});

Deno.test("Jesus and the Buddha named for their traditions: on wealth is the teaching on wealth, what they agree on is what the traditions share", async () => {
  assertMatch(
    await replyTo("jesus vs buddha on wealth"),
    /^\*\*In Christianity:\*\* Jesus told his hearers not to lay up treasures on earth/,
  );
  assertMatch(
    await replyTo("what would jesus and the buddha agree on"),
    /^Christians and Buddhists share much in how they teach people to live/,
  );
  assertEquals(persona.about("do both religions believe in an afterlife", []).kind, "comparison");
});

Deno.test("follow-ups that turn to the other text 'instead', ask a practice for a teaching, or how to get out of a state keep the subject", async () => {
  const hope = await conversation("give me a verse about hope", "something from the lotus sutra instead");
  assertMatch(hope.replies[1], /\*Lotus Sutra, Chapter \d+/);
  assert(!hope.replies[1].startsWith("The Lotus Sutra (Sanskrit"), hope.replies[1]);
  const anxiety = await conversation("what does the bible say about anxiety", "ok what's a practice for that");
  assertMatch(anxiety.replies[1], /^(?:To [^\n]*?, here|Here) is a simple way to begin: \*/);
  const anger = await conversation("i'm always angry at everyone lately", "how do i get out of it");
  assertMatch(anger.replies[1], /^(?:To [^\n]*?, here|Here) is a simple way to begin: \*a practice for anger\*/);
});

Deno.test("a reply of one line never opens with a word that leans on a line before it", async () => {
  for (const message of ["lol", "ok", "asdfgh", "hmm", "nam myoho renge kyo", "are you jesus"]) {
    for (const paragraph of (await replyTo(message)).split("\n\n").slice(0, 1)) {
      assert(!/^(?:Or|And|But|Also)\b/.test(paragraph), `${message}: ${paragraph}`);
    }
  }
  // No stock line leans on another, since any may be said alone.
  const phrases: Record<string, unknown> = JSON.parse(
    await Deno.readTextFile(new URL("../../data/persona/phrases.json", import.meta.url)),
  );
  assert(!(phrases.greetingOffer as string[]).some((line) => /^Or\b/.test(line)));
});

Deno.test("after a loss: how to talk to him is steps, 'is it my fault' is met without confession, and more told stays on it", async () => {
  const { replies } = await conversation(
    "i had a miscarriage and my husband doesn't seem sad at all",
    "how do i talk to him about it",
    "is it my fault",
  );
  assertMatch(replies[1], /^(?:To [^\n]*?, here|Here) is a simple way to begin: \*preparing for a hard conversation\*/);
  const blame = quotationsIn(replies[2]).map(({ reference }) => reference);
  assert(blame.includes("John 9:2-3"), replies[2]);
  // Confession is for a wrong done; self-blame after a loss is not one.
  assert(!blame.some((reference) => ["Psalms 32:5", "1 John 1:9"].includes(reference)), replies[2]);
  const numb = await conversation("i feel numb since the diagnosis", "everyone says be positive but i can't");
  assert(!numb.replies[1].startsWith("These are the passages nearest your words"), numb.replies[1]);
  assertMatch(numb.replies[1], /everyone says be positive but you can't/);
});

Deno.test("'what's written on it' after the Gohonzon is answered from what it is", async () => {
  const { replies } = await conversation("what is the gohonzon", "do i have to have one", "what's written on it");
  assertMatch(replies[2], /^The Gohonzon \(“object of fundamental respect”, or object of devotion\) is the scroll/);
});

Deno.test("'which verse is the most famous' after a chapter is the verse of it our notes cite most", async () => {
  const romans = await conversation("explain romans 8", "which verse is most quoted");
  assertMatch(romans.replies[1], /^"And we know that all things work together for good[^"]*" - Romans 8:28\n/);
  const psalm = await conversation("explain psalm 23", "what's the best known line");
  assert(!psalm.replies[1].startsWith(psalm.replies[0].split("\n\n")[0]), psalm.replies[1]);
});

Deno.test("questions of practice in daily life: eating meat, yoga, working on Sunday are answered, never declined", async () => {
  assertMatch(await replyTo("what does buddhism say about eating meat"), /^Buddhists differ on eating meat\./);
  const yoga = await replyTo("can christians do yoga");
  assertNotEquals(persona.about("can christians do yoga", []).kind, "out-of-scope");
  assertMatch(yoga, /^Yoga comes from Hindu tradition/);
  assertMatch(await replyTo("is it wrong to work on sunday"), /^The Sabbath is the seventh day of rest/);
});

Deno.test("common questions: children who die, Catholic and Protestant, a Buddhist at church", async () => {
  assertMatch(
    await replyTo("what happens to babies who die"),
    /^Christians widely trust that children who die are safe with God\./,
  );
  assertMatch(
    await replyTo("what's the difference between catholic and protestant"),
    /^Catholics and Protestants share the creeds/,
  );
  assertMatch(await replyTo("can a buddhist go to church"), /^Some people draw on both Christianity and Buddhism/);
});

Deno.test("'i'm pregnant!!' is good news and a dying pet is grieved; neither gets the passages nearest its words", async () => {
  const pregnant = await replyTo("i'm pregnant!! we've been trying for 3 years");
  assertMatch(pregnant, /^(?:What wonderful news|Congratulations|That is wonderful)/);
  assert(!pregnant.includes("Luke 21:23"), pregnant);
  const dog = await replyTo("my dog is sick and the vet says there's nothing more they can do");
  assertEquals(
    persona.analyse("my dog is sick and the vet says there's nothing more they can do", []).situations[0]?.id,
    "pet-loss",
  );
  assert(quotationsIn(dog).length > 0, dog);
  // Frightened, it is met where it hurts, not congratulated.
  assert(
    !/^(?:What wonderful news|Congratulations|That is wonderful)/.test(
      await replyTo("i'm pregnant and i'm terrified, i didn't plan this"),
    ),
  );
});

Deno.test("news of one's own life is met with passages for it, never a verse its words happen to match", async () => {
  const adopted = await replyTo("we just adopted a little girl");
  assert(!adopted.includes("2 Kings 5:2"), adopted);
  assert(quotationsIn(adopted).length > 0, adopted);
  // Told of one's life with no situation named, verses of woe and wrath rank low.
  const twins = await replyTo("i'm expecting twins, found out today");
  assert(!/\bwoe\b|\bwrath\b/i.test(twins), twins);
});

Deno.test("a death told beside a question is met with sorrow first, then the question is answered", async () => {
  const grandma = await replyTo("my grandma passed away yesterday. do buddhists believe in heaven?");
  assertMatch(grandma, /^I'm so sorry[^\n]*: your grandma passed away yesterday\.\n\n/);
  // The question is answered, not only the grief met: a Buddhist answer about a heaven-like realm.
  assertMatch(grandma, /Pure Land|Buddha land/);
  const dog = await replyTo("my dog died this morning, do animals go to heaven?");
  assertMatch(dog, /^I'm so sorry[^\n]*: your dog died this morning\.\n\nThe Bible does not say directly/);
  const uncle = await replyTo("my uncle killed himself, is he in heaven now?");
  assertMatch(uncle, /^I'm so sorry[^\n]*: your uncle died by suicide\.\n\nMany people have feared/);
  // A death is never thanked for as news.
  assert(!/^Thank you for telling me/.test(await replyTo("my mom passed away last night")));
});

Deno.test("what is told of God is met for what it is: silence, a calling, a presence felt; never passages found by 'feel'", async () => {
  const silent = await replyTo("i feel like god stopped listening to me");
  // "feel" had found "he shall not feel quietness in his belly" (Job 20:20) and Samson feeling the pillars.
  assert(!/Job 20:20|Judges 16:26/.test(silent), silent);
  assert(quotationsIn(silent).some(({ reference }) => /^Psalms (?:42|13|63)\b/.test(reference)), silent);
  const calling = await replyTo("i feel like god wants me to be a pastor");
  // Not a request to play a pastor, and no hardship to be sorry for.
  assert(!/I'm an AI|^(?:That sounds hard|I'm sorry|That is a lot to carry)/.test(calling), calling);
  assert(quotationsIn(calling).some(({ reference }) => ["1 Samuel 3:10", "Isaiah 6:8"].includes(reference)), calling);
  assert(!/heaviest/.test(calling), calling);
  const presence = await replyTo("i feel god's presence when i walk in the woods");
  assert(!/^(?:I'm sorry|That sounds hard|That is a lot to carry)/.test(presence), presence);
  // Told something no teaching names, the guide asks to hear more rather than quote verses found by its words.
  const unknown = await replyTo("i feel like god is a river");
  assertEquals(quotationsIn(unknown), [], unknown);
});

Deno.test("two practices asked for get two; a choice between the traditions is the visitor's; a daily practice is steps", async () => {
  const two = await replyTo("give me two breathing practices for anxiety");
  assertMatch(two, /^(?:To [^\n]*?, here|Here) is a simple way to begin: \*[^*]+\*\.\n\n1\. /);
  assertMatch(two, /\n\n(?:Another to try|Or, another way): \*[^*]+\*\. \S/);
  // A name that holds "anger" in another word ("welcoming a stranger") is no practice for anger.
  const anger = await replyTo("what are some practices for anger");
  assert(!/stranger/i.test(anger), anger);
  const { replies } = await conversation("what's the difference between prayer and chanting", "which one should i do");
  assertMatch(replies[1], /^I'm an AI, and I don't take sides between the traditions:/);
  assertMatch(
    await replyTo("i want to start a daily practice"),
    /^(?:To [^\n]*?, here|Here) is a simple way to begin: \*[^*]+\*\.\n\n1\. /,
  );
});

Deno.test("a person asked to be a teaching of the other tradition is answered about the person first", async () => {
  const jesus = await replyTo("Is Jesus basically a bodhisattva?");
  // It had answered about saints, with Romans 1:7.
  assertMatch(jesus, /^Christians would not put it that way/);
  assert(!/Romans 1:7|saints/i.test(jesus), jesus);
  assert(
    quotationsIn(jesus).some(({ reference }) =>
      ["Mark 10:45", "Philippians 2:7", "Matthew 9:36", "John 15:13"].includes(reference)
    ),
    jesus,
  );
  assertMatch(jesus, /\*\*In Buddhism:\*\* A bodhisattva/);
  assertMatch(
    await replyTo("is shakyamuni a god"),
    /^Not in Buddhism's own terms: Shakyamuni is revered as an awakened teacher/,
  );
  // What a person taught of the teaching is another question.
  assert(!/^Not in Buddhism's own terms/.test(await replyTo("did the buddha believe in god")));
});

Deno.test("'is everything that happens to me my fault?' after karma is answered from karma: not fate or punishment", async () => {
  const { replies } = await conversation("what is karma in buddhism", "so is everything that happens to me my fault?");
  // It had answered with dependent origination's "everything arises in dependence on causes".
  assertMatch(replies[1], /^Karma is not fate or punishment from outside/);
});

Deno.test("'what about the older brother' after the prodigal son is that part of the parable, in the Bible's words for it", async () => {
  const { replies } = await conversation("tell me the parable of the prodigal son", "what about the older brother");
  // It had got verses on brotherly love (Proverbs 17:17, Romans 12:10).
  const references = quotationsIn(replies[1]).map(({ reference }) => reference);
  assert(references.includes("Luke 15:25"), replies[1]);
  assert(references.every((reference) => reference.startsWith("Luke 15:")), replies[1]);
});

Deno.test("in a life told, a summary is not chosen for one word it shares ('my dream school' is no Buddhist school)", async () => {
  const reply = await replyTo("i got into my dream school!!");
  const summaries = reply.split("\n\n").filter((paragraph) => paragraph.includes("(our summary)"));
  assert(summaries.length > 0, reply);
  // It had quoted Nichiren's criticism of "the True Word school and the Tendai patriarchs".
  assert(summaries.every((summary) => !/\bschool\b/i.test(summary)), reply);
});

Deno.test("'what does namu mean' is answered by the teaching whose name holds the word, not an empty offer", async () => {
  // It had got only "What would you like to look at today?".
  assertMatch(
    await replyTo("what does namu mean"),
    /^The daimoku is Nam-myoho-renge-kyo[^\n]*\bNam \(from Sanskrit namas\) means devotion/,
  );
  // Asked for its meaning, "myoho" is the Mystic Law, not the lay nun Myoho; asked who, it is her.
  assertMatch(await replyTo("what does myoho mean"), /^The Mystic Law \(Japanese myoho/);
  assertMatch(await replyTo("who was myoho"), /lay nun Myoho/);
});

Deno.test("a story asked for by name is told in a run of its verses", async () => {
  const cana = await replyTo("what happened at the wedding at cana");
  // It had got verses for a wedding of one's own (Ruth 1:16, 1 Corinthians 13).
  const [first] = quotationsIn(cana);
  assertMatch(first?.reference ?? "", /^John 2:\d+-\d+$/);
  const zacchaeus = await replyTo("what's the story of zacchaeus");
  // It had quoted one verse, the one naming him.
  assertMatch(quotationsIn(zacchaeus)[0]?.reference ?? "", /^Luke 19:\d+-\d+$/);
  assertMatch(zacchaeus, /climbed up into a sycomore tree/);
});

Deno.test("someone pointed back to keeps the tradition they were told in", async () => {
  const { replies } = await conversation(
    "my grandmother is a buddhist and she is dying",
    "what would she want to hear",
  );
  // It had answered with Ecclesiastes 3 and James 4:14.
  assertEquals(quotationsIn(replies[1]), [], replies[1]);
  assertMatch(replies[1], /\*(?:Lotus Sutra, Chapter \d+|[^*]+\(Gosho Volume [IV]+\))[^*]*\* \(our summary\)/);
});

Deno.test("news of a friend's baby is celebrated with the passages for it; told words are said back to the visitor", async () => {
  const baby = await replyTo("my best friend just had a baby girl!");
  assert(!/^(?:I'm glad you said it|Thank you for telling me|That sounds hard|I'm sorry)/.test(baby), baby);
  // Its rare words had found "a teacher of babes" (Romans 2:20).
  assert(!/Romans 2:20/.test(baby), baby);
  assertMatch(await replyTo("i can't forgive my father for leaving us"), /your father for leaving you\./);
  const women = await replyTo("what does the lotus sutra say about women");
  assertMatch(women, /Lotus Sutra, Chapter 12/);
});

Deno.test("why bad things happen is answered; how long to chant is said first; 'in simple words' adds today's English", async () => {
  const why = await replyTo("why do bad things happen to good people");
  // It had opened "Both traditions speak to suffering directly" and given only passages.
  assertMatch(why, /^Both traditions take suffering seriously/);
  assertMatch(
    await replyTo("how long should i chant each day"),
    /^[^\n]*\bfive minutes\b[^\n]*\n\nHere is a simple way to begin/,
  );
  const simple = await replyTo("can you explain romans 8:28 in simple words");
  assertMatch(simple, /^"And we know that all things work together for good[^\n]*" - Romans 8:28\n\n/);
  assertMatch(
    simple,
    /“We know that all things work together for good for those who love God[^”]*” \(World English Bible, Romans 8:28\)/,
  );
});

Deno.test("being gay, asked about or told, is met with care: what the churches hold, never a verse found by the word", async () => {
  const asked = await replyTo("is it a sin to be gay?");
  // It had quoted "him that weareth the gay clothing" (James 2:3) and "make me to know my transgression".
  assert(!/James 2:3|Job 13:23/.test(asked), asked);
  assertMatch(asked, /^Christians disagree on this, and sincerely\./);
  assertMatch(asked, /no one should be shamed or cast out for who they are/);
  const told = await replyTo("my son is gay and my church says it's a sin. i don't know what to think");
  // Not condolence for who the son is, and no practice of confession for a judgement someone else made.
  assert(!/^(?:I'm sorry|That sounds hard|That is a lot to carry)/.test(told), told);
  assert(!/confess/i.test(told), told);
  const own = await replyTo("i think i'm gay and i'm scared to tell my parents");
  assert(!/^(?:I'm sorry|That sounds hard|That is a lot to carry)/.test(own), own);
});

Deno.test("'how does that apply to my life' after a parable is what it means for a life, then a practice with its passage; 'i'm bored' finds no verse by sound", async () => {
  const { replies } = await conversation("explain the parable of the mustard seed", "how does that apply to my life");
  // It had given steps for talking with children about faith; then the steps alone, with no word of what it means.
  assertMatch(
    replies[1],
    /^[^\n]*not to look down on small beginnings\.\n\nHere is a simple way to begin: \*lectio divina/,
  );
  const bored = await replyTo("i'm bored");
  // "bored" had found "she bare him Zimran" (Genesis 25:2).
  assertEquals(quotationsIn(bored), [], bored);
});

Deno.test("self-harm asked about in general is met with no condemnation and with help; hell is not taught with 'cut it off'", async () => {
  const safe = withSafety(engine, lookup);
  for (const message of ["what does the bible say about self harm", "is cutting yourself a sin?"]) {
    let reply = "";
    for await (const chunk of safe.reply({ history: [], message })) reply += chunk;
    // "condemned of himself" (Titus 3:11) and "indignation and wrath" (Romans 2:8) had been found by its words.
    assert(!/Titus 3:11|Romans 2:8|Psalms 32:5/.test(reply), `${message}: ${reply}`);
    assertMatch(reply, /^Neither tradition sees hurting yourself as something you deserve/, message);
    assertMatch(reply, /you are not condemned: please tell someone you trust/, message);
    assertMatch(reply, /\[SUPPORT kind=self-harm/, message);
  }
  assert(!/cut it off|Mark 9:43/.test(await replyTo("is hell real")));
});

Deno.test("'how do i explain death to my 5 year old' is steps for helping a child, not 'no practice for that'", async () => {
  const reply = await replyTo("how do i explain death to my 5 year old");
  assertMatch(reply, /^(?:To [^\n]*?, here|Here) is a simple way to begin: \*[^*]*child[^*]*\*\.\n\n1\. /);
});

Deno.test("steps chosen for a follow-up bring no second practice from the turn before", async () => {
  const { replies } = await conversation("give me two breathing practices for anxiety", "what can i do tonight in bed");
  assertMatch(replies[0], /\n\n(?:Another to try|Or, another way): /);
  assertMatch(replies[1], /^(?:To [^\n]*?, here|Here) is a simple way to begin: /);
  assert(!/(?:Another to try|Or, another way): /.test(replies[1]), replies[1]);
});

Deno.test("what to say to someone else who is hurting is steps for being there; one's own news to tell is a hard conversation", async () => {
  const practiceOf = (reply: string) => /[Hh]ere is a simple way to begin: \*([^*]+)\*/.exec(reply)?.[1];
  const sister = await conversation("my sister is getting divorced and she is devastated", "what do i say to her");
  assertEquals(practiceOf(sister.replies[1]), "being there for someone who is hurting", sister.replies[1]);
  const told = await replyTo("my friend's dad passed away. what should i text her?");
  assertMatch(told, /^I'm so sorry/);
  assertEquals(practiceOf(told), "being there for someone who is hurting", told);
  assert(numberedSteps(told) >= 3, told);
  const job = await conversation(
    "i lost my job today and i don't know what to tell my wife",
    "what should i say to her",
  );
  assertEquals(practiceOf(job.replies[1]), "preparing for a hard conversation", job.replies[1]);
  // The "me" of "tell me about" asks for teaching; it tells no good news of the visitor's.
  const gratitude = await replyTo("ok then tell me something about gratitude");
  assertEquals(persona.about("ok then tell me something about gratitude", []).kind, "concept");
  assert(!/^(?:That is good news|I'm glad)/.test(gratitude), gratitude);
});

Deno.test("a summary shown for a teaching is its sentences nearest the teaching, not a passing mention of its name", async () => {
  for (const [message, id] of [["what is karma", "karma"], ["what is the difference between karma and sin", "karma"]]) {
    const definition = stemsOf(knowledge().glossary.get(id)!.definition);
    const reply = await replyTo(message);
    const summaries = [...reply.matchAll(/\(our summary\): ([^\n]+)/g)].map((match) => match[1]);
    assert(summaries.length > 0, reply);
    for (const summary of summaries) assert(sharedStems(definition, summary) >= 2, `${message}: ${summary}`);
  }
});

Deno.test("steps asked after a hard time told, with no question mark, are steps that suit the time or place asked for", async () => {
  const flying = await conversation("i get really anxious before flying", "anything i can do on the plane");
  assert(numberedSteps(flying.replies[1]) >= 3, flying.replies[1]);
  const work = await conversation("work is crushing me lately", "something i can do at my desk");
  assertEquals(persona.about("work is crushing me lately", []).kind, "feeling");
  const named = /[Hh]ere is a simple way to begin: \*([^*]+)\*/.exec(work.replies[1])?.[1];
  const practice = knowledge().practices.all.find((candidate) => candidate.name.toLowerCase() === named?.toLowerCase());
  assert(practice?.when.includes("at work"), work.replies[1]);
});

Deno.test("what a teaching is, asked for one's own life, is answered: forgiving is not letting back in; depression is no lack of faith", async () => {
  const message = "is forgiving the same as letting him back in my life";
  assertEquals(persona.about(message, []).kind, "concept");
  assertMatch(await replyTo(message), /^Forgiveness [^\n]*does not mean/);
  const depression = await replyTo("is my depression just a lack of faith");
  assertMatch(paragraphs(depression)[1], /not a lack of faith/);
  // A teaching only touched on is not the question: "prayer" is not defined to someone who prays and feels empty.
  assert(!/Prayer is /.test(await replyTo("why do i feel so empty even though i pray every day?")));
});

Deno.test("why someone in a parable did what they did is answered with what the parable means, not its telling again", async () => {
  const sheep = await conversation("tell me about the parable of the lost sheep", "why would he leave the 99");
  assertMatch(paragraphs(sheep.replies[1])[0], /^Jesus told it to people who grumbled/);
  assert(quotationsIn(sheep.replies[1]).length === 1, sheep.replies[1]);
  const son = await conversation("what is the prodigal son about", "why did the father run");
  assertMatch(paragraphs(son.replies[1])[0], /^The Prodigal Son pictures God's welcome/);
  // A Lotus parable too; and the Bible's likeness asked after "isn't that lying?" is of the teaching that answers it
  // (expedient means), not of a teaching the chapter only also cites.
  const house = await conversation(
    "tell me about the burning house parable",
    "why didn't the father just tell his kids the truth? isn't that lying",
    "is there anything like that in the bible?",
  );
  assertMatch(paragraphs(house.replies[1])[0], /The Buddha asks whether the father lied/);
  assertMatch(house.replies[2], /^Jesus' parables also meet listeners where they are/);
  // Asked of the story with no question of lying, the likeness is the parable's own.
  const rescue = await conversation(
    "tell me about the burning house parable",
    "is there anything like that in the bible?",
  );
  assertMatch(rescue.replies[1], /^Christians have rescue images of their own/);
});

Deno.test("what to expect at a service or meeting is the practice for a first visit, whichever tradition's gathering it is", async () => {
  for (
    const message of [
      "i'm going to a buddhist meeting for the first time tomorrow, what should i expect",
      "what do people do at a nichiren buddhist meeting",
      "what happens at a catholic mass",
    ]
  ) {
    assertMatch(
      await replyTo(message),
      /^(?:To [^\n]*?, here|Here) is a simple way to begin: \*going to a service or meeting/,
      message,
    );
  }
  // What to expect after death asks no steps.
  assert(persona.about("what should i expect after death", []).kind !== "steps");
  // A meeting at work is no service: no first visit to a church for it.
  assert(!/service or meeting/.test(await replyTo("i have a big meeting at work tomorrow, how do i calm down")));
});

Deno.test("asked when a practice will work, the guide promises no result or timetable", async () => {
  const chant = await conversation("teach me how to chant", "how long until i see results");
  assertMatch(paragraphs(chant.replies[1])[0], /no timetable and no guaranteed result/);
  assertMatch(await replyTo("does prayer really work?"), /^Christians believe that God hears every prayer/);
  assertMatch(await replyTo("why doesnt god answer my prayers"), /an answer may be yes, not yet, or something other/);
});

Deno.test("asked to pray for them, the guide says it cannot and gives words to pray, not a lesson on what prayer is", async () => {
  for (const message of ["pray for me", "can you pray for me", "please pray for my family"]) {
    const reply = await replyTo(message);
    assertMatch(reply, /^I'm an AI, so I can't pray or chant for you myself\./, message);
    assertEquals(quotationsIn(reply).length, 1, reply);
    assert(!/Prayer is conversation with God/.test(reply), reply);
  }
});

Deno.test("a teaching the visitor did not follow is said again in everyday words, both of two set side by side", async () => {
  for (const entry of knowledge().glossary.all) {
    // Our own short words: no quotation to check, no gloss in brackets, not a sentence of the definition again.
    assert(entry.plain.split(/\s+/).length <= 35 && !/[“”"();]/.test(entry.plain), entry.id);
    const copied = entry.plain.split(/(?<=\.) /).filter((sentence) => sentence.split(" ").length > 6)
      .some((sentence) => entry.definition.includes(sentence));
    assert(!copied, entry.id);
  }
  const karma = knowledge().glossary.get("karma")!;
  const sin = knowledge().glossary.get("sin")!;
  const both = await conversation("what is the difference between karma and sin", "can you explain that more simply");
  assert(both.replies[1].includes(karma.plain) && both.replies[1].includes(sin.plain), both.replies[1]);
  assertMatch(
    await replyTo("what is grace in simple terms"),
    new RegExp(`^${knowledge().glossary.get("grace")!.plain}`),
  );
  for (const asked of ["i dont get it", "explain it like im 5", "tl;dr", "thats too complicated"]) {
    const { replies } = await conversation("what is karma", asked);
    assertMatch(paragraphs(replies[1])[0], new RegExp(`^[A-Z][a-z ]+: ${karma.plain.slice(0, 30)}`), asked);
  }
});

Deno.test("a narrower question after a name ('what about nichiren, where did he live') is answered, with its subject named", async () => {
  assertMatch(await replyTo("ok what about nichiren, where did he live"), /^Nichiren lived at Mount Minobu/);
  assertMatch(await replyTo("what about peter - how did he die?"), /^Peter led the early church/);
});

Deno.test("how to become a Christian or a Buddhist is steps for that, with no pressure, not a meditation or the examen", async () => {
  const begins = (reply: string) => /^(?:To [^\n]*?, here|Here) is a simple way to begin: \*([^*]+)\*/.exec(reply)?.[1];
  assertEquals(begins(await replyTo("how do i become a christian")), "becoming a Christian");
  assertEquals(begins(await replyTo("how do i become a buddhist")), "becoming a Nichiren Buddhist");
  const start = await replyTo("i want to become a nichiren buddhist, where do i start");
  assertEquals(begins(start), "becoming a Nichiren Buddhist");
  assertMatch(start, /never obliged to join, give money or sign up/);
});

Deno.test("whether one must give up one's own faith is the teaching on both traditions, not a word on hope", async () => {
  const { replies } = await conversation("how do i become a buddhist", "do i have to give up being christian");
  assertMatch(replies[1], /belong fully to both/);
  assert(!/\bhope\b/i.test(paragraphs(replies[1])[0]), replies[1]);
});

Deno.test("a part of the chapter or a short question of fact after a subject stays on it, never off-topic", async () => {
  const psalm = await conversation(
    "explain psalm 23",
    'what does "restoreth my soul" mean',
    "and the valley of the shadow?",
  );
  assertEquals(quotationsIn(psalm.replies[2])[0]?.reference, "Psalms 23:4", psalm.replies[2]);
  const lotus = await conversation(
    "what is the lotus sutra about",
    "how many chapters are there",
    "which one is the most important",
  );
  assertMatch(lotus.replies[1], /28 chapters/);
  assertMatch(lotus.replies[2], /Expedient Means[^\n]*Life Span/);
  const peter = await conversation("who was peter", "when did he die");
  assertMatch(peter.replies[1], /^Peter [^\n]*martyred/);
});

Deno.test("a sick pet and being put down by others or oneself are met with passages for them, never by chance words", async () => {
  const dog = await replyTo("my dog is sick and the vet says she might not make it");
  assert(quotationsIn(dog).length > 0, dog);
  const pets = curatedFor("pet-loss").passages.bible;
  assert(quotationsIn(dog).every(({ reference }) => pets.some((cited) => reference.startsWith(cited))), dog);
  for (const message of ["my mom keeps criticizing everything i do", "i criticize myself all the time"]) {
    const reply = await replyTo(message);
    assert(!/^I'm glad you said it/.test(reply), reply);
    const worth = curatedFor("self-worth").passages.bible;
    assert(quotationsIn(reply).some(({ reference }) => worth.some((cited) => reference.startsWith(cited))), reply);
  }
});

Deno.test("how one tradition sees the other's founder is said as its people say it; a contest between them is declined", async () => {
  assertMatch(await replyTo("how do buddhists view jesus"), /^Buddhism has no single teaching about Jesus/);
  assertMatch(
    await replyTo("what do christians think of the buddha"),
    /^Christianity has no single teaching about the Buddha/,
  );
  // Asked in their own tradition's terms, the person is who that tradition says they are.
  assertMatch(await replyTo("who was jesus"), /^Jesus \(/);
  for (const message of ["who would win in a fight jesus or buddha", "who is greater, jesus or the buddha?"]) {
    assertMatch(await replyTo(message), /^I'm an AI, and I don't take sides between the traditions:/, message);
  }
});

Deno.test("a Christian teaching asked of Buddhism is answered from the Buddhist side first, where a real likeness exists", async () => {
  for (const message of ["what does buddhism say about forgiveness", "what would the buddha say about forgiveness"]) {
    assertMatch(await replyTo(message), /^Buddhism speaks less of forgiving and more of letting go of anger/, message);
  }
  assertMatch(
    await replyTo("what would a buddhist say about unanswered prayer"),
    /^Nichiren Buddhists also pray, by chanting/,
  );
  assertMatch(await replyTo("what is forgiveness"), /^Forgiveness in Christianity/);
});

Deno.test("mixed news stays where it hurts in the next turn; autism told is no sickness; a child's siblings are children", async () => {
  const pregnant = await conversation("i'm pregnant and scared", "what verse can i hold onto");
  assert(!/Congratulations/.test(pregnant.replies[1]), pregnant.replies[1]);
  const autism = await conversation("my son was just diagnosed with autism", "how do i explain it to his siblings");
  assert(!/sickness|languishing|^I'm sorry/.test(autism.replies[0]), autism.replies[0]);
  assertMatch(
    autism.replies[1],
    /^(?:To [^\n]*?, here|Here) is a simple way to begin: \*helping children through a hard time\*/,
  );
  assertMatch(await replyTo("my mom was diagnosed with cancer"), /Psalms 112:7|Isaiah 41:10|Psalms 41:3/);
});

Deno.test("asked for a favourite that is not in the texts, the guide has none and offers no verse; a favourite psalm is a psalm", async () => {
  for (const message of ["what's your favorite color", "whats your favorite food"]) {
    const reply = await replyTo(message);
    assertMatch(reply, /^I'm an AI, so I have no favourites of my own\.\n\n/, message);
    assertEquals(quotationsIn(reply).length, 0, reply);
  }
  assertMatch(quotationsIn(await replyTo("what is your favorite psalm"))[0]?.reference ?? "", /^Psalms /);
});

Deno.test("'another one like that' is a passage not given yet on the same theme; 'which letter was that from' names it", async () => {
  const { replies } = await conversation(
    "what does the bible say about anxiety",
    "the second verse, who wrote it",
    "can you give me another one like that",
  );
  const before = new Set(replies.slice(0, 2).flatMap((reply) => quotationsIn(reply).map(({ reference }) => reference)));
  const another = quotationsIn(replies[2]);
  assertEquals(another.length, 1, replies[2]);
  assert(!before.has(another[0].reference), replies[2]);
  assert(
    knowledge().glossary.get("worry-and-anxiety")!.passages.some((cited) =>
      another[0].reference === cited || cited.startsWith(`${another[0].reference}-`) ||
      another[0].reference.startsWith(`${cited.split("-")[0]}`)
    ),
    replies[2],
  );
  const letters = await conversation("what does nichiren say about hardship", "which letter was that from");
  assertMatch(letters.replies[1], /^Nichiren wrote \*[^*]+\(Gosho Volume [IV]+\)\*/);
});

Deno.test("'where is that from?' names the passage just given and its book; 'and the highest?' asks the question before of it; 'why was he important?' is what he is remembered for", async () => {
  const courage = await conversation("give me a verse for courage", "another one please", "where is that from");
  const given = quotationsIn(courage.replies[1])[0]?.reference;
  assert(given, courage.replies[1]);
  assertMatch(
    courage.replies[2],
    new RegExp(`^That is ${given.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}, in the book of `),
  );
  const hope = await conversation("give me a verse about hope", "what book is that in");
  assertMatch(hope.replies[1], /^That is [1-3]? ?[A-Z][a-z]+ \d+:\d+(?:-\d+)?, in the book of /);
  // Of a story just told, every passage that tells it, and the telling itself quoted.
  const seed = await conversation("tell me about the parable of the mustard seed", "where is it in the bible?");
  assertMatch(seed.replies[1], /^In our notes, \*The Mustard Seed\* is found in Matthew 13:31-32, [^.]*Mark 4:30-32\./);
  assertStringIncludes(seed.replies[1], "- Matthew 13:31-32");
  // Asked for in full after a part was quoted, the passage named, whole.
  const commandments = await conversation("what are the ten commandments", "where can i read them in full");
  assertMatch(commandments.replies[1], /^That is Exodus 20:1-17, in the book of Exodus\./);
  assertStringIncludes(commandments.replies[1], "Thou shalt have no other gods before me.");
  assertStringIncludes(commandments.replies[1], '" - Exodus 20:1-17');
  const sheep = await conversation("what is the parable of the lost sheep", "where can i read it");
  assertMatch(sheep.replies[1], /^That is Luke 15:3-7, in the book of Luke\./);
  const worlds = await conversation("tell me about the ten worlds", "which one is the lowest", "and the highest?");
  assertMatch(worlds.replies[1], /^Hell\b/);
  assertMatch(worlds.replies[2], /^Buddhahood\b/);
  // "When did he die?" of Nichiren: his own death, not his teacher's.
  const nichiren = await conversation("who was nichiren", "when did he die");
  assertMatch(nichiren.replies[1], /^[^.]*\bdied\b[^.]*1282/);
  // Why someone matters is what they are remembered for, though no note has the word "important".
  const disciple = await conversation("who was Shariputra", "why was he important");
  assertMatch(
    disciple.replies[1],
    /^[^.]*Shariputra was one of the Buddha's two chief disciples, renowned as foremost in wisdom\./,
  );
  // Said before, if only in part, the account is not given whole again.
  const founder = await conversation("who was Nichiren", "tell me more about him", "why was he important");
  assertMatch(founder.replies[2], /^In short, as I said: Nichiren was a Japanese Buddhist priest/);
  const king = await conversation("who was king david", "what's so special about him");
  assertMatch(king.replies[1], /^[^.]*\bDavid was the shepherd boy\b/);
});

Deno.test("a Bible saying set beside a Buddhist teaching just explained is the likeness and the verse that says it", async () => {
  const karma = await conversation("what is karma", 'is that like "you reap what you sow"?');
  assertMatch(karma.replies[1], /^As I said, the Bible also holds people accountable for their deeds/);
  const [verse] = quotationsIn(karma.replies[1]);
  assertMatch(verse?.text ?? "", /\bsow\w*\b.*\breap\b|\breap\b.*\bsow\w*\b/, karma.replies[1]);
  // A likeness of a Christian teaching in everyday words is a question about it, not a turn to Buddhism.
  const sabbath = await conversation("what is the sabbath", "is that kind of like a day of rest");
  assert(!/gongyo|Lotus Sutra|Gosho/i.test(sabbath.replies[1]), sabbath.replies[1]);
});

Deno.test("how the other tradition would read a story just told is its parallel, and the verse the likeness names is quoted", async () => {
  const prodigal = await conversation("what's the parable of the prodigal son", "how would a buddhist read it");
  assertMatch(prodigal.replies[1], /^The Lotus Sutra's parable of the wealthy man and his poor son/);
  const house = await conversation("explain the burning house", "what would a christian make of that story");
  assertMatch(house.replies[1], /^Christians have rescue images of their own/);
  const physician = await conversation("explain the parable of the skilled physician", "is there a bible equivalent?");
  assert(
    quotationsIn(physician.replies[1]).some(({ reference }) => reference === "Matthew 9:12"),
    physician.replies[1],
  );
});

Deno.test("why a book's facts are so, when our notes give no reason, is said plainly rather than the facts again", async () => {
  const hebrews = await conversation("who wrote hebrews", "why is it uncertain");
  assertMatch(hebrews.replies[1], /^Our notes on Hebrews (?:don't say that|are silent on that)/);
  const romans = await conversation("who wrote romans", "where was he when he wrote it");
  assertMatch(romans.replies[1], /Corinth/);
});

Deno.test("weariness of carrying everyone is met with the passages for it, not only a question back", async () => {
  for (
    const message of [
      "i'm so tired of being the strong one for everyone",
      "everyone leans on me and no one checks on me",
    ]
  ) {
    const reply = await replyTo(message);
    assertEquals(persona.about(message, []).topic, "situation:burnout", message);
    assert(quotationsIn(reply).length >= 2, reply);
  }
});

Deno.test("a figure of a story just told, asked about plainly, is what our note or the story's own verse says it is", async () => {
  const house = await conversation(
    "tell me about the burning house parable",
    "what are the three carts?",
    "who is the father",
  );
  for (const reply of house.replies.slice(1)) {
    assertEquals(persona.about("who is the father", house.history.slice(0, 4)).kind, "follow-up");
    assertMatch(paragraphs(reply)[0], /the three carts are the three vehicles/);
  }
  const sower = await conversation("tell me about the parable of the sower", "what is the seed");
  assertMatch(sower.replies[1], /^"Now the parable is this: The seed is the word of God\." - Luke 8:11/);
  const samaritan = await conversation("what is the parable of the good samaritan", "who was the priest");
  assertMatch(samaritan.replies[1], /^"And by chance there came down a certain priest/);
});

Deno.test("a phrase in quotes is looked for in the best-known verses that hold it, never declined as outside the guide's work", async () => {
  const way = await conversation(
    "tao te ching chapter 1 please",
    "is there anything about 'the way' in what you do have",
  );
  assertNotEquals(way.history[3].about?.kind, "out-of-scope");
  assertMatch(quotationsIn(way.replies[1])[0]?.text ?? "", /\bthe way\b/i);
  const light = await replyTo("anything with 'the light' in it?");
  assertMatch(quotationsIn(light)[0]?.text ?? "", /\bthe light\b/i);
});

Deno.test("the other tradition asked of a hard thing told says first what its teaching chosen for it holds, then passages", async () => {
  const glossary = knowledge().glossary;
  for (const situation of curatedSituations as { id: string; teachings?: string[] }[]) {
    for (const id of situation.teachings ?? []) assert(glossary.get(id), `${situation.id}: ${id}`);
  }
  const guilt = await conversation(
    "I feel guilty all the time about things I did in my twenties. I've changed but it still eats at me",
    "what would a buddhist say about this",
  );
  assertMatch(paragraphs(guilt.replies[1])[1], /^Karma [^\n]*present choices create new causes/);
  assert(
    paragraphs(guilt.replies[1]).slice(2).some((paragraph) => /\(our summary\)/.test(paragraph)),
    guilt.replies[1],
  );
  const grief = await conversation("my dad died last month", "and what does the bible say?");
  assertMatch(paragraphs(grief.replies[1])[1], /^Grief is love continuing after loss/);
});

Deno.test("a teenager who barely talks is a parent's sorrow, and feeling behind in life is a question of worth", async () => {
  const son = "my 15 year old son barely talks to me anymore. I miss him even though he's right there";
  assertEquals(persona.about(son, []).topic, "situation:parenting");
  const behind = "i keep comparing myself to people on instagram and feel like i'm behind in life at 27";
  const reply = await replyTo(behind);
  assert(
    quotationsIn(reply).some(({ reference }) => curatedFor("self-worth").passages.bible.includes(reference)),
    reply,
  );
});

Deno.test("'dying to self' set beside no-self is the Christian teaching of self-denial, not death", async () => {
  const reply = await replyTo("'dying to self' in christianity vs 'no-self' in buddhism. same or different?");
  assertMatch(reply, /^\*\*In Christianity:\*\* Dying to self is /);
  assert(
    quotationsIn(reply).some(({ reference }) => ["Luke 9:23", "Galatians 2:20", "John 12:24"].includes(reference)),
    reply,
  );
  assert(!/O death, where is thy sting/.test(reply), reply);
});

Deno.test("a question closing a message told in a hurry is answered as asked, by the teaching it names; prayer told is no hardship", async () => {
  const both = "i'm christian but i love chanting. can i do both";
  assertEquals(persona.about(both, []).topic, "concept:both-traditions");
  const reply = await replyTo(both);
  assert(!/^(?:That sounds hard|That is a lot to carry|I'm sorry)/.test(reply), reply);
  // "Do both" inside "what do both traditions say about money" is no question of practising both.
  assertNotEquals(persona.about("what do both traditions say about money", []).topic, "concept:both-traditions");
});

Deno.test("losing a game is met with the passages for failure, not verses found by the word 'lose'", async () => {
  const { replies } = await conversation(
    "whats the lakers score",
    "haha fair. then give me a verse about losing gracefully",
  );
  assert(quotationsIn(replies[1]).length > 0, replies[1]);
  assert(
    quotationsIn(replies[1]).every(({ reference }) => curatedFor("failure").passages.bible.includes(reference)),
    replies[1],
  );
});

Deno.test("'any verse about that' after steps for a worry is asked of the worry; a verse to use with a practice is its own", async () => {
  const { replies: money } = await conversation(
    "how can i stop worrying about money",
    "but what if i really don't have enough",
    "any verse about that",
  );
  assertMatch(money[2], /^For money worries and debt, these are the words I would turn to first\./);
  assert(
    quotationsIn(money[2]).some(({ reference }) => curatedFor("money-worries").passages.bible.includes(reference)),
    money[2],
  );
  const { replies: prayer } = await conversation(
    "how should i pray when i'm anxious",
    "what verse should i memorise for it",
  );
  assert(quotationsIn(prayer[1]).some(({ reference }) => reference.startsWith("Matthew 6:")), prayer[1]);
});

Deno.test("whether a parable's father lied is answered, and the Bible's likeness is of teaching people as they can hear it", async () => {
  const { replies } = await conversation(
    "tell me the burning house story",
    "so the father lied to his children?",
    "anything similar in the bible",
  );
  assertMatch(replies[1], /^The Buddha asks whether the father lied\. Shariputra replies that he did not/);
  assertMatch(replies[2], /^Jesus' parables also meet listeners where they are/);
  assert(quotationsIn(replies[2]).length > 0, replies[2]);
});

Deno.test("a story told in one chapter is grounded in that chapter when asked about again, not in another", async () => {
  const { replies } = await conversation("what's the life span chapter about", "explain the doctor parable more");
  assertMatch(replies[1], /\*Lotus Sutra, Chapter 16: The Life Span of the Thus Come One\* \(our summary\)/);
});

Deno.test("a word the King James uses in a sense of its own finds no verse by that word alone", async () => {
  // "Conversation" is conduct in the King James ("your chaste conversation", 1 Peter 3:2); today's wording says so.
  const reply = await replyTo("any verse about conversation");
  const cited = quotationsIn(reply).map(({ reference }) => reference);
  assert(cited.length > 0 && !cited.some((reference) => /^(?:1 Peter 3:2|Philippians 3:20)$/.test(reference)), reply);
});

Deno.test("a verse asked for an everyday subject comes from the passages chosen for it, not from its words", async () => {
  for (
    const [message, situation] of [
      ["ok then a verse about travel", "travel"],
      // "Scripture" asked for frames the request: it is not the teaching about the Bible.
      ["any scripture for a long drive", "travel"],
      ["any verse about music", "music"],
      ["is there a verse about gardening", "nature"],
      ["a verse about taking care of your body", "health"],
      ["bible verse for a new home", "home"],
      ["what does the bible say about cooking", "meals"],
      ["fine, what does the bible say about rest", "burnout"],
      ["ok, anything about teamwork", "relationships"],
      ["ok fair, is it wrong to love sports so much", "sport"],
    ] as const
  ) {
    const reply = await replyTo(message);
    const quoted = quotationsIn(reply);
    assert(quoted.length > 0, `${message}: ${reply}`);
    assert(
      quoted.every(({ reference }) => curatedFor(situation).passages.bible.includes(reference)),
      `${message}: ${reply}`,
    );
  }
  // Where only the Bible speaks to it, only the Bible is said to, with no writing of Nichiren's found by chance words.
  // Nor is a verse asked for a sentence of our notes that shares a word ("hungry spirits" of the Ten Worlds).
  assert(!/Ten Worlds/.test(await replyTo("lol fine. what's a good verse for a hungry guy")));
  const sport = await replyTo("ok fair, is it wrong to love sports so much");
  assertMatch(sport, /^The Bible speaks to sport and competition directly\./);
  assert(!/Gosho|Lotus Sutra/.test(sport), sport);
  // The words that name them elsewhere do not: Buddha nature, a faith journey, the Song of Solomon.
  assertEquals(persona.analyse("what is buddha nature", []).situations.length, 0);
  assert(!persona.analyse("my faith journey has been hard", []).situations.some((found) => found.id === "travel"));
});

Deno.test("steps asked after a turn to the other tradition are for the teaching talked about; the Eightfold Path has a practice", async () => {
  const anxiety = await conversation(
    "what does the bible say about anxiety",
    "and the lotus sutra?",
    "give me something i can do right now",
  );
  assertMatch(anxiety.replies[2], /^(?:To [^\n]*?, here|Here) is a simple way to begin: /);
  assert(!/reading the Lotus Sutra/.test(anxiety.replies[2]), anxiety.replies[2]);
  const path = await conversation("what is the eightfold path", "how do i practice that");
  assertMatch(
    path.replies[1],
    /^(?:To [^\n]*?, here|Here) is a simple way to begin: \*practising the Eightfold Path day to day\*/,
  );
});

Deno.test("steps asked after a subject in everyday words are steps for that subject", async () => {
  for (
    const [first, then, practice] of [
      ["i can't stop worrying about my daughter", "ok but practically?", null],
      ["what is loving kindness", "how would i even start", "loving-kindness meditation"],
      ["what is centering prayer", "walk me through it", "centering prayer"],
      ["i'm grieving my father", "what helps", "a practice for grief"],
      ["i'm stressed about work", "something quick i can do at my desk", null],
      ["i want to be more grateful", "where do i begin", null],
      ["i can't sleep", "help", null],
    ] as const
  ) {
    const { replies } = await conversation(first, then);
    const named = /^(?:For your time [^,]+, h|H)ere is a simple way to begin: \*([^*]+)\*/.exec(replies[1])?.[1];
    assert(named, `${then}: ${replies[1]}`);
    if (practice) assertEquals(named, practice, then);
  }
});

Deno.test("apps and books asked for after a practice are beyond what the guide can vouch for; which translation is answered plainly", async () => {
  const apps = await conversation("how do i start meditating", "any apps or books you'd recommend");
  assertMatch(apps.replies[1], /^I can only vouch for what I hold, so I won't name books or apps/);
  const translation = await conversation("how do i start reading the bible", "what translation should i use");
  assertMatch(translation.replies[1], /^Any faithful translation will serve/);
  assertMatch(await replyTo("what translation of the lotus sutra did nichiren use"), /Kumarajiva/);
});

Deno.test("a friend moved away is missed, not mourned; a loss feared is not a death; years of prayer unanswered is dryness", async () => {
  assertEquals(
    persona.about("my best friend moved across the country and i miss her so much", []).topic,
    "situation:someone-far-away",
  );
  const dog = await replyTo("our dog is getting old and i'm dreading losing him");
  assert(!/sorry for your loss/i.test(dog), dog);
  assertEquals(persona.about("our dog is getting old and i'm dreading losing him", []).topic, "situation:pet-loss");
  const praying = "i've been praying for years and nothing changes";
  assertEquals(persona.about(praying, []).topic, "situation:spiritual-dryness");
  assert(!/^I'm glad you said it/.test(await replyTo(praying)));
});

Deno.test("'how is X like Y' across the traditions is a comparison, and a promise that all can become Buddhas is the One Vehicle", async () => {
  const shepherd = "how is the good shepherd like the bodhisattva of compassion";
  assertEquals(persona.about(shepherd, []).kind, "comparison");
  assertMatch(await replyTo(shepherd), /\*Lotus Sutra, Chapter 25[^*]*\*/);
  const promise = await replyTo("is john 3:16 like the lotus sutra's promise that all can become buddhas");
  assertMatch(promise, /One Vehicle/);
  assert(/- John 3:16/.test(promise) && /\*Lotus Sutra, Chapter \d+/.test(promise), promise);
});

Deno.test("a question about someone just named is answered once, from the fact that says it", async () => {
  const david = await conversation("who was king david", "who was his son");
  assertMatch(paragraphs(david.replies[1])[0], /^(?:David's son Solomon|Solomon, son of David)/);
  const mary = await conversation("who was mary magdalene", "was she a prostitute");
  assertEquals((paragraphs(mary.replies[1])[0].match(/Gregory/g) ?? []).length, 1, mary.replies[1]);
});

Deno.test("a figure of the Lotus Sutra named by what they did is that figure", () => {
  assertEquals(persona.about("the bodhisattva who bowed to everyone", []).topic, "person:never-disparaging");
  assertEquals(persona.about("the bodhisattva who burned his arms", []).topic, "person:medicine-king");
});

Deno.test("after a practice, 'something for bedtime too' or 'at work though' asks for one that suits; 'i meant ...' asks again", async () => {
  const bedtime = await conversation("how do i pray when i'm anxious", "something for bedtime too");
  const named = /^For bedtime, here is a simple way to begin: \*([^*]+)\*/.exec(bedtime.replies[1])?.[1];
  const practice = knowledge().practices.all.find((candidate) => candidate.name.toLowerCase() === named?.toLowerCase());
  assert(practice?.when.some((when) => ["in bed", "tonight", "at night"].includes(when)), bedtime.replies[1]);
  const work = await conversation("how do i calm down when i'm angry", "at work though");
  assertMatch(work.replies[1], /^(?:To [^\n]*?, here|Here) is a simple way to begin: /);
  const meant = await conversation("how do i start meditating", "i meant christian meditation");
  assertMatch(meant.replies[1], /^(?:To [^\n]*?, here|Here) is a simple way to begin: \*centering prayer\*/);
  // "I mean" as a way of speaking is no correction.
  assert(!/^(?:To [^\n]*?, here|Here) is a simple way/.test(await replyTo("i mean, i just feel lost lately")));
});

Deno.test("where to read someone's writings is what the library holds of them; 'the most important chapter' is asked of the subject", async () => {
  const nichiren = await conversation("who was nichiren", "where can i read his writings");
  assertMatch(
    nichiren.replies[1],
    /^His writings are the Gosho\. The Read page holds our own summaries of \d+ of them/,
  );
  const paul = await conversation("who was paul", "where can i read his letters");
  assertMatch(paul.replies[1], /tradition credits Paul with \*Romans\*/);
  assert(!/\*Luke\*|\*Hebrews\*/.test(paul.replies[1]), paul.replies[1]);
  const lotus = await conversation("what is the lotus sutra", "what's the most important chapter");
  assertMatch(paragraphs(lotus.replies[1])[0], /Expedient Means[^\n]*Life Span/);
  const romans = await conversation("explain romans 8:28", "what about when something terrible happens");
  assertEquals(romans.history[3].about?.kind, "follow-up");
  assertMatch(romans.replies[1], /Romans 8:28/);
});

Deno.test("a verse to memorise after a teaching is a short verse of it; 'how do I memorise it' is the practice for that", async () => {
  const { replies } = await conversation(
    "what does the bible say about patience",
    "can you give me a verse i can memorize",
    "how do i memorize it",
  );
  const verses = quotationsIn(replies[1]);
  assert(verses.length > 0 && verses.every(({ text }) => text.length <= 120), replies[1]);
  assert(!/^In everyday words/.test(replies[1]), replies[1]);
  assertMatch(replies[2], /^(?:To [^\n]*?, here|Here) is a simple way to begin: \*learning a verse by heart\*/);
});

Deno.test("'what changed him' after Paul is answered from what is known of his turning, not said to be beyond the notes", async () => {
  const { replies } = await conversation("who was paul", "what changed him");
  assertMatch(paragraphs(replies[1])[0], /^What changed Paul[^\n]*risen Jesus[^\n]*Damascus/);
});

Deno.test("'what can I read to her' after steps for someone dying is asked of her: passages chosen for what was told", async () => {
  const { replies } = await conversation(
    "my grandmother is in hospice",
    "how do i say goodbye",
    "what can i read to her",
  );
  assert(!/says nothing about that/.test(replies[2]), replies[2]);
  const chosen = curatedFor("fear-of-death").passages.bible;
  assert(quotationsIn(replies[2]).some(({ reference }) => chosen.includes(reference)), replies[2]);
});

Deno.test("'how long is it' after the Lotus Sutra asks its length, not how long to practise reading it", async () => {
  const { replies } = await conversation("what is the lotus sutra about", "how long is it");
  assertMatch(paragraphs(replies[1])[0], /28 chapters/);
  assertEquals(numberedSteps(replies[1]), 0, replies[1]);
});

Deno.test("'is my illness my fault', 'is my depression a punishment from God' are met as self-blame", async () => {
  const chosen = curatedFor("self-blame").passages.bible;
  const { replies } = await conversation("what is karma", "so is my illness my fault");
  assert(quotationsIn(replies[1]).some(({ reference }) => chosen.includes(reference)), replies[1]);
  const punished = await replyTo("is my depression a punishment from god");
  assert(quotationsIn(punished).some(({ reference }) => chosen.includes(reference)), punished);
});

Deno.test("'how is that different from Jesus' after the Holy Spirit sets the two apart through the Trinity", async () => {
  const { replies } = await conversation("what is the holy spirit", "how is that different from jesus");
  assertMatch(paragraphs(replies[1])[0], /^The Trinity is/);
  assert(paragraphs(replies[1]).some((paragraph) => /^\*\*Jesus:\*\* /.test(paragraph)), replies[1]);
});

Deno.test("'how do I pray when I'm angry at God' is the prayer of lament: 'when I'm angry' is part of what the situation tells", async () => {
  assertMatch(
    await replyTo("how do i pray when i'm angry at god"),
    /^(?:To [^\n]*?, here|Here) is a simple way to begin: \*a prayer of lament\*/,
  );
  assertMatch(
    await replyTo("what can i do when i'm angry"),
    /^(?:To [^\n]*?, here|Here) is a simple way to begin: \*a practice for anger\*/,
  );
});

Deno.test("'is that even allowed?' after the prayer of lament is answered by the step that says so", async () => {
  const { replies } = await conversation("how do i pray when i'm angry at god", "is that even allowed");
  assertMatch(paragraphs(replies[1])[0], /^As I said above: Tell God honestly[^\n]*this is allowed\.$/);
});

Deno.test("steps after a hard thing told are a practice curated for it, not one that shares a word ('time' of a first visit)", async () => {
  const practiceNamed = (reply: string) =>
    knowledge().practices.all.find((practice) =>
      practice.name.toLowerCase() ===
        /^(?:To [^\n]*?, here|Here) is a simple way to begin: \*([^*]+)\*/.exec(reply)?.[1]
    )?.id;
  const later = await conversation(
    "i'm 70 and i feel like my life was wasted",
    "what can i do with the time i have left",
  );
  assert(curatedFor("aging").practices?.includes(practiceNamed(later.replies[1]) ?? ""), later.replies[1]);
  const faith = await conversation("what is faith", "how do i get more of it");
  assert(curatedFor("faith").practices?.includes(practiceNamed(faith.replies[1]) ?? ""), faith.replies[1]);
});

Deno.test("'and if that doesn't work?' after steps is another practice, not the same one or passages again", async () => {
  const named = (reply: string) =>
    /^(?:Here is a simple way to begin|Then try something different): \*([^*]+)\*/.exec(reply)?.[1];
  for (
    const messages of [
      ["how do i start meditating", "what if it doesn't help"],
      ["i can't sleep, my mind keeps racing about work", "what can i do right now", "and if that doesn't work?"],
      ["i'm so anxious about my exam tomorrow", "what can i do", "i already tried that"],
    ]
  ) {
    const { replies } = await conversation(...messages);
    const [before, after] = replies.slice(-2).map(named);
    assert(before && after && before !== after, replies.slice(-2).join("\n---\n"));
    assert(numberedSteps(replies.at(-1)!) >= 3, replies.at(-1));
  }
});

Deno.test("'tell me something encouraging', 'I need a pick-me-up' ask for encouraging passages: given, not pitied", async () => {
  const chosen = curatedFor("encouragement").passages.bible;
  for (const message of ["tell me something encouraging", "i need a pick me up today", "give me a verse for today"]) {
    const reply = await replyTo(message);
    assert(quotationsIn(reply).some(({ reference }) => chosen.includes(reference)), reply);
    assert(!/\b(?:sorry|sounds hard|pick you up)\b/i.test(paragraphs(reply)[0]), reply);
  }
});

Deno.test("'any verses about winning' searches winning, not 'verses' nor wine", async () => {
  const reply = await replyTo("do you know any verses about winning");
  assert(!/\bwine\b/i.test(reply), reply);
  assert(quotationsIn(reply).some(({ text }) => /\bwin/i.test(text)), reply);
});

Deno.test("'and what do they disagree on?', 'where do they differ?' after what the traditions share is how they differ", async () => {
  const differ = knowledge().glossary.get("traditions-differ")!;
  for (const question of ["and what do they disagree on most", "where do they differ"]) {
    const { replies } = await conversation("what do christians and buddhists agree on", question);
    assert(differ.definition.startsWith(paragraphs(replies[1])[0]), replies[1]);
  }
});

Deno.test("steps for someone close having a hard time, named before them ('my grieving friend', 'my sick dad'), are for being there", async () => {
  for (const message of ["how can i help my grieving friend", "what do i say to my sick dad"]) {
    assertMatch(
      await replyTo(message),
      /^(?:To [^\n]*?, here|Here) is a simple way to begin: \*being there for someone who is hurting\*/,
    );
  }
  const practiceOf = async (message: string) =>
    /^(?:To [^\n]*?, here|Here) is a simple way to begin: \*([^*]+)\*/.exec(await replyTo(message))?.[1];
  assertEquals(await practiceOf("how do i say no without feeling guilty"), "setting a boundary with someone close");
  assertEquals(await practiceOf("how do i chant for someone else"), "praying or chanting for someone who is suffering");
});

Deno.test("'who was John Calvin?' is someone our notes do not hold, not John the Apostle; names we hold in full are answered", async () => {
  for (
    const [message, name] of [["who was john calvin", "John Calvin"], ["who was thomas aquinas", "Thomas Aquinas"]]
  ) {
    const reply = await replyTo(message);
    assertStringIncludes(paragraphs(reply)[0], name);
    assert(!/^(?:John|Thomas),? (?:son of Zebedee|called Didymus)/.test(paragraphs(reply)[0]), reply);
    assertEquals(persona.about(message, []).kind, "not-in-library");
  }
  for (
    const [message, id] of [["who was saul of tarsus", "paul"], ["who was king david", "david"], [
      "tell me about shijo kingo",
      "shijo-kingo",
    ]]
  ) {
    assertEquals(persona.about(message, []).topic, `person:${id}`, message);
  }
});

Deno.test("'read me the rest of it', 'keep reading' after a Bible passage quote the verses that follow, exactly", async () => {
  const { replies } = await conversation("what does ecclesiastes 3 say", "read me the rest of it", "keep reading");
  const [first, rest, more] = replies.map((reply) =>
    quotationsIn(reply).map(({ reference }) => reference).filter((reference) => reference.startsWith("Ecclesiastes 3:"))
  );
  const lastVerse = (references: string[]) =>
    Math.max(...references.map((reference) => Number(/(\d+)$/.exec(reference)![1])));
  const firstVerse = (references: string[]) => Number(/:(\d+)/.exec(references[0])![1]);
  assertEquals(firstVerse(rest), lastVerse(first) + 1, replies[1]);
  assertEquals(firstVerse(more), lastVerse(rest) + 1, replies[2]);
  assertMatch(
    paragraphs((await conversation("explain psalm 117", "read me the rest of it")).replies[1])[0],
    /ends there/,
  );
});

Deno.test("'that's confusing, can you simplify' after a teaching is the teaching said plainly; 'what if something bad happens' after a verse is asked of it", async () => {
  const { replies } = await conversation("what is ichinen sanzen", "that's confusing, can you simplify");
  assertStringIncludes(replies[1], knowledge().glossary.get("ichinen-sanzen")!.plain);
  const promise = await conversation("explain romans 8:28", "what if something really bad happened to me");
  assertEquals(quotationsIn(promise.replies[1])[0]?.reference, "Romans 8:28", promise.replies[1]);
});

Deno.test("Matthew Henry's note is quoted from its body, never from the outline of headings that opens a chapter's note", async () => {
  for (const message of ["what does ecclesiastes 3 say", "explain joel 2", "explain ecclesiastes 1"]) {
    const reply = await replyTo(message);
    const note = /Matthew Henry[^“]*“([^”]+)”/.exec(reply)?.[1] ?? "";
    assert(note !== "" && !/\((?:Eccl|Joel)\b|^\d+:\d+/.test(note), reply);
  }
});

Deno.test("'who is the friend?' of the jewel in the robe is what the friend stands for, when the telling does not say", async () => {
  const { replies } = await conversation("tell me about the jewel in the robe", "who is the friend");
  assertMatch(paragraphs(replies[1])[0], /the Buddha/);
  assert(!/Purna/.test(paragraphs(replies[1])[0]), replies[1]);
  const guide = await conversation("tell me about the parable of the phantom city", "who is the guide");
  assertMatch(paragraphs(guide.replies[1])[0], /guide is the Buddha/);
});

Deno.test("'who came first?' after two people set side by side is answered from the dates our notes give them", async () => {
  const { replies } = await conversation("compare jesus and the buddha", "who came first");
  assertMatch(
    paragraphs(replies[1])[0],
    /^Shakyamuni came first\. The dates in our notes: Shakyamuni, c\. 5th century BCE/,
  );
  const { replies: kings } = await conversation("compare david and jesus", "who lived earlier");
  assertMatch(paragraphs(kings[1])[0], /^David came first\./);
  const { replies: moses } = await conversation("how is moses different from the buddha", "who came first");
  assertMatch(paragraphs(moses[1])[0], /no dates for Moses/);
  // Of two traditions, the older is the one whose founder came first, asked outright or after setting them side by side.
  const older =
    /^Buddhism is the older: it goes back to Shakyamuni, and Christianity to Jesus\. The dates in our notes/;
  for (const message of ["which came first, buddhism or christianity", "is buddhism or christianity older"]) {
    assertMatch(await replyTo(message), older, message);
  }
  const { replies: traditions } = await conversation(
    "what's the difference between buddhism and christianity",
    "which is older",
  );
  assertMatch(traditions[1], older);
  // The people of the last few replies, one asked about at a time.
  const { replies: oneByOne } = await conversation("who was jesus", "who was the buddha", "which one came first");
  assertMatch(oneByOne[2], /^Shakyamuni came first\./);
});

Deno.test("steps asked in other words after a subject: 'what would that look like day to day', 'any practical advice?'", async () => {
  const dry = await conversation("i've been feeling disconnected from god", "what would that look like day to day");
  assert(numberedSteps(dry.replies[1]) >= 3, dry.replies[1]);
  const anger = await conversation("what does the bible say about anger", "any practical advice?");
  assertMatch(anger.replies[1], /^(?:To [^\n]*?, here|Here) is a simple way to begin: \*a practice for anger\*/);
});

Deno.test("'is it ok to drink alcohol as a christian' is what the traditions hold of drinking; Nave's guesses in brackets are not shown", async () => {
  const drink = await replyTo("is it ok to drink alcohol as a christian");
  assertMatch(drink, /drunkenness/);
  assert(quotationsIn(drink).some(({ reference }) => reference === "Ephesians 5:18"), drink);
  assertEquals(persona.about("my husband is an alcoholic", []).topic, "situation:addiction");
  assert(!/sodomite/i.test(await replyTo("what does the bible say about dogs")));
});

Deno.test("'what can I read to her?' right after someone's hard time is told is passages for it; a wish to return to church is thanked for, not pitied", async () => {
  const { replies } = await conversation("my grandmother is in hospice", "what can i read to her");
  assertEquals(numberedSteps(replies[1]), 0, replies[1]);
  assert(quotationsIn(replies[1]).length > 0, replies[1]);
  assert(!/\bsorry\b/i.test(paragraphs(await replyTo("i want to start going to church again"))[0]));
});

Deno.test("'tell me about quantum physics' names no one: it stays outside the guide's purpose, not a person missing from our notes", () => {
  assertEquals(persona.about("tell me about quantum physics", []).kind, "out-of-scope");
});

Deno.test("one word of a practice's other name is chance: a pay raise is no raising of children; steps for family holidays and for giving with little", () => {
  assert(!persona.about("how do I ask my boss for a raise without being greedy", []).topic?.startsWith("practice:"));
  assertEquals(
    persona.about("how to handle christmas with family that hates my religion", []).topic,
    "practice:holding-your-faith-at-a-family-gathering",
  );
  assertEquals(
    persona.about("how can I practice generosity when I'm broke", []).topic,
    "practice:giving-when-money-is-tight",
  );
  assertEquals(
    persona.about("how do I find a church after moving", []).topic,
    "practice:first-visit-to-a-service-or-meeting",
  );
});

Deno.test("'like what could I give this week?' after steps is answered by the step that says so, not another practice", async () => {
  const { replies } = await conversation(
    "how can I practice generosity when I'm broke",
    "like what could I give this week",
  );
  assertMatch(replies[1], /^Step 2 of \*giving when money is tight\* is for that: Choose one small gift for this week/);
});

Deno.test("a death told beside a feeling leads: a first Christmas without mum is grief, not fear", () => {
  assertEquals(
    persona.about("I dread christmas this year, its the first one without my mum", []).topic,
    "situation:grief",
  );
  assertEquals(persona.about("my dog died yesterday and i can't stop crying", []).topic, "situation:pet-loss");
});

Deno.test("'what should I do with my hands?' after steps is answered by the step that says so; one light verb is not enough", async () => {
  const hands = await conversation("how do I start meditating", "what should I do with my hands");
  assertMatch(hands.replies[1], /hands resting in your lap/);
  const wear = await conversation("how do i prepare for baptism", "what should I wear");
  assertMatch(wear.replies[1], /what to wear/);
  const look = await conversation("how do I find a church after moving", "what should I look for");
  assert(!/later years|Look up the time/i.test(look.replies[1]), look.replies[1]);
});

Deno.test("after steps, 'that's helpful' and 'I feel better already' are taken gladly; 'I tried it yesterday' asks for nothing else", async () => {
  for (const said of ["that's helpful", "ok I'll try that", "I feel better already", "I tried it and it helped"]) {
    assertEquals(
      persona.about(said, (await conversation("how do i get through a long hospital stay spiritually")).history).kind,
      "thanks",
      said,
    );
  }
  const tried = await conversation("how do i get through a long hospital stay spiritually", "I tried it yesterday");
  assert(!/try something different/i.test(tried.replies[1]), tried.replies[1]);
});

Deno.test("'the nights are the worst' after daytime steps is steps for the night", async () => {
  const { replies } = await conversation(
    "how do i get through a long hospital stay spiritually",
    "the nights are the worst",
  );
  assertMatch(replies[1], /^(?:To [^\n]*?, here|Here) is a simple way to begin: \*[^*]*(?:sleep|night|bed)[^*]*\*/i);
});

Deno.test("'what does keepeth mean?' after the opening of a psalm is the verse of that psalm that has it, in today's English", async () => {
  const { replies } = await conversation("read me psalm 121", "what does keepeth mean");
  assertMatch(replies[1], /Psalms 121:3/);
  assertMatch(replies[1], /He who keeps you will not slumber/);
});

Deno.test("a chapter asked after a figure of the Lotus Sutra is the sutra's; a note on another chapter does not answer it", async () => {
  const told = await conversation("who was shariputra", "tell me about chapter 3");
  assertMatch(told.replies[1], /Lotus Sutra, Chapter 3/);
  const happened = await conversation("who was shariputra", "what happened to him in chapter 3");
  assertMatch(paragraphs(happened.replies[1])[0], /chapter 3/);
  assert(!/chapter 2/i.test(paragraphs(happened.replies[1])[0]), happened.replies[1]);
});

Deno.test("'can you give me a real life example' after a teaching is asked of the teaching, not of Nave's topic 'example'", async () => {
  const { replies } = await conversation("what is karma", "can you give me a real life example");
  assert(!/topic \*example\*|verses on \*example\*/i.test(replies[1]), replies[1]);
  assertMatch(replies[1], /karma/i);
});

Deno.test("'where does he say that?' after Nichiren's letters is the letter quoted; 'can you quote it?' of a summary says we hold no full text", async () => {
  const { replies } = await conversation(
    "what does nichiren say about suffering",
    "where does he say that",
    "can you quote it",
  );
  assertMatch(paragraphs(replies[1])[0], /^Nichiren wrote \*/);
  assertMatch(paragraphs(replies[2])[0], /only in our own summary, not in its full text/);
  const sado = await conversation("tell me about the letter from sado", "can you quote the exact words");
  assertMatch(sado.replies[1], /Letter from Sado[^]*only in our own summary/);
});

Deno.test("after a parable, 'which son am I more like?' is the visitor's to say, and 'I'm more like the older brother' is that part of it", async () => {
  const which = await conversation("explain the parable of the prodigal son", "which son am I more like");
  assertMatch(which.replies[1], /yours to notice|only you|can't see that/i);
  const older = await conversation(
    "explain the parable of the prodigal son",
    "I think I am more like the older brother",
  );
  assert(
    quotationsIn(older.replies[1]).some(({ reference }) => /^Luke 15:(?:2[5-9]|3[0-2])/.test(reference)),
    older.replies[1],
  );
});

Deno.test("steps asked in other everyday words get steps: 'where do I begin', 'practically speaking', 'a simple daily practice', 'what do I actually do during gongyo'", async () => {
  for (
    const message of [
      "I want to get better at listening to people. where do I begin",
      "how do buddhists deal with anger, practically speaking",
      "whats a simple daily practice for a busy mom",
      "what do I actually do during gongyo",
      "how can a couple pray together if they've never done it",
      "give me a plan to read the new testament in 3 months",
    ]
  ) {
    const reply = await replyTo(message);
    assert(numberedSteps(reply) >= 3, `${message}: ${reply}`);
  }
  assertMatch(
    await replyTo("give me a plan to read the new testament in 3 months"),
    /^Here is a plan for the New Testament in 90 days: 260 chapters, 2 or 3 chapters a day\.\n\n1\. Days 1-30: Matthew 1-28; Mark 1-16; Luke 1-24; John 1-/,
  );
  // "Who won't talk to me" is no question of who won a match.
  assert(numberedSteps(await replyTo("steps for reconciling with my adult son who won't talk to me")) >= 3);
});

Deno.test("'is Buddhism better than Christianity?', 'which one sounds better to you?', 'so which is worse?' take no side; 'which should I choose then' neither", async () => {
  for (
    const [first, second] of [
      ["is buddhism better than christianity", "which one should I choose then"],
      ["compare heaven and nirvana", "which one sounds better to you"],
      ["what's the difference between karma and sin", "so which is worse"],
    ]
  ) {
    const { replies } = await conversation(first, second);
    assertMatch(replies[1], /I don't take sides/, `${first} / ${second}`);
  }
  assertMatch(await replyTo("is buddhism better than christianity"), /I don't take sides/);
});

Deno.test("a poem asked for on something the texts never speak of is said to have nothing to build on, not an empty reply", async () => {
  const reply = await replyTo("write me a poem about my cat");
  assertMatch(reply, /nothing in the texts I hold/);
});

Deno.test("'and how are they different?' after a comparison is each side in a sentence and where they differ, not the comparison again", async () => {
  const { replies } = await conversation("compare grace and karma", "how are they different");
  assertEquals(
    paragraphs(replies[1])[0],
    "**In Christianity:** In Christian teaching, grace is God's generous love given freely, not earned by good behaviour.",
  );
  assertMatch(replies[1], /As I said above: /);
  assert(quotationsIn(replies[1]).length > 0 || /our summary/.test(replies[1]), replies[1]);
});

Deno.test("trusting people again after a betrayal is the betrayal's, not a matter of faith and doubt", async () => {
  const { history } = await conversation("my best friend betrayed me and told everyone my secret");
  assertEquals(persona.about("I don't know if I can ever trust anyone again", history).topic, "situation:betrayal");
  assertEquals(persona.about("how can I trust God when everything is falling apart", []).kind, "steps");
});

Deno.test("'should I just leave?', 'am I doing something wrong?' right after a hard thing told are asked of it, and never said back as if told", async () => {
  const church = await conversation("I feel invisible at church, nobody talks to me", "should I just leave");
  assertEquals(church.history[3].about?.topic, "situation:church-community");
  const work = await conversation("everyone at work is getting promoted except me", "am I doing something wrong");
  assert(!/am you/i.test(work.replies[1]), work.replies[1]);
  assertEquals(work.history[3].about?.topic, "situation:work");
});

Deno.test("'what if I fall asleep before the end?' of a body scan is answered by its own note, not another practice for the night", async () => {
  const { replies } = await conversation("steps for a body scan before bed", "what if I fall asleep before the end");
  assertMatch(replies[1], /fall asleep partway through, that is fine/);
  assertEquals(numberedSteps(replies[1]), 0, replies[1]);
});

Deno.test("'she asks why god doesn't answer' after steps for praying with a child is unanswered prayer, not the definition of God", () => {
  assertEquals(persona.about("she asks why god doesn't answer", []).topic, "concept:unanswered-prayer");
});

Deno.test("'who is Amida Buddha?' is Pure Land's Buddha, not Shakyamuni; a koan is Zen's; 'what's the deal with the book of Revelation' is the book", async () => {
  assertMatch(paragraphs(await replyTo("who is amida buddha"))[0], /^Pure Land Buddhism centres on Amida/);
  assertMatch(await replyTo("what is a koan"), /koans, short exchanges/);
  assertMatch(paragraphs(await replyTo("what's the deal with the book of revelation"))[0], /^Author of Revelation/);
});

Deno.test("'why do buddhists bow?' is what bowing means in both traditions, not a summary that mentions a bow", async () => {
  const reply = await replyTo("why do buddhists bow");
  assertMatch(paragraphs(reply)[0], /^Bowing is reverence said with the body/);
});

Deno.test("everyday openings are read through: 'one more question:', a feeling with no 'I', 'something to start the day', 'what is this', a verse 'on' love", async () => {
  assertMatch(await replyTo("one more question: what's the shortest verse in the bible"), /John 11:35/);
  assertEquals(persona.about("just feeling kind of empty today", []).topic, "situation:depression");
  assertMatch(paragraphs(await replyTo("just feeling kind of empty today"))[0], /you're feeling kind of empty today/);
  assertEquals(persona.about("going through a divorce", []).kind, "feeling");
  assert(numberedSteps(await replyTo("can you give me something to start the day")) >= 3);
  assertMatch(await replyTo("hi, first time here. what is this"), /I can explain a verse/);
  assertEquals(persona.about("give me a verse on love", []).topic, "concept:love");
  const { history } = await conversation("explain the gospel of thomas");
  assertEquals(persona.about("ok what about the gospel of john then", history).topic, "book:43");
});

Deno.test("'what was his job before?' is his trade; 'it doesn't make sense to me' is said more simply; 'which one is the most broken' is no ranking our notes make", async () => {
  const peter = await conversation("who was peter", "what was his job before");
  assertMatch(paragraphs(peter.replies[1])[0], /fishermen/);
  const trinity = await conversation("what's the trinity", "it doesn't make sense to me");
  assertMatch(trinity.replies[1], /^Said more simply:/);
  const commandments = await conversation("explain the ten commandments", "which one is the most broken");
  assert(!/^Author of Exodus/.test(commandments.replies[1]), commandments.replies[1]);
});

Deno.test("'sorry. what is the meaning of the number 7 in the bible' is Nave's topic on seven, not purpose and meaning in life", async () => {
  assertMatch(await replyTo("sorry. what is the meaning of the number 7 in the bible"), /\*seven\*/);
  assert(persona.about("what is the purpose of baptism", []).topic !== "situation:purpose");
  assertEquals(persona.about("I feel like my life has no purpose", []).topic, "situation:purpose");
});

Deno.test("'how do I stop' after a habit told is steps for it; a phone addiction is a screen fast, not recovery from drink", async () => {
  const habit = await conversation("I keep procrastinating on everything", "how do I stop");
  assertMatch(habit.replies[1], /\*a practice for changing a habit\*/);
  assertEquals(persona.about("how do I stop worrying", habit.history).kind, "steps");
  const phone = await conversation("I'm addicted to my phone", "how do I break it");
  assertMatch(phone.replies[1], /\*Fasting from screens\*/i);
  assertMatch(await replyTo("I'm addicted to gambling, how do I stop"), /drink, use or gamble/);
});

Deno.test("'what is buddhism' and 'what is christianity' are answered; 'which one do you believe' after a comparison takes no side and teaches no faith", async () => {
  assertMatch(paragraphs(await replyTo("what is buddhism"))[0], /^Buddhism is the path/);
  assertMatch(paragraphs(await replyTo("what is christianity"))[0], /^Christianity is the faith centred on Jesus/);
  assertEquals(persona.about("what do buddhists believe", []).topic, "concept:buddhism");
  assertEquals(
    persona.about("he was a buddhist, what do buddhists believe happens after death", []).topic,
    "concept:rebirth",
  );
  const compared = await conversation(
    "compare the buddhist idea of rebirth with the christian resurrection",
    "which one do you believe",
  );
  assertMatch(compared.replies[1], /neither Christian nor Buddhist/);
  assert(!/^Faith is trust/m.test(compared.replies[1]), compared.replies[1]);
  assertEquals(persona.about("what do you believe", []).kind, "identity");
  assertEquals(persona.about("so which one is right", compared.history).kind, "identity");
  // Which of two set side by side "is real" asks the guide to rank them too.
  const real = await conversation("what is the difference between heaven and nirvana", "which one is real");
  assertMatch(real.replies[1], /^I'm an AI, and I don't take sides between the traditions/);
});

Deno.test("'which chapter is he in' of a chapter just explained is that chapter; 'what should I put on it' after an altar's steps is the step that says", async () => {
  const chapter = await conversation("tell me about Bodhisattva Never Disparaging", "which chapter is he in");
  assertMatch(paragraphs(chapter.replies[1])[0], /Chapter 20/);
  const altar = await conversation("I want to set up a small altar at home", "what should I put on it");
  assertMatch(altar.replies[1], /a cross, an icon or an open Bible/);
});

Deno.test("'what happens when we die according to buddhism' is the teaching on death; the end of the world is the second coming, but not in a feeling", async () => {
  assertEquals(persona.about("what happens when we die according to buddhism", []).kind, "concept");
  assertMatch(
    paragraphs(await replyTo("what happens when we die according to buddhism"))[0],
    /^Buddhism sees life and death/,
  );
  assertEquals(
    persona.about("what will happen at the end of the world according to the bible", []).topic,
    "concept:second-coming",
  );
  assertEquals(persona.about("is the end of the world coming soon", []).topic, "concept:second-coming");
  assert(persona.about("I feel like its the end of the world", []).topic !== "concept:second-coming");
});

Deno.test("'what letters did he write' after Paul lists the books credited to him; 'how many books did paul write' is his, not the Bible's 66", async () => {
  const paul = await conversation("who was paul", "what letters did he write");
  assertMatch(paul.replies[1], /\*Romans\*.*\*Philemon\*/);
  const count = await replyTo("how many books did paul write");
  assert(!/66 books/.test(count), count);
  assertMatch(count, /Paul/);
  assertMatch(await replyTo("how many books are in the bible"), /66 books/);
});

Deno.test("'what did paul write' is his writings, not a question from outside the guide's purpose; a writer we hold no notes on is the book credited to them", async () => {
  const paul = await replyTo("what did paul write");
  assertMatch(paul, /\*Romans\*.*\*Philemon\*/);
  assertMatch(await replyTo("what did nichiren write"), /writings are the Gosho/);
  // One book is said with its notes on authorship: most psalms, not all, are credited to David.
  assertMatch(await replyTo("what did david write"), /\*Psalms\*.*seventy-three psalms/);
  // "John Mark" wrote Mark; the apostle John's books are the Gospel, three letters and Revelation, not Mark's.
  assertMatch(await replyTo("what did mark write"), /^Author of Mark: Traditionally John Mark/);
  const john = await replyTo("what did john write");
  assertMatch(john, /\*John\*, \*1 John\*, \*2 John\*, \*3 John\* and \*Revelation\*/);
  assert(!/\*Mark\*/.test(john), john);
  // Asked what someone would say to something, the speaker is still the tradition's voice.
  assertMatch(await replyTo("what would nichiren say to someone afraid"), /courage|fear/i);
});

Deno.test("a wish to take up a practice ('I want to start meditating') is answered with its steps; told with a hardship, the hardship is met first", async () => {
  for (
    const [message, practice] of [
      ["I want to start meditating", "starting a daily meditation"],
      ["i want to get into chanting", "chanting Nam-myoho-renge-kyo for beginners"],
      ["I'm thinking of starting a gratitude journal", "gratitude journaling"],
    ]
  ) {
    assertStringIncludes(await replyTo(message), `ere is a simple way to begin: *${practice}*`);
  }
  assert(
    !/^(?:To [^\n]*?, here|Here) is a simple way/.test(await replyTo("I want to start praying again since my divorce")),
  );
  assert(!/^(?:To [^\n]*?, here|Here) is a simple way/.test(await replyTo("I want to start a new job")));
  // Fasting, asked of plainly, is a simple fast from food, with its medical caution; not a screen fast.
  const fasting = await replyTo("how do I start fasting");
  assertMatch(fasting, /\*a simple fast from food\*/);
  assertMatch(fasting, /diabetic/);
  assertMatch(await replyTo("how do I fast for lent"), /\*a simple Lenten fast\*/);
});

Deno.test("shyness told ('I'm really shy', 'I'm pretty introverted') is met with passages for it, not a bare invitation to ask; who one is gets no pity", async () => {
  const shy = await conversation("any ideas on how to meet people at church", "I'm really shy");
  assert(!/^Ask me about/.test(shy.replies[1]), shy.replies[1]);
  assertMatch(shy.replies[1], /Jeremiah 1:6-8|Exodus 4:10-12|2 Timothy 1:7/);
  const introverted = await replyTo("I'm pretty introverted");
  assertMatch(introverted, /Jeremiah 1:6-8|Exodus 4:10-12|2 Timothy 1:7/);
  assert(!/sorry|a lot to carry/i.test(introverted), introverted);
});

Deno.test("after a list teaching, 'what's the lowest one' and 'what is the highest world' are asked of it; 'does the bible have something similar' after karma is its parallel", async () => {
  const lowest = await conversation("tell me about the ten worlds", "what's the lowest one");
  assertMatch(lowest.replies[1], /^Hell \(Japanese jigoku\) is the lowest of the Ten Worlds/);
  const highest = await conversation("tell me about the ten worlds", "what is the highest world");
  assertMatch(highest.replies[1], /^Buddhahood is the highest of the Ten Worlds/);
  const last = await conversation("what are the four noble truths", "what's the last one");
  assertMatch(last.replies[1], /^Of the Four Noble Truths, the last is/);
  const karma = await conversation("what is karma", "does the bible have something similar");
  assert(!/^The Bible is the collection/.test(karma.replies[1]), karma.replies[1]);
  assertMatch(karma.replies[1], /God judges/);
});

Deno.test("'how do I receive it' after the Holy Spirit is answered from what the notes say of receiving the Spirit, not with the Trinity", async () => {
  const { replies } = await conversation("what is the holy spirit", "how do I receive it");
  assertMatch(replies[1], /^As for receiving the Spirit: Peter told the crowd at Pentecost/);
  assertMatch(replies[1], /Acts 2:38/);
  assert(!/Close to \*the Holy Spirit\* stands \*the Trinity\*/.test(replies[1]), replies[1]);
});

Deno.test("steps asked in everyday words find their practice: ending the day is the examen, feeling closer to God a stillness; never feeling close to God is spiritual dryness", async () => {
  assertStringIncludes(
    await replyTo("what's a good way to end the day spiritually"),
    "ere is a simple way to begin: *the daily examen*",
  );
  assertStringIncludes(
    await replyTo("what can I do to feel closer to god tonight"),
    "ere is a simple way to begin: *a two-minute stillness with Psalm 46*",
  );
  const far = await replyTo("why do I never feel close to god");
  assert(!/^In Christianity, as in Judaism and Islam, God is/.test(far), far);
  assertMatch(far, /Psalms (?:13|42|63)/);
});

Deno.test("'when will it happen' after the second coming is that no one knows the day; 'when will jesus come back' is the second coming; 'which one do you think is right' after a comparison takes no side", async () => {
  const when = await conversation("what is the second coming", "when will it happen");
  assertMatch(when.replies[1], /^As for when it will happen, Jesus said no one knows the day or the hour/);
  assertMatch(await replyTo("when will jesus come back"), /^Christians believe Jesus will return in glory/);
  const side = await conversation(
    "what happens after we die in buddhism",
    "and in christianity",
    "which one do you think is right",
  );
  assertMatch(side.replies[2], /^I'm an AI, and I don't take sides between the traditions/);
});

Deno.test("after a death told, 'do you think she's in heaven' is not answered with a definition: no one can say where she is, with the hope the traditions hold", async () => {
  const { replies } = await conversation("my grandma died last week", "do you think she's in heaven");
  assertMatch(replies[1], /^(?:No one can tell you for certain|I can't know) where she is now/);
  assertMatch(replies[1], /John 14:2-3/);
  assert(!/^In the Bible heaven is/.test(replies[1]), replies[1]);
  // Asked of no one who died, heaven is still what it is.
  assertMatch(await replyTo("what is heaven"), /^In the Bible heaven is/);
});

Deno.test("a difficulty met in a practice is answered with what helps, the practice's own step first, when a practice is in view", async () => {
  const racing = await conversation("how do i meditate", "my mind won't stop racing though");
  assertMatch(racing.replies[1], /^A wandering mind is no sign that you are doing it wrong/);
  assertStringIncludes(racing.replies[1], "*starting a daily meditation* make room for it too: When your mind wanders");
  assert(numberedSteps(racing.replies[1]) >= 3, racing.replies[1]);
  assertEquals(racing.history[3].about?.topic, "practice:daily-meditation");
  const bored = await conversation("how can I pray with my kids at bedtime", "they get bored after a minute");
  assertMatch(bored.replies[1], /^Boredom is common in any practice/);
  assertStringIncludes(bored.replies[1], "Keep it brief and simple");
  const lapsed = await conversation("give me steps to start reading the bible", "I always give up after a week");
  assertMatch(lapsed.replies[1], /^Nearly everyone who takes up a practice stops at some point/);
  assertStringIncludes(lapsed.replies[1], "If you miss a day, simply pick up where you left off");
  // Named in the message, the practice is in view too; the passage to carry is of its tradition.
  const asleep = await replyTo("I keep falling asleep when I pray");
  assertMatch(asleep, /^Falling asleep while you pray/);
  assertEquals(quotationsIn(asleep).map(({ reference }) => reference), ["Matthew 26:41"]);
  assertMatch(await replyTo("my thoughts race when I chant"), /To take with you: \*(?:Lotus Sutra|[^*]+\(Gosho)/);
  for (
    const [message, opening] of [
      ["I'm too busy to read the bible", /^A practice does not need a free hour/],
      ["my back hurts when I meditate", /^You don't have to sit in pain/],
      ["I feel silly chanting out loud", /^Feeling awkward at first is almost universal/],
      // Others asleep at home are a difficulty of the practice wished for, with or without a question.
      [
        "i want to start chanting in the mornings but my flatmate sleeps till 9",
        /^Sharing a home with people who are asleep or need quiet/,
      ],
      ["how can i pray when my husband is asleep next to me", /^Sharing a home with people who are asleep/],
    ] as const
  ) {
    const reply = await replyTo(message);
    assertMatch(reply, opening, message);
    assert(numberedSteps(reply) >= 3, reply);
  }
  for (const trouble of knowledge().troubles) {
    for (const reference of trouble.passages) assert(persona.library.passage(reference), reference);
  }
});

Deno.test("a difficulty told with no practice in view, beside a harder thing, or with a prayer asked for it, is no question of practice", async () => {
  const notPractice =
    /^(?:A wandering mind|Boredom is common|Nearly everyone who takes up|Falling asleep while|A practice does not need|Sharing a home)/;
  assertEquals(persona.about("my mind won't stop racing", []).kind, "feeling");
  for (
    const message of [
      "I can't focus at work, is there a prayer for that?",
      "my back hurts, can you pray for me",
      // A child who will not sleep is a hard night told, not others asleep to keep quiet for.
      "my baby isnt sleeping and i cant pray anymore",
    ]
  ) {
    assert(!notPractice.test(await replyTo(message)), message);
  }
  for (
    const turns of [
      ["my mom passed away last month", "I can't even concentrate when I pray anymore"],
      ["how do I meditate", "I can't focus at work lately"],
    ]
  ) {
    const { replies } = await conversation(...turns);
    assert(!notPractice.test(replies[1]), replies[1]);
  }
  // Falling asleep in a practice made for a sleepless night is what it is for.
  const { replies } = await conversation("steps for a body scan before bed", "I always fall asleep halfway through");
  assertMatch(replies[1], /fall asleep partway through, that is fine/);
});

Deno.test("a practice that asks something of the body, asked about with a condition that can make it unsafe, sends the visitor to a doctor and gives no steps", async () => {
  for (
    const turns of [
      ["I have diabetes, can I fast?"],
      ["is fasting safe if I'm pregnant"],
      ["I want to try fasting but I take medication with food"],
      ["how do I fast for lent", "I'm diabetic though"],
    ]
  ) {
    const { replies } = await conversation(...turns);
    const reply = replies.at(-1)!;
    assertMatch(
      reply,
      /^Because of [^,]+, (?:please talk to your doctor before you try|ask your doctor first about) \*a simple (?:fast from food|Lenten fast)\*/,
      reply,
    );
    assertEquals(numberedSteps(reply), 0, reply);
    assertStringIncludes(reply, "*Fasting from screens* serves the same purpose and asks nothing of your body");
  }
  // A condition told with no practice of the body in view is no question of safety; fasting quickly is no fasting.
  assert(!/^Because of/.test(await replyTo("I'm diabetic, what's a simple prayer for healing")));
  assertEquals(persona.about("my mom is pregnant and I'm scared", []).kind, "feeling");
});

Deno.test("someone in the Bible asked for as an example of a feeling or deed is found among the instances Nave's index lists for it, never a neighbouring topic's", async () => {
  const jealous = await replyTo("who in the bible was jealous");
  assertMatch(
    jealous,
    /^Nave's Topical Bible lists instances of jealousy, among them: Cain, of Abel \(Genesis 4:5\); /,
  );
  assertEquals(quotationsIn(jealous)[0]?.reference, "Genesis 4:5");
  const angry = await conversation(
    "what does the bible say about anger",
    "can you give me an example of someone who got angry",
  );
  assertMatch(angry.replies[1], /^Nave's Topical Bible lists instances of anger, among them: Cain slaying Abel/);
  // Nave lists worry (CARE) beside fear: no instance of worry is given for someone afraid.
  assert(!/instances of care/.test(await replyTo("give me a story of someone who was afraid")));
});

Deno.test("'what if I can't?', 'that's really hard though' after steps or a teaching are met as hard, with the practice's own word and its first step, not as a new subject", async () => {
  const honest = /^(?:It is hard, and neither tradition|You're right, it's hard|That's an honest thing to say)/;
  const forgive = await conversation("how do I forgive my dad", "he never apologized", "what if I can't");
  assertMatch(forgive.replies[2], honest);
  assertStringIncludes(forgive.replies[2], "Forgiving does not wait on the other person");
  assertStringIncludes(forgive.replies[2], "The first step of *a forgiveness practice*");
  assertEquals(quotationsIn(forgive.replies[2]).map(({ reference }) => reference), ["2 Corinthians 12:9"]);
  const enemies = await conversation("explain matthew 5:44", "that's really hard though");
  assertMatch(enemies.replies[1], honest);
  assertStringIncludes(enemies.replies[1], "*praying for someone who hurt you*");
  assertEquals(enemies.history[3].about?.topic, "reference:Matthew 5:44");
  // A teaching of the other tradition is met with a passage of its own.
  const vow = await conversation("what is the bodhisattva vow", "honestly that sounds impossible");
  assertMatch(vow.replies[1], /\*(?:Winter Always Turns to Spring \(Gosho|Lotus Sutra, Chapter 28)/);
  // Hard to believe is doubt of what was said, not a struggle to do it.
  const doubted = await conversation("explain matthew 5:44", "that's hard to believe");
  assert(!honest.test(doubted.replies[1]), doubted.replies[1]);
});

Deno.test("moral questions believers disagree on are set out as each tradition holds them, never declined as off-topic", async () => {
  for (
    const [message, opening] of [
      ["what are your thoughts on abortion", /^Christians disagree on abortion, and sincerely:/],
      ["is the death penalty biblical", /^Christians have long disagreed on the death penalty:/],
      ["is war ever justified", /^Christians have held two main views of war:/],
      ["what does the bible say about euthanasia", /^Most churches, the Catholic and Orthodox churches/],
    ] as const
  ) {
    const reply = await replyTo(message);
    assertMatch(reply, opening, message);
    assert(reply.includes("Buddhis"), reply);
    assert(quotationsIn(reply).length > 0, reply);
  }
  // Told as one's own past, it is met as a feeling, with mercy.
  assertEquals(persona.about("I had an abortion years ago and I still feel guilty", []).kind, "feeling");
});

Deno.test("a teaching set beside a saying of the Bible ('is karma like reaping what you sow?') quotes the verse the saying is from, beside the teaching", async () => {
  const reply = await replyTo("is karma the same as reaping what you sow");
  assertMatch(reply, /^Karma \(Sanskrit/);
  const saying = /\n\nThe saying you set beside it is from the Bible: "([^"]+)" - /.exec(reply)?.[1] ?? "";
  assert(/\bsow/.test(saying) && /\breap/.test(saying), reply);
  // Likened to nothing the Bible says, nothing is quoted for it.
  assert(!/The saying you set beside it/.test(await replyTo("is karma like the weather")));
});

Deno.test("a pregnancy told as unplanned is met with care and company, never congratulated", async () => {
  for (const message of ["i'm pregnant and i didn't plan it", "my girlfriend is pregnant and we weren't trying"]) {
    const reply = await replyTo(message);
    assert(!/^(?:What wonderful news|Congratulations)/.test(reply), reply);
    assertStringIncludes(reply, "you don't have to work it out alone");
  }
  assertMatch(await replyTo("we're pregnant!!"), /^Congratulations/);
});

Deno.test("studying the Bible alone and meeting temptation have steps of their own, not a prayer practice's or none", async () => {
  assertMatch(
    await replyTo("how do I study the bible on my own"),
    /^(?:To [^\n]*?, here|Here) is a simple way to begin: \*studying a Bible passage on your own\*/,
  );
  const tempted = await replyTo("how do i deal with temptation");
  assertMatch(tempted, /^(?:To [^\n]*?, here|Here) is a simple way to begin: \*a practice for meeting temptation\*/);
  assert(numberedSteps(tempted) >= 3, tempted);
});

Deno.test("to whom a letter of the Bible was written is answered from our notes on its book, whether the book, a verse of it or its writer is named", async () => {
  const philippians = await conversation("explain philippians 4:13", "who was paul writing to");
  assertMatch(philippians.replies[1], /^Paul wrote Philippians to the church at Philippi/);
  assertMatch(await replyTo("who was romans written to"), /^Paul wrote Romans to the Christians in Rome/);
  const james = await replyTo("who wrote james and who was it for");
  assertMatch(james, /^Author of James: .+\n\nJames is addressed “to the twelve tribes which are scattered abroad”/);
  // Someone who did not write the book is not answered with its recipients.
  const john = await conversation("explain romans 8:28", "who was peter writing to");
  assert(!/Paul wrote Romans/.test(john.replies[1]), john.replies[1]);
  // What a letter is about is no question of whom it was written to.
  assert(!/^Paul wrote Romans to/.test(await replyTo("what did paul write to the romans about")));
});

Deno.test("where to read about someone is the passages our notes cite for them, whether named or just discussed", async () => {
  const ruth = await conversation("tell me about ruth", "where is her story in the bible");
  assertMatch(ruth.replies[1], /^You can read about Ruth in Ruth 1:16-17, Ruth 2:12 and Ruth 4:13-17\./);
  assertEquals(quotationsIn(ruth.replies[1])[0]?.reference, "Ruth 1:16-17");
  assertMatch(
    await replyTo("where can i read about shariputra"),
    /^You can read about Shariputra in Lotus Sutra, Chapter 2, /,
  );
  // A person whose name is also a book's is still the one asked about.
  assertMatch(await replyTo("where in the bible is the story of jonah"), /^You can read about Jonah in Jonah 1:1-3/);
});

Deno.test("after a death told, 'how do I keep going' is the way through grief, and 'what would she want me to do' is hers alone to answer", async () => {
  const { replies } = await conversation(
    "my mom died last month",
    "how do I keep going",
    "what would she want me to do",
  );
  assertMatch(replies[1], /^(?:To [^\n]*?, here|Here) is a simple way to begin: \*a practice for grief\*/);
  assertMatch(replies[2], /^(?:I can't speak for her|Only she could answer that)/);
});

Deno.test("'is that true for Christianity too?' asks the other tradition about what was just said", async () => {
  const { replies } = await conversation(
    "what does the lotus sutra say about women",
    "is that true for christianity too",
  );
  assertMatch(replies[1], /^Here is how the Bible speaks to it\./);
  assert(quotationsIn(replies[1]).length > 0, replies[1]);
});

Deno.test("the other tradition's teaching, asked for after its likeness was given, is named as the nearest before it is explained", async () => {
  const { replies } = await conversation("what does the bible say about forgiveness", "is it the same in buddhism");
  assertMatch(
    replies[1],
    /^Buddhism's nearest teaching to \*forgiveness\* is \*the three poisons\*, as I said\.\n\nThe three poisons are/,
  );
});

Deno.test("'does that mean everything happens for a reason?' after Romans 8:28 is answered by the teaching the verse carries, not by the verse again", async () => {
  const { replies } = await conversation("explain Romans 8:28", "does that mean everything happens for a reason?");
  assertMatch(replies[1], /^Providence is the belief/);
  assert(!quotationsIn(replies[1]).some(({ reference }) => reference === "Romans 8:28"), replies[1]);
  assertEquals(persona.about("does everything happen for a reason", []).topic, "concept:providence");
});

Deno.test("help with an essay or project on a subject of ours is what we hold on that subject, offered to start from, not the essay", async () => {
  const job = await replyTo("can you help me with my essay on the book of job");
  assertMatch(
    job,
    /^(?:I won't write it for you|The writing is yours to do)[^\n]+\n\nJob: A blameless man loses everything/,
  );
  const nichiren = await replyTo("i have a school project about nichiren");
  assertMatch(paragraphs(nichiren)[1], /^Nichiren \(1222-1282\): Nichiren was a Japanese Buddhist priest/);
  // Homework on another subject is still outside the guide's purpose.
  assertEquals(persona.about("can you help me with my homework on fractions", []).kind, "out-of-scope");
});

Deno.test("the age of the earth is a question of creation and science, not of when the Bible was written; who the pope is now is news", async () => {
  assertMatch(await replyTo("how old is the earth according to the bible"), /^The Bible gives no age for the earth/);
  assertMatch(
    await replyTo("how old is the bible"),
    /^The books of the Bible were written over about a thousand years/,
  );
  const pope = await replyTo("who is the pope right now");
  assertMatch(pope, /^Who the pope is right now is news, which this guide does not follow/);
  assertStringIncludes(pope, "The pope is the Bishop of Rome");
});

Deno.test("a church or group near the visitor, or a service's times, is said plainly to be beyond the guide, with how to find one", async () => {
  for (
    const message of [
      "can you recommend a good church near me",
      "is there an sgi center near me",
      "what time is mass on sunday",
    ]
  ) {
    const reply = await replyTo(message);
    assertMatch(reply, /finding places or service times near you/, message);
    assertStringIncludes(reply, "steps for a first visit");
  }
  // A visit told, or finding a church in general, is no request for a search.
  assert(!/service times near you/.test(await replyTo("i went to a church near me last week and felt out of place")));
  assertMatch(await replyTo("how do i find a church"), /^(?:To [^\n]*?, here|Here) is a simple way to begin: /);
});

Deno.test("a word of the King James English is said in plain words with a verse that uses it; one that names a teaching is answered as the teaching", async () => {
  const thee = await replyTo("what does thee mean");
  assertMatch(thee, /^In the King James Version, \*thee\* means “you”, said to one person/);
  assertEquals(quotationsIn(thee)[0]?.reference, "Psalms 23:4");
  assertMatch(await replyTo("what does 'only begotten' mean?"), /^In the King James Version, \*only begotten\* means /);
  assertMatch(await replyTo("what does charity mean"), /^Agape is the Greek word/);
  for (const entry of knowledge().kjvWords) assert(persona.library.passage(entry.example), entry.example);
});

Deno.test("'who was more compassionate, Jesus or the Buddha?' asks the guide to rank them, which it does not, and goes on to the quality asked about", async () => {
  const reply = await replyTo("jesus and the buddha, who was more compassionate");
  assertMatch(reply, /^I'm an AI, and I don't take sides between the traditions:/);
  assertStringIncludes(reply, "Compassion");
});

Deno.test("a wish to grow in something ('I want to be more generous') is no burden to be sorry for", async () => {
  const reply = await replyTo("i want to be more generous, where do i start");
  assertMatch(reply, /^(?:To [^\n]*?, here|Here) is a simple way to begin: /);
});

Deno.test("praying together as a couple and reconnecting with God on a lunch break have steps that fit", async () => {
  assertMatch(
    await replyTo("how can my husband and I pray together"),
    /^(?:To [^\n]*?, here|Here) is a simple way to begin: \*praying together as a couple\*/,
  );
  assertMatch(
    await replyTo("what can I do on my lunch break to reconnect with god"),
    /^For your time on your lunch break, here is a simple way to begin: \*a two-minute stillness with Psalm 46\*/,
  );
});

Deno.test("what keeps happening to someone ('I keep having panic attacks') is no habit of theirs to break", async () => {
  const { replies } = await conversation("i keep having panic attacks at work", "what can i do right now");
  assert(!/changing a habit/.test(replies.join("\n")), replies.join("\n"));
  assertMatch(replies[1], /^(?:To [^\n]*?, here|Here) is a simple way to begin: /);
});

Deno.test("thanks and 'one more thing' before a question leave the question to be answered", async () => {
  assertMatch(await replyTo("thanks, that really helped. one more thing, what is dharma"), /^Dharma \(Sanskrit/);
  assertEquals(persona.about("thanks that helps", []).kind, "thanks");
});

Deno.test("words quoted inside practices and difficulties use curly quotes: straight ones mark scripture quoted exactly and checked", () => {
  const texts = [
    ...knowledge().practices.all.flatMap((practice) => [...practice.steps, practice.note]),
    ...knowledge().troubles.flatMap((trouble) => [trouble.answer, ...trouble.tips]),
  ];
  for (const text of texts) assert(!text.includes('"'), text);
});

Deno.test("explaining one's faith to a friend who does not share it has steps of its own, not a practice for one's own faith", async () => {
  const reply = await replyTo("how do I explain my faith to my atheist friend");
  assertMatch(
    reply,
    /^(?:To [^\n]*?, here|Here) is a simple way to begin: \*talking about your faith with someone who does not share it\*/,
  );
  assertStringIncludes(reply, "Sharing faith is never pressure");
});

Deno.test("accented words are known as visitors type them: a cheating fiance is a betrayal, never mended or congratulated", async () => {
  const reply = await replyTo("found out my fiance was cheating 2 weeks before the wedding. i want to scream");
  assertStringIncludes(reply, "your fiance was cheating");
  assert(!/Congratulations|good news/i.test(reply), reply);
  assertStringIncludes(await replyTo("my fiancé and i broke up last night"), "your fiancé");
  // A glad word beside a hard one is not good news.
  assert(!/^(?:What wonderful news|Congratulations)/.test(await replyTo("we got engaged and then he got laid off")));
});

Deno.test("words remembered from scripture are named, quoted and explained: the Psalm behind the cry from the cross", async () => {
  const weeping = await replyTo("that sounds like the weeping may endure for a night thing, is that bible?");
  assertMatch(weeping, /^Those words are from Psalms 30:5\. Who wrote Psalms: Traditionally David/);
  assertStringIncludes(weeping, "weeping may endure for a night, but joy cometh in the morning");
  assertMatch(await replyTo("where does it say the truth will set you free"), /^Those words are from John 8:32\./);
  assertMatch(
    await replyTo("the part where jesus says why have you forsaken me, was he quoting something"),
    /^Those words are from Psalms 22:1, Matthew 27:46 and Mark 15:34\./,
  );
  // A subject asked about, or who wrote a book, is not a saying to find.
  assert(!/^Those words/.test(await replyTo("what does the bible say about working hard")));
  assertMatch(await replyTo("who wrote the book of acts?"), /Luke/);
});

Deno.test("a way asked for to do what a practice is for is steps, told beside a worry or not", async () => {
  for (
    const message of [
      "help me prepare for confession its been like 6 years and im nervous i'll forget everything in there",
      "whats a good way to do lectio divina, i heard about it at a retreat and loved it but forgot the steps",
      "i keep doomscrolling till 2am every night. any kind of spiritual plan to break it",
    ]
  ) {
    assertMatch(await replyTo(message), /^1\. .+\n2\. .+\n3\. /m, message);
  }
  // Making peace after a rift has its own steps, and "havent" is read as "haven't", and said back so.
  const rift = await replyTo(
    "my sister and i havent spoken in 2 years over moms estate. how do i even start making peace, i dont know if she'll answer",
  );
  assertStringIncludes(rift, "haven't spoken");
  assertStringIncludes(rift, "*reaching out to make peace after a rift*");
});

Deno.test("an essay on a subject beyond the guide is declined, and so is the same request pressed again", async () => {
  const { replies } = await conversation(
    "write my essay on the french revolution, 1000 words, due friday",
    "please im begging, just the intro paragraph then",
  );
  for (const reply of replies) {
    assert(reply.length <= 700 && !/" - [A-Z1-3]/.test(reply), reply);
    assertStringIncludes(reply, "homework on unrelated subjects");
  }
});

Deno.test("words remembered, asked what they mean, are found and explained, and the conversation goes on about the verse", async () => {
  assertMatch(
    await replyTo("what does love is patient love is kind actually mean, it got read at my sisters wedding"),
    /^Those words are from 1 Corinthians 13:4\./,
  );
  assertMatch(await replyTo("70 times 7 is that literal"), /^Those words are from Matthew 18:22\./);
  const still = await conversation(
    "what does 'be still and know that i am god' mean",
    "whats the rest of that psalm about",
  );
  assertEquals(still.history[1].about?.topic, "reference:Psalms 46:10");
  assertStringIncludes(still.replies[1], "Psalms 46");
  // A thing of a Lotus parable, asked what it is "supposed to be", is what our summary says it stands for.
  const jewel = await conversation("the jewel in the robe parable?", "so whats the jewel supposed to be");
  assertStringIncludes(jewel.replies[1], "the jewel is the Buddha nature everyone carries unrecognised");
});

Deno.test("the feelings a visitor names are met by name after the thing told, when the opening has not said them", async () => {
  const baby = await replyTo(
    "my son is 6 weeks old and i love him but i dont feel that magical bond everyone talks about. mostly just tired and kind of numb and guilty",
  );
  assertStringIncludes(baby.split("\n")[0], "tired, numb and guilty");
  // Said once: "burnt out" in the opening is not named again as tiredness; a child's fear is not the visitor's.
  assert(!/tired/.test((await replyTo("I'm burnt out caring for my mum, she has dementia")).split("\n")[0]));
  const son = await conversation(
    "how do i help my kids with anxiety",
    "what about for my son? he's 9 and scared of the dark",
  );
  assert(!/afraid|scared/i.test(son.replies[1].split("\n")[0]), son.replies[1]);
});

Deno.test("a death only feared is no loss, waking at 3am is a restless mind, and 'how do u' and 'help me stop' ask for steps", async () => {
  const doom = await replyTo(
    "help me stop doom thinking. every time my phone buzzes i assume someone died or im getting fired",
  );
  assert(!/sorry for your loss|^I'm so sorry|practice for grief/.test(doom), doom);
  assertMatch(doom, /^1\. /m);
  assertStringIncludes(
    await replyTo("what should i do when i wake up at 3am and my brain just wont shut off"),
    "*a practice for a restless mind in bed*",
  );
  assertMatch(await replyTo("how do u actually chant nam myoho renge kyo? like do i need beads"), /^1\. /m);
  assertMatch(await replyTo("ok start me with the be still and know one"), /^Those words are from Psalms 46:10\./);
  // How a tradition sees something is asked of it, not steps.
  assertMatch(await replyTo("how do buddhists view jesus"), /^Buddhism has no single teaching about Jesus/);
});

Deno.test("'wait', 'um', 'hold on' before a question about a story do not hide that it continues the story", async () => {
  const { replies } = await conversation(
    "can u explain the prodigal son story, i only kind of remember it",
    "wait why was the older brother so mad",
  );
  assertMatch(replies[1], /Luke 15:(?:2[5-9]|3[0-2])/);
});

Deno.test("'who was he talking to when he said that' after a verse is the one the speaker answers, read from the chapter", async () => {
  const { replies } = await conversation(
    "explain john 3 16 like im not a church person",
    "who was he talking to when he said that",
  );
  assertMatch(replies[1], /^Jesus is speaking to Nicodemus: [^\n]*John 3:9/);
});

Deno.test("'what would nichiren say' after something told is his tradition on it, not his life; 'a christian version, like with a verse' after steps is the nearest Christian practice", async () => {
  const friend = await conversation(
    "my best friend just stopped talking to me out of nowhere",
    "what would nichiren say",
  );
  assert(!/^Nichiren \(1222/.test(friend.replies[1]), friend.replies[1]);
  const breath = await conversation(
    "give me steps for a breathing thing i can do when i start to panic",
    "is there a christian version, like with a verse or something",
  );
  assertMatch(breath.replies[1], /^The nearest in Christian practice/);
});

Deno.test("after a practice's steps, a passage asked for is asked of it; 'wait what' asks it simpler; 'the version you do have' is the KJV", async () => {
  const lectio = await conversation("how do i do lectio divina", "what passage should i start with");
  assertMatch(lectio.replies[1], /^(?:A good one to start with|Try it first with this):\n\n"/);
  const fridge = await conversation(
    "steps to calm down when im about to blow up at my kids",
    "any verse i can stick on the fridge",
  );
  assert(!/nearest your words|closest to it/.test(fridge.replies[1]), fridge.replies[1]);
  const agape = await conversation("what is agape", "wait what");
  assertMatch(agape.replies[1], /^Said more simply: /);
  const niv = await conversation(
    "what's jeremiah 29:11 in the NIV exactly?",
    "ugh fine give me the version you do have",
  );
  assertStringIncludes(niv.replies[1], "thoughts of peace, and not of evil");
  const dog = await conversation(
    "we had to put our dog down this morning and my daughter keeps asking where he went",
    "what do i tell a 6 year old",
  );
  assertStringIncludes(dog.replies[1], "*helping children through a hard time*");
});

Deno.test("comparing oneself with everyone on insta is envy; 'what would nichiren say to someone in my spot' turns to his tradition", async () => {
  const insta = await replyTo(
    "everyone on insta is buying houses and getting engaged and im 29 in my childhood bedroom working retail. i know its all curated but it still wrecks me",
  );
  assertMatch(insta, /Romans 12:15|John 21:2[12]|Galatians 6:4|Proverbs 14:30/);
  const spot = await conversation(
    "my friend just stopped talking to me",
    "what would nichiren say to someone in my spot",
  );
  assertMatch(spot.replies[1], /^Here is how Nichiren Buddhism speaks to /);
});

Deno.test("'does nichiren say anything about...', 'did jesus ever talk about money', 'what does paul say about women' are asked of their writings", async () => {
  assertMatch(
    await replyTo("and does nichiren say anything about having tiny faith"),
    /^Here is where Nichiren's letters speak of having tiny faith/,
  );
  assertMatch(await replyTo("did jesus ever talk about money"), /^Here is what the Gospels say about money:\n\n"/);
  assertMatch(await replyTo("what does paul say about women"), /^Here is what Paul writes about women in his letters:/);
});

Deno.test("a saying quoted to set beside a teaching is named in the answer: 'you reap what you sow' is Galatians 6:7", async () => {
  const karma = await replyTo("is karma basically just 'you reap what you sow'");
  assertMatch(karma, /^Karma \(Sanskrit/);
  assertStringIncludes(karma, "The words you quote are the Bible's: \"Be not deceived; God is not mocked");
  // Not quoted, nothing is added; a verse already cited is not repeated.
  assert(!/The words you quote/.test(await replyTo("is karma like reaping what you sow")));
});

Deno.test("turning to the other tradition keeps the subject: the story read before, the passage not its book, the teaching a person stands for, the love meant", async () => {
  const prodigal = await conversation(
    "i keep thinking about the prodigal son, my brother stole from my parents and now they're just letting him move back in",
    "im the older brother in this arent i",
    "does buddhism have a story like that one",
  );
  // Seen in the story, the elder son's part of it; then the Lotus Sutra's lost son.
  assertMatch(prodigal.replies[1], /Luke 15:(?:2[5-9]|3[0-2])/);
  assertStringIncludes(prodigal.replies[2], "poor son");
  const love = await conversation(
    "what does love is patient love is kind actually mean",
    "who wrote that",
    "is there a buddhist version of that kind of love",
  );
  assertMatch(love.replies[2], /metta|loving-kindness/i);
  const bowing = await conversation("who is the bodhisattva never disparaging", "is there a bible verse like that");
  assertMatch(bowing.replies[1], /love (?:their|your) enemies/i);
  const dad = await conversation(
    "my dad passed in march and i keep rereading psalm 23 but i dont really get the valley part",
    "is there anything like that in buddhism, for when someone dies",
  );
  assertMatch(dad.replies[1], /^Here is how Nichiren Buddhism speaks to /);
  const medicine = await conversation(
    "i keep hearing 'changing poison into medicine' at meetings. what does that mean",
    "and in christianity is there anything like it",
  );
  assertMatch(medicine.replies[1], /providence/i);
});

Deno.test("asked for the other tradition's version of a teaching, the teaching asked from is quoted too", async () => {
  const golden = await replyTo("what's the buddhist version of the golden rule");
  assertStringIncludes(golden, "- Matthew 7:12");
  assertMatch(golden, /compassion/i);
});

Deno.test("the Lotus Sutra and the Gospels set side by side are met with the likenesses our notes record between them", async () => {
  for (
    const message of [
      "are there similarities between the lotus sutra and the gospels or am i reaching",
      "the lotus sutra has a prodigal son story and so does luke. did someone copy someone??",
    ]
  ) {
    const reply = await replyTo(message);
    assertMatch(reply, /^Several teachings and stories of the Lotus Sutra have close counterparts in the Gospels\./);
    assertStringIncludes(reply, "*the Prodigal Son*");
    assertStringIncludes(reply, "- Luke 15:");
  }
});

Deno.test("a question asked first and explained after is answered; 'a plan' in passing asks for no steps; 'same energy' compares", async () => {
  assertMatch(
    await replyTo("is nirvana basically heaven? asking bc my 10 yr old asked at dinner and i just froze"),
    /^Nirvana \(Sanskrit/,
  );
  const lost = await replyTo(
    "im 19 and i have no idea what im doing with my life. everyone else seems to have a plan and im just... here",
  );
  assert(!/^1\. /m.test(lost), lost);
  assertMatch(lost, /you have no idea what you're doing with your life/);
  const energy = await replyTo("jesus and the bodhisattva never disparaging - same energy or am i reaching");
  assertMatch(energy, /Jesus|Christ/);
});

Deno.test("sober for months and then drinking is a relapse told, said back by that sentence", async () => {
  const relapse = await replyTo(
    "i had 14 months sober and drank last weekend. my sponsor knows. i just feel so ashamed like all that time was for nothing",
  );
  assertMatch(relapse, /^[^\n]*: you had 14 months sober and drank last weekend\./);
});

Deno.test("a feeling told without its 'I' ('also low key scared i'll mess it up') is said back whole: 'you're scared'", async () => {
  const baptized = await replyTo(
    "got baptized sunday and im still kinda floating lol. also low key scared i'll mess it all up",
  );
  assertMatch(baptized, /^[^\n]*: you're scared you'll mess it all up\./);
});

Deno.test("'give me a gratitude practice' is steps, not congratulations; forgiving someone who 'really' hurt me is no abuse now", async () => {
  const gratitude = await replyTo("give me a gratitude practice i can do every night before bed");
  assertMatch(gratitude, /^(?:To [^\n]*?, here|Here) is a simple way to begin: \*gratitude journaling\*/);
  const forgiving = await replyTo("steps for forgiving someone who really hurt me");
  assert(!/somewhere safe|SUPPORT kind=abuse/.test(forgiving), forgiving);
  assertMatch(forgiving, /^1\. /m);
});

Deno.test("a teenager who barely says two words, an impostor's fear at a new job and an empty nest are met with passages for them", async () => {
  const teen = await replyTo(
    "my 15 yr old barely says two words to me anymore. he used to tell me everything. i feel like ive lost him",
  );
  assert(quotationsIn(teen).length > 0, teen);
  const dev = await replyTo(
    "started as a junior dev 2 months ago and i feel like everyone is way smarter than me and ill get found out any minute",
  );
  assert(quotationsIn(dev).length > 0, dev);
  const nest = await replyTo(
    "dropped my youngest off at college saturday. the house is silent and i keep setting 4 plates out of habit",
  );
  assertMatch(nest, /^[^\n]*: you dropped your youngest off at college saturday\./);
  assert(quotationsIn(nest).length > 0, nest);
});

Deno.test("'was it my fault' after a loss is answered first: not their fault, or, with a part of their own told, mercy not blame", async () => {
  const baby = await conversation(
    "we lost the baby at 11 weeks. everyone acts like i should be over it already",
    "was it my fault",
  );
  assertMatch(baby.replies[1], /^From everything you have told me, it was not your fault\./);
  const dog = await conversation("my dog died yesterday, i left the gate open", "was it my fault");
  assertMatch(dog.replies[1], /^Grief so often asks that question\. Whatever part you feel you had in it/);
  // Asked with no loss told, it is no answer of this kind.
  assert(!/not your fault|Whatever part you feel/.test(await replyTo("was it my fault that the project failed")));
});

Deno.test("'can i do it lying down' after a practice's steps is answered: where and how matter less than the heart", async () => {
  const { replies } = await conversation(
    "give me steps for a breathing thing i can do when i start to panic",
    "can i do it lying down",
  );
  assertMatch(replies[1], /^Yes: where and how you do it matters far less/);
});

Deno.test("a story told in one chapter, asked of its own tradition, is grounded in that chapter alone", async () => {
  const { replies } = await conversation(
    "i keep thinking about the prodigal son, my brother stole from my parents and now theyre letting him move back in",
    "does buddhism have a story like that one",
  );
  assert(!/Gosho Volume/.test(replies[1]), replies[1]);
  assertStringIncludes(replies[1], "Lotus Sutra, Chapter 4");
  // The likeness is said once, first, not again at the end.
  assertEquals(replies[1].match(/lost son and a loving father/g)?.length, 1, replies[1]);
});

Deno.test("books are read in the order the message names them: 'who wrote revelation? the john who was a disciple...'", async () => {
  assertMatch(
    await replyTo("who wrote revelation? the john who was a disciple or a different john"),
    /^Author of Revelation: /,
  );
});

Deno.test("'who betrayed jesus' is answered by Judas, so 'how much did he get paid for it' asks of Judas and is answered", async () => {
  const { history, replies } = await conversation("who betrayed jesus", "how much did he get paid for it");
  assertEquals(history[1].about?.topic, "person:judas");
  assertMatch(replies[1], /^Judas Iscariot agreed to betray Jesus for thirty pieces of silver/);
});

Deno.test("'i dont read japanese, do i have to say it in that' after gongyo is answered: by sound, from the romanised text", async () => {
  const { replies } = await conversation("how do i do gongyo", "i dont read japanese, do i have to say it in that");
  assertMatch(replies[1], /^You don't need to read Japanese/);
});

Deno.test("a teaching named by its phrase is read where its notes ground it: the fruit of the Spirit is Galatians 5", async () => {
  const reply = await replyTo("whats the fruit of the spirit");
  assertMatch(reply, /- Galatians 5:22/);
  assert(!reply.includes("Ephesians 5:9"), reply);
});

Deno.test("'which gospel is that in' and 'is that paul? which letter' ask where the passage just given is, not about the gospel", async () => {
  const seventy = await conversation("70 times 7 is that literal", "which gospel is that in");
  assertMatch(seventy.replies[1], /^That is Matthew 18:2\d, in the book of Matthew\./);
  const fruit = await conversation("whats the fruit of the spirit", "is that paul? which letter");
  assertMatch(fruit.replies[1], /^Yes: Galatians 5:2\d(?:-\d+)? is from Paul/);
  const romans = await conversation("explain romans 8:28", "was it written by john");
  assertMatch(romans.replies[1], /^No: Romans 8:28 is from the book of Romans\. Who wrote it: Paul/);
});

Deno.test("words set in a book by name are found there: 'is that kind of like beauty for ashes in isaiah' quotes Isaiah 61:3", async () => {
  const { replies } = await conversation(
    "what does changing poison into medicine mean",
    "is that kind of like beauty for ashes in isaiah",
  );
  assertStringIncludes(replies[1], "beauty for ashes");
  assertMatch(replies[1], /- Isaiah 61:3/);
  // The book says where the words are: Isaiah the prophet is not what is asked about.
  assert(!replies[1].startsWith("Isaiah"), replies[1]);
});

Deno.test("'the chapter 16 part' after steps that gave the Lotus Sutra and no Bible passage is the sutra's chapter 16", async () => {
  const { replies } = await conversation(
    "what are the steps for gongyo, the part where you recite the sutra",
    "what does the chapter 16 part actually say",
  );
  assertMatch(replies[1], /^\*Lotus Sutra, Chapter 16: The Life Span of the Thus Come One\*/);
  // Or named it, a turn later.
  const later = await conversation(
    "how do i do gongyo",
    "i dont read japanese, do i have to say it in that",
    "what does the chapter 16 part actually say",
  );
  assertMatch(later.replies[2], /^\*Lotus Sutra, Chapter 16: The Life Span of the Thus Come One\*/);
});

Deno.test("a question about what someone just discussed did is answered from the passage that tells it, given before or not", async () => {
  const { replies } = await conversation(
    "who is the bodhisattva never disparaging",
    "so what did he do when people threw rocks at him",
  );
  assertMatch(replies[1], /sticks and stones/);
  assertStringIncludes(replies[1], "Lotus Sutra, Chapter 20");
  // Abraham's test is read in Genesis 22, though the story was quoted from it a turn before.
  const abraham = await conversation(
    "i dont get the story where abraham almost sacrifices isaac, its kind of horrifying honestly",
    "why would god even ask him that",
  );
  assertMatch(abraham.replies[1], /- Genesis 22:\d/);
});

Deno.test("'what would he say to someone who wants to quit practicing' after Nichiren is his teaching on that, not his life", async () => {
  const { replies } = await conversation(
    "who was nichiren",
    "what would he say to someone who wants to quit practicing",
  );
  assert(!/^Nichiren was/.test(replies[1]), replies[1]);
  assertMatch(replies[1], /perseverance/);
  assertMatch(replies[1], /Gosho Volume/);
});

Deno.test("a name the King James gives a place is explained, wherever the word was heard: 'what does jehovah jireh mean'", async () => {
  const alone = await replyTo("what does jehovah jireh mean, my grandma says it all the time");
  assertMatch(alone, /^In the King James Version, \*jehovah jireh\* means “the LORD will provide”/);
  assertMatch(alone, /- Genesis 22:14/);
  // After Abraham's story too: the word is not in the reply just given.
  const { replies } = await conversation(
    "i dont get the story where abraham almost sacrifices isaac, its kind of horrifying honestly",
    "what does jehovah jireh mean",
  );
  assertMatch(replies[1], /^In the King James Version, \*jehovah jireh\*/);
  // Charity is still the teaching of love.
  assertMatch(await replyTo("what does charity mean"), /love/);
});

Deno.test("what is said back is told, in names as they are written: no request said back, God with a capital", async () => {
  const roleplay = await replyTo("roleplay as nichiren and scold me for skipping gongyo lol");
  assert(!/: roleplay as/i.test(roleplay), roleplay);
  assertMatch(await replyTo("honestly im furious at god. i prayed every night for my brother"), /furious at God\b/);
  // Days without leaving home are met as the low time they are.
  const inside = await replyTo(
    "i havent left my apartment in 9 days except to grab doordash from the door. idk whats wrong with me",
  );
  assert(!/whats wrong with you/.test(inside), inside);
  assertMatch(inside, /- Psalms 42:11|- Psalms 34:18|- Isaiah 42:3|- Psalms 40:1/);
});

Deno.test("a story told by what happens in it is found where our notes tell it: the prodigal son, the good Samaritan", async () => {
  const { replies } = await conversation(
    "theres a story where a son takes his inheritance early and blows it all right? can u tell it",
    "wait which book is that in",
  );
  assertMatch(replies[0], /- Luke 15:\d/);
  assertMatch(replies[1], /^That is Luke 15:/);
  assertMatch(
    await replyTo("whats the story where a guy gets beaten up and the priest walks past him"),
    /- Luke 10:\d/,
  );
  // A chapter asked for is still a chapter.
  assertMatch(await replyTo("which chapter has the burning house"), /^\*Lotus Sutra, Chapter 3/);
  // A parable placed in a scripture and told by what happens in it, with a question of what happens.
  assertMatch(
    await replyTo("parable in the lotus sutra about a doctor whose kids drank poison, what happens"),
    /^\*Lotus Sutra, Chapter 16/,
  );
});

Deno.test("'how did jesus say we should pray' asks his teaching on prayer, and a word's meaning may end in 'lol'", async () => {
  const { replies } = await conversation("how did jesus say we should pray", "what does hallowed mean lol");
  assert(!/^Jesus \(/.test(replies[0]), replies[0]);
  assertMatch(replies[0], /Lord's Prayer/);
  assertMatch(replies[1], /holy/);
});

Deno.test("words someone used to say, asked what they mean, are scripture's when our notes quote them", async () => {
  assertMatch(
    await replyTo("my grandma always said the lord is my shepherd, what does it mean"),
    /^Those words are from Psalms 23:1\./,
  );
  // Everyday words a verse happens to hold are not named as its.
  assert(!/^Those words/.test(await replyTo("everyone says take care of yourself but what does that mean")));
});

Deno.test("'can i read the whole thing' after a verse quotes all of its chapter when it is short enough to read", async () => {
  const { replies } = await conversation("what does thy rod and thy staff mean", "can i read the whole thing");
  assertMatch(replies[1], /^Here is all of Psalm 23:/);
  assertStringIncludes(replies[1], "The LORD is my shepherd; I shall not want.");
  assertStringIncludes(replies[1], "dwell in the house of the LORD for ever");
});

Deno.test("words of a verse asked what they mean are scripture's, not a subject we hold nothing on", async () => {
  assertMatch(await replyTo("what does thy rod and thy staff mean"), /^Those words are from Psalms 23:4\./);
  assertMatch(
    await replyTo("what does thy word is a lamp unto my feet mean"),
    /^Those words are from Psalms 119:105\./,
  );
  // A subject we hold nothing on is still said to be so.
  assertMatch(await replyTo("what is the filioque"), /filioque/);
});

Deno.test("after a Bible story: what happens next is the part that follows, how it ends is its end, and whom words were said to", async () => {
  const jonah = await conversation("tell me about jonah and the whale", "how does it end");
  assertMatch(jonah.replies[1], /^How it ends, in Jonah 4:/);
  assertStringIncludes(jonah.replies[1], "gourd");
  const david = await conversation("tell me about david and goliath", "what happened to him after that");
  assertMatch(david.replies[1], /^What comes next, in 1 Samuel 1[78]:/);
  const ruth = await conversation(
    "whither thou goest i will go... someone read that at my cousins wedding, wheres it from",
    "to who tho",
    "what happened to her after",
  );
  assertMatch(ruth.replies[0], /^Those words are from Ruth 1:16\./);
  assertMatch(ruth.replies[1], /^Ruth is speaking to Naomi/);
  assertMatch(ruth.replies[2], /^What comes next, in Ruth (?:1:(?:19|2\d)|2)/);
  assertMatch(
    await replyTo("love is patient love is kind... where is that from"),
    /^Those words are from 1 Corinthians 13:4\./,
  );
});

Deno.test("chat shorthand is read for what it says: a dog of 13 yrs put down is a pet lost, surgery in 3 wks an illness", async () => {
  const dog = await replyTo("my dog of 13 yrs was put down this afternoon. the house is so quiet");
  const petLoss = curatedFor("pet-loss").passages.bible;
  assert(petLoss.some((reference) => dog.includes(`- ${reference}`)), dog);
  const surgery = await replyTo(
    "surgery is in 3 wks. my husband wants me to stay positive all the time and i just cant",
  );
  const illness = curatedFor("illness").passages.bible;
  assert(illness.some((reference) => surgery.includes(`- ${reference}`)), surgery);
});

Deno.test("good news shouted with tears and screams of joy is celebrated, said back in an ordinary voice", async () => {
  const reply = await replyTo(
    "I GOT THE JOB!!! after 8 months of rejections. i literally screamed in the target parking lot 😭🎉",
  );
  assertMatch(reply, /^(?:Congratulations|What wonderful news|That is wonderful)[^\n]*you got the job/);
  // Into a programme of one's dreams, smiling with tears: good news, not a sorrow.
  assertMatch(
    await replyTo("GOT INTO MY DREAM GRAD PROGRAM!!! i can't stop smiling, just needed to tell someone 😭😭"),
    /^(?:Congratulations|What wonderful news|That is wonderful)[^\n]*you got into your dream grad program/,
  );
  // Mixed news is still met where it hurts.
  assert(!/^Congratulations/.test(await replyTo("got the job!!! but my mom is in the hospital")));
});

Deno.test("the practice for what is asked: yelling at one's kids is anger's, words asked for at a funeral are the funeral's", async () => {
  assertStringIncludes(
    await replyTo("how do i stop yelling at my kids. theyre 3 and 5 and every bedtime turns into a war"),
    "*a practice for anger*",
  );
  const funeral = await replyTo(
    "thank u. the funeral is saturday and my aunt asked me to say a few words and idk what to say",
  );
  assertStringIncludes(funeral, "*speaking at a funeral*");
  assertMatch(funeral, /^1\. .+\n2\. .+\n3\. /m);
});

Deno.test("'how do those fit together' of a teaching on each side is a comparison, told beside one's own life or not", async () => {
  const reply = await replyTo(
    "christians say u die once and then judgment, buddhists say rebirth. how do those fit together if at all? asking bc my wife is buddhist and im not",
  );
  assertMatch(reply, /^\*\*In Christianity:\*\*/);
  assertStringIncludes(reply, "**In Buddhism:**");
  // The words of the asking name no verse ("fitly framed together").
  assert(!reply.includes("Ephesians 2:21"), reply);
});

Deno.test("'is nichiren buddhism faith based too' after what Christians say sets the two sides on the teaching asked, not the schools", async () => {
  const reply = await replyTo(
    "christians say ur saved by faith not works. is nichiren buddhism faith based too or is it more about effort",
  );
  assertMatch(reply, /^\*\*In Christianity:\*\*/);
  assertMatch(reply, /\*\*In Nichiren Buddhism:\*\* [^\n]*faith, practice and study/);
  assert(!reply.includes("Nichiren Shoshu"), reply);
});

Deno.test("steps carry the practice's own passage, not one of the teaching its name says or a verse sharing two words", async () => {
  const pray = await replyTo(
    "my ex cheated on me and ppl at church keep saying i should pray for him. i honestly dont know how to do that without lying to god",
  );
  assertStringIncludes(pray, "*praying for someone who hurt you*");
  // Not the teaching of prayer in general, nor "without laying of wait" (Numbers 35:22) for "without lying".
  assert(!/- (?:Philippians 4:6|Numbers 35:22)/.test(pray), pray);
  const sabbath = await replyTo("how do i keep a sabbath when i work retail every weekend");
  assert(!sabbath.includes("Leviticus 25:2"), sabbath);
});

Deno.test("two teachers set side by side are grounded in their own passages, not in the family dinner the question was asked at", async () => {
  const reply = await replyTo(
    "jesus vs the buddha, were they teaching the same thing? my uncle keeps insisting at every family dinner that theyre basically twins lol",
  );
  const family = curatedFor("relationships").passages.bible;
  assert(!family.some((reference) => reply.includes(`- ${reference}`)), reply);
  assertStringIncludes(reply, "Lotus Sutra, Chapter");
});

Deno.test("'what does the rain stand for' after the medicinal herbs is what it pictures, not what the rain is like", async () => {
  const { replies } = await conversation(
    "im reading abt the parable of the medicinal herbs, can u summarize it",
    "what does the rain stand for",
  );
  assertMatch(replies[1], /^The parable of the medicinal herbs[^\n]*the Buddha's teaching/);
});

Deno.test("'ok but what does the jewel mean for me like in actual life' after the jewel in the robe is what the jewel is", async () => {
  const { replies } = await conversation(
    "whats the parable of the jewel in the robe",
    "ok but what does the jewel mean for me like in actual life",
  );
  assertMatch(replies[1], /Buddha nature/);
  assert(!/Nave's topic/.test(replies[1]), replies[1]);
});

Deno.test("a story told by its figure and what they did is found: 'the shepherd who leaves 99 sheep to go find 1'", async () => {
  assertMatch(await replyTo("the shepherd who leaves 99 sheep to go find 1, whats the point of that"), /- Luke 15:\d/);
  // Someone of the visitor's own life told so is no story to find.
  assert(!/- Luke 1[05]:/.test(await replyTo("the guy who hurt me is back in town")));
});

Deno.test("'ugh fine kjv then' after a version we lack gives the King James wording; 'such a failure' is a feeling named", async () => {
  const { replies } = await conversation("can u give me jeremiah 29:11 in the NIV pls", "ugh fine kjv then");
  assertMatch(replies[1], /"For I know the thoughts that I think toward you[^"]*" - Jeremiah 29:11/);
  assertMatch(await replyTo("lost my job today. honestly i feel like such a failure"), /inadequate/);
});

Deno.test("'can i read the whole chapter somewhere' after a Lotus chapter says we hold it in summary only, and gives the summary", async () => {
  const { replies } = await conversation(
    "what's the parable of the physician and the good medicine",
    "can i read the whole chapter somewhere",
  );
  assertMatch(replies[1], /^I hold the Lotus Sutra only in our own summary/);
  assertStringIncludes(replies[1], "Lotus Sutra, Chapter 16");
});

Deno.test("said back, 'him' or 'her' of someone named a sentence before is named: 'if you still love your husband'", async () => {
  const reply = await replyTo(
    "my husband and i havent touched each other in 8 months. we're basically roommates. i dont even know if i still love him and that makes me feel awful",
  );
  assertMatch(reply, /if you still love your husband/);
  assertMatch(
    await replyTo("how do i forgive my dad. he left when i was 9 and now hes sick and wants to talk"),
    /now your dad's sick/,
  );
});

Deno.test("praying as a family is praying with children; serving people, however little one has, is serving a neighbour", async () => {
  assertStringIncludes(
    await replyTo(
      "what can we do as a family to pray together? kids are 5 and 8 and they get bored in like 30 seconds",
    ),
    "*praying with children*",
  );
  assertStringIncludes(
    await replyTo("what are some ways to serve people when im broke and tired all the time"),
    "*serving a neighbour*",
  );
});

Deno.test("patience with someone in one's life is met with the passages for bearing with people, not those for waiting", async () => {
  const reply = await replyTo(
    "how can i be more patient with my toddler, shes 2 and screams at literally everything and i keep snapping at her",
  );
  const bearing = curatedFor("patience-with-people").passages.bible;
  assert(bearing.some((reference) => reply.includes(`- ${reference}`)), reply);
});

Deno.test("'who was jesus even talkin to when he told it' after a parable asks of that story: whom it was told to, from our note", async () => {
  const { replies } = await conversation("good samaritan story pls", "who was jesus even talkin to when he told it");
  assertMatch(replies[1], /^In Luke 10 a lawyer asks Jesus/);
});

Deno.test("a fact answered by one passage leaves it as the subject: 'who was he crying over' after the shortest verse", async () => {
  const { history, replies } = await conversation(
    "whats the shortest verse in the bible",
    "wait who was he crying over",
  );
  assertEquals(history[1].about?.topic, "reference:John 11:35");
  assertMatch(replies[1], /- John 11:3\d/);
});

Deno.test("what someone in a Bible story said is read in its chapter: 'what did god say his name was' after the burning bush", async () => {
  const { replies } = await conversation(
    "the burning bush story, what did god tell moses",
    "what did god say his name was",
  );
  assertStringIncludes(replies[1], "I AM THAT I AM");
  // Asked in other words ("whats the name god gives him"); names and plain verbs are what a story's verses are read
  // for ("go", "say", "said"); the story's own verses come before the rest of its chapter; the one named speaks, to the
  // one "him" means.
  for (
    const [asked, told] of [
      ["whats the name god gives him", "I AM THAT I AM"],
      ["why didnt moses want to go", "Who am I, that I should go unto Pharaoh"],
    ]
  ) {
    const { replies: bush } = await conversation("moses and the burning bush, what happened there exactly", asked);
    assertStringIncludes(bush[1], told);
  }
  const { replies: water } = await conversation(
    "jesus walking on water - peter sinks right?",
    "why did he sink",
    "what did jesus say to him",
  );
  assertStringIncludes(water[2], "O thou of little faith");
  // Verbs that say little ("getting") find nothing by themselves: noon is the sixth hour.
  const { replies: well } = await conversation(
    "the story where jesus talks to the samaritan woman at the well?",
    "why was she getting water at noon on her own",
  );
  assertStringIncludes(well[1], "sixth hour");
  assert(!/Herod/.test(water[2]), water[2]);
  // Spoken to ("go to my father, and will say unto him") is not spoken by.
  const { replies: father } = await conversation("tell me the prodigal son story", "what does the dad say to him");
  assert(!/I will arise and go to my father/.test(father[1]), father[1]);
  assertMatch(father[1], /the father said/);
});

Deno.test("a morning routine asked for is the morning offering's steps", async () => {
  assertStringIncludes(
    await replyTo("i need a morning routine thats spiritual but fits in like 15 min before i catch the bus at 6:40"),
    "*a morning offering*",
  );
});

Deno.test("asked how to fast with diabetes: the doctor first, then the steps of a fast that asks nothing of the body", async () => {
  const reply = await replyTo(
    "thinking about fasting for lent this year, never done it before. im type 2 diabetic tho. how should i go about it",
  );
  assertMatch(reply, /^Because of diabetes, ask your doctor first/);
  assertMatch(reply, /\*Fasting from screens\*[^\n]*\n\n1\. .+\n2\. .+\n3\. /);
  assertMatch(reply, /To take with you: [^\n]*- Matthew 6:16-18/);
  // Asked only whether, the other practice is named with its first step.
  assert(!/^1\. /m.test(await replyTo("I have diabetes, can I fast for Lent?")));
});

Deno.test("a quarrel at work is met first with the passages on answering conflict, not on working heartily", async () => {
  const reply = await replyTo(
    "theres a guy at work who takes credit for my stuff in literally every meeting and i want to scream. how do i handle this w/o losing it",
  );
  assertMatch(reply, /- (?:James 1:19|Proverbs 15:1|Romans 12:18|Matthew 18:15)/);
  assert(!reply.includes("Colossians 3:23"), reply);
});

Deno.test("'my wife passed in 2019' is a death told, and 'i dont say a single word out loud to anyone' is loneliness", () => {
  const analysis = persona.analyse(
    "im 71. my wife passed in 2019 and both my kids live overseas now. some days i dont say a single word out loud to anyone",
    [],
  );
  const found = analysis.situations.map((situation) => situation.id);
  assert(found.includes("grief") && found.includes("loneliness"), found.join(" "));
  // Passing an exam, or passing out, is no death.
  assert(!persona.analyse("my mom passed the bar exam", []).situations.some((situation) => situation.id === "grief"));
  assert(!persona.analyse("my husband passed out", []).situations.some((situation) => situation.id === "grief"));
});

Deno.test("'let it go to my head' is no forgiveness asked for; 'i need to let it go' still is", () => {
  const ids = (message: string) => persona.analyse(message, []).situations.map((situation) => situation.id);
  assert(!ids("how do i not let it go to my head, i start monday").includes("forgiveness"));
  assert(ids("i need to let it go but i cant, she lied about me to everyone").includes("forgiveness"));
});

Deno.test("'can u give me like actual steps' after a worry told asks steps for it; 'a bible verse i can hold onto' a verse for it", async () => {
  const { replies } = await conversation(
    "i get so anxious before job interviews i can barely sleep",
    "can u give me like actual steps",
    "is there a bible verse i can hold onto",
  );
  assertMatch(replies[1], /^1\. /m);
  assertMatch(replies[2], /- (?:[1-3] )?[A-Z][a-z]+ \d+:\d+/);
  assert(!/collection of sacred writings/.test(replies[2]), replies[2]);
});

Deno.test("'is there a bible verse like that? like ...' after a figure of the Lotus Sutra is the Bible's counterpart, not a verse sharing two words", async () => {
  const { replies } = await conversation(
    "tell me about bodhisattva never disparaging",
    "how did people treat him",
    "is there a bible verse like that? like being kind to people who hate you",
  );
  assertMatch(replies[1], /\b(?:cursed|struck|sticks|stones)\b/);
  assertMatch(replies[2], /- (?:Matthew 5:4[3-8]|Luke 6:2[7-8])/);
});

Deno.test("a verse that sounds like karma is the one that says sowing and reaping", async () => {
  const { replies } = await conversation("what is karma", "is there a bible verse that sounds like that");
  assertMatch(replies[1], /- Galatians 6:7/);
});

Deno.test("a note that goes through its verses in turn is read at the verse asked, and 'what does it mean' after 'where is that' goes on with it", async () => {
  const meek = await replyTo("blessed are the meek, where is that from");
  // Matthew Henry's note on 5:3-12 names each beatitude in a short sentence and explains it in the ones after.
  assertMatch(meek, /The meek are happy\. The meek are those who quietly submit to God/);
  const { replies } = await conversation(
    "blessed are the pure in heart, where is that",
    "ok but what does pure in heart even mean",
  );
  assertMatch(replies[0], /The pure in heart are happy; for they shall see God\. Here holiness/);
  assert(!replies[1].startsWith("Those words are from"), replies[1]);
  assertMatch(replies[1], /Matthew Henry[^\n]*(?:purified by faith|None but the pure)/);
});

Deno.test("'did nichiren ever write to someone who was ill' gives the letters our curators chose for illness, and the conversation stays on it", async () => {
  const { replies } = await conversation(
    "my husband has been in the hospital for two weeks and i am so tired",
    "did nichiren ever write to someone who was ill",
    "what can i say to him? he's a methodist, not buddhist",
  );
  assertMatch(replies[1], /^Here is where Nichiren writes to someone who was ill/);
  assertMatch(replies[1], /\*(?:Reply to Kyo'o|Winter Always Turns to Spring)/);
  assertMatch(replies[2], /- (?:Psalms 41:3|James 5:1[45]|Isaiah 41:10|Psalms 23)/);
  const work = await replyTo("did nichiren say anything about work");
  assertMatch(work, /\*(?:The Three Kinds of Treasure|On the Three Virtues of Food|Happiness in This World)/);
});

Deno.test("'how would nichiren see it? he's the buddhist one, not me' turns to Nichiren: the aside after the question asks nothing more", async () => {
  const { replies } = await conversation(
    "what does the bible say about worry",
    "how would nichiren see it? he's the buddhist one, not me",
  );
  assert(!replies[1].startsWith("Nichiren was a Japanese Buddhist priest"), replies[1]);
  assertMatch(replies[1], /\*(?:Lotus Sutra, Chapter \d+|[A-Z][^*]+ \(Gosho Volume [IV]+\))\*/);
  assert(!/" - (?:[1-3] )?[A-Z][a-z]+ \d+:\d+/.test(replies[1]), replies[1]);
});

Deno.test("a story named by its people is told first from our notes on them, with its verses that those notes point to", async () => {
  const daniel = await replyTo("can you tell me the daniel in the lions den story? for my sunday school kids");
  assertMatch(daniel.split("\n\n")[0], /lions/);
  assert(!daniel.startsWith('"'), daniel);
  assertMatch(daniel, /- Daniel 6:10\b/);
  const isaac = await replyTo("what's with abraham and isaac, like why would god ask that");
  assertMatch(isaac.split("\n\n")[0], /offer Isaac, then provided a ram/);
  assertMatch(isaac, /- Genesis 22:\d/);
});

Deno.test("'why did he...' of a story just read is answered from the verses it names and Matthew Henry's note on them", async () => {
  const { replies } = await conversation(
    "what's the story where jesus washes the disciples feet",
    "why did peter refuse at first",
  );
  assertMatch(replies[1], /^"[^"]*Peter[^"]*" - John 13:\d/);
  assertStringIncludes(replies[1], "Matthew Henry");
  const abraham = await conversation("tell me about abraham and isaac", "but why would god want that from him");
  assertMatch(abraham.replies[1], /God did tempt Abraham[^\n]*- Genesis 22:1/);
  assertMatch(abraham.replies[1], /Matthew Henry[^\n]*proved Abraham/);
});

Deno.test("'did jesus forgive him later' after Peter's denial asks of Peter, the one of the story the question does not name", async () => {
  const story = await conversation("the story where peter denied jesus three times", "did jesus forgive him later");
  assertMatch(story.replies[1], /restored him|feed (?:his|my) sheep/);
  assertMatch(story.replies[1], /- John 21:1[5-7]/);
  const person = await conversation("who was peter", "did jesus ever forgive him");
  assert(!person.replies[1].startsWith("Jesus (c."), person.replies[1]);
});

Deno.test("a death told is met as a loss with the practice for grief, whatever habit it names; prayer 'like talking to the ceiling' is dryness", async () => {
  const nana = await replyTo(
    "my grandad died on friday. he taught me everything. i keep opening his texts on my phone",
  );
  assertMatch(nana.split("\n\n")[0], /\b(?:miss|grie|loss|love)/i);
  assertMatch(nana, /\*a practice for grief\*|\*a prayer of lament\*/i);
  const dog = await replyTo("we had to put our old cat down last night. 15 years");
  assertMatch(dog.split("\n\n")[0], /\b(?:miss|grie|loss|love)/i);
  const dry = await replyTo("i used to feel god so close. lately praying feels like talking to a wall");
  assertMatch(dry, /- Psalms (?:13|42|63)/);
});

Deno.test("'who was he crying over' of 'Jesus wept' is the one our notes place in that verse", async () => {
  const { replies } = await conversation("explain john 11:35", "so who was he weeping for");
  assertMatch(replies[1], /^Lazarus/);
});

Deno.test("'who was it originally written to' of a verse from a letter in a prophet's book is whom the chapter was sent to", async () => {
  const { replies } = await conversation("jeremiah 29:11 pls", "who was that written for originally");
  assertMatch(replies[1], /Matthew Henry[^\n]*captives/);
});

Deno.test("'who else is in that chapter' names the people of our notes its chapter names, in its order", async () => {
  const { replies } = await conversation("quote hebrews 11:1", "who else is mentioned in that chapter");
  assertMatch(replies[1], /^Hebrews 11 names [^\n]*Noah, Abraham/);
  assert(!/Joseph of Nazareth/.test(replies[1]), replies[1]);
});

Deno.test("steps carry a verse for the habit by its own words, not its hour; a shared practice asked in Buddhist words carries the Lotus Sutra", async () => {
  const scrolling = await replyTo("i keep doomscrolling until 3am every night, give me a plan to break it");
  assert(!/- Genesis 1:5/.test(scrolling), scrolling);
  const respect = await replyTo("how do i live like bodhisattva never disparaging with a coworker who mocks me");
  assertMatch(respect, /To take with you: \*Lotus Sutra, Chapter 20/);
});

Deno.test("a job or a relationship lost is met with sorrow, not thanks for telling", async () => {
  for (
    const message of [
      "got laid off this morning after eleven years",
      "my girlfriend broke up with me last night",
      "i got fired today",
      "my wife and i are separating",
      "i failed my bar exam again",
      "my best friend betrayed me",
      "lost my job on friday",
      "my boyfriend dumped me over text",
    ]
  ) {
    assertMatch(await replyTo(message), /^(?:I'm sorry|That is hard news|I'm sorry to hear it):/, message);
  }
});

Deno.test("'what happens after he gets spit out' goes on after the verse that tells it, in the Bible's words", async () => {
  const { replies } = await conversation(
    "tell me the story of jonah and the whale",
    "what happens after he gets spit out",
  );
  assertMatch(replies[1], /^What comes next, in Jonah 3:/);
});

Deno.test("a letter curated for a subject and found by search too is shown once", async () => {
  const reply = await replyTo("did nichiren ever write to someone who was sick");
  assert(reply.split("*Winter Always Turns to Spring").length <= 2, reply);
  assert(reply.split("*Reply to Kyo'o").length <= 2, reply);
});

Deno.test("'is that sort of like...' after a Lotus chapter or a teaching sets the two side by side", async () => {
  const { replies } = await conversation(
    "tell me about the life span chapter",
    "is that sort of like jesus rising from the dead",
    "where can i read the whole chapter",
  );
  assertMatch(replies[1], /\*\*In Christianity:\*\* The resurrection/);
  assertMatch(replies[1], /\*\*In Buddhism:\*\*/);
  assertStringIncludes(replies[2], "*Lotus Sutra, Chapter 16: The Life Span of the Thus Come One* (our summary)");
  const trinity = await conversation(
    "what is the trinity",
    "sounds a bit like the three bodies of the buddha, same idea?",
  );
  assertMatch(trinity.replies[1], /\*\*In Buddhism:\*\* The three bodies of a Buddha/);
});

Deno.test("'the dad' of a story is its father: asked of the story just told", async () => {
  const { replies } = await conversation(
    "tell me the parable of the physician and his medicine",
    "why did the dad pretend to die",
  );
  assertStringIncludes(replies[1], "*Lotus Sutra, Chapter 16: The Life Span of the Thus Come One* (our summary)");
});

Deno.test("a bare feeling said back is followed by what happened, in the visitor's words", async () => {
  const reply = await replyTo("feeling really lonely this week. my roommate moved out and took the cat");
  assertStringIncludes(reply.split("\n")[0], "Your roommate moved out and took the cat.");
  // Told with a hurt, a milestone is no good news.
  assert(!/^Congratulations/.test(await replyTo("feeling so let down. my sister skipped my graduation for a concert")));
});

Deno.test("trivia is declined plainly, but a name of the Bible is looked up", async () => {
  for (const message of ["how tall is the empire state building", "what's the population of brazil"]) {
    assertMatch(await replyTo(message), /general knowledge and trivia/, message);
  }
  const methuselah = await replyTo("how old did methuselah live to");
  assert(!/beyond what I'm for|can't help|not the right guide/.test(methuselah), methuselah);
  assertStringIncludes(methuselah, "Methuselah");
});

Deno.test("'why couldn't they recognize jesus' of a story just read is answered from the verse that tells it", async () => {
  const { replies } = await conversation("tell me about the road to emmaus", "why couldn't they recognize jesus");
  assertStringIncludes(replies[1], "But their eyes were holden that they should not know him.");
});

Deno.test("'what's the rest of that psalm about' explains the psalm from its opening", async () => {
  const { replies } = await conversation(
    "what does 'weeping may endure for a night' mean",
    "what's the rest of that psalm about",
  );
  assertMatch(replies[1], /- Psalms 30:1/);
});

Deno.test("another Gospel's telling is found by its words, and a story one Gospel alone tells is said to be its own", async () => {
  const garden = await conversation("read me Mark 14:32-42", "is the luke version different");
  assertMatch(garden.replies[1], /^Luke tells it too/);
  assertMatch(garden.replies[1], /- Luke 22:\d+/);
  const prodigal = await conversation("read me Luke 15:11-32", "is it in the other gospels too");
  assertStringIncludes(prodigal.replies[1], "Only Luke tells this story");
  // Named as a version, a Gospel is no Bible translation we lack.
  assert(!/I don't hold/.test(garden.replies[1]), garden.replies[1]);
});

Deno.test("'them' in a question about someone else is what was just discussed", async () => {
  const { replies } = await conversation(
    "who are the bodhisattvas of the earth",
    "did nichiren see himself as one of them",
  );
  assertStringIncludes(replies[1], "Superior Practices");
});

Deno.test("'the difference between the two stories' sets the two just told side by side again", async () => {
  const { replies } = await conversation(
    "tell me the parable of the prodigal son",
    "is there a buddhist version of that story",
    "what's the difference between the two stories",
  );
  assertStringIncludes(replies[2], "**The Prodigal Son:**");
  assertStringIncludes(replies[2], "**The parable of the wealthy man and his poor son:**");
});

Deno.test("steps fit the life told: shifts, a body in pain, a habit named", async () => {
  assertStringIncludes(
    await replyTo("i work rotating night shifts, how can i keep praying regularly"),
    "*keeping a prayer life on shifts or an irregular schedule*",
  );
  assertStringIncludes(
    await replyTo("my back is bad and i can't kneel anymore, can i chant lying down?"),
    "*praying or chanting when your body hurts*",
  );
  assertMatch(
    await replyTo("how do i stop complaining all the time at home"),
    /^For complaining, here is a simple way/m,
  );
});

Deno.test("Nichiren set beside Martin Luther is a comparison of two reformers, each in his own terms", async () => {
  const reply = await replyTo("was nichiren a bit like martin luther");
  assertMatch(reply, /\*\*In Christianity:\*\* Martin Luther was a German monk/);
  assertMatch(reply, /\*\*In Nichiren Buddhism:\*\* Nichiren was/);
});

Deno.test("figures of the Bible stories are in our notes, and a fact is not said twice in other words", async () => {
  const { replies } = await conversation("what's the book of ruth about", "wait who's boaz");
  assertMatch(replies[1], /Boaz was a wealthy landowner of Bethlehem/);
  const story = await replyTo("tell me about zacchaeus");
  assert(story.split("give half").length <= 2, story);
});

Deno.test("'what verse comes right after it' reads on from the verse just quoted", async () => {
  const { replies } = await conversation("what does john 3:16 mean", "what verse comes right after it");
  assertMatch(replies[1], /- John 3:17/);
});

Deno.test("a hard thing told from its verb is said back to the visitor, and meeting people in a new place has its own steps", async () => {
  assertMatch(
    await replyTo("signed the divorce papers last week and i can't stop crying"),
    /: you signed the divorce papers last week/,
  );
  assertStringIncludes(
    await replyTo("i just moved for work and don't know anyone. how do i meet people, i'm pretty introverted"),
    "*making friends in a new place*",
  );
});

Deno.test("errands of everyday life are declined plainly: taxes, shopping, followers, places near you, business plans", async () => {
  for (
    const message of [
      "can you help me file my taxes",
      "whats a good laptop for uni",
      "how do i get more followers on tiktok",
      "best sushi place near me",
      "write me a business plan for a bakery",
      "how do i fix a leaking tap",
      "which phone should i get",
      // Asked in faith's words, for a church event, or of a land of temples, the errand is still the errand.
      "in Jesus name PLEASE tell me how to get red wine out of a white couch, my mother in law is coming in an hour",
      "what's 350 fahrenheit in celsius, baking for the church potluck",
      "how many grams of protein should i eat a day, i'm 80kg and lifting 4x a week",
      "when's the best time of year to visit kyoto? i wanna see all the old temples",
      "best tinder opener for a girl whose profile is all hiking pics?",
      "who would win in a fight, goku or superman. settle this for me and my brother",
      "Could you give me a good stretching routine for lower back pain? I sit at a desk all day.",
    ]
  ) assertMatch(await replyTo(message), /beyond what I'm for|can't help|not the right guide|[Aa] doctor/, message);
  // The close of a prayer ("in jesus name") says whom it is prayed through, not what is asked.
  assertStringIncludes(await replyTo("help me sleep tonight in jesus name"), "*a body scan before sleep*");
  // A contest of the scriptures' own people is their story.
  assertEquals(persona.about("who would win in a fight, david or goliath", []).kind, "fact");
});

Deno.test("more teachings in our notes: predestination, the Pharisees, juzu, the eight winds, limbo", async () => {
  assertMatch(await replyTo("what is predestination"), /^Predestination is the Christian teaching/);
  assertMatch(await replyTo("what are the eight winds"), /^The eight winds are prosperity and decline/);
  assertMatch(await replyTo("can you quote the eight winds letter"), /^I don't have The Eight Winds in my library/);
  assertMatch(await replyTo("how do i hold my juzu"), /Juzu/);
});

Deno.test("days shut away at home are met with a word about telling someone, before any verse", async () => {
  const reply = await replyTo("haven't left my flat in two weeks, not sure why i'm like this");
  assertMatch(reply.split("\n\n")[1], /a doctor or counsellor can help/);
});

Deno.test("steps for a hard talk name whom it is with", async () => {
  assertMatch(
    await replyTo("how do i tell my dad i'm leaving the church"),
    /^For the talk with your dad, here is a simple way/m,
  );
});

Deno.test("'how much should I read each day' after a reading plan is answered by the step that gives the measure", async () => {
  const { replies } = await conversation(
    "i want to start reading the bible but don't know where to begin",
    "ok started mark. how much should i read each day?",
  );
  assertMatch(replies[1], /^Step \d of \*a Bible reading plan for beginners\* gives the measure: .*chapter a day/);
  // Asked in a few words.
  const short = await conversation(
    "never read the bible before. where do i even start, genesis??",
    "and like how much a day",
  );
  assertMatch(short.replies[1], /^Step \d of \*a Bible reading plan for beginners\* gives the measure/);
});

Deno.test("'would you call Jesus a bodhisattva' and 'original sin beside fundamental darkness' are answered in each one's terms", async () => {
  assertMatch(await replyTo("would you call jesus a bodhisattva"), /^Christians would not put it that way/);
  const darkness = await replyTo("is original sin kind of like fundamental darkness in nichiren buddhism");
  assertMatch(darkness, /\*\*In Nichiren Buddhism:\*\* Fundamental darkness/);
});

Deno.test("a fact about someone is grounded in the passage that tells it", async () => {
  assertMatch(await replyTo("where did moses get the 10 commandments, what mountain"), /- Exodus 20:/);
});

Deno.test("a plan asked for after a loss of work or a marriage, or an embarrassing start, is given as numbered steps", async () => {
  const stepsIn = (reply: string) => reply.match(/^\d+\. /gm)?.length ?? 0;
  for (
    const message of [
      "the company made me redundant after 15 years. can you help me make a plan for the coming weeks?",
      "my husband moved out and the divorce is final next month. what steps can i take to start over?",
      "bit embarrassing but i'm 40 and never opened a bible. give me a simple plan for where to start",
    ]
  ) assert(stepsIn(await replyTo(message)) >= 3, message);
});

Deno.test("a comparison shows each side's named teaching by its own passages, and reads 'jobs friends' as Job's", async () => {
  const lost = await replyTo("the lost sheep and the burning house, are they the same idea?");
  assert(/- Luke 15:\d|- Matthew 18:1[2-4]/.test(lost) && !/- Matthew 10:6/.test(lost), lost);
  const karma = await replyTo(
    "isnt karma just what jobs friends believed, that bad things happen because you earned them?",
  );
  assertMatch(karma, /- Job \d+/);
  assertMatch(karma, /karma/i);
  const enemies = await replyTo("christians are told to love their enemies. does buddhism have anything similar?");
  assertMatch(enemies, /- (?:Matthew 5:4[3-8]|Luke 6:2[7-8])/);
  assertMatch(enemies, /Never Disparaging|Devadatta/);
});

Deno.test("'why' of a story found by what happens in it is answered from its telling, and a short line goes on to the next", async () => {
  const { replies } = await conversation(
    "which lotus sutra chapter is the one with the monk who bowed to everyone he met",
    "why were people so nasty to him",
  );
  assertMatch(replies[1], /Lotus Sutra, Chapter 20/);
  assertMatch(replies[1], /insult|stones|sticks/);
  const jewel = await conversation(
    "the lotus sutra story where a man has a jewel sewn in his robe, what is it",
    "why didn't the friend just tell him about it",
  );
  assertMatch(jewel.replies[1], /official business|asleep|sleeping/);
});

Deno.test("steps asked by their number or 'concretely, in order' are steps; a boss who screams at people is met with a way to stand steady", async () => {
  for (
    const message of [
      "when i get angry at my kids (3 and 5) i yell and then feel awful all night. give me a reset i can do IN the moment, like 5 steps",
      "gratitude practice for someone who is kinda cynical lol. 4-5 steps, daily, and tie it to something nichiren wrote if u can",
    ]
  ) assertMatch(await replyTo(message), /\n1\. .*\n2\. .*\n3\. /, message);
  const boss = await replyTo(
    "my boss screams at people in the warehouse and im clearly next on his list. what do i do tomorrow morning, like concretely, in order",
  );
  assertMatch(boss, /\*standing steady when you are mistreated\*/);
  assertMatch(boss, /\n1\. Start a private record/);
  assertMatch(boss, /HR, a union representative/);
});

Deno.test("the whole of a psalm asked for is given; 'something from the buddhist side i could read her' turns to the other tradition; 'tired fast' is no fasting", async () => {
  const { replies } = await conversation(
    "mom has alzheimers, some days she thinks im her sister. i visit every sunday and leave wrecked",
    "she used to love psalm 23. can u give me the whole thing so i can read it to her",
    "is there something from the buddhist side i could read her too? short, she gets tired fast",
  );
  assertMatch(replies[1], /^"The LORD is my shepherd; I shall not want\..*for ever\." - Psalms 23:1-6/);
  assert(!/\bfast(?:ing|ed)?\b|\bLent\b/i.test(replies[2]), replies[2]);
  assertMatch(replies[2], /Lotus Sutra|gongyo|Nichiren/);
});

Deno.test("a glad day told with a sorrow is not congratulated, and 'my wedding day and i' is no pair of people; a forecast is declined", async () => {
  const rain = await replyTo("it's going to rain on my wedding day and i feel like god is against me");
  assert(!/Congratulations|wonderful|good news/i.test(rain), rain);
  assertStringIncludes(rain, "it's going to rain on your wedding day and you feel like God is against you");
  assertStringIncludes(
    await replyTo("my little brother and i keep fighting"),
    "you and your little brother keep fighting",
  );
  assertMatch(
    await replyTo("is it going to rain in seattle saturday? we are planning an outdoor baptism at the lake 🙏"),
    /weather forecasts/,
  );
});

Deno.test("'what comes right after it' of one verse is the next verse; an answer naming a chapter shows that chapter", async () => {
  const still = await conversation(
    "whats the exact wording of the 'be still and know' verse in the king james?",
    "and what comes right after it?",
  );
  assertMatch(
    still.replies[1],
    /The LORD of hosts is with us; the God of Jacob is our refuge\. Selah\." - Psalms 46:11/,
  );
  const chapter = await conversation(
    "what even is the lotus sutra? my roommate chants from it every morning",
    "which chapter is the most important one",
  );
  assertMatch(chapter.replies[1], /^Nichiren counted the second chapter/);
  assertMatch(chapter.replies[1], /\*Lotus Sutra, Chapter 2: Expedient Means\*/);
});

Deno.test("'did jesus ever feel like that?' after a feeling told asks what he went through, not the Christian view", async () => {
  const { replies } = await conversation(
    "lately i dont know if god is even there. i sing the songs and feel nothing. i feel like such a fraud",
    "did jesus ever feel like that? like god wasnt there?",
  );
  assertMatch(replies[1], /why hast thou forsaken me/);
  assertMatch(replies[1], /- Matthew 2[67]:\d/);
});

Deno.test("why Peter denied Jesus is answered from what the Gospels tell of that night, the reason named as readers' reading", async () => {
  const { replies } = await conversation(
    "quick q, who was peter? my kid is asking",
    "why did he deny jesus 3 times tho if he loved him so much",
  );
  assertMatch(replies[1], /the Gospels leave the reason unsaid, and most readers see fear for his own life/);
});

Deno.test("blaming oneself is met with care for it ('if i was a better kid', 'could i have saved her'), and a life saved is no salvation", async () => {
  for (
    const message of [
      "im 16 and my parents fight every night. i keep thinking if i was a better kid they wouldnt be so stressed",
      "my mom died in the night and i was asleep. could i have saved her?",
    ]
  ) {
    const reply = await replyTo(message);
    assertMatch(reply, /the fault is rarely where a hurting heart puts it/, message);
    assert(!/salvation/i.test(reply), reply);
  }
});

Deno.test("a list or a 'let alone' is not said back, a time they cannot give is no limit, a gratitude practice is gratitude", async () => {
  const flare = await replyTo(
    "i have fibromyalgia and on flare days i can barely get out of bed, let alone sit and pray or chant for 30 mins like the people in my group do. how can i keep a spiritual practice on the bad days? steps pls, short ones",
  );
  assertMatch(flare, /^I'm sorry: (?:you have fibromyalgia|on flare days you can barely get out of bed)\./);
  assert(!/let alone sit\.|within about 30 minutes/.test(flare), flare);
  const night = await replyTo(
    "its 3am again. every night i wake up around this time and my brain starts listing everything that could go wrong tomorrow, money, kids, my moms biopsy. give me a step by step thing i can do right now lying in bed",
  );
  assert(!/: your moms biopsy\./.test(night), night);
  assertMatch(
    await replyTo("my therapist suggested i try a gratitude practice. can u give me a simple daily routine for it?"),
    /\*gratitude journaling\*/,
  );
});

Deno.test("a story told by what someone in it did is found through our notes on that person: the man who climbed a tree to see Jesus", async () => {
  const { replies } = await conversation(
    "the story where the guy climbs a tree to see jesus? who was he and where is that",
    "why did he climb it tho",
  );
  assertMatch(replies[0], /Zacchaeus/);
  assertMatch(replies[0], /- Luke 19:\d/);
  assertMatch(replies[1], /little of stature/);
});

Deno.test("steps asked with a text to draw on carry a passage from that text", async () => {
  assertMatch(
    await replyTo("how do i do lectio divina with a psalm? walk me through it"),
    /To take with you: "[^"]+" - Psalms \d+/,
  );
  assertMatch(
    await replyTo("a gratitude practice, 4 steps, daily, and tie it to something nichiren wrote"),
    /To take with you: \*[^*]+\(Gosho Volume [IVX]+\)\*/,
  );
});

Deno.test("a feeling told is met as told: 'when she shares' asks nothing, 'not proud of' is no glad news", async () => {
  const envy = await replyTo(
    "My closest friend has the new grandchild and the cruise. When she shares her 'benefits' at meetings I feel sick with envy.",
  );
  assertEquals(
    persona.about(
      "My closest friend has the new grandchild and the cruise. When she shares her 'benefits' at meetings I feel sick with envy.",
      [],
    ).kind,
    "feeling",
  );
  assertMatch(envy, /envy/i);
  const past = await replyTo(
    "i did a lot of stuff in my 20s im not proud of. when i pray god wouldnt want to hear from someone like me",
  );
  assert(!/congrat|what good news|wonderful/i.test(past), past);
  assertMatch(
    past,
    /Romans 8:1|Psalms 103|Isaiah 43:18|2 Corinthians 5:17|John 8:1|1 Timothy 1:15|Philippians 3|Micah 7|Luke 7|Psalms 32|Joel 2|1 John 1:9/,
  );
});

Deno.test("a mother-in-law keeps no Law and a quick version is no Bible version; 'that famous line' is the person's own", async () => {
  assertEquals(persona.analyse("my mother-in-law criticises everything i cook", []).concepts.length, 0);
  const ruth = await conversation(
    "who was ruth in the bible? quick version",
    "what was that famous line she said to her mother in law",
  );
  assert(!/Torah|translation/i.test(ruth.replies.join(" ")), ruth.replies.join("\n"));
  assertMatch(ruth.replies[1], /whither thou goest/);
});

Deno.test("steps asked after hard news told are for it, not declined", async () => {
  const laidOff = await conversation(
    "got laid off today. 4 years there. they gave us 20 min notice",
    "can u give me steps for tomorrow morning so i dont spiral",
  );
  assertMatch(laidOff.replies[1], /^1\. /m);
  assertMatch(laidOff.replies[1], /losing a job/);
});

Deno.test("'quote verse 4' after a chapter is that verse of the chapter, not the fourth passage cited", async () => {
  const love = await conversation("whats 1 corinthians 13 about in simple words", "quote verse 4 for me exactly, kjv");
  assertStringIncludes(love.replies[1], '"Charity suffereth long, and is kind;');
  assertMatch(love.replies[1], /- 1 Corinthians 13:4\b/);
});

Deno.test("a chapter named with 'chapter' in the question is that chapter, not a count; 'explain like im 10' is plainer words", async () => {
  const sixteen = await replyTo(
    "is chapter 16 the most important chapter of the lotus sutra? why does everyone say that",
  );
  assertMatch(sixteen, /^\*Lotus Sutra, Chapter 16/);
  assert(!/has 28 chapters/.test(sixteen), sixteen);
  const plain = await conversation("what is ichinen sanzen?", "too hard 😭 explain like im 10 years old pls");
  assertEquals(
    persona.analyse("too hard 😭 explain like im 10 years old pls", plain.history.slice(0, 2)).followUp?.mode,
    "plain",
  );
});

Deno.test("a version we lack asked for a passage just read gives it in the King James and the World English Bible, each named", async () => {
  const psalm = await conversation(
    "read me psalm 121",
    "is there an NIV version of it? the thee's and thou's are hard going",
  );
  const reply = psalm.replies[1];
  assertMatch(reply, /don't have the New International Version/);
  assertMatch(reply, /" - Psalms 121:\d/);
  assertMatch(reply, /” \(World English Bible, Psalms 121:\d/);
});

Deno.test("a way of praying asked how to do is steps; grace, a restful Sunday, the sign of the cross and an evening reflection have theirs", async () => {
  for (
    const message of [
      "tell me how to do a simple breathing prayer when im anxious on the train",
      "any ideas for teaching my 6 year old to say grace",
      "how can i make sunday feel restful and not just chores",
      "how do i make the sign of the cross properly",
      "give me a routine for evening reflection",
      "Could you help me make a plan to read the four gospels in one month?",
    ]
  ) assertMatch(await replyTo(message), /^1\. .+\n2\. .+\n3\. /m, message);
});

Deno.test("'ok then how do i stop comfort eating' after a diet declined is a habit of one's own, not the diet pressed again", async () => {
  const eating = await conversation("whats the best diet to lose weight", "ok then how do i stop comfort eating");
  assertMatch(eating.replies[1], /changing a habit/);
  assertMatch(eating.replies[1], /^1\. /m);
});

Deno.test("'he' is still the one just discussed though another is named; 'the one about treasures' is the letter so titled", async () => {
  const devadatta = await conversation(
    "Who was Devadatta?",
    "Hang on, he tried to kill the Buddha and he STILL gets a prophecy of enlightenment? How is that fair?",
  );
  assertMatch(devadatta.replies[1], /^(?:Tradition says )?Devadatta/);
  assertMatch(devadatta.replies[1], /Lotus Sutra, Chapter 12/);
  // Named first, the other one is the "he": "Peter denied him, did he regret it?" after Jesus is about Peter.
  const jesus = await conversation("who was jesus");
  assertEquals(
    persona.analyse("Peter denied him three times, did he regret it?", jesus.history).people[0]?.id,
    "peter",
  );
  const kingo = await conversation(
    "Tell me about Shijo Kingo",
    "Which of Nichiren's letters to him do you have?",
    "The one about treasures, what's the line everyone quotes from it?",
  );
  assertMatch(kingo.replies[2], /The Three Kinds of Treasure/);
  assert(!/Happiness in This World/.test(kingo.replies[2].split("\n")[0]), kingo.replies[2]);
});

Deno.test("'how can i be like him' after a figure of the texts is the practice named for him", async () => {
  const bowing = await conversation(
    "who is bodhisattva never disparaging?",
    "how can i be like him at my job? customers are so rude all day",
  );
  assertMatch(bowing.replies[1], /simple way to begin: \*respecting everyone you meet\*/);
  const chapter = await conversation(
    "tell me about the bodhisattva never disparaging",
    "how would i do that with my annoying coworker lol",
  );
  assertMatch(chapter.replies[1], /simple way to begin: \*respecting everyone you meet\*/);
});

Deno.test("'a buddha' is a kind of being, not Shakyamuni; 'the Buddha' still is", () => {
  const people = (message: string) => persona.analyse(message, []).people.map((person) => person.id);
  assert(!people("in the lotus sutra a little girl becomes a buddha?? who is she").includes("shakyamuni"));
  assert(people("who was the buddha").includes("shakyamuni"));
});

Deno.test("a heart bypass on Thursday is an illness faced, and picturing the worst is fear", () => {
  const bypass = persona.analyse(
    "He goes in for his heart bypass on Thursday. I've been chanting but I keep picturing the worst.",
    [],
  );
  const found = bypass.situations.map((situation) => situation.id);
  assert(found.includes("illness") && found.includes("fear"), found.join(", "));
});

Deno.test("'how does it work' of a practice named is steps, not a question about the guide; a saying asked in the NIV is given in the KJV and the WEB", async () => {
  assertMatch(await replyTo("walking meditation, how does it work"), /^1\. /m);
  assertEquals(persona.about("how does this work?", []).kind, "identity");
  const niv = await conversation("can you give me the lord is my shepherd in the niv", "fine, the kjv then");
  assertMatch(niv.replies[0], /"The LORD is my shepherd; I shall not want\." - Psalms 23:1/);
  assertMatch(niv.replies[0], /\(World English Bible, Psalms 23:1\)/);
  assertMatch(niv.replies[1], /^"The LORD is my shepherd; I shall not want\." - Psalms 23:1/);
});

Deno.test("what a teaching named for a writing we lack means is the teaching's to answer", async () => {
  assertEquals(persona.about("what does 'many in body one in mind' mean", []).kind, "concept");
  assertMatch(await replyTo("what does 'many in body one in mind' mean"), /^“Many in body, one in mind”/);
  assertEquals(persona.about("can you quote the gosho many in body one in mind", []).kind, "not-in-library");
});

Deno.test("'walk me through it tonight' after a practice is its steps, not the one step with 'walk' in it", async () => {
  const examen = await conversation("what's the examen", "walk me through it tonight");
  assertMatch(examen.replies[1], /^1\. .+\n2\. .+\n3\. /m);
});

Deno.test("'something i can do on his birthday' after a death told is a day of remembering, not a birthday", async () => {
  const dad = await conversation(
    "my dad died last month and i haven't cried yet",
    "is there something i can do on his birthday next week",
  );
  assertMatch(dad.replies[1], /simple way to begin: \*a practice for grief\*/);
  assertMatch(await replyTo("it's my birthday next week and i feel old"), /birthday/i);
});

Deno.test("a prayer asked for the one who died is the practice for grief, not a prayer for healing", async () => {
  const lola = await replyTo("my lola died last month. how can i pray for her? step by step");
  assertMatch(lola, /simple way to begin: \*a practice for grief\*/);
  assert(!/healing/.test(lola), lola);
  assert(!/practice for grief/.test(await replyTo("my mom is in hospital, how can i pray for her? step by step")));
});

Deno.test("'why did she do that' of a story our notes do not explain gives the passage just told with the commentary's reading", async () => {
  const ruth = await conversation(
    "ruth left her country too right? tell me her story",
    "why did she do that tho, she could've just gone home like the other one did",
  );
  assertMatch(ruth.replies[1], /^Our notes on Ruth are silent on that/);
  assertMatch(ruth.replies[1], /" - Ruth 1:\d/);
  assertMatch(ruth.replies[1], /Matthew Henry/);
});

Deno.test("of two practices named, the one of the tradition the message speaks in is given", () => {
  assertEquals(
    persona.about(
      "what does a daily morning routine look like for a nichiren buddhist? my boyfriend does gongyo and i want to learn it",
      [],
    ).topic,
    "practice:reciting-gongyo",
  );
  assertEquals(
    persona.about("i want a christian morning routine, something simple", []).topic,
    "practice:morning-offering",
  );
});

Deno.test("asked if it remembers them, the guide says it is an AI that keeps no memories between conversations", async () => {
  const reply = await replyTo("hey its me again, do u remember me? we talked last week about my mom");
  assertMatch(reply, /\bAI\b/);
  assertMatch(reply, /memories/);
});

Deno.test("a fact asked after an event is found by what is asked, not by the event it is placed after", async () => {
  const afterSado = await replyTo(
    "after the sado exile where did nichiren go to live? my friend said some mountain but couldnt remember the name",
  );
  assertMatch(afterSado.split("\n")[0], /^[^.]*Minobu/);
  const place = await replyTo("what was the name of the place where the soldiers tried to behead nichiren");
  assertMatch(place.split("\n")[0], /^[^.]*Tatsunokuchi/);
});

Deno.test("'how many stones did he pick up?' of a story just told is answered by the verse that counts them", async () => {
  const { replies } = await conversation(
    "tell me david and goliath so i can tell my son at bedtime, hes 6",
    "how many stones did he pick up? he's gonna ask",
  );
  assertStringIncludes(replies[1], "five smooth stones");
  assertStringIncludes(replies[1], "1 Samuel 17:");
});

Deno.test("a name's possessive typed without its apostrophe names the person, unless it is a word of its own", () => {
  assertEquals(persona.about("how many days did it rain in noahs flood?", []).topic, "person:noah");
  assert(persona.about("i work two jobs and im so tired", []).topic !== "person:job");
});

Deno.test("hard things told in everyday words are named: a breakup by text, a pet put down, trust broken, an empty nest", () => {
  const told: [string, string][] = [
    ["6 years together and she ended it over text. a TEXT. we had a lease signed", "breakup"],
    ["had to put down my dog biscuit this morning. 14 years", "pet-loss"],
    ["my best friend has been telling people at church stuff i told her in confidence", "betrayal"],
    ["some girls made a groupchat making fun of how i dress and someone sent me screenshots", "bullying"],
    ["i still pray but its like talking into a dead phone line. nothing. for like a year now", "spiritual-dryness"],
    ["cleaning offices at night after 15 years as an engineer. i feel like nobody", "self-worth"],
    ["been back from afghanistan 2 yrs. things i saw over there, things i did", "trauma"],
    ["bank called today, were not getting the operating loan renewed", "money-worries"],
    ["i yelled so loud my neighbor knocked. im not a good mom", "parenting"],
    ["i did something when i was drunk that i cant take back. i cant look anyone in the eye", "past-shame"],
    ["ICU nurse 11 yrs. i used to love this job. i dont feel anything for my patients anymore", "burnout"],
    ["dropped my youngest off at college on saturday. her room is just... clean", "empty-nest"],
  ];
  for (const [message, id] of told) {
    assert(persona.analyse(message, []).situations.some((situation) => situation.id === id), message);
  }
});

Deno.test("steps are offered for where they will be kept, and a habit is named without the words around it", async () => {
  const cab = await replyTo(
    "harvest starts monday, 15 hr days on the combine. how do i keep praying when im in the cab all day",
  );
  assertStringIncludes(cab, "For your time on the combine, here is a simple way to begin");
  assert(!/\*lectio divina/i.test(cab), cab);
  const scrolling = await replyTo("i keep doomscrolling till 2am every night. any kind of spiritual plan to break it");
  assertStringIncludes(scrolling, "For doomscrolling, here is");
  assertEquals(
    persona.about("my grandma asked me to memorize it. how do i actually get it memorized and keep a prayer habit", [])
      .topic,
    "practice:learning-a-verse-by-heart",
  );
});

Deno.test("a writing or verse described by what it tells is found: the carp at the waterfall, a bird's egg, rain on the just", () => {
  for (
    const [message, topic] of [
      [
        "the carp trying to climb the waterfall story, nichiren wrote about it right?",
        "reference:The Dragon Gate (Gosho Volume I)",
      ],
      [
        "nichiren wrote something about a bird egg? my friend said its about chanting",
        "reference:Letter to Niike (Gosho Volume I)",
      ],
      [
        "kinda sounds like that verse where god sends rain on the just and the unjust? where is that one",
        "reference:Matthew 5:45",
      ],
    ] as const
  ) assertEquals(persona.about(message, []).topic, topic, message);
  assertEquals(
    persona.about("nichiren talks about helping others, how do i actually start doing that at my age", []).kind,
    "steps",
  );
});

Deno.test("a count our notes on someone do not give is read in the verse of their story that gives it", async () => {
  const rain = await replyTo("how many days and nights did it rain in noahs flood? arguing with my cousin");
  assertStringIncludes(rain, "forty days and forty nights");
  const abraham = await replyTo("how old was Abraham when Isaac was born");
  assertMatch(abraham, /an hundred years old/);
});

Deno.test("'keep something going' asks for nothing a first visit to a service is for", () => {
  assert(
    persona.about(
      "harvest starts monday, 15-16 hr days on the combine. how do i keep something going when im in the cab all day",
      [],
    )
      .topic !== "practice:first-visit-to-a-service-or-meeting",
  );
  assertEquals(
    persona.about("im nervous about going to church for the first time, what should i do", []).topic,
    "practice:first-visit-to-a-service-or-meeting",
  );
});

Deno.test("steps say back the life they are for, as told beside the asking, but no wish and no verdict on oneself", async () => {
  const nights = await replyTo(
    "i work nights as a nurse, 7p to 7a. how do i keep any kind of prayer rhythm when my whole schedule is flipped? give me steps",
  );
  assertMatch(nights, /^Since you work nights as a nurse, 7p to 7a, here is a simple way to begin: \*/);
  assertMatch(nights, /\n1\. /);
  const farm = await replyTo("I farm, up at 4:30 for milking every day. how do I fit prayer in before the cows");
  assertMatch(farm, /^Since you farm, up at 4:30 for milking every day, here is a simple way to begin/);
  for (
    const message of [
      "how to memorise bible verses? i'm terrible at it",
      "I want to fast for Lent this year, how do I do it without making a big show of it",
      "how do u actually chant nam myoho renge kyo? like do i need beads, do i face something",
    ]
  ) {
    assertMatch(await replyTo(message), /^(?:To [^\n]*?, here|Here) is a simple way to begin/, message);
  }
});

Deno.test("steps made over for a child are steps for praying with children, never a task declined", async () => {
  const { replies } = await conversation(
    "how can i turn my morning run into prayer? i do about 5k before work",
    "now make it for a kid, my 8 yr old wants to come along on her bike",
  );
  assertMatch(replies[1], /^(?:To [^\n]*?, here|Here) is a simple way to begin: \*praying with children\*\.\n\n1\. /);
  assertMatch(await replyTo("how do i pray with my 5 year old"), /\*praying with children\*/);
});

Deno.test("what happens next in a person's story goes on from the passage quoted of them", async () => {
  const { replies } = await conversation(
    "tell me the story of jonah",
    "what happens after the fish spits him out",
    "how does it end",
  );
  assertMatch(
    replies[1],
    /^What comes next, in Jonah 3:1-\d+:\n\n"And the word of the LORD came unto Jonah the second time/,
  );
  assertMatch(replies[2], /^How it ends, in Jonah 4:/);
  const { replies: lazarus } = await conversation("who was lazarus", "what happened after that");
  assertMatch(lazarus[1], /^What comes next, in John 11:/);
});

Deno.test("good news that came to someone else over the visitor is not congratulated", async () => {
  const passedOver = await replyTo(
    "a guy i literally trained got promoted over me. now i have to smile in meetings while he's my boss",
  );
  assert(!/wonderful news|congratulations/i.test(passedOver), passedOver);
  assertMatch(passedOver, /^I'm sorry: a guy you literally trained got promoted over you\./);
  assertMatch(await replyTo("i got promoted today!!"), /^What wonderful news: you got promoted today!/);
});

Deno.test("a word of the reply just given, asked after, is asked of that reply, not declined", async () => {
  const { replies } = await conversation("explain matthew 5:15", "whats a bushel lol");
  assert(!/not the right guide|beyond what I'm for/i.test(replies[1]), replies[1]);
  assertMatch(replies[1], /under a bushel/);
});

Deno.test("steps turned to another time or place are offered for it in the visitor's words, as steps", async () => {
  const { replies } = await conversation(
    "how do i start chanting in the mornings? i share a flat and leave for work at 7",
    "and what about evenings? my flatmate has friends over most nights",
  );
  assertMatch(replies[1], /^For evenings, here is a simple way to begin: \*[^*]+\*\.\n\n1\. .+\n2\. .+\n3\. /);
  const { replies: driving } = await conversation(
    "how can i make my 30 min train ride into prayer time instead of scrolling",
    "what about the days i drive instead? cant exactly read at the wheel lol",
  );
  assertMatch(driving[1], /^For the days you drive, here is a simple way to begin: \*[^*]+\*\.\n\n1\. /);
  const { replies: shorter } = await conversation(
    "give me a prayer routine for before my shift at the hospital",
    "shorter. like something for the minute in the lift on the way up",
  );
  assertMatch(shorter[1], /^For the minute in the lift on the way up, (?:the heart|a short form) of \*[^*]+\*/);
  assertMatch(shorter[1], /\n1\. .+\n2\. .+\n3\. /);
  // A place named after the setting's word is not cut short: a truck stop is no truck.
  const parked = await replyTo("parked at the truck stop again tonight, how do i pray before i sleep");
  assert(!/at the truck\b(?! stop)/.test(parked), parked);
});

Deno.test("what happens after a story told only in part goes on from the furthest verse of it shown", async () => {
  const { replies } = await conversation("tell me the story of zacchaeus", "what happens next");
  assertMatch(replies[0], /Luke 19:1-\d/);
  const shownTo = Number(/Luke 19:1-(\d+)/.exec(replies[0])![1]);
  assert(shownTo < 10, replies[0]);
  assertMatch(replies[1], new RegExp(`" - Luke 19:${shownTo + 1}-`));
  assertMatch(replies[1], /fourfold/);
  const { replies: after } = await conversation("tell me the story of zacchaeus", "what happens after that");
  assertMatch(after[1], new RegExp(`^What comes next, in Luke 19:${shownTo + 1}-`));
  // A verse or two left of the passage is no next part: the next section of the story is.
  const { replies: ruth } = await conversation("tell me about ruth and naomi", "what happened after that");
  assertMatch(ruth[0], /Ruth 1:16-17/);
  assertMatch(ruth[1], /^What comes next, in Ruth 1:19-/);
});

Deno.test("'who was peter? like the disciple' is about Peter, so 'why did he deny jesus' is his denial", async () => {
  const { replies } = await conversation("who was peter? like the disciple", "why did he deny knowing jesus");
  assertMatch(replies[1], /Matthew 26:|Mark 14:|Luke 22:|John 18:/);
});

Deno.test("'read me the first one' after passages quotes the first, not a part of a teaching", async () => {
  const { replies, history } = await conversation("give me a few psalms about trusting god", "read me the first one");
  const first = history[1].citations![0];
  assertMatch(replies[1], new RegExp(`^"[^"]+" - ${first.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
});

Deno.test("a fact answered by someone is about them, told apart from another of the same name; a person described is found", async () => {
  const { replies, history } = await conversation("who was israel's first king", "who anointed him");
  assertEquals(history[1].about?.topic, "person:king-saul");
  assertMatch(replies[1], /Samuel/);
  assert(!/Tarsus|Damascus/.test(replies[1]), replies[1]);
  const lions = await replyTo("who got thrown to the lions for praying");
  assertMatch(lions, /^Daniel\b/);
  assertMatch(lions, /Daniel 6:/);
  // The answer names whom it is about before it says "he".
  const herod = await replyTo("who was the king that tried to kill baby jesus");
  assertMatch(herod, /^Herod the Great ordered the killing/);
  assertMatch(herod, /Matthew 2:16/);
});

Deno.test("why someone in a story did what our notes only name is read in the verse of the story that tells it", async () => {
  const { replies } = await conversation("who was jonah", "and why was he so mad at god in the end");
  assertMatch(replies[1], /^The Bible tells it in Jonah 4:\d+:\n\n"[^"]*angry/);
  assertMatch(replies[1], /Matthew Henry/);
});

Deno.test("'what happened next after the fish spat him out' goes on from that event, words run on after 'next' and all", async () => {
  const { replies } = await conversation("who was jonah", "ok and what happened next after the fish spat him out");
  assertMatch(replies[1], /^What comes next, in Jonah 3:/);
});

Deno.test("an event our notes on someone never name is answered from the teaching that tells it; a childhood name from their facts", async () => {
  assertMatch(
    await replyTo("what did they do to nichiren at komatsubara"),
    /^The Komatsubara Persecution came in 1264/,
  );
  assertMatch(await replyTo("what name did nichiren have as a boy"), /^As a boy Nichiren was called Zennichimaro/);
  // An event the person's own notes tell stays with them.
  assertMatch(await replyTo("what happened to nichiren at tatsunokuchi"), /^Nichiren survived an attempted execution/);
});

Deno.test("steps say back what they are asked for, in the visitor's words; a way to begin or to know is not said back", async () => {
  assertMatch(
    await replyTo("how do i make peace with my sister after the fight at the wedding"),
    /^To make peace with your sister after the fight at the wedding, here is a simple way to begin: \*/,
  );
  assertMatch(
    await replyTo("how should a christian handle a neighbour who plays loud music every night"),
    /^To handle a neighbour who plays loud music every night, here is a simple way to begin: \*/,
  );
  assertMatch(await replyTo("how do i start meditating"), /^Here is a simple way to begin: \*/);
});

Deno.test("a verse like that, after another tradition's word on a hard thing told, is for the hard thing, not the place named since", async () => {
  const { replies } = await conversation(
    "im furious with my boss, he presented my report as his own work again",
    "what would nichiren say about a boss like that",
    "any bible verse like that",
  );
  assertMatch(replies[2], /anger|angry|wrath/i);
  assert(!/Colossians 3:23|Psalms 90:17/.test(replies[2]), replies[2]);
});

Deno.test("a verse named by book, chapter and verse is the book's, not the person's; disagreeing with a cousin is no comparison", async () => {
  const reply = await replyTo(
    "Matthew 7:1, judge not. Does that mean I can never say something is wrong? My cousin throws it at me every time I disagree with him.",
  );
  assertMatch(reply, /^"Judge not, that ye be not judged\." - Matthew 7:1/);
  assert(!/tax collector/.test(reply), reply);
  assertEquals(persona.about("does the bible agree with the lotus sutra on suffering", []).kind, "comparison");
});

Deno.test("a teaching put in quotation marks after another is the new one asked, though 'that one' points back", async () => {
  const { history } = await conversation(
    "christians keep telling me i need to be 'born again'. what does that even mean",
    "and 'fruit of the spirit'? heard that one too",
  );
  assertEquals(history[3].about?.topic, "concept:fruit-of-the-spirit");
});

Deno.test("a pet gone missing is met with passages for it, and travelling alone is no loneliness named", async () => {
  const cat = await replyTo(
    "our cat has been missing 4 days. i keep leaving the porch light on and checking the door every hour",
  );
  assertMatch(cat, /your cat has been missing 4 days/);
  assert(quotationsIn(cat).length > 0, cat);
  const flying = await replyTo("so nervous. flying alone for the first time tomorrow, 9 hr flight, i hate planes");
  assert(!/Lonely|lonely/.test(flying), flying);
  assertMatch(flying, /[Ff]lying alone for the first time tomorrow/);
  assertMatch(await replyTo("i feel so alone since the move"), /alone/);
});

Deno.test("steps asked in passing: 'quick thing i can do', 'any tiny practice to', 'say i want to start' after a teaching", async () => {
  assert(
    numberedSteps(
      await replyTo(
        "performance review in 20 mins and my heart is pounding. quick buddhist-y thing i can do sitting at my desk?",
      ),
    ) >= 3,
  );
  const nurse = await replyTo(
    "ER nurse here. sometimes i get maybe 90 seconds between patients. any tiny practice to reset before walking into the next room?",
  );
  assert(numberedSteps(nurse) >= 3, nurse);
  // Patients are no patience.
  assert(!/\*a pause for patience\*/.test(nurse), nurse);
  const { replies, history } = await conversation(
    "whats even the point of chanting nam myoho renge kyo",
    "ok say i want to start. i live in a studio w paper thin walls and my neighbour already bangs on the wall when i play music",
  );
  assertStringIncludes(replies[1], "*chanting Nam-myoho-renge-kyo for beginners*");
  assert(numberedSteps(replies[1]) >= 3, replies[1]);
  // A wish to start something else is not the teaching's steps.
  assert(
    persona.about("i want to start a new job next month", history).topic !== "practice:chanting-daimoku-beginners",
  );
});

Deno.test("what the Bible 'thinks of' something is what it says about it; winding down is rest asked for", async () => {
  const astrology = await replyTo("what does the bible think of astrology anyway");
  assertMatch(astrology, /astrologers/);
  assert(!/Lotus Sutra/.test(astrology), astrology);
  assertEquals(persona.about("maybe a verse for winding down?", []).topic, "situation:peace");
});

Deno.test("how the story of someone whose book it is ends is the book's end; a dream school is good news; the other cheek is Matthew 5:39", async () => {
  const { replies } = await conversation("who was job, like the bible guy who lost everything", "and how does it end");
  assertMatch(replies[1], /^How it ends, in Job 42:/);
  const school = await replyTo(
    "I GOT INTO MY DREAM SCHOOL!!!! first in my family to go to college. i screamed so loud my neighbor knocked",
  );
  assertMatch(school, /^(?:Congratulations|What wonderful news|That is wonderful)[^\n]*dream school/);
  assertStringIncludes(await replyTo("turn the other cheek. what did jesus actually mean by that"), "Matthew 5:38-39");
});

Deno.test("'the Buddhist version of heaven' is a teaching compared, not a Bible version; 'same kind of image?' compares", () => {
  const nirvana = persona.about("Is nirvana the Buddhist version of heaven?", []);
  assertEquals(nirvana.kind, "comparison");
  assertEquals(
    persona.about(
      "jesus says faith like a mustard seed, buddhism is always about the lotus growing out of the mud. same kind of image?",
      [],
    ).kind,
    "comparison",
  );
  assertEquals(persona.about("can i read it in the Amplified version", []).kind, "not-in-library");
});

Deno.test("a reading plan asked for shares the chapters out over the days, begins with the first verse, and is no task declined", async () => {
  const gospels = await replyTo(
    "give me a plan to read all 4 gospels in 30 days. i've never read the bible cover to cover",
  );
  assertMatch(gospels, /^Here is a plan for the four Gospels in 30 days: 89 chapters, 2 or 3 chapters a day\./);
  assert(numberedSteps(gospels) >= 3, gospels);
  assertMatch(gospels, /Matthew 1-\d+/);
  assertStringIncludes(gospels, "- Matthew 1:1");
  const mark = await replyTo(
    "i want to get through the gospel of mark in 2 weeks, only on my lunch breaks (30 min). can u split it up for me",
  );
  assertStringIncludes(mark, "1. Day 1: Mark 1-2");
  assertStringIncludes(mark, "14. Day 14: Mark 16");
  // Its pace asked again in a few words is the pace, not the steps of another practice.
  const { replies } = await conversation(
    "i want to get through the gospel of mark in 2 weeks, only on my lunch breaks (30 min). can u split it up for me",
    "and like how much a day",
  );
  assertMatch(replies[1], /^For Mark in 14 days it is 1 or 2 chapters a day/);
  const lotus = await replyTo("i'd like to read all 28 lotus sutra chapters this month. can you make me a plan");
  assertMatch(
    lotus,
    /^Here is a plan for the Lotus Sutra in 30 days: 28 chapters, one chapter a day; at that pace you finish 2 days early\./,
  );
  assertStringIncludes(lotus, "*Lotus Sutra, Chapter 1: Introduction*");
});

Deno.test("words of a letter of Nichiren's asked after are placed in it, not in a verse that shares two of them", async () => {
  const reply = await replyTo(
    "someone at my district meeting said 'suffer what there is to suffer, enjoy what there is to enjoy'. where's that from",
  );
  assertMatch(reply, /^Those words are from \*Happiness in This World \(Gosho Volume I\)\*, a letter of Nichiren's\./);
  assert(!/Hebrews 11:25/.test(reply), reply);
});

Deno.test("'what does Matthew Henry say about it?' or Spurgeon after a psalm is his note on it, not Matthew the disciple", async () => {
  const henry = await conversation(
    "Could you read me Psalm 121 please. It was my mother's favourite.",
    "What does Matthew Henry say about it?",
  );
  assertMatch(
    henry.replies[1],
    /^"I will lift up mine eyes unto the hills[^]*- Psalms 121:1-2\n\nMatthew Henry's note/,
  );
  assert(!/tax collector|disciples/.test(henry.replies[1]), henry.replies[1]);
  const spurgeon = await conversation("whats psalm 139 actually about", "what does spurgeon say about it");
  assertMatch(spurgeon.replies[1], /Spurgeon/);
});

Deno.test("more well-known facts: the Old Testament's last book, the first to see Jesus risen, forty years, how many wise men", async () => {
  assertMatch(await replyTo("whats the last book of the old testament"), /Malachi/);
  assertMatch(await replyTo("who saw jesus first after he rose"), /^Mary Magdalene/);
  assertMatch(await replyTo("how long were the israelites in the wilderness"), /^Forty years/);
  assertMatch(
    await replyTo("how many wise men came to see baby jesus? my son wants to be the 4th one lol"),
    /^The Bible does not say how many wise men/,
  );
});

Deno.test("a relative asked after is named from our notes on them: Moses' brother, then 'did he have a sister too'", async () => {
  const { replies: [brother, sister] } = await conversation("who was moses's brother", "did he have a sister too");
  assert(/^Aaron was the elder brother of Moses/.test(brother), brother);
  assert(/^Miriam was the daughter of Amram and Jochebed and the sister of Aaron and Moses/.test(sister), sister);
});

Deno.test("good news that leaves one shaking is met as good news; lunch eaten alone in the library is loneliness", async () => {
  const school = await replyTo("GOT INTO NURSING SCHOOL!!! third time applying. i cant stop shaking");
  assertEquals(
    persona.about("GOT INTO NURSING SCHOOL!!! third time applying. i cant stop shaking", []).topic,
    "situation:milestone",
  );
  assertMatch(school, /nursing school/);
  assert(!/Fear thou not|be not dismayed/.test(school), school);
  const run = await replyTo("ran my first 10k this morning at 54 years old and i feel like a champion");
  assertMatch(run, /you ran your first 10k/);
  const lunch = "im 16 and everyone at my school already has their group. i eat lunch in the library most days";
  assertEquals(persona.about(lunch, []).topic, "situation:loneliness");
  // Said back whole or not at all: "to the food bank" is no telling.
  const giving = await replyTo(
    "On a fixed pension and I'd like to give more to church and to the food bank but money is genuinely tight. Is there a sensible way to go about it?",
  );
  assert(!/: to the food bank/.test(giving), giving);
  assertMatch(giving, /giving when money is tight/);
});

Deno.test("a story named with a number in digits is found by the number as the King James writes it", async () => {
  for (const message of ["feeding of the 5000", "whats the story of the feeding of the 5000"]) {
    const reply = await replyTo(message);
    assertMatch(reply, /- (?:Matthew 14|Mark 6|Luke 9|John 6):\d+/, message);
  }
});

Deno.test("a short question after a fact asks a fact with the words before it; our own sources are facts we hold", async () => {
  const psalms = await conversation("how many psalms r there", "which ones the shortest");
  assertMatch(psalms.replies[1], /Psalm 117/);
  const books = await conversation("how many books r in the new testament", "and the old?");
  assertMatch(books.replies[1], /39 in the Old Testament/);
  const lotus = await conversation(
    "what does nam myoho renge kyo mean literally",
    "and who translated the lotus sutra into chinese",
  );
  assertMatch(lotus.replies[1], /Kumarajiva/);
  assertMatch(await replyTo("was the new testament originally in hebrew?"), /New Testament was written in Greek/);
  assertMatch(await replyTo("what was jesus' first miracle"), /water into wine/);
  assertMatch(await replyTo("who wrote the treasury of david"), /Spurgeon/);
  const henry = await conversation("who wrote the treasury of david", "and matthew henry, when was he around");
  assertMatch(henry.replies[1], /1662-1714/);
  assertMatch(await replyTo("the rv1909 spanish bible - who were reina and valera?"), /Casiodoro de Reina/);
  // Translating a text is still not the guide's.
  assertEquals(persona.about("translate the lords prayer into chinese", []).kind, "out-of-scope");
});

Deno.test("days off gambling with a plan asked is recovery, not a bet declined; a relapse after months without is met as one", async () => {
  const betting =
    "90 days off the sports betting apps today. the weekends are rough, especially sunday football. i need a practical plan to not slide back";
  assertEquals(persona.about(betting, []).topic, "practice:recovery-one-day-at-a-time");
  const plan = await replyTo(betting);
  assertMatch(plan, /^1\. /m);
  assert(!/I'm sorry/.test(plan), plan);
  assertEquals(
    persona.about("8 months without a cigarette and i bought a pack today and smoked 3. i feel like such a failure", [])
      .topic,
    "situation:addiction",
  );
  assertEquals(persona.about("who should i bet on in the chiefs game tonight", []).kind, "out-of-scope");
});

Deno.test("'what does the bible actually say about money' asks about money; 'the second one' after the Bible is its second passage", async () => {
  const money = await replyTo("what does the bible actually say about money");
  assert(!/collection of sacred writings/.test(money), money);
  const bible = await conversation("what is the bible", "go deeper on the second one");
  assert(!/^Of the Bible, the second is/.test(bible.replies[1]), bible.replies[1]);
});

Deno.test("good news said back whole and glad; ways asked in passing are steps; a count answers only 'how many'", async () => {
  const engaged = await replyTo(
    "JUST GOT ENGAGED 💍💍 sorry i had to tell someone and my phone is blowing up but i wanted to say it here too",
  );
  assertMatch(engaged, /you got engaged!/);
  assert(!/I'm sorry/.test(engaged), engaged);
  const sober = "365 days no drinking as of this morning!!! cant tell anyone at work so im telling you lol";
  assertEquals(persona.about(sober, []).topic, "situation:milestone");
  for (
    const [message, topic] of [
      ["can you give me a simple little review to do before bed, like looking back over my day", "practice:examen"],
      [
        "i work nights as a nurse. whats a gratitude practice i can do in like 5 min on break",
        "practice:gratitude-journaling",
      ],
      [
        "how do ppl memorize bible verses?? i read one in the morning and its gone by lunch lol",
        "practice:learning-a-verse-by-heart",
      ],
    ]
  ) assertEquals(persona.about(message, []).topic, topic, message);
  assertMatch(await replyTo("how many verses are in the bible"), /31,102/);
});

Deno.test("a verse asked for in Spanish by its Spanish name is shown in the Reina-Valera, and 'y en inglés?' in the King James", async () => {
  const { replies: [spanish, english] } = await conversation("me puedes dar juan 14:27 en español?", "y en inglés?");
  assertMatch(spanish, /La paz os dejo/);
  assertStringIncludes(english, '"Peace I leave with you');
  assertMatch(await replyTo("Salmos 23:1 por favor"), /- Psalms 23:1/);
});

Deno.test("'is that where ... comes from' asks where the words quoted are: 'whither thou goest' is found in Ruth", async () => {
  const reply = await replyTo("oh wait is that where 'whither thou goest' comes from");
  assertMatch(reply, /whither thou goest, I will go[^"]*" - Ruth 1:16/);
});

Deno.test("'who taught nichiren when he was a boy' is answered by the note on his first teacher", async () => {
  assertMatch(await replyTo("who taught nichiren when he was a boy at the temple"), /Dozen-bo/);
});

Deno.test("a short prayer of thanks asked after good news is words of thanks to pray, closed with thanks", async () => {
  const { replies: [, prayer] } = await conversation(
    "GOT INTO NURSING SCHOOL!!! third time applying. i cant stop shaking",
    "whats a short prayer of thanks i could say tonight",
  );
  assertMatch(prayer, /^You can pray these words|^Here are words from the Bible you can pray/);
  assert(!/afraid of|what you fear/.test(prayer), prayer);
});

Deno.test("gladness out of reach is no good news: 'i cant let go of the past' is letting go, said back as written English", async () => {
  const reply = await replyTo("i cant let go of the past");
  assertStringIncludes(reply, "you can't let go of the past");
  assert(!/wonderful|joy to hear|glad/i.test(reply.split("\n")[0]), reply);
  assertMatch(reply, /Isaiah 43:18|Philippians 3:13|1 Peter 5:7|Psalms 55:22/);
  // Had, it is still good news.
  assertMatch(
    (await replyTo("i finally let go of the past and feel so much lighter")).split("\n")[0],
    /joy|wonderful|glad|good/i,
  );
});

Deno.test("a practice asked for by words of its own beside other words: learning by heart what one reads, loving one's neighbor", async () => {
  assertStringIncludes(
    await replyTo("tips for memorizing verses?? i read one and 5 min later its gone. numbered list pls"),
    "*learning a verse by heart*",
  );
  assertStringIncludes(
    await replyTo("how can a normal busy person actually practice 'love your neighbor'? like monday to friday"),
    "*serving a neighbour*",
  );
});

Deno.test("verses asked for are a few to choose from, and 'the third one' is the third of them", async () => {
  const { replies } = await conversation("verses on anxiety pls", "ok third one");
  const [first, third] = replies;
  const cited = [...first.matchAll(/" - ((?:[1-3] )?[A-Z][a-z]+ \d+:\d+(?:-\d+)?)/g)].map(([, reference]) => reference);
  assert(cited.length >= 3, first);
  assert(third.startsWith(`"`) && third.includes(`- ${cited[2]}`), third);
});

Deno.test("the two commentators: compared, both used on a psalm, and either asked for after the other's note", async () => {
  const { replies } = await conversation(
    "matthew henry vs spurgeon, whats the difference? you have both right",
    "ok use both on psalm 121",
  );
  assertMatch(replies[0], /Matthew Henry \(1662-1714\)[^]*Spurgeon[^]*Psalms/);
  assert(!/virgin|Joseph/.test(replies[0]), replies[0]);
  assertStringIncludes(replies[1], "Matthew Henry, Concise Commentary");
  assertStringIncludes(replies[1], "C. H. Spurgeon, The Treasury of David");
  const henry = await conversation("what does spurgeon say about psalm 1", "and matthew henry?");
  assertMatch(henry.replies[1], /- Psalms 1:[^]*Matthew Henry, Concise Commentary/);
  const spurgeon = await conversation("what did matthew henry say about psalm 42", "and spurgeon?");
  assertMatch(spurgeon.replies[1], /- Psalms 42:[^]*C\. H\. Spurgeon/);
});

Deno.test("a life's story goes on: 'what happens next' after Ruth, and the cave Elijah hid in is his own", async () => {
  const { replies } = await conversation("who was ruth in the bible", "what happens next", "how does it end");
  assertMatch(replies[1], /^What comes next, in Ruth [1-4]:/);
  assertMatch(replies[2], /Ruth 4:/);
  assertMatch(
    await replyTo("why was elijah hiding in a cave? pastor mentioned it sunday and i didnt follow"),
    /1 Kings 19:9/,
  );
});

Deno.test("God named in passing is no question about God: a nurse with nothing left, a door closed again, a friend's good news envied", async () => {
  const nurse = await conversation(
    "er nurse. third 12 in a row. i have nothing left for anyone, god included",
    "any buddhist take on this?",
  );
  assert(!/Creator|I AM THAT I AM/.test(nurse.replies[0]), nurse.replies[0]);
  assertMatch(nurse.replies[0], /Matthew 11:28|Mark 6:31|Isaiah 40:29|1 Kings 19:5/);
  assertMatch(nurse.replies[1], /Lotus Sutra|Gosho/);
  const applying = await conversation(
    "rejected from nursing school. third year in a row. im 31 and starting to feel stupid for even trying",
    "should i apply a 4th time or is god telling me no",
  );
  assert(!/loneliness|lonely|solitary/i.test(applying.replies[0]), applying.replies[0]);
  assert(!/Creator|I AM THAT I AM/.test(applying.replies[1]), applying.replies[1]);
  assertMatch(applying.replies[1], /Proverbs 3:5|Psalms 32:8|James 1:5|Proverbs 16:9/);
  const envy = await replyTo(
    "my best friend got engaged, bought a house and got promoted all in one year and im happy for her but also kind of hate her?? is that awful",
  );
  assertStringIncludes(envy.split("\n")[0], "envy");
  assert(!/happiness does not depend/.test(envy), envy);
});

Deno.test("a question asked after a hard thing told is read with what it names itself: 'why him' is no question about anger", async () => {
  const reply = await replyTo("I'm angry at God. My brother is 34 and just got diagnosed with cancer. Why him");
  assertStringIncludes(reply.split("\n")[0], "Your brother is 34");
  assert(!/Be ye angry, and sin not/.test(reply), reply);
  // One pointing back to the teaching is still asked of it.
  assertMatch(
    await replyTo(
      "grace vs mercy - our pastor explained the difference in like one sentence on sunday and i zoned out. what was it",
    ),
    /\*\*Grace:\*\*[^]*\*\*Mercy:\*\*/,
  );
});

Deno.test("doubt felt at church is faith's struggle, not shame of the past", async () => {
  const reply = await replyTo(
    "honestly feel like a fake at church. everyone seems so sure and im sitting there full of doubts every week",
  );
  assertStringIncludes(reply.split("\n")[0], "doubts");
  assertMatch(reply, /Mark 9:24|John 20:2[7-9]|Matthew 14:3[01]|Jude 1:22/);
});

Deno.test("words of the chapter being read, quoted back, are the verse that holds them; its commentator's note is on that verse", async () => {
  const { replies } = await conversation(
    "psalm 139 pls",
    "fearfully and wonderfully made",
    "what did spurgeon say about it",
    "and the end part, search me o god",
  );
  assertMatch(replies[1], /^"I will praise thee; for I am fearfully and wonderfully made[^"]*" - Psalms 139:14\n/);
  assertMatch(replies[2], /- Psalms 139:14\n[^]*C\. H\. Spurgeon/);
  assertMatch(replies[3], /^"Search me, O God, and know my heart[^"]*" - Psalms 139:23/);
});

Deno.test("ways asked in other words: a practice named and 'how does it work', 'what do i need to do', 'idk what to write', 'practical ways?'", async () => {
  const steps = /^1\. .+\n2\. .+\n3\. /m;
  for (
    const message of [
      "my catholic friend does something called the examen before bed. how does it work?",
      "setting up a little space for my gohonzon in a tiny studio apt. what do i need to do",
      "i wanna start a prayer journal but idk what to even write in it. help",
      "i work nights so my 'evening' is like 8am lol. whats a simple wind down routine w a bit of scripture before i sleep",
      "want to give more to charity but money is tight. practical ways?",
    ]
  ) assertMatch(await replyTo(message), steps, message);
  // Giving to a charity is no teaching of charity (love).
  assert(!/Agape/.test(await replyTo("want to give more to charity but money is tight. practical ways?")));
});

Deno.test("facts asked in passing: the oldest person, where a book was written, a psalm named with its verse after a verse shown, names for a business declined", async () => {
  assertStringIncludes(await replyTo("who was the oldest person in the bible"), "Methuselah");
  // "How old was she" of the dragon king's daughter is not about the oldest person.
  const { replies } = await conversation("the dragon girl in the lotus sutra - what's her story", "how old was she");
  assert(!/Methuselah/.test(replies[1]), replies[1]);
  const patmos = await conversation("who wrote revelation", "where was he when he wrote it");
  assertStringIncludes(patmos.replies[1], "Patmos");
  const psalm = await conversation("john 3:16 in spanish please", "and salmo 23 verse 1 too");
  assertMatch(psalm.replies[1], /- Psalms 23:1\b/);
  const bakery = await replyTo("give me 5 name ideas for my bakery, opening in march");
  assert(!/^\d\. /m.test(bakery), bakery);
});

Deno.test("a place asked of a practice kept anytime is answered yes, and the road comes first at the wheel", async () => {
  const store = await conversation("walking meditation how", "can i do it in the grocery store lol");
  assertMatch(
    store.replies[1],
    /^Yes: \*walking meditation\* asks for no special place or time, so you can keep it in the grocery store too\./,
  );
  const car = await conversation("how do i chant daimoku", "can i do it in the car");
  assertStringIncludes(car.replies[1], "keep your eyes open and on the road");
  const driving = await conversation("body scan meditation steps", "can i do it while driving");
  assert(!/^Yes/.test(driving.replies[1]), driving.replies[1]);
  assertStringIncludes(driving.replies[1], "waits until you have parked");
});

Deno.test("a saying quoted first or asked where it comes from is found as written: 'jesus wept', 'whither thou goest' is Ruth's", async () => {
  assertMatch(
    await replyTo("'jesus wept' — why is that the whole verse lol. whats going on there"),
    /^"Jesus wept\." - John 11:35/,
  );
  assertMatch(await replyTo("'whither thou goest' is that the wedding one"), /- Ruth 1:16/);
  const source = await replyTo("where does whither thou goest come from");
  assertMatch(source, /^Those words are from Ruth 1:16/);
  assertStringIncludes(await replyTo("where does the saying pride comes before a fall come from"), "Proverbs 16:18");
});

Deno.test("a conclusion drawn from a verse, and 'why tho' after it, are asked of the verse", async () => {
  const { replies } = await conversation(
    "explain matthew 7:1",
    "so im never allowed to say anything is wrong?",
    "why tho",
  );
  assertMatch(replies[1], /Matthew 7:/);
  assertMatch(replies[2], /Matthew 7:/);
  assert(!/^Ask me about/.test(replies[2]), replies[2]);
});

Deno.test("'is there a bible verse about bread', 'does the bible say anything about food': the subject asked, not what the Bible is", async () => {
  for (const message of ["is there a bible verse about bread", "does the bible say anything about food"]) {
    const reply = await replyTo(message);
    assert(!/collection of sacred writings/.test(reply), reply);
    assertMatch(reply, /" - [1-3]? ?[A-Z][a-z]+ \d+:\d+/, message);
  }
  assertMatch(await replyTo("whats the bible"), /collection of sacred writings/);
});

Deno.test("'bible on money?' frames the subject; it is no question about the Bible", async () => {
  assert(!/collection of sacred writings/.test(await replyTo("bible on money? me and my wife keep fighting about it")));
});
