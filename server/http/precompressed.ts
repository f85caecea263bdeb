import type { Context } from "hono";
import type { AppEnv } from "./app_env.ts";

/** A large answer that never changes while the server runs, encoded once both ways. */
export type Precompressed = { plain: Uint8Array<ArrayBuffer>; gzip: Uint8Array<ArrayBuffer> };

export async function precompress(text: string): Promise<Precompressed> {
  const plain = new TextEncoder().encode(text);
  const stream = new Blob([plain]).stream().pipeThrough(new CompressionStream("gzip"));
  return { plain, gzip: new Uint8Array(await new Response(stream).arrayBuffer()) };
}

/**
 * Sends a precompressed body revalidated by its ETag: 304 when the client holds this version, the
 * gzip bytes when it accepts them, else the plain ones. `no-cache` makes every use revalidate, so a
 * new dataset (a new ETag) reaches clients at once.
 */
export function sendPrecompressed(
  c: Context<AppEnv>,
  body: Precompressed,
  etag: string,
  headers: Record<string, string>,
): Response {
  const common = { ...headers, "Cache-Control": "no-cache", ETag: etag, Vary: "Accept-Encoding" };
  if (c.req.header("If-None-Match") === etag) return c.body(null, 304, common);
  if (/\bgzip\b/.test(c.req.header("Accept-Encoding") ?? "")) {
    return c.body(body.gzip, 200, { ...common, "Content-Encoding": "gzip" });
  }
  return c.body(body.plain, 200, common);
}
