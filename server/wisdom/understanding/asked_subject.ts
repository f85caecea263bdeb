/**
 * The subject a "who is / what was" question names on its own ("who were the Sadducees?", "what is
 * manna?"), without its article or a trailing "anyway": what a topical index would be looked up by.
 */
const whatIs =
  /^(?:(?:so|and|but|ok(?:ay)?)[, ]+)?(?:who|what) (?:is|was|were|are) (?:the |a |an )?([a-z][a-z' -]{2,40}?)(?:,? (?:anyway|exactly|really|again|in the bible))?\s*\??$/i;

export function subjectAsked(message: string): string | null {
  return whatIs.exec(message.trim())?.[1] ?? null;
}

/** "What does amen mean?", "what does 'selah' mean": the word or two whose meaning is asked. */
const meaningOf =
  /^(?:(?:so|and|but|ok(?:ay)?)[, ]+)?what (?:does|do|did) (?:the word |the term )?["'“‘]?([a-z][a-z-]*(?:'[a-z]+)?(?: [a-z][a-z-]*)?)["'”’]? (?:mean|stand for)(?: here| there| in (?:this|that|the) (?:verse|passage|psalm|line|context))?(?:\s+(?:lol|haha|tho|though|exactly|actually|again|even|anyway))*\s*(?:\?|[?,;.!]\s+(?!(?:and|or|in|for|to)\b).*)?$/i;

/** "Why does the KJV say charity and not love?": the old word asked after, beside the one used today. */
const oldWordOf =
  /^(?:(?:so|and|but|ok(?:ay)?)[, ]+)?why (?:does|do|did) (?:the )?(?:kjv|king james(?: version| bible)?|bible|old bibles?|(?:this|that|the) verse) (?:say|use|have|call it) ["'“‘]?([a-z]+)["'”’]? (?:and not|instead of|rather than|not)\b/i;

export function wordAsked(message: string): string | null {
  return meaningOf.exec(message.trim())?.[1] ?? oldWordOf.exec(message.trim())?.[1] ?? null;
}

/** A phrase the visitor sets in quotes ("anything about 'the way'?"): what is asked about, whatever frames it. */
export const quotedPhrase = /(?:^|[\s(])["“‘']([^"“”‘’']{3,60})["”’'](?=[\s,.;:?!)]|$)/;
