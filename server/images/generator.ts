import OpenAI from "openai";
import type { GenerateImageRequest } from "../../contracts/images.ts";
import { renderSvg } from "./procedural.ts";

export type ImageContentType = "image/svg+xml" | "image/png";

export type GeneratedImage = { bytes: Uint8Array; contentType: ImageContentType };

/** Makes one picture for a validated request; the API stores whatever it returns. */
export type ImageGenerator = {
  name: string;
  generate(request: GenerateImageRequest): Promise<GeneratedImage>;
};

const encoder = new TextEncoder();

/** The default: the procedural SVG, offline and deterministic. */
export const builtinImageGenerator: ImageGenerator = {
  name: "built-in procedural SVG",
  generate: (request) => Promise.resolve({ bytes: encoder.encode(renderSvg(request)), contentType: "image/svg+xml" }),
};

export type OpenAIImageOptions = { apiKey: string; baseUrl?: string; timeoutMs: number };

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * DALL-E 3 through the `openai` SDK. The picture is asked for as base64 rather than as OpenAI's URL,
 * which expires after an hour: we keep the bytes and serve them ourselves.
 */
export function createOpenAIImageGenerator({ apiKey, baseUrl, timeoutMs }: OpenAIImageOptions): ImageGenerator {
  // No retries: a failure falls back to the built-in picture at once rather than keeping the visitor waiting.
  const client = new OpenAI({ apiKey, baseURL: baseUrl, timeout: timeoutMs, maxRetries: 0 });
  return {
    name: "OpenAI dall-e-3",
    async generate({ prompt, size, quality, style }) {
      const result = await client.images.generate({
        model: "dall-e-3",
        prompt,
        size,
        quality,
        style,
        response_format: "b64_json",
      });
      const encoded = result.data?.[0]?.b64_json;
      if (!encoded) throw new Error("The image reply held no b64_json picture");
      const bytes = Uint8Array.from(atob(encoded), (char) => char.charCodeAt(0));
      // We serve these bytes as image/png from our own origin, so anything else is refused, not relabelled.
      if (!pngSignature.every((byte, i) => bytes[i] === byte)) throw new Error("The image reply is not a PNG");
      return { bytes, contentType: "image/png" };
    },
  };
}

/**
 * Tries `primary` and, when it fails, answers with `fallback`, so a visitor always gets a picture. The
 * log line names the failure's kind and status only: an error message may quote the prompt.
 */
export function withImageFallback(
  primary: ImageGenerator,
  fallback: ImageGenerator,
  log: (line: string) => void,
): ImageGenerator {
  return {
    name: `${primary.name}, falling back to ${fallback.name}`,
    async generate(request) {
      try {
        return await primary.generate(request);
      } catch (error) {
        const status = error instanceof OpenAI.APIError && error.status ? ` (HTTP ${error.status})` : "";
        const kind = error instanceof Error ? error.constructor.name : typeof error;
        log(`Image generation by ${primary.name} failed: ${kind}${status}; used ${fallback.name}`);
        return await fallback.generate(request);
      }
    },
  };
}
