import shorthandData from "../../../data/persona/shorthand.json" with { type: "json" };
/**
 * Visitors' slips of the keyboard, mended before a message is read (ISSUE 17): "waht does the bibel say about
 * forgivness", "who was nichren", "im so stresed out". A word is mended only when no list we hold knows it (the
 * scriptures, our notes, or an English word list) and exactly one known word lies a single slip away (a letter left
 * out, added, changed, or two swapped), or several do and the scriptures and notes use one of them most. Short words
 * are left alone but for two letters swapped ("waht"), so names pass untouched; chat shorthand with one meaning ("abt",
 * "tmrw", "yrs") is written out.
 */
export type Spelling = { correct(text: string): string };

/**
 * Chat shorthand written out, so that what it says is read: "my dog of 13 yrs", "surgery is in 3 wks", "ppl at
 * church". Only shorthand with one meaning; "u", "idk" and "tho" are read as typed where they matter.
 */
const shorthand: Readonly<Record<string, string>> = shorthandData;
const shorthandWord = new RegExp(
  `(?<![\\p{L}\\d_'’/])(?:${
    Object.keys(shorthand).sort((left, right) => right.length - left.length).map((word) => word.replace("/", "\\/"))
      .join("|")
  })(?=$|[^\\p{L}\\d_'’])`,
  "giu",
);

const letters = "abcdefghijklmnopqrstuvwxyz";

/** A contraction typed without its apostrophe ("havent", "youre", "theyll"): meant as written, never "haven". */
const apostropheLeftOut =
  /^(?:(?:do|does|did|is|are|was|were|have|has|had|should|could|would|must|need|might|ca|wo|ai)nt|(?:i|you|we|they|he|she|it|that|what|where|who|there|here)(?:m|re|ve|ll|d|s))$/;

/** Every string one slip away from `word`: with `swapsOnly`, only two neighbouring letters swapped. */
function oneSlipAway(word: string, swapsOnly: boolean): string[] {
  const found: string[] = [];
  for (let at = 0; at < word.length - 1; at++) {
    found.push(word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2));
  }
  if (swapsOnly) return found;
  for (let at = 0; at <= word.length; at++) {
    if (at < word.length) found.push(word.slice(0, at) + word.slice(at + 1));
    for (const letter of letters) {
      found.push(word.slice(0, at) + letter + word.slice(at));
      if (at < word.length) found.push(word.slice(0, at) + letter + word.slice(at + 1));
    }
  }
  return found;
}

/**
 * `english`: words known to be English (never mended, and mended to only when unambiguous); `used`: how often the
 * scriptures and our notes use each word (never mended, and preferred as mendings).
 */
export function createSpelling(english: ReadonlySet<string>, used: ReadonlyMap<string, number>): Spelling {
  const mend = (word: string): string => {
    const lower = word.toLowerCase();
    if (lower.length < 4 || english.has(lower) || used.has(lower) || apostropheLeftOut.test(lower)) return word;
    // "Alzheimers", "nans": a known word with an s added is its plural or possessive, not a slip.
    const stem = lower.slice(0, -1);
    if (lower.endsWith("s") && (english.has(stem) || used.has(stem))) return word;
    // And a word whose plural is known is that plural's singular: "flatmate" is not "flatmates".
    if (english.has(`${lower}s`) || used.has(`${lower}s`)) return word;
    const near = new Set(oneSlipAway(lower, lower.length < 5).filter((candidate) => candidate !== lower));
    const ours = [...near].filter((candidate) => used.has(candidate))
      .sort((left, right) => used.get(right)! - used.get(left)!);
    const theirs = [...near].filter((candidate) => english.has(candidate));
    const mended = ours[0] ?? (theirs.length === 1 ? theirs[0] : undefined);
    if (!mended) return word;
    return /^[A-Z]/.test(word) ? mended.charAt(0).toUpperCase() + mended.slice(1) : mended;
  };
  return {
    // Words with an apostrophe ("dont", "i'm"), a digit or a letter beyond ASCII ("fiancé") are left as written.
    correct: (text) =>
      text.replace(shorthandWord, (word) => shorthand[word.toLowerCase()] ?? word)
        .replace(/(?<![\p{L}\d_'’])\p{L}+(?![\p{L}\d_'’])/gu, (word) => /^[A-Za-z]+$/.test(word) ? mend(word) : word),
  };
}
