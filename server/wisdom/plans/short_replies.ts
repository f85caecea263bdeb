import type { Passage } from "../engine.ts";
import { fill } from "../phrasing.ts";
import { conceptPlan } from "./concept.ts";
import { explainPlan } from "./explain.ts";
import { factPlan, notesAnswer } from "./fact.ts";
import { firstSentences } from "./answer_sentences.ts";
import { shown } from "./passage_view.ts";
import type { PlanContext } from "./plan_context.ts";
import { subjectPassages } from "./subject_passages.ts";

/**
 * The short answers (ISSUE 17): greetings and thanks, who the guide is, a request outside its
 * purpose declined in one sentence, and a text the library does not hold named plainly with the
 * closest thing it does hold.
 */
export function greetingPlan(context: PlanContext): string[] {
  const { choose } = context;
  return [choose.pick(choose.phrases.greeting, "greeting"), choose.pick(choose.phrases.greetingOffer, "offer")];
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

export function identityPlan(context: PlanContext): string[] {
  const { choose, message, library } = context;
  const topic = choose.phrases.identityTopics.find((entry) => new RegExp(`\\b(?:${entry.asks})\\b`, "i").test(message));
  const described = { library: library.description };
  const paragraphs = [
    topic
      ? fill(topic.answer, described)
      : `${choose.pick(choose.phrases.identity, "identity")} ${
        fill(choose.pick(choose.phrases.identityLibrary, "library"), described)
      }`,
  ];
  if (topic?.asks.startsWith("bless")) {
    const blessing = library.passage("Numbers 6:24-26");
    if (blessing) paragraphs.push(shown(blessing, context));
  }
  const rolePlay =
    /\b(?:pretend|act|speak|talk|answer|reply|respond|role ?play|roleplay|you are now|be my|be (?:jesus|nichiren|the buddha|god|kannon|guanyin|mary))\b/i
      .test(message);
  if (rolePlay) paragraphs.push(choose.pick(choose.phrases.noRolePlay, "role"));
  // What they asked the figure for is still answered, from the texts, in the guide's own voice.
  const subject = subjectAnswer(context);
  if (subject.length > 0) return [...paragraphs, ...subject];
  paragraphs.push(choose.pick(choose.phrases.greetingOffer, "offer"));
  return paragraphs;
}

/** The subject a message names besides the guide itself: the passage, person, concept or situation. */
function subjectAnswer(context: PlanContext): string[] {
  const { analysis } = context;
  if (analysis.references[0]) return explainPlan(context, analysis.references[0]);
  if (analysis.people.some((person) => !/^(?:jesus|shakyamuni|nichiren|god)$/i.test(person.id))) {
    return factPlan({
      ...context,
      analysis: {
        ...analysis,
        people: analysis.people.filter((person) => !/^(?:jesus|shakyamuni|nichiren|god)$/i.test(person.id)),
      },
    });
  }
  const concept = analysis.concepts.find((entry) =>
    !["god", "buddha", "bodhisattva", "christ-consciousness"].includes(entry.id)
  );
  if (concept) return conceptPlan(context, concept);
  if (analysis.situations.length > 0) {
    return subjectPassages(context, analysis.tradition === "buddhist" ? "buddhist" : "christian", 2, { comfort: true })
      .map((passage) => shown(passage, context));
  }
  return [];
}

export function outOfScopePlan(context: PlanContext): string[] {
  const { choose, analysis } = context;
  const what = analysis.outOfScope?.what ?? "that";
  return [
    fill(choose.pick(choose.phrases.outOfScope, "scope"), { what }),
    choose.pick(choose.phrases.outOfScopeOffer, "offer"),
  ];
}

export function notInLibraryPlan(context: PlanContext): string[] {
  const { choose, analysis, library } = context;
  const missing = analysis.missing;
  if (!missing) return [];
  const paragraphs = [missing.reason ?? fill(choose.pick(choose.phrases.notHeld, "notheld"), { name: missing.name })];
  for (const closest of missing.closest.slice(0, 1)) {
    if (closest.startsWith("glossary:")) {
      const entry = library.knowledge.glossary.get(closest.slice(9));
      if (entry) {
        paragraphs.push(
          `The closest I can offer is *${entry.term.toLowerCase()}*: ${firstSentences(entry.definition, 2)}`,
        );
      }
    } else if (closest.startsWith("practice:")) {
      const practice = library.knowledge.practices.get(closest.slice(9));
      if (practice) {
        paragraphs.push(
          `The closest I can offer is a practice of my own library: *${practice.name.toLowerCase()}*. ${
            practice.steps[0]
          }`,
        );
      }
    } else if (closest.startsWith("version:")) {
      paragraphs.push(
        "What I can give you is the King James wording, quoted exactly, which I'm glad to do for any verse you name.",
      );
      const named = analysis.references[0];
      if (named) {
        const passage = referencedPassage(context);
        if (passage) paragraphs.push(shown(passage, context));
      }
    } else {
      const passage = library.passage(closest);
      if (passage) paragraphs.push(`The closest passage I hold: ${shown(passage, context)}`);
    }
  }
  if (paragraphs.length === 1) paragraphs.push(choose.pick(choose.phrases.greetingOffer, "offer"));
  return paragraphs;
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
 * A question with no clearer kind: "what does the Bible say about working hard" answered from the
 * passages for that subject (the situations it names, Nave's topics, search), ranked by the
 * visitor's words, in the tradition it names or both.
 */
export function generalPlan(context: PlanContext): string[] {
  const { analysis, library, choose } = context;
  if (analysis.concepts[0]) return conceptPlan(context, analysis.concepts[0]);
  if (
    analysis.situations.length === 0 && /\?|^(?:what|who|when|where|which|how|why|tell)\b/i.test(context.message.trim())
  ) {
    const noted = notesAnswer(context);
    if (noted.length > 0) return noted;
  }
  const bible = analysis.tradition === "buddhist" ? [] : subjectPassages(context, "christian", 2);
  const buddhist = analysis.tradition === "christian"
    ? []
    : subjectPassages(context, "buddhist", analysis.tradition ? 2 : 1);
  if (bible.length + buddhist.length === 0) return [choose.pick(choose.phrases.greetingOffer, "offer")];
  const topic = analysis.tradition === "buddhist" ? undefined : library.topicReferences(context.message)[0]?.topic;
  const subject = analysis.situations[0]?.label;
  const who = analysis.tradition === "buddhist"
    ? "Nichiren Buddhism"
    : analysis.tradition === "christian"
    ? "The Bible"
    : "Both traditions";
  const opening = subject
    ? `${who} ${analysis.tradition ? "speaks" : "speak"} to ${subject} directly.`
    : topic
    ? fill(choose.pick(choose.phrases.topicOpen, "topic"), { topic: topic.toLowerCase() })
    : choose.pick(choose.phrases.searchOpen, "general");
  return [
    opening,
    ...bible.map((passage) => shown(passage, context)),
    ...buddhist.map((passage) => shown(passage, context)),
    choose.pick(choose.phrases.reflect.concept, "reflect"),
  ];
}
