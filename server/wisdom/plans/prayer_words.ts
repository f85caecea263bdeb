import type { Passage } from "../engine.ts";
import { fill } from "../phrasing.ts";
import { spokenToThem } from "./feeling.ts";
import { quoteVerses, shown } from "./passage_view.ts";
import { nameInSentence, type PlanContext } from "./plan_context.ts";
import { occasionNamed } from "../understanding/practice_match.ts";
import prayerData from "../../../data/persona/prayers.json" with { type: "json" };
import { questionStems, sharedStems, stemsOf } from "./relevance.ts";
import { subjectPassages } from "./subject_passages.ts";

/**
 * "Give me a short prayer for my exam tomorrow", "a prayer for strength please", "what can I chant for my mom's
 * surgery": words to pray, asked for (ISSUE 17). Not how to pray (steps), what prayer is (a teaching), or whether it
 * works (a question about it).
 */
export const prayerWordsAsked =
  /\b(?:a|an|any|some|one|good|short|simple|quick|little|small|bedtime|morning|evening|night)\s+(?:[\w'-]+\s+){0,2}prayers?\s+(?:of (?:thanks|thanksgiving|praise|gratitude|blessing)\s+)?(?:for|before|after|about|over|when|at|to|tonight|today|i (?:can|could) (?:say|pray|use))\b|\b(?:write|give|say|compose|make|find|share|send|offer|suggest)\s+(?:me\s+|us\s+)?(?:a|an|some|one)\s+(?:[\w'-]+\s+)?prayers?\b(?!\s+(?:journal|diary|notebook|book|list|corner|space|room|wall|group|meeting|partner|routine|habit|life|time|beads?|rope|mat|shawl|request))|\bwhat (?:can|should|could|do) (?:i|we) (?:pray|chant|say to god)\s+(?:for|before|about|over|when|at|after)\b|\b(?:words|something) (?:to|i can|i could) (?:pray|chant)\b|\b(?:what|which) (?:prayers?|words) (?:can|should|could|do|would) (?:i|we) (?:say|pray|use)\b/i;
const thanksAsked = /\b(?:thanks|thank you|thanksgiving|gratitude|grateful|praise)\b/i;
/** Whether prayer works or is heard is a question about prayer, not a request for words. */
const aboutPrayer = /\b(?:work|works|worked|answered|unanswered|effective|real|heard|wrong|allowed|okay|ok)\b/i;

/** What the prayer is for, as asked ("for my exam tomorrow"), spoken to the visitor ("for your exam tomorrow"). */
const forWhat =
  /\b(?:prayers?|pray|chant|say|use)\s+(?:(?:i|we) (?:can|could|should) (?:say|pray|use)\s+)?((?:for|before|after|about|over|when|at|to)\s+.{3,60}?)\s*(?:,?\s*(?:please|pls|thanks|thank you))?\s*[?.!]*$/i;

const prayers = prayerData.prayers.map((prayer) => ({ ...prayer, stems: stemsOf(prayer.themes.join(" ")) }));
/** Said when nothing more is asked for than "a prayer": the prayer Jesus taught, and the oldest blessing. */
const everyday = ["Matthew 6:9-13", "Numbers 6:24-26"];
/** Asked for a situation no prayer of ours names, help and a blessing fit any; for someone else, two blessings. */
const anyNeed = ["Psalms 121:1-2", "Numbers 6:24-26"];
const anyoneElse = ["Numbers 6:24-26", "Psalms 121:7-8"];
/** A prayer for someone else ("for my son", "for her"): "heal me" is not theirs to pray. */
const someone =
  "(?:son|daughter|child|children|kids?|baby|mom|mum|mother|dad|father|parents?|wife|husband|partner|spouse|friends?|brother|sister|siblings?|grandma|grandmother|grandpa|grandfather|family|aunt|uncle|cousin|boss|colleague|coworker|neighbou?r|teacher|pastor|niece|nephew|fianc[ée]e?|boyfriend|girlfriend)";
const forAnother = new RegExp(`\\bfor (?:him|her|them|(?:my|our|a|an|his|her|their) (?:[\\w'-]+ )?${someone})\\b`, "i");
/** Someone else's trouble told before a bare "a prayer please": "my mom is in hospital". */
const anotherTold = new RegExp(`\\b(?:my|our) (?:[\\w'-]+ )?${someone}(?: is| has| was| got| had|'s)\\b`, "i");

/**
 * Two prayers for what the words are asked for (data/persona/prayers.json): those whose themes share a word with the
 * message or name a situation the visitor tells of, best first; then prayers for any need, or for every day.
 */
function prayersFor(message: string, asked: string | undefined, context: PlanContext, toldBefore: boolean): Passage[] {
  const situations = context.analysis.situations;
  const wanted = stemsOf(
    [message, ...situations.map((situation) => situation.id.replace(/-/g, " "))].join(" "),
  );
  const other = forAnother.test(message) || (toldBefore && anotherTold.test(message));
  const fitting = prayers.filter((prayer) => !(other && "self" in prayer)).map((prayer, order) => ({
    prayer,
    order,
    shared: sharedStems(wanted, prayer.stems),
  }))
    .filter(({ shared }) => shared > 0).sort((left, right) => right.shared - left.shared || left.order - right.order)
    .map(({ prayer }) => prayer.reference);
  const chapterOf = (reference: string) => reference.replace(/:.*$/, "");
  const chosen: string[] = [];
  for (const reference of [...fitting, ...(other ? anyoneElse : asked || situations.length > 0 ? anyNeed : everyday)]) {
    if (chosen.length < 2 && !chosen.some((taken) => chapterOf(taken) === chapterOf(reference))) chosen.push(reference);
  }
  return chosen.map((reference) => context.library.passage(reference))
    .filter((passage): passage is Passage => passage !== null);
}

/** Teachings about praying itself, which say nothing of what a prayer asked for is for. */
const prayerConcepts = new Set(["prayer", "prayer-and-chanting", "daimoku", "lords-prayer"]);

/** "And a short prayer", "a prayer too please": words to pray, for what the conversation is about. */
const barePrayer =
  /^(?:(?:and|also|plus|ok(?:ay)?|now|then)[, ]+)?(?:(?:can|could) (?:you|i (?:have|get)) )?(?:(?:give|write|send|say) (?:me |us )?)?(?:a|an|some|one) (?:short |quick |little |simple |small )?prayer(?: (?:too|as well|also|for that|for it|for this))?(?: please| pls)?[\s?.!]*$/i;

export function prayerWordsPlan(context: PlanContext): string[] {
  const bare = barePrayer.test(context.message.trim()) && context.history.length > 0;
  if (bare) {
    // Asked with nothing of its own, the prayer is for what was told before ("I'm anxious about my surgery tomorrow").
    const told = context.history.filter((turn) => turn.role === "user").slice(-2).map((turn) => turn.content).join(" ");
    const situations = context.situations.filter((situation) => situation.words.test(told));
    return prayerWordsFor({ ...context, analysis: { ...context.analysis, situations } }, told, true);
  }
  return prayerWordsFor(context, context.message, false);
}

/** `toldBefore`: `message` is what the visitor told before a bare "a prayer please", which asked for the words. */
function prayerWordsFor(context: PlanContext, message: string, toldBefore: boolean): string[] {
  const { choose, analysis } = context;
  // A practice asked for by name ("a breath prayer for work") is its steps.
  const named = context.library.knowledge.practices.find(message).length > 0;
  // "Ok, a prayer before..." opens with a word of assent, no question whether praying is ok.
  const unprefixed = message.replace(/^(?:(?:ok(?:ay)?|alright|fine|so|and|then)[,.!]?\s+)+/i, "");
  // "Tell me how to do a breathing prayer": the way of praying is asked, which steps answer.
  const howAsked =
    /\b(?:how (?:do|can|should) (?:i|we) (?:do|make|learn)|how to (?:do|make|learn)|teach me how|walk me through|show me how)\b/i
      .test(message);
  if (!toldBefore && (!prayerWordsAsked.test(message) || aboutPrayer.test(unprefixed) || named || howAsked)) return [];
  // "...before my interview then": the word that carries the conversation on is not what the prayer is for.
  const asked = forWhat.exec(message.replace(/\s+then\s*([?.!]*)$/i, "$1"))?.[1];
  const subject = asked ? ` ${spokenToThem(asked)}` : "";
  // The words asked for are the subject's, not verses about praying: chosen by what the prayer is for alone.
  const focused: PlanContext = {
    ...context,
    ...(asked ? { message: asked, wanted: questionStems(asked) } : {}),
    analysis: {
      ...analysis,
      concepts: analysis.concepts.filter((concept) => !prayerConcepts.has(concept.id)),
      situations: analysis.situations.filter((situation) => situation.id !== "prayer"),
    },
  };
  const practiced = analysis.practices.flatMap((practice) => practice.passages).map((reference) =>
    [reference, 4] as const
  );
  const comfort = focused.analysis.situations.some((situation) => !situation.context && !situation.glad);
  // Asked to chant, or for a Buddhist's prayer: in Nichiren Buddhism that is the daimoku.
  const chant = (/\bchant/i.test(message) && !/\bpray/i.test(message)) ||
    /\b(?:buddhis[mt]|nichiren|daimoku)\b/i.test(message);
  if (chant) {
    const [passage] = subjectPassages(focused, "buddhist", 1, { comfort, extra: practiced });
    return [
      fill(choose.pick(choose.phrases.chantWordsOpen, "chantWords"), { subject }),
      ...(passage ? [shown(passage, focused)] : []),
      choose.pick(choose.phrases.chantWordsClose, "chantWordsClose"),
    ];
  }
  const passages = prayersFor(message, asked, focused, toldBefore);
  const occasion = occasionNamed(message) ? analysis.practices[0] : undefined;
  return [
    fill(choose.pick(choose.phrases.prayerWordsOpen, "prayerWords"), { subject }),
    // A prayer is given whole, not cut to the verses nearest the request.
    ...passages.map((passage) => quoteVerses(context.library.verses(passage.reference), context.library)),
    // A prayer of thanks closes with thanks, not with what one fears.
    thanksAsked.test(message)
      ? choose.pick(choose.phrases.thanksWordsClose, "prayerWordsClose")
      : choose.pick(choose.phrases.prayerWordsClose, "prayerWordsClose"),
    // The occasion named has a practice of its own, for the rest of the day: the next step.
    ...(occasion
      ? [
        `${choose.pick(choose.phrases.practiceOffer, "practice")} *${nameInSentence(occasion.name, context)}*. ${
          occasion.steps[0]
        }`,
      ]
      : []),
  ];
}
