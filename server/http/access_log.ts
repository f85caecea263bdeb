import type { MiddlewareHandler } from "hono";

/**
 * One line per request: method, path, status, duration. Never the query string or the body, which
 * can hold what a visitor confided (DEVELOPERS.md, rule 7).
 */
export function accessLog(write: (line: string) => void): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    write(`${c.req.method} ${c.req.path} ${c.res.status} ${(performance.now() - started).toFixed(1)}ms`);
  };
}
