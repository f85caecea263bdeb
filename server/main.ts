import { createApp } from "./app.ts";
import { systemClock } from "./clock.ts";
import { readConfig } from "./config.ts";
import { randomToken } from "./random_token.ts";
import { loadAssetResolver } from "./render/assets.ts";
import { openKv } from "./store/kv.ts";
import { loadOrCreateSessionSecret } from "./store/secrets.ts";

const config = readConfig();
const kv = await openKv(config);
const sessionSecret = config.sessionSecret ?? await loadOrCreateSessionSecret(kv, () => randomToken(32));
const app = createApp({
  kv,
  clock: systemClock,
  assets: await loadAssetResolver(),
  sessionSecret,
  log: (line) => console.log(line),
  logRequests: config.logRequests,
});

const server = Deno.serve({
  port: config.port,
  hostname: config.hostname,
  onListen: ({ port }) => console.log(`Bodhisattva Plug-In listening on http://localhost:${port}`),
}, app.fetch);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: finishing open requests, then closing the store`);
  await server.shutdown();
  kv.close();
  Deno.exit(0);
}
Deno.addSignalListener("SIGINT", () => stop("SIGINT"));
Deno.addSignalListener("SIGTERM", () => stop("SIGTERM"));
