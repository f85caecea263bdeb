import type { CipherType } from "../../contracts/decipherist.ts";
import {
  decodeBase64,
  decodeBinary,
  decodeHex,
  looksLikeBase64,
  looksLikeBinary,
  looksLikeHex,
} from "./byte_codecs.ts";
import {
  type EnglishModel,
  letterFrequencyFit,
  parseText,
  type Reading,
  readParsed,
  readText,
  symbolCount,
} from "./english_model.ts";
import { CipherInputError } from "./input_error.ts";
import { logistic, logSumExp } from "./log_probability.ts";
import { decodeMorse, looksLikeMorse } from "./morse.ts";
import { atbash, decodeCaesar } from "./substitution.ts";

/**
 * Cipher detection (issue 6): decode the text every way there is (plain, rot13, caesar with each
 * shift, atbash, morse, base64, binary, hex), read each result with the English model, and weigh
 * the readings as hypotheses in one posterior.
 *
 * Every reading r_h can be language or noise. As language its likelihood is the English model's,
 * P_en(r_h); as noise it is the baseline's, random letters with English's word lengths, which is
 * P_en(r_h) / exp(gain_h). With prior(h) for the cipher and a prior for language against noise,
 *   P(h, language | text) ~ prior(h) P(language) P_en(r_h)
 *   P(h, noise | text)    ~ prior(h) P(noise) P_en(r_h) / exp(gain_h)
 * normalised over all of them. The best guess is the likeliest (h, language); '' (nothing
 * readable) when the noise readings together are likelier still; confidence is that posterior.
 * Each caesar shift is its own hypothesis with a 24th of caesar's prior, so trying 24 shifts on
 * four letters of keyboard mash does not make 'king' a confident find.
 *
 * Caesar with shift 13 and rot13 are the same function on every text, so no detector can tell
 * them apart; a shift of 13 is reported by its common name, rot13 (docs/decisions.md).
 */

export type Hypothesis = CipherType | "plain";

export type Candidate = {
  hypothesis: Hypothesis;
  /** The whole text decoded this way ('' when the decoder could not read it). */
  decoded: string;
  /** Why it could not decode, in the decoder's words. */
  failure?: string;
  /** For caesar and rot13, the shift that decodes. */
  shift?: number;
  /** The text has this cipher's alphabet or shape. */
  signatureMatch: boolean;
  /** Chance that `decoded`, on its own, is language rather than noise (0 when there is nothing to read). */
  readability: number;
  letterFrequencyFit: number;
  /** Words the model knows, of all words in `decoded`. */
  knownWords: number;
  words: number;
  /** Posterior that this cipher (for caesar: with this shift) made the text from language. */
  probability: number;
};

export type Detection = {
  /** '' when nothing reads as language. */
  bestGuess: Hypothesis | "";
  /** Posterior of the best guess (of '' when that is the guess). */
  confidence: number;
  /** The best guess's decoded text, exactly what decoding with it gives ('' when there is none). */
  decoded: string;
  shift?: number;
  /** One candidate per hypothesis; caesar is its best shift. */
  candidates: Readonly<Record<Hypothesis, Candidate>>;
};

/**
 * How often each cipher is what people paste into a cipher tool, before reading the text.
 * Caesar's share is spread over its 24 shifts other than 13. These only tip near ties.
 */
const priors: Readonly<Record<Hypothesis, number>> = {
  plain: 0.25,
  rot13: 0.1,
  caesar: 0.2,
  atbash: 0.1,
  morse: 0.1,
  base64: 0.1,
  binary: 0.075,
  hex: 0.075,
};
const caesarShifts = 24;

/** Prior log-odds that a reading is language rather than noise: people paste messages more than mash. */
const languageLogOdds = 0.5;
const logLanguage = -Math.log1p(Math.exp(-languageLogOdds));
const logNoise = -Math.log1p(Math.exp(languageLogOdds));

/**
 * A reading whose decoder accepts the text although it lacks the cipher's shape (base64 broken by
 * spaces) is this much less likely.
 */
const shapeMismatch = Math.log(0.01);

/**
 * The n-gram model treats neighbouring letters as more independent than they are, so its
 * likelihood ratios are overconfident; likelihoods are raised to 1/temperature before they meet
 * the priors, which makes the posterior match how often the guess is right (bench/decipher.ts
 * prints the calibration table).
 */
const temperature = 3;

/** Decoding maps for shift k: the letter with symbol s reads as the one k places back. */
const shiftMaps: readonly Uint8Array[] = Array.from(
  { length: 26 },
  (_, shift) =>
    Uint8Array.from({ length: symbolCount }, (_, symbol) => symbol === 0 ? 0 : ((symbol - 1 - shift + 26) % 26) + 1),
);
const atbashMap = Uint8Array.from({ length: symbolCount }, (_, symbol) => symbol === 0 ? 0 : 27 - symbol);

export function detectCipher(model: EnglishModel, text: string): Detection {
  const parsed = parseText(model, text);
  const hasLetters = parsed.letters > 0;
  const shiftReadings = shiftMaps.map((map) => readParsed(model, parsed, map));

  let bestShift = 1;
  for (let shift = 2; shift <= 25; shift++) {
    if (shiftReadings[shift].logLikelihood > shiftReadings[bestShift].logLikelihood) bestShift = shift;
  }

  const readings: Scored[] = [];
  /** Plain, rot13, caesar and atbash only swap letters: their readings come from the one parse. */
  const substitution = (hypothesis: Hypothesis, reading: Reading, decode: () => string, shift?: number) => {
    const decoded = hasLetters ? decode() : text;
    readings.push(scored(hypothesis, reading, hasLetters, shift));
    return candidate(model, hypothesis, reading, decoded, hasLetters, shift);
  };
  /** Morse, base64, binary and hex rewrite the whole text; their readings are read afresh. */
  const rewritten = (hypothesis: Hypothesis, signatureMatch: boolean, decode: (text: string) => string) => {
    const result = tryDecode(text, decode);
    if ("failure" in result) return failedCandidate(hypothesis, signatureMatch, result.failure);
    const reading = readText(model, result.decoded);
    readings.push(scored(hypothesis, reading, signatureMatch));
    return candidate(model, hypothesis, reading, result.decoded, signatureMatch);
  };

  for (let shift = 1; shift <= 25; shift++) {
    if (shift !== 13 && shift !== bestShift) readings.push(scored("caesar", shiftReadings[shift], hasLetters, shift));
  }
  const candidates: Record<Hypothesis, Candidate> = {
    plain: substitution("plain", shiftReadings[0], () => text),
    rot13: substitution("rot13", shiftReadings[13], () => decodeCaesar(text, 13), 13),
    // Caesar shows its best shift; when that is 13, the reading (and its belief) is rot13's.
    caesar: bestShift === 13
      ? candidate(model, "caesar", shiftReadings[13], hasLetters ? decodeCaesar(text, 13) : text, hasLetters, 13)
      : substitution("caesar", shiftReadings[bestShift], () => decodeCaesar(text, bestShift), bestShift),
    atbash: substitution("atbash", readParsed(model, parsed, atbashMap), () => atbash(text)),
    morse: rewritten("morse", looksLikeMorse(text), decodeMorse),
    base64: rewritten("base64", looksLikeBase64(text), decodeBase64),
    binary: rewritten("binary", looksLikeBinary(text), decodeBinary),
    hex: rewritten("hex", looksLikeHex(text), decodeHex),
  };

  // One posterior over every (reading, language) and (reading, noise).
  let normaliser = -Infinity;
  for (const reading of readings) normaliser = logSumExp(normaliser, logSumExp(reading.language, reading.noise));
  let noise = 0;
  for (const reading of readings) {
    noise += Math.exp(reading.noise - normaliser);
    const candidate = candidates[reading.hypothesis];
    if (reading.hypothesis !== "caesar" || reading.shift === candidate.shift) {
      candidate.probability = Math.exp(reading.language - normaliser);
    }
  }

  let best: Candidate | undefined;
  for (const candidate of Object.values(candidates)) {
    if (!best || candidate.probability > best.probability) best = candidate;
  }
  if (!best || best.probability <= noise || !hasAnything(best)) {
    return { bestGuess: "", confidence: Math.min(1, noise), decoded: "", candidates };
  }
  return {
    bestGuess: best.hypothesis,
    confidence: best.probability,
    decoded: best.decoded,
    shift: best.shift,
    candidates,
  };
}

/** A reading's two log-scores (as language, as noise), before normalising. */
type Scored = { hypothesis: Hypothesis; shift?: number; language: number; noise: number };

function scored(hypothesis: Hypothesis, reading: Reading, signatureMatch: boolean, shift?: number): Scored {
  const prior = Math.log(hypothesis === "caesar" ? priors.caesar / caesarShifts : priors[hypothesis]) +
    (signatureMatch ? 0 : shapeMismatch);
  const language = reading.letters === 0 ? -Infinity : prior + logLanguage + reading.logLikelihood / temperature;
  return {
    hypothesis,
    shift,
    language,
    noise: prior + logNoise + (reading.logLikelihood - reading.gain) / temperature,
  };
}

function candidate(
  model: EnglishModel,
  hypothesis: Hypothesis,
  reading: Reading,
  decoded: string,
  signatureMatch: boolean,
  shift?: number,
): Candidate {
  return {
    hypothesis,
    decoded,
    shift,
    signatureMatch,
    readability: readability(reading),
    letterFrequencyFit: letterFrequencyFit(model, decoded),
    knownWords: reading.knownWords,
    words: reading.words,
    probability: 0,
  };
}

function failedCandidate(hypothesis: Hypothesis, signatureMatch: boolean, failure: string): Candidate {
  return {
    hypothesis,
    decoded: "",
    failure,
    signatureMatch,
    readability: 0,
    letterFrequencyFit: 0,
    knownWords: 0,
    words: 0,
    probability: 0,
  };
}

function tryDecode(text: string, decode: (text: string) => string): { decoded: string } | { failure: string } {
  try {
    return { decoded: decode(text) };
  } catch (error) {
    if (error instanceof CipherInputError) return { failure: error.message };
    throw error;
  }
}

/** The reading alone, language against noise, with the same prior odds and temperature as the posterior. */
function readability(reading: Reading): number {
  if (reading.letters === 0) return 0;
  return logistic(reading.gain / temperature + languageLogOdds);
}

function hasAnything(candidate: Candidate): boolean {
  return candidate.decoded.length > 0 && candidate.readability > 0;
}
