import type { CipherDetection, MasterAnalysis, PatternAnalysis } from "../../contracts/decipherist.ts";
import { detectCipher } from "./detect.ts";
import { buildEnglishModel, type EnglishModel } from "./english_model.ts";
import { modernWords } from "./modern_words.ts";
import { detectionReport, masterReport, patternReport } from "./reports.ts";
import { buildVerseNamer, type NamedVerse } from "./verse_names.ts";

/** The decipherist's three analyses of a text, each in its API shape (spec section 3). */
export type Decipherist = {
  detect(text: string): CipherDetection;
  patterns(text: string): PatternAnalysis;
  analyze(text: string, includeAutoDecode: boolean): MasterAnalysis;
};

/**
 * The model the app ships: KJV verses teach running text (letters across words, punctuation,
 * case), our modern word list today's vocabulary. About a third of a second over the whole KJV.
 */
export function buildKjvEnglishModel(verseTexts: Iterable<string>): EnglishModel {
  return buildEnglishModel({ texts: verseTexts, rankedWords: modernWords });
}

/** The English model and the verse namer from the same verses, built once per app. */
export function createDecipherist(verses: readonly NamedVerse[]): Decipherist {
  const model = buildKjvEnglishModel(verses.map((verse) => verse.text));
  const nameVerse = buildVerseNamer(verses);
  return {
    detect: (text) => detectionReport(detectCipher(model, text), nameVerse),
    patterns: (text) => patternReport(text, detectCipher(model, text)),
    analyze: (text, includeAutoDecode) => masterReport(text, detectCipher(model, text), includeAutoDecode, nameVerse),
  };
}
