import { backup, DatabaseSync } from "node:sqlite";
import type { Config } from "../config.ts";
import type { SnapshotConsistency } from "./backup.ts";
import { openKv } from "./kv.ts";

/** The store a backup reads from, and how its reads are made consistent. */
export type BackupSource = { kv: Deno.Kv; consistency: SnapshotConsistency; close(): Promise<void> };

/**
 * Opens what a backup of the app's store reads. A local store is a SQLite file that the running
 * server may be writing: SQLite's online backup API (node:sqlite `backup`), run in one step,
 * copies it as of one instant into a temporary file that nobody else writes, which is then read
 * with Deno.openKv. (`VACUUM INTO` would do the same, but Deno's node:sqlite forbids it unless the
 * process runs with every permission.) A remote store (DENO_KV_URL, Deno Deploy) has no such
 * copy, so it is read live and exportSnapshot scans it until it holds still.
 */
export async function openBackupSource(config: Config): Promise<BackupSource> {
  if (config.onDenoDeploy || config.kvUrl) {
    const kv = await openKv(config);
    return { kv, consistency: "stable-scan", close: () => Promise.resolve(kv.close()) };
  }
  try {
    await Deno.stat(config.kvPath);
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) throw new Error(`There is no KV store at ${config.kvPath} (KV_PATH)`);
    throw error;
  }
  const folder = await Deno.makeTempDir({ prefix: "bodhisattva-backup-" });
  try {
    const copyPath = `${folder}/snapshot.kv`;
    const database = new DatabaseSync(config.kvPath, { readOnly: true });
    try {
      // rate -1 copies every page in one step, under one read transaction: one instant of the store.
      await backup(database, copyPath, { rate: -1 });
    } finally {
      database.close();
    }
    const kv = await Deno.openKv(copyPath);
    return {
      kv,
      consistency: "sqlite-backup",
      close: async () => {
        kv.close();
        await Deno.remove(folder, { recursive: true });
      },
    };
  } catch (error) {
    await Deno.remove(folder, { recursive: true });
    throw error;
  }
}
