import { assert, assertEquals, assertMatch, assertRejects, assertStringIncludes } from "../../tests/assert.ts";
import { parseConfig } from "../config.ts";
import { ephemeralPrefixes, exportSnapshot, importSnapshot, type SnapshotConsistency } from "./backup.ts";
import { openBackupSource } from "./backup_source.ts";

const now = new Date(Date.UTC(2026, 5, 1, 12));
const projectRoot = new URL("../../", import.meta.url).pathname;

/** assertEquals sees every Date and every KvU64 as equal; Deno.inspect shows their contents and types. */
function shown(value: unknown): string {
  return Deno.inspect(value, { depth: Infinity, iterableLimit: Infinity, strAbbreviateSize: Infinity, sorted: true });
}

async function contents(kv: Deno.Kv, keep: (key: Deno.KvKey) => boolean = () => true): Promise<string> {
  const entries: { key: Deno.KvKey; value: unknown }[] = [];
  for await (const { key, value } of kv.list({ prefix: [] })) if (keep(key)) entries.push({ key, value });
  return shown(entries);
}

const durable = (key: Deno.KvKey) => !ephemeralPrefixes.includes(key[0] as string);

/** Something of every kind the app keeps, with more entries than one restore batch holds. */
async function seed(kv: Deno.Kv): Promise<void> {
  await kv.set(["secrets", "session"], "s".repeat(43));
  await kv.set(["bible_verses", 1, 43, 3, 16], {
    versionId: 1,
    bookId: 43,
    chapter: 3,
    verse: 16,
    text: "For God so…",
  });
  await kv.set(["conversations", "visitor-1", "c1"], {
    id: "c1",
    title: "Ünïcødé ✝ 卍",
    createdAt: new Date(Date.UTC(2026, 0, 1)),
    sequence: 12n,
    nothing: null,
    missing: undefined,
    $: "a key that looks like a tag",
  });
  await kv.set(["turns", "c1", "idem-1"], { expiresAt: 1_780_000_000_000 }, { expireIn: 24 * 3600 * 1000 });
  await kv.atomic().sum(["counters", "messages"], 41n).sum(["counters", "messages"], 1n).commit();
  await kv.set([new Uint8Array([1, 2]), 7n, true, -0.5, "mixed key"], [1, "two", false]);
  for (let chunk = 0; chunk < 15; chunk++) {
    await kv.set(["images", "f".repeat(64), "chunk", chunk], new Uint8Array(60 * 1024).fill(chunk));
  }
  for (let verse = 1; verse <= 250; verse++) await kv.set(["lotus_lines", verse], `line ${verse}`);
  await kv.set(["rate_limits", "visitor-1", "messages"], new Deno.KvU64(3n));
  await kv.set(["generation_locks", "visitor-1"], { conversationId: "c1" });
  await kv.set(["turn_claims", "c1", "idem-2"], { holder: "h", leaseUntilMs: 1 }, { expireIn: 15_000 });
}

async function exportLines(kv: Deno.Kv, consistency: SnapshotConsistency): Promise<string[]> {
  let text = "";
  await exportSnapshot(kv, (line) => Promise.resolve(void (text += line)), { consistency, now });
  return text.split("\n").slice(0, -1);
}

async function withKv<T>(path: string, use: (kv: Deno.Kv) => Promise<T>): Promise<T> {
  const kv = await Deno.openKv(path);
  try {
    return await use(kv);
  } finally {
    kv.close();
  }
}

Deno.test("backup: a live in-memory store exports and imports into an empty one unchanged, ephemeral records left out", async () => {
  await withKv(":memory:", async (source) => {
    await seed(source);
    const lines = await exportLines(source, "stable-scan");
    assertMatch(lines[0], /^\{"format":"bodhisattva-kv-backup","version":1,"createdAt":"2026-06-01T12:00:00.000Z"/);
    assertMatch(lines.at(-1)!, /^\{"end":true,"count":\d+,"sha256":"[0-9a-f]{64}"\}$/);
    await withKv(":memory:", async (target) => {
      const restored = await importSnapshot(target, lines);
      assertEquals(restored, lines.length - 2);
      assertEquals(await contents(target), await contents(source, durable));
      const counter = await target.get(["counters", "messages"]);
      assert(counter.value instanceof Deno.KvU64, "the counter is still a KvU64");
      await target.atomic().sum(["counters", "messages"], 1n).commit();
      assertEquals((await target.get<Deno.KvU64>(["counters", "messages"])).value?.value, 43n);
    });
  });
});

Deno.test("backup: rate limits and reply leases are not in the file", async () => {
  await withKv(":memory:", async (source) => {
    await seed(source);
    const lines = await exportLines(source, "stable-scan");
    for (const prefix of ephemeralPrefixes) {
      assert(!lines.some((line) => line.startsWith(`{"key":["${prefix}"`)), `${prefix} left out`);
    }
  });
});

Deno.test("backup: a local KV file is read from a point-in-time copy, which later writes do not reach", async () => {
  const folder = await Deno.makeTempDir({ prefix: "backup-test-" });
  try {
    const path = `${folder}/store.kv`;
    await withKv(path, async (live) => {
      await seed(live);
      const expected = await contents(live, durable);
      const source = await openBackupSource(parseConfig({ KV_PATH: path }));
      let lines: string[];
      try {
        assertEquals(source.consistency, "sqlite-backup");
        // The server keeps writing while the backup runs; the copy was taken before.
        await live.set(["conversations", "visitor-2", "late"], { title: "after the snapshot" });
        lines = await exportLines(source.kv, source.consistency);
      } finally {
        await source.close();
      }
      assertStringIncludes(lines[0], '"consistency":"sqlite-backup"');
      await withKv(":memory:", async (target) => {
        await importSnapshot(target, lines);
        assertEquals(await contents(target), expected);
      });
    });
    assertEquals([...Deno.readDirSync(folder)].filter((entry) => entry.name.includes("snapshot")), []);
  } finally {
    await Deno.remove(folder, { recursive: true });
  }
});

Deno.test("backup: a missing local store is an error, not an empty backup", async () => {
  await assertRejects(
    () => openBackupSource(parseConfig({ KV_PATH: "/nonexistent/folder/store.kv" })),
    /There is no KV store at \/nonexistent\/folder\/store.kv/,
  );
});

/** `kv` as exportSnapshot sees it, with a write landing at the start of each of its first `busyScans` scans. */
function writtenToDuringScans(kv: Deno.Kv, busyScans: number): Deno.Kv {
  let scans = 0;
  return {
    async *list(selector: Deno.KvListSelector, options?: Deno.KvListOptions) {
      if (scans++ < busyScans) await kv.set(["busy"], scans);
      yield* kv.list(selector, options);
    },
  } as unknown as Deno.Kv;
}

Deno.test("backup: a live store is scanned again until two scans agree, and the settled state is written", async () => {
  await withKv(":memory:", async (kv) => {
    await seed(kv);
    const lines = await exportLines(writtenToDuringScans(kv, 2), "stable-scan");
    assert(lines.includes('{"key":["busy"],"value":2}'), "the last write is in the backup");
    await withKv(":memory:", async (target) => {
      await importSnapshot(target, lines);
      assertEquals(await contents(target), await contents(kv, durable));
    });
  });
});

Deno.test("backup: a store that never holds still is not backed up", async () => {
  await withKv(":memory:", async (kv) => {
    await seed(kv);
    let written = false;
    await assertRejects(
      () =>
        exportSnapshot(writtenToDuringScans(kv, Infinity), () => Promise.resolve(void (written = true)), {
          consistency: "stable-scan",
          now,
          maxScans: 3,
        }),
      /The store kept changing: 3 full scans in a row disagreed/,
    );
    assert(!written, "nothing written");
  });
});

Deno.test("restore: a store that is not empty is refused and left as it was", async () => {
  await withKv(":memory:", async (source) => {
    await seed(source);
    const lines = await exportLines(source, "stable-scan");
    await withKv(":memory:", async (target) => {
      await target.set(["something", "already"], "here");
      await assertRejects(() => importSnapshot(target, lines), /The target store is not empty/);
      assertEquals(await contents(target), shown([{ key: ["something", "already"], value: "here" }]));
    });
  });
});

Deno.test("restore: a cut-short or edited file is refused before anything is written", async () => {
  await withKv(":memory:", async (source) => {
    await seed(source);
    const lines = await exportLines(source, "stable-scan");
    const entry = lines.findIndex((line) => line.includes('"lotus_lines",7]'));
    const damaged: [string, string[], RegExp][] = [
      ["no trailer", lines.slice(0, -1), /no trailer: it was cut short/],
      ["cut mid-line", [...lines.slice(0, -2), lines.at(-2)!.slice(0, 20)], /line \d+ is not JSON/],
      ["a line missing", lines.filter((_, index) => index !== entry), /trailer counts \d+ entries, but it holds \d+/],
      [
        "a value edited",
        lines.map((line, index) => index === entry ? line.replace("line 7", "line 8") : line),
        /SHA-256 does not match/,
      ],
      ["a header from elsewhere", [lines[0].replace("bodhisattva-kv-backup", "other"), ...lines.slice(1)], /header/],
      [
        "an unknown tag",
        lines.map((line, index) => index === entry ? '{"key":["x"],"value":{"$":"?"}}' : line),
        /line/,
      ],
      ["lines after the trailer", [...lines, lines[1]], /comes after the trailer/],
      ["nothing", [], /empty/],
    ];
    for (const [name, file, message] of damaged) {
      await withKv(":memory:", async (target) => {
        await assertRejects(() => importSnapshot(target, file), message);
        assertEquals(await contents(target), shown([]), `${name}: nothing written`);
      });
    }
  });
});

function script(name: string, writable: string, args: string[], kvPath: string) {
  return new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      "--allow-env",
      "--allow-read",
      `--allow-write=${writable}`,
      "--allow-net",
      `scripts/${name}.ts`,
      ...args,
    ],
    cwd: projectRoot,
    env: { KV_PATH: kvPath },
    stdout: "piped",
    stderr: "piped",
  }).output();
}

Deno.test("scripts/backup.ts and scripts/restore.ts carry a running store into a new one", async () => {
  const folder = await Deno.makeTempDir({ prefix: "backup-e2e-" });
  const decoder = new TextDecoder();
  try {
    const livePath = `${folder}/live.kv`;
    const backupPath = `${folder}/backups/snapshot.kvbackup.jsonl`;
    const restoredPath = `${folder}/restored.kv`;
    // Held open, as the server would hold it, while the backup runs.
    await withKv(livePath, async (live) => {
      await seed(live);
      const backup = await script("backup", "/", [backupPath], livePath);
      assertEquals(backup.code, 0, decoder.decode(backup.stderr));
      assertMatch(
        decoder.decode(backup.stdout),
        /Backed up 271 entries \(sqlite-backup\) to .*snapshot.kvbackup.jsonl/,
      );

      const again = await script("backup", "/", [backupPath], livePath);
      assertEquals(again.code, 1, "a backup never overwrites another");

      const restore = await script("restore", folder, [backupPath], restoredPath);
      assertEquals(restore.code, 0, decoder.decode(restore.stderr));
      assertMatch(decoder.decode(restore.stdout), /Restored 271 entries from .* into .*restored.kv/);
      const expected = await contents(live, durable);
      assertEquals(await withKv(restoredPath, contents), expected);

      const twice = await script("restore", folder, [backupPath], restoredPath);
      assertEquals(twice.code, 1);
      assertStringIncludes(decoder.decode(twice.stderr), "Restore failed: The target store is not empty");
      assertEquals(await withKv(restoredPath, contents), expected);
    });
  } finally {
    await Deno.remove(folder, { recursive: true });
  }
});
