import { kjvVersionId } from "../../contracts/scriptures.ts";
import { versionFiles } from "./bible_versions.ts";
import { type Corpus, parseCorpus } from "./corpus.ts";

/** Reads the scripture data files shipped in data/ (the running app never needs Debian's packages). */
export async function loadCorpus(dataFolder = new URL("../../data/", import.meta.url)): Promise<Corpus> {
  const read = (name: string) => Deno.readTextFile(new URL(name, dataFolder));
  const translationIds = Object.keys(versionFiles).map(Number).filter((id) => id !== kjvVersionId);
  const [kjvBooks, kjvVerses, lotus, gosho, ...translationTexts] = await Promise.all([
    read("kjv_books.json"),
    read(versionFiles[kjvVersionId]),
    read("lotus_sutra.json"),
    read("gosho.json"),
    ...translationIds.map((id) => read(versionFiles[id])),
  ]);
  const translations = Object.fromEntries(translationIds.map((id, index) => [id, translationTexts[index]]));
  const digest = await crypto.subtle.digest(
    "SHA-256",
    new TextEncoder().encode([kjvBooks, kjvVerses, lotus, gosho, ...translationTexts].join("\u0000")),
  );
  const dataset = Array.from(new Uint8Array(digest).slice(0, 8), (byte) => byte.toString(16).padStart(2, "0")).join("");
  return parseCorpus({ kjvBooks, kjvVerses, translations, lotus, gosho }, dataset);
}
