import type { MiddlewareHandler } from "hono";
import { randomToken } from "../random_token.ts";
import type { AppEnv } from "./app_env.ts";
import { addSecurityHeaders } from "./security_headers.ts";

/**
 * What every request goes through, in one middleware: each Hono layer costs about as much as a bare
 * Deno.serve answer, and /api/health is measured against one (issue 18).
 * - A Host header no URL can be built from is the client's mistake: a 400 before anything reads the
 *   URL (Deno builds a request's URL from its Host header without checking it, e.g. `Host: [::1`).
 * - Every request gets an id, echoed in X-Request-Id and in 500 answers, to match logs to reports.
 * - Pages get a fresh CSP nonce (`cspNonce`), which script tags the page emits must carry.
 * - Every answer gets the security headers (security_headers.ts).
 * - With `log`, one line per request: method, path, status, duration. Never the query string or the
 *   body, which can hold what a visitor confided; `log` batches them off the request path.
 */
export function requestFrame({ log }: { log?: (line: string) => void } = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!URL.canParse(c.req.url)) return c.json({ error: "Invalid Host header" }, 400);
    const started = log ? performance.now() : 0;
    const id = crypto.randomUUID();
    c.set("requestId", id);
    const api = c.req.path.startsWith("/api/");
    const nonce = api ? "" : randomToken(16);
    if (!api) c.set("cspNonce", nonce);
    await next();
    const finish = (headers: Headers) => {
      headers.set("X-Request-Id", id);
      addSecurityHeaders(headers, api ? { api } : { api, nonce });
    };
    try {
      finish(c.res.headers);
    } catch (error) {
      // An answer made with immutable headers (Response.redirect) is copied, then finished.
      if (!(error instanceof TypeError)) throw error;
      c.res = new Response(c.res.body, c.res);
      finish(c.res.headers);
    }
    log?.(`${c.req.method} ${c.req.path} ${c.res.status} ${(performance.now() - started).toFixed(1)}ms`);
  };
}
