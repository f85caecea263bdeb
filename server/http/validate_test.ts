import { Hono } from "hono";
import { z } from "zod";
import { assert, assertEquals, assertMatch, assertStringIncludes } from "../../tests/assert.ts";
import type { AppEnv } from "./app_env.ts";
import { handleErrors } from "./errors.ts";
import { bodyBytes, jsonBody, maxBodyBytes, maxJsonDepth, nestsDeeperThan, queryParams } from "./validate.ts";

const limit = maxBodyBytes;

/** The validators as the app mounts them: the error handler, strict request schemas. */
function probeApp() {
  return new Hono<AppEnv>()
    .onError(handleErrors(() => {}))
    .post("/echo", jsonBody(z.strictObject({ content: z.string(), note: z.string().optional() })), (c) => {
      const body = c.req.valid("json");
      return c.json({
        body,
        ownKeys: Object.keys(body),
        prototypeIsObject: Object.getPrototypeOf(body) === Object.prototype,
      });
    })
    .post(
      "/peek",
      async (c, next) => {
        // Like /api/foe/examples: middleware that looks at the body before the validator does.
        c.header("X-Peeked", String((await bodyBytes(c)).length));
        await next();
      },
      jsonBody(z.strictObject({ content: z.string() })),
      (c) => c.json(c.req.valid("json")),
    )
    .get(
      "/verses",
      queryParams(z.strictObject({ versionId: z.coerce.number().int() })),
      (c) => c.json(c.req.valid("query")),
    );
}

function post(body: BodyInit, contentType = "application/json"): RequestInit {
  return { method: "POST", headers: { "Content-Type": contentType }, body };
}

async function errorOf(response: Response): Promise<string> {
  const body = await response.json();
  assertEquals(typeof body.error, "string");
  return body.error;
}

Deno.test("keys that could reach Object.prototype are unknown keys: a 400 naming them, and nothing polluted", async () => {
  const app = probeApp();
  for (const key of ["__proto__", "constructor", "prototype"]) {
    for (
      const text of [
        `{"content":"hi","${key}":{"polluted":true}}`,
        `{"${key}":{"polluted":true},"content":"hi"}`,
        `{"content":"hi","constructor":{"prototype":{"polluted":true}}}`,
      ]
    ) {
      const response = await app.request("/echo", post(text));
      assertEquals(response.status, 400, text);
      assertMatch(await errorOf(response), /Unrecognized key/);
    }
  }
  const response = await app.request("/echo", post(`{"content":"hi","__proto__":{"polluted":true}}`));
  assertStringIncludes(await errorOf(response), '"__proto__"');
  assert(!Object.hasOwn(Object.prototype, "polluted"), "Object.prototype is untouched");
  assertEquals(({} as Record<string, unknown>).polluted, undefined);
});

Deno.test("a duplicated key is JSON.parse's: the last one wins, still checked by the schema", async () => {
  const app = probeApp();
  const last = await app.request("/echo", post(`{"content":"first","content":"second"}`));
  assertEquals(last.status, 200);
  const echoed = await last.json();
  assertEquals(echoed.body, { content: "second" });
  assertEquals(echoed.prototypeIsObject, true);
  const badLast = await app.request("/echo", post(`{"content":"fine","content":7}`));
  assertEquals(badLast.status, 400);
});

Deno.test("deep nesting is a 400 before anything walks it, up to 32,000 levels inside the 64 KiB limit", async () => {
  const app = probeApp();
  for (const depth of [maxJsonDepth + 1, 10_000, 32_000]) {
    for (
      const text of ["[".repeat(depth) + "]".repeat(depth), `{"content":${"[".repeat(depth)}${"]".repeat(depth)}}`]
    ) {
      const response = await app.request("/echo", post(text));
      assertEquals(response.status, 400);
      assertEquals(await errorOf(response), `JSON nested more than ${maxJsonDepth} levels deep`);
    }
  }
  const unclosed = await app.request("/echo", post("{".repeat(60_000)));
  assertEquals(unclosed.status, 400);
  const justDeepEnough = `{"content":"x","note":${"[".repeat(maxJsonDepth - 1)}${"]".repeat(maxJsonDepth - 1)}}`;
  assertMatch(await errorOf(await app.request("/echo", post(justDeepEnough))), /^Invalid request body: note/);
});

Deno.test("nesting is counted outside strings only, escaped quotes included", () => {
  assertEquals(nestsDeeperThan(`{"a":"[[[[[[[[[["}`, 2), false);
  assertEquals(nestsDeeperThan(`{"a":"\\"[[[[[[","b":[1]}`, 2), false);
  assertEquals(nestsDeeperThan(`{"a":"\\\\","b":[[1]]}`, 2), true);
  assertEquals(nestsDeeperThan(`[[]][[]]`, 2), false);
});

Deno.test("bytes that are not UTF-8 are a 400, not text patched with U+FFFD", async () => {
  const app = probeApp();
  const sequences = [[0xc0, 0xaf], [0xe0, 0x80, 0xaf], [0xed, 0xa0, 0x80], [0xff], [0x80], [0xf4, 0x90, 0x80, 0x80], [
    0xe2,
    0x82,
  ]];
  for (const bad of sequences) {
    const bytes = new Uint8Array([
      ...new TextEncoder().encode(`{"content":"a`),
      ...bad,
      ...new TextEncoder().encode(`b"}`),
    ]);
    const response = await app.request("/echo", post(bytes));
    assertEquals(response.status, 400, `bytes ${bad.map((byte) => byte.toString(16)).join(" ")}`);
    assertEquals(await errorOf(response), "The request body is not valid UTF-8");
  }
  // Middleware that reads the body first shares the cached bytes, so the check still holds.
  const peeked = await app.request("/peek", post(new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x7d])));
  assertEquals(peeked.status, 400);
  assertEquals(peeked.headers.get("X-Peeked"), "5");
});

Deno.test("a byte-order mark is allowed; escaped lone surrogates and NULs are strings like any other", async () => {
  const app = probeApp();
  const withBom = await app.request(
    "/echo",
    post(new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(`{"content":"hi"}`)])),
  );
  assertEquals(withBom.status, 200);
  const escaped = await app.request("/echo", post(`{"content":"\\ud800\\u0000\\u202e"}`));
  assertEquals(escaped.status, 200);
  assertEquals((await escaped.json()).body.content, "\ud800\u0000\u202e");
});

Deno.test("JSON media types in any case and with a UTF-8 charset pass; other charsets and types are 415", async () => {
  const app = probeApp();
  const body = `{"content":"hi"}`;
  for (
    const type of [
      "application/json",
      "APPLICATION/JSON",
      "application/json; charset=utf-8",
      'application/json;charset="UTF-8"',
      "application/vnd.api+json",
    ]
  ) {
    assertEquals((await app.request("/echo", post(body, type))).status, 200, type);
  }
  for (
    const type of [
      "application/json; charset=latin1",
      "application/json; charset=utf-16",
      "text/plain",
      "application/jsonx",
      "multipart/form-data; boundary=x",
      "",
    ]
  ) {
    const response = await app.request("/echo", post(body, type));
    assertEquals(response.status, 415, type);
    await errorOf(response);
  }
});

Deno.test("malformed JSON of every kind is a 400 with the one sentence", async () => {
  const app = probeApp();
  for (
    const text of [
      "",
      "{",
      `{"content":NaN}`,
      `{"content":"x",}`,
      `{'content':'x'}`,
      `/* c */{"content":"x"}`,
      `{"content":"x"} trailing`,
      "\ufeff\ufeff{}",
    ]
  ) {
    const response = await app.request("/echo", post(text));
    assertEquals(response.status, 400, JSON.stringify(text));
    assertEquals(await errorOf(response), "Malformed JSON in request body");
  }
});

Deno.test("query keys that could reach Object.prototype are unknown parameters", async () => {
  const app = probeApp();
  const response = await app.request("/verses?versionId=1&__proto__[polluted]=1&__proto__=x");
  assertEquals(response.status, 400);
  assertMatch(await errorOf(response), /Unrecognized keys?: .*__proto__/);
  assertEquals(
    (await app.request("/verses?versionId=1&versionId=2")).status,
    400,
    "a repeated parameter is not a number",
  );
});

Deno.test("over real HTTP, a body over the limit is a 413 with or without a length, and a broken stream a 400", async () => {
  const app = probeApp();
  await using server = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen: () => {} }, app.fetch);
  const url = `http://127.0.0.1:${server.addr.port}/echo`;
  const oversized = new TextEncoder().encode(`{"content":"${"x".repeat(limit)}"}`);

  const sized = await fetch(url, post(oversized));
  assertEquals(sized.status, 413);
  assertEquals(await errorOf(sized), `Request body is larger than ${limit} bytes`);

  let sent = 0;
  const chunked = await fetch(url, {
    ...post(
      new ReadableStream({
        pull(controller) {
          if (sent >= oversized.length) return controller.close();
          controller.enqueue(oversized.slice(sent, sent + 4096));
          sent += 4096;
        },
      }),
    ),
  });
  assertEquals(chunked.status, 413);
  await chunked.body?.cancel();

  const connection = await Deno.connect({ hostname: "127.0.0.1", port: server.addr.port });
  const truncated =
    "POST /echo HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: application/json\r\n" +
    'Transfer-Encoding: chunked\r\n\r\n40\r\n{"content":"cut short';
  await connection.write(new TextEncoder().encode(truncated));
  await connection.closeWrite();
  const answer = new TextDecoder().decode(await new Response(connection.readable).arrayBuffer());
  assertMatch(answer, /^HTTP\/1\.1 400 /);
  assertMatch(answer, /"The request body could not be read"/);
});
