// Loads a backup file written by scripts/backup.ts into the app's Deno KV (KV_PATH or DENO_KV_URL),
// which must be empty (README, "Backup and restore"):
//   npm run restore -- <file>
import { readConfig } from "../server/config.ts";
import { importSnapshot, splitLines } from "../server/store/backup.ts";
import { openKv } from "../server/store/kv.ts";

const path = Deno.args[0];
if (!path) {
  console.error("Usage: npm run restore -- <backup file>");
  Deno.exit(2);
}

try {
  const config = readConfig();
  const file = await Deno.open(path);
  const kv = await openKv(config);
  try {
    const count = await importSnapshot(kv, splitLines(file.readable));
    console.log(`Restored ${count} entries from ${path} into ${config.kvUrl ?? config.kvPath}`);
  } finally {
    kv.close();
  }
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  Deno.exit(1);
}
