// Builds the service worker after `vite build` (run by `npm run build`):
//   npx deno run -A scripts/build_sw.ts
// (-A: Vite loads its native bundler and probes /proc at start-up, which Deno's finer permissions cannot name.)
// 1. bundles sw/service_worker.ts with its Workbox modules into one classic script (module workers are not yet
//    supported by every browser that installs web apps);
// 2. lets workbox-build inject the precache list and write static/build/sw.js, which the server sends as /sw.js;
// 3. prints what the precache holds and its size.
import { createHash } from "node:crypto";
import { build } from "vite";
import { injectManifest } from "workbox-build";
import { notFoundShell, routeShells } from "../sw/shells.ts";

const staticRoot = "static";
const outFile = `${staticRoot}/build/sw.js`;
const viteManifest = `${staticRoot}/build/.vite/manifest.json`;

/**
 * Only woff2 fonts: every browser with service workers reads woff2, so the woff fallbacks would never be used.
 * Hashed bundles need no revision; the icons and the manifest get one from their content.
 */
const precachedFiles = ["build/assets/*.{js,css,woff2}", "icons/*.{png,svg}", "manifest.webmanifest"];

/**
 * One revision for every route shell. A shell's HTML comes from the route files, the document renderer and the
 * Vite manifest (which names every bundle by its content hash, so island changes show up there too), and its
 * cached headers from the security headers. A change to any of them refetches all shells: they are a few
 * kilobytes each, and shells from one build always match.
 */
async function shellRevision(): Promise<string> {
  const hash = createHash("sha256");
  const sources = [
    viteManifest,
    "server/http/security_headers.ts",
    "server/http/request_frame.ts",
    ...await filesUnder("routes"),
    ...await filesUnder("server/render"),
  ].sort();
  for (const path of sources) {
    hash.update(path).update("\0").update(await Deno.readFile(path));
  }
  return hash.digest("hex").slice(0, 16);
}

async function filesUnder(folder: string): Promise<string[]> {
  const files: string[] = [];
  for await (const entry of Deno.readDir(folder)) {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory) files.push(...await filesUnder(path));
    else if (entry.isFile && !/_test\.tsx?$/.test(entry.name)) files.push(path);
  }
  return files;
}

try {
  await Deno.stat(viteManifest);
} catch {
  console.error(`No Vite build at ${viteManifest}: scripts/build_sw.ts runs after \`vite build\`.`);
  Deno.exit(1);
}

const bundleDir = await Deno.makeTempDir({ prefix: "bodhisattva-sw-" });
try {
  await build({
    configFile: false,
    logLevel: "warn",
    // Workbox prints its debugging logs unless it sees a production build.
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      outDir: bundleDir,
      emptyOutDir: true,
      target: "es2022",
      minify: true,
      lib: { entry: "sw/service_worker.ts", formats: ["iife"], name: "serviceWorker", fileName: () => "sw.js" },
    },
  });

  const revision = await shellRevision();
  const { count, size, warnings } = await injectManifest({
    swSrc: `${bundleDir}/sw.js`,
    swDest: outFile,
    globDirectory: staticRoot,
    globPatterns: precachedFiles,
    // Served from the site root: static/icons/x.png is /icons/x.png, static/build/assets/y.js is /build/assets/y.js.
    modifyURLPrefix: { "": "/" },
    dontCacheBustURLsMatching: /^\/build\/assets\//,
    additionalManifestEntries: [...routeShells, notFoundShell].map((url) => ({ url, revision })),
  });
  for (const warning of warnings) console.warn(`workbox-build: ${warning}`);

  const workerBytes = (await Deno.stat(outFile)).size;
  const shells = routeShells.length + 1;
  console.log(
    `Service worker: ${outFile} (${workerBytes} bytes); precache: ${count - shells} files, ${size} bytes, ` +
      `plus ${shells} route shells the server renders at install (shell revision ${revision})`,
  );
} finally {
  await Deno.remove(bundleDir, { recursive: true });
}
