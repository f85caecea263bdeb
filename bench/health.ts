/**
 * Requests per second for GET /api/health on the real app, next to a bare Deno.serve JSON handler,
 * in the same run on the same machine. The ratio is the figure (target >= 0.8).
 *
 * Run `npm run build` first (the app needs its asset manifest), then `npm run bench:health`.
 * Each server runs in its own process; this process is the load generator.
 */
const concurrency = Number(Deno.env.get("BENCH_CONCURRENCY") ?? 32);
const seconds = Number(Deno.env.get("BENCH_SECONDS") ?? 4);
const rounds = Number(Deno.env.get("BENCH_ROUNDS") ?? 3);

type Server = { url: string; process: Deno.ChildProcess };

async function start(name: string, args: string[], env: Record<string, string> = {}): Promise<Server> {
  const process = new Deno.Command(Deno.execPath(), {
    args: ["run", "--allow-net", "--allow-env", "--allow-read", "--allow-write", "--allow-sys", ...args],
    env: { PORT: "0", HOSTNAME: "127.0.0.1", LOG_REQUESTS: "false", ...env },
    stdout: "piped",
    stderr: "inherit",
  }).spawn();
  const reader = process.stdout.pipeThrough(new TextDecoderStream()).getReader();
  let seen = "";
  while (true) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`${name} exited before listening`);
    seen += value;
    const port = seen.match(/listening on http:\/\/localhost:(\d+)/)?.[1];
    if (port) {
      reader.releaseLock();
      process.stdout.cancel().catch(() => {});
      return { url: `http://127.0.0.1:${port}/api/health`, process };
    }
  }
}

async function measure(url: string, durationMs: number): Promise<number> {
  let completed = 0;
  const deadline = performance.now() + durationMs;
  const worker = async () => {
    while (performance.now() < deadline) {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      await response.arrayBuffer();
      completed++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  return completed / ((performance.now() - started) / 1000);
}

const kvFolder = await Deno.makeTempDir({ prefix: "bench-health-" });
const bare = await start("bare server", ["bench/bare_server.ts"]);
const app = await start("app", ["server/main.ts"], { KV_PATH: `${kvFolder}/bench.kv` });

try {
  await measure(bare.url, 1000);
  await measure(app.url, 1000);
  const bareRates: number[] = [];
  const appRates: number[] = [];
  for (let round = 0; round < rounds; round++) {
    bareRates.push(await measure(bare.url, seconds * 1000));
    appRates.push(await measure(app.url, seconds * 1000));
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const bareRate = median(bareRates);
  const appRate = median(appRates);
  console.log(`GET /api/health, ${concurrency} concurrent connections, ${rounds} rounds of ${seconds} s (median)`);
  console.log(`bare Deno.serve JSON handler: ${bareRate.toFixed(0)} req/s`);
  console.log(`app (Hono + middleware):      ${appRate.toFixed(0)} req/s`);
  console.log(`ratio app / bare: ${(appRate / bareRate).toFixed(2)} (target >= 0.80)`);
} finally {
  for (const server of [bare, app]) {
    server.process.kill("SIGTERM");
    await server.process.status;
  }
  await Deno.remove(kvFolder, { recursive: true });
}
