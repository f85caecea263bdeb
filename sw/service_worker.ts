/// <reference lib="webworker" />
/**
 * The service worker (issue 5). scripts/build_sw.ts bundles it into the classic script served as /sw.js and
 * injects the precache list: the build's hashed bundles, CSS and fonts, the icons, the manifest and the route
 * shells of sw/shells.ts. Conversations and messages are never cached here: islands/lib keeps them in IndexedDB.
 */
import { CacheableResponsePlugin } from "workbox-cacheable-response";
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { enable as enableNavigationPreload } from "workbox-navigation-preload";
import { addPlugins, cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { NetworkOnly, StaleWhileRevalidate } from "workbox-strategies";
import { notFoundShell } from "./shells.ts";

declare const self: ServiceWorkerGlobalScope;

/** Long enough for a slow but working connection, short enough that a dead one soon falls back to the shell. */
const navigationTimeoutSeconds = 3;

/**
 * Chapters a visitor has read stay available; beyond this the oldest go. IndexedDB (islands/lib/db.ts) is the
 * lasting offline copy, so this cache only needs to cover recent reading.
 */
const maxCachedScriptureAnswers = 300;

// A waiting version takes over only when the visitor accepts the page's 'A new version is available' prompt
// (server/render/sw_registration.ts): activating on its own would leave open tabs running old scripts beside a
// worker that precached new ones.
self.addEventListener("message", (event: ExtendableMessageEvent) => {
  if (event.data?.type === "SKIP_WAITING") void self.skipWaiting();
});

// The first install controls the open page at once, so it works offline without another visit; after an
// accepted update, claiming moves every tab to the new version, and the page reloads on `controllerchange`.
clientsClaim();
cleanupOutdatedCaches();

// Navigations start while the worker boots, saving its start-up time on the network-first path below.
enableNavigationPreload();

// The 404 shell is the server's 404 answer; precaching refuses error statuses unless a plugin says otherwise.
addPlugins([{
  cacheWillUpdate: ({ request, response }) =>
    Promise.resolve(
      response.ok || (response.status === 404 && new URL(request.url).pathname === notFoundShell) ? response : null,
    ),
}]);

/**
 * What a navigation gets when the network fails or is too slow: the shell of that route, else the 404 shell.
 * The shell is the whole cached response, so its CSP header still names the nonce its inline script carries.
 */
async function offlineShell(url: string): Promise<Response> {
  const { pathname } = new URL(url);
  return (await matchPrecache(pathname)) ?? (await matchPrecache(notFoundShell)) ?? Response.error();
}

// Pages are network-first: online, a visitor always gets the current page. Fresh pages are not cached: the
// precached shells match the precached bundles, so offline a tab never mixes one build's HTML with another's
// scripts. Registered before the precache route so that navigations to a shell's address come here first.
// Opening an API address directly (a download link) is left to the browser: no timeout, no page in its place.
registerRoute(
  new NavigationRoute(
    new NetworkOnly({
      networkTimeoutSeconds: navigationTimeoutSeconds,
      plugins: [{ handlerDidError: ({ request }) => offlineShell(request.url) }],
    }),
    { denylist: [/^\/api\//] },
  ),
);

// Hashed files are served cache-first from the precache; revisioned entries (shells, icons, manifest) are
// fetched again only when the build gives them a new revision.
precacheAndRoute(self.__WB_MANIFEST);

/**
 * An empty list means the server has not been seeded yet; caching it would answer the client's refresh after
 * seeding (spec section 4, "Seeding") with the stale empty list.
 */
const skipEmptyLists = {
  cacheWillUpdate: async ({ response }: { response: Response }) =>
    (await response.clone().text()).trim() === "[]" ? null : response,
};

// Scripture reads answer from the cache at once and refresh it in the background. The whole-version verse
// download (no bookId) is left out: it exists to fill IndexedDB, and a second copy of a Bible would double the
// storage it takes.
// Study answers (issue 16) are scripture reads too: a passage's notes or a topic's verses, fixed for a dataset.
registerRoute(
  ({ url, sameOrigin }) =>
    sameOrigin && (url.pathname.startsWith("/api/scriptures/") || url.pathname.startsWith("/api/study/")) &&
    !(url.pathname === "/api/scriptures/bible/verses" && !url.searchParams.has("bookId")),
  new StaleWhileRevalidate({
    cacheName: "scriptures",
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      skipEmptyLists,
      new ExpirationPlugin({ maxEntries: maxCachedScriptureAnswers, purgeOnQuotaError: true }),
    ],
  }),
);
