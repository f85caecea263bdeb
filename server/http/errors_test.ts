import { Hono } from "hono";
import { z } from "zod";
import { assert, assertEquals, assertMatch } from "../../tests/assert.ts";
import type { AppEnv } from "./app_env.ts";
import { handleErrors } from "./errors.ts";
import { frameRequests } from "./request_frame.ts";
import { jsonBody, maxBodyBytes, pathParams, queryParams } from "./validate.ts";

/** A small app wired with the real error handler and validators, as every API router uses them. */
function probeApp() {
  const logs: string[] = [];
  const routes = new Hono<AppEnv>()
    .onError(handleErrors((line) => logs.push(line)))
    .post(
      "/echo",
      jsonBody(z.strictObject({ title: z.string().max(5), tags: z.array(z.string()).optional() })),
      (c) => c.json(c.req.valid("json")),
    )
    .get("/items/:id", pathParams(z.object({ id: z.string().regex(/^\d+$/) })), (c) => c.json(c.req.valid("param")))
    .get("/search", queryParams(z.object({ q: z.string().min(1) })), (c) => c.json(c.req.valid("query")))
    .get("/boom", () => {
      throw new Error("secret internals at /srv/app.ts:12");
    });
  return { app: frameRequests(routes), logs };
}

const json = (body: unknown): RequestInit => ({
  method: "POST",
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify(body),
});

Deno.test("a valid JSON body reaches the handler, parsed", async () => {
  const { app } = probeApp();
  const response = await app.request("/echo", json({ title: "peace" }));
  assertEquals(response.status, 200);
  assertEquals(await response.json(), { title: "peace" });
});

Deno.test("schema failures are a 400 naming each field path", async () => {
  const { app } = probeApp();
  const response = await app.request("/echo", json({ title: "too long", tags: ["ok", 7], extra: 1 }));
  assertEquals(response.status, 400);
  const body = await response.json();
  assertMatch(body.error, /^Invalid request body: /);
  const paths = body.issues.map((issue: { path: string }) => issue.path).sort();
  assertEquals(paths, ["(root)", "tags.1", "title"]);
});

Deno.test("malformed JSON is a 400 and a non-JSON content type a 415", async () => {
  const { app } = probeApp();
  const malformed = await app.request("/echo", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: "{not json",
  });
  assertEquals(malformed.status, 400);
  assertEquals(await malformed.json(), { error: "Malformed JSON in request body" });

  const text = await app.request("/echo", { method: "POST", headers: { "Content-Type": "text/plain" }, body: "hi" });
  assertEquals(text.status, 415);
  assertMatch((await text.json()).error, /Content-Type: application\/json/);

  const none = await app.request("/echo", { method: "POST" });
  assertEquals(none.status, 415);
});

Deno.test("bodies over the limit are a 413, even when streamed without a length", async () => {
  const { app } = probeApp();
  const chunk = new TextEncoder().encode("x".repeat(maxBodyBytes / 2 + 1));
  const stream = new ReadableStream({
    start(controller) {
      controller.enqueue(chunk);
      controller.enqueue(chunk);
      controller.close();
    },
  });
  const response = await app.request("/echo", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: stream,
    duplex: "half",
  } as RequestInit);
  assertEquals(response.status, 413);
  assertEquals(await response.json(), { error: "Request body is larger than 65536 bytes" });
});

Deno.test("bad path and query parameters are 400s naming the parameter", async () => {
  const { app } = probeApp();
  const path = await app.request("/items/abc");
  assertEquals(path.status, 400);
  assertEquals((await path.json()).issues[0].path, "id");
  const query = await app.request("/search");
  assertEquals(query.status, 400);
  assertEquals((await query.json()).issues[0].path, "q");
  assertEquals((await app.request("/items/42")).status, 200);
});

Deno.test("an unexpected error is a 500 with the request id and no internals, logged server-side", async () => {
  const { app, logs } = probeApp();
  const response = await app.request("/boom");
  assertEquals(response.status, 500);
  const body = await response.json();
  assertEquals(body.error, "Internal server error");
  assertEquals(body.requestId, response.headers.get("x-request-id"));
  assert(!JSON.stringify(body).includes("secret internals"), "the message does not leak");
  assert(logs.some((line) => line.includes(body.requestId) && line.includes("secret internals")));
});
