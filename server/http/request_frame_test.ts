import { Hono } from "hono";
import { assert, assertEquals, assertMatch, assertStringIncludes } from "../../tests/assert.ts";
import type { AppEnv } from "./app_env.ts";
import { frameRequests } from "./request_frame.ts";

function framedApp(lines: string[] = []) {
  const routes = new Hono<AppEnv>()
    .post("/api/search", (c) => c.json([]))
    .get("/api/file", (c) => {
      c.header("Cache-Control", "public, max-age=60");
      c.header("Content-Security-Policy", "sandbox");
      return c.text("file");
    })
    .get("/read/:id", (c) => c.html(`<p>${c.env.cspNonce}</p>`))
    .get("/old", () => Response.redirect("http://localhost/read/1", 301));
  return frameRequests(routes, { log: (line) => lines.push(line) });
}

Deno.test("one log line per request with method, path, status and time, never the query string or the body", async () => {
  const lines: string[] = [];
  const app = framedApp(lines);
  await app.request("/api/search?q=my+secret", { method: "POST", body: '{"query":"my private grief"}' });
  await app.request("/read/7?token=abc");
  await app.request("/missing");
  assertEquals(lines.length, 3);
  assertMatch(lines[0], /^POST \/api\/search 200 \d+\.\dms$/);
  assertMatch(lines[1], /^GET \/read\/7 200 \d+\.\dms$/);
  assertMatch(lines[2], /^GET \/missing 404 \d+\.\dms$/);
});

Deno.test("API answers are uncached, unframed and unsniffed; pages get the document headers and their nonce", async () => {
  const app = framedApp();
  const api = await app.request("/api/search", { method: "POST" });
  assertEquals(api.headers.get("cache-control"), "no-store");
  assertEquals(api.headers.get("x-content-type-options"), "nosniff");
  assertMatch(api.headers.get("x-request-id") ?? "", /^[0-9a-f-]{36}$/);
  for (const documentOnly of ["content-security-policy", "cross-origin-resource-policy", "x-frame-options"]) {
    assertEquals(api.headers.get(documentOnly), null, documentOnly);
  }

  const page = await app.request("/read/1");
  const nonce = (await page.text()).match(/<p>(.+)<\/p>/)?.[1];
  assert(nonce, "the page saw its nonce");
  assertStringIncludes(page.headers.get("content-security-policy") ?? "", `'nonce-${nonce}'`);
  assertEquals(page.headers.get("x-frame-options"), "DENY");
  assertEquals(page.headers.get("cross-origin-resource-policy"), "same-origin");
  assertMatch(page.headers.get("strict-transport-security") ?? "", /max-age=\d{8}/);
  assertEquals(page.headers.get("cache-control"), null);
});

Deno.test("a header the handler set wins; immutable answers and missing routes are framed too", async () => {
  const app = framedApp();
  const file = await app.request("/api/file");
  assertEquals(file.headers.get("cache-control"), "public, max-age=60");
  assertEquals(file.headers.get("content-security-policy"), "sandbox");
  const redirect = await app.request("/old");
  assertEquals(redirect.status, 301);
  assertEquals(redirect.headers.get("location"), "http://localhost/read/1");
  assertEquals(redirect.headers.get("x-content-type-options"), "nosniff");
  const missing = await app.request("/missing");
  assertEquals(missing.headers.get("x-content-type-options"), "nosniff");
});

Deno.test("a Host header no URL can be made from is a 400", async () => {
  const app = framedApp();
  await using server = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen: () => {} }, app.fetch);
  const connection = await Deno.connect({ hostname: "127.0.0.1", port: server.addr.port });
  await connection.write(new TextEncoder().encode("GET /read/1 HTTP/1.1\r\nHost: [::1\r\nConnection: close\r\n\r\n"));
  const answer = new TextDecoder().decode(await new Response(connection.readable).arrayBuffer());
  assertMatch(answer, /^HTTP\/1\.1 400 /);
  assertStringIncludes(answer, "Invalid Host header");
});
