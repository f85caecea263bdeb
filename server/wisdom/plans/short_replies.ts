import { type Passage, personaName } from "../engine.ts";
import { unheldSubject } from "./unheld_subject.ts";
import { verseHolding } from "./recalled_saying.ts";
import { fill } from "../phrasing.ts";
import { askedConceptPlan, conceptPlan } from "./concept.ts";
import { explainPlan } from "./explain.ts";
import { bareChapter } from "../understanding/visitor_references.ts";
import { factPlan, naveAnswer, notesAnswer } from "./fact.ts";
import { feelingPlan, spokenToThem } from "./feeling.ts";
import { askedOfTheGuide, religionsRanked } from "../understanding/request_kind.ts";
import { firstSentences } from "./answer_sentences.ts";
import { modernQuote, shown } from "./passage_view.ts";
import { listed, mentions, nameInSentence, type PlanContext, spanOf } from "./plan_context.ts";
import { frameConcepts } from "../understanding/analyse_turn.ts";
import { quotedPhrase } from "../understanding/asked_subject.ts";
import { questionStems, stemsOf } from "./relevance.ts";
import { knownPhrasePassages, quotedPassages, sharesAWord, subjectPassages } from "./subject_passages.ts";

/**
 * The short answers (ISSUE 17): greetings and thanks, who the guide is, a request outside its
 * purpose declined in one sentence, and a text the library does not hold named plainly with the
 * closest thing it does hold.
 */
export function greetingPlan(context: PlanContext): string[] {
  const { choose } = context;
  const mirror = mirrored(context.message);
  const opening = mirror
    ? `${mirror} ${choose.pick(choose.phrases.greetingIntro, "greeting")}`
    : choose.pick(choose.phrases.greeting, "greeting");
  return [opening, choose.pick(choose.phrases.greetingOffer, "offer")];
}

/**
 * A greeting answered in kind: "Peace be with you" with "And also with you", "Namaste" with "Namaste",
 * "Blessings to you!" with "And blessings to you."
 */
function mirrored(message: string): string | null {
  const text = message.trim().toLowerCase();
  if (/^peace be (?:with|unto|upon) you/.test(text)) return "And also with you.";
  if (/^(?:as-?)?salaa?m(?:u|o)? ?(?:alaikum|alaykum|aleikum)\b|^salaa?m\b/.test(text)) return "And peace be upon you.";
  if (/^nam[- ]?myoho[- ]?renge[- ]?kyo/.test(text)) return "Nam-myoho-renge-kyo.";
  if (/^(?:many |warm )?blessings\b/.test(text)) return "And blessings to you.";
  const echoed = /^(namaste|shalom|good (?:morning|afternoon|evening|day)|hola|bonjour)\b/.exec(text)?.[1];
  return echoed ? `${echoed.charAt(0).toUpperCase()}${echoed.slice(1)}.` : null;
}

/**
 * "Help", "what do I do?", "please help me": a plea with nothing yet told. The guide asks what is happening, rather than
 * guessing with verses about the word "help" or declining a question it could not read.
 */
export const openPlea =
  /^(?:(?:please|pls|plz|someone|somebody|anyone|god|lord|so|ok|okay|um+|hey|hi|hello)[,!.]?\s+)*(?:help(?: me)?(?:,? (?:please|pls|plz))?|i need (?:some )?help|i need you|(?:what|wat) (?:do|should|can) i do(?: now| next| about (?:it|this|that|all this|any of this))?|what now|now what|i'?m (?:so )?lost|what (?:do|should) i do now)[\s!.?]*$/i;

export function openPleaPlan(context: PlanContext): string[] {
  const { choose } = context;
  return [choose.pick(choose.phrases.openPlea, "plea"), choose.pick(choose.phrases.openPleaOffer, "pleaOffer")];
}

/** "Where should I start?": a few real starting points in the library, and an invitation. */
export function startPlan(context: PlanContext): string[] {
  const { library, choose } = context;
  const openings = ["Psalms 23", "Lotus Sutra, Chapter 16", "Gosho: Winter Always Turns to Spring", "Matthew 5:3-12"]
    .map((reference) => library.passage(reference)).filter((passage) => passage !== null);
  const names = openings.map((passage) => `*${passage.reference.replace(/:1-\d+$/, "")}*`);
  return [
    fill(choose.pick(choose.phrases.startOpen, "start"), { library: library.description }),
    `Good places to begin: ${listed(names)}.`,
    choose.pick(choose.phrases.greetingOffer, "offer"),
  ];
}

export function thanksPlan(context: PlanContext): string[] {
  const { choose, message } = context;
  const goodbye = /\b(?:bye|goodbye|good ?night|see you|farewell|take care)\b/i.test(message);
  return [
    `${choose.pick(choose.phrases.thanks, "thanks")} ${
      goodbye ? choose.pick(choose.phrases.goodbye, "bye") : "Ask again whenever you like."
    }`,
  ];
}

const textAsked =
  /\b(?:verses?|passages?|psalms?|chapters?|books?|parables?|stor(?:y|ies)|scriptures?|bible|gosho|letters?|sutras?|teachings?|quotes?|saints?|prayers?|hymns?|lines?|disciples?|prophets?|figures?|bless\w*|apostles?|gospels?|writings?)\b/i;

export function identityPlan(context: PlanContext): string[] {
  const { choose, message, library } = context;
  const topic = choose.phrases.identityTopics.find((entry) => new RegExp(`\\b(?:${entry.asks})\\b`, "i").test(message));
  const described = { library: library.description, persona: personaName };
  // "What's your favourite colour?": no favourites, and no verse offered for a question that is not about the texts.
  if (topic?.asks.includes("favou?rite") && !textAsked.test(message)) {
    return [firstSentences(topic.answer, 1), choose.pick(choose.phrases.greetingOffer, "offer")];
  }
  // "Is this going to try to convert me to Buddhism?": the answer is the whole of it, with no teaching on Buddhism after.
  if (topic?.alone) return [fill(topic.answer, described), choose.pick(choose.phrases.greetingOffer, "offer")];
  const paragraphs = [
    topic
      ? fill(topic.answer, described)
      : `${choose.pick(choose.phrases.identity, "identity")} ${
        fill(choose.pick(choose.phrases.identityLibrary, "library"), described)
      }`,
  ];
  // A blessing asked for, a favourite verse: one of the passages the answer offers, in the tradition asked about.
  const offered = (topic?.passages ?? [])
    .map((reference) => library.passage(reference)).filter((passage) => passage !== null)
    .filter((passage) =>
      !context.analysis.tradition || (passage.source === "bible") === (context.analysis.tradition === "christian")
    );
  // "A favourite chapter of the Lotus Sutra" is one of its chapters, "a favourite verse" a verse.
  const source = /\blotus\b|\bsutra\b/i.test(message)
    ? "lotus"
    : /\bgosho\b|\bletters?\b|\bnichiren\b/i.test(message)
    ? "gosho"
    : /\bverses?\b|\bpsalms?\b|\bbible\b/i.test(message)
    ? "bible"
    : null;
  // "Your favourite psalm" is a psalm.
  const ofThatKind = offered.filter((passage) =>
    passage.source === source && (!/\bpsalms?\b/i.test(message) || passage.reference.startsWith("Psalms "))
  );
  const fitting = ofThatKind.length > 0 ? ofThatKind : offered;
  if (fitting.length > 0) {
    const fresh = fitting.filter((passage) => !context.citedBefore.has(passage.reference));
    paragraphs.push(shown(choose.pick(fresh.length > 0 ? fresh : fitting, "offered"), context));
  }
  const rolePlay =
    /\b(?:pretend|act|speak|talk|answer|reply|respond|role ?play|roleplay|you are now|be my|be (?:jesus|nichiren|the buddha|god|kannon|guanyin|mary))\b/i
      .test(message);
  if (rolePlay) paragraphs.push(choose.pick(choose.phrases.noRolePlay, "role"), ...recordedWords(context));
  // "What's the best religion?": what each tradition holds of the others, in its own terms, and no verse for one side.
  const others = religionsRanked.test(message) ? library.knowledge.glossary.get("other-religions") : undefined;
  if (others) {
    return [...paragraphs, firstSentences(others.definition, 2), choose.pick(choose.phrases.greetingOffer, "offer")];
  }
  // What they asked the figure for is still answered, from the texts, in the guide's own voice.
  const subject = subjectAnswer(context, topic !== undefined);
  if (subject.length > 0) return [...paragraphs, ...subject];
  paragraphs.push(choose.pick(choose.phrases.greetingOffer, "offer"));
  return paragraphs;
}

/** Books whose words are recorded as a figure's own: the four Gospels for Jesus, the whole Bible for God. */
const recordedIn: Record<string, (bookId: number) => boolean> = {
  jesus: (bookId) => bookId >= 40 && bookId <= 43,
  god: () => true,
};

/**
 * "Speak as Jesus and tell me my sins are forgiven": the guide will not voice him, but shows where
 * the texts record him saying what was asked for, when they do ("Thy sins are forgiven", Luke 7:48).
 */
function recordedWords(context: PlanContext): string[] {
  const { library, message } = context;
  const asked = /\b(?:tell|say to|remind|assure) me (?:that )?([^.?!]{6,80})/i.exec(message)?.[1];
  const figure = /\b(?:jesus|christ)\b/i.test(message) ? "jesus" : /\bgod\b/i.test(message) ? "god" : null;
  if (!asked || !figure) return [];
  // One word in common ("loved") is any verse about love: what was asked must be there in two words at least.
  const wanted = stemsOf(asked);
  if (wanted.size < 2) return [];
  const holds = (text: string) => {
    const own = stemsOf(text);
    return [...wanted].every((stem) => own.has(stem));
  };
  const found = library.search(asked, ["bible"], 60).map((hit) => library.passage(hit.reference))
    .filter((passage) => passage !== null && holds(passage.text))
    .filter((passage) => library.verses(passage!.reference).every((verse) => recordedIn[figure](verse.bookId)))
    .sort((left, right) => left!.text.length - right!.text.length)[0];
  if (!found) return [];
  const where = figure === "jesus" ? "The Gospels record him saying it" : "Scripture records it";
  return [`${where}, in words you can read for yourself: ${shown(found, context, 1)}`];
}

/** The subject a message names besides the guide itself: the passage, person, concept or situation. */
function subjectAnswer(context: PlanContext, answered: boolean): string[] {
  const { analysis, library } = context;
  if (analysis.references[0]) return explainPlan(context, analysis.references[0]);
  // "Can you pray for my mom? She has surgery tomorrow": what they carry comes before any teaching on prayer,
  // and the words that ask the guide ("pray") are not what they carry.
  const asked = spanOf(askedOfTheGuide, context.message);
  const carried = analysis.situations.filter((situation) => {
    if (situation.context) return false;
    const found = spanOf(situation.words, context.message);
    return !(asked && found && found.start >= asked.start && found.start < asked.end);
  });
  if (analysis.personal && carried.length > 0) {
    return feelingPlan({ ...context, analysis: { ...analysis, situations: carried } });
  }
  if (analysis.people.some((person) => !/^(?:jesus|shakyamuni|nichiren|god)$/i.test(person.id))) {
    return factPlan({
      ...context,
      analysis: {
        ...analysis,
        people: analysis.people.filter((person) => !/^(?:jesus|shakyamuni|nichiren|god)$/i.test(person.id)),
      },
    });
  }
  // Asked to pray for them, the guide does not then teach what prayer is; asked what it believes, what faith is.
  const askedWords = asked === null ? "" : context.message.slice(asked.start, asked.end);
  const prayerAsked = /\b(?:pray|chant)\b/i.test(askedWords);
  const beliefAsked = /\bbeliev/i.test(askedWords);
  const concept = analysis.concepts.find((entry) =>
    !["god", "buddha", "bodhisattva", "christ-consciousness"].includes(entry.id) &&
    !(prayerAsked && ["prayer", "prayer-and-chanting", "daimoku"].includes(entry.id)) &&
    !(beliefAsked && entry.id === "faith")
  );
  if (concept) return conceptPlan(context, concept);
  // Asked to pray, and telling nothing else, they have been given words to pray already.
  if (analysis.situations.length > 0 && !(prayerAsked && carried.length === 0)) {
    return subjectPassages(context, analysis.tradition === "buddhist" ? "buddhist" : "christian", 2, { comfort: true })
      .map((passage) => shown(passage, context));
  }
  // "...preach me a sermon on the good shepherd": what follows "on" or "about" is the subject, when it has words of
  // content and the question about the guide has not been answered already ("do you care about me?").
  const about = /\b(?:on|about|regarding)\s+(.{3,60}?)\s*[?.!]*$/i.exec(context.message)?.[1];
  if (about && !answered && stemsOf(about).size > 0) {
    return library.search(about, ["bible", "lotus", "gosho"], 2).map((hit) => library.passage(hit.reference))
      .filter((passage) => passage !== null).map((passage) =>
        shown(passage, { ...context, wanted: questionStems(about) })
      );
  }
  return [];
}

/** A subject nothing we hold speaks of, said plainly, whether or not it is one of ours, with what the guide can offer. */
function subjectUnheld(context: PlanContext, subject: string): string[] {
  const { choose } = context;
  return [
    fill(choose.pick(choose.phrases.subjectUnheld, "unheld"), { subject }),
    choose.pick(choose.phrases.outOfScopeOffer, "offer"),
  ];
}

export function outOfScopePlan(context: PlanContext): string[] {
  const { choose, analysis } = context;
  const what = analysis.outOfScope?.what ?? "that";
  if (analysis.outOfScope?.id === "unheld") return subjectUnheld(context, what);
  return [
    analysis.outOfScope?.say ?? fill(choose.pick(choose.phrases.outOfScope, "scope"), { what }),
    analysis.outOfScope?.offer ?? choose.pick(choose.phrases.outOfScopeOffer, "offer"),
  ];
}

/** "About Buddhism", "on being a Christian": a whole tradition, which no passage search narrows. */
const traditionOnly =
  /^(?:(?:the|a|an|being|becoming|my|new|to|learn|learning|about|of|in|basic|basics|christian|nichiren|zen|catholic|protestant|buddhist|buddhism|christianity|faith|religion|spirituality|beginners?)\b\s*)+$/i;

export function notInLibraryPlan(context: PlanContext): string[] {
  const { choose, analysis, library } = context;
  const missing = analysis.missing;
  if (!missing) return [];
  const paragraphs = [
    missing.reason ??
      fill(choose.pick(missing.person ? choose.phrases.notesNone : choose.phrases.notHeld, "notheld"), {
        name: missing.name,
      }),
  ];
  // What they wanted it for ("what does Sirach say about friendship") is still answered from what is held.
  const about = /\b(?:about|on|regarding|for)\s+(.{3,60}?)\s*[?.!]*$/i.exec(context.message)?.[1];
  // A teaching or person of ours that the subject names ("what does the Quran say about Jesus") is closer than the
  // text's usual neighbour (mercy), and says what we hold of it.
  const named = (names: readonly string[]) => about !== undefined && names.some((name) => mentions(about, name));
  const ownConcept = analysis.concepts.find((entry) =>
    !frameConcepts.has(entry.id) && named([entry.term, ...entry.aliases])
  );
  const ownPerson = ownConcept ? undefined : analysis.people.find((person) => named([person.name, ...person.aliases]));
  if (ownPerson) {
    paragraphs.push(
      `${choose.pick(choose.phrases.closestOpen, "closest")} what our notes hold of *${ownPerson.name}*: ${
        firstSentences(ownPerson.summary, 2)
      }`,
    );
  }
  // Read as a question about that subject alone: Nave's topic for it ("friendship"), its situations, its words.
  const subject = about && !traditionOnly.test(about)
    ? { ...context, message: `What does the Bible say about ${about}?`, wanted: questionStems(about) }
    : null;
  const tradition = missing.tradition === "buddhist" ? "buddhist" : "christian";
  const comfort = analysis.situations.some((situation) => !situation.context);
  // A teaching of ours named for it grounds it by its own passages ("hatred": love your enemies, Romans 12:21).
  const extra = (ownConcept?.passages ?? []).map((reference, index) => [reference, 6 - index * 0.2] as const);
  const onSubject = subject ? subjectPassages(subject, tradition, 2, { comfort, extra }) : [];
  // With no teaching or person of ours named, what the texts held say of the subject is the closest answer when the
  // knowledge chose its passages (a situation or teaching it names), and the text's usual neighbour only follows it;
  // passages found by a chance word ("water") do not go first.
  const grounded = analysis.situations.length > 0 ||
    analysis.concepts.some((concept) => !frameConcepts.has(concept.id));
  const subjectFirst = grounded && onSubject.length > 0 && !ownConcept && !ownPerson;
  if (subjectFirst) {
    paragraphs.push(choose.pick(choose.phrases.heldOnSubject, "onSubject"));
    paragraphs.push(...onSubject.map((passage) => shown(passage, subject!)));
  }
  const closestHeld = ownConcept
    ? [`glossary:${ownConcept.id}`, ...missing.closest.filter((closest) => !closest.startsWith("glossary:"))]
    : ownPerson
    ? missing.closest.filter((closest) => !closest.startsWith("glossary:"))
    : missing.closest;
  for (const closest of closestHeld.slice(0, subjectFirst ? 1 : 2)) {
    const opener = paragraphs.length === 1
      ? choose.pick(choose.phrases.closestOpen, "closest")
      : choose.pick(choose.phrases.alsoOpen, "also");
    if (closest.startsWith("glossary:")) {
      const entry = library.knowledge.glossary.get(closest.slice(9));
      if (entry) {
        paragraphs.push(`${opener} *${nameInSentence(entry.term, context)}*: ${firstSentences(entry.definition, 2)}`);
      }
    } else if (closest.startsWith("practice:")) {
      const practice = library.knowledge.practices.get(closest.slice(9));
      if (practice) paragraphs.push(`${opener} *${nameInSentence(practice.name, context)}*. ${practice.steps[0]}`);
    } else if (closest.startsWith("person:")) {
      const person = library.knowledge.people.get(closest.slice(7));
      if (person) paragraphs.push(`${opener} *${person.name}*: ${firstSentences(person.summary, 1)}`);
    } else if (closest.startsWith("version:")) {
      // "Is there an NIV version of it? the thee's and thou's are hard going": the passage named or just read, in
      // the King James and in the modern wording of the World English Bible, each named as its own.
      const passage = referencedPassage(context) ?? sayingAsked(context) ?? passageReadBefore(context);
      const modern = passage
        ? context.library.verses(passage.reference).map((verse) => context.library.modern(verse))
        : [];
      const withModern = modern.length > 0 && modern.every((text) => text);
      paragraphs.push(
        choose.pick(withModern ? choose.phrases.versionWithModern : choose.phrases.versionOffer, "version"),
      );
      if (passage) paragraphs.push(shown(passage, context));
      if (passage && withModern) paragraphs.push(modernQuote(modern, passage.reference));
    } else {
      const passage = library.passage(closest);
      if (passage) paragraphs.push(`${opener} ${shown(passage, context, 1)}`);
    }
  }
  if (subject && !subjectFirst) {
    paragraphs.push(
      ...onSubject.slice(0, tradition === "buddhist" ? 2 : 1).map((passage) => shown(passage, subject)),
    );
  }
  if (paragraphs.length === 1) paragraphs.push(choose.pick(choose.phrases.greetingOffer, "offer"));
  return paragraphs;
}

/** "Give me the lord is my shepherd in the NIV": the verse that holds the words asked for in another version. */
function sayingAsked(context: PlanContext): Passage | null {
  const said =
    /\b(?:give me|quote|read me|show me|send me|what is|what's|whats)\s+(?:the\s+(?:verse|passage|psalm|line)\s+)?["“']?(.{8,80}?)["”']?\s+(?:in|from|using)\s+(?:the\s+|a\s+)?[\w-]+(?:\s+(?:version|translation|bible))?\s*[?.!]*$/i
      .exec(context.message)?.[1];
  const reference = said ? verseHolding(context.library, said) : null;
  return reference ? context.library.passage(reference) : null;
}

/** The Bible passage the previous reply quoted first, when the message points back to it ("a version of it"). */
function passageReadBefore(context: PlanContext): Passage | null {
  if (!/\b(?:it|that|this|the (?:psalm|verse|passage|chapter|prayer))\b/i.test(context.message)) return null;
  const reference = context.analysis.previous?.citations.find((cited) => /\d+:\d+/.test(cited));
  const passage = reference ? context.library.passage(reference) : null;
  return passage?.source === "bible" ? passage : null;
}

function referencedPassage(context: PlanContext): Passage | null {
  const named = context.analysis.references[0];
  if (!named || named.source !== "bible") return null;
  const book = context.library.corpus.books.find((candidate) => candidate.id === named.bookId);
  if (!book) return null;
  const verse = named.verseStart === null
    ? ""
    : `:${named.verseStart}${named.verseEnd && named.verseEnd !== named.verseStart ? `-${named.verseEnd}` : ""}`;
  return context.library.passage(`${book.name} ${named.chapter}${verse}`);
}

/**
 * A situation named in words that hold the concept's and say more ("angry at God" is more than anger): the
 * situation is what is asked about.
 */
function narrowerSituation(context: PlanContext, concept: { term: string; aliases: readonly string[] }): boolean {
  const text = context.message.toLowerCase();
  const at = [concept.term, ...concept.aliases].map((name) => text.indexOf(name.toLowerCase()))
    .filter((index) => index >= 0);
  if (at.length === 0) return false;
  const start = Math.min(...at);
  return context.analysis.situations.some((situation) => {
    const found = spanOf(situation.words, context.message);
    return found !== null && found.start <= start && found.end > start &&
      context.message.slice(found.start, found.end).split(/\s+/).length >= 3;
  });
}

/**
 * A question with no clearer kind: "what does the Bible say about working hard" answered from the
 * passages for that subject (the situations it names, Nave's topics, search), ranked by the
 * visitor's words, in the tradition it names or both.
 */
/** "What does the Bible say about X", "what do Buddhists teach about X": the subject asked about. */
const askedAbout =
  /\b(?:what|anything|does|do|did|is there anything)\b.{0,40}\b(?:say|says|said|teach|teaches|taught|think|thinks|mention|mentions)\b.{0,12}\b(?:about|on|regarding)\s+(.{2,50}?)\s*[?.!]*$/i;

export function generalPlan(context: PlanContext): string[] {
  const { analysis, library, choose } = context;
  // "chapter 40" alone, past the Lotus Sutra's 28 (which analyse_turn reads as the sutra's), names no book: ask which.
  const bare = bareChapter.exec(context.message.trim());
  if (bare) return [fill(choose.pick(choose.phrases.whichBook, "chapter"), { number: bare[1] })];
  const concept = analysis.concepts[0];
  if (concept && !narrowerSituation(context, concept)) return askedConceptPlan(context, concept);
  // "What does 'only begotten' mean?": the verse the words come from, explained.
  const quoted = quotedPassages(context)[0];
  if (quoted && /\b(?:mean|meaning|means|explain|saying|about)\b/i.test(context.message)) {
    const explained = explainPlan(context, quoted.reference);
    if (explained.length > 0) return explained;
  }
  // A phrase in quotes that no verse holds in so many words of content ("'the way'"): the best-known verses that say it.
  const phrase = quotedPhrase.exec(context.message)?.[1];
  const known = !quoted && phrase ? knownPhrasePassages(context, phrase, 2) : [];
  if (known.length > 0) {
    return [choose.pick(choose.phrases.searchOpen, "search"), ...known.map((passage) => shown(passage, context))];
  }
  // "Explain quantum physics simply": a subject some word of which nothing we hold uses is beyond the guide, said
  // plainly, with no verse that only shares its other words ("the potter" for Harry Potter).
  const unheld = analysis.situations.length === 0 && !analysis.personal
    ? unheldSubject(context.message, library)
    : null;
  if (unheld) return subjectUnheld(context, unheld);
  if (
    analysis.situations.length === 0 && /\?|^(?:what|who|when|where|which|how|why|tell)\b/i.test(context.message.trim())
  ) {
    // A verse asked for is a verse, not a sentence of our notes that shares a word ("a verse for a hungry guy" is no
    // answer about the world of hunger).
    const verseAsked = /\b(?:verses?|passages?|scriptures?|psalms?|bible quotes?)\b/i.test(context.message);
    const noted = verseAsked ? [] : notesAnswer(context);
    if (noted.length > 0) return noted;
    const nave = naveAnswer(context);
    if (nave.length > 0) return nave;
  }
  // A feeling named without an "I" ("running on empty, nothing left to give") is still someone's own: its
  // passages are chosen for it, not for the phrases of the message ("nothing left" is not a siege verse).
  // So is anything told of one's own life that no situation names: "woe unto them that are with child" is no
  // answer to someone who says they are pregnant.
  const comfort = (analysis.situations[0] !== undefined && !analysis.situations[0].context) || analysis.personal;
  const bible = analysis.tradition === "buddhist" ? [] : subjectPassages(context, "christian", 2, { comfort });
  // A subject the Buddhist texts we hold do not speak to (sport) gets none of them by chance words; asked of that
  // tradition, what search finds is still given.
  const [situation] = analysis.situations;
  const unspoken = situation !== undefined && situation.passages.lotus.length + situation.passages.gosho.length === 0;
  const buddhist = analysis.tradition === "christian" || (unspoken && analysis.tradition !== "buddhist")
    ? []
    : subjectPassages(context, "buddhist", analysis.tradition ? 2 : 1);
  if (bible.length + buddhist.length === 0) {
    // "What does the Bible say about dinosaurs?": nothing held speaks of it, said plainly rather than passed over.
    const about = askedAbout.exec(context.message)?.[1];
    return [
      ...(about ? [fill(choose.pick(choose.phrases.nothingOn, "nothingOn"), { subject: spokenToThem(about) })] : []),
      choose.pick(choose.phrases.greetingOffer, "offer"),
    ];
  }

  // A topic is named only when a verse shown comes from it ("rose" gathers no verse about aphids).
  const shownVerses = new Set(bible.flatMap((passage) => library.verses(passage.reference)));
  const found = analysis.tradition === "buddhist"
    ? undefined
    : library.topicReferences(context.message).find((candidate) =>
      candidate.references.some((reference) => library.verses(reference).some((verse) => shownVerses.has(verse)))
    );
  const topic = found?.topic;
  const subject = analysis.situations[0]?.label;
  // With nothing understood but words (no situation, teaching or topic of Nave's), passages that share none of the
  // message's less common words are chance ("I need a hug" is not Jonah's great fish): better to ask than to quote.
  if (!subject && !found?.asked && !analysis.concepts.length && !sharesAWord([...bible, ...buddhist], context)) {
    return [choose.pick(choose.phrases.unclear, "unclear"), choose.pick(choose.phrases.greetingOffer, "offer")];
  }
  const who = analysis.tradition === "buddhist"
    ? "Nichiren Buddhism"
    : analysis.tradition === "christian" || buddhist.length === 0
    ? "The Bible"
    : "Both traditions";
  const opening = subject ? `${who} ${who === "Both traditions" ? "speak" : "speaks"} to ${subject} directly.` : topic
    // Named without a guess of Nave's in brackets ("DOG (SODOMITE?)", his reading of Deuteronomy 23:18).
    ? fill(choose.pick(choose.phrases.topicOpen, "topic"), {
      topic: topic.replace(/\s*\([^)]*\?\)$/, "").toLowerCase(),
    })
    : choose.pick(choose.phrases.searchOpen, "general");
  return [
    opening,
    ...bible.map((passage) => shown(passage, context)),
    ...buddhist.map((passage) => shown(passage, context)),
    choose.pick(choose.phrases.reflect.concept, "reflect"),
  ];
}
