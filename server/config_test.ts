import { assertEquals, assertThrows } from "../tests/assert.ts";
import { parseConfig } from "./config.ts";

Deno.test("defaults serve on port 8000 with a local KV file", () => {
  const config = parseConfig({});
  assertEquals(config.port, 8000);
  assertEquals(config.kvPath, ".data/bodhisattva.kv");
  assertEquals(config.production, false);
  assertEquals(config.sessionSecret, undefined);
});

Deno.test("PORT overrides the port; a bad PORT is a clear error", () => {
  assertEquals(parseConfig({ PORT: "9001" }).port, 9001);
  assertThrows(() => parseConfig({ PORT: "http" }), /Invalid configuration: PORT/);
});

Deno.test("production requires a SESSION_SECRET of at least 32 characters", () => {
  assertThrows(() => parseConfig({ APP_ENV: "production" }), /SESSION_SECRET is required in production/);
  assertThrows(() => parseConfig({ DENO_DEPLOYMENT_ID: "abc" }), /SESSION_SECRET is required/);
  assertThrows(() => parseConfig({ SESSION_SECRET: "short" }), /at least 32 characters/);
  const config = parseConfig({ APP_ENV: "production", SESSION_SECRET: "s".repeat(40) });
  assertEquals(config.production, true);
});
