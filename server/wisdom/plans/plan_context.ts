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
