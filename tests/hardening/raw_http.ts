/**
 * A bare HTTP/1.1 client over TCP, for requests `fetch` refuses or tidies up before sending: dot
 * segments and invalid percent-escapes in paths (the URL parser resolves them), TRACE and CONNECT
 * (forbidden methods), header bytes outside Latin-1, contradictory framing headers.
 */

import { concatBytes } from "./concat_bytes.ts";

export type WireResponse = { status: number; headers: Headers; body: Uint8Array };

const crlfcrlf = [13, 10, 13, 10];

function indexOfSequence(bytes: Uint8Array, sequence: number[], from = 0): number {
  outer: for (let index = from; index <= bytes.length - sequence.length; index++) {
    for (let offset = 0; offset < sequence.length; offset++) {
      if (bytes[index + offset] !== sequence[offset]) continue outer;
    }
    return index;
  }
  return -1;
}

/** Undoes `Transfer-Encoding: chunked`; a stream cut short keeps what arrived. */
function dechunk(bytes: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = [];
  const latin1 = new TextDecoder("latin1");
  let at = 0;
  while (at < bytes.length) {
    const lineEnd = indexOfSequence(bytes, [13, 10], at);
    if (lineEnd === -1) break;
    const size = parseInt(latin1.decode(bytes.subarray(at, lineEnd)), 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(bytes.subarray(lineEnd + 2, Math.min(bytes.length, lineEnd + 2 + size)));
    at = lineEnd + 2 + size + 2;
  }
  return concatBytes(...parts);
}

function parseResponse(bytes: Uint8Array): WireResponse | undefined {
  const headEnd = indexOfSequence(bytes, crlfcrlf);
  if (headEnd === -1) return undefined;
  const [statusLine, ...headerLines] = new TextDecoder("latin1").decode(bytes.subarray(0, headEnd)).split("\r\n");
  const status = Number(/^HTTP\/\d(?:\.\d)? (\d{3})/.exec(statusLine)?.[1]);
  if (!Number.isInteger(status)) return undefined;
  const headers = new Headers();
  for (const line of headerLines) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  const rest = bytes.subarray(headEnd + 4);
  const body = /chunked/i.test(headers.get("transfer-encoding") ?? "") ? dechunk(rest) : rest;
  return { status, headers, body };
}

/**
 * Sends `request` exactly as given on a new connection (half-closed after it with `halfClose`) and
 * reads until the server closes it (the request should say `Connection: close`). Undefined when no
 * parsable response came back before `timeoutMs`: the server dropped the connection, or never answered.
 */
export async function sendOnWire(
  port: number,
  request: Uint8Array,
  { timeoutMs, halfClose = false }: { timeoutMs: number; halfClose?: boolean },
): Promise<WireResponse | undefined> {
  const connection = await Deno.connect({ hostname: "127.0.0.1", port });
  const timer = setTimeout(() => connection.close(), timeoutMs);
  const received: Uint8Array[] = [];
  try {
    const writing = (async () => {
      let written = 0;
      while (written < request.length) written += await connection.write(request.subarray(written));
      // A request that promised more body than it sent then fails at once, not at the timeout; only
      // for those, as the server may take the end of input for a client gone and answer nothing.
      if (halfClose) await connection.closeWrite();
    })().catch(() => {/* the server may answer (413, 400) and close before it has read everything */});
    const buffer = new Uint8Array(64 * 1024);
    for (;;) {
      let read: number | null;
      try {
        read = await connection.read(buffer);
      } catch {
        break;
      }
      if (read === null) break;
      received.push(buffer.slice(0, read));
    }
    await writing;
  } finally {
    clearTimeout(timer);
    try {
      connection.close();
    } catch {
      // Closed already, by the timer.
    }
  }
  return parseResponse(concatBytes(...received));
}
