import { assert, assertEquals, assertStringIncludes } from "../../tests/assert.ts";
import { bibleSection, composeReply, type RequestedPassage } from "./compose.ts";
import type { ChatTurn, Passage } from "./engine.ts";
import { analyseMessage } from "./themes.ts";

const psalm: Passage = {
  source: "bible",
  reference: "Psalms 23:1",
  text: "The LORD is my shepherd; I shall not want.",
};
const nextVerse: Passage = {
  source: "bible",
  reference: "Psalms 23:2",
  text: "He maketh me to lie down in green pastures: he leadeth me beside the still waters.",
};
const letter: Passage = {
  source: "gosho",
  reference: "Nembutsu and the Hell of Incessant Suffering (Gosho Volume II)",
  text:
    '…He grounds this in the "Simile and Parable" chapter, which warns those who reject the sutra. The work then stages an exchange between two sides that goes on…',
};
const seeds = Array.from({ length: 24 }, (_, seed) => seed);
const compose = (message: string, passages: readonly Passage[], seed = 0, history: readonly ChatTurn[] = []) =>
  composeReply({ analysis: analyseMessage(message, history), passages, history, seed });
const lastParagraph = (reply: string) => reply.split("\n\n").at(-1)!;

Deno.test("books are placed in their part of the Bible", () => {
  const cases: [number, string][] = [
    [1, "law"],
    [5, "law"],
    [6, "history"],
    [17, "history"],
    [18, "wisdom"],
    [19, "psalms"],
    [22, "wisdom"],
    [23, "prophets"],
    [39, "prophets"],
    [40, "gospels"],
    [43, "gospels"],
    [44, "acts"],
    [45, "letters"],
    [65, "letters"],
    [66, "revelation"],
  ];
  for (const [book, section] of cases) assertEquals(bibleSection(book), section, `book ${book}`);
});

Deno.test("a summary keeps its own words but loses anything that would read as a quotation", () => {
  for (const seed of seeds) {
    const reply = compose("How does Buddhism approach faith?", [letter], seed);
    assertStringIncludes(reply, "‘Simile and Parable’");
    assert(!reply.includes('"'), reply);
    assert(!reply.includes("…He grounds"), "the excerpt's leading ellipsis is shown");
    assert(!reply.includes("goes on…"), "the excerpt's cut-off sentence is shown");
    assertStringIncludes(reply, letter.reference);
  }
});

Deno.test("phrasing varies with the seed, the verse never does", () => {
  const replies = seeds.map((seed) => compose("What does the Bible say about trust?", [psalm, letter], seed));
  assert(new Set(replies).size > seeds.length / 3, `only ${new Set(replies).size} distinct replies`);
  for (const reply of replies) assertStringIncludes(reply, `"${psalm.text}" - ${psalm.reference}`);
});

Deno.test("with nothing retrieved, every kind of reply still stands and ends with something to keep", () => {
  const messages = [
    "What does the Bible say about grief?",
    "How does Buddhism approach anger?",
    "Compare Christian and Buddhist views on hope",
    "I feel lost",
    "hello",
    "thanks",
    "Who are you?",
    'Please share wisdom about this scripture:\n\n"Jesus wept." - John 11:35',
  ];
  for (const message of messages) {
    const reply = compose(message, []);
    assert(!reply.includes('"'), reply);
    assert(/^\*A practice for [a-z ]+:\*/.test(lastParagraph(reply)), `${message}: ${lastParagraph(reply)}`);
  }
});

Deno.test("a verse from the archive can be followed by the verse after it", () => {
  const message = `Please share wisdom about this scripture:\n\n"${psalm.text}" - ${psalm.reference}`;
  const requested: RequestedPassage = { passage: psalm, section: "psalms", following: nextVerse };
  const endings = seeds.map((seed) =>
    lastParagraph(
      composeReply({ analysis: analyseMessage(message, []), passages: [letter], history: [], seed, requested }),
    )
  );
  assert(endings.includes(`*To carry with you, the verse that follows:* "${nextVerse.text}" - ${nextVerse.reference}`));
  assert(endings.some((ending) => ending.startsWith("*A practice")));
  const reply = composeReply({
    analysis: analyseMessage(message, []),
    passages: [letter],
    history: [],
    seed: 0,
    requested,
  });
  assertStringIncludes(reply, "As a psalm");
  assertStringIncludes(reply, "*The LORD is my shepherd*");
});

Deno.test("a personal message about a heavy theme also points to people who can help", () => {
  const personal = compose("I am so anxious I can't sleep", [psalm, letter]);
  assert(/counsellor/.test(personal), personal);
  const abstract = compose("What does the Bible say about anxiety?", [psalm, letter]);
  assert(!/counsellor/.test(abstract), abstract);
});

Deno.test("a practice the conversation has already been given is not given again", () => {
  for (const seed of seeds) {
    const first = compose("How should I deal with anger?", [], seed);
    const history: ChatTurn[] = [
      { role: "user", content: "How should I deal with anger?" },
      { role: "assistant", content: first },
    ];
    const second = compose("How do I stop being angry?", [], seed + 1, history);
    assert(lastParagraph(second) !== lastParagraph(first), `practice repeated with seed ${seed}`);
  }
});
