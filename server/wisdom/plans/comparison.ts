import type { GlossaryEntry, Person } from "../../knowledge/knowledge_schemas.ts";
import type { Passage } from "../engine.ts";
import { fill } from "../phrasing.ts";
import { frameConcepts, type Tradition } from "../understanding/analyse_turn.ts";
import { firstSentences, sentencesOf } from "./answer_sentences.ts";
import { conceptPlan, shownForTeaching, withoutTheName } from "./concept.ts";
import { passageOf } from "./explain.ts";
import { excerpt, heartOf, shown } from "./passage_view.ts";
import { mentions, nameInSentence, type PlanContext } from "./plan_context.ts";
import { phrasePassages, quotedPassages, subjectPassages } from "./subject_passages.ts";
import { stemsOf } from "./relevance.ts";

/**
 * A comparison across the traditions (ISSUE 17): each side in its own terms, from what the visitor
 * names on it (a concept, a passage, a person) or, when they name only one side, the real parallel
 * the knowledge records; a passage for each; then where they meet and where they differ, said
 * carefully, and a question back.
 */
type Side = {
  tradition: Tradition;
  term: string | null;
  concept: GlossaryEntry | null;
  words: string | null;
  passage: Passage | null;
};

export function comparisonPlan(context: PlanContext): string[] {
  const { choose } = context;
  // What the traditions share, or how they differ, asked of nothing narrower, is one teaching about both: said whole,
  // not split into sides ("'dying to self' vs 'no-self'" is asked of two teachings).
  const { analysis } = context;
  const aboutBoth = analysis.concepts.find((entry) => aboutBothTraditions.has(entry.id));
  const narrower =
    analysis.concepts.some((entry) =>
      !aboutBothTraditions.has(entry.id) && entry.id !== "both-traditions" && !frameConcepts.has(entry.id)
    ) ||
    // The founders named for their traditions ("what would Jesus and the Buddha agree on") narrow nothing.
    analysis.people.some((person) => !founders.has(person.id)) || analysis.references.length > 0 ||
    quotedPassages(context).length > 0;
  if (aboutBoth && !narrower) return conceptPlan(context, aboutBoth);
  const beside = personBesideAnswer(context);
  if (beside.length > 0) return beside;
  const christian = sideOf(context, "christian");
  const buddhist = sideOf(context, "buddhist");
  fillFromParallel(christian, buddhist, context);
  fillFromParallel(buddhist, christian, context);
  fillWithGod(christian, buddhist, context);
  const sides = buddhistFirst(context.message) ? [buddhist, christian] : [christian, buddhist];
  const paragraphs: string[] = [];
  for (const side of sides) {
    const passage = side.passage ?? subjectPassages(context, side.tradition, 1)[0] ?? null;
    if (!side.words && !passage) continue;
    paragraphs.push(
      `**${headingOf(side, context)}:** ${side.words ?? choose.pick(choose.phrases.comparisonTexts, "texts")}`,
    );
    if (passage) paragraphs.push(shownForTeaching(passage, side.concept, context, 1));
  }
  paragraphs.push(
    `**${choose.pick(choose.phrases.comparisonMeet, "meet")}:** ${meeting(christian, buddhist, context)}`,
  );
  paragraphs.push(choose.pick(choose.phrases.reflect.comparison, "reflect"));
  return paragraphs;
}

type PersonBeside = { person: Person; concept: GlossaryEntry; note: string; passages: readonly string[] };

/** A person named beside a teaching of the other tradition that the knowledge sets beside them ("Jesus", "bodhisattva"). */
function personBeside(context: PlanContext): PersonBeside | null {
  const { people, concepts } = context.analysis;
  const { glossary } = context.library.knowledge;
  for (const person of people) {
    for (const parallel of person.parallels ?? []) {
      // "God" and "Buddha" frame most questions and are set aside as subjects; said of a person, they are what is asked.
      const concept = concepts.find((entry) => entry.id === parallel.id) ??
        (frameConcepts.has(parallel.id) ? glossary.get(parallel.id) : undefined);
      if (concept && saidOf(person, concept, context.message)) {
        return { person, concept, note: parallel.note, passages: parallel.passages };
      }
    }
  }
  return null;
}

const namesOf = (entry: { aliases: readonly string[] }, first: string) =>
  [first, ...entry.aliases].map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");

/**
 * Whether the message asks if the person is the teaching ("is Jesus basically a bodhisattva", "was the Buddha a god",
 * "Jesus as a bodhisattva", "would you call Jesus a bodhisattva"), not what the person taught of it ("did the Buddha believe in God").
 */
function saidOf(person: Person, concept: GlossaryEntry, message: string): boolean {
  const who = `(?:the )?(?:${namesOf(person, person.name)})`;
  const what = `(?:an? |the )?(?:${namesOf(concept, concept.term)})`;
  return new RegExp(
    `\\b(?:is|was|isn'?t|wasn'?t|call|calling|count|consider|see)\\s+${who}\\b[^?.!]{0,30}?\\b${what}\\b|\\b${who}\\s+(?:is|was|were|seems?|as|like)\\b[^?.!]{0,30}?\\b${what}\\b`,
    "i",
  ).test(message);
}

/**
 * "Is Jesus basically a bodhisattva?" asks about the person: the careful answer first, a passage that shows the
 * person's side of it, then the teaching in its own tradition's terms, with a passage of its own.
 */
export function personBesideAnswer(context: PlanContext): string[] {
  const beside = personBeside(context);
  return beside ? personBesidePlan(context, beside) : [];
}

function personBesidePlan(context: PlanContext, { person, concept, note, passages }: PersonBeside): string[] {
  const own = personTradition(person) ?? "christian";
  const other: Tradition = own === "christian" ? "buddhist" : "christian";
  const paragraphs = [note];
  const shownFor = subjectPassages(context, own, 1, { extra: passages.map((reference) => [reference, 8] as const) })[0];
  if (shownFor) paragraphs.push(shown(shownFor, context, 1));
  const side: Side = { tradition: other, term: concept.term, concept, words: null, passage: null };
  paragraphs.push(`**${headingOf(side, context)}:** ${sideWords(concept, other)}`);
  const teaching = subjectPassages(withoutTheName(concept, context), other, 1, {
    extra: concept.passages.map((reference, index) => [reference, 6 - index * 0.2] as const),
    exclude: new Set(shownFor ? [shownFor.reference] : []),
  })[0];
  if (teaching) paragraphs.push(shown(teaching, context, 1));
  paragraphs.push(context.choose.pick(context.choose.phrases.reflect.comparison, "reflect"));
  return paragraphs;
}

const aboutBothTraditions = new Set(["common-ground", "traditions-differ"]);
/** Who a tradition's side names when it means the tradition itself ("Jesus and the Buddha both..."). */
const founders = new Set(["jesus", "shakyamuni", "nichiren"]);

/** A teaching that is a tradition or school by name ("Nichiren Buddhism", "Catholicism"). */
const namesASchool = (entry: GlossaryEntry) =>
  [entry.term, ...entry.aliases].some((name) =>
    /^(?:nichiren|mahayana|zen|pure land|tibetan|theravada)? ?buddhism$|^(?:catholic|protestant|orthodox|evangelical) ?(?:church|christianity|ism)?$|^christianity$|^catholicism$/i
      .test(name.trim())
  );

/**
 * The teachings or people set side by side choose the passages, not the setting the question was asked in ("my uncle
 * keeps insisting at every family dinner that they're twins" tells of family, not of what Jesus and the Buddha taught).
 */
function aboutTheSubject(context: PlanContext): PlanContext {
  const situations = context.analysis.situations.filter((situation) => !situation.context);
  return situations.length === context.analysis.situations.length
    ? context
    : { ...context, analysis: { ...context.analysis, situations } };
}

function sideOf(context: PlanContext, tradition: Tradition): Side {
  const { analysis } = context;
  // A concept held in both traditions ("gratitude") speaks for a side that names none of its own; what the traditions
  // share as a whole only when nothing narrower is named ("do they agree on anything about suffering" is suffering).
  const narrower = analysis.concepts.filter((entry) =>
    !aboutBothTraditions.has(entry.id) && entry.id !== "both-traditions"
  );
  // A teaching asked about, even one both share, comes before the school the question names its side by ("is nichiren
  // buddhism faith based too": faith and practice, not the schools of Nichiren Buddhism).
  const concepts = narrower.length > 0 ? narrower : analysis.concepts;
  const concept = concepts.find((entry) => entry.tradition === tradition && !namesASchool(entry)) ??
    concepts.find((entry) => entry.tradition === "shared") ??
    concepts.find((entry) => entry.tradition === tradition) ?? null;
  const reference = analysis.references.find((candidate) =>
    (candidate.source === "bible") === (tradition === "christian")
  );
  const ofThisSide = (passage: Passage) => (passage.source === "bible") === (tradition === "christian");
  // A teaching of this side named with its own passages ("the prodigal son", "the lost sheep") is shown by them, not by a
  // verse that happens to share its words ("the lost sheep of the house of Israel").
  const grounded = concept !== null && concept.tradition !== "shared" && concept.passages.length > 0;
  const named = reference ? passageOf(reference, context) : quotedPassages(context).find(ofThisSide) ??
    (tradition === "christian" && !grounded ? phrasePassages(context)[0] : undefined) ?? null;
  const person = analysis.people.find((candidate) => personTradition(candidate) === tradition) ?? null;
  // Without a passage named, the question's own words choose among the concept's or person's passages and the situations'.
  const extra = [
    ...(concept?.passages ?? []).map((candidate, index) => [candidate, 6 - index * 0.2] as const),
    ...(person?.passages ?? []).map((candidate) => [candidate, 4] as const),
  ];
  // "Jesus' compassion": a Bible verse naming the person with the quality asked about shows that side best.
  const quality = !concept && !named && person && tradition === "christian" ? personWith(person, context) : null;
  const passage = named
    ? excerpt(named, context)
    : quality
    ? quality
    : extra.length > 0
    ? subjectPassages(aboutTheSubject(concept ? withoutTheName(concept, context) : context), tradition, 1, {
      extra,
    })[0] ??
      null
    : null;
  const words = concept
    ? sideWords(concept, tradition)
    : named && named.source !== "bible" && heartOf(named)
    ? `*${named.reference}*, in our summary, is remembered for ${heartOf(named)}`
    : named
    ? conceptWords(named, context)
    : person
    ? firstSentences(person.summary, quality ? 1 : 2)
    : null;
  return { tradition, term: concept?.term ?? person?.name ?? null, concept, words, passage };
}

/**
 * A verse naming the person together with every other word of content the message asks about on this side
 * ("compare Jesus' compassion with Kannon": "Jesus ... was moved with compassion"), when one does.
 */
function personWith(person: Person, context: PlanContext): Passage | null {
  const names = [person.name, ...person.aliases];
  // Only the names the message uses are names here: "the bodhisattva of compassion" does not make "compassion" one.
  const used = context.analysis.people.flatMap((someone) => [someone.name, ...someone.aliases])
    .filter((name) => context.message.toLowerCase().includes(name.toLowerCase()));
  const asked = [...stemsOf(context.message)].filter((stem) =>
    !used.some((name) => stemsOf(name).has(stem)) && !comparisonWords.test(stem)
  );
  if (asked.length === 0) return null;
  for (const hit of context.library.search(`${person.name} ${asked.join(" ")}`, ["bible"], 10)) {
    const passage = context.library.passage(hit.reference);
    if (!passage || !names.some((name) => new RegExp(`\\b${name}\\b`, "i").test(passage.text))) continue;
    const held = stemsOf(passage.text);
    if (asked.every((stem) => held.has(stem))) return passage;
  }
  return null;
}

const comparisonWords = /^(?:compar|contrast|differ|similar|versus|vs|like|alik|same|both|tradition)/;

/**
 * What a concept says of this side: a concept held in both is read from its sentences about this tradition, and
 * where one sentence speaks of both ("Christians pray to God...; Nichiren Buddhists chant..."), from its part about
 * this one, so the two sides never open with the same words.
 */
function sideWords(concept: GlossaryEntry, tradition: Tradition): string {
  if (concept.tradition !== "shared") return firstSentences(concept.definition, 2);
  const [own, other] = tradition === "buddhist" ? [buddhistWords, christianWords] : [christianWords, buddhistWords];
  const sentences = sentencesOf(concept.definition);
  const only = sentences.filter((sentence) => own.test(sentence) && !other.test(sentence));
  const parts = sentences.flatMap(clausesOf).filter((clause) => own.test(clause) && !other.test(clause));
  const chosen = only.length > 0 ? only : parts.length > 0 ? parts : sentences.filter((sentence) => own.test(sentence));
  return chosen.length > 0 ? chosen.slice(0, 2).join(" ") : firstSentences(concept.definition, 2);
}

/** A sentence's parts joined by a semicolon or a ", while", each made a sentence of its own. */
function clausesOf(sentence: string): string[] {
  return sentence.replace(/[.!?]$/, "").split(/;\s+|,\s+while\s+/).map((clause) =>
    `${clause.charAt(0).toUpperCase()}${clause.slice(1)}.`
  );
}

/** The teaching a named passage carries, from the concept that cites it. */
function conceptWords(passage: Passage, context: PlanContext): string | null {
  const concept = context.library.conceptsCiting(passage.reference)[0];
  return concept
    ? `It carries *${nameInSentence(concept.term, context)}*: ${firstSentences(concept.definition, 1)}`
    : null;
}

/**
 * A side the visitor left unnamed takes the parallel the other side's concept records, when its tradition matches;
 * so does a side named only by its founder, when a teaching is asked about ("did Jesus and the Buddha both think
 * fasting mattered?": the Middle Way, not the Buddha's life story). Any other person named is the subject (Devadatta).
 */
function fillFromParallel(empty: Side, named: Side, context: PlanContext) {
  if (empty.concept || !named.concept) return;
  if (empty.words && !context.analysis.people.every((person) => founders.has(person.id))) return;
  const { glossary } = context.library.knowledge;
  const parallel = named.concept.parallel && glossary.get(named.concept.parallel.id);
  // Else a concept held in both traditions that the named one points to ("forgiveness in both traditions").
  const term = named.concept.term.toLowerCase();
  const bridge = [...named.concept.related.map((id) => glossary.get(id)), ...glossary.all]
    .find((entry) => entry?.tradition === "shared" && entry.term.toLowerCase().includes(term));
  const found = parallel && parallel.tradition === empty.tradition ? parallel : bridge;
  if (!found) return;
  empty.concept = found;
  empty.term = found.term;
  empty.words = sideWords(found, empty.tradition);
  empty.passage = subjectPassages(context, empty.tradition, 1, {
    extra: found.passages.map((reference) => [reference, 5] as const),
  })[0] ?? null;
}

/**
 * "How is God different from the Mystic Law?": God, who frames most questions and so is no subject of its own, is the
 * Christian side's when named against a teaching of the other side and nothing else fills this one.
 */
function fillWithGod(christian: Side, buddhist: Side, context: PlanContext) {
  const god = context.library.knowledge.glossary.get("god");
  if (christian.concept || christian.words || !buddhist.concept || !god) return;
  if (![god.term, ...god.aliases].some((name) => mentions(context.message, name))) return;
  christian.concept = god;
  christian.term = god.term;
  christian.words = sideWords(god, "christian");
  christian.passage = subjectPassages(withoutTheName(god, context), "christian", 1, {
    extra: god.passages.map((reference, index) => [reference, 6 - index * 0.2] as const),
  })[0] ?? null;
}

/** Where they meet and differ: the parallel note between the two, else a concept held in both, else a careful word. */
function meeting(christian: Side, buddhist: Side, context: PlanContext): string {
  const note =
    [christian.concept, buddhist.concept].find((entry) =>
      entry?.parallel && [christian.concept?.id, buddhist.concept?.id].includes(entry.parallel.id)
    )?.parallel?.note ?? christian.concept?.parallel?.note ?? buddhist.concept?.parallel?.note;
  if (note) return note;
  // A concept held in both: the sentences of it the sides have not already said.
  const said = `${christian.words ?? ""} ${buddhist.words ?? ""}`;
  const shared = [christian.concept, buddhist.concept, ...context.analysis.concepts]
    .find((entry) => entry?.tradition === "shared");
  const unsaid = shared
    ? sentencesOf(shared.definition).filter((sentence) =>
      !clausesOf(sentence).some((clause) => said.includes(clause.slice(0, -1)))
    )
    : [];
  if (unsaid.length > 0) return unsaid.slice(0, 3).join(" ");
  const caution = context.choose.pick(context.choose.phrases.comparisonCaution, "caution");
  // The roots of each side are said of teachings; set beside people ("Jesus", "Kannon") they would misname them.
  if (!christian.concept || !buddhist.concept) {
    return `${caution} ${context.choose.pick(context.choose.phrases.comparisonPeople, "people")}`;
  }
  // One teaching read from both sides ("God and the Buddha") would name itself twice: the sides are named instead.
  const same = christian.concept.id === buddhist.concept.id;
  const terms = {
    christian: (!same && christian.term) || "the Christian side",
    buddhist: (!same && buddhist.term) || "the Buddhist side",
  };
  return `${caution} ${fill(context.choose.pick(context.choose.phrases.comparisonRoots, "roots"), terms)}`;
}

function headingOf(side: Side, context: PlanContext): string {
  if (side.tradition === "christian") return "In Christianity";
  return /\b(?:nichiren|lotus|gosho|daimoku|gohonzon)\b/i.test(context.message)
    ? "In Nichiren Buddhism"
    : "In Buddhism";
}

function personTradition(person: Person): Tradition | null {
  return person.tradition === "buddhist"
    ? "buddhist"
    : ["christian", "jewish"].includes(person.tradition)
    ? "christian"
    : null;
}

const buddhistWords =
  /\b(?:buddh\w*|nichiren|lotus|sutra|dharma|karma|bodhisattva|daimoku|mahayana|zen|chant\w*|mystic law)\b/i;
const christianWords = /\b(?:christ\w*|jesus|bible|biblical|god|gospel|paul|psalm\w*|church|lord)\b/i;

/** The visitor named the Buddhist side first. */
function buddhistFirst(message: string): boolean {
  const buddhist = message.search(
    /\b(?:buddh\w*|nichiren|lotus|gosho|karma|dharma|bodhisattva|nirvana|sutra|kannon|daimoku)\b/i,
  );
  const christian = message.search(
    /\b(?:christ\w*|jesus|bible|god|gospel|paul|psalm\w*|church|grace|holy spirit|trinity)\b/i,
  );
  return buddhist >= 0 && (christian < 0 || buddhist < christian);
}
