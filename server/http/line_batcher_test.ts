import { assertEquals } from "../../tests/assert.ts";
import { createLineBatcher } from "./line_batcher.ts";

Deno.test("lines are written together, in order, once the batch's time is up", async () => {
  const writes: string[] = [];
  const batcher = createLineBatcher((text) => writes.push(text), { flushMs: 10 });
  batcher.push("GET / 200 1.0ms");
  batcher.push("GET /api/health 200 0.1ms");
  assertEquals(writes, []);
  await new Promise((resolve) => setTimeout(resolve, 30));
  assertEquals(writes, ["GET / 200 1.0ms\nGET /api/health 200 0.1ms"]);
});

Deno.test("a full batch is written at once, and flush writes what waits without leaving a timer", () => {
  const writes: string[] = [];
  const batcher = createLineBatcher((text) => writes.push(text), { flushMs: 60_000, maxLines: 2 });
  batcher.push("a");
  batcher.push("b");
  batcher.push("c");
  assertEquals(writes, ["a\nb"]);
  batcher.flush();
  batcher.flush();
  assertEquals(writes, ["a\nb", "c"]);
});
