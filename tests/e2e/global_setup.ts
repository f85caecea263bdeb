import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Starts the real server (`npm run serve`'s command) on a free port with a fresh KV file, and
 * hands its address to the tests through E2E_BASE_URL. Returns the teardown.
 */
export default async function startServer() {
  const kvFolder = mkdtempSync(join(tmpdir(), "bodhisattva-e2e-"));
  const server = spawn(
    "deno",
    ["run", "--allow-net", "--allow-env", "--allow-read", "--allow-write", "--allow-sys", "server/main.ts"],
    {
      env: {
        ...process.env,
        PORT: "0",
        HOSTNAME: "127.0.0.1",
        KV_PATH: join(kvFolder, "e2e.kv"),
        LOG_REQUESTS: "false",
      },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("The server did not start within 30 s")), 30_000);
    server.once("exit", (code) => reject(new Error(`The server exited early with code ${code}`)));
    server.stdout!.on("data", (chunk: Buffer) => {
      const port = chunk.toString().match(/listening on http:\/\/localhost:(\d+)/)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${port}`);
      }
    });
  });
  process.env.E2E_BASE_URL = baseUrl;
  return async () => {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    rmSync(kvFolder, { recursive: true, force: true });
  };
}
