import type { MiddlewareHandler } from "hono";
import { randomToken } from "../random_token.ts";
import type { AppEnv } from "./app_env.ts";

/** Headers every response carries; precomputed, since they never vary. HSTS is two years. */
const commonHeaders: ReadonlyArray<readonly [string, string]> = [
  ["Strict-Transport-Security", "max-age=63072000; includeSubDomains"],
  ["X-Content-Type-Options", "nosniff"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["X-Frame-Options", "DENY"],
  ["Cross-Origin-Opener-Policy", "same-origin"],
  ["Cross-Origin-Resource-Policy", "same-origin"],
  ["Permissions-Policy", "camera=(), microphone=(), geolocation=()"],
];

/** JSON answers never need to run anything. */
const apiPolicy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/**
 * Strict CSP for pages: scripts only from our origin or carrying this request's nonce; no plugins,
 * no <base> rewrites, no framing. Styles are our own files only, so markup never has style attributes.
 */
function pagePolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join("; ");
}

/** Sets the security headers; pages also get a fresh CSP nonce, exposed to the renderer as `cspNonce`. */
export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  for (const [name, value] of commonHeaders) c.header(name, value);
  if (c.req.path.startsWith("/api/")) {
    c.header("Content-Security-Policy", apiPolicy);
  } else {
    const nonce = randomToken(16);
    c.set("cspNonce", nonce);
    c.header("Content-Security-Policy", pagePolicy(nonce));
  }
  await next();
};

/** API answers are per-visitor and must never sit in a shared or browser cache. */
export const noStore: MiddlewareHandler = async (c, next) => {
  c.header("Cache-Control", "no-store");
  await next();
};
