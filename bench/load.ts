/**
 * Load: autocannon against the real server (its own process, a fresh KV, the built-in persona
 * engine, request logs on as by default) on five read paths and the message path. Three of them
 * run next to a bare anchor in the same run, and the table prints the ratio (issue 18: each >= 0.8):
 * - GET /api/health next to a bare Deno.serve JSON handler (bench/bare_server.ts);
 * - GET /api/conversations of a visitor with 50 conversations next to a bare Hono handler listing
 *   50 records from a file-backed Deno KV (bench/bare_kv_list_server.ts);
 * - POST /api/search next to a bare Deno.serve calling the same search function
 *   (bench/bare_search_server.ts).
 * Prints requests/s, p50/p99 latency and the failed requests of each.
 *
 *   npm run build && npm run bench:load
 *
 * BENCH_CONNECTIONS (default 10), BENCH_SECONDS (default 5) and BENCH_ROUNDS (default 5) set the load.
 * Other work on the machine comes and goes, so each round measures the anchor and the app back to
 * back, in turn first (a drift during the run favours neither), and the ratio printed is the median
 * of the rounds' ratios; req/s and latencies are each the median round. The whole run takes about
 * nine times (BENCH_SECONDS + 1) per round plus the servers' start.
 * BENCH_ONLY=text runs only the targets whose name holds it. Not part of npm test.
 */
import { spawnServer } from "./spawn_server.ts";
import autocannon from "autocannon";

const connections = Number(Deno.env.get("BENCH_CONNECTIONS") ?? 10);
const seconds = Number(Deno.env.get("BENCH_SECONDS") ?? 5);
const rounds = Number(Deno.env.get("BENCH_ROUNDS") ?? 5);
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
/** A target of the app, and the bare server it is measured against, if any. */
type Pair = { ours: Target; anchor?: Target & { label: string } };
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

async function createConversation(origin: string, title: string, cookie?: string) {
  const response = await fetch(`${origin}/api/conversations`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify({ title }),
  });
  if (response.status !== 201) throw new Error(`Creating a conversation answered ${response.status}`);
  const { id } = await response.json();
  return { cookie: cookie ?? cookieOf(response), id: id as string };
}

/** One visitor with one conversation per connection: a visitor may have only one reply generating at a time. */
async function conversations(origin: string, count: number): Promise<{ cookie: string; id: string }[]> {
  return await Promise.all(
    Array.from({ length: count }, (_, index) => createConversation(origin, `load ${index + 1}`)),
  );
}

/** The cookie of one visitor who has `count` conversations. */
async function visitorWithConversations(origin: string, count: number): Promise<string> {
  const { cookie } = await createConversation(origin, "list 1");
  for (let index = 2; index <= count; index++) await createConversation(origin, `list ${index}`, cookie);
  return cookie;
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
const bareList = await spawnServer("bare KV list server", "bench/bare_kv_list_server.ts", {
  KV_PATH: `${kvFolder}/anchor.kv`,
});
const bareSearch = await spawnServer("bare search server", "bench/bare_search_server.ts");
const app = await spawnServer("app", "server/main.ts", {
  KV_PATH: `${kvFolder}/bench.kv`,
  // Abuse limits (429s) would cap what is measured: this is a throughput figure, not a limiter test.
  RATE_LIMIT_SCALE: "100000",
  // The default setting: writing request logs is part of what is measured.
  LOG_REQUESTS: "true",
});

try {
  const versions: { id: number; available: boolean }[] =
    await (await fetch(`${app.origin}/api/scriptures/bible/versions`))
      .json();
  const versionId = versions.find((version) => version.available)?.id;
  if (versionId === undefined) throw new Error("No Bible version is available");
  // One set of visitors for the warm-up, another for the measured run.
  const visitors = await conversations(app.origin, 2 * connections);
  const lister = await visitorWithConversations(app.origin, 50);
  const json = { "Content-Type": "application/json" };
  const search = {
    method: "POST",
    path: "/api/search",
    headers: json,
    body: JSON.stringify({ query: "mercy", source: "both" }),
  };

  const pairs: Pair[] = [
    {
      ours: { name: "GET /api/health", origin: app.origin, requestFor: () => ({ path: "/api/health" }) },
      anchor: { name: "", label: "bare Deno.serve", origin: bare.origin, requestFor: () => ({ path: "/" }) },
    },
    {
      ours: {
        name: "GET /api/conversations (50)",
        origin: app.origin,
        requestFor: () => ({ path: "/api/conversations", headers: { Cookie: lister } }),
      },
      anchor: { name: "", label: "bare Hono + KV file", origin: bareList.origin, requestFor: () => ({ path: "/" }) },
    },
    {
      ours: { name: "POST /api/search (both, 'mercy')", origin: app.origin, requestFor: () => search },
      anchor: {
        name: "",
        label: "bare Deno.serve + search",
        origin: bareSearch.origin,
        requestFor: () => ({ ...search, path: "/" }),
      },
    },
    {
      ours: {
        name: "GET /api/scriptures/bible/verses (John 3)",
        origin: app.origin,
        requestFor: () => ({ path: `/api/scriptures/bible/verses?versionId=${versionId}&bookId=43&chapter=3` }),
      },
    },
    {
      ours: {
        name: "GET /api/scriptures/lotus/chapters",
        origin: app.origin,
        requestFor: () => ({ path: "/api/scriptures/lotus/chapters" }),
      },
    },
    {
      ours: {
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
    },
  ];

  const median = <T>(values: T[], by: (value: T) => number) =>
    [...values].sort((a, b) => by(a) - by(b))[Math.floor(values.length / 2)];
  const measured = async (target: Target) => {
    await run(target, warmUpSeconds);
    return await run(target, seconds);
  };
  const results: { ours: Row; anchor?: Row; ratio?: number; label?: string }[] = [];
  const only = Deno.env.get("BENCH_ONLY");
  for (const pair of pairs.filter(({ ours }) => !only || ours.name.includes(only))) {
    const ours: Row[] = [];
    const anchor: Row[] = [];
    for (let round = 0; round < rounds; round++) {
      if (pair.anchor && round % 2 === 0) anchor.push(await measured(pair.anchor));
      ours.push(await measured(pair.ours));
      if (pair.anchor && round % 2 === 1) anchor.push(await measured(pair.anchor));
    }
    const byRate = (row: Row) => row.rate;
    results.push({
      ours: median(ours, byRate),
      anchor: pair.anchor && median(anchor, byRate),
      ratio: pair.anchor && median(ours.map((row, round) => row.rate / anchor[round].rate), (ratio) => ratio),
      label: pair.anchor?.label,
    });
  }

  const header = ["target", "req/s", "p50 ms", "p99 ms", "non-2xx", "429", "errors", "anchor", "anchor req/s", "ratio"];
  const cells = results.map(({ ours, anchor, ratio, label }) => [
    ours.name,
    ours.rate.toFixed(0),
    ours.p50.toFixed(2),
    ours.p99.toFixed(2),
    String(ours.other),
    String(ours.limited),
    String(ours.errors),
    label ?? "",
    anchor ? anchor.rate.toFixed(0) : "",
    anchor && ratio !== undefined ? `${ratio.toFixed(2)}${ratio >= 0.8 ? "" : " (< 0.80)"}` : "",
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((cell) => cell[column].length)));
  const line = (cell: string[]) =>
    cell.map((text, column) =>
      column === 0 || column === 7 ? text.padEnd(widths[column]) : text.padStart(widths[column])
    )
      .join("  ");
  console.log(
    `autocannon, ${connections} connections, ${seconds} s per target after ${warmUpSeconds} s of warm-up, ` +
      `${rounds} round(s) (req/s and latency count 2xx answers; non-2xx excludes 429s; errors are connection ` +
      `errors and timeouts; ratio = median of the rounds' ours / anchor, target >= 0.80)`,
  );
  console.log(line(header));
  for (const cell of cells) console.log(line(cell));
  console.log(`total time ${((performance.now() - started) / 1000).toFixed(0)} s`);
} finally {
  for (const server of [bare, bareList, bareSearch, app]) {
    server.process.kill("SIGTERM");
    await server.process.status;
  }
  await Deno.remove(kvFolder, { recursive: true });
}
