/**
 * Requests per second for GET /api/health on the real app, next to a bare Deno.serve JSON handler,
 * in the same run on the same machine. The ratio is the figure (target >= 0.8).
 *
 * Run `npm run build` first (the app needs its asset manifest), then `npm run bench:health`.
 * Each server runs in its own process; this process is the load generator.
 */
import { spawnServer } from "./spawn_server.ts";
const concurrency = Number(Deno.env.get("BENCH_CONCURRENCY") ?? 32);
const seconds = Number(Deno.env.get("BENCH_SECONDS") ?? 4);
const rounds = Number(Deno.env.get("BENCH_ROUNDS") ?? 3);

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
const bareServer = await spawnServer("bare server", "bench/bare_server.ts");
const appServer = await spawnServer("app", "server/main.ts", { KV_PATH: `${kvFolder}/bench.kv` });
const bare = { ...bareServer, url: `${bareServer.origin}/api/health` };
const app = { ...appServer, url: `${appServer.origin}/api/health` };

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
