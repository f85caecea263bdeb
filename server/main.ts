import { createApp } from "./app.ts";
import { systemClock } from "./clock.ts";
import { readConfig } from "./config.ts";
import { randomToken } from "./random_token.ts";
import { builtinImageGenerator, createOpenAIImageGenerator, withImageFallback } from "./images/generator.ts";
import { createLimiter } from "./limits/limiter.ts";
import { limitRules } from "./limits/policy.ts";
import { imagesWithUpstreamBudget, withUpstreamBudget } from "./limits/upstream_budget.ts";
import { createLineBatcher } from "./http/line_batcher.ts";
import { loadAssetResolver } from "./render/assets.ts";
import { loadCorpus } from "./scriptures/load_corpus.ts";
import { searchDocuments } from "./scriptures/search_documents.ts";
import { loadSearchIndex, searchIndexKey } from "./search/prebuilt_index.ts";
import { openKv } from "./store/kv.ts";
import { finishDeletions } from "./store/conversations.ts";
import { sweepRateLimits } from "./store/rate_limits.ts";
import { isSeeded, seedScriptures } from "./store/scriptures.ts";
import { loadOrCreateSessionSecret } from "./store/secrets.ts";
import { loadStudyLibrary } from "./study/library.ts";
import { createBuiltinEngine } from "./wisdom/builtin_engine.ts";
import type { WisdomEngine } from "./wisdom/engine.ts";
import { withFallback } from "./wisdom/fallback_engine.ts";
import { createOpenAIEngine } from "./wisdom/openai_engine.ts";
import { groundingFor } from "./wisdom/grounding.ts";
import { createPersona } from "./wisdom/persona.ts";
import { warmUp } from "./wisdom/warm_up.ts";

const config = readConfig();
const kv = await openKv(config);
const sessionSecret = config.sessionSecret ?? await loadOrCreateSessionSecret(kv, () => randomToken(32));
const [corpus, study] = await Promise.all([loadCorpus(), loadStudyLibrary()]);
const indexStarted = performance.now();
const { index: searchIndex, prebuilt } = await loadSearchIndex(
  searchDocuments(corpus, study.naves),
  await searchIndexKey([corpus.dataset, study.dataset]),
);
console.log(
  `Search index ${prebuilt ? "read from data/search_index.bin" : "built (no prebuilt index fits: npm run build)"} ` +
    `in ${Math.round(performance.now() - indexStarted)} ms`,
);
// A fresh install serves scriptures at once: the store is filled before the first request.
if (!await isSeeded(kv, corpus.dataset)) {
  const started = performance.now();
  const { batchesWritten } = await seedScriptures(kv, corpus, corpus.dataset);
  console.log(`Seeded the scriptures: ${batchesWritten} batches in ${Math.round(performance.now() - started)} ms`);
}
// Deletions a crash interrupted are finished before anyone can read the half-deleted data.
const finished = await finishDeletions(kv);
if (finished) console.log(`Finished ${finished} interrupted conversation deletion(s)`);

// Request lines are batched off the request path; any other line first writes the batch before it.
const requestLines = createLineBatcher((text) => console.log(text));
const log = (line: string) => {
  requestLines.flush();
  console.log(line);
};
// Counters of windows that ended while the server was down are of no further use.
await sweepRateLimits(kv, limitRules(config.limits), Date.now());
const limiter = createLimiter(kv, systemClock, config.limits);
const takeUpstreamCall = () => limiter.takeUpstreamCall();
const persona = createPersona({ corpus, searchIndex, study });
const builtin = createBuiltinEngine({ persona });
const wisdom: WisdomEngine = config.openai
  ? withFallback(
    withUpstreamBudget(
      createOpenAIEngine({
        ...config.openai,
        ground: (message, history) => groundingFor(persona, message, history),
        log,
      }),
      takeUpstreamCall,
    ),
    builtin,
    log,
  )
  : builtin;
console.log(`Persona engine: ${wisdom.name}`);
// Images need OpenAI itself (a key): the local servers a base URL alone points at do not make pictures.
const images = config.openai?.apiKey
  ? withImageFallback(
    imagesWithUpstreamBudget(
      createOpenAIImageGenerator({
        apiKey: config.openai.apiKey,
        baseUrl: config.openai.baseUrl,
        // DALL-E 3 often takes 20 s or more for an hd picture, longer than a chat reply may keep a visitor waiting.
        timeoutMs: Math.max(config.openai.timeoutMs, 90_000),
      }),
      takeUpstreamCall,
    ),
    builtinImageGenerator,
    log,
  )
  : builtinImageGenerator;
console.log(`Image generator: ${images.name}`);

const app = createApp({
  kv,
  clock: systemClock,
  assets: await loadAssetResolver(),
  corpus,
  searchIndex,
  persona,
  study,
  wisdom,
  images,
  site: config.site,
  limits: config.limits,
  sessionSecret,
  log,
  logRequests: config.logRequests,
  requestLog: requestLines.push,
});

const warmUpStarted = performance.now();
await warmUp(persona);
console.log(`Persona readied in ${Math.round(performance.now() - warmUpStarted)} ms`);

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
  requestLines.flush();
  kv.close();
  Deno.exit(0);
}
Deno.addSignalListener("SIGINT", () => stop("SIGINT"));
Deno.addSignalListener("SIGTERM", () => stop("SIGTERM"));
