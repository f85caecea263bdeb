import {
  deathBySuicideTold,
  frameConcepts,
  lossSituations,
  questionOpening,
  situations,
  someoneLostToSuicide,
} from "../understanding/analyse_turn.ts";
import { fill } from "../phrasing.ts";
import { bestSentences, firstSentences } from "./answer_sentences.ts";
import { excerpt, shown } from "./passage_view.ts";
import { freshPassage, listed, nameInSentence, type PlanContext, spanOf } from "./plan_context.ts";
import { feelingsNamed } from "../understanding/feelings_named.ts";
import { deathImagined } from "../understanding/practice_match.ts";
import { subjectPassages } from "./subject_passages.ts";
import { splitTopic } from "../understanding/follow_up.ts";
import type { Passage } from "../engine.ts";

/**
 * A feeling or situation the visitor shares (ISSUE 17): acknowledged in their own words (good news
 * is celebrated, not consoled), then passages chosen for that situation and their words, then one
 * small practice and a question back.
 */
export function feelingPlan(context: PlanContext): string[] {
  const { analysis, choose } = context;
  const glad = isGladNews(context);
  // Said back from the sentence that tells the hard thing: "we just fight about everything", not "married 12 years".
  const telling = [...analysis.situations].sort((left, right) => rank(left) - rank(right));
  const what = theirWords(context.message, telling.map((situation) => situation.words));
  // "Should I quit my job to become a monk?" asks; it is not thanked for as something told.
  const asked = /\?\s*$|^(?:should|can|could|would|will|is|am|are|do|does|how|what|why|when|where|which)\b/i.test(
    context.message.trim(),
  );
  // "Give me a verse for my anxiety" asks for words; it tells nothing to be thanked for.
  // So does "say more" after a feeling: more words for it, with no new thing told.
  const requested =
    context.message.trim().split(/(?<=[.!?])\s+/).some((sentence) => passagesRequested.test(sentence)) ||
    analysis.followUp?.mode === "more";
  // "I need a pick-me-up" asks for encouragement; said back, it would be pitied as something hard.
  const onlyAsked = analysis.situations.length > 0 && analysis.situations.every((situation) => situation.asked);
  // Told only of a setting of life ("I'm catholic and my girlfriend is buddhist"), there is nothing to be sorry for.
  const settingOnly = analysis.situations.length > 0 &&
    analysis.situations.every((situation) => situation.context || situation.told);
  // After a death told, "she was the one who took me to church" remembers the one who died: met as a memory.
  const remembered = afterALoss(context) && rememberedWords.test(context.message);
  const { whom } = pronounsOf(context.message);
  // A question is not said back as if told ("am I doing something wrong?" is no "am you doing something wrong").
  // A wish to get even ("you're going to make him pay") is never said back as if welcomed.
  const saidBack = what && !questionOpening.test(what) && !revengeWords.test(what);
  const opening = saidBack && !onlyAsked
    ? fill(
      choose.pick(
        remembered
          ? choose.phrases.memoryOpen
          : glad
          ? (gladFelt(context) ? choose.phrases.gladFeltOpen : choose.phrases.gladOpen)
          // Who one is ("I think I'm gay"), told beside a fear, is thanked for first, never met with "I'm sorry".
          // Told with a hurt ("feeling so let down. my sister skipped my graduation"), it is hard news all the same.
          : (settingOnly || analysis.situations.some((situation) => situation.told)) && !letDown.test(context.message)
          ? choose.phrases.lifeToldOpen
          : hardOpenings(context, what),
        "open",
      ),
      { what, whom },
    )
    : fill(
      choose.pick(
        remembered
          ? choose.phrases.memoryPlain
          // "Why did God let my baby die?": a death asked about is still a death, met with sorrow before the question.
          : asked && analysis.personal &&
              analysis.situations.some((situation) => lossSituations.has(situation.id))
          ? choose.phrases.lossAsked
          : glad
          ? choose.phrases.gladPlain
          : requested || onlyAsked
          ? choose.phrases.feelingRequested
          : asked
          ? choose.phrases.feelingAsked
          : choose.phrases.feelingPlain,
        "open",
      ),
      {
        // Named for the hard thing told, not a friend's good news beside it ("happy for her but kind of hate her").
        label: (glad ? analysis.situations[0] : telling[0])?.label ?? "what you are carrying",
        whom,
      },
    );
  // "I feel so betrayed. My pastor of 15 years got caught embezzling": a feeling said back alone leaves out what
  // happened, which follows in their words.
  const cause = saidBack && !glad && !remembered && !onlyAsked && !requested ? causeOf(context.message, what) : null;
  const met = cause ? `${opening} ${cause.charAt(0).toUpperCase()}${cause.slice(1)}.` : opening;
  // The feelings they name, said back when the opening has not ("your son is 6 weeks old": tired, numb and guilty), so
  // the reply meets the feeling and not only the event.
  const unsaid = glad || remembered || requested || onlyAsked
    ? []
    : feelingsNamed(context.message).filter(({ said, written }) =>
      ![said, written].some((words) => opening.toLowerCase().includes(words.toLowerCase()))
    );
  // A death told with no feeling named ("my nana died tuesday. she basically raised me") is met as a loss, not only
  // as the event.
  const mourned = !glad && !remembered && !requested && !onlyAsked &&
    analysis.situations.some((situation) =>
      lossSituations.has(situation.id) && situation.weighty?.test(context.message)
    );
  const paragraphs = [
    unsaid.length > 0
      ? `${met} ${
        fill(choose.pick(choose.phrases.feelingsNamed, "feelings"), {
          feelings: listed(unsaid.map(({ said }) => said)),
        })
      }`
      : mourned
      ? `${met} ${choose.pick(choose.phrases.lossMet, "loss")}`
      : met,
  ];
  // "Is my depression just a lack of faith?": a question a teaching of ours answers, named in so many words, is
  // answered after the opening; a teaching only touched on ("prayer" of "I pray every day") is not the question.
  const lowered = context.message.toLowerCase();
  const answering = asked && !requested && !glad
    ? analysis.concepts.find((concept) =>
      !frameConcepts.has(concept.id) &&
      concept.aliases.some((alias) => alias.split(" ").length >= 3 && lowered.includes(alias.toLowerCase()))
    )
    : undefined;
  if (answering) paragraphs.push(firstSentences(answering.definition, 1));
  // What the body or the day needs comes before any verse, and a practice would be beside the point.
  const care = analysis.situations.find((situation) => situation.care)?.care;
  if (care) paragraphs.push(care);
  const onlyBuddhist = analysis.tradition === "buddhist";
  // Mixed news ("my best friend is getting married and I feel left behind") is met first where it hurts.
  const hurtFirst = glad ? context : {
    ...context,
    analysis: {
      ...analysis,
      situations: [...analysis.situations].sort((left, right) => Number(!!left.glad) - Number(!!right.glad)),
    },
  };
  const christian = onlyBuddhist ? [] : christianPassages(hurtFirst, !glad);
  const buddhist = analysis.tradition === "christian"
    ? []
    : subjectPassages(hurtFirst, "buddhist", onlyBuddhist ? 2 : 1);
  // Told something no situation or teaching of ours names ("I keep thinking about the ocean", "my cat keeps scratching
  // the couch"), passages found only by its words are chance: the guide asks to hear more instead. "God" only frames
  // what is told ("I feel like God is ..."), and teaches nothing of its own here.
  const chance = analysis.situations.length === 0 &&
    analysis.concepts.every((concept) => frameConcepts.has(concept.id));
  // What it weighs is not known, so the question back presumes no weight.
  if (chance) return [opening, choose.pick(choose.phrases.reflect.told, "reflect")];
  // One word shared with a summary is chance in a life told ("my dream school" is no Buddhist school): what the work is
  // remembered for is shown unless two words meet.
  for (const passage of [...christian, ...buddhist]) paragraphs.push(shown(passage, context, 1, 2));
  const practice = glad || care ? null : context.analysis.practices[0] ?? null;
  if (practice) {
    const step = bestSentences(practice.steps, context.message, 1)[0] ?? practice.steps[0];
    paragraphs.push(
      `${choose.pick(choose.phrases.practiceOffer, "practice")} *${nameInSentence(practice.name, context)}*. ${step}`,
    );
  }
  const { reflect } = choose.phrases;
  paragraphs.push(choose.pick(glad ? reflect.glad : settingOnly ? reflect.told : reflect.feeling, "reflect"));
  return paragraphs;
}

/**
 * Before steps asked for in the middle of something hard ("lost my job today and I don't know how
 * to tell my wife"), the hard thing said back in their words; null when the message tells of none.
 */
export function hardThingSaidBack(context: PlanContext): string | null {
  const { analysis, choose } = context;
  const hard = analysis.situations.filter((situation) => !situation.context && !situation.glad && !situation.told)
    .map((situation) => situation.words);
  // Asked after a death by suicide, the analysis sets the situations aside (they choose no passages); the death told
  // is still met.
  const told = hard.length > 0 ? hard : mercyAsked(context) ? [someoneLostToSuicide] : [];
  if (!analysis.personal || told.length === 0 || isGladNews(context)) return null;
  // Only a hard thing told is said back: "how do I not give up" asks, and "I want to read the Bible" is no burden.
  const what = theirWords(context.message, told, { toldOnly: true });
  // A wish to take something up ("you want to start chanting") or to grow in something ("to be more generous") is no
  // burden; a wish to be gone is met by the safety layer before any of this.
  if (
    what &&
    /^you (?:want|would like|'d like|wish|hope|plan|are planning|'re planning) to (?:start|begin|learn|try|get into|take up|read|chant|pray|meditate|join|become|go|visit|give|grow|be (?:more|less|a better|better|kinder|braver|calmer|stronger))\b/i
      .test(what)
  ) {
    return null;
  }
  if (what && revengeWords.test(what)) return null;
  // A piece of a sentence ("to the food bank") says nothing back: better no saying back than that.
  if (what && /^(?:to|for|with|at|in|on|of|from|by|about|into)\b/i.test(what)) return null;
  return what ? fill(choose.pick(hardOpenings(context, what), "open"), { what }) : null;
}

const revengeWords =
  /\b(?:make (?:him|her|them|you) pay|get (?:back at|even with|revenge)|revenge|kill|hurt (?:him|her|them)|beat (?:him|her|them) up|destroy (?:him|her|them)|teach (?:him|her|them) a lesson)\b/i;

/** The practices offered for a death told: steps for grief are still about that death. */
const lossPractices = new Set(
  situations.filter((situation) => lossSituations.has(situation.id)).flatMap((situation) => situation.practices ?? []),
);
/** Whether the conversation was, until now, about a death told, or the steps given for it. */
function afterALoss(context: PlanContext): boolean {
  const [kind, id] = splitTopic(context.analysis.previous?.topic ?? null);
  return kind === "practice" ? lossPractices.has(id) : lossSituations.has(id);
}

/** How to speak of the person the visitor means by "she", "he" or "they". */
function pronounsOf(message: string): { who: string; whom: string } {
  return /\bshe\b/i.test(message)
    ? { who: "she", whom: "her" }
    : /\bhe\b/i.test(message)
    ? { who: "he", whom: "him" }
    : { who: "they", whom: "them" };
}

/** After a death told, what only the one who died could answer: "will she forgive me", "is he proud of me". */
const askedOfTheDead =
  /\b(?:will|would|does|did|can|could|is|was|are|were|do you think)\b.{0,20}\b(?:she|he|they)\b.{0,16}\b(?:forgive|forgives|forgiven|love|loves|know|knows|hear|hears|see|sees|understand|blame|blames|hate|hates|angry|mad|proud|miss|misses|at peace|watching|with me|still|want|wants|wanted)\b/i;

/** After a death told, where the one who died is now: "do you think she's in heaven", "is he with God now". */
const whereTheyAreAsked =
  /\b(?:is|are|was|will|would|do you think|does)\b.{0,20}\b(?:she|he|they)(?:'s|'re|\s+is|\s+are)?\b.{0,12}\b(?:in heaven|with god|with jesus|in a better place|in paradise|in the pure land|reborn|resting in peace|going to heaven|gone to heaven)\b/i;

/**
 * "Will she forgive me?" after the death of a mother: the guide cannot speak for the one who died, and says so, with
 * what the traditions hold of love that death does not end; null for anything else.
 */
export function askedOfTheDeadPlan(context: PlanContext): string[] | null {
  const { choose, message } = context;
  if (!afterALoss(context)) return null;
  const whereNow = whereTheyAreAsked.test(message);
  if (!whereNow && !askedOfTheDead.test(message)) return null;
  const { who, whom } = pronounsOf(message);
  const passage = context.library.passage(whereNow ? "John 14:2-3" : "Romans 8:38-39");
  return [
    fill(choose.pick(whereNow ? choose.phrases.whereNow : choose.phrases.cannotSpeakFor, "speakFor"), { who, whom }),
    ...(passage ? [shown(passage, context)] : []),
    fill(choose.pick(choose.phrases.toSayToThem, "sayTo"), { whom }),
  ];
}

/** "Was it my fault?", "did I do something to cause it?": blame asked of oneself. */
const blameAsked =
  /\b(?:(?:was|is) (?:it|this|that) (?:all )?my fault|my fault\?|did i (?:cause|do something|do anything)|could i have (?:stopped|prevented|done something)|am i to blame|(?:is|was) it because (?:of me|i|of something i))\b/i;

/**
 * "Was it my fault?" after a death told: said first, plainly, that nothing told makes it so, as a pastor would before
 * anything else; null for anything else.
 */
export function blameAfterLoss(context: PlanContext): string | null {
  if (!afterALoss(context) || !blameAsked.test(context.message)) return null;
  // Told of a part of their own ("I left the gate open"), innocence is not the guide's to pronounce: the loss is still
  // met with mercy, not blame.
  const ownPart = context.history.some((turn) => turn.role === "user" && ownPartTold.test(turn.content));
  return ownPart
    ? "Grief so often asks that question. Whatever part you feel you had in it, a loss like this is not a punishment, and neither tradition meets it with blame: both meet it with mercy."
    : "From everything you have told me, it was not your fault. Grief so often asks that question; neither tradition answers a loss like this with blame.";
}

const ownPartTold =
  /\b(?:i|i'd) (?:left|forgot|didn'?t|did not|should have|shouldn'?t have|let|missed|was driving|wasn'?t there|ignored|yelled|could have)\b/i;

/** Someone spoken of as they were: "she was the one who...", "he always used to...", "she taught me...". */
const rememberedWords =
  /\b(?:she|he|they)(?: was| were|'d| would| used to| always| never| loved| taught| took| gave| made| showed| sang| read)\b/i;
/** A death that has happened; a loss feared ("dreading losing him", "she's dying") is not yet one to be sorry for. */
const deathSaidBack =
  /\b(?:died|passed(?: away| on)?|lost|death|killed|miscarr\w*|stillb\w*|put (?:down|to sleep)|funeral|gone|took (?:your|our) \w+)\b/i;

const mercyAsked = (context: PlanContext) =>
  context.analysis.concepts.some((concept) => concept.id === "suicide-and-mercy");

/** A death told ("your grandma passed away yesterday") is met with sorrow, never thanked for as news. */
function hardOpenings(context: PlanContext, what: string): readonly string[] {
  const { phrases } = context.choose;
  const loss = (context.analysis.situations.some((situation) => lossSituations.has(situation.id)) ||
    mercyAsked(context)) && deathSaidBack.test(what) && !deathImagined.test(what);
  // Something lost that is no death (a job, a relationship) is met with sorrow, never thanks for telling.
  const setback = !loss && context.analysis.situations.some((situation) => setbacks.has(situation.id));
  return loss ? phrases.lossOpen : setback ? phrases.setbackOpen : phrases.feelingOpen;
}

const setbacks = new Set(["job-loss", "breakup", "failure", "estrangement", "betrayal"]);

const passagesRequested =
  /^(?:(?:haha|lol|ok(?:ay)?|so|then|and|please|hey)[,.!]*\s+)*(?:(?:can|could|would|will) you (?:please )?)?(?:give|show|send|find|share|suggest|recommend|offer|pick|write)(?: me| us)? (?:a|an|some|one|any|the)\b|^(?:i(?:'d| would)? (?:need|want|like) (?:a|an|some)|any) (?:\w+ ){0,2}(?:verses?|passages?|scriptures?|prayers?|words?|quotes?)\b/i;

const gladWords =
  /\b(?:congrat\w*|(?<!\b(?:not|never|n't|nt|to be|nothing to be) )proud|graduat\w*|sober|sobriety|engaged|got (?:the|a|my) (?:job|place|promotion|offer)|promoted|passed (?:my|the)|baby (?:was|is) born|new baby|healed|recovered|cancer[- ]free|in remission|finally (?:did|got|made|finished)|so happy|so grateful|over the moon|good news|great news|made it)\b/i;

/**
 * Two Bible passages for what the visitor tells: when they tell of two hard things ("lost my faith after my brother
 * died"), one for each, the first-told first; else the two that fit best.
 */
function christianPassages(context: PlanContext, comfort: boolean): Passage[] {
  const hard = context.analysis.situations.filter((situation) => !situation.context && !situation.glad);
  // Two things told apart: "angry at God" is one thing, though "angry" alone names anger too.
  const spans = hard.map((situation) => spanOf(situation.words, context.message));
  const apart = spans.length >= 2 && spans[0] && spans[1] &&
    (spans[1].start >= spans[0].end || spans[1].end <= spans[0].start);
  if (!apart) return subjectPassages(context, "christian", 2, { comfort, told: true });
  const [first] = subjectPassages(context, "christian", 1, { comfort, told: true });
  // The second thing's own first passage, as its curators ordered them, from another chapter than the first: its words
  // are already spent on the first.
  const chapterOf = (reference: string) => reference.replace(/:\d+(?:-\d+)?$/, "");
  const others = hard[1].passages.bible.filter((reference) =>
    !first || chapterOf(reference) !== chapterOf(first.reference)
  );
  const second = freshPassage(others, context);
  return [first, second].filter((passage): passage is Passage => !!passage)
    .map((passage) => excerpt(passage, context));
}

/** Hard things first, then glad ones, then those that only set the scene (family, work). */
const rank = (situation: { context?: boolean; glad?: boolean }) => (situation.context ? 2 : situation.glad ? 1 : 0);

/** Every glad thing told is felt (thankfulness, joy), with no news among it to congratulate. */
function gladFelt(context: PlanContext): boolean {
  const glad = context.analysis.situations.filter((situation) => situation.glad);
  return glad.length > 0 && glad.every((situation) => situation.felt);
}

/** Good news shared: a glad situation named, or the words people use for it, and no sorrow beside it. */
/** A hurt done to the visitor ("let down", "skipped my graduation"); a fear told beside who one is is not one. */
const letDown =
  /\b(?:let down|disappoint\w*|skipped|missed my|did ?n[o']?t (?:come|show)|no one came|nobody came|forgot my|ignored|snubbed|stood me up|bailed|ditched|abandoned|rejected|humiliat\w*|betray\w*|lied to me|dumped|hurt me|upset|furious|gutted|crushed|heartbroken|devastated)\b/i;

/** Mixed news is not celebrated: "born last night but she's in the NICU" is met gently. */
const shadow =
  /\b(?:but|except|yet|though|although|however)\b|\b(?:sad|grief|miss|died|lost|afraid|scared|worried|empty|jealous|envious|hate|angry|hospital|nicu|icu|intensive care|surgery|sick|left behind|left out|lonely|alone|cheat\w*|betray\w*|affair|lied|lying|called (?:it )?off|cancel+ed|broke up|dumped|left me|fired|laid off|divorc\w*|fail\w*|hurt\w*|crying|cried|scream\w*|furious|upset|stress\w*|anxious|awful|terrible|horrible|worst|let down|disappoint\w*|skipped|missed my|did ?n[o']?t (?:come|show)|no one came|nobody came|forgot my|ignored|snubbed|stood me up|bailed|ditched|abandoned|rejected|humiliat\w*|embarrass\w*|ashamed|guilty|resent\w*|bitter|heartbroken|devastated|gutted|crushed|against (?:me|us)|(?:over|instead of|ahead of|rather than|before) (?:me|us)|ruin\w*|punish\w*|disaster|nightmare|dread\w*|(?:going|gone|went|goes) wrong|rain(?:s|ed|ing)? on)\b/i;

function isGladNews(context: PlanContext): boolean {
  const { message } = context;
  const feelings = context.analysis.situations.filter((situation) => !situation.context);
  // Words a glad situation is named by may name a plain theme too ("I feel peaceful today for the first time in
  // months" is peace found, and peace): that theme is part of the good news, not a sorrow beside it.
  const gladSpans = feelings.filter((situation) => situation.glad).map((situation) => spanOf(situation.words, message));
  const besides = feelings.filter((situation) => {
    if (situation.glad) return false;
    const own = spanOf(situation.words, message);
    return !gladSpans.some((span) => span && own && own.start >= span.start && own.end <= span.end);
  });
  const glad = feelings.length > 0 ? gladSpans.length > 0 && besides.length === 0 : gladWords.test(message);
  // Tears and screams of joy are joy: "i literally screamed in the parking lot 😭🎉".
  const celebrated = /🎉|🥳|🙌|🎊|\byay+\b|\bwo+h?o+\b|\blet'?s go+\b|happy tears|tears of joy|!!!/i.test(
    context.message,
  );
  // "...but i wanted to say it here too" only tells why it is told here.
  const told = (celebrated ? context.message.replace(/\b(?:scream\w*|cried|crying|cry)\b/gi, "") : context.message)
    .replace(/\bbut i (?:just |also )?(?:wanted|had|needed|want) to (?:tell|say|share)\b/gi, "");
  return glad && !shadow.test(told);
}

/** A sentence that asks something of the guide ("speak as Jesus and tell me...") is a request, not what they carry. */
const requestStart =
  /^(?:can|could|would|will|please|give|tell|show|help|what|how|why|where|when|who|which|is|are|do|does|should|any|anything|speak|pretend|act|talk|say|write|pray|play|answer|reply|respond|be|let|teach|guide|walk|take|lead|remind|suggest|recommend|explain|share|list|send|find|role[- ]?play|whats|what's|scold|bless|imagine)\b/i;
/** A sentence asking for something to do ("I need a simple prayer for when I'm anxious") is a request too. */
const askingFor =
  /^(?:i(?:'d| would)? (?:need|want|like) )?(?:a|an|some|any) (?:[\w'-]+ ){0,2}(?:prayers?|practices?|verses?|passages?|meditations?|mantras?|exercises?|routines?|steps|tips|ways?)\b|^i'?m looking for\b|^i(?:'d| would)? (?:need|want|like) (?:something|anything|a way|help) (?:to|that|for|with)\b|^(?:(?:some|good|simple|practical|easy|small) )?(?:ways?|tips|ideas|steps) (?:to|for|on|i can)\b|^(?:something|anything) (?:(?:else|simple|small|quick) )?(?:i|we) (?:can|could|should|might) (?:do|try|say|read|pray)\b/i;
const runOnQuestion =
  /,\s*(?:(?:so|and|but)\s+)?(?:what|how|can|could|should|would|will|is|are|was|were|does|do|did|any|where|why|who|(?:please )?(?:give|show|tell|teach|send|help) me)\b[^,.!]*\?*$/i;
/** The same with no comma, for the few ways of asking that close a message told in a hurry: "my wife left me what do i do". */
const runOnAsk =
  /\s+(?:(?:so|and|but|now)\s+)?(?:what (?:do|should|can|could) (?:i|we) (?:even )?do(?: now| next)?|what now|now what|how do (?:i|we) (?:cope|go on|move on|get through (?:it|this)|deal with (?:it|this))|any advice|help me|please help)\s*\?*$/i;
const fillers =
  /^(?:(?:honestly|so|um+|uh+|ok(?:ay)?|well|lol|hey|hi|yeah|idk|tbh|ngl|just|and|but|then|fine|alright|at least|anyway|also|low ?key|high ?key|kinda|lowkey)[,.!]*\s+)+/i;

/** A sentence told with its "I" left out, as people write in a hurry: "got laid off today", "lost my job". */
const subjectless =
  /^(?:got|lost|had|have|found|been|feeling|feel|felt|finalized|finalised|signed|buried|told|ended|finished|graduated|retired|(?!(?:need|red|bed|shed|wed|bled|fed|led|sled|seed|speed|feed|weed|breed|greed|indeed)\b)[a-z]{3,}ed(?= (?:my|our|the|a|an|his|her|their|it|up|out|off|him|her|them|with|to|in)\b)|can'?t|couldn'?t|didn'?t|don'?t|miss|missing|broke|failed|moved|started|quit|spent|went|came|ran|won|made|did|passed|woke|cried|crying|trying|tried|dropped|sent|left|messed up|screwed up|going through|dealing with|struggling|finally|still|(?:so |really |kinda |pretty )?(?:scared|afraid|terrified|worried|nervous|anxious|sad|tired|exhausted|lonely|ashamed|angry|stressed|overwhelmed|stuck|lost|heartbroken|burnt out|done))\b/i;

/**
 * The visitor's own words for what is happening, turned to speak to them: a sentence that tells
 * (not asks), the one naming their situation when one does (`situations`: the words of those the
 * message names), "I" and "my" made "you" and "your", and short enough to say back ("our old dog
 * died this morning" is "your old dog died this morning"); null when no sentence fits, or with `toldOnly` when no
 * sentence told names one of the situations.
 */
/**
 * What happened, told in the sentence after a bare feeling ("feeling really bitter lately. my neighbor reported my
 * fence"), said back in the visitor's words; none when the feeling came with its cause or nothing more is told.
 */
function causeOf(message: string, feeling: string): string | null {
  if (feeling.split(/\s+/).length > 7 || feelingsNamed(feeling).length === 0) return null;
  const sentences = message.trim().split(/(?<=[.!?])\s+|\n+/);
  const at = sentences.findIndex((sentence) => theirWords(sentence) === feeling);
  if (at < 0 || at === sentences.length - 1) return null;
  const next = sentences.slice(at + 1).join(" ");
  const cause = theirWords(next, [], { toldOnly: false });
  return cause && cause !== feeling && !questionOpening.test(cause) && feelingsNamed(cause).length === 0 &&
      cause.split(/\s+/).length <= 20
    ? cause
    : null;
}

export function theirWords(
  message: string,
  situations: readonly RegExp[] = [],
  { toldOnly = false }: { toldOnly?: boolean } = {},
): string | null {
  // A question run on after a comma is theirs to ask, not to be said back: "so stressed at work, what can I do", "my
  // uncle died, is he in heaven?".
  const sentences = message.trim().split(/(?<=[.!?])\s+|\n+/).map((sentence) =>
    sentence.replace(fillers, "").trim().replace(runOnQuestion, "").replace(runOnAsk, "")
  );
  const tells = (sentence: string) =>
    sentence.length >= 8 && !sentence.endsWith("?") && !requestStart.test(sentence) && !askingFor.test(sentence) &&
    (/\b(?:i|i'm|im|i've|my|our|we|me)\b/i.test(sentence) || subjectless.test(sentence) ||
      /\b(?:today|tonight|yesterday|this (?:week|morning|evening|month|year))\b/i.test(sentence));
  const candidates = sentences.filter(tells);
  // The sentence that tells the first of the situations (the hardest, as the caller orders them), else the first told.
  const named = situations.map((words) => candidates.find((sentence) => words.test(sentence)))
    .find((sentence) => sentence !== undefined);
  const telling = named ?? (toldOnly ? undefined : candidates[0]);
  if (!telling) return null;
  const match = situations.map((words) => words.exec(telling)).find((found) => found !== null);
  // Emoji end what they follow: "JUST GOT ENGAGED 💍💍 sorry i had to tell someone" tells the engagement.
  let clause = telling.replace(/(?<=\S(?:\s+\S+){2,})\s*[\u{1F300}-\u{1FAFF}\u{2600}-\u{27BF}].*$/u, "")
    .replace(/[.!?…]+$/, "").replace(/\s*(?:lol|haha|:\(|:\)|[\u{1F300}-\u{1FAFF}])+$/u, "").trim();
  const words = clause.split(/\s+/);
  if (words.length > 16) {
    // The part of a long sentence that holds what was named ("...and lately we just fight about everything"), else its
    // opening part.
    // A part that only lists ("money, kids, my moms biopsy") or qualifies ("let alone sit") tells nothing alone.
    // "Our son, 34, told us...": an age set off by commas stays with whom it is of.
    const parts = clause.replace(/,\s+(\d{1,3}),\s+/g, " ($1) ").split(
      /,\s+| - | — | and | but | because | so | since /,
    )
      .map((part) => part.trim())
      .filter((part) =>
        part.length >= 12 &&
        (part.split(/\s+/).length >= 4 ||
          /\b(?:is|are|was|were|am|has|have|had|got|gets|goes|went|keeps|does|did|\w{2,}ed)\b/i.test(part)) &&
        !/^(?:let alone|like|such as|or|including|especially|even|not to mention)\b/i.test(part)
      );
    const cut = (match && parts.find((part) => part.toLowerCase().includes(match[0].toLowerCase()))) ?? parts[0];
    if (!cut || cut.split(/\s+/).length > 16) return null;
    clause = cut;
  }
  // "...I don't even know if I still love him", told after "my husband and I...": said back of the one named before,
  // "if you still love your husband", so the reply names whom it is about.
  const before = message.slice(0, message.indexOf(telling));
  const close = before.match(namedRelation)?.at(-1)?.toLowerCase();
  if (close && !new RegExp(namedRelation.source, "i").test(clause)) {
    const who = close.replace(/^our\b/, "my");
    // "now hes sick" is "now your dad's sick"; "her" may be whose ("her car"), so only "she" is named for a woman.
    clause = herRelations.has(close.split(" ").at(-1)!)
      ? clause.replace(/\bshe(?:'s|s)\b/i, `${who}'s`).replace(/\bshe\b/i, who)
      : clause.replace(/\bhe(?:'s|s)\b/i, `${who}'s`).replace(/\b(?:he|him)\b/i, who);
  }
  // Shouted for joy ("I GOT THE JOB"), said back in an ordinary voice.
  const shouted = (clause.match(/\b[A-Z]{2,}\b/g) ?? []).length >= 2;
  const swapped = spokenToThem(
    // Said back in the words people bereaved by suicide are offered, which name no manner of death.
    (shouted ? clause.toLowerCase() : clause).replace(deathBySuicideTold, "died by suicide"),
  );
  // "Just feeling kind of empty": "you're feeling...", as "been struggling" is "you've been struggling".
  const said = subjectless.test(clause) && !/^(?:you|your)\b/i.test(swapped)
    ? `${
      /^(?:just |still |really )?\w+ing\b|^(?:so |really |kinda |pretty )?(?:scared|afraid|terrified|worried|nervous|anxious|sad|tired|exhausted|lonely|ashamed|angry|stressed|overwhelmed|stuck|heartbroken|burnt out|done)\b/i
          .test(swapped)
        ? "you're"
        : /^been\b/i.test(swapped)
        ? "you've"
        : "you"
    } ${swapped}`
    : swapped;
  return said.charAt(0).toLowerCase() + said.slice(1);
}

/** Someone close named by the visitor ("my husband", "our son"), whom a later "him" or "her" means. */
const namedRelation =
  /\b(?:my|our) (?:husband|wife|mom|mum|mother|dad|father|son|daughter|brother|sister|boyfriend|girlfriend|fianc[eé]e?|grandma|grandmother|grandpa|grandfather|aunt|uncle|boss|neighbou?r)\b/gi;
const herRelations = new Set(
  [
    "wife",
    "mom",
    "mum",
    "mother",
    "daughter",
    "sister",
    "girlfriend",
    "fiancee",
    "fiancée",
    "grandma",
    "grandmother",
    "aunt",
  ],
);

/** The visitor's words turned to speak to them: "I" and "my" made "you" and "your" ("my son is sick": "your son is sick"). */
export function spokenToThem(words: string): string {
  // "So im telling you": the guide told is "me" said back, before "I" becomes "you".
  return words.replace(/\b(telling|tell|told|asking|ask|asked|showing|show|trusting|trust) you\b/gi, "$1 \u0001")
    // "My mom and I haven't spoken": "you and your mom", as one says it, not "your mom and you"; "my church split and I
    // lost..." is two things told, not two people.
    // "My wedding day and I feel...": a day is no one to be with, so only people are put first.
    .replace(
      /\b((?:my|our) (?:[\w'-]+ )?(?:husband|wife|partner|spouse|mom|mum|mother|dad|father|parents|son|sons|daughter|daughters|kids|children|brother|brothers|sister|sisters|siblings|boyfriend|girlfriend|bf|gf|fianc[eé]e?|grandma|grandmother|grandpa|grandfather|grandparents|aunt|uncle|cousin|boss|manager|neighbou?r|friend|friends|bestie|roommate|family|ex|coworker|colleague|pastor|sponsor|teacher|dog|cat|baby|twin|stepdad|stepmom|stepmum|in-laws|hubby|team))\b and (?:i|me)\b/gi,
      "you and $1",
    )
    // Said back as written English: "i cant sleep" is "you can't sleep".
    .replace(/\b(can|don|won|didn|isn|doesn|haven|hasn|couldn|wouldn|shouldn|wasn|aren|weren)t\b/gi, "$1't")
    .replace(/\b(?:i'm|im|i am)\b/gi, "you're")
    .replace(/\bi'?ve\b/gi, "you've")
    .replace(/\bi'd\b/gi, "you'd")
    .replace(/\bi'll\b/gi, "you'll")
    .replace(/\bi was\b/gi, "you were")
    .replace(/\bwe're\b/gi, "you're")
    .replace(/\b(?:my|our)\b/gi, "your")
    .replace(/\bmyself\b/gi, "yourself")
    .replace(/\bme\b/gi, "you")
    // "Us" in capitals is the country.
    .replace(/\bus\b/g, "you")
    .replace(/\b(?:i|we)\b/gi, "you")
    // Names typed in lower case are said back as names: "furious at god" is "furious at God".
    .replace(/(?<!\b(?:a|any|other|false|no) )\bgod\b/g, "God")
    .replace(/\b(?:jesus|christ|buddha|nichiren)\b/g, (name) => name.charAt(0).toUpperCase() + name.slice(1))
    .replaceAll("\u0001", "me");
}
