/**
 * The conversation-list anchor: a bare Hono handler that lists 50 records from a file-backed
 * Deno KV, with no middleware, cookie or validation. KV_PATH names the file.
 */
import { Hono } from "hono";

const count = 50;
const kv = await Deno.openKv(Deno.env.get("KV_PATH"));
const now = Date.now();
for (let index = 0; index < count; index++) {
  const id = crypto.randomUUID();
  const at = new Date(now + index).toISOString();
  await kv.set(["records", id], { id, title: `record ${index + 1}`, createdAt: at, updatedAt: at });
}

const app = new Hono().get("/", async (c) => {
  const records: unknown[] = [];
  for await (const entry of kv.list({ prefix: ["records"] })) records.push(entry.value);
  return c.json(records);
});

Deno.serve({
  port: 0,
  hostname: "127.0.0.1",
  onListen: ({ port }) => console.log(`listening on http://localhost:${port}`),
}, app.fetch);
