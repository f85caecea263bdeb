import { z } from "zod/mini";
import { choice } from "./choice.ts";

/** Request and response bodies of POST /api/v1/generate-image (spec sections 3, 5 and 7; issue 7). */

/** Spec section 5: square, portrait and landscape, the three sizes DALL-E 3 makes. */
export const imageSizes = ["1024x1024", "1024x1792", "1792x1024"] as const;
export const imageQualities = ["standard", "hd"] as const;
export const imageStyles = ["vivid", "natural"] as const;
export type ImageSize = (typeof imageSizes)[number];
export type ImageQuality = (typeof imageQualities)[number];
export type ImageStyle = (typeof imageStyles)[number];

/** Spec section 5: the dialog's 'n/1000 characters' counter. */
export const imagePromptLimit = 1000;

/** Unknown fields are refused too, so a misspelt option is a 400 rather than silently the default. */
export const generateImageRequestSchema = z.strictObject({
  prompt: z.string({ error: (issue) => (issue.input === undefined ? "prompt is required" : "prompt must be text") })
    .check(
      z.trim(),
      z.minLength(1, "Please enter a description for your spiritual image."),
      z.maxLength(imagePromptLimit, `Prompts are limited to ${imagePromptLimit} characters`),
    ),
  size: z._default(choice("size", imageSizes), "1024x1024"),
  quality: z._default(choice("quality", imageQualities), "standard"),
  style: z._default(choice("style", imageStyles), "vivid"),
});
export type GenerateImageRequest = z.output<typeof generateImageRequestSchema>;

export type GenerateImageResponse = {
  success: true;
  /** Our own URL for the stored picture (`/images/{sha-256}.svg` or `.png`), cacheable for ever. */
  imageUrl: string;
};
