/**
 * A visitor who says they mean to hurt someone else ("i'm going to kill my stepdad", "i want to hurt someone", "i'm
 * going to make them all pay tomorrow at school"): not danger to themselves, but danger all the same, met before any
 * answer (safety_engine.ts). A wish not to ("I don't want to hurt him"), someone else's threat against the visitor
 * (risk_rules.ts, abuse) and the everyday figures ("kill time", "my mom is going to kill me") are not this.
 */
const harmVerbs =
  "(?:kill|killing|murder|murdering|hurt|hurting|stab|stabbing|shoot|shooting|beat|beating|strangle|strangling|choke|choking|poison|poisoning|attack|attacking|bash|punch|run over|burn|torture|get rid of|shake|shaking|smother|smothering)";
const people =
  "(?:him|her|them|someone|somebody|everyone|everybody|people|them all|all of them|(?:my|our|his|her|that|this|the) (?:\\w+ ){0,2}?(?:dad|father|stepdad|step dad|mom|mum|mother|stepmom|stepmum|brother|sister|husband|wife|partner|boyfriend|girlfriend|ex|boss|manager|teacher|coach|neighbou?r|roommate|flatmate|friend|cousin|uncle|aunt|son|daughter|baby|kid|kids|children|classmates?|coworkers?|co-workers?|colleagues?|guy|man|woman|bully|bullies|people|family|class|school))";
const meaning =
  "(?:i(?:'m| am)? (?:(?:really |actually |seriously )?(?:going to|gonna|about to|want to|wanna|plan(?:ning)? to|need to|have to|will|could|might)|'ll)|i'll|i (?:keep )?(?:think|thinking|dream|dreaming|fantasi[sz]e|fantasi[sz]ing) (?:about|of)|i (?:swear|promise) i(?:'ll| will))";
const intent = new RegExp(
  `\\b${meaning} (?:(?:really|actually|literally|just|fucking|finally|seriously|go and|go) )*${harmVerbs}(?: up)? ${people}\\b`,
  "i",
);
/** Revenge on a group at a place or time ("make them all pay tomorrow at school"), or arms brought to one. */
const revenge =
  /\b(?:make (?:them|him|her|everyone|everybody|all of them) (?:all )?pay|(?:is|are|s|re) (?:gonna|going to) regret (?:laughing|it|this|what|messing|the day)|(?:they|everyone|you all|y'?all|they'?ll|you'?ll)(?: all)?(?:'ll| will)? (?:see|regret it|pay)(?= *[.!]*$| (?:monday|tuesday|wednesday|thursday|friday|tomorrow|soon))|i know where (?:he|she|they) (?:parks|lives|works|sleeps|drinks|goes)|shoot (?:up )?(?:the|my|our) (?:school|class|office|church|work)|bring\w* (?:a |my |his |her |the |our )?(?:[\w]+'?s )?(?:gun|knife|weapon|rifle|pistol) (?:to|into) (?:the |my |our )?(?:\w+ )?(?:school|class|work|church|office|meeting|party|game|mall)|(?:they|everyone)(?:'ll| will) (?:stop laughing|be sorry|learn)|(?:made|making|have) a list\b.{0,40}\b(?:monday|tomorrow|they|them)|want (?:him|her|them) to feel what i(?:'ve| have) felt)\b/i;
const placeOrTime =
  /\b(?:tomorrow|tonight|today|at school|at work|in class|(?:on )?(?:monday|tuesday|wednesday|thursday|friday)|next week|after (?:his|her|their) shift|with a (?:gun|knife))\b/i;
const notMeant =
  /\b(?:(?:do not|don'?t|never|would never|wouldn'?t|won'?t|will not) (?:\w+ ){0,2}?(?:want to |wanna )?(?:kill|hurt|harm)|(?:afraid|scared|worried|terrified) (?:that )?i (?:might|will|would|could) (?:\w+ )?(?:hurt|harm))|\bkill (?:time|it|the mood|the vibe|the lights|the engine|the process|a bottle)\b|\bcould kill for\b|\bhurt (?:his|her|their|your) feelings\b|\bkill (?:her|him|them|me) with (?:worry|kindness|stress|love)\b|\bnot (?:literally |actually |really )?(?:kill|murder|hurt)\b/i;

/**
 * Unwanted thoughts of harming someone, told with fear of them ("i keep having thoughts that i might hurt my baby and it
 * terrifies me"): not a threat, and never answered as one; they are met with care and sent to a doctor (care_reply.ts).
 */
const harmThought = new RegExp(
  `\\b(?:thoughts?|images?|urges?|pictures?|flashes|ideas?|(?:keep |can'?t stop )?thinking (?:about|of))\\b[^.?!]{0,60}\\b${harmVerbs}\\b[^.?!]{0,25}\\b${people}\\b|\\b${harmVerbs}\\b[^.?!]{0,25}\\b${people}\\b[^.?!]{0,40}\\b(?:thoughts?|images?|urges?)\\b`,
  "i",
);
const fearOfThought =
  /\b(?:terrif\w*|scar(?:ed|es|ing|y)|afraid|frighten\w*|horrif\w*|horrib\w*|disturb\w*|disgust\w*|hate having (?:them|these|it|this)|sick to my stomach|hate (?:these|the|having|my) (?:\w+ )?thoughts?|intrusive|unwanted|won'?t (?:go away|stop|leave)|can'?t (?:stop|get rid of) (?:them|these|the|it)|what(?:'s| is) wrong with me|am i a monster|i would never|i'd never|i love (?:him|her|them|my))\b/i;

export function unwantedHarmThought(message: string): boolean {
  return harmThought.test(message) && fearOfThought.test(message);
}

/**
 * A weapon held over someone within reach ("she's asleep upstairs ... holding the hammer. I don't know what I'm going
 * to do").
 */
const weaponHeld =
  /\b(?:holding|gripping|clutching|sitting with|(?:standing|sitting) (?:there |here )?with) (?:the|a|my|dad'?s|his) (?:hammer|knife|gun|pistol|rifle|shotgun|bat|baseball bat|axe|machete|crowbar)\b/i;
const withinReach =
  /\b(?:asleep|sleeping|upstairs|in the next room|in bed|(?:don'?t|do not) know what i(?:'?m| am) going to do(?! with| about| for| next)|what i might do|cheat\w*)\b/i;

export function harmToOthers(message: string): boolean {
  if (notMeant.test(message) || unwantedHarmThought(message)) return false;
  return intent.test(message) || (weaponHeld.test(message) && withinReach.test(message)) ||
    (revenge.test(message) && (placeOrTime.test(message) || /\bshoot|guns?\b|rifle|shotgun|knife/i.test(message)));
}

/**
 * The same, read with the visitor's message before when this one goes on with it ("I'm going to make him pay for what
 * he did to my sister", then "I know where he parks. Tonight after his shift"); a message that takes it back does not.
 */
export function harmToOthersIn(message: string, previous?: string): boolean {
  if (harmToOthers(message)) return true;
  if (
    previous === undefined || notMeant.test(message) ||
    /\b(?:kidding|joking|jk|lol|haha|not literally)\b/i.test(message)
  ) {
    return false;
  }
  return harmToOthers(`${previous.replace(/[.!?\s]+$/, "")}. ${message}`);
}
