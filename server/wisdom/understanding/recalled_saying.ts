import bookData from "../../../data/kjv_books.json" with { type: "json" };
/**
 * Words of scripture remembered, not referenced (ISSUE 17): "the weeping may endure for a night thing, is that
 * bible?", "where does it say the truth will set you free", "theres a verse about a time for everything right? which
 * book is that", "jesus said he came to bring a sword not peace??". Pure: finds the words the visitor recalls, when
 * the message asks where they are, whose they are, or whether scripture says them; or what words remembered mean
 * ("what does love is patient love is kind actually mean", "70 times 7, is that literal"), when the plan finds them
 * in scripture nearly as said. Whether they are in scripture is for the plan to find (plans/recalled_saying.ts).
 */

/**
 * Words remembered, and whether only their meaning is asked (then they must be scripture's nearly word for word);
 * `alongside` when they are quoted only to set beside something else ("is karma basically 'you reap what you sow'"):
 * the verse goes with the answer to that, not instead of it.
 */
export type RecalledSaying = {
  words: string;
  meaningOnly: boolean;
  alongside?: true;
  book?: string;
  /** Heard from someone ("my grandma always said..."): scripture only when they are words our notes quote. */
  heard?: true;
};

/** The books of the Bible by name, longest first ("1 John" is not "John"), with "Psalm" for Psalms. */
const bookNames = bookData.map((book) => book.name).sort((left, right) => right.length - left.length);
/**
 * Words set in a book by name: "is that like beauty for ashes in isaiah", "the valley of dry bones thing in ezekiel".
 * The words stand after the word that opens them ("like", "about", "the").
 */
const placedInBook = new RegExp(
  `\\b(?:like|about|of|says?|said|the|that) ((?:[\\w']+ ){1,8}?[\\w']+)(?: (?:thing|verse|line|bit|part))? in (?:the book of )?(${
    bookNames.map((name) => name.replace(/^([1-3]) /, "(?:$1(?:st|nd|rd)?|first|second|third) ?").replace(/s$/, "s?"))
      .join("|")
  })\\b`,
  "i",
);

/**
 * The message without the book it sets remembered words in ("beauty for ashes in isaiah" is "beauty for ashes"): the
 * book says where the words are, and is no subject of its own (Isaiah the prophet).
 */
export function withoutPlacement(message: string): string {
  const found = placedInBook.exec(message);
  if (!found || !placed(message)) return message;
  const end = found.index + found[0].length;
  return message.slice(0, found.index + found[0].lastIndexOf(" in ")) + message.slice(end);
}

/** The book a message sets remembered words in, as the corpus names it, and the words. */
function placed(message: string): { words: string; book: string } | null {
  const found = placedInBook.exec(message);
  if (!found) return null;
  const words = found[1].replace(/^(?:(?:kind|sort) of |just |basically |really |like |the same as |similar to )+/i, "")
    .replace(framing, "").trim();
  const book = bookNames.find((name) =>
    new RegExp(`^${name.replace(/^([1-3]) /, "(?:$1(?:st|nd|rd)?|first|second|third) ?").replace(/s$/, "s?")}$`, "i")
      .test(found[2])
  );
  return book && words.split(/\s+/).length >= 3 ? { words, book } : null;
}

/** A likeness asked: "is karma basically just...", "is that like...", "same as...". */
const likenessAsked =
  /\b(?:like|basically|just|same (?:as|thing)|similar|version of|equivalent|compare\w*|vs\.?|versus|akin)\b/i;
const quotedWords = /["“]([^"”]{8,120})["”]|(?:^|\s)['‘]([^'’]{8,120})['’](?=[\s?.,!]|$)/;

/** What words mean is asked: "what does ... mean", "is that literal". */
const meaningAsked = /\b(?:mean|means|meant|meaning|literal|literally|getting at|talking about)\b/i;

/** The message asks where words are, who said them, or whether scripture really says them. */
const sourceAsked =
  /\b(?:where(?:'?s| (?:is|are|does|do|did|was|can|in))|which (?:book|gospel|letter|epistle|chapter|verse|psalm|part)|what (?:book|chapter|verse|psalm)|who (?:said|says|wrote|writes)|is (?:that|this|it) (?:in )?(?:the )?(?:bible|scripture|a verse|a real verse|real|actually|really)|in the bible|quoting|quote|context|exact words|(?:exact )?wording|word for word|how (?:does|did) (?:it|that|the verse) go|what(?:'?s| is) (?:that|the) (?:verse|passage|line|psalm|bit|scripture) (?:about|where|that|with)|i think (?:it'?s|its|it is) (?:in )?(?:the )?(?:book of )?[1-3]? ?[a-z]+|look it up|find it|(?:did|does|didn'?t|doesn'?t|does not|did not) (?:jesus|he|paul|god|the bible|it|scripture) (?:really |actually |literally |also |ever |even )?(?:say|said|teach)|(?:doesn'?t|does not|didn'?t) sound like|(?:comes?|came) from)\b/i;

/** Where the remembered words stand in a message, most certain first. */
const sayingShapes: readonly RegExp[] = [
  // "what does love is patient love is kind actually mean".
  /^(?:(?:so|and|but|ok(?:ay)?|wait)[, ]+)*what (?:does|do|did) (?!(?:it|that|this|he|she|they|the (?:bible|verse|passage|word|term|phrase))\b)(.{8,100}?) (?:actually |really |even |exactly )?mean\b/i,
  // "70 times 7 is that literal".
  /^(.{8,80}?),? (?:is|was) (?:that|it|this) (?:literal|literally|meant|supposed)/i,
  // In quotation marks: "what does 'be still and know' mean".
  /["“]([^"”]{8,120})["”]/,
  /(?:^|\s)['‘]([^'’]{8,120})['’](?=[\s?.,!]|$)/,
  // Asked where it comes from, the words between: "where does whither thou goest come from", "where's the saying
  // pride comes before a fall from".
  /^(?:(?:so|and|but|ok(?:ay)?|wait)[, ]+)*where (?:does|did|do) (?:the (?:saying|phrase|line|expression|quote|verse) )?(?!(?:it|that|this|he|she|they|the bible|god)\b)(.{8,80}?)(?<!\b(?:part|thing|bit|idea|teaching|story|concept|chapter|verse|word|name)) (?:come|comes|originally come) from\b/i,
  /^(?:(?:so|and|but|ok(?:ay)?|wait)[, ]+)*where(?:'?s| is| was) (?:the (?:saying|phrase|line|expression|quote|verse) )?(?!(?:it|that|this|he|she|they)\b)(.{8,80}?) from\s*[?.!]*$/i,
  // Said first, then asked after: "whither thou goest i will go... someone read that at a wedding, where's it from",
  // "love is patient love is kind... where is that from", "be still and know, which psalm is that".
  /^["“']?((?:[\w']+ ){2,16}?[\w']+)["”']?\s*(?:(?:\.{2,}|…|\s[-—]\s?)[^?]{0,80}?|,\s*)(?:where(?:'?s| is| was) (?:it|that|this)(?: from| in)?\b|where (?:does|did|do) (?:it|that|this) (?:come from|say|appear)\b|where (?:can|do) i find (?:it|that|this)\b|which (?:book|verse|chapter|gospel|psalm|letter)\b|what (?:book|verse|chapter|psalm)\b|who (?:said|says|wrote) (?:it|that|this)\b)/i,
  // "the part where jesus says why have you forsaken me, was he quoting something".
  /\bwhere (?:jesus|christ|he|she|paul|god|it|the bible|the lord|david) (?:says?|said|talks about|tells us|asks?) (?:that )?(.{6,100}?)(?=[?,.!;]|\s+(?:is that|was (?:he|it)|right|in the bible)\b|$)/i,
  // "the holy spirit praying for you thing", "that sounds like the weeping may endure for a night line" (from the last
  // "the" before it).
  /^.*\b(?:the|that|this) ((?:[\w']+ ){2,14}?[\w']+) (?:thing|part|verse|line|bit|quote|saying|passage)\b/i,
  // "a verse about a time for everything", "the verse that says love covers a multitude of sins".
  /\b(?:a|the|that|some) (?:verse|line|passage|saying|bit|part|scripture) (?:about|that says|that goes|where it says|saying|like) (.{6,100}?)(?=[?,.!;]|\s+(?:right|which|where|is that|what|who)\b|$)/i,
  // "where does it say the truth will set you free", "jesus said he came to bring a sword not peace"; not what it says
  // about a subject ("what does the bible say about work"), nor who wrote a book.
  /\b(?:jesus|christ|god|paul|he|she|it|the bible|scripture|the lord|someone|somebody|they|psalm|verse) (?:really |actually |literally |also |ever |even |once )?(?:says?|said|goes|teach|teaches) (?:that )?(?!(?:about|anything|something|on|regarding|of|to)\b)(.{8,100}?)(?=[?,.!;]|\s+(?:is that|was (?:he|it)|right|in the bible|where|which)\b|$)/i,
];

/** Words that frame a recollection rather than belong to it: "jesus said", "it says", "something like". */
const framing =
  /^(?:(?:jesus|christ|god|paul|he|she|it|the bible|the lord|someone|somebody|my \w+) (?:says?|said|wrote) (?:that )?|something (?:like|about) |like )+/i;

/**
 * Words someone used to say, asked what they mean: "my grandma always said the lord is my shepherd, what does it mean".
 * Only scripture's nearly word for word are answered as scripture (the plan finds them or not).
 */
const heardAsked =
  /\b(?:said|says|say|saying|goes|quotes?|quoted)\s+(?:that\s+)?["“']?((?:[\w']+\s+){2,14}?[\w']+)["”']?[,.;]?\s+(?:but\s+|so\s+|and\s+)?(?:what|whats|what's)\s+(?:does|do|did)?\s*(?:it|that|this)\s+(?:even\s+|actually\s+|really\s+)?mean\b/i;

/** The words the visitor recalls from scripture, or null when the message asks after no remembered words. */
export function recalledSaying(message: string): RecalledSaying | null {
  const heard = heardAsked.exec(message)?.[1];
  if (heard) {
    const words = heard.replace(framing, "").replace(/^['‘]|['’]$/g, "").trim();
    return { words: numbersInWords(words), meaningOnly: true, heard: true };
  }
  // "Start me with the be still and know one": a verse pointed at by words of it, whatever is asked of it.
  // Quoted inside the phrase ("the exact wording of the 'be still and know' verse"), the quotation is the words.
  const pointedPhrase = pointedByWords.exec(message)?.[1];
  // From its last "the": "the exact wording of the be still and know verse" points with "be still and know".
  const lastThe = pointedPhrase?.replace(/^.*\b(?:the|that) (?=(?:[\w']+ ){2,}[\w']+$)/i, "");
  const pointed = pointedPhrase && (quotedWords.exec(pointedPhrase)?.slice(1).find(Boolean) ?? lastThe);
  if (pointed) return { words: numbersInWords(pointed), meaningOnly: !sourceAsked.test(message) };
  const source = sourceAsked.test(message);
  const inBook = placed(message);
  // Set beside something ("is that like...") the verse goes with the answer; else the words are asked after.
  if (inBook) {
    const beside = !source && likenessAsked.test(message);
    return {
      words: numbersInWords(inBook.words),
      meaningOnly: !source,
      book: inBook.book,
      ...(beside ? { alongside: true } : {}),
    };
  }
  if (!source && !meaningAsked.test(message)) {
    const quoted = likenessAsked.test(message) ? quotedWords.exec(message) : null;
    const words = quoted?.[1] ?? quoted?.[2];
    return words && words.split(/\s+/).length >= 3
      ? { words: numbersInWords(words.trim()), meaningOnly: true, alongside: true }
      : null;
  }
  for (const shape of sayingShapes) {
    const found = shape.exec(message)?.[1];
    if (!found) continue;
    // The last "said" of "my roommate said jesus said he came to bring a sword" holds the words.
    const saying = found.replace(/^.*\b(?:says?|said)\s+(?:that\s+)?(?=.{8})/i, "").replace(framing, "")
      .replace(/^["'“‘]|["'”’]$/g, "").trim();
    if (saying.split(/\s+/).length < 3 || contentWords(saying) < 2) continue;
    // Asked only what it means, a thing named ("what does the rocky ground mean") is a part of something, and words
    // someone said ("everyone says 'take care of yourself' but what does that mean") are theirs, not scripture's.
    if (!source && (namedThing.test(saying) || saidByPeople.test(message.slice(0, message.indexOf(found))))) {
      return null;
    }
    return { words: numbersInWords(saying), meaningOnly: !source };
  }
  return null;
}

/** Words that carry little of a saying ("look at them" recalls nothing by itself). */
const smallWords = new Set(
  "a an the and or but of to in on at for with by from is are was were be it its this that these those them they he she him her his i me my we us our you your look looks see say says said go goes thing one"
    .split(" "),
);
const contentWords = (saying: string) =>
  saying.toLowerCase().split(/[^a-z0-9']+/).filter((word) => word.length > 1 && !smallWords.has(word)).length;

const pointedByWords = /\b(?:the|that) ((?:[\w']+ ){2,10}[\w']+) (?:one|verse)\b/i;
const namedThing = /^(?:the|a|an|that|this|those|these|his|her|their|my|your)\s+\S+(?:\s+\S+){0,2}$/i;
const saidByPeople =
  /\b(?:everyone|everybody|people|they|someone|somebody|friends?|(?:my|our|his|her) [a-z]+|he|she|you)\s+(?:always |keeps? |kept |just )?(?:says?|said|saying|tells? (?:me|us)|told (?:me|us))\s*[,:]?\s*["'“‘]?\s*$/i;

const units =
  "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen"
    .split(" ");
const tens = "  twenty thirty forty fifty sixty seventy eighty ninety".split(" ");

/** Numbers as the King James writes them: "70 times 7" is "seventy times seven". */
function numbersInWords(text: string): string {
  return text.replace(/\b\d{1,3}\b/g, (digits) => {
    const number = Number(digits);
    if (number < 20) return units[number];
    if (number < 100) return `${tens[Math.floor(number / 10)]}${number % 10 ? ` ${units[number % 10]}` : ""}`;
    return number % 100 === 0 ? `${units[number / 100]} hundred` : digits;
  });
}
