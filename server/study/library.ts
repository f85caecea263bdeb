import { readDataFiles } from "../scriptures/data_files.ts";
import { type Commentary, parseCommentary } from "./commentary.ts";
import { type NaveIndex, parseNaves } from "./naves.ts";

/**
 * The study works in data/ (data/README.md): Nave's Topical Bible, Matthew Henry's Concise
 * Commentary and Spurgeon's Treasury of David; parsed once at start-up.
 */
export type StudyLibrary = {
  /** Names this exact content (a hash of the files), as the corpus's dataset does. */
  dataset: string;
  naves: NaveIndex;
  henry: Commentary;
  treasury: Commentary;
};

export type StudyFiles = { naves: string; henry: string; treasury: string };

export function parseStudyLibrary(files: StudyFiles, dataset: string): StudyLibrary {
  return {
    dataset,
    naves: parseNaves(files.naves),
    henry: parseCommentary(files.henry, "mhcc.json"),
    treasury: parseCommentary(files.treasury, "treasury_of_david.json"),
  };
}

export async function loadStudyLibrary(dataFolder = new URL("../../data/", import.meta.url)): Promise<StudyLibrary> {
  const { texts: [naves, henry, treasury], dataset } = await readDataFiles(dataFolder, [
    "naves.json",
    "mhcc.json",
    "treasury_of_david.json",
  ]);
  return parseStudyLibrary({ naves, henry, treasury }, dataset);
}
