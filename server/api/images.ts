import { Hono, type MiddlewareHandler } from "hono";
import { generateImageRequestSchema, type GenerateImageResponse } from "../../contracts/images.ts";
import type { AppEnv } from "../http/app_env.ts";
import { jsonBody } from "../http/validate.ts";
import type { ImageGenerator } from "../images/generator.ts";
import type { Limiter } from "../limits/limiter.ts";
import { extensionOf, loadImage, saveImage } from "../store/images.ts";

/** Where stored pictures are served (outside /api/, whose answers are never cached). */
export const imagesPath = "/images";

/** POST /generate-image {prompt, size, quality, style} -> {success: true, imageUrl}, mounted under /api/v1. */
export function generateImageRouter(kv: Deno.Kv, generator: ImageGenerator, limiter: Limiter) {
  return new Hono<AppEnv>().post("/generate-image", jsonBody(generateImageRequestSchema), async (c) => {
    await limiter.admit(c, "images");
    const image = await generator.generate(c.req.valid("json"));
    const id = await saveImage(kv, image);
    const body: GenerateImageResponse = {
      success: true,
      imageUrl: `${imagesPath}/${id}.${extensionOf[image.contentType]}`,
    };
    return c.json(body);
  });
}

const oneYear = 365 * 24 * 60 * 60;
const fileName = /^\/([0-9a-f]{64})\.(svg|png)$/;

/**
 * GET /images/{id}.{svg|png}: the stored bytes. The id is their hash, so they never change and may be
 * cached for ever. An SVG can carry script; the sandbox CSP keeps it inert even when opened directly.
 * A middleware on `/images/*`, like the static files, since these are files rather than pages.
 */
export function imageFiles(kv: Deno.Kv): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return await next();
    const match = fileName.exec(c.req.path.slice(imagesPath.length));
    const image = match ? await loadImage(kv, match[1]) : null;
    if (!match || !image || extensionOf[image.contentType] !== match[2]) return c.text("No such image", 404);
    c.header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    c.header("Cache-Control", `public, max-age=${oneYear}, immutable`);
    c.header("Content-Type", image.contentType);
    return c.body(image.bytes as Uint8Array<ArrayBuffer>);
  };
}
