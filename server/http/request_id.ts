import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app_env.ts";

/** Tags each request with an id, echoed in X-Request-Id and in 500 answers, to match logs to reports. */
export const requestId: MiddlewareHandler<AppEnv> = async (c, next) => {
  const id = crypto.randomUUID();
  c.set("requestId", id);
  c.header("X-Request-Id", id);
  await next();
};
