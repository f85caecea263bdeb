/**
 * Chat speed: time to the first reply chunk of the built-in persona engine (p50/p95 over varied
 * messages, with and without history), and messages/s of the JSON `POST .../messages` through the
 * whole app (validation, generation, citation check, atomic KV write) on an in-memory KV.
 *
 *   npm run bench:chat
 */
import { formatScriptureRequest } from "../contracts/scripture_request.ts";
import { createApp } from "../server/app.ts";
import { systemClock } from "../server/clock.ts";
import { createAssetResolver } from "../server/render/assets.ts";
import { sampleManifest } from "../server/testing/app_fixture.ts";
import { loadCorpus } from "../server/scriptures/load_corpus.ts";
import { loadStudyLibrary } from "../server/study/library.ts";
import { searchDocuments } from "../server/scriptures/search_documents.ts";
import { buildSearchIndex } from "../server/search/search_index.ts";
import { createBuiltinEngine } from "../server/wisdom/builtin_engine.ts";
import { createPersona } from "../server/wisdom/persona.ts";
import type { ChatTurn } from "../server/wisdom/engine.ts";

const messages = [
  "What does the Bible say about forgiveness?",
  "How does Buddhism approach suffering?",
  "Compare Christian and Buddhist views on compassion",
  "I am anxious about my job and cannot sleep",
  "Why do good people suffer?",
  "Tell me more",
  "How can I be grateful when life is hard?",
  "What is the meaning of the parable of the burning house?",
  formatScriptureRequest({ text: "The LORD is my shepherd; I shall not want.", reference: "Psalms 23:1" }),
  "I feel lonely since my friend moved away",
  "hello",
  "Who are you? Are you Jesus?",
];
const rounds = 40;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

const [corpus, study] = await Promise.all([loadCorpus(), loadStudyLibrary()]);
const searchIndex = buildSearchIndex(searchDocuments(corpus, study.naves));
const engine = createBuiltinEngine({ persona: createPersona({ corpus, searchIndex, study }) });

const history: ChatTurn[] = [];
const firstChunk: number[] = [];
const whole: number[] = [];
for (let round = 0; round < rounds; round++) {
  for (const message of messages) {
    const started = performance.now();
    let first = 0;
    let reply = "";
    for await (const chunk of engine.reply({ history: round % 2 ? history : [], message })) {
      if (!first) first = performance.now() - started;
      reply += chunk;
    }
    firstChunk.push(first);
    whole.push(performance.now() - started);
    if (history.length < 20) history.push({ role: "user", content: message }, { role: "assistant", content: reply });
  }
}
firstChunk.sort((a, b) => a - b);
whole.sort((a, b) => a - b);
console.log(`built-in engine, ${firstChunk.length} replies (${messages.length} messages x ${rounds} rounds)`);
console.log(
  `  time to first chunk: p50 ${percentile(firstChunk, 0.5).toFixed(2)} ms, p95 ${
    percentile(firstChunk, 0.95).toFixed(2)
  } ms (target p95 <= 100 ms)`,
);
console.log(
  `  whole reply:         p50 ${percentile(whole, 0.5).toFixed(2)} ms, p95 ${percentile(whole, 0.95).toFixed(2)} ms`,
);

const kv = await Deno.openKv(":memory:");
const app = createApp({
  kv,
  clock: systemClock,
  assets: createAssetResolver(sampleManifest),
  corpus,
  searchIndex,
  study,
  wisdom: engine,
  sessionSecret: "bench-secret-that-is-long-enough-for-hmac-0123456789",
  log: () => {},
  logRequests: false,
});
const first = await app.request("http://localhost/api/conversations", {
  method: "POST",
  headers: { "Content-Type": "application/json" },
  body: "{}",
});
const cookie = first.headers.get("Set-Cookie")!.split(";")[0];
const { id } = await first.json();
const post = (content: string) =>
  app.request(`http://localhost/api/conversations/${id}/messages`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: cookie },
    body: JSON.stringify({ content }),
  });
for (let i = 0; i < 20; i++) await (await post(messages[i % messages.length])).arrayBuffer();
const count = 600;
const started = performance.now();
for (let i = 0; i < count; i++) {
  const response = await post(messages[i % messages.length]);
  if (response.status !== 201) throw new Error(`POST failed with ${response.status}`);
  await response.arrayBuffer();
}
const seconds = (performance.now() - started) / 1000;
console.log(
  `JSON POST /api/conversations/:id/messages: ${
    (count / seconds).toFixed(0)
  } messages/s (${count} sequential, in-memory KV)`,
);
kv.close();
