import { Hono } from "hono";
import { assertEquals } from "../../tests/assert.ts";
import type { AppEnv } from "./app_env.ts";
import { precompress, sendPrecompressed } from "./precompressed.ts";

const text = JSON.stringify(Array.from({ length: 200 }, (_, verse) => ({ verse, text: "In the beginning" })));
const etag = '"dataset-1"';

async function probeApp() {
  const body = await precompress(text);
  return new Hono<AppEnv>().get("/", (c) => sendPrecompressed(c, body, etag, { "Content-Type": "application/json" }));
}

Deno.test("gzip for a client that accepts it, the same text when inflated, smaller on the wire", async () => {
  const app = await probeApp();
  const response = await app.request("/", { headers: { "Accept-Encoding": "br, gzip" } });
  assertEquals(response.status, 200);
  assertEquals(response.headers.get("Content-Encoding"), "gzip");
  assertEquals(response.headers.get("Content-Type"), "application/json");
  assertEquals(response.headers.get("ETag"), etag);
  assertEquals(response.headers.get("Vary"), "Accept-Encoding");
  assertEquals(response.headers.get("Cache-Control"), "no-cache");
  const compressed = new Uint8Array(await response.arrayBuffer());
  assertEquals(compressed.length < text.length / 4, true);
  const inflated = new Blob([compressed]).stream().pipeThrough(new DecompressionStream("gzip"));
  assertEquals(await new Response(inflated).text(), text);
});

Deno.test("plain bytes without Accept-Encoding: gzip, and a 304 with no body for the ETag the client holds", async () => {
  const app = await probeApp();
  const plain = await app.request("/");
  assertEquals(plain.headers.get("Content-Encoding"), null);
  assertEquals(await plain.text(), text);

  const held = await app.request("/", { headers: { "If-None-Match": etag, "Accept-Encoding": "gzip" } });
  assertEquals(held.status, 304);
  assertEquals(held.headers.get("ETag"), etag);
  assertEquals(await held.text(), "");
  assertEquals((await app.request("/", { headers: { "If-None-Match": '"dataset-0"' } })).status, 200);
});
