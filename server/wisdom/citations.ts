import type { Citation } from "../../contracts/conversations.ts";
import type { PassageLookup, ReferenceSpan } from "../scriptures/passage_lookup.ts";

/**
 * A quotation shorter than this must be a whole verse to verify: a few words ("the LORD is",
 * "love one another") occur in many verses, so finding them proves nothing about the reference.
 */
const minimumPartialWords = 5;

/** A double-quoted quotation, straight or curly; an opening mark right after a letter or digit is an inch mark or typo. */
const quotationPattern = /(?<![\p{L}\p{N}])["“]([^"“”]+)["”]/gu;

/** What may stand between a quotation and the reference after it: `"..." - Ref`, ` -- Ref`, ` — Ref`, ` (Ref)`, `, Ref`. */
const attributionAfter = /^[.,;:!?]?\s*(?:-{1,2}|[–—]|\(|,)\s*$/;
/** What may stand between a reference and the quotation after it: `Ref says "..."`, `Ref reads: "..."`, `Ref: "..."`. */
const attributionBefore =
  /^\s*(?:(?:says|said|reads|declares|teaches|tells us|reminds us|promises|puts it|writes)\s*[:,]?|:)\s*$/i;

/** An ellipsis, however it is typed, marks words left out of a quotation. */
const ellipsis = /\.\s?\.\s?\.|…/;

type Quotation = { text: string; start: number; end: number };

/**
 * The citations of a reply (ISSUE: citation verification): each distinct reference as written, in
 * order of first appearance, resolved against the corpus; references the corpus lacks are left
 * out rather than linked to nothing. `quote` says whether the quotations attributed to a reference
 * match its stored text: only Bible verses can verify, because the Lotus Sutra and Gosho entries
 * are our own summaries, so any "quotation" of them is at best a paraphrase.
 */
export function checkCitations(reply: string, lookup: PassageLookup): Citation[] {
  const occurrences = lookup.findReferences(reply);
  const quotedBy = attributeQuotations(reply, occurrences);
  const citations: Citation[] = [];
  const seen = new Set<string>();
  for (const occurrence of occurrences) {
    if (seen.has(occurrence.text)) continue;
    seen.add(occurrence.text);
    const passage = lookup.resolve(occurrence.text);
    if (!passage) continue;
    const quotations = quotedBy.get(occurrence.text) ?? [];
    let quote: Citation["quote"] = null;
    if (quotations.length > 0) {
      const stored = passage.texts.join(" ");
      const verified = passage.source === "bible" &&
        quotations.every((quotation) => quotationMatches(quotation, stored));
      quote = verified ? "verified" : "paraphrase";
    }
    citations.push({ text: occurrence.text, reference: passage.reference, target: passage.target, quote });
  }
  return citations;
}

/**
 * Which quotations each reference (by its text as written) is credited with. A reference right
 * after a quotation takes it first; otherwise a reference right before it ("Ref says:") does.
 */
function attributeQuotations(reply: string, occurrences: readonly ReferenceSpan[]): Map<string, string[]> {
  const credited = new Map<string, string[]>();
  for (const quotation of quotations(reply)) {
    const after = occurrences.find((occurrence) => occurrence.index >= quotation.end);
    const before = occurrences.findLast((occurrence) => occurrence.index + occurrence.text.length <= quotation.start);
    const owner = after && attributionAfter.test(reply.slice(quotation.end, after.index))
      ? after
      : before && attributionBefore.test(reply.slice(before.index + before.text.length, quotation.start))
      ? before
      : undefined;
    if (owner) credited.set(owner.text, [...(credited.get(owner.text) ?? []), quotation.text]);
  }
  return credited;
}

function quotations(reply: string): Quotation[] {
  return [...reply.matchAll(quotationPattern)].map((match) => ({
    text: match[1],
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/**
 * Words compared for verification, stricter than search's words: case, punctuation and quote
 * style are ignored, but every word must be there as spelled. Apostrophes and hyphens inside a
 * word are dropped rather than split on, so "loving-kindness" (KJV) meets "lovingkindness" and
 * "LORD's" meets "Lords".
 */
function quotationWords(text: string): string[] {
  return text.toLowerCase().replace(/(\p{L})['’‘-](?=\p{L})/gu, "$1").split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/**
 * True when the quotation is the stored text, or an exact contiguous run of it long enough to mean
 * something; with ellipses, each part must be such a run, in order.
 */
function quotationMatches(quotation: string, stored: string): boolean {
  const storedWords = quotationWords(stored);
  const parts = quotation.split(ellipsis).map(quotationWords).filter((part) => part.length > 0);
  if (parts.length === 0) return false;
  if (parts.length === 1 && parts[0].join(" ") === storedWords.join(" ")) return true;
  if (parts.reduce((count, part) => count + part.length, 0) < minimumPartialWords) return false;
  let from = 0;
  for (const part of parts) {
    const at = indexOfRun(storedWords, part, from);
    if (at < 0) return false;
    from = at + part.length;
  }
  return true;
}

/** Where `run` first occurs as consecutive words of `words` at or after `from`, or -1. */
function indexOfRun(words: readonly string[], run: readonly string[], from: number): number {
  for (let start = from; start + run.length <= words.length; start++) {
    if (run.every((word, offset) => words[start + offset] === word)) return start;
  }
  return -1;
}
