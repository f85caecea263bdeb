/**
 * Debian's Chromium as the browser tests and `npm run bench:web` start it: the machine has no
 * outside network, and without these Chromium keeps dialling out and failing.
 */
export const offlineChromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
