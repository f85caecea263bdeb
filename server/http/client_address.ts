import type { Context } from "hono";
import type { AppEnv } from "./app_env.ts";

/**
 * The client's address for per-address limits: the connection's peer, never a header a client can
 * set, unless `trustedProxyHops` proxies are configured in front of us; then the address the
 * outermost trusted proxy saw, counted from the right of X-Forwarded-For (entries to its left are
 * the client's own claims). IPv6 clients are counted by /64, since one host usually holds a whole
 * /64. 'unknown' when there is no connection (in-process requests).
 */
export function clientAddress(c: Context<AppEnv>, trustedProxyHops: number): string {
  if (trustedProxyHops > 0) {
    const hops = (c.req.header("X-Forwarded-For") ?? "").split(",").map((hop) => hop.trim()).filter(Boolean);
    const seen = hops.at(-trustedProxyHops);
    if (seen) return addressBucket(seen);
  }
  const remote = c.env?.connection?.remoteAddr;
  return remote && "hostname" in remote ? addressBucket(remote.hostname) : "unknown";
}

export function addressBucket(address: string): string {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "").slice(0, 64).toLowerCase();
  const mappedV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(bare);
  if (mappedV4) return mappedV4[1];
  if (!bare.includes(":")) return bare;
  const [head, tail] = bare.split("::", 2);
  const front = head ? head.split(":") : [];
  const back = tail ? tail.split(":") : [];
  const groups = tail === undefined
    ? front
    : [...front, ...Array(Math.max(0, 8 - front.length - back.length)).fill("0"), ...back];
  return `${groups.slice(0, 4).map((group) => (parseInt(group, 16) || 0).toString(16)).join(":")}::/64`;
}
