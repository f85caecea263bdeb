import { HTTPException } from "hono/http-exception";

/** A 409 or 429 that says when to come back; the error handler copies Retry-After onto its JSON answer. */
export function retryLater(status: 409 | 429, message: string, retryAfterSeconds: number): HTTPException {
  return new HTTPException(status, {
    message,
    res: new Response(null, { status, headers: { "Retry-After": String(retryAfterSeconds) } }),
  });
}
