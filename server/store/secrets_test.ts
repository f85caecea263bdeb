import { assertEquals } from "../../tests/assert.ts";
import { loadOrCreateSessionSecret } from "./secrets.ts";

Deno.test("the session secret is created once and kept across restarts", async () => {
  using kv = await Deno.openKv(":memory:");
  const first = await loadOrCreateSessionSecret(kv, () => "a".repeat(43));
  const second = await loadOrCreateSessionSecret(kv, () => "b".repeat(43));
  assertEquals(first, "a".repeat(43));
  assertEquals(second, first);
});

Deno.test("instances starting together agree on one secret", async () => {
  using kv = await Deno.openKv(":memory:");
  let n = 0;
  const secrets = await Promise.all(
    Array.from({ length: 8 }, () => loadOrCreateSessionSecret(kv, () => `secret-${n++}`.padEnd(40, "x"))),
  );
  assertEquals(new Set(secrets).size, 1);
});
