import type { Hono } from "hono";
import { randomToken } from "../random_token.ts";
import type { AppEnv, RequestFrame } from "./app_env.ts";
import { addSecurityHeaders } from "./security_headers.ts";

/** The app as a server runs it: every request through the frame (`frameRequests`). */
export type FramedApp = {
  /** Deno.serve's handler: `connection` is what Deno.serve hands it, the peer's address. */
  fetch(request: Request, connection?: Deno.ServeHandlerInfo): Response | Promise<Response>;
  /** A path or URL with its RequestInit, as Hono's `app.request`: for tests and tools. */
  request(
    input: string | URL | Request,
    init?: RequestInit,
    connection?: Pick<Deno.ServeHandlerInfo, "remoteAddr">,
  ): Promise<Response>;
  /** The app's routes, for tests that check every page has what it needs. */
  readonly routes: Hono<AppEnv>["routes"];
};

/** The path of a request URL, without the query string (`url` is always absolute here). */
function pathOf(url: string): string {
  const start = url.indexOf("/", url.indexOf("//") + 2);
  if (start < 0) return "/";
  const query = url.indexOf("?", start);
  return url.slice(start, query < 0 ? undefined : query);
}

/**
 * What every request goes through, around the app rather than as a Hono middleware: a middleware
 * made every answer asynchronous and cost about as much again as the answer of /api/health, which
 * is measured against a bare Deno.serve (issue 18). Handlers read the frame from `c.env`.
 * - A Host header no URL can be built from is the client's mistake: a 400 before anything reads the
 *   URL (Deno builds a request's URL from its Host header without checking it, e.g. `Host: [::1`).
 * - Every request gets an id, echoed in X-Request-Id and in 500 answers, to match logs to reports.
 * - Pages get a fresh CSP nonce (`cspNonce`), which script tags the page emits must carry.
 * - Every answer gets the security headers (security_headers.ts).
 * - With `log`, one line per request: method, path, status, duration. Never the query string or the
 *   body, which can hold what a visitor confided; `log` batches them off the request path.
 */
export function frameRequests(
  app: Hono<AppEnv>,
  { log }: { log?: (line: string) => void } = {},
): FramedApp {
  const fetch = (request: Request, connection?: Pick<Deno.ServeHandlerInfo, "remoteAddr">) => {
    const started = log ? performance.now() : 0;
    const url = request.url;
    const path = pathOf(url);
    const api = path.startsWith("/api/");
    const frame: RequestFrame = {
      requestId: crypto.randomUUID(),
      cspNonce: api ? "" : randomToken(16),
      connection,
    };
    const finish = (response: Response): Response => {
      const framed = withHeaders(response, (headers) => {
        headers.append("X-Request-Id", frame.requestId);
        addSecurityHeaders(headers, api ? { api } : { api, nonce: frame.cspNonce });
      });
      log?.(`${request.method} ${path} ${framed.status} ${(performance.now() - started).toFixed(1)}ms`);
      return framed;
    };
    if (!URL.canParse(url)) return finish(Response.json({ error: "Invalid Host header" }, { status: 400 }));
    const response = app.fetch(request, frame);
    return response instanceof Promise ? response.then(finish) : finish(response);
  };
  return {
    fetch,
    request: async (input, init, connection) => {
      if (input instanceof Request) return await fetch(init ? new Request(input, init) : input, connection);
      const text = String(input);
      const url = /^https?:\/\//.test(text) ? text : new URL(text, "http://localhost");
      return await fetch(new Request(url, init), connection);
    },
    routes: app.routes,
  };
}

/** Sets headers on an answer; one made with immutable headers (Response.redirect) is copied first. */
function withHeaders(response: Response, set: (headers: Headers) => void): Response {
  try {
    set(response.headers);
    return response;
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    const copy = new Response(response.body, response);
    set(copy.headers);
    return copy;
  }
}
