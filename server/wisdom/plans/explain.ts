import type { GlossaryEntry } from "../../knowledge/knowledge_schemas.ts";
import type { VerseRecord } from "../../scriptures/corpus.ts";
import type { Passage } from "../engine.ts";
import { fill } from "../phrasing.ts";
import { bareChapter } from "../understanding/visitor_references.ts";
import { modernWording, spanishWording } from "../understanding/follow_up.ts";
import type { VisitorReference } from "../understanding/visitor_references.ts";
import { bestSentences, firstSentences, sentencesOf, withoutRepeats } from "./answer_sentences.ts";
import { heartOf, knownVerses, modernQuote, nearestVerses, quoteVerses, shown } from "./passage_view.ts";
import { speakerOf } from "./fact.ts";
import {
  earlierReplies,
  freshPassage,
  inSentence,
  listed,
  nameInSentence,
  type PlanContext,
  toldBefore,
} from "./plan_context.ts";
import { nearness, stemsOf } from "./relevance.ts";
import { words } from "../../search/normalize.ts";
import { everydayWords } from "../../search/everyday_lexicon.ts";

/**
 * Explain a passage (ISSUE 17): quote it exactly, say in plain words what it means in its context
 * (Matthew Henry's note when the study library has one, the verse before it, the book it belongs
 * to, the teaching it carries), then one related passage and a question to reflect on. Lotus Sutra
 * chapters and Gosho writings, which we hold as summaries, are explained from the summary, named
 * as ours.
 */
export function explainPlan(
  context: PlanContext,
  reference: VisitorReference | string,
  focus: string[] = [],
): string[] {
  const passage = typeof reference === "string" ? context.library.passage(reference) : passageOf(reference, context);
  if (!passage) return [];
  if (passage.source !== "bible") return explainSummary(passage, context, focus);
  const verses = context.library.verses(passage.reference);
  if (verses.length === 0) return [];
  // "What are the Ten Commandments?": a passage asked for by the name of the teaching it tells is quoted from its
  // opening when that already says what our note on the teaching says (the first commandment), else where it does; not
  // where it repeats the name ("keep my commandments", 20:6). It carries that teaching.
  // Named by its number ("Psalm 23"), the teaching it carries is read from the passage, not from the word "psalm".
  const byName = typeof reference !== "string" && !/\d/.test(reference.text);
  const teaching = byName ? namedTeaching(passage, context) : undefined;
  // "Tell me about Jonah and the whale": a story named by its people is told first, from our notes on them.
  const story = byName && !teaching ? storyTold(passage, reference.text, context) : null;
  const quoted = teaching
    ? teachingVerses(verses, teaching, context)
    : story?.verses ?? versesToQuote(verses, focus, context);
  const paragraphs = [...(story ? [story.telling] : []), quoteVerses(quoted, context.library)];
  // "Explain Romans 8:28 in simple words": the same verses in today's English, named as the World English Bible's;
  // "John 3:16 in Spanish", in the Reina-Valera 1909's.
  const spanish = spanishWording.test(context.message);
  const other = spanish || modernWording.test(context.message)
    ? quoted.map((verse) => spanish ? context.library.spanish(verse) : context.library.modern(verse))
    : [];
  if (other.length > 0 && other.every((text) => text)) {
    const range = `${context.library.verseReference(quoted[0])}${quoted.length > 1 ? `-${quoted.at(-1)!.verse}` : ""}`;
    paragraphs.push(
      spanish
        ? `${context.choose.pick(context.choose.phrases.spanishInline, "modern")} ${
          modernQuote(other, range, "Reina-Valera 1909")
        }`
        : `${context.choose.pick(context.choose.phrases.modernInline, "modern")} ${modernQuote(other, range)}`,
    );
  }
  if (/\bwho\b.{0,25}\b(?:speaking|speaks|says|said|saying|talking|spoke|wrote)\b/i.test(context.message)) {
    const speaker = speakerOf(passage.reference, context);
    if (speaker) paragraphs.unshift(speaker);
  }
  // On a passage asked about again, what was told of it (the note's sentences, its setting, its teaching and its
  // companion passage) is not told again.
  const earlier = earlierReplies(context);
  const told = toldBefore(earlier);
  const notes = commentariesOn(quoted, context, earlier);
  paragraphs.push(...notes);
  const setting = settingOf(quoted, context);
  if (setting && !told(setting)) paragraphs.push(setting);
  paragraphs.push(
    ...teachingOf(passage, quoted, verses, context, notes.length > 0, teaching).filter((paragraph) => !told(paragraph)),
  );
  const related = relatedPassage(passage, context, teaching);
  if (related && !context.citedBefore.has(related.reference)) {
    paragraphs.push(
      `${context.choose.pick(context.choose.phrases.relatedOpen, "related")} ${shown(related, context, 1)}`,
    );
  }
  paragraphs.push(context.choose.pick(context.choose.phrases.reflect.explain, "reflect"));
  return paragraphs;
}

/**
 * A story named by the people in it ("david and goliath", "jonah and the whale"): what our notes on a person named say
 * of it, in a sentence or two, and the verses of the story those notes point to (the fish, the sling), in order.
 * Null when no person named has a passage within the story.
 */
function storyTold(
  passage: Passage,
  named: string,
  context: PlanContext,
): { telling: string; verses: VerseRecord[] } | null {
  const inStory = new Set(context.library.verses(passage.reference).map((verse) => verse.id));
  for (const person of context.analysis.people) {
    const verses = person.passages.flatMap((reference) => context.library.verses(reference))
      .filter((verse) => inStory.has(verse.id)).sort((left, right) => left.id - right.id);
    if (verses.length === 0) continue;
    const names = [person.name, ...person.aliases];
    const shownVerses = verses.slice(0, 6);
    // The story's name and its verses choose what our notes say of it ("goliath": the sling and the stone; the ram
    // of Genesis 22), not the rest of the message ("my kid asked"), in the order the notes tell it.
    const notes = [...sentencesOf(person.summary), ...person.facts];
    const own = stemsOf(names.join(" "));
    const story = new Set(
      [...stemsOf(`${named} ${verses.map((verse) => verse.text).join(" ")}`)].filter((stem) => !own.has(stem)),
    );
    const shared = (sentence: string) => [...stemsOf(sentence)].filter((stem) => story.has(stem)).length;
    // The sentence that tells most of it, and a second only when it tells as much ("name" alone is no story).
    const ranked = notes.map((sentence) => ({ sentence, score: shared(sentence) }))
      .filter(({ score }) => score >= 2).sort((left, right) => right.score - left.score);
    const about = withoutRepeats(
      ranked.filter(({ score }, index) => index === 0 || score >= 3).map(({ sentence }) => sentence),
    )
      .slice(0, 2).sort((left, right) => notes.indexOf(left) - notes.indexOf(right));
    const telling = about.length > 0 ? about.join(" ") : firstSentences(person.summary, 2);
    return { telling, verses: shownVerses };
  }
  return null;
}

/** A teaching the visitor named that this passage tells ("the Lord's Prayer", "the Good Samaritan"). */
function namedTeaching(passage: Passage, context: PlanContext): GlossaryEntry | undefined {
  const citing = context.library.conceptsCiting(passage.reference);
  return context.analysis.concepts.find((entry) => citing.includes(entry));
}

/**
 * The verses of a passage to quote for the teaching it tells: what the teaching's note says, its own name set aside
 * (every verse of it already has that), found in the opening verses or else nearest.
 */
function teachingVerses(verses: readonly VerseRecord[], teaching: GlossaryEntry, context: PlanContext): VerseRecord[] {
  if (verses.length <= 5) return [...verses];
  const name = stemsOf([teaching.term, ...teaching.aliases].join(" "));
  const asked = [...context.wanted].filter((stem) => !name.has(stem));
  const told = new Set([...stemsOf(teaching.definition)].filter((stem) => !name.has(stem)));
  const opening = verses.slice(0, 3).filter((verse) => verse.chapter === verses[0].chapter);
  if (opening.some((verse) => [...stemsOf(verse.text)].some((stem) => told.has(stem)))) return opening;
  return versesToQuote(verses, [], { ...context, wanted: new Set([...asked, ...told]) });
}

/** The library's form of what the visitor named. */
export function passageOf(reference: VisitorReference, context: PlanContext): Passage | null {
  return context.library.passage(referenceText(reference, context));
}

export function referenceText(reference: VisitorReference, context: Pick<PlanContext, "library">): string {
  if (reference.source === "lotus") return `Lotus Sutra, Chapter ${reference.chapterNumber}`;
  if (reference.source === "gosho") return `Gosho: ${reference.title}`;
  const book = context.library.corpus.books.find((candidate) => candidate.id === reference.bookId)!;
  if (reference.verseStart === null) return `${book.name} ${reference.chapter}`;
  const end = reference.chapterEnd && reference.chapterEnd !== reference.chapter
    ? `-${reference.chapterEnd}:${reference.verseEnd}`
    : reference.verseEnd && reference.verseEnd !== reference.verseStart
    ? `-${reference.verseEnd}`
    : "";
  return `${book.name} ${reference.chapter}:${reference.verseStart}${end}`;
}

const wholeAsked =
  /\b(?:the (?:whole|entire|full) (?:thing|psalm|chapter|passage|text|prayer|poem|story)|(?:the )?whole (?:thing|of it)|all of it|in full|word for word|the full text|every verse)\b/i;

/**
 * All of a passage of up to five verses (what the visitor named); of a longer one the verses
 * holding the words they point to ("the valley part"), or the few nearest their question.
 */
function versesToQuote(verses: readonly VerseRecord[], focus: readonly string[], context: PlanContext): VerseRecord[] {
  // "Can you give me the whole thing so I can read it to her": all of a passage short enough to read aloud.
  if (wholeAsked.test(context.message) && verses.length <= 30) return [...verses];
  // Words of a verse quoted back ("search me o god") are that verse.
  const phrase = focus.length >= 3 ? ` ${focus.join(" ")} ` : null;
  const holding = phrase ? verses.find((verse) => ` ${words(verse.text).join(" ")} `.includes(phrase)) : undefined;
  if (holding) return [holding];
  if (focus.length > 0) {
    // The verses holding most of the words they point to ("a time to mourn and a time to dance" is 3:4, not 3:1).
    // In the visitor's words or the Bible's: "the older brother" is the "elder son".
    const wanted = stemsOf(
      focus.flatMap((word) => everydayWords.find((group) => group.includes(word)) ?? [word]).join(" "),
    );
    const scored = verses.map((verse) => ({
      verse,
      shared: [...stemsOf(verse.text)].filter((stem) => wanted.has(stem)).length,
    }))
      .filter(({ shared }) => shared > 0);
    const most = Math.max(0, ...scored.map(({ shared }) => shared));
    const named = scored.filter(({ shared }) => shared === most).map(({ verse }) => verse);
    if (named.length > 0) return named.slice(0, 3);
  }
  if (verses.length <= 5) return [...verses];
  // "What's the story of Zacchaeus?": a story is told in a run of verses, not in the one that names him.
  if (/\b(?:story|stories|what happen(?:s|ed))\b/i.test(context.message)) {
    const start = verses.indexOf(nearestVerses(verses, context, 5)[0]);
    const run = verses.slice(start, start + 5).filter((verse) => verse.chapter === verses[start].chapter);
    if (run.length > 1) return run;
  }
  // "Which verses should I read at the wedding?": the verses of it people know best.
  if (
    /\bwhich (?:verses?|part|parts|lines?|bits?)\b|\b(?:best|key|main|famous|important) (?:verses?|part|lines?)\b/i
      .test(context.message)
  ) {
    const known = knownVerses(verses, context.library);
    if (known.length > 0) return known;
  }
  return nearestVerses(verses, context, 3);
}

const spurgeonNamed = /\b(?:spurgeon|treasury of david)\b/i;

/**
 * The commentators' notes on the verses: Spurgeon's when the visitor asks for him, Matthew Henry's otherwise; both
 * when both are asked for ("use both on psalm 121" after the two were compared).
 */
export function commentariesOn(verses: readonly VerseRecord[], context: PlanContext, earlier: string): string[] {
  const lastReply = context.history.findLast((turn) => turn.role === "assistant")?.content ?? "";
  const both = /\bboth\b/i.test(context.message) &&
    (/\b(?:commentar\w*|commentators?|henry)\b/i.test(context.message) || spurgeonNamed.test(context.message) ||
      (/\bSpurgeon\b/.test(lastReply) && /\bMatthew Henry\b/.test(lastReply)));
  // Spurgeon wrote on the Psalms alone: of any other book, both is Matthew Henry's note.
  const [first] = verses;
  const psalm = both && context.library.spurgeon(first.bookId, first.chapter, first.verse) !== null;
  const by = psalm ? (["henry", "spurgeon"] as const) : [undefined];
  return by.map((one) => commentaryOn(verses, context, earlier, one)).filter((note) => note !== null);
}

/** A commentator's note on the verses, the sentences of it nearest the question not said before, attributed. */
export function commentaryOn(
  verses: readonly VerseRecord[],
  context: PlanContext,
  earlier: string,
  by: "henry" | "spurgeon" = spurgeonNamed.test(context.message) ? "spurgeon" : "henry",
): string | null {
  const first = verses[0];
  // Spurgeon when the visitor asks for him (he wrote on the Psalms alone); Matthew Henry otherwise.
  const spurgeon = by === "spurgeon" ? context.library.spurgeon(first.bookId, first.chapter, first.verse) : null;
  const note = spurgeon ?? context.library.commentary(first.bookId, first.chapter, first.verse);
  if (!note) return null;
  // The note's sentences nearest the verses quoted and what the visitor asked beyond "explain".
  const all = sentencesOf(note.text);
  // A word the long note uses again and again ("God" in a note on the Beatitudes) tells none of its sentences apart.
  const everywhere = (word: string) =>
    all.length >= 10 &&
    all.filter((sentence) => new RegExp(`\\b${word}\\b`, "i").test(sentence)).length >= Math.max(4, all.length / 8);
  // The visitor's own words all count ("the valley bit" asks for the sentences on the valley, however many there are).
  const asked = `${
    verses.map((verse) => verse.text).join(" ").split(/\s+/)
      .filter((word) => !everywhere(word.replace(/[^A-Za-z'-]/g, ""))).join(" ")
  } ${
    context.message.replace(
      /\b(?:explain|meaning|mean|means|say|says|said|about|what|does|did|where(?:'?s)?|when|who|which|from)\b/gi,
      "",
    )
  }`;
  const unsaid = all.filter((sentence) => !earlier.includes(sentence));
  if (unsaid.length === 0) return null;
  // A note on a long run of verses goes through them in order: for a verse within it ("Jesus wept", 11:35 of a note on
  // 11:33-46), the sentences about where it stands, not one about a later verse that shares a word with it.
  const span = /:(\d+)-(\d+)$/.exec(note.range);
  const [from, to] = span ? [Number(span[1]), Number(span[2])] : [0, 0];
  const place = to - from >= 6 && first.verse >= from && first.verse <= to
    ? (first.verse - from) / (to - from + 1)
    : null;
  const distance = (sentence: string) => place === null ? 0 : Math.abs(all.indexOf(sentence) / all.length - place);
  const inPlace = (sentence: string) => {
    const at = all.indexOf(sentence) / all.length;
    return place === null || (at >= place - 0.2 && at <= place + 0.3);
  };
  // Nearest the verse's place first, so that of sentences sharing as many words the one about this verse is chosen.
  const nearby = unsaid.filter(inPlace);
  const pool = nearby.length > 0 ? nearby : unsaid;
  const near = bestSentences([...pool].sort((left, right) => distance(left) - distance(right)), asked, 2);
  // A short sentence that only names the verse's point ("The poor in spirit are happy.") is explained by the ones after
  // it in the note ("They are humble and lowly in their own eyes"); said already, the explanation goes on where it
  // stopped ("what does poor in spirit even mean" after it).
  const isHeading = (sentence: string | undefined) => sentence !== undefined && sentence.length < 60;
  const [named] = bestSentences(
    all.filter(inPlace).sort((left, right) => distance(left) - distance(right)),
    asked,
    1,
  );
  const heading = isHeading(near[0]) ? all.indexOf(near[0]) : isHeading(named) ? all.indexOf(named) : -1;
  const following = heading >= 0 ? all.slice(heading + 1).findIndex((sentence) => /^\d+\.$/.test(sentence)) : -1;
  const section = heading >= 0 ? all.slice(heading, following >= 0 ? heading + 1 + following : undefined) : [];
  const explained = section.filter((sentence) => !earlier.includes(sentence) || sentence === near[0]).slice(0, 3);
  const words = explained.length > 1
    ? explained.join(" ")
    : near.length > 0
    ? [...near].sort((left, right) => all.indexOf(left) - all.indexOf(right)).join(" ")
    : pool.slice(0, 2).join(" ");
  return fill(
    context.choose.pick(
      spurgeon ? context.choose.phrases.spurgeonOpen : context.choose.phrases.commentaryOpen,
      "commentary",
    ),
    {
      range: note.range,
      words,
      attribution: note.attribution,
    },
  );
}

/**
 * Where a single verse stands: the verse before it, which so often says who is speaking and to
 * whom (Jeremiah 29:10 names the exile in Babylon that 29:11's promise answers).
 */
function settingOf(quoted: readonly VerseRecord[], context: PlanContext): string | null {
  if (quoted.length !== 1) return null;
  const [verse] = quoted;
  const before = context.library.chapter(verse.bookId, verse.chapter).find((candidate) =>
    candidate.verse === verse.verse - 1
  );
  if (!before || before.text.length > 300) return null;
  return `${context.choose.pick(context.choose.phrases.settingOpen, "setting")} "${before.text}" - ${
    context.library.verseReference(before)
  }`;
}

/** The teaching the passage carries (a concept that cites it) and the book it belongs to, said once a conversation. */
function teachingOf(
  passage: Passage,
  quoted: readonly VerseRecord[],
  verses: readonly VerseRecord[],
  context: PlanContext,
  hasNote: boolean,
  named?: GlossaryEntry,
): string[] {
  const { library } = context;
  const paragraphs: string[] = [];
  const concept = named ?? library.conceptsCiting(passage.reference).find((entry) => entry.tradition !== "buddhist");
  if (concept) {
    // Asked about again ("is that verse saying everything happens for a reason?"), the teaching's sentences not yet
    // given, nearest the question.
    const earlier = earlierReplies(context);
    const first = firstSentences(concept.definition, hasNote ? 1 : 2);
    const unsaid = sentencesOf(concept.definition).filter((sentence) => !earlier.includes(sentence));
    const words = !earlier.includes(first)
      ? first
      : (bestSentences(unsaid, context.message, 1)[0] ?? unsaid[0] ?? first);
    paragraphs.push(
      `${
        fill(context.choose.pick(context.choose.phrases.teachingOpen, "teaching"), {
          term: nameInSentence(concept.term, context),
        })
      } ${words}`,
    );
  }
  const info = library.bookInfo(quoted[0].bookId);
  const saidBefore = context.history.some((turn) =>
    turn.role === "assistant" && info && turn.content.includes(info.theme)
  );
  const asksContext = /\b(?:context|background|setting|who wrote|author|written|book|when was|history|historical)\b/i
    .test(context.message);
  if (info && !saidBefore && ((!hasNote && !concept) || asksContext)) {
    const whole = verses.length > quoted.length
      ? `It belongs to ${info.name} ${quoted[0].chapter}, a chapter of ${verses.length} verses. `
      : "";
    paragraphs.push(`${whole}${info.name}: ${info.theme}`);
  }
  return paragraphs;
}

/** Concepts whose names do not repeat one another ("bodhisattva" and "bodhisattva (the world of bodhisattvas)"). */
function distinctTerms<T extends { term: string }>(entries: readonly T[]): T[] {
  const kept: T[] = [];
  for (const entry of entries) {
    const name = entry.term.toLowerCase();
    if (!kept.some((other) => name.includes(other.term.toLowerCase()) || other.term.toLowerCase().includes(name))) {
      kept.push(entry);
    }
  }
  return kept;
}

/** One passage to read beside it: from the teaching it carries, preferring the other tradition's parallel. */
function relatedPassage(passage: Passage, context: PlanContext, named?: GlossaryEntry): Passage | null {
  const { library } = context;
  const chapter = passage.reference.split(":")[0];
  const exclude = new Set([passage.reference]);
  const citing = library.conceptsCiting(passage.reference);
  for (const concept of named ? [named, ...citing.filter((entry) => entry !== named)] : citing) {
    const parallel = concept.parallel && library.knowledge.glossary.get(concept.parallel.id);
    const candidates = [...(parallel?.passages ?? []), ...concept.passages].filter((reference) =>
      !reference.startsWith(chapter)
    );
    const found = freshPassage(candidates, context, exclude);
    if (found) return found;
  }
  return topicNeighbour(passage, context);
}

/**
 * A verse from elsewhere that Nave lists under the same subject as this one ("wait upon the LORD":
 * WAITING), from his most specific topics first, the one sharing most of its words.
 */
function topicNeighbour(passage: Passage, context: PlanContext): Passage | null {
  const { library } = context;
  const [first] = library.verses(passage.reference);
  if (!first) return null;
  const own = stemsOf(passage.text);
  const chapter = passage.reference.split(":")[0];
  let best: { passage: Passage; score: number } | null = null;
  for (const topic of library.topicsCiting(first.bookId, first.chapter, first.verse).slice(0, 4)) {
    if (topic.references.length < 3) continue;
    for (const reference of topic.references.slice(0, 60)) {
      if (reference.startsWith(`${chapter}:`) || context.citedBefore.has(reference)) continue;
      const candidate = library.passage(reference);
      if (!candidate || candidate.text.length > 400) continue;
      const score = nearness(own, candidate.text, library.weightOf);
      if (score > 0 && (!best || score > best.score)) best = { passage: candidate, score };
    }
  }
  return best?.passage ?? null;
}

/** A Lotus chapter or Gosho writing: what it is remembered for, our summary near the question, the people and teaching in it. */
function explainSummary(passage: Passage, context: PlanContext, focus: readonly string[]): string[] {
  const { library, choose } = context;
  const heart = heartOf(passage);
  const paragraphs: string[] = [];
  // "chapter 25" alone was read as the Lotus Sutra's: the visitor may have meant a book of the Bible.
  const number = bareChapter.exec(context.message.trim())?.[1];
  if (number && passage.source === "lotus") {
    paragraphs.push(fill(choose.pick(choose.phrases.whichChapter, "which"), { number }));
  }
  if (passage.source === "lotus") {
    paragraphs.push(`*${passage.reference}*, in our summary, is remembered for ${heart ?? "its teaching"}`);
  } else {
    const writing = library.goshoByTitle(passage.reference.replace(/ \(Gosho Volume [IV]+\)$/, ""));
    const when = writing?.date ? ` (${writing.date})` : "";
    const to = writing?.recipient ? ` to ${inSentence(writing.recipient)}` : "";
    paragraphs.push(
      `Nichiren wrote *${passage.reference}*${when}${to}. In our summary, it is remembered for ${
        heart ?? "its encouragement"
      }`,
    );
  }
  const asked = [context.message, ...focus].join(" ");
  const sentences = sentencesOf(passage.text);
  const earlier = earlierReplies(context);
  // The sentences nearest the question that this conversation has not yet been given, when there are any.
  const nearest = bestSentences([passage.text], asked, 3);
  const unsaid = nearest.filter((sentence) => !earlier.includes(sentence));
  const near = unsaid.length > 0 ? unsaid : nearest.slice(0, 1);
  const body = near.length > 0 ? sentences.filter((sentence) => near.includes(sentence)) : sentences.slice(0, 3);
  paragraphs.push(`In our summary: ${body.join(" ")} (A summary in our own words, not the text itself.)`);
  const chapter = /Chapter (\d+)/.exec(passage.reference)?.[1];
  const people = library.knowledge.people.all.filter((person) =>
    chapter
      ? person.passages.some((reference) => reference === `Lotus Sutra, Chapter ${chapter}`)
      : person.passages.some((reference) => passage.reference.startsWith(reference.replace(/^Gosho: /, "")))
  ).slice(0, 2);
  if (people.length > 0) paragraphs.push(people.map((person) => firstSentences(person.summary, 1)).join(" "));
  // The teaching the visitor named ("the parable of the skilled physician") before others the passage carries.
  const concepts = distinctTerms([
    ...context.analysis.concepts.filter((entry) =>
      entry.passages.some((reference) => passage.reference.startsWith(reference))
    ),
    ...library.conceptsCiting(passage.reference),
  ]).slice(0, 3);
  if (concepts.length > 0) {
    paragraphs.push(
      `${
        fill(choose.pick(choose.phrases.teachingOpen, "teaching"), { term: nameInSentence(concepts[0].term, context) })
      } ${firstSentences(concepts[0].definition, 1)}`,
    );
    const next = concepts.slice(1).map((entry) => nameInSentence(entry.term, context));
    if (next.length > 0) {
      paragraphs.push(fill(choose.pick(choose.phrases.offer.explain, "offer"), { next: listed(next) }));
    }
  }
  paragraphs.push(choose.pick(choose.phrases.reflect.explain, "reflect"));
  // Asked again about the same chapter ("what are the three carts?"), what this conversation was already told
  // (what it is remembered for, who is in it, its teaching) is not told again; the summary near the question is.
  const told = toldBefore(earlier);
  const kept = paragraphs.filter((paragraph) => paragraph.startsWith("In our summary:") || !told(paragraph));
  // Without its opening line the summary still names the chapter or letter it comes from.
  return kept[0].startsWith("In our summary:")
    ? [`*${passage.reference}* (our summary): ${body.join(" ")}`, ...kept.slice(1)]
    : kept;
}
