import { cookiePair, type startTestApp } from "./app_fixture.ts";

type TestApp = Pick<Awaited<ReturnType<typeof startTestApp>>, "request">;

/** A visitor: the cookie the app gave on a first request, sent back on every later one. */
export async function visitorClient(fixture: TestApp) {
  const cookie = cookiePair((await fixture.request("/api/conversations")).headers.get("Set-Cookie"));
  const call = (path: string, init: RequestInit = {}) =>
    fixture.request(path, { ...init, headers: { Cookie: cookie, ...init.headers } });
  const json = (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
    call(path, { method, headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(body) });
  return { cookie, call, json };
}
