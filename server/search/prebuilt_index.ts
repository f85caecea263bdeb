import { sha256Hex } from "../sha256_hex.ts";
import { decodeIndex, encodeIndex } from "./index_file.ts";
import {
  buildSearchIndex,
  indexDocuments,
  openSearchIndex,
  type SearchDocument,
  type SearchIndex,
} from "./search_index.ts";

/** Where `npm run build` leaves the prebuilt index (ignored by git: it is rebuilt from data/ and the code). */
export const indexFileUrl = new URL("../../data/search_index.bin", import.meta.url);

/** The code that decides what the index holds: changing any of it makes an old file unusable. */
const indexCode = [
  "./normalize.ts",
  "./kjv_lexicon.ts",
  "./everyday_lexicon.ts",
  "./search_index.ts",
  "./index_file.ts",
  "../scriptures/search_documents.ts",
  "../scriptures/corpus.ts",
  "../study/naves.ts",
];

/** Names the data (`datasets`: the corpus's and Nave's) and the indexing code a file must have been built from. */
export async function searchIndexKey(datasets: readonly string[]): Promise<string> {
  const code = await Promise.all(indexCode.map((path) => Deno.readTextFile(new URL(path, import.meta.url))));
  return await sha256Hex([...datasets, ...code].join("\u0000"));
}

/**
 * The search index of `documents`: read from the prebuilt file when it was built under `key`,
 * built in memory otherwise (a fresh checkout, tests, data or code changed since the last build).
 */
export async function loadSearchIndex(
  documents: readonly SearchDocument[],
  key: string,
  file: URL = indexFileUrl,
): Promise<{ index: SearchIndex; prebuilt: boolean }> {
  const bytes = await Deno.readFile(file).catch(() => null);
  const data = bytes && decodeIndex(bytes, key);
  if (data && data.sourceOf.length === documents.length) {
    return { index: openSearchIndex(documents, data), prebuilt: true };
  }
  return { index: buildSearchIndex(documents), prebuilt: false };
}

/** Writes the prebuilt index of `documents` under `key`; returns its size in bytes. */
export async function writeSearchIndex(
  documents: readonly SearchDocument[],
  key: string,
  file: URL = indexFileUrl,
): Promise<number> {
  const bytes = encodeIndex(indexDocuments(documents), key);
  await Deno.writeFile(file, bytes);
  return bytes.length;
}
