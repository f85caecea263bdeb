import { z } from "zod/mini";
import { endpoint } from "./endpoint.ts";

/**
 * Read loosely on purpose: spec section 8 wants an answer without `success` or `imageUrl` to say
 * 'No image URL received', not fail as a schema error.
 */
export const generateImage = endpoint(
  "/api/v1/generate-image",
  z.object({ success: z.unknown(), imageUrl: z.unknown() }),
);
