import { describe, expect, test } from "vitest";
import type { DeceptionCue } from "../../contracts/decipherist.ts";
import { cipherRequestSchema } from "../../contracts/decipherist.ts";
import {
  band,
  bestGuessLabel,
  cipherRequestFrom,
  decodedOrFailure,
  formatPercent,
  formatReadability,
  formatWeight,
  highlightSegments,
  riskLevelBand,
  riskLevelLabel,
} from "./decipherist_format.ts";

describe("formatPercent (spec section 9: one decimal)", () => {
  test.each([
    [0.123, "12.3%"],
    [0, "0.0%"],
    [1, "100.0%"],
    [0.5, "50.0%"],
    [0.0449, "4.5%"],
    // (0.1235 * 100).toFixed(1) is '12.3' in floating point; the screen rounds half up as people do.
    [0.1235, "12.4%"],
    [0.9995, "100.0%"],
  ])("%s -> %s", (value, expected) => {
    expect(formatPercent(value)).toBe(expected);
  });
});

test("readability absent or zero is 'N/A' (spec section 8)", () => {
  expect(formatReadability(undefined)).toBe("N/A");
  expect(formatReadability(0)).toBe("N/A");
  expect(formatReadability(0.874)).toBe("87.4%");
});

test("an empty decode is 'Failed to decode' (spec section 8)", () => {
  expect(decodedOrFailure("")).toBe("Failed to decode");
  expect(decodedOrFailure(undefined)).toBe("Failed to decode");
  expect(decodedOrFailure("HELLO")).toBe("HELLO");
});

test("a missing best guess is 'Unknown'; ciphers and plain text are named", () => {
  expect(bestGuessLabel("")).toBe("Unknown");
  expect(bestGuessLabel(undefined)).toBe("Unknown");
  expect(bestGuessLabel("rot13")).toBe("ROT13");
  expect(bestGuessLabel("base64")).toBe("Base64");
  expect(bestGuessLabel("plain")).toBe("Plain text (no cipher)");
});

describe("colour bands (spec section 4: above 0.7 red, above 0.3 up to 0.7 yellow, else green)", () => {
  test.each([
    [0, "low"],
    [0.3, "low"],
    [0.3001, "medium"],
    [0.7, "medium"],
    [0.7001, "high"],
    [1, "high"],
  ])("%s is %s", (value, expected) => {
    expect(band(value)).toBe(expected);
  });
});

test("risk level text: high red, medium yellow, anything else green; absent reads 'Unknown'", () => {
  expect(riskLevelBand("high")).toBe("high");
  expect(riskLevelBand("medium")).toBe("medium");
  expect(riskLevelBand("low")).toBe("low");
  expect(riskLevelBand(undefined)).toBe("low");
  expect(riskLevelLabel(undefined)).toBe("Unknown");
  expect(riskLevelLabel("medium")).toBe("Medium");
});

test("cue weights carry their sign", () => {
  expect(formatWeight(0.125)).toBe("+0.13");
  expect(formatWeight(-0.05)).toBe("-0.05");
  expect(formatWeight(0)).toBe("+0.00");
});

const cue = (start: number, end: number, name = `cue ${start}-${end}`): DeceptionCue => ({
  cue: name,
  category: "hedge",
  start,
  end,
  weight: 0.1,
});

describe("highlightSegments", () => {
  test("text without cues is one plain segment", () => {
    expect(highlightSegments("All is well.", [])).toEqual([{ text: "All is well.", cues: [] }]);
  });

  test("a cue is cut out of the text where it occurs, and the pieces add up to the text", () => {
    const text = "Trust me, it was not me.";
    const trust = cue(0, 8, "Over-assertion");
    const segments = highlightSegments(text, [trust]);
    expect(segments).toEqual([{ text: "Trust me", cues: [trust] }, { text: ", it was not me.", cues: [] }]);
    expect(segments.map((segment) => segment.text).join("")).toBe(text);
  });

  test("overlapping cues split into stretches that carry every cue covering them", () => {
    const text = "honestly maybe not";
    const outer = cue(0, 14, "outer");
    const inner = cue(9, 18, "inner");
    expect(highlightSegments(text, [inner, outer])).toEqual([
      { text: "honestly ", cues: [outer] },
      { text: "maybe", cues: [inner, outer] },
      { text: " not", cues: [inner] },
    ]);
  });

  test("absence cues mark nothing and cues past the end are clipped to the text", () => {
    const text = "short";
    const absent = cue(0, 0, "few self-references");
    const late = cue(3, 40, "late");
    expect(highlightSegments(text, [absent, late])).toEqual([
      { text: "sho", cues: [] },
      { text: "rt", cues: [late] },
    ]);
    expect(highlightSegments(text, [cue(10, 12)])).toEqual([{ text: "short", cues: [] }]);
  });
});

describe("cipherRequestFrom (spec section 5: shift 1 to 25, invalid or zero becomes 13)", () => {
  const caesar = (shift: string) => cipherRequestFrom("HELLO", { cipherType: "caesar", operation: "encode", shift });

  test("a valid caesar shift is sent as it is", () => {
    expect(caesar("3")).toEqual({ text: "HELLO", cipher_type: "caesar", operation: "encode", shift: 3 });
    expect(caesar("25").shift).toBe(25);
    expect(caesar(" 1 ").shift).toBe(1);
  });

  test.each(["0", "", "abc", "26", "-3", "2.5"])("caesar shift %j becomes 13", (shift) => {
    expect(caesar(shift).shift).toBe(13);
  });

  test("rot13 always shifts by 13; other ciphers send no shift", () => {
    expect(cipherRequestFrom("URYYB", { cipherType: "rot13", operation: "decode", shift: "5" }).shift).toBe(13);
    expect(cipherRequestFrom("SGk=", { cipherType: "base64", operation: "decode", shift: "5" })).toEqual({
      text: "SGk=",
      cipher_type: "base64",
      operation: "decode",
    });
  });

  test("what it builds is what the server's schema accepts, unchanged", () => {
    const request = caesar("0");
    expect(cipherRequestSchema.parse(request)).toEqual(request);
  });
});
