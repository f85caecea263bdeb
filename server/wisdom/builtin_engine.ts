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
 * A 32-bit FNV-1a hash of the message and how far the conversation has come: the same question
 * asked again later in a conversation is phrased differently, yet a given input always gives the
 * same reply (tests and logs can rely on it).
 */
function seedOf(message: string, history: readonly ChatTurn[]): number {
  let hash = 0x811c9dc5;
  for (const character of `${history.length}\n${message}`) {
    hash = Math.imul(hash ^ character.codePointAt(0)!, 0x01000193);
  }
  return hash >>> 0;
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
    async *reply({ history, message, signal }) {
      if (signal?.aborted) return;
      const analysis = analyseMessage(message, history);
      const passages = retrievePassages(searchIndex, message, history, { analysis });
      const requested = analysis.scripture ? requestedPassage(analysis.scripture.reference) : null;
      const text = composeReply({ analysis, passages, history, seed: seedOf(message, history), requested });
      for (const chunk of replyChunks(text)) {
        if (signal?.aborted) return;
        yield chunk;
      }
    },
  };
}
