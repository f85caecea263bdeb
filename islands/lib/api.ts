import { connectivityStore, recheckConnectivity } from "./connectivity.ts";
import { apiPaths, type Endpoint } from "./endpoints/endpoint.ts";
import type { CopyExtent } from "./local_reads.ts";

/**
 * The client's one way to call the server (spec section 7): JSON body with a JSON content type when
 * there is a payload, credentials included, and a non-ok answer fails with 'status: body'.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's Retry-After, in seconds, when it said when to come back (409, 429, 503). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** The 'status: sentence' error of a failed answer, with its Retry-After. */
async function failure(response: Response): Promise<ApiError> {
  const retryAfter = Number(response.headers.get("Retry-After"));
  return new ApiError(
    response.status,
    `${response.status}: ${await failureText(response)}`,
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  );
}

/** Spec section 8: a write refused offline. The offline queue tells it apart by its class. */
export class OfflineError extends Error {
  constructor() {
    super("Cannot perform this action while offline. Your request will be queued for when you reconnect.");
    this.name = "OfflineError";
  }
}

/** Spec section 8: an offline read with no local copy. */
export const noLocalCopyText = "No cached data available offline";

const isOnline = () => connectivityStore.getState().online;

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

export async function apiRequest<Answer>(
  method: "GET" | "POST" | "PATCH" | "DELETE",
  { path }: Endpoint<Answer>,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  // Spec section 4: offline, non-GET writes are refused without trying the network.
  if (method !== "GET" && !isOnline()) throw new OfflineError();
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: "include",
      headers: payload === undefined ? { Accept: "application/json", ...headers } : {
        Accept: "application/json",
        "Content-Type": "application/json",
        ...headers,
      },
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
  } catch (error) {
    // Not reaching the server may mean the browser went offline before this page listened.
    recheckConnectivity();
    throw error;
  }
  if (!response.ok) throw await failure(response);
  return response.status === 204 ? undefined as Answer : await response.json();
}

/**
 * A GET whose answer is a file to save (a book's .txt, a generated image), not JSON: the body as a
 * blob and the name the server gives in Content-Disposition, if any. Failures read as in apiRequest.
 */
export async function apiFile(path: string): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await fetch(path, { credentials: "include" });
  if (!response.ok) throw await failure(response);
  const disposition = response.headers.get("Content-Disposition") ?? "";
  const fileName = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
  return { blob: await response.blob(), fileName };
}

/** Where a read's answer came from: the server, or the device's copy of an earlier answer. */
export type ReadResult<T> = { data: T; source: "server" | "local" };

/**
 * Whether a failed read may be answered from the local copy. The network failing (fetch rejects
 * with a TypeError) and the server being unable to answer now (5xx, 408, 429) may: the copy is the
 * best answer there is. Any other 4xx is the server's answer about this request (401 as spec
 * section 6 requires, 404 for a conversation deleted elsewhere, 400): showing the copy would hide
 * it.
 */
function serverCannotAnswer(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  return error instanceof ApiError && (error.status >= 500 || error.status === 408 || error.status === 429);
}

const keptPrefixes = [apiPaths.conversations, apiPaths.scriptures, apiPaths.study];

/**
 * The local copy's code (IndexedDB, the schemas of what it keeps) for a path that may be kept: the
 * conversations and the scripture reads (a superset of the paths local_reads.ts keeps). Pages that
 * read nothing kept never load it (issue 18).
 */
async function localCopies(path: string) {
  const { pathname } = new URL(path, "http://local.invalid");
  if (!keptPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))) return null;
  const [reads, db] = await Promise.all([import("./local_reads.ts"), import("./db.ts")]);
  const route = reads.localRoute(path);
  return route && { ...reads, localDb: db.localDb, route };
}

/**
 * Stores `data` as the local copy of `path` when the path is one the device keeps (spec section 7).
 * For server answers only: a read's whole answer, or a write's result as an `update`. Never
 * rejects: spec section 8 has local store failures only logged, so keeping a copy never breaks the
 * read or write that produced it.
 */
export async function storeLocally(path: string, data: unknown, extent: CopyExtent = "answer"): Promise<void> {
  try {
    const local = await localCopies(path);
    if (local) await local.storeLocalCopy(await local.localDb(), local.route, data, extent);
  } catch (error) {
    console.error(`Keeping a local copy of ${path} failed`, error);
  }
}

/**
 * The local copy of `path`, checked with its contract: a copy written by an older client may not
 * fit. A failure to read it is only logged and counts as none.
 */
async function localCopy<Answer>(path: string): Promise<Answer | undefined> {
  try {
    const local = await localCopies(path);
    if (!local) return undefined;
    const copy = await local.readLocalCopy(await local.localDb(), local.route);
    if (copy === undefined) return undefined;
    const { localCopySchema } = await import("./local_copy_schemas.ts");
    return localCopySchema(local.route).parse(copy) as Answer;
  } catch (error) {
    console.error(`Reading the local copy of ${path} failed`, error);
    return undefined;
  }
}

/**
 * The default read (spec section 7): GET the endpoint's path, parsed as JSON. Online, a good answer is
 * returned at once and kept locally in the background (a slow or blocked IndexedDB must not hold
 * the screen). Offline, or when the server cannot answer, the local copy answers instead; with no
 * copy an offline read fails with 'No cached data available offline', and a server failure with
 * its own 'status: body'.
 */
export async function apiRead<Answer>(endpoint: Endpoint<Answer>): Promise<ReadResult<Answer>> {
  const { path } = endpoint;
  if (!isOnline()) {
    const copy = await localCopy<Answer>(path);
    if (copy === undefined) throw new Error(noLocalCopyText);
    return { data: copy, source: "local" };
  }
  let data: Answer;
  try {
    data = await apiRequest("GET", endpoint);
  } catch (error) {
    if (!serverCannotAnswer(error)) throw error;
    const copy = await localCopy<Answer>(path);
    if (copy !== undefined) return { data: copy, source: "local" };
    // A request that never reached the server is, for the visitor, being offline.
    throw error instanceof TypeError ? new Error(noLocalCopyText) : error;
  }
  void storeLocally(path, data);
  return { data, source: "server" };
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
  if (!isOnline()) throw new OfflineError();
  const response = await fetch(path, {
    method: "POST",
    credentials: "include",
    headers: { Accept: "text/event-stream", "Content-Type": "application/json", ...options.headers },
    body: JSON.stringify(payload),
    signal: options.signal,
  });
  if (!response.ok) throw await failure(response);
  if (!response.body) throw new ApiError(response.status, `${response.status}: empty response`);
  yield* readEvents(response.body);
}
