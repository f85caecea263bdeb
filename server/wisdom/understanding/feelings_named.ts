import feelingData from "../../../data/persona/feeling_words.json" with { type: "json" };

/**
 * The feelings a visitor names of their own (ISSUE 17): "i love her but i am so tired and sometimes i resent her" names
 * tired and resentful. Pure: each feeling as the guide says it back (data/persona/feeling_words.json), in the order the
 * message names them, leaving out a feeling denied ("i'm not angry") or someone else's ("she's angry").
 */
const feelings = Object.entries(feelingData.feelings).map(([said, forms]) => ({
  said,
  pattern: new RegExp(`\\b(?:${forms.map((form) => form.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})\\b`, "i"),
}));

/**
 * Before a feeling word in its clause, what makes it not the visitor's: a denial, another person feeling it ("my wife is
 * so angry"), or another person the nearest one spoken of ("he's 9 and scared of the dark").
 */
const thirdPerson = /\b(?:he|she|they|him|her|them|he's|she's|they're|hes|shes|theyre)\b/gi;
const firstPerson = /\b(?:i|i'm|im|i've|ive|me|myself|we|we're|us)\b/gi;
const notTheirs =
  /(?:\b(?:not|never|no longer|don'?t|didn'?t|isn'?t|wasn'?t|aren'?t|won'?t)\b(?:\s+\w+){0,2}\s*$)|(?:\b(?:he|she|they|it|(?:my|our|his|her|their) \w+)(?:'s|'re| is| are| was| were| gets?| got| feels?| felt| seems?| looks?)\s+(?:so\s+|really\s+|very\s+)?$)/i;

/** Each feeling as the guide says it back (`said`) and as the visitor wrote it (`written`). */
export type FeelingNamed = { said: string; written: string };

export function feelingsNamed(message: string, most = 3): FeelingNamed[] {
  const lowered = message.toLowerCase();
  return feelings.flatMap(({ said, pattern }) => {
    const found = pattern.exec(lowered);
    if (!found || notTheirs.test(lowered.slice(Math.max(0, found.index - 30), found.index))) return [];
    const clause = lowered.slice(0, found.index).split(/[.!?;,]|\bbut\b/).at(-1) ?? "";
    const lastThird = Math.max(-1, ...[...clause.matchAll(thirdPerson)].map((match) => match.index));
    const lastFirst = Math.max(-1, ...[...clause.matchAll(firstPerson)].map((match) => match.index));
    if (lastThird > lastFirst) return [];
    return [{ said, written: found[0], at: found.index }];
  }).sort((left, right) => left.at - right.at).slice(0, most).map(({ said, written }) => ({ said, written }));
}
