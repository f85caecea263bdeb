import { assert, assertEquals } from "../../tests/assert.ts";
import { acquireLease, keepRenewing, type Lease, readLease, releaseLease, renewLease } from "./leases.ts";

const key = ["leases_test", "reply"] as const;
const leaseMs = 15_000;
const start = Date.parse("2026-11-23T12:00:00Z");

function acquired(attempt: Awaited<ReturnType<typeof acquireLease>>): Lease {
  assert("acquired" in attempt, "the lease was free");
  return attempt.acquired;
}

Deno.test("one holder at a time: a held lease is busy with its data, and free again once it runs out", async () => {
  using kv = await Deno.openKv(":memory:");
  acquired(await acquireLease(kv, key, { nowMs: start, leaseMs, data: { requestHash: "abc" } }));
  const second = await acquireLease(kv, key, { nowMs: start + 1, leaseMs });
  assert("busy" in second, "a second holder is refused");
  assertEquals(second.busy.requestHash, "abc");
  assertEquals((await readLease(kv, key, start + 1))?.requestHash, "abc");

  // A crashed holder never releases: its lease simply runs out (read from the value, not KV's lazy expiry).
  assertEquals(await readLease(kv, key, start + leaseMs), null);
  acquired(await acquireLease(kv, key, { nowMs: start + leaseMs, leaseMs }));
});

Deno.test("renewing extends a lease still held; a lease taken over is neither renewed nor released by its old holder", async () => {
  using kv = await Deno.openKv(":memory:");
  const first = acquired(await acquireLease(kv, key, { nowMs: start, leaseMs }));
  assert(await renewLease(kv, first, start + 10_000, leaseMs));
  assert(await readLease(kv, key, start + leaseMs + 5_000), "renewed past its first end");

  const later = start + 10_000 + leaseMs;
  const second = acquired(await acquireLease(kv, key, { nowMs: later, leaseMs }));
  assertEquals(await renewLease(kv, first, later, leaseMs), false);
  await releaseLease(kv, first);
  assertEquals((await readLease(kv, key, later))?.holder, second.holder, "the old holder freed nothing");
  await releaseLease(kv, second);
  assertEquals(await readLease(kv, key, later), null);
});

Deno.test("keepRenewing renews until stopped, and stopping leaves the final versionstamp on the lease", async () => {
  using kv = await Deno.openKv(":memory:");
  let nowMs = start;
  const shortMs = 150;
  const lease = acquired(await acquireLease(kv, key, { nowMs, leaseMs: shortMs }));
  const firstStamp = lease.versionstamp;
  const stop = keepRenewing(kv, [lease], shortMs, () => nowMs);
  nowMs += 100;
  while (lease.versionstamp === firstStamp) await new Promise((resolve) => setTimeout(resolve, 10));
  await stop();
  assertEquals((await kv.get(key)).versionstamp, lease.versionstamp);
  assertEquals((await readLease(kv, key, start + shortMs + 50))?.holder, lease.holder, "held past its first end");
  await releaseLease(kv, lease);
  assertEquals((await kv.get(key)).value, null);
});
