import type { MiddlewareHandler } from "hono";
import { getSignedCookie, setSignedCookie } from "hono/cookie";
import { randomToken } from "../random_token.ts";
import type { AppEnv } from "./app_env.ts";

export const visitorCookieName = "bp_visitor";

/** 16 random bytes as unpadded base64url: 128 bits, the floor the spec of visitor ids sets. */
const visitorIdPattern = /^[A-Za-z0-9_-]{22}$/;
const fourHundredDays = 400 * 24 * 60 * 60;
const localHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Gives every visitor an anonymous id in a signed, httpOnly cookie (no login exists). A missing,
 * tampered or malformed cookie starts a new visitor; per-visitor records are keyed by this id.
 */
export function visitorIdentity(secret: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const fromCookie = await getSignedCookie(c, secret, visitorCookieName);
    let visitorId = typeof fromCookie === "string" && visitorIdPattern.test(fromCookie) ? fromCookie : undefined;
    if (visitorId === undefined) {
      visitorId = randomToken(16);
      const hostname = new URL(c.req.url).hostname;
      await setSignedCookie(c, visitorCookieName, visitorId, secret, {
        path: "/",
        httpOnly: true,
        sameSite: "Lax",
        secure: !localHosts.has(hostname),
        maxAge: fourHundredDays,
      });
    }
    c.set("visitorId", visitorId);
    await next();
  };
}
