import { circumstanceNamed } from "./circumstance.ts";
import { asksWhoTheyAre, describedPerson, relativeAsked } from "./who_asked.ts";
import situationsData from "../../../data/persona/situations.json" with { type: "json" };
import { parseMarkedReference } from "../../../contracts/references.ts";
import { parseScriptureRequest } from "../../../contracts/scripture_request.ts";
import type { Knowledge } from "../../knowledge/knowledge.ts";
import type { BibleBookRecord } from "../../scriptures/corpus.ts";
import type {
  BibleBookInfo,
  GlossaryEntry,
  HealthCondition,
  Person,
  Practice,
  PracticeTrouble,
} from "../../knowledge/knowledge_schemas.ts";
import { foldForMatching } from "../../knowledge/term_index.ts";
import { isFunctionWord, questionStems, stemsOf } from "../plans/relevance.ts";
import { words as writtenWords } from "../../search/normalize.ts";
import { mentions } from "../plans/plan_context.ts";
import { quotedPhrase, subjectAsked, wordAsked } from "./asked_subject.ts";
import type { ChatTurn } from "../engine.ts";
import {
  asksWhatItMeans,
  figureIn,
  type FollowUp,
  followUpOf,
  namedPart,
  type PreviousReply,
  splitTopic,
  topicId,
} from "./follow_up.ts";
import { type BibleFact, bibleFactAsked, bibleFactAskedAgain, readsOtherwise } from "./bible_fact.ts";
import { type MissingText, missingText } from "./not_held.ts";
import { planPaceAsked, type ReadingPlanAsked, readingPlanAsked } from "./reading_plan.ts";
import { recalledSaying, withoutPlacement } from "./recalled_saying.ts";
import { bestPractice, bothAsked, deathImagined, habitToChange } from "./practice_match.ts";
import { practiceActivity, practiceRequested, practiceThemes, troubleIn } from "./practice_trouble.ts";
import { conditionNamed, practiceAtRisk } from "./health_caution.ts";
import { type BookAsked, bookAsked, exampleAskedIn } from "./book_asked.ts";
import { isNamedSubject, type OutOfScope, outOfScopeOf, pressedAgain } from "./scope.ts";
import {
  asksForSteps,
  beginningWished,
  feelingWords,
  type RequestKind,
  requestKind,
  wayAsked,
  writingsAsked,
} from "./request_kind.ts";
import {
  bareChapter,
  numberNames,
  spelledNumbers,
  type VisitorReference,
  type VisitorReferenceFinder,
} from "./visitor_references.ts";

/**
 * What a visitor's message asks (ISSUE 17), read with the conversation before it: the kind of
 * answer wanted, everything it names (scripture references anywhere in the text, concepts, people,
 * books, practices, feelings and situations), the tradition it asks about, and what it continues
 * from the previous reply. Pure: the data it reads is passed in once.
 */
export type Situation = {
  id: string;
  label: string;
  words: RegExp;
  /** A setting of life (family, work) rather than a feeling: it ranks after the feelings a message names. */
  context?: boolean;
  /** Good news (a milestone, pride in someone): celebrated, not consoled. */
  glad?: boolean;
  /** A glad feeling rather than news (gratitude, joy): met with gladness, never congratulated. */
  felt?: boolean;
  /** A theme so wide ("struggling", "it hurts") that a narrower situation told beside it says more: it ranks after them. */
  broad?: boolean;
  /**
   * Words of a death, when told with it ("I dread Christmas, the first without mum"): the feelings told beside it are
   * about it, so it leads them. Missing someone who moved away is told in grief's words too, but it is no death.
   */
  weighty?: RegExp;
  /** Told of one's life, neither a hardship nor news to celebrate (a sense of calling): thanked for, never pitied. */
  told?: boolean;
  /** Naming it asks for it ("tell me something encouraging"): met with what the texts offer, never with sorrow. */
  asked?: boolean;
  /** A word of practical care said after it is acknowledged (a body going without food needs a doctor), before passages. */
  care?: string;
  /** Topics of Nave's Topical Bible that fit it. */
  naves?: string[];
  /** Ids of the practices that help with it, best first. */
  practices?: string[];
  /** Ids of the teachings of either tradition that speak to it, best first (guilt: confession; lessening karma). */
  teachings?: string[];
  passages: { bible: string[]; lotus: number[]; gosho: string[] };
};
export type { MissingText, OutOfScope };
export type Tradition = "christian" | "buddhist";

export type TurnAnalysis = {
  kind: RequestKind;
  followUp: FollowUp | null;
  /** The previous reply's state, when there is one. */
  previous: PreviousReply | null;
  references: VisitorReference[];
  concepts: GlossaryEntry[];
  people: Person[];
  books: BibleBookInfo[];
  practices: Practice[];
  situations: Situation[];
  missing: MissingText | null;
  outOfScope: OutOfScope | null;
  /** The tradition the visitor asks about, when they name one. */
  tradition: Tradition | null;
  /** The visitor speaks of their own life. */
  personal: boolean;
  /** Situation words for steps: "tonight", "in bed", "at work"... */
  when: string[];
  /** The content words of the message, for search. */
  words: string[];
  /** The message as read: a courtesy before a question set aside ("ok fine. what does..." is "what does..."). */
  text: string;
  /** What this turn is about, kept with the reply: "reference:John 3:16", "concept:grace", "situation:grief", "words:...". */
  topic: string | null;
  /** A well-known fact about the Bible or the Lotus Sutra the message asks for. */
  bibleFact: BibleFact | null;
  /** A subject asked of one book or writer ("what does Proverbs say about money?"). */
  bookAsked: BookAsked | null;
  /** A difficulty met in the practice in view ("my mind keeps wandering" after meditation steps). */
  trouble: PracticeTrouble | null;
  /** The Bible verse a teaching is set beside in the visitor's words ("is karma like reaping what you sow?"). */
  echoed: string | null;
  /** The visitor's own essay or project on the subject asked about ("help me with my essay on Job"). */
  studyTask: boolean;
  /** A reading plan asked for: what to read and in how many days ("the four gospels in 30 days"). */
  readingPlan: ReadingPlanAsked | null;
  /** Someone asked after as another's relative ("who was moses's brother", "did he have a sister too" after him). */
  relative: Person | null;
  /** A condition of the body named with a practice it can make unsafe ("I have diabetes, can I fast?"). */
  caution: { condition: HealthCondition; practice: Practice } | null;
  /** For a follow-up, the reading of the message it follows ("and Buddhism?" after "what does the Bible say about forgiveness?"). */
  earlier: TurnAnalysis | null;
};

export type AnalyseDeps = {
  references: VisitorReferenceFinder;
  knowledge: Knowledge;
  label: (reference: VisitorReference) => string;
  /** Gosho writings by the names of the people they were written to ("myoichi" -> Winter Always Turns to Spring). */
  recipients: ReadonlyArray<{ name: RegExp; title: string }>;
  books: readonly BibleBookRecord[];
  /** The chapter or writing a description fits best ("the chapter where the young man says the old men are his sons"), when one fits clearly. */
  locate: (description: string) => VisitorReference | null;
  /** The Bible verse holding most of a phrase's words ("a thorn in the flesh"), in its King James or modern wording. */
  /** The verse holding a phrase; `quoted`, a phrase put in quotation marks, is looked for word for word, however short. */
  verseWith: (phrase: string, quoted?: boolean) => VisitorReference | null;
  /** Whether a word (by stem) is one our notes and summaries use that tells a subject apart. */
  distinctive: (stem: string) => boolean;
  /** A name the Bible uses ("Methuselah", "Bethlehem"). */
  biblicalName: (stem: string) => boolean;
  /** Whether a name is a subject Nave's Topical Bible gathers verses on ("manna", "Sadducees"). */
  topicNamed: (word: string) => boolean;
  /** The text of a passage by its reference, as the library holds it. */
  passageText: (reference: string) => string | null;
  /** Whether the scriptures use every word of a phrase ("amen", "born again"; not "yolo"). */
  scriptureWords: (phrase: string) => boolean;
  /** Whether the Bible, in either wording or in Nave's topics, uses a word ("tarsus"; not "calvin", which only a commentary does). */
  biblical: (word: string) => boolean;
};

/** Concepts that name a scripture or tradition ("the Bible", "Buddhism"): the frame of a question, not its subject. */
export const frameConcepts: ReadonlySet<string> = new Set([
  "the-bible",
  "lotus-sutra",
  "gosho",
  "god",
  "buddha",
  "church",
  "buddhism",
  "christianity",
]);
/** A plan or a place to start asked for: "a simple plan", "where to start and what order". */
const planAsked =
  /\b(?:(?:a|an|some|the) (?:[\w-]+ ){0,2}(?:plan|schedule|order to read)|where (?:to|do i|should i) (?:start|begin)|what order)\b/i;
/**
 * Words that look like a teaching's and are not: relatives by marriage ("my mother-in-law" keeps no Law), a version
 * of an answer ("quick version") which is no Bible version, "fast" meaning quickly ("she gets tired fast", "fast asleep"), a
 * life saved or not ("could i have saved her"), which is no salvation, happiness for a friend, which is no teaching of
 * happiness, and giving to a charity, which is not the King James' "charity" (love).
 */
const notTheTeaching =
  /\b(?:(?:(?:mother|father|son|daughter|brother|sister|parent)s?[- ])?in[- ]laws?|(?:quick|short|shorter|simple|simpler|long|longer|brief|kid|kids|easy|tldr|summary|summarised|summarized|condensed|full) version|(?:could|should|might|would|can|did) (?:i|we|they|you|he|she|anyone|someone) (?:have )?(?:saved|save) (?:her|him|them|my \w+|our \w+|the \w+|it)|(?:tired|asleep|so|too|really|very|pretty|super|real|quite|as|how|go|goes|going|went|gone|run|runs|ran|running|drive|drives|drove|driving|move|moves|moving|moved|grow|grows|grew|growing|happen\w*|learn\w*|spread\w*|gets?|got|getting|works?|worked|talk\w*|eats?|ate|eating|type|types|think|thinks|falls?|fell|walk\w*|speak\w*|react\w*|forget\w*|changes?|changed|changing) fast|fast (?:enough|asleep|forward|food|track|lane|paced|approaching)|happy for (?:her|him|them|you|us|my \w+|someone|others)|(?:to|a|for|local|favou?rite|small) charit(?:y|ies)|charities|charity (?:shops?|work|events?|runs?|donations?|drives?))\b/gi;
/** People whose names are everyday words count only when written with a capital ("a new job" is not Job). */
const everydayNames = /^(?:job|mark|may|grace|hope|faith|joy|will|rich|amos|noble|constant)$/i;
const framed =
  /\b(?:why|how|when|where) (?:did|does|do|would|will|could|can|has|had) (?:god|the lord|jesus|christ|the buddha|buddha|nichiren) (?!(?:exist|really exist|love|care|hear|listen)\b)[a-z]+|\bwhy (?:is|was|has|does|do|did) (?:god|the lord|jesus|the buddha) (?:been )?(?:so|always|never|not|silent|quiet|far|distant|absent|hiding|ignoring|punishing)\b|\b(?:what|how) (?:does|do|did|would|might) (?:the )?(?:bible|scripture|scriptures|christianity|christians|jesus|god|the lord|buddhism|buddhists|the buddha|buddha|nichiren|the lotus sutra|lotus sutra|the gosho|gosho) (?:(?:actually|really|even|honestly|truly|exactly) )?(?:say|says|teach|think|tell|mean)\b|\b(?:in|according to) (?:the )?(?:bible|scripture|buddhism|christianity|the lotus sutra|lotus sutra|the gosho)\b|\b(?:any|a|some|good|short) (?:bible )?(?:scriptures?|verses?|passages?) (?:for|to|when|about|on|regarding)\b|\b(?:does|do|did|would) (?:the )?(?:bible|scripture|scriptures|christianity|buddhism|nichiren|the buddha|buddha|lotus sutra|the lotus sutra|gosho|the gosho) (?:ever |even |actually |really )?(?:say|says|mention|talk|speak|teach)\b|^(?:(?:so|and|ok(?:ay)?|hey)[, ]+)?(?:the )?(?:bible|scripture|buddhism|nichiren|the buddha|lotus sutra|the lotus sutra|gosho) (?:verses? )?(?:on|about|re|regarding) \w|\b(?:is|was|are|has been) (?:god|the lord|jesus|the universe) (?:just |really |even |maybe |actually )?(?:[a-z]+ing)\b|\b(?:god|jesus|the lord) (?:included|too|as well)\b|\b(?:including|not even|even) (?:god|jesus|the lord)\b/i;

/**
 * Whether a message says a teaching's name of two or more words in full, in any order and form ("prayer vs chanting" for
 * "Prayer and chanting"), its bracketed gloss aside.
 */
export function namedInFull(entry: GlossaryEntry, message: string): boolean {
  const stems = [...stemsOf(entry.term.replace(/\s*\(.*\)\s*$/, ""))];
  const said = stemsOf(message);
  return stems.length >= 2 && stems.every((stem) => said.has(stem));
}

/** The situations of a death told: a loss, whatever else a later message names (a birthday, an anniversary). */
export const lossSituations: ReadonlySet<string> = new Set(["grief", "pet-loss", "pregnancy-loss"]);

export const situations: Situation[] = situationsData.map((situation) => ({
  ...situation,
  words: new RegExp(`\\b(?:${situation.words})\\b`, "i"),
  weighty: situation.weighty === undefined ? undefined : new RegExp(`\\b(?:${situation.weighty})\\b`, "i"),
}));
/**
 * Situations that name a quality of life hoped for rather than something that happened (patience, hope, peace): said
 * of a hard thing just told ("how do I keep going?" after a death), they are about it, not a subject of their own.
 */
const lifeThemes: ReadonlySet<string> = new Set([
  "patience",
  "hope",
  "encouragement",
  "peace",
  "faith",
  "love",
  "compassion",
  "wisdom",
  "gratitude",
  "joy",
  "purpose",
  "calling",
  "suffering",
  "impermanence",
]);

/** Words of the Buddhist traditions: a message naming one asks of them. */
export const buddhistWords =
  /\b(?:buddha|buddhis\w*|nichiren|lotus sutra|lotus|gosho|sutra|dharma|karma|daimoku|nam[- ]?myoho|gohonzon|gongyo|bodhisattva|nirvana|zen|sgi|soka|tiantai|shakyamuni|ten worlds|sangha|chant\w*)\b/i;
export const christianWords =
  /\b(?:bible|biblical\w*|scriptural\w*|jesus|christ\w*|god|gospel|church|psalm\w*|scripture|apostle|paul|pray\w*|lord|holy spirit|cross|resurrection|trinity|catholic|protestant|pastor|priest)\b/i;
const whenWords =
  /\b(?:tonight|right now|in bed|before (?:sleep|bed)|can'?t sleep|at work|on (?:a|my) break|in the morning|this morning|every morning|morning|evening|commute|before an exam|exam|interview|when (?:i'?m )?angry|angry|anxious|panic|grieving|grief|hard conversation|argument|at night|alone|with (?:my )?kids|in the car|on the train)\b/gi;
const stopWords = new Set(
  "a an and are as at be been but by can could did do does for from had has have he her him his how i i'm if in is it its just me my of on or our please she so tell than that the their them then there these they this to was we what when where which who why will with would you your about really some any more most very also like what's whats don't dont can't cant story stories"
    .split(" "),
);

/** "The word" or "the term" naming the word asked about: "what does the word gospel mean", "meaning of the term karma". */
/**
 * "Which gospel is that in?", "which letter?": the kind of book a source question asks for names no subject of its own
 * (the gospel as good news, a letter of Nichiren's).
 */
const sourceKindNamed =
  /\b(?<=(?:what|which) )(?:book|gospel|letter|epistle|psalm|chapter|writing|gosho)s?\b(?=(?: of the (?:bible|sutra))? (?:is|was|'s) (?:that|this|it|he|she|they)\b|\s*\??\s*$)/gi;
const wordNamed =
  /\b(?:the )?(?:word|term) (?=["“‘']?[a-z-]+["”’']?\s+(?:mean|means|meant|come from|comes from)\b)|\b(?<=meaning of )(?:the )?(?:word|term) /gi;
const believersAsked =
  /\b(?:do|does|did|would|can|could|will) (?:a |the |most )?(christians?|christianity|catholics?|protestants?|the bible|jesus|buddhists?|buddhism|nichiren(?: buddhists?)?|the buddha) (?:(?:really|actually|even) )?(?:believe|think|say|teach|accept|agree|practi[cs]e)\b/i;
/** "Is it a sin to...", "would it be sinful if...": a question whether something is wrong. */
const afterlifeAsked =
  /\b(?:hell|heaven|damned|damnation|saved|salvation|forgiven|forgive (?:him|her|them)|unforgivable|at peace|with god|going to hell|go to hell|a sin)\b/i;
/**
 * A particular person lost to suicide, told or asked about by someone grieving them. Asked of suicide in general, or
 * of oneself, the question is not answered with this comfort: a visitor's own danger is the safety layer's, which runs
 * first.
 */
/** A death told as the act ("he killed himself", "she took her own life"), which a reply says back as "died by suicide". */
export const deathBySuicideTold =
  /\b(?:(?:killed|hanged|shot) (?:himself|herself|themselves|themself)|(?:took|ended) (?:his|her|their) own life|committed suicide)\b/gi;
export const someoneLostToSuicide = new RegExp(
  `\\b(?:my|our|his|her|their) (?:[\\w'-]+ ){0,3}(?:died by|died of|died from|lost to|committed|completed) suicide\\b|${deathBySuicideTold.source}`,
  "i",
);
/** Hurting oneself named as something anyone might do ("what does the Bible say about self-harm?"). */
const selfHarmInGeneral =
  /\bself[- ]?(?:harm\w*|injur\w*|mutilat\w*)\b|\b(?:cutting|hurting|harming|burning) (?:yourself|oneself|themselves)\b/i;
/** Being gay, lesbian, bisexual or trans, asked about in the light of the traditions ("is it a sin to be gay?"). */
const sexualityNamed = /\b(?:gay|lesbian|bisexual|queer|trans|transgender|homosexual\w*|same[- ]sex|lgbt\w*)\b/i;
const judgedAsked =
  /\b(?:sin|sinful|wrong|hell|saved|salvation|accept\w*|condemn\w*|hate|hates|allowed|okay|ok|say|says|teach|teaches|view|believe|marry|married|marriage|heaven|abomination)\b/i;
/** Suicide named as an act anyone might do, not as the death of someone the visitor names. */
const suicideInGeneral =
  /\b(?:suicide|kill(?:ing)? (?:yourself|oneself|themselves|themself)|(?:take|taking|end|ending) (?:your|one'?s|their|a person'?s|someone'?s) own life|(?:end|ending) (?:your|one'?s|their) life)\b/i;
/**
 * "Is it a sin to...?" asks whether something is wrong; "my church says it's a sin" tells of someone else's judgement.
 * Neither confesses a guilt of the visitor's own.
 */
const sinFrame =
  /\b(?:is it|is that|are they|would it be) (?:a )?(?:sin|sinful)\b|\b(?:says?|said|thinks?|thought|teach(?:es)?|taught|tells? me|told me|calls? it|called it|believes?) (?:that )?(?:it'?s|it is|that'?s|that is|he'?s|she'?s|he is|she is|they'?re|they are|being gay is|this is) (?:a )?(?:sin|sinful)\b/i;
const bookNamesOf = new WeakMap<Knowledge, string[]>();
/** The Bible's books in order, as references name them. */
function bookNames(knowledge: Knowledge): string[] {
  let names = bookNamesOf.get(knowledge);
  if (!names) {
    names = [...knowledge.bibleBooks.values()].sort((left, right) => left.number - right.number).map((book) =>
      book.name
    );
    bookNamesOf.set(knowledge, names);
  }
  return names;
}

function previousReply(history: readonly ChatTurn[]): PreviousReply | null {
  const replies = history.filter((turn) => turn.role === "assistant");
  const last = replies.at(-1);
  if (!last) return null;
  // A reply to thanks cites nothing: what was cited before it is still what "another one" or "the second verse" means.
  const cited = last.about?.kind === "thanks" && !last.citations?.length ? replies.at(-2) ?? last : last;
  const citations = cited.citations ?? [];
  // "Which chapter has the monk who bowed to everybody?" is answered by chapter 20: the conversation goes on about what
  // the answer named, not about the Lotus Sutra as a whole.
  const frame = /^concept:(.+)$/.exec(last.about?.topic ?? "")?.[1];
  const topic = last.about?.kind === "fact" && frame && frameConcepts.has(frame) && citations[0]
    ? `reference:${citations[0]}`
    : last.about?.topic ?? null;
  return { citations, topic, kind: last.about?.kind ?? null };
}

/**
 * "Why did God let that happen to him?" after the book of Job: "him" is the person the book is named for, so the
 * conversation goes on about that person.
 */
function bookAsItsPerson(previous: PreviousReply | null, message: string, deps: AnalyseDeps): PreviousReply | null {
  const book = deps.knowledge.bibleBooks.get(Number(topicId(previous?.topic ?? null, "book")));
  if (!previous || !book || !/\b(?:he|him|his|she|her|hers)\b/i.test(message)) return previous;
  const person = deps.knowledge.people.all.find((candidate) => candidate.name === book.name);
  return person ? { ...previous, topic: `person:${person.id}` } : previous;
}

/** A name used only to name a tradition or school after its founder ("Nichiren Buddhists", "Nichiren Shu"). */
function onlyAsAdjective(name: string, message: string): boolean {
  const uses = [...message.matchAll(new RegExp(`\\b${name}\\b(\\s+\\w+)?`, "gi"))];
  return uses.length > 0 &&
    uses.every((use) =>
      /^\s+(?:buddhis\w*|shu|shoshu|schools?|traditions?|sects?|temples?|priests?|practitioners?)$/i.test(use[1] ?? "")
    );
}

/** Every use of the names is of a kind, not of the one so named: "a little girl becomes a buddha" names no Shakyamuni. */
function onlyAsCommonNoun(names: readonly string[], message: string): boolean {
  const folded = foldForMatching(message);
  const uses = names.flatMap((name) => {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    return [...folded.matchAll(new RegExp(`(?<![\\p{L}])${escaped}(?![\\p{L}])`, "gu"))];
  });
  return uses.length > 0 &&
    uses.every((use) =>
      /\b(?:a|an|any|every|one|become|becomes|became|becoming|future|another)\s+$/.test(folded.slice(0, use.index))
    );
}

/** Every name written is part of a longer name of something else written. */
function insideOthers(names: readonly string[], others: readonly string[]): boolean {
  return names.length > 0 && names.every((name) => others.some((other) => other.includes(name) && other !== name));
}

/**
 * Everything the message names, with entries named inside a longer name left out ("saint" inside "Saint Paul"). A name
 * that is also an everyday word ("job") names its person only written as a name, or when the conversation is about
 * that person or the book of that name ("why did god let job suffer" after the book of Job), or asked who they are.
 */
function named(message: string, deps: AnalyseDeps, current: string | null = null) {
  const references = deps.references.find(message);
  // "Who is Shijo Kingo and why does Nichiren write to him so much?" asks first about the person, not a letter.
  const writtenTo = /\b(?:wrote|write|written|letter|letters|gosho|sent)\b/i.test(message) &&
      !/^(?:who (?:is|was|were)|tell me about)\b/i.test(message.trim()) &&
      // "Which letters did Nichiren write to Toki Jonin?" asks for them all, not for one to explain.
      !/\b(?:which|what|any|other|list|all)\b[^?]{0,20}\b(?:letters|writings|gosho)\b/i.test(message)
    ? deps.recipients.filter((recipient) => recipient.name.test(message)).flatMap((recipient) =>
      deps.references.find(recipient.title)
    )
    : [];
  for (const reference of writtenTo) {
    if (!references.some((known) => known.source === reference.source && deps.label(known) === deps.label(reference))) {
      references.push(reference);
    }
  }
  const folded = foldForMatching(message);
  const namesIn = (names: readonly string[]) => names.map(foldForMatching).filter((name) => folded.includes(name));
  // "She gets tired fast", "could i have saved her": no fasting, no salvation.
  const ofTeachings = message.replace(notTheTeaching, " ");
  const exactConcepts = deps.knowledge.glossary.find(ofTeachings);
  const conceptNames = exactConcepts.flatMap((entry) => namesIn([entry.term, ...entry.aliases]));
  // A person named inside a concept's name ("Buddha" in "Buddha nature") is the concept's, not a person of their own.
  // "jobs friends", "peters denial": a possessive typed without its apostrophe still names the person.
  // "Matthew 7:1, judge not": a book named by its chapter and verse is the book, not the person it is named for.
  // Matthew Henry, the commentator, is no Matthew of the Gospels.
  const possessivesRestored = message.replace(
    /\b(?:[1-3] ?)?[A-Za-z]+ \d+:\d+(?:\s*[-–]\s*\d+)?|\bmatthew henry\b/gi,
    " ",
  )
    .replace(
      /\b([a-z]{3,})s (?=(?:friends|wife|husband|comforters|suffering|trials|patience|children|sons?|daughters?|brothers?|sisters?|mother|father|uncle|cousin|story|gospel|letters?|denial|betrayal|death|vision|dream|prayer|song|psalms?)\b)/gi,
      "$1's ",
    );
  const peopleNamed = deps.knowledge.people.find(possessivesRestored).filter((person) =>
    (!everydayNames.test(person.name) || new RegExp(`\\b${person.name}\\b`).test(message) ||
      // "jobs friends", "the book of job", "mark's gospel": the name as only a person's or a book's is written.
      new RegExp(
        `\\b${person.name}(?:'|’)?s (?:friends|wife|comforters|suffering|trials|patience|children|sons|story|gospel)\\b|\\bbook of ${person.name}\\b`,
        "i",
      ).test(message) ||
      current === `person:${person.id}` || /^who (?:is|was)\b/i.test(message.trim()) ||
      // The whole of what is asked about ("tell me about job"), the name is the person's.
      new RegExp(
        `^(?:tell me (?:more )?(?:about|the story of)|what about|the story of)\\s+${person.name}\\s*[?.!]*$`,
        "i",
      )
        .test(message.trim()) ||
      deps.knowledge.bibleBooks.get(Number(topicId(current, "book")))?.name === person.name) &&
    !insideOthers(namesIn([person.name, ...person.aliases]), conceptNames) && !onlyAsAdjective(person.name, message) &&
    !onlyAsCommonNoun(namesIn([person.name, ...person.aliases]), message)
  );
  const personNames = peopleNamed.flatMap((person) => [person.name, ...person.aliases].map(foldForMatching));
  const mentioned = [
    ...exactConcepts.filter((entry) => !insideOthers(namesIn([entry.term, ...entry.aliases]), personNames)),
    ...deps.knowledge.glossary.findLoosely(
      ofTeachings,
      (word) => !deps.scriptureWords(word) && !deps.distinctive(word),
    ),
  ];
  // "Loving your enemies" names love and the love of enemies: the teaching whose name holds the other's is the one asked.
  const baseTerm = (entry: GlossaryEntry) => entry.term.replace(/\s*\(.*\)\s*$/, "");
  const found = mentioned.filter((general) =>
    !mentioned.some((specific) =>
      specific !== general && baseTerm(specific).length > baseTerm(general).length &&
      new RegExp(`\\b${baseTerm(general).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`, "i").test(baseTerm(specific))
    )
  );
  // "Prayer vs chanting": a teaching named in full is what it asks about before one that shares a single word with it
  // (the daimoku, for "chanting").
  found.sort((a, b) => Number(namedInFull(b, message)) - Number(namedInFull(a, message)));
  // "What does namu mean?": one word of a teaching's name ("Namu-myoho-renge-kyo"), asked for its meaning, is that
  // teaching, whose definition explains its words; a person of the same name is not what is asked ("myoho").
  const wordOf = found.length === 0 ? teachingOfWord(wordAsked(message), deps.knowledge.glossary.all) : undefined;
  const concepts = wordOf ? [wordOf] : found;
  const people = wordOf ? [] : peopleNamed;
  const others = references.length + people.length + concepts.filter((entry) => !frameConcepts.has(entry.id)).length;
  // "Does Buddhism believe in sin?": believing in something frames the question; what is believed in is its subject.
  const believing = /\bbeliev\w* (?:in|about|on)\b/i.test(message) && !/\bfaith\b/i.test(message);
  const unframed = framed.test(message) || others > 0
    ? concepts.filter((entry) => !frameConcepts.has(entry.id))
    : concepts;
  const subjectConcepts = believing && unframed.length > 1
    ? unframed.filter((entry) => entry.id !== "faith")
    : unframed;
  // Matthew Henry's name is no Gospel of Matthew ("matthew henry vs spurgeon").
  const ofBooks = message.replace(/\bmatthew henry\b/gi, (name) => " ".repeat(name.length));
  const bookAt = (book: BibleBookInfo) =>
    new RegExp(`\\b(?:the )?(?:book of |gospel of |letter to the |epistle to the )?${book.name}\\b`, "i").exec(ofBooks)
      ?.index ?? -1;
  // In the order the message names them: "who wrote revelation? the john who was a disciple..." asks of Revelation.
  const books = [...deps.knowledge.bibleBooks.values()].filter((book) =>
    bookAt(book) >= 0 &&
    (book.name.length > 5 || /\b(?:book|gospel|letter|epistle) (?:of|to)\b/i.test(message) ||
      /^(?:who|when) /i.test(message))
  ).sort((left, right) => bookAt(left) - bookAt(right));
  // "What did Mark write?": a writer we hold no notes on, asked what they wrote, names the books credited to them.
  const writer = peopleNamed.length === 0 ? writingsAsked.exec(message)?.[1] : undefined;
  if (writer && !isFunctionWord(writer.toLowerCase())) {
    books.push(
      ...[...deps.knowledge.bibleBooks.values()].filter((book) => !books.includes(book) && writtenBy(writer, book)),
    );
  }
  // "The Gospel of John" names a book: neither the teaching "gospel" nor the apostle John is asked about besides.
  const bookPhrases = books.map((book) =>
    new RegExp(`\\b(?:the )?(?:gospel|book|letter|epistle)s? (?:of|to the|to) ${book.name}\\b`, "i").exec(message)?.[0]
  ).filter((phrase): phrase is string => phrase !== undefined).map(foldForMatching);
  const outsideBooks = <T>(entries: readonly T[], names: (entry: T) => readonly string[]) =>
    bookPhrases.length === 0
      ? [...entries]
      : entries.filter((entry) => !insideOthers(namesIn(names(entry)), bookPhrases));
  // "Who was the dragon king's daughter?" asks about her, not the chapter or the teaching her name also calls up.
  const whoNamed = /^who (?:is|was|were)\b/i.test(message.trim())
    ? new Set(people.flatMap((person) => [person.name, ...person.aliases]).map(foldForMatching))
    : new Set<string>();
  const notTheirName = (names: readonly string[]) => !names.some((name) => whoNamed.has(foldForMatching(name)));
  return {
    references: references.filter((reference) => !whoNamed.has(foldForMatching(reference.text))),
    people: outsideBooks(people, (person) => [person.name, ...person.aliases]),
    concepts: outsideBooks(subjectConcepts, (entry) => [entry.term, ...entry.aliases]).filter((entry) =>
      notTheirName(namesIn([entry.term, ...entry.aliases]))
    ),
    books,
  };
}

/** The teaching named by a word, or by one word of its name ("namu" of "Namu-myoho-renge-kyo"). */
function teachingOfWord(asked: string | null, glossary: readonly GlossaryEntry[]): GlossaryEntry | undefined {
  const word = asked?.toLowerCase();
  // "What do you mean?" asks what the guide meant: "you" is no word of a teaching's name ("as you want to be treated").
  if (!word || word.includes(" ") || isFunctionWord(word)) return undefined;
  const candidates = glossary.filter((entry) => !entry.askedOnly);
  const namesOf = (entry: GlossaryEntry) => [entry.term, ...entry.aliases].map((name) => name.toLowerCase());
  return candidates.find((entry) => namesOf(entry).includes(word)) ??
    candidates.find((entry) =>
      namesOf(entry).some((name) => {
        const parts = name.split(/[\s-]+/);
        return parts.length > 1 && parts.includes(word);
      })
    );
}

/**
 * "and 7?", "verse 27 specifically", "ok now chapter 25": a number that continues the previous
 * reply's passage, read as a reference in its book or scripture.
 */
function continuedReference(message: string, previousTopic: string | null, deps: AnalyseDeps): VisitorReference[] {
  const reference = topicId(previousTopic, "reference");
  if (!reference) return [];
  const verse =
    /^(?:and |what about |ok(?:ay)? |now |then )*(?:verse |v\.? ?|vs\.? )?(\d{1,3})(?:\s*[-–]\s*(\d{1,3}))?(?: specifically| please| too)?\s*[?.!]*$/i
      .exec(message.trim()) ??
      /^(?:and |what about |ok(?:ay)? |now |then )*verses? (\d{1,3})(?:\s*[-–]\s*(\d{1,3}))?\b/i.exec(message.trim());
  const chapter = /^(?:and |what about |ok(?:ay)? |now |then )*(?:chapter|ch\.?) (\d{1,3})\b/i.exec(message.trim());
  const lotus = /^Lotus Sutra, Chapter/.exec(reference);
  const step =
    /\b(?:the )?(?:verse|one|line) (?:right |just )?(?:after|before) (?:it|that|this)\b|\b(?:next|following|previous) verse\b|\bwhat comes (?:after|next)\b|\bkeep going\b/i
      .exec(message);
  const here = /^(.+ \d+):(\d+)(?:-(\d+))?$/.exec(reference);
  if (step && here) {
    const backwards = /\bbefore|previous\b/i.test(step[0]);
    const next = backwards ? Number(here[2]) - 1 : Number(here[3] ?? here[2]) + 1;
    const to = /what comes|keep going/i.test(step[0]) ? `-${next + 3}` : "";
    const found = deps.references.find(`${here[1]}:${next}${to}`);
    if (found.length > 0) return found;
    return deps.references.find(`${here[1]}:${next}`);
  }
  if (chapter) {
    const text = lotus
      ? `Lotus Sutra, Chapter ${chapter[1]}`
      : `${reference.replace(/ \d+(?::.*)?$/, "")} ${chapter[1]}`;
    return deps.references.find(text);
  }
  if (verse && !lotus) {
    const bookChapter = /^(.+ \d+)(?::|$)/.exec(reference)?.[1];
    if (bookChapter) return deps.references.find(`${bookChapter}:${verse[1]}${verse[2] ? `-${verse[2]}` : ""}`);
  }
  return [];
}

/** "thank you. is there something from the buddhist side too?": the courtesy before a question is set aside to read it. */
const courtesy =
  /^(?:(?:ok(?:ay)?|oh|ah|wait|hold on|um+|uh+|also|btw|sorry|oops|my bad|hmm+|haha+|lol|thank you(?: so much)?|thanks|thx|ty|great|cool|wow|amen|beautiful|lovely|perfect|nice|fair(?: enough)?|fine|alright|sure|right|yes|yeah|no|nope|got it|i see|that (?:really |so |truly )?help(?:s|ed)(?: a lot| so much)?|interesting|makes sense)[,.!…]*\s+)+/i;

/** "One more question:", "quick question -": a question announced, before the question itself. */
const questionAnnounced =
  /^(?:(?:ok(?:ay)?|so|and|also|btw|hey|hi)[,!. ]+)*(?:(?:one|a|another|my)\s+)?(?:(?:more|last|quick|small|random|different|other|follow[- ]up|silly|dumb|serious|final)\s+)*(?:question|thing)(?:\s+for you)?\s*[:,.!?-]+\s*/i;

function withoutCourtesy(message: string): string {
  // "Help me sleep tonight in jesus name": the close of a prayer says whom it is prayed through, not what is asked.
  // "What does the bible think of astrology?" asks what it says about it.
  const unclosed = message.replace(prayedInTheName, " ").replace(sayingAsked, "$1 say about").replace(/\s+/g, " ")
    .trim();
  const trimmed = (unclosed.split(" ").length >= 2 ? unclosed : message).trim().replace(questionAnnounced, "")
    .replace(
      /\bnumber (\d{1,2})\b/gi,
      // "The number 7" is the number as the Bible's topics name it ("seven").
      (_said, digits: string) => `number ${numberNames.get(Number(digits)) ?? digits}`,
    );
  // "Thanks, that helped. One more thing, what is dharma?": the question after both.
  const rest = trimmed.replace(courtesy, "").replace(questionAnnounced, "");
  const asks =
    /\?|^(?:who|what|when|where|why|how|which|is|are|can|could|would|will|should|do|does|did|tell|give|show|explain|anything|any|then|so)\b/i;
  return rest !== trimmed && rest.split(/\s+/).length >= 3 && asks.test(rest) ? rest : trimmed;
}

/**
 * "She asked why we can't see God. What do I tell her?": a question someone else asked, passed on
 * for an answer. It is read as that question; "what do I tell her" asks for the answer, not for steps.
 */
const relayed =
  /^(?:(?:my|our|a|the) [\w' -]{1,30}?|she|he|they|someone|somebody)\s+(?:asked|asks|is asking|was asking|keeps asking|kept asking|wants to know|wanted to know|wondered|wonders)(?: me| us)?\s+((?:why|what|how|who|where|when|whether|if)\b[^.?!]+)[.?!]?\s*(?:(?:so |and )?(?:what|how) (?:do|should|would|can|could) (?:i|we) (?:tell|say to|answer|explain (?:it )?to|respond to)\b[^?]*\??)?$/i;

/**
 * "Can you help me with my essay on the book of Job?", "I have a school project about Nichiren": work of the
 * visitor's own on a subject of ours. It is read as "tell me about" that subject, which the reply offers to start
 * from; the essay is theirs to write.
 */
const studyTask =
  /^(?:(?:hi|hey|so|ok(?:ay)?)[,! ]+)?(?:(?:can|could|would|will) you (?:please )?)?(?:help(?: me)?(?: out)? (?:with|on|for)|i(?:[’']m| am) (?:writing|doing|working on)|i have|i[’']ve got|i need (?:help with|to write|to do|to give)|write|do)\s+(?:my|an?|the|this|our)\s+(?:school |class |college |university |uni |seminary |sunday school |bible study |homework )?(?:essay|paper|report|assignment|homework|project|presentation|talk|research paper|thesis|dissertation)\s+(?:on|about|for|covering)\s+(.+?)[.?!]*$/i;

function studySubject(message: string): string | null {
  const found = studyTask.exec(message.trim());
  // "Write my essay on the French Revolution" names a subject beyond the guide, not one of ours.
  const beyond = outOfScopeOf(message, { named: 0, situations: 0, feeling: false, followUp: true, knownWord: true });
  return found && !beyond ? `tell me about ${found[1].trim()}` : null;
}

function relayedQuestion(message: string): string | null {
  const found = relayed.exec(message.trim());
  return found ? `${found[1].trim()}?` : null;
}

/**
 * Not believing or trusting a person ("he says he's sorry but I don't believe him") is about that
 * person, not a question of faith; believing or trusting God still is.
 */
const distrust =
  /\b(?:don[’']?t|do not|can[’']?t|cannot|won[’']?t|never|no longer|stopped|struggle to) (?:really |fully |quite |even )?(?:believe|trust) (him|her|them|you|anyone|anybody|people|men|women|my [\w'-]+|(?:what|a word) (?:he|she|they) (?:says?|said))\b/gi;

/** "Can't believe" as people say it of news that stuns them; "can't believe in" is still a matter of faith. */
const disbelief = /\b(?:can[’']?t|cannot|could ?n[’']?t|could not) (?:really |even |quite )?believe\b(?! in\b)/gi;

/**
 * The situations a message names: a loss, feelings, then the broadest themes, then settings of life, each in the order
 * written.
 */
/**
 * The situations a subject asked of a book or writer names, hardships before settings of life: "work" is the
 * visitor's work ("my work"), "someone who was sick or had a sick family member" illness before family.
 */
export function situationsOfSubject(asked: BookAsked): Situation[] {
  const texts = [asked.subject, `my ${asked.subject}`, asked.recipient ?? ""];
  return situations.filter((situation) => texts.some((text) => text !== "" && situation.words.test(text)))
    .sort((left, right) => Number(left.context ?? false) - Number(right.context ?? false));
}

/** What good news does to a body as much as fear does: "GOT INTO NURSING SCHOOL!!! i cant stop shaking". */
const stirredBody =
  /^(?:(?:can[’']?t stop )?(?:shaking|trembling|crying|tearing up)|(?:heart|mind) (?:is )?racing|jittery)$/i;

/**
 * Gladness wished for or out of reach is no gladness yet: "i cant let go of the past", "how do i find peace with
 * it", "i wish i felt at peace".
 */
const outOfReach =
  /\b(?:can[’']?t|cant|cannot|can not|could ?n[’']?t|could not|unable to|how (?:do|can|could|would|should) (?:i|we|you)|trying to|try to|want to|wanna|wish (?:i|we)(?: could| would| had)?|if only (?:i|we)(?: could)?|hoping to|don[’']?t know how to|not sure how to|struggl\w* to|hard to|not yet|still (?:can[’']?t|haven[’']?t|don[’']?t)|need to|have to|has to)\s+(?:(?:really|fully|just|ever|even|quite|seem to|seem|finally|completely)\s+){0,2}$/i;

/** Gladness too big for words: "i can't thank you enough", "couldn't be happier". */
const beyondWords = /^\s*(?:[\w’']+\s+){0,2}enough\b/i;

/** Where a situation's words are first said, gladness only where it is had, not wished for; -1 when not said. */
function situationAt(situation: Situation, message: string): number {
  if (!situation.glad) return message.search(situation.words);
  for (const found of message.matchAll(new RegExp(situation.words.source, "gi"))) {
    const after = message.slice(found.index + found[0].length);
    const wished = outOfReach.test(message.slice(Math.max(0, found.index - 60), found.index)) &&
      !beyondWords.test(after) && !/(?:er|est)$/i.test(found[0]);
    if (!wished) return found.index;
  }
  return -1;
}

function situationsIn(message: string): Situation[] {
  const rank = (situation: Situation) =>
    situation.weighty?.test(message) ? -1 : situation.context ? 2 : situation.broad ? 1 : 0;
  const gladNews = situations.some((situation) => situation.glad && situationAt(situation, message) >= 0);
  // With good news told, a body stirred is the news's, not a fear of its own.
  const onlyStirred = (situation: Situation) =>
    gladNews && !situation.glad &&
    [...message.matchAll(new RegExp(situation.words.source, "gi"))].every(([text]) => stirredBody.test(text));
  return situations
    .map((situation) => ({ situation, at: situationAt(situation, message) }))
    .filter(({ situation, at }) => at >= 0 && !onlyStirred(situation))
    .sort((left, right) => rank(left.situation) - rank(right.situation) || left.at - right.at)
    .map(({ situation }) => situation);
}

/**
 * "Why was the older brother angry?" after the prodigal son: a question about someone or something
 * in the passage just explained, asked in words the passage itself uses (two at least), is about
 * that passage, whatever teaching one of its words also names. Asked of the visitor's own life
 * ("why do I feel so lost?") it is not.
 */
/**
 * "What does abide mean?" of a word in the verse just quoted ("abideth"): the verse in today's English says it, in
 * the words of the World English Bible. A phrase of it ("what does be still mean here") is that part of the verse,
 * explained with its commentary.
 */
function wordOfTheVerse(message: string, previous: PreviousReply | null, deps: AnalyseDeps): FollowUp | null {
  const word = wordAsked(message);
  if (!previous || !word) return null;
  const verses = [topicId(previous.topic, "reference"), ...previous.citations].filter((reference) =>
    reference !== null && /\d+:\d+/.test(reference)
  );
  const holds = (reference: string) =>
    new RegExp(`\\b${word.replace(/ /g, "\\W+")}\\w*`, "i").test(deps.passageText(reference) ?? "");
  // "What does keepeth mean?" after the opening of Psalm 121: a verse of the chapter being read, if not one quoted.
  const chapter = topicId(previous.topic, "reference");
  const ofChapter = chapter && /^(?:[1-3] )?[A-Z][A-Za-z ]+ \d+$/.test(chapter) && !/^(?:Lotus|Gosho)/.test(chapter)
    ? versesOf(chapter, deps).find(holds)
    : undefined;
  const holding = verses.find((reference) => holds(reference!)) ?? ofChapter;
  if (!holding) return null;
  return word.includes(" ")
    ? { mode: "part", words: word.toLowerCase().split(" ") }
    : { mode: "modern", reference: holding };
}

/** The references of a Bible chapter's verses, in order ("Psalms 121" has eight). */
function versesOf(chapter: string, deps: AnalyseDeps): string[] {
  const references: string[] = [];
  while (deps.passageText(`${chapter}:${references.length + 1}`) !== null) {
    references.push(`${chapter}:${references.length + 1}`);
  }
  return references;
}

const seesThemselfAs =
  /^(?:(?:so|and|but|ok(?:ay)?|wait|honestly)[, ]+)?(?:i'?m|im|i am|am i)(?: (?:basically|kind of|kinda|like|probably|totally|really|so|definitely))? (?:the|like the|more like the) ([a-z' -]{3,30}?)(?: (?:in|of) (?:this|that|it|the (?:story|parable)))?(?:[, ]+(?:aren'?t i|arent i|right|huh|lol|haha))*\s*[?.!]*$/i;

export const storyMeaning =
  /\b(?:supposed to (?:be|represent|mean|stand for)|meant to (?:be|represent|stand for)|represents?|stands? for|symboli[sz]es?|relate to|identify with)\b/i;

/** The message's words a passage also uses, by stem and the King James' own words for them ("older": "elder"). */
function wordsShared(message: string, text: string): string[] {
  const held = stemsOf(text);
  return (message.toLowerCase().match(/[a-z]{3,}/g) ?? []).filter((word) =>
    !isFunctionWord(word) &&
    (new RegExp(`\\b${word}\\b`).test(text) || [...questionStems(word)].some((stem) => held.has(stem)))
  );
}

/** Forms only the King James writes, never today's English: a message using one quotes scripture. */
const kingJamesForms = new Set(
  ("thee thou thy thine ye hath hast hadst doth dost didst wast wert shalt canst couldest wouldest shouldest mayest " +
    "mightest knowest saith sayest spake spakest sheweth unto whither thither wherefore goeth doeth goest seeth " +
    "begat lovest believest")
    .split(" "),
);

/**
 * "Fearfully and wonderfully made" after Psalm 139, "and the end part, search me o god": the chapter's own words, three
 * or more, quoted back as they stand (punctuation aside) and most of what the message says, name the verse that holds
 * them.
 */
function quotedFromChapter(message: string, previous: PreviousReply | null, deps: AnalyseDeps): FollowUp | null {
  const reference = topicId(previous?.topic ?? null, "reference");
  if (!reference || /^(?:Lotus Sutra|Gosho)\b/.test(reference)) return null;
  const quoted = chapterWordsQuoted(message, deps.passageText(reference.replace(/:[\d-]+$/, "")) ?? "");
  return quoted ? { mode: "part", words: quoted } : null;
}

function chapterWordsQuoted(message: string, chapter: string): string[] | null {
  const all = writtenWords(message);
  const lead =
    /^(?:and|so|ok|okay|but|what|how|about|the|that|this|bit|part|line|verse|one|end|last|first|with|where|it|says)$/;
  const quoted = all.slice(all.findIndex((word) => !lead.test(word)));
  if (quoted.length < 3 || quoted.length * 2 < all.length) return null;
  return ` ${writtenWords(chapter).join(" ")} `.includes(` ${quoted.join(" ")} `) ? quoted : null;
}

function storyQuestion(message: string, previous: PreviousReply | null, deps: AnalyseDeps): FollowUp | null {
  // "What is the seed?" after the parable of the sower: a thing of the story our note on it tells.
  const told = deps.knowledge.glossary.get(topicId(previous?.topic ?? null, "concept") ?? "")?.definition.toLowerCase();
  const figure = figureIn(message)?.toLowerCase();
  if (
    told && figure && figure.split(/\s+/).every((word) => isFunctionWord(word) || new RegExp(`\\b${word}`).test(told))
  ) {
    return { mode: "ask" };
  }
  const reference = topicId(previous?.topic ?? null, "reference");
  // "What does the jewel mean for me?" after the jewel in the robe: what a thing the passage just read tells of stands for.
  const meaning = /\b(?:mean|means|stand for|represent|symboli[sz]e|supposed to|meant to)\b/i.test(message);
  const read = reference && figure && meaning ? deps.passageText(reference)?.toLowerCase() ?? "" : "";
  if (read && figure!.split(/\s+/).every((word) => isFunctionWord(word) || new RegExp(`\\b${word}`).test(read))) {
    return { mode: "ask" };
  }
  // "And the valley of the shadow?" after Psalm 23:3: a part of the chapter the verse is in, named plainly.
  const named = namedPart.exec(message.trim());
  if (reference && named && /\d:\d+$/.test(reference)) {
    const chapter = deps.passageText(reference.replace(/:\d+$/, ""))?.toLowerCase() ?? "";
    const words = named[1].toLowerCase().split(/\s+/).filter((word) => word.length > 2 && !isFunctionWord(word));
    if (words.length > 0 && words.every((word) => new RegExp(`\\b${word}`).test(chapter))) {
      return { mode: "part", words };
    }
  }
  // "So we can never judge anything?" after "Judge not": a conclusion drawn from the verse, put back to it.
  const drawn = reference &&
    /^(?:so|then|but then|does (?:that|this|it) mean|doesn[’']?t (?:that|this|it) mean)\b[^.!]*\?\s*$/i.test(
      message.trim(),
    );
  if (drawn) {
    const text = deps.passageText(reference)?.toLowerCase() ?? "";
    const shared = wordsShared(message, text);
    if (shared.length > 0) return { mode: "part", words: shared };
    // "So im never allowed to say anything is wrong?" shares no word with "Judge not": still asked of the verse.
    if (!/\b(?:my|me|myself)\b/i.test(message)) return { mode: "ask" };
  }
  // "I'm the older brother in this, aren't I?": a figure of the story the visitor sees themself in, which the story tells
  // of (the elder son, Luke 15:25-32).
  const ownFigure = reference ? seesThemselfAs.exec(message.trim())?.[1] : undefined;
  if (reference && ownFigure) {
    const shared = wordsShared(ownFigure, deps.passageText(reference)?.toLowerCase() ?? "");
    if (shared.length > 0) return { mode: "part", words: shared };
  }
  if (
    !reference ||
    !/^(?:(?:and|so|but)\s+)?(?:why|what(?:'s|s)?|who(?:'s|s)?|how|when|where|which)\b/i.test(message.trim())
  ) {
    return null;
  }
  // "Who are the children supposed to be?", "which character am I supposed to relate to?": what a story means.
  if (storyMeaning.test(message)) return { mode: "ask" };
  if (/\b(?:i|i'm|im|i've|my|me|myself|we|our|us)\b/i.test(message)) return null;
  const text = deps.passageText(reference)?.toLowerCase();
  if (!text) return null;
  const shared = wordsShared(message, text);
  // "Who is the father?", "what are the three carts?" of a Lotus parable: what our note says it stands for; of a
  // Bible story, the verses that tell of it.
  // A people or person of our notes ("who were the Samaritans?") is theirs to answer; a name of the story itself
  // ("the three carts" of the burning house) is the story's.
  const ours = figure !== undefined && (deps.knowledge.people.find(figure).length > 0 ||
    deps.knowledge.glossary.find(figure).some((entry) => deps.passageText(entry.passages[0])?.toLowerCase() !== text));
  if (shared.length >= 1 && figure !== undefined && !ours) {
    return /^(?:Lotus Sutra|Gosho)\b/.test(reference) ? { mode: "ask" } : { mode: "part", words: shared };
  }
  // "Who is Shijo Kingo?" after the Letter from Sado: a person of our notes, asked who they are, is theirs to answer,
  // though the letter names them.
  if (
    /^(?:(?:and|so|but)\s+)?who (?:is|was|were|are)\b/i.test(message.trim()) &&
    deps.knowledge.people.find(message).length > 0
  ) {
    return null;
  }
  if (shared.length >= 2) return { mode: "part", words: shared };
  // "Why did the father run?": why someone in the story did what the verses do not say asks what the story means.
  return shared.length === 1 && /^(?:(?:and|so|but)\s+)?why\b/i.test(message.trim()) ? { mode: "ask" } : null;
}

const bestKnown =
  /\b(?:most (?:famous|well[- ]known|quoted|loved|important|popular)|best[- ](?:known|loved)|key verse|famous (?:one|verse|line|part|bit))\b/i;

/**
 * "Which verse is the most famous?" after a chapter: the verse of it our notes cite most often (the teachings,
 * practices, people and books that quote it), as the readers who wrote them have chosen.
 */
function bestKnownVerse(message: string, previous: PreviousReply | null, deps: AnalyseDeps): FollowUp | null {
  const reference = topicId(previous?.topic ?? null, "reference");
  if (!reference || !/^(?:[1-3] )?[A-Z][a-z]+(?: of [A-Z][a-z]+)? \d+/.test(reference) || !bestKnown.test(message)) {
    return null;
  }
  const chapter = reference.replace(/:\d+(?:-\d+)?$/, "");
  const { knowledge } = deps;
  const cited = [
    ...knowledge.glossary.all.flatMap((entry) => entry.passages),
    ...knowledge.practices.all.flatMap((practice) => practice.passages),
    ...knowledge.people.all.flatMap((person) => person.passages),
    ...[...knowledge.bibleBooks.values()].flatMap((book) => book.key_passages),
  ].filter((candidate) => candidate.startsWith(`${chapter}:`));
  const counts = new Map<string, number>();
  for (const candidate of cited) counts.set(candidate, (counts.get(candidate) ?? 0) + 1);
  const [best] = [...counts].sort((left, right) => right[1] - left[1]);
  return best ? { mode: "passage", reference: best[0] } : null;
}

/**
 * "Which verse is about being made?" after Psalm 139: asked of the chapter just explained, when that chapter holds
 * every word of it, it is not a search of the whole Bible.
 */
function inPreviousChapter(message: string, previous: PreviousReply | null, deps: AnalyseDeps): boolean {
  const reference = topicId(previous?.topic ?? null, "reference");
  if (!reference || !/\bwhich (?:verse|line|part|bit|one)\b/i.test(message)) return false;
  const chapter = deps.passageText(reference.replace(/:\d+(?:-\d+)?$/, ""));
  const wanted = [
    ...stemsOf(message.replace(/\b(?:which|verse|line|part|bit|one|about|says?|talks?|mentions?)\b/gi, " ")),
  ];
  if (!chapter || wanted.length === 0) return false;
  const held = stemsOf(chapter);
  return wanted.every((stem) => held.has(stem));
}

const comparedBack =
  /\b(?:how (?:is|are|does|do|was) (?:that|it|this|they|those|he|she) (?:different|differ|compare|similar|like)|(?:is|are|isn'?t) (?:that|it|this|they) (?:(?:kind of|kinda|sort of|sorta|basically|just|a bit|a little|pretty much|really|at all) )?(?:like|the same as|similar to|different from|related to)|(?:^|(?:that|it|this) )sounds (?:(?:kind of|kinda|sort of|a bit|a lot|a little) )?like\b(?=.{0,80}\b(?:same|similar|like it|related)\b)|compare (?:that|it|this|them) (?:to|with)|(?:that|it|this) (?:vs\.?|versus)|(?:difference|differences) between (?:that|it|this) and)\b/i;

/** The teaching or person the previous reply was about, for setting beside another. */
function previousEntry(
  topic: string | null,
  deps: AnalyseDeps,
): { kind: "concept"; entry: GlossaryEntry } | { kind: "person"; entry: Person } | null {
  const [kind, id] = splitTopic(topic);
  // A Lotus Sutra chapter or Bible passage just read is set beside another by the teaching it is first cited for.
  const concept = kind === "concept"
    ? deps.knowledge.glossary.get(id)
    : kind === "reference"
    ? deps.knowledge.glossary.all.find((entry) =>
      entry.passages[0] === id.replace(/^(Lotus Sutra, Chapter \d+):.*$/, "$1")
    )
    : undefined;
  if (concept) return { kind: "concept", entry: concept };
  const person = kind === "person" ? deps.knowledge.people.get(id) : undefined;
  return person ? { kind: "person", entry: person } : null;
}

/** How a question opens: "what...", "so should I...", "am I...". */
export const questionOpening =
  /^(?:(?:and|so|but|ok(?:ay)?)[, ]+)?(?:what|why|how|which|who|where|when|is|am|are|was|were|does|do|did|can|could|should|would|will)\b/i;
/** "Something from the Bible", "anything in the Psalms": passages asked for, the book only saying where to look. */
const fromTheBook = /(?:something|anything) (?:from|in) the (?:bible|scriptures?|gospels?|psalms)/.source;
/** A verse or passage asked for by its subject: "a verse about spring", "any scripture on patience". */
const versesAbout = new RegExp(
  `\\b(?:verses?|passages?|scriptures?|psalms?|quotes?|bible verses?|${fromTheBook}) (?:about|on|for|that (?:talks?|speaks?) about) ([^.?!;]{3,60})`,
  "i",
);
const fromTheBookOn = new RegExp(`\\b${fromTheBook}\\s+(?:about|on)\\b`, "i");
/** A word pointing back to the subject just discussed. */
const pointer = /\b(?:he|him|his|she|her|it|its|they|them|their|one|that|this)\b/i;

/**
 * What our notes say of the previous subject (a concept's definition, a person's summary and facts, a Lotus chapter's
 * or letter's summary).
 */
function notesOf(topic: string | null, deps: AnalyseDeps, chapters = false): string | null {
  const [kind, id] = splitTopic(topic);
  if (kind === "concept") return deps.knowledge.glossary.get(id)?.definition ?? null;
  if (kind === "reference" && /^(?:Lotus Sutra|Gosho)/.test(id)) return deps.passageText(id);
  // With `chapters`, a Bible passage's chapter: "who was jesus talking to when he told it" after the Good Samaritan
  // names someone of its story.
  if (kind === "reference" && chapters) return deps.passageText(id.replace(/:[\d-]+$/, ""));
  if (kind !== "person") return null;
  const person = deps.knowledge.people.get(id);
  return person ? [person.summary, ...person.facts].join(" ") : null;
}

const quotedMeaning =
  /^(?:what|whats|what's|how)\b[^"“]{0,40}["“]([^"”]{6,80})["”][^"“]{0,30}\b(?:mean|means|meaning|about|saying)\b/i;
/** Words quoted first, then asked about: "'jesus wept' — why is that the whole verse lol". */
const quotedFirst =
  /^["“'‘]([^"”’']{6,80})["”’'][\s,.:;!?—–-]+(?:why|what|whats|what's|how|is|does|explain|meaning|means)\b/i;
const meantBy =
  /\bmean(?:t|s)? (?:by|when (?:he|she|they|it|jesus|paul|the bible|god) (?:said|says|say|wrote|writes|talks? about|talked about|speaks? of|spoke of))\s+["“'‘]?([^?"”’]{6,80})/i;

/** A story told by its figure and what they did: "the shepherd who leaves 99 sheep to go find 1". */
export const figureDescribed =
  /^(?:(?:so|ok(?:ay)?|and|wait|um+)[, ]+)?(?:the|that) [\w'-]+(?: [\w'-]+)? (?:who|that|where|whose) (?!(?:i|you|we)\b)/i;
/** What was just given, asked for again made over: "now make it for a kid", "can you make that shorter", "turn it into a prayer". */
const redoAsked =
  /^(?:(?:now|ok(?:ay)?|and|so|but|great|thanks|cool|pls|please|can you|could you|can u|could u|would you)[,!.]?\s+)*(?:make|do|turn|change|adapt|adjust|rewrite|redo|shorten|simplify|rework)\b[^.?!]{0,20}?\b(?:it|this|that|them|those)\b/i;

/** "Whats a bushel lol" after Matthew 5:15: a word of the reply just given, asked after, is asked of that reply. */
function wordOfTheReply(message: string, history: readonly ChatTurn[]): boolean {
  const word =
    /^(?:(?:so|and|but|ok(?:ay)?|wait)[, ]+)?(?:what(?:'s|’s| is|s)|wats|wat is) (?:a |an |the )?([a-z]{3,}(?: (?!(?:lol|haha|tho|though|exactly|even|again|anyway)\b)[a-z]{3,})?)(?:\s+(?:lol|haha|tho|though|exactly|even|again|anyway))*\s*\?*$/i
      .exec(message.trim())?.[1];
  const reply = history.findLast((turn) => turn.role === "assistant")?.content ?? "";
  return word !== undefined && new RegExp(`\\b${word}\\b`, "i").test(reply);
}

/** A passage described rather than named: "the lotus chapter where...", "which writing is the mother bird image from". */
const describesPassage =
  /\b(?:nichiren|paul|jesus|the buddha) (?:(?:wrote|writes) (?:something |a letter |once )?|(?:said|says|talked|talks|spoke) something )(?:about|of) (?!(?:it|that|this|him|her|them)\b)|\b(?:story|parable|image|letter|passage)[,?]?\s+(?:nichiren|paul|jesus|the buddha|he) (?:wrote|writes|said|says|talked|talks|tells|told|mentions) (?:about )?it\b|\b(?:that|the) (?:verse|line|passage|bit|part) (?:where|about|that says|with)\b|\b(?:chapter|letter|writing|gosho|parable|story|image)(?: in (?:the )?(?:lotus sutra|bible|gospels?|gosho|old testament|new testament|sutra))?\s+(?:where|about|with|in which|that|when|who)\b|\bin the (?:lotus sutra|bible|gospels?|sutra|old testament|new testament)\b.{0,30}\b(?:a|an|the|some) (?:[\w-]+ ){0,2}(?:girl|boy|man|woman|king|doctor|physician|father|dad|son|daughter|monk|child|kid|guy|merchant|prince|princess|dragon|beggar|farmer|shepherd|widow|servant)\b.{0,40}\b(?:becomes?|became|turns?|climbs?|climbed|gets?|gives?|finds?|found|who|whose|that)\b|\b(?:which|what) (?:chapter|letter|writing|gosho|parable|story) (?:talks|speaks|tells|is|has|mentions|says|uses)\b|\bwhich (?:chapter|letter|writing|gosho|parable|story)\b|\bwhich (?:verse|passage) (?:is|has|says|tells|talks|mentions)\b|\bwhere (?:in the bible|does (?:it|the bible) say)\b|\b(?:image|story|parable|metaphor|simile)\b.{0,40}\b(?:which|what) (?:writing|letter|chapter|gosho)\b/i;

/** "Give me two breathing practices", "a few ways to pray": more than one asked for. */
const severalAsked =
  /\b(?:two|three|2|3|a few|a couple(?: of)?|some|several|other|more|different)\s+(?:[\w-]+\s+){0,2}(?:practices|exercises|techniques|ways|methods|options)\b/i;

/** The practice that fits best, and with `several` a second that also fits clearly. */
function practicesFitting(
  best: (among: readonly Practice[], minimum: number) => Practice | null,
  all: readonly Practice[],
  several: boolean,
): Practice[] {
  const first = best(all, 0);
  if (!first) return [];
  const second = several ? best(all.filter((practice) => practice !== first), 4) : null;
  return second ? [first, second] : [first];
}

/**
 * "I meant Christian meditation" after "how do I start meditating": the question before, asked again with what was
 * meant. ("I mean, I just feel lost" is a way of speaking, not a correction.)
 */
function corrected(message: string, history: readonly ChatTurn[]): string {
  const meant =
    /^(?:(?:no|nope|sorry|oops|actually|wait)[,.!]*\s+)*(?:i meant|what i meant was|no,? i mean)\s+(.{3,80}?)[.!?]*$/i
      .exec(message.trim());
  const before = history.findLast((turn) => turn.role === "user")?.content;
  // "No, I meant in Christianity" turns to the other tradition, which the follow-up reading does.
  const sideOnly = meant &&
    /^(?:in |from |for |the )?(?:buddhis\w*|christian\w*|the bible|bible|nichiren|the lotus sutra|lotus sutra|scripture|jesus|the buddha)\W*$/i
      .test(meant[1]);
  return meant && before && !sideOnly ? `${before.replace(/[.!?]+$/, "")} (${meant[1]})` : message;
}

/** "Who was John Calvin?", "tell me about Thomas Aquinas": a name of two to four words, asked about as a person. */
const nameAsked =
  /^(?:(?:and|so|ok(?:ay)?|but)[, ]+)?(?:who (?:was|is|were)|tell me about|what do you know about|have you heard of)\s+([a-z][\w'.-]*(?:\s+[a-z][\w'.-]*){1,3})\s*[?.!]*$/i;
/** Titles and joining words of a name ("Saint", "of"), which say nothing of whose name it is. */
const nameTitles = new Set(
  "the a saint st st. king queen prophet apostle pope father mother brother sister sir dr reverend rev bishop lady lord of de von van"
    .split(" "),
);

/**
 * A person asked about by a name whose words beside the names of the people found are none of them words of the
 * Bible ("calvin" of "John Calvin", "aquinas"): someone our notes do not hold, with the people found by the rest of
 * the name ("John") as the nearest we have.
 */
function unheldPerson(message: string, found: readonly Person[], deps: AnalyseDeps): MissingText | null {
  const asked = nameAsked.exec(message.trim())?.[1];
  // "Tell me about quantum physics" names no one: only "who" asks for a person none of ours shares a name with.
  if (!asked || (found.length === 0 && !/^(?:(?:and|so|ok(?:ay)?|but)[, ]+)?who\b/i.test(message.trim()))) return null;
  // "Nichiren's teacher" is asked of Nichiren.
  const words = asked.toLowerCase().replace(/['’]s\b/g, "").split(/\s+/).filter((word) =>
    !nameTitles.has(word) && !isFunctionWord(word)
  );
  const known = new Set(
    found.flatMap((person) => [person.name, ...person.aliases]).flatMap((name) => foldForMatching(name).split(/\s+/)),
  );
  const unknown = words.filter((word) => !known.has(foldForMatching(word)));
  // A name, not a description: "Nichiren's exile to Sado" holds a word of the Bible that is no name of his.
  if (unknown.length === 0 || unknown.some((word) => deps.biblical(word))) return null;
  const name = asked.split(/\s+/).map((word) => word[0].toUpperCase() + word.slice(1)).join(" ");
  return { name, closest: found.slice(0, 1).map((person) => `person:${person.id}`), person: true };
}

/** The name a book's notes give its author: "Traditionally the apostle John", "Attributed to Malachi". */
const authorName = "(?:[Tt]he (?:apostle|prophet|king|evangelist) )?((?:[A-Z][\\w-]* )*[A-Z][\\w-]*)";
const traditionalAuthor = new RegExp(`[Tt]raditionally (?:identified with )?${authorName}`);
const namedAuthor = new RegExp(`^(?:Attributed to )?${authorName}`);

/**
 * Whether tradition credits a Bible book to this writer: its notes name them first as its author, by
 * the name they are known by ("John Mark" is Mark, not the apostle John).
 */
export function writtenBy(name: string, book: BibleBookInfo): boolean {
  const author = (traditionalAuthor.exec(book.author) ?? namedAuthor.exec(book.author))?.[1];
  return author !== undefined && author.split(" ").at(-1)!.toLowerCase() === name.split(" ").at(-1)!.toLowerCase();
}

/** `following`: this reads the message a follow-up follows, which is not itself read further back. */
/** What a text or teacher is asked to think, teach or feel of something: what they say about it. */
const sayingAsked =
  /\b(what (?:does|do|did) (?:the )?(?:bible|scriptures?|god|jesus|christ|the lord|christianity|christians|buddhism|buddhists|the buddha|buddha|nichiren|the lotus sutra|lotus sutra|the gosho|gosho)) (?:think|teach|teaches|have to say|feel|say) (?:of|on|about|regarding|concerning)\b/gi;

/** How a prayer closes: "in Jesus' name", "in the name of Jesus, amen". */
const prayedInTheName =
  /\bin (?:jesus|christ|jesus christ|god|the lord)(?:['’]s?)? (?:holy |mighty |precious )?name(?:,? (?:i|we) pray)?(?:,? amen)?\b|\bin the name of (?:jesus|christ|jesus christ|the lord)(?:,? amen)?\b/gi;

export function analyseTurn(
  written: string,
  history: readonly ChatTurn[],
  deps: AnalyseDeps,
  following = false,
): TurnAnalysis {
  // "Select Scripture" names its passage in a known form: read the passage, not the words of the prompt.
  const request = parseScriptureRequest(written);
  const plain = corrected(withoutCourtesy(written), history);
  const studied = studySubject(plain);
  const message = request
    ? `Explain "${request.text}" - ${request.reference}`
    : relayedQuestion(plain) ?? studied ?? plain;
  const previous = bookAsItsPerson(previousReply(history), message, deps);
  // Subjects are read with the shock idiom set aside: "I can't believe she's gone" is grief, not a question of faith.
  // "What does the word gospel mean?" asks about gospel, not about the Word of John 1.
  // "What does jehovah jireh mean, my grandma says it all the time": a word of the King James asked after tells of where
  // it was heard, no hardship.
  const wordOfTheKjv = wordAsked(message)?.toLowerCase();
  const heardOnly = wordOfTheKjv && deps.knowledge.kjvWords.some((entry) => entry.words.includes(wordOfTheKjv))
    ? message.replace(/\b(?:mean|stand for)\b.*$/is, "mean")
    : message;
  const told = withoutPlacement(heardOnly).replace(disbelief, "am stunned").replace(distrust, "am wary of $1").replace(
    wordNamed,
    "",
  )
    .replace(sourceKindNamed, "");
  const { references: namedReferences, people: namedPeople, concepts: namedConcepts, books: namedBooks } = named(
    told,
    deps,
    previous?.topic ?? null,
  );
  // "Is it a sin to get a tattoo?" asks about tattoos: "sin" frames the question, as "God" or "the Bible" can.
  const unframedConcepts = sinFrame.test(told) ? namedConcepts.filter((entry) => entry.id !== "sin") : namedConcepts;
  // "Is he in hell?" after "my brother died by suicide": the fear of the bereaved is asked about, not hell in general.
  const afterSuicide = deps.knowledge.glossary.get("suicide-and-mercy");
  const bereavedBySuicide = [
    told,
    ...history.filter((turn) => turn.role === "user").slice(-3).map((turn) => turn.content),
  ]
    .some((text) => someoneLostToSuicide.test(text));
  // "Is suicide a sin?", "what does Buddhism say about suicide": asked in general, the answer is what both traditions
  // teach, with the way to help first; never the verses a word search finds (men who "seek death" in Revelation 9:6).
  // Asked as a question, or of what a tradition teaches, not told of oneself.
  const askedAsQuestion = /\?\s*$/.test(told) || questionOpening.test(told.trim());
  const askedOfTeaching = askedAsQuestion || /\b(?:say|says|teach|teaches|view)\b/i.test(told);
  const suicideAsked = suicideInGeneral.test(told) && askedOfTeaching;
  const lostToSuicide = bereavedBySuicide && (afterlifeAsked.test(told) || suicideAsked) && afterSuicide !== undefined;
  const suicideTaught = suicideAsked && !bereavedBySuicide
    ? deps.knowledge.glossary.get("suicide-in-teaching")
    : undefined;
  // "What does the Bible say about self-harm?": that no one is condemned for it and where help is, never a verse found by
  // its words ("condemned of himself", Titus 3:11).
  const selfHarmTaught = selfHarmInGeneral.test(told) && askedOfTeaching
    ? deps.knowledge.glossary.get("self-harm-in-teaching")
    : undefined;
  // "Is it a sin to be gay?": what the churches and Buddhist teachers hold, never a verse found by the word "gay".
  const sexualityTaught = sexualityNamed.test(told) && judgedAsked.test(told) && askedAsQuestion
    ? deps.knowledge.glossary.get("sexuality-and-faith")
    : undefined;
  // Only that: the passages that define hell are no answer to the bereaved, nor words a search finds to these.
  const writtenFor = lostToSuicide ? afterSuicide : suicideTaught ?? selfHarmTaught ?? sexualityTaught;
  // "I'm christian but I love chanting. can I do both": the teaching the closing question names is the one asked about.
  const closing = told.trim().split(/(?<=[.!?])\s+|\n+/).at(-1) ?? "";
  const inQuestion = closing !== told.trim() && questionOpening.test(closing)
    ? deps.knowledge.glossary.find(closing)
    : [];
  // "Bible verse for a new home": the Bible only frames a request for verses on something a situation names.
  // "Something from the Bible on love" asks for passages on love: the book it names only says where to look.
  const versesFor = (/\b(?:verses?|passages?|scriptures?|quotes?|readings?)\s+(?:for|about|on)\b/i.test(told) &&
    situationsIn(told).length > 0) ||
    fromTheBookOn.test(told);
  // "What's the Jesus Prayer?" names a practice: neither prayer in general nor Jesus is asked about besides.
  const foldedTold = foldForMatching(told);
  const namesHere = (names: readonly string[]) =>
    names.map(foldForMatching).filter((name) => foldedTold.includes(name));
  // Its name, or another name of it that shares a word of that name ("jesus prayer"); not a worry it is for ("bad karma").
  const practiceNames = namesHere(
    deps.knowledge.practices.find(told).flatMap((practice) => {
      const own = new Set(foldForMatching(practice.name).split(/\s+/));
      return [
        practice.name,
        ...practice.aliases.filter((alias) => foldForMatching(alias).split(/\s+/).some((word) => own.has(word))),
      ];
    }),
  );
  const outsidePractices = (names: readonly string[]) => !insideOthers(namesHere(names), practiceNames);
  const concepts = writtenFor
    ? [writtenFor]
    : [...unframedConcepts].filter((entry) =>
      !(versesFor && frameConcepts.has(entry.id)) && outsidePractices([entry.term, ...entry.aliases])
    ).sort((left, right) => Number(inQuestion.includes(right)) - Number(inQuestion.includes(left)));
  // "What would Nichiren say to someone afraid?" asks for the teaching of his tradition on fear, not for facts about him.
  // The speaker is the one named where the speaker stands: "what does the Quran say about Jesus" is asked about him.
  // With nothing said after the verb, they are what is asked about: "what did Paul write?" asks for his writings.
  const speaker =
    /\b(?:what|how) (?:would|might|does|did|do) ((?:[\w'-]+ ){1,3})(?:say|tell|think|teach|write|advise|do)\b(?=\s*[,;:]?\s*[\w'"“])|\b(?:did|does|do|has|have|would) ((?:[\w'-]+ ){1,2})(?:ever |really |actually )?(?:write|say|teach|speak|talk|mention) (?:anything |much |something )?(?:about|on|to)\b/i
      .exec(message);
  // "What would he say to someone who wants to quit?" after Nichiren: the one just discussed speaks.
  const pointedSpeaker = speaker && /^(?:he|she)(?: actually| really| even)?$/i.test((speaker[1] ?? speaker[2]).trim())
    ? deps.knowledge.people.get(topicId(previous?.topic ?? null, "person") ?? "")
    : undefined;
  const voice = speaker
    ? namedPeople.find((person) =>
      new RegExp(`\\b(?:${[person.name, ...person.aliases].join("|")})\\b`, "i").test(speaker[1] ?? speaker[2])
    ) ?? pointedSpeaker
    : undefined;
  // "Who was John Calvin?": a name none of our people bears in full is someone we hold no notes on, not John the Apostle.
  const unheld = namedReferences.length + concepts.length === 0 &&
      deps.knowledge.practices.find(message).length === 0
    ? unheldPerson(message, namedPeople, deps)
    : null;
  const namedHere = (unheld ? [] : voice ? namedPeople.filter((person) => person !== voice) : namedPeople).filter((
    person,
  ) => outsidePractices([person.name, ...person.aliases]));
  // "Who was thrown in the lions' den?": the one asked after by what they did comes first.
  // "Who wrote Hebrews?" asks of the book, whatever else our notes on someone share with it.
  const relative = namedReferences.length + namedBooks.length === 0
    ? relativeAsked(
      message,
      deps.knowledge.people.all,
      deps.knowledge.people.get(topicId(previous?.topic ?? null, "person") ?? ""),
    )
    : null;
  // "Who wrote the Treasury of David?" is a fact we hold, not Vasubandhu's Treasury of the Abhidharma.
  const described = relative ??
    (namedReferences.length + namedBooks.length === 0 && !bibleFactAsked(message)
      ? describedPerson(message, deps.knowledge.people.all, namedHere)
      : null);
  const people = described ? [described, ...namedHere] : namedHere;
  // "John" of "John Calvin" is no more the Gospel than the apostle.
  const books = unheld ? [] : namedBooks;
  // A name the Lotus Sutra gives a chapter ("Wonderful Sound") is read as the chapter while the conversation is in the sutra.
  const inTheSutra = previous?.topic?.startsWith("reference:Lotus Sutra") && namedReferences.length === 0;
  const requested = request ? deps.references.find(parseMarkedReference(request.reference).reference) : [];
  const own = requested.length > 0
    ? requested
    : inTheSutra
    ? deps.references.find(`${message} (Lotus Sutra)`).filter((reference) => reference.source === "lotus")
    : namedReferences;
  // "What does Paul mean by a thorn in the flesh?", 'what does "the last shall be first" mean': the words after
  // "mean by", or quoted in a question of meaning, are the verse's own.
  const meant = own.length === 0
    ? meantBy.exec(message) ?? quotedMeaning.exec(message) ?? quotedFirst.exec(message.trim())
    : null;
  const askedOfPreviousChapter = inPreviousChapter(message, previous, deps);
  const located = (meant ? deps.verseWith(meant[1], meant.input.trim().startsWith(meant[0])) : null) ??
    // "The story where the guy climbs a tree to see Jesus? who was he": the story described is what is asked of.
    (own.length === 0 && (!bibleFactAsked(message) || describesPassage.test(message)) && !askedOfPreviousChapter &&
        // A figure told by what they did is that figure, when our notes hold them ("the bodhisattva who burned his arms").
        (describesPassage.test(message) || (figureDescribed.test(message) && namedPeople.length === 0))
      ? deps.locate(message)
      : null);
  // "chapter 25" alone: the Lotus Sutra's, the one scripture we hold whose chapters are named by number alone. So is
  // a chapter asked of someone or something of the sutra just discussed ("what happened to him in chapter 3").
  const discussedEntry = previousEntry(previous?.topic ?? null, deps);
  // So is "the chapter 16 part" after a reply that gave or named the sutra and no Bible passage (the steps of gongyo).
  const lastReply = history.findLast((turn) => turn.role === "assistant")?.content ?? "";
  const sutraGiven = ((previous?.citations ?? []).some((reference) => reference.startsWith("Lotus Sutra")) ||
    /\bLotus Sutra\b/.test(lastReply)) &&
    !(previous?.citations ?? []).some((reference) =>
      /\d:\d|^(?:[1-3] )?[A-Z][a-z]+(?: of [A-Z][a-z]+)? \d+$/.test(reference)
    );
  const ofTheSutra = own.length === 0 &&
    (sutraGiven || discussedEntry?.entry.passages.some((reference) => reference.startsWith("Lotus Sutra"))) &&
    !/\b(?:bible|gospel|psalms?|book of)\b/i.test(message);
  const bare = own.length === 0 && !previous?.topic?.startsWith("reference:")
    ? bareChapter.exec(message.trim()) ?? (ofTheSutra ? /\bchapter (\d{1,2})\b/i.exec(message) : null)
    : null;
  const bareLotus = bare ? deps.references.find(`Lotus Sutra chapter ${bare[1]}`) : [];
  const references = own.length > 0
    ? own
    : bareLotus.length > 0
    ? bareLotus
    : located
    ? [located]
    : continuedReference(message, previous?.topic ?? null, deps);
  // "Is it a sin to be depressed?" asks whether something is wrong; it confesses no guilt of the visitor's. "Do
  // Christians believe in karma?" asks what they hold, not about faith and doubt.
  // A death only feared ("i assume someone died") is no bereavement told.
  const toldSituations = situationsIn(
    told.replace(sinFrame, "is it wrong").replace(believersAsked, "ask").replace(deathImagined, " "),
  );
  // "Something I can do on his birthday next week" after a death told: a day of remembering, the loss's, not a
  // birthday to celebrate.
  const mourned = situations.find((situation) =>
    `situation:${situation.id}` === previous?.topic && lossSituations.has(situation.id)
  );
  const found = mourned &&
      /\b(?:his|her|their) (?:birthday|bday|anniversary)\b|\b(?:first|1st) (?:christmas|birthday|anniversary|holiday|easter|mother'?s day|father'?s day)\b/i
        .test(message)
    ? [mourned, ...toldSituations.filter((situation) => situation.id !== "birthday" && situation.id !== mourned.id)]
    : toldSituations;
  // Of several named, one named as a practice ("new mom... a gratitude practice helps, how do i do one") is the one
  // asked for; the others name the situation.
  const namedAsPractice = (practice: Practice) =>
    [practice.name, ...practice.aliases].some((name) => /\bpracti[cs]/i.test(name) && mentions(message, name));
  // "A daily morning routine for a nichiren buddhist? my boyfriend does gongyo": of several named, the one of the
  // tradition the message speaks in.
  const spokenIn = buddhistWords.test(message) !== christianWords.test(message)
    ? (buddhistWords.test(message) ? "buddhist" : "christian")
    : null;
  const ofTradition = (practice: Practice) => spokenIn !== null && practice.tradition === spokenIn;
  const named_practices = deps.knowledge.practices.find(message).filter((practice) =>
    !saidMoreOf(practice, message, found)
  ).sort((left, right) =>
    Number(namedAsPractice(right)) - Number(namedAsPractice(left)) ||
    Number(ofTradition(right)) - Number(ofTradition(left))
  );
  const unheldText = missingText(message, references, deps.references, deps.books) ?? unheld;
  // "What does 'many in body, one in mind' mean?": a teaching of ours that a writing we lack is named for is asked of
  // the teaching, not of the writing's words.
  const teachingNamed = unheldText !== null &&
    !/\b(?:quote|read me|text|letter|gosho|writing|passage|words of)\b/i.test(message) &&
    /\b(?:what (?:does|do|is|are)|what'?s|whats|meaning of|mean|means|explain)\b/i.test(message) &&
    concepts.some((entry) => foldForMatching(entry.term) === foldForMatching(unheldText.name));
  const missing = teachingNamed ? null : unheldText;
  const factQuestion =
    /\?|^(?:(?:and|so|but|ok(?:ay)?)[, ]+)?(?:what|whats|what's|which|who|where|when|how|is|are|do|does|did|will|can|would|tell|name)\b|, (?:when|who|where|how)\b/i
      .test(message);
  // "How many chapters are there?" after the Lotus Sutra: the same question, asked of the teaching just discussed.
  const discussed = previousEntry(previous?.topic ?? null, deps);
  // "How old is the earth according to the Bible?" holds the words of "how old is the Bible", but names a teaching of
  // its own in words the fact's keywords never use: the teaching is what is asked.
  // A count is asked in so many words: "is chapter 16 the most important chapter of the lotus sutra?" names a chapter
  // and asks no number of them.
  const counted = (fact: BibleFact | null) =>
    fact && /^how many\b/i.test(fact.question) && references.length > 0 &&
      !/\b(?:how many|how much|number of|count)\b/i.test(message)
      ? null
      : fact;
  const factWords = factQuestion ? counted(bibleFactAsked(message)) : null;
  const ownFact = factWords && concepts.some((entry) =>
      !frameConcepts.has(entry.id) &&
      entry.aliases.some((alias) => mentions(message, alias) && readsOtherwise(factWords, message, alias))
    )
    ? null
    : factWords;
  const discussedFact = !ownFact && discussed?.kind === "concept" && own.length === 0 &&
      /^(?:(?:and|so|but|ok(?:ay)?)[, ]+)?(?:how (?:many|much|long|old|big)|when|what year|in what year|who wrote)\b/i
        .test(message.trim()) &&
      message.trim().split(/\s+/).length <= 8
    ? bibleFactAsked(`${message.replace(/[?.!\s]+$/, "")} in ${discussed.entry.term}`)
    : null;
  // "Which ones the shortest?" after "how many psalms r there": the fact asked with the question before's words.
  const askedBefore = history.findLast((turn) => turn.role === "user")?.content;
  const factAgain = !ownFact && !discussedFact && previous?.kind === "fact" && askedBefore &&
      message.trim().split(/\s+/).length <= 6 && own.length === 0
    ? bibleFactAskedAgain(message, askedBefore)
    : null;
  const bibleFact = ownFact ?? discussedFact ?? factAgain;
  const buddhist = buddhistWords.test(message);
  const christian = christianWords.test(message);
  const voiced: Tradition | null = voice?.tradition === "buddhist" ? "buddhist" : voice ? "christian" : null;
  // "Do Christians believe in karma?": the tradition asked is the one whose believers are named, whatever else is.
  const believers = believersAsked.exec(message)?.[1];
  const askedOf: Tradition | null = believers ? (buddhistWords.test(believers) ? "buddhist" : "christian") : null;
  const ownTradition: Tradition | null = voiced ?? askedOf ??
    (buddhist && !christian ? "buddhist" : christian && !buddhist ? "christian" : null);
  // "What would she want to hear?" after "my grandmother is a Buddhist and she is dying": someone pointed back to keeps
  // the tradition they were told in.
  const toldOfThem = /\b(?:she|he|her|him|they|them)\b/i.test(message) && !buddhist && !christian
    ? history.findLast((turn) => turn.role === "user")?.content ?? ""
    : "";
  const theirs = buddhistWords.test(toldOfThem) !== christianWords.test(toldOfThem)
    ? (buddhistWords.test(toldOfThem) ? "buddhist" : "christian")
    : null;
  const tradition: Tradition | null = ownTradition ?? theirs;
  // "Today sucked", "work has been a nightmare this week": a hard time of theirs told with its when, no one else named,
  // is the visitor's own ("grief comes in waves" is said of everyone).
  // "Tell me something about gratitude": the "me" of a request for teaching tells nothing of the visitor.
  // "She passed away last year" after the steps to forgive her: something new told of one's own life, met as such, not
  // a question about the steps.
  // "Ok but specifically the 3am slump when everyone's crashing" turns the steps to a time, whatever hard thing it names.
  const toldAfresh = previous?.topic?.startsWith("practice:") === true &&
    found.some((situation) => !situation.context) && !/\?\s*$/.test(message) && !questionOpening.test(message.trim()) &&
    circumstanceNamed(message) === null;
  const personal = toldAfresh || /\b(?:i|i'm|im|i've|ive|i'd|my|myself|me|we|we're|our|us)\b/i.test(
    message.replace(
      // Asking the guide for passages ("give me verses on peace") tells nothing of one's own life.
      /\b(?:(?:tell|teach) me (?:(?:something|more|a (?:bit|little)(?: more)?) )?about|teach me|(?:give|show|send|find|quote|share|read) me (?:some |a few |a couple (?:of )?|a |an |any |more |good )?(?:bible |short )?(?:verses?|passages?|scriptures?|quotes?|psalms?|readings?)(?= (?:on|about|for|of|that)\b))\b/gi,
      "",
    ),
  ) ||
    (found.some((situation) => !situation.context) && !/\?\s*$/.test(message) &&
      (/\b(?:today|tonight|yesterday|last night|this (?:week|weekend|morning|evening|month|year)|lately|recently|right now)\b/i
        .test(message) ||
        // "Rough night", "it was a rough weekend": a hard stretch of one's own time, told without the "I".
        /\b(?:rough|terrible|awful|horrible|bad|sleepless|long|hard) (?:night|day|morning|week|weekend)\b/i.test(
          message,
        ) ||
        // Told with its "I" left out, as people write in a hurry: "feel like a fraud at work", "lost my job".
        /^(?:(?:just|still|really) )?(?:feel|feeling|felt|got|lost|been|can'?t|cant|couldn'?t|didn'?t|don'?t|dont|miss|missing|failed|going through|dealing with|struggling|crying|cried|sobbing|hurting|stressed|worried|scared|exhausted|overwhelmed|(?:just )?(?:got|lost|found|had))\b/i
          .test(message.trim())) &&
      !/^(?:what|why|how|who|when|where|which|is|are|does|do|can|could|should|tell|explain)\b/i.test(message.trim()) &&
      !/\b(?:he|she|they|him|her|them|his|their|someone|people|everyone|a friend)\b/i.test(message));
  // A phrase set in quotes ("is there anything about 'the way'") is what is asked about, whatever frames it.
  // So is what a verse is asked for ("can you at least give me a verse about spring": spring, not "least" or "give").
  const phrase = quotedPhrase.exec(message)?.[1] ?? versesAbout.exec(message)?.[1];
  const subjectText = spelledNumbers(phrase ?? message).toLowerCase().replace(/\bat least\b/g, "");
  const words = (subjectText.match(/[a-z][a-z'-]+/g) ?? []).filter((word) => !stopWords.has(word) && word.length > 2);
  // A feeling word names a subject of its own only when the visitor speaks of themselves.
  // A concept that only names a scripture or tradition ("the Bible", "Buddhism") is the frame of a follow-up, not its subject.
  const subjectConcepts = concepts.filter((entry) => !frameConcepts.has(entry.id));
  // "How did he know Nichiren?" after Nikko, "do I need one to chant?" after the Gohonzon: a short question pointing
  // back, whose every name the previous subject's own notes use, asks about that subject.
  const notes = notesOf(previous?.topic ?? null, deps);
  // "So bad things happen to me because I did bad things?" after karma: one's own life is the case the teaching is
  // asked about, and a name its notes use ("so everyone is already a buddha?" after Buddha nature) no new subject.
  const meaningAsked = Boolean(topicId(previous?.topic ?? null, "concept")) && asksWhatItMeans(message.trim());
  // A hardship of one's own told with it ("I can't focus at work, is there a prayer for that?") is a subject of its own.
  const toldOwn = personal && !meaningAsked &&
    (found.some((situation) => !situation.context) ||
      /^(?:i|i'm|im|i've|ive|my|we|our)\b[^?]{6,}?[,.;:]\s*\S/i.test(message.trim()));
  // A person named who is in the Bible chapter just read ("did jesus ever forgive him for that") is of its story.
  const withinNotes = people.length > 0 ? notesOf(previous?.topic ?? null, deps, true) : notes;
  const withinPrevious = withinNotes !== null && own.length === 0 && (pointer.test(message) || meaningAsked) &&
    message.split(/\s+/).length <= 12 && !toldOwn &&
    [
      ...subjectConcepts.map((entry) => [entry.term, ...entry.aliases]),
      ...people.map((person) => [person.name, ...person.aliases]),
    ].every((names) => names.some((name) => foldForMatching(withinNotes).includes(foldForMatching(name))));
  // "Which one is about the meek?" after the Beatitudes: the meek are in the chapter just read, whatever teaching
  // the word also names.
  // A book of the Bible named anew ("what about the Gospel of John then") is a subject of its own too.
  const newBooks = books.filter((book) => previous?.topic !== `book:${book.number}`);
  // What the one just discussed would say to a hardship or of a teaching is asked of that, not of them.
  const voicedSubject = voice !== undefined && voice === pointedSpeaker && found.length + subjectConcepts.length > 0;
  const ownSubject = voicedSubject || !withinPrevious && !askedOfPreviousChapter &&
      references.length + subjectConcepts.length + people.length + newBooks.length +
            named_practices.length + (personal && !meaningAsked ? found.length : 0) > 0;
  // Asked about the practice just given, its own words ("chant", "meditate") name no new subject.
  const practiceGiven = topicId(previous?.topic ?? null, "practice");
  // A teaching the practice's own words never name ("is it ok to chant for money?") is a new subject all the same.
  const given = practiceGiven ? deps.knowledge.practices.get(practiceGiven) : undefined;
  const givenText = given ? foldForMatching([given.name, ...given.aliases, ...given.steps].join(" ")) : "";
  const newConcepts = subjectConcepts.filter((entry) =>
    !given || ![entry.term, ...entry.aliases].some((name) => givenText.includes(foldForMatching(name)))
  );
  const namedSubject = voicedSubject || references.length + people.length + newBooks.length +
          named_practices.filter((practice) => practice.id !== practiceGiven).length + newConcepts.length > 0;
  const explicit = /^(?:hi|hello|hey|thanks|thank you|bye|goodbye)\b/i.test(message.trim());
  // "What kind of soil am I if I keep giving up?" after the sower: a question in the previous subject's own words,
  // naming nothing of its own, asks about that subject, though the visitor speaks of themselves.
  const notesStems = notes && own.length + subjectConcepts.length + people.length + newBooks.length === 0
    ? stemsOf(notes)
    : null;
  // Short, with every word of its own in the notes ("what happened at the tomb?" after Mary Magdalene), one is enough:
  // the words that only ask ("what happened") are no stems.
  const stems = [...stemsOf(message)].filter((stem) => stem.length > 2);
  const inItsWords = notesStems !== null && questionOpening.test(message.trim()) &&
    (stems.filter((stem) => notesStems.has(stem)).length >= 2 ||
      message.split(/\s+/).length <= 7 && stems.length > 0 && stems.every((stem) => notesStems.has(stem)));
  // "Did the disciples believe her?" after Mary Magdalene: a short question about "him" or "her", naming no one else,
  // is about the person just discussed, whatever teaching its other words name ("disciples").
  const ofThePerson = previous?.topic?.startsWith("person:") === true && people.length + references.length === 0 &&
    questionOpening.test(message.trim()) && /\b(?:him|her)\b/i.test(message) && message.split(/\s+/).length <= 10;
  // "Everyone says be positive but I can't" after "I feel numb since the diagnosis": more of the same hard thing,
  // told in words that name nothing of their own.
  // Told without an "I" too, when short ("everyone seems so holy" after feeling a fraud at church).
  const stillTelling = previous?.topic?.startsWith("situation:") === true &&
    (personal || message.trim().split(/\s+/).length <= 8) && !ownSubject &&
    found.length === 0 && !/\?\s*$/.test(message) && !questionOpening.test(message.trim());
  // "What would I even do as a beginner?" after saying Buddhism appeals: steps for the conversation's subject, though
  // the question names none of its own.
  // So are steps asked in a few words that name nothing ("exercises please" after mindfulness).
  // "Ok say i want to start. i live in a studio w paper thin walls" after the daimoku: its steps, whatever is told
  // with the wish, when the wish names nothing else to start.
  const startWished = /^(?:concept|practice):/.test(previous?.topic ?? "") && named_practices.length === 0 &&
    subjectConcepts.length === 0 && references.length === 0 &&
    /^(?:(?:ok(?:ay)?|so|say|well|right|alright)[,.]?\s+)*(?:say |if |so )?i (?:want|wanna|'d like|would like|decide|decided) to (?:start|begin|try(?: it| this| that)?)\b(?! (?:a|an|the|my|to|going|working|school|college|university|uni|dating|therapy)\b)/i
      .test(message.trim());
  const beginnerSteps = previous?.topic && (startWished || !ownSubject && found.length === 0 &&
      (/\bwhat (?:would|should|could|can|do) (?:i|we) (?:even |actually )?do\b|\bwhere (?:do|would|should) (?:i|we) (?:even )?(?:start|begin)\b|\bas a beginner\b/i
        .test(message) ||
        /^(?:concept|reference):/.test(previous.topic) && named_practices.length === 0 && asksForSteps(message) &&
          message.split(/\s+/).length <= 5));
  const followUpOfPrevious = explicit || toldAfresh || voicedSubject
    ? null
    : quotedFromChapter(message, previous, deps) ?? wordOfTheVerse(message, previous, deps) ??
      bestKnownVerse(message, previous, deps) ??
      followUpOf(message, previous, ownSubject, namedSubject) ??
      (toldOwn ? null : storyQuestion(message, previous, deps)) ??
      (inItsWords || ofThePerson ? { mode: "ask" } : null) ??
      (beginnerSteps ? { mode: "steps" } : null) ??
      // "Now make it for a kid" after steps: the steps again, made over.
      (redoAsked.test(message) && previous?.topic?.startsWith("practice:") ? { mode: "steps" } : null) ??
      // "Anything I can do on the plane" after a fear of flying: steps for what was told.
      (stillTelling ? (asksForSteps(message) ? { mode: "steps" } : { mode: "more" }) : null);
  // "Why did the priest pass by?" after the Good Samaritan and then "who were the Samaritans?": a question in the words
  // of the story told a turn before an aside is about that story.
  const storyBefore = followUpOfPrevious || explicit || ownSubject || !previous ||
      !["general", "concept", "fact"].includes(previous.kind ?? "")
    ? null
    : previousReply(history.slice(0, -2));
  const storyFollowed = storyBefore ? storyQuestion(message, storyBefore, deps) : null;
  // "Why didn't the priest stop?": why someone in it did what they did asks what the story means.
  const followUp = followUpOfPrevious ??
    (storyFollowed?.mode === "part" || storyFollowed?.mode === "ask" && /^why\b/i.test(message.trim())
      ? storyFollowed
      : null);
  const followed = followUp && followUp === storyFollowed ? storyBefore : previous;
  // A short question naming nothing, in a conversation that has a subject, is no request from outside the guide's
  // purpose ("do I need a teacher?" after Buddhism).
  const withinConversation = previous?.topic != null && previous.kind !== "out-of-scope" &&
    (questionOpening.test(message.trim()) || /\?\s*$/.test(message)) && message.split(/\s+/).length <= 10;
  // "What does Paul say about women?": a subject asked of one book or writer of ours.
  const writerAsked = bookAsked(message, bookNames(deps.knowledge));
  const scopeSignals = {
    // "What does Paul say about women?" asks one of our writers: whatever the subject, it is asked of what we hold.
    named: references.length + concepts.length + people.length + books.length + named_practices.length +
      (writerAsked ? 1 : 0),
    references: references.length,
    situations: found.length,
    feeling: personal && (found.length > 0 || feelingWords.test(message)),
    // Steps asked after a hard thing told ("can u give me steps for tomorrow morning so i dont spiral") are for it.
    followUp: followUp !== null || withinConversation ||
      (previous?.topic != null && previous.kind !== "out-of-scope" &&
        (asksForSteps(message) || redoAsked.test(message))) ||
      (previous !== null && /\bmean(?:s|ing|t)?\b/i.test(message)) || wordOfTheReply(message, history),
    // Words of a verse asked about ("what does thy rod and thy staff mean") are scripture's, whatever else they name.
    // So are the King James' own forms ("where does whither thou goest come from").
    knownWord: [...stemsOf(message)].some(deps.distinctive) || deps.topicNamed(subjectAsked(message) ?? "") ||
      deps.scriptureWords(wordAsked(message) ?? "") || deps.verseWith(recalledSaying(message)?.words ?? "") !== null ||
      writtenWords(message).some((word) => kingJamesForms.has(word)),
    scriptureName: [...stemsOf(message)].some(deps.biblicalName),
    ownHabit: habitToChange.test(message),
    // "How can I be kinder to myself?": steps a practice of ours clearly answers are the guide's own work.
    practiceFits: asksForSteps(message) && bestPractice(deps.knowledge.practices.all, message, null, 4) !== null,
  };
  // "Make me a plan to read all 28 lotus sutra chapters this month" is the guide's own work, whatever task it sounds like.
  const readingPlan = readingPlanAsked(message, deps.books) ??
    planPaceAsked(message, history.findLast((turn) => turn.role === "user")?.content, deps.books);
  const scope = readingPlan
    ? null
    : outOfScopeOf(message, scopeSignals) ?? pressedAgain(message, previous?.topic ?? null, scopeSignals);
  // "I want to start meditating": a practice of ours that fits what the visitor wishes to take up is as good as named;
  // so is one that fits a way asked for ("help me prepare for confession").
  const wished = named_practices.length === 0 && (beginningWished.test(message.trim()) || wayAsked.test(message)) &&
    bestPractice(deps.knowledge.practices.all, message, null, 5) !== null;
  // "Help me make a plan to read the four gospels in a month" asks for the plan, whatever fact its words hold.
  const planWanted = asksForSteps(message) && planAsked.test(message);
  const direct = bibleFact && !missing && !planWanted ? "fact" : requestKind(message, {
    references: references.length,
    concepts: concepts.length,
    conceptsIn: (sentence) =>
      concepts.filter((entry) =>
        [entry.term, ...entry.aliases].some((name) => mentions(foldForMatching(sentence), foldForMatching(name)))
      ).length,
    people: people.length,
    practices: named_practices.length + (wished ? 1 : 0),
    books: books.length,
    missing: missing !== null,
    outOfScope: scope !== null,
    outOfScopeSubject: scope !== null && isNamedSubject(scope),
    situations: found.length,
    personal,
    hasPrevious: previous !== null,
    crossTradition: new Set(
      [...concepts, ...people].map((entry) => entry.tradition).filter((name) =>
        name === "christian" || name === "buddhist"
      ),
    ).size === 2,
    // A teaching both traditions share ("prayer and chanting") is set out side by side as a comparison is. After the
    // guide declined to rank them ("is Buddhism better than Christianity?"), "which one should I choose" asks the same.
    afterComparison: previous?.kind === "comparison" || previous?.kind === "identity" ||
      (() => {
        const earlier = previousEntry(previous?.topic ?? null, deps);
        return earlier?.kind === "concept" && earlier.entry.tradition === "shared";
      })(),
  });
  // Greetings, thanks, questions about the guide and requests it cannot serve are what they are, follow-up or not.
  const pointed = followUp?.mode === "passage" || followUp?.mode === "part";
  const standing = ["greeting", "thanks", "identity", "out-of-scope", "not-in-library"].includes(direct) &&
    !(pointed && ["identity", "out-of-scope"].includes(direct));
  // "How is that different from God?" after the Mystic Law: the previous teaching set beside the one now named.
  const setBeside = comparedBack.test(message) && !standing ? previousEntry(previous?.topic ?? null, deps) : null;
  const beside = setBeside && (concepts.length + people.length > 0) &&
      ![...concepts, ...people].some((entry) => entry.id === setBeside.entry.id)
    ? setBeside
    : null;
  // Across the traditions it is a comparison; within one, two teachings told apart ("is that the same as confession?").
  const across = beside && [beside.entry, ...concepts, ...people].some((entry) => entry.tradition === "buddhist") &&
    [beside.entry, ...concepts, ...people].some((entry) => entry.tradition !== "buddhist");
  // "Can you give an example from the Gospels?" after grace: the teaching or person just discussed, asked of one book.
  const exampleScope = standing || !previous ? null : exampleAskedIn(message, bookNames(deps.knowledge));
  const exampleOf = exampleScope ? previousEntry(previous?.topic ?? null, deps) : null;
  const asked = questionOpening.test(message.trim()) || /\?\s*$/.test(message);
  // A well-known fact asked ("what's the first thing Jesus said in the Gospels") is no wish to start reading them;
  // where to start, or in what order, is ("which chapters in what order" is no count of chapters).
  const startReading = standing || (ownFact && !startAsked.test(message))
    ? null
    : readingStart(message, previous, deps);
  // "My mind won't stop racing" after steps for meditation, "I keep falling asleep when I pray": a difficulty of
  // practice, when a practice is in view and nothing harder is told with it or just before.
  const troubleFound = standing || references.length + people.length > 0
    ? null
    : troubleIn(message, deps.knowledge.troubles);
  const situationBefore = situations.find((situation) => `situation:${situation.id}` === previous?.topic);
  // Told with a setting of life ("I can't focus at work") it is met there, not in the practice.
  // "kind of embarrassing but i've never read the bible, can u give me a simple plan": a plan asked for is the request.
  const trouble = troubleFound && (given || practiceActivity.test(message)) && !practiceRequested.test(message) &&
      !planAsked.test(message) &&
      !(situationBefore && !situationBefore.context && !practiceThemes.has(situationBefore.id)) &&
      situationsIn(troubleFound.rest).every((situation) =>
        situation.id === "prayer" || practiceThemes.has(situation.id)
      )
    ? troubleFound.trouble
    : null;
  // "I have diabetes, can I fast?", "I'm diabetic though" after steps for a fast: whether it is safe comes first.
  const condition = standing ? null : conditionNamed(message, deps.knowledge.conditions);
  const atRisk = condition
    ? practiceAtRisk(
      message,
      [...(given ? [given] : []), ...named_practices],
      deps.knowledge.practices.all,
      deps.knowledge.conditions,
    )
    : null;
  const caution = condition && atRisk ? { condition, practice: atRisk } : null;
  const kind: RequestKind = readingPlan
    ? "steps"
    : standing
    ? direct
    : caution || trouble || startReading
    ? "steps"
    : exampleOf || (lostToSuicide && asked)
    ? "concept"
    : beside
    ? (across ? "comparison" : "concept")
    : followUp
    ? (previous?.kind === "identity" && followUp.mode === "ask" && words.length <= 2 ? "identity" : "follow-up")
    : direct;
  // Steps asked for "it" ("my kids are 6 and 9. how do i help them through it?") are for the hard thing told just before.
  const lastTold = history.findLast((turn) => turn.role === "user")?.content;
  // So are steps asked with no subject of their own ("how do I get the feeling back" after "it feels mechanical").
  const nothingOwn = references.length + subjectConcepts.length + people.length + named_practices.length === 0;
  // When the last thing told only sets the scene ("it's always about money"), the situation the conversation is about
  // (the fighting told before it) is what the steps are for.
  const ongoing = situations.find((situation) => `situation:${situation.id}` === previous?.topic);
  // A feeling had "about it" ("how do I stop worrying about it") is had about the hard thing told before: its
  // practices come first.
  const aboutThat = /\b(?:about|over) (?:it|this|that|all (?:this|that))\b/i.test(message);
  // "How do I keep going?" after a death told: the way through that, though "keep going" is also patience's word.
  const throughIt = ongoing !== undefined && !ongoing.context && !lifeThemes.has(ongoing.id) && nothingOwn &&
    found.every((situation) => situation.context || lifeThemes.has(situation.id));
  const carriedOver = kind === "steps" && lastTold &&
      (aboutThat || throughIt ||
        !found.some((situation) => !situation.context) && (/\b(?:it|this|that)\b/i.test(message) || nothingOwn))
    ? (() => {
      const told = situationsIn(lastTold).filter((situation) => !situation.context);
      return told.length > 0 ? told : ongoing ? [ongoing] : [];
    })()
    : [];
  // A death told ("my nana died tuesday... i keep picking up my phone to call her") is met with the practices chosen
  // for mourning, not one a phrase of it names (the phone habit).
  // So is a prayer asked for the one who died ("my lola died last month... how can i pray for her"): not a prayer for
  // someone's healing.
  const forTheDead = kind === "steps" && /\bpray(?:ing)?\b[^.?!]{0,20}\bfor (?:her|him|them)\b/i.test(message);
  const mourning = (kind === "feeling" || forTheDead) && named_practices.length === 0
    ? found.find((situation) => situation.weighty?.test(message))
    : undefined;
  const forMourning = (mourning?.practices ?? []).map((id) => deps.knowledge.practices.get(id))
    .filter((practice) => practice !== undefined).slice(0, 1);
  // "How can I be like him at my job?" after Bodhisattva Never Disparaging: the practice named for the one just discussed.
  const emulated = kind === "steps" && named_practices.length === 0 &&
    /\blike (?:him|her|them)\b|\b(?:what|as) (?:he|she|they) did\b|\b(?:his|her|their) example\b|\b(?:do|practi[cs]e|try|live) (?:that|this)\b/i
      .test(message);
  const figure = emulated ? deps.knowledge.people.get(topicId(previous?.topic ?? null, "person") ?? "") : undefined;
  // Or the chapter named for the figure ("Chapter 20: The Bodhisattva Never Disparaging").
  const figureNames = figure
    ? [figure.name, ...figure.aliases].join(" ; ")
    : emulated
    ? topicId(previous?.topic ?? null, "reference")
    : null;
  const modelled = figureNames ? deps.knowledge.practices.find(figureNames) : [];
  const practices = startReading
    ? [startReading]
    : modelled.length > 0
    ? modelled.slice(0, 1)
    : caution
    ? [caution.practice]
    : trouble && given
    ? [given]
    : forMourning.length > 0
    ? forMourning
    : named_practices.length > 0 || !["steps", "feeling"].includes(kind)
    ? named_practices
    : practicesFitting(
      (among, minimum) =>
        bestPractice(
          among,
          // "My church says it's a sin" confesses nothing: no practice of confession for it.
          message.replace(sinFrame, "is it wrong"),
          // "One practice that fits both" traditions is one they share.
          bothAsked.test(message)
            ? "shared"
            : buddhistWords.test(message)
            ? "buddhist"
            : christianWords.test(message)
            ? "christian"
            : null,
          // Offered unasked, or for a situation the visitor describes ("a coworker who takes credit for my work"), a
          // practice must fit clearly: a breath prayer is no answer to that just because it is for "at work".
          Math.max(minimum, kind === "feeling" ? 2 : found.some((situation) => !situation.context) ? 3 : 0),
          (aboutThat || throughIt ? [...carriedOver, ...found] : [...found, ...carriedOver]).flatMap((situation) =>
            situation.practices ?? []
          ),
        ),
      deps.knowledge.practices.all,
      kind === "steps" && severalAsked.test(message),
    );
  // "He tried to kill the Buddha and he still gets a prophecy?" after Devadatta: "he" is still the one just discussed,
  // and the one named is whom he acted on.
  const before = deps.knowledge.people.get(topicId(previous?.topic ?? null, "person") ?? "");
  const stillAbout =
    before && people.length > 0 && !people.includes(before) && /^[^.?!]{0,40}\b(?:he|she)\b/i.test(message) &&
      !people.some((person) => new RegExp(`^[^.?!]{0,30}\\b${person.name}\\b`, "i").test(message))
      ? before
      : undefined;
  const analysis: TurnAnalysis = {
    kind,
    followUp: kind === "follow-up" ? followUp : null,
    previous: followed,
    references,
    // An example asked for from a book is about the teaching or person before, not the book ("the Gospels").
    concepts: beside?.kind === "concept"
      ? [beside.entry, ...concepts]
      : exampleOf
      ? (exampleOf.kind === "concept" ? [exampleOf.entry] : [])
      : concepts,
    people: beside?.kind === "person"
      ? [beside.entry, ...people]
      : exampleOf?.kind === "person"
      ? [exampleOf.entry]
      : stillAbout
      ? [stillAbout, ...people]
      : people,
    books,
    practices,
    // Asked after a death by suicide, the settings of life it names ("my friend") choose no passages of their own.
    // An answer written for one question (askedOnly) stands alone: no situation its words name adds passages.
    situations: (lostToSuicide || concepts[0]?.askedOnly) && kind === "concept" ? [] : found,
    missing,
    outOfScope: scope,
    tradition,
    personal,
    when: [...new Set((message.match(whenWords) ?? []).map((word) => word.toLowerCase()))],
    words,
    text: message,
    topic: null,
    bibleFact,
    bookAsked: writerAsked ??
      (exampleScope && exampleOf
        ? { scope: exampleScope, subject: exampleOf.kind === "person" ? exampleOf.entry.name : exampleOf.entry.term }
        : null),
    trouble: caution ? null : trouble,
    echoed: kind === "concept" ? echoedVerse(message, concepts, deps) : null,
    caution,
    readingPlan,
    relative,
    studyTask: studied !== null,
    earlier: null,
  };
  const lastAsked = kind === "follow-up" && !following ? history.findLastIndex((turn) => turn.role === "user") : -1;
  const analysedAt = (index: number) => analyseTurn(history[index].content, history.slice(0, index), deps, true);
  let earlier = lastAsked >= 0 ? analysedAt(lastAsked) : null;
  const subjectTold = lastAsked >= 0 ? toldBefore(history, lastAsked) : -1;
  // "Any verse for that", then "something to do right now": the subject is what was told before the first follow-up.
  if (earlier && subjectTold >= 0 && !ownSubjectIn(earlier)) earlier = analysedAt(subjectTold);
  // "My grandmother is in hospice", "how do I say goodbye", then "what can I read to her": a question that named no
  // subject of its own went on with the one told just before it.
  const toldFirst = earlier && !ownSubjectIn(earlier) && subjectTold < 0
    ? history.findLastIndex((turn, at) => at < lastAsked && turn.role === "user")
    : -1;
  if (toldFirst >= 0) {
    const told = analysedAt(toldFirst);
    if (told.situations.length > 0) earlier = told;
  }
  return { ...analysis, topic: topicOf(analysis, deps), earlier };
}

/** "Is karma the same as reaping what you sow?": the saying a teaching is set beside, when a Bible verse holds it. */
const likenedTo =
  /\b(?:the same (?:thing )?as|same as|similar to|related to|compared (?:to|with)|equivalent (?:of|to)|version of|like)\s+["“']?([^"”?]+)/i;
function echoedVerse(message: string, concepts: readonly GlossaryEntry[], deps: AnalyseDeps): string | null {
  const saying = likenedTo.exec(message)?.[1];
  if (!saying || concepts.some((entry) => [entry.term, ...entry.aliases].some((name) => mentions(saying, name)))) {
    return null;
  }
  const verse = deps.verseWith(saying);
  return verse ? deps.label(verse) : null;
}

/**
 * When the visitor's turn at `index` followed up the subject of the turn before it, that earlier turn, which told the
 * subject; else -1.
 */
function toldBefore(history: readonly ChatTurn[], index: number): number {
  const topic = history[index + 1]?.about?.topic;
  if (history[index + 1]?.about?.kind !== "follow-up" || !topic) return -1;
  const before = history.findLastIndex((turn, at) => at < index && turn.role === "user");
  return before >= 0 && history[before + 1]?.about?.topic === topic ? before : -1;
}

/**
 * Whether the words that name a practice are part of a longer phrase telling a situation with practices of its own:
 * "when I'm angry" of *a practice for anger* within "when I'm angry at God", whose practice is a prayer of lament.
 */
function saidMoreOf(practice: Practice, message: string, situations: readonly Situation[]): boolean {
  const text = message.toLowerCase();
  const spans = [practice.name, ...practice.aliases].flatMap((name) => {
    const at = text.indexOf(name.toLowerCase());
    return at < 0 ? [] : [[at, at + name.length] as const];
  });
  return spans.length > 0 &&
    spans.every(([start, end]) =>
      situations.some((situation) =>
        (situation.practices?.length ?? 0) > 0 && !situation.practices!.includes(practice.id) &&
        [...text.matchAll(new RegExp(situation.words.source, "gi"))].some((match) => {
          const from = match.index;
          const to = from + match[0].length;
          return from < end && to > start && (from < start || to > end);
        })
      )
    );
}

/** Whether a turn names a subject of its own ("how does that apply to someone who feels worthless"). */
function ownSubjectIn(analysis: TurnAnalysis): boolean {
  return analysis.situations.length + analysis.concepts.length + analysis.people.length + analysis.references.length >
    0;
}

/** Where to begin, or in what order, asked in so many words. */
const startAsked =
  /\bwhere (?:do|should|can|would) (?:i|we|one|you|a beginner) (?:even )?(?:start|begin)\b|\bwhere to (?:start|begin)\b|\b(?:what|which) order\b/i;
/** "Where should a beginner start", "which chapter should I read first": where to begin reading something. */
const readingBeginAsked =
  /\b(?:where|which|what)\b[^?.!]{0,60}\b(?:start|begin|first)\b|\b(?:start|begin)(?:ning)? (?:with|reading|from)\b/i;
const readingWords =
  /\b(?:read|reading|chapters?|books?|gosho|letters?|writings?|sutra|bible|scriptures?|gospels?|testament|it|one)\b/i;
/** The works a reading practice is written for, as a message names them and as a subject's id is written. */
const works: ReadonlyArray<{ named: RegExp; topic: RegExp; practice: string }> = [
  {
    named: /\bgosho\b|\bnichiren'?s? (?:writings|letters)\b|\b(?:letters|writings) of nichiren\b/i,
    // Nichiren himself: his writings are what one reads of him.
    topic: /^(?:concept:gosho|reference:Gosho|person:nichiren$)/,
    practice: "studying-a-gosho",
  },
  {
    named: /\blotus\b|\bsutra\b/i,
    topic: /^(?:concept:lotus-sutra|reference:Lotus Sutra)/,
    practice: "reading-the-lotus-sutra",
  },
  {
    named: /\b(?:bible|scriptures?|new testament|old testament|gospels)\b/i,
    topic: /^concept:(?:the-bible|gospel)$/,
    practice: "bible-reading-plan-for-beginners",
  },
];

/** The practices that say where to begin reading a work. */
export const readingPracticeIds: ReadonlySet<string> = new Set(works.map((work) => work.practice));

/**
 * Where to begin reading the Bible, the Lotus Sutra or Nichiren's writings, asked of the work named or of the one the
 * conversation is about ("which chapter should I read first" after the Lotus Sutra): its reading practice.
 */
function readingStart(message: string, previous: PreviousReply | null, deps: AnalyseDeps): Practice | null {
  // "Which is the first chapter?" asks which one comes first, not where to begin reading.
  if (
    !readingBeginAsked.test(message) || !readingWords.test(message) || /\b(?:is|was|are) the first\b/i.test(message)
  ) {
    return null;
  }
  const work = works.find((candidate) => candidate.named.test(message)) ??
    works.find((candidate) => candidate.topic.test(previous?.topic ?? ""));
  if (work) return deps.knowledge.practices.get(work.practice) ?? null;
  // "What should I read first?" after a prayer or chanting practice: reading in that practice's tradition; after a
  // reading practice, its own first step answers (a follow-up).
  const given = deps.knowledge.practices.get(topicId(previous?.topic ?? null, "practice") ?? "");
  // "Which passage should I try it with first?" after lectio divina asks of the practice, not for a reading plan.
  if (!given || readingPracticeIds.has(given.id) || !/\bread\b/i.test(message)) return null;
  const own = given.tradition === "christian"
    ? "bible-reading-plan-for-beginners"
    : given.tradition === "buddhist"
    ? "reading-the-lotus-sutra"
    : null;
  return own ? deps.knowledge.practices.get(own) ?? null : null;
}

/** The one thing this turn is about, for the next turn to follow up on. */
function topicOf(analysis: TurnAnalysis, deps: AnalyseDeps): string | null {
  if (analysis.kind === "follow-up" && analysis.previous?.topic) {
    if (analysis.followUp?.mode === "passage") return `reference:${analysis.followUp.reference}`;
    // "Did he have a sister too?": the conversation turns to the relative asked after.
    if (analysis.followUp?.mode === "ask" && analysis.relative) return `person:${analysis.relative.id}`;
    return analysis.previous.topic;
  }
  if (analysis.kind === "steps" && analysis.practices[0]) return `practice:${analysis.practices[0].id}`;
  // "Who betrayed Jesus?" is answered by Judas: "how much did he get paid" asks of him, not of Jesus.
  const fact = analysis.kind === "fact" && /^(?:who|whom)\b/i.test(analysis.text.trim()) ? analysis.bibleFact : null;
  // The one the answer opens with is the one it names; a name later in it is said in passing. Of two called the same
  // ("Saul" the king, and Paul), the one whose story is in the fact's book.
  const opening = fact?.answer.toLowerCase() ?? "";
  const opens = (person: Person) =>
    [person.name, person.name.split(",")[0], ...person.aliases].some((name) =>
      new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`, "i").test(opening)
    );
  const factBooks = new Set(fact?.passages.map((reference) => reference.replace(/ \d.*$/, "")) ?? []);
  const inTheStory = (person: Person) =>
    person.passages.some((reference) => factBooks.has(reference.replace(/ \d.*$/, "")));
  // Someone the question names is not its answer ("who did Jesus raise?"), unless named only by what the answer is
  // ("the first king of Israel", Saul).
  const namedInIt = (person: Person) =>
    analysis.people.includes(person) && new RegExp(`\\b${person.name.split(/[ ,]/)[0]}\\b`, "i").test(analysis.text);
  const answering = fact
    ? deps.knowledge.people.find(fact.answer).filter((person) => !namedInIt(person) && opens(person))
    : [];
  const answeredBy = answering.find(inTheStory) ?? answering[0];
  if (answeredBy) return `person:${answeredBy.id}`;
  // A request declined is remembered, so pressing it again is declined again (scope.ts pressedAgain).
  if (analysis.kind === "out-of-scope" && analysis.outOfScope) return `scope:${analysis.outOfScope.id}`;
  // "Thanks, that helps" leaves the conversation where it was: what comes next still continues it.
  if (analysis.kind === "thanks" && analysis.previous?.topic) return analysis.previous.topic;
  // A feeling is what the conversation is about, not the practice suggested for it.
  // Mixed news ("I'm pregnant and scared") is about where it hurts, as its reply was.
  const hurt = analysis.situations.find((situation) => !situation.glad && !situation.context);
  if (analysis.kind === "feeling" && analysis.situations[0]) return `situation:${(hurt ?? analysis.situations[0]).id}`;
  if (analysis.references[0]) return `reference:${deps.label(analysis.references[0])}`;
  // "Who was Peter? like the disciple": the person asked after, whatever teaching the words that place them name.
  const whoAsked = analysis.kind === "fact"
    ? analysis.people.find((person) => asksWhoTheyAre(analysis.text, person))
    : undefined;
  if (whoAsked) return `person:${whoAsked.id}`;
  if (analysis.concepts[0]) return `concept:${analysis.concepts[0].id}`;
  if (analysis.people[0]) return `person:${analysis.people[0].id}`;
  if (analysis.practices[0]) return `practice:${analysis.practices[0].id}`;
  if (analysis.situations[0]) return `situation:${analysis.situations[0].id}`;
  if (analysis.books[0]) return `book:${analysis.books[0].number}`;
  // "Did Nichiren ever write to someone who was sick?" after a mother's cancer: still about illness.
  const asked = analysis.bookAsked ? situationsOfSubject(analysis.bookAsked) : [];
  if (asked[0] && !asked[0].context) return `situation:${asked[0].id}`;
  return analysis.words.length ? `words:${analysis.words.slice(0, 6).join(" ")}` : null;
}
