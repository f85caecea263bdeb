import { concatBytes } from "./concat_bytes.ts";
import type { Random } from "../../server/seeded_random.ts";

/**
 * Generators of malformed and hostile requests for the fuzz suite (fuzz_test.ts). Each family
 * takes a seeded generator, so a case is replayed exactly from its seed.
 */

/** What the server holds before the fuzz starts, so requests can name real records as well as made-up ones. */
export type FuzzWorld = {
  /** The fuzzing visitor's conversations; the first is never deleted, so messages keep reaching the persona. */
  conversationIds: string[];
  /** The fuzzing visitor's cookie, `bp_visitor=...`. */
  cookie: string;
  /** A stored picture, `/images/{sha256}.svg`. */
  imagePath: string;
};

export type FuzzCase = {
  family: string;
  method: string;
  /** The request-target as it goes on the wire: path and query, encoded or deliberately not. */
  target: string;
  headers: [string, string][];
  body?: Uint8Array;
  /** Sent as a stream of pieces, so it arrives with Transfer-Encoding: chunked and no length. */
  chunked?: boolean;
  /** Sent over a bare socket: fetch would resolve the path, refuse the method or the header bytes. */
  raw?: boolean;
  /** The whole request as bytes, for framing no client library produces (implies `raw`). */
  wire?: Uint8Array;
  /** With `wire`: it promises more than it sends, so the client half-closes and the server sees the end, not a stall. */
  endsEarly?: boolean;
};

type Field = { name: string; valid: (random: Random) => unknown; limit?: number };

type Endpoint = {
  method: "GET" | "POST" | "PATCH" | "DELETE";
  /** A path with real or made-up ids filled in. */
  path: (random: Random, world: FuzzWorld) => string;
  fields?: Field[];
  query?: Field[];
};

const encoder = new TextEncoder();
const bytesOf = (text: string) => encoder.encode(text);

function hex(random: Random, length: number): string {
  return Array.from({ length }, () => random.integer(0, 15).toString(16)).join("");
}

function uuid(random: Random): string {
  return `${hex(random, 8)}-${hex(random, 4)}-4${hex(random, 3)}-a${hex(random, 3)}-${hex(random, 12)}`;
}

/**
 * Percent-encoding that keeps a lone surrogate as the three bytes WTF-8 gives it (which no UTF-8
 * decoder accepts), where `encodeURIComponent` would throw.
 */
function percentEncode(text: string): string {
  let encoded = "";
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if (code < 0xd800 || code > 0xdfff) {
      encoded += encodeURIComponent(character);
      continue;
    }
    for (const byte of [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]) {
      encoded += `%${byte.toString(16).toUpperCase()}`;
    }
  }
  return encoded;
}

/** Ids that are not ours, not valid, or not ids at all, percent-encoded for a path segment. */
const oddIds = [
  "x",
  "a".repeat(64),
  "a".repeat(65),
  "__proto__",
  "constructor",
  "prototype",
  "..",
  ".",
  "%2e%2e",
  "-1",
  "0",
  "1.0",
  "1e3",
  " 1",
  "null",
  "undefined",
  "NaN",
  "😀",
  "\u202eabc",
  "a/b",
  "a\\b",
  "id;drop",
  "'or'1'='1",
];

function conversationId(random: Random, world: FuzzWorld, method: string): string {
  const [keeper, ...others] = world.conversationIds;
  const roll = random.next();
  if (roll < 0.45 && method !== "DELETE") return keeper;
  if (roll < 0.6 && others.length > 0) return random.pick(others);
  if (roll < 0.75) return uuid(random);
  return percentEncode(random.pick(oddIds));
}

const programIds = ["adhd", "wealth", "discipline", "leadership", "fitness", "complete"];
const programId = (random: Random) =>
  random.next() < 0.7 ? random.pick(programIds) : percentEncode(random.pick([...oddIds, "ADHD", "adhd "]));
const bookId = (random: Random) =>
  random.next() < 0.6 ? String(random.integer(1, 4)) : percentEncode(random.pick([...oddIds, "5", "01", "4.0"]));

const questions = [
  "What does the Bible say about forgiveness?",
  "How do I find peace when I am anxious?",
  "Compare compassion in the Lotus Sutra and the Gospels",
  "What is the mystic law?",
];

const sendMessage: Endpoint = {
  method: "POST",
  path: (r, w) => `/api/conversations/${conversationId(r, w, "POST")}/messages`,
  fields: [{ name: "content", valid: (r) => r.pick(questions), limit: 4000 }],
};

const endpoints: Endpoint[] = [
  { method: "GET", path: () => "/api/health" },
  { method: "GET", path: () => "/api/conversations" },
  {
    method: "POST",
    path: () => "/api/conversations",
    fields: [{ name: "title", valid: () => "A question", limit: 200 }],
  },
  { method: "GET", path: (r, w) => `/api/conversations/${conversationId(r, w, "GET")}` },
  {
    method: "PATCH",
    path: (r, w) => `/api/conversations/${conversationId(r, w, "PATCH")}`,
    fields: [{ name: "title", valid: () => "Renamed", limit: 200 }],
  },
  { method: "DELETE", path: (r, w) => `/api/conversations/${conversationId(r, w, "DELETE")}` },
  { method: "GET", path: (r, w) => `/api/conversations/${conversationId(r, w, "GET")}/messages` },
  sendMessage,
  {
    method: "POST",
    path: () => "/api/chat",
    fields: [{ name: "message", valid: (r) => r.pick(questions), limit: 4000 }],
  },
  { method: "POST", path: () => "/api/scriptures/seed" },
  { method: "GET", path: () => "/api/scriptures/bible/versions" },
  { method: "GET", path: () => "/api/scriptures/bible/books" },
  {
    method: "GET",
    path: () => "/api/scriptures/bible/verses",
    query: [
      { name: "versionId", valid: (r) => String(r.integer(1, 9)) },
      { name: "bookId", valid: (r) => String(r.integer(1, 67)) },
      { name: "chapter", valid: (r) => String(r.integer(1, 151)) },
    ],
  },
  { method: "GET", path: () => "/api/scriptures/lotus/chapters" },
  { method: "GET", path: () => "/api/scriptures/gosho/volumes" },
  {
    method: "GET",
    path: () => "/api/scriptures/gosho/writings",
    query: [{ name: "volumeId", valid: (r) => String(r.integer(1, 3)) }],
  },
  {
    method: "GET",
    path: () => "/api/study/passage",
    query: [{ name: "ref", valid: (r) => r.pick(["John 3:16", "Psalm 23:1", "Rom 8:28-30", "Genesis 1:1"]) }],
  },
  {
    method: "GET",
    path: () => "/api/study/topics",
    query: [
      { name: "q", valid: (r) => r.pick(["anxiety", "love", "prayer", "care"]) },
      { name: "versionId", valid: (r) => String(r.integer(1, 4)) },
    ],
  },
  {
    method: "POST",
    path: () => "/api/search",
    fields: [
      { name: "query", valid: (r) => r.pick(["love", "mercy and grace", "lotus", "suffering"]), limit: 200 },
      { name: "source", valid: (r) => r.pick(["bible", "lotus", "both"]) },
    ],
  },
  { method: "GET", path: () => "/api/v1/books" },
  { method: "GET", path: (r) => `/api/v1/books/${bookId(r)}` },
  { method: "GET", path: (r) => `/api/v1/books/${bookId(r)}/download` },
  { method: "GET", path: (r) => `/api/v1/books/${bookId(r)}/quote` },
  {
    method: "POST",
    path: () => "/api/v1/generate-image",
    fields: [
      { name: "prompt", valid: (r) => `a lotus at dawn ${r.integer(0, 20)}`, limit: 1000 },
      { name: "size", valid: (r) => r.pick(["1024x1024", "1024x1792", "1792x1024"]) },
      { name: "quality", valid: (r) => r.pick(["standard", "hd"]) },
      { name: "style", valid: (r) => r.pick(["vivid", "natural"]) },
    ],
  },
  { method: "GET", path: () => "/api/foe/status" },
  {
    method: "POST",
    path: () => "/api/foe/switch",
    fields: [
      { name: "input_text", valid: () => "I am so proud of my team today", limit: 2000 },
      { name: "emotional_state", valid: (r) => r.pick(["love", "joy", "anger"]) },
      { name: "audience", valid: (r) => r.pick(["family", "team", "opponents"]) },
      { name: "situation", valid: (r) => r.pick(["support", "conflict"]) },
    ],
  },
  {
    method: "GET",
    path: (r) =>
      `/api/foe/interpretation/${
        r.next() < 0.6 ? r.pick(["positive", "negative"]) : encodeURIComponent(r.pick(oddIds))
      }`,
  },
  { method: "POST", path: () => "/api/foe/examples", fields: [] },
  { method: "GET", path: () => "/api/decipherist/status" },
  { method: "GET", path: () => "/api/decipherist/examples" },
  {
    method: "POST",
    path: () => "/api/decipherist/analyze",
    fields: [
      { name: "text", valid: () => "Trust me, I would never lie to you", limit: 10_000 },
      { name: "include_auto_decode", valid: (r) => r.next() < 0.5 },
    ],
  },
  {
    method: "POST",
    path: () => "/api/decipherist/detect",
    fields: [{ name: "text", valid: () => "Uryyb jbeyq", limit: 10_000 }],
  },
  {
    method: "POST",
    path: () => "/api/decipherist/patterns",
    fields: [{ name: "text", valid: () => "Honestly, I swear it was not me", limit: 10_000 }],
  },
  {
    method: "POST",
    path: () => "/api/decipherist/cipher",
    fields: [
      { name: "text", valid: () => "SGVsbG8=", limit: 10_000 },
      { name: "cipher_type", valid: (r) => r.pick(["caesar", "atbash", "morse", "base64", "binary", "hex", "rot13"]) },
      { name: "operation", valid: (r) => r.pick(["encode", "decode"]) },
      { name: "shift", valid: (r) => r.integer(1, 25) },
    ],
  },
  { method: "GET", path: (r) => `/api/life-mastery/${programId(r)}` },
  {
    method: "POST",
    path: (r) => `/api/life-mastery/${programId(r)}`,
    fields: [
      { name: "intensity", valid: () => "moderate", limit: 40 },
      { name: "user_id", valid: () => "user-placeholder", limit: 100 },
    ],
  },
  {
    method: "POST",
    path: (r) => `/api/life-mastery/${programId(r)}/sessions`,
    fields: [
      { name: "name", valid: () => "Focus breathing", limit: 120 },
      { name: "seconds", valid: (r) => r.integer(60, 1200) },
    ],
  },
  ...["/", "/shrine", "/foe", "/decipherist", "/life-mastery", "/test", "/home", "/wisdom"].map((page) => ({
    method: "GET" as const,
    path: () => page,
  })),
  { method: "GET", path: (r) => `/read/${bookId(r)}` },
  { method: "GET", path: () => "/no-such-page" },
  { method: "GET", path: (_r, w) => w.imagePath },
  { method: "GET", path: (r) => `/images/${hex(r, 64)}.${r.pick(["svg", "png", "gif"])}` },
  { method: "GET", path: () => "/sw.js" },
  { method: "GET", path: () => "/manifest.webmanifest" },
  { method: "GET", path: () => "/icons/icon-192.png" },
  { method: "GET", path: () => "/build/assets/missing.js" },
  { method: "GET", path: () => "/audio/missing.mp3" },
];

const bodyEndpoints = endpoints.filter((endpoint) => endpoint.fields !== undefined);

/** How many routes the fuzz aims at, for its figures. */
export const endpointCount = endpoints.length;

function validBody(random: Random, endpoint: Endpoint): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of endpoint.fields ?? []) {
    if (random.next() < 0.85) body[field.name] = field.valid(random);
  }
  return body;
}

/** Text built to sit just inside, on, or past a limit, in characters that are one, two or four bytes. */
function sizedText(random: Random, length: number): string {
  const unit = random.pick(["a", "é", "語", "😀", " ", "\u0301"]);
  return unit.repeat(Math.max(0, Math.ceil(length / unit.length))).slice(0, length);
}

/** Strings that break naive handling of text: controls, direction overrides, combining marks, joiners, halves of pairs. */
const unicodeEdges = [
  "\ud800",
  "\udfff",
  "a\ud83dz",
  "\udc00\ud800",
  "\u0000",
  "\u0000".repeat(50),
  "\u202eevil\u202c",
  "\u200f\u200e\u2066\u2069",
  "e" + "\u0301".repeat(300),
  "Z̸̡̢͈̹̼͉̩̀̾́͗͘a̶̛̠͚̐l̷̡̞̓g̸̨̛o̵̮͐",
  "👨‍👩‍👧‍👦",
  "🏳️‍🌈🇺🇳",
  "\ufeff",
  "\uffff\ufffe",
  "𝕳𝖔𝖑𝖞",
  "سلام",
  "שלום",
  "慈悲",
  "\u2028\u2029",
  "İı",
  "ﬁ",
  "ｌｏｖｅ",
  "\r\n\r\nHTTP/1.1 200 OK\r\n",
  "<script>alert(1)</script>",
  "'; DROP TABLE conversations; --",
  "${7*7}{{7*7}}",
  "\t\v\f\b",
  "\x7f\x85\xa0",
];

/** Byte sequences no UTF-8 decoder may accept: overlong forms, stray continuation bytes, encoded surrogates. */
const badUtf8: number[][] = [
  [0xc0, 0xaf],
  [0xe0, 0x80, 0xaf],
  [0xf0, 0x80, 0x80, 0xaf],
  [0xff],
  [0xfe, 0xff],
  [0x80],
  [0xbf, 0xbf],
  [0xed, 0xa0, 0x80],
  [0xed, 0xbf, 0xbf],
  [0xf4, 0x90, 0x80, 0x80],
  [0xe2, 0x82],
  [0xc3],
  [0xf8, 0x88, 0x80, 0x80, 0x80],
];

function wrongValue(random: Random): unknown {
  return random.pick<() => unknown>([
    () => null,
    () => true,
    () => false,
    () => 0,
    () => -1,
    () => 1.5,
    () => 1e308,
    () => -1e308,
    () => 2 ** 53 + 1,
    () => "",
    () => " ",
    () => "\t\n",
    () => "0",
    () => "true",
    () => "null",
    () => [],
    () => [1, "a", null],
    () => ["moderate"],
    () => ({}),
    () => ({ nested: { deeper: [1, 2, { x: "y" }] } }),
    () => random.pick(unicodeEdges),
    () => sizedText(random, random.integer(1, 5000)),
  ])();
}

const jsonHeaders = (): [string, string][] => [["Content-Type", "application/json"]];

function jsonCase(family: string, random: Random, endpoint: Endpoint, world: FuzzWorld, text: string): FuzzCase {
  return {
    family,
    method: endpoint.method,
    target: endpoint.path(random, world),
    headers: jsonHeaders(),
    body: bytesOf(text),
  };
}

/** The fuzzing visitor's cookie on most requests, so their own records are reachable; none on the rest. */
function withVisitor(random: Random, world: FuzzWorld, request: FuzzCase): FuzzCase {
  if (random.next() < 0.7) request.headers.push(["Cookie", world.cookie]);
  return request;
}

/** A request to `endpoint` with a valid JSON body where it takes one, for a family to spoil. */
function wellFormed(random: Random, world: FuzzWorld, family: string, endpoint: (typeof endpoints)[number]): FuzzCase {
  const request: FuzzCase = { family, method: endpoint.method, target: endpoint.path(random, world), headers: [] };
  if (endpoint.fields) {
    request.headers.push(["Content-Type", "application/json"]);
    request.body = bytesOf(JSON.stringify(validBody(random, endpoint)));
  }
  return request;
}

function validRequest(random: Random, world: FuzzWorld): FuzzCase {
  const endpoint = random.pick(endpoints);
  const request = wellFormed(random, world, "valid", endpoint);
  if (endpoint.query) {
    const query = new URLSearchParams();
    for (const field of endpoint.query) if (random.next() < 0.7) query.set(field.name, String(field.valid(random)));
    request.target += `?${query}`;
  }
  return request;
}

function wrongTypes(random: Random, world: FuzzWorld): FuzzCase {
  const endpoint = random.pick(bodyEndpoints);
  const body = validBody(random, endpoint);
  const fields = endpoint.fields ?? [];
  const name = fields.length > 0 ? random.pick(fields).name : "unexpected";
  body[name] = wrongValue(random);
  if (fields.length > 1 && random.next() < 0.4) body[random.pick(fields).name] = wrongValue(random);
  return jsonCase("wrong-types", random, endpoint, world, JSON.stringify(body));
}

function missingOrExtraFields(random: Random, world: FuzzWorld): FuzzCase {
  const endpoint = random.pick(bodyEndpoints);
  const body = validBody(random, endpoint);
  const variant = random.integer(0, 4);
  if (variant === 0) return jsonCase("fields", random, endpoint, world, "{}");
  if (variant === 1) {
    for (const field of endpoint.fields ?? []) if (random.next() < 0.5) delete body[field.name];
  } else if (variant === 2) {
    const extra = random.integer(1, 40);
    for (let index = 0; index < extra; index++) {
      const key = random.pick(["extra", "", " ", "id", "visitorId", "role", "a".repeat(300), "😀", `k${index}`]);
      body[key] = wrongValue(random);
    }
  } else if (variant === 3) {
    return jsonCase("fields", random, endpoint, world, JSON.stringify([body, body]));
  } else {
    const keys = Array.from({ length: random.integer(100, 3000) }, (_, index) => `"f${index}":${index}`);
    return jsonCase("fields", random, endpoint, world, `{${keys.join(",")}}`);
  }
  return jsonCase("fields", random, endpoint, world, JSON.stringify(body));
}

const pollutingKeys = [
  "__proto__",
  "constructor",
  "prototype",
  "__defineGetter__",
  "hasOwnProperty",
  "toString",
  "valueOf",
];

/** JSON text with keys a naive merge would write onto Object.prototype; built as text, since objects cannot hold them. */
function prototypeKeys(random: Random, world: FuzzWorld): FuzzCase {
  const endpoint = random.pick(bodyEndpoints);
  const valid = JSON.stringify(validBody(random, endpoint)).slice(1, -1);
  const key = random.pick(pollutingKeys);
  const payload = random.pick([
    `{"polluted":"yes"}`,
    `{"prototype":{"polluted":"yes"}}`,
    "null",
    "[]",
    `"polluted"`,
    `{"__proto__":{"polluted":"yes"}}`,
  ]);
  const member = `"${key}":${payload}`;
  const field = endpoint.fields?.[0]?.name ?? "x";
  const text = random.pick([
    `{${[valid, member].filter(Boolean).join(",")}}`,
    `{${member}}`,
    `{${member},${member}}`,
    `{"${field}":{${member}}}`,
    `{"constructor":{"prototype":{"polluted":"yes"}}${valid ? `,${valid}` : ""}}`,
    `[{${member}}]`,
  ]);
  return withVisitor(random, world, jsonCase("prototype-keys", random, endpoint, world, text));
}

function nested(depth: number, open: string, close: string, inner = ""): string {
  return open.repeat(depth) + inner + close.repeat(depth);
}

function badJson(random: Random, world: FuzzWorld): FuzzCase {
  const endpoint = random.pick(bodyEndpoints);
  const valid = JSON.stringify(validBody(random, endpoint));
  const field = endpoint.fields?.[0]?.name ?? "x";
  const text = random.pick<() => string>([
    () => valid.slice(0, random.integer(0, Math.max(0, valid.length - 1))),
    () => valid + random.pick(["}", "}}}", "xyz", ",", "\u0000", "\n{}", " // done", "garbage"]),
    () => `{"${field}":NaN}`,
    () => `{"${field}":Infinity}`,
    () => `{"${field}":-Infinity}`,
    () => `{"${field}":1e999999}`,
    () => `{"${field}":-1e-999999}`,
    () => `{"${field}":${"9".repeat(random.integer(20, 20_000))}}`,
    () => `{"${field}":0x1F}`,
    () => `{"${field}":01}`,
    () => `{"${field}":.5}`,
    () => `{"${field}":+1}`,
    () => `{"${field}":-}`,
    () => `/* comment */${valid}`,
    () => `{// comment\n"${field}":"x"}`,
    () => `{'${field}':'single quotes'}`,
    () => `{${field}:"unquoted key"}`,
    () => `{"${field}":"x",}`,
    () => `{"${field}":"x" "y"}`,
    () => `{"${field}":"\\uZZZZ"}`,
    () => `{"${field}":"\\x41"}`,
    () => `{"${field}":"unterminated}`,
    () => `{"${field}":"raw\ttab and\nnewline"}`,
    () => `\ufeff${valid}`,
    () => `\ufeff\ufeff${valid}`,
    () => `{"${field}":"first","${field}":"second"}`,
    () => `{"${field}":${nested(random.integer(33, 30_000), "[", "]")}}`,
    () => nested(random.pick([33, 100, 1000, 10_000, 30_000]), "[", "]"),
    () => nested(random.pick([33, 1000, 10_000]), `{"a":`, "}", "1"),
    () => "[".repeat(random.integer(1000, 60_000)),
    () => "{".repeat(random.integer(1000, 60_000)),
    () => `"${"\\\\".repeat(random.integer(10, 20_000))}"`,
    () => "",
    () => " ".repeat(random.integer(1, 60_000)),
    () => "null",
    () => "true",
    () => "42",
    () => `"just a string"`,
    () => "[]",
    () => "undefined",
    () => `{"${field}":undefined}`,
  ])();
  return withVisitor(random, world, jsonCase("bad-json", random, endpoint, world, text));
}

function hugeBodies(random: Random, world: FuzzWorld): FuzzCase {
  const endpoint = random.pick(bodyEndpoints);
  const fields = (endpoint.fields ?? []).filter((field) => field.limit !== undefined);
  const variant = random.integer(0, 5);
  if (variant <= 2 && fields.length > 0) {
    const field = random.pick(fields);
    const limit = field.limit ?? 0;
    const length = random.pick([limit - 1, limit, limit + 1, limit * 2, 60_000]);
    const body = validBody(random, endpoint);
    body[field.name] = sizedText(random, length);
    const request = jsonCase("huge", random, endpoint, world, JSON.stringify(body));
    request.chunked = random.next() < 0.3;
    return withVisitor(random, world, request);
  }
  // Around and past the 64 KiB body limit, with and without a length: a stream must be cut off too.
  const size = random.pick([64 * 1024 - 1, 64 * 1024, 64 * 1024 + 1, 70_000, 256 * 1024, 1024 * 1024]);
  const prefix = `{"${endpoint.fields?.[0]?.name ?? "x"}":"`;
  const text = prefix + "x".repeat(Math.max(0, size - prefix.length - 2)) + `"}`;
  const request = jsonCase("huge", random, endpoint, world, text);
  request.chunked = variant >= 4;
  return withVisitor(random, world, request);
}

function unicodeCase(random: Random, world: FuzzWorld): FuzzCase {
  const endpoint = random.pick(bodyEndpoints.filter((candidate) => (candidate.fields ?? []).length > 0));
  const field = random.pick(endpoint.fields ?? []);
  const body = validBody(random, endpoint);
  if (random.next() < 0.6) {
    const edge = random.pick(unicodeEdges);
    const repeat = random.pick([1, 1, 2, 50, Math.ceil((field.limit ?? 100) / Math.max(1, edge.length))]);
    body[field.name] = random.next() < 0.5 ? edge.repeat(repeat) : `${field.valid(random)}${edge}`;
    if (random.next() < 0.2) body[edge] = "a key of its own";
    return withVisitor(random, world, jsonCase("unicode", random, endpoint, world, JSON.stringify(body)));
  }
  // Raw bytes inside a JSON string, where a lenient decoder would turn them into U+FFFD and carry on.
  delete body[field.name];
  const rest = JSON.stringify(body).slice(1, -1);
  const bytes = concatBytes(
    bytesOf(`{"${field.name}":"hello `),
    new Uint8Array(random.pick(badUtf8)),
    bytesOf(` there"${rest ? `,${rest}` : ""}}`),
  );
  return withVisitor(random, world, {
    family: "unicode",
    method: endpoint.method,
    target: endpoint.path(random, world),
    headers: jsonHeaders(),
    body: bytes,
  });
}

function utf16(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length * 2);
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    bytes[index * 2] = code & 0xff;
    bytes[index * 2 + 1] = code >> 8;
  }
  return bytes;
}

function contentTypes(random: Random, world: FuzzWorld): FuzzCase {
  const endpoint = random.pick(bodyEndpoints);
  const valid = JSON.stringify(validBody(random, endpoint));
  const contentType = random.pick([
    undefined,
    "",
    "text/plain",
    "text/plain; charset=utf-8",
    "text/json",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=xyz",
    "multipart/form-data",
    "application/xml",
    "application/jsonx",
    "application/json-patch",
    "application/vnd.api+json",
    "application/merge-patch+json",
    "APPLICATION/JSON",
    "application/json; charset=utf-8",
    'application/json; charset="UTF-8"',
    "application/json; charset=latin1",
    "application/json; charset=utf-16",
    "application/json; charset=",
    "application/json;;;;",
    "application/json; boundary=x; charset=utf-8; q=1",
    "application/json, text/plain",
    "application/ json",
    " application/json ",
    "application/*",
    "*/*",
    `application/json; x=${"y".repeat(4000)}`,
    "image/svg+xml",
  ]);
  const headers: [string, string][] = contentType === undefined ? [] : [["Content-Type", contentType]];
  let body: Uint8Array = bytesOf(valid);
  if (contentType?.includes("utf-16")) body = utf16(valid);
  else if (contentType?.startsWith("multipart")) {
    body = bytesOf(`--xyz\r\nContent-Disposition: form-data; name="content"\r\n\r\nhello\r\n--xyz--\r\n`);
  } else if (contentType?.includes("urlencoded")) body = bytesOf("content=hello&__proto__[polluted]=yes");
  else if (random.next() < 0.1) body = new Uint8Array(0);
  return withVisitor(random, world, {
    family: "content-type",
    method: endpoint.method,
    target: endpoint.path(random, world),
    headers,
    body,
    raw: contentType === "" || contentType?.includes(" json "),
  });
}

/** Request-targets that try to climb out of a folder, smuggle a NUL, or confuse decoding and routing. */
function pathTricks(random: Random, world: FuzzWorld): FuzzCase {
  const endpoint = random.pick(endpoints);
  const path = endpoint.path(random, world);
  const target = random.pick<() => string>([
    () => `${path}/../../api/health`,
    () => `/api/%2e%2e/%2e%2e/deno.json`,
    () => `/build/..%2f..%2fdeno.json`,
    () => `/build/%2e%2e/%2e%2e/server/config.ts`,
    () => `/build/..%5c..%5cserver%5cconfig.ts`,
    () => `/icons/../../server/main.ts`,
    () => `/audio/%2E%2E%2F%2E%2E%2Fpackage.json`,
    () => `/images/..%2f..%2fdeno.json`,
    () => `/build/%252e%252e/%252e%252e/deno.json`,
    () => `/sw.js/../deno.json`,
    () => `${path}%00`,
    () => `${path}%00.png`,
    () => `/build/app.js%00.css`,
    () => `/api/conversations/%00/messages`,
    () => `/api/v1/books/%2531`,
    () => `/api/v1/books/1%2f..%2f..%2fdownload`,
    () => `${path}/`,
    () => `${path}//`,
    () => `/${path}`,
    () => path.replaceAll("/", "//"),
    () => path.replaceAll("/", "\\"),
    () => path.replace("/api/", "/api/./"),
    () => path.toUpperCase(),
    () => `${path};jsessionid=1`,
    () => `${path}#fragment`,
    () => `${path}??&&==`,
    () => `${path}/${"a".repeat(random.pick([2000, 8000, 60_000]))}`,
    () => `/${"%2e%2e/".repeat(random.integer(10, 2000))}`,
    () => `/api/${"x/".repeat(random.integer(100, 5000))}`,
    () => `${path}/%F0%9F%98%80`,
    () => `${path}/%ED%A0%80`,
    () => `${path}/%FF%FE`,
    () => `${path}/%C0%AE%C0%AE/`,
    () => `${path}/%ZZ`,
    () => `${path}/%`,
    () => `${path}/%E0%A4%A`,
    () => `/read/${"%E2%80%AE".repeat(50)}`,
    () => `/read/%3Cscript%3Ealert(1)%3C%2Fscript%3E`,
    () => `http://127.0.0.1${path}`,
    () => `http://evil.example${path}`,
    () => "*",
    () => `${path}?${"a=1&".repeat(random.integer(10, 5000))}`,
  ])();
  const method = endpoint.method === "GET" || random.next() < 0.3 ? "GET" : endpoint.method;
  const request: FuzzCase = { family: "path", method, target, headers: [], raw: true };
  if (method !== "GET" && method !== "DELETE") {
    request.headers.push(["Content-Type", "application/json"]);
    request.body = bytesOf(JSON.stringify(validBody(random, endpoint)));
  }
  return withVisitor(random, world, request);
}

/** Unicode straight into the request line, as bytes: what a browser never sends but a script can. */
function rawUnicodePath(random: Random, world: FuzzWorld): FuzzCase {
  const endpoint = random.pick(endpoints);
  const line = concatBytes(
    bytesOf(`GET ${endpoint.path(random, world)}/`),
    random.next() < 0.5 ? bytesOf(random.pick(unicodeEdges.slice(10, 20))) : new Uint8Array(random.pick(badUtf8)),
    bytesOf(` HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`),
  );
  return { family: "path", method: "GET", target: "(raw bytes)", headers: [], wire: line };
}

function oddMethods(random: Random, world: FuzzWorld): FuzzCase {
  const endpoint = random.pick(endpoints);
  const method = random.pick([
    "PUT",
    "OPTIONS",
    "HEAD",
    "TRACE",
    "PATCH",
    "DELETE",
    "POST",
    "get",
    "Post",
    "FOO",
    "PROPFIND",
    "M-SEARCH",
    "X".repeat(random.integer(20, 2000)),
  ]);
  const request: FuzzCase = { family: "method", method, target: endpoint.path(random, world), headers: [], raw: true };
  if (method !== "HEAD" && method !== "TRACE" && random.next() < 0.6) {
    request.headers.push(["Content-Type", "application/json"]);
    request.body = bytesOf(JSON.stringify(validBody(random, endpoint)));
  }
  return withVisitor(random, world, request);
}

/** Flips one character of `text` at a random place to another from `alphabet`. */
function flipOne(
  random: Random,
  text: string,
  alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_",
): string {
  const at = random.integer(0, text.length - 1);
  let replacement = random.pick([...alphabet]);
  if (replacement === text[at]) replacement = replacement === "A" ? "B" : "A";
  return text.slice(0, at) + replacement + text.slice(at + 1);
}

function oddHeaders(random: Random, world: FuzzWorld): FuzzCase {
  // Idempotency keys and event streams matter most where messages are sent.
  const endpoint = random.next() < 0.5 ? sendMessage : random.pick(endpoints);
  const request = wellFormed(random, world, "headers", endpoint);
  const [name, value] = world.cookie.split("=", 2);
  const variant = random.integer(0, 9);
  if (variant === 0) {
    request.headers.push(["Cookie", world.cookie]);
    request.headers.push([
      "Idempotency-Key",
      random.pick([
        `key-${hex(random, 16)}`,
        "short",
        "",
        "k".repeat(101),
        "k".repeat(random.integer(1000, 7000)),
        "has space here",
        "semi;colon;key",
        "../../../../etc",
        "__proto__",
        "é".repeat(20),
      ]),
    ]);
  } else if (variant === 1) {
    request.headers.push(["Cookie", world.cookie]);
    request.headers.push([
      "Accept",
      random.pick([
        "text/event-stream",
        "text/event-stream, application/json",
        "*/*;q=0",
        "application/json;q=0, text/event-stream;q=1",
        "x".repeat(3000),
      ]),
    ]);
  } else if (variant === 2) {
    request.headers.push(["Cookie", `${name}=${flipOne(random, value)}`]);
  } else if (variant === 3) {
    request.headers.push([
      "Cookie",
      random.pick([
        `${name}=`,
        `${name}`,
        `${name}=garbage`,
        `${name}=${value.split(".")[0]}`,
        `${name}=${value}.extra`,
        `${name}=%ZZ%`,
        `${name}="${value}"`,
        `${name}=${value}; ${name}=other`,
        `${name}=other; ${name}=${value}`,
        `${name}=${"a".repeat(random.integer(1000, 7000))}`,
        ";;;;=;=;",
        `__proto__=x; constructor=y; ${world.cookie}`,
        `${name}=${encodeURIComponent(value)}`,
        "a".repeat(4000) + "=1",
      ]),
    ]);
  } else if (variant === 4) {
    request.headers.push(["X-Filler", "x".repeat(random.pick([4000, 16_000, 64_000, 200_000]))]);
    request.raw = true;
  } else if (variant === 5) {
    for (let index = 0; index < random.integer(50, 400); index++) request.headers.push([`X-H${index}`, `${index}`]);
  } else if (variant === 6) {
    request.raw = true;
    request.headers.push(["Cookie", world.cookie]);
    request.headers.push([
      random.pick(["Idempotency-Key", "Cookie", "Accept", "X-Odd", "Content-Type"]),
      random.pick(unicodeEdges.slice(6, 20)),
    ]);
  } else if (variant === 7) {
    request.headers.push([
      "X-Forwarded-For",
      random.pick(["1.2.3.4", "::1", "garbage", "1.1.1.1, 2.2.2.2", "x".repeat(3000)]),
    ]);
    request.headers.push(["X-Forwarded-Host", "evil.example"]);
    request.headers.push(["Forwarded", "for=1.2.3.4;proto=http"]);
  } else if (variant === 8) {
    request.headers.push(["If-None-Match", random.pick(['"x"', "*", 'W/"1"', "x".repeat(2000)])]);
    request.headers.push([
      "Accept-Encoding",
      random.pick(["gzip", "br", "identity;q=0", "*", "gzip;q=abc", "x".repeat(500)]),
    ]);
    request.headers.push(["Range", random.pick(["bytes=0-10", "bytes=-1", "bytes=99999999-", "items=1-2"])]);
  } else {
    request.raw = true;
    request.headers.push([
      "Host",
      random.pick(["", "evil.example", "[::1", "a".repeat(3000), "127.0.0.1:99999", "localhost:0"]),
    ]);
  }
  return request;
}

/** Framing a client library would not produce: contradictory lengths, broken chunk sizes, bare LFs. */
function wireFraming(random: Random, world: FuzzWorld): FuzzCase {
  const endpoint = random.pick(bodyEndpoints);
  const target = endpoint.path(random, world);
  const body = JSON.stringify(validBody(random, endpoint));
  const head = `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: application/json\r\n`;
  const size = bytesOf(body).length;
  const hex = size.toString(16);
  const { text, endsEarly = false } = random.pick<() => { text: string; endsEarly?: boolean }>([
    () => ({ text: `${head}Content-Length: ${Math.max(0, size - 3)}\r\n\r\n${body}` }),
    () => ({ text: `${head}Content-Length: ${size + 20}\r\n\r\n${body}`, endsEarly: true }),
    () => ({ text: `${head}Content-Length: -1\r\n\r\n${body}` }),
    () => ({ text: `${head}Content-Length: abc\r\n\r\n${body}` }),
    () => ({ text: `${head}Content-Length: ${size}\r\nContent-Length: ${size + 1}\r\n\r\n${body}` }),
    () => ({
      text: `${head}Content-Length: ${size}\r\nTransfer-Encoding: chunked\r\n\r\n${hex}\r\n${body}\r\n0\r\n\r\n`,
    }),
    () => ({ text: `${head}Transfer-Encoding: chunked\r\n\r\nzz\r\n${body}\r\n0\r\n\r\n` }),
    () => ({
      text: `${head}Transfer-Encoding: chunked\r\n\r\n${(size + 50).toString(16)}\r\n${body}\r\n0\r\n\r\n`,
      endsEarly: true,
    }),
    () => ({ text: `${head}Transfer-Encoding: chunked\r\n\r\n${hex}\r\n${body}\r\n`, endsEarly: true }),
    () => ({ text: `${head}Transfer-Encoding: gzip, chunked\r\n\r\n${hex}\r\n${body}\r\n0\r\n\r\n` }),
    () => ({ text: `${head}Transfer-Encoding: identity\r\n\r\n${body}` }),
    () => ({ text: `${head}Content-Length: ${size}\r\n\r\n${body}`.replaceAll("\r\n", "\n") }),
    () => ({ text: `${head}Content-Length:${size}\r\n \r\n\r\n${body}` }),
    () => ({ text: `${head}Content-Length: ${size}\r\nX-Bad Header: 1\r\n\r\n${body}` }),
    () => ({
      text: `POST ${target} HTTP/1.0\r\nContent-Type: application/json\r\nContent-Length: ${size}\r\n\r\n${body}`,
    }),
    () => ({ text: `POST ${target} HTTP/9.9\r\nHost: 127.0.0.1\r\nContent-Length: ${size}\r\n\r\n${body}` }),
    () => ({ text: `POST ${target}\r\n\r\n` }),
    () => ({ text: "\r\n\r\n", endsEarly: true }),
    () => ({ text: "GARBAGE\r\n\r\n" }),
  ])();
  return { family: "framing", method: "POST", target, headers: [], wire: bytesOf(text), endsEarly };
}

function queryTricks(random: Random, world: FuzzWorld): FuzzCase {
  const endpoint = random.pick(endpoints.filter((candidate) => candidate.method === "GET"));
  const names = endpoint.query?.map((field) => field.name) ?? ["q", "id", "page"];
  const value = () =>
    random.pick([
      "1",
      "2",
      "0",
      "-1",
      "1.5",
      "1e400",
      "0x10",
      "00001",
      "",
      " 1",
      "%00",
      "%ZZ",
      "NaN",
      "Infinity",
      "9".repeat(random.integer(20, 5000)),
      percentEncode(random.pick(unicodeEdges)),
      "a+b",
      "true",
    ]);
  const parts: string[] = [];
  for (let index = 0; index < random.integer(1, 6); index++) {
    const name = random.pick([
      ...names,
      ...names.map((candidate) => `${candidate}[]`),
      ...names.map((candidate) => `${candidate}[0]`),
      "__proto__",
      "__proto__[polluted]",
      "constructor[prototype][polluted]",
      "",
      "%00",
    ]);
    parts.push(random.next() < 0.1 ? name : `${name}=${value()}`);
  }
  if (random.next() < 0.2) parts.push(`${random.pick(names)}=${"x".repeat(random.integer(10_000, 60_000))}`);
  const request: FuzzCase = {
    family: "query",
    method: "GET",
    target: `${endpoint.path(random, world)}?${parts.join(random.next() < 0.9 ? "&" : "&&")}`,
    headers: [],
    raw: random.next() < 0.3,
  };
  return withVisitor(random, world, request);
}

const families: { weight: number; make: (random: Random, world: FuzzWorld) => FuzzCase }[] = [
  { weight: 6, make: validRequest },
  { weight: 12, make: wrongTypes },
  { weight: 8, make: missingOrExtraFields },
  { weight: 7, make: prototypeKeys },
  { weight: 12, make: badJson },
  { weight: 5, make: hugeBodies },
  { weight: 9, make: unicodeCase },
  { weight: 8, make: contentTypes },
  { weight: 8, make: pathTricks },
  { weight: 2, make: rawUnicodePath },
  { weight: 5, make: oddMethods },
  { weight: 8, make: oddHeaders },
  { weight: 3, make: wireFraming },
  { weight: 7, make: queryTricks },
];
const totalWeight = families.reduce((sum, family) => sum + family.weight, 0);

/** One hostile request, chosen and built from `random` alone. */
export function hostileRequest(random: Random, world: FuzzWorld): FuzzCase {
  let roll = random.next() * totalWeight;
  for (const family of families) {
    roll -= family.weight;
    if (roll < 0) return family.make(random, world);
  }
  return families[0].make(random, world);
}
