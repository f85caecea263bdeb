import { CipherInputError } from "./input_error.ts";

/**
 * International Morse code (ITU-R M.1677-1) plus the widely used '!' (-.-.--). Letters are
 * separated by a space and words by ' / ' (issue 6), the form most web tools read and write.
 */
const codes: Readonly<Record<string, string>> = {
  A: ".-",
  B: "-...",
  C: "-.-.",
  D: "-..",
  E: ".",
  F: "..-.",
  G: "--.",
  H: "....",
  I: "..",
  J: ".---",
  K: "-.-",
  L: ".-..",
  M: "--",
  N: "-.",
  O: "---",
  P: ".--.",
  Q: "--.-",
  R: ".-.",
  S: "...",
  T: "-",
  U: "..-",
  V: "...-",
  W: ".--",
  X: "-..-",
  Y: "-.--",
  Z: "--..",
  "0": "-----",
  "1": ".----",
  "2": "..---",
  "3": "...--",
  "4": "....-",
  "5": ".....",
  "6": "-....",
  "7": "--...",
  "8": "---..",
  "9": "----.",
  ".": ".-.-.-",
  ",": "--..--",
  "?": "..--..",
  "'": ".----.",
  "!": "-.-.--",
  "/": "-..-.",
  "(": "-.--.",
  ")": "-.--.-",
  "&": ".-...",
  ":": "---...",
  ";": "-.-.-.",
  "=": "-...-",
  "+": ".-.-.",
  "-": "-....-",
  _: "..--.-",
  '"': ".-..-.",
  $: "...-..-",
  "@": ".--.-.",
};

const characters = new Map(Object.entries(codes).map(([character, code]) => [code, character]));

/** Word separators people paste: ' / ' (ours) and '|'. */
const wordSeparator = /[/|]/;

/**
 * Dots and dashes as they arrive from word processors and other tools (middle dot, bullet, minus
 * sign, en and em dash, underscore), read as the plain '.' and '-'.
 */
const dotVariants = /[\u00B7\u2022\u2219]/g;
const dashVariants = /[\u2212\u2013\u2014_]/g;

/** Whether `text` is written only in Morse's symbols, so detection knows to try it. */
export function looksLikeMorse(text: string): boolean {
  const normalized = normalizeSymbols(text);
  return /[.-]/.test(normalized) && /^[.\-\s/|]+$/.test(normalized);
}

/**
 * Upper-cases ASCII letters (Morse has no case) and turns each run of whitespace into a word
 * break. A character Morse has no code for is an error, not a silent gap.
 */
export function encodeMorse(text: string): string {
  return text.trim().split(/\s+/).filter((word) => word.length > 0).map((word) =>
    Array.from(word, (character) => {
      const code = codes[character.length === 1 ? asciiUpper(character) : character];
      if (code === undefined) {
        throw new CipherInputError(`Morse code has no symbol for '${character}'`);
      }
      return code;
    }).join(" ")
  ).join(" / ");
}

/** Reads letters separated by whitespace and words by '/' (or '|'); gives upper-case text, words one space apart. */
export function decodeMorse(text: string): string {
  const normalized = normalizeSymbols(text);
  const stray = normalized.match(/[^.\-\s/|]/);
  if (stray) {
    throw new CipherInputError(
      `Morse code is dots and dashes, letters separated by spaces and words by ' / '; '${stray[0]}' is neither`,
    );
  }
  const words = normalized.split(wordSeparator).map((word) => word.trim()).filter((word) => word.length > 0);
  if (words.length === 0) throw new CipherInputError("There is no Morse code to decode");
  return words.map((word) =>
    word.split(/\s+/).map((code) => {
      const character = characters.get(code);
      if (character === undefined) throw new CipherInputError(`'${code}' is not an International Morse symbol`);
      return character;
    }).join("")
  ).join(" ");
}

function normalizeSymbols(text: string): string {
  return text.replace(dotVariants, ".").replace(dashVariants, "-");
}

/** Upper case for a-z only: Morse has no 'ß' or 'é', and toUpperCase would turn 'ß' into 'SS'. */
function asciiUpper(character: string): string {
  return character >= "a" && character <= "z" ? character.toUpperCase() : character;
}
