import { z } from "zod";

/**
 * Short leases on a KV key: one holder at a time, across server instances. A holder renews its
 * lease while it works, so a lease can be short and a crashed holder's lease runs out soon after
 * the crash. Expiry is read from the value (`leaseUntilMs`), since KV deletes expired keys lazily.
 */
const leaseRecord = z.object({ holder: z.string(), leaseUntilMs: z.number() }).loose();
export type LeaseRecord = z.infer<typeof leaseRecord>;

export type Lease = { key: Deno.KvKey; holder: string; versionstamp: string };
export type LeaseAttempt = { acquired: Lease } | { busy: LeaseRecord };

/** A few tries: a conflict means another request took or freed the lease in between. */
const maxAttempts = 5;

export async function readLease(kv: Deno.Kv, key: Deno.KvKey, nowMs: number): Promise<LeaseRecord | null> {
  const entry = await kv.get(key);
  if (entry.value === null) return null;
  const record = leaseRecord.parse(entry.value);
  return record.leaseUntilMs > nowMs ? record : null;
}

/** Takes the lease on `key` unless someone holds it; `data` is stored with it for others to read. */
export async function acquireLease(
  kv: Deno.Kv,
  key: Deno.KvKey,
  request: { nowMs: number; leaseMs: number; data?: Record<string, unknown> },
): Promise<LeaseAttempt> {
  const holder = crypto.randomUUID();
  for (let attempt = 0; attempt < maxAttempts; attempt++) {
    const entry = await kv.get(key);
    if (entry.value !== null) {
      const current = leaseRecord.parse(entry.value);
      if (current.leaseUntilMs > request.nowMs) return { busy: current };
    }
    const value = { ...request.data, holder, leaseUntilMs: request.nowMs + request.leaseMs };
    const result = await kv.atomic().check(entry).set(key, value, { expireIn: request.leaseMs }).commit();
    if (result.ok) return { acquired: { key, holder, versionstamp: result.versionstamp } };
  }
  const current = await readLease(kv, key, request.nowMs);
  return { busy: current ?? { holder: "", leaseUntilMs: request.nowMs } };
}

/** Extends a lease still held; false when it was lost (it ran out and someone else took it). */
export async function renewLease(kv: Deno.Kv, lease: Lease, nowMs: number, leaseMs: number): Promise<boolean> {
  const entry = await kv.get(lease.key);
  if (entry.versionstamp !== lease.versionstamp || entry.value === null) return false;
  const value = { ...leaseRecord.parse(entry.value), leaseUntilMs: nowMs + leaseMs };
  const result = await kv.atomic().check(entry).set(lease.key, value, { expireIn: leaseMs }).commit();
  if (!result.ok) return false;
  lease.versionstamp = result.versionstamp;
  return true;
}

/** Frees a lease if it is still ours; a lease already taken over or deleted is left alone. */
export async function releaseLease(kv: Deno.Kv, lease: Lease): Promise<void> {
  await kv.atomic().check({ key: lease.key, versionstamp: lease.versionstamp }).delete(lease.key).commit();
}

/**
 * Keeps `leases` renewed every third of `leaseMs` until the returned stop function is called;
 * stopping waits for a renewal in flight, so the versionstamps are final when it resolves.
 */
export function keepRenewing(kv: Deno.Kv, leases: readonly Lease[], leaseMs: number, now: () => number) {
  let inFlight: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    inFlight = inFlight.then(() => Promise.all(leases.map((lease) => renewLease(kv, lease, now(), leaseMs))))
      .catch(() => {});
  }, Math.max(50, Math.floor(leaseMs / 3)));
  return async () => {
    clearInterval(timer);
    await inFlight;
  };
}
