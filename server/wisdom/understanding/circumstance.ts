/**
 * A new time, place or occasion for the steps just given, told in a follow-up ("and what about evenings?", "ok but
 * specifically the 3am slump", "realistically i only have the walk from the bus stop", "super short version for the
 * airport?"): the circumstance in the visitor's own words, so the steps can be offered for it; else null.
 */
export function circumstanceNamed(text: string): string | null {
  const trimmed = text.trim();
  if (!turning.test(trimmed)) return null;
  let rest = trimmed;
  for (let before = ""; before !== rest;) {
    before = rest;
    rest = rest.replace(opening, "");
  }
  const [clause = ""] = rest.split(/[?!.;]+\s*|,\s+(?=(?:\S+\s+){2})/);
  const bare = clause.replace(trailing, "");
  const version = /^(?:a|an|the) (?:(?:quick|short|shorter|simple|little|mini) )?([\w -]+?) version$/i.exec(bare);
  const named = (version ? (times.test(version[1]) ? `the ${version[1]}` : version[1]) : bare).trim();
  const words = named.split(/\s+/);
  return named.length >= 3 && words.length <= 16 && !questionOrClaim.test(named) && circumstance.test(named) &&
      !teachingNamed.test(named) && !personNamed.test(named)
    ? named
    : null;
}

/** How a turn to another time or place opens: "what about", "and for", "ok but specifically", "a morning version". */
const turning =
  /^(?:(?:and|but|so|ok(?:ay)?|now|also|realistically|honestly|pls|please|shorter|quicker|(?:can|could) (?:i|you|u) (?:get|have|do|give me|make))[,.!]?\s+)*(?:what about|how about|and for|and (?:on|at|in|during|when|while|before|after)|(?:but |and )?specifically|(?:i |we )?(?:only|just) (?:have|got)|(?:what if )?(?:i |we )?(?:(?:only|just|realistically|maybe) )?(?:have|got|get)(?: (?:maybe|like|about|only|just|around|roughly))*(?= (?:\d|a few\b|an? (?:hour|minute|half)\b|half\b|two\b|five\b|ten\b))|i'?ve only got|(?:a|an|the|super|really)\b[\w -]{0,20}\bversion\b|(?:like )?(?:something|anything|what can i do|what could i do|what do i do) (?:for|while|when|during|at|in|on|before|after)\b)/i;
/** Words after it that add nothing to when or where: "the days i drive instead lol". */
const trailing = /(?:\s+(?:instead|too|though|tho|then|lol|haha|pls|please|maybe|perhaps|thanks|thx))+$/i;
/** The words before the circumstance itself, taken away one at a time. */
const opening =
  /^(?:and|but|so|ok(?:ay)?|now|also|realistically|honestly|pls|please|like|specifically|(?:can|could) (?:i|you|u) (?:get|have|do|give me|make)|shorter|quicker|simpler|what about|how about|(?:super |really |a |an )?(?:short|shorter|quick|simple) version(?: of (?:it|this|that))?|(?:i |we )?(?:only|just) (?:have|got)|(?:what if )?(?:i |we )?(?:(?:only|just|realistically|maybe) )?(?:have|got|get)(?: (?:maybe|like|about|only|just|around|roughly))*(?= (?:\d|a few\b|an? (?:hour|minute|half)\b|half\b|two\b|five\b|ten\b))|i'?ve only got|(?:something|anything|what can i do|what could i do|what do i do)(?= (?:for|while|when|during|at|in|on|before|after)\b)|for)(?:[,.!?:]+|\s)\s*/i;
const times = /^(?:morning|evening|night|weekend|afternoon)s?$/i;
/** A question or a claim is no circumstance: "what if i forget", "it doesn't work". */
const questionOrClaim =
  /^(?:what|how|why|who|which|can|could|is|are|do|does|did|should|would|will|it|that|this|you|he|she|they)\b/i;
/** A tradition or a text named turns to a teaching, not to a time or place: "what about in the bible". */
const teachingNamed =
  /\b(?:bible|scriptures?|buddhis\w*|christian\w*|catholic\w*|lotus|gosho|nichiren|jesus|christ|god|buddha|tradition|religion|faith|verses?|psalms?|passages?|chapters?)\b/i;
/** Someone named turns the steps to them, not to a time or place: "what about for my son, he's 7". */
const personNamed =
  /^(?:(?:my|our|a|an|the|his|her|their) )?(?:[\w'-]+ )?(?:sons?|daughters?|kids?|child|children|teens?|teenagers?|toddlers?|baby|babies|wife|husband|partner|mom|mum|mother|dad|father|parents|friends?|family|brothers?|sisters?|grandma|grandpa|grandmother|grandfather|grandkids|grandchildren|roommates?|boss|coworkers?|colleagues?|students?|him|her|them|\d+[- ]?(?:yrs?|years?)[- ]old|\d+ ?yo)\b/i;
/** What names a time, a place, an activity or a length of time. */
const circumstance =
  /\d|\b(?:mornings?|evenings?|nights?|weekends?|weekdays?|days?|afternoons?|bedtime|lunch|breakfast|dinner|commute|drive|driving|car|bus|train|plane|flight|airport|turbulence|office|desk|work|shift|school|class|walk|walking|gym|run|running|kitchen|bed|break|hospital|church|home|road|stop|when|while|during|before|after|at|in|on|from|seconds?|minutes?|mins?)\b/i;
