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
): Promise<z.output<Schema>> {
  const response = await fetch(path, {
    method,
    credentials: "include",
    headers: payload === undefined ? { Accept: "application/json" } : {
      Accept: "application/json",
      "Content-Type": "application/json",
    },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
  if (!response.ok) throw new ApiError(response.status, `${response.status}: ${await failureText(response)}`);
  return schema.parse(await response.json());
}

/** Reads are GET on the path made by joining the query key's parts with '/'. */
export function queryPath(key: readonly (string | number)[]): string {
  return key.join("/");
}
