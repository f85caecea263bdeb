import { assert, assertEquals, assertMatch, assertStringIncludes } from "../../tests/assert.ts";
import { notFoundShell, routeShells } from "../../sw/shells.ts";
import { startTestApp } from "../testing/app_fixture.ts";

/** The terminal background token, which the manifest and the pages' theme colour must repeat. */
async function themeBackground(): Promise<string> {
  const colour = (await Deno.readTextFile("styles/theme.css")).match(/--bg:\s*(#[0-9a-fA-F]{3,8})\s*;/)?.[1];
  assert(colour, "styles/theme.css defines --bg");
  return colour;
}

/** Width and height from a PNG's IHDR chunk (bytes 16 to 24, big-endian), after checking the signature. */
function pngSize(bytes: Uint8Array): string {
  assertEquals([...bytes.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], "PNG signature");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return `${view.getUint32(16)}x${view.getUint32(20)}`;
}

Deno.test("/sw.js is the built worker, served from the root, never from a stale cache, without a cookie", async () => {
  const staticRoot = await Deno.makeTempDir();
  try {
    await Deno.mkdir(`${staticRoot}/build`);
    await Deno.writeTextFile(`${staticRoot}/build/sw.js`, "self.version = 1;");
    using fixture = await startTestApp({ staticRoot });
    const response = await fixture.request("/sw.js");
    assertEquals(response.status, 200);
    assertEquals(await response.text(), "self.version = 1;");
    assertMatch(response.headers.get("content-type") ?? "", /^text\/javascript/);
    assertEquals(response.headers.get("cache-control"), "no-cache");
    assertEquals(response.headers.get("service-worker-allowed"), "/");
    assertEquals(response.headers.get("set-cookie"), null);
    // The CSP sent with a worker script governs the worker: its precache and page fetches are same-origin.
    assertStringIncludes(response.headers.get("content-security-policy") ?? "", "connect-src 'self'");
  } finally {
    await Deno.remove(staticRoot, { recursive: true });
  }
});

Deno.test("/sw.js before a build is a plain 404 that says how to build it", async () => {
  const staticRoot = await Deno.makeTempDir();
  try {
    using fixture = await startTestApp({ staticRoot });
    const response = await fixture.request("/sw.js");
    assertEquals(response.status, 404);
    assertMatch(response.headers.get("content-type") ?? "", /^text\/plain/);
    assertStringIncludes(await response.text(), "`npm run build` writes static/build/sw.js");
  } finally {
    await Deno.remove(staticRoot, { recursive: true });
  }
});

Deno.test("the web app manifest names the app, its colours, scope and installable icons", async () => {
  using fixture = await startTestApp();
  const response = await fixture.request("/manifest.webmanifest");
  assertEquals(response.status, 200);
  assertEquals(response.headers.get("content-type"), "application/manifest+json");
  assertEquals(response.headers.get("cache-control"), "no-cache");
  const manifest = await response.json();
  const background = await themeBackground();
  assertEquals(manifest.name, "Christ-Conscious Bodhisattva Plug-In");
  assertEquals(manifest.short_name, "Bodhisattva");
  assert(manifest.description, "a description");
  assertEquals([manifest.start_url, manifest.scope, manifest.display], ["/", "/", "standalone"]);
  assertEquals([manifest.background_color, manifest.theme_color], [background, background]);

  const icons: Array<{ src: string; sizes: string; type: string; purpose: string }> = manifest.icons;
  assertEquals(
    icons.map(({ sizes, type, purpose }) => `${sizes} ${type} ${purpose}`).sort(),
    ["192x192 image/png any", "512x512 image/png any", "512x512 image/png maskable"],
  );
  for (const icon of icons) {
    const served = await fixture.request(icon.src);
    assertEquals(served.status, 200, icon.src);
    assertEquals(served.headers.get("content-type"), "image/png", icon.src);
    assertEquals(pngSize(new Uint8Array(await served.arrayBuffer())), icon.sizes, icon.src);
  }
});

Deno.test("every page links the manifest and sets the terminal's theme colour", async () => {
  using fixture = await startTestApp();
  const background = await themeBackground();
  for (const path of [...routeShells, notFoundShell]) {
    const html = await (await fixture.request(path)).text();
    assertStringIncludes(html, `<link rel="manifest" href="/manifest.webmanifest"/>`);
    assertStringIncludes(html, `<meta name="theme-color" content="${background}"/>`);
  }
  const csp = (await fixture.request("/")).headers.get("content-security-policy") ?? "";
  for (const directive of ["manifest-src 'self'", "worker-src 'self'"]) assertStringIncludes(csp, directive);
});

Deno.test("every page route has an offline shell, and the shells answer as the worker precaches them", async () => {
  using fixture = await startTestApp();
  // Page routes: the app's GET routes outside /api that are not files (a dot in the last segment).
  const pagePatterns = fixture.app.routes
    .filter(({ method, path }) => method === "GET" && !path.startsWith("/api") && !/\.[a-z]+$/.test(path))
    .map(({ path }) => path);
  assert(pagePatterns.length >= 9, `found ${pagePatterns.length} page routes`);
  for (const pattern of pagePatterns) {
    const matcher = new RegExp(`^${pattern.replace(/:[^/]+/g, "[^/]+")}$`);
    assert(routeShells.some((shell) => matcher.test(shell)), `sw/shells.ts has no shell for ${pattern}`);
  }

  for (const shell of routeShells) {
    const response = await fixture.request(shell);
    assertEquals(response.status, 200, shell);
    assertMatch(response.headers.get("content-type") ?? "", /^text\/html/, shell);
  }
  const notFound = await fixture.request(notFoundShell);
  assertEquals(notFound.status, 404);
  assertStringIncludes(await notFound.text(), "404 Page Not Found");
});
