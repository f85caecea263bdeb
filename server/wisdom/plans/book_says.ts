import type { Passage } from "../engine.ts";
import { excerpt, shown } from "./passage_view.ts";
import { mentions, nameInSentence, type PlanContext } from "./plan_context.ts";
import { subjectPassages } from "./subject_passages.ts";
import { questionStems } from "./relevance.ts";
import { situationsOfSubject } from "../understanding/analyse_turn.ts";
import type { BookAsked } from "../understanding/book_asked.ts";
import type { GlossaryEntry } from "../../knowledge/knowledge_schemas.ts";

/**
 * What our curators chose in the Lotus Sutra or the Gosho for a subject, before what its words find: the letters for
 * illness ("did Nichiren ever write to someone who was sick"), for work, for a teaching named.
 */
function curatedIn(kind: "lotus" | "gosho", asked: BookAsked, concepts: readonly GlossaryEntry[]): string[] {
  const prefix = kind === "lotus" ? "Lotus Sutra, Chapter " : "Gosho: ";
  return [
    ...concepts.flatMap((concept) => concept.passages).filter((reference) => reference.startsWith(prefix)),
    ...situationsOfSubject(asked).flatMap((situation) =>
      kind === "lotus"
        ? situation.passages.lotus.map((chapter) => `${prefix}${chapter}`)
        : situation.passages.gosho.map((title) => `${prefix}${title}`)
    ),
  ];
}

/** How many passages of the book asked of are shown. */
const shownCount = 3;

/**
 * A subject asked of one book, writer or text (ISSUE 17): "what does Proverbs say about money?" is
 * answered from Proverbs alone, its verses found by the subject's words and Nave's topic for it; the
 * Lotus Sutra or Nichiren's letters from our summaries of them. Empty when the book holds nothing
 * on it, so the usual answer serves instead.
 */
export function bookSaysPlan(context: PlanContext): string[] {
  const asked = context.analysis.bookAsked;
  if (!asked) return [];
  const { library, choose } = context;
  const { scope } = asked;
  // A teaching carried over from the previous turn keeps the capitals its name needs ("the Holy Spirit", "grace").
  const subject = nameInSentence(asked.subject, context);
  // What the knowledge offers for the subject itself: "Proverbs" names wisdom literature, and "marriage" a setting of
  // life whose passages are for someone hurting, but neither is what is asked about.
  const named = (names: readonly string[]) => names.some((name) => mentions(subject, name));
  const analysis = {
    ...context.analysis,
    concepts: context.analysis.concepts.filter((concept) => named([concept.term, ...concept.aliases])),
    situations: context.analysis.situations.filter((situation) => !situation.context && situation.words.test(subject)),
  };
  // The subject's words choose the verses, not the asking ("an example from the Gospels" is no search for "example").
  const words = asked.subject.toLowerCase().match(/[a-z][a-z'-]+/g) ?? [];
  const asSubject = {
    ...context,
    message: asked.subject,
    analysis: { ...analysis, words },
    wanted: questionStems(subject),
  };
  const passages = scope.kind === "bible"
    ? subjectPassages(asSubject, "christian", shownCount, {
      within: (reference) => scope.books.some((book) => reference.startsWith(`${book} `)),
      // The book's own verses holding the subject's words, after what the knowledge chose for it.
      extra: library.search(subject, ["bible"], 400)
        .filter((hit) => scope.books.some((book) => hit.reference.startsWith(`${book} `)))
        .slice(0, 12).map((hit, index) => [hit.reference, 1.5 - index * 0.05] as const),
    })
    : [
      ...new Set([
        ...curatedIn(scope.kind, asked, analysis.concepts),
        ...library.search(subject, [scope.kind], shownCount).map((hit) => hit.reference),
      ]),
    ]
      .map((reference) => library.passage(reference))
      // A letter named two ways ("Gosho: Winter Always Turns to Spring", and as search names it) is shown once.
      .filter((passage, index, all): passage is Passage =>
        passage !== null && all.findIndex((other) => other?.reference === passage.reference) === index
      ).slice(0, shownCount)
      .map((passage) => excerpt(passage, context));
  if (passages.length === 0) return [];
  const opening = asked.recipient
    ? scope.kind === "gosho"
      ? `Here is where Nichiren writes to ${asked.recipient}, in our summaries of his letters:`
      : `Here is what ${
        scope.kind === "bible" ? scope.name : "the Lotus Sutra"
      } says that speaks to ${asked.recipient}:`
    : scope.kind === "lotus"
    ? `Here is where the Lotus Sutra speaks of ${subject}, in our summaries of its chapters:`
    : scope.kind === "gosho"
    ? `Here is where Nichiren's letters speak of ${subject}, in our summaries of them:`
    : scope.name === "Paul"
    ? `Here is what Paul writes about ${subject} in his letters:`
    : scope.name === "Psalms"
    ? `Here is what the Psalms say about ${subject}:`
    : `Here is what ${scope.name} ${scope.name === "the Gospels" ? "say" : "says"} about ${subject}:`;
  return [
    opening,
    ...passages.map((passage) => shown(passage, context)),
    choose.pick(choose.phrases.reflect.concept, "reflect"),
  ];
}
