import type { DeceptionCue, RiskLevel } from "../../contracts/decipherist.ts";

/**
 * Deception cues in the wording of a text (issue 6), from published research on the language of
 * lies: Newman, Pennebaker, Berry and Richards, "Lying Words" (2003) found that deceptive
 * accounts carry fewer first-person singular and third-person references, more negative emotion
 * words, fewer exclusive words ('but', 'except', 'without') and more motion verbs; interview
 * research adds hedges, distancing ('that woman') and over-assertion ('trust me', 'honestly').
 *
 * It is a heuristic reading of word choice, not a lie detector: honest people use every one of
 * these words, and a liar can avoid all of them. Each cue carries its weight, an additive share of
 * the 0-1 score, so the screen can show exactly why a text scored as it did.
 */

export const heuristicDisclaimer =
  "This is a heuristic reading of word choices, drawn from research on deceptive language (such as " +
  "Newman and Pennebaker's 'Lying Words'). It is not a lie detector: honest people use these words " +
  "too, so treat the score as a prompt for careful, kind listening, never as proof.";

type Category =
  | "over_assertion"
  | "hedge"
  | "distancing"
  | "negative_emotion"
  | "motion"
  | "exclusive"
  | "self_reference"
  | "other_reference";

type CueFamily = {
  category: Category;
  /** How the screen names one of these: `Over-assertion ('trust me')`. */
  label: string;
  /** Share of the score each occurrence adds (negative: lowers) in a text of up to `fullWeightWords` words. */
  weight: number;
  phrases: readonly string[];
};

/**
 * Phrase families, longest phrases first within each; families earlier in the list win where two
 * overlap ('I swear' is over-assertion, not a self-reference).
 */
const families: readonly CueFamily[] = [
  {
    category: "over_assertion",
    label: "Over-assertion",
    weight: 0.25,
    phrases: [
      "to tell you the truth",
      "to tell the truth",
      "to be honest",
      "to be perfectly honest",
      "i swear to god",
      "swear on my life",
      "i would never",
      "i'd never",
      "i swear",
      "trust me",
      "believe me",
      "honestly",
      "truthfully",
      "frankly",
      "i promise",
      "with all due respect",
      "i'm telling the truth",
      "i am telling the truth",
    ],
  },
  {
    category: "hedge",
    label: "Hedge",
    weight: 0.12,
    phrases: [
      "to the best of my knowledge",
      "as far as i know",
      "as far as i can remember",
      "i don't recall",
      "i do not recall",
      "i don't remember",
      "i do not remember",
      "i'm not sure",
      "i am not sure",
      "i think",
      "i guess",
      "i believe",
      "i suppose",
      "sort of",
      "kind of",
      "more or less",
      "maybe",
      "perhaps",
      "possibly",
      "probably",
      "presumably",
      "supposedly",
    ],
  },
  {
    category: "distancing",
    label: "Distancing",
    weight: 0.15,
    phrases: [
      "that man",
      "that woman",
      "that person",
      "that individual",
      "those people",
      "the individual",
      "the incident",
      "the situation",
      "the said",
    ],
  },
  {
    category: "negative_emotion",
    label: "Negative emotion",
    weight: 0.1,
    phrases: [
      "hate",
      "hated",
      "angry",
      "anger",
      "furious",
      "mad",
      "upset",
      "annoyed",
      "afraid",
      "scared",
      "fear",
      "worried",
      "nervous",
      "anxious",
      "ashamed",
      "guilty",
      "hurt",
      "sad",
      "miserable",
      "terrible",
      "awful",
      "horrible",
      "bitter",
      "jealous",
      "resent",
      "disgusted",
      "stupid",
      "ruined",
    ],
  },
  {
    category: "motion",
    label: "Motion verb",
    weight: 0.04,
    phrases: [
      "go",
      "goes",
      "going",
      "went",
      "gone",
      "walk",
      "walked",
      "drive",
      "drove",
      "driven",
      "run",
      "ran",
      "left",
      "leave",
      "arrive",
      "arrived",
      "came",
      "move",
      "moved",
      "rushed",
      "headed",
    ],
  },
  {
    category: "exclusive",
    label: "Exclusive word",
    weight: -0.06,
    phrases: ["but", "except", "without", "although", "though", "unless", "whereas", "rather", "instead", "besides"],
  },
  {
    category: "self_reference",
    label: "Self-reference",
    weight: -0.03,
    phrases: ["i", "me", "my", "mine", "myself", "i'm", "i've", "i'd", "i'll"],
  },
  {
    category: "other_reference",
    label: "Third-person reference",
    weight: -0.02,
    phrases: ["he", "she", "him", "her", "his", "hers", "they", "them", "their", "theirs", "himself", "herself"],
  },
];

/**
 * Occurrence weights are for a short message; in a longer text each occurrence counts for less
 * (by the square root of the length), so a long honest letter does not add up to 'high' from its
 * ordinary share of 'maybe's.
 */
const fullWeightWords = 30;

/** Few self-references only means something in a personal account of some length. */
const selfReferenceMinimumWords = 20;
const selfReferenceRate = 0.02;
const fewSelfReferencesWeight = 0.2;
/** No exclusive word ('but', 'except') in a longer account: a simpler, less qualified story. */
const exclusiveMinimumWords = 40;
const noExclusiveWeight = 0.1;

/** Spec section 4: above 0.7 high, above 0.3 medium, otherwise low. */
const highRisk = 0.7;
const mediumRisk = 0.3;

export type DeceptionReading = {
  deceptionScore: number;
  riskLevel: RiskLevel;
  cues: DeceptionCue[];
};

const wordPattern = /[A-Za-z]+(?:['’][A-Za-z]+)*/g;
const familyPatterns = families.map((family) => ({
  family,
  pattern: new RegExp(
    `(?<![A-Za-z'’])(?:${
      [...family.phrases].sort((a, b) => b.length - a.length).map((phrase) =>
        phrase.replace(/'/g, "['’]").replace(/ /g, "\\s+")
      ).join("|")
    })(?![A-Za-z'’])`,
    "gi",
  ),
}));

/**
 * Finds the cues in `text` (positions are UTF-16 offsets into it) and scores them. `asLanguage`
 * says whether the text reads as plain English: a cipher's letters have no self-references to
 * count, so the cues of absence are only read from language.
 */
export function readDeceptionCues(text: string, asLanguage: boolean): DeceptionReading {
  const words = text.match(wordPattern) ?? [];
  const scale = Math.min(1, Math.sqrt(fullWeightWords / Math.max(words.length, 1)));
  const cues: DeceptionCue[] = [];
  const taken: Array<[number, number]> = [];
  const overlaps = (start: number, end: number) => taken.some(([from, to]) => start < to && end > from);
  let selfReferences = 0;
  let exclusives = 0;

  for (const { family, pattern } of familyPatterns) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      // Counted even inside a longer cue ('I' in 'I swear'), which is listed only once, as the longer.
      if (family.category === "self_reference") selfReferences++;
      if (family.category === "exclusive") exclusives++;
      if (overlaps(start, end)) continue;
      taken.push([start, end]);
      cues.push({
        cue: `${family.label} ('${match[0].replace(/\s+/g, " ")}')`,
        category: family.category,
        start,
        end,
        weight: round(family.weight * scale),
      });
    }
  }

  if (asLanguage && words.length >= selfReferenceMinimumWords && selfReferences / words.length < selfReferenceRate) {
    const rate = ((selfReferences / words.length) * 100).toFixed(1);
    cues.push(
      absence(`Few self-references (${rate}% of words are I, me, my)`, "self_reference", fewSelfReferencesWeight),
    );
  }
  if (asLanguage && words.length >= exclusiveMinimumWords && exclusives === 0) {
    cues.push(absence("No exclusive words (but, except, without)", "exclusive", noExclusiveWeight));
  }

  cues.sort((a, b) => a.start - b.start || a.end - b.end);
  const deceptionScore = round(Math.min(1, Math.max(0, cues.reduce((sum, cue) => sum + cue.weight, 0))));
  return { deceptionScore, riskLevel: riskLevel(deceptionScore), cues };
}

/** Spec section 4's bands, shared by the screen's colours. */
export function riskLevel(score: number): RiskLevel {
  if (score > highRisk) return "high";
  if (score > mediumRisk) return "medium";
  return "low";
}

function absence(cue: string, category: Category, weight: number): DeceptionCue {
  return { cue, category, start: 0, end: 0, weight };
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
