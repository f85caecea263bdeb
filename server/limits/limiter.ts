import type { Context } from "hono";
import type { Clock } from "../clock.ts";
import type { AppEnv } from "../http/app_env.ts";
import { clientAddress } from "../http/client_address.ts";
import { retryLater } from "../http/retry_later.ts";
import { countRequest } from "../store/rate_limits.ts";
import { type LimitedAction, limitMessage, limitRules, type LimitSettings, upstreamBucket } from "./policy.ts";

export type Limiter = {
  readonly settings: LimitSettings;
  /** Counts the request against its visitor's and its address's limits; a 429 when either is spent. */
  admit(c: Context<AppEnv>, action: LimitedAction): Promise<void>;
  /** Counts one model call against the deployment's hourly budget; false when the budget is spent. */
  takeUpstreamCall(): Promise<boolean>;
};

export function createLimiter(kv: Deno.Kv, clock: Clock, settings: LimitSettings): Limiter {
  const rules = limitRules(settings);
  const count = (bucket: string, subject: string) =>
    countRequest(kv, { bucket, subject, rule: rules[bucket], nowMs: clock.now().getTime() });
  return {
    settings,
    async admit(c, action) {
      const decisions = await Promise.all([
        count(`${action}:visitor`, c.get("visitorId")),
        count(`${action}:address`, clientAddress(c, settings.trustedProxyHops)),
      ]);
      const waits = decisions.flatMap((decision) => decision.allowed ? [] : [decision.retryAfterSeconds]);
      if (waits.length) {
        const wait = Math.max(...waits);
        throw retryLater(429, limitMessage(action, wait), wait);
      }
    },
    async takeUpstreamCall() {
      return (await count(upstreamBucket, "all")).allowed;
    },
  };
}
