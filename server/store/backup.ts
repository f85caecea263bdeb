import { createHash } from "node:crypto";
import { serialize } from "node:v8";
import { z } from "zod";
import { decodeKey, decodeValue, encodeKey, encodeValue, type Json } from "./backup_codec.ts";

/**
 * The backup file (README, "Backup and restore"): JSON Lines. A header names the format and how the
 * snapshot was taken, then one line per KV entry ({key, value} in the tagged JSON of
 * backup_codec.ts), then a trailer with the entry count and the SHA-256 of every line before it, so
 * a file cut short or edited by hand is refused before anything is written.
 *
 * Deno KV's list API does not return an entry's expireIn, so expiring records come back without
 * their TTL. The durable ones that expire are used Idempotency-Keys (["turn_keys", ...], kept 72 h):
 * restored, they are remembered until their conversation is deleted, which only makes a replay
 * recognisable for longer than the at-least-48-hours the spec asks for. Leases judge themselves by
 * the expiry time in their value.
 */

const backupFormat = "bodhisattva-kv-backup";
const backupVersion = 1;

/**
 * First key parts of records about the moment rather than the data: abuse-limit counters and the
 * leases of replies being generated (per visitor, and per Idempotency-Key). Restored, they would
 * throttle or block visitors for what was happening when the backup was taken.
 */
export const ephemeralPrefixes: readonly string[] = ["rate_limits", "generation_locks", "turn_claims"];

/**
 * How the entries were read. "sqlite-backup": from a point-in-time copy of the local KV file made
 * with SQLite's online backup. "stable-scan": from a live store, scanned until two scans in a row
 * agreed on every key and versionstamp.
 */
export type SnapshotConsistency = "sqlite-backup" | "stable-scan";

const headerSchema = z.strictObject({
  format: z.literal(backupFormat),
  version: z.literal(backupVersion),
  createdAt: z.iso.datetime(),
  consistency: z.enum(["sqlite-backup", "stable-scan"]),
});
const entrySchema = z.strictObject({ key: z.json(), value: z.json() });
const trailerSchema = z.strictObject({
  end: z.literal(true),
  count: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

/**
 * Deno KV refuses a commit with more than 100 checks, 80 KiB of keys or 800 KiB of keys and
 * values; a restore batch stays well under each, since the sizes below are estimates.
 */
const batchLimits = { entries: 100, keyBytes: 60 * 1024, totalBytes: 600 * 1024 };

type Entry = { key: Deno.KvKey; value: unknown };
type SizedEntry = Entry & { keyBytes: number; valueBytes: number };

function isEphemeral(key: Deno.KvKey): boolean {
  return typeof key[0] === "string" && ephemeralPrefixes.includes(key[0]);
}

async function scan(kv: Deno.Kv): Promise<Deno.KvEntry<unknown>[]> {
  const entries: Deno.KvEntry<unknown>[] = [];
  for await (const entry of kv.list({ prefix: [] }, { consistency: "strong" })) {
    if (!isEphemeral(entry.key)) entries.push(entry);
  }
  return entries;
}

function sameVersions(a: Deno.KvEntry<unknown>[], b: Deno.KvEntry<unknown>[]): boolean {
  return a.length === b.length && a.every((entry, index) =>
    entry.versionstamp === b[index].versionstamp &&
    JSON.stringify(encodeKey(entry.key)) === JSON.stringify(encodeKey(b[index].key))
  );
}

/**
 * A live store has no snapshot read, and one list() is not atomic: a commit landing mid-scan can
 * be half seen. Every commit gives the keys it touches a new versionstamp, so when two scans in a
 * row agree on every key and versionstamp, no commit landed between a key's two reads, and the
 * second scan is a state the store was really in. A busy store may never settle: give up after a
 * few tries.
 */
async function stableScan(kv: Deno.Kv, maxScans: number): Promise<Deno.KvEntry<unknown>[]> {
  let previous = await scan(kv);
  for (let scans = 2; scans <= maxScans; scans++) {
    const current = await scan(kv);
    if (sameVersions(previous, current)) return current;
    previous = current;
  }
  throw new Error(
    `The store kept changing: ${maxScans} full scans in a row disagreed, so no consistent snapshot was taken. ` +
      "Try again when it is quieter.",
  );
}

async function* frozenScan(kv: Deno.Kv): AsyncIterable<Deno.KvEntry<unknown>> {
  for await (const entry of kv.list({ prefix: [] })) {
    if (!isEphemeral(entry.key)) yield entry;
  }
}

/**
 * Writes every entry of `kv` but the ephemeral ones as a backup file, one line (ending in "\n") per
 * `write` call, and returns how many entries it wrote. With "sqlite-backup" nothing else writes to
 * `kv` (a private copy), so one streaming pass is consistent; with "stable-scan" `kv` is live and
 * is scanned (into memory) until it holds still.
 */
export async function exportSnapshot(
  kv: Deno.Kv,
  write: (line: string) => Promise<void>,
  options: { consistency: SnapshotConsistency; now: Date; maxScans?: number },
): Promise<number> {
  const entries = options.consistency === "sqlite-backup"
    ? frozenScan(kv)
    : await stableScan(kv, options.maxScans ?? 5);
  const hash = createHash("sha256");
  const emit = async (record: Json) => {
    const line = `${JSON.stringify(record)}\n`;
    hash.update(line);
    await write(line);
  };
  await emit({
    format: backupFormat,
    version: backupVersion,
    createdAt: options.now.toISOString(),
    consistency: options.consistency,
  });
  let count = 0;
  for await (const entry of entries) {
    await emit({ key: encodeKey(entry.key), value: encodeValue(entry.value) });
    count++;
  }
  await write(`${JSON.stringify({ end: true, count, sha256: hash.digest("hex") })}\n`);
  return count;
}

function parseLine<T>(schema: z.ZodType<T>, line: string, lineNumber: number, what: string): T {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    throw new Error(`The backup file is damaged: line ${lineNumber} is not JSON`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new Error(`The backup file is damaged: line ${lineNumber} is not a valid ${what}`);
  return parsed.data;
}

function sizeOf(entry: Entry): SizedEntry {
  const keyBytes = new TextEncoder().encode(JSON.stringify(encodeKey(entry.key))).length + 9 * entry.key.length;
  const valueBytes = entry.value instanceof Uint8Array
    ? entry.value.length
    : entry.value instanceof Deno.KvU64
    ? 8
    : serialize(entry.value).length;
  return { ...entry, keyBytes, valueBytes };
}

/**
 * The entries of a backup file, read whole and checked (header, every line, count and SHA-256)
 * before the caller writes any of them: a restore must never stop halfway on a bad line.
 */
async function readSnapshot(lines: AsyncIterable<string> | Iterable<string>): Promise<SizedEntry[]> {
  const hash = createHash("sha256");
  const entries: SizedEntry[] = [];
  let lineNumber = 0;
  let trailer: z.infer<typeof trailerSchema> | undefined;
  for await (const line of lines) {
    lineNumber++;
    if (trailer) {
      if (line.trim() === "") continue;
      throw new Error(`The backup file is damaged: line ${lineNumber} comes after the trailer`);
    }
    if (lineNumber === 1) {
      parseLine(headerSchema, line, lineNumber, `${backupFormat} header`);
    } else if (line.startsWith('{"end"')) {
      trailer = parseLine(trailerSchema, line, lineNumber, "trailer");
      continue;
    } else {
      const { key, value } = parseLine(entrySchema, line, lineNumber, "entry");
      try {
        entries.push(sizeOf({ key: decodeKey(key), value: decodeValue(value) }));
      } catch (error) {
        throw new Error(`The backup file is damaged: line ${lineNumber}: ${(error as Error).message}`);
      }
    }
    hash.update(`${line}\n`);
  }
  if (lineNumber === 0) throw new Error("The backup file is empty");
  if (!trailer) throw new Error("The backup file has no trailer: it was cut short (an interrupted backup or copy)");
  if (trailer.count !== entries.length) {
    throw new Error(
      `The backup file is damaged: its trailer counts ${trailer.count} entries, but it holds ${entries.length}`,
    );
  }
  if (trailer.sha256 !== hash.digest("hex")) {
    throw new Error(
      "The backup file is damaged: its SHA-256 does not match its trailer (it was changed after the backup)",
    );
  }
  return entries;
}

function* batches(entries: SizedEntry[]): Iterable<SizedEntry[]> {
  let batch: SizedEntry[] = [];
  let keyBytes = 0;
  let totalBytes = 0;
  for (const entry of entries) {
    const full = batch.length === batchLimits.entries ||
      keyBytes + entry.keyBytes > batchLimits.keyBytes ||
      totalBytes + entry.keyBytes + entry.valueBytes > batchLimits.totalBytes;
    if (full && batch.length > 0) {
      yield batch;
      batch = [];
      keyBytes = 0;
      totalBytes = 0;
    }
    batch.push(entry);
    keyBytes += entry.keyBytes;
    totalBytes += entry.keyBytes + entry.valueBytes;
  }
  if (batch.length > 0) yield batch;
}

async function isEmpty(kv: Deno.Kv): Promise<boolean> {
  for await (const _ of kv.list({ prefix: [] }, { limit: 1 })) return false;
  return true;
}

/**
 * Loads a backup file (its lines, without their "\n") into `kv`, which must be empty, and returns
 * how many entries it wrote. The file is checked whole first. Every batch is one atomic commit
 * that also checks its keys are still absent, so a writer that appears mid-restore (a server
 * started too early) stops it instead of being overwritten, and a re-run after a crash fails on the
 * emptiness check rather than writing anything twice.
 */
export async function importSnapshot(kv: Deno.Kv, lines: AsyncIterable<string> | Iterable<string>): Promise<number> {
  const entries = await readSnapshot(lines);
  if (!await isEmpty(kv)) {
    throw new Error(
      "The target store is not empty: a restore only loads into an empty store (point KV_PATH at a new file)",
    );
  }
  let written = 0;
  for (const batch of batches(entries)) {
    const commit = kv.atomic();
    for (const { key, value } of batch) commit.check({ key, versionstamp: null }).set(key, value);
    if (!(await commit.commit()).ok) {
      throw new Error(
        `Something else wrote to the store during the restore; stopped after ${written} of ${entries.length} entries`,
      );
    }
    written += batch.length;
  }
  return written;
}

/** The lines of a UTF-8 text stream, without their line ends. */
export async function* splitLines(stream: ReadableStream<Uint8Array<ArrayBuffer>>): AsyncIterable<string> {
  let rest = "";
  for await (const text of stream.pipeThrough(new TextDecoderStream())) {
    const parts = (rest + text).split("\n");
    rest = parts.pop()!;
    yield* parts;
  }
  if (rest !== "") yield rest;
}
