import { buildKjvEnglishModel } from "../cipher/decipherist.ts";
import type { EnglishModel } from "../cipher/english_model.ts";
import type { Corpus } from "../scriptures/corpus.ts";
import { loadCorpus } from "../scriptures/load_corpus.ts";

let shipped: Promise<{ corpus: Corpus; model: EnglishModel }> | undefined;

/** The English model the app ships (whole KJV and modern words) and its corpus, built once per test run. */
export function testEnglishModel() {
  shipped ??= loadCorpus().then((corpus) => ({
    corpus,
    model: buildKjvEnglishModel(corpus.verses.map((verse) => verse.text)),
  }));
  return shipped;
}
