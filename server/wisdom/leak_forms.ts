/**
 * The forms a secret can take in a model's reply, reduced to one comparable shape (the leak
 * guard's reading glasses, server/wisdom/leak_guard.ts). A model talked into revealing its
 * instructions rarely prints them plainly when the visitor asks for a disguise, so each form is
 * undone: case, spacing, punctuation and invisible characters (folding), look-alike letters and
 * digits, percent, HTML and backslash escapes, base64 and hex. Reversal is the guard's business: it
 * looks for reversed secrets.
 */

/** Folded text (lowercase Latin letters and digits only) with, for each character, where it came from in the reply. */
export type FoldedView = { text: string; origins: number[] };

/**
 * Cyrillic and Greek letters that pass for Latin ones once lowercased (Unicode's confusables for
 * the Latin alphabet, trimmed to the ones that fool a reader); fullwidth, mathematical and circled
 * letters need no entry, NFKD already makes them plain.
 */
const lookalikes: Readonly<Record<string, string>> = {
  "а": "a",
  "в": "b",
  "ь": "b",
  "с": "c",
  "ԁ": "d",
  "е": "e",
  "ё": "e",
  "һ": "h",
  "н": "h",
  "і": "i",
  "ј": "j",
  "к": "k",
  "ӏ": "l",
  "м": "m",
  "п": "n",
  "о": "o",
  "р": "p",
  "ԛ": "q",
  "г": "r",
  "ѕ": "s",
  "т": "t",
  "у": "y",
  "ү": "y",
  "х": "x",
  "ԝ": "w",
  "α": "a",
  "β": "b",
  "ε": "e",
  "η": "n",
  "ι": "i",
  "ı": "i",
  "κ": "k",
  "ν": "v",
  "ο": "o",
  "ρ": "p",
  "τ": "t",
  "υ": "u",
  "χ": "x",
  "ω": "w",
  "γ": "y",
  "ȷ": "j",
};

/** Digits and signs written for letters ('p4ssw0rd'); secrets are folded the same way, so nothing is lost. */
const letterlike: Readonly<Record<string, string>> = {
  "0": "o",
  "1": "l",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "@": "a",
  "$": "s",
};

/** What each ASCII character folds to: the hot path, since replies are mostly ASCII. */
const asciiFolds: readonly string[] = Array.from({ length: 128 }, (_, code) => {
  const character = String.fromCharCode(code).toLowerCase();
  return letterlike[character] ?? (/[a-z0-9]/.test(character) ? character : "");
});

/** One character folded: '' for anything that carries no letter (space, punctuation, zero-width, marks). */
function foldCharacter(character: string): string {
  const code = character.charCodeAt(0);
  if (character.length === 1 && code < 128) return asciiFolds[code];
  let folded = "";
  for (const part of character.normalize("NFKD").toLowerCase()) {
    const partCode = part.charCodeAt(0);
    folded += part.length === 1 && partCode < 128 ? asciiFolds[partCode] : lookalikes[part] ?? "";
  }
  return folded;
}

/** Folds `source`, whose character `i` came from the reply at `originOf(i)`. */
function foldWithOrigins(source: string, originOf: (index: number) => number, into?: FoldedView): FoldedView {
  const view = into ?? { text: "", origins: [] };
  let index = 0;
  for (const character of source) {
    const folded = foldCharacter(character);
    for (let count = 0; count < folded.length; count++) view.origins.push(originOf(index));
    view.text += folded;
    index += character.length;
  }
  return view;
}

/** The text as a reader reads it past case, spacing, punctuation, invisible characters and look-alikes. */
export function fold(text: string): string {
  return foldWithOrigins(text, () => 0).text;
}

/** `text` (the reply from `offset` on) folded as written. */
export function plainView(text: string, offset = 0): FoldedView {
  return foldWithOrigins(text, (index) => offset + index);
}

/** '%41', '&#65;', '&#x41;', '&lt;', '\x41', '\u0041' and '\u{41}': each one character. */
const escapePattern =
  /%([0-9a-f]{2})|&#(\d{1,7});?|&#x([0-9a-f]{1,6});?|&(amp|lt|gt|quot|apos|nbsp);|\\x([0-9a-f]{2})|\\u\{([0-9a-f]{1,6})\}|\\u([0-9a-f]{4})/gi;
const namedEntities: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

function unescapeOne(match: RegExpExecArray): string {
  const [, percent, decimal, hex, named, byte, braced, unicode] = match;
  if (named) return namedEntities[named.toLowerCase()];
  const code = decimal ? Number(decimal) : parseInt(percent ?? hex ?? byte ?? braced ?? unicode, 16);
  return code <= 0x10ffff ? String.fromCodePoint(code) : "";
}

/** Text (not folded) with, for each UTF-16 unit, where it came from in the reply. */
export type TracedText = { text: string; origins: number[] };

function appendTraced(traced: TracedText, text: string, originOf: (index: number) => number) {
  for (let index = 0; index < text.length; index++) traced.origins.push(originOf(index));
  traced.text += text;
}

/**
 * `text` (the reply from `offset` on) with URL, HTML and string escapes undone. Percent escapes are
 * read byte by byte as Latin-1, which is exact for the ASCII the secrets are written in.
 */
export function unescape(text: string, offset = 0): TracedText {
  const traced: TracedText = { text: "", origins: [] };
  let at = 0;
  for (const match of text.matchAll(escapePattern)) {
    const start = match.index;
    appendTraced(traced, text.slice(at, start), (index) => offset + at + index);
    appendTraced(traced, unescapeOne(match), () => offset + start);
    at = start + match[0].length;
  }
  appendTraced(traced, text.slice(at), (index) => offset + at + index);
  return traced;
}

/** Unescaped text (`unescape`) folded, each character still traced to the reply. */
export function unescapedView(unescaped: TracedText): FoldedView {
  return foldWithOrigins(unescaped.text, (index) => unescaped.origins[index]);
}

/** ROT13 of a folded view: the oldest cipher a visitor asks for. */
export function rot13View(view: FoldedView): FoldedView {
  const text = view.text.replace(/[a-z]/g, (letter) => String.fromCharCode((letter.charCodeAt(0) - 97 + 13) % 26 + 97));
  return { text, origins: view.origins };
}

/** Where an encoded stretch lies in the reply, and what it may say decoded. */
export type EncodedBlock = { start: number; end: number; decodings: string[] };

/**
 * Base64 (standard or URL-safe) tokens of 12 or more characters, with the lines that follow them
 * as line-wrapped base64 does (its last line may be short).
 */
const base64Block = /[A-Za-z0-9+/_-]{12,}={0,2}(?:\r?\n[A-Za-z0-9+/_-]+={0,2})*/g;
/**
 * Hex digits written together or as bytes ('62 70', '62:70', '0x62,0x70'; '\x62' is an escape,
 * already undone), 16 digits or more. Each digit is matched exactly once, so a failed match cannot
 * backtrack through every way of splitting the separators.
 */
const hexBlock = /(?:0x)?[0-9a-f](?:(?:[\s,:-]|0x)*[0-9a-f]){15,}/gi;

const utf8 = new TextDecoder("utf-8", { fatal: false });

function decodeBase64(token: string): string {
  let text = token.replace(/[\s=]/g, "").replaceAll("-", "+").replaceAll("_", "/");
  text = text.slice(0, text.length - (text.length % 4 === 1 ? 1 : 0));
  try {
    const binary = atob(text.padEnd(Math.ceil(text.length / 4) * 4, "="));
    return utf8.decode(Uint8Array.from(binary, (character) => character.charCodeAt(0)));
  } catch {
    return "";
  }
}

function decodeHex(digits: string): string {
  const bytes = new Uint8Array(Math.floor(digits.length / 2));
  for (let index = 0; index < bytes.length; index++) {
    bytes[index] = parseInt(digits.slice(index * 2, index * 2 + 2), 16);
  }
  return utf8.decode(bytes);
}

/**
 * The base64 and hex stretches of unescaped text (`unescape`, so hex bytes sent URL-encoded are
 * found too) with their decodings, placed in the reply, which ends at `end`. The decoder reads
 * from each possible alignment (four for base64, two for hex), so a letter glued to the front of
 * a token ('codeYnAt...') cannot shift it out of reach.
 */
export function encodedBlocks(unescaped: TracedText, end: number): EncodedBlock[] {
  const { text, origins } = unescaped;
  const place = (match: RegExpExecArray) => ({
    start: origins[match.index],
    end: origins[match.index + match[0].length] ?? end,
  });
  const blocks: EncodedBlock[] = [];
  for (const match of text.matchAll(base64Block)) {
    const token = match[0].replace(/\s+/g, "");
    blocks.push({ ...place(match), decodings: [0, 1, 2, 3].map((shift) => decodeBase64(token.slice(shift))) });
  }
  for (const match of text.matchAll(hexBlock)) {
    const digits = match[0].replace(/0x|[^0-9a-f]/gi, "");
    blocks.push({ ...place(match), decodings: [decodeHex(digits), decodeHex(digits.slice(1))] });
  }
  return blocks;
}

/** Keeps separately decoded stretches from running into one another in a joined view. */
const viewSeparator = "|";

/** Every decoding of every block, folded, each character traced to its block's start. */
export function decodedView(blocks: readonly EncodedBlock[]): FoldedView {
  const view: FoldedView = { text: "", origins: [] };
  for (const block of blocks) {
    for (const decoding of block.decodings) {
      foldWithOrigins(decoding, () => block.start, view);
      view.text += viewSeparator;
      view.origins.push(block.start);
    }
  }
  return view;
}

/**
 * Where the stretch that may still be growing at the end of the reply begins: the last word (it
 * may become a base64 token), a trailing run of hex digits and separators, an escape not yet
 * complete, or an encoded block that only such a stretch or white space follows; the reply's
 * length when none does. Its decoding is not final until it ends. `text` is the reply from
 * `offset` on, `blocks` its encoded blocks.
 */
export function openTailStart(text: string, blocks: readonly EncodedBlock[], offset = 0): number {
  const partialEscape = text.search(/(?:%[0-9a-f]?|&#?x?[0-9a-z]{0,7}|\\(?:x[0-9a-f]?|u\{?[0-9a-f]{0,5})?)$/i);
  let start = Math.min(
    suffixStart(text, /[A-Za-z0-9+/=_-]/),
    suffixStart(text, hexRunCharacter),
    partialEscape < 0 ? text.length : partialEscape,
  );
  const continuable = offset + Math.min(start, text.trimEnd().length);
  for (const block of blocks) {
    if (block.end >= continuable) start = Math.min(start, block.start - offset);
  }
  return offset + start;
}

/**
 * What a hex run may hold (more, as 'x' alone is not): digits, separators, the 'x' of '0x' and the
 * '%' of a URL-encoded separator.
 */
const hexRunCharacter = /[0-9a-f\s,:%x-]/i;

/** Where the longest run of characters matching `character` that ends `text` begins. */
function suffixStart(text: string, character: RegExp): number {
  let start = text.length;
  while (start > 0 && character.test(text[start - 1])) start--;
  return start;
}

/**
 * Characters that end every form: none belongs to a base64 or hex stretch, an escape (';' does,
 * ending an HTML entity), or the white space that joins base64 lines.
 */
const formEnd = /[.!?()[\]<>"“”'’]/;

/**
 * A place in `text` before `limit`, and after `from`, just past a character that ends every form,
 * or `from` when there is none: the views of what comes before it never change, whatever follows.
 */
export function settlePoint(text: string, from: number, limit: number): number {
  for (let index = Math.min(limit, text.length) - 1; index >= from; index--) {
    if (formEnd.test(text[index])) return index + 1;
  }
  return from;
}
