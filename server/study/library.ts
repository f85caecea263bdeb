import { readDataFiles } from "../scriptures/data_files.ts";
import { type NaveIndex, parseNaves } from "./naves.ts";

/** The study works in data/ (data/README.md): Nave's Topical Bible; parsed once at start-up. */
export type StudyLibrary = {
  /** Names this exact content (a hash of the files), as the corpus's dataset does. */
  dataset: string;
  naves: NaveIndex;
};

export type StudyFiles = { naves: string };

export function parseStudyLibrary(files: StudyFiles, dataset: string): StudyLibrary {
  return { dataset, naves: parseNaves(files.naves) };
}

export async function loadStudyLibrary(dataFolder = new URL("../../data/", import.meta.url)): Promise<StudyLibrary> {
  const { texts: [naves], dataset } = await readDataFiles(dataFolder, ["naves.json"]);
  return parseStudyLibrary({ naves }, dataset);
}
