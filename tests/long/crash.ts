/**
 * Crash suite (issue 9, long: `npm run test:crash`, after `npm run build`). The real server runs
 * on a KV file and is killed with SIGKILL every few seconds, then restarted, while clients keep
 * posting messages. A client retries a request that was not acknowledged with the same
 * Idempotency-Key, as the offline queue does. Afterwards: every acknowledged message is stored,
 * none twice, and no message is left without its conversation. Exits non-zero on any failure.
 */
import { z } from "zod";
import { conversationSchema, type Message, messageSchema } from "../../contracts/conversations.ts";

const cycles = Number(Deno.env.get("CRASH_CYCLES") ?? 20);
const clients = Number(Deno.env.get("CRASH_CLIENTS") ?? 8);
/** Every conversation gets this many messages, then the client starts a new one. */
const messagesPerConversation = 6;

const folder = await Deno.makeTempDir({ prefix: "crash-suite-" });
const kvPath = `${folder}/crash.kv`;
const port = (() => {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const { port } = listener.addr as Deno.NetAddr;
  listener.close();
  return port;
})();
const base = `http://127.0.0.1:${port}`;

function startServer(): Deno.ChildProcess {
  return new Deno.Command(Deno.execPath(), {
    args: ["run", "--allow-net", "--allow-env", "--allow-read", "--allow-write", "--allow-sys", "server/main.ts"],
    env: {
      PORT: String(port),
      HOSTNAME: "127.0.0.1",
      KV_PATH: kvPath,
      LOG_REQUESTS: "false",
      SESSION_SECRET: "crash-suite-secret-that-is-long-enough-0123456789",
      // The suite measures durability, not the abuse limits; short leases free a killed server's claims soon.
      RATE_LIMIT_SCALE: "100000",
      GENERATION_LEASE_MS: "2000",
    },
    stdout: "null",
    stderr: "null",
  }).spawn();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const stats = { requests: 0, networkFailures: 0, busyRetries: 0, serverErrors: 0 };

/** Sends until the server acknowledges (2xx); a refused connection, a cut answer, 409, 429 or 5xx is retried. */
async function untilAcknowledged(send: () => Promise<Response>): Promise<unknown> {
  for (;;) {
    stats.requests++;
    try {
      const response = await send();
      if (response.ok) return await response.json();
      await response.body?.cancel();
      if (response.status === 409 || response.status === 429) stats.busyRetries++;
      else if (response.status >= 500) stats.serverErrors++;
      else throw new Error(`Refused for good: ${response.status}`);
      await sleep(200 + Math.random() * 300);
    } catch (error) {
      if (error instanceof Error && error.message.startsWith("Refused for good")) throw error;
      stats.networkFailures++;
      await sleep(50 + Math.random() * 100);
    }
  }
}

type ClientRecord = { cookie: string; acknowledged: Map<string, string>; conversations: Set<string> };

async function runClient(index: number, stop: { now: boolean }): Promise<ClientRecord> {
  const first = await untilCookie();
  const record: ClientRecord = { cookie: first, acknowledged: new Map(), conversations: new Set() };
  const headers = { Cookie: record.cookie, "Content-Type": "application/json" };
  let conversationId = "";
  for (let message = 0; !stop.now; message++) {
    if (message % messagesPerConversation === 0) {
      const created = conversationSchema.parse(
        await untilAcknowledged(() => fetch(`${base}/api/conversations`, { method: "POST", headers, body: "{}" })),
      );
      conversationId = created.id;
      record.conversations.add(conversationId);
    }
    const key = `crash-${index}-${message}`;
    const content = `Client ${index} message ${message}: where is peace?`;
    await untilAcknowledged(() =>
      fetch(`${base}/api/conversations/${conversationId}/messages`, {
        method: "POST",
        headers: { ...headers, "Idempotency-Key": key },
        body: JSON.stringify({ content }),
      })
    );
    record.acknowledged.set(content, conversationId);
  }
  return record;
}

async function untilCookie(): Promise<string> {
  for (;;) {
    try {
      const response = await fetch(`${base}/api/conversations`);
      await response.body?.cancel();
      const cookie = response.headers.get("Set-Cookie");
      if (response.ok && cookie) return cookie.split(";")[0];
    } catch {
      // Not listening yet.
    }
    await sleep(50);
  }
}

const started = performance.now();
let server = startServer();
const stop = { now: false };
const running = Array.from({ length: clients }, (_, index) => runClient(index, stop));
for (let cycle = 1; cycle <= cycles; cycle++) {
  await sleep(2000 + Math.random() * 2000);
  server.kill("SIGKILL");
  await server.status;
  server = startServer();
}
await sleep(2000);
stop.now = true;
const records = await Promise.all(running);

// Read back through the API, as a visitor would.
const messageList = z.array(messageSchema);
const conversationList = z.array(conversationSchema);
let acknowledged = 0;
let missing = 0;
let duplicates = 0;
let unpaired = 0;
for (const record of records) {
  const headers = { Cookie: record.cookie };
  const listed = conversationList.parse(await (await fetch(`${base}/api/conversations`, { headers })).json());
  const stored = new Map<string, Message[]>();
  for (const conversation of listed) {
    const messages = messageList.parse(
      await (await fetch(`${base}/api/conversations/${conversation.id}/messages`, { headers })).json(),
    );
    stored.set(conversation.id, messages);
    messages.forEach((message, position) => {
      if (message.role !== (position % 2 === 0 ? "user" : "assistant")) unpaired++;
    });
  }
  const seen = new Map<string, number>();
  for (const messages of stored.values()) {
    for (const message of messages) {
      if (message.role === "user") seen.set(message.content, (seen.get(message.content) ?? 0) + 1);
    }
  }
  for (const [content, conversationId] of record.acknowledged) {
    acknowledged++;
    const inConversation = stored.get(conversationId)?.filter((message) => message.content === content).length ?? 0;
    if (inConversation === 0) missing++;
  }
  for (const count of seen.values()) if (count > 1) duplicates += count - 1;
}
server.kill("SIGKILL");
await server.status;

// Straight from the store: every message's conversation exists.
const kv = await Deno.openKv(kvPath);
const conversationIds = new Set<string>();
for await (const entry of kv.list({ prefix: ["conversations"] })) conversationIds.add(String(entry.key[2]));
let orphans = 0;
let storedMessages = 0;
for await (const entry of kv.list({ prefix: ["messages"] })) {
  storedMessages++;
  if (!conversationIds.has(String(entry.key[1]))) orphans++;
}
kv.close();
await Deno.remove(folder, { recursive: true });

const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `crash: ${cycles} SIGKILL cycles in ${seconds} s, ${clients} clients; ${stats.requests} requests ` +
    `(${stats.networkFailures} cut or refused, ${stats.busyRetries} 409/429, ${stats.serverErrors} 5xx, all retried); ` +
    `${acknowledged} messages acknowledged, ${storedMessages} messages stored; ` +
    `missing ${missing}, duplicates ${duplicates}, unpaired ${unpaired}, without conversation ${orphans}`,
);
if (missing || duplicates || unpaired || orphans || acknowledged === 0) {
  console.error("crash suite FAILED");
  Deno.exit(1);
}
console.log("crash suite passed");
