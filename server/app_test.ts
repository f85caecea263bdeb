import { assert, assertEquals, assertMatch, assertStringIncludes } from "../tests/assert.ts";
import { cookiePair, startTestApp } from "./testing/app_fixture.ts";

const pages: Array<{ path: string; heading: string }> = [
  { path: "/", heading: "Christ-Conscious Bodhisattva Plug-In" },
  { path: "/shrine", heading: "Shrine" },
  { path: "/foe", heading: "F.O.E. Code Switch Framework" },
  { path: "/decipherist", heading: "Master Deception Decipherist" },
  { path: "/life-mastery", heading: "Life Mastery" },
  { path: "/test", heading: "Test" },
  { path: "/home", heading: "BODHISATTVA PLUG-IN TERMINAL" },
  { path: "/wisdom", heading: "ARTICLE LV" },
  { path: "/read/1", heading: "THE_HOLY_BIBLE_KJV.DAT" },
];

Deno.test("every route renders its heading, title and description", async () => {
  using fixture = await startTestApp();
  for (const { path, heading } of pages) {
    const response = await fixture.request(path);
    assertEquals(response.status, 200, path);
    assertMatch(response.headers.get("content-type") ?? "", /^text\/html/);
    const html = await response.text();
    assertMatch(html, new RegExp(`<h1[^>]*>${heading.replace(/[.]/g, "\\.")}</h1>`), path);
    assertMatch(html, /<title>[^<]+<\/title>/, path);
    assertMatch(html, /<meta name="description" content="[^"]+"\/>/, path);
  }
});

Deno.test("pages with the shared header show navigation with the active section marked", async () => {
  using fixture = await startTestApp();
  const chat = await (await fixture.request("/")).text();
  assertMatch(chat, /<a class="nav-button" href="\/" aria-current="page">Chat<\/a>/);
  assertStringIncludes(chat, "NEURAL-LINK ACTIVE");
  const shrine = await (await fixture.request("/shrine")).text();
  assertMatch(shrine, /<a class="nav-button" href="\/shrine" aria-current="page">Shrine<\/a>/);
});

Deno.test("an unknown page is a 404 page, an unknown API path a JSON 404", async () => {
  using fixture = await startTestApp();
  const page = await fixture.request("/no/such/page");
  assertEquals(page.status, 404);
  const html = await page.text();
  assertStringIncludes(html, "404 Page Not Found");
  assertStringIncludes(html, "forget to add the page to the router");

  const api = await fixture.request("/api/no-such-thing");
  assertEquals(api.status, 404);
  assertEquals(await api.json(), { error: "No API route for GET /api/no-such-thing" });
});

Deno.test("a page loads only its islands' scripts, each with the request's nonce", async () => {
  using fixture = await startTestApp();
  const response = await fixture.request("/test");
  const html = await response.text();
  const csp = response.headers.get("content-security-policy") ?? "";
  const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
  assert(nonce, "the CSP carries a nonce");
  assertStringIncludes(html, `<script type="module" src="/build/assets/Counter-TEST.js" nonce="${nonce}">`);
  assertStringIncludes(html, `<link rel="modulepreload" href="/build/assets/hydrate-TEST.js" nonce="${nonce}"/>`);
  assert(!html.includes("SiteHeader-TEST.js"), "no script for an island the page does not use");
  assertStringIncludes(html, `<script type="application/json" id="island-`);

  const second = await fixture.request("/test");
  const secondNonce = second.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1];
  assert(secondNonce && secondNonce !== nonce, "every request gets a fresh nonce");
});

Deno.test("the 404 page ships no module script, only the service-worker registration", async () => {
  using fixture = await startTestApp();
  const html = await (await fixture.request("/missing")).text();
  const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
  assertEquals(scripts.length, 1);
  assert(!scripts[0][1].includes("src="));
  assertStringIncludes(scripts[0][2], 'register("/sw.js")');
  assert(new TextEncoder().encode(scripts[0][2]).length < 1024);
  assert(!html.includes("modulepreload"));
});

Deno.test("security headers: strict CSP, HSTS of a year or more, nosniff, referrer policy", async () => {
  using fixture = await startTestApp();
  const response = await fixture.request("/");
  const csp = response.headers.get("content-security-policy") ?? "";
  for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "default-src 'self'"]) {
    assertStringIncludes(csp, directive);
  }
  assertMatch(csp, /script-src 'self' 'nonce-[A-Za-z0-9+/_=-]{22,}'/);
  assert(!csp.includes("unsafe-inline"), "no unsafe-inline");
  const maxAge = Number(response.headers.get("strict-transport-security")?.match(/max-age=(\d+)/)?.[1]);
  assert(maxAge >= 31_536_000, `HSTS max-age ${maxAge}`);
  assertEquals(response.headers.get("x-content-type-options"), "nosniff");
  assert(response.headers.get("referrer-policy"));
  assertEquals(response.headers.get("access-control-allow-origin"), null);
});

Deno.test("GET /api/health answers ok, uncached, without a visitor cookie", async () => {
  using fixture = await startTestApp();
  const response = await fixture.request("/api/health");
  assertEquals(response.status, 200);
  assertEquals(await response.json(), { status: "ok" });
  assertEquals(response.headers.get("cache-control"), "no-store");
  assertEquals(response.headers.get("set-cookie"), null);
  assertEquals(response.headers.get("x-content-type-options"), "nosniff");
  assertMatch(response.headers.get("x-request-id") ?? "", /^[0-9a-f-]{36}$/);
});

Deno.test("oversized API bodies are refused with 413", async () => {
  using fixture = await startTestApp();
  for (const path of ["/api/search", "/api/conversations", "/api/decipherist/analyze", "/api/foe/examples"]) {
    const response = await fixture.request(path, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ padding: "x".repeat(70 * 1024) }),
    });
    assertEquals(response.status, 413, path);
    assertMatch((await response.json()).error, /larger than 65536 bytes/);
  }
});

Deno.test("a first visit gets a signed, httpOnly, SameSite=Lax visitor cookie that later visits keep", async () => {
  using fixture = await startTestApp();
  const first = await fixture.request("/");
  const setCookie = first.headers.get("set-cookie") ?? "";
  assertMatch(setCookie, /^bp_visitor=[A-Za-z0-9_-]{22}\.[^;]+;/);
  assertStringIncludes(setCookie, "HttpOnly");
  assertStringIncludes(setCookie, "SameSite=Lax");
  assert(!setCookie.includes("Secure"), "no Secure flag on localhost");

  const again = await fixture.request("/", { headers: { Cookie: cookiePair(setCookie) } });
  assertEquals(again.headers.get("set-cookie"), null);
});
