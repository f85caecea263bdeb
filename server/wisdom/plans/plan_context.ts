import type { ChatTurn, Passage } from "../engine.ts";
import type { Library } from "../library.ts";
import type { Chooser } from "../phrasing.ts";
import type { Situation, TurnAnalysis } from "../understanding/analyse_turn.ts";
import { sentencesOf } from "./answer_sentences.ts";

/** What an answer plan works from (ISSUE 17): the analysis, the library, the conversation, the chooser. */
export type PlanContext = {
  analysis: TurnAnalysis;
  message: string;
  library: Library;
  history: readonly ChatTurn[];
  choose: Chooser;
  /** Passages already cited in this conversation, so a reply brings something new when it can. */
  citedBefore: ReadonlySet<string>;
  /** Every situation the persona knows (data/persona/situations.json), for follow-ups that name one by id. */
  situations: readonly Situation[];
  /** The stems of the visitor's words with their King James partners (relevance.ts): what passages are chosen by. */
  wanted: ReadonlySet<string>;
  /** Breaks ties between equally near passages, the same way for the same message. */
  seed: number;
};

export type Plan = (context: PlanContext) => string[];

/**
 * A glossary term or a practice's name as it reads inside a sentence. A name led by an article is written as it is
 * ("the Kingdom of God", "the Ceremony in the Air"); so is a two-word one capitalised throughout ("Eagle Peak").
 * Otherwise it is lower-case but for names (see isName: "Jesus", "Easter"), the capitalised words that follow one
 * ("Lotus Sutra"), and what stands in brackets ("(T'ien-t'ai)").
 */
export function nameInSentence(name: string, context: { library: Library }): string {
  const [, article, rest] = /^(The |A |An )?(.*)$/s.exec(name)!;
  const tokens = rest.split(/(\([^)]*\)|[A-Za-z][\w'-]*)/);
  const words = tokens.filter((_, index) => index % 2 === 1 && !tokens[index].startsWith("("));
  if (article || (words.length === 2 && words.every((word) => /^[A-Z]/.test(word)))) {
    return (article ?? "").toLowerCase() + rest;
  }
  let afterName = false;
  return tokens.map((token, index) => {
    if (index % 2 === 0) {
      afterName &&= /^\s*$/.test(token);
      return token;
    }
    if (token.startsWith("(") || !/^[A-Z]/.test(token)) {
      afterName = false;
      return token;
    }
    afterName ||= isName(token, context.library);
    return afterName ? token : token.toLowerCase();
  }).join("");
}

const notesOf = new WeakMap<object, { text: string; names: Map<string, boolean> }>();
/**
 * Whether our notes (definitions, people's summaries and facts, titles left out) treat a capitalised word as a name:
 * written so after a lower-case word more often than in lower case ("God", "Buddhahood", "Easter"). "Peace" and "Life"
 * start titles and sentences but are written in lower case far more; a word only ever at a sentence's start
 * ("Atonement is...") is taken as common.
 */
function isName(word: string, library: Library): boolean {
  const { knowledge, corpus } = library;
  let notes = notesOf.get(knowledge);
  if (!notes) {
    const titles = [
      ...corpus.goshoWritings.map((writing) => writing.title),
      ...corpus.lotusChapters.map((chapter) => chapter.title),
    ];
    const text = titles.reduce(
      (written, title) => written.replaceAll(title, " "),
      [
        ...knowledge.glossary.all.map((entry) => entry.definition),
        ...knowledge.people.all.flatMap((person) => [person.summary, ...person.facts]),
      ].join(" "),
    );
    notes = { text, names: new Map() };
    notesOf.set(knowledge, notes);
  }
  let named = notes.names.get(word);
  if (named === undefined) {
    const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const count = (pattern: string) => notes.text.match(new RegExp(pattern, "g"))?.length ?? 0;
    const lower = count(`\\b${escaped.toLowerCase()}\\b`);
    const within = count(`(?<=(?:^|[^\\w'’])[a-z][a-z0-9']*[,;]? )${escaped}\\b`);
    named = within > lower;
    notes.names.set(word, named);
  }
  return named;
}

/** Whether a text names something as a whole word or phrase, in any case ("Selah" in "selah means..."). */
export function mentions(text: string, name: string): boolean {
  return new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`, "i").test(text);
}

/** A sentence to follow a colon or a clause: only a leading common word loses its capital ("The", "In", "A"), never a name. */
export function lowerFirst(text: string): string {
  return /^(?:The|A|An|In|It|Its|This|That|These|Those|To|For|With|When|What|As|At|On|By|From|One|Some|Many|Most|All|Each|Every|Both|Being|Having)\b/
      .test(text)
    ? text.charAt(0).toLowerCase() + text.slice(1)
    : text;
}

/** A numbered list, one step a line. */
export function numbered(steps: readonly string[]): string {
  return steps.map((step, index) => `${index + 1}. ${step}`).join("\n");
}

/** The first of these passages the library holds and the conversation has not cited yet (else the first it holds). */
export function freshPassage(
  references: readonly string[],
  context: PlanContext,
  exclude: ReadonlySet<string> = new Set(),
): Passage | null {
  const held = references.map((reference) => context.library.passage(reference)).filter((passage): passage is Passage =>
    passage !== null && !exclude.has(passage.reference)
  );
  return held.find((passage) => !context.citedBefore.has(passage.reference)) ?? held[0] ?? null;
}

/** "a, b and c". */
export function listed(items: readonly string[]): string {
  return items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** Where `pattern` first matches `text` (a situation's words, a request to the guide), or null. */
export function spanOf(pattern: RegExp, text: string): { start: number; end: number } | null {
  const found = pattern.exec(text);
  return found ? { start: found.index, end: found.index + found[0].length } : null;
}

/** This conversation's replies so far, as one text. */
export function earlierReplies(context: PlanContext): string {
  return context.history.filter((turn) => turn.role === "assistant").map((turn) => turn.content).join("\n");
}

/**
 * Whether a paragraph is already in the earlier replies: every long quotation in it ("As Matthew Henry put it: “...”"
 * is the same note however it is introduced), else every long sentence.
 */
export function toldBefore(earlier: string): (paragraph: string) => boolean {
  return (paragraph) => {
    const quoted = [...paragraph.matchAll(/[“"]([^”"]{40,})[”"]/g)].map(([, text]) => text);
    if (quoted.length > 0) return quoted.every((text) => earlier.includes(text));
    const long = sentencesOf(paragraph).filter((sentence) => sentence.length >= 60);
    return long.length > 0 && long.every((sentence) => earlier.includes(sentence));
  };
}

/** A name as it reads inside a sentence: "The lay nun Myoichi" is "the lay nun Myoichi" after "to". */
export function inSentence(name: string): string {
  return name.replace(/^The\b/, "the");
}
