import type { ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import type { AppEnv } from "./app_env.ts";

/** The one error shape every API failure has: `{ error }`, plus the offending fields for a 400. */
export type ErrorBody = { error: string; issues?: FieldIssue[]; requestId?: string };
export type FieldIssue = { path: string; message: string };

export function describeIssues(error: z.core.$ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join(".") || "(root)",
    message: issue.message,
  }));
}

/** A 400 that names each invalid field, e.g. `Invalid request: title: Too big`. */
export function invalidRequest(error: z.core.$ZodError, what = "request"): HTTPException {
  const issues = describeIssues(error);
  const summary = issues.map((issue) => `${issue.path}: ${issue.message}`).join("; ");
  return new HTTPException(400, { message: `Invalid ${what}: ${summary}`, cause: issues });
}

function isFieldIssues(value: unknown): value is FieldIssue[] {
  return Array.isArray(value) && value.every((item) => typeof item?.path === "string");
}

/**
 * The caller's mistakes (HTTPException) keep their status and message; anything else is our bug:
 * logged with the request id and answered as a bare 500, never with a stack trace.
 */
export function handleErrors(log: (line: string) => void): ErrorHandler<AppEnv> {
  return (err, c) => {
    if (err instanceof HTTPException) {
      const status = err.status as ContentfulStatusCode;
      const body: ErrorBody = { error: err.message || statusMessage(status) };
      if (isFieldIssues(err.cause)) body.issues = err.cause;
      // A 429 says when to come back (server/limits/limiter.ts).
      const retryAfter = err.res?.headers.get("Retry-After");
      if (retryAfter) c.header("Retry-After", retryAfter);
      return c.json(body, status);
    }
    return c.json(internalError(log, c.env.requestId, err), 500);
  };
}

/**
 * Our bug, wherever it surfaces (the error handler, or a stream already answering 200): logged with
 * the request id and the stack, answered with the request id alone.
 */
export function internalError(log: (line: string) => void, requestId: string, error: unknown): ErrorBody {
  log(`500 request ${requestId}: ${error instanceof Error ? error.stack : String(error)}`);
  return { error: "Internal server error", requestId };
}

function statusMessage(status: number): string {
  const known: Record<number, string> = {
    400: "Bad request",
    404: "Not found",
    405: "Method not allowed",
    413: "Request body too large",
    415: "Unsupported media type",
    429: "Too many requests",
  };
  return known[status] ?? "Request failed";
}
