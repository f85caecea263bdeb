import { Hono, type MiddlewareHandler } from "hono";
import { serveStatic } from "hono/serve-static";
import { join } from "node:path";
import type { Clock } from "./clock.ts";
import { booksRouter } from "./api/books.ts";
import { chatRouter } from "./api/chat.ts";
import { conversationsRouter } from "./api/conversations.ts";
import { decipheristRouter } from "./api/decipherist.ts";
import { foeRouter } from "./api/foe.ts";
import { generateImageRouter, imageFiles, imagesPath } from "./api/images.ts";
import { healthRouter } from "./api/health.ts";
import { lifeMasteryRouter } from "./api/life_mastery.ts";
import { scripturesRouter } from "./api/scriptures.ts";
import { searchRouter } from "./api/search.ts";
import type { AppEnv } from "./http/app_env.ts";
import { handleErrors } from "./http/errors.ts";
import { type FramedApp, frameRequests } from "./http/request_frame.ts";
import { studyRouter } from "./api/study.ts";
import { visitorIdentity } from "./http/visitor.ts";
import { builtinImageGenerator, type ImageGenerator } from "./images/generator.ts";
import { createLimiter } from "./limits/limiter.ts";
import { defaultLimitSettings, type LimitSettings } from "./limits/policy.ts";
import type { AssetResolver } from "./render/assets.ts";
import type { Corpus } from "./scriptures/corpus.ts";
import { createPassageLookup } from "./scriptures/passage_lookup.ts";
import { checkCitations } from "./wisdom/citations.ts";
import type { WisdomEngine } from "./wisdom/engine.ts";
import type { SearchIndex } from "./search/search_index.ts";
import type { StudyLibrary } from "./study/library.ts";
import { createStudyViews } from "./study/study_views.ts";
import type { Persona } from "./wisdom/persona.ts";
import { withSafety } from "./wisdom/safety_engine.ts";
import type { SiteSettings } from "./render/page.ts";
import { defaultSiteSettings, servePage } from "./render/serve_page.ts";
import chatPage from "../routes/index.tsx";
import decipheristPage from "../routes/decipherist.tsx";
import foePage from "../routes/foe.tsx";
import homePage from "../routes/home.tsx";
import lifeMasteryPage from "../routes/life_mastery.tsx";
import notFoundPage from "../routes/not_found.tsx";
import readPage from "../routes/read.tsx";
import shrinePage from "../routes/shrine.tsx";
import testPage from "../routes/test.tsx";
import wisdomPage from "../routes/wisdom.tsx";

export type AppDeps = {
  kv: Deno.Kv;
  clock: Clock;
  assets: AssetResolver;
  /** The scripture texts shipped in data/, and the search index built from them. */
  corpus: Corpus;
  searchIndex: SearchIndex;
  /** Nave's, Matthew Henry and Spurgeon, for the study view (data/README.md). */
  study: StudyLibrary;
  /** The persona engine: built-in, or an OpenAI-compatible model with the built-in as fallback. */
  wisdom: WisdomEngine;
  /** The persona's understanding, for what each stored reply is about (ISSUE 17). */
  persona?: Persona;
  /** What pages show from configuration (the creator's link); defaults when a test gives none. */
  site?: SiteSettings;
  /** Ids of new conversations and messages; random UUIDs unless a test pins them. */
  newId?: () => string;
  /** Makes the pictures of /api/v1/generate-image; the built-in procedural SVG unless main.ts wires OpenAI. */
  images?: ImageGenerator;
  /** Abuse and cost limits (server/limits/policy.ts); the defaults unless configured. */
  limits?: LimitSettings;
  /** Signs visitor cookies; from SESSION_SECRET or kept in KV (server/store/secrets.ts). */
  sessionSecret: string;
  /** Where server logs go; never given request bodies. */
  log: (line: string) => void;
  logRequests: boolean;
  /** Where the one line per request goes: `log` unless the caller batches them off the request path. */
  requestLog?: (line: string) => void;
  /** Folder of files served as they are, with the Vite build under build/. */
  staticRoot?: string;
};

/** The API routes that read or write what is one visitor's own (a pattern also matches its bare prefix). */
const visitorApiPaths = ["/api/v1/*", "/api/conversations/*", "/api/chat/*", "/api/life-mastery/*"];

const oneYear = 365 * 24 * 60 * 60;

/**
 * A file's stream, or null for any path that names no readable file: missing, a file used as a folder, a
 * name with a NUL byte or too long. Hono's Deno adapter printed a warning for all but the first (fuzzed
 * paths filled the test output with them).
 */
async function fileContent(path: string): Promise<ReadableStream<Uint8Array> | null> {
  let file: Deno.FsFile | undefined;
  try {
    file = await Deno.open(path);
    if ((await file.stat()).isFile) return file.readable;
  } catch {
    // No such file, as far as a visitor is concerned.
  }
  file?.close();
  return null;
}

/** Hono's serveStatic for a folder, with the build's precompressed `.br`/`.gz` files. */
function staticFiles(options: Omit<Parameters<typeof serveStatic>[0], "getContent">): MiddlewareHandler {
  return serveStatic({ ...options, precompressed: true, join, getContent: fileContent });
}

/** Builds the whole app from its dependencies, so tests run it in-process against a throwaway KV. */
export function createApp(deps: AppDeps): FramedApp {
  const { assets, log } = deps;
  const site = deps.site ?? defaultSiteSettings;
  const staticRoot = deps.staticRoot ?? "./static";
  const limits = deps.limits ?? defaultLimitSettings;
  const limiter = createLimiter(deps.kv, deps.clock, limits);
  const app = new Hono<AppEnv>();

  app.onError(handleErrors(log));
  app.route("/api/health", healthRouter());

  app.use(
    "/build/*",
    staticFiles({
      root: staticRoot,
      onFound: (_path, c) => c.header("Cache-Control", `public, max-age=${oneYear}, immutable`),
    }),
  );
  app.use("/icons/*", staticFiles({ root: staticRoot }));
  app.use("/audio/*", staticFiles({ root: staticRoot }));
  // Before the visitor cookie: a Set-Cookie would keep shared caches from holding these immutable files.
  app.use(`${imagesPath}/*`, imageFiles(deps.kv));

  // The service worker controls only pages under its own folder, so it is served from the root, and checked for
  // a new version on every update: a cached copy would hold updates back (issue 5).
  app.get(
    "/sw.js",
    staticFiles({
      root: staticRoot,
      path: "build/sw.js",
      onFound: (_path, c) => {
        c.header("Cache-Control", "no-cache");
        c.header("Service-Worker-Allowed", "/");
      },
    }),
    (c) => c.text("No service worker in this build: `npm run build` writes static/build/sw.js.", 404),
  );
  app.get(
    "/manifest.webmanifest",
    staticFiles({
      root: staticRoot,
      path: "manifest.webmanifest",
      onFound: (_path, c) => c.header("Cache-Control", "no-cache"),
    }),
  );

  // Reads that are the same for everyone need no visitor: no cookie to sign for a first-time caller (issue 18).
  app.route("/api/scriptures", scripturesRouter(deps.kv, deps.corpus));
  app.route("/api/v1/books", booksRouter(deps.corpus));
  app.route("/api/search", searchRouter(deps.searchIndex, deps.corpus.versions));
  app.route("/api/foe", foeRouter());
  app.route("/api/decipherist", decipheristRouter(deps.corpus));
  const passages = createPassageLookup(deps.corpus);
  app.route("/api/study", studyRouter(createStudyViews(deps.corpus, deps.study), passages, deps.corpus.versions));

  // Only what is the visitor's own needs the cookie. A request that only one handler matches is answered
  // without Hono's asynchronous middleware chain, which cost the reads above a fifth of their speed (issue 18).
  const visitor = visitorIdentity(deps.sessionSecret);
  for (const path of visitorApiPaths) app.use(path, visitor);

  app.route("/api/v1", generateImageRouter(deps.kv, deps.images ?? builtinImageGenerator, limiter));
  // Every chat, with every engine, reads the conversation for danger before anything else (ISSUE 15).
  const engine = withSafety(deps.wisdom, passages);
  app.route(
    "/api/conversations",
    conversationsRouter({
      kv: deps.kv,
      clock: deps.clock,
      engine,
      checkCitations: (reply) => checkCitations(reply, passages),
      describe: deps.persona?.about,
      newId: deps.newId ?? (() => crypto.randomUUID()),
      generationLeaseMs: limits.generationLeaseMs,
      limiter,
      log,
    }),
  );
  app.route(
    "/api/chat",
    chatRouter({
      kv: deps.kv,
      clock: deps.clock,
      engine,
      generationLeaseMs: limits.generationLeaseMs,
      limiter,
    }),
  );
  app.route("/api/life-mastery", lifeMasteryRouter(deps.kv, deps.clock, deps.newId));

  // A first visit to any page gets the cookie, so the page's first requests already carry it.
  app.get("/", visitor, servePage(chatPage, assets, 200, site));
  app.get("/shrine", visitor, servePage(shrinePage, assets, 200, site));
  app.get("/foe", visitor, servePage(foePage, assets, 200, site));
  app.get("/decipherist", visitor, servePage(decipheristPage, assets, 200, site));
  app.get("/life-mastery", visitor, servePage(lifeMasteryPage, assets, 200, site));
  app.get("/test", visitor, servePage(testPage, assets, 200, site));
  app.get("/home", visitor, servePage(homePage, assets, 200, site));
  app.get("/wisdom", visitor, servePage(wisdomPage, assets, 200, site));
  app.get("/read/:bookId", visitor, servePage(readPage, assets, 200, site));

  const notFound = servePage(notFoundPage, assets, 404, site);
  app.notFound((c) => {
    const pathname = c.req.path;
    if (pathname === "/api" || pathname.startsWith("/api/")) {
      return c.json({ error: `No API route for ${c.req.method} ${pathname}` }, 404);
    }
    return notFound(c);
  });

  return frameRequests(app, { log: deps.logRequests ? deps.requestLog ?? log : undefined });
}
