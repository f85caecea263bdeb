import { assertEquals, assertMatch, assertThrows } from "../tests/assert.ts";
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

Deno.test("with no model settings the model engine is off", () => {
  assertEquals(parseConfig({}).openai, null);
  // A blank line in a .env file means unset, not an empty key.
  assertEquals(parseConfig({ OPENAI_API_KEY: "", OPENAI_BASE_URL: "  " }).openai, null);
  // A model name alone names nothing to talk to.
  assertEquals(parseConfig({ OPENAI_MODEL: "llama3.2" }).openai, null);
});

Deno.test("a key turns on OpenAI with the default model and timeout", () => {
  assertEquals(parseConfig({ OPENAI_API_KEY: " sk-test-key\n" }).openai, {
    apiKey: "sk-test-key",
    baseUrl: undefined,
    model: "gpt-4o-mini",
    timeoutMs: 30000,
  });
});

Deno.test("a base URL alone turns on a local OpenAI-compatible server such as Ollama", () => {
  const config = parseConfig({
    OPENAI_BASE_URL: "http://localhost:11434/v1",
    OPENAI_MODEL: "llama3.2",
    OPENAI_TIMEOUT_MS: "60000",
  });
  assertEquals(config.openai, {
    apiKey: undefined,
    baseUrl: "http://localhost:11434/v1",
    model: "llama3.2",
    timeoutMs: 60000,
  });
});

Deno.test("bad model settings are clear errors that never echo the key", () => {
  assertThrows(() => parseConfig({ OPENAI_BASE_URL: "localhost:11434" }), /OPENAI_BASE_URL: must be an http\(s\) URL/);
  assertThrows(() => parseConfig({ OPENAI_BASE_URL: "ftp://example.com/v1" }), /OPENAI_BASE_URL/);
  assertThrows(() => parseConfig({ OPENAI_TIMEOUT_MS: "999" }), /OPENAI_TIMEOUT_MS/);
  assertThrows(() => parseConfig({ OPENAI_TIMEOUT_MS: "300001" }), /OPENAI_TIMEOUT_MS/);
  assertThrows(() => parseConfig({ OPENAI_TIMEOUT_MS: "1500.5" }), /OPENAI_TIMEOUT_MS/);
  assertEquals(parseConfig({ OPENAI_API_KEY: "k", OPENAI_TIMEOUT_MS: "1000" }).openai?.timeoutMs, 1000);
  assertEquals(parseConfig({ OPENAI_API_KEY: "k", OPENAI_TIMEOUT_MS: "300000" }).openai?.timeoutMs, 300000);
  try {
    parseConfig({ OPENAI_API_KEY: "sk-secret-value", OPENAI_TIMEOUT_MS: "fast" });
    throw new Error("expected an error");
  } catch (error) {
    assertMatch((error as Error).message, /OPENAI_TIMEOUT_MS/);
    assertEquals((error as Error).message.includes("sk-secret-value"), false);
  }
});

Deno.test("CREATOR_LINK_URL sets the Wisdom Hub's creator link, and must be an http(s) URL", () => {
  assertEquals(parseConfig({}).site.creatorLinkUrl, "https://linktr.ee/");
  assertEquals(
    parseConfig({ CREATOR_LINK_URL: "https://example.org/me" }).site.creatorLinkUrl,
    "https://example.org/me",
  );
  let message = "";
  try {
    parseConfig({ CREATOR_LINK_URL: "javascript:alert(1)" });
  } catch (error) {
    message = (error as Error).message;
  }
  assertMatch(message, /CREATOR_LINK_URL: must be an http\(s\) URL/);
});
