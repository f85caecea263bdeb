import { createApp } from "../app.ts";
import type { Clock } from "../clock.ts";
import { defaultLimitSettings, type LimitSettings } from "../limits/policy.ts";
import { createAssetResolver } from "../render/assets.ts";
import type { Corpus } from "../scriptures/corpus.ts";
import { loadCorpus } from "../scriptures/load_corpus.ts";
import { searchDocuments } from "../scriptures/search_documents.ts";
import { loadSearchIndex, searchIndexKey } from "../search/prebuilt_index.ts";
import type { SearchIndex } from "../search/search_index.ts";
import { seedScriptures } from "../store/scriptures.ts";
import { loadStudyLibrary, type StudyLibrary } from "../study/library.ts";
import { createBuiltinEngine } from "../wisdom/builtin_engine.ts";
import type { WisdomEngine } from "../wisdom/engine.ts";
import { createPersona, type Persona } from "../wisdom/persona.ts";

/** Every island the build makes an entry for: each PascalCase `islands/*.tsx` that is not a test. */
const islandNames = [...Deno.readDirSync(new URL("../../islands/", import.meta.url))]
  .map((entry) => entry.name.match(/^([A-Z]\w*)\.tsx$/)?.[1])
  .filter((name): name is string => name !== undefined);

/** A manifest shaped like Vite's, so page tests do not depend on a build having run. */
export const sampleManifest = {
  "styles/app.css": { file: "assets/app-TEST.css", src: "styles/app.css", isEntry: true },
  "_hydrate-TEST.js": { file: "assets/hydrate-TEST.js", name: "hydrate" },
  ...Object.fromEntries(islandNames.map((name) => [`island-entry:${name}`, {
    file: `assets/${name}-TEST.js`,
    name,
    src: `island-entry:${name}`,
    isEntry: true,
    imports: ["_hydrate-TEST.js"],
  }])),
};

export const fixedClock: Clock = { now: () => new Date("2026-11-23T12:00:00Z") };

let scriptures:
  | Promise<{ corpus: Corpus; study: StudyLibrary; searchIndex: SearchIndex; persona: Persona }>
  | undefined;

/** The real corpus and study library from data/, their search index and the persona built on them, loaded once per test run. */
export function testScriptures() {
  // The prebuilt index when `npm run build` left one for this data and code, as the server does.
  scriptures ??= Promise.all([loadCorpus(), loadStudyLibrary()]).then(async ([corpus, study]) => {
    const searchIndex = (await loadSearchIndex(
      searchDocuments(corpus, study.naves),
      await searchIndexKey([corpus.dataset, study.dataset]),
    )).index;
    return { corpus, study, searchIndex, persona: createPersona({ corpus, searchIndex, study }) };
  });
  return scriptures;
}

type TestAppOptions = {
  seeded?: boolean;
  clock?: Clock;
  wisdom?: WisdomEngine;
  staticRoot?: string;
  /** Abuse limits; the production defaults unless a test needs more headroom or shorter leases. */
  limits?: Partial<LimitSettings>;
};

/** Limits no ordinary test reaches, for suites that send many requests from one visitor. */
export const generousLimits: Partial<LimitSettings> = { scale: 100_000, upstreamCallsPerHour: 10_000_000 };

/**
 * The real app on a throwaway in-memory KV; `logs` collects what it would have logged. With
 * `seeded`, the store already holds the scriptures, as after a server start. The persona is the
 * built-in engine unless a test brings its own; `staticRoot` swaps ./static for a folder the test made.
 */
export async function startTestApp(
  { seeded = false, clock = fixedClock, wisdom, staticRoot, limits }: TestAppOptions = {},
) {
  const kv = await Deno.openKv(":memory:");
  const { corpus, study, searchIndex, persona } = await testScriptures();
  if (seeded) await seedScriptures(kv, corpus, corpus.dataset);
  const logs: string[] = [];
  const app = createApp({
    kv,
    clock,
    corpus,
    searchIndex,
    study,
    wisdom: wisdom ?? createBuiltinEngine({ persona }),
    persona,
    assets: createAssetResolver(sampleManifest),
    sessionSecret: "test-secret-that-is-long-enough-for-hmac-0123456789",
    log: (line) => logs.push(line),
    logRequests: false,
    staticRoot,
    limits: { ...defaultLimitSettings, ...limits },
  });
  const request = (path: string, init?: RequestInit) => app.request(`http://localhost${path}`, init);
  const postJson = (path: string, body: unknown) =>
    request(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  return { app, kv, corpus, logs, request, postJson, [Symbol.dispose]: () => kv.close() };
}

/** The `name=value` part of a Set-Cookie header, to send back as a Cookie header. */
export function cookiePair(setCookie: string | null): string {
  if (!setCookie) throw new Error("The response set no cookie");
  return setCookie.split(";")[0];
}
