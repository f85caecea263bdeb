import type { Practice } from "../../knowledge/knowledge_schemas.ts";
import { isFunctionWord } from "../plans/relevance.ts";

/**
 * The practice that fits a message best (ISSUE 17), when it names none: the one whose names,
 * situations ("tonight", "in bed", "at work", "when angry") and tradition share most with it.
 */
const situationTags: ReadonlyArray<readonly [RegExp, string[]]> = [
  [/\b(?:tonight|in bed|can'?t sleep|before (?:sleep|bed)|at night|sleep|insomnia|racing)\b/i, [
    "tonight",
    "in bed",
    "at night",
  ]],
  [/\b(?:morning|wake up|start (?:of )?(?:my|the) day)\b/i, ["morning"]],
  [/\b(?:work|office|job|break|boss|colleague)\b/i, ["at work"]],
  [/\b(?:angry|anger|rage|furious|temper)\b/i, ["when angry"]],
  [/\b(?:anxious|anxiety|worry|worried|panic|nervous|exams?|tests?)\b/i, ["when anxious"]],
  // Only an exam, or a trial like one (an interview, an audition), is helped by exam advice; a wedding is not.
  [/\b(?:exams?|tests?|finals|midterms?|quiz|revision|revising|studying for|interviews?|auditions?)\b/i, [
    "before an exam",
  ]],
  [/\b(?:grief|grieving|loss|lost|died|death|mourning|funeral)\b/i, ["grieving"]],
  [
    /\b(?:conversation|confront|talk to|argument|conflict with (?:my|a|an|our|his|her|their|him|them|someone|somebody)|fight|make peace|reconcile|tell (?:my|our|him|her|them|the (?:kids|children|family)))\b/i,
    [
      "hard conversation",
    ],
  ],
  [/\b(?:forgive|forgiveness|resent|sorry)\b/i, ["forgiveness"]],
  [/\b(?:grateful|gratitude|thankful)\b/i, ["gratitude"]],
  [/\b(?:begin|beginner|start|new to|never|first time)\b/i, ["beginner"]],
  [/\b(?:caring for|carer|caregiv\w*|looking after)\b/i, ["caregiving"]],
  [/\b(?:sober|sobriety|recovery|relapse\w*|addict\w*|drinking|cravings?)\b/i, ["in recovery"]],
  [/\b(?:waiting room|hospital|scan|results|appointment|surgery)\b/i, ["waiting room"]],
  [/\b(?:missed|skipped|stopped|lapsed?|fell off|fallen away|haven'?t (?:prayed|chanted|been))\b/i, ["after a lapse"]],
  [/\b(?:jealous\w*|envy|envious|compar\w+ (?:myself|me))\b/i, ["envy"]],
  [/\b(?:decide|decision|choose between|should i (?:take|stay|leave|go))\b/i, ["making a decision"]],
  [/\b(?:lent|lenten|ash wednesday)\b/i, ["lent"]],
  [/\b(?:guilty|guilt|confess\w*|ashamed)\b/i, ["feeling guilty"]],
  [/\b(?:argument|argued|fight|fought|snapped at|yelled)\b/i, ["after an argument"]],
  // The moods and times the practices are written for, as people name them.
  [/\b(?:evening|after work|end of (?:the|my) day)\b/i, ["evening"]],
  [/\b(?:every ?day|daily|each day|habit)\b/i, ["daily"]],
  [/\b(?:stress\w*|pressured?|burn(?:ed|t)?[- ]?out)\b/i, ["stressed"]],
  [/\b(?:overwhelm\w*|too much|can'?t cope|drowning)\b/i, ["overwhelmed"]],
  [/\b(?:weekends?|saturday|sunday|day off)\b/i, ["weekend"]],
  [/\b(?:sad|sadness|down|low|blue|heavy[- ]hearted)\b/i, ["sad"]],
  [/\b(?:lonely|loneliness|alone|isolated|no friends|left out|left behind)\b/i, ["lonely"]],
  [/\b(?:can'?t sleep|cannot sleep|insomnia|lying awake|wide awake)\b/i, ["can't sleep"]],
  [/\b(?:grudge|resent\w*|bitter\w*|can'?t let (?:it )?go)\b/i, ["resentful"]],
  [/\b(?:restless|fidget\w*|can'?t sit still|agitated)\b/i, ["restless"]],
  [/\b(?:worried (?:about|for) (?:my|a|our|him|her|them)|pray(?:ing)? for (?:my|a|our|him|her|them))\b/i, [
    "worried about someone",
  ]],
  [/\b(?:meeting|presentation|big call)\b/i, ["before a meeting"]],
  [/\b(?:hurt me|hurt by|wounded me)\b/i, ["hurt"]],
];
/** Tags of occasions rather than of times or moods: the situationTags above that name an event. */
const occasions = new Set([
  "before an exam",
  "waiting room",
  "caregiving",
  "in recovery",
  "lent",
  "after an argument",
  "after a lapse",
  "hard conversation",
  "making a decision",
]);
const strongWords: ReadonlyArray<readonly [RegExp, RegExp]> = [
  [/\bmeditat\w*\b/i, /meditat/i],
  [/\b(?:pray\w*|prayer)\b/i, /pray/i],
  [/\b(?:chant\w*|daimoku|nam[- ]myoho)\b/i, /chant|daimoku/i],
  [/\bgongyo\b/i, /gongyo/i],
  [/\bgosho\b/i, /gosho/i],
  [/\b(?:grateful|gratitude|thankful)\b/i, /gratitude/i],
  [/\b(?:forgiv\w*|grudge|let go of (?:the )?(?:hurt|resentment|anger))\b/i, /forgiv/i],
  [/\b(?:bible|scripture|read(?:ing)?)\b/i, /lectio|journaling|psalm|read/i],
  [/\b(?:fast|fasting|lent)\b/i, /fast/i],
  [/\b(?:confess\w*|repent\w*)\b/i, /examen|confess|lament/i],
  // Saying sorry to someone is an apology; confessing to God is the examen's.
  [/\b(?:say(?:ing)? sorry|apologi[sz]\w*|apology|make amends|make it right)\b/i, /apolog/i],
  [/\b(?:angry|anger|furious|fuming|rage|raging|livid|mad at)\b/i, /anger/i],
  [/\b(?:grief|grieving|funeral|loss)\b/i, /grief|lament/i],
  [/\b(?:jealous|envy|envious)\b/i, /loving-kindness|gratitude/i],
  [
    /\b(?:enem\w*|can'?t stand|difficult person|hurt me|wronged me|toxic|manipulative|narcissis\w*)\b/i,
    /enem|hurt|loving-kindness/i,
  ],
];

/** "One practice that fits both" traditions asks for one they share. */
export const bothAsked = /\b(?:fits?|for|in|from|of) both\b|\bboth traditions\b/i;

const root = (word: string) => word.replace(/(?:ing|ed|es|s)$/, "");
/** Words every practice could be called by ("a simple practice"): they tell none apart. */
const generic = new Set(["practice", "practise", "practices", "practising", "practicing", "simple", "steps", "ways"]);
/** A text's content words by root: a name's "how" or "for" is no reason to offer a practice. */
const contentRoots = (text: string) =>
  (text.toLowerCase().match(/[a-z]{3,}/g) ?? []).filter((word) => !isFunctionWord(word) && !generic.has(word))
    .map(root);

/** `minimum`: how well a practice must fit; offered unasked (to someone sharing a feeling) it must fit clearly. */
export function bestPractice(
  practices: readonly Practice[],
  message: string,
  tradition: string | null,
  minimum = 0,
): Practice | null {
  const tags = situationTags.flatMap(([pattern, found]) => (pattern.test(message) ? found : []));
  // "Walk me through" asks for steps; it is no wish for the walking practice.
  const words = new Set(contentRoots(message.replace(/\b(?:walk|talk|take|run) (?:me|us) through\b/gi, "")));
  let best: Practice | null = null;
  let bestScore = 0;
  for (const practice of practices) {
    // A practice of the other tradition is not what someone asking about theirs is after (a Gosho is not read like the Bible).
    if (tradition && practice.tradition !== "shared" && practice.tradition !== tradition) continue;
    // A practice made for an occasion (its first "when": before an exam, in a waiting room, a hard conversation)
    // is offered only when the message names one of the occasions it lists.
    if (
      occasions.has(practice.when[0]) &&
      !practice.when.some((when) => occasions.has(when) && tags.includes(when))
    ) continue;
    let score = new Set(contentRoots([practice.name, ...practice.aliases].join(" ")).filter((word) => words.has(word)))
      .size;
    score += 2 * practice.when.filter((when) => tags.includes(when)).length;
    // The occasion a practice is made for (its first "when") outweighs one it also serves: telling one's wife hard
    // news is the hard conversation's, not the anger practice's.
    if (tags.includes(practice.when[0])) score += 0.5;
    if (tradition && practice.tradition === tradition) score += 1.5;
    for (const [asks, fits] of strongWords) {
      if (asks.test(message) && fits.test(`${practice.id} ${practice.name}`)) score += 4;
    }
    // One shared word of a name is chance: a practice fits when something in the message asks for it.
    if (score > bestScore && score >= minimum) {
      best = practice;
      bestScore = score;
    }
  }
  return best;
}
