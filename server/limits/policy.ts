import type { RateRule } from "../store/rate_limits.ts";

/** What an operator can tune (README, "Configuration"). */
export type LimitSettings = {
  /** Multiplies every per-visitor and per-address limit (RATE_LIMIT_SCALE); benches and tests raise it. */
  scale: number;
  /** Model calls (chat replies and pictures) the whole deployment may make per hour (UPSTREAM_CALLS_PER_HOUR). */
  upstreamCallsPerHour: number;
  /** Proxies in front of the server whose X-Forwarded-For may be believed (TRUSTED_PROXY_HOPS); 0 trusts none. */
  trustedProxyHops: number;
  /** How long a reply's lease lasts without renewal; a crashed server's claims are free again after it. */
  generationLeaseMs: number;
};

export const defaultLimitSettings: LimitSettings = {
  scale: 1,
  upstreamCallsPerHour: 600,
  trustedProxyHops: 0,
  generationLeaseMs: 15_000,
};

/** The actions that cost us something, each limited per visitor and per client address. */
export type LimitedAction = "messages" | "hub-chat" | "images";

const minute = 60_000;

/**
 * Generous for a person, tight for a script: a thoughtful conversation is a few messages a minute,
 * and an address may be shared by a household or an office, so it gets three visitors' worth.
 */
const baseRules: Record<LimitedAction, { visitor: RateRule; address: RateRule }> = {
  messages: { visitor: { limit: 20, windowMs: minute }, address: { limit: 60, windowMs: minute } },
  "hub-chat": { visitor: { limit: 20, windowMs: minute }, address: { limit: 60, windowMs: minute } },
  images: { visitor: { limit: 10, windowMs: 10 * minute }, address: { limit: 30, windowMs: 10 * minute } },
};

export const upstreamBucket = "upstream";

/** Every counter's rule by bucket name (`<action>:visitor`, `<action>:address`, `upstream`). */
export function limitRules(settings: LimitSettings): Record<string, RateRule> {
  const rules: Record<string, RateRule> = {
    [upstreamBucket]: { limit: settings.upstreamCallsPerHour, windowMs: 60 * minute },
  };
  for (const [action, { visitor, address }] of Object.entries(baseRules)) {
    rules[`${action}:visitor`] = { ...visitor, limit: Math.ceil(visitor.limit * settings.scale) };
    rules[`${action}:address`] = { ...address, limit: Math.ceil(address.limit * settings.scale) };
  }
  return rules;
}

/** The sentence a visitor sees with a 429 (spec: the UI shows the server's message). */
export function limitMessage(action: LimitedAction, retryAfterSeconds: number): string {
  const wait = retryAfterSeconds < 90
    ? `${retryAfterSeconds} second${retryAfterSeconds === 1 ? "" : "s"}`
    : `${Math.ceil(retryAfterSeconds / 60)} minutes`;
  return action === "images"
    ? `Too many pictures requested. Please wait ${wait} before generating another.`
    : `You are sending messages faster than I can reflect on them. Please wait ${wait} and try again.`;
}
