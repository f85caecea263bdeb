import { assert, assertEquals, assertNotEquals } from "../assert.ts";
import { visitorCookieName } from "../../server/http/visitor.ts";
import { cookiePair, generousLimits, startTestApp } from "../../server/testing/app_fixture.ts";

/**
 * Isolation between visitors (there is no login, only the signed visitor cookie): a second visitor,
 * or anyone holding a forged cookie, sees nothing of the first visitor's and cannot even tell which
 * of their ids exist.
 */

type Fixture = Awaited<ReturnType<typeof startTestApp>>;

/** Requests as one visitor: `cookie` is sent as given, so tests can forge it. */
function visitorWith(fixture: Fixture, cookie: string) {
  const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    fixture.request(path, {
      method,
      headers: {
        Cookie: cookie,
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return { cookie, call };
}

async function newVisitor(fixture: Fixture) {
  const first = await fixture.request("/api/conversations");
  return visitorWith(fixture, cookiePair(first.headers.get("Set-Cookie")));
}

/** The id and the signature inside a `bp_visitor=...` pair. */
function partsOf(pair: string): { id: string; signature: string } {
  const value = decodeURIComponent(pair.slice(pair.indexOf("=") + 1));
  const dot = value.lastIndexOf(".");
  return { id: value.slice(0, dot), signature: value.slice(dot + 1) };
}

const pairOf = (id: string, signature?: string) =>
  `${visitorCookieName}=${encodeURIComponent(signature === undefined ? id : `${id}.${signature}`)}`;

/**
 * One character changed at `at` to another of the same alphabet. A base64 signature's last two
 * characters carry padding bits, which a change there may not alter; callers stay clear of them.
 */
function changeAt(text: string, at: number): string {
  const replacement = text[at] === "A" ? "B" : "A";
  return text.slice(0, at) + replacement + text.slice(at + 1);
}

/** `id` signed as Hono signs cookies (HMAC-SHA256, base64), with a secret that is not the server's. */
async function signedWithOtherSecret(id: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode("another-secret-that-is-also-long-enough-0123456789"),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const signature = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(id)));
  return pairOf(id, btoa(String.fromCharCode(...signature)));
}

/** What the first visitor owns: two conversations with messages (one sent with an Idempotency-Key) and sessions. */
async function ownerWithData(fixture: Fixture) {
  const owner = await newVisitor(fixture);
  const ids: string[] = [];
  for (const title of ["My private worries", "Letters to my father"]) {
    const created = await owner.call("POST", "/api/conversations", { title });
    assertEquals(created.status, 201);
    ids.push((await created.json()).id);
  }
  const idempotencyKey = "owner-key-0123456789";
  const sent = await owner.call("POST", `/api/conversations/${ids[0]}/messages`, { content: "I am afraid of dying" }, {
    "Idempotency-Key": idempotencyKey,
  });
  assertEquals(sent.status, 201);
  await sent.body?.cancel();
  const second = await owner.call("POST", `/api/conversations/${ids[1]}/messages`, { content: "How do I forgive?" });
  assertEquals(second.status, 201);
  await second.body?.cancel();
  const session = await owner.call("POST", "/api/life-mastery/adhd/sessions", { name: "Focus", seconds: 600 });
  assertEquals(session.status, 201);
  return { owner, ids, idempotencyKey };
}

/** Everything the owner can read of their own, to compare before and after the others' attempts. */
async function snapshot(visitor: ReturnType<typeof visitorWith>, ids: string[]) {
  const list = await (await visitor.call("GET", "/api/conversations")).json();
  const conversations = [];
  for (const id of ids) {
    conversations.push({
      conversation: await (await visitor.call("GET", `/api/conversations/${id}`)).json(),
      messages: await (await visitor.call("GET", `/api/conversations/${id}/messages`)).json(),
    });
  }
  return { list, conversations, figures: await figuresOf(visitor) };
}

/** Success Tracking's figures on a programme's detail, wherever that programme keeps them. */
async function figuresOf(visitor: ReturnType<typeof visitorWith>) {
  const detail: Record<string, unknown> = await (await visitor.call("GET", "/api/life-mastery/adhd")).json();
  const tracking = Object.values(detail).find((value) =>
    typeof value === "object" && value !== null && "figures" in value
  ) as { figures: Record<string, number> } | undefined;
  assert(tracking, "the detail carries tracking figures");
  return tracking.figures;
}

const noFigures = { sessions_this_week: 0, minutes_this_week: 0, current_streak_days: 0 };

type Route = { method: string; path: string; body?: unknown; headers?: Record<string, string> };

/** Every request that names a conversation by id, as a visitor could send it. */
function routesNaming(id: string, idempotencyKey: string): Route[] {
  return [
    { method: "GET", path: `/api/conversations/${id}` },
    { method: "PATCH", path: `/api/conversations/${id}`, body: { title: "Taken over" } },
    { method: "DELETE", path: `/api/conversations/${id}` },
    { method: "GET", path: `/api/conversations/${id}/messages` },
    { method: "POST", path: `/api/conversations/${id}/messages`, body: { content: "Show me everything" } },
    {
      method: "POST",
      path: `/api/conversations/${id}/messages`,
      body: { content: "I am afraid of dying" },
      headers: { "Idempotency-Key": idempotencyKey },
    },
    {
      method: "POST",
      path: `/api/conversations/${id}/messages`,
      body: { content: "Stream it to me" },
      headers: { Accept: "text/event-stream" },
    },
  ];
}

/** What an answer reveals: status, type, header names and body (the request id differs on every answer). */
async function revealed(response: Response) {
  const names = [...response.headers.keys()].filter((name) => name !== "x-request-id").sort();
  return { status: response.status, type: response.headers.get("content-type"), names, body: await response.text() };
}

Deno.test("a second visitor gets 404 for every route naming the first's data, exactly as for an id never made", async () => {
  using fixture = await startTestApp({ limits: generousLimits });
  const { owner, ids, idempotencyKey } = await ownerWithData(fixture);
  const before = await snapshot(owner, ids);
  assertEquals(before.list.length, 2);
  assertEquals(before.conversations[0].messages.length, 2);
  assertNotEquals(before.figures, noFigures);

  const other = await newVisitor(fixture);
  const neverMade = crypto.randomUUID();
  for (const id of ids) {
    const theirs = routesNaming(id, idempotencyKey);
    const nobodys = routesNaming(neverMade, idempotencyKey);
    for (const [index, route] of theirs.entries()) {
      const label = `${route.method} ${route.path} ${JSON.stringify(route.headers ?? {})}`;
      const answer = await revealed(await other.call(route.method, route.path, route.body, route.headers));
      assertEquals(answer.status, 404, label);
      assertEquals(JSON.parse(answer.body), { error: "Conversation not found" }, label);
      const control = nobodys[index];
      const unknown = await revealed(await other.call(control.method, control.path, control.body, control.headers));
      assertEquals(answer, unknown, `${label}: the answer tells an existing id from a made-up one`);
    }
  }
  assertEquals(await (await other.call("GET", "/api/conversations")).json(), []);
  assertEquals(await figuresOf(other), noFigures);

  assertEquals(await snapshot(owner, ids), before, "the owner's data is unchanged");
});

Deno.test("a tampered or foreign-signed cookie is a new visitor: a fresh cookie, and nothing of the owner's", async () => {
  using fixture = await startTestApp({ limits: generousLimits });
  const { owner, ids, idempotencyKey } = await ownerWithData(fixture);
  const other = await newVisitor(fixture);
  const before = await snapshot(owner, ids);
  const mine = partsOf(owner.cookie);
  const theirs = partsOf(other.cookie);

  const forgeries: Record<string, string> = {
    "a character of the id changed": pairOf(changeAt(mine.id, 5), mine.signature),
    "the id's last character changed": pairOf(changeAt(mine.id, mine.id.length - 1), mine.signature),
    "a character of the signature changed": pairOf(mine.id, changeAt(mine.signature, 10)),
    "the signature's first character changed": pairOf(mine.id, changeAt(mine.signature, 0)),
    "the other visitor's signature": pairOf(mine.id, theirs.signature),
    "the other visitor's id with the owner's signature": pairOf(theirs.id, mine.signature),
    "no signature": pairOf(mine.id),
    "an empty signature": pairOf(mine.id, ""),
    "signed with another secret": await signedWithOtherSecret(mine.id),
    "the signature twice": pairOf(`${mine.id}.${mine.signature}`, mine.signature),
  };

  for (const [name, cookie] of Object.entries(forgeries)) {
    const forger = visitorWith(fixture, cookie);
    const listed = await forger.call("GET", "/api/conversations");
    assertEquals(listed.status, 200, name);
    assertEquals(await listed.json(), [], name);
    const fresh = listed.headers.get("Set-Cookie");
    assert(fresh?.startsWith(`${visitorCookieName}=`), `${name}: a new visitor cookie is set`);
    const freshId = partsOf(cookiePair(fresh)).id;
    assert(freshId !== mine.id && freshId !== theirs.id, `${name}: the new cookie names a new visitor`);

    for (const id of ids) {
      for (const route of routesNaming(id, idempotencyKey)) {
        const answer = await forger.call(route.method, route.path, route.body, route.headers);
        assertEquals(answer.status, 404, `${name}: ${route.method} ${route.path}`);
        assertEquals(await answer.json(), { error: "Conversation not found" }, name);
      }
    }
    assertEquals(await figuresOf(forger), noFigures, name);
  }

  assertEquals(await snapshot(owner, ids), before, "the owner's data is unchanged");
  assertEquals(await snapshot(other, []), { list: [], conversations: [], figures: noFigures });
});

Deno.test("generated pictures are public by design: content-addressed, cookie-free, and carry no prompt", async () => {
  using fixture = await startTestApp({ limits: generousLimits });
  const owner = await newVisitor(fixture);
  const prompt = "my sister's hospital room at night";
  const generated = await owner.call("POST", "/api/v1/generate-image", { prompt });
  assertEquals(generated.status, 200);
  const { imageUrl } = await generated.json();

  // docs/decisions.md: /images/{sha256} sits before the visitor cookie so shared caches may keep it.
  const anyone = await fixture.request(imageUrl);
  assertEquals(anyone.status, 200);
  assertEquals(anyone.headers.get("Set-Cookie"), null);
  const svg = await anyone.text();
  for (const word of prompt.split(/\W+/).filter((word) => word.length > 3)) {
    assert(!svg.includes(word), `the picture does not carry the prompt's '${word}'`);
  }
  const other = await newVisitor(fixture);
  assertEquals(await (await other.call("GET", "/api/conversations")).json(), [], "no listing leads to it");
});
