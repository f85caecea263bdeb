import { assert, assertEquals } from "../../tests/assert.ts";
import { analyseContext, confidence, findTriggers } from "./analyse_context.ts";
import { seededRandom } from "../seeded_random.ts";
import { triggerLexicon } from "./lexicon.ts";

/** The matches as `text -> context (weight)`, the way a reader would check them. */
const readings = (text: string) =>
  findTriggers(text).map((match) => `${match.text} -> ${match.counts_for} (${match.weight})`);

Deno.test("triggers match whole words and phrases only", () => {
  assertEquals(readings("The window by the clover glove in Madrid was a stronghold"), []);
  assertEquals(readings("Win! Then WIN again."), ["Win -> negative (1.2)", "WIN -> negative (0.6)"]);
  assertEquals(readings("Thank you, friends"), ["Thank you -> positive (1.2)", "friends -> positive (1)"]);
  // A phrase never spans a clause break: 'thank, you' is the word 'thank' and nothing more.
  assertEquals(readings("I thank, you know, everyone"), ["thank -> positive (1.2)"]);
  assertEquals(readings("What kind of day is it?"), [], "'kind of' is filler, not kindness");
});

Deno.test("'not angry' is not anger: a negated trigger leans, at half weight, the other way", () => {
  const calm = analyseContext("I'm not angry with you.");
  assertEquals(calm.negative_triggers_found, []);
  assertEquals(calm.positive_triggers_found, ["not angry"]);
  assertEquals(calm.matches[0].negated, true);
  assertEquals(calm.matches[0].trigger, "anger");
  assertEquals(calm.matches[0].weight, 0.75);
  assertEquals(calm.recommended_context, "positive");

  assertEquals(readings("We never hate our rivals"), ["never hate -> positive (0.75)", "rivals -> negative (1)"]);
  assertEquals(readings("I DON\u2019T love losing"), ["DON\u2019T love -> negative (0.75)"]);
  assertEquals(readings("I dont love losing"), ["dont love -> negative (0.75)"]);
  assertEquals(analyseContext("I don't love losing").negative_triggers_found, ["don't love"]);
});

Deno.test("negation reaches over a few small words, but not past a clause or another word", () => {
  assertEquals(readings("I am not at all angry"), ["not at all angry -> positive (0.75)"]);
  assertEquals(readings("I don't really want to fight"), ["don't really want to fight -> positive (0.6)"]);
  assertEquals(readings("not even a little bit angry"), ["angry -> negative (1.5)"], "beyond three words");
  assertEquals(readings("I don't know why I love this game"), ["love -> positive (1.5)"]);
  assertEquals(readings("No, I love it"), ["love -> positive (1.5)"]);
  assertEquals(readings("Not only love but joy"), ["love -> positive (1.5)", "joy -> positive (1.2)"]);
  assertEquals(readings("No doubt we will fight"), ["fight -> negative (1.2)"]);
  assertEquals(readings("I can't wait to celebrate"), ["celebrate -> positive (1.2)"]);
  assertEquals(readings("Never stop fighting"), ["fighting -> negative (1.2)"]);
});

Deno.test("'never give up' is resolve, and 'couldn't be happier' is joy at its peak", () => {
  assertEquals(readings("We will never give up"), ["never give up -> negative (1.2)"]);
  assertEquals(readings("We couldn't be happier"), ["happier -> positive (1.8)"]);
  assertEquals(readings("I could not be more proud"), ["proud -> positive (1.5)"]);
  assertEquals(readings("We could not be happy here"), ["not be happy -> negative (0.6)"]);
});

Deno.test("intensifiers strengthen and repetition weakens", () => {
  assertEquals(readings("very angry"), ["angry -> negative (2.25)"]);
  assertEquals(readings("so much love"), ["love -> positive (2.25)"]);
  assertEquals(readings("love, love, love"), [
    "love -> positive (1.5)",
    "love -> positive (0.75)",
    "love -> positive (0.5)",
  ]);
  assertEquals(analyseContext("love, love, love").positive_triggers_found, ["love"]);
});

Deno.test("match offsets point at the input, emoji and all", () => {
  const text = "\u{1F389} Congrats, team! We will never back down from the final.";
  const matches = findTriggers(text);
  assert(matches.length === 3, JSON.stringify(matches));
  for (const match of matches) assertEquals(text.slice(match.start, match.end), match.text);
  assertEquals(matches[0].start, 3);
});

Deno.test("the chosen options lean the reading, and the words can outvote them", () => {
  const plain = "We meet on Saturday.";
  assertEquals(analyseContext(plain).recommended_context, "positive", "no evidence reads as Love");
  assertEquals(analyseContext(plain).confidence_score, 0.5);
  assertEquals(analyseContext(plain, { situation: "competition" }).recommended_context, "negative");
  assertEquals(analyseContext(plain, { audience: "family" }).recommended_context, "positive");
  assertEquals(analyseContext(plain, { emotional_state: "anger", audience: "family" }).recommended_context, "negative");

  const team = analyseContext(plain, { audience: "team" });
  assertEquals(team.weights, [{ field: "audience", value: "team", leans: null, weight: 0 }]);
  assertEquals([team.positive_score, team.negative_score], [0, 0]);

  const makingPeace = analyseContext("I'm sorry, I forgive you. You're my family.", { situation: "conflict" });
  assertEquals(makingPeace.recommended_context, "positive");
  assertEquals(makingPeace.weights, [{ field: "situation", value: "conflict", leans: "negative", weight: 1 }]);

  const settings = { emotional_state: "love", audience: "friends", situation: "support" } as const;
  assertEquals(analyseContext(plain, settings).weights.map((weight) => weight.field), [
    "emotional_state",
    "audience",
    "situation",
  ]);
  assertEquals(analyseContext(plain, settings).positive_score, 3.7);
});

Deno.test("hostile words count for Force", () => {
  const analysis = analyseContext("I hate them and want revenge");
  assertEquals(analysis.recommended_context, "negative");
  assertEquals(analysis.negative_triggers_found, ["hate", "revenge"]);
});

Deno.test("confidence is a coin toss without evidence and grows with the margin", () => {
  assertEquals(confidence(0, 0), 0.5);
  assertEquals(confidence(1, 0), 0.75);
  assertEquals(confidence(1.2, 0), 0.772);
  assertEquals(confidence(0, 1), 0.75);
  assertEquals(confidence(2, 2), 0.5);
  assert(confidence(3, 0) > confidence(2, 0) && confidence(2, 0) > confidence(1, 0));
  assert(confidence(3, 1) < confidence(3, 0), "opposing evidence lowers it");
  assert(confidence(1000, 0) < 1);
});

Deno.test("property: on random mixes of triggers, negators and filler the analysis stays consistent", () => {
  const forms = triggerLexicon.flatMap((entry) => entry.forms);
  const filler = ["not", "never", "very", "so", "the", "and", "we", "today", ",", ".", "but", "really", "at", "all"];
  for (let seed = 1; seed <= 300; seed++) {
    const random = seededRandom(seed);
    const words = Array.from(
      { length: random.integer(1, 25) },
      () => random.pick(random.next() < 0.4 ? forms : filler),
    );
    const text = words.join(" ");
    const analysis = analyseContext(text);
    const context = `seed ${seed}: ${text}`;
    assert(analysis.confidence_score >= 0.5 && analysis.confidence_score < 1, context);
    assertEquals(
      analysis.recommended_context,
      analysis.negative_score > analysis.positive_score ? "negative" : "positive",
      context,
    );
    for (const match of analysis.matches) {
      assertEquals(text.slice(match.start, match.end), match.text, context);
      assert(match.weight > 0, context);
      const listed = match.counts_for === "positive"
        ? analysis.positive_triggers_found
        : analysis.negative_triggers_found;
      assert(listed.includes(match.text.toLowerCase()), context);
    }
    const ordered = analysis.matches.every((match, index, all) => index === 0 || all[index - 1].end <= match.start);
    assert(ordered, `${context}: matches in order, never overlapping`);
  }
});
