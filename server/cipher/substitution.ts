/**
 * The letter-substitution ciphers: caesar (and rot13, its shift of 13) and atbash. Only the 26
 * ASCII letters change, each keeping its case; digits, punctuation, spaces and non-ASCII letters
 * pass through, so every one of these is exact and symmetric on any string.
 */

const upperA = 65;
const lowerA = 97;

/** Rotates each ASCII letter `shift` places forward (negative: backward), wrapping around the alphabet. */
export function rotateLetters(text: string, shift: number): string {
  const places = ((shift % 26) + 26) % 26;
  return places === 0 ? text : substituteLetters(text, rotations[places]);
}

/** Atbash: A<->Z, B<->Y, ...; its own inverse. */
export function atbash(text: string): string {
  return substituteLetters(text, mirror);
}

export const encodeCaesar = (text: string, shift: number): string => rotateLetters(text, shift);
export const decodeCaesar = (text: string, shift: number): string => rotateLetters(text, -shift);
/** ROT13 is the caesar shift of 13, which is its own inverse. */
export const rot13 = (text: string): string => rotateLetters(text, 13);

/** `table[i]` is the alphabet index letter `i` becomes. */
type LetterTable = readonly number[];

const mirror: LetterTable = Array.from({ length: 26 }, (_, index) => 25 - index);
/** `rotations[k]` moves every letter k places on; all 26 are tiny, so they are built once, up front. */
const rotations: readonly LetterTable[] = Array.from(
  { length: 26 },
  (_, places) => Array.from({ length: 26 }, (_, index) => (index + places) % 26),
);

/**
 * Works on UTF-16 code units: only ASCII letters are touched, and no surrogate is an ASCII letter,
 * so astral characters (emoji, CJK extensions) come through whole.
 */
function substituteLetters(text: string, table: LetterTable): string {
  const units = new Uint16Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= upperA && unit < upperA + 26) units[i] = upperA + table[unit - upperA];
    else if (unit >= lowerA && unit < lowerA + 26) units[i] = lowerA + table[unit - lowerA];
    else units[i] = unit;
  }
  return fromCodeUnits(units);
}

/** `String.fromCharCode` in slices, because spreading a 10,000-element array overflows some stacks. */
function fromCodeUnits(units: Uint16Array): string {
  const slice = 8192;
  let text = "";
  for (let start = 0; start < units.length; start += slice) {
    text += String.fromCharCode(...units.subarray(start, start + slice));
  }
  return text;
}
