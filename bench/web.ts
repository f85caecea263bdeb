/**
 * Web performance: Lighthouse (mobile, its default throttling) on `/`, `/decipherist` and `/read/1`
 * against the production server freshly built by `npm run bench:web`, with Debian's Chromium, plus
 * the JavaScript each page loads: the scripts and modulepreloads its HTML names (from the build
 * manifest, through server/render), counted as the gzip files the server sends (issue 18: the chat
 * page at most 85 KB, other pages less; performance >= 90, accessibility and best practices 100).
 *
 *   npm run bench:web                  (builds first)
 *   BENCH_ROUTES=/,/wisdom npm run bench:web
 *
 * Lighthouse's figures move with what else the machine is doing (blocking time most), so each route
 * is measured BENCH_RUNS times (default 5, as Lighthouse's own guidance on variability advises) and
 * the table shows the run of median performance, with every run's score beside it.
 *
 * CHROMIUM_PATH overrides /usr/bin/chromium. Not part of npm test.
 */
import { offlineChromiumFlags } from "../tests/e2e/chromium_flags.ts";
import { spawnServer } from "./spawn_server.ts";

const routes = (Deno.env.get("BENCH_ROUTES") ?? "/,/decipherist,/read/1").split(",");
const runs = Math.max(1, Number(Deno.env.get("BENCH_RUNS") ?? 5));
const chromium = Deno.env.get("CHROMIUM_PATH") ?? "/usr/bin/chromium";
const chromeFlags = ["--headless", ...offlineChromiumFlags];
const categories = ["performance", "accessibility", "best-practices"] as const;

/** The build's gzip file of a script, as the server sends it to a browser that accepts gzip. */
async function gzipBytes(url: string): Promise<number> {
  return (await Deno.stat(`static${url}.gz`)).size;
}

/** Scripts a page loads at once: its module scripts and modulepreloads under /build/. */
async function pageScripts(origin: string, route: string): Promise<string[]> {
  const html = await (await fetch(origin + route)).text();
  const urls = new Set<string>();
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const tag = match[0];
    if (tag.startsWith("<link") && !/rel="modulepreload"/.test(tag)) continue;
    const url = /(?:src|href)="(\/build\/[^"]+\.js)"/.exec(tag)?.[1];
    if (url) urls.add(url);
  }
  return [...urls];
}

type Audit = { score: number | null; numericValue?: number; displayValue?: string };
type Report = {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, Audit>;
  runtimeError?: { message: string };
};

async function lighthouse(url: string): Promise<Report> {
  const output = await new Deno.Command("node", {
    args: [
      "node_modules/lighthouse/cli/index.js",
      url,
      "--output=json",
      "--quiet",
      `--only-categories=${categories.join(",")}`,
      `--chrome-flags=${chromeFlags.join(" ")}`,
    ],
    env: { CHROME_PATH: chromium },
    stdout: "piped",
    stderr: "inherit",
  }).output();
  if (!output.success) throw new Error(`Lighthouse failed on ${url}`);
  const report: Report = JSON.parse(new TextDecoder().decode(output.stdout));
  if (report.runtimeError) throw new Error(`Lighthouse on ${url}: ${report.runtimeError.message}`);
  return report;
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART); such a run is made again, twice at most. */
async function lighthouseWithRetry(url: string): Promise<Report> {
  for (let attempt = 1;; attempt++) {
    try {
      return await lighthouse(url);
    } catch (error) {
      if (attempt === 3) throw error;
      console.error(`${error instanceof Error ? error.message : String(error)}; running it again`);
    }
  }
}

const kvFolder = await Deno.makeTempDir({ prefix: "bench-web-" });
const app = await spawnServer("app", "server/main.ts", {
  KV_PATH: `${kvFolder}/bench.kv`,
  APP_ENV: "production",
  SESSION_SECRET: crypto.randomUUID() + crypto.randomUUID(),
});
// Lighthouse loads pages by hostname, as a visitor would; the server answers on 127.0.0.1.
const origin = app.origin.replace("127.0.0.1", "localhost");

try {
  const rows: string[][] = [];
  const failures: string[] = [];
  for (const route of routes) {
    const scripts = await pageScripts(origin, route);
    const jsBytes = (await Promise.all(scripts.map(gzipBytes))).reduce((sum, bytes) => sum + bytes, 0);
    const reports: Report[] = [];
    for (let run = 0; run < runs; run++) reports.push(await lighthouseWithRetry(origin + route));
    const performance = (report: Report) => report.categories.performance?.score ?? 0;
    reports.sort((left, right) => performance(left) - performance(right));
    const report = reports[Math.floor(reports.length / 2)];
    const score = (name: string) => Math.round((report.categories[name]?.score ?? 0) * 100);
    const audit = (name: string) => report.audits[name]?.displayValue ?? "";
    rows.push([
      route,
      ...categories.map((name) => String(score(name))),
      audit("first-contentful-paint"),
      audit("largest-contentful-paint"),
      audit("total-blocking-time"),
      audit("cumulative-layout-shift"),
      `${(jsBytes / 1024).toFixed(1)} KB`,
      String(scripts.length),
      reports.map((run) => Math.round(performance(run) * 100)).join(" "),
    ]);
    // What keeps a category from 100: its scored audits that did not pass.
    for (const name of categories) {
      for (const { id, weight } of report.categories[name]?.auditRefs ?? []) {
        const result = report.audits[id];
        if (weight > 0 && result?.score !== null && result?.score !== undefined && result.score < 1) {
          failures.push(
            `${route} ${name}: ${id} ${result.score}${result.displayValue ? ` (${result.displayValue})` : ""}`,
          );
        }
      }
    }
  }
  const header = [
    "route",
    "performance",
    "accessibility",
    "best practices",
    "FCP",
    "LCP",
    "TBT",
    "CLS",
    "JS (gzip)",
    "files",
    "performance of each run",
  ];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) =>
    cells.map((text, column) => column === 0 ? text.padEnd(widths[column]) : text.padStart(widths[column])).join("  ");
  console.log(
    `Lighthouse (mobile), production build, the median of ${runs} run(s) by performance; ` +
      "JS = the scripts each page's HTML loads, as gzip files sent",
  );
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  if (failures.length) console.log(`\nScored audits below 1:\n  ${failures.join("\n  ")}`);
} finally {
  app.process.kill("SIGTERM");
  await app.process.status;
  await Deno.remove(kvFolder, { recursive: true });
}
