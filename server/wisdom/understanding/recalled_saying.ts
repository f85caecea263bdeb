/**
 * Words of scripture remembered, not referenced (ISSUE 17): "the weeping may endure for a night thing, is that
 * bible?", "where does it say the truth will set you free", "theres a verse about a time for everything right? which
 * book is that", "jesus said he came to bring a sword not peace??". Pure: finds the words the visitor recalls, when
 * the message asks where they are, whose they are, or whether scripture says them. Whether they are in scripture is
 * for the plan to find (plans/recalled_saying.ts).
 */

/** The message asks where words are, who said them, or whether scripture really says them. */
const sourceAsked =
  /\b(?:where (?:is|are|does|do|did|was|can|in)|which (?:book|gospel|letter|epistle|chapter|verse|psalm|part)|what (?:book|chapter|verse|psalm)|who (?:said|says|wrote|writes)|is (?:that|this|it) (?:in )?(?:the )?(?:bible|scripture|a verse|a real verse|real|actually|really)|in the bible|quoting|quote|context|exact words|look it up|find it|(?:did|does) (?:jesus|he|paul|god|the bible|it) (?:really |actually )?(?:say|said)|(?:doesn'?t|does not|didn'?t) sound like)\b/i;

/** Where the remembered words stand in a message, most certain first. */
const sayingShapes: readonly RegExp[] = [
  // In quotation marks: "what does 'be still and know' mean".
  /["“]([^"”]{8,120})["”]/,
  /(?:^|\s)['‘]([^'’]{8,120})['’](?=[\s?.,!]|$)/,
  // "the part where jesus says why have you forsaken me, was he quoting something".
  /\bwhere (?:jesus|christ|he|she|paul|god|it|the bible|the lord|david) (?:says?|said|talks about|tells us|asks?) (?:that )?(.{6,100}?)(?=[?,.!;]|\s+(?:is that|was (?:he|it)|right|in the bible)\b|$)/i,
  // "the holy spirit praying for you thing", "that sounds like the weeping may endure for a night line" (from the last
  // "the" before it).
  /^.*\b(?:the|that|this) ((?:[\w']+ ){2,14}?[\w']+) (?:thing|part|verse|line|bit|quote|saying|passage)\b/i,
  // "a verse about a time for everything", "the verse that says love covers a multitude of sins".
  /\b(?:a|the|that|some) (?:verse|line|passage|saying|bit|part|scripture) (?:about|that says|that goes|where it says|saying|like) (.{6,100}?)(?=[?,.!;]|\s+(?:right|which|where|is that|what|who)\b|$)/i,
  // "where does it say the truth will set you free", "jesus said he came to bring a sword not peace"; not what it says
  // about a subject ("what does the bible say about work"), nor who wrote a book.
  /\b(?:jesus|christ|god|paul|he|she|it|the bible|scripture|the lord|someone|somebody|they|psalm|verse) (?:says?|said|goes) (?:that )?(?!(?:about|anything|something|on|regarding|of|to)\b)(.{8,100}?)(?=[?,.!;]|\s+(?:is that|was (?:he|it)|right|in the bible|where|which)\b|$)/i,
];

/** Words that frame a recollection rather than belong to it: "jesus said", "it says", "something like". */
const framing =
  /^(?:(?:jesus|christ|god|paul|he|she|it|the bible|the lord|someone|somebody|my \w+) (?:says?|said|wrote) (?:that )?|something (?:like|about) |like )+/i;

/** The words the visitor recalls from scripture, or null when the message asks after no remembered words. */
export function recalledSaying(message: string): string | null {
  if (!sourceAsked.test(message)) return null;
  for (const shape of sayingShapes) {
    const found = shape.exec(message)?.[1];
    if (!found) continue;
    // The last "said" of "my roommate said jesus said he came to bring a sword" holds the words.
    const saying = found.replace(/^.*\b(?:says?|said)\s+(?:that\s+)?(?=.{8})/i, "").replace(framing, "").trim();
    if (saying.split(/\s+/).length >= 3) return saying;
  }
  return null;
}
