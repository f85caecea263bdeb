import { endpoint } from "./endpoint.ts";

/**
 * Read loosely on purpose: spec section 8 wants an answer without `success` or `imageUrl` to say
 * 'No image URL received', not fail.
 */
export const generateImage = endpoint<{ success?: unknown; imageUrl?: unknown }>("/api/v1/generate-image");
