import type { Audience, EmotionalState, FoeContext, Situation } from "../../contracts/foe.ts";

/**
 * What the F.O.E. analysis reads (issue 6): trigger words and phrases for each context, and how the
 * three optional choices lean the reading.
 *
 * Forms are whole lowercase words or phrases (matched on word boundaries, so 'win' never fires
 * inside 'window'); each form is listed rather than stemmed, because stems such as 'win*' or
 * 'mad*' catch unrelated words. Weights: 1.5 for a word that names the context outright ('love',
 * 'furious'), about 1 for clear signals, below 1 for words that are often used in other senses
 * ('match', 'test', 'train').
 */

export type TriggerEntry = {
  /** The entry's name, shown beside each match ('anger' for 'furious'). */
  trigger: string;
  context: FoeContext;
  weight: number;
  forms: readonly string[];
  /**
   * Words of hostility toward people. They count for Force (the moment is a fight), but the
   * message never repeats them: it turns the energy toward the challenge instead.
   */
  hostile?: boolean;
};

const love = (trigger: string, weight: number, forms: readonly string[]): TriggerEntry => ({
  trigger,
  context: "positive",
  weight,
  forms,
});

const force = (trigger: string, weight: number, forms: readonly string[], hostile = false): TriggerEntry => ({
  trigger,
  context: "negative",
  weight,
  forms,
  ...(hostile ? { hostile } : {}),
});

export const triggerLexicon: readonly TriggerEntry[] = [
  // Love: positive context.
  love("love", 1.5, ["love", "loves", "loved", "loving", "beloved"]),
  love("gratitude", 1.2, [
    "thank",
    "thanks",
    "thank you",
    "thankful",
    "grateful",
    "gratitude",
    "appreciate",
    "appreciated",
    "appreciation",
  ]),
  love("family", 1, [
    "family",
    "families",
    "mom",
    "mum",
    "dad",
    "mother",
    "father",
    "brother",
    "sister",
    "son",
    "daughter",
    "grandma",
    "grandpa",
    "grandmother",
    "grandfather",
    "parents",
    "children",
    "kids",
    "cousin",
    "cousins",
    "aunt",
    "uncle",
    "wife",
    "husband",
  ]),
  love("friendship", 1, ["friend", "friends", "friendship", "best friend", "buddy", "pal"]),
  love("togetherness", 0.8, ["together", "togetherness", "unity", "united", "side by side", "stand together"]),
  love("support", 1, [
    "support",
    "supporting",
    "supported",
    "supportive",
    "encourage",
    "encouraging",
    "encouragement",
    "comfort",
    "comforting",
    "care",
    "caring",
    "cares",
    "take care",
    "here for you",
    "by your side",
    "hang in there",
    "lean on",
    "lift up",
  ]),
  love("celebration", 1.2, [
    "celebrate",
    "celebrating",
    "celebrated",
    "celebration",
    "party",
    "congratulations",
    "congrats",
    "birthday",
    "wedding",
    "anniversary",
    "graduation",
    "well done",
  ]),
  love("joy", 1.2, [
    "joy",
    "joyful",
    "happy",
    "happier",
    "happiness",
    "glad",
    "delighted",
    "thrilled",
    "smile",
    "smiling",
    "laugh",
    "laughter",
  ]),
  love("reunion", 1.2, [
    "reunion",
    "reunite",
    "reunited",
    "welcome home",
    "welcome back",
    "miss you",
    "missed you",
    "homecoming",
  ]),
  // Not 'kind' alone: 'what kind of' and 'kind of' are everyday filler.
  love("kindness", 1, [
    "kindness",
    "be kind",
    "so kind",
    "kind words",
    "kind heart",
    "gentle",
    "gentleness",
    "compassion",
    "compassionate",
    "mercy",
  ]),
  love("forgiveness", 1.2, [
    "forgive",
    "forgiven",
    "forgiveness",
    "forgiving",
    "reconcile",
    "reconciled",
    "reconciliation",
    "apologise",
    "apologize",
    "sorry",
  ]),
  love("peace", 1, ["peace", "peaceful", "calm", "harmony"]),
  love("blessing", 1, ["bless", "blessed", "blessing", "blessings", "grace"]),
  love("pride in others", 1, ["proud of you", "proud", "prouder"]),
  love("affection", 0.8, ["hug", "hugs", "embrace", "heart", "dear", "cherish", "cherished", "treasure"]),
  love("welcome", 0.8, ["welcome", "welcoming", "belong", "belonging"]),
  love("healing", 0.8, ["heal", "healing", "healed", "get well", "recovery"]),
  love("hope", 0.6, ["hope", "hopeful"]),

  // Force: negative context.
  force("fight", 1.2, ["fight", "fights", "fighting", "fought", "fighter", "battle", "battles", "battling"]),
  force("competition", 1.2, [
    "compete",
    "competing",
    "competition",
    "competitive",
    "competitor",
    "competitors",
    "contest",
    "tournament",
    "championship",
    "playoff",
    "playoffs",
    "derby",
    "game day",
  ]),
  // Often used in other senses ('a perfect match', 'the final goodbye', 'the human race').
  force("contest", 0.8, ["match", "race", "final", "finals", "title"]),
  force("victory", 1.2, [
    "win",
    "wins",
    "winning",
    "won",
    "victory",
    "victorious",
    "triumph",
    "champion",
    "champions",
    "trophy",
  ]),
  force("defeat", 1.2, ["beat", "beating", "defeat", "defeated", "outplay", "outwork", "outlast", "conquer"]),
  force("opponent", 1, ["opponent", "opponents", "rival", "rivals", "rivalry", "adversary", "challenger"]),
  force("challenge", 1, [
    "challenge",
    "challenges",
    "challenging",
    "obstacle",
    "obstacles",
    "adversity",
    "hurdle",
    "setback",
    "setbacks",
    "struggle",
    "struggles",
    "struggling",
    "pressure",
    "deadline",
  ]),
  force("trial", 0.6, ["test", "trial", "trials", "exam", "exams"]),
  force("determination", 1.2, [
    "determined",
    "determination",
    "resolve",
    "relentless",
    "persevere",
    "perseverance",
    "persist",
    "grit",
    "discipline",
    "disciplined",
    "never give up",
    "never quit",
    "never back down",
    "no excuses",
    "dig deep",
    "step up",
    "push through",
    "keep going",
  ]),
  force("overcoming", 1.2, ["overcome", "overcoming", "overcame", "prevail", "rise up", "bounce back", "comeback"]),
  force("focus", 0.8, ["focus", "focused", "concentrate", "locked in", "eyes on the prize"]),
  force("preparation", 0.6, ["train", "training", "practice", "prepare", "preparation"]),
  force("strength", 1, [
    "strong",
    "stronger",
    "strength",
    "power",
    "powerful",
    "fierce",
    "fiercer",
    "tough",
    "tougher",
    "courage",
    "courageous",
    "brave",
    "bold",
    "warrior",
    "warriors",
  ]),
  force("defence", 1, ["attack", "attacking", "defend", "defending", "defence", "defense", "hold the line"]),
  force("anger", 1.5, [
    "anger",
    "angry",
    "angrier",
    "furious",
    "rage",
    "raging",
    "mad",
    "frustrated",
    "frustration",
    "outraged",
    "fed up",
  ]),
  force("hostility", 1.5, [
    "hate",
    "hates",
    "hated",
    "hatred",
    "destroy",
    "destroyed",
    "crush",
    "crushed",
    "revenge",
    "payback",
    "vengeance",
    "humiliate",
    "get even",
    "enemy",
    "enemies",
  ], true),
];

/**
 * Words that turn the next few words around ('not angry', 'never hate', "don't love"). Contractions
 * are also listed without their apostrophe, as people type them in a hurry.
 */
export const negators: ReadonlySet<string> = new Set([
  "not",
  "no",
  "never",
  "nor",
  "neither",
  "without",
  "cannot",
  "cant",
  "wont",
  "aint",
  "hardly",
  "barely",
  "dont",
  "didnt",
  "doesnt",
  "isnt",
  "arent",
  "wasnt",
  "werent",
  "havent",
  "hasnt",
  "couldnt",
  "wouldnt",
  "shouldnt",
]);

/** Words that carry a negation over to the trigger after them: 'not at all angry', "don't really hate". */
export const negationCarriers: ReadonlySet<string> = new Set([
  "be",
  "am",
  "is",
  "are",
  "was",
  "were",
  "been",
  "being",
  "feel",
  "feeling",
  "felt",
  "feels",
  "get",
  "getting",
  "got",
  "so",
  "very",
  "really",
  "too",
  "that",
  "at",
  "all",
  "even",
  "ever",
  "any",
  "more",
  "much",
  "longer",
  "a",
  "an",
  "the",
  "my",
  "our",
  "your",
  "their",
  "his",
  "her",
  "its",
  "i",
  "we",
  "you",
  "they",
  "he",
  "she",
  "it",
  "bit",
  "little",
  "quite",
  "as",
  "such",
  "truly",
  "remotely",
  "going",
  "to",
  "want",
  "need",
  "have",
  "do",
  "will",
  "would",
  "should",
  "could",
  "can",
  "must",
]);

/** How far a negation reaches: the negator and at most this many carrier words before the trigger. */
export const negationReach = 3;

/** Negator + these is not a negation of what follows: 'not only', 'no doubt', 'no matter'. */
export const negationBreakers: ReadonlySet<string> = new Set(["only", "doubt", "matter"]);

/**
 * 'couldn't be happier' and "can't be more proud" say the opposite of a negation: the feeling is
 * at its peak. These negators followed by 'be' and a comparative intensify instead.
 */
export const comparativeNegators: ReadonlySet<string> = new Set(["cannot", "couldnt", "cant"]);
export const comparatives: ReadonlySet<string> = new Set([
  "more",
  "happier",
  "prouder",
  "angrier",
  "stronger",
  "fiercer",
  "tougher",
]);

/** A word right before a trigger that strengthens it: 'very angry', 'truly grateful'. */
export const intensifiers: ReadonlySet<string> = new Set([
  "very",
  "so",
  "really",
  "truly",
  "deeply",
  "extremely",
  "incredibly",
  "absolutely",
  "totally",
  "completely",
  "utterly",
  "fiercely",
]);

export const intensifierFactor = 1.5;

/** A negated trigger counts for the other context at this share of its weight ('not angry' leans to Love). */
export const negationFactor = 0.5;

export type OptionLean = { leans: FoeContext | null; weight: number };

/**
 * How each of the screen's choices leans the reading. A choice weighs about as much as one clear
 * trigger, so the words can still outvote it: a 'conflict' with 'forgive' and 'family' in it reads
 * as Love. 'team' fits either reading (support within, drive toward the goal), so it leans neither.
 */
export const emotionalStateLeans: Readonly<Record<EmotionalState, OptionLean>> = {
  love: { leans: "positive", weight: 1.5 },
  joy: { leans: "positive", weight: 1.2 },
  celebration: { leans: "positive", weight: 1.2 },
  determination: { leans: "negative", weight: 1.2 },
  anger: { leans: "negative", weight: 1.5 },
  focus: { leans: "negative", weight: 0.8 },
};

export const audienceLeans: Readonly<Record<Audience, OptionLean>> = {
  family: { leans: "positive", weight: 1 },
  friends: { leans: "positive", weight: 1 },
  community: { leans: "positive", weight: 0.6 },
  team: { leans: null, weight: 0 },
  opponents: { leans: "negative", weight: 1.2 },
  competition: { leans: "negative", weight: 1 },
};

export const situationLeans: Readonly<Record<Situation, OptionLean>> = {
  support: { leans: "positive", weight: 1.2 },
  celebration: { leans: "positive", weight: 1.2 },
  reunion: { leans: "positive", weight: 1.2 },
  competition: { leans: "negative", weight: 1.2 },
  conflict: { leans: "negative", weight: 1 },
  challenge: { leans: "negative", weight: 1 },
};
