import { createApp } from "../app.ts";
import type { Clock } from "../clock.ts";
import { createAssetResolver } from "../render/assets.ts";

/** A manifest shaped like Vite's, so page tests do not depend on a build having run. */
export const sampleManifest = {
  "styles/app.css": { file: "assets/app-TEST.css", src: "styles/app.css", isEntry: true },
  "_hydrate-TEST.js": { file: "assets/hydrate-TEST.js", name: "hydrate" },
  "island-entry:Counter": {
    file: "assets/Counter-TEST.js",
    name: "Counter",
    src: "island-entry:Counter",
    isEntry: true,
    imports: ["_hydrate-TEST.js"],
  },
  "island-entry:SiteHeader": {
    file: "assets/SiteHeader-TEST.js",
    name: "SiteHeader",
    src: "island-entry:SiteHeader",
    isEntry: true,
    imports: ["_hydrate-TEST.js"],
  },
};

export const fixedClock: Clock = { now: () => new Date("2026-11-23T12:00:00Z") };

/** The real app on a throwaway in-memory KV; `logs` collects what it would have logged. */
export async function startTestApp() {
  const kv = await Deno.openKv(":memory:");
  const logs: string[] = [];
  const app = createApp({
    kv,
    clock: fixedClock,
    assets: createAssetResolver(sampleManifest),
    sessionSecret: "test-secret-that-is-long-enough-for-hmac-0123456789",
    log: (line) => logs.push(line),
    logRequests: false,
  });
  const request = (path: string, init?: RequestInit) => app.request(`http://localhost${path}`, init);
  return { app, kv, logs, request, [Symbol.dispose]: () => kv.close() };
}

/** The `name=value` part of a Set-Cookie header, to send back as a Cookie header. */
export function cookiePair(setCookie: string | null): string {
  if (!setCookie) throw new Error("The response set no cookie");
  return setCookie.split(";")[0];
}
