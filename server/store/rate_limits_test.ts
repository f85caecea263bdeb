import { assertEquals } from "../../tests/assert.ts";
import { countRequest, rateLimitKeys, sweepRateLimits } from "./rate_limits.ts";

const rule = { limit: 2, windowMs: 60_000 };

Deno.test("a window allows its limit, says when it ends, and the next window starts afresh", async () => {
  using kv = await Deno.openKv(":memory:");
  const at = (nowMs: number) => countRequest(kv, { bucket: "messages:visitor", subject: "v1", rule, nowMs });
  const start = 60_000 * 1000;
  assertEquals(await at(start), { allowed: true });
  assertEquals(await at(start + 1000), { allowed: true });
  assertEquals(await at(start + 15_000), { allowed: false, retryAfterSeconds: 45 });
  assertEquals(await at(start + 60_000), { allowed: true });
  assertEquals(
    await countRequest(kv, { bucket: "messages:visitor", subject: "v2", rule, nowMs: start + 15_000 }),
    { allowed: true },
    "each subject has its own counter",
  );
});

Deno.test("counting a window deletes the one before the previous; the sweep removes ended windows", async () => {
  using kv = await Deno.openKv(":memory:");
  const count = (subject: string, nowMs: number) =>
    countRequest(kv, { bucket: "messages:visitor", subject, rule, nowMs });
  await count("v1", 0);
  await count("v1", 60_000);
  await count("v1", 120_000);
  assertEquals((await kv.get(rateLimitKeys.window("messages:visitor", "v1", 0))).value, null);
  await count("gone", 60_000);
  assertEquals(await sweepRateLimits(kv, { "messages:visitor": rule }, 125_000), 2, "v1's and gone's window 1");
  const left = [];
  for await (const entry of kv.list({ prefix: rateLimitKeys.all() })) left.push(entry.key);
  assertEquals(left, [rateLimitKeys.window("messages:visitor", "v1", 2)]);
});
