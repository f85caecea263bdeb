import { HTTPException } from "hono/http-exception";
import { bodyLimit } from "hono/body-limit";
import { validator } from "hono/validator";
import type { z } from "zod";
import { invalidRequest } from "./errors.ts";

const jsonMediaType = /^application\/([\w.-]+\+)?json$/i;

/**
 * Validates a JSON body against `schema`: 415 without a JSON content type, 400 for malformed JSON
 * (Hono's parser) or for fields the schema rejects.
 */
export function jsonBody<Schema extends z.ZodType>(schema: Schema) {
  return validator("json", (value, c): z.output<Schema> => {
    const mediaType = (c.req.header("Content-Type") ?? "").split(";")[0].trim();
    if (!jsonMediaType.test(mediaType)) {
      throw new HTTPException(415, { message: "Expected a JSON body with Content-Type: application/json" });
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw invalidRequest(parsed.error, "request body");
    return parsed.data;
  });
}

/** Validates the query string against `schema` (400 naming each bad parameter). */
export function queryParams<Schema extends z.ZodType>(schema: Schema) {
  return validator("query", (value): z.output<Schema> => {
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw invalidRequest(parsed.error, "query");
    return parsed.data;
  });
}

/** Validates path parameters against `schema` (400 naming each bad parameter). */
export function pathParams<Schema extends z.ZodType>(schema: Schema) {
  return validator("param", (value): z.output<Schema> => {
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw invalidRequest(parsed.error, "path");
    return parsed.data;
  });
}

/** Refuses bodies over `maxBytes`, counted as they stream in, so chunked uploads are capped too. */
export function limitBody(maxBytes: number) {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new HTTPException(413, { message: `Request body is larger than ${maxBytes} bytes` });
    },
  });
}
