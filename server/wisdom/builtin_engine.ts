import { fnv1a } from "../fnv1a.ts";
import { unsafeVerseText } from "../safety/care_passages.ts";
import { careContinuation } from "../safety/care_reply.ts";
import type { Corpus } from "../scriptures/corpus.ts";
import { createPassageLookup, type PassageLookup } from "../scriptures/passage_lookup.ts";
import { verseReference } from "../scriptures/references.ts";
import type { SearchIndex } from "../search/search_index.ts";
import { bibleSection, composeReply, type RequestedPassage } from "./compose.ts";
import type { ChatTurn, WisdomEngine } from "./engine.ts";
import { retrievePassages } from "./retrieve.ts";
import { analyseMessage } from "./themes.ts";

export type BuiltinEngineOptions = { searchIndex: SearchIndex; corpus: Corpus };

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
 * The offline persona (ISSUE 4): reads the message, retrieves passages from all three traditions
 * and composes a reply in the persona's voice, with no model and no network. Replies are streamed
 * clause by clause with no artificial delay; the work before the first chunk is a few milliseconds.
 */
export function createBuiltinEngine({ searchIndex, corpus }: BuiltinEngineOptions): WisdomEngine {
  // Built on the first scripture request: most conversations never need it.
  let lookup: PassageLookup | undefined;
  const bookNames = new Map(corpus.books.map((book) => [book.id, book.name]));

  /** The archive's own record of a passage the visitor brought, and for a verse the one after it. */
  function requestedPassage(reference: string): RequestedPassage | null {
    lookup ??= createPassageLookup(corpus);
    const found = lookup.resolve(reference);
    if (!found) return null;
    const passage = { source: found.source, reference: found.reference, text: found.texts.join(" ") };
    if (found.target.source !== "bible") return { passage, section: null, following: null };
    const { bookId, chapter, verse } = found.target;
    const next = lookup.resolve(verseReference(bookNames.get(bookId)!, chapter, verse + found.texts.length));
    return {
      passage,
      section: bibleSection(bookId),
      following: next ? { source: "bible", reference: next.reference, text: next.texts[0] } : null,
    };
  }

  return {
    name: "built-in",
    async *reply({ history, message, signal, safety }) {
      if (signal?.aborted) return;
      const seed = seedOf(message, history);
      // The server has written the care and the resources; what follows is one reviewed verse and an invitation.
      const text = safety?.mode === "crisis"
        ? careContinuation(safety.risk, safety.passages[0] ?? null, seed)
        : composed(message, history, seed, safety !== undefined);
      for (const chunk of replyChunks(text)) {
        if (signal?.aborted) return;
        yield chunk;
      }
    },
  };

  /** The composed reply; at risk, no passage that speaks of losing one's life or longing for death. */
  function composed(message: string, history: readonly ChatTurn[], seed: number, atRisk: boolean): string {
    const analysis = analyseMessage(message, history);
    const retrieved = retrievePassages(searchIndex, message, history, { analysis });
    const passages = atRisk ? retrieved.filter((passage) => !unsafeVerseText.test(passage.text)) : retrieved;
    const requested = analysis.scripture ? requestedPassage(analysis.scripture.reference) : null;
    return composeReply({ analysis, passages, history, seed, requested });
  }
}
