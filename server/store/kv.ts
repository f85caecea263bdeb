import type { Config } from "../config.ts";

/**
 * Opens the app's Deno KV: the managed KV on Deno Deploy, a remote KV when DENO_KV_URL is set,
 * otherwise a local SQLite file whose folder is created on first start.
 */
export async function openKv(config: Config): Promise<Deno.Kv> {
  if (config.onDenoDeploy) return await Deno.openKv();
  if (config.kvUrl) return await Deno.openKv(config.kvUrl);
  const folder = config.kvPath.includes("/") ? config.kvPath.slice(0, config.kvPath.lastIndexOf("/")) : "";
  if (folder) await Deno.mkdir(folder, { recursive: true });
  return await Deno.openKv(config.kvPath);
}
