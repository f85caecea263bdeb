import { z } from "zod";

export const sessionSecretKey = ["secrets", "session"] as const;

const storedSecret = z.string().min(32);

/**
 * Returns the cookie-signing secret kept in KV, creating it on first start. The insert is
 * conditional, so instances starting together agree on one secret and restarts keep cookies valid.
 */
export async function loadOrCreateSessionSecret(kv: Deno.Kv, generate: () => string): Promise<string> {
  const existing = await kv.get(sessionSecretKey);
  if (existing.value !== null) return storedSecret.parse(existing.value);
  const candidate = generate();
  const result = await kv.atomic().check({ key: sessionSecretKey, versionstamp: null }).set(sessionSecretKey, candidate)
    .commit();
  if (result.ok) return candidate;
  const winner = await kv.get(sessionSecretKey);
  return storedSecret.parse(winner.value);
}
