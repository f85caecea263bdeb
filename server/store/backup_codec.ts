/**
 * KV keys and values as JSON, for the backup file. JSON alone would lose types KV keeps (bigint,
 * Deno.KvU64, Uint8Array, Date, NaN, -0, undefined), so each of those is written as a tagged object
 * `{"$": tag, "v": payload}`. Plain objects pass through as they are, except one that has a key
 * named "$" itself: it is wrapped as `{"$": "object", "v": {...}}`, so a tag can never be mistaken
 * for data.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

type KeyPart = Deno.KvKeyPart;

const specialNumbers: Record<string, number> = { NaN: NaN, Infinity: Infinity, "-Infinity": -Infinity, "-0": -0 };

function isPlainObject(value: object): value is Record<string, unknown> {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function tagged(tag: string, payload?: Json): Json {
  return payload === undefined ? { $: tag } : { $: tag, v: payload };
}

function describe(value: unknown): string {
  if (typeof value !== "object" || value === null) return typeof value;
  return Object.getPrototypeOf(value)?.constructor?.name ?? "object";
}

/** The JSON form of a KV value; throws on a type the app never stores (Map, Set, other typed arrays...). */
export function encodeValue(value: unknown): Json {
  switch (typeof value) {
    case "string":
    case "boolean":
      return value;
    case "number":
      if (Object.is(value, -0)) return tagged("number", "-0");
      return Number.isFinite(value) ? value : tagged("number", String(value));
    case "bigint":
      return tagged("bigint", value.toString());
    case "undefined":
      return tagged("undefined");
  }
  if (value === null) return null;
  if (value instanceof Deno.KvU64) return tagged("u64", value.value.toString());
  if (value instanceof Uint8Array) return tagged("bytes", value.toBase64());
  if (value instanceof Date) {
    const time = value.getTime();
    return tagged("date", Number.isNaN(time) ? null : time);
  }
  if (Array.isArray(value)) return value.map(encodeValue);
  if (typeof value === "object" && isPlainObject(value)) {
    const encoded = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, encodeValue(item)]));
    return Object.hasOwn(value, "$") ? tagged("object", encoded) : encoded;
  }
  throw new Error(`A KV backup cannot hold a value of type ${describe(value)}`);
}

function decodeTagged(node: Record<string, Json>): unknown {
  const payload = node.v;
  switch (node.$) {
    case "number":
      if (typeof payload === "string" && Object.hasOwn(specialNumbers, payload)) return specialNumbers[payload];
      break;
    case "bigint":
      if (typeof payload === "string" && /^-?\d+$/.test(payload)) return BigInt(payload);
      break;
    case "u64":
      if (typeof payload === "string" && /^\d+$/.test(payload)) return new Deno.KvU64(BigInt(payload));
      break;
    case "bytes":
      if (typeof payload === "string") return Uint8Array.fromBase64(payload);
      break;
    case "date":
      if (payload === null) return new Date(NaN);
      if (typeof payload === "number") return new Date(payload);
      break;
    case "undefined":
      return undefined;
    case "object":
      if (typeof payload === "object" && payload !== null && !Array.isArray(payload)) return decodeEntries(payload);
      break;
  }
  throw new Error(`Not a KV backup value: ${JSON.stringify(node).slice(0, 120)}`);
}

/** Object.fromEntries defines own properties, so a stored "__proto__" key stays data. */
function decodeEntries(node: Record<string, Json>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, decodeValue(item)]));
}

/** The KV value `encodeValue` wrote; throws on anything it could not have written. */
export function decodeValue(node: Json): unknown {
  if (node === null || typeof node !== "object") return node;
  if (Array.isArray(node)) return node.map(decodeValue);
  return Object.hasOwn(node, "$") ? decodeTagged(node) : decodeEntries(node);
}

export function encodeKey(key: Deno.KvKey): Json {
  return key.map(encodeValue);
}

function isKeyPart(part: unknown): part is KeyPart {
  return ["string", "number", "bigint", "boolean"].includes(typeof part) || part instanceof Uint8Array;
}

export function decodeKey(node: Json): Deno.KvKey {
  if (!Array.isArray(node) || node.length === 0) throw new Error(`Not a KV key: ${JSON.stringify(node)}`);
  return node.map((item) => {
    const part = decodeValue(item);
    if (!isKeyPart(part)) throw new Error(`Not a KV key part: ${JSON.stringify(item)}`);
    return part;
  });
}
