/**
 * Load: autocannon against the real server (its own process, a fresh KV, the built-in persona
 * engine) on three read paths and the message path, next to a bare Deno.serve JSON handler in the
 * same run. Prints requests/s, p50/p99 latency and the failed requests of each.
 *
 *   npm run build && npm run bench:load
 *
 * BENCH_CONNECTIONS (default 10) and BENCH_SECONDS (default 10) set the load of each target; the
 * whole run takes about six times BENCH_SECONDS plus the server's start. Not part of npm test.
 */
import { spawnServer } from "./spawn_server.ts";
import autocannon from "autocannon";

const connections = Number(Deno.env.get("BENCH_CONNECTIONS") ?? 10);
const seconds = Number(Deno.env.get("BENCH_SECONDS") ?? 10);
const warmUpSeconds = 1;

const manifest = "static/build/.vite/manifest.json";
try {
  await Deno.stat(manifest);
} catch {
  console.error(`${manifest} is missing: run \`npm run build\` first (the server needs its asset manifest).`);
  Deno.exit(1);
}

type Request = {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** autocannon calls it before every request with what it is about to send. */
  setupRequest?: (request: Request) => Request;
};
/** `requestFor(n)` is what connection n sends, over and over. */
type Target = { name: string; origin: string; requestFor: (connection: number) => Request };
type Row = { name: string; rate: number; p50: number; p99: number; other: number; limited: number; errors: number };

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : NaN;
}

/**
 * Numbers connections across runs, so the measured run's connections are not the warm-up's: a
 * warm-up cut off mid-request leaves its visitor's reply generating for a moment, and that
 * visitor's next message would be refused with a 429.
 */
let connectionsOpened = 0;

/**
 * One autocannon run. Latencies are taken from its response events (fractions of a millisecond;
 * its own histogram keeps whole milliseconds), of 2xx answers only, as autocannon does.
 */
async function run(target: Target, duration: number): Promise<Row> {
  const latencies: number[] = [];
  const instance = autocannon({
    url: target.origin,
    connections,
    duration,
    setupClient: (client: { setRequests(requests: Request[]): void }) =>
      client.setRequests([target.requestFor(connectionsOpened++)]),
  });
  instance.on("response", (_client: unknown, status: number, _bytes: number, ms: number) => {
    if (status >= 200 && status < 300) latencies.push(ms);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const limited = result.statusCodeStats["429"]?.count ?? 0;
  return {
    name: target.name,
    rate: result["2xx"] / result.duration,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    other: result.non2xx - limited,
    limited,
    errors: result.errors,
  };
}

function cookieOf(response: Response): string {
  const setCookie = response.headers.get("set-cookie");
  if (!setCookie) throw new Error("The server set no visitor cookie");
  return setCookie.split(";")[0];
}

/** One visitor with one conversation per connection: a visitor may have only one reply generating at a time. */
async function conversations(origin: string, count: number): Promise<{ cookie: string; id: string }[]> {
  return await Promise.all(Array.from({ length: count }, async (_, index) => {
    const response = await fetch(`${origin}/api/conversations`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ title: `load ${index + 1}` }),
    });
    if (response.status !== 201) throw new Error(`Creating a conversation answered ${response.status}`);
    const { id } = await response.json();
    return { cookie: cookieOf(response), id };
  }));
}

const messages = [
  "What does the Bible say about forgiveness?",
  "How does Buddhism approach suffering?",
  "Compare Christian and Buddhist views on compassion",
  "I am anxious about my job and cannot sleep",
  "What is the meaning of the parable of the burning house?",
  "How can I be grateful when life is hard?",
];

const started = performance.now();
const kvFolder = await Deno.makeTempDir({ prefix: "bench-load-" });
const bare = await spawnServer("bare server", "bench/bare_server.ts");
const app = await spawnServer("app", "server/main.ts", {
  KV_PATH: `${kvFolder}/bench.kv`,
  // Abuse limits (429s) would cap what is measured: this is a throughput figure, not a limiter test.
  RATE_LIMIT_SCALE: "100000",
});

try {
  const versions: { id: number; available: boolean }[] =
    await (await fetch(`${app.origin}/api/scriptures/bible/versions`))
      .json();
  const versionId = versions.find((version) => version.available)?.id;
  if (versionId === undefined) throw new Error("No Bible version is available");
  // One set of visitors for the warm-up, another for the measured run.
  const visitors = await conversations(app.origin, 2 * connections);
  const json = { "Content-Type": "application/json" };

  const targets: Target[] = [
    { name: "bare Deno.serve JSON handler", origin: bare.origin, requestFor: () => ({ path: "/" }) },
    { name: "GET /api/health", origin: app.origin, requestFor: () => ({ path: "/api/health" }) },
    {
      name: "GET /api/scriptures/bible/verses (John 3)",
      origin: app.origin,
      requestFor: () => ({ path: `/api/scriptures/bible/verses?versionId=${versionId}&bookId=43&chapter=3` }),
    },
    {
      name: "GET /api/scriptures/lotus/chapters",
      origin: app.origin,
      requestFor: () => ({ path: "/api/scriptures/lotus/chapters" }),
    },
    {
      name: "POST /api/search (both, 'mercy')",
      origin: app.origin,
      requestFor: () => ({
        method: "POST",
        path: "/api/search",
        headers: json,
        body: JSON.stringify({ query: "mercy", source: "both" }),
      }),
    },
    {
      name: `POST .../messages (built-in, ${connections} visitors)`,
      origin: app.origin,
      requestFor: (connection) => {
        const { cookie, id } = visitors[connection % visitors.length];
        let sent = 0;
        return {
          method: "POST",
          path: `/api/conversations/${id}/messages`,
          headers: { ...json, Cookie: cookie },
          // A new message and Idempotency-Key for every request, as a visitor would send.
          setupRequest: (request) => ({
            ...request,
            headers: { ...request.headers, "Idempotency-Key": crypto.randomUUID() },
            body: JSON.stringify({ content: messages[sent++ % messages.length] }),
          }),
        };
      },
    },
  ];

  const rows: Row[] = [];
  for (const target of targets) {
    await run(target, warmUpSeconds);
    rows.push(await run(target, seconds));
  }

  const header = ["target", "req/s", "p50 ms", "p99 ms", "non-2xx", "429", "errors"];
  const cells = rows.map((row) => [
    row.name,
    row.rate.toFixed(0),
    row.p50.toFixed(2),
    row.p99.toFixed(2),
    String(row.other),
    String(row.limited),
    String(row.errors),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((cell) => cell[column].length)));
  const line = (cell: string[]) =>
    cell.map((text, column) => column === 0 ? text.padEnd(widths[column]) : text.padStart(widths[column])).join("  ");
  console.log(
    `autocannon, ${connections} connections, ${seconds} s per target after ${warmUpSeconds} s of warm-up ` +
      `(req/s and latency count 2xx answers; non-2xx excludes 429s; errors are connection errors and timeouts)`,
  );
  console.log(line(header));
  for (const cell of cells) console.log(line(cell));
  console.log(`GET /api/health / bare handler: ${(rows[1].rate / rows[0].rate).toFixed(2)}`);
  console.log(`total time ${((performance.now() - started) / 1000).toFixed(0)} s`);
} finally {
  for (const server of [bare, app]) {
    server.process.kill("SIGTERM");
    await server.process.status;
  }
  await Deno.remove(kvFolder, { recursive: true });
}
