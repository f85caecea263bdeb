import { fnv1a } from "../fnv1a.ts";
import { unsafeVerseText } from "../safety/care_passages.ts";
import {
  careContinuation,
  harmContinuation,
  helperContinuation,
  unwantedThoughtContinuation,
} from "../safety/care_reply.ts";
import type { ChatTurn, WisdomEngine } from "./engine.ts";
import type { Persona } from "./persona.ts";

export type BuiltinEngineOptions = { persona: Persona };

/**
 * A hash of the message and how far the conversation has come: the same question asked again later
 * in a conversation is phrased differently, yet a given input always gives the same reply (tests
 * and logs can rely on it).
 */
export function seedOf(message: string, history: readonly ChatTurn[]): number {
  return fnv1a(`${history.length}\n${message}`);
}

/**
 * Where a reply may be cut for streaming: after a clause's punctuation and the spaces that follow
 * it, or after line breaks. A reference's colon ('Psalms 23:1') has no space after it, so
 * references are never split.
 */
const chunkEnd = /[.!?;:,…]["'”’)*]*[ \t]+|\n+/g;

/** The reply in the pieces it streams as; joined, they are exactly `text`. */
export function replyChunks(text: string): string[] {
  const chunks: string[] = [];
  let start = 0;
  for (const match of text.matchAll(chunkEnd)) {
    const end = match.index + match[0].length;
    chunks.push(text.slice(start, end));
    start = end;
  }
  if (start < text.length) chunks.push(text.slice(start));
  return chunks;
}

/**
 * The offline persona (ISSUE 17): reads the message with the conversation (understanding), answers
 * it with the plan for its kind from the library and the knowledge files, with no model and no
 * network. Replies stream clause by clause with no artificial delay.
 */
export function createBuiltinEngine({ persona }: BuiltinEngineOptions): WisdomEngine {
  return {
    name: "built-in",
    async *reply({ history, message, signal, safety }) {
      if (signal?.aborted) return;
      const seed = seedOf(message, history);
      // The server has written the care and the resources; what follows is one reviewed verse and an invitation.
      const text = safety?.mode === "crisis"
        ? careContinuation(safety.risk, safety.passages[0] ?? null, seed)
        : safety?.helping
        ? helperContinuation(seed)
        : safety?.harmToOthers
        ? harmContinuation(seed)
        : safety?.unwantedThoughts
        ? unwantedThoughtContinuation(seed)
        : safeText(persona.compose(persona.analyse(message, history), history, seed), safety !== undefined);
      for (const chunk of replyChunks(text)) {
        if (signal?.aborted) return;
        yield chunk;
      }
    },
  };
}

/** At risk, no paragraph quoting a verse that speaks of losing one's life or longing for death. */
function safeText(text: string, atRisk: boolean): string {
  if (!atRisk) return text;
  return text.split("\n\n").filter((paragraph) => !unsafeVerseText.test(paragraph)).join("\n\n");
}
