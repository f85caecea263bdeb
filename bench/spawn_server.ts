/**
 * Starts a server script in its own process on a free port and waits until it says it listens.
 * The caller's model and remote-store settings are not passed on: benches measure the built-in
 * engine on a local store, whatever the caller's shell holds.
 */
export type SpawnedServer = { origin: string; process: Deno.ChildProcess };

const inheritedEnv = () =>
  Object.fromEntries(
    Object.entries(Deno.env.toObject()).filter(([name]) => !/^(OPENAI_|DENO_KV_|DENO_DEPLOYMENT_ID$)/.test(name)),
  );

export async function spawnServer(
  name: string,
  script: string,
  env: Record<string, string> = {},
): Promise<SpawnedServer> {
  const process = new Deno.Command(Deno.execPath(), {
    args: ["run", "--allow-net", "--allow-env", "--allow-read", "--allow-write", "--allow-sys", script],
    clearEnv: true,
    env: { ...inheritedEnv(), PORT: "0", HOSTNAME: "127.0.0.1", LOG_REQUESTS: "false", ...env },
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
      // Read and dropped, not cancelled: a server that logs would fail to write into a closed pipe.
      (async () => {
        while (!(await reader.read()).done);
      })().catch(() => {});
      return { origin: `http://127.0.0.1:${port}`, process };
    }
  }
}
