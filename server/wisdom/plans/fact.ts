import type { BibleBookInfo, GlossaryEntry, Person } from "../../knowledge/knowledge_schemas.ts";
import type { VerseRecord } from "../../scriptures/corpus.ts";
import { bestSentences, firstSentences, sentencesOf, withoutRepeats } from "./answer_sentences.ts";
import { fill } from "../phrasing.ts";
import { nearestVerses, quoteVerses, shown } from "./passage_view.ts";
import { storyOf } from "./lesson.ts";
import { listPartPlan } from "./list_part.ts";
import { partDefined } from "./concept.ts";
import type { Passage } from "../engine.ts";
import { commentaryOn, referenceText } from "./explain.ts";
import type { Library } from "../library.ts";
import { earlierReplies, freshPassage, inSentence, listed, type PlanContext } from "./plan_context.ts";
import { nearness, questionStems, sharedStems, stemsOf, storyStems, storyWords } from "./relevance.ts";
import { subjectAsked } from "../understanding/asked_subject.ts";
import { frameConcepts, storyMeaning, writtenBy } from "../understanding/analyse_turn.ts";
import { figureIn } from "../understanding/follow_up.ts";
import { asksWhoTheyAre } from "../understanding/who_asked.ts";
import { writingsAsked } from "../understanding/request_kind.ts";
import { numberNames } from "../understanding/visitor_references.ts";

/**
 * A question of fact (ISSUE 17): the fact in the first sentence, from the knowledge files (people,
 * the Bible's books, the Gosho's dates and recipients), then one passage and an offer to go on.
 */
export function factPlan(context: PlanContext): string[] {
  const { analysis, message } = context;
  const located = whereIs(context);
  if (located.length > 0) return located;
  const known = analysis.bibleFact;
  if (known) {
    const passage = freshPassage(known.passages, context);
    return [known.answer, ...(passage ? [shown(passage, context)] : [])];
  }
  const writing = analysis.references.find((reference) => reference.source === "gosho");
  if (writing && writing.source === "gosho") return goshoFact(context, writing.writingId);
  const person = analysis.people[0];
  const book = analysis.books[0] ?? bookOfReference(context);
  if (book && (!person || /\b(?:wrote|write|written|author|book|gospel|letter|epistle)\b/i.test(message))) {
    return bookFact(context, book);
  }
  // "What did Nichiren write to him?": the person the conversation was about.
  const previousPerson = /\b(?:him|her|them)\b/i.test(message) && analysis.previous?.topic?.startsWith("person:")
    ? context.library.knowledge.people.get(analysis.previous.topic.slice("person:".length))
    : undefined;
  if (previousPerson) {
    const letters = lettersTo(context, previousPerson);
    if (letters.length > 0) return letters;
  }
  // "What happened at Pentecost?": the teaching named answers, before any note that mentions it in passing.
  // Not what someone would say of it ("what would Nichiren tell someone who is scared?"): that is a counsel, not a fact.
  const concept = analysis.concepts.find((entry) =>
    !frameConcepts.has(entry.id) && (!analysis.tradition || entry.tradition === analysis.tradition)
  );
  // "What happened to Nichiren at Komatsubara?": an event our notes on the person never name, which the teaching named
  // tells (the four great persecutions), is answered from the teaching.
  const eventOfTeaching = person && concept && eventAsked.test(message.trim()) &&
    toldOnlyOfTeaching(message, person, concept);
  if (person && !eventOfTeaching) {
    // "What did Paul write?": the writings of theirs the library holds; "what did he write to Toki?" is letters to him.
    const own = ownWritings(context, person);
    if (own.length > 0) return own;
    const letters = lettersTo(context, person);
    return letters.length > 0 ? letters : personFact(context, person);
  }
  if (concept && !/\b(?:would|should|could|might)\b/i.test(message)) {
    // "What happened at Komatsubara?": the part of the teaching that name is, when it names one.
    const part = partDefined(concept, sentencesOf(concept.definition), message);
    const near = bestSentences([concept.definition], message, 2, [concept.term, ...concept.aliases]);
    const passage = freshPassage(concept.passages, context);
    return [
      part ?? (near.length > 0 ? near.join(" ") : firstSentences(concept.definition, 2)),
      ...(passage ? [shown(passage, context)] : []),
    ];
  }
  const noted = notesAnswer(context);
  return noted.length > 0 ? noted : naveAnswer(context);
}

/**
 * "Which chapter has the burning house?", "which letter has the mother bird?": the passage the
 * visitor describes, named, with a word on it.
 */
function whereIs(context: PlanContext): string[] {
  const reference = context.analysis.references[0];
  if (
    !reference ||
    !/\b(?:which|what|where)\b[^?]{0,30}\b(?:chapter|book|letter|writing|gosho|passage|verse|psalm|part|is it|from|found)\b/i
      .test(context.message)
  ) return [];
  const passage = context.library.passage(referenceText(reference, context));
  if (!passage) return [];
  const answer = passage.source === "lotus"
    ? `That is in *${passage.reference}*.`
    : passage.source === "gosho"
    ? `That is in *${passage.reference}*, one of Nichiren's writings.`
    : `That is ${passage.reference}.`;
  return [answer, shown(passage, context, 2)];
}

/** "Where can I read his writings?": the writings of theirs the library holds (or "what did he write?", `writingsAsked`). */
const ownWritingsAsked =
  /\b(?:read|find|get|see)\b.{0,20}\b(?:his|her|their) (?:own )?(?:writings|letters|works|books|epistles|gosho)\b|\bwhere (?:are|is) (?:his|her|their) (?:writings|letters|works|books|epistles)\b/i;

function ownWritings(context: PlanContext, person: Person): string[] {
  if (!ownWritingsAsked.test(context.message) && !writingsAsked.test(context.message)) return [];
  const { library } = context;
  // Nichiren's writings are the Gosho, which the library holds as our summaries.
  if (person.id === "nichiren") {
    const writings = library.corpus.goshoWritings;
    const titles = writings.slice(0, 3).map((writing) => `*${writing.title}*`);
    return [
      `His writings are the Gosho. The Read page holds our own summaries of ${writings.length} of them, such as ${
        listed(titles)
      }; his full writings are published in translation, which I don't quote.`,
    ];
  }
  // A writer of the Bible: the books tradition credits to them.
  const books = library.corpus.books.map((book) => library.bookInfo(book.id))
    .filter((info): info is BibleBookInfo =>
      info !== undefined && [person.name, ...person.aliases].some((name) => writtenBy(name, info))
    );
  if (books.length === 0) return [];
  // One book is said with what its notes say of its authorship: David heads many psalms, not all of them.
  if (books.length === 1) {
    const [{ name, author }] = books;
    return [
      `${person.name}'s writing is in the Bible, in *${name}*: ${author[0].toLowerCase()}${
        author.slice(1).replace(/\.?$/, ".")
      }`,
    ];
  }
  const count = /\bhow many\b/i.test(context.message) && books.length > 1 ? ` ${books.length} books:` : "";
  return [
    `${person.name}'s writings are in the Bible: tradition credits ${person.name} with${count} ${
      listed(books.map((book) => `*${book.name}*`))
    }, all on the Read page, where each book's notes say what scholars make of that.`,
  ];
}

function lettersTo(context: PlanContext, person: Person, except?: string): string[] {
  if (!/\b(?:letters?|wrote|write|written|send|sent|gosho|writings?)\b/i.test(context.message)) return [];
  const names = [person.name, ...person.aliases].map((name) => name.toLowerCase());
  // A one-word name is the whole recipient or nothing: "Kingo" is Shijo Kingo, not Ota Kingo.
  const writings = context.library.corpus.goshoWritings.filter((writing) => {
    const recipient = (writing.recipient ?? "").toLowerCase();
    return writing.title !== except &&
      names.some((name) => recipient === name || (name.includes(" ") && recipient.includes(name)));
  });
  if (writings.length === 0) return [];
  const titles = writings.map((writing) => `*${writing.title}*`);
  const first = context.library.passage(`Gosho: ${writings[0].title}`);
  // "Who is Shijo Kingo and why does Nichiren write to him?": who, before the letters.
  const who = /^(?:who (?:is|was)|tell me about)\b/i.test(context.message.trim())
    ? [firstSentences(person.summary, 1)]
    : [];
  return [
    ...who,
    `Of the writings I hold, Nichiren addressed ${listed(titles)} to ${person.name}.`,
    ...(first ? [shown(first, context, 2)] : []),
  ];
}

type NoteSource = { texts: string[]; passages: string[]; stems: ReadonlySet<string> };
const noteSourcesOf = new WeakMap<Library, NoteSource[]>();

/** Our notes with their words, read once per library, on the first question that needs them. */
function noteSources(library: Library): NoteSource[] {
  let sources = noteSourcesOf.get(library);
  if (!sources) {
    sources = [
      ...library.knowledge.people.all.map((person) => ({
        texts: [...person.facts, person.summary],
        passages: person.passages,
      })),
      ...library.knowledge.glossary.all.map((entry) => ({ texts: [entry.definition], passages: entry.passages })),
      ...library.corpus.goshoWritings.map((writing) => ({
        texts: [writing.content],
        passages: [`Gosho: ${writing.title}`],
      })),
      ...library.corpus.lotusChapters.map((chapter) => ({
        texts: [chapter.content],
        passages: [`Lotus Sutra, Chapter ${chapter.chapterNumber}`],
      })),
    ].map((source) => ({ ...source, stems: stemsOf(source.texts.join(" ")) }));
    noteSourcesOf.set(library, sources);
  }
  return sources;
}

/** A sentence from within our notes on someone ("He led...", "His criticism...") names them when it opens an answer. */
const namingThePerson = (sentence: string, name: string) =>
  sentence.replace(/^(?:He|She)\b/, name).replace(/^(?:His|Her)\b/, `${name}'s`);

/**
 * The sentence that names the person goes first when the other names them only as "he" within ("Matthew tells how...
 * he ordered the killing..."): an answer says whom it is about before it leans on a pronoun.
 */
function nameFirst(sentences: readonly string[], person: Person): string[] {
  // Named before any pronoun stands for them ("...he ordered the killing... until Herod died" leans on "he").
  const names = (sentence: string) => {
    const pronoun = sentence.search(/\b(?:he|she|his|her|him)\b/i);
    return [person.name, ...person.aliases, person.name.split(/[ ,]/)[0]].some((name) => {
      const at = sentence.indexOf(name);
      return at >= 0 && (pronoun < 0 || at < pronoun);
    });
  };
  const [first, ...rest] = sentences;
  const naming = rest.findIndex(names);
  return first === undefined || names(first) || /^(?:He|She|His|Her)\b/.test(first) || naming < 0
    ? [...sentences]
    : [rest[naming], first, ...rest.filter((_, at) => at !== naming)];
}

/**
 * A question about something only our notes mention ("what happened at Tatsunokuchi?", "what
 * was the Atsuhara persecution?"): the sentences of the people, glossary and summary notes that
 * hold its rare words and answer it best, with a passage from where they come.
 */
export function notesAnswer(context: PlanContext): string[] {
  const { library, message } = context;
  // Rare in the King James, or absent from it ("Tatsunokuchi"): the words our notes are looked up by.
  const asked = new Set([...context.wanted, ...stemsOf(message)]);
  const rare = [...asked].filter((stem) => library.weightOf(stem) >= 6 || library.weightOf(stem) === 0);
  if (rare.length === 0) return [];
  const sources = noteSources(library).filter((source) => rare.some((stem) => source.stems.has(stem)));
  let best: { sentences: string[]; passages: string[]; score: number } | null = null;
  for (const source of sources) {
    const sentences = bestSentences(source.texts, message, 2).filter((sentence) =>
      rare.some((stem) => stemsOf(sentence).has(stem))
    );
    if (sentences.length === 0) continue;
    // By its best sentence: a source that mentions the subject twice in passing does not outweigh one that answers.
    const score = Math.max(...sentences.map((sentence) => nearness(asked, sentence, library.weightOf)));
    if (!best || score > best.score) best = { sentences, passages: source.passages, score };
  }
  // One common word shared is chance; the answer must share two of the question's words, or one that is very rare.
  const shared = new Set(
    best ? best.sentences.flatMap((sentence) => [...stemsOf(sentence)].filter((stem) => asked.has(stem))) : [],
  );
  if (!best || (shared.size < 2 && ![...shared].some((stem) => library.weightOf(stem) >= 8))) return [];
  const passage = freshPassage(best.passages, context);
  return [best.sentences.join(" "), ...(passage ? [shown(passage, context, 2)] : [])];
}

/**
 * What Nave's Topical Bible says of a subject our own notes do not hold: what he calls it, the
 * headings under which he gathers its verses, and a verse from the first of them. His words,
 * attributed; nothing added.
 */
export function naveAnswer(context: PlanContext): string[] {
  const subject = subjectAsked(context.message);
  const outline = subject ? context.library.topicOutline(subject) : null;
  const headings = outline?.headings.filter((heading) => heading.references.length > 0) ?? [];
  if (!outline || headings.length < 2) return [];
  // Nave writes his topics in capitals; they are names ("Sadducees"), written as names.
  const name = outline.topic.replace(/\s*\([^)]*\?\)$/, "").toLowerCase().replace(
    /\b[a-z]/g,
    (letter) => letter.toUpperCase(),
  );
  const opening = outline.note
    ? `Nave's Topical Bible describes *${name}* as “${outline.note.charAt(0).toLowerCase()}${outline.note.slice(1)}”.`
    : `Nave's Topical Bible gathers what the Bible says of *${name}*.`;
  const listed = headings.slice(0, 4).map((heading) => heading.label.replace(/[,;:]+$/, "")).join("; ");
  const passage = freshPassage(headings[0].references.slice(0, 6), context);
  return [
    `${opening} Among his headings: ${listed}.`,
    ...(passage ? [shown(passage, context, 1)] : []),
    context.choose.pick(context.choose.phrases.reflect.concept, "reflect"),
  ];
}

/** "How do Buddhists view Jesus?", "what do Christians think of the Buddha?": the other tradition asked for its view. */
const viewAsked =
  /\b(?:how|what) (?:do|does|did|would) (?:most |many |some )?(buddhists?|buddhism|nichiren buddhists?|christians?|christianity|the church|catholics?)\b.{0,12}\b(?:view|see|think (?:of|about)|say about|believe about|teach about|make of|regard|feel about)\b|\b(?:the |a )?(buddhist|nichiren buddhist|christian|catholic)s?'? (?:view|views|take|perspective|opinion|understanding) (?:of|on)\b/i;

/**
 * The verse of a person's story that tells what is asked: one of the Bible's that names them or lies in the chapters
 * their passages are in, sharing two words of the question besides their name (with their King James partners: "mad",
 * "angry"), and holding a number when `counted` (a count asked for); else null.
 */
function toldInTheStory(
  context: PlanContext,
  person: Person,
  counted: boolean,
  namingCounts = false,
): Passage | null {
  const { library, message } = context;
  // The story the conversation is in: the chapter of the last Bible passage quoted ("Jonah 3:10"), and the next.
  const focus = /^((?:[1-3] )?[A-Za-z ]+) (\d+):/.exec(
    context.analysis.previous?.citations.findLast((reference) =>
      /^(?!Lotus|Gosho)(?:[1-3] )?[A-Za-z ]+ \d+:/.test(
        reference,
      )
    ) ?? "",
  );
  const names = [person.name, ...person.aliases];
  const asked = [...questionStems(message)].filter((stem) =>
    !names.some((name) => stemsOf(name).has(stem)) && !/^(?:old|mani|many|long|bibl|god)$/.test(stem)
  );
  const chapters = new Set(person.passages.map((reference) => reference.replace(/:.*$/, "")));
  const [first, last] = [...chapters].map((chapter) => Number(/\d+$/.exec(chapter)?.[0] ?? 0)).reduce(
    ([low, high], number) => [Math.min(low, number), Math.max(high, number)],
    [Infinity, -Infinity],
  );
  const book = [...chapters][0]?.replace(/ \d+$/, "");
  const inStory = (reference: string) => {
    const found = /^(.+) (\d+):\d+/.exec(reference);
    return !!found && (
      (found[1] === book && Number(found[2]) >= first && Number(found[2]) <= last + 1) ||
      (!!focus && found[1] === focus[1] && [0, 1].includes(Number(found[2]) - Number(focus[2])))
    );
  };
  // When our notes say nothing of what is asked, a verse of their story naming them counts as a word shared and wins a
  // tie: "why was elijah hiding in a cave" is the cave where the word of the LORD asks "What doest thou here,
  // Elijah?", not the cave where Obadiah hid a hundred prophets. Elsewhere (Jonah recalled in Matthew) two words must
  // be shared.
  let best: { reference: string; score: number } | null = null;
  for (const candidate of library.search(`${person.name} ${message}`, ["bible"], 40)) {
    if (counted && !countWords.test(candidate.text)) continue;
    const naming = names.some((name) => new RegExp(`\\b${name}\\b`, "i").test(candidate.text));
    const told = inStory(candidate.reference);
    const shared = sharedStems(new Set(asked), candidate.text);
    if ((!naming && !told) || shared === 0) continue;
    const score = shared + (namingCounts && naming && told ? 1.5 : 0);
    if (score >= 2 && (!best || score > best.score)) best = { reference: candidate.reference, score };
  }
  return best ? library.passage(best.reference) : null;
}

/** Whether a word of the question is in the teaching's definition but nowhere in our notes on the person. */
function toldOnlyOfTeaching(message: string, person: Person, concept: GlossaryEntry): boolean {
  const teaching = stemsOf(concept.definition);
  const notes = stemsOf([person.name, ...person.aliases, person.summary, ...person.facts].join(" "));
  return [...stemsOf(message)].some((stem) => teaching.has(stem) && !notes.has(stem));
}

/** Why something happened, or what happened or was done: an event, not a name or a count. */
const eventAsked =
  /^(?:(?:and|so|but|ok(?:ay)?|wait)[, ]+)?(?:why|how come|what (?:happened|happens|made|did|does|do)\b)/i;

/**
 * "Why was he mad, they literally repented?" of Jonah: what our notes do not tell in the visitor's words (none of the
 * sentences they give shares two of them) is read in the verse of the story that does, with Matthew Henry's note on it.
 */
function storyTells(context: PlanContext, person: Person, given: readonly string[]): string[] | null {
  const { library, message } = context;
  if (!eventAsked.test(message.trim())) return null;
  const names = stemsOf([person.name, ...person.aliases].join(" "));
  const wanted = new Set([...stemsOf(message)].filter((stem) => !names.has(stem)));
  if (given.some((sentence) => sharedStems(wanted, sentence) >= 2)) return null;
  const story = toldInTheStory(context, person, false, given.every((sentence) => sharedStems(wanted, sentence) === 0));
  if (!story) return null;
  const verses = library.verses(story.reference);
  const henry = commentaryOn(verses, context, earlierReplies(context));
  return [`The Bible tells it in ${story.reference}:`, quoteVerses(verses, library), ...(henry ? [henry] : [])];
}

/**
 * The names a person goes by, without those that name them by another ("Moses' brother Aaron", "Solomon son of
 * David"): what "who was moses's brother" asks is in those words, not set aside as the subject's name.
 */
function ownNames(person: Person): string[] {
  return [
    person.name,
    ...person.aliases.filter((alias) =>
      !/\w['’]s?\s|\b(?:son|daughter|brother|sister|wife|husband|father|mother) of\b/i.test(alias)
    ),
  ];
}

function personFact(context: PlanContext, person: Person): string[] {
  const { message, choose, library } = context;
  const view = viewAsked.exec(message);
  const asker = (view?.[1] ?? view?.[2])?.toLowerCase();
  const askedBy = asker ? (/buddh/.test(asker) ? "buddhist" : "christian") : null;
  if (person.seenBy && askedBy === person.seenBy.tradition) {
    const passage = freshPassage(person.passages, context);
    return [person.seenBy.note, ...(passage ? [shown(passage, context)] : [])];
  }
  const dates = person.dates ? ` (${person.dates})` : "";
  // "Who was Nichiren?" asks who they were: the summary says it; a narrower question gets the facts that answer it.
  const whoWas =
    /^(?:(?:so|and|ok(?:ay)?|but|wait|hmm+|um+|oh)[,]?\s+)?(?:who (?:was|is|were)|who'?s|tell me (?:about|who)|what (?:about|do we know about)|what (?:does|do) (?:the )?(?:bible|scriptures?|gospels?)(?: \w+){0,3} say about who)\b[^?]{0,40}\??$/i
      .test(message.trim()) &&
    // "Who was Paul's mentor?" asks about someone else; "the dragon king's daughter" is her own name.
    !/['’]s\s+[a-z]/i.test(
      [person.name, ...person.aliases].reduce(
        (text, name) => text.replaceAll(name.toLowerCase(), ""),
        message.toLowerCase(),
      ),
    ) &&
    // "What about Nichiren, where did he live?": the narrower question after the name is the one asked.
    !/[,;:.-]\s*(?:who|what|where|when|why|how|which|did|was|were|is)\b/i.test(message) &&
    // "Who was the first disciple of Jesus?" asks about someone else, whom the facts about Jesus may name.
    asksWhoTheyAre(message, person);
  const age = ageAnswer(message, person);
  // "Why was he exiled?": of the sentences on it, the one that gives a cause ("his criticism... brought him exile").
  const cause = /^(?:(?:and|so|but)\s+)?why\b/i.test(message.trim())
    ? bestSentences([...person.facts, ...sentencesOf(person.summary)], message, 4, [person.name, ...person.aliases])
      .find((sentence) => /\b(?:because|brought|led to|caused|so that|in order to|as a result)\b/i.test(sentence))
    : undefined;
  const answer = whoWas ? [] : cause ? [cause] : nameFirst(
    withoutRepeats(
      bestSentences(
        [...person.facts, person.summary],
        ofWhatWasSaid(context, message, `person:${person.id}`),
        2,
        ownNames(person),
      ),
    ),
    person,
  );
  // "How many days did it rain in Noah's flood?", "how old was Abraham when Isaac was born?": a count our notes do not
  // give is read in the verse of the person's story that gives it.
  const counted = !age && !whoWas && /\bhow (?:old|many|long)\b/i.test(message) &&
      !answer.some((sentence) => countWords.test(sentence))
    ? toldInTheStory(context, person, true)
    : null;
  if (counted) return [`The Bible gives it in ${counted.reference}:`, shown(counted, context)];
  const story = !age && !whoWas ? storyTells(context, person, [...answer, ...(cause ? [cause] : [])]) : null;
  if (story) return story;
  const paragraphs = age ? [age, ...answer.slice(0, 1)] : answer.length > 0
    // "He led the early church...", from within the summary, names its subject when it opens the answer.
    ? [namingThePerson(answer.join(" "), person.name)]
    : [`${person.name}${dates}: ${firstSentences(person.summary, 2)}`];
  // The passage that tells what was asked ("the ten commandments": Exodus 20), before the person's first.
  const asked = questionStems(`${message} ${paragraphs.join(" ")}`);
  const told = (reference: string) => sharedStems(asked, library.passage(reference)?.text ?? "");
  // A teaching the question names grounds it first: "the ten commandments" are Exodus 20 of Moses' passages.
  const named = new Set(
    context.analysis.concepts.filter((entry) => !frameConcepts.has(entry.id)).flatMap((entry) => entry.passages),
  );
  const ranked = [...person.passages].sort((left, right) =>
    Number(named.has(right)) - Number(named.has(left)) || told(right) - told(left)
  );
  // Only a clearly nearer passage displaces the person's first: "who Jesus is" keeps the Word made flesh.
  const clearer = ranked[0] !== person.passages[0] &&
    (named.has(ranked[0]) || told(ranked[0]) >= told(person.passages[0]) + 2);
  const passage = freshPassage(whoWas || !clearer ? person.passages : ranked, context);
  if (passage) paragraphs.push(shown(passage, context));
  const related = person.related.map((id) => library.knowledge.people.get(id)?.name).filter((name): name is string =>
    !!name
  ).slice(0, 3);
  if (related.length > 0) {
    paragraphs.push(fill(choose.pick(choose.phrases.offer.fact, "offer"), { next: listed(related) }));
  }
  return paragraphs;
}

/** "How old was he?" from a person's dates ("1222-1282"): the age they reached, said as nearly as the years allow. */
function ageAnswer(message: string, person: Person): string | null {
  if (!/\bhow old\b|\bwhat age\b|\bage (?:was|did|when)\b/i.test(message)) return null;
  const years = /\b(\d{3,4})\s*[-–]\s*(\d{3,4})\b/.exec(person.dates ?? "");
  if (!years) return null;
  const span = Number(years[2]) - Number(years[1]);
  return `${person.name} lived from ${years[1]} to ${years[2]}, and so died at about ${span} (${
    span - 1
  } or ${span}, depending on the month of birth).`;
}

/** "Why was he important?", "what is she known for?": what the person is remembered for, not a fact that has the word. */
const significanceAsked =
  /\bwhy (?:is|was|are|were|does|did) (?:he|she|they|him|her|it)\b.{0,12}\b(?:important|significant|famous|special|remembered|revered|honou?red|matters?|so well known|a big deal)\b|\bwhat (?:is|was|are|were) (?:he|she|they) (?:best )?(?:known|famous|remembered) for\b|\bwhy (?:do|does|did) (?:people|christians|buddhists|nichiren|they|we) (?:care about|remember|honou?r|revere|look up to|talk about) (?:him|her|them)\b|\bwhat(?:'s| is| was) (?:so )?(?:important|special|significant) about (?:him|her|them)\b/i;

/**
 * What someone is remembered for is what our account of them says first (in short, when the conversation has had it);
 * with it, a passage of theirs the conversation has not had yet.
 */
function significance(context: PlanContext, person: Person): string[] {
  const passage = freshPassage(person.passages, context);
  const [first] = sentencesOf(person.summary);
  return [
    earlierReplies(context).includes(first)
      ? `In short, as I said: ${first}`
      : `Why ${person.name} matters, in our notes: ${person.summary}`,
    ...(passage && !context.citedBefore.has(passage.reference) ? [shown(passage, context)] : []),
  ];
}

/**
 * "What does the rocky ground mean?" after the parable of the sower: a part of a story our note tells, asked for its
 * meaning, is answered by the note's sentence that explains the story ("Jesus explains that the seed is the word..."),
 * with a passage of it the conversation has not had.
 */
function partExplained(context: PlanContext, entry: GlossaryEntry): string[] | null {
  if (
    !/\bwhat (?:does|do|did|is|are) (?:the |that |this )?[\w' -]{3,40}? (?:mean|represent|stand for|symboli[sz]e)\b/i
      .test(context.message)
  ) {
    return null;
  }
  const sentences = sentencesOf(entry.definition);
  const asked = [...stemsOf(context.message)].filter((stem) => !/^(?:mean|represent|stand|symbol)/.test(stem));
  const told = stemsOf(`${entry.definition} ${entry.aliases.join(" ")}`);
  if (asked.length === 0 || !asked.every((stem) => told.has(stem))) return null;
  const explaining = sentences.slice(1).find((sentence) =>
    /\b(?:explains?|means?|stands? for|represents?|symboli[sz]es?)\b/.test(sentence)
  );
  if (!explaining) return null;
  const passage = freshPassage(entry.passages, context);
  return [explaining, ...(passage && !context.citedBefore.has(passage.reference) ? [shown(passage, context)] : [])];
}

const whyAsked = /^(?:(?:and|so|but|ok(?:ay)?)[,]?\s+)?why\b/i;

/**
 * "Why would he leave the 99?", "why didn't the father just tell them the truth?" of a story just told: what it means,
 * from our note on the story (its first sentence retells it), the sentence that gives a reason first when one does,
 * with the part of the telling nearest it, not the whole telling again; nothing when the note has no more to say.
 */
function storyReason(context: PlanContext, passage: Passage, story: GlossaryEntry): string[] {
  const said = earlierReplies(context);
  const meaning = sentencesOf(story.definition).slice(1, 3).filter((sentence) => !said.includes(sentence));
  if (meaning.length === 0) return [];
  const reasons = meaning.filter((sentence) =>
    /\b(?:since|because|so that|in order to|for the sake of)\b/i.test(sentence)
  );
  // "It pictures God's welcome...": the story is named where our note says "it".
  const answer = (reasons.length > 0 ? reasons.slice(0, 1) : meaning).join(" ").replace(/^It\b/, story.term);
  return [answer, shown(passage, { ...context, wanted: new Set([...stemsOf(answer), ...context.wanted]) }, 1)];
}

/** The sentence of a telling that gives a cause and shares a word with the question, or null. */
function causeTold(telling: string, question: string): string | null {
  const asked = stemsOf(question);
  const causes = sentencesOf(telling).filter((sentence) =>
    /\b(?:so|because|since|must|had to|in order to|for fear|afraid)\b/i.test(sentence)
  );
  const sharing = (sentence: string) => [...stemsOf(sentence)].filter((stem) => asked.has(stem)).length;
  const [best] = causes.filter((sentence) => sharing(sentence) > 0).sort((left, right) =>
    sharing(right) - sharing(left)
  );
  return best ?? null;
}

/** Words that say what the figure asked about is ("the three carts are"), or null when none is asked about. */
function figureSaid(message: string): RegExp | null {
  const asked = figureIn(message);
  return asked
    // "The seed is the word", "the carts are the three vehicles": what it is, not what it does ("the doctor is away").
    ? new RegExp(
      `\\b${
        asked.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
      } (?:(?:is|are|was|were) (?:the|a|an|our|his|her|their|all|every)\\b(?! (?:same|only|very|whole|one|first|last)\\b)|stands? for|represents?|symboli[sz]es?)`,
      "i",
    )
    : null;
}

/**
 * "What is the seed?" after the parable of the sower: the verse where the story is explained ("The seed is the word of
 * God"), else the sentence of our note that says it; nothing when neither says so in as many words.
 */
function storyFigure(context: PlanContext, entry: GlossaryEntry): string[] {
  const says = figureSaid(context.message);
  if (!says) return [];
  const { library } = context;
  const verse = entry.passages.flatMap((reference) => library.verses(reference)).find((found) => says.test(found.text));
  const passage = verse ? library.passage(library.verseReference(verse)) : null;
  if (passage) return [shown(passage, context)];
  const sentences = sentencesOf(entry.definition);
  const noted = sentences.find((sentence) => says.test(sentence));
  if (noted) return [noted];
  // A thing of the story our note names without saying what it stands for ("the seed" of the mustard seed): the
  // sentence that names it, with the one after, which says what the story means.
  const figure = figureIn(context.message) ?? "";
  const at = sentences.findIndex((sentence) =>
    new RegExp(`\\b${figure.replace(/^(?:the|a|an) /i, "")}`, "i").test(sentence)
  );
  return at >= 0 && figure ? [sentences.slice(at, at + 2).join(" ")] : [];
}

/**
 * A figure or thing of a story asked about, answered by the sentence of our note on the story, or of our summary, that
 * says what it is ("the three carts are the three vehicles"); nothing when none says so in as many words.
 */
function figureAnswer(context: PlanContext, passage: Passage): string[] {
  const says = figureSaid(context.message);
  if (!says) return [];
  const notes = context.library.conceptsCiting(passage.reference).filter((entry) => entry.passages.length === 1);
  const noted = notes.flatMap((entry) => sentencesOf(entry.definition)).find((sentence) => says.test(sentence));
  if (noted) return [noted, shown(passage, context, 1)];
  const summarised = passage.source === "bible"
    ? undefined
    : sentencesOf(passage.text).find((sentence) => says.test(sentence));
  // Our summary is shown as such, at the sentence that says it.
  return summarised ? [shown(passage, { ...context, wanted: stemsOf(summarised) }, 1)] : [];
}

/** Verbs that say little alone ("what should I look for?" is not answered by "look up the time"). */
const lightVerbs = new Set(
  stemsOf("look put give keep bring find show call feel seem leave turn come start try use need"),
);

/**
 * A new question about the previous reply's subject ("when did he die?", "who was it written
 * to?", "which one is the lowest?"): the sentences of what we hold about it that answer it best.
 */
/**
 * The person our notes place most closely in a passage: of those whose passages hold its first verse, the one whose
 * passage is shortest (Lazarus, of John 11:35, over Mary of John 11:32-35), other than anyone the question names.
 */
function personPlacedIn(passage: Passage, context: PlanContext): Person | null {
  const { library } = context;
  const first = library.verses(passage.reference)[0];
  if (!first) return null;
  const named = new Set(context.analysis.people.map((person) => person.id));
  let best: { person: Person; span: number } | null = null;
  for (const person of library.knowledge.people.all) {
    if (named.has(person.id)) continue;
    for (const reference of person.passages) {
      const verses = library.verses(reference);
      if (!verses.some((verse) => verse.id === first.id)) continue;
      if (!best || verses.length < best.span) best = { person, span: verses.length };
    }
  }
  return best?.person ?? null;
}

/**
 * "Did Nichiren think he was one of them?" after the Bodhisattvas of the Earth: "them", "it" or "that" is what was just
 * discussed, whose name joins the question's words when another subject is asked about.
 */
function ofWhatWasSaid(context: PlanContext, message: string, topic: string): string {
  const before = context.analysis.previous?.topic;
  return before && before !== topic && /\b(?:them|it|that|those|these)\b/i.test(message)
    ? `${message} ${topicName(context, before)}`
    : message;
}

/** The name of a subject discussed: a teaching's term, a person's name, a passage's title. */
function topicName(context: PlanContext, topic: string): string {
  const [kind, id] = [topic.slice(0, topic.indexOf(":")), topic.slice(topic.indexOf(":") + 1)];
  if (kind === "concept") return context.library.knowledge.glossary.get(id)?.term ?? "";
  if (kind === "person") return context.library.knowledge.people.get(id)?.name ?? "";
  return kind === "reference" ? id.replace(/^[^:]*:\s*/, "") : "";
}

export function answerAbout(context: PlanContext, topic: string): string[] {
  const { library } = context;
  let { message } = context;
  const at = topic.indexOf(":");
  const kind = topic.slice(0, at);
  const id = topic.slice(at + 1);
  let texts: string[] = [];
  let names: string[] = [];
  let grounding: string[] = [];
  if (kind === "person") {
    const person = library.knowledge.people.get(id);
    const age = person ? ageAnswer(message, person) : null;
    if (age) return [age];
    if (person && significanceAsked.test(message)) return significance(context, person);
    // "Where can I read his writings?": what the library holds of them.
    const own = person ? ownWritings(context, person) : [];
    if (own.length > 0) return own;
    // "What did Nichiren send him?": the letters we hold addressed to the person the conversation is about.
    const letters = person ? lettersTo(context, person) : [];
    if (letters.length > 0) return letters;
    // "What did he write there?" after his exile to Sado: the place or time asked before is what "there" means.
    if (person && /\b(?:there|then|that time|at the time|during that|while he was)\b/i.test(message)) {
      const earlier = context.history.findLast((turn) => turn.role === "user")?.content ?? "";
      message = `${message} ${earlier.replace(/^.*?\b(?:about|of)\b/i, "")}`;
    }
    if (person) message = ofWhatWasSaid(context, message, topic);
    // "Why would anyone throw things at him?" of a figure of the Lotus Sutra: the telling in its chapter answers.
    const chapter = person &&
        /^(?:(?:and|so|but|wait|ok(?:ay)?)[,]?\s+)?(?:why|what (?:did|do|does) (?:people|they|others|everyone))\b/i
          .test(message.trim())
      ? person.passages.find((reference) => library.passage(reference)?.source === "lotus")
      : undefined;
    const told = chapter ? answerAbout(context, `reference:${library.passage(chapter)!.reference}`) : [];
    const asked = stemsOf(message);
    if (told.length > 0 && [...stemsOf(told[0])].some((stem) => asked.has(stem))) return told;
    const story = person
      ? storyTells(
        { ...context, message },
        person,
        bestSentences([...person.facts, person.summary], message, 2, ownNames(person)),
      )
      : null;
    if (story) return story;
    if (person) {
      [texts, names, grounding] = [
        [...person.facts, person.summary],
        // A title in a name ("King David", "Saint Peter") is still something to ask about ("was he a king?").
        ownNames(person).map((name) => name.replace(/\b(?:king|queen|saint|prophet|apostle)\b/gi, "")),
        person.passages,
      ];
    }
  } else if (kind === "concept") {
    const entry = library.knowledge.glossary.get(id);
    const listed = entry ? listPartPlan(context, entry) : null;
    if (listed) return listed;
    const explained = entry ? partExplained(context, entry) : null;
    if (explained) return explained;
    const figure = entry ? storyFigure(context, entry) : [];
    if (figure.length > 0) return figure;
    if (entry) {
      const related = entry.related.map((relatedId) => library.knowledge.glossary.get(relatedId)?.definition ?? "");
      [texts, names, grounding] = [[entry.definition, ...related], [entry.term, ...entry.aliases], entry.passages];
    }
  } else if (kind === "words") {
    // "What happened at Tatsunokuchi?" then "where did they send him after that?": our notes, asked both at once.
    const earlier = context.history.findLast((turn) => turn.role === "user")?.content ?? "";
    return notesAnswer({ ...context, message: `${message} ${earlier}` });
  } else if (kind === "book") {
    // "Who wrote Romans?" then "where was he when he wrote it?": the book's own facts answer the follow-up.
    const book = library.bookInfo(Number(id));
    // "Was he one of the twelve?", "how did he die?" after "who wrote John?": asked of its author, when our notes hold
    // the person the book is credited to.
    const author = book && /\b(?:he|him|his|she|her)\b/i.test(message) &&
        !/\b(?:wrote|write|writes|written|writing)\b/i.test(message)
      ? library.knowledge.people.find(book.author)[0]
      : undefined;
    if (author) return answerAbout(context, `person:${author.id}`);
    // "When was it written?": the date, which shares no word with it; "written" is also in the theme's sentence.
    if (book && dateAsked.test(message)) {
      return bookFact(context, book);
    }
    if (book) {
      [texts, names, grounding] = [
        [`Author of ${book.name}: ${book.author}`, `${book.name}: ${book.period}`, book.theme],
        [book.name],
        book.key_passages,
      ];
    }
  } else if (kind === "practice") {
    const practice = library.knowledge.practices.get(id);
    if (practice) [texts, names] = [[...practice.steps, practice.note], [practice.name]];
  } else if (kind === "reference") {
    const passage = library.passage(id);
    const figure = passage ? figureAnswer(context, passage) : [];
    if (figure.length > 0) return figure;
    if (passage?.source === "gosho") {
      const writing = library.goshoByTitle(passage.reference.replace(/ \(Gosho Volume [IV]+\)$/, ""));
      // "What else did Nichiren write to him?": the other letters we hold to this one's recipient.
      const recipient = writing?.recipient && /\b(?:him|her|them)\b/i.test(message)
        ? library.knowledge.people.find(writing.recipient)[0]
        : undefined;
      const others = recipient ? lettersTo(context, recipient, writing!.title) : [];
      if (others.length > 0) return others;
      const told = writing
        ? `Nichiren wrote ${writing.title}${writing.recipient ? ` to ${inSentence(writing.recipient)}` : ""}${
          writing.date ? `, dated ${writing.date}` : ""
        }.`
        : "";
      [texts, grounding] = [[told, passage.text], [`Gosho: ${writing?.title ?? ""}`]];
    } else if (passage?.source === "lotus") {
      // What a parable's figures stand for is said in our notes on the parable, after its telling. "Who is the friend?"
      // asks it too, when the telling does not say who the friend is ("the father is the Buddha").
      const figure = figureIn(message);
      // Told only when the telling says what it is ("the father is the Buddha"), not what it is like ("the rain is the
      // same water for every plant").
      const figureTold = figure !== undefined &&
        new RegExp(
          `\\bthe ${figure} (?:stands? for|represents?|symboli[sz]es|means|(?:is|are|was|were) (?:the |a |an )?[A-Z])`,
        ).test(passage.text.replace(new RegExp(`\\bThe ${figure}\\b`, "g"), `the ${figure}`));
      const meanings = storyMeaning.test(message) || (figure !== undefined && !figureTold)
        ? library.conceptsCiting(passage.reference).filter((entry) => entry.passages.length === 1)
          .flatMap((entry) => {
            // After its telling; the first sentence too when it says what the story is a picture of ("compares the
            // Buddha's teaching to a great cloud").
            const [first, ...rest] = sentencesOf(entry.definition);
            return /\b(?:compares?|likens?|stands? for|represents?|pictures?)\b/.test(first) ? [first, ...rest] : rest;
          })
        : [];
      if (meanings.length > 0) {
        const reading = meanings.find((sentence) =>
          /\b(?:stands? for|explains?|means?|(?:is|are) the|were like)\b/.test(sentence)
        );
        return [bestSentences(meanings, message, 1)[0] ?? reading ?? meanings[0], shown(passage, context)];
      }
      const story = whyAsked.test(message.trim()) ? storyOf(context, passage.reference) : undefined;
      const reason = story ? storyReason(context, passage, story) : [];
      // "Why didn't his friend just tell him?": what the telling says of it ("His friend must leave on official
      // business, so...") goes with what the story means, when the answer does not already say it.
      const detail = reason.length > 0 ? causeTold(passage.text, message) : null;
      const untold = detail && !reason.some((paragraph) => paragraph.includes(detail)) ? detail : null;
      if (reason.length > 0) return untold ? [reason[0], `In the telling: ${untold}`, ...reason.slice(1)] : reason;
      [texts, grounding] = [[passage.text], [passage.reference]];
    } else if (passage) {
      // "Who was he talking to when he said that?": the one the speaker answers, read from the chapter.
      // Of a story our notes tell, whom it was told to is in the note ("a lawyer asks Jesus 'who is my neighbour?'");
      // else the one the speaker answers, read from the chapter.
      // "Who was it originally written to?" of Jeremiah 29:11: whom the chapter was sent to, as Matthew Henry's note on
      // its opening says ("Two letters to the captives in Babylon").
      const sentTo = writtenTo.test(message) ? recipientsOf(passage, context) : null;
      if (sentTo) return [sentTo, shown(passage, context)];
      const told = addresseeAsked.test(message) ? storyHearers(passage, context) : null;
      if (told) return [told, shown(passage, context)];
      const addressee = addresseeAsked.test(message) ? addresseeOf(passage.reference, context) : null;
      if (addressee) return [addressee, shown(passage, context)];
      const speaker = speakerOf(passage.reference, context);
      if (
        speaker &&
        /\bwho\b.{0,25}\b(?:speaking|speaks|says|said|saying|talking|spoke)\b|\bwho (?:is|was) it\b/i.test(message)
      ) {
        return [speaker, shown(passage, context)];
      }
      // "Who was he crying over?" of "Jesus wept": the one our notes place in that very verse, not its speaker.
      const placed =
        /^(?:(?:and|so|but|wait|ok(?:ay)?)[, ]+)*who\b(?!.{0,30}\b(?:wrote|write|written|author|speaking|speaks|said|says|talking)\b)/i
            .test(message.trim())
          ? personPlacedIn(passage, context)
          : null;
      if (placed) return [firstSentences(placed.summary, 2), shown(passage, context)];
      const story = whyAsked.test(message.trim())
        ? library.conceptsCiting(passage.reference).find((entry) =>
          library.passage(entry.passages[0])?.reference === passage.reference
        )
        : undefined;
      const reason = story ? storyReason(context, passage, story) : [];
      if (reason.length > 0) return reason;
      // "What did God say his name was?", "why didn't Moses want to go?": what someone in the story said or did, read
      // in the verses of its chapter that hold the question's words. Asked why of a story just read ("why would God
      // even ask him that?"), the part the question names, else where the story starts, with Matthew Henry's note on
      // it, where the book's facts would only say what the book is.
      const inStory = narrativeAsked.test(message.trim()) ? toldInTheChapter(passage, message, context) : [];
      const chapterVerses = library.verses(passage.reference);
      const inPassage = new Set(chapterVerses.map((verse) => verse.id));
      const asksWhy = whyAsked.test(message.trim()) &&
        [...context.citedBefore].some((cited) => library.verses(cited).some((verse) => inPassage.has(verse.id)));
      if (inStory.length > 0 || asksWhy) {
        const named = new Set([...stemsOf(message)].filter((stem) => !/^(?:god|lord|jesus|christ|ask)/.test(stem)));
        const nearest = inStory.length > 0 ? [] : nearestVerses(chapterVerses, context, 2);
        const part = inStory.length > 0
          ? inStory
          : nearest.some((verse) => sharedStems(named, verse.text) > 0)
          ? nearest
          : chapterVerses.slice(0, 2);
        const why = asksWhy ? commentaryOn(part, context, earlierReplies(context)) : null;
        if (inStory.length > 0 || why) return [quoteVerses(part, library), ...(why ? [why] : [])];
      }
      const bookId = library.corpus.books.find((book) => passage.reference.startsWith(`${book.name} `))?.id;
      const info = bookId ? library.bookInfo(bookId) : undefined;
      // The verse's own words are quoted, never said as ours: the book's facts answer here, or the passage is
      // explained further.
      [texts, grounding] = [
        info ? [`Author of ${info.name}: ${info.author}`, info.period, info.theme] : [],
        [passage.reference],
      ];
    }
  }
  // A practice's steps answer a question about it with more than one word in common ("the whole time" is not answered
  // by "three times"): else another practice may speak to it (see follow_up.ts). A question of one word that means
  // something alone ("what do I do with my hands?") needs only that word.
  // "What happened to him in chapter 3?": what our notes say of another chapter is no answer.
  const chapterAsked = /\bchapter (\d{1,3})\b/i.exec(message)?.[1];
  if (chapterAsked) {
    texts = texts.flatMap(sentencesOf).filter((sentence) =>
      [...sentence.matchAll(/\bchapters? (\d{1,3})\b/gi)].every((named) => named[1] === chapterAsked)
    );
  }
  const asked = [...stemsOf(message)];
  // "What do I put on it?" asks what goes there: the putting is what is asked, light verb or not.
  const placing = /\bput\b(?: \w+)? (?:on|in|into|inside|there)\b/i.test(message);
  const oneWord = asked.length === 1 && (placing || (asked[0].length >= 4 && !lightVerbs.has(asked[0])));
  const minimum = kind === "practice" ? (oneWord ? 1 : 1.5) : 0.5;
  // A second sentence joins the first only when it answers as well: one shared word ("Jesus") is not enough.
  const best = bestSentences(texts, message, 1, names, minimum).concat(
    bestSentences(texts, message, 2, names, Math.max(minimum, 1.5)).slice(1),
  );
  // A sentence that only asks ("The Buddha asks whether the father lied.") is answered by the one after it.
  const sentences = texts.flatMap(sentencesOf);
  const reply = best.length > 0 && /\b(?:asks?|asked|wonders?|wondered) (?:whether|if|why|how)\b/i.test(best[0])
    ? sentences[sentences.indexOf(best[0]) + 1]
    : undefined;
  // In a story told in our words, a short sentence is carried on by the one after it ("Many people took this as an
  // insult." "They cursed him, and some beat him with sticks...").
  const carriedOn = kind === "reference" && best.length === 1 && best[0].length < 110
    ? sentences[sentences.indexOf(best[0]) + 1]
    : undefined;
  const found = reply ? [best[0], reply] : carriedOn ? [best[0], carriedOn] : best;
  // Our facts and summary can say the same thing twice ("a sermon of Pope Gregory I in 591"): said once.
  const answer = withoutRepeats(found);
  const book = kind === "book" ? library.bookInfo(Number(id)) : undefined;
  // "Why is it uncertain?" after "who wrote Hebrews?": a reason our notes do not give is not their facts again.
  if (
    book && /^(?:(?:and|so|but)[, ]+)?(?:why|how come)\b/i.test(message.trim()) &&
    earlierReplies(context).includes(book.theme)
  ) {
    return [fill(context.choose.pick(context.choose.phrases.notesSilent, "silent"), { name: book.name })];
  }
  if (answer.length === 0) return book ? bookFact(context, book) : [];
  // The passage the answer names ("Psalm 51") grounds it best.
  const said = answer.join(" ");
  const ranked = byAskedWords(grounding, message, library);
  const named = ranked.filter((reference) => {
    const chapter = reference.replace(/:.*$/, "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(
      /^Psalms\b/,
      "Psalms?",
    );
    // "Luke says...": the passage from the book the answer names as its source.
    const book = reference.replace(/ \d.*$/, "");
    // "The second chapter, Expedient Means": a chapter of the sutra named by its place or its title.
    const lotus = /^Lotus Sutra, Chapter (\d+)\b/.exec(reference);
    if (lotus) {
      const title = library.passage(reference)?.reference.replace(/^[^:]*:\s*/, "");
      return new RegExp(`\\bchapter ${lotus[1]}\\b|\\b${ordinalOf(Number(lotus[1]))}\\b`, "i").test(said) ||
        (title !== undefined && title.length > 0 && said.includes(title));
    }
    return new RegExp(`\\b${chapter}\\b|\\b${book} (?:says|tells|writes|records)\\b`).test(said);
  });
  // Of two it names, the kind asked for ("what psalm...") first.
  const asksFor = (reference: string) =>
    new RegExp(`\\b${reference.replace(/^(?:[1-3] )?([A-Za-z]+?)s? .*$/, "$1")}`, "i").test(message);
  named.sort((left, right) => Number(asksFor(right)) - Number(asksFor(left)));
  // A passage that tells what the answer says ("struck him with sticks and stones" in chapter 20's summary) grounds it,
  // though the conversation has had it; else the first not given yet.
  // One the answer names itself ("the second chapter, Expedient Means") comes first.
  const telling = named.length > 0 ? null : tellingPassage(grounding, said, context);
  const passage = telling ?? freshPassage(named.length > 0 ? named : ranked, context);
  // A sentence from within a definition ("It is not fate...") names its subject when it opens the answer.
  const entry = kind === "concept" ? library.knowledge.glossary.get(id) : undefined;
  const subject = entry && sentencesOf(entry.definition).includes(answer[0]) ? entry.term : undefined;
  const person = kind === "person" ? library.knowledge.people.get(id) : undefined;
  const opening = subject && /^It (?:is|was|does|has)\b/.test(answer[0])
    ? answer[0].replace(/^It\b/, subject.charAt(0).toUpperCase() + subject.slice(1))
    : person
    ? namingThePerson(answer[0], person.name)
    // A practice's own words, given with its steps just now, are said again as such.
    : kind === "practice" && earlierReplies(context).includes(answer[0])
    ? `As I said above: ${answer[0]}`
    : answer[0];
  return [[opening, ...answer.slice(1)].join(" "), ...(passage ? [shown(passage, context)] : [])];
}

const ordinals =
  "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth"
    .split(" ");
/** "Second", "twenty-fifth": a chapter's place said in words. */
const ordinalOf = (number: number) => number <= 20 ? ordinals[number - 1] : `twenty-${ordinals[number - 21]}`;

/**
 * Of `references`, the one whose words hold the answer's best: at least three of its words, two more than any other
 * holds. Null when none stands out so.
 */
function tellingPassage(references: readonly string[], answer: string, context: PlanContext): Passage | null {
  const said = stemsOf(answer);
  const held = references.flatMap((reference) => {
    const passage = context.library.passage(reference);
    if (!passage) return [];
    const words = passage.source === "bible"
      ? context.library.verses(reference).map((verse) => `${verse.text} ${context.library.modern(verse) ?? ""}`)
        .join(" ")
      : passage.text;
    return [{ passage, count: sharedStems(said, words) }];
  }).sort((left, right) => right.count - left.count);
  const [best, next] = held;
  return best && best.count >= 3 && best.count >= (next?.count ?? 0) + 2 ? best.passage : null;
}

/**
 * Passages holding more of the words the question asks with first, in the King James or today's English ("what
 * happened at the tomb?" of Mary Magdalene is John 20, whose "sepulchre" the World English Bible calls a tomb); else
 * in their order.
 */
function byAskedWords(references: readonly string[], message: string, library: Library): string[] {
  const asked = stemsOf(message);
  const held = new Map(references.map((reference) => {
    const verses = library.verses(reference);
    const words = stemsOf(verses.map((verse) => `${verse.text} ${library.modern(verse) ?? ""}`).join(" "));
    return [reference, [...asked].filter((stem) => words.has(stem)).length];
  }));
  return [...references].sort((left, right) => held.get(right)! - held.get(left)!);
}

/**
 * Who speaks a verse, read from the chapter: the nearest "Then Mordecai commanded...", "And Jesus
 * answered..." at or before it, with the verse that says so.
 */
export function speakerOf(reference: string, context: PlanContext): string | null {
  const { library } = context;
  const [first] = library.verses(reference);
  if (!first) return null;
  const before = library.chapter(first.bookId, first.chapter).filter((verse) => verse.verse <= first.verse).reverse();
  const says =
    /\b(?:Then|And|But|So)?\s*([A-Z][a-z]+(?: the [A-Z][a-z]+)?)\s+(?:said|saith|answered|spake|commanded|cried|sent|wrote)\b/;
  for (const verse of before.slice(0, 6)) {
    const found = says.exec(verse.text);
    if (found && !/^(?:Then|And|But|So|The|He|She|They|I|Thou|Ye)$/.test(found[1])) {
      return `${found[1]} is speaking: the words are introduced at ${
        library.verseReference(verse)
      }, "${verse.text}" - ${library.verseReference(verse)}`;
    }
  }
  return null;
}

/** Whom a writing was sent to: "who was it originally written to", "who was this letter for". */
const writtenTo =
  /\bwho\b.{0,30}\b(?:written|sent|addressed|meant|intended|writing) (?:to|for)\b|\bwritten (?:to|for) (?:who|whom)\b|\bwho (?:was|were) (?:it|this|that|the letter) (?:for|to)\b/i;

/** What Matthew Henry's note on a chapter's opening says it was sent to, as his words; null when it says no such thing. */
function recipientsOf(passage: Passage, context: PlanContext): string | null {
  const first = context.library.verses(passage.reference)[0];
  if (!first) return null;
  const note = context.library.commentary(first.bookId, first.chapter, 1);
  const sentence = note
    ? sentencesOf(note.text).find((candidate) =>
      /\b(?:letters?|epistles?|written|wrote|sent|addressed)\b/i.test(candidate) &&
      /\b(?:to|unto) (?:the )?[a-z]/i.test(candidate)
    )
    : undefined;
  if (!note || !sentence) return null;
  return fill(context.choose.pick(context.choose.phrases.commentaryOpen, "commentary"), {
    range: note.range,
    words: sentence,
    attribution: note.attribution,
  });
}

const addresseeAsked =
  /\bwho\b.{0,30}\b(?:talking|talkin|speaking|saying (?:it|that|this)|said (?:it|that|this)|writing|wrote (?:it|that|this)|preaching|answering|telling) to\b|\bto whom\b|^(?:(?:and|so|but|wait|ok(?:ay)?)[, ]+)?(?:to who|who to|said to who|talking to who)(?: (?:tho|though|exactly|again))?\s*\??\s*$|\bwho (?:was|is) (?:he|she|jesus|paul|god) (?:talking|speaking) (?:to|with)\b|\bwho (?:was|were) (?:listening|there)\b/i;

/**
 * To whom a verse is said, read from the chapter: the nearest speaker before it other than the verse's own ("Nicodemus
 * answered and said unto him" before Jesus' words of John 3:16), with the verse that says so.
 */
/**
 * A question of what someone in a story, named, said, did or asked, or why: "what did god say his name was". Asked of
 * "he" or "she", whom it means is for the story's notes to say.
 */
const numberWords = [...numberNames.values(), "hundred", "thousand"].join("|");
/** A count, in words or figures ("forty days", "an hundred years old"). */
const countWords = new RegExp(`\\b(?:${numberWords}|\\d+)\\b`, "i");

const narrativeAsked =
  /^(?:(?:and|so|but|wait|ok(?:ay)?)[, ]+)?(?:what (?:did|does|do) (?!(?:it|that|this|he|she|they)\b)\w+(?: \w+)? (?:say|said|tell|told|ask|asked|do|call|answer|reply|want)|why (?:did|didn'?t|does|doesn'?t|was|wasn'?t|were|weren'?t|would|wouldn'?t|could|couldn'?t) (?!it\b)\w+|how did (?!(?:he|she|they|it)\b)\w+ (?:answer|reply|respond|react|know)|how many \w+ (?:did|does|do|were|was|had)\b|what(?:'?s| was| were| is) the (?!(?:point|meaning|lesson|moral|message)\b)\w+ (?:that |which )?(?:he|she|they|god|jesus|\w+) (?:used|uses?|gave|gives?|took|takes?|got|gets?|found|finds?|saw|sees?|ate|eats?|wore|wears?|brought|brings?|killed|kills?|built|builds?|made|makes?|said|says?|called|calls?)\b|(?:does|did|do) (?:he|she|they) (?:get|ever get|end up)\b)/i;

/** "What did Jesus say", "what does the dad tell him": who is asked to have spoken. */
const speechAsked =
  /^(?:(?:and|so|but|wait|ok(?:ay)?)[, ]+)?what (?:did|does|do) ((?:the )?\w+(?: \w+)?) (?:say|said|tell|told|answer|reply|call)\b/i;

/** Whether one of `speakers` speaks in the verse: named before a verb of speech in the same clause ("Jesus ... said"). */
function spokenBy(text: string, speakers: ReadonlySet<string>): boolean {
  for (const found of text.matchAll(/\b(?:said|saith|say|spake|spoke|answered|called|cried)\b/gi)) {
    const clause = text.slice(Math.max(0, found.index - 60), found.index).split(/[.;:?!]/).at(-1) ?? "";
    // Spoken to or of ("go to my father, and will say") is not spoken by.
    const subjects = clause.replace(
      /\b(?:to|unto|of)\s+(?:(?:my|his|her|thy|their|our|the|a)\s+)?\w+|\b(?:my|his|her|thy|their|our)\s+\w+/gi,
      " ",
    );
    if ([...storyWords(subjects)].some((stem) => speakers.has(stem))) return true;
  }
  return false;
}

/**
 * The verses of a passage's chapter that hold the most of the question's words (in the King James or today's English),
 * with the one before and after. Empty when none holds enough of them.
 */
function toldInTheChapter(passage: Passage, message: string, context: PlanContext): VerseRecord[] {
  const { library } = context;
  const [first] = library.verses(passage.reference);
  if (!first) return [];
  const asked = storyStems(message);
  const chapter = library.chapter(first.bookId, first.chapter);
  // The story's own verses before the rest of its chapter ("what did jesus say to him" of Peter on the water is not
  // Herod's word to his servants at the chapter's head).
  const story = new Set(library.verses(passage.reference).map((verse) => verse.id));
  // A question about the story asks what has not been shown yet, other things equal.
  const shownBefore = new Set(
    [...context.citedBefore].flatMap((cited) => library.verses(cited).map((verse) => verse.id)),
  );
  // "What did Jesus say to him?": the verse where the one named speaks, to the one the pronoun means.
  const speaker = speechAsked.exec(message.trim())?.[1];
  const speakers = speaker ? storyStems(speaker) : null;
  const addressee = /\bto (him|her|them)\b/i.exec(message)?.[1].toLowerCase();
  const scored = chapter.map((verse) => {
    const words = storyWords(`${verse.text} ${library.modern(verse) ?? ""}`);
    const shared = [...asked].filter((stem) => words.has(stem));
    const cues = (story.has(verse.id) ? 0.3 : 0) - (shownBefore.has(verse.id) ? 0.1 : 0) +
      (speakers && spokenBy(verse.text, speakers) ? 0.5 : 0) +
      (addressee && new RegExp(`\\b(?:unto|to) ${addressee}\\b`, "i").test(verse.text) ? 0.4 : 0);
    return { verse, shared, score: nearness(asked, words, library.weightOf) + cues };
  });
  // "How many stones did he pick up?": the verse that counts them ("five smooth stones") answers it.
  const counted = /\bhow many (\w+)/i.exec(message)?.[1];
  const count = counted
    ? new RegExp(
      `\\b(?:${numberWords}|\\d+)(?: \\w+){0,2} ${counted.replace(/s$/i, "")}`,
      "i",
    )
    : null;
  const counting = count ? scored.filter(({ verse }) => count.test(verse.text)) : [];
  const pool = counting.length > 0 ? counting : scored;
  const best = pool.reduce((top, next) => (next.score > top.score ? next : top), pool[0]);
  // Every word of a short question ("his name"), else two of its words, or one the scriptures seldom use; a question
  // with no words of its own ("what did he say") finds nothing.
  const own = storyWords(message).size;
  const enough = best && own > 0 && (counting.length > 0 ||
    best.shared.length >= Math.min(2, own) || best.shared.some((stem) => library.weightOf(stem) >= 7));
  if (!enough) return [];
  const at = chapter.indexOf(best.verse);
  return chapter.slice(Math.max(0, at - 1), at + 2);
}

/** The sentence of our note on the story a passage tells that says whom it was told to or for, or null. */
function storyHearers(passage: Passage, context: PlanContext): string | null {
  const story = context.library.conceptsCiting(passage.reference).find((entry) =>
    context.library.passage(entry.passages[0])?.reference === passage.reference
  );
  return story
    ? sentencesOf(story.definition).find((sentence) =>
      /\b(?:asks?|asked|told (?:it|them|this) to|tells? (?:it|them|this) to|to (?:people|those|the) who|in answer to|answers?|grumbled)\b/
        .test(sentence)
    ) ?? null
    : null;
}

function addresseeOf(reference: string, context: PlanContext): string | null {
  const { library } = context;
  const [first] = library.verses(reference);
  if (!first) return null;
  const before = library.chapter(first.bookId, first.chapter).filter((verse) => verse.verse <= first.verse).reverse();
  const says =
    /\b(?:Then|And|But|So)?\s*([A-Z][a-z]+(?: the [A-Z][a-z]+)?)\s+(?:said|saith|answered|spake|asked|cried)\b/;
  const pronoun = /^(?:Then|And|But|So|The|He|She|They|I|Thou|Ye|It|There|This|That|When|Verily)$/;
  let speaker: string | null = null;
  for (const verse of before.slice(0, 20)) {
    const found = says.exec(verse.text)?.[1];
    if (!found || pronoun.test(found)) continue;
    if (speaker === null) {
      speaker = found;
      continue;
    }
    if (found !== speaker) {
      return `${speaker} is speaking to ${found}: ${found} speaks just before, at ${
        library.verseReference(verse)
      }, "${verse.text}" - ${library.verseReference(verse)}`;
    }
  }
  return null;
}

/** When a book was written, asked in any of the ways people ask it ("how old is it", "what century"). */
const dateAsked = /\b(?:when|date|dated|year|century|how long ago|how old)\b/i;

function bookFact(context: PlanContext, book: BibleBookInfo): string[] {
  const { message } = context;
  // "Where was he when he wrote it" asks a place, which our notes give with the date ("written from Ephesus") or with
  // the writer ("exiled on the island of Patmos").
  const placed = /^(?:(?:and|so|but|ok(?:ay)?)[, ]+)?where\b/i.test(message.trim())
    ? [book.period, book.author].find((fact) =>
      /\b(?:written (?:from|in|at)|from [A-Z]|on the island|exiled|in prison|imprisoned)\b/.test(fact)
    )
    : undefined;
  const asked = placed ??
    (dateAsked.test(message)
      ? book.period
      : /\b(?:about|themes?|message|point|purpose|summary|summari[sz]e|sum up|gist|overview|lesson|idea|happens|goes on|what(?:'s| is) in|plot|storyline)\b/i
          .test(message)
      ? book.theme
      : book.author);
  const passage = freshPassage(book.key_passages, context);
  return [
    asked === book.author ? `Author of ${book.name}: ${asked}` : `${book.name}: ${asked}`,
    [book.theme, book.period].filter((fact) => fact !== asked).join(" "),
    ...(passage ? [shown(passage, context)] : []),
  ];
}

function goshoFact(context: PlanContext, writingId: number): string[] {
  const writing = context.library.gosho(writingId);
  if (!writing) return [];
  const to = writing.recipient
    ? `Nichiren wrote *${writing.title}* to ${inSentence(writing.recipient)}`
    : `Nichiren wrote *${writing.title}*`;
  const when = writing.date ? `, in ${writing.date}.` : ".";
  const passage = context.library.passage(`Gosho: ${writing.title}`);
  return [`${to}${when}`, ...(passage ? [shown(passage, context, 2)] : [])];
}

function bookOfReference(context: PlanContext): BibleBookInfo | undefined {
  const bible = context.analysis.references.find((reference) => reference.source === "bible");
  return bible && bible.source === "bible" ? context.library.bookInfo(bible.bookId) : undefined;
}
