import type {
  Audience,
  ContextAnalysis,
  EmotionalState,
  FoeContext,
  FoeSettings,
  Situation,
  TriggerMatch,
} from "../../contracts/foe.ts";
import { triggerLexicon } from "./lexicon.ts";
import { creatorName, readings } from "./readings.ts";

/**
 * The dynamic message and blessing of a switch (issue 6). The message speaks to the person who wrote
 * the input and is built from it: it quotes the triggers the analysis found (or a few of their own
 * words), turns to the audience they chose, names what pulled the other way, reads F.O.E. for the
 * situation and closes on the emotional state. `random` (0 <= r < 1, as Math.random) only chooses
 * among phrasings of the same content, so pressing 'Execute Dynamic Switch' again phrases the same
 * reading afresh.
 *
 * Rules the wording keeps: Force is effort against a challenge, never harm to a person; words of
 * hostility are never repeated back (the message turns them toward the challenge instead); blessings
 * are wishes ('may ...'), never promises of an outcome.
 */

export type ComposeInput = {
  /** The trimmed input the analysis read. */
  text: string;
  analysis: ContextAnalysis;
  settings: FoeSettings;
  random: () => number;
};

type Phrasings = readonly [string, ...string[]];

function pick(options: Phrasings, random: () => number): string {
  return options[Math.min(options.length - 1, Math.floor(random() * options.length))];
}

/** The message speaks to the person who wrote the input, in the voice of the reading. */
const greetings: Readonly<Record<FoeContext, Phrasings>> = {
  positive: ["Friend", "Dear friend", "Beloved"],
  negative: ["Warrior", "Competitor", "Champion in the making"],
};

/** What the reading asks of the person toward the audience they chose. */
const audienceLines: Readonly<Record<FoeContext, Readonly<Record<Audience, Phrasings>>>> = {
  positive: {
    family: ["Your family needs to hear it from you.", "Say it to your family in your own words."],
    friends: ["Tell your friends, plainly and warmly.", "Your friends are the circle this is for."],
    team: ["A team wins as a circle before it wins on the scoreboard.", "Say it to the whole team: every role counts."],
    opponents: ["Even opponents can be met with respect and goodwill.", "Greet your opponents as people first."],
    competition: ["In competition, sportsmanship is love in action.", "Honour everyone who competes beside you."],
    community: [
      "A community grows stronger with every word like this.",
      "Share it with your community; it belongs to all of you.",
    ],
  },
  negative: {
    family: [
      "Your family is your reason; let them see your resolve.",
      "Stand strong for your family, and let them stand with you.",
    ],
    friends: ["Your friends will rise with you; call them to it.", "Rally your friends: you go further together."],
    team: [
      "Rally the team: everyone pulls in the same direction.",
      "Speak to your team like a captain: clear, calm and committed.",
    ],
    opponents: [
      "Respect your opponents: they are the ones who make you better.",
      "Meet your opponents with full effort and full respect.",
    ],
    competition: [
      "Give the competition everything, within the rules.",
      "The competition is the stage; your effort is the performance.",
    ],
    community: [
      "Lead your community by example: effort is contagious.",
      "Your community will follow the effort you show.",
    ],
  },
};

/** The first sentence continues the greeting, so each starts in lower case (or with a quotation). */
const reflections: Readonly<Record<FoeContext, Phrasings>> = {
  positive: [
    "I hear {list} in what you wrote, and that is where this begins.",
    "your words already carry {list}.",
    "{list}: that is the heart of this message.",
  ],
  negative: [
    "I hear {list} in what you wrote: the challenge is real, and so is your resolve.",
    "your words already carry {list}; now give that energy a direction.",
    "{list}: that is the fire in this message.",
  ],
};

/** When no trigger speaks for the reading, a few of the person's own words stand in for them. */
const excerptReflections: Readonly<Record<FoeContext, Phrasings>> = {
  positive: [
    'when you say "{excerpt}", the people around you are what matters most.',
    'behind "{excerpt}" is a chance to draw closer.',
    '"{excerpt}" is where we begin, together.',
  ],
  negative: [
    '"{excerpt}" is a challenge worth meeting.',
    'behind "{excerpt}" is a goal worth going after.',
    'when you say "{excerpt}", the moment asks for resolve.',
  ],
};

/** When nothing leans either way: said plainly, since the confidence is only a coin toss. */
const neutralReflections: Phrasings = [
  'nothing in "{excerpt}" leans toward Love or Force, so F.O.E. starts from Love.',
  '"{excerpt}" could go either way; when in doubt, F.O.E. begins with Love.',
];

/** For input whose words are hostile: acknowledged, never quoted. */
const heatReflections: Readonly<Record<FoeContext, Phrasings>> = {
  positive: [
    "there is pain in these words, and it deserves a gentler answer.",
    "this moment calls for a softer word than the one that came first.",
  ],
  negative: [
    "there is real heat in what you wrote.",
    "these words carry a lot of fire.",
    "I can feel the fire in this message.",
  ],
};

const otherSide: Readonly<Record<FoeContext, Phrasings>> = {
  positive: ["Even {list} can be carried with love.", "Keep {list} in view, but let love lead."],
  negative: ["Keep {list} close: it is why the effort matters.", "Hold on to {list}; it is what you are fighting for."],
};

const reframes: Phrasings = [
  "Aim that fire at the challenge, never at a person: your best effort needs no one to be put down.",
  "Turn the heat toward the goal, not toward people: the strongest answer is your best effort, given fairly.",
  "Let the anger become fuel, not harm: respect the person, beat the problem.",
];

const acronymLines: Phrasings = [
  "In this moment F.O.E. reads {acronym}: {meaning}.",
  "F.O.E. switches to {acronym}: {meaning}.",
  "Read F.O.E. as {acronym} today: {meaning}.",
];

const meanings: Readonly<Record<FoeContext, Readonly<Record<Situation | "none", Phrasings>>>> = {
  positive: {
    support: ["no one carries this alone", "your presence is the help that matters"],
    celebration: ["every win is shared, and every person is seen", "the joy grows when it is shared"],
    reunion: ["the circle is whole again", "the years apart are not the last word"],
    competition: ["even rivals can honour each other's best", "competing is one more way to make each other better"],
    conflict: ["the bond matters more than the argument", "listening comes before being right"],
    challenge: ["we rise by lifting each other", "the hard road is shorter walked together"],
    none: [
      "the people beside you bring out your best, and you bring out theirs",
      "excellence is something friends build together",
    ],
  },
  negative: {
    support: [
      "fight for the one who needs you, overcome the doubt, excel in how you show up",
      "stand in the gap for them and do not back down",
    ],
    celebration: [
      "you fought for this and overcame what stood in the way; now set the next mark",
      "honour the work behind the win, then raise the bar",
    ],
    reunion: [
      "fight for the time you have, overcome the distance, excel at being there",
      "make up for lost time with effort, not only with words",
    ],
    competition: [
      "fight for every point, overcome every setback, excel within the rules",
      "compete with everything you have and leave the field with your honour",
    ],
    conflict: [
      "fight for a fair outcome, overcome the heat of the moment, excel in how you respond",
      "stand firm on what is right and stay fair to the person in front of you",
    ],
    challenge: [
      "fight the obstacle, overcome the doubt, excel through the work",
      "meet the challenge one step at a time and do not let it decide who you are",
    ],
    none: [
      "fight for your best, overcome what stands in the way, excel through honest effort",
      "put your effort where your words are and let the result follow",
    ],
  },
};

const closings: Readonly<Record<FoeContext, Readonly<Record<EmotionalState | "none", Phrasings>>>> = {
  positive: {
    love: ["Say it plainly: love spoken out loud is never wasted.", "Let love be the first word and the last."],
    joy: ["Let the joy be loud enough for everyone to share it.", "Joy shared is joy doubled."],
    celebration: [
      "Celebrate the people, not only the moment.",
      "Raise your voice for everyone who made this possible.",
    ],
    determination: [
      "Be as determined to encourage as you are to succeed.",
      "Your determination is a gift to the people around you; use it to lift them.",
    ],
    anger: [
      "Let the anger cool before you speak; love will still be there when it does.",
      "Anger is real, but it does not have to have the last word.",
    ],
    focus: [
      "Give the people in front of you your full attention; that is a kind of love.",
      "Focus on who is beside you; they are the point.",
    ],
    none: ["Go and tell them what they mean to you.", "Start with one kind word and see where it leads."],
  },
  negative: {
    love: ["Fight for what you love, and let love keep the fight fair.", "Love is the reason; effort is the answer."],
    joy: [
      "Find the joy in the work itself; it will carry you further than pressure.",
      "Play hard and enjoy it: joy is a competitive edge.",
    ],
    celebration: ["Celebrate the effort, then get back to work.", "Enjoy tonight, and train again tomorrow."],
    determination: [
      "Stay determined: one more try, one more honest effort.",
      "Determination is a choice you make again every morning.",
    ],
    anger: ["Let anger become focus, never harm.", "Breathe, then turn the heat into effort."],
    focus: [
      "Lock in on the next step, not the whole mountain.",
      "Keep your eyes on the goal and your hands on the work.",
    ],
    none: ["Now go and give it everything you have, fairly.", "Step up, and let your effort do the talking."],
  },
};

const blessings: Readonly<Record<FoeContext, Phrasings>> = {
  positive: [
    "{creator} blesses {who}: may love be the first word and the last.",
    "May {who} be held in peace and grace. {creator}'s blessing on this circle.",
    "{creator}'s blessing: may {who} find joy in one another, today and always.",
  ],
  negative: [
    "{creator} blesses {who}: may your courage be steady, your effort honest and your victory humble.",
    "May {who} meet the challenge with strength and leave it with honour. {creator}'s blessing.",
    "{creator}'s blessing: may the struggle make {who} better, never bitter.",
  ],
};

const blessed: Readonly<Record<Audience | "none", string>> = {
  family: "your family",
  friends: "your friends",
  team: "your team",
  opponents: "you and those you face",
  competition: "everyone in this competition",
  community: "your community",
  none: "you",
};

const hostileTriggers: ReadonlySet<string> = new Set(
  triggerLexicon.filter((entry) => entry.hostile).map((entry) => entry.trigger),
);

/** `"a"`, `"a" and "b"`, `"a", "b" and "c"`. */
function quoteList(items: readonly string[]): string {
  const quoted = items.map((item) => `"${item}"`);
  return quoted.length === 1 ? quoted[0] : `${quoted.slice(0, -1).join(", ")} and ${quoted.at(-1)}`;
}

/** Enough of a quotation to recognise, not to repeat the whole input back. */
const excerptWords = 12;

/** The input's first sentence, at most `excerptWords` words, with its double quotes made single. */
export function excerpt(text: string): string {
  const sentence = text.split(/(?<=[.!?])\s+|\n+/)[0].trim().replace(/[.!?]+$/, "");
  const words = sentence.replace(/["\u201c\u201d]/g, "'").split(/\s+/);
  return words.length > excerptWords ? `${words.slice(0, excerptWords).join(" ")}...` : words.join(" ");
}

/** How many quoted triggers a sentence can hold and still read well. */
const listLength = 3;

export function composeMessage({ text, analysis, settings, random }: ComposeInput): string {
  const context = analysis.recommended_context;
  const other: FoeContext = context === "positive" ? "negative" : "positive";
  // 'never hate' is not hostile: a negated hostile word may be quoted back.
  const isHostile = (match: TriggerMatch) => !match.negated && hostileTriggers.has(match.trigger);
  const hostile = analysis.matches.some(isHostile);
  const speakable = (side: FoeContext) => {
    const spoken = analysis.matches.filter((match) => match.counts_for === side && !isHostile(match));
    return [...new Set(spoken.map((match) => match.text.toLowerCase().replace(/\s+/g, " ")))];
  };
  const own = speakable(context).slice(0, listLength);
  const theirs = speakable(other).slice(0, listLength);

  const neutral = analysis.positive_score === 0 && analysis.negative_score === 0;
  const reflection = own.length > 0
    ? pick(reflections[context], random).replace("{list}", quoteList(own))
    : hostile
    ? pick(heatReflections[context], random)
    : pick(neutral ? neutralReflections : excerptReflections[context], random).replace("{excerpt}", excerpt(text));
  const sentences = [`${pick(greetings[context], random)}, ${reflection}`];
  if (hostile) sentences.push(pick(reframes, random));
  if (theirs.length > 0) sentences.push(pick(otherSide[context], random).replace("{list}", quoteList(theirs)));
  if (settings.audience) sentences.push(pick(audienceLines[context][settings.audience], random));
  sentences.push(
    pick(acronymLines, random).replace("{acronym}", readings[context].acronym).replace(
      "{meaning}",
      pick(meanings[context][settings.situation ?? "none"], random),
    ),
  );
  sentences.push(pick(closings[context][settings.emotional_state ?? "none"], random));
  return sentences.join(" ");
}

export function composeBlessing(context: FoeContext, settings: FoeSettings, random: () => number): string {
  return pick(blessings[context], random).replaceAll("{creator}", creatorName).replace(
    "{who}",
    blessed[settings.audience ?? "none"],
  );
}
