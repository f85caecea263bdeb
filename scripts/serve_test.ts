import { resolve } from "node:path";
import { assert, assertEquals } from "../tests/assert.ts";
import { serveArgs } from "./serve.ts";

const writeGrants = (args: string[]) => args.filter((arg) => arg.startsWith("--allow-write"));

Deno.test("the server may write to the folder of its KV file and nowhere else", () => {
  assertEquals(writeGrants(serveArgs({})), [`--allow-write=${resolve(".data")}`]);
  assertEquals(writeGrants(serveArgs({ KV_PATH: "/srv/app/state/app.kv" })), ["--allow-write=/srv/app/state"]);
  assertEquals(writeGrants(serveArgs({ KV_PATH: "local.kv" })), [`--allow-write=${resolve(".")}`]);
  assertEquals(writeGrants(serveArgs({ DENO_KV_URL: "https://kv.example/connect" })), []);
  assertEquals(serveArgs({}, { watch: true }).slice(0, 2), ["run", "--watch"]);
});

Deno.test("npm run serve opens a KV file outside .data, creating its folder", async () => {
  const folder = await Deno.makeTempDir({ prefix: "serve-kv-" });
  const kvPath = `${folder}/nested/store.kv`;
  const server = new Deno.Command(Deno.execPath(), {
    args: ["run", "--allow-run", "--allow-env", "--allow-read", "scripts/serve.ts"],
    env: { KV_PATH: kvPath, PORT: "0", HOSTNAME: "127.0.0.1", LOG_REQUESTS: "false" },
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const output = { text: "" };
  const decoder = new TextDecoder();
  const collect = async (stream: ReadableStream<Uint8Array>) => {
    for await (const chunk of stream) output.text += decoder.decode(chunk);
  };
  const reading = Promise.all([collect(server.stdout), collect(server.stderr)]);
  try {
    // Up to the listening line, or to the one start-up step after the store that needs a build.
    const deadline = Date.now() + 60_000;
    while (!/listening on|No build found|error/i.test(output.text) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    assert(!/Requires write access|NotCapable|PermissionDenied/.test(output.text), output.text);
    assert(/listening on|No build found/.test(output.text), output.text);
    assert((await Deno.stat(kvPath)).isFile, "the KV file was created");
  } finally {
    try {
      server.kill("SIGTERM");
    } catch {
      // It had already exited (no build).
    }
    await server.status;
    await reading;
    await Deno.remove(folder, { recursive: true });
  }
});
