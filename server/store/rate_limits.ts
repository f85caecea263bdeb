import { z } from "zod";

/**
 * Fixed-window request counters in Deno KV (issue 9), so a limit holds across server instances
 * and restarts. A window's counter is keyed by its index (time / window length): a new window is
 * a new key, and the one before the previous is deleted as the new one is counted.
 */
export const rateLimitKeys = {
  window: (bucket: string, subject: string, windowIndex: number) =>
    ["rate_limits", bucket, subject, windowIndex] as const,
  all: () => ["rate_limits"] as const,
};

export type RateRule = { limit: number; windowMs: number };
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const counterValue = z.instanceof(Deno.KvU64);

/**
 * Counts one request of `subject` in `bucket` and says whether it is within the rule. KV's `sum`
 * never conflicts, so a burst of concurrent requests costs no retries; reading the count after
 * adding ours can only over-count (others added too), never let one more through.
 */
export async function countRequest(
  kv: Deno.Kv,
  request: { bucket: string; subject: string; rule: RateRule; nowMs: number },
): Promise<RateDecision> {
  const { bucket, subject, rule, nowMs } = request;
  const windowIndex = Math.floor(nowMs / rule.windowMs);
  const key = rateLimitKeys.window(bucket, subject, windowIndex);
  await kv.atomic()
    .sum(key, 1n)
    .delete(rateLimitKeys.window(bucket, subject, windowIndex - 2))
    .commit();
  const entry = await kv.get(key);
  const count = entry.value === null ? 0n : counterValue.parse(entry.value).value;
  if (count <= BigInt(rule.limit)) return { allowed: true };
  const windowEndsMs = (windowIndex + 1) * rule.windowMs;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowEndsMs - nowMs) / 1000)) };
}

/** Deletes counters of windows that have ended, left by subjects that never came back. Run at start-up. */
export async function sweepRateLimits(kv: Deno.Kv, rules: Readonly<Record<string, RateRule>>, nowMs: number) {
  let swept = 0;
  for await (const entry of kv.list({ prefix: rateLimitKeys.all() })) {
    const [, bucket, , windowIndex] = entry.key;
    const rule = typeof bucket === "string" ? rules[bucket] : undefined;
    const ended = !rule || typeof windowIndex !== "number" || (windowIndex + 1) * rule.windowMs <= nowMs;
    if (ended) {
      await kv.delete(entry.key);
      swept++;
    }
  }
  return swept;
}
