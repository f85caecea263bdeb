/**
 * The pages the service worker keeps for offline use (issue 5). Pages are rendered per request with a fresh CSP
 * nonce, so each shell is cached as the whole response the server gave at install: its HTML and its CSP header
 * carry the same nonce, and replaying both together keeps the page's inline script allowed.
 *
 * Every page route in server/app.ts needs a shell here (server/http/pwa_test.ts checks it); a route with a
 * parameter lists the values worth having offline (the reader's four books, spec section 9).
 */
export const routeShells: readonly string[] = [
  "/",
  "/shrine",
  "/foe",
  "/decipherist",
  "/life-mastery",
  "/test",
  "/home",
  "/wisdom",
  "/read/1",
  "/read/2",
  "/read/3",
  "/read/4",
];

/**
 * An address no route answers, so the server renders its 404 page there; offline, any navigation without a shell
 * of its own gets this one (spec section 2: the catch-all page).
 */
export const notFoundShell = "/404";
