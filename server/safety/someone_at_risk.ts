import type { RiskAssessment } from "./risk.ts";

/**
 * Someone else's danger told as happening now: they say, plan, threaten or keep doing it ("my friend says she wants
 * to die", "my roommate has been cutting herself again", "he tried to kill himself last night").
 */
const atRiskNow = new RegExp(
  [
    String
      .raw`\b(?:wants?|wanted|wanting|going|gonna|plans?|planning|threaten\w*|talk(?:s|ed|ing)? about|says?|said|saying|keeps? (?:saying|talking)|texted|messaged|posted|wrote|told me|thinking about|thinks about|tried|trying|jokes? about|joking about|wishes|wished)\b[^.?!]{0,50}\b(?:die|dead|death|kill|killing|end (?:it|(?:his|her|their) (?:own )?life)|suicide|suicidal|hurt (?:him|her|them)sel(?:f|ves)|cut(?:ting)? (?:him|her|them)sel(?:f|ves)|overdose|not (?:be )?(?:here|around|alive))\b`,
    String
      .raw`\b(?:is|are|has been|have been|keeps?|started|starts|been) (?:cutting|hurting|harming|burning|starving) (?:him|her|them)sel(?:f|ves)`,
    String.raw`\b(?:is|are|seems|seemed|has been|sounds?) (?:really |so |very )?suicidal\b`,
    // "my daughter is self harming", "I think my son self-harms".
    String
      .raw`\b(?:is|are|has been|have been|keeps?|started|starts|been|might be|may be|could be) self[- ]?harm\w*|\bself[- ]?harms\b`,
  ].join("|"),
  "i",
);
/**
 * A story, or a time that is over ("when she was a teen", "used to"), is no one in danger now; nor is a story whose
 * place in scripture is asked ("the doctor whose kids drank poison... which chapter is that").
 */
const storyOrPast =
  /\b(?:which|what) (?:chapter|book|parable|story|gospel|psalm|sutra|letter)(?: of the (?:bible|sutra))? (?:is|was) (?:that|this|it)\b|\b(?:in|on) (?:the|a|this|that|my) (?:movie|film|book|novel|show|series|game|story|song|anime|episode|play)\b|\bused to\b|\b(?:years|months) ago\b|\blast year\b|\bwhen (?:he|she|they) (?:was|were) (?:a |younger|little|in)/i;

/** A death that has happened ("a friend whose brother died by suicide"): a loss, met as one. */
const deathTold =
  /\b(?:died|passed away|killed (?:him|her|them)sel(?:f|ves)|took (?:his|her|their) (?:own )?life|committed suicide|lost (?:him|her|them|(?:my|our|a|his|her|their) \w+) to suicide|funeral)\b/i;

/**
 * An overdose told as an event that happened ("he overdosed anyway", "in the hospital after an overdose"): a hardship or
 * a loss, not a plan, unless it was meant ("on purpose", "tried to") or its danger is still going on ("not breathing").
 */
const overdoseHappened = /\b(?:overdosed|od'?d|had an overdose|after (?:an|the|his|her|their) overdose)\b/i;
const overdoseMeant = /\b(?:on purpose|deliberately|intentionally|meant to|tried to|trying to|attempt\w*|suicid\w*)\b/i;
const overdoseGoingOn =
  /\b(?:not breathing|isn'?t breathing|stopped breathing|unconscious|unresponsive|(?:won'?t|can'?t|cannot|not) wake|passed out|turning blue|lips are blue|right now|just now|just (?:overdosed|took)|is overdosing|overdosing (?:right )?now)\b/i;

/**
 * Whether the visitor is telling of someone else in danger of suicide or self-harm now, so that what helps comes first
 * (safety_engine.ts): a sign of it about another person in the assessment, told as present, not as a death that has
 * happened ("my uncle killed himself last year" is a loss to be met as one), a story or a past.
 */
export function someoneAtRiskNow(risk: RiskAssessment, message: string, previous?: string): boolean {
  // "we're 15 idk what to do" after "my friend took a bunch of pills and isn't answering": a message with no sign of its
  // own goes on with the one before.
  const ownNow = risk.signals.some((signal) =>
    signal.turnsAgo === 0 && signal.status === "other-person" && signal.weight >= 3
  );
  if (previous !== undefined && !ownNow) {
    const before = { ...risk, signals: risk.signals.map((signal) => ({ ...signal, turnsAgo: signal.turnsAgo - 1 })) };
    return someoneAtRiskNow(before, `${previous} ${message}`);
  }
  // Told in this message: someone told of before may be a loss ("my dad took his own life when I was 12").
  const told = risk.signals.filter((signal) => signal.turnsAgo === 0);
  const aboutAnother = told.some((signal) =>
    signal.status === "other-person" && signal.kind !== "abuse" && signal.weight >= 3
  );
  // A plan or a step towards one ("he has pills saved up and wants to take them all") is present by its nature.
  const eventOnly = overdoseHappened.test(message) && !overdoseMeant.test(message) && !overdoseGoingOn.test(message);
  const planned = told.some((signal) =>
    signal.status === "other-person" && signal.weight >= 3 &&
    ["intent", "plan", "preparation", "method", "already-acting", "farewell"].includes(signal.family) &&
    !(signal.rule === "overdose" && eventOnly)
  );
  return aboutAnother && (atRiskNow.test(message) || planned) && !storyOrPast.test(message) &&
    !deathTold.test(message);
}
