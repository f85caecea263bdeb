import type { z } from "zod";

/**
 * The client's one way to call the server (spec section 7): JSON body with a JSON content type when
 * there is a payload, credentials included, and a non-ok answer fails with 'status: body'.
 */
export class ApiError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
    this.name = "ApiError";
  }
}

/** The server's `{ error }` sentence when there is one, else the raw body, else the status text. */
async function failureText(response: Response): Promise<string> {
  const body = await response.text();
  try {
    const parsed = JSON.parse(body);
    if (typeof parsed?.error === "string") return parsed.error;
  } catch {
    // Not JSON: the body itself is the best description.
  }
  return body || response.statusText;
}

export async function apiRequest<Schema extends z.ZodType>(
  method: "GET" | "POST" | "PATCH" | "DELETE",
  path: string,
  schema: Schema,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<z.output<Schema>> {
  const response = await fetch(path, {
    method,
    credentials: "include",
    headers: payload === undefined ? { Accept: "application/json", ...headers } : {
      Accept: "application/json",
      "Content-Type": "application/json",
      ...headers,
    },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
  if (!response.ok) throw new ApiError(response.status, `${response.status}: ${await failureText(response)}`);
  return schema.parse(response.status === 204 ? undefined : await response.json());
}

/** Reads are GET on the path made by joining the query key's parts with '/'. */
export function queryPath(key: readonly (string | number)[]): string {
  return key.join("/");
}

export type StreamEvent = { event: string; data: string };

/** Splits a Server-Sent Events body into its events as they arrive. */
export async function* readEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<StreamEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  try {
    while (true) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true }).replaceAll("\r\n", "\n");
      let end: number;
      while ((end = buffer.indexOf("\n\n")) !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        let event = "message";
        const data: string[] = [];
        for (const line of block.split("\n")) {
          if (line.startsWith("event:")) event = line.slice(6).trim();
          else if (line.startsWith("data:")) data.push(line.slice(line.startsWith("data: ") ? 6 : 5));
        }
        if (data.length) yield { event, data: data.join("\n") };
      }
    }
  } finally {
    reader.releaseLock();
  }
}

/**
 * A POST answered with a Server-Sent Events stream: same rules as `apiRequest` (credentials,
 * JSON body, 'status: body' failures) with the events handed over one by one.
 */
export async function* apiStream(
  path: string,
  payload: unknown,
  options: { headers?: Record<string, string>; signal?: AbortSignal } = {},
): AsyncGenerator<StreamEvent> {
  const response = await fetch(path, {
    method: "POST",
    credentials: "include",
    headers: { Accept: "text/event-stream", "Content-Type": "application/json", ...options.headers },
    body: JSON.stringify(payload),
    signal: options.signal,
  });
  if (!response.ok) throw new ApiError(response.status, `${response.status}: ${await failureText(response)}`);
  if (!response.body) throw new ApiError(response.status, `${response.status}: empty response`);
  yield* readEvents(response.body);
}
