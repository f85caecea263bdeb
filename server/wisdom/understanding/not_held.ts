import notHeldData from "../../../data/persona/not_held.json" with { type: "json" };
import type { BibleBookRecord } from "../../scriptures/corpus.ts";
import type { VisitorReference, VisitorReferenceFinder } from "./visitor_references.ts";

/**
 * What a visitor asks for that the library does not hold (ISSUE 17): a text named in
 * data/persona/not_held.json (the Heart Sutra, the NIV), a passage past the end of its book ('John
 * 3:37'), any other 'book of X', sutra or Bible version by its form, and the Lotus Sutra's or a
 * Gosho's own words, which we hold only as our summaries. Each comes with the closest thing held.
 */
export type MissingText = {
  name: string;
  /** References and knowledge ids ("glossary:emptiness", "practice:...", "version:KJV") nearest to it. */
  closest: string[];
  /** Said instead of "not in my library" when there is a plainer reason ("John 3 has 36 verses"). */
  reason?: string;
  /** The tradition whose texts answer what it was wanted for ("a quote from Nichiren about courage": Nichiren's). */
  tradition?: "buddhist";
  /** A person asked about by a name none of ours bears ("who was John Calvin?"), not a text. */
  person?: true;
};

const listed = notHeldData.texts.map((text) => ({
  ...text,
  pattern: new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${
      text.patterns.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")
    })(?![\\p{L}\\p{N}])`,
    "iu",
  ),
}));
const heldVersions = /\b(?:king james|kjv|authori[sz]ed|world english|web|reina[- ]valera|rv ?1909|spanish)\b/i;
const versionName =
  /\b(?:in|from|using|the|your|a|an)\s+((?:[A-Z][\w'-]*|NIV|ESV|NRSV|NASB|NLT|CSB)(?:[\s-]+[A-Z][\w'-]*){0,3})\s+(?:[Vv]ersion|[Tt]ranslation|[Bb]ible|[Ee]dition|[Rr]endering)\b/;
/**
 * "In the message translation", "the passion version": a version typed in lower case, not a describing word, before
 * it or last ("jonah and the whale quick version" asks it told quickly).
 */
const lowerCaseVersion =
  /\b(?:in|from|using|the|your|a|an)\s+(?:the\s+)?(?!(?:the|a|an|his|her|their|my|your|our|its|christian|buddhist|catholic|protestant|orthodox|jewish|hebrew|greek|hindu|muslim|islamic|nichiren|zen|tibetan|japanese|chinese|western|eastern|secular|religious|spiritual|kid|modern|english|other|different|best|new|newer|old|older|original|literal|easy|easier|simple|simpler|same|latest|which|what|this|that|bible|current|good|better|plain|kids|children'?s|short|shorter|full|free|online|audio|spanish|study|whole|first|second|morning|evening|night|nighttime|bedtime|weekend|weekday|daily|travel|commute|car|office|work|walking|silent|quiet|quick|mini|family|toddler|teen|teenage|adult|beginner|beginners|busy|lazy|longer)\b)([a-z][\w'-]*(?: [a-z][\w'-]*)?)(?<!\b(?:quick|short|shorter|simple|simpler|easy|easier|kid|kids|full|long|longer|brief|mini|tldr|summary|cartoon|movie|film|audio|modern|plain|dumbed down))\s+(?:version|translation)\b/;
const goshoCalled =
  /\b(?:gosho|letter|writing)s? (?:of nichiren'?s? |by nichiren )?(?:called|named|titled|entitled) ["'“‘]?([a-z][\w'’ -]{2,60}?)["'”’]?\s*(?=[?.!,;]|$|\b(?:can|could|would|please|and|that|which|where)\b)/i;
/** "Do you have the gosho 'on the buddha's behavior'?": a title set in quotes straight after the word. */
const goshoQuoted = /\bgosho,? ["“‘']([a-z][^"”’?]{2,60})["”’']/i;
const nichirenContext = /\b(?:nichiren\w*|gosho|daishonin|wnd)\b/i;
/** A letter named by its recipient, as Nichiren's are titled: "Letter to Niike", "Reply to Lord Matsuno". */
const letterTitle =
  /\b(?:letter|reply) to (?:(?:the )?(?:lord|lady|lay priest|lay nun|priest|nun|priest-teacher) )?(?!(?:my|your|his|her|their|our|a|an|the|him|them|me|us|someone|somebody|god)\b)[a-z][\w'’-]+(?: (?!(?:and|but|can|could|would|will|is|was|about|for|in|on|that|this|so|or|to)\b)[a-z][\w'’-]+)?/i;

/**
 * "Recommend a good book about Buddhism", "what should I read to learn about Christianity": books beyond the
 * library, which the guide cannot check, unlike a book of the Bible or a text it holds.
 */
const booksAsked =
  /\b(?:recommend|suggest|good|best|great|favou?rite|must[- ]read|list of)\b.{0,25}\b(?:books?|reading list|authors?|writers?|reads|apps?|podcasts?|websites?|youtube channels?|online courses?)\b|\b(?:books?|apps?|podcasts?|websites?|youtube channels?|online courses?)\b.{0,25}\b(?:recommend|suggest)\w*\b|\bwhat (?:should|could|can|do you think) i (?:read|start with)\b.{0,20}\b(?:to (?:learn|understand|know|get into|start)|about|on|if)\b/i;
const heldNamed =
  /\b(?:bible|scriptures?|testament|gospels?|psalms?|proverbs|lotus|gosho|nichiren's (?:letters|writings)|letters? of nichiren|epistles?|verses?|chapters?)\b/i;
const buddhistWords = /\b(?:buddh\w*|dharma|nichiren|zen|meditat\w*|mindfulness|chanting|daimoku|sutras?)\b/i;
const christianWords = /\b(?:christ\w*|jesus|god|church|faith|prayer|praying|catholic\w*|protestant\w*|theology)\b/i;

const bookOf = /\b(?:the )?book of ([A-Z][a-z]+|[a-z]{4,})\b/g;
const notBooks = new Set(["life", "the", "my", "this", "that", "it", "which", "bible", "psalm", "psalms", "mormon"]);
/** "the Diamond Sutra" (group 1) or "the Sutra of Immeasurable Meanings" (group 2). */
const sutraNames = [
  /\b(?:the )?((?:[A-Za-z][\w'-]* ){0,3}[A-Za-z][\w'-]*) sutra\b/gi,
  /\bsutra of (?:the )?()((?:[A-Za-z][\w'-]* ){0,3}[A-Za-z][\w'-]*)/gi,
];
const sentenceWords =
  /^(?:you|i|we|they|he|she|it|my|your|our|their|recite|reciting|recited|read|reading|chant|chanting|study|studying|where|when|while|whole|entire)$/i;
const notSutraNames =
  /^(?:the|this|that|a|which|each|whole|same|lotus|our|your|his|her|one|any|every|entire|what|in|of|from)$/i;
const ownWords =
  /\b(?:actual|full|whole|complete|exact|original|real|literal|verbatim|word[- ]for[- ]word|own) (?:text|words|wording|translation|sutra|scripture|letter)\b|\b(?:burton watson|kubo|murano|kumarajiva|hurvitz|kern|bunno|sgi translation|wnd|writings of nichiren daishonin)\b|\bquote (?:me )?(?:the|a|from)?\s*(?:line|passage|words?) (?:of|from) the (?:lotus|gosho)|\bword[- ]for[- ]word\b|\bverbatim\b|\bquote (?:me )?(?:from )?(?:the|this|that) (?:letter|gosho|writing|chapter)\b/i;

export function missingText(
  message: string,
  references: readonly VisitorReference[],
  finder: VisitorReferenceFinder,
  books: readonly BibleBookRecord[],
): MissingText | null {
  const named = listed.find((text) => text.pattern.test(message));
  if (named) {
    // A book of a collection asked for by its own name ("Sirach") is named as asked, with the collection it is in.
    const asked = named.pattern.exec(message)?.[0].trim() ?? "";
    const ofCollection = "collection" in named && !named.name.toLowerCase().includes(asked.toLowerCase());
    const book = asked.replace(/^(?:the |book of )/i, "").replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
    const name = ofCollection ? `${book} (in ${named.collection})` : named.name;
    return { name, closest: named.closest, ...("reason" in named ? { reason: named.reason } : {}) };
  }

  const beyond = finder.outOfRange(message);
  if (beyond) {
    const reason = beyond.verse !== null && beyond.verses !== null
      ? `There is no ${beyond.book} ${beyond.chapter}:${beyond.verse} in the Bible I hold: ${beyond.book} ${beyond.chapter} ends at verse ${beyond.verses}.`
      : `There is no ${beyond.book} ${beyond.chapter} in the Bible I hold: ${beyond.book} has ${beyond.chapters} ${
        beyond.chapters === 1 ? "chapter" : "chapters"
      }.`;
    const closest = beyond.verses !== null
      ? `${beyond.book} ${beyond.chapter}:${beyond.verses}`
      : `${beyond.book} ${beyond.chapters}`;
    return {
      name: `${beyond.book} ${beyond.chapter}${beyond.verse === null ? "" : `:${beyond.verse}`}`,
      closest: [closest],
      reason,
    };
  }

  const summaryOnly = references.find((reference) => reference.source !== "bible");
  if (summaryOnly && ownWords.test(message)) {
    const what = summaryOnly.source === "lotus"
      ? `the Lotus Sutra's own text of chapter ${summaryOnly.chapterNumber}`
      : `the full text of ${summaryOnly.title}`;
    const closest = summaryOnly.source === "lotus"
      ? `Lotus Sutra, Chapter ${summaryOnly.chapterNumber}`
      : `Gosho: ${summaryOnly.title}`;
    return {
      name: what,
      closest: [closest],
      reason:
        `I don't hold ${what}, in any translation: for the Lotus Sutra and the Gosho I hold summaries in our own words, so I can't quote them.`,
    };
  }
  // "Give me a quote from Nichiren about courage": his own words, which we hold only in our summaries.
  if (
    summaryOnly === undefined &&
    /\b(?:quotes?|quotations?|exact words|own words|actual words|word for word|verbatim) (?:from|by|of) nichiren\b|\bnichiren(?:'s)? (?:quotes?|own words|exact words|actual words)\b|\bquote (?:me )?nichiren\b/i
      .test(message)
  ) {
    return {
      name: "Nichiren's own words",
      closest: [],
      reason:
        "I hold Nichiren's writings only in summaries of our own, not in any translation, so I can't quote his words.",
      tradition: "buddhist",
    };
  }
  const version = versionName.exec(message)?.[1] ??
    lowerCaseVersion.exec(message)?.[1]?.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
  if (
    version && !heldVersions.test(version) &&
    !/^(?:Bible|Holy|Lotus|Gosho|Good|Matthew|Mark|Luke|John|Gospel|Buddhist|Buddhism|Christian|Christianity|Nichiren|Zen|Hindu|Muslim)$/i
      .test(version)
  ) {
    return {
      name: `the ${version} ${/translation/i.test(message) ? "translation" : "version"}`,
      closest: ["version:KJV"],
    };
  }
  // "Isn't there a gosho called On the Treasure Tower?": a writing of his named by title that we do not hold.
  const called = (goshoCalled.exec(message) ?? goshoQuoted.exec(message))?.[1]?.trim();
  if (called && !references.some((reference) => reference.source === "gosho")) {
    return {
      name: `a Gosho called ${
        titleCase(called).replace(/(?<!^)\b(?:Of|The|To|On|In|And|A|An|For)\b/g, (word) => word.toLowerCase())
      }`,
      closest: ["practice:studying-a-gosho"],
      tradition: "buddhist",
    };
  }
  // "Nichiren's letter to Lord Matsuno": a letter of his named by its recipient that is not among those we hold.
  const letter = nichirenContext.test(message) ? letterTitle.exec(message) : null;
  if (letter && !references.some((reference) => reference.source === "gosho")) {
    return {
      name: `Nichiren's ${titleCase(letter[0]).replace(/ To /, " to ")}`,
      closest: ["practice:studying-a-gosho"],
      tradition: "buddhist",
    };
  }

  if (references.length === 0 && booksAsked.test(message) && !heldNamed.test(message)) {
    const buddhist = buddhistWords.test(message);
    const christian = christianWords.test(message);
    return {
      name: "books beyond this library",
      closest: [
        ...(buddhist || !christian ? ["practice:reading-the-lotus-sutra"] : []),
        ...(christian || !buddhist ? ["practice:bible-reading-plan-for-beginners"] : []),
      ],
      reason:
        "I can only vouch for what I hold, so I won't name books or apps I can't check; a teacher, a pastor or a community you trust is the place to ask for those.",
      ...(buddhist && !christian ? { tradition: "buddhist" as const } : {}),
    };
  }

  const bookNames = new Set(
    books.flatMap((book) => [book.name.toLowerCase(), book.name.toLowerCase().replace(/^\d /, "")]),
  );
  for (const [, name] of message.matchAll(bookOf)) {
    const key = name.toLowerCase();
    if (!notBooks.has(key) && !bookNames.has(key) && !bookNames.has(key.replace(/s$/, ""))) {
      return { name: `the Book of ${name.charAt(0).toUpperCase()}${name.slice(1)}`, closest: [] };
    }
  }

  for (const match of sutraNames.flatMap((pattern) => [...message.matchAll(pattern)])) {
    const name = (match[1] || match[2]).trim()
      .replace(
        /(?:\s+(?:in|into|your|the|my|a|an|say|says|said|about|on|is|was|that|this|from|of|and|have|has|do|does|really|teach|teaches|mean|means))+$/i,
        "",
      )
      .replace(
        /^(?:(?:is|are|was|does|do|did|what|which|where|in|on|of|from|about|read|the|a|an|this|that|my|your)\s+)+/i,
        "",
      );
    if (!name || /^(?:is|are|was|does|do|did|what|which|the|a|an)$/i.test(name)) continue;
    const words = name.split(/\s+/);
    // "Where you recite the sutra", "when I read the sutra": words of a sentence, not a sutra's name.
    if (words.some((word) => sentenceWords.test(word))) continue;
    // Written in lower case, a name is one that no everyday describing word could be ("the vimalakirti sutra", not "the
    // longest sutra", "the original sutra").
    if (
      match[1] && !/^[A-Z]/.test(words.at(-1)!) &&
      (words.at(-1)!.length < 5 || /(?:est|ous|ful|ble|ive|al|ist|ant|ent|ing|ed|ic|y)$/i.test(words.at(-1)!))
    ) continue;
    if (
      notSutraNames.test(words.at(-1)!) || notSutraNames.test(words[0]) || /\b(?:lotus|wonderful law)\b/i.test(name)
    ) continue;
    return {
      name: match[1] ? `the ${titleCase(name)} Sutra` : `the Sutra of ${titleCase(name)}`,
      closest: ["Lotus Sutra, Chapter 2"],
    };
  }

  return null;
}

function titleCase(text: string): string {
  return text.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
}
