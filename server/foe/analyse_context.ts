import type { ContextAnalysis, FoeContext, FoeSettings, OptionWeight, TriggerMatch } from "../../contracts/foe.ts";
import {
  audienceLeans,
  comparativeNegators,
  comparatives,
  emotionalStateLeans,
  intensifierFactor,
  intensifiers,
  negationBreakers,
  negationCarriers,
  negationFactor,
  negationReach,
  negators,
  type OptionLean,
  situationLeans,
  type TriggerEntry,
  triggerLexicon,
} from "./lexicon.ts";

/**
 * Which F.O.E. context a message calls for (issue 6): triggers found on word boundaries, negation
 * and intensifiers read from the words just before each trigger, and the optional choices added as
 * evidence of their own. Pure: the same input always gives the same analysis.
 */

type Token = {
  /** Lowercase, without apostrophes: "Don't" is 'dont'. */
  word: string;
  start: number;
  end: number;
  /** Punctuation or a line break stands between this token and the one before: a clause ends there. */
  breakBefore: boolean;
};

/** Letters and digits, with inner apostrophes kept in the word ("don't", "team's"). */
const wordPattern = /[\p{L}\p{N}]+(?:['\u2019][\p{L}\p{N}]+)*/gu;
/** What ends a clause between two words; a negation never reaches across it. */
const clauseBreak = /[.,;:!?()[\]{}"\u201c\u201d\n\r\u2013\u2014]|\s-\s/;

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let previousEnd = 0;
  for (const match of text.matchAll(wordPattern)) {
    const start = match.index;
    tokens.push({
      word: match[0].toLowerCase().replace(/['\u2019]/g, ""),
      start,
      end: start + match[0].length,
      breakBefore: tokens.length > 0 && clauseBreak.test(text.slice(previousEnd, start)),
    });
    previousEnd = start + match[0].length;
  }
  return tokens;
}

type Form = { words: readonly string[]; entry: TriggerEntry };

/** Every form keyed by its first word, longest first, so 'thank you' wins over 'thank'. */
const formsByFirstWord: ReadonlyMap<string, readonly Form[]> = (() => {
  const index = new Map<string, Form[]>();
  for (const entry of triggerLexicon) {
    for (const form of entry.forms) {
      const words = form.split(" ");
      const list = index.get(words[0]) ?? [];
      list.push({ words, entry });
      index.set(words[0], list);
    }
  }
  for (const list of index.values()) list.sort((a, b) => b.words.length - a.words.length);
  return index;
})();

/** The longest form starting at token `at`, all of whose words sit in one clause. */
function formAt(tokens: readonly Token[], at: number): Form | null {
  for (const form of formsByFirstWord.get(tokens[at].word) ?? []) {
    const fits = form.words.every((word, offset) => {
      const token = tokens[at + offset];
      return token !== undefined && token.word === word && (offset === 0 || !token.breakBefore);
    });
    if (fits) return form;
  }
  return null;
}

type Modifier = { kind: "negated"; from: number } | { kind: "intensified" } | { kind: "plain" };

/**
 * Reads the words before the trigger at `at` (whose first word is `firstWord`), back to `floor`, the
 * first token after the previous trigger: a word another trigger used is not read twice. A negator reaches the
 * trigger across at most `negationReach` carrier words ('not at all angry'), never across a clause
 * break or another content word ("don't know why I love" is not a negated love). 'not only', 'no
 * doubt' and 'no matter' negate nothing; "couldn't be happier" is a peak, not a negation.
 */
function modifierBefore(tokens: readonly Token[], at: number, floor: number, firstWord: string): Modifier {
  let carried = 0;
  for (let index = at - 1; index >= floor && !tokens[index + 1].breakBefore; index--) {
    const word = tokens[index].word;
    if (negators.has(word)) {
      const next = tokens[index + 1].word;
      if (negationBreakers.has(next)) break;
      const canNot = comparativeNegators.has(word) ||
        (word === "not" && (tokens[index - 1]?.word === "could" || tokens[index - 1]?.word === "can"));
      const peak = canNot && next === "be" &&
        (comparatives.has(firstWord) || tokens[at - 1].word === "more");
      if (peak) return { kind: "intensified" };
      return { kind: "negated", from: index };
    }
    if (!negationCarriers.has(word) || carried === negationReach) break;
    carried++;
  }
  const before = at - 1 >= floor ? tokens[at - 1] : undefined;
  if (before && !tokens[at].breakBefore) {
    const boosted = intensifiers.has(before.word) ||
      (before.word === "much" && at - 2 >= floor && !before.breakBefore && intensifiers.has(tokens[at - 2].word));
    if (boosted) return { kind: "intensified" };
  }
  return { kind: "plain" };
}

const opposite: Readonly<Record<FoeContext, FoeContext>> = { positive: "negative", negative: "positive" };

/** Weights and scores are shown to people: a few decimals are all they need. */
const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/**
 * Every trigger in `text`, in order. A repeated trigger counts less each time (1, 1/2, 1/3 ...), so
 * writing 'love' ten times does not drown out everything else.
 */
export function findTriggers(text: string): TriggerMatch[] {
  const tokens = tokenize(text);
  const matches: TriggerMatch[] = [];
  const seen = new Map<string, number>();
  let floor = 0;
  for (let at = 0; at < tokens.length;) {
    const form = formAt(tokens, at);
    if (!form) {
      at++;
      continue;
    }
    const last = tokens[at + form.words.length - 1];
    const modifier = modifierBefore(tokens, at, floor, form.words[0]);
    const negated = modifier.kind === "negated";
    const countsFor = negated ? opposite[form.entry.context] : form.entry.context;
    const key = `${form.entry.trigger}/${countsFor}`;
    const occurrence = (seen.get(key) ?? 0) + 1;
    seen.set(key, occurrence);
    const factor = negated ? negationFactor : modifier.kind === "intensified" ? intensifierFactor : 1;
    const start = negated ? tokens[modifier.from].start : tokens[at].start;
    matches.push({
      text: text.slice(start, last.end),
      start,
      end: last.end,
      trigger: form.entry.trigger,
      counts_for: countsFor,
      negated,
      weight: round((form.entry.weight * factor) / occurrence, 3),
    });
    at += form.words.length;
    floor = at;
  }
  return matches;
}

/** The chosen options as evidence, in the form's order; unset ones are absent. */
export function optionWeights(settings: FoeSettings): OptionWeight[] {
  const weight = (field: OptionWeight["field"], value: string, lean: OptionLean): OptionWeight => ({
    field,
    value,
    leans: lean.leans,
    weight: lean.weight,
  });
  const { emotional_state, audience, situation } = settings;
  return [
    emotional_state && weight("emotional_state", emotional_state, emotionalStateLeans[emotional_state]),
    audience && weight("audience", audience, audienceLeans[audience]),
    situation && weight("situation", situation, situationLeans[situation]),
  ].filter((option) => option !== undefined);
}

/** The triggers counted for `context`, as written (lowercased, spaces tidied), each once, in order. */
function triggersFor(matches: readonly TriggerMatch[], context: FoeContext): string[] {
  const found = matches.filter((match) => match.counts_for === context)
    .map((match) => match.text.toLowerCase().replace(/\s+/g, " ").replace(/\u2019/g, "'"));
  return [...new Set(found)];
}

/**
 * How sure the reading is: half way (a coin toss) with no evidence, rising with the margin between
 * the two scores. The 1 in the denominator is a prior of one trigger's weight, so a single word
 * gives 0.75 rather than certainty, and every further agreeing word adds less.
 */
export function confidence(positive: number, negative: number): number {
  const score = 0.5 + (0.5 * Math.abs(positive - negative)) / (positive + negative + 1);
  // Rounded down, so a reading of words never shows as 100% (the epsilon absorbs float error: 0.7 * 1000).
  return Math.floor(score * 1000 + 1e-9) / 1000;
}

export function analyseContext(text: string, settings: FoeSettings = {}): ContextAnalysis {
  const matches = findTriggers(text);
  const weights = optionWeights(settings);
  const score = (context: FoeContext) =>
    matches.reduce((sum, match) => sum + (match.counts_for === context ? match.weight : 0), 0) +
    weights.reduce((sum, weight) => sum + (weight.leans === context ? weight.weight : 0), 0);
  const positive = score("positive");
  const negative = score("negative");
  return {
    // Love first: a tie, or no evidence at all, reads as Love (the reading that cannot do harm).
    recommended_context: negative > positive ? "negative" : "positive",
    confidence_score: confidence(positive, negative),
    positive_triggers_found: triggersFor(matches, "positive"),
    negative_triggers_found: triggersFor(matches, "negative"),
    positive_score: round(positive, 2),
    negative_score: round(negative, 2),
    matches,
    weights,
  };
}
