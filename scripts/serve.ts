/**
 * Starts the server with write access to exactly the folder of its KV file (KV_PATH, default
 * `.data/bodhisattva.kv`), wherever that is (issue 18), and to nothing else; with DENO_KV_URL (a
 * remote store) it may write nowhere. Signals reach the server, and its exit code is this one's.
 *
 *   deno run --allow-run --allow-env --allow-read scripts/serve.ts [--watch]
 */
import { dirname, resolve } from "node:path";

const defaultKvPath = ".data/bodhisattva.kv";

/** The `deno` arguments that run server/main.ts for this environment. */
export function serveArgs(env: Record<string, string | undefined>, options: { watch?: boolean } = {}): string[] {
  const remote = Boolean(env.DENO_KV_URL?.trim()) || env.DENO_DEPLOYMENT_ID !== undefined;
  const kvFolder = dirname(resolve(env.KV_PATH?.trim() || defaultKvPath));
  return [
    "run",
    ...(options.watch ? ["--watch"] : []),
    "--allow-net",
    "--allow-env",
    "--allow-read",
    ...(remote ? [] : [`--allow-write=${kvFolder}`]),
    "--allow-sys",
    "server/main.ts",
  ];
}

if (import.meta.main) {
  const server = new Deno.Command(Deno.execPath(), {
    args: serveArgs(Deno.env.toObject(), { watch: Deno.args.includes("--watch") }),
    stdin: "inherit",
    stdout: "inherit",
    stderr: "inherit",
  }).spawn();
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    Deno.addSignalListener(signal, () => server.kill(signal));
  }
  Deno.exit((await server.status).code);
}
