import type { ChatTurn, Passage } from "./engine.ts";
import type { Persona } from "./persona.ts";
import { referenceText } from "./plans/explain.ts";
import { firstSentences } from "./plans/answer_sentences.ts";
import { subjectAsked } from "./understanding/asked_subject.ts";

/**
 * What a model is given to answer from (ISSUE 17): the same understanding the built-in engine
 * uses, as passages it may quote (exact text) and notes it may draw on (the request kind, the
 * references resolved, glossary definitions, facts about people and books, a practice's steps, the
 * commentary on a verse). A configured model answers better, and its citations are still checked.
 */
export type Grounding = { passages: Passage[]; notes: string[] };

const kindNotes: Readonly<Record<string, string>> = {
  explain:
    "They ask what a passage means: quote it exactly, say in plain words what it means in its context, then one related passage and a question to reflect on.",
  fact: "They ask a question of fact: give the fact in your first sentence.",
  concept:
    "They ask about a concept: define it plainly, ground it in the passages, and mention a real parallel in the other tradition only if the notes give one.",
  comparison:
    "They ask for a comparison across the traditions: give each side in its own terms, then where they meet and differ.",
  steps: "They ask for practical steps: give a numbered list of at least three steps that fits their situation.",
  feeling:
    "They share a feeling or situation: acknowledge it in their own words first, then passages for that situation, then one small practice.",
  "follow-up": "They follow up on your previous reply: answer about what it cited or discussed.",
  greeting: "They greet you or thank you: answer briefly and warmly.",
  thanks: "They thank you or say goodbye: answer briefly and warmly.",
  identity:
    "They ask who you are or ask you to play a holy figure: say plainly that you are an AI guide and do not speak as Jesus, the Buddha or Nichiren.",
  "out-of-scope":
    "They ask for something outside your purpose: say in one friendly sentence what you are for, offer what you can do, and do not do the task.",
  "not-in-library": "They ask for a text you do not hold: say so plainly and offer the closest thing in the notes.",
  general: "Answer their question directly, then ground it in the passages.",
};

export function groundingFor(persona: Persona, message: string, history: readonly ChatTurn[]): Grounding {
  const { library } = persona;
  const analysis = persona.analyse(message, history);
  const notes = [`Request: ${kindNotes[analysis.kind]}`];
  const wanted: string[] = [];

  const follow = analysis.followUp;
  if (follow?.mode === "passage") {
    wanted.push(follow.reference);
    notes.push(`They mean ${follow.reference}, which your previous reply cited.`);
  } else if (follow?.mode === "tradition") {
    notes.push(
      `They want the same subject (${
        analysis.previous?.topic ?? "your previous reply"
      }) from the ${follow.tradition} tradition.`,
    );
  } else if (follow) {
    notes.push(`They continue your previous reply, about ${analysis.previous?.topic ?? "the same subject"}.`);
    if (analysis.previous?.topic?.startsWith("reference:")) {
      wanted.push(analysis.previous.topic.slice("reference:".length));
    }
  }
  for (const reference of analysis.references) {
    const text = referenceText(reference, { library } as Parameters<typeof referenceText>[1]);
    wanted.push(text);
    if (reference.source === "bible") {
      const info = library.bookInfo(reference.bookId);
      if (info) notes.push(`${info.name}: ${info.author} ${info.period} ${info.theme} ${info.written_to ?? ""}`.trim());
      const note = library.commentary(reference.bookId, reference.chapter, reference.verseStart ?? 1);
      if (note) {
        notes.push(`Matthew Henry's note on ${note.range} (${note.attribution}): ${firstSentences(note.text, 4)}`);
      }
    }
  }
  for (const concept of analysis.concepts.slice(0, 2)) {
    notes.push(`${concept.term}: ${concept.definition}`);
    if (concept.parallel) notes.push(`Parallel (${concept.parallel.id}): ${concept.parallel.note}`);
    wanted.push(...concept.passages.slice(0, 2));
  }
  for (const person of analysis.people.slice(0, 2)) {
    notes.push(
      `${person.name}${person.dates ? ` (${person.dates})` : ""}: ${person.summary} ${person.facts.join(" ")}`,
    );
    wanted.push(...person.passages.slice(0, 1));
  }
  for (const book of analysis.books.slice(0, 1)) {
    notes.push(`${book.name}: ${book.author} ${book.period} ${book.theme} ${book.written_to ?? ""}`.trim());
  }
  const practice = analysis.practices[0];
  if (practice) notes.push(`${practice.name}: ${practice.steps.join(" ")} ${practice.note}`);
  if (analysis.caution) {
    const { condition, practice: unsafe } = analysis.caution;
    notes.push(
      `They name ${condition.said}, which can make ${unsafe.name} unsafe: tell them to ask their doctor first and give no steps for it. ${unsafe.note}`,
    );
  }
  const { trouble } = analysis;
  if (trouble) {
    notes.push(
      `The difficulty they meet in practice is ${trouble.label}: ${trouble.answer} Things to try: ${
        trouble.tips.join(" ")
      }`,
    );
    wanted.push(...trouble.passages.slice(0, 2));
  }
  if (analysis.missing?.person) {
    // A model knows of John Calvin; what it says of him is not checked against anything we hold, so it says so.
    const others = analysis.missing.closest.map((id) => library.knowledge.people.get(id.replace(/^person:/, ""))?.name)
      .filter((name) => name !== undefined);
    notes.push(
      `Our notes hold no entry on ${analysis.missing.name}${
        others.length > 0 ? `, who is not ${others.join(" or ")}` : ""
      }. Say that our notes do not cover them; anything you add is general knowledge, not from the texts.`,
    );
  } else if (analysis.missing) {
    notes.push(
      `${analysis.missing.name} is not in the library; the closest held: ${analysis.missing.closest.join(", ")}.`,
    );
  }
  if (analysis.outOfScope) notes.push(`The request (${analysis.outOfScope.what}) is outside your purpose.`);
  // What Nave's Topical Bible gathers on the subject asked about ("who were the Sadducees?", "...say about gossip").
  const subject = subjectAsked(analysis.text);
  const outline = subject ? library.topicOutline(subject) : null;
  if (outline) {
    const headings = outline.headings.filter((heading) => heading.references.length > 0);
    notes.push(
      `Nave's Topical Bible on ${outline.topic}${outline.note ? ` (${outline.note})` : ""}: ${
        headings.slice(0, 6).map((heading) => heading.label).join("; ")
      }.`,
    );
    wanted.push(...(headings[0]?.references.slice(0, 2) ?? []));
  }
  for (const topic of library.topicReferences(analysis.text).filter((found) => found.asked).slice(0, 2)) {
    notes.push(`Nave's Topical Bible gathers verses on ${topic.topic}.`);
    wanted.push(...topic.references.slice(0, 2));
  }
  for (const situation of analysis.situations.slice(0, 2)) {
    wanted.push(
      ...situation.passages.bible.slice(0, 2),
      ...situation.passages.lotus.slice(0, 1).map((chapter) => `Lotus Sutra, Chapter ${chapter}`),
    );
  }

  const passages: Passage[] = [];
  for (const reference of wanted) {
    const passage = library.passage(reference);
    if (passage && !passages.some((known) => known.reference === passage.reference)) passages.push(passage);
  }
  if (passages.length < 3 && analysis.words.length > 0) {
    for (const hit of library.search(analysis.words.join(" "), ["bible", "lotus", "gosho"], 4)) {
      if (!passages.some((known) => known.reference === hit.reference)) passages.push(hit);
    }
  }
  return { passages: passages.slice(0, 8), notes };
}
