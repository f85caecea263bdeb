import {
  type BestGuess,
  type CipherOperation,
  type CipherRequest,
  type CipherType,
  type DeceptionCue,
  defaultShift,
  normalizeShift,
  shiftedCiphers,
} from "../../contracts/decipherist.ts";

/** How the screen names each cipher; the wire keeps the lower-case ids of the contract. */
export const cipherLabels: Record<CipherType, string> = {
  caesar: "Caesar",
  atbash: "Atbash",
  morse: "Morse",
  base64: "Base64",
  binary: "Binary",
  hex: "Hex",
  rot13: "ROT13",
};

/** Spec sections 4 and 9: a 0..1 value as a percentage with one decimal, 0.1234 -> '12.3%'. */
export function formatPercent(value: number): string {
  // Rounding on the integer scale first keeps 0.1235 at '12.4%' instead of the float's '12.3%'.
  return `${(Math.round(value * 1000) / 10).toFixed(1)}%`;
}

/** Spec section 8: readability absent or zero means the decoder found nothing to read. */
export function formatReadability(readability: number | undefined): string {
  return readability ? formatPercent(readability) : "N/A";
}

/** Spec section 8: 'Failed to decode' when the decoder gave nothing. */
export function decodedOrFailure(decoded: string | undefined): string {
  return decoded ? decoded : "Failed to decode";
}

/** Spec section 8: 'Unknown' when there is no best guess; 'plain' is the detector saying "no cipher". */
export function bestGuessLabel(guess: BestGuess | undefined): string {
  if (!guess) return "Unknown";
  if (guess === "plain") return "Plain text (no cipher)";
  return cipherLabels[guess];
}

export type Band = "high" | "medium" | "low";

/** Spec sections 4 and 9: above 0.7 is high (red), above 0.3 up to 0.7 medium (yellow), else low (green). */
export function band(value: number): Band {
  if (value > 0.7) return "high";
  if (value > 0.3) return "medium";
  return "low";
}

/**
 * Spec section 4: the risk level text is red for high, yellow for medium and green for anything
 * else, so an absent level ('Unknown', spec section 2) is green too.
 */
export function riskLevelBand(level: string | undefined): Band {
  return level === "high" || level === "medium" ? level : "low";
}

/** Spec section 2: 'Unknown' when the analysis gave no risk level. */
export function riskLevelLabel(level: string | undefined): string {
  return level ? level[0].toUpperCase() + level.slice(1) : "Unknown";
}

/** A cue's contribution with its sign, so raising and lowering cues read apart: '+0.12', '-0.05'. */
export function formatWeight(weight: number): string {
  const fixed = Math.abs(weight).toFixed(2);
  return weight < 0 ? `-${fixed}` : `+${fixed}`;
}

/** A stretch of the analysed text with the cues that cover it (none: plain text). */
export type Segment = { text: string; cues: DeceptionCue[] };

/**
 * Cuts `text` at every cue boundary so each stretch can be marked with all cues covering it: cues
 * may overlap ('trust me, honestly' holds two), and marks cannot. Cues outside the text are clipped
 * to it, and empty ones (absence cues, start === end) mark nothing.
 */
export function highlightSegments(text: string, cues: readonly DeceptionCue[]): Segment[] {
  const placed = cues
    .map((cue) => ({ cue, start: Math.min(cue.start, text.length), end: Math.min(cue.end, text.length) }))
    .filter(({ start, end }) => end > start);
  const cuts = [...new Set([0, text.length, ...placed.flatMap(({ start, end }) => [start, end])])].sort((a, b) =>
    a - b
  );
  const segments: Segment[] = [];
  for (let index = 0; index < cuts.length - 1; index++) {
    const [from, to] = [cuts[index], cuts[index + 1]];
    const covering = placed.filter(({ start, end }) => start <= from && end >= to).map(({ cue }) => cue);
    const previous = segments.at(-1);
    // Neighbouring stretches with no cue are one stretch of plain text.
    if (previous && covering.length === 0 && previous.cues.length === 0) previous.text += text.slice(from, to);
    else segments.push({ text: text.slice(from, to), cues: covering });
  }
  return segments;
}

/**
 * The cipher request the screen's settings describe (spec section 3): the shift only for caesar
 * and rot13, rot13's always 13, and a typed shift that is empty, zero or not a whole number from
 * 1 to 25 sent as 13 (spec section 5), by the same rule the server applies.
 */
export function cipherRequestFrom(
  text: string,
  settings: { cipherType: CipherType; operation: CipherOperation; shift: string },
): CipherRequest {
  const { cipherType, operation, shift } = settings;
  const request: CipherRequest = { text, cipher_type: cipherType, operation };
  if (cipherType === "rot13") request.shift = defaultShift;
  // Number("") is 0, which normalises to 13 like any other unreadable entry.
  else if (shiftedCiphers.includes(cipherType)) request.shift = normalizeShift(Number(shift));
  return request;
}
