import { assert, assertEquals } from "../../tests/assert.ts";
import { testEnglishModel } from "../testing/english_model_fixture.ts";
import { seededRandom } from "../seeded_random.ts";
import {
  buildEnglishModel,
  identity,
  letterFrequencyFit,
  parseText,
  readParsed,
  readText,
  symbolCount,
} from "./english_model.ts";
import { rotateLetters } from "./substitution.ts";

const { model } = await testEnglishModel();

Deno.test("every quadgram context is a probability distribution over the 27 symbols", () => {
  const random = seededRandom(3);
  for (let i = 0; i < 500; i++) {
    const context = random.integer(0, symbolCount ** 3 - 1);
    let total = 0;
    for (let symbol = 0; symbol < symbolCount; symbol++) {
      total += Math.exp(model.quadgrams[context * symbolCount + symbol]);
    }
    assert(Math.abs(total - 1) < 1e-4, `context ${context} sums to ${total}`);
  }
  const baseline = model.baseline.reduce((sum, logProbability) => sum + Math.exp(logProbability), 0);
  assert(Math.abs(baseline - 1) < 1e-9);
});

Deno.test("a text becomes letters and one boundary per run of anything else, with both ends", () => {
  const parsed = parseText(model, "  Hi, you!! ");
  // After the implicit start: h i _ y o u _
  assertEquals(Array.from(parsed.symbols), [8, 9, 0, 25, 15, 21, 0]);
  assertEquals(parsed.letters, 5);
  assertEquals(Array.from(parseText(model, "123 ...").symbols), [0], "no letters: only the closing boundary");
  assertEquals(Array.from(parseText(model, "").symbols), [0]);
});

Deno.test("English gains over random letters; shifted English and mash lose", () => {
  for (const text of ["In the beginning God created the heaven and the earth.", "Can you call me back tomorrow?"]) {
    const reading = readText(model, text);
    assert(reading.gain > reading.symbols, `${text}: ${reading.gain} over ${reading.symbols} symbols`);
    assertEquals(reading.knownWords, reading.words);
    for (const shift of [1, 7, 13, 20]) {
      const shifted = readText(model, rotateLetters(text, shift));
      assert(shifted.gain < 0, `${text} shifted ${shift}: ${shifted.gain}`);
      assert(shifted.logLikelihood < reading.logLikelihood - 20);
    }
  }
  assert(readText(model, "asdfjkl qwerty zxcv").gain < -10);
});

Deno.test("reading through a letter map scores the same as reading the mapped text", () => {
  const text = "Blessed are the peacemakers: for they shall be called the children of God.";
  for (const shift of [3, 13, 22]) {
    const map = Uint8Array.from({ length: symbolCount }, (_, s) => s === 0 ? 0 : ((s - 1 + shift) % 26) + 1);
    const viaMap = readParsed(model, parseText(model, text), map);
    const direct = readText(model, rotateLetters(text, shift));
    assert(Math.abs(viaMap.logLikelihood - direct.logLikelihood) < 1e-6, `shift ${shift}`);
    assertEquals(viaMap.knownWords, direct.knownWords);
  }
  assertEquals(readParsed(model, parseText(model, text), identity).gain, readText(model, text).gain);
});

Deno.test("punctuation, digits and case cost what they are: seen gaps little, unseen characters much", () => {
  const prose = readText(model, "And God said, Let there be light: and there was light.");
  const digits = readText(model, "And God 4865 said, Let 6c6c there be light: and there was light.");
  const control = readText(model, "And God\u0001said, Let there be light: and there was light.");
  const mixedCase = readText(model, "AnD gOd SaId, lEt ThErE bE lIgHt: AnD tHeRe WaS lIgHt.");
  assert(digits.logLikelihood < prose.logLikelihood - 15);
  assert(control.logLikelihood < prose.logLikelihood - 10);
  assert(mixedCase.logLikelihood < prose.logLikelihood - 20);
  assertEquals(mixedCase.gain, prose.gain, "case does not change how English the letters are");
});

Deno.test("letter frequency fit: English close to 1, a lopsided text far from it", () => {
  assert(
    letterFrequencyFit(model, "The quick brown fox jumps over the lazy dog, and runs away into the woods.") > 0.85,
  );
  assert(letterFrequencyFit(model, "zzzz qqqq xxxx") < 0.2);
  assertEquals(letterFrequencyFit(model, "1234"), 0);
});

Deno.test("a model built from other text learns that text's words", () => {
  const small = buildEnglishModel({
    texts: ["the cat sat on the mat", "the dog sat on the log"],
    rankedWords: ["zebra", "yak"],
  });
  assertEquals(readText(small, "the cat sat").knownWords, 3);
  assertEquals(readText(small, "zebra yak").knownWords, 2);
  assertEquals(readText(small, "shepherd").knownWords, 0);
  assert(readText(small, "the cat sat on the log").gain > readText(small, "eht tac tas no eht gol").gain);
});
