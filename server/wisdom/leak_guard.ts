import {
  decodedView,
  type EncodedBlock,
  encodedBlocks,
  fold,
  type FoldedView,
  openTailStart,
  plainView,
  rot13View,
  settlePoint,
  unescape,
  unescapedView,
} from "./leak_forms.ts";

/*
 * The system-prompt leak guard. The model is not trusted: a visitor's message may talk it into
 * repeating its instructions, in plain text or in any disguise the visitor asks for. The guard
 * reads the reply as it streams, holds back the tail that could still turn out to be the start of
 * a disclosure, and lets text through only once it is known to be clean. What it looks for: the
 * canary (canary.ts) and any run of `shingleWords` consecutive words of the instructions, in every
 * form leak_forms.ts undoes, forwards and reversed.
 */

export type LeakKind = "canary" | "instructions";

/** What the guard looks for, built once per engine. */
export type LeakNeedles = {
  /** Needles by their first `anchorLength` folded characters, so a reply is scanned once, not once per needle. */
  byAnchor: Map<string, { text: string; kind: LeakKind }[]>;
  anchorLength: number;
  /** The longest needle: how much folded text must be held back before it is known to be clean. */
  longest: number;
};

/**
 * Long enough that an honest reply following the rules in its own words does not repeat that many
 * of them in a row (with 8, "contact emergency services, a crisis line and a person you trust" and
 * "I cannot give medical, psychological, legal or financial advice or diagnoses" already matched),
 * short enough that a disclosure is stopped within its first sentence.
 */
export const shingleWords = 12;

/**
 * The prompt's quoted and bracketed examples ('Psalms 23:1', "exact text", the list of small
 * practices) are the very forms a good reply is told to use, so they are not secret: no shingle
 * is taken across them.
 */
const examplePattern = /(?<![\p{L}\p{N}])'[^'\n]*'(?![\p{L}\p{N}])|"[^"\n]*"|\([^)\n]*\)/gu;

function shingles(prompt: string): string[] {
  const found: string[] = [];
  for (const stretch of prompt.split(examplePattern)) {
    const words = stretch.split(/[^\p{L}\p{N}]+/u).map(fold).filter((word) => word !== "");
    for (let start = 0; start + shingleWords <= words.length; start++) {
      found.push(words.slice(start, start + shingleWords).join(""));
    }
  }
  return found;
}

const reversed = (text: string) => [...text].reverse().join("");

/** The needles for `secrets` (each matched whole) and the prompt `prompt` (matched by shingles). */
export function leakNeedles({ secrets, prompt }: { secrets: readonly string[]; prompt: string }): LeakNeedles {
  const needles = [
    ...secrets.map((secret) => ({ text: fold(secret), kind: "canary" as const })),
    ...shingles(prompt).map((text) => ({ text, kind: "instructions" as const })),
  ].filter((needle) => needle.text !== "")
    .flatMap((needle) => [needle, { ...needle, text: reversed(needle.text) }]);
  if (needles.length === 0) throw new Error("The leak guard needs something to look for");
  const anchorLength = Math.min(...needles.map((needle) => needle.text.length));
  const byAnchor = new Map<string, { text: string; kind: LeakKind }[]>();
  for (const needle of needles) {
    const anchor = needle.text.slice(0, anchorLength);
    byAnchor.set(anchor, [...byAnchor.get(anchor) ?? [], needle]);
  }
  return { byAnchor, anchorLength, longest: Math.max(...needles.map((needle) => needle.text.length)) };
}

/** What the guard lets through after a chunk: text now known to be clean, or the leak it found (and nothing). */
export type GuardStep = { release: string; leak: LeakKind | null };

export type LeakGuard = {
  /** The reply's next chunk. */
  push(chunk: string): GuardStep;
  /** The reply is over: everything still held, if clean. */
  end(): GuardStep;
};

/**
 * Scanning is batched: a model streams a few characters a chunk, and scanning for each would
 * multiply the work for nothing. Held text waits for at most this many more characters.
 */
const scanEvery = 24;
/** The newest characters are never settled: a form may still be growing there. */
const unsettledMargin = 32;

const viewNames = ["plain", "unescaped", "rot13", "decoded"] as const;
type ViewName = typeof viewNames[number];
type Views = Record<ViewName, FoldedView>;

/** Every view of `text`, the reply from `offset` on, and the encoded blocks in it. */
function viewsOf(text: string, offset: number): { views: Views; blocks: EncodedBlock[] } {
  const plain = plainView(text, offset);
  const unescaped = unescape(text, offset);
  const blocks = encodedBlocks(unescaped, offset + text.length);
  return {
    views: { plain, unescaped: unescapedView(unescaped), rot13: rot13View(plain), decoded: decodedView(blocks) },
    blocks,
  };
}

/**
 * A guard for one reply. Once it has found a leak it releases nothing more. The reply is read in
 * two parts: a settled start whose views are kept (nothing after it can change them, see
 * `settlePoint`) and the rest, viewed afresh at each scan, so a long reply costs about as much to
 * guard as it is long.
 */
export function createLeakGuard(needles: LeakNeedles): LeakGuard {
  const { byAnchor, anchorLength, longest } = needles;
  let reply = "";
  let released = 0;
  let scanned = 0;
  let leak: LeakKind | null = null;
  let settled = 0;
  const settledViews: Views = {
    plain: { text: "", origins: [] },
    unescaped: { text: "", origins: [] },
    rot13: { text: "", origins: [] },
    decoded: { text: "", origins: [] },
  };

  function find(text: string): LeakKind | null {
    for (let at = 0; at + anchorLength <= text.length; at++) {
      const candidates = byAnchor.get(text.slice(at, at + anchorLength));
      const found = candidates?.find((needle) => text.startsWith(needle.text, at));
      if (found) return found.kind;
    }
    return null;
  }

  /** Where in the reply text stops being final for a view: a needle could still end in what follows. */
  function heldFrom(name: ViewName, fresh: Views): number {
    const before = settledViews[name];
    const firstOpen = before.text.length + fresh[name].text.length - longest + 1;
    if (firstOpen <= 0) return 0;
    if (firstOpen < before.origins.length) return before.origins[firstOpen];
    return fresh[name].origins[firstOpen - before.origins.length] ?? reply.length;
  }

  function settle(limit: number) {
    const point = settlePoint(reply, settled, limit);
    if (point <= settled) return;
    const { views } = viewsOf(reply.slice(settled, point), settled);
    for (const name of viewNames) {
      settledViews[name].text += views[name].text;
      settledViews[name].origins.push(...views[name].origins);
    }
    settled = point;
  }

  function scan(final: boolean): GuardStep {
    const { views: fresh, blocks } = viewsOf(reply.slice(settled), settled);
    for (const name of viewNames) {
      const before = settledViews[name].text;
      // The settled part was scanned whole when it was still fresh: only a needle that runs past its end is new.
      leak = find(before.slice(Math.max(0, before.length - longest + 1)) + fresh[name].text);
      if (leak) return { release: "", leak };
    }
    scanned = reply.length;
    const boundary = final ? reply.length : Math.min(
      openTailStart(reply.slice(settled), blocks, settled),
      heldFrom("plain", fresh),
      heldFrom("unescaped", fresh),
    );
    const release = reply.slice(released, Math.max(released, boundary));
    released += release.length;
    settle(reply.length - unsettledMargin);
    return { release, leak: null };
  }

  return {
    push(chunk) {
      if (leak) return { release: "", leak };
      reply += chunk;
      return reply.length - scanned < scanEvery ? { release: "", leak: null } : scan(false);
    },
    end() {
      return leak ? { release: "", leak } : scan(true);
    },
  };
}

/** Ends a reply that began to disclose the instructions, after the clean part already sent. */
export const withheldNote = "\n\n*(I keep my instructions to myself; let us return to your question.)*";

/** The model disclosed its instructions before writing anything clean: nothing of its reply can be used. */
export class InstructionsDisclosedError extends Error {
  constructor() {
    super("The model's reply disclosed its instructions");
  }
}

/**
 * `source` with disclosure cut out. Clean text passes as soon as it is known to be clean. At the
 * first sign of a leak `onLeak` is told (it stops the model's request and logs the event) and the
 * rest is dropped: a reply with clean text already sent ends with `withheldNote`; one with none
 * throws `InstructionsDisclosedError`, so the fallback engine can answer instead. When the source
 * fails, the clean text it wrote still goes out before the failure is passed on.
 */
export async function* guardReply(
  source: AsyncIterable<string>,
  guard: LeakGuard,
  onLeak: (kind: LeakKind) => void,
): AsyncGenerator<string> {
  let sent = false;
  let leak: LeakKind | null = null;
  let failure: { error: unknown } | undefined;
  try {
    for await (const chunk of source) {
      const step = guard.push(chunk);
      if (step.leak) {
        leak = step.leak;
        // Stopped before the loop lets go of the source, so closing it does not wait on the model.
        onLeak(leak);
        break;
      }
      if (step.release) {
        sent = true;
        yield step.release;
      }
    }
  } catch (error) {
    failure = { error };
  }
  if (!leak) {
    const last = guard.end();
    if (!last.leak) {
      if (last.release) yield last.release;
      if (failure) throw failure.error;
      return;
    }
    leak = last.leak;
    onLeak(leak);
  }
  if (!sent) throw new InstructionsDisclosedError();
  yield withheldNote;
}
