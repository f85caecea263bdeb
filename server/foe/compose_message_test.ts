import {
  audiences,
  emotionalStates,
  type FoeSettings,
  foeSwitchResultSchema,
  situations,
} from "../../contracts/foe.ts";
import { assert, assertEquals, assertMatch, assertStringIncludes } from "../../tests/assert.ts";
import { analyseContext } from "./analyse_context.ts";
import { composeBlessing, composeMessage, excerpt } from "./compose_message.ts";
import { readings } from "./readings.ts";
import { switchContext } from "./switch_context.ts";

const always = (value: number) => () => value;

function message(text: string, settings: FoeSettings = {}, random = always(0)) {
  return composeMessage({ text, analysis: analyseContext(text, settings), settings, random });
}

Deno.test("the message quotes the triggers it found and reads F.O.E. for the recommended context", () => {
  const love = message("Thank you, friends. I love you all!", { audience: "friends", situation: "celebration" });
  assertStringIncludes(love, '"thank you", "friends" and "love"');
  assertStringIncludes(love, readings.positive.acronym);
  assertStringIncludes(love, "Tell your friends");
  assert(!love.includes(readings.negative.acronym));

  const force = message("Final tomorrow: stay focused and never back down.", { situation: "competition" });
  assertStringIncludes(force, '"final", "focused" and "never back down"');
  assertStringIncludes(force, readings.negative.acronym);
  assertStringIncludes(force, "within the rules");
});

Deno.test("the message names what pulled the other way, and the emotional state closes it", () => {
  const text = "We lost the final, but I'm so proud of this family.";
  const mixed = message(text, { emotional_state: "love" });
  assertEquals(analyseContext(text).recommended_context, "positive");
  assertStringIncludes(mixed, '"final"');
  assertMatch(mixed, /Even "final" can be carried with love\.|Keep "final" in view, but let love lead\./);
  assertStringIncludes(mixed, "Say it plainly: love spoken out loud is never wasted.");
});

Deno.test("hostile words are never repeated back: the message turns them toward the challenge", () => {
  const hostile = "I hate them. Next week we destroy them and get revenge.";
  for (const random of [always(0), always(0.5), always(0.99)]) {
    const text = message(hostile, { audience: "opponents" }, random);
    assertMatch(text, /^(Warrior|Competitor|Champion in the making), /);
    assert(!/\b(hate|destroy|revenge)\b/i.test(text), text);
    assertMatch(text, /never at a person|not toward people|respect the person/);
    assertMatch(text, /Respect your opponents|full respect/);
  }
});

Deno.test("with nothing to go on, the message says so and quotes the start of the input", () => {
  const text = message(
    'The bus leaves at "nine" tomorrow morning from the old station by the river near home. Bring water.',
  );
  assertStringIncludes(
    text,
    "nothing in \"The bus leaves at 'nine' tomorrow morning from the old station by...\" leans",
  );
  assertEquals(excerpt("Short one! And more."), "Short one");
  assertEquals(excerpt("Line one\nline two"), "Line one");
});

Deno.test("the phrasing varies with the random choice and with the input; the content does not", () => {
  const text = "Stay strong, team. We fight for every point.";
  const settings: FoeSettings = { audience: "team", situation: "competition", emotional_state: "determination" };
  const phrasings = new Set([0, 0.34, 0.67, 0.99].map((value) => message(text, settings, always(value))));
  assert(phrasings.size >= 3, [...phrasings].join("\n"));
  for (const phrasing of phrasings) {
    assertStringIncludes(phrasing, '"strong" and "fight"');
    assertStringIncludes(phrasing, readings.negative.acronym);
  }
  const inputs = ["We fight for every point.", "Stay strong.", "Discipline wins the title.", "Never back down."];
  const messages = new Set(inputs.map((input) => message(input, settings)));
  assertEquals(messages.size, inputs.length);
});

Deno.test("blessings name Jajirose and the audience, and wish rather than promise", () => {
  assertEquals(
    composeBlessing("positive", { audience: "family" }, always(0)),
    "Jajirose blesses your family: may love be the first word and the last.",
  );
  for (const context of ["positive", "negative"] as const) {
    for (const value of [0, 0.5, 0.99]) {
      const blessing = composeBlessing(context, { audience: "community" }, always(value));
      assertStringIncludes(blessing, "Jajirose");
      assertStringIncludes(blessing, "your community");
      assertMatch(blessing, /\b[Mm]ay\b/);
    }
  }
});

/**
 * Every phrasing for every choice, checked against the wording rules: no promise of an outcome, no
 * medical or financial claim, no violence, and nothing left unfilled.
 */
Deno.test("wording rules hold for every combination of choices and phrasings", () => {
  const banned =
    /\b(guarantee\w*|will win|cure\w*|diagnos\w*|medic\w*|therap\w*|invest\w*|profit\w*|money|wealth|kill\w*|destroy\w*|hate\w*|revenge|crush\w*|enemy|enemies)\b|[{}]/i;
  const texts = [
    "Thank you for everything, I love you.",
    "We will fight and win the final.",
    "I'm not angry, just tired of losing.",
    "I hate losing. Let's crush them.",
    "See you on Sunday.",
  ];
  let checked = 0;
  for (const text of texts) {
    for (const emotional_state of [undefined, ...emotionalStates]) {
      for (const audience of [undefined, ...audiences]) {
        for (const situation of [undefined, ...situations]) {
          for (const value of [0, 0.5, 0.99]) {
            const request = { input_text: text, emotional_state, audience, situation };
            const result = foeSwitchResultSchema.parse(switchContext(request, always(value))).foe_code_switch;
            for (const sentence of [result.dynamic_message, result.jajirose_blessing]) {
              const words = sentence.replace(/"[^"]*"/g, "");
              assert(!banned.test(words), `${JSON.stringify(request)}: ${sentence}`);
              checked++;
            }
          }
        }
      }
    }
  }
  assertEquals(checked, texts.length * 7 * 7 * 7 * 3 * 2);
});
