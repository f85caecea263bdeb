import type { MiddlewareHandler } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { decodeBase64, encodeBase64 } from "hono/utils/encode";
import { randomToken } from "../random_token.ts";
import type { AppEnv } from "./app_env.ts";

export const visitorCookieName = "bp_visitor";

/** 16 random bytes as unpadded base64url: 128 bits, the floor the spec of visitor ids sets. */
const visitorIdPattern = /^[A-Za-z0-9_-]{22}$/;
const fourHundredDays = 400 * 24 * 60 * 60;
const localHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);
const hmac = { name: "HMAC", hash: "SHA-256" };
const encoder = new TextEncoder();
/** Cookie values already verified, so a returning visitor costs a lookup; bounded, oldest dropped first. */
const rememberedCookies = 10_000;

/**
 * The id a cookie value `id.signature` carries when its HMAC-SHA256 signature (base64, as Hono's
 * signed cookies write it) is the key's; undefined for anything else.
 */
async function verifiedId(key: CryptoKey, value: string): Promise<string | undefined> {
  const dot = value.lastIndexOf(".");
  if (dot < 0) return undefined;
  const id = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (!visitorIdPattern.test(id) || signature.length !== 44 || !signature.endsWith("=")) return undefined;
  try {
    return await crypto.subtle.verify(hmac, key, decodeBase64(signature), encoder.encode(id)) ? id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Gives every visitor an anonymous id in a signed, httpOnly cookie (no login exists). A missing,
 * tampered or malformed cookie starts a new visitor; per-visitor records are keyed by this id. The
 * key is imported once and a verified cookie remembered (issue 18: checking the signature was a
 * fifth of the time of a conversation list).
 */
export function visitorIdentity(secret: string): MiddlewareHandler<AppEnv> {
  const key = crypto.subtle.importKey("raw", encoder.encode(secret), hmac, false, ["sign", "verify"]);
  const verified = new Map<string, string>();
  const verify = async (value: string) => {
    const id = await verifiedId(await key, value);
    if (id === undefined) return undefined;
    if (verified.size >= rememberedCookies) verified.delete(verified.keys().next().value!);
    verified.set(value, id);
    return id;
  };
  return async (c, next) => {
    const cookie = getCookie(c, visitorCookieName);
    let visitorId = cookie === undefined ? undefined : verified.get(cookie) ?? await verify(cookie);
    if (visitorId === undefined) {
      visitorId = randomToken(16);
      const signature = encodeBase64(await crypto.subtle.sign(hmac, await key, encoder.encode(visitorId)));
      setCookie(c, visitorCookieName, `${visitorId}.${signature}`, {
        path: "/",
        httpOnly: true,
        sameSite: "Lax",
        secure: !localHosts.has(new URL(c.req.url).hostname),
        maxAge: fourHundredDays,
      });
    }
    c.set("visitorId", visitorId);
    await next();
  };
}
