import type { Context, MiddlewareHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { bodyLimit } from "hono/body-limit";
import { validator } from "hono/validator";
import { z } from "zod";
import type { AppEnv } from "./app_env.ts";
import { invalidRequest } from "./errors.ts";

const jsonMediaType = /^application\/([\w.-]+\+)?json$/i;

/**
 * Our request bodies are flat objects; this is far deeper than any of them and far shallower than
 * anything that walks a parsed value recursively could survive. A 64 KiB body can nest 32,000 deep.
 */
export const maxJsonDepth = 32;

/** `fatal`: a body that is not UTF-8 is the caller's mistake to hear about, not text to guess at with U+FFFD. */
const utf8 = new TextDecoder("utf-8", { fatal: true });

/** The charset parameter of a Content-Type, unquoted and lower-cased, if it has one. */
function charsetOf(parameters: string[]): string | undefined {
  for (const parameter of parameters) {
    const match = /^charset\s*=\s*"?([^"]*)"?$/i.exec(parameter.trim());
    if (match) return match[1].trim().toLowerCase();
  }
  return undefined;
}

/** Whether brackets outside strings open deeper than `limit`: known from the text, before any value is built. */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c) index++;
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x5b || code === 0x7b) {
      if (++depth > limit) return true;
    } else if (code === 0x5d || code === 0x7d) {
      depth--;
    }
  }
  return false;
}

const unreadableBody = () => new HTTPException(400, { message: "The request body could not be read" });

/**
 * The body's bytes, through Hono's body cache so every reader sees the same bytes. Whatever reads
 * the body before `jsonBody` must read it this way: a body cached as text has lost its bad bytes.
 */
export async function bodyBytes(c: Context): Promise<Uint8Array> {
  try {
    return new Uint8Array(await c.req.arrayBuffer());
  } catch {
    // The client broke off or sent a malformed chunked encoding: whatever it was, it is not a body.
    throw unreadableBody();
  }
}

/**
 * The body as JSON (RFC 8259): a JSON media type (415 otherwise, or for a charset other than
 * UTF-8, the only one JSON allows), bytes that are UTF-8 and JSON, nested at most `maxJsonDepth`
 * deep (400 otherwise). A leading byte-order mark is allowed, as the RFC lets parsers do.
 */
async function readJson(c: Context): Promise<unknown> {
  const [mediaType, ...parameters] = (c.req.header("Content-Type") ?? "").split(";");
  if (!jsonMediaType.test(mediaType.trim())) {
    throw new HTTPException(415, { message: "Expected a JSON body with Content-Type: application/json" });
  }
  const charset = charsetOf(parameters);
  if (charset !== undefined && charset !== "utf-8" && charset !== "utf8") {
    throw new HTTPException(415, { message: `JSON bodies are UTF-8, not charset=${charset.slice(0, 40)}` });
  }
  const bytes = await bodyBytes(c);
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    throw new HTTPException(400, { message: "The request body is not valid UTF-8" });
  }
  if (nestsDeeperThan(text, maxJsonDepth)) {
    throw new HTTPException(400, { message: `JSON nested more than ${maxJsonDepth} levels deep` });
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new HTTPException(400, { message: "Malformed JSON in request body" });
  }
}

/**
 * Validates a JSON body against `schema` (400 naming each bad field; request schemas are strict, so
 * an unknown key, `__proto__` included, is one). Not Hono's JSON validator: it decodes bad UTF-8 into
 * U+FFFD and parses any depth.
 */
export function jsonBody<Schema extends z.core.$ZodType>(
  schema: Schema,
): MiddlewareHandler<AppEnv, string, { in: { json: z.input<Schema> }; out: { json: z.output<Schema> } }> {
  return async (c, next) => {
    const parsed = z.safeParse(schema, await readJson(c));
    if (!parsed.success) throw invalidRequest(parsed.error, "request body");
    c.req.addValidatedData("json", parsed.data as object);
    await next();
  };
}

/** Validates the query string against `schema` (400 naming each bad parameter). */
export function queryParams<Schema extends z.core.$ZodType>(schema: Schema) {
  return validator("query", (value): z.output<Schema> => {
    const parsed = z.safeParse(schema, value);
    if (!parsed.success) throw invalidRequest(parsed.error, "query");
    return parsed.data;
  });
}

/** Validates path parameters against `schema` (400 naming each bad parameter). */
export function pathParams<Schema extends z.core.$ZodType>(schema: Schema) {
  return validator("param", (value): z.output<Schema> => {
    const parsed = z.safeParse(schema, value);
    if (!parsed.success) throw invalidRequest(parsed.error, "path");
    return parsed.data;
  });
}

/**
 * Refuses bodies over `maxBytes`, counted as they stream in, so chunked uploads are capped too. A
 * stream that breaks while being counted (a malformed chunk, a body shorter than its length) is the
 * client's fault: a 400, not the 500 Hono's middleware would let it become.
 */
export function limitBody(maxBytes: number): MiddlewareHandler {
  const tooLarge = () => new HTTPException(413, { message: `Request body is larger than ${maxBytes} bytes` });
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw tooLarge();
    },
  });
  return async (c, next) => {
    // A declared length is checked as a number. Only a body without one is counted as it streams:
    // asking for the body's stream is what costs, as Deno then gives up reading it in one piece.
    const length = c.req.header("Content-Length");
    if (length !== undefined && c.req.header("Transfer-Encoding") === undefined) {
      if (Number(length) > maxBytes) throw tooLarge();
      return await next();
    }
    try {
      return await limit(c, next);
    } catch (error) {
      // Hono turns what later handlers throw into responses before it gets here: this is the body read.
      if (error instanceof HTTPException) throw error;
      throw unreadableBody();
    }
  };
}
