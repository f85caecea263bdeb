/**
 * Search quality and speed: our engine next to MiniSearch on the same documents and two judged
 * sets (King James and modern wording). Prints hit@1, hit@10, p50/p95 query latency, index build
 * time and memory, plus the start-up figures (corpus and Nave's load, documents, and the index read
 * from the prebuilt file `npm run build` writes, or built when there is none) and the time to seed
 * every Bible version into a fresh KV file.
 *
 *   npm run bench:search
 */
import MiniSearch from "minisearch";
import { loadCorpus } from "../server/scriptures/load_corpus.ts";
import { searchDocuments } from "../server/scriptures/search_documents.ts";
import { buildSearchIndex, type ScriptureSource, type SearchDocument } from "../server/search/search_index.ts";
import { loadSearchIndex, searchIndexKey } from "../server/search/prebuilt_index.ts";
import { seedScriptures } from "../server/store/scriptures.ts";
import { loadStudyLibrary } from "../server/study/library.ts";
import { isHit, judgedQueries } from "./search_judgements.ts";
import { modernJudgedQueries } from "./search_modern_judgements.ts";

type Engine = { name: string; search: (query: string, sources: Set<ScriptureSource>) => string[] };
type Judged = ReadonlyArray<{ query: string; source: "bible" | "lotus" | "both"; expected: readonly string[] }>;
const sets: Array<{ name: string; queries: Judged }> = [
  { name: "KJV-wording set", queries: judgedQueries },
  { name: "modern set", queries: modernJudgedQueries },
];
const repeats = 30;

const collectGarbage = () => (globalThis as { gc?: () => void }).gc?.();
const heapMb = () => Deno.memoryUsage().heapUsed / 1e6;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const sourcesOf = (source: "bible" | "lotus" | "both") =>
  new Set<ScriptureSource>(source === "both" ? ["bible", "lotus", "gosho"] : [source]);

function measureBuild<T>(build: () => T): { value: T; ms: number; mb: number } {
  collectGarbage();
  const before = heapMb();
  const started = performance.now();
  const value = build();
  const ms = performance.now() - started;
  collectGarbage();
  return { value, ms, mb: heapMb() - before };
}

function evaluate(engine: Engine, queries: Judged, timedRounds: number) {
  // Another engine's garbage is not this one's pause.
  collectGarbage();
  let hit1 = 0;
  let hit10 = 0;
  const misses: string[] = [];
  for (const { query, source, expected } of queries) {
    const references = engine.search(query, sourcesOf(source)).slice(0, 10);
    if (references.length > 0 && isHit(references[0], expected)) hit1++;
    if (references.some((reference) => isHit(reference, expected))) hit10++;
    else misses.push(query);
  }
  for (let i = 0; i < 3; i++) for (const { query, source } of queries) engine.search(query, sourcesOf(source));
  const times: number[] = [];
  for (let i = 0; i < timedRounds; i++) {
    for (const { query, source } of queries) {
      const started = performance.now();
      engine.search(query, sourcesOf(source));
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  return { hit1, hit10, p50: percentile(times, 0.5), p95: percentile(times, 0.95), misses };
}

// Start-up as the server does it: data, documents, then the index from the prebuilt file.
const loadStarted = performance.now();
const [corpus, study] = await Promise.all([loadCorpus(), loadStudyLibrary()]);
const loadMs = performance.now() - loadStarted;
const documentsStarted = performance.now();
const documents: SearchDocument[] = searchDocuments(corpus, study.naves);
const documentsMs = performance.now() - documentsStarted;
const indexStarted = performance.now();
const { prebuilt } = await loadSearchIndex(documents, await searchIndexKey([corpus.dataset, study.dataset]));
const indexMs = performance.now() - indexStarted;

const ours = measureBuild(() => buildSearchIndex(documents));
// MiniSearch gets the same information: the verse's KJV and WEB wording and its Nave's topic names.
const mini = measureBuild(() => {
  const index = new MiniSearch<{ id: number; text: string; web: string; topics: string; reference: string }>({
    fields: ["text", "web", "topics"],
    storeFields: ["reference", "source"],
  });
  index.addAll(documents.map((document, id) => ({
    id,
    source: document.source,
    reference: document.reference,
    text: document.text,
    web: (document.alsoSearched ?? []).join(" "),
    topics: (document.topics ?? []).flat().join(" "),
  })));
  return index;
});

const engines: Array<{ engine: Engine; build: { ms: number; mb: number }; timedRounds: number }> = [
  {
    engine: {
      name: "ours (BM25F + lexicon + topics + phrase)",
      search: (query, sources) => ours.value.search(query, { sources, limit: 10 }).map((hit) => hit.reference),
    },
    build: ours,
    timedRounds: repeats,
  },
  {
    engine: {
      name: "MiniSearch (defaults)",
      search: (query, sources) =>
        mini.value.search(query, { filter: (result) => sources.has(result.source) }).slice(0, 10).map((r) =>
          r.reference
        ),
    },
    build: mini,
    timedRounds: 2,
  },
  {
    engine: {
      name: "MiniSearch (prefix + fuzzy 0.2)",
      search: (query, sources) =>
        mini.value.search(query, { prefix: true, fuzzy: 0.2, filter: (result) => sources.has(result.source) })
          .slice(0, 10).map((r) => r.reference),
    },
    build: mini,
    timedRounds: 2,
  },
];

console.log(
  `corpus: ${documents.length} documents (a verse's KJV and WEB wording and Nave's topics are one); ` +
    `${judgedQueries.length} + ${modernJudgedQueries.length} judged queries; ${repeats} timed rounds for ours ` +
    `(MiniSearch: 2, it is slow)`,
);
for (const { name, queries } of sets) {
  console.log(`\n${name} (${queries.length} queries)`);
  console.log("engine                                     hit@1   hit@10  p50 ms  p95 ms  build ms  heap MB");
  for (const { engine, build, timedRounds } of engines) {
    const result = evaluate(engine, queries, timedRounds);
    const pct = (n: number) => `${(100 * n / queries.length).toFixed(0)}%`.padStart(6);
    console.log(
      `${engine.name.padEnd(42)} ${pct(result.hit1)}  ${pct(result.hit10)}  ${result.p50.toFixed(3).padStart(6)}  ${
        result.p95.toFixed(3).padStart(6)
      }  ${build.ms.toFixed(0).padStart(8)}  ${build.mb.toFixed(0).padStart(7)}`,
    );
    if (result.misses.length > 0) console.log(`  missed in top 10: ${result.misses.join(" | ")}`);
  }
}
console.log(
  `\nstart-up: corpus and Nave's load ${loadMs.toFixed(0)} ms + documents ${documentsMs.toFixed(0)} ms + index ` +
    `${prebuilt ? "read from data/search_index.bin" : "built (no prebuilt index: run npm run build)"} ` +
    `${indexMs.toFixed(0)} ms = ${(loadMs + documentsMs + indexMs).toFixed(0)} ms (target <= 500 ms); ` +
    `building it in memory instead takes ${ours.ms.toFixed(0)} ms`,
);

const folder = await Deno.makeTempDir({ prefix: "bench-seed-" });
const kv = await Deno.openKv(`${folder}/seed.kv`);
const seedStarted = performance.now();
const { batchesWritten } = await seedScriptures(kv, corpus, corpus.dataset);
console.log(
  `seed: every version (${corpus.translations.length + 1}) and the rest of the corpus into a fresh KV file in ${
    (performance.now() - seedStarted).toFixed(0)
  } ms (${batchesWritten} batches; target <= 5000 ms)`,
);
kv.close();
await Deno.remove(folder, { recursive: true });
