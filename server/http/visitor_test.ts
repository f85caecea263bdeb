import { Hono } from "hono";
import { setSignedCookie } from "hono/cookie";
import { assert, assertEquals, assertMatch, assertNotEquals } from "../../tests/assert.ts";
import { cookiePair } from "../testing/app_fixture.ts";
import type { AppEnv } from "./app_env.ts";
import { visitorCookieName, visitorIdentity } from "./visitor.ts";

const secret = "visitor-test-secret-0123456789-abcdefghijklmnop";

function whoAmIApp(signingSecret = secret) {
  return new Hono<AppEnv>().use(visitorIdentity(signingSecret)).get("/me", (c) => c.text(c.get("visitorId")));
}

Deno.test("handlers see the same visitor id for as long as the cookie comes back", async () => {
  const app = whoAmIApp();
  const first = await app.request("http://localhost/me");
  const id = await first.text();
  assertMatch(id, /^[A-Za-z0-9_-]{22}$/);
  const cookie = cookiePair(first.headers.get("set-cookie"));
  const again = await app.request("http://localhost/me", { headers: { Cookie: cookie } });
  assertEquals(await again.text(), id);
  assertEquals(again.headers.get("set-cookie"), null);
});

Deno.test("visitor ids carry 128 random bits: many visits never collide", async () => {
  const app = whoAmIApp();
  const ids = new Set<string>();
  for (let i = 0; i < 200; i++) ids.add(await (await app.request("http://localhost/me")).text());
  assertEquals(ids.size, 200);
});

Deno.test("a tampered or foreign-signed cookie is a new visitor", async () => {
  const app = whoAmIApp();
  const first = await app.request("http://localhost/me");
  const id = await first.text();
  const [name, value] = cookiePair(first.headers.get("set-cookie")).split("=");
  const [, signature] = value.split(".");
  const forged = `${name}=AAAAAAAAAAAAAAAAAAAAAA.${signature}`;
  const tampered = await app.request("http://localhost/me", { headers: { Cookie: forged } });
  assertNotEquals(await tampered.text(), id);
  assert(tampered.headers.get("set-cookie"), "a new cookie replaces the tampered one");

  const otherSecret = await whoAmIApp("another-secret-entirely-0123456789-abcdefgh").request("http://localhost/me");
  const foreign = await app.request("http://localhost/me", {
    headers: { Cookie: cookiePair(otherSecret.headers.get("set-cookie")) },
  });
  assert(foreign.headers.get("set-cookie"), "a cookie signed with another secret is refused");
});

Deno.test("the cookie is Secure outside localhost", async () => {
  const response = await whoAmIApp().request("https://bodhisattva.example/me");
  assertMatch(response.headers.get("set-cookie") ?? "", /; Secure/);
});

Deno.test("cookies signed the way earlier versions signed them (Hono's signed cookies) keep their visitor", async () => {
  const earlier = new Hono().get("/", async (c) => {
    await setSignedCookie(c, visitorCookieName, "AbCdEfGhIjKlMnOpQrStUv", secret, { path: "/" });
    return c.body(null);
  });
  const cookie = cookiePair((await earlier.request("http://localhost/")).headers.get("set-cookie"));
  const again = await whoAmIApp().request("http://localhost/me", { headers: { Cookie: cookie } });
  assertEquals(await again.text(), "AbCdEfGhIjKlMnOpQrStUv");
  assertEquals(again.headers.get("set-cookie"), null);
});
