/**
 * A stand-in for an OpenAI-compatible server (OpenAI, Ollama, LM Studio) on 127.0.0.1, so the
 * model engine is tested through the real `openai` SDK and real HTTP without the internet. It
 * speaks `POST /v1/chat/completions` as OpenAI documents it: server-sent `chat.completion.chunk`
 * events ending in `data: [DONE]` when `stream` is true, one `chat.completion` otherwise, and
 * `{ error: { message, type, param, code } }` bodies for failures. It also answers
 * `POST /v1/images/generations` with `fakePngBase64` as `b64_json` (or the error, when one is set).
 */

/** A real 1x1 PNG: what the fake image endpoint returns, so a test can tell it arrived intact. */
export const fakePngBase64 =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

/** One message of a chat request, as the fake reads it. */
export type FakeChatMessage = { role: string; content: string };

export type FakeReply = {
  /**
   * The reply as the content deltas to stream, in order (joined for a request without `stream`);
   * or a function of the request's messages, for a model that answers what it is asked (a
   * hostile one, say, that obeys whatever a message tells it).
   */
  reply: readonly string[] | ((messages: readonly FakeChatMessage[]) => readonly string[]);
  /** Wait this long before answering at all (no status line yet), as an overloaded server does. */
  delayMs?: number;
  /** Pause between chunks, so a client sees them arrive one by one. */
  chunkDelayMs?: number;
  /** Send this many chunks, then break the connection mid-response (no `[DONE]`), as a crash or a cut network does. */
  dropAfterChunks?: number;
  /** Send this many chunks, then nothing more while keeping the connection open (0: headers only). */
  hangAfterChunks?: number;
  /** End the stream cleanly after the chunks but with no `finish_reason` and no `[DONE]`, as a cutting proxy does. */
  endWithoutFinish?: boolean;
  /** Send this many chunks (fewer than the reply has), then an event that is not JSON, then the rest. */
  invalidEventAfterChunks?: number;
  /** Why the model stopped (default "stop"; "length" when it hit its token limit). */
  finishReason?: string;
};

export type FakeError = {
  /** The HTTP status, answered with an OpenAI-style error body. */
  status: number;
  message?: string;
  type?: string;
  code?: string | null;
  delayMs?: number;
  /** A `Retry-After` header (seconds), as OpenAI sends with a 429; a client that honoured it would wait that long. */
  retryAfter?: string;
};

/** A 200 that says `application/json` but whose body is not JSON, as a crashed server or a confused proxy sends. */
export type FakeInvalidJson = { invalidJsonBody: string; delayMs?: number };

export type FakeBehaviour = FakeReply | FakeError | FakeInvalidJson;

export type FakeRequest = {
  method: string;
  path: string;
  /** The parsed JSON body, exactly as the client sent it. */
  body: unknown;
  /** The Authorization header as received (null when absent). */
  authorization: string | null;
  /**
   * Resolves when the client went away before the response was complete. Like any HTTP server,
   * the fake notices when it next writes: at once while streaming, after `delayMs` before that
   * (Deno does not abort a request's signal when a client with a request body of a kilobyte or
   * more goes away before the response starts).
   */
  clientGone: Promise<void>;
  /** Whether the client went away before the response was complete. */
  readonly wasAbandoned: boolean;
};

export type FakeOpenAI = {
  /** What to give the SDK as `baseURL`. */
  baseUrl: string;
  /** Every request received, oldest first. */
  requests: FakeRequest[];
  /** How the following requests are answered. */
  setBehaviour(behaviour: FakeBehaviour): void;
  close(): Promise<void>;
  [Symbol.asyncDispose](): Promise<void>;
};

const encoder = new TextEncoder();

export function startFakeOpenAI(initial: FakeBehaviour = { reply: ["Peace be with you."] }): FakeOpenAI {
  let behaviour = initial;
  const requests: FakeRequest[] = [];
  // Ends every pending delay and hanging stream, so closing never waits on a test's worst case.
  const closing = new AbortController();
  let completionCount = 0;

  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, async (request, info) => {
    const path = new URL(request.url).pathname;
    const gone = new AbortController();
    const clientGone = new Promise<void>((resolve) => gone.signal.addEventListener("abort", () => resolve()));
    let brokenOnPurpose = false;
    // Settles once the response is out; rejects when it could not all be delivered.
    info.completed.catch(() => {
      if (!brokenOnPurpose) gone.abort();
    });

    const text = await request.text();
    let body: unknown = null;
    try {
      body = text === "" ? null : JSON.parse(text);
    } catch {
      body = text;
    }
    requests.push({
      method: request.method,
      path,
      body,
      authorization: request.headers.get("authorization"),
      clientGone,
      get wasAbandoned() {
        return gone.signal.aborted;
      },
    });
    const current = behaviour;

    const isImages = path === "/v1/images/generations";
    if (request.method !== "POST" || (path !== "/v1/chat/completions" && !isImages)) {
      return errorResponse(404, `Unknown request: ${request.method} ${path}`, "invalid_request_error", null);
    }
    if (typeof body !== "object" || body === null) {
      return errorResponse(400, "The body is not JSON.", "invalid_request_error", null);
    }
    if (!(await sleep(current.delayMs ?? 0, closing.signal))) {
      return errorResponse(503, "The fake server is closing.", "server_error", null);
    }
    if ("status" in current) {
      const response = errorResponse(
        current.status,
        current.message ?? `Fake failure with status ${current.status}`,
        current.type ?? (current.status >= 500 ? "server_error" : "invalid_request_error"),
        current.code ?? null,
      );
      if (current.retryAfter !== undefined) response.headers.set("retry-after", current.retryAfter);
      return response;
    }
    if ("invalidJsonBody" in current) {
      return new Response(current.invalidJsonBody, { headers: { "content-type": "application/json" } });
    }
    if (isImages) {
      return Response.json({ created: Math.floor(Date.now() / 1000), data: [{ b64_json: fakePngBase64 }] });
    }
    const finishReason = current.finishReason ?? "stop";

    const { model, stream, messages } = body as { model?: unknown; stream?: unknown; messages?: unknown };
    const reply = typeof current.reply === "function" ? current.reply(chatMessagesOf(messages)) : current.reply;
    const id = `chatcmpl-fake-${++completionCount}`;
    const created = Math.floor(Date.now() / 1000);
    const modelName = typeof model === "string" ? model : "fake-model";
    if (stream !== true) {
      return Response.json({
        id,
        object: "chat.completion",
        created,
        model: modelName,
        choices: [{
          index: 0,
          message: { role: "assistant", content: reply.join(""), refusal: null },
          finish_reason: finishReason,
          logprobs: null,
        }],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      });
    }

    const chunk = (delta: Record<string, unknown>, finish: string | null) =>
      encoder.encode(
        `data: ${
          JSON.stringify({
            id,
            object: "chat.completion.chunk",
            created,
            model: modelName,
            choices: [{ index: 0, delta, finish_reason: finish, logprobs: null }],
          })
        }\n\n`,
      );
    const events = new ReadableStream<Uint8Array>({
      async start(controller) {
        // Erroring the body makes Deno break the connection without the closing chunk, which a
        // client reads as a network failure, not as the end of the reply. Deno prints the reason
        // whatever it is; a string prints as one line (an Error adds its stack) saying it is deliberate.
        const breakConnection = () => {
          brokenOnPurpose = true;
          controller.error("fake OpenAI server: connection broken on purpose (dropAfterChunks)");
        };
        // Closing the fake ends a held-open response cleanly, so shutdown never waits on it.
        const endForShutdown = () => controller.close();
        // OpenAI opens with the role and empty content; a client must not treat that as text.
        controller.enqueue(chunk({ role: "assistant", content: "" }, null));
        for (const [index, content] of reply.entries()) {
          if (index === current.dropAfterChunks) return breakConnection();
          if (index === current.hangAfterChunks) break;
          if (index > 0 && !(await sleep(current.chunkDelayMs ?? 0, closing.signal, gone.signal))) {
            return gone.signal.aborted ? undefined : endForShutdown();
          }
          if (index === current.invalidEventAfterChunks) controller.enqueue(encoder.encode(brokenEvent));
          controller.enqueue(chunk({ content }, null));
        }
        if (current.dropAfterChunks !== undefined && current.dropAfterChunks >= reply.length) {
          return breakConnection();
        }
        if (current.hangAfterChunks !== undefined) {
          await sleep(Number.POSITIVE_INFINITY, closing.signal, gone.signal);
          return gone.signal.aborted ? undefined : endForShutdown();
        }
        if (!current.endWithoutFinish) {
          controller.enqueue(chunk({}, finishReason));
          controller.enqueue(encoder.encode("data: [DONE]\n\n"));
        }
        controller.close();
      },
      // Called only when the reader (the connection) stops reading: the client went away.
      cancel() {
        gone.abort();
      },
    });
    return new Response(events, {
      headers: { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-cache" },
    });
  });

  const baseUrl = `http://127.0.0.1:${server.addr.port}/v1`;
  const close = async () => {
    if (closing.signal.aborted) return;
    closing.abort();
    await server.shutdown();
  };
  return {
    baseUrl,
    requests,
    setBehaviour(next) {
      behaviour = next;
    },
    close,
    [Symbol.asyncDispose]: close,
  };
}

/** An event cut off inside its JSON, as a proxy that splits events or a crashing server leaves one. */
const brokenEvent =
  'data: {"id":"chatcmpl-broken","object":"chat.completion.chunk","choices":[{"index":0,"delta":{"content":"\n\n';

/** The request's messages with string content; anything else is left out, as the fake only needs the text. */
function chatMessagesOf(messages: unknown): FakeChatMessage[] {
  if (!Array.isArray(messages)) return [];
  return messages.filter((message): message is FakeChatMessage =>
    typeof message?.role === "string" && typeof message?.content === "string"
  );
}

function errorResponse(status: number, message: string, type: string, code: string | null): Response {
  return Response.json({ error: { message, type, param: null, code } }, { status });
}

/** Waits `ms` (forever for Infinity); false when cut short by either signal. */
function sleep(ms: number, ...signals: AbortSignal[]): Promise<boolean> {
  if (signals.some((signal) => signal.aborted)) return Promise.resolve(false);
  if (ms <= 0) return Promise.resolve(true);
  return new Promise((resolve) => {
    const stop = (finished: boolean) => {
      clearTimeout(timer);
      for (const signal of signals) signal.removeEventListener("abort", onAbort);
      resolve(finished);
    };
    const onAbort = () => stop(false);
    const timer = Number.isFinite(ms) ? setTimeout(() => stop(true), ms) : undefined;
    for (const signal of signals) signal.addEventListener("abort", onAbort, { once: true });
  });
}
