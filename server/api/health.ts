import { Hono } from "hono";
import type { AppEnv } from "../http/app_env.ts";

/** Liveness for load balancers and the benchmark: no KV round trip, so it measures the HTTP stack. */
export function healthRouter() {
  return new Hono<AppEnv>().get("/", (c) => c.json({ status: "ok" }));
}
