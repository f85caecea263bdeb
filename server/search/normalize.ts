import { archaicForms, unstemmed } from "./kjv_lexicon.ts";

/** The words of a text as written ("LORD's", "Charity"). */
export function surfaceWords(text: string): string[] {
  return text.match(/[A-Za-z0-9]+(?:['’][A-Za-z]+)*/g) ?? [];
}

/** A written word in lower case, possessive and apostrophes dropped ("LORD's" -> "lord"). */
export function canonicalWord(word: string): string {
  return word.toLowerCase().replace(/['’]s$/, "").replace(/['’]/g, "");
}

/**
 * Contractions read as the words they stand for ("doesn't": does not; "he'll": he will, not the
 * word "hell"): people write them in queries and the WEB prints them, where the KJV spells them out.
 */
const contractions: ReadonlyArray<[RegExp, string]> = [
  [/^(.+)n['’]t$/i, "not"],
  [/^(.+)['’]ll$/i, "will"],
  [/^(.+)['’]ve$/i, "have"],
  [/^(.+)['’]re$/i, "are"],
  [/^(.+)['’]m$/i, "am"],
  [/^(.+)['’]d$/i, "would"],
];
/** The stems "won't", "can't" and "shan't" leave. */
const contractedStems: Readonly<Record<string, string>> = { wo: "will", ca: "can", sha: "shall" };

/** The canonical words one written word stands for: one, or two for a contraction. */
export function wordForms(surface: string): string[] {
  for (const [pattern, expansion] of contractions) {
    const match = pattern.exec(surface);
    if (!match) continue;
    const stem = canonicalWord(match[1]);
    return [contractedStems[stem] ?? stem, expansion];
  }
  return [canonicalWord(surface)];
}

/** Lower-cased words of a text, apostrophes and possessives dropped, contractions spelled out. */
export function words(text: string): string[] {
  return surfaceWords(text).flatMap(wordForms);
}

const suffixes = ["ings", "ing", "eth", "est", "edst", "ed", "ness", "ies", "es", "s", "ly"] as const;
const minimumStem = 3;

/**
 * A light stemmer shared by texts and queries, so "maketh", "makes", "making" and "make" meet at
 * "mak", and "lovest", "loved", "lovely" at "lov". Deliberately simple: the same wrong guess on
 * both sides still matches; what matters is that forms of one verb land together.
 */
export function stem(word: string): string {
  if (word.length <= minimumStem || unstemmed.has(word) || /\d/.test(word)) return word;
  let root = word;
  for (const suffix of suffixes) {
    if (!root.endsWith(suffix) || root.length - suffix.length < minimumStem) continue;
    if (suffix === "s" && /(ss|us|is)$/.test(root)) break;
    root = root.slice(0, -suffix.length) + (suffix === "ies" ? "y" : "");
    // "humbly", "nobly", "feebly" come from "humble", "noble", "feeble": the root keeps its l.
    if (suffix === "ly" && root.endsWith("b")) root += "l";
    if (suffix === "ly" || suffix === "ness") continue;
    break;
  }
  if (root.length > minimumStem && root.endsWith("e")) root = root.slice(0, -1);
  if (root !== word && /([^aeiouls])\1$/.test(root)) root = root.slice(0, -1);
  return root;
}

/** A word as the index stores it: archaic form mapped to its modern one, then stemmed. */
export function normalizeWord(word: string): string {
  return stem(archaicForms[word] ?? word);
}
