// Writes a consistent snapshot of the app's Deno KV (the one KV_PATH or DENO_KV_URL names, as the
// server would open it) to a backup file (README, "Backup and restore"):
//   npm run backup [-- file]        (default backups/bodhisattva-<time>.kvbackup.jsonl)
import { readConfig } from "../server/config.ts";
import { exportSnapshot } from "../server/store/backup.ts";
import { openBackupSource } from "../server/store/backup_source.ts";

const now = new Date();
// Colons are not allowed in Windows file names.
const path = Deno.args[0] ?? `backups/bodhisattva-${now.toISOString().replaceAll(":", "-")}.kvbackup.jsonl`;

try {
  const config = readConfig();
  const source = await openBackupSource(config);
  try {
    const folder = path.includes("/") ? path.slice(0, path.lastIndexOf("/")) : "";
    if (folder) await Deno.mkdir(folder, { recursive: true });
    // createNew: a backup never overwrites another one.
    const file = await Deno.open(path, { write: true, createNew: true });
    const text = new TextEncoderStream();
    const written = text.readable.pipeTo(file.writable);
    const writer = text.writable.getWriter();
    try {
      const count = await exportSnapshot(source.kv, (line) => writer.write(line), {
        consistency: source.consistency,
        now,
      });
      await writer.close();
      await written;
      console.log(`Backed up ${count} entries (${source.consistency}) to ${path}`);
    } catch (error) {
      await writer.abort(error).catch(() => {});
      await written.catch(() => {});
      await Deno.remove(path);
      throw error;
    }
  } finally {
    await source.close();
  }
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  Deno.exit(1);
}
