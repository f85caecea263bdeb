import { assertEquals } from "../../tests/assert.ts";
import { loadImage, saveImage } from "./images.ts";
import { seededRandom } from "../seeded_random.ts";

Deno.test("images bigger than a KV value are chunked and come back byte for byte", async () => {
  using kv = await Deno.openKv(":memory:");
  const random = seededRandom(7);
  // 2.5 MB, a typical DALL-E hd PNG: over Deno KV's 64 KiB per value and 800 KiB per commit.
  for (const size of [0, 1, 60 * 1024, 60 * 1024 + 1, 2_500_000]) {
    const bytes = Uint8Array.from({ length: size }, () => random.integer(0, 255));
    const id = await saveImage(kv, { bytes, contentType: "image/png" });
    assertEquals(await saveImage(kv, { bytes, contentType: "image/png" }), id, "stored once under its hash");
    const loaded = await loadImage(kv, id);
    assertEquals(loaded?.contentType, "image/png");
    assertEquals(loaded?.bytes, bytes, `${size} bytes`);
  }
  assertEquals(await loadImage(kv, "f".repeat(64)), null);
  assertEquals(await loadImage(kv, "../secrets"), null);
});
