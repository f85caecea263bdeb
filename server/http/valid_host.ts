import type { MiddlewareHandler } from "hono";

/**
 * Deno builds a request's URL from its Host header without checking it, so `Host: [::1` gives a URL
 * nothing can parse. Such a request is the client's mistake: a 400 before anything reads the URL.
 */
export const validHost: MiddlewareHandler = async (c, next) => {
  if (!URL.canParse(c.req.url)) return c.json({ error: "Invalid Host header" }, 400);
  await next();
};
