/**
 * "What does Proverbs say about money?", "what does Paul say about marriage?", "what does the Lotus
 * Sutra say about women?": a subject asked of one book, one writer or one of our texts (ISSUE 17), so
 * the answer quotes that book and no other. Pure; the caller passes the Bible's book names.
 */
export type BookScope =
  | { kind: "bible"; name: string; books: readonly string[] }
  | { kind: "lotus" }
  | { kind: "gosho" };
/** `recipient`: the one a letter went to, when that is what is asked ("someone who was sick"). */
export type BookAsked = { scope: BookScope; subject: string; recipient?: string };

const asked =
  /\b(?:what (?:does|do|did|would|might)|(?:does|did|do|would|has|have)(?= [a-z0-9' ]{2,40} (?:ever |really |actually )?(?:say|says|said|write|wrote|teach|talk|speak|mention)(?: anything| much| something)? (?:about|of|on|regarding|concerning)\b)) (?:the )?(?:book of |gospel of |letters? (?:of|to the) |epistles? (?:of|to the) |apostle |saint |st\.? )?([a-z0-9][a-z0-9 ]{1,30}?) (?:ever |really |actually )?(?:say|says|said|teach|teaches|tell us|have to say|write|wrote|speak|speaks|talk|mention)(?: anything| much| something)? (?:about|of|on|regarding|concerning) (?:the subject of |the topic of )?([^?.!;]{2,60}?)\s*(?:[?.!;]|$)/i;

/** One psalm or proverb asked for on a subject: "a psalm about the sea", "which proverb talks about laziness". */
const oneAsked =
  /\b(?:an?|any|which|what|some) (psalms?|proverbs?)(?: that)? (?:(?:talks?|speaks?|is|are|says?|goes) )?(?:about|on|for|of|regarding|concerning) ([^?.!;]{2,60}?)(?: then| please| too)?\s*(?:[?.!;]|$)/i;

/** Paul's letters as the New Testament orders them (Hebrews left out: its author is not named). */
const paulsLetters = [
  "Romans",
  "1 Corinthians",
  "2 Corinthians",
  "Galatians",
  "Ephesians",
  "Philippians",
  "Colossians",
  "1 Thessalonians",
  "2 Thessalonians",
  "1 Timothy",
  "2 Timothy",
  "Titus",
  "Philemon",
];
const gospels = ["Matthew", "Mark", "Luke", "John"];

/**
 * A letter asked for by the one it went to: "did nichiren ever write to someone who was sick", "did paul write to
 * anyone grieving". The subject is what the one written to was going through.
 */
const wroteTo =
  /\b(?:did|has|have|does) ([a-z]{3,12}) (?:ever |also |actually )?(?:write|wrote|send|sent|written)(?: (?:a )?letters?)? to ((?:someone|somebody|anyone|anybody|people|a person|a (?:[a-z]+ )?(?:follower|disciple|believer|woman|man|widow|mother|father|family|friend)s?)(?: (?:who|that))? (?:(?:was|were|is|had been|was being) )?([^?.!;]{2,60}?))\s*(?:[?.!;]|$)/i;

/** `bookNames`: the Bible's 66 books in order, as references name them ("Psalms", "1 Corinthians"). */
export function bookAsked(message: string, bookNames: readonly string[]): BookAsked | null {
  const letter = wroteTo.exec(message);
  const letterScope = letter ? scopeOf(letter[1].toLowerCase(), bookNames) : null;
  if (letter && letterScope) return { scope: letterScope, subject: letter[3].trim(), recipient: letter[2].trim() };
  const found = asked.exec(message);
  if (!found) {
    const one = oneAsked.exec(message);
    const scope = one ? scopeOf(`${one[1].toLowerCase().replace(/s$/, "")}s`, bookNames) : null;
    return one && scope ? { scope, subject: one[2].trim() } : null;
  }
  const who = found[1].toLowerCase().replace(/\s+/g, " ").trim();
  const subject = found[2].trim();
  // "What about Nichiren, did he say anything about work?": the writer named before "he".
  const named = /^(?:he|she)$/.test(who)
    ? /\b(nichiren|paul|jesus)\b/i.exec(message.slice(0, found.index))?.[1]
    : undefined;
  const scope = scopeOf(named?.toLowerCase() ?? who, bookNames);
  return scope ? { scope, subject } : null;
}

/**
 * "Can you give an example from the Gospels?", "is there a story of it in the Old Testament?": something of the
 * subject just discussed asked of one book or writer; the scope, or null. The caller supplies the subject.
 */
const exampleIn =
  /^(?:(?:ok(?:ay)?|and|so|but|cool|great|thanks)[,.!]? )*(?:(?:can|could|would) you (?:give|show|find|share) (?:me |us )?|(?:give|show|find|share) (?:me |us )?|(?:is there|are there|do you have|got) )?(?:an?|any|some|one|another|other)? ?(?:good |real |concrete |clear )?(?:examples?|instances?|verses?|stor(?:y|ies)|passages?|illustrations?|moments?|places?)(?: (?:of|about|on) (?:it|that|this|them|him|her))? (?:from|in) (?:the )?(?:book of |gospel of |letters? of |writings of )?([a-z0-9][a-z0-9 ']{1,30}?)(?: too| as well| please)?\s*[?.!]*$/i;

export function exampleAskedIn(message: string, bookNames: readonly string[]): BookScope | null {
  const found = exampleIn.exec(message.trim());
  return found ? scopeOf(found[1].toLowerCase().replace(/'s letters$/, "").trim(), bookNames) : null;
}

function scopeOf(who: string, bookNames: readonly string[]): BookScope | null {
  if (/^(?:the )?lotus(?: sutra)?$/.test(who)) return { kind: "lotus" };
  if (/^(?:nichiren|(?:the )?gosho|nichiren'?s (?:letters|writings))$/.test(who)) return { kind: "gosho" };
  if (/^paul$/.test(who)) return { kind: "bible", name: "Paul", books: paulsLetters };
  if (/^(?:jesus|christ|jesus christ|the gospels?|gospels)$/.test(who)) {
    return { kind: "bible", name: "the Gospels", books: gospels };
  }
  if (/^(?:the )?old testament$/.test(who)) {
    return { kind: "bible", name: "the Old Testament", books: bookNames.slice(0, 39) };
  }
  if (/^(?:the )?new testament$/.test(who)) {
    return { kind: "bible", name: "the New Testament", books: bookNames.slice(39) };
  }
  const singular = (name: string) => name.toLowerCase().replace(/^psalms$/, "psalm");
  const book = bookNames.find((name) =>
    who === name.toLowerCase() || who === singular(name) || who === `${singular(name)}s` ||
    who.replace(/^(?:first|1st) /, "1 ").replace(/^(?:second|2nd) /, "2 ").replace(/^(?:third|3rd) /, "3 ") ===
      name.toLowerCase()
  );
  return book ? { kind: "bible", name: book, books: [book] } : null;
}
