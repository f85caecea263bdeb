import type { GlossaryEntry, Person } from "../../knowledge/knowledge_schemas.ts";
import type { Passage } from "../engine.ts";
import { fill } from "../phrasing.ts";
import { bestSentences, firstSentences, sentencesOf } from "./answer_sentences.ts";
import { excerpt, shown } from "./passage_view.ts";
import { earlierReplies, listed, mentions, nameInSentence, type PlanContext, toldBefore } from "./plan_context.ts";
import { questionStems, sharedStems } from "./relevance.ts";
import { subjectPassages, wasCited } from "./subject_passages.ts";
import { frameConcepts, namedInFull } from "../understanding/analyse_turn.ts";
import { plainAsked } from "../understanding/follow_up.ts";

/**
 * A concept or doctrine (ISSUE 17): the definition, the passages that ground it, and how the other
 * tradition sees something alike when there is a real parallel, said with its difference.
 */
export function conceptPlan(context: PlanContext, entry: GlossaryEntry, more = false): string[] {
  const { library, choose } = context;
  // "What would a Buddhist say about love?": the other tradition's counterpart, when the knowledge records one.
  const asked = context.analysis.tradition;
  const counterpart = entry.parallel && library.knowledge.glossary.get(entry.parallel.id);
  const fromTheOtherSide = (candidate: GlossaryEntry) => {
    const found = candidate.parallel && library.knowledge.glossary.get(candidate.parallel.id);
    return asked && candidate.tradition !== "shared" && candidate.tradition !== asked && found &&
        found.tradition !== candidate.tradition
      ? candidate.parallel!.note
      : null;
  };
  if (counterpart && fromTheOtherSide(entry)) {
    // "Do Buddhists believe in heaven (and hell)?": how the tradition asked about sees each teaching named comes first,
    // in the words that set the two side by side, then that tradition's own teaching.
    const likenesses = [entry, ...context.analysis.concepts.filter((candidate) => candidate !== entry)]
      .map(fromTheOtherSide).filter((note): note is string => note !== null);
    const [definition, ...rest] = conceptPlan(context, counterpart, more);
    // The teaching asked from is quoted too, once, so both sides stand in their own words ("the Golden Rule").
    const own = entry.passages.map((reference) => library.passage(reference)).find((passage) => passage !== null);
    const ownQuoted = own && !earlierReplies(context).includes(own.reference) ? [shown(own, context, 1)] : [];
    return [
      ...likenesses,
      ...ownQuoted,
      definition,
      ...rest.filter((paragraph) => !/ has something alike in \*/.test(paragraph)),
    ];
  }
  // "What do Nichiren Buddhists believe about death?": a teaching both hold, asked of one tradition, is read from that
  // tradition's own teaching of it, when the knowledge has one by that name ("Life and death in Nichiren Buddhism").
  const ownView = asked && entry.tradition === "shared"
    ? entry.related.map((id) => library.knowledge.glossary.get(id)).find((related) =>
      related?.tradition === asked && related.term.toLowerCase().includes(entry.term.toLowerCase())
    )
    : undefined;
  if (ownView) return conceptPlan(context, ownView, more);
  const earlier = earlierReplies(context);
  const paragraphs = [more ? definitionAfterFirst(entry, context, earlier) : definitionFor(entry, context)];
  // "Is karma like reaping what you sow?": the verse the saying is from, beside the teaching, before its own passages.
  const echoed = !more && context.analysis.echoed ? library.passage(context.analysis.echoed) : null;
  if (echoed) paragraphs.push(`The saying you set beside it is from the Bible: ${shown(echoed, context)}`);
  paragraphs.push(...conceptPassages(entry, context, more).map((passage) => shownForTeaching(passage, entry, context)));
  const parallel = entry.parallel && library.knowledge.glossary.get(entry.parallel.id);
  const alike = parallel && entry.parallel &&
    `${traditionName(parallel)} has something alike in *${
      nameInSentence(parallel.term, context)
    }*: ${entry.parallel.note}`;
  // Said once in this conversation, the likeness is not said again when more is asked.
  if (alike && !toldBefore(earlier)(alike)) paragraphs.push(alike);
  const related = entry.related.map((id) => library.knowledge.glossary.get(id)).map((found) =>
    found && nameInSentence(found.term, context)
  )
    .filter((term): term is string => !!term).slice(more ? 3 : 0, more ? 6 : 3);
  if (related.length > 0) {
    paragraphs.push(fill(choose.pick(choose.phrases.offer.concept, "offer"), { next: listed(related) }));
  } else paragraphs.push(choose.pick(choose.phrases.reflect.concept, "reflect"));
  return paragraphs;
}

/**
 * The definition as far as the question needs it: its first sentence, which says what the thing
 * is, then the sentences nearest what was asked (all of a short definition; the next two when the
 * question names nothing more).
 */
const sendsToHelp = /\breach out for help\b|\bbeing abused\b/i;
const oneSentenceAsked = /\bin (?:one|a single|a) (?:sentence|line)\b|\bone[- ](?:sentence|liner)\b/i;
const briefAsked =
  /\b(?:briefly|in brief|in a nutshell|in a few words|short (?:answer|version)|quick (?:answer|summary|version)|tl;?dr|sum (?:it|that) up)\b/i;

export function definitionFor(entry: GlossaryEntry, context: PlanContext): string {
  const sentences = sentencesOf(entry.definition);
  // An entry written for one question (askedOnly) is its whole answer.
  if (entry.askedOnly) return entry.definition;
  // "Explain karma simply", "grace in simple terms": the teaching in everyday words.
  if (plainAsked.test(context.message)) return entry.plain;
  // "The Lotus Sutra in one sentence", "briefly, what is karma": the everyday words, cut to what was asked for.
  if (oneSentenceAsked.test(context.message)) return firstSentences(entry.plain, 1);
  if (briefAsked.test(context.message)) return entry.plain;
  const ownFirst = askedTraditionFirst(entry, sentences, context.analysis.tradition);
  if (ownFirst) return ownFirst;
  // "What is right speech?": a part of the teaching, asked by its name, is the sentence that says what that part is.
  const part = partDefined(entry, sentences, context.message);
  if (part) return `${sentences[0]} ${part}`;
  if (sentences.length <= 3) return entry.definition;
  const near = bestSentences(sentences.slice(1), context.message, 2, [entry.term, ...entry.aliases]);
  const kept = near.length > 0 ? near : sentences.slice(1, 3);
  // A sentence that sends the visitor to help is never the one cut for brevity.
  return [
    sentences[0],
    ...sentences.slice(1).filter((sentence) => kept.includes(sentence) || sendsToHelp.test(sentence)),
  ]
    .join(" ");
}

/**
 * The sentence of a definition that says what one of the teaching's other names, asked in the message, is ("Right
 * speech means...", "...; right action, from killing..."), when it is not the first.
 */
export function partDefined(entry: GlossaryEntry, sentences: readonly string[], message: string): string | undefined {
  const asked = entry.aliases.filter((alias) =>
    (alias.includes(" ") || alias.length >= 8) && new RegExp(`\\b${alias}\\b`, "i").test(message) &&
    !new RegExp(`\\b${alias}\\b`, "i").test(entry.term)
  );
  return asked.flatMap((alias) =>
    sentences.slice(1).filter((sentence) =>
      new RegExp(`(?:^|; )(?:the )?${alias}(?: [a-z]+)?(?: is| means| came| followed|,)`, "i").test(sentence)
    )
  )[0];
}

const buddhistSentence = /\b(?:Buddh\w*|Nichiren|Lotus Sutra|Shakyamuni|precepts?)\b/;
const christianSentence = /\b(?:Bible|Jesus|Christ\w*|church(?:es)?|Paul|God|Gospels?|LORD|Moses|Psalms?)\b/;

/**
 * "Can Buddhists drink alcohol?", "what does Buddhism say about divorce?": a teaching both traditions speak to, whose
 * definition begins with the other tradition, is told from the one asked about: its sentences first, then the other's
 * first, then what both hold. Null when the definition already begins with the tradition asked, or has no part for it.
 */
function askedTraditionFirst(entry: GlossaryEntry, sentences: readonly string[], asked: string | null): string | null {
  if (entry.tradition !== "shared" || (asked !== "buddhist" && asked !== "christian")) return null;
  const [own, other] = asked === "buddhist"
    ? [buddhistSentence, christianSentence]
    : [christianSentence, buddhistSentence];
  const of = (sentence: string) =>
    own.test(sentence) && !other.test(sentence)
      ? "own"
      : other.test(sentence) && !own.test(sentence)
      ? "other"
      : "both";
  if (of(sentences[0]) !== "other") return null;
  const theirs = sentences.filter((sentence) => of(sentence) === "own");
  if (theirs.length === 0) return null;
  return [...theirs, sentences[0], ...sentences.filter((sentence) => of(sentence) === "both")].join(" ");
}

/**
 * More of a definition: the sentences after its first that this conversation has not yet given, else the first
 * related idea not yet given, told in its own first sentences.
 */
function definitionAfterFirst(entry: GlossaryEntry, context: PlanContext, earlier: string): string {
  const rest = sentencesOf(entry.definition).slice(1).filter((sentence) => !earlier.includes(sentence)).join(" ");
  if (rest) return `There is more to *${nameInSentence(entry.term, context)}*. ${rest}`;
  const next = entry.related.map((id) => context.library.knowledge.glossary.get(id))
    .find((related) => related && !earlier.includes(firstSentences(related.definition, 1)));
  return next
    ? fill(context.choose.pick(context.choose.phrases.conceptNext, "next"), {
      term: nameInSentence(entry.term, context),
      next: nameInSentence(next.term, context),
      words: firstSentences(next.definition, 2),
    })
    : entry.definition;
}

/**
 * The passages for a concept in the tradition the visitor asks about ("what does the Bible say
 * about anxiety", "what would Nichiren say"), or the concept's own: its listed passages first,
 * then what the rest of the message names.
 */
function conceptPassages(entry: GlossaryEntry, whole: PlanContext, more: boolean): Passage[] {
  const context = withoutTheName(entry, whole);
  // A story told in one passage (a parable's chapter) is grounded there, though the conversation has cited it
  // before: "explain the doctor story more" after chapter 16 is chapter 16 again, at the part about the doctor.
  const extra = entry.passages.map((reference, index) =>
    [reference, entry.passages.length === 1 ? 10 : 5 - index * 0.2] as const
  );
  // Asked for more, passages the conversation has already shown are not shown again.
  const options = { extra, exclude: more ? whole.citedBefore : undefined };
  const asked = context.analysis.tradition;
  // Asked of its own tradition, a story told in one passage is that passage: a second found by shared words ("rich
  // man" of another writing) would be chance.
  if (asked) {
    return subjectPassages(context, asked, entry.tradition === asked && entry.passages.length === 1 ? 1 : 2, options);
  }
  // Verses asked for ("verses about patience", "verses on anxiety pls") are a few to choose from, not one.
  const versesAsked = /\b(?:verses|passages|scriptures|quotes|psalms)\b/i.test(whole.message);
  if (entry.tradition === "shared") {
    return [
      ...subjectPassages(context, "christian", versesAsked ? 3 : 1, options),
      ...subjectPassages(context, "buddhist", 1, options),
    ];
  }
  // The concept's own passages lead; a rare word the visitor used ("longsuffering") may bring the verse that holds it.
  const count = versesAsked ? 3 : more ? 2 : 1;
  return subjectPassages(context, entry.tradition === "buddhist" ? "buddhist" : "christian", count, options);
}

/** Two teachings asked apart ("the difference between grace and mercy", "faith vs hope", "the same thing?"). */
const contrastAsked =
  /\b(?:difference|differences|differ|different|distinguish|versus|vs\.?|compare|compared|same thing|same as|similar)\b/i;

/**
 * The concept a message asks about, or the two it asks apart. A teaching named for both ("prayer and chanting", asked
 * as "prayer vs chanting") sets them apart itself.
 */
export function askedConceptPlan(context: PlanContext, entry: GlossaryEntry): string[] {
  const other = context.analysis.concepts.find((candidate) => candidate !== entry && !frameConcepts.has(candidate.id));
  const asked = !namedInFull(entry, context.message) && contrastAsked.test(context.message);
  if (other && asked) return contrastPlan(context, entry, other);
  const person = context.analysis.people[0];
  return (person && asked && personContrastPlan(context, entry, person)) || conceptPlan(context, entry);
}

/**
 * "How is the Holy Spirit different from Jesus?": the teaching that holds both (the Trinity) first, then each in a
 * sentence; null when no teaching related to this one names the person.
 */
function personContrastPlan(context: PlanContext, entry: GlossaryEntry, person: Person): string[] | null {
  const { glossary } = context.library.knowledge;
  const names = [person.name, ...person.aliases].map((name) => name.toLowerCase());
  const bridge = [...entry.related.map((id) => glossary.get(id)), ...glossary.all]
    .find((candidate): candidate is GlossaryEntry =>
      candidate !== undefined && candidate !== entry &&
      (entry.related.includes(candidate.id) || candidate.related.includes(entry.id)) &&
      names.some((name) => mentions(candidate.definition, name))
    );
  if (!bridge) return null;
  const passage = groundingPassages(bridge, context, 1)[0];
  return [
    firstSentences(bridge.definition, 2),
    `**${entry.term.charAt(0).toUpperCase()}${entry.term.slice(1)}:** ${firstSentences(entry.definition, 1)}`,
    `**${person.name}:** ${firstSentences(person.summary, 1)}`,
    ...(passage ? [shown(passage, context, 2)] : []),
    context.choose.pick(context.choose.phrases.reflect.concept, "reflect"),
  ];
}

/**
 * "What's the difference between grace and mercy?": each defined in turn with a passage of its own,
 * then what either definition says of the other, when it does.
 */
export function contrastPlan(context: PlanContext, first: GlossaryEntry, second: GlossaryEntry): string[] {
  const { choose } = context;
  const paragraphs: string[] = [];
  const exclude = new Set<string>();
  for (const entry of [first, second]) {
    paragraphs.push(
      `**${entry.term.charAt(0).toUpperCase()}${entry.term.slice(1)}:** ${firstSentences(entry.definition, 2)}`,
    );
    const extra = entry.passages.map((reference, index) => [reference, 6 - index * 0.2] as const);
    const tradition = entry.tradition === "buddhist" ? "buddhist" : "christian";
    // Each passage is chosen for its own teaching: neither name counts for it (Colossians' "mercies" is not grace).
    const named = withoutTheName(first, withoutTheName(second, context));
    const passage = subjectPassages(named, tradition, 1, { extra, exclude })[0];
    if (passage) {
      paragraphs.push(shown(passage, context, 1));
      exclude.add(passage.reference);
    }
  }
  const namesOf = (entry: GlossaryEntry) => [entry.term, ...entry.aliases].map((name) => name.toLowerCase());
  // Not a sentence the definitions above already gave.
  const given = paragraphs.join(" ");
  const bridge = [
    ...sentencesOf(first.definition).filter((sentence) => namesOf(second).some((name) => mentions(sentence, name))),
    ...sentencesOf(second.definition).filter((sentence) => namesOf(first).some((name) => mentions(sentence, name))),
  ].find((sentence) => !given.includes(sentence));
  if (bridge) paragraphs.push(bridge);
  paragraphs.push(choose.pick(choose.phrases.reflect.concept, "reflect"));
  return paragraphs;
}

/**
 * A passage shown for a teaching: of a summary, the sentences nearest the teaching as well as the question (the Life
 * Span chapter for the eternal Buddha, not its opening exchange with Maitreya).
 */
export function shownForTeaching(
  passage: Passage,
  entry: GlossaryEntry | null,
  context: PlanContext,
  sentences?: number,
): string {
  if (passage.source === "bible" || !entry) return shown(passage, context, sentences);
  // One sentence: the next nearest is often only a little nearer than the rest.
  return shown(passage, { ...context, wanted: new Set([...context.wanted, ...questionStems(entry.definition)]) }, 1);
}

/**
 * The context with the concept's own name taken out of what the visitor asked: its passages are
 * already about it, so only the rest of the question ("...at a wedding", "...for a child") should
 * reorder them.
 */
export function withoutTheName(entry: GlossaryEntry, context: PlanContext): PlanContext {
  // The concept's name goes; an other name the visitor chose for it ("longsuffering" for patience) stays.
  const chosen = entry.aliases.filter((alias) => context.message.toLowerCase().includes(alias.toLowerCase()));
  const kept = questionStems(chosen.join(" "));
  const names = new Set([...questionStems([entry.term, ...entry.aliases].join(" "))].filter((stem) => !kept.has(stem)));
  return { ...context, wanted: new Set([...context.wanted].filter((stem) => !names.has(stem))) };
}

/**
 * The entry's passages the library holds, cut to the verses nearest the question: those new to the
 * conversation first, then those sharing most of the visitor's words, then the entry's own order.
 */
export function groundingPassages(entry: GlossaryEntry, whole: PlanContext, count: number): Passage[] {
  const context = withoutTheName(entry, whole);
  const held = entry.passages.map((reference) => context.library.passage(reference))
    .filter((passage): passage is Passage => passage !== null)
    .map((passage, index) => {
      const shownPart = excerpt(passage, context);
      return {
        passage: shownPart,
        index,
        cited: wasCited(shownPart, context),
        near: sharedStems(context.wanted, shownPart.text),
      };
    });
  held.sort((left, right) =>
    Number(left.cited) - Number(right.cited) || right.near - left.near || left.index - right.index
  );
  return held.slice(0, count).map((entry) => entry.passage);
}

export function traditionName(entry: GlossaryEntry): string {
  return entry.tradition === "buddhist"
    ? "Buddhism"
    : entry.tradition === "christian"
    ? "Christianity"
    : "The other tradition";
}
