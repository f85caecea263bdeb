import { concatBytes } from "./concat_bytes.ts";
import { assert, assertEquals } from "../assert.ts";
import { cookiePair, generousLimits, startTestApp } from "../../server/testing/app_fixture.ts";
import { seededRandom } from "../../server/seeded_random.ts";
import { endpointCount, type FuzzCase, type FuzzWorld, hostileRequest } from "./hostile_inputs.ts";
import { sendOnWire, type WireResponse } from "./raw_http.ts";

/**
 * Thousands of malformed and hostile requests at every route of the real app over real HTTP:
 * no answer may be a 5xx or show internals, every API refusal is a readable `{error}`, and the
 * server serves normally afterwards.
 *
 * FUZZ_SEED picks the cases (a number, or 'random'); FUZZ_REQUESTS how many; FUZZ_ONLY replays
 * the listed case numbers (comma-separated) of that seed.
 */

const defaultSeed = 20261123;
const defaultRequests = 10_000;
const inFlight = 24;
const timeoutMs = 15_000;

function settings() {
  const seedSetting = Deno.env.get("FUZZ_SEED");
  const seed = seedSetting === "random"
    ? crypto.getRandomValues(new Uint32Array(1))[0]
    : Number(seedSetting ?? defaultSeed) >>> 0;
  const requests = Number(Deno.env.get("FUZZ_REQUESTS") ?? defaultRequests);
  const only = Deno.env.get("FUZZ_ONLY")?.split(",").map(Number);
  return { seed, requests, only };
}

/** Each case has its own generator, so one case replays without generating those before it. */
function caseRandom(seed: number, index: number) {
  return seededRandom((seed + Math.imul(index + 1, 0x9e3779b9)) >>> 0);
}

type Reply = { status: number; contentType: string; hasRequestId: boolean; body: string };
type Answer = Reply | { failure: string };

const utf8 = new TextDecoder();

function answerOf(response: WireResponse | undefined): Answer {
  if (!response) return { failure: "no response: the connection closed without one" };
  return {
    status: response.status,
    contentType: response.headers.get("content-type") ?? "",
    hasRequestId: response.headers.has("x-request-id"),
    body: utf8.decode(response.body),
  };
}

function wireRequest(request: FuzzCase): Uint8Array {
  const lines = [`${request.method} ${request.target} HTTP/1.1`];
  if (!request.headers.some(([name]) => name.toLowerCase() === "host")) lines.push("Host: 127.0.0.1");
  lines.push("Connection: close");
  for (const [name, value] of request.headers) lines.push(`${name}: ${value}`);
  const body = request.body ?? new Uint8Array(0);
  let framed = body;
  if (request.chunked) {
    lines.push("Transfer-Encoding: chunked");
    framed = new TextEncoder().encode(`${body.length.toString(16)}\r\n`);
    framed = concatBytes(framed, body, new TextEncoder().encode("\r\n0\r\n\r\n"));
  } else if (request.body) {
    lines.push(`Content-Length: ${body.length}`);
  }
  return concatBytes(new TextEncoder().encode(`${lines.join("\r\n")}\r\n\r\n`), framed);
}

/** A body sent in 8 KiB pieces with no length, as a browser streams an upload. */
function streamed(body: Uint8Array): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= body.length) return controller.close();
      controller.enqueue(body.slice(offset, offset + 8192));
      offset += 8192;
    },
  });
}

async function send(base: string, port: number, client: Deno.HttpClient, request: FuzzCase): Promise<Answer> {
  if (request.wire) return answerOf(await sendOnWire(port, request.wire, { timeoutMs, halfClose: request.endsEarly }));
  if (request.raw) return answerOf(await sendOnWire(port, wireRequest(request), { timeoutMs }));
  let prepared: Request;
  try {
    prepared = new Request(base + request.target, {
      method: request.method,
      headers: request.headers,
      body: request.body && request.chunked ? streamed(request.body) : request.body as BodyInit | undefined,
      redirect: "manual",
    });
  } catch {
    // fetch refuses this method or header: the bare socket sends it anyway.
    return answerOf(await sendOnWire(port, wireRequest(request), { timeoutMs }));
  }
  try {
    const response = await fetch(prepared, { client, signal: AbortSignal.timeout(timeoutMs) });
    return {
      status: response.status,
      contentType: response.headers.get("content-type") ?? "",
      hasRequestId: response.headers.has("x-request-id"),
      body: await response.text(),
    };
  } catch (error) {
    return { failure: `fetch failed: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/**
 * What an answer must never hold. A match the request itself contains is the caller's input
 * reflected (a 404 naming the path it was asked for), not a leak.
 */
const internals: [string, RegExp][] = [
  ["stack frame", /\bat (?:async )?\S+ \((?:file|ext|node|data):/],
  ["stack frame", /\bat (?:file|ext|node):/],
  ["file URL", /file:\/\//],
  ["source position", /\.(?:ts|tsx|js|mjs):\d+(?::\d+)?/],
  ["zod internals", /ZodError|"issues"\s*:\s*\[\s*\{\s*"(?:code|expected|origin|received)"/],
  ["dependency path", /node_modules/],
  ["Deno internals", /\bDeno\.[a-zA-Z]/],
  ["error class", /\b(?:Type|Range|Syntax|Reference|URI|Eval|Aggregate)?Error: /],
  ["working directory", new RegExp(Deno.cwd().replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))],
  ["session secret", /test-secret-that-is-long-enough/],
];

/** Everything the request said, decoded the ways the server might have decoded it. */
function requestText(request: FuzzCase): string {
  const parts = [request.target, ...request.headers.flat()];
  for (const decode of [(text: string) => decodeURIComponent(text), (text: string) => decodeURI(text)]) {
    try {
      parts.push(decode(request.target));
    } catch {
      // Not decodable this way; the raw target is already there.
    }
  }
  for (const bytes of [request.body, request.wire]) if (bytes) parts.push(utf8.decode(bytes));
  return parts.join("\n");
}

function leaksIn(body: string, request: FuzzCase): string[] {
  const found: string[] = [];
  const asked = requestText(request);
  for (const [name, pattern] of internals) {
    for (const [match] of body.matchAll(new RegExp(pattern.source, `${pattern.flags}g`))) {
      if (!asked.includes(match)) {
        found.push(`${name}: ${JSON.stringify(match)}`);
        break;
      }
    }
  }
  return found;
}

/** The path the server routes, after dot segments are resolved as its URL parser does. */
function pathOf(target: string): string {
  try {
    return new URL(target, "http://127.0.0.1").pathname;
  } catch {
    return target;
  }
}

/** Why an API refusal is not the one error shape (`{error}` with a sentence), or undefined when it is. */
function unreadableError(answer: Reply, request: FuzzCase): string | undefined {
  if (answer.status < 400 || answer.status >= 500 || request.method === "HEAD") return undefined;
  // Under /api both as sent and as resolved: `/images/x/../../api/health` is still the images route's.
  const isApi = [request.target, pathOf(request.target)].every((path) => /^\/api(\/|$|\?)/.test(path));
  const json = /^application\/json/i.test(answer.contentType);
  // Our app stamps every answer it makes; one without the stamp came from the HTTP layer beneath it.
  if (isApi && answer.hasRequestId && !json) return `an API ${answer.status} that is not JSON`;
  if (!json) return undefined;
  try {
    const parsed = JSON.parse(answer.body);
    if (typeof parsed?.error !== "string" || parsed.error.trim() === "") {
      return "a JSON error without an error sentence";
    }
  } catch {
    return "a JSON error that does not parse";
  }
  return undefined;
}

type Offence = { index: number; request: FuzzCase; problem: string; answer: Answer };

function describe({ index, request, problem, answer }: Offence): string {
  const body = request.body ?? request.wire;
  const sample = body ? JSON.stringify(utf8.decode(body.subarray(0, 300))) : "(none)";
  const headers = request.headers.map(([name, value]) => `${name}: ${value.slice(0, 80)}`).join(" | ");
  const got = "failure" in answer ? answer.failure : `${answer.status} ${answer.body.slice(0, 300)}`;
  return [
    `#${index} [${request.family}] ${problem}`,
    `  ${request.method.slice(0, 40)} ${request.target.slice(0, 200)}${request.chunked ? " (chunked)" : ""}`,
    `  headers: ${headers.slice(0, 400) || "(none)"}`,
    `  body: ${sample}`,
    `  answer: ${got}`,
  ].join("\n");
}

/** What the fuzz needs to exist first: a visitor with conversations (one with messages) and a stored picture. */
async function buildWorld(base: string): Promise<FuzzWorld> {
  const post = (path: string, body: unknown, cookie?: string) =>
    fetch(base + path, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}) },
      body: JSON.stringify(body),
    });
  const first = await post("/api/conversations", { title: "Fuzz keeper" });
  assertEquals(first.status, 201);
  const cookie = cookiePair(first.headers.get("set-cookie"));
  const conversationIds = [(await first.json()).id];
  for (const title of ["Second", "Third", "Fourth"]) {
    conversationIds.push((await (await post("/api/conversations", { title }, cookie)).json()).id);
  }
  const sent = await post(`/api/conversations/${conversationIds[0]}/messages`, { content: "What is mercy?" }, cookie);
  assertEquals(sent.status, 201);
  await sent.body?.cancel();
  const image = await post("/api/v1/generate-image", { prompt: "a lotus on still water" }, cookie);
  assertEquals(image.status, 200);
  const { imageUrl } = await image.json();
  return { conversationIds, cookie, imagePath: imageUrl };
}

Deno.test("fuzz: hostile requests at every route get no 5xx, no internals, and the server stays healthy", async () => {
  const { seed, requests, only } = settings();
  const indexes = only ?? Array.from({ length: requests }, (_, index) => index);
  console.log(`fuzz seed ${seed} (FUZZ_SEED=${seed} replays it), ${indexes.length} requests, ${endpointCount} routes`);

  using fixture = await startTestApp({ seeded: true, limits: generousLimits });
  const server = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen: () => {} }, fixture.app.fetch);
  const { port } = server.addr;
  const base = `http://127.0.0.1:${port}`;
  using client = Deno.createHttpClient({});
  try {
    const world = await buildWorld(base);
    const statuses = new Map<string, number>();
    const families = new Map<string, number>();
    const offences: Offence[] = [];
    let serverErrors = 0;
    let leaks = 0;
    let dropped = 0;

    const started = performance.now();
    let next = 0;
    const worker = async () => {
      while (next < indexes.length) {
        const index = indexes[next++];
        const request = hostileRequest(caseRandom(seed, index), world);
        families.set(request.family, (families.get(request.family) ?? 0) + 1);
        const answer = await send(base, port, client, request);
        if ("failure" in answer) {
          // Framing the HTTP layer cannot parse may be dropped without an answer; anything else must be answered.
          if (request.family === "framing") {
            dropped++;
          } else {
            offences.push({ index, request, problem: "no answer", answer });
          }
          continue;
        }
        const kind = `${Math.floor(answer.status / 100)}xx`;
        statuses.set(kind, (statuses.get(kind) ?? 0) + 1);
        // A stream already answering 200 can only report a failure inside it.
        if (answer.status >= 500 || answer.body.includes('"error":"Internal server error"')) {
          serverErrors++;
          offences.push({ index, request, problem: `status ${answer.status}`, answer });
        }
        const leaked = leaksIn(answer.body, request);
        if (leaked.length > 0) {
          leaks++;
          offences.push({ index, request, problem: `internals: ${leaked.join("; ")}`, answer });
        }
        const unreadable = unreadableError(answer, request);
        if (unreadable) offences.push({ index, request, problem: unreadable, answer });
      }
    };
    await Promise.all(Array.from({ length: inFlight }, worker));
    const seconds = (performance.now() - started) / 1000;

    const byStatus = [...statuses.entries()].sort().map(([kind, count]) => `${kind} ${count}`).join(", ");
    const byFamily = [...families.entries()].sort().map(([family, count]) => `${family} ${count}`).join(", ");
    console.log(
      `fuzz: ${indexes.length} requests in ${seconds.toFixed(1)} s (${(indexes.length / seconds).toFixed(0)}/s); ` +
        `${byStatus}; 5xx ${serverErrors}, leaks ${leaks}, dropped by the HTTP layer ${dropped}, ` +
        `offences ${offences.length}\nfamilies: ${byFamily}`,
    );
    for (const offence of offences.slice(0, 25)) console.log(describe(offence));
    if (offences.length > 25) console.log(`... and ${offences.length - 25} more`);

    const loggedFailures = fixture.logs.filter((line) => line.startsWith("500"));
    for (const line of loggedFailures.slice(0, 5)) console.log(`server log: ${line.slice(0, 600)}`);

    assertEquals(offences.length, 0, `offending answers (seed ${seed})`);
    assertEquals(loggedFailures.length, 0, "server-side failures logged");
    assert(!Object.hasOwn(Object.prototype, "polluted"), "Object.prototype was polluted");

    // Still serving, and serving correctly: health, and a whole conversation round trip.
    const health = await fetch(`${base}/api/health`, { client });
    assertEquals(health.status, 200);
    assertEquals(await health.json(), { status: "ok" });
    const created = await fetch(`${base}/api/conversations`, {
      client,
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: world.cookie },
      body: JSON.stringify({}),
    });
    assertEquals(created.status, 201);
    const { id } = await created.json();
    const sent = await fetch(`${base}/api/conversations/${id}/messages`, {
      client,
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: world.cookie },
      body: JSON.stringify({ content: "After all that noise, how do I find stillness?" }),
    });
    assertEquals(sent.status, 201);
    const turn = await sent.json();
    assertEquals(turn.role, "assistant");
    assert(turn.content.length > 40, "a real reply");
    const messages = await (await fetch(`${base}/api/conversations/${id}/messages`, {
      client,
      headers: { Cookie: world.cookie },
    })).json();
    assertEquals(messages.map((message: { role: string }) => message.role), ["user", "assistant"]);
  } finally {
    await server.shutdown();
  }
});

Deno.test("fuzz detector: flags stack traces and internals, not the caller's own words echoed back", () => {
  const request: FuzzCase = { family: "self-check", method: "GET", target: "/api/file://x.ts:1", headers: [] };
  assertEquals(leaksIn(`{"error":"No API route for GET /api/file://x.ts:1"}`, request), []);
  const trace = "TypeError: Invalid URL\n    at new URL (ext:deno_web/00_url.js:2:3156)\n    at file:///srv/app.ts:3:1";
  const kinds = new Set(leaksIn(trace, request).map((found) => found.split(":")[0]));
  assertEquals([...kinds].sort(), ["error class", "source position", "stack frame"], "file:// was in the request");
  assertEquals(leaksIn(`{"issues":[{"code":"invalid_type","expected":"string"}]}`, request).length, 1);
  const ours = `{"error":"Invalid request body: title: Too big","issues":[{"path":"title","message":"Too big"}]}`;
  assertEquals(leaksIn(ours, request), []);
  assertEquals(
    unreadableError({ status: 400, contentType: "application/json", hasRequestId: true, body: ours }, request),
    undefined,
  );
  assertEquals(
    unreadableError({ status: 404, contentType: "text/html", hasRequestId: true, body: "<p>gone</p>" }, request),
    "an API 404 that is not JSON",
  );
  assertEquals(
    unreadableError(
      { status: 400, contentType: "application/json", hasRequestId: true, body: `{"error":""}` },
      request,
    ),
    "a JSON error without an error sentence",
  );
});
