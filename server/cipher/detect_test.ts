import { type CipherType, cipherTypes } from "../../contracts/decipherist.ts";
import { assert, assertEquals } from "../../tests/assert.ts";
import { testEnglishModel } from "../testing/english_model_fixture.ts";
import { seededRandom } from "../seeded_random.ts";
import { encodeBase64, encodeBinary, encodeHex } from "./byte_codecs.ts";
import { runCipher } from "./codecs.ts";
import { detectCipher } from "./detect.ts";

const { model, corpus } = await testEnglishModel();

/** What the right decode gives: Morse has no case. */
const expectedPlaintext = (cipher: CipherType, text: string) => cipher === "morse" ? text.toUpperCase() : text;

Deno.test("detects every cipher on short KJV verses and decodes them exactly", () => {
  const verses = ["Jesus wept.", "Rejoice evermore.", "Remember Lot's wife.", "Quench not the Spirit."];
  for (const text of verses) {
    for (const cipher of cipherTypes) {
      const shift = cipher === "caesar" ? 7 : 13;
      const detection = detectCipher(model, runCipher(cipher, "encode", text, shift));
      assertEquals(detection.bestGuess, cipher, `${cipher} of ${text}`);
      assertEquals(detection.decoded, expectedPlaintext(cipher, text), `${cipher} of ${text}`);
      // Two or three words are good but not overwhelming evidence.
      assert(detection.confidence > 0.75, `${cipher} of ${text}: confidence ${detection.confidence}`);
    }
  }
});

Deno.test("finds every caesar shift except 13, which is rot13 by another name", () => {
  const text = "Thou shalt love thy neighbour as thyself.";
  for (let shift = 1; shift <= 25; shift++) {
    const detection = detectCipher(model, runCipher("caesar", "encode", text, shift));
    assertEquals(detection.decoded, text, `shift ${shift}`);
    assertEquals(detection.bestGuess, shift === 13 ? "rot13" : "caesar", `shift ${shift}`);
    assertEquals(detection.shift, shift);
    assertEquals(detection.candidates.caesar.shift, shift, "caesar shows the shift it found");
    if (shift === 13) {
      // One function, so one hypothesis: its belief is rot13's, not split with (or counted twice as) caesar's.
      assert(detection.candidates.rot13.probability > 0.99, `${detection.candidates.rot13.probability}`);
      assertEquals(detection.candidates.caesar.probability, 0);
    }
  }
});

Deno.test("modern English and KJV verses read as plain, not as a cipher", () => {
  const texts = [
    "Can you call me back after the meeting?",
    "I honestly think we should postpone the launch until the tests pass.",
    "Our flight was delayed by three hours, so we missed the connection.",
    "See you at noon.",
    "The LORD is my shepherd; I shall not want.",
    "hello",
    "Thanks!",
  ];
  for (const text of texts) {
    const detection = detectCipher(model, text);
    assertEquals(detection.bestGuess, "plain", text);
    assertEquals(detection.decoded, text);
  }
});

Deno.test("random noise of several kinds reads as nothing", () => {
  const random = seededRandom(11);
  const bytes = (count: number) => Uint8Array.from({ length: count }, () => random.integer(0, 255));
  const printable = (count: number) =>
    Array.from({ length: count }, () => String.fromCharCode(random.integer(0x21, 0x7e))).join("");
  const noise = [
    "qwxz plorbnik zzkv trebvuq",
    "asdfjkl qwerty uiop",
    "hjkl sdfg",
    btoa(String.fromCharCode(...bytes(24))),
    Array.from(bytes(16), (byte) => byte.toString(16).padStart(2, "0")).join(" "),
    encodeBase64(printable(30)),
    encodeHex(printable(20)),
    encodeBinary(printable(12)),
    "-.-. --.. .--. / -..- --.- .-- -.-.",
    "一丁丂七丄丅丆万丈三上下丌不与丏",
    "12345 67890 !!!",
  ];
  for (const text of noise) {
    const detection = detectCipher(model, text);
    assertEquals(detection.bestGuess, "", text);
    assertEquals(detection.decoded, "");
    assert(detection.confidence > 0.5, `${text}: confidence that it is noise, ${detection.confidence}`);
  }
});

Deno.test("confidence is low when a short text could be several things", () => {
  // Four letters: some caesar shift of keyboard mash spells a word ('zxcv' + 15 = 'king'), but with
  // 24 shifts to try that is no strong evidence; 'hi' and 'ok' are words, but barely evidence.
  for (const text of ["zxcv", "hi", "ok", "wer"]) {
    const detection = detectCipher(model, text);
    assert(detection.confidence < 0.9, `${text}: ${detection.bestGuess} at ${detection.confidence}`);
  }
  const sentence = detectCipher(model, runCipher("atbash", "encode", "Be strong and of a good courage.", 13));
  assert(sentence.confidence > 0.99, `a sentence is strong evidence: ${sentence.confidence}`);
});

Deno.test("what detection shows is what decoding the whole text gives, for every attempt", () => {
  const long = corpus.verses.slice(0, 60).map((verse) => verse.text).join(" ");
  assert(long.length > 5000);
  for (const cipher of cipherTypes) {
    const encoded = runCipher(cipher, "encode", long, 11);
    const detection = detectCipher(model, encoded);
    assertEquals(detection.bestGuess, cipher);
    assertEquals(detection.decoded, expectedPlaintext(cipher, long), `${cipher}: the whole text, not a prefix`);
    for (const attempted of cipherTypes) {
      const candidate = detection.candidates[attempted];
      if (candidate.decoded === "") continue;
      const shift = candidate.shift ?? 13;
      assertEquals(candidate.decoded, runCipher(attempted, "decode", encoded, shift), `${attempted} on ${cipher}`);
    }
  }
});

Deno.test("each candidate carries its evidence, and failed decoders say why", () => {
  const detection = detectCipher(model, "SGVsbG8sIGhvdyBhcmUgeW91IHRvZGF5Pw==");
  assertEquals(detection.bestGuess, "base64");
  assertEquals(detection.decoded, "Hello, how are you today?");
  const { base64, morse, binary, caesar, plain } = detection.candidates;
  assert(base64.signatureMatch && base64.readability > 0.99 && base64.letterFrequencyFit > 0.7);
  assertEquals([base64.knownWords, base64.words], [5, 5]);
  assert(!morse.signatureMatch && morse.decoded === "" && /dots and dashes/.test(morse.failure ?? ""));
  assert(!binary.signatureMatch && /0 and 1/.test(binary.failure ?? ""));
  assert(caesar.shift !== undefined && caesar.readability < 0.01, "no shift of base64 reads as English");
  assert(plain.readability < 0.01 && plain.probability < 0.01);
  const shares = Object.values(detection.candidates).reduce((sum, candidate) => sum + candidate.probability, 0);
  assert(shares <= 1 + 1e-9, `beliefs are shares of one posterior: ${shares}`);
});

Deno.test("texts without letters, and whitespace-broken base64, are read for what they are", () => {
  assertEquals(detectCipher(model, "... --- ...").bestGuess, "morse");
  assertEquals(detectCipher(model, "48 65 6C 6C 6F 2C 20 77 6F 72 6C 64").decoded, "Hello, world");
  const spaced = detectCipher(model, "the lord is my shepherd");
  assertEquals(spaced.bestGuess, "plain");
  assert(!spaced.candidates.base64.signatureMatch, "prose with spaces does not have base64's shape");
});
