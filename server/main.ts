import { createApp } from "./app.ts";
import { systemClock } from "./clock.ts";
import { readConfig } from "./config.ts";
import { randomToken } from "./random_token.ts";
import { loadAssetResolver } from "./render/assets.ts";
import { loadCorpus } from "./scriptures/load_corpus.ts";
import { searchDocuments } from "./scriptures/search_documents.ts";
import { buildSearchIndex } from "./search/search_index.ts";
import { openKv } from "./store/kv.ts";
import { isSeeded, seedScriptures } from "./store/scriptures.ts";
import { loadOrCreateSessionSecret } from "./store/secrets.ts";

const config = readConfig();
const kv = await openKv(config);
const sessionSecret = config.sessionSecret ?? await loadOrCreateSessionSecret(kv, () => randomToken(32));
const corpus = await loadCorpus();
const searchIndex = buildSearchIndex(searchDocuments(corpus));
// A fresh install serves scriptures at once: the store is filled before the first request.
if (!await isSeeded(kv, corpus.dataset)) {
  const started = performance.now();
  const { batchesWritten } = await seedScriptures(kv, corpus, corpus.dataset);
  console.log(`Seeded the scriptures: ${batchesWritten} batches in ${Math.round(performance.now() - started)} ms`);
}
const app = createApp({
  kv,
  clock: systemClock,
  assets: await loadAssetResolver(),
  corpus,
  searchIndex,
  sessionSecret,
  log: (line) => console.log(line),
  logRequests: config.logRequests,
});

const server = Deno.serve({
  port: config.port,
  hostname: config.hostname,
  onListen: ({ port }) => console.log(`Bodhisattva Plug-In listening on http://localhost:${port}`),
}, app.fetch);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: finishing open requests, then closing the store`);
  await server.shutdown();
  kv.close();
  Deno.exit(0);
}
Deno.addSignalListener("SIGINT", () => stop("SIGINT"));
Deno.addSignalListener("SIGTERM", () => stop("SIGTERM"));
