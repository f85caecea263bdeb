import { buddhistWords, christianWords, type Tradition } from "../understanding/analyse_turn.ts";
import { stemsOf } from "./relevance.ts";
import { shownToCarry } from "./passage_view.ts";
import { freshPassage, nameInSentence, numbered, type PlanContext } from "./plan_context.ts";
import { subjectPassages } from "./subject_passages.ts";
import { hardThingSaidBack, spokenToThem, theirWords } from "./feeling.ts";
import { habitToChange } from "../understanding/practice_match.ts";

/**
 * Where the steps are to be kept, as the visitor puts it ("when im in the cab all day", "1 hour each way on the bus"),
 * said back in their words with "your" for "my": "in the cab", "on the bus"; not a place named after it ("at a truck
 * stop" is not "at the truck").
 */
function settingOf(message: string): string | null {
  const found =
    /\b(?:in|on|at|inside) (?:the|my|a) ((?:\w+ )?(?:cab|car|truck|bus|train|subway|tube|tram|commute|tractor|combine|ward|barracks|base|ship|boat|plane|flight|night shift|shift|break|lunch break|desk|warehouse|kitchen|field|fields|farm|site|rig))\b(?! (?:stop|driver|yard|park|station|lot|wash|shop|stand|garage)s?\b)/i
      .exec(message);
  return found
    ? `${found[0].split(" ")[0].toLowerCase()} ${/\bmy\b/i.test(found[0]) ? "your" : "the"} ${found[1].toLowerCase()}`
    : null;
}

/**
 * What they told of their days beside the asking ("i work nights as a nurse, 7p to 7a": "you work nights as a nurse, 7p
 * to 7a"), said back with the steps so they read as offered for that life: their own doing, when, where or with whom
 * (a time, a place, work, children), not a wish ("you want to pray"), a verdict on themselves ("you're terrible at it")
 * or a question run on.
 */
function circumstanceTold(message: string): string | null {
  const told = theirWords(message)?.replace(/^You\b/, "you");
  // A verdict on themselves ("you're terrible at it") names no time or place, and so is never said back.
  if (
    !told || !/^(?:you|your)\b/.test(told) ||
    /\b(?:want|wanna|need|would like|'d like|hope|wish)\b|\bdo you\b|\?/i.test(told)
  ) {
    return null;
  }
  return /\d|\b(?:nights?|mornings?|evenings?|days?|weeks?|weekends?|daily|every|shifts?|work|job|commute|school|class|college|home|house|apartment|room|office|car|bus|train|farm|hospital|ward|kids?|children|baby|toddler|son|daughter)\b/i
      .test(told)
    ? told
    : null;
}

/**
 * What the steps are asked for, in the visitor's words ("how do i make peace with my brother": "to make peace with your
 * brother"), when a way to do something is asked; not a way to begin as such, nor to know or explain something.
 */
function goalAsked(message: string): string | null {
  const found =
    /\bhow (?:do|can|should|could|would|might|will) (?:i|we|you|u|one|a (?:buddhist|christian|beginner|believer)|buddhists|christians) (?:even |actually |best |possibly |ever |really |properly )?([a-z][^?.!;,:()]{3,90})/i
      .exec(message) ?? /^(?:(?:so|ok(?:ay)?|hi|hey)[,!]? )?how to ([a-z][^?.!;,:()]{3,90})/i.exec(message.trim());
  const goal = found?.[1].trim().replace(/(?:\s+(?:lol|haha|tho|though|pls|please|anyway|exactly|then))+$/i, "");
  if (
    // Two words ("get back", "handle holidays") lean on what was said before; they say back too little.
    !goal || goal.split(/\s+/).length > 14 || goal.split(/\s+/).length < 3 ||
    /^(?:start|begin|get started|know|tell|explain|say|describe|define|do (?:it|this|that)|go about it|get there|find out)\b/i
      .test(goal)
  ) {
    return null;
  }
  return spokenToThem(goal);
}

/** "A 10 minute morning routine", "I only have five minutes": the time asked for, said back so the steps are fitted to it. */
function withinTime(message: string): string {
  const asked = /\b(\d{1,2}|two|three|five|ten|fifteen|twenty|thirty)[- ]?(?:minutes?|mins?)\b/i.exec(message);
  // "Let alone sit and pray for 30 mins like the people in my group do": a time they cannot give is no limit asked.
  const beyond = asked &&
    /\b(?:let alone|can'?t|cannot|can barely|could never|unable to|no way i can|instead of|more than)\b[^.?!]{0,40}$/i
      .test(message.slice(0, asked.index));
  return asked && !beyond ? `, within about ${asked[1].toLowerCase()} minutes` : "";
}

const counts: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, "a couple of": 2, "a couple": 2 };
/** "Give me three steps", "3 simple things I can do": how many were asked for. */
function stepsAsked(message: string): number | null {
  const asked =
    /\b(2|3|4|5|two|three|four|five|a couple(?: of)?) (?:(?:simple|quick|easy|small|short|practical|little|concrete|basic|key) )*(?:steps|things|ways|tips|ideas|actions)\b/i
      .exec(message);
  return asked ? Number(asked[1]) || counts[asked[1].toLowerCase()] : null;
}

/**
 * Practical steps (ISSUE 17): the practice that fits what the visitor asked and when ("tonight,
 * in bed" gets the one for tonight), as a numbered list, with a passage to carry and its caution.
 */
/** "he's a methodist, not buddhist": Buddhist words that say who someone is not. */
const notBuddhist =
  /\bnot (?:a |really |even )?buddhis\w*|\b(?:methodist|baptist|lutheran|presbyterian|anglican|orthodox|pentecostal|evangelical|episcopalian)\b/i;

/** The words of the habit to change: "gossiping" of "steps to stop gossiping", "doomscrolling" of "i keep doomscrolling". */
function habitNamed(message: string): string | null {
  const stopped =
    /\b(?:stop|quit|break|kick|overcome|give up|cut (?:down|back) on|resist) (?:(?:my|this|a|the|bad|so|always|constantly) )*([a-z]+ing|[a-z]+ habit)\b/i
      .exec(message)?.[1];
  // "I keep biting my nails" keeps "biting"; "keep something going" and "doomscrolling till 2am" keep no filler.
  const kept =
    /\b(?:i|we) (?:always |just )?keep (?:on )?((?!(?:some|any|no|every)thing\b)[a-z]+ing(?: (?!(?:till|until|at|in|on|every|all|the|my|and|to|for|with|when|after|before|during|so|because|but|or|up|it|going)\b)[a-z]+)?)\b/i
      .exec(message)?.[1];
  return stopped ?? kept ?? null;
}

/**
 * A text named for the steps to draw on ("lectio divina with a psalm", "tie it to something Nichiren wrote"): the
 * passage to carry comes from it, in its tradition.
 */
function textNamed(message: string): { tradition: Tradition; within: (reference: string) => boolean } | null {
  const books = (names: string[]) => (reference: string) => names.some((name) => reference.startsWith(`${name} `));
  if (/\bpsalms?\b/i.test(message)) return { tradition: "christian", within: books(["Psalms"]) };
  if (/\bproverbs\b|\ba proverb\b/i.test(message)) return { tradition: "christian", within: books(["Proverbs"]) };
  if (/\b(?:the )?gospels?\b/i.test(message)) {
    return { tradition: "christian", within: books(["Matthew", "Mark", "Luke", "John"]) };
  }
  if (
    /\b(?:gosho|(?:something|anything|what|words?|letters?|writings?|quotes?) (?:of |from |by )?nichiren(?: (?:wrote|said|says|writes))?|nichiren(?:'s)? (?:wrote|said|says|writes|letters?|writings?|words|quotes?))\b/i
      .test(message)
  ) {
    return { tradition: "buddhist", within: (reference) => /\(Gosho Volume [IVX]+\)$/.test(reference) };
  }
  if (/\b(?:from|in|of|with) the lotus sutra\b|\blotus sutra (?:passage|chapter|verse)s?\b/i.test(message)) {
    return { tradition: "buddhist", within: (reference) => reference.startsWith("Lotus Sutra") };
  }
  return null;
}

/**
 * The opening that offers steps for a circumstance told in a follow-up, said back to the visitor: "For the days you
 * drive", "While you're milking".
 */
export function forCircumstance(words: string): string {
  const said = spokenToThem(words);
  return /^(?:when|while|during|before|after|at|in|on)\b/i.test(said)
    ? said.charAt(0).toUpperCase() + said.slice(1)
    : `For ${said}`;
}

/**
 * `circumstance`: a new time or place for the steps, told in a follow-up (its words and the whole message, which may
 * give the time there is): the steps are offered for it.
 */
export function stepsPlan(
  context: PlanContext,
  practice = context.analysis.practices[0] ?? null,
  { instead = false, circumstance }: { instead?: boolean; circumstance?: { words: string; message: string } } = {},
): string[] {
  if (!practice) return [];
  const { choose } = context;
  const saidBack = hardThingSaidBack(context);
  // "How long should I chant?": the step that says so answers first, when one does.
  const answers = /\bhow (?:long|much time)\b/i.test(context.message)
    ? /\b(?:\d+|one|two|three|five|ten|fifteen|twenty|thirty) (?:minutes?|hours?)\b/i
    : /\bhow (?:often|many times)\b/i.test(context.message)
    ? /\b(?:daily|every (?:day|morning|evening)|each (?:day|morning|evening)|twice|once a|morning and evening|weekly|times a (?:day|week))\b/i
    : null;
  const howMuch = answers ? practice.steps.find((step) => answers.test(step)) : undefined;
  // Asked for three, three: the practice's first steps, which begin it.
  const count = stepsAsked(context.message);
  const steps = count && count < practice.steps.length ? practice.steps.slice(0, count) : practice.steps;
  // A habit to change has verses of its own in Nave's index ("gossiping": TALEBEARER): the one to carry is one of them.
  // Looked up by the habit's own words ("gossiping"), not by when it happens ("till 2am every night" is no NIGHT).
  const habit = habitToChange.test(context.message) ? habitNamed(context.message) : null;
  // A practice for any habit is offered for theirs by name: "For gossiping, here is a simple way to begin".
  // A hard talk with someone named ("how do I tell my parents") is offered for that talk.
  const talkWith = /conversation|apolog|boundary|rift/i.test(practice.name) && !instead
    ? /\b(?:tell|telling|talk to|talk with|talking to|speak to|speaking to|confront|confronting|break it to|breaking it to|face|facing|sit down with|apologi[sz]e to) (?:my|our) ((?:\w+ )?(?:parents|mum|mom|dad|mother|father|wife|husband|partner|boss|manager|sister|brother|son|daughter|kids|children|friend|family|pastor|in-laws|girlfriend|boyfriend|coworker|colleague|roommate|landlord|teacher))\b/i
      .exec(context.message)?.[1]
    : undefined;
  const setting = settingOf(context.message);
  const toldOfTheirDays = saidBack ? null : circumstanceTold(context.message);
  const goal = saidBack ? null : goalAsked(context.message);
  const leadIn = circumstance
    ? `${forCircumstance(circumstance.words)}, here`
    : habit && !instead && !practice.name.toLowerCase().includes(habit.toLowerCase())
    ? `For ${habit.toLowerCase()}, here`
    : talkWith
    ? `For the talk with your ${talkWith.toLowerCase()}, here`
    : setting && !instead
    ? `For your time ${setting}, here`
    : toldOfTheirDays && !instead
    ? `Since ${toldOfTheirDays}, here`
    : goal && !instead
    ? `To ${goal}, here`
    : "Here";
  const paragraphs = [
    ...(saidBack ? [saidBack] : []),
    ...(howMuch ? [howMuch] : []),
    `${instead ? "Then try something different" : `${leadIn} is a simple way to begin`}${
      // "For 2 minutes on the bus" has said the time already.
      circumstance && /\b(?:min|mins|minutes?|hours?|seconds?)\b/i.test(circumstance.words)
        ? ""
        : withinTime(circumstance?.message ?? context.message)}: *${nameInSentence(practice.name, context)}*.`,
    numbered(steps),
  ];
  // Offered for a situation it is curated for, the practice goes with that situation's passages ("how do I stop being
  // so judgmental": "Judge not"), before its own.
  const forSituation = context.analysis.situations.some((situation) =>
    !situation.context && situation.practices?.includes(practice.id)
  );
  const habitVerses = habit
    ? context.library.topicReferences(habit).slice(0, 1).flatMap((topic) =>
      topic.references.slice(0, 3).map((reference, index) => [reference, 7 - index * 0.1] as const)
    )
    : [];
  const extra = [
    ...habitVerses,
    ...practice.passages.map((reference) => [reference, forSituation ? 4 : 6] as const),
  ];
  // A practice both traditions keep goes with the tradition the visitor's words come from ("the bodhisattva never
  // disparaging thing": the Lotus Sutra's chapter 20, not 1 Peter).
  const source = textNamed(context.message);
  const tradition = source ? source.tradition : practice.tradition === "buddhist" ||
      (practice.tradition === "shared" && !notBuddhist.test(context.message) &&
        (context.analysis.tradition === "buddhist" ||
          (context.analysis.tradition !== "christian" && buddhistWords.test(context.message) &&
            !christianWords.test(context.message))))
    ? "buddhist"
    : "christian";
  // A teaching the practice's own name says ("prayer" of *praying for someone who hurt you*) is the practice's subject:
  // its passages do not compete with the practice's.
  const named = stemsOf([practice.name, ...practice.aliases].join(" "));
  const concepts = context.analysis.concepts.filter((concept) =>
    ![concept.term, ...concept.aliases].some((name) => {
      const stems = [...stemsOf(name)];
      return stems.length > 0 && stems.every((stem) => named.has(stem));
    })
  );
  const passage = subjectPassages({ ...context, analysis: { ...context.analysis, concepts } }, tradition, 1, {
    extra,
    within: source?.within,
  })[0] ??
    freshPassage(practice.passages, context);
  if (passage) paragraphs.push(`To take with you: ${shownToCarry(passage, context)}`);
  if (practice.note) paragraphs.push(practice.note);
  // Asked for more than one ("two breathing practices"), a second that fits, told by its first step; steps chosen for
  // something else (a follow-up's practice) bring no second of the analysis's own.
  const { practices } = context.analysis;
  const another = practices.length > 1 && practices.includes(practice)
    ? practices.find((other) => other !== practice)
    : undefined;
  if (another) {
    paragraphs.push(
      `${choose.pick(choose.phrases.anotherPractice, "another")} *${nameInSentence(another.name, context)}*. ${
        another.steps[0]
      }`,
    );
  }
  paragraphs.push(choose.pick(choose.phrases.reflect.steps, "reflect"));
  return paragraphs;
}
