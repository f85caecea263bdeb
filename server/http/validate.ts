import type { Context, MiddlewareHandler } from "hono";
import { HTTPException } from "hono/http-exception";
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

/** API bodies are small JSON documents; anything bigger is a mistake or an attack. */
export const maxBodyBytes = 64 * 1024;

const unreadableBody = () => new HTTPException(400, { message: "The request body could not be read" });
const tooLarge = () => new HTTPException(413, { message: `Request body is larger than ${maxBodyBytes} bytes` });

/**
 * The body, refused past `maxBodyBytes`. A declared length is checked as a number; only a body
 * without one is counted as it streams, as asking for the stream makes Deno give up reading the body
 * in one piece. A stream that breaks (a malformed chunk, a body shorter than its length) is the
 * client's mistake.
 */
async function readLimited(request: Request): Promise<ArrayBuffer> {
  const length = request.headers.get("Content-Length");
  if (length !== null && !request.headers.has("Transfer-Encoding")) {
    if (Number(length) > maxBodyBytes) throw tooLarge();
    return await request.arrayBuffer();
  }
  if (!request.body) return new ArrayBuffer(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.length;
    if (size > maxBodyBytes) {
      reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(read.value);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.length;
  }
  return body.buffer;
}

/**
 * The body's bytes, through Hono's body cache so every reader sees the same bytes (or the same
 * refusal). Whatever reads a body must read it this way: the size limit is checked here, where a body
 * is read, so routes that never read one pay nothing for it (issue 18); and a body cached as text
 * has lost its bad bytes.
 */
export async function bodyBytes(c: Context): Promise<Uint8Array> {
  // Hono keeps the promise of each read there, whatever its type declares.
  const cache = c.req.bodyCache as { arrayBuffer?: Promise<ArrayBuffer> };
  cache.arrayBuffer ??= readLimited(c.req.raw);
  try {
    return new Uint8Array(await cache.arrayBuffer);
  } catch (error) {
    if (error instanceof HTTPException) throw error;
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
    c.req.addValidatedData("json", await validJson(c, schema) as object);
    await next();
  };
}

/**
 * `jsonBody` called from the handler itself: a route that only one handler matches is answered
 * without Hono's asynchronous middleware chain (issue 18: with the body limit moved into `bodyBytes`,
 * search went from 0.78 to 0.81-0.85 of its bare anchor in bench:load).
 */
export async function validJson<Schema extends z.core.$ZodType>(c: Context, schema: Schema): Promise<z.output<Schema>> {
  const parsed = z.safeParse(schema, await readJson(c));
  if (!parsed.success) throw invalidRequest(parsed.error, "request body");
  return parsed.data;
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
