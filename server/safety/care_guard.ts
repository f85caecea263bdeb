import { supportMarkers } from "../../contracts/support_block.ts";
import { reviewedReferences, unsafeVerseText, versesOf } from "./care_passages.ts";

/**
 * What an engine's reply may say to someone at risk (ISSUE 15). The server writes the care opening
 * and the resources itself; an engine's text, a model's above all, is read sentence by sentence and
 * a sentence is dropped when it:
 * - gives method, dose, height or place detail (numbers with units, means and methods), unless it
 *   is about putting the means away;
 * - makes death sound like rest, release, reward or a reunion, or approves of self-harm;
 * - talks the visitor out of calling for help;
 * - in care and crisis mode, cites scripture outside the reviewed list, or any verse whose text
 *   speaks of losing one's life or longing for death.
 * `crisis` and `care` apply every check; `topic` (a question about suicide or abuse in general)
 * keeps the doctrine a good answer needs and drops method detail and romanticised death.
 */
export type CareGuardMode = "crisis" | "care" | "topic";

/** How the guard looks up what a sentence cites: canonical references with their verse texts. */
export type CitedPassages = (sentence: string) => { reference: string; verses: string[]; texts: string[] }[];

const methodNumbers =
  /\b\d+(?:[.,]\d+)?\s*(?:mg|milligrams?|g|grams?|ml|mls|tablets?|pills?|capsules?|doses?|feet|ft|foot|metres?|meters?|floors?|stories|storeys|units)\b/i;
const methodWords =
  /\b(?:overdos\w*|lethal|fatal|deadly dose|noose|hang(?:ing|ed)? (?:yourself|myself|oneself)|rope|jump(?:ing)? (?:off|from|in front)|ledge|rooftop|firearm|pistol|rifle|shotgun|bullet|trigger|razor|blades?|slit|wrists?|veins?|carbon monoxide|charcoal|exhaust|bleach|antifreeze|poison\w*|suffocat\w*|drown\w*|train tracks|railway line|painless(?:ly)?|quickest way|easiest way|surest way|how (?:many|much) (?:pills|tablets|medication))\b/i;
const meansSafety =
  /\b(?:away from|out of reach|lock(?:ed)? (?:it |them )?(?:up|away)|give (?:them|it|the \w+) to|hand (?:them|it|the \w+) to|somewhere safe|safe place|remove|get rid of|dispose|put (?:some )?distance|keep (?:them|it) away|with someone you trust)\b/i;
const romanticised =
  /\b(?:death|dying|the end|passing)\b.{0,40}\b(?:release|relief|rest|peace|peaceful|freedom|escape|gift|gain|going home|beautiful|sweet|a better place|an answer|the answer|a solution|the solution)\b|\b(?:better place|at rest now|rest in peace|reunited|set (?:you|yourself) free|end (?:your|the) suffering|join (?:them|him|her) soon|go home to (?:god|jesus|the lord)|to die is gain|brave (?:choice|decision)|your right to (?:die|end)|respect your (?:choice|decision))\b/i;
const approval =
  /\b(?:it(?:'s| is)|that(?:'s| is)) (?:okay|ok|fine|alright|understandable|natural|your right) to (?:end|kill|take|hurt|harm|cut|die|want to die|give up)\b|\byou (?:deserve|have (?:the|every) right) to (?:die|rest forever|end it|leave this)\b|\b(?:suicide|self-harm|cutting) (?:is|can be) (?:a|an) (?:option|choice|answer|way out|solution)\b/i;
const discouraging =
  /\b(?:don't|do not|no need to|you don't need to|you do not need to|instead of|rather than|never|shouldn't|should not) (?:call|calling|contact|contacting|reach(?:ing)? out to|talk(?:ing)? to|see(?:ing)?|tell(?:ing)?) (?:a |the |any |your )?(?:hotline|helpline|lines?|crisis|emergency|doctor|therapist|counsell?or|professional|police|anyone|someone|988|911|999|112|people)\b|\bprayer (?:alone )?(?:is|will be) enough\b|\b(?:only|just) need to (?:pray|chant|meditate)\b|\b(?:pray|chant|meditate) instead\b/i;

/** Whether one sentence may go to a visitor in this mode. */
export function sentenceAllowed(sentence: string, mode: CareGuardMode, cited: CitedPassages): boolean {
  if (methodNumbers.test(sentence)) return false;
  if (methodWords.test(sentence) && !meansSafety.test(sentence)) return false;
  if (romanticised.test(sentence) || discouraging.test(sentence)) return false;
  if (mode !== "topic" && approval.test(sentence)) return false;
  for (const passage of cited(sentence)) {
    if (passage.texts.some((text) => unsafeVerseText.test(text))) return false;
    if (mode !== "topic" && !passage.verses.every((verse) => reviewedVerses.has(verse))) return false;
  }
  return true;
}

/** The reviewed references as single verses ("Lamentations 3:22-23" is 3:22 and 3:23). */
const reviewedVerses: ReadonlySet<string> = new Set([...reviewedReferences].flatMap(versesOf));

/** A sentence ends at . ! or ? (with closing quotes or brackets) before a space, or at a blank line. */
const sentenceEnd = /[.!?…]["'”’)\]*]*(?=\s)|\n{2,}/g;

/**
 * The engine's text with disallowed sentences left out, streamed a sentence at a time. The
 * stream's tail is checked as a sentence too. `kept` reports whether anything was let through.
 */
export async function* guardCareText(
  chunks: AsyncIterable<string>,
  mode: CareGuardMode,
  cited: CitedPassages,
  onKept: () => void,
): AsyncGenerator<string> {
  let buffer = "";
  const release = function* (text: string) {
    if (text.trim() === "") {
      if (text) yield text;
      return;
    }
    if (sentenceAllowed(text, mode, cited)) {
      onKept();
      yield text;
    }
  };
  for await (const chunk of chunks) {
    buffer += chunk;
    let start = 0;
    for (const match of buffer.matchAll(sentenceEnd)) {
      const end = match.index + match[0].length;
      // Keep the whitespace after a sentence with it, so kept sentences join as written.
      const next = /^\s*/.exec(buffer.slice(end))![0];
      if (end + next.length >= buffer.length) break;
      yield* release(buffer.slice(start, end + next.length));
      start = end + next.length;
    }
    buffer = buffer.slice(start);
  }
  if (buffer) yield* release(buffer);
}

/**
 * An engine's text with any support-block markers removed, so only the server can write a block.
 * A "[" near the end of a chunk is held back until the next chunk shows whether it opens a marker.
 */
/** Longer than any marker the server writes ("[SUPPORT kind=self-harm country=XX tone=urgent]"). */
const markerLength = 120;

export async function* withoutSupportMarkers(chunks: AsyncIterable<string>): AsyncGenerator<string> {
  let pending = "";
  for await (const chunk of chunks) {
    const text = (pending + chunk).replace(supportMarkers, "");
    const open = text.lastIndexOf("[");
    const held = open >= 0 && open > text.length - markerLength && !text.slice(open).includes("]") ? open : text.length;
    pending = text.slice(held);
    if (held > 0) yield text.slice(0, held);
  }
  const rest = pending.replace(supportMarkers, "");
  if (rest) yield rest;
}
