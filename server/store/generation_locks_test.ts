import { assert } from "../../tests/assert.ts";
import { generationLockKeys } from "./generation_locks.ts";
import { acquireLease } from "./leases.ts";

Deno.test("a visitor's generation lock is one key for all their replies, and no one else's", async () => {
  using kv = await Deno.openKv(":memory:");
  const lease = { nowMs: Date.parse("2026-11-23T12:00:00Z"), leaseMs: 15_000 };
  assert("acquired" in await acquireLease(kv, generationLockKeys.visitor("visitor-a"), lease));
  assert("busy" in await acquireLease(kv, generationLockKeys.visitor("visitor-a"), lease), "the same visitor waits");
  assert("acquired" in await acquireLease(kv, generationLockKeys.visitor("visitor-b"), lease), "others do not");
});
