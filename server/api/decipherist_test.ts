import {
  cipherResultResponseSchema,
  cipherTypes,
  detectionResponseSchema,
  examplesResponseSchema,
  masterAnalysisResponseSchema,
  patternsResponseSchema,
  statusSchema,
  textLimit,
} from "../../contracts/decipherist.ts";
import { assert, assertEquals, assertMatch } from "../../tests/assert.ts";
import { startTestApp } from "../testing/app_fixture.ts";

const base = "/api/decipherist";

Deno.test("GET status: creator authority, warrior wisdom and the biblical foundation", async () => {
  using fixture = await startTestApp();
  const response = await fixture.request(`${base}/status`);
  assertEquals(response.status, 200);
  const status = statusSchema.parse(await response.json());
  assertMatch(status.creator_authority, /Jajirose/);
  assertMatch(status.biblical_foundation, /^"For nothing is secret, .*" - Luke 8:17 \(KJV\)$/);
  assert(status.warrior_wisdom.length > 20);
});

/**
 * The analyses share one app: its first analysis builds the English model from the whole KJV
 * (about half a second), which every step then reuses, as the running server does.
 */
Deno.test("decipherist analyses", async (t) => {
  using fixture = await startTestApp();

  await t.step("GET examples: each encoded example is detected as its cipher and named as its verse", async () => {
    const response = await fixture.request(`${base}/examples`);
    assertEquals(response.status, 200);
    const { cipher_examples, jajirose_wisdom } = examplesResponseSchema.parse(await response.json());
    assertEquals(Object.keys(cipher_examples).sort(), [...cipherTypes].sort());
    assertEquals(cipher_examples.caesar?.shift, 3);
    assertEquals(cipher_examples.base64?.shift, undefined);
    for (const cipher of cipherTypes) {
      const example = cipher_examples[cipher]!;
      const detected = detectionResponseSchema.parse(
        await (await fixture.postJson(`${base}/detect`, { text: example.encoded })).json(),
      ).cipher_detection;
      assertEquals(detected.best_guess, cipher, example.encoded);
      assertMatch(detected.kjv_reference ?? "", / \(KJV\)$/, cipher);
    }
    assert(jajirose_wisdom.decipherist_principles.length > 0);
    assert(jajirose_wisdom.consciousness_guidance.length > 0);
    assertMatch(jajirose_wisdom.biblical_foundation, /Luke 8:17/);
  });

  await t.step("POST detect: a rot13 sentence is rot13, with every attempt, its evidence and the verse", async () => {
    const response = await fixture.postJson(`${base}/detect`, { text: "Gur YBEQ vf zl furcureq; V funyy abg jnag." });
    assertEquals(response.status, 200);
    const detection = detectionResponseSchema.parse(await response.json()).cipher_detection;
    assertEquals(detection.best_guess, "rot13");
    assert(detection.confidence_score > 0.99);
    assertEquals(detection.kjv_reference, "Psalms 23:1 (KJV)");
    assertEquals(detection.cipher_attempts.rot13?.decoded, "The LORD is my shepherd; I shall not want.");
    assertEquals(Object.keys(detection.cipher_attempts).sort(), [...cipherTypes].sort());
    assertEquals(detection.cipher_attempts.caesar?.evidence?.shift, 13, "caesar found the same shift");
    assertEquals(detection.cipher_attempts.hex?.decoded, "");
    assertMatch(detection.cipher_attempts.hex?.evidence?.failure ?? "", /not a hex digit/);
    assertMatch(detection.jajirose_verdict, /ROT13/);
  });

  await t.step("POST detect: plain English is plain, noise is '' (Unknown)", async () => {
    const detect = async (text: string) =>
      detectionResponseSchema.parse(await (await fixture.postJson(`${base}/detect`, { text })).json()).cipher_detection;
    const plain = await detect("Please make sure every invoice is signed before it goes to accounting.");
    assertEquals(plain.best_guess, "plain");
    assertEquals(plain.kjv_reference, null);
    const noise = await detect("zq xv jkwp qqlz vbnx");
    assertEquals(noise.best_guess, "");
    assert(noise.confidence_score > 0.5, "it is confident that there is nothing to read");
  });

  await t.step(
    "POST patterns: cues with positions in the trimmed text, risk level, cipher probabilities, disclaimer",
    async () => {
      const sent = "   To be honest, I was never there, trust me.  ";
      const response = await fixture.postJson(`${base}/patterns`, { text: sent });
      assertEquals(response.status, 200);
      const { deception_indicators, cipher_probability, disclaimer } = patternsResponseSchema.parse(
        await response.json(),
      ).pattern_analysis;
      const text = sent.trim();
      assertEquals(
        deception_indicators.cues.filter((cue) => cue.weight > 0).map((cue) => text.slice(cue.start, cue.end)),
        ["To be honest", "trust me"],
      );
      assertEquals(deception_indicators.risk_level, "medium");
      assert(deception_indicators.deception_score > 0.3 && deception_indicators.deception_score <= 0.7);
      assertEquals(Object.keys(cipher_probability).sort(), [...cipherTypes].sort());
      assert(Object.values(cipher_probability).every((probability) => probability! < 0.01), "plain text");
      assertMatch(disclaimer, /not a lie detector/);
    },
  );

  await t.step(
    "POST analyze: master verdict, warrior verdict, and cipher_detection when include_auto_decode",
    async () => {
      const analyze = async (body: unknown) => {
        const response = await fixture.postJson(`${base}/analyze`, body);
        assertEquals(response.status, 200);
        return masterAnalysisResponseSchema.parse(await response.json()).master_analysis;
      };
      const encoded = ".. / ... .-- . .- .-. / .. / -. . ...- . .-. / - --- --- -.- / .. -";
      const withDecode = await analyze({ text: encoded, include_auto_decode: true });
      assertEquals(withDecode.cipher_detection?.best_guess, "morse");
      assert(withDecode.master_verdict.cipher_likelihood > 0.9);
      assert(withDecode.master_verdict.deception_risk > 0, "read from the decoded 'I SWEAR I NEVER TOOK IT'");
      assertMatch(withDecode.master_verdict.overall_assessment, /Morse code.*"I SWEAR I NEVER TOOK IT"/);
      assertMatch(withDecode.warrior_verdict, /Code broken/);
      assert(withDecode.master_verdict.jajirose_guidance.length > 0);

      const without = await analyze({ text: encoded, include_auto_decode: false });
      assertEquals(without.cipher_detection, undefined);
      assertEquals((await analyze({ text: encoded })).cipher_detection?.best_guess, "morse", "defaults to true");

      const plain = await analyze({ text: "I was at home all evening watching a movie with my sister." });
      assert(plain.master_verdict.cipher_likelihood < 0.05);
      assertEquals(plain.master_verdict.deception_risk, 0);
    },
  );
});

Deno.test("POST cipher: encode and decode exactly, shift rules, rot13 always 13", async () => {
  using fixture = await startTestApp();
  const run = async (body: Record<string, unknown>) => {
    const response = await fixture.postJson(`${base}/cipher`, body);
    assertEquals(response.status, 200, JSON.stringify(body));
    return cipherResultResponseSchema.parse(await response.json()).cipher_result.result;
  };
  assertEquals(await run({ text: "HELLO", cipher_type: "caesar", operation: "encode", shift: 3 }), "KHOOR");
  assertEquals(
    await run({ text: "Khoor, Zruog!", cipher_type: "caesar", operation: "decode", shift: 3 }),
    "Hello, World!",
  );
  for (const shift of [0, -4, 26, 2.5, "7", null]) {
    assertEquals(
      await run({ text: "abc", cipher_type: "caesar", operation: "encode", shift }),
      "nop",
      `shift ${shift}`,
    );
  }
  assertEquals(await run({ text: "abc", cipher_type: "caesar", operation: "encode" }), "nop", "no shift: 13");
  assertEquals(await run({ text: "abc", cipher_type: "rot13", operation: "encode", shift: 5 }), "nop");
  assertEquals(
    await run({ text: "SGVsbG8sIOS4lueVjCDwn5mC", cipher_type: "base64", operation: "decode" }),
    "Hello, 世界 🙂",
  );
  assertEquals(await run({ text: "Hi", cipher_type: "binary", operation: "encode" }), "01001000 01101001");
  assertEquals(await run({ text: "48 49", cipher_type: "hex", operation: "decode" }), "HI");
  assertEquals(
    await run({ text: "SOS help", cipher_type: "morse", operation: "encode" }),
    "... --- ... / .... . .-.. .--.",
  );
  assertEquals(await run({ text: "Hello", cipher_type: "atbash", operation: "decode" }), "Svool");
  assertEquals(
    await run({ text: "  spaced\n", cipher_type: "base64", operation: "encode" }),
    "ICBzcGFjZWQK",
    "kept as sent",
  );
});

Deno.test("POST cipher: text a decoder cannot read is a 400 that says why", async () => {
  using fixture = await startTestApp();
  const cases: Array<[Record<string, unknown>, RegExp]> = [
    [{ text: "SGVsbG8*", cipher_type: "base64", operation: "decode" }, /'\*' is not a base64 character/],
    [
      { text: "01001000 010010001", cipher_type: "binary", operation: "decode" },
      /9 bits; binary is read in 8-bit groups/,
    ],
    [
      { text: "... ........", cipher_type: "morse", operation: "decode" },
      /'\.\.\.\.\.\.\.\.' is not an International Morse/,
    ],
    [{ text: "4 8", cipher_type: "hex", operation: "decode" }, /odd number of hex digits/],
    [{ text: "ff", cipher_type: "hex", operation: "decode" }, /not UTF-8 text/],
    [{ text: "naïve", cipher_type: "morse", operation: "encode" }, /Morse code has no symbol for 'ï'/],
  ];
  for (const [body, message] of cases) {
    const response = await fixture.postJson(`${base}/cipher`, body);
    assertEquals(response.status, 400, JSON.stringify(body));
    assertMatch((await response.json()).error, message);
  }
});

Deno.test("decipherist validation: blank, too long, wrong types, unknown fields, wrong content type", async () => {
  using fixture = await startTestApp();
  const long = "a".repeat(textLimit + 1);
  const cases: Array<[string, unknown, RegExp]> = [
    ["detect", { text: "   " }, /text: Enter some text first/],
    ["detect", {}, /text/],
    ["detect", { text: 42 }, /text must be a string/],
    ["detect", { text: long }, /Text is limited to 10,000 characters/],
    ["detect", { text: "hi", extra: 1 }, /extra/],
    ["patterns", { text: "" }, /Enter some text first/],
    ["patterns", { text: long }, /10,000 characters/],
    ["analyze", { text: "\n\t" }, /Enter some text first/],
    ["analyze", { text: "hi", include_auto_decode: "yes" }, /include_auto_decode must be true or false/],
    ["analyze", { text: long, include_auto_decode: true }, /10,000 characters/],
    ["cipher", { text: "hi", cipher_type: "vigenere", operation: "encode" }, /cipher_type must be one of caesar/],
    ["cipher", { text: "hi", cipher_type: "caesar", operation: "scramble" }, /operation must be encode or decode/],
    ["cipher", { text: " ", cipher_type: "caesar", operation: "encode" }, /Enter some text first/],
    ["cipher", { text: long, cipher_type: "caesar", operation: "encode" }, /10,000 characters/],
    ["cipher", { cipher_type: "caesar", operation: "encode" }, /text/],
  ];
  for (const [endpoint, body, message] of cases) {
    const response = await fixture.postJson(`${base}/${endpoint}`, body);
    assertEquals(response.status, 400, `${endpoint} ${JSON.stringify(body).slice(0, 80)}`);
    assertMatch((await response.json()).error, message, endpoint);
  }
  const atLimit = await fixture.postJson(`${base}/detect`, { text: "a".repeat(textLimit) });
  assertEquals(atLimit.status, 200, "exactly 10,000 characters is allowed");
  const notJson = await fixture.request(`${base}/detect`, { method: "POST", body: "hello" });
  assertEquals(notJson.status, 415);
  const malformed = await fixture.request(`${base}/detect`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: "{not json",
  });
  assertEquals(malformed.status, 400);
  assertEquals((await fixture.request(`${base}/detect`)).status, 404, "detect is POST only");
});
