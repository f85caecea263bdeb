/**
 * The subject a "who is / what was" question names on its own ("who were the Sadducees?", "what is
 * manna?"), without its article or a trailing "anyway": what a topical index would be looked up by.
 */
const whatIs =
  /^(?:(?:so|and|but|ok(?:ay)?)[, ]+)?(?:who|what) (?:is|was|were|are) (?:the |a |an )?([a-z][a-z' -]{2,40}?)(?:,? (?:anyway|exactly|really|again|in the bible))?\s*\??$/i;

export function subjectAsked(message: string): string | null {
  return whatIs.exec(message.trim())?.[1] ?? null;
}
