import { z } from "zod";
import { sha256Hex } from "../sha256_hex.ts";
import type { GeneratedImage, ImageContentType } from "../images/generator.ts";

/**
 * Generated pictures, stored by the SHA-256 of their bytes, so the same picture is kept once and its
 * URL can be cached for ever. Deno KV holds at most 64 KiB per value, and a DALL-E PNG is a few MB, so
 * the bytes are split into chunks under ["images", id, "chunk", i], and the description under
 * ["images", id, "meta"] is written last: a reader sees an image only once all of it is there.
 */

const chunkBytes = 60 * 1024;
/** Deno KV caps one atomic commit at 800 KiB of writes; twelve chunks stay under it. */
const chunksPerCommit = 12;

export const imageIdPattern = /^[0-9a-f]{64}$/;

const metaKey = (id: string) => ["images", id, "meta"] as const;
const chunkKey = (id: string, index: number) => ["images", id, "chunk", index] as const;

const storedMeta = z.object({
  contentType: z.enum(["image/svg+xml", "image/png"]),
  byteLength: z.number().int().nonnegative(),
  chunks: z.number().int().positive(),
});

/** The file extension of the image URL, so a downloaded picture opens in the right program. */
export const extensionOf: Record<ImageContentType, string> = { "image/svg+xml": "svg", "image/png": "png" };

/** Stores `image` (once: the same bytes are not written again) and returns its id. */
export async function saveImage(kv: Deno.Kv, image: GeneratedImage): Promise<string> {
  const id = await sha256Hex(image.bytes);
  if ((await kv.get(metaKey(id))).value !== null) return id;
  const chunks = Math.max(1, Math.ceil(image.bytes.length / chunkBytes));
  // Most images (every built-in SVG) fit one commit with their meta; a big PNG takes several, meta last.
  for (let first = 0; first < chunks; first += chunksPerCommit) {
    const commit = kv.atomic();
    for (let index = first; index < Math.min(chunks, first + chunksPerCommit); index++) {
      commit.set(chunkKey(id, index), image.bytes.slice(index * chunkBytes, (index + 1) * chunkBytes));
    }
    if (first + chunksPerCommit >= chunks) {
      commit.set(metaKey(id), { contentType: image.contentType, byteLength: image.bytes.length, chunks });
    }
    const result = await commit.commit();
    if (!result.ok) throw new Error(`Storing image ${id} failed`);
  }
  return id;
}

/** The stored picture, or null when there is none with this id. */
export async function loadImage(kv: Deno.Kv, id: string): Promise<GeneratedImage | null> {
  if (!imageIdPattern.test(id)) return null;
  const meta = await kv.get(metaKey(id));
  if (meta.value === null) return null;
  const { contentType, byteLength, chunks } = storedMeta.parse(meta.value);
  const bytes = new Uint8Array(byteLength);
  let offset = 0;
  // kv.getMany reads at most 10 keys at a time.
  for (let first = 0; first < chunks; first += 10) {
    const keys = Array.from({ length: Math.min(10, chunks - first) }, (_, i) => chunkKey(id, first + i));
    for (const entry of await kv.getMany<Uint8Array[]>(keys)) {
      if (!(entry.value instanceof Uint8Array)) throw new Error(`Image ${id} is missing a chunk`);
      bytes.set(entry.value, offset);
      offset += entry.value.length;
    }
  }
  if (offset !== byteLength) throw new Error(`Image ${id} has ${offset} bytes, not ${byteLength}`);
  return { bytes, contentType };
}
