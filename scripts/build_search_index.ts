// Writes data/search_index.bin, the prebuilt search index the server reads at start instead of
// building it (server/search/prebuilt_index.ts). Part of `npm run build`; the file is not
// committed, and a server finding none (or one from other data or code) builds the index itself.
//   npx deno run --allow-read --allow-write=data scripts/build_search_index.ts
import { loadCorpus } from "../server/scriptures/load_corpus.ts";
import { searchDocuments } from "../server/scriptures/search_documents.ts";
import { searchIndexKey, writeSearchIndex } from "../server/search/prebuilt_index.ts";
import { loadStudyLibrary } from "../server/study/library.ts";

const started = performance.now();
const [corpus, study] = await Promise.all([loadCorpus(), loadStudyLibrary()]);
const documents = searchDocuments(corpus, study.naves);
const bytes = await writeSearchIndex(documents, await searchIndexKey([corpus.dataset, study.dataset]));
console.log(
  `Search index: data/search_index.bin, ${documents.length} documents, ${(bytes / 1e6).toFixed(1)} MB, ` +
    `in ${Math.round(performance.now() - started)} ms`,
);
