import type { ChatTurn } from "../wisdom/engine.ts";
import {
  isDanger,
  type RiskAssessment,
  type RiskFamily,
  type RiskKind,
  type RiskLevel,
  type RiskSignal,
} from "./risk.ts";
import { agentPattern, type RiskRule, riskRules } from "./risk_rules.ts";
import { type RiskText, riskText } from "./risk_text.ts";
import { neutralised } from "./risk_idioms.ts";

/**
 * Reads a conversation for danger to the visitor (ISSUE 15): pure, with no I/O, so both engines
 * and both chats run the same check before anything else. A message is read clause by clause;
 * every matched warning sign is weighed as meant (the visitor's own, now) or not (negated, told
 * as the past, about someone else, a story, the topic in general); the families that are meant
 * add up. The last few messages are read together, so danger spread over two messages counts, and
 * danger earlier in the conversation keeps the next replies gentle (`carried`).
 */
export function assessRisk(messages: readonly ChatTurn[]): RiskAssessment {
  const userTurns = messages.filter((turn) => turn.role === "user");
  if (userTurns.length === 0) return { level: "none", kind: null, signals: [], carried: false };
  const perTurn = withoutMerePoliteness(withoutExplained(
    userTurns.map((turn) => turn.content),
    userTurns.map((turn) => riskText(turn.content)),
    withShortRepliesRead(userTurns.map((turn) => turn.content)),
  ));
  const newest = perTurn.length - 1;
  const signals: RiskSignal[] = [];
  // The newest message, read with the two before it when it says anything of its own.
  // "same ending for me" after a story of a death makes that death the visitor's own.
  const newestText = riskText(userTurns.at(-1)!.content).joined;
  const owned = ownedAsMine.test(newestText);
  const window = perTurn.slice(Math.max(0, newest - 2)).map((found, index, all) =>
    found.map((signal) => ({
      ...signal,
      turnsAgo: all.length - 1 - index,
      status: owned && borrowable.has(signal.status) ? "active" as const : signal.status,
    }))
  );
  const current = window.at(-1)!;
  const currentActive = window.some((found, index) =>
    (index === window.length - 1 || owned) && found.some((signal) => signal.status === "active")
  );
  for (const found of window.slice(0, -1)) {
    signals.push(...(currentActive ? found : found.filter((signal) => signal.status !== "active")));
  }
  signals.push(...current);

  const reassured = reassurance.test(newestText);
  let { level, kind } = levelOf(currentActive ? signals : current, reassured);
  if (!isDanger(level) && answeredNotSafe(messages)) {
    level = "high";
    kind ??= earlierDangerKind(perTurn);
  }
  // Danger in one of the three messages before keeps replies in care mode until the visitor moves on.
  const earlier = perTurn.slice(Math.max(0, newest - 3), newest).map((found) => levelOf(found));
  // An emergency of the body told just before is one still ("it's probably nothing, I just want to chant first") until
  // the visitor says help has come or it has passed.
  const justBefore = earlier.at(-1);
  if (
    !isDanger(level) && justBefore?.kind === "medical" && isDanger(justBefore.level) && !helpArrived.test(newestText)
  ) {
    return { level: "imminent", kind: "medical", signals, carried: false };
  }
  const carriedFrom = earlier.findLast((assessed) => isDanger(assessed.level));
  const carried = !isDanger(level) && carriedFrom !== undefined;
  if (carried && level === "none") level = "low";
  return { level, kind: kind ?? (carried ? carriedFrom.kind : null), signals, carried };
}

/**
 * Help has come to an emergency of the body: "the ambulance is here", "the doctor says it's fine". "She says she's fine"
 * is not that: people in danger often say so.
 */
const helpArrived =
  /\b(?:ambulance|paramedics?|911|999|112|emergency services|doctor|nurse|hospital|a&e|er|poison control|111)\b.{0,30}\b(?:here|came|arrived|on (?:the|their|its) way|coming|called|rang|checked|saw|seen|said|says)\b|\b(?:called|rang|phoned|calling|ringing) (?:911|999|112|111|an ambulance|the ambulance|emergency|for help|the doctor|poison control)\b|\b(?:we are|i am|she is|he is|they are) (?:at|in) (?:the )?(?:hospital|a&e|er)\b/;

/** How a sign told of someone else or of a story is meant, which the visitor can take as their own. */
const borrowable: ReadonlySet<RiskSignal["status"]> = new Set(["other-person", "topic", "fiction"]);
const contextOnly: ReadonlySet<RiskFamily> = new Set(["timing", "means-mention"]);
const politenessRules: ReadonlySet<string> = new Set(
  riskRules.filter((rule) => rule.politeness).map((rule) => rule.id),
);

/**
 * "Thanks for everything, bye" closing a conversation that showed no distress is the visitor leaving, not a farewell
 * sign: politeness cues are dropped unless distress (a sign of one's own, or suicide asked about; a time or a means
 * named is not distress, as "i'll try it tonight" is not) appeared somewhere in the conversation. A conversation that
 * opens with them keeps them: no one thanks a stranger for everything first.
 */
function withoutMerePoliteness(perTurn: RiskSignal[][]): RiskSignal[][] {
  const distress = perTurn.some((found) =>
    found.some((signal) =>
      !politenessRules.has(signal.rule) && !contextOnly.has(signal.family) &&
      (signal.status === "active" || signal.status === "topic")
    )
  );
  if (distress || perTurn.length === 1) return perTurn;
  return perTurn.map((found) => found.filter((signal) => !politenessRules.has(signal.rule)));
}

/** A reply that opens mid-sentence ("for what i'm about to do" after "will i go to hell") finishes a longer thought. */
const continuesSentence = /^(?:for|because|cause|cos|bc|if|when|after|before|with|of|about|since|unless|until|till)$/i;

/**
 * A reply of a few words that finishes what the message before it left open ("i've been saving something up for when
 * it gets too much" then "the pills") is read together with it, when neither shows a sign alone.
 */
function withShortRepliesRead(messages: readonly string[]): RiskSignal[][] {
  const perTurn = messages.map((message) => messageSignals(message));
  const active = (found: readonly RiskSignal[]) =>
    found.some((signal) => signal.status === "active" && !contextOnly.has(signal.family));
  return perTurn.map((found, index) => {
    if (index === 0 || active(found) || active(perTurn[index - 1])) return found;
    const words = messages[index].trim().split(/\s+/);
    if (words.length > (continuesSentence.test(words[0]) ? 10 : 4)) return found;
    const together = messageSignals(`${messages[index - 1].replace(/[.!?\s]+$/, "")} ${messages[index]}`);
    return active(together) ? together : found;
  });
}

const rulesById: ReadonlyMap<string, RiskRule> = new Map(riskRules.map((rule) => [rule.id, rule]));

/**
 * "I won't be around next week" then "knee surgery on Tuesday, so I'll miss study group": a message that gives the
 * ordinary reason for the one before (a rule's own innocent words, read across both) takes back its sign, when it
 * shows nothing of its own. So does one that says whose a question was ("is there a verse about being a burden?",
 * then "my mom keeps apologizing for being a burden"), and one that finishes its sentence ("I want to die" then "of
 * embarrassment lol"; "I'm at the bridge" then "the bridge club haha"): read as one, the sign is no longer there.
 */
function withoutExplained(
  messages: readonly string[],
  texts: readonly RiskText[],
  perTurn: RiskSignal[][],
): RiskSignal[][] {
  return perTurn.map((found, index) => {
    const next = perTurn[index + 1];
    // A faint cue ("living alone") is not a sign of its own.
    const ownSign = (signal: RiskSignal) =>
      signal.status === "active" && !contextOnly.has(signal.family) && !politenessRules.has(signal.rule) &&
      (signal.weight >= 2 || !supporting.has(signal.family));
    if (!next || next.some(ownSign)) return found;
    const reply = texts[index + 1].joined;
    if (reAimed.test(reply)) return [];
    // "ok not literally": the message before was a figure of speech; anything already done still counts. So does an
    // urge told as having passed with help ("I used my safety plan ... till it passed").
    if (retracted.test(reply) || weatheredWithHelp.test(reply)) {
      return found.filter((signal) => signal.family === "already-acting");
    }
    // "That was my first marriage, 1989": the message before told the past.
    if (datesPrevious.test(reply)) {
      return found.filter((signal) => !rulesById.get(signal.rule)?.tense);
    }
    // The innocent words must be in a later message: "he told the doctor" in the message itself explains nothing. The
    // explanation may come a message later still ("I wish I'd died instead of my son", "he was 22", "my counsellor
    // calls it survivor guilt"), so the later messages are read together until one shows a sign of its own.
    const before = withoutDenied(texts[index].joined);
    const quietLater = perTurn.slice(index + 1, index + 4).findIndex((found) => found.some(ownSign));
    const later = texts.slice(index + 1, quietLater < 0 ? index + 4 : index + 1 + quietLater)
      .map((text) => withoutDenied(text.joined));
    const both = `${before} | ${later.join(" | ")}`;
    const explainedLater = (unless: RegExp | undefined) =>
      unless !== undefined &&
      [...both.matchAll(new RegExp(unless.source, "g"))].some((found) => found.index + found[0].length > before.length);
    const asked = texts[index].questions.some(Boolean);
    const theirs = new Set(next.filter((signal) => signal.status === "other-person").map((signal) => signal.rule));
    const asOne = new Set(
      messageSignals(
        `${messages[index].replace(/[.!?\s]+$/, "")} ${messages[index + 1].replace(/^\s*(?:\.{2,}|…)\s*/, "")}`,
      )
        .filter((signal) => signal.status === "active").map((signal) => signal.rule),
    );
    const kept = found.filter((signal) =>
      !explainedLater(rulesById.get(signal.rule)?.unless) && !(asked && theirs.has(signal.rule)) &&
      (signal.status !== "active" || asOne.has(signal.rule))
    );
    // A faint cue that was part of the explained sign goes with it ("much longer" in "won't be around much longer").
    const explained = found.some((signal) => !supporting.has(signal.family) && !kept.includes(signal));
    return explained && kept.every((signal) => supporting.has(signal.family))
      ? kept.filter((signal) => signal.weight >= 2)
      : kept;
  });
}

/**
 * A reply that opens by saying whom, where or when the message before was about re-aims it: "for my grandma, I mean",
 * "in London I mean", "asking because our youth pastor said...", "was, I should say". Not a friend, whom a question
 * about dying is so often put on, and not a time ("tonight I mean"), which makes it nearer.
 */
const reAimed =
  /^(?![^|]*\b(?:tonight|today|tomorrow|now|soon|hour|hours|minutes?|forever|for good|really|seriously|literally|rope|pills|gun|knife|blade|razor|belt|bridge|train|overdose|tablets|poison)\b)(?:(?:it is |it was |i am asking |i was asking |i meant? |asking )?for (?:my|our) (?!friend\b|mate\b|buddy\b|pal\b|self\b)\w+|(?:in|at|about|with|during|from|on) (?!me\b|myself\b|my (?:life|head|body|self)\b)[^|]{1,30} (?:i mean|lol|haha|lmao)\b|(?:i am )?asking (?:because|since|as|cause) (?!i\b|my (?:life|self)\b|me\b)|(?:it |she |he |they )?(?:was|were) ,? i should say\b)/;

/** An innocent reason denied ("not for protection", "not the relationship") excuses nothing. */
const withoutDenied = (text: string) =>
  text.replace(
    /\bnot (?:for|a|an|the|my|about|about the|about my) \w+/g,
    " ",
  );

/** An urge that passed with the help of a plan or a person: "used my safety plan", "rang my sister till it passed". */
const weatheredWithHelp =
  /\b(?:used|followed|went through) my (?:safety|crisis|coping) plan\b|\b(?:till|until) (?:it|the urge) (?:passed|went|faded)\b|\b(?:the urge|it) (?:has )?passed\b/;

/** "ok not literally", "jk", "only joking": what was said before is taken back as a figure of speech. */
const retracted =
  /^(?:(?:ok|okay|lol|haha|well|no|i mean|but) )*(?:not literally|just joking|only joking|i was joking|i am joking|jk|just kidding|kidding)(?= \||$| ,| i mean| lol| haha)/;

/** The kind of the latest earlier message that showed danger. */
function earlierDangerKind(perTurn: RiskSignal[][]): RiskKind | null {
  for (const found of perTurn.slice(0, -1).reverse()) {
    const assessed = levelOf(found);
    if (isDanger(assessed.level)) return assessed.kind;
  }
  return null;
}

const stackingRules: ReadonlySet<string> = new Set(riskRules.filter((rule) => rule.stack).map((rule) => rule.id));
const maxStackWeight = 4.5;

/** A plain statement that the visitor is safe. */
const reassurance =
  /\b(?:i am safe|i am not in danger|not in a (?:dark|bad|suicidal) way|(?:i am )?(?:just |only )?(?:scared|afraid|frightened|terrified) of (?:it|death|dying|dying one day)(?! (?:so|and) i)|not thinking (?:of|about) (?:hurting|killing|harming) myself|no (?:plans?|intention) (?:to|of) (?:hurt|harm|kill)(?:ing)? myself|i am not suicidal|i would never (?:hurt|harm|kill) myself|i am not going to (?:hurt|harm|kill) myself)\b/;

/** Families that add weight to others but are never danger on their own. */
const supporting: ReadonlySet<RiskFamily> = new Set(["timing", "hopelessness", "means-mention"]);

/**
 * The level a set of signals adds up to: per family the strongest active signal counts, and the
 * families add up. Already acting, or means joined with a plan or a time, is imminent.
 */
function levelOf(told: readonly RiskSignal[], reassured = false): { level: RiskLevel; kind: RiskKind | null } {
  // Someone else's act ("my son drank bleach", "she took all her pills"): the helper's reply, which calls for help
  // first, fits better than one written for the visitor's own body.
  const someoneElsesAct = told.some((signal) =>
    signal.status === "other-person" && signal.kind !== "medical" && signal.weight >= 3
  );
  const signals = someoneElsesAct ? told.filter((signal) => signal.family !== "medical") : told;
  const strongest = new Map<RiskFamily, RiskSignal>();
  const stacked = new Map<string, RiskSignal>();
  for (const signal of signals) {
    if (signal.status !== "active") continue;
    // Cues of a stacking rule add up: one "thanks for everything" is kindness, three farewells are not.
    const candidate = stackingRules.has(signal.rule)
      ? (() => {
        const sum = stacked.get(signal.rule);
        const next = { ...signal, weight: Math.min(maxStackWeight, (sum?.weight ?? 0) + signal.weight) };
        stacked.set(signal.rule, next);
        return next;
      })()
      : signal;
    const known = strongest.get(candidate.family);
    if (!known || candidate.weight > known.weight) strongest.set(candidate.family, candidate);
  }
  // Different farewell cues add up as well ("giving away my stuff and writing letters to my kids"): two are a warning
  // sign to act on, three an imminent one.
  const farewells = new Map<string, number>();
  for (const signal of signals) {
    if (signal.status !== "active" || signal.family !== "farewell") continue;
    const weightOf = stacked.get(signal.rule)?.weight ?? signal.weight;
    farewells.set(signal.rule, Math.max(farewells.get(signal.rule) ?? 0, weightOf));
  }
  const farewell = strongest.get("farewell");
  if (farewell && farewells.size >= 2) {
    const together = Math.min(maxStackWeight, [...farewells.values()].reduce((sum, next) => sum + next, 0) - 1);
    if (together > farewell.weight) strongest.set("farewell", { ...farewell, weight: together });
  }
  const weight = (family: RiskFamily) => strongest.get(family)?.weight ?? 0;
  const leading = [...strongest.values()].filter((signal) => !supporting.has(signal.family));
  const total = [...strongest.values()].reduce((sum, signal) => sum + signal.weight, 0);
  const kind = kindOf(leading) ?? kindOf(signals.filter((signal) => signal.status !== "active"));
  if (leading.length === 0) {
    // Despair alone is not danger; despair with a means or a time in view is, and so is despair
    // beside a question about suicide ("is it unforgivable? because I'm so tired").
    const hopelessness = weight("hopelessness");
    if (hopelessness >= 2 && total >= 3) return { level: "high", kind: "suicide" };
    const aboutSuicide = signals.some((signal) =>
      signal.kind === "suicide" && ["topic", "other-person"].includes(signal.status) && signal.weight >= 3.5
    );
    if (hopelessness >= 2 && aboutSuicide) return { level: "high", kind: "suicide" };
    return { level: signals.length > 0 ? "low" : "none", kind: signals.length > 0 ? kind : null };
  }
  if (kind === "medical") return { level: "imminent", kind };
  const acting = weight("already-acting");
  const means = Math.max(weight("method"), weight("method-seeking"), weight("preparation"));
  const intent = Math.max(weight("intent"), weight("plan"), weight("farewell"), weight("preparation"));
  const imminent = acting >= 5 || (acting >= 2 && total >= 5) ||
    (means >= 3.5 && (intent >= 2 || weight("timing") > 0) && total >= 5.5) ||
    (weight("farewell") >= 4 && (means > 0 || intent >= 2 || weight("timing") > 0 || weight("ideation") >= 3.5));
  if (imminent) return { level: "imminent", kind: kind ?? "suicide" };
  // "To be clear I'm safe": a plain reassurance outweighs a weak signal, never a plan, a means or an act.
  const strong = Math.max(means, intent, acting, weight("self-harm"), weight("abuse"));
  if (reassured && strong === 0 && total < 4.5) return { level: "low", kind };
  if (total >= 3) return { level: "high", kind: kind ?? "suicide" };
  return { level: "low", kind };
}

/** Abuse outranks the rest when present (the help differs); self-harm when it is the only thing. */
function kindOf(signals: readonly RiskSignal[]): RiskKind | null {
  if (signals.length === 0) return null;
  const weights = new Map<RiskKind, number>();
  for (const signal of signals) weights.set(signal.kind, (weights.get(signal.kind) ?? 0) + signal.weight);
  if ((weights.get("abuse") ?? 0) >= 3) return "abuse";
  const suicide = weights.get("suicide") ?? 0;
  const selfHarm = weights.get("self-harm") ?? 0;
  // An emergency of the body outranks the rest unless it is one of harm done on purpose (then its help covers both).
  if ((weights.get("medical") ?? 0) >= 4 && (weights.get("medical") ?? 0) > Math.max(suicide, selfHarm)) {
    return "medical";
  }
  if (selfHarm > 0 && selfHarm >= suicide) return "self-harm";
  return suicide > 0 ? "suicide" : selfHarm > 0 ? "self-harm" : "abuse";
}

/**
 * The visitor answered the care reply's "are you safe right now?" with no or not sure: that is
 * danger whatever the words.
 */
function answeredNotSafe(messages: readonly ChatTurn[]): boolean {
  const last = messages.at(-1);
  const before = messages.at(-2);
  if (!last || last.role !== "user" || before?.role !== "assistant" || !/\[SUPPORT kind=/.test(before.content)) {
    return false;
  }
  const { joined } = riskText(last.content);
  return joined.split(" ").length <= 12 &&
    /^(?:no|nope|nah|not really|not sure|i do not know|i am not|no i am not|not at all|i am not safe|not safe|not right now|i can not promise|i don t know|idk|maybe not|probably not|no one is here|i am alone)\b/
      .test(joined);
}

// ---------------------------------------------------------------------------------------------
// One message

const negators = /^(?:not|never|no|nor|neither|without|nothing|nobody|none|stopped|quit|barely)$/;
const endingVerbs = /^(?:stopped|quit)$/;
/** Words after which a negation before them no longer reaches the phrase. */
const scopeBreak =
  /^(?:,|but|if|because|cause|whether|that|and|so|when|why|who|which|though|although|while|until|unless|since|cuz)$/;
/** Verbs whose negation leaves what follows true: "nobody knows i stopped", "i did not tell him i will not be here". */
const factiveVerbs =
  /^(?:know|knows|knew|known|tell|tells|told|telling|realise|realises|realised|realize|realizes|realized|notice|notices|noticed|aware|suspect|suspects|suspected)$/;
/** A negation that does not reassure ("i can not promise i will not", "not sure i will not"). */
const doubtedNegation =
  /\b(?:can not promise|can not guarantee|not sure|do not know if|do not trust myself|not certain|can not say)\b/;

const pastMarkers =
  /\b(?:years ago|year ago|months ago|decades ago|long time ago|long ago|when (?:i|we) (?:was|were) (?:a |little|young|small|younger|in|at|\d+|a teen|a kid|a child|a teenager|growing|kids|children|teens|teenagers)|as a (?:child|kid|teen|teenager|boy|girl|little girl|little boy|young (?:girl|boy|woman|man)|student|youngster)|i am \d+ now|now i am \d+|in my (?:childhood|youth|teens|twenties|thirties|early|late|past|old life)|growing up|back then|back in (?:the day|\d{4}|high school|school|college|uni|university|my (?:twenties|teens|youth|school days)|the (?:eighties|nineties|80s|90s|2000s))|in (?:19|20)\d\d|used to|i survived|survivor|in the past|my past|once upon|previous(?:ly)?|back when|before i (?:got saved|found (?:faith|god|jesus)|became a (?:christian|buddhist)|was saved|was born again|met my (?:wife|husband))|(?:back )?in (?:middle|high|primary|elementary|secondary|grade) school|in college|at uni|in uni|at (?:\d+|sixteen|fifteen|seventeen|eighteen|fourteen|thirteen|twelve)|last year|last month|over (?:\d+|ten|twenty|thirty|two|three|five) years|a decade|for years i|recovered|recovering from|healed|healing from|in recovery|clean (?:for|since)|\d+ (?:days|weeks|months|years) clean|childhood|as an? (?:infant|toddler|adolescent)|(?:had|went through|during|after) (?:a|that) (?:dark|hard|rough|bad|difficult|low) (?:period|time|patch|season|year|phase))\b/;
const presentMarkers =
  /\b(?:again|still|lately|recently|these days|tonight|today|this week|last night|yesterday|this morning|currently|right now|keeps|keep|every (?:day|night|time|week)|relapse|relapsed|started again|starting again|coming back|came back|back again|at the moment|these thoughts|this time|the urge|urges|is back|are back|these days|(?:minutes|an hour|hours|a few hours|half an hour|min|mins) ago|(?:is|are|am) \w+ing now)\b/;
/** Words of habit, which "used to" puts in the past. */
const habitual = /\b(?:every (?:day|night|time|week)|keeps?)\b/g;
/** Said when the past is over: the visitor has come through it. */
const recoveryMarkers =
  /\b(?:good place|happy now|we are happy|i am happy|remarried|so grateful|therapy (?:helped|has helped)|i am (?:safe|okay|ok|better|fine|doing well|doing better) now|healed|recovered|got out|left (?:him|her|them)|divorced (?:him|her)|years clean|i am safe|got me through|pulled me through|brought me through|helped me through|made it through|came through it|(?:slowly |really )?getting better|i am still here|called the crisis line|(?:seen|saw|seeing) (?:a|my) (?:counsel+or|counselor|therapist) (?:every week|weekly|since))\b/;
/** A clause that only dates the one before it: "That was forty years ago." */
const datesPrevious =
  /^(?:that|this|it|all that|all of that|which) (?:was|happened|is) .{0,25}\b(?:ago|back then|(?:in )?(?:19|20)\d\d|my first (?:marriage|husband|wife|boyfriend|girlfriend|partner)|when i was|in my (?:teens|twenties|childhood|youth)|a long time|behind me|in the past|over)\b/;
/**
 * The visitor owns what was said of someone else, or of a story, as their own: "the friend is me", "i betrayed
 * everyone too. same ending for me". Said after a story or a friend was told, it makes that earlier message theirs.
 */
const ownedAsMine =
  /\b(?:asking for (?:me|myself)|for me obviously|(?:it is|its|it s|this is|i am asking) (?:really |actually )?for me|i need to know for me|i need to know for myself|about me really|not really for a (?:story|book|novel|friend|school)|it is not (?:really |actually )?for a (?:story|book|novel|friend|poem|song|class|project)|the friend is me|i am the friend|there is no friend|(?:because|since|as|but|and|yet) i do(?! not)|i do (?:it )?too|including me|not hypothetically|need to know before|before i do it|(?:okay|ok|alright|fine|allowed|right|the same) for me (?:too|as well)|me too|same (?:ending |end |fate |thing |way out )?for me|(?:because|cause|since|bc|as) i am (?:going to|gonna|planning to|about to) do (?:it|that|the same)|(?<=\bnot (?:the|a|an|my|our) \w+(?: \w+)? \| )me\b|(?<=^|\| |^(?:okay|ok|right|so) )(?:i am )?(?:going to|gonna|about to) (?:go |go and |just )?do it (?:now|tonight|today|right now)|if i (?:did|do|were to do|tried) the same|i feel like (?:him|her|them|judas|saul|samson))\b|^(?:it s |its |it is |i mean )?(?:me|myself|mine|i am|i do|the someone is me)$/;
/** The visitor counts themselves among those asked about: "does god forgive people like me". */
const othersLikeMe =
  /\b(?:(?:people|someone|men|women|guys|girls|christians|buddhists|believers|anyone|anybody|folks|those|kids|teens) like (?:me|us)|(?:in|from) my (?:place|position|shoes|situation)|those of us)\b/;
const fictionMarkers =
  /\b(?:dream|dreamt|dreamed|dreaming|nightmare|nightmares|movie|movies|film|films|in the book|a book|the book i|this book|novel|novels|tv show|the show|a show|series|episode|video game|in the game|a game|the game|song|lyrics|a story i|the story|short story|for a story|in the story|poem|character|characters|protagonist|villain|scene|fanfic|fanfiction|script|screenplay|netflix|anime|manga|comic|documentary|podcast|in the news|on the news|news article|article|headline|history class|history lesson|essay|homework|assignment|lecture|sermon about|hypothetically|hypothetical|for my novel|in the bible|in scripture|the parable|a parable|the lotus sutra|in the sutra|in the gospels?|judas|saul|samson|ahithophel|zimri|abimelech|the apostle|the disciples|medicine king|minecraft|fortnite|roblox|skyrim|zelda|pokemon)\b/;
/** Figures of the scriptures whose deaths are asked about as their stories (not names people commonly bear). */
const scriptureFigure =
  /\b(?:jesus|christ|judas|samson|saul|ahithophel|zimri|abimelech|the buddha|shakyamuni|nichiren|john the baptist|the martyrs|the apostles|the disciples)\b/;
/**
 * "I read that Elijah wanted to die": a figure of the scriptures whose name people also bear, read or heard of, is
 * the story's.
 */
const figureRead =
  /\b(?:read|reading|heard|learned|learnt|bible|scripture|sermon|prophet|story)\b.{0,40}\b(?:elijah|elisha|jonah|job|moses|jeremiah|david|paul|peter|rebekah|rachel|hannah|naomi|saul)\b/;
/**
 * "What's going on in chapter 16 of the lotus sutra, the doctor and his kids who drank poison?": a chapter of the
 * scriptures named, then the figures of its story.
 */
const scriptureChapterNamed =
  /\b(?:chapter \d+|the \w+ chapter|the parable|the story) (?:of|in) (?:the )?(?:lotus sutra|sutra|bible|gospels?|gospel of \w+|book of \w+|gosho|[1-3]? ?[a-z]+ \d+)\b|\b(?:in|from) (?:the )?(?:lotus sutra|gospels?|gosho)\b/;
/** The chapter named, then one of its figures ("...the lotus sutra, the doctor and his kids who"), not "my kid". */
const storyFigureAfter = new RegExp(`(?:${scriptureChapterNamed.source})[\\s,:;-]+(?:the|a|an) [^.?!]{0,60}$`);
/** "The parable in the Lotus Sutra about a doctor whose kids drank poison": what follows is what the story tells. */
const storyDescribed =
  /\b(?:parable|story|fable|tale|legend|myth)(?: (?:in|from|of) (?:the |a )?[\w ]{1,30}?)? (?:about|where|in which|when|of)\b/;
/** "Jesus died", "the Buddha's death": doctrine about someone else's death. */
const teachingMarkers =
  /\b(?:bible|scripture|scriptures|verse|verses|teach|teaches|teaching|teachings|church|catholic|catechism|buddhis[mt]|christian|christianity|doctrine|theology|theological|pastor|priest|monk|sutra|gosho|nichiren|sgi|say about|says about|view of|views on|stance on|what does god think|the quran|islam|judaism|hinduism|tradition|religions?|sin\b|sinful|mortal sin|unforgivable|meditation|impermanence|maranasati|memento mori|contemplat\w*|stoic\w*|philosoph\w*|practice)\b/;
const interrogative =
  /^(?:what|why|how|is|are|does|do|did|can|could|should|would|will|was|were|which|who|whom|where|when|has|have|am)\b/;

const thirdPersonSubject =
  /^(?:jesus|christ|god|lord|buddha|shakyamuni|nichiren|judas|samson|saul|paul|peter|david|jonah|elijah|moses|job|martyrs|saints|saint|he|she|they|him|her|them|his|their|himself|herself|themselves|themself|yourself|friend|friends|son|daughter|brother|sister|mom|dad|mother|father|husband|wife|boyfriend|girlfriend|partner|someone|somebody|people|person|patient|client|character|man|woman|guy|girl|boy|kid|kids|child|children|cousin|uncle|aunt|grandma|grandpa|grandmother|grandfather|neighbor|neighbour|coworker|colleague|student|students|classmate|roommate|anyone|everyone|everybody|nobody|bestie|bff|teen|teenager|parishioner|member|members|congregation|mate|buddy|fiance|fiancee|nephew|niece|ex|baby|cat|dog|pet|pastor|priest|church|parish|monk|nun|doctor|nurse|teacher|coach|boss|patients|soldiers|author|writer|singer|actor|celebrity|victim|victims|survivor|survivors|christians|christian|buddhists|buddhist|believers|believer|catholics|catholic|muslims|jews|humans|folks|men|women|teens|teenagers|veterans|souls|those|anybody|lad|lass|bloke|fella|chap|gentleman|lady|resident|caller|customer|passenger|pupil|youngster|labrador|lab|puppy|pup|kitten|spaniel|terrier|collie|retriever|poodle|beagle|hamster|rabbit|parrot|budgie|horse|pony|toddler)$/;
/** "my" is a possessive ("a kid in my class"), not who does the thing. */
const firstPersonSubject = /^(?:i|myself)$/;
/** Things that "die" or "end" in everyday speech: "my phone is about to die". */
const inanimateSubject =
  /^(?:phone|battery|laptop|computer|car|plant|plants|flowers|signal|wifi|charger|tablet|ipad|relationship|marriage|dream|dreams|hope|career|business|project|party|show|series|game|season|conversation|meeting|day|week|year|song|story|candle|fire|light|bulb|engine|motor|fish|goldfish|tree|garden|crops)$/;

/** "my son said i wish i was not here": the words after a third person's speech verb are theirs. */
const reportedSpeech =
  /\b(?:he|she|they|son|daughter|friend|brother|sister|mom|dad|mother|father|husband|wife|boyfriend|girlfriend|partner|kid|child|student|patient|client|someone|somebody|cousin|teen|teenager|nephew|niece|grandma|grandpa|colleague|coworker|classmate|roommate|gp|doctor|doc|nurse|consultant|specialist|oncologist|surgeon|dentist|vet|pharmacist|therapist|counsellor|counselor|psychiatrist|psychologist|teacher|pastor|priest|boss|manager|customer|caller|resident|pupil|parishioner) (?:always |often |once |even |also |just |used to |would )?(?:said|says|say|told me|wrote|writes|texted|texts|posted|posts|keeps saying|kept saying|screamed|yelled|whispered|asked|messaged|tweeted|put on)\b/;

/** A person helped, let or watched to do what follows: "help her die peacefully". */
const causedFor =
  /\b(?:help|helps|helping|helped|let|lets|letting|watch|watching|watched|allow|allows|allowing|pray for|praying for|hope for|hoping for|wish for) (?:(?:my|our|his|her|their|the|a) )?(\w+)(?: to)?$/;

type Clause = { text: string; question: boolean };

/** Every warning sign in one message, each with how it is meant. */
export function messageSignals(message: string): RiskSignal[] {
  const read = riskText(message);
  const clauses = clausesOf(read);
  const signals: RiskSignal[] = [];
  const joined = clauses.map((clause) => clause.text).join(" | ");
  const starts: number[] = [];
  clauses.reduce((offset, clause) => (starts.push(offset), offset + clause.text.length + 3), 0);
  const aboutMe = ownedAsMine.test(joined) || othersLikeMe.test(joined);
  const wholeFiction = !aboutMe && fictionMarkers.test(joined) &&
    !/\b(?:i|me|my)\b.{0,20}\b(?:want|wish|feel|going to|plan)\b/.test(joined);
  const seen = new Set<string>();
  for (const rule of riskRules) {
    rule.pattern.lastIndex = 0;
    for (const match of joined.matchAll(rule.pattern)) {
      const index = starts.findLastIndex((start) => start <= match.index);
      const clause = clauses[index];
      const at = match.index - starts[index];
      if (at >= clause.text.length || seen.has(`${rule.id}@${match.index}`)) continue;
      seen.add(`${rule.id}@${match.index}`);
      if (rule.unless?.test(withoutDenied(rule.unlessAnywhere ? joined : `${clause.text} ${match[0]}`))) continue;
      const context = {
        previous: clauses[index - 1]?.text ?? "",
        next: clauses[index + 1]?.text ?? "",
        wholeFiction,
        teaching: teachingMarkers.test(joined),
        wholePast: pastMarkers.test(joined) && recoveryMarkers.test(joined),
      };
      let status = statusOf(rule, clause, at, match[0], context);
      if (status === null) continue;
      if (aboutMe && borrowable.has(status)) status = "active";
      signals.push({ family: rule.family, kind: rule.kind, weight: rule.weight, rule: rule.id, status, turnsAgo: 0 });
    }
  }
  return signals;
}

/**
 * The clauses of a message, idioms put plainly. A fragment of one or two words joins the clause
 * before it: people write "would be nice to just... not. be. anymore." or "I'll go. For good."
 */
function clausesOf(read: RiskText): Clause[] {
  const clauses: Clause[] = [];
  read.clauses.forEach((text, index) => {
    const last = clauses.at(-1);
    if (last && text.split(" ").length <= 3) {
      last.text = `${last.text} ${text}`;
      last.question ||= read.questions[index];
    } else {
      clauses.push({ text, question: read.questions[index] || interrogative.test(text) });
    }
  });
  return clauses.map((clause) => ({ ...clause, text: neutralised(clause.text) }));
}

/** How a matched phrase is meant, or null when it is not a warning sign at all. */
function statusOf(
  rule: RiskRule,
  clause: Clause,
  at: number,
  matched: string,
  { previous, next, wholeFiction, teaching, wholePast }: {
    previous: string;
    next: string;
    wholeFiction: boolean;
    teaching: boolean;
    wholePast: boolean;
  },
): RiskSignal["status"] | null {
  const before = clause.text.slice(0, at).trim();
  // A phrase that names its own subject ("i am such a burden") needs no look back.
  const subject = rule.subject !== "infer" ? rule.subject : /^i\b/.test(matched) ? "self" : subjectBefore(before);
  if (rule.subject === "agent" && !agentPattern.test(before.split(" ").slice(-8).join(" "))) return null;
  // "Why did Jesus have to die?", "why did Judas hang himself?": a death in scripture is its story, not someone to help.
  if (
    subject === "other" && (scriptureFigure.test(before) || storyDescribed.test(before) || figureRead.test(before) ||
      storyFigureAfter.test(before) || (scriptureChapterNamed.test(previous) && /^(?:the|a|an) /.test(clause.text)))
  ) return "fiction";
  // A body in danger is an emergency whoever's it is ("my dad's lips are blue"): help is called the same way.
  const anyones = rule.family === "medical";
  if (
    !anyones && (subject === "other" || (rule.family !== "abuse" && reportedSpeech.test(scopeOf(before))))
  ) return "other-person";
  // "help her die peacefully": the person helped or watched is the one who dies.
  const caused = causedFor.exec(before);
  if (!anyones && rule.subject === "any" && caused && thirdPersonSubject.test(caused[1])) return "other-person";
  if (rule.negatable && negated(before, clause.text, matched)) return "negated";
  // Asking how is never answered, whatever story it comes wrapped in ("hypothetically", "for a novel").
  const story = fictionMarkers.test(clause.text) || (wholeFiction && fictionMarkers.test(previous));
  if (story && rule.family !== "method-seeking") return "fiction";
  const toldAsPast = pastMarkers.test(clause.text) || datesPrevious.test(next) ||
    (wholePast && rule.family !== "already-acting");
  // "i used to ... every day": the habit belongs to the past the clause tells.
  // "ten years ago this week": the week is when it is remembered, not when it happens.
  // "the scars still show": what still shows is the mark, not the harm.
  const dated = clause.text.replace(/\bago (?:this|today|tonight)\b(?: week| month| morning| year| weekend)?/g, "ago")
    .replace(/\b(?:scars?|marks?) (?:still|are still|is still)\b/g, "scars");
  const now = presentMarkers.test(/\bused to\b/.test(dated) ? dated.replace(habitual, "") : dated);
  if (rule.tense && toldAsPast && !now) return "past";
  if (rule.topical && subject === "none" && (teaching || (rule.topical === "question" && clause.question))) {
    return "topic";
  }
  return "active";
}

/**
 * Whose the phrase is: the nearest subject before it in the clause. Texting often drops the "I"
 * ("want to die tbh"), so no subject at all reads as the visitor, except where a rule is topical.
 */
function subjectBefore(before: string): "self" | "other" | "none" {
  const words = before.split(" ").filter(Boolean);
  for (let index = words.length - 1; index >= 0; index--) {
    const word = words[index];
    if (firstPersonSubject.test(word)) {
      // "my friend" was already read as "friend"; a bare "my" before the phrase is the visitor's.
      return "self";
    }
    if (word === "you") {
      return words.slice(0, index).some((earlier) => firstPersonSubject.test(earlier)) ? "self" : "other";
    }
    // "my brothers overdose": a possessive, its apostrophe lost, is still the other person's.
    if (
      thirdPersonSubject.test(word.replace(/s$/, "")) || thirdPersonSubject.test(word) ||
      inanimateSubject.test(word.replace(/s$/, ""))
    ) {
      return "other";
    }
  }
  return "none";
}

/** The words before a phrase back to the nearest break ("and", "but", a comma): its own part of the sentence. */
function scopeOf(before: string): string {
  const words = before.split(" ");
  let start = words.length;
  while (start > 0 && !scopeBreak.test(words[start - 1]) && words[start - 1] !== "then") start--;
  return words.slice(start).join(" ");
}

/**
 * A negation shortly before the phrase, within its scope, that is not itself doubted. "Stopped" before a phrase that
 * joins two doings ("stopped taking my medication and stockpiled them") ends only the first.
 */
function negated(before: string, clause: string, matched: string): boolean {
  if (doubtedNegation.test(clause)) return false;
  const joinsTwo = matched.split(" ").slice(1, -1).some((word) => scopeBreak.test(word) || word === "|");
  const words = before.split(" ").filter(Boolean);
  for (let index = words.length - 1, seen = 0; index >= 0 && seen < 5; index--, seen++) {
    const word = words[index];
    if (scopeBreak.test(word) || factiveVerbs.test(word) || (joinsTwo && endingVerbs.test(word))) return false;
    // "if I say no he hits me": the word said is no negation.
    if (negators.test(word) && !/^(?:say|said|says|saying|tell|told|answer|answered)$/.test(words[index - 1] ?? "")) {
      return true;
    }
    if (word === "longer" && words[index - 1] === "no") return true;
  }
  return false;
}
