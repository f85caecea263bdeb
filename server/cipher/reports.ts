import {
  type BestGuess,
  type CipherAttempt,
  type CipherDetection,
  type CipherType,
  cipherTypes,
  type MasterAnalysis,
  type PatternAnalysis,
  type RiskLevel,
} from "../../contracts/decipherist.ts";
import { type DeceptionReading, heuristicDisclaimer, readDeceptionCues } from "./deception_cues.ts";
import type { Candidate, Detection } from "./detect.ts";
import type { VerseNamer } from "./verse_names.ts";

/**
 * The three analyses in the shapes of spec section 3 (contracts/decipherist.ts), with the
 * sentences the screen shows. The wording describes what was found and how sure it is; it never
 * promises an outcome or judges a person.
 */

/** How each guess is named in a sentence ("This is clearly ..."). */
const guessNames: Readonly<Record<Exclude<BestGuess, "">, string>> = {
  caesar: "a Caesar cipher",
  atbash: "the Atbash cipher",
  morse: "Morse code",
  base64: "Base64",
  binary: "binary (8-bit UTF-8 bytes)",
  hex: "hex (UTF-8 bytes)",
  rot13: "ROT13",
  plain: "plain English",
};

/** A decoded message is read for deception cues instead of its cipher text once the guess is at least this sure. */
const trustedDecode = 0.5;
/** How much of a decoded message the assessment quotes. */
const quoteLength = 140;

export function detectionReport(detection: Detection, nameVerse: VerseNamer): CipherDetection {
  const reference = detection.decoded ? nameVerse(detection.decoded) : null;
  return {
    best_guess: detection.bestGuess,
    confidence_score: share(detection.confidence),
    jajirose_verdict: detectionVerdict(detection, reference),
    cipher_attempts: Object.fromEntries(cipherTypes.map((cipher) => [cipher, attempt(detection.candidates[cipher])])),
    kjv_reference: reference,
  };
}

export function patternReport(text: string, detection: Detection): PatternAnalysis {
  const reading = readDeceptionCues(text, detection.bestGuess === "plain");
  return {
    deception_indicators: {
      deception_score: reading.deceptionScore,
      risk_level: reading.riskLevel,
      cues: reading.cues,
    },
    cipher_probability: Object.fromEntries(
      cipherTypes.map((cipher) => [cipher, share(detection.candidates[cipher].probability)]),
    ),
    disclaimer: heuristicDisclaimer,
  };
}

/**
 * Both readings together. When the text is a cipher the guess is fairly sure of, the deception
 * cues are read from the decoded message (what the sender actually wrote), not from cipher text.
 */
export function masterReport(
  text: string,
  detection: Detection,
  includeAutoDecode: boolean,
  nameVerse: VerseNamer,
): MasterAnalysis {
  const decodedMessage = isCipher(detection.bestGuess) && detection.confidence >= trustedDecode
    ? detection.decoded
    : null;
  const reading = readDeceptionCues(decodedMessage ?? text, decodedMessage !== null || detection.bestGuess === "plain");
  const reference = detection.decoded ? nameVerse(detection.decoded) : null;
  const cipherLikelihood = cipherTypes.reduce((sum, cipher) => sum + detection.candidates[cipher].probability, 0);
  const analysis: MasterAnalysis = {
    master_verdict: {
      deception_risk: reading.deceptionScore,
      cipher_likelihood: share(cipherLikelihood),
      overall_assessment: `${cipherSentence(detection, reference)} ${
        deceptionSentence(reading, decodedMessage !== null)
      }`,
      jajirose_guidance: guidance[reading.riskLevel],
    },
    warrior_verdict: `${warriorOpening(detection)} ${warriorRisk[reading.riskLevel]}`,
  };
  if (includeAutoDecode) {
    analysis.cipher_detection = {
      best_guess: detection.bestGuess,
      confidence_score: share(detection.confidence),
      jajirose_verdict: detectionVerdict(detection, reference),
    };
  }
  return analysis;
}

function attempt(candidate: Candidate): CipherAttempt {
  return {
    decoded: candidate.decoded,
    readability: share(candidate.readability),
    evidence: {
      signature_match: candidate.signatureMatch,
      readability: share(candidate.readability),
      letter_frequency_fit: share(candidate.letterFrequencyFit),
      word_coverage: candidate.words > 0 ? share(candidate.knownWords / candidate.words) : 0,
      ...(candidate.shift !== undefined && { shift: candidate.shift }),
      ...(candidate.failure !== undefined && { failure: candidate.failure }),
    },
  };
}

function detectionVerdict(detection: Detection, reference: string | null): string {
  if (detection.bestGuess === "") {
    return "Nothing here reads as language under any of the seven ciphers: it may be random, a cipher this " +
      "tool does not know, or too short to judge.";
  }
  const certainty = detection.confidence >= 0.9 ? "clearly" : detection.confidence >= 0.6 ? "probably" : "possibly";
  const verse = reference ? ` It is ${reference}.` : "";
  const caution = certainty === "possibly" ? " The text is short, so other readings remain open." : "";
  if (detection.bestGuess === "plain") {
    return `This ${certainty} reads as plain English already; no cipher hides it.${verse}${caution}`;
  }
  const shift = detection.bestGuess === "caesar" ? ` with a shift of ${detection.shift}` : "";
  return `This is ${certainty} ${
    guessNames[detection.bestGuess]
  }${shift}; decoded, it reads as English.${verse}${caution}`;
}

function cipherSentence(detection: Detection, reference: string | null): string {
  const confidence = percent(detection.confidence);
  const verse = reference ? `, ${reference}` : "";
  switch (detection.bestGuess) {
    case "":
      return "No cipher among the seven turns this text into readable English.";
    case "plain":
      return `The text reads as plain English (${confidence} confident)${verse}.`;
    default: {
      const shift = detection.bestGuess === "caesar" ? ` with a shift of ${detection.shift}` : "";
      return `The text is ${guessNames[detection.bestGuess]}${shift} (${confidence} confident); decoded, it reads ` +
        `"${quote(detection.decoded)}"${verse}.`;
    }
  }
}

function deceptionSentence(reading: DeceptionReading, fromDecoded: boolean): string {
  const where = fromDecoded ? "The decoded message" : "Its wording";
  const raising = reading.cues.filter((cue) => cue.weight > 0);
  if (raising.length === 0) {
    return `${where} shows no deception cues; the heuristic risk is low (${percent(reading.deceptionScore)}).`;
  }
  const kinds = [...new Set(raising.map((cue) => cue.category.replaceAll("_", " ")))].join(", ");
  const count = raising.length === 1 ? "1 deception cue" : `${raising.length} deception cues`;
  return `${where} shows ${count} (${kinds}), a ${reading.riskLevel} risk by this heuristic ` +
    `(${percent(reading.deceptionScore)}), which is a reason to listen closely, not a verdict.`;
}

function warriorOpening(detection: Detection): string {
  switch (detection.bestGuess) {
    case "":
      return "No message surfaced: the signal is noise, or a code beyond these seven.";
    case "plain":
      return "No code to break: the message stands in plain sight.";
    default:
      return `Code broken: ${guessNames[detection.bestGuess]} gave up its message.`;
  }
}

const warriorRisk: Readonly<Record<RiskLevel, string>> = {
  low: "Its words carry few signs of deception.",
  medium: "Its words carry some signs worth a second, patient look.",
  high: "Its words carry many signs that call for careful, fair checking.",
};

const guidance: Readonly<Record<RiskLevel, string>> = {
  low: "Nothing in the wording calls for suspicion. Meet it with an open heart, and let understanding grow " +
    "through patient listening.",
  medium: "Some phrases lean on assurance or hedging. Ask gentle, open questions and give the speaker room to " +
    "explain; words alone do not make a lie.",
  high: "Several cues cluster here. Stay calm and kind, check the facts that matter before deciding anything, " +
    "and remember this is a heuristic reading, not a judgement of anyone's heart.",
};

function isCipher(guess: BestGuess): guess is CipherType {
  return guess !== "" && guess !== "plain";
}

/** A probability kept to four decimals (the screen shows one-decimal percentages) and inside 0..1. */
function share(value: number): number {
  return Math.min(1, Math.max(0, Math.round(value * 10_000) / 10_000));
}

function percent(value: number): string {
  return `${(value * 100).toFixed(1)}%`;
}

function quote(text: string): string {
  const oneLine = text.replace(/\s+/g, " ").trim();
  return oneLine.length <= quoteLength ? oneLine : `${oneLine.slice(0, quoteLength - 1).trimEnd()}…`;
}
