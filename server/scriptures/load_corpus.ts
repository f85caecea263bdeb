import { kjvVersionId } from "../../contracts/kjv.ts";
import { versionFiles } from "./bible_versions.ts";
import { type Corpus, parseCorpus } from "./corpus.ts";
import { readDataFiles } from "./data_files.ts";

/** Reads the scripture data files shipped in data/ (the running app never needs Debian's packages). */
export async function loadCorpus(dataFolder = new URL("../../data/", import.meta.url)): Promise<Corpus> {
  const translationIds = Object.keys(versionFiles).map(Number).filter((id) => id !== kjvVersionId);
  const { texts, dataset } = await readDataFiles(dataFolder, [
    "kjv_books.json",
    versionFiles[kjvVersionId],
    "lotus_sutra.json",
    "gosho.json",
    ...translationIds.map((id) => versionFiles[id]),
  ]);
  const [kjvBooks, kjvVerses, lotus, gosho, ...translationTexts] = texts;
  const translations = Object.fromEntries(translationIds.map((id, index) => [id, translationTexts[index]]));
  return parseCorpus({ kjvBooks, kjvVerses, translations, lotus, gosho }, dataset);
}
