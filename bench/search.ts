/**
 * Search quality and speed: our engine next to MiniSearch on the same corpus and judged queries.
 * Prints hit@1, hit@10, p50/p95 query latency, index build time and memory, plus the start-up
 * figures (corpus load + index) and the time to seed the whole corpus into a fresh KV file.
 *
 *   npm run bench:search
 */
import MiniSearch from "minisearch";
import { loadCorpus } from "../server/scriptures/load_corpus.ts";
import { searchDocuments } from "../server/scriptures/search_documents.ts";
import { buildSearchIndex, type ScriptureSource, type SearchDocument } from "../server/search/search_index.ts";
import { seedScriptures } from "../server/store/scriptures.ts";
import { isHit, judgedQueries } from "./search_judgements.ts";

type Engine = { name: string; search: (query: string, sources: Set<ScriptureSource>) => string[] };
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

function evaluate(engine: Engine) {
  let hit1 = 0;
  let hit10 = 0;
  const misses: string[] = [];
  for (const { query, source, expected } of judgedQueries) {
    const references = engine.search(query, sourcesOf(source)).slice(0, 10);
    if (references.length > 0 && isHit(references[0], expected)) hit1++;
    if (references.some((reference) => isHit(reference, expected))) hit10++;
    else misses.push(query);
  }
  for (let i = 0; i < 3; i++) for (const { query, source } of judgedQueries) engine.search(query, sourcesOf(source));
  const times: number[] = [];
  for (let i = 0; i < repeats; i++) {
    for (const { query, source } of judgedQueries) {
      const started = performance.now();
      engine.search(query, sourcesOf(source));
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  return { hit1, hit10, p50: percentile(times, 0.5), p95: percentile(times, 0.95), misses };
}

const loadStarted = performance.now();
const corpus = await loadCorpus();
const loadMs = performance.now() - loadStarted;
const documents: SearchDocument[] = searchDocuments(corpus);

const ours = measureBuild(() => buildSearchIndex(documents));
const mini = measureBuild(() => {
  const index = new MiniSearch<SearchDocument & { id: number }>({
    fields: ["text"],
    storeFields: ["reference", "source"],
  });
  index.addAll(documents.map((document, id) => ({ ...document, id })));
  return index;
});

const engines: Array<{ engine: Engine; build: { ms: number; mb: number } }> = [
  {
    engine: {
      name: "ours (BM25 + KJV lexicon + phrase)",
      search: (query, sources) => ours.value.search(query, { sources, limit: 10 }).map((hit) => hit.reference),
    },
    build: ours,
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
  },
  {
    engine: {
      name: "MiniSearch (prefix + fuzzy 0.2)",
      search: (query, sources) =>
        mini.value.search(query, { prefix: true, fuzzy: 0.2, filter: (result) => sources.has(result.source) })
          .slice(0, 10).map((r) => r.reference),
    },
    build: mini,
  },
];

console.log(`corpus: ${documents.length} documents; ${judgedQueries.length} judged queries; ${repeats} timed rounds`);
console.log("engine                               hit@1   hit@10  p50 ms  p95 ms  build ms  heap MB");
for (const { engine, build } of engines) {
  const result = evaluate(engine);
  const pct = (n: number) => `${(100 * n / judgedQueries.length).toFixed(0)}%`.padStart(6);
  console.log(
    `${engine.name.padEnd(36)} ${pct(result.hit1)}  ${pct(result.hit10)}  ${result.p50.toFixed(3).padStart(6)}  ${
      result.p95.toFixed(3).padStart(6)
    }  ${build.ms.toFixed(0).padStart(8)}  ${build.mb.toFixed(0).padStart(7)}`,
  );
  if (result.misses.length > 0) console.log(`  missed in top 10: ${result.misses.join(" | ")}`);
}
console.log(
  `start-up: corpus load ${loadMs.toFixed(0)} ms + index build ${ours.ms.toFixed(0)} ms = ${
    (loadMs + ours.ms).toFixed(0)
  } ms (target <= 500 ms)`,
);

const folder = await Deno.makeTempDir({ prefix: "bench-seed-" });
const kv = await Deno.openKv(`${folder}/seed.kv`);
const seedStarted = performance.now();
const { batchesWritten } = await seedScriptures(kv, corpus, corpus.dataset);
console.log(
  `seed: whole corpus into a fresh KV file in ${(performance.now() - seedStarted).toFixed(0)} ms ` +
    `(${batchesWritten} batches; target <= 5000 ms)`,
);
kv.close();
await Deno.remove(folder, { recursive: true });
