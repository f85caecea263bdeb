import { Hono } from "hono";
import { assert, assertEquals, assertMatch, assertNotEquals, assertStringIncludes } from "../../tests/assert.ts";
import type { AppEnv } from "../http/app_env.ts";
import { createLimiter } from "../limits/limiter.ts";
import { defaultLimitSettings } from "../limits/policy.ts";
import { fixedClock, startTestApp } from "../testing/app_fixture.ts";
import { fakePngBase64, startFakeOpenAI } from "../testing/fake_openai_server.ts";
import { builtinImageGenerator, createOpenAIImageGenerator, withImageFallback } from "../images/generator.ts";
import { generateImageRouter, imageFiles } from "./images.ts";

type Reply = { success: true; imageUrl: string };

Deno.test("generate-image refuses what the spec does not allow, with a readable 400", async () => {
  using fixture = await startTestApp();
  const cases: Array<[unknown, RegExp]> = [
    [{}, /prompt: prompt is required/],
    [{ prompt: "   " }, /Please enter a description for your spiritual image/],
    [{ prompt: 42 }, /prompt must be text/],
    [{ prompt: "x".repeat(1001) }, /limited to 1000 characters/],
    [{ prompt: "lotus", size: "512x512" }, /size must be one of 1024x1024, 1024x1792, 1792x1024/],
    [{ prompt: "lotus", quality: "ultra" }, /quality must be one of standard, hd/],
    [{ prompt: "lotus", style: "neon" }, /style must be one of vivid, natural/],
    [{ prompt: "lotus", n: 2 }, /Unrecognized key: "n"/],
    [[], /expected object/],
  ];
  for (const [body, message] of cases) {
    const response = await fixture.postJson("/api/v1/generate-image", body);
    assertEquals(response.status, 400, JSON.stringify(body));
    assertMatch((await response.json()).error, message, JSON.stringify(body));
  }
  const notJson = await fixture.request("/api/v1/generate-image", { method: "POST", body: "prompt=lotus" });
  assertEquals(notJson.status, 415);
});

Deno.test("generate-image: a 1000-character prompt is accepted, and is trimmed first", async () => {
  using fixture = await startTestApp();
  const atLimit = await fixture.postJson("/api/v1/generate-image", { prompt: `  ${"a".repeat(1000)}  ` });
  assertEquals(atLimit.status, 200);
});

Deno.test("generate-image defaults to 1024x1024, standard, vivid, and the same prompt gives the same picture", async () => {
  using fixture = await startTestApp();
  const generate = async (body: unknown) => {
    const response = await fixture.postJson("/api/v1/generate-image", body);
    assertEquals(response.status, 200);
    const reply: Reply = await response.json();
    assertEquals(reply.success, true);
    assertMatch(reply.imageUrl, /^\/images\/[0-9a-f]{64}\.svg$/);
    return reply.imageUrl;
  };
  const bare = await generate({ prompt: "A lotus on the water" });
  assertEquals(
    await generate({ prompt: "  A lotus on the water ", size: "1024x1024", quality: "standard", style: "vivid" }),
    bare,
  );
  assertNotEquals(await generate({ prompt: "A lotus on the water", style: "natural" }), bare);
  assertNotEquals(await generate({ prompt: "A cross on the mountain" }), bare);

  const portrait = await generate({ prompt: "A lotus on the water", size: "1024x1792", quality: "hd" });
  const svg = await (await fixture.request(portrait)).text();
  assertMatch(svg, /^<svg [^>]*width="1024" height="1792" viewBox="0 0 1024 1792"/);
  assertMatch(svg, /data-quality="hd"/);
  assertStringIncludes(svg, '<g id="lotus"');
});

Deno.test("a generated image is served from our URL, immutable and sandboxed, with the same bytes each time", async () => {
  using fixture = await startTestApp();
  const { imageUrl }: Reply = await (await fixture.postJson("/api/v1/generate-image", { prompt: "dove of peace" }))
    .json();
  const first = await fixture.request(imageUrl);
  assertEquals(first.status, 200);
  assertEquals(first.headers.get("Content-Type"), "image/svg+xml");
  assertEquals(first.headers.get("Cache-Control"), "public, max-age=31536000, immutable");
  assertEquals(first.headers.get("Content-Security-Policy"), "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  assertEquals(first.headers.get("Set-Cookie"), null, "no cookie on a publicly cacheable file");
  const bytes = new Uint8Array(await first.arrayBuffer());
  const again: Reply = await (await fixture.postJson("/api/v1/generate-image", { prompt: "dove of peace" })).json();
  assertEquals(again.imageUrl, imageUrl);
  assertEquals(new Uint8Array(await (await fixture.request(imageUrl)).arrayBuffer()), bytes);
  // The URL names the content: its hash is the SHA-256 of the bytes served.
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  assertEquals(imageUrl.slice(8, 72), Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join(""));
});

Deno.test("an unknown or malformed image id is a 404", async () => {
  using fixture = await startTestApp();
  const { imageUrl }: Reply = await (await fixture.postJson("/api/v1/generate-image", { prompt: "mandala" })).json();
  for (
    const path of [`/images/${"0".repeat(64)}.svg`, "/images/nothing.svg", imageUrl.replace(".svg", ".png"), "/images/"]
  ) {
    assertEquals((await fixture.request(path)).status, 404, path);
  }
});

/** The generate-image API and the image files on their own, with a chosen generator and a fresh KV. */
async function imagesApp(generator: Parameters<typeof generateImageRouter>[1]) {
  const kv = await Deno.openKv(":memory:");
  const limiter = createLimiter(kv, fixedClock, defaultLimitSettings);
  const app = new Hono<AppEnv>()
    .use((c, next) => {
      c.set("visitorId", "test-visitor");
      return next();
    })
    .route("/api/v1", generateImageRouter(kv, generator, limiter))
    .use("/images/*", imageFiles(kv));
  const generate = async (body: unknown) => {
    const response = await app.request("http://localhost/api/v1/generate-image", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    assertEquals(response.status, 200);
    const reply: Reply = await response.json();
    return { reply, image: await app.request(`http://localhost${reply.imageUrl}`) };
  };
  return { generate, [Symbol.dispose]: () => kv.close() };
}

Deno.test("with an OpenAI key, dall-e-3 makes the picture, stored and served as a PNG", async () => {
  await using fake = startFakeOpenAI();
  const logs: string[] = [];
  const openai = createOpenAIImageGenerator({ apiKey: "sk-test", baseUrl: fake.baseUrl, timeoutMs: 5000 });
  using app = await imagesApp(withImageFallback(openai, builtinImageGenerator, (line) => logs.push(line)));
  const { reply, image } = await app.generate({
    prompt: "A lotus",
    size: "1792x1024",
    quality: "hd",
    style: "natural",
  });
  assertMatch(reply.imageUrl, /^\/images\/[0-9a-f]{64}\.png$/);
  assertEquals(image.headers.get("Content-Type"), "image/png");
  assertEquals(
    new Uint8Array(await image.arrayBuffer()),
    Uint8Array.from(atob(fakePngBase64), (char) => char.charCodeAt(0)),
  );
  assertEquals(fake.requests.map((request) => [request.path, request.authorization]), [[
    "/v1/images/generations",
    "Bearer sk-test",
  ]]);
  assertEquals(fake.requests[0].body, {
    model: "dall-e-3",
    prompt: "A lotus",
    size: "1792x1024",
    quality: "hd",
    style: "natural",
    response_format: "b64_json",
  });
  assertEquals(logs, []);
});

Deno.test("when OpenAI fails, the built-in picture is served and the log leaves the prompt out", async () => {
  await using fake = startFakeOpenAI({ status: 500, message: "The server had an error with A secret lotus prayer" });
  const logs: string[] = [];
  const openai = createOpenAIImageGenerator({ apiKey: "sk-test", baseUrl: fake.baseUrl, timeoutMs: 5000 });
  using app = await imagesApp(withImageFallback(openai, builtinImageGenerator, (line) => logs.push(line)));
  const { reply, image } = await app.generate({ prompt: "A secret lotus prayer" });
  assertMatch(reply.imageUrl, /\.svg$/);
  assertEquals(image.headers.get("Content-Type"), "image/svg+xml");
  assertStringIncludes(await image.text(), '<g id="lotus"');
  assertEquals(fake.requests.length, 1, "no retries");
  assertEquals(logs.length, 1);
  assertMatch(logs[0], /HTTP 500/);
  assert(!/secret|lotus|prayer/i.test(logs[0]), logs[0]);
});
