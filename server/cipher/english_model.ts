import { logSumExp } from "./log_probability.ts";

/**
 * A language model of English text, built once from a corpus we ship (the KJV) plus our modern
 * word list, that tells how likely a string is as English. Detection decodes a text every way it
 * can and asks this model which reading is language (issue 6).
 *
 * A text is read as a stream of 27 symbols: the letters a-z (case folded) and one boundary symbol
 * standing for each run of anything else (spaces, punctuation, digits) and for both ends. Three
 * parts give its log-likelihood:
 * - letters and boundaries: a quadgram model (Witten-Bell smoothed), mixed per word with a word
 *   unigram model, so a short text of real words ('Jesus wept.') scores far above any other shift
 *   of the same letters even when its four-letter runs are rare;
 * - what fills each boundary (' ', ', ', '. ', "'", a run of digits or Morse dots): seen gaps
 *   by their frequency, unseen ones character by character;
 * - the case of each word (lower, Capitalized, UPPER, mIxEd).
 * The letter part alone, against a baseline that draws every letter alike (and boundaries as often
 * as English has them), is the evidence that a text reads as language at all (`readability`).
 */

/** Symbol 0 is the word boundary; 1-26 are a-z. */
export const symbolCount = 27;
const contexts = symbolCount * symbolCount * symbolCount;

/** Word-unigram share of the per-word mixture (the rest is the quadgram model). */
const wordModelWeight = 0.5;
const logWordWeight = Math.log(wordModelWeight);
const logCharWeight = Math.log(1 - wordModelWeight);

/** Share of gaps the training text never showed ('4865', '...---', '#'). */
const unseenGapShare = 0.01;

/**
 * Words of at most this many letters are looked up by an exact base-27 number (27^11 < 2^53), so
 * scoring builds no strings; longer words (rare) fall back to a string key.
 */
const maxNumericWordLength = 11;

/** Modern words together weigh this share of the corpus's words, spread over their ranks by Zipf's law. */
const modernShare = 0.3;

export type EnglishModel = {
  /** log P(d | a b c) at ((a * 27 + b) * 27 + c) * 27 + d. */
  readonly quadgrams: Float32Array;
  /** log P(d) of the baseline: boundaries at their English rate, the 26 letters alike. */
  readonly baseline: Float64Array;
  /** Share of each letter a-z among all letters. */
  readonly letterFrequencies: Float64Array;
  readonly shortWords: ReadonlyMap<number, number>;
  readonly longWords: ReadonlyMap<string, number>;
  /** log P(gap) for gap strings seen in training, whitespace runs written as one space. */
  readonly gaps: ReadonlyMap<string, number>;
  /** log P(case pattern): lower, capitalized, upper, mixed. */
  readonly cases: Float64Array;
};

export type TrainingText = {
  /** Running text (KJV verses): teaches letters across word boundaries, gaps and case. */
  texts: Iterable<string>;
  /** Words most common first (modern_words.ts): teaches vocabulary and spelling only. */
  rankedWords: readonly string[];
};

const enum CasePattern {
  Lower,
  Capitalized,
  Upper,
  Mixed,
}

/** A text cut into symbols, with the parts of its likelihood that a letter substitution cannot change. */
export type ParsedText = {
  /** After an implicit start context of three boundaries; always ends with a boundary. */
  symbols: Uint8Array;
  letters: number;
  /** log P of the gaps and of the words' case patterns. */
  shapeLogLikelihood: number;
};

/** How a reading of a text scores. */
export type Reading = {
  /** Full log-likelihood in nats: letters and boundaries with words, gaps, case. */
  logLikelihood: number;
  /** Letters-and-boundaries log-likelihood minus the baseline's: how much more English than random letters. */
  gain: number;
  /** Symbols scored (letters and boundaries). */
  symbols: number;
  letters: number;
  words: number;
  /** Words the word model knows. */
  knownWords: number;
};

export function buildEnglishModel({ texts, rankedWords }: TrainingText): EnglishModel {
  const counts = new NgramCounts();
  const shortWordCounts = new Map<number, number>();
  const longWordCounts = new Map<string, number>();
  const countWord = (word: number | string, weight: number) => {
    if (typeof word === "number") shortWordCounts.set(word, (shortWordCounts.get(word) ?? 0) + weight);
    else longWordCounts.set(word, (longWordCounts.get(word) ?? 0) + weight);
  };
  const gapCounts = new Map<string, number>();
  const caseCounts = new Float64Array(4);
  let corpusWords = 0;

  for (const text of texts) {
    const tokens = tokenize(text);
    counts.addSequence(tokens.symbols, 1);
    for (const gap of tokens.gaps) gapCounts.set(gap, (gapCounts.get(gap) ?? 0) + 1);
    for (const pattern of tokens.cases) caseCounts[pattern]++;
    corpusWords += tokens.cases.length;
    eachWord(tokens.symbols, (word) => countWord(word, 1));
  }

  // Modern words teach vocabulary and spelling: each counts as a word of its own, by its Zipf weight.
  const ranked: Array<{ word: number | string; symbols: Uint8Array }> = [];
  const seen = new Set<number | string>();
  for (const entry of rankedWords) {
    const tokens = tokenize(entry);
    eachWord(tokens.symbols, (word, start, end) => {
      if (seen.has(word)) return;
      seen.add(word);
      ranked.push({ word, symbols: Uint8Array.from([0, ...tokens.symbols.subarray(start, end), 0]) });
    });
  }
  let harmonic = 0;
  for (let rank = 1; rank <= ranked.length; rank++) harmonic += 1 / rank;
  const zipfScale = (modernShare * Math.max(corpusWords, 1)) / Math.max(harmonic, 1);
  ranked.forEach(({ word, symbols }, index) => {
    const weight = zipfScale / (index + 1);
    countWord(word, weight);
    counts.addSequence(symbols, weight);
  });

  let totalWords = 0;
  for (const count of shortWordCounts.values()) totalWords += count;
  for (const count of longWordCounts.values()) totalWords += count;
  const logShare = (count: number) => Math.log(count / totalWords);
  const shortWords = new Map([...shortWordCounts].map(([word, count]) => [word, logShare(count)]));
  const longWords = new Map([...longWordCounts].map(([word, count]) => [word, logShare(count)]));

  let totalGaps = 0;
  for (const count of gapCounts.values()) totalGaps += count;
  const gaps = new Map<string, number>();
  for (const [gap, count] of gapCounts) gaps.set(gap, Math.log(((1 - unseenGapShare) * count) / totalGaps));

  const totalCases = caseCounts.reduce((sum, count) => sum + count, 0);
  const cases = caseCounts.map((count) => Math.log((count + 1) / (totalCases + 4)));

  const letterTotal = counts.unigram.slice(1).reduce((sum, count) => sum + count, 0);
  const letterFrequencies = Float64Array.from(counts.unigram.slice(1), (count) => count / Math.max(letterTotal, 1));

  return {
    quadgrams: counts.quadgramTable(),
    baseline: counts.baselineLogProbabilities(),
    letterFrequencies,
    shortWords,
    longWords,
    gaps,
    cases,
  };
}

/** Cuts `text` into symbols and computes the gap and case parts of its likelihood. */
export function parseText(model: EnglishModel, text: string): ParsedText {
  const tokens = tokenize(text);
  let shape = 0;
  for (const gap of tokens.gaps) shape += gapLogLikelihood(model, gap);
  for (const pattern of tokens.cases) shape += model.cases[pattern];
  return { symbols: tokens.symbols.subarray(1), letters: tokens.letters, shapeLogLikelihood: shape };
}

/** Scores a text as it is. */
export function readText(model: EnglishModel, text: string): Reading {
  return readParsed(model, parseText(model, text), identity);
}

/** `identity[s] = s`: the letter map that reads a text as written. */
export const identity: Uint8Array = Uint8Array.from({ length: symbolCount }, (_, symbol) => symbol);

/**
 * Scores `parsed` with every letter mapped through `letterMap` (symbol -> symbol, boundary to
 * boundary): how detection scores all 25 caesar shifts and atbash from one parse, building no
 * strings. The gap and case parts are the same for every substitution.
 */
export function readParsed(model: EnglishModel, parsed: ParsedText, letterMap: Uint8Array): Reading {
  const { quadgrams } = model;
  const symbols = parsed.symbols;
  let letters = 0;
  let total = 0;
  let baseline = 0;
  let words = 0;
  let knownWords = 0;
  let context = 0; // (a * 27 + b) * 27 + c, starting from three boundaries
  let wordStart = 0;
  let wordKey = 0;
  let wordLength = 0;
  let wordLogLikelihood = 0;
  for (let i = 0; i < symbols.length; i++) {
    const symbol = letterMap[symbols[i]];
    const logProbability = quadgrams[context * symbolCount + symbol];
    baseline += model.baseline[symbol];
    if (symbol !== 0) {
      if (wordLength === 0) wordStart = i;
      wordLogLikelihood += logProbability;
      wordKey = wordKey * symbolCount + symbol;
      wordLength++;
      letters++;
    } else if (wordLength > 0) {
      const spelled = wordLogLikelihood + logProbability;
      const dictionary = wordLength <= maxNumericWordLength
        ? model.shortWords.get(wordKey)
        : model.longWords.get(spell(symbols, letterMap, wordStart, i));
      words++;
      if (dictionary === undefined) {
        total += logCharWeight + spelled;
      } else {
        knownWords++;
        total += logSumExp(logWordWeight + dictionary, logCharWeight + spelled);
      }
      wordKey = 0;
      wordLength = 0;
      wordLogLikelihood = 0;
    } else {
      total += logProbability;
    }
    context = (context * symbolCount + symbol) % contexts;
  }
  return {
    logLikelihood: total + parsed.shapeLogLikelihood,
    gain: total - baseline,
    symbols: symbols.length,
    letters,
    words,
    knownWords,
  };
}

/** Bhattacharyya coefficient of the text's letter distribution against English's: 1 is a perfect fit. */
export function letterFrequencyFit(model: EnglishModel, text: string): number {
  const counts = new Float64Array(26);
  let total = 0;
  for (let i = 0; i < text.length; i++) {
    const symbol = letterSymbolOfUnit(text.charCodeAt(i));
    if (symbol > 0) {
      counts[symbol - 1]++;
      total++;
    }
  }
  if (total === 0) return 0;
  let fit = 0;
  for (let letter = 0; letter < 26; letter++) {
    fit += Math.sqrt((counts[letter] / total) * model.letterFrequencies[letter]);
  }
  return Math.min(1, fit);
}

/**
 * The text as symbols (a leading boundary for its start, letters, one boundary per run of
 * non-letters, a closing boundary), each word's case pattern and each gap (including the ones
 * before the first word and after the last, often '') with whitespace runs written as one space.
 * Works on char codes: this runs over the whole KJV when the model is built.
 */
function tokenize(text: string) {
  const symbols = new Uint8Array(text.length + 2);
  const cases: CasePattern[] = [];
  const gaps: string[] = [];
  let length = 1;
  let letters = 0;
  let gapStart = 0;
  let inWord = false;
  let firstUpper = false;
  let laterUpper = false;
  let anyLower = false;
  for (let i = 0; i <= text.length; i++) {
    const unit = i < text.length ? text.charCodeAt(i) : 0;
    const symbol = letterSymbolOfUnit(unit);
    if (symbol !== 0) {
      const upper = unit <= 90;
      if (!inWord) {
        gaps.push(canonicalGap(text.slice(gapStart, i)));
        if (length > 1) symbols[length++] = 0;
        inWord = true;
        firstUpper = upper;
        laterUpper = false;
        anyLower = !upper;
      } else if (upper) {
        laterUpper = true;
      } else {
        anyLower = true;
      }
      symbols[length++] = symbol;
      letters++;
    } else if (inWord) {
      cases.push(casePattern(firstUpper, laterUpper, anyLower));
      inWord = false;
      gapStart = i;
    }
  }
  gaps.push(canonicalGap(text.slice(gapStart)));
  symbols[length++] = 0;
  return { symbols: symbols.slice(0, length), cases, gaps, letters };
}

/**
 * Calls `visit` for each word of a symbol stream with its key (the exact base-27 number for up to
 * 11 letters, else its spelling) and where its letters start and end.
 */
function eachWord(symbols: Uint8Array, visit: (word: number | string, start: number, end: number) => void) {
  let start = -1;
  let key = 0;
  for (let i = 0; i < symbols.length; i++) {
    const symbol = symbols[i];
    if (symbol !== 0) {
      if (start < 0) start = i;
      key = key * symbolCount + symbol;
    } else if (start >= 0) {
      visit(i - start <= maxNumericWordLength ? key : spell(symbols, identity, start, i), start, i);
      start = -1;
      key = 0;
    }
  }
}

function letterSymbolOfUnit(unit: number): number {
  if (unit >= 65 && unit <= 90) return unit - 64;
  if (unit >= 97 && unit <= 122) return unit - 96;
  return 0;
}

/** Whitespace runs as one space; almost every gap is already ' ', ', ' or '. ', so those skip the regex. */
function canonicalGap(gap: string): string {
  if (gap.length <= 1 || !/\s\s|[^\S ]/.test(gap)) return gap;
  return gap.replace(/\s+/g, " ");
}

function gapLogLikelihood(model: EnglishModel, gap: string): number {
  const seen = model.gaps.get(gap);
  if (seen !== undefined) return seen;
  let logProbability = Math.log(unseenGapShare);
  for (const character of gap) logProbability += unseenCharacterLogProbability(character.codePointAt(0)!);
  return logProbability;
}

/**
 * Characters of gaps training never showed: printable ASCII as one of ~95, other text as one of
 * thousands, control characters as almost impossible (decoded bytes that are not text).
 */
function unseenCharacterLogProbability(codePoint: number): number {
  if (codePoint >= 0x20 && codePoint < 0x7f) return Math.log(1 / 95);
  if (codePoint < 0x20 || (codePoint >= 0x7f && codePoint < 0xa0)) return Math.log(1e-6);
  return Math.log(1 / 5000);
}

function casePattern(firstUpper: boolean, laterUpper: boolean, anyLower: boolean): CasePattern {
  if (!firstUpper && !laterUpper) return CasePattern.Lower;
  if (!anyLower) return laterUpper ? CasePattern.Upper : CasePattern.Capitalized;
  return firstUpper && !laterUpper ? CasePattern.Capitalized : CasePattern.Mixed;
}

function spell(symbols: Uint8Array, letterMap: Uint8Array, start: number, end: number): string {
  let word = "";
  for (let i = start; i < end; i++) word += String.fromCharCode(96 + letterMap[symbols[i]]);
  return word;
}

/** n-gram counts of orders 1 to 4 over symbol sequences, and the smoothed table they give. */
class NgramCounts {
  readonly unigram = new Float64Array(symbolCount);
  readonly bigram = new Float64Array(symbolCount ** 2);
  readonly trigram = new Float64Array(symbolCount ** 3);
  readonly quadgram = new Float64Array(symbolCount ** 4);

  /** Counts every n-gram wholly inside `sequence`, each `weight` times. */
  addSequence(sequence: Uint8Array, weight: number) {
    for (let i = 0; i < sequence.length; i++) {
      const d = sequence[i];
      this.unigram[d] += weight;
      if (i < 1) continue;
      const c = sequence[i - 1];
      this.bigram[c * symbolCount + d] += weight;
      if (i < 2) continue;
      const b = sequence[i - 2];
      this.trigram[(b * symbolCount + c) * symbolCount + d] += weight;
      if (i < 3) continue;
      this.quadgram[((sequence[i - 3] * symbolCount + b) * symbolCount + c) * symbolCount + d] += weight;
    }
  }

  unigramProbabilities(): Float64Array {
    const total = this.unigram.reduce((sum, count) => sum + count, 0);
    return this.unigram.map((count) => (count + 1) / (total + symbolCount));
  }

  /** Random letters with English's word lengths: the boundary at its share, each letter 1/26 of the rest. */
  baselineLogProbabilities(): Float64Array {
    const boundaryShare = this.unigramProbabilities()[0];
    return Float64Array.from(
      { length: symbolCount },
      (_, symbol) => Math.log(symbol === 0 ? boundaryShare : (1 - boundaryShare) / 26),
    );
  }

  /**
   * Witten-Bell interpolation, order by order: P(d | h) = (c(h d) + T(h) P(d | shorter h)) /
   * (c(h) + T(h)), with T(h) the number of distinct symbols seen after h. A history never seen
   * falls back wholly to the shorter one, so every entry is a proper probability.
   */
  quadgramTable(): Float32Array {
    const p1 = this.unigramProbabilities();
    const p2 = interpolate(this.bigram, (_history, d) => p1[d]);
    const p3 = interpolate(this.trigram, (history, d) => p2[(history % symbolCount) * symbolCount + d]);
    const p4 = interpolate(this.quadgram, (history, d) => p3[(history % symbolCount ** 2) * symbolCount + d]);
    return Float32Array.from(p4, Math.log);
  }
}

/** One order of Witten-Bell: `lower(history, d)` is P(d) under the history one symbol shorter. */
function interpolate(counts: Float64Array, lower: (history: number, d: number) => number): Float64Array {
  const histories = counts.length / symbolCount;
  const probabilities = new Float64Array(counts.length);
  for (let history = 0; history < histories; history++) {
    let total = 0;
    let types = 0;
    for (let d = 0; d < symbolCount; d++) {
      const count = counts[history * symbolCount + d];
      total += count;
      if (count > 0) types++;
    }
    for (let d = 0; d < symbolCount; d++) {
      const backoff = lower(history, d);
      probabilities[history * symbolCount + d] = total === 0
        ? backoff
        : (counts[history * symbolCount + d] + types * backoff) / (total + types);
    }
  }
  return probabilities;
}
