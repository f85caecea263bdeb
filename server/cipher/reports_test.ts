import {
  cipherTypes,
  detectionResponseSchema,
  masterAnalysisResponseSchema,
  patternsResponseSchema,
} from "../../contracts/decipherist.ts";
import { assert, assertEquals, assertMatch } from "../../tests/assert.ts";
import { testEnglishModel } from "../testing/english_model_fixture.ts";
import { runCipher } from "./codecs.ts";
import { detectCipher } from "./detect.ts";
import { detectionReport, masterReport, patternReport } from "./reports.ts";
import { buildVerseNamer } from "./verse_names.ts";

const { model } = await testEnglishModel();
const nameVerse = buildVerseNamer([{ reference: "John 11:35", text: "Jesus wept." }]);
const analyse = (text: string, includeAutoDecode = true) => {
  const detection = detectCipher(model, text);
  return {
    detection: detectionResponseSchema.parse({ cipher_detection: detectionReport(detection, nameVerse) })
      .cipher_detection,
    patterns: patternsResponseSchema.parse({ pattern_analysis: patternReport(text, detection) }).pattern_analysis,
    master: masterAnalysisResponseSchema.parse({
      master_analysis: masterReport(text, detection, includeAutoDecode, nameVerse),
    }).master_analysis,
  };
};

Deno.test("a cipher: decoded, named when it is a verse, with an attempt and a probability per cipher", () => {
  const { detection, patterns, master } = analyse(runCipher("atbash", "encode", "Jesus wept.", 13));
  assertEquals(detection.best_guess, "atbash");
  assertEquals(detection.kjv_reference, "John 11:35 (KJV)");
  assertMatch(detection.jajirose_verdict, /Atbash.*John 11:35 \(KJV\)/);
  assertEquals(Object.keys(detection.cipher_attempts), [...cipherTypes]);
  assertEquals(detection.cipher_attempts.atbash!.decoded, "Jesus wept.");
  assertEquals(detection.cipher_attempts.morse!.decoded, "", "morse could not read it");
  assert(detection.cipher_attempts.morse!.evidence!.failure!.length > 0);
  assertEquals(Object.keys(patterns.cipher_probability), [...cipherTypes]);
  assert(patterns.cipher_probability.atbash! > 0.75);
  assert(master.master_verdict.cipher_likelihood > 0.75);
  assertMatch(master.master_verdict.overall_assessment, /Atbash.*"Jesus wept\."/);
  assertMatch(master.warrior_verdict, /^Code broken/);
});

Deno.test("master analysis reads deception cues from the decoded message of a cipher", () => {
  const message = "Honestly, I would never take money from the register, I swear.";
  const { master, patterns } = analyse(runCipher("base64", "encode", message, 13));
  assertEquals(master.master_verdict.deception_risk, 0.75);
  assertMatch(master.master_verdict.overall_assessment, /The decoded message shows 3 deception cues/);
  assertEquals(patterns.deception_indicators.cues, [], "the patterns tab marks the text as given, base64 here");
});

Deno.test("cipher_detection is in the master analysis only when asked for", () => {
  assert(analyse("Jesus wept.", true).master.cipher_detection !== undefined);
  assertEquals(analyse("Jesus wept.", false).master.cipher_detection, undefined);
});

Deno.test("plain text and noise get their own verdicts, and no sentence promises an outcome", () => {
  const plain = analyse("We planted tomatoes along the back fence.");
  assertEquals(plain.detection.best_guess, "plain");
  assert(plain.master.master_verdict.cipher_likelihood < 0.05);
  assertMatch(plain.master.warrior_verdict, /^No code to break/);
  const noise = analyse("qwxz plorbnik zzkv trebvuq");
  assertEquals(noise.detection.best_guess, "");
  assertMatch(noise.detection.jajirose_verdict, /Nothing here reads as language/);
  assertMatch(noise.master.warrior_verdict, /^No message surfaced/);
  for (const text of ["I swear I never touched it, trust me, honestly.", "Lovely day.", "asdf"]) {
    const { master, detection } = analyse(text);
    const sentences = [
      master.master_verdict.overall_assessment,
      master.master_verdict.jajirose_guidance,
      master.warrior_verdict,
      detection.jajirose_verdict,
    ].join(" ");
    assert(!/guarantee|certainly will|always works|proves? (that|he|she)|is lying/i.test(sentences), sentences);
  }
});
