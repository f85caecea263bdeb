import { circumstanceNamed } from "./circumstance.ts";
import { paceAsked } from "./reading_plan.ts";
import bookData from "../../../data/kjv_books.json" with { type: "json" };
import { timesNamed } from "./practice_match.ts";
/**
 * A message that continues the previous reply (ISSUE 17): "the second passage you shared", "that
 * verse", "say more", "and Buddhism?", "what about for my son?", "what does the valley part mean?".
 * Read against what the previous reply cited (in order) and what it was about.
 */
export type PreviousReply = {
  /** What the reply cited, in order of first mention (canonical references). */
  citations: readonly string[];
  /** What it was about, e.g. "reference:Psalms 23", "concept:grace", "situation:grief" (see analyse_turn.ts). */
  topic: string | null;
  kind: string | null;
};

/** A topic's kind and id ("reference:Psalms 23" is ["reference", "Psalms 23"]); empty for none. */
export function splitTopic(topic: string | null): [string, string] {
  const at = topic?.indexOf(":") ?? -1;
  return at < 0 ? ["", ""] : [topic!.slice(0, at), topic!.slice(at + 1)];
}

/** The id of a topic of that kind ("reference" gives "Psalms 23"), else null. */
export function topicId(topic: string | null, kind: string): string | null {
  const [found, id] = splitTopic(topic);
  return found === kind ? id : null;
}

export type FollowUp =
  /** One passage of the previous reply, by its place in it. */
  | { mode: "passage"; reference: string }
  /** More on the same subject. */
  | { mode: "more" }
  /** The same subject from the other tradition (or a named one). */
  | { mode: "tradition"; tradition: "christian" | "buddhist" }
  /** A likeness the visitor names in their own words, set beside the teaching just explained. */
  | { mode: "likeness" }
  /** The same subject for another person ("what about for my son?"). */
  | { mode: "person"; person: string }
  /** A part of the previous passage, named by its words ("the valley part"). */
  | { mode: "part"; words: string[] }
  /** A new question about the same subject: "when did he die?", "who was it written to?". */
  | { mode: "ask" }
  /** The same again, shorter ("can you make it shorter, I only have two minutes"). */
  | { mode: "shorter"; circumstance?: string }
  /**
   * Steps for the subject of the conversation, asked with no subject of their own ("give me 2 or 3 tiny steps I can
   * keep"); `instead` when the practice just given did not help ("and if that doesn't work?"): another one;
   * `circumstance`, a new time or place for them in the visitor's words ("and what about evenings?": "evenings").
   */
  | { mode: "steps"; instead?: true; circumstance?: string }
  /**
   * The Bible passage just quoted, in modern English ("can you put that in modern english"); `spanish`, in Spanish
   * ("now in spanish for my abuela").
   */
  | { mode: "modern"; reference: string; spanish?: true }
  /** What a commentator says of the Bible passage just given ("what does spurgeon say about it"). */
  | { mode: "commentary"; reference: string }
  /** The previous reply missed the question ("that's not what I asked"). */
  | { mode: "missed" }
  /** The teaching just explained, again in everyday words ("I don't get it", "explain it like I'm five"). */
  | { mode: "plain" }
  /**
   * A passage the visitor points at by a source the previous reply quoted none of ("the psalm you quoted" when it quoted
   * none): `source` as a reply names it, `book` the book of the Bible it names, if it names one.
   */
  | { mode: "notGiven"; source: string; book?: string }
  /**
   * Which of the passages just given a writer wrote ("which of those is from Paul?"); `first` when one is asked of
   * ("is that paul?"): the passage the reply gave first.
   */
  | { mode: "byWriter"; writer: string; first?: true }
  /**
   * Another passage like the one just given ("can you give me another one like that"); `like`, the one of several it
   * names by its place ("I like the second one, more like that"); `bible` when a Bible verse is asked for ("is there a
   * bible verse i can hold onto").
   */
  | { mode: "another"; like?: string; bible?: true }
  /** Where a passage just given comes from ("where is that from?", "what book is that in?"). */
  | { mode: "source"; reference: string }
  /** The very words asked for of a writing we hold only in summary ("can you quote it?" after a letter of Nichiren's). */
  | { mode: "summaryOnly"; reference: string }
  /** "Is the Luke version different?": the passage as another Gospel tells it (none named: the other three). */
  | { mode: "parallel"; reference: string; books: string[] }
  /** What the story, passage or teaching just given means for us ("what's the lesson?", "what does that teach us?"). */
  | { mode: "lesson" }
  /**
   * The verses after those just quoted of a Bible passage ("read me the rest of it", "what comes next?"); `whole` when
   * all of it is asked ("can i read the whole thing").
   */
  | { mode: "rest"; reference: string; whole?: true }
  /**
   * What happens after a Bible story just read ("what happened to her after", "what happens after he gets spit out"),
   * or how it ends (`end`: "how does it end").
   */
  | { mode: "next"; reference: string; end?: true }
  /** What was just taught or given feels too hard ("that's really hard though", "what if I can't?"). */
  | { mode: "struggle" };

const ordinals: Readonly<Record<string, number>> = {
  first: 1,
  "1st": 1,
  one: 1,
  second: 2,
  "2nd": 2,
  two: 2,
  third: 3,
  "3rd": 3,
  three: 3,
  fourth: 4,
  "4th": 4,
  fifth: 5,
  "5th": 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
};
const passageNoun =
  "(?:passage|verse|one|quote|quotation|scripture|reading|reference|text|line|teaching|thing you (?:said|shared|mentioned|quoted))";
const ordinalPattern = new RegExp(
  `\\b(?:the )?(first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|sixth|seventh|eighth|ninth|tenth|last|final|other) ${passageNoun}s?\\b|\\b(?:passage|verse|quote|number|no\\.?) (one|two|three|1|2|3|4|5)\\b`,
  "i",
);
const thatPassage =
  /\b(?:that|this|the|those|these) (?:verse|passage|psalm|chapter|quote|quotation|scripture|reading|line|story|parable|letter|teaching|one(?! (?:who|whom|that|which|i|you|we|they)\b))s?\b|\b(?:explain|unpack|expand on|say more about|tell me more about|what does|what did) (?:it|that|this)\b|\bwhat (?:does|did) (?:it|that|this|he|she) mean\b/i;
const more =
  /^(?:(?:can you |could you |please )?(?:say|tell me|go|explain|share|give me) (?:a (?:bit|little) )?(?:more|further|deeper|on)(?: about (?:it|that|this))?|(?:(?:can|could) you )?(?:give|show) (?:me |us )?(?:an?|some|a concrete|a real)(?: (?:real[- ]life|real[- ]world|everyday|practical|concrete))? (?:examples?|illustration)(?: (?:of|from|in) (?:it|that|this|the (?:texts|scriptures|bible|scripture)|scripture|(?:real|everyday|daily|normal) life|the real world))?(?: please)?|(?:any|an|some) examples?|for (?:example|instance)|like what|such as|more(?: please| on that| about that)?|go on|continue|keep going|elaborate|expand(?: on that)?|and\??|(?:(?:but|ok(?:ay)?|so|and|hmm+|wait)[, ]+)?(?:why|how come)(?: (?:tho|though|exactly|is that|is it|not))?\??|how so\??|what else\??|anything else\??|tell me more|say more|go deeper|please continue)[\s!.?]*$/i;
const otherTradition =
  /^(?:(?:and|but|so|ok|okay|no|nope|sorry|now|alright|right)[,.]? )*(?:i meant |i mean |what i meant was )?(?:what about |how about |what does |what do |what would |how does |how do |how would |(?:is there |got |any(?:thing)? |something )?(?:anything |something )?(?:similar |like (?:that|it) )?(?:in|from|on) )?(?:(?:the |in |for (?:a |the )?)?(buddhis(?:m|t|ts)|the buddha|nichiren|the lotus sutra|the gosho|a buddhist|buddhist teaching)|(?:the |in |for (?:a |the )?)?(christian(?:ity|s)?|the bible|jesus|christ|scripture|a christian|the church))\b/i;
/** "Is that true for Christianity too?", "does the same go for Buddhism?": the other tradition on what was just said. */
const sameInTradition =
  /^(?:(?:and|but|so|ok(?:ay)?)[, ]+)?(?:is|does|would|was|do) (?:that|it|this|the same) (?:also |too )?(?:true|the same|so|the case|similar|apply|applies|hold|holds|go|goes)(?: too| also| as well)? (?:for|in|with) (?:the )?(?:(buddhis(?:m|t|ts)|the buddha|nichiren|the lotus sutra)|(christian(?:ity|s)?|the bible|jesus|scripture|the church))\b/i;
const forPerson =
  /^(?:and |but |so )?(?:what|how) about (?:for )?((?:my|a|an|our|his|her|their|someone|somebody|people|children|kids|teens?|teenagers?)(?: [\w'-]+){0,3})\s*(?:[,;-]\s*(?:(?:s?he|they)(?:'s| is| are| has| have)|who)\b[^?]{0,16})?[?.!]*$|^(?:and |but )?(?:for|with) (my|a|our) ([\w'-]+(?: [\w'-]+)?)\s*[?.!]*$/i;
/** A short question that leans on the previous subject: a question word or a pronoun, and no subject of its own. */
/** A word pointing back to what was said; "is there anything..." asks whether something exists, pointing nowhere. */
const asksAbout =
  /\b(?:he|she|him|his|her|it|its|they|them|their|that|this|these|those)\b|\b(?:that|this|the|which|other|another|same) ones?\b|\bthe (?:\w+est|first|last|second|third|fourth|fifth|next|final) (?:ones?|worlds?|truths?|steps?|stages?|parts?)\b|\bones?(?= (?:for|about|like|with)\b)|\b(?:need|get|have|buy|use|find|own|keep|receive) one\b|(?<!\b(?:is|are|was|were) )\bthere\b|^(?:(?:and|so|but|ok(?:ay)?),? )?which (?:should|would|do|does|is|was|of|one)\b|^(?:(?:and|so|but) )?(?:which|what) (?:chapters?|verses?|parts?|steps?|stages?|worlds?|truths?|books?|letters?|writings?|schools?|year|place|city|stor(?:y|ies)|parables?|images?|disciples?)\b|^(?:(?:and|so|but|ok(?:ay)?)[, ]+)?(?:what(?:'s| is)|which(?:'s| is)) the (?:most |best |first |last |main |key |central )?(?:important |famous |well[- ]known |loved )?(?:chapter|verse|part|book|letter|writing|teaching|story|parable)\b/i;
const partOf =
  /\b(?:the|that) ([\w' -]{3,40}?) (?:part|bit|line|verse|section|image|phrase)\b|\b(?:the|that) (?:part|bit|line|verse|one|section) (?:about|where|with|that says|saying|on) ([\w' -]{3,60})|\b(?:which|what) (?:one|verse|line|part|bit) (?:is )?(?:about|says|mentions|has|talks about|is on) ([\w' -]{3,40})/i;
/**
 * A demonstrative with a scripture noun ("that psalm", "this chapter", "the rest of it") points back whatever else the
 * message names; not a phrase just named, heard elsewhere ("and 'fruit of the spirit'? heard that one too").
 */
const pointsBack =
  /\b(?<!\b(?:heard|seen|read|hear|see) )(?:that|this|the same|those|these) (?:psalm|chapter|verse|passage|letter|story|parable|gosho|sutra chapter|quote|line|book|one)\b|\bthe rest of (?:it|that|the (?:psalm|chapter|letter|passage|story))\b|\bin the (?:story|parable|letter|chapter|psalm|passage)\b/i;

/** "What are the three carts?", "who are the children in the story?": a figure or thing of a story just told. */
export const figureAsked =
  /^(?:(?:and|so|but|ok(?:ay)?)[, ]+)*(?:(?:what|who)(?:'s|s|\s+(?:is|are|was|were)) (?:the |that |those )([a-z' -]{3,40}?)(?: (?:supposed|meant) to (?:be|mean|represent|stand for))?|what (?:does|do|did) (?:the |that |those )([a-z' -]{3,40}?) (?:represent|stand for|symboli[sz]e|mean))(?: (?:in|of) (?:the|this|that) (?:story|parable|chapter|passage))?(?:,? (?:for|to) (?:me|us|people|someone like me)(?: like)?(?: in (?:my |our )?(?:actual |real |everyday |daily )?life)?| in (?:actual |real |everyday |daily )life)?\s*\??$/i;

/** The figure or thing of a story a message asks about ("the seed" of "what does the seed represent?"). */
export const figureIn = (message: string): string | undefined => {
  const asked = figureAsked.exec(message.trim());
  return asked ? asked[1] ?? asked[2] : undefined;
};

/** The lesson of what was just given, asked with no subject of its own. */
const lessonAsked =
  /^(?:(?:so|and|but|ok(?:ay)?|then|hmm+)[,.]? )*(?:what(?:'s| is| was) (?:the|its|their|his) (?:main |real |big )?(?:lesson|moral|takeaway|take-away|message|point)(?: (?:of|in|behind) (?:it|that|this|the (?:story|parable|passage|chapter))| here| for (?:me|us|today|my life))?|what (?:does|did|can|should) (?:it|that|this|the (?:story|parable|passage|chapter)) (?:teach|tell|show) (?:us|me|people)|what (?:can|should|do|could) (?:i|we) (?:learn|take away|take) from (?:it|that|this|the (?:story|parable))|what(?:'s| is) (?:it|that|this|the (?:story|parable)) (?:teaching|trying to (?:say|teach|tell us)))\b[^?]*\??\s*$/i;

/** Where something just quoted is found: its book, chapter or writing. */
const sourceAsked =
  /(?:^|[?.!,]\s*)(?:(?:and|so|ok(?:ay)?|but|wait|hmm+)[, ]+)?(?:which|what) (?:book|gospel|letter|epistle|psalm|chapter)\s*\??\s*$|\b(?:where (?:is|was|does|did|'s) (?:that|this|it)(?: (?:verse|one|quote|line|passage|from))? (?:from|come from|found)|where(?:'s| is) (?:that|this) from|where (?:can|do|would) i find (?:that|this|it)(?: (?:verse|one|quote|line|passage))?|(?:what|which) (?:book|gospel|letter|epistle|psalm|chapter|writing|gosho|part of the (?:bible|sutra))(?: of the (?:bible|sutra))? (?:is|was|'s) (?:that|this|it)(?: (?:verse|one|quote|line|passage))?(?: (?:in|from))?|what(?:'s| is) the (?:reference|source|citation)(?: for (?:that|this|it))?|where (?:is|are|was|were|'s|does|do) (?:that|this|it|they)(?: (?:story|parable|verse|passage|saying|teaching|told|found|written))? (?:in the (?:bible|sutra|lotus sutra|scriptures?|gospels?|new testament|old testament)|(?:appear|come up|show up|told))|where (?:does|did) (?:he|she|they|nichiren|jesus|paul|the buddha|it) (?:say|write|teach|talk about|mention|describe) (?:that|this|it)|where (?:can|could|do|would) i read (?:that|this|it|them|about (?:it|that|this))(?: in the (?:bible|sutra|lotus sutra|scriptures?))?)\b/i;
const figureSourceAsked =
  /\b(?:what|which) (?:book|gospel|letter|chapter|part of the (?:bible|sutra))(?: of the (?:bible|sutra))? (?:is|was|are|were) (?:he|she|they|him|her) (?:in|from)\b/i;
/** The very words asked for: "can you quote it?", "what are his exact words?". */
const quoteAsked =
  /\b(?:quote (?:it|that|this|him|her|them|the (?:passage|text|letter|line|words?))|exact (?:words|wording|text|quote)|word for word|verbatim|the actual (?:words|text|quote|passage)|(?:his|her|the) own words|the original (?:words|text))\b/i;
const shorter =
  /\b(?:shorter|quicker|simpler|short version|simple version|less time|couple of lines|a few lines|something short|short (?:prayer|line|phrase|version)|(?:lines?|words?|phrase|verses?|passages?|scriptures?|quotes?) (?:i can|to|for me to) (?:repeat|say|remember|hold on to|keep|carry|memori[sz]e)|to repeat|say to myself|only have (?:like |about )?(?:\d+|a few|two|three|five|ten) min\w*|in (?:\d+|two|three|five) min\w*|tl;?dr|in a nutshell|sum it up|too many steps|too long|(?:just|only) (?:give me )?one (?:thing|step)|one thing i can do|a single step|(?:days|times|nights|mornings) (?:when|that) i(?:'m| am)? (?:too )?(?:tired|exhausted|busy|rushed|short on time)|too (?:tired|exhausted|busy) (?:for|to)|(?:no|little) time)\b/i;
/** "Is that like...", "is it the same as...": a likeness named in the visitor's own words, after what was just said. */
export const likenessNamed =
  /^(?:(?:so|and|but|ok(?:ay)?|hmm+),? )?(?:is|isn'?t|was|wasn'?t) (?:that|this|it) (?:kind of |sort of |basically |just |a bit |a little |really |pretty much )?(?:like|similar to|the same (?:thing )?as|close to|equivalent to|akin to) /i;
/**
 * "is there anything like that in the Bible?", "any bible verse that says something similar?", "a Buddhist equivalent?",
 * "did anyone in the Bible respond to abuse like that?" (the words between describe the likeness, not a new subject).
 */
const likeThatIn =
  /\b(?:anything|something|a verse|any verses?|a passage|any passages?|an? equivalent|similar|like (?:that|it|this))\b.{0,40}\b(?:in|from) (?:the )?(bible|scripture|christianity|buddhism|lotus sutra|lotus|gosho|nichiren)\b|\b(bible|biblical|christian|buddhist|lotus sutra|nichiren)(?:'s)? (?:equivalent|version|parallel|counterpart)\b|\b(?:any|an?|some) (bible|buddhist|christian|lotus(?: sutra)?|gosho|nichiren) (?:verses?|passages?|teachings?|stor(?:y|ies)|parables?|chapters?|letters?)\b.{0,40}\b(?:similar|like|same)\b|\b(?:from|on|for) the (buddhist|christian|bible) (?:side|view|perspective)\b|\b(?:anyone|anybody|someone|somebody|any (?:figure|person|character|story)s?) (?:in|from) (?:the )?(bible|scripture|buddhism|lotus sutra|gosho)\b[^?]{0,60}\blike (?:that|this|him|her|them|it)\b|\b(?:does|do|did|is there) (?:in )?(?:the )?(buddhism|buddhists|christianity|christians|the bible|bible|lotus sutra|nichiren) (?:have|has|teach|teaches|offer|say)? ?(?:anything|something|an? (?:equivalent|counterpart|parallel|version|idea|teaching))? ?(?:(?:like|similar to|equivalent to|comparable to|close to) (?:that|it|this|him|her|them)|(?<=(?:anything|something) )(?:similar|comparable|equivalent|like it)(?! to\b))\b/i;

const missedIt =
  /^(?:(?:no|nope|hmm+|um+|sorry|well)[,.]? )?(?:that'?s|that is|this is|thats|it'?s) not (?:what i (?:asked|meant|wanted|was asking)|(?:an )?answer(?: to my question)?|my question)|^(?:you )?(?:didn'?t|did not|don'?t) (?:answer|get) (?:my question|me|it|the question)|^(?:you )?(?:misunderstood|misread) (?:me|my question)|^wrong (?:answer|passage|verse)[\s!.?]*$|^not what i (?:asked|meant)/i;
const notUnderstood =
  /^(?:(?:sorry|hmm+|um+|ok(?:ay)?|but|wait)[,.]? )?(?:i (?:don'?t|do not|still don'?t) (?:get|understand)(?: (?:it|that|this))?|(?:it|that|this) (?:still )?(?:doesn'?t|does not|don'?t) make (?:any |much )?sense(?: to me)?|i'?m (?:still )?confused|(?:can|could) you (?:say|put|explain) (?:it|that|this) (?:more )?(?:simply|simpler|plainly|in simpler words|in plain words)|(?:say|explain) (?:it|that) (?:more )?(?:simply|plainly)|(?:in )?simpler (?:words|terms)|what do you mean(?: by (?:that|this|it))?|what does (?:that|this) mean|what\?+|(?<=wait[,.]? )what|huh\??|eli5)[\s!.?]*$/i;
const anotherAsked =
  /\b(?:something|anything|a (?:(?:bible|scripture|good|short) )?(?:verse|passage|psalm|reading))(?: (?:else|more|short|new))? (?:to|i can|i could) (?:read|hold on ?to|think about|sit with|take with me|carry)\b|\b(?:another|one more|a different|(?<!\bthe )other|more|similar) (?:one|verse|passage|psalm|quote|scripture|line)s?\b(?: (?:like|on|about) (?:that|this|it))?|\banother(?: one)? like (?:that|this|it)\b|\b(?:more|something|anything)(?: else)? like (?:that|this|it)(?: one)?\b/i;
export const plainAsked =
  /\b(?:like (?:i'?m|i am|im|to) (?:a )?(?:\d{1,2}|five|six|seven|eight|nine|ten|eleven|twelve|child|kid|beginner)(?:[- ]years?[- ]old| yo| y\/o)?|^(?:(?:that'?s|it'?s|this is|ok|hmm|ugh|sorry)[, ]+)?too (?:hard|difficult|deep|much)\b|eli5|in (?:plain|simple|simpler|easy|easier|everyday|normal|layman'?s?) (?:words|terms|english|language)|(?:more )?simply|dumb (?:it|that) down|(?:make|put) (?:it|that) (?:simpler|easier|simple)|simpler version|too (?:complicated|complex|confusing|technical)|simplif(?:y|ied)|(?:that'?s|it'?s|this is|that is|it is|sounds|a bit|so|very|really|pretty|kind of|kinda) (?:confusing|complicated|complex)|i'?m (?:so |a bit |really |still )?confused|over my head|break (?:it|that|this) down)\b/i;
/**
 * A commentator asked what they say of a passage: "what does spurgeon say about it", "matthew henry's take?", and
 * after one commentator's note, the other named alone ("and spurgeon?").
 */
const commentaryAsked =
  /\bwhat (?:does|did|would|do) (?:matthew henry|henry|(?:charles )?spurgeon|the commentary|the commentators?|commentators|a commentary) (?:say|write|think|have to say|make of|note)\b|\b(?:matthew henry|spurgeon)(?:['’]s)? (?:note|notes|commentary|comment|comments|take|view|reading)\b|\b(?:any|a) commentary on (?:it|this|that)\b|^(?:(?:and|so|ok(?:ay)?|now|what about|how about)[, ]+)*(?:matthew henry|henry|(?:charles )?spurgeon|the commentary|the other (?:commentary|commentator))(?:['’]s)?(?: (?:one|version|take|note|too|then))?\s*[?.!]*$/i;

/** The passage asked for in Spanish: "in spanish", "en español", "the Reina-Valera". */
export const spanishWording =
  /\b(?:in|into|en) (?:spanish|espa[nñ]ol|castellano)\b|\breina[- ]?valera\b|\brv ?1909\b|\bspanish (?:version|translation|bible|wording|text)\b/i;

export const modernWording =
  /\b(?:modern|plain|simple|simpler|everyday|normal|today'?s|contemporary|current) (?:english|language|words|wording|translation|version|speech)\b|\b(?:in|into) (?:the )?(?:web|world english(?: bible)?)\b|\b(?:newer|modern|easier) (?:version|translation|bible)\b|\bwithout the (?:thee|thou|old)\b/i;

/**
 * What may follow "what does the Bible..." in a follow-up that only turns to the other tradition, including how it would
 * take what was just said ("how would a buddhist read it", "what would Nichiren make of that story").
 */
const traditionHolds =
  /\b(?:(?:does|do|did|has|have|would|is there|are there)\s+(?:the |a |an |any )?|\bin (?:the )?)(?:(buddhis(?:m|ts?)|nichiren|the lotus sutra|lotus sutra)|(christian(?:ity|s)?|the bible|bible|jesus))\b.{0,40}\b(?:like (?:that|it|this|those|these)|similar|the same|equivalent|version|parallel|counterpart)\b/i;
const pointedBack =
  /\b(?:that|this|the same|such) (?:kind|sort|type) of [\w-]+\b|^[\s,;-]*for (?:when|whenever|if)\b.*$/gi;
const traditionFillers =
  /\b(?:say|says|think|thinks|teach|teaches|tell|have|has|offer|about|on|of|in|to|this|that|it|them|too|then|as well|also|side|view|views|perspective|take|anything|something|similar|here|the|same|thing|would|do|does|me|us|someone|somebody|my|situation|all|instead|rather|please|now|read|reads|see|sees|interpret|interprets|understand|understands|approach|approaches|look at|looks at|make|makes|respond|responds|react|reacts|story|parable|passage|verse|idea|one|like|with|or|a|an|kind of|sort of|version|equivalent|pls|plz|spot|shoes|position|place|case|where (?:she|he|they) (?:is|are) now|where (?:she|he|they) went|i (?:could|can|might) (?:read|say|pray|give|send|share)(?: (?:to|for|with))? (?:her|him|them)|i (?:could|can|might) (?:read|say|pray|give|send|share))\b|[?.!,]/gi;
export const stepsAsked =
  /\b(?:how (?:do|can|could|should|would) i|how to|ideas?|steps?|tips?|ways? to|what (?:can|should|could) i|what do i do about|practical(?:ly)?|practice|(?:something|anything) (?:quick |small |simple )?(?:i can|to) do|(?:walk|take|talk) me through|teach me|show me how|guide me|where (?:do|should|can|would) i (?:even )?(?:start|begin)|what (?:helps|works|would help|might help|can help|could help)|one (?:small |little |simple |practical )?thing (?:i|we) (?:can|could|should|might) (?:do|try))\b|^(?:please )?help(?: me)?(?: please)?[.!?]*$/i;
/** Something to read aloud to someone: "what can I read to her?", "a psalm I could read to my dad". */
export const readToSomeone =
  /\bread (?:it |this |them |aloud |out loud )?(?:to|for|with) (?:her|him|them|my \w+|our \w+)\b/i;

/** "What's the closest thing you have?" after a text we do not hold. */
const passageForPractice =
  /\b(?:which|what|any|a|some|good|one) (?:good )?(?:bible )?(?:passage|verse|psalm|scripture|reading|text)s?\b/i;
export const closestAsked =
  /\b(?:kjv|king james|the version you have|whatever you have)\b|\b(?:closest|nearest|most similar|something (?:similar|like (?:it|that))|anything (?:similar|like (?:it|that))|(?:the|whatever|which) (?:version|one|translation|bible) you (?:do )?(?:have|hold)|your version)\b/i;

/** Which of two came first: "who came first?", "which one is older?", "who lived earlier?". */
export const whichFirst =
  /^(?:(?:and|so|but|ok(?:ay)?)[, ]+)?(?:(?:who|which(?: one)?|which of them) (?:came|lived|was|is|comes|existed|were) (?:first|earlier|older|before)|(?:who|which(?: one)?|which of them) (?:is|was) (?:the )?(?:older|oldest|earlier|earliest))\b/i;

/** What happens after the story just read: "what happened to him after that", "what happens after he gets spit out". */
const nextAsked =
  /^(?:(?:and|so|but|ok(?:ay)?|wait|then|hmm+)[, ]+)*(?:(?:what|wat) (?:happen(?:s|ed)|did (?:he|she|they) do|comes)(?: to (?:him|her|them|it|the \w+))?(?: (?:next|after(?:wards?| that| this)?|then|later)(?: (?:once|when|after|now that) .{2,40})?|(?: next)? after (?:he|she|they|it|that|the \w+) .{2,40}))\s*\??\s*$/i;
/** "What verse comes right after it?", "the next verse": the verses that follow, not the story's next part. */
const nextVerseAsked =
  /^(?:(?:and|so|but|ok(?:ay)?|wait|then|hmm+)[, ]+)*(?:(?:what|which) (?:verse|line)s? comes? (?:right |just |straight )?(?:after|next)(?: (?:it|that|this|that one|this one))?|(?:what(?:'s| is) |read me |show me |and )?the (?:next|following) (?:verse|line)s?)\s*\??\s*$/i;
/** "What comes right after it?", "what's after that": what follows, said of a verse. */
const comesAfter =
  /^(?:(?:and|so|but|ok(?:ay)?|wait|then|hmm+)[, ]+)*what(?:'s| is)? (?:comes? )?(?:right |just |straight |directly )?(?:after|next)(?: (?:it|that|this|that one|this one|that verse|this verse))?\s*\??\s*$/i;
/** How the story just read ends: "how does it end", "what happens in the end". */
const endAsked =
  /\bhow (?:does|did|do) (?:it|the story|this|that|the book|things) (?:all )?end\b|\bwhat happens (?:at|in) the end\b|\bhow (?:it|the story) ends\b/i;
/** All of the passage a verse was quoted from: "can i read the whole thing", "the full psalm please". */
const wholeAsked =
  /\b(?:the )?(?:whole|entire|full|complete) (?:thing|psalm|chapter|passage|story|text|prayer)\b|\b(?:all of it|in full)\b/i;
/** The two things just set side by side, asked how they differ or agree. */
export const twoCompared =
  /\b(?:the two|both|these two|those two) (?:versions?|stories|tellings|accounts|parables|ones|of them)\b|\b(?:difference|differences) between (?:them|the two|these|those)\b/i;
/** Another Gospel's telling asked for: "the Luke version", "is it in the other gospels too", "does Mark have it". */
const parallelAsked =
  /\b(?:(?:the )?(?:matthew|mark|luke|john)(?:'s|s)? (?:version|account|telling)|(?:the )?other gospels?|(?:is|was) (?:it|that|this)(?: one| story| bit)? (?:also |even )?(?:in|told in) (?:matthew|mark|luke|john)|(?:does|do|did) (?:matthew|mark|luke|john) (?:tell|have|include|mention|record) (?:it|that|this)|(?:in|from) (?:matthew|mark|luke|john) (?:too|as well|instead))\b/i;
/** The verses after those quoted: "read me the rest of it", "keep reading", "what comes next?". */
const restAsked =
  /\b(?:(?:read|give|show|tell|quote) (?:me |us )?the rest|the rest of (?:it|that|this|the (?:chapter|psalm|passage|story|verses?))|(?:read|keep) (?:on|reading)|(?:what comes|what happens|what does it say) next|(?:the )?next (?:few )?(?:verses?|lines?|part|bit)|continue (?:reading|the (?:chapter|psalm|passage|story))|finish (?:the|that) (?:chapter|psalm|passage|story))\b/i;

/** "That's really hard though", "what if I can't?", "easier said than done": what was just given feels beyond them. */
const struggleTold =
  /^(?:(?:but|and|ok(?:ay)?|yeah|yes|well|honestly|tbh|idk|i dunno|i mean|hmm+|wow|man|ugh)[,.! ]+)*(?:(?:that|this|it)(?:[’']s| is| sounds| seems| feels)|sounds|seems) (?:(?:really|so|very|super|pretty|kind of|kinda|a bit|way too|too|just) )*(?:hard|difficult|tough|impossible|a lot to ask|not easy|unrealistic)\b(?! to (?:believe|understand|follow|read|grasp|get|imagine|say|tell|hear))|^(?:(?:but|and|so|ok(?:ay)?|well)[, ]+)?what if (?:i|we) (?:just )?(?:can[’']?t|cannot|can not|don[’']?t want to|am not able to|fail|never can)\b|^(?:(?:but|and|honestly)[, ]+)?i (?:don[’']?t think i can|just can[’']?t|really can[’']?t|can[’']?t do (?:that|this|it))\b|\beasier said than done\b/i;

/** The practice just given did not help, or was already tried: "and if that doesn't work?", "I've tried that already". */
const triedIt =
  /\b(?:if|what if|when) (?:that|it|this|they|those) (?:doesn[’']?t|does not|don[’']?t|do not|won[’']?t|didn[’']?t|fails?)(?: to)? (?:work|help)\b|\b(?:that|it|this|those) (?:didn[’']?t|doesn[’']?t|did not|does not|isn[’']?t|is not|wasn[’']?t|aren[’']?t|won[’']?t) (?:work(?:ing)?|help(?:ing)?|do(?:ing)? (?:anything|much|it))\b|\b(?:i(?:[’']ve| have) (?:already )?(?:tried|done) (?:that|it|this|those)|i (?:already )?(?:tried|did) (?:that|it|this|those) (?:already|before)|i already (?:tried|did) (?:that|it|this|those))\b(?![^.?!]*\b(?:helped|worked|was (?:good|great|nice|lovely)|felt (?:good|better))\b)|\b(?:something|anything) else (?:i (?:can|could)|to) (?:try|do)\b/i;

/** "Forgive him", "tell her": someone done something to, not spoken of ("write to him", "out of her mind"). */
export const doneToThem =
  /\b(?!(?:to|for|with|at|from|of|about|on|by|out|and|or|than|like|is|was)\b)[a-z]+ (?:him|her)\b(?! (?:own|self|mind|way|life|heart|name))/i;

/** "And the jewel?" after "who is the friend supposed to be?": the same question, of another part of the same subject. */
export const andThe = /^(?:and|what about|how about) (?:the |his |her |their )?[\w'-]+(?: [\w'-]+)?\s*\?+\s*$/i;
/** What to do with what was just said ("so what am I supposed to do with that?"): a practice, not the same words again. */
export const applyAsked =
  /\b(?:(?:a |some )?(?:practice|way|ways|exercise|steps?) to (?:live|apply|practi[cs]e|keep|follow|do) (?:that|this|it|them)(?: out)?|put (?:that|this|it) into practice|what (?:am i|are we) (?:supposed|meant|meaning) to do with (?:that|this|it)|what (?:do|should|can) (?:i|we) do with (?:that|this|it)|how (?:do|can|should|would) (?:i|we) (?:apply|live out|live|put|use) (?:that|this|it)(?: into practice| out)?|how (?:do|can|should|would) (?:i|we) (?:actually |really |even )?(?:do|practi[cs]e|start|begin|try) (?:that|this|it)\b|how (?:do|can|could|should|would) (?:i|we) (?:be|become|get|live|act) (?:more )?like (?:that|this|him|her|them|it)\b|how does (?:that|this|it) apply to (?:me|us|my life|our lives|today|real life|(?:someone|somebody|anyone|a person|people) (?:who|that|with)\b)|what (?:does|would|might|could) (?:that|this|it) look like (?:for me|for us|in (?:my|our|real|daily|everyday) life|in practice|day to day|every day|practically))\b/i;
/** Words of a request for steps that say nothing of its subject. */
const requestWords = new Set(
  ("give me some any a few couple two three four five 2 3 4 5 tiny small little simple easy practical concrete real " +
    "actual actually steps step tips tip ideas idea ways way things thing i can could should would do keep try start " +
    "tonight today now morning evening night when it's its worst hardest bad worse then there is are anything " +
    "begin how to what please just really for it that this the of and or with more something need want like " +
    "right before after during starts begins next few days week hours minutes soon practice practise exercise habit " +
    "weeks fits fit both one ok okay what's whats get back go fix cope deal handle manage move on over through " +
    "better heal again out rid past free you me my him her them his their us can't cant about tomorrow afternoon " +
    "weekend but so well actually practically at in on by example examples quick quickly short where desk office car bus train bed home lunch break teach show " +
    "walk guide through even would help helps works might stop quit overcome beat break change avoid prevent control " +
    "resist u ur ya pls plz kinda sorta").split(
      " ",
    ),
);

/** The words of a request for steps that name something of its own ("memorise", "my son"), not the asking. */
export function contentWords(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9']+/g) ?? []).filter((word) => !requestWords.has(word));
}

/** The figure of a story someone sees themselves in: "I'm more like the older brother", "I relate to the servant". */
const identifiesWith =
  /\b(?:i(?:'m| am)|i think i(?:'m| am)|i feel (?:like )?i(?:'m| am)|i(?:'ve| have) (?:always )?been|i guess i(?:'m| am))\s+(?:more |most |a bit |a lot |kind of |sort of |probably |definitely |totally |really )*(?:like )?the ([a-z' -]{3,30}?)(?=\s*(?:[,.!?]|$| too\b| honestly\b| tbh\b))|\b(?:i (?:identify|relate)(?: more)? (?:with|to)|i think (?:it'?s|i'?m) the) the ([a-z' -]{3,30}?)(?=\s*(?:[,.!?]|$))/i;
/**
 * "Which son am I more like?", "which one am I?" of a story just read; "which am I supposed to relate to" asks what the
 * story means its hearers to see, which its notes tell.
 */
export const whichAmI =
  /\b(?:which|what) (?:[a-z]+(?: of (?:them|the \w+))?\s+)?(?:am i|are we)\b(?! (?:supposed|meant) to)(?: (?:more|most) like)?|\bwho am i (?:more |most )?like\b/i;
export const namedPart =
  /^(?:(?:and|so|but|ok(?:ay)?)[, ]+)?(?:what about|how about|and|tell me about|what of) (?:the|his|her|their) ([a-z' -]{3,30}?)\s*[?.!]*$/i;
const partStopWords = new Set([
  "the",
  "and",
  "that",
  "this",
  "about",
  "with",
  "where",
  "says",
  "part",
  "line",
  "verse",
  "mean",
  "means",
  // How well known a line is says nothing of which it is ("that famous line she said").
  "famous",
  "famously",
  "well-known",
  "best-known",
  "popular",
  "iconic",
  "quoted",
]);

/**
 * How someone asks about the practice they were just given ("how long should I read each day?", "what if I fall
 * asleep halfway?", "can I do it lying down?"): the moods and times such questions name are the practice's, not a new subject.
 */
export const aboutPractice =
  /^(?:(?:and|but|so|ok(?:ay)?|also)[,]? )?(?:what if|how (?:long|often|many|much|soon|early|late|loud|fast|slow)|(?:what |who )?(?:can|could|should|must|may|do|does|would) (?:i|it|we)|is it (?:ok|okay|fine|alright|bad|wrong|normal|enough)|(?:what|which) (?:time|part|step)|when (?:should|do|can) i|where (?:should|do|can) i|what do i do if|(?:what|which)\b[^?.!]{0,25}\bfirst\b)/i;

/**
 * What a message continues, or null when it starts something of its own. `namedSubject`: whether it names a
 * passage, concept, person or practice of its own (a situation it tells of aside).
 */
/** "Is that verse saying...", "does that mean...": what was just said, asked what it means. */
const askedOfWhatWasSaid =
  /^(?:(?:so|and|but|wait)[,]? )?(?:is|does|doesn'?t|isn'?t|was) (?:that|this|the|it) ?(?:(verse|passage|line|psalm|chapter) ?)?(?:(?:a |an )?(?:saying|say|mean|really mean|teach|talking about|promis\w*|about))\b/i;
/** "So nothing matters?": a conclusion put as a question, not a new question opened with "so". */
const conclusionDrawn =
  /^(?:(?:wait|ok(?:ay)?|hm+|oh|huh)[,.!]*\s+)?(?:so|then|you mean|so you'?re saying|so basically|so then)\b[, ]+(?![, ])(?!(?:what|who|whom|why|how|where|when|which|can|could|would|will|should|tell|explain|give|show|is there|are there|do you|any|and)\b)[^?.!]{3,80}\?\s*$/i;

/**
 * Words pointing at a passage already given, and the words in them that can name its source: "the proverbs one", "the
 * one from Matthew", "the verse from James", "the psalm you quoted", "the gosho you mentioned".
 */
const pointsToCitation =
  /\b(?:(?:the|that) )?(?:one|verse|passage|line|quote|bit)s? (?:from|in|by) (?:the )?((?:[1-3] |first |second |third )?[\w'-]+(?: [\w'-]+)?)|\b(?:the|that|your)\s+((?:[\w'-]+\s+){0,3}?)(?:one|verse|passage|line|quote|bit|reading)\b|\b(?:the|that) ((?:[\w'-]+\s+){0,2}?(?:psalm|proverb|gosho|letter|sutra|chapter)s?) (?:you|u) (?:quoted|mentioned|gave|shared|cited|posted|sent|used)\b/gi;

/** The words of a message that name the source of a passage it points at; empty when it points at none. */
const pointedSource = (text: string) =>
  [...text.matchAll(pointsToCitation)].map((found) => found.slice(1).filter(Boolean).join(" ")).join(" ")
    .trim();

/**
 * The first passage of `citations` whose source the message names: a book of the Bible by its name ("Psalms" as
 * "psalm", "1 Corinthians" as "corinthians"), the Lotus Sutra as "lotus" or "sutra", a letter of Nichiren's as "gosho"
 * or "Nichiren".
 */
function citationNamed(text: string, citations: readonly string[]): string | undefined {
  return citations.find((reference) => {
    if (reference.startsWith("Lotus Sutra")) return /\b(?:lotus|sutra)\b/i.test(text);
    if (/\bGosho\b/.test(reference)) return /\b(?:gosho|nichiren(?:'s)?)\b/i.test(text);
    const book = /^(?:[1-3] )?([A-Za-z]+(?: of [A-Za-z]+)?) \d/.exec(reference)?.[1];
    return book !== undefined && new RegExp(`\\b${book.replace(/s$/, "")}s?\\b`, "i").test(text);
  });
}

/** "Which of those is from Paul?", "which ones did John write?": a writer asked of the passages just given. */
const writerAsked =
  /^(?:(?:so|and|wait|oh|ok(?:ay)?)[, ]+)?(?:is|was) (?:that|this|it) (?:from |by |written by )?(paul|john|luke|mark|matthew|peter|james|jude|david|solomon|moses)\b(?! (?:the|of|in|who|when|that)\b)|\b(?:which|what)(?: ones?)?(?: of (?:those|them|these|the (?:verses|passages)))? (?:is|was|are|were|came|comes) (?:from|by|written by) ([a-z]+)\b|\bwhich (?:ones? |of (?:those|them|these) )?did ([a-z]+) write\b/i;

/** The passage of `citations` an ordinal names ("the second one", "the last verse", "passage two"). */
function citationAt(ordinal: RegExpExecArray, citations: readonly string[]): string | undefined {
  const word = (ordinal[1] ?? ordinal[2]).toLowerCase();
  const count = citations.length;
  const place = word === "last" || word === "final"
    ? count
    : word === "other"
    ? Math.min(2, count)
    : ordinals[word] ?? Number(word);
  return citations[Math.min(place, count) - 1];
}

/** The books of the Bible by name, longest first ("1 John" is not "John"). */
const bibleBooks = bookData.map((book) => book.name).sort((left, right) => right.length - left.length);

/** The source a message names ("the psalm", "the verse from James", "the gosho"), as a reply names it. */
function sourceNamed(text: string): { source: string; book?: string } | null {
  if (/\b(?:lotus|sutra)\b/i.test(text)) return { source: "the Lotus Sutra" };
  if (/\b(?:gosho|nichiren(?:'s)?)\b/i.test(text)) return { source: "Nichiren's letters" };
  const book = bibleBooks.find((name) =>
    new RegExp(`\\b${name.replace(/^([1-3]) /, "(?:$1|first|second|third) ?").replace(/s$/, "")}s?\\b`, "i").test(text)
  );
  return book ? { source: book === "Psalms" ? "the Psalms" : book, book } : null;
}

/**
 * Whether a message asks what was just said means ("does that mean bad things happen to me because I did bad
 * things?"): what it tells of the visitor's own life is the case asked about, not a hardship told afresh.
 */
export const asksWhatItMeans = (text: string) => askedOfWhatWasSaid.test(text) || conclusionDrawn.test(text);

export function followUpOf(
  message: string,
  previous: PreviousReply | null,
  ownSubject: boolean,
  namedSubject = ownSubject,
): FollowUp | null {
  if (!previous) return null;
  const text = message.trim();
  // "Fine, the kjv then" after a version we lack: the passage just given, in the King James.
  const kjvAccepted =
    /^(?:(?:ok(?:ay)?|fine|ugh|alright|sure|then|so)[,.!]*\s+)*(?:(?:the|in|just)\s+)?(?:kjv|king james)(?:\s+(?:version|one|is fine|then|it is|works|please|pls))*[.!?]*$/i
      .test(text.trim());
  const verseGiven = previous.citations.find((cited) => /\d+:\d+/.test(cited));
  if (kjvAccepted && verseGiven && !topicId(previous.topic, "reference")) {
    return { mode: "passage", reference: verseGiven };
  }
  // "Y en inglés?" after a verse shown in Spanish: the verse again, in the King James.
  const shownInSpanish = topicId(previous.topic, "reference") ?? verseGiven;
  if (
    shownInSpanish && /^(?:(?:y|and|ok(?:ay)?|ahora|now)[, ]+)*(?:en |in )?(?:ingl[eé]s|english)\s*[?.!]*$/i.test(text)
  ) {
    return { mode: "passage", reference: shownInSpanish };
  }
  // "How much should I read each day?" after a practice's steps asks the measure of that practice.
  if (
    previous.topic?.startsWith("practice:") &&
    (/\bhow (?:much|long|often|many)(?: \w+)? (?:should|do|can|must|would) (?:i|we)\b/i.test(text) ||
      paceAsked.test(text.trim()))
  ) {
    return { mode: "ask" };
  }
  // "Read me the rest of it" after a Bible passage: the verses that follow those quoted; "the rest of the first
  // passage", those that follow the one named by its place.
  const placed = ordinalPattern.exec(text);
  const passageGiven = (placed ? citationAt(placed, previous.citations) : undefined) ??
    topicId(previous.topic, "reference");
  // "Is the Luke version different?", "is that one in the other gospels too?": another Gospel's telling of the passage
  // just read, or of the first Gospel passage quoted for a story or teaching.
  const gospelPassage = [passageGiven, ...previous.citations].find((reference) =>
    reference !== null && reference !== undefined && /^(?:Matthew|Mark|Luke|John) \d/.test(reference)
  );
  if (gospelPassage && parallelAsked.test(text)) {
    const books = ["Matthew", "Mark", "Luke", "John"].filter((book) => new RegExp(`\\b${book}\\b`, "i").test(text));
    return { mode: "parallel", reference: gospelPassage, books };
  }
  if (passageGiven && /\d/.test(passageGiven) && !/^(?:Lotus Sutra|Gosho)/.test(passageGiven)) {
    // "What happened to her after?", "how does it end?" after a Bible story: the part that follows, or its end.
    if (endAsked.test(text)) return { mode: "next", reference: passageGiven, end: true };
    // "And what comes right after it?" of a single verse: the verses after it, not the story's next part.
    const oneVerse = /:\d+$/.test(passageGiven);
    if (nextVerseAsked.test(text) || (oneVerse && comesAfter.test(text))) {
      return { mode: "rest", reference: passageGiven };
    }
    if (nextAsked.test(text) && !restAsked.test(text)) return { mode: "next", reference: passageGiven };
    // "Where can I read them in full?" asks where first (below).
    if (wholeAsked.test(text) && !sourceAsked.test(text)) return { mode: "rest", reference: passageGiven, whole: true };
    if (restAsked.test(text)) return { mode: "rest", reference: passageGiven };
  }
  // "What happens after the fish spits him out?" after what our notes say of Jonah: his story goes on from the passage
  // quoted of it.
  const storyGiven = previous.topic?.startsWith("person:")
    ? previous.citations.findLast((reference) => /^(?!Lotus Sutra|Gosho)[1-3]? ?[A-Za-z ]+ \d+:\d/.test(reference))
    : undefined;
  if (!passageGiven && storyGiven && !namedSubject) {
    if (endAsked.test(text)) return { mode: "next", reference: storyGiven, end: true };
    // "What happens next" after a life is the story's next part, not the verses after the one quoted of it.
    if (nextAsked.test(text) || restAsked.test(text)) return { mode: "next", reference: storyGiven };
  }
  // "What can I read to her?" after someone's hard time told: passages for it, to be read aloud.
  if (previous.topic?.startsWith("situation:") && !namedSubject && readToSomeone.test(text)) return { mode: "ask" };
  // "What happened next?" after a story, a letter or a life: asked of it.
  if (
    previous.topic && !namedSubject &&
    /^(?:(?:and|so|but|ok(?:ay)?)[, ]+)?what happened (?:next|after(?:wards?| that| this)?|then|later)\s*\??$/i.test(
      text,
    )
  ) return { mode: "ask" };
  // "To who tho?" after words someone said: whom they were said to.
  if (
    previous.topic && !namedSubject &&
    /^(?:(?:and|so|but|wait|ok(?:ay)?)[, ]+)?(?:to who|to whom|who to|said to who)(?: (?:tho|though|exactly|again))?\s*\??\s*$/i
      .test(text)
  ) return { mode: "ask" };
  // "Did Jesus ever forgive him for that?" after Peter's denial: asked of the one just discussed, or of the one in the
  // story just read, whoever else it names.
  if (
    /^(?:person|reference):/.test(previous.topic ?? "") &&
    /^(?:(?:and|so|but|wait|ok(?:ay)?)[, ]+)?(?:did|does|do|has|had|was|were|would|will|could|how|why|when|what|where)\b/i
      .test(text) &&
    doneToThem.test(text)
  ) return { mode: "ask" };
  // "What passage should I start with?", "any verse I can stick on the fridge" after a practice's steps: asked of it.
  // A tradition named ("a christian version, with a verse") turns to that tradition instead (below).
  if (
    previous.topic?.startsWith("practice:") && !namedSubject && passageForPractice.test(text) &&
    !/\b(?:christian\w*|buddhis\w*|bible|biblical|nichiren|lotus|gosho)\b/i.test(text)
  ) {
    return { mode: "ask" };
  }
  // "What's the closest thing you have?" after a text we do not hold: the nearest we do.
  if (previous.kind === "not-in-library" && !namedSubject && closestAsked.test(text)) return { mode: "ask" };
  // "Who came first?" after two people set side by side: asked of them.
  if (
    (previous.kind === "comparison" || previous.topic?.startsWith("person:")) && !namedSubject && whichFirst.test(text)
  ) return { mode: "ask" };
  // "And if that doesn't work?" after steps, for a practice or for something told: another way.
  if (/^(?:practice|situation):/.test(previous.topic ?? "") && !namedSubject && triedIt.test(text)) {
    return { mode: "steps", instead: true };
  }
  // "That's really hard though" after a teaching, "what if I can't?" after steps: met as a struggle, not a new subject.
  if (previous.topic && !namedSubject && struggleTold.test(text) && text.split(/\s+/).length <= 12) {
    return { mode: "struggle" };
  }
  // "And for nights parked at a truck stop?", "shorter, for the 30 seconds before they say begin": the steps for that.
  const circumstance = previous.topic?.startsWith("practice:") && !namedSubject ? circumstanceNamed(text) : null;
  if (circumstance) return shorter.test(text) ? { mode: "shorter", circumstance } : { mode: "steps", circumstance };
  // "What about my kids, they get anxious too" after a practice: steps for them, whatever else it names.
  if (
    previous.topic?.startsWith("practice:") &&
    /^(?:(?:and|but|so|ok(?:ay)?)[,]? )?(?:what|how) about (?:for |with )?(?:my|our) (?:little |young )?(?:kids?|children|child|son|daughter|toddlers?)\b/i
      .test(text)
  ) {
    return { mode: "steps" };
  }
  // "What about when I'm at work?" after a practice: the practice for that time or place.
  if (
    previous.topic?.startsWith("practice:") && !namedSubject &&
    /^(?:(?:and|but|so|ok(?:ay)?)[,]? )?(?:what about|how about|and) (?!for (?:a |the )?(?:buddhis|christian|catholic|nichiren|zen)\w*)(?:when|while|at|on|in|during|if|for|before|after)\b/i
      .test(text) &&
    !shorter.test(text)
  ) {
    return { mode: "steps" };
  }
  if (previous.topic?.startsWith("practice:") && !namedSubject && shorter.test(text)) return { mode: "shorter" };
  // "Something for bedtime too", "a version for walking?", "at work though": the practice for that, after one given.
  if (
    previous.topic?.startsWith("practice:") && !namedSubject &&
    (/^(?:(?:and|ok(?:ay)?|so|but|also)[,]? )?(?:(?:can|could) you (?:give me |suggest |share |do )?|(?:give me|is there|have you got|got) )?(?:something|anything|one|a version|a practice|another(?: one)?|a different one)\b.{0,8}\b(?:for|to use|while|when|during|at|in)\b/i
      .test(text) ||
      /^(?:(?:and|ok(?:ay)?|so|but)[,]? )?(?:at|in|on|during|before|after) (?:work|night|bed|bedtime|the (?:car|office|bus|train|morning|evening)|school|lunch|my (?:desk|break|commute))(?: though| too| instead| please)?[.!?]*$/i
        .test(text))
  ) {
    return { mode: "steps" };
  }
  if (previous.topic?.startsWith("practice:") && !namedSubject && aboutPractice.test(text)) return { mode: "ask" };
  if (missedIt.test(text)) return { mode: "missed" };
  // "Can I read the whole chapter?" after a teaching set beside the Lotus Sutra: the chapter quoted in summary, even
  // when a Bible verse was quoted first.
  const summarised = /^(?:Lotus Sutra|Gosho)|\(Gosho Volume/.test(previous.citations[0] ?? "") ||
      !previous.topic?.startsWith("concept:") || !wholeAsked.test(text)
    ? previous.citations[0]
    : previous.citations.find((reference) => /^(?:Lotus Sutra|Gosho)|\(Gosho Volume/.test(reference));
  if (
    summarised && /^(?:Lotus Sutra|Gosho)|\(Gosho Volume/.test(summarised) && !namedSubject &&
    (quoteAsked.test(text) || wholeAsked.test(text))
  ) {
    return { mode: "summaryOnly", reference: summarised };
  }
  if (lessonAsked.test(text) && !namedSubject && previous.topic) return { mode: "lesson" };
  // A writer asked of the passages just given is answered before a source pointed at: "which is from Paul" names
  // the writer, not the book the passage came from.
  const writer = writerAsked.exec(text);
  if (writer && previous.citations.length > 0) {
    return writer[1]
      ? { mode: "byWriter", writer: writer[1], first: true }
      : { mode: "byWriter", writer: writer[2] ?? writer[3] };
  }
  // "The one from Matthew, what does it mean?", "the psalm you quoted", "the lotus sutra one": a passage of the
  // previous reply named by where it comes from, whatever else the name could stand for (Matthew the apostle).
  const pointed = !/\d/.test(text) && previous.citations.length > 0 ? pointedSource(text) : "";
  const byItsSource = pointed ? citationNamed(pointed, previous.citations) : undefined;
  if (byItsSource) return { mode: "passage", reference: byItsSource };
  const unquoted = pointed ? sourceNamed(pointed) : null;
  if (unquoted) return { mode: "notGiven", ...unquoted };
  // "Where is that from?", "what book is that in?": the passage the previous reply gave first, or first of the kind
  // asked for (a book of the Bible, a chapter of the sutra, a letter of Nichiren's).
  // "Which chapter is he in?" of a chapter just explained asks where its figure is told of: that chapter.
  const source = sourceAsked.exec(text) ??
    (previous.topic?.startsWith("reference:") ? figureSourceAsked.exec(text) : null);
  if (source && previous.citations.length > 0 && !namedSubject) {
    const asked = source[0].toLowerCase();
    const ofKind = /\b(?:book|gospel|letter|epistle|psalm|bible)\b/.test(asked) && !/\bgosho\b/.test(asked)
      ? previous.citations.find((reference) => /\d+:\d+|^(?:Psalms|[1-3]? ?[A-Z][a-z]+) \d+$/.test(reference))
      : /\b(?:chapter|sutra)\b/.test(asked)
      ? previous.citations.find((reference) => reference.startsWith("Lotus Sutra"))
      : /\b(?:gosho|writing)\b/.test(asked)
      ? previous.citations.find((reference) => /Gosho/.test(reference))
      : undefined;
    // Of a passage explained in part ("the ten commandments", quoted at 20:15-17), the passage named is where it is read.
    const explained = topicId(previous.topic, "reference");
    const within = explained && previous.citations[0]?.startsWith(explained.replace(/:\d.*$/, ":")) ? explained : null;
    return { mode: "source", reference: ofKind ?? within ?? previous.citations[0] };
  }
  // "Why did he lie to them?" after a parable: a question about what someone in it did is asked of it, whatever
  // teaching its words also name. After a teaching, a teaching named is the question ("and what do they disagree on?"
  // after what Christians and Buddhists share).
  if (
    previous.topic && !/^(?:situation|words):/.test(previous.topic) &&
    !(namedSubject && previous.topic.startsWith("concept:")) &&
    /^(?:(?:and|so|but)\s+)?(?:(?:why|how|when|where|what|who) (?:did|does|do|was|were|is|would|could|had) (?:he|she|they|it|him|her|them)|(?:was|were|did|does|had|has) (?:he|she|they))\b/i
      .test(text)
  ) {
    return { mode: "ask" };
  }
  // "Is there anything like that in the Bible?" turns to a tradition (below); "another one like that" stays in it.
  const bibleVerse = /\b(?:bible|biblical|scripture) (?:verse|passage|reading)s?\b/i;
  if (
    anotherAsked.test(text) && !ownSubject && previous.citations.length > 0 &&
    !/\b(?:bible|buddh\w*|christ\w*|lotus|gosho|nichiren|sutra)\b/i.test(text.replace(bibleVerse, "verse"))
  ) {
    // "Any other verses" asks for others, not for more like the second.
    const named = ordinalPattern.exec(text);
    const like = named && !/^other$/i.test(named[1] ?? "") ? citationAt(named, previous.citations) : undefined;
    return { mode: "another", ...(like ? { like } : {}), ...(bibleVerse.test(text) ? { bible: true as const } : {}) };
  }
  // After a teaching, "I don't get it", "explain it like I'm five" or "tl;dr" asks for it in everyday words; "in plain
  // English" after a verse quoted asks for the verse in today's English (below).
  const verseQuoted = previous.citations.find((reference) => /\d+:\d+/.test(reference));
  // "What does Matthew Henry say about it?" after Psalm 121: his note on the passage given, whatever else it names.
  const given = topicId(previous.topic, "reference");
  // Of a chapter being read, the verse just quoted of it ("what did spurgeon say about it" after Psalm 139:14).
  const inChapter = given && !given.includes(":") && verseQuoted?.startsWith(`${given}:`) ? verseQuoted : given;
  const ofBible = inChapter && !/^(?:Lotus Sutra|Gosho)/.test(inChapter) && !/\(Gosho Volume/.test(inChapter)
    ? inChapter
    : verseQuoted;
  if (commentaryAsked.test(text) && ofBible) return { mode: "commentary", reference: ofBible };
  // "How many chapters are there?" after the Lotus Sutra: a short question of fact naming nothing is asked of it.
  if (
    !namedSubject && !ownSubject && /^(?:concept|person|book|reference|practice):/.test(previous.topic ?? "") &&
    /^(?:(?:and|so|but|ok(?:ay)?)[, ]+)?(?:how (?:many|much|long|old)|when|where|what year|in what year)\b/i.test(
      text,
    ) &&
    text.split(/\s+/).length <= 8
  ) {
    return { mode: "ask" };
  }
  // "Am I one?" after a bodhisattva: a judgement only the visitor can make, of the teaching just given; "how do I become
  // one?", the way to live it.
  if (!namedSubject && previous.topic?.startsWith("concept:")) {
    if (
      /^(?:(?:so|and|but|then|wait)[, ]+)?(?:am i|are we|is my \w+) (?:one|a \w+|an \w+|already one)\s*\??$/i.test(text)
    ) {
      return { mode: "ask" };
    }
    if (
      /^(?:(?:so|and|but|ok(?:ay)?)[, ]+)?how (?:do|can|could|would|should) (?:i|we|you|one|someone) (?:become|be) (?:one|that|like that|one of them)\b/i
        .test(text)
    ) {
      return { mode: "steps" };
    }
  }
  // "How do I get one?" after the Gohonzon: asked of the thing just explained, not for a practice of steps.
  if (
    !namedSubject && /^(?:concept|book):/.test(previous.topic ?? "") &&
    /^(?:(?:and|so|but|ok(?:ay)?)[, ]+)?(?:how|where) (?:do|can|would|should|could|does) (?:i|we|you|one|someone|a person) (?:get|receive|obtain|find|buy|get hold of|order) (?:one|it|a copy|them|that)\b/i
      .test(text)
  ) {
    return { mode: "ask" };
  }
  // A short teaching is said plainly; a verse to carry ("a verse I can memorise") is a verse, not a definition.
  const shortTeaching = shorter.test(text) && !stepsAsked.test(text) &&
    !/\b(?:verses?|passages?|scriptures?|lines?|quotes?|psalms?)\b/i.test(text);
  if (
    previous.topic?.startsWith("concept:") && !ownSubject && !(verseQuoted && modernWording.test(text)) &&
    (notUnderstood.test(text) || plainAsked.test(text) || shortTeaching)
  ) {
    return { mode: "plain" };
  }
  // After a Bible passage, "I don't understand" or "say it more simply" is best met by the same words in today's English.
  const plainer = notUnderstood.test(text) && previous.topic?.startsWith("reference:") === true &&
    /\d+:\d+/.test(previous.topic);
  const spanish = spanishWording.test(text);
  if ((modernWording.test(text) || spanish || plainer) && verseQuoted && !ownSubject) {
    const topic = topicId(previous.topic, "reference");
    const reference = topic && /\d+:\d+/.test(topic) ? topic : verseQuoted;
    return spanish ? { mode: "modern", reference, spanish } : { mode: "modern", reference };
  }
  if (applyAsked.test(text) && !ownSubject && previous.topic) return { mode: "steps" };
  // "What about when something terrible happens?" after a verse: asked of the verse, from its notes.
  if (
    !ownSubject && previous.topic &&
    (/^(?:(?:so|and|but|ok(?:ay)?)[,]? )?(?:what|how) about (?:when|if|times when|the times|days when|people who|those who|someone who)\b/i
      .test(text) ||
      // "What if something really bad happened to me?" after a promise of Scripture is asked of that promise.
      (previous.topic.startsWith("reference:") &&
        /^(?:(?:so|and|but|ok(?:ay)?)[,]? )?what if (?:something|someone|somebody|bad|terrible|it|i|my|we|our)\b/i
          .test(text)))
  ) {
    const reference = topicId(previous.topic, "reference");
    return reference ? { mode: "passage", reference } : { mode: "ask" };
  }
  // "How do I talk to him about it?", "what should I say to her?" after something hard was told: steps for that.
  if (
    /^(?:(?:so|and|but|ok(?:ay)?)[, ]+)?(?:how (?:do|can|should) (?:i|we)\b|what (?:do|should|can|could) (?:i|we) (?:say|tell|write)\b)/i
      .test(text) &&
    !ownSubject &&
    previous.topic?.startsWith("situation:") && /\b(?:it|this|that|him|her|them)\b/i.test(text)
  ) {
    return { mode: "steps" };
  }
  // "Quote verse 4 for me" after 1 Corinthians 13: that verse of the chapter just read, not the fourth passage cited.
  const chapterRead = /^(.+ \d+)(?::[\d-]+)?$/.exec(topicId(previous.topic, "reference") ?? "")?.[1];
  const verseNumber = /\b(?:verse|v\.?|vs\.?) ?(\d{1,3})\b/i.exec(text)?.[1];
  // Not when the verse's own chapter is named ("and salmo 23 verse 1 too").
  if (chapterRead && verseNumber && !namedSubject && !/^(?:Lotus Sutra|Gosho)/.test(chapterRead)) {
    return { mode: "passage", reference: `${chapterRead}:${verseNumber}` };
  }
  // "Psalm 23 verse 1" names a verse of its own chapter, not the first passage given.
  const counted = ordinalPattern.exec(text);
  const ordinal = counted && !/\d\s*$/.test(text.slice(0, counted.index)) ? counted : null;
  // "What's the first one?" after the Eightfold Path asks for the first of the teaching's parts, not the one passage
  // the reply quoted; with several passages quoted, it is the first of them.
  const ofTheTeaching = ordinal !== null && /\bones?\b/i.test(ordinal[0]) && previous.citations.length < 2 &&
    previous.topic?.startsWith("concept:") === true;
  if (ofTheTeaching && !ownSubject) return { mode: "ask" };
  const byPlace = ordinal ? citationAt(ordinal, previous.citations) : undefined;
  if (byPlace) return { mode: "passage", reference: byPlace };
  // "Is that verse saying everything happens for a reason?" asks what the verse just given means, not for another.
  const topicReference = topicId(previous.topic, "reference");
  const askedOfIt = askedOfWhatWasSaid.exec(text);
  // "Does that mean..." after a teaching asks about the teaching; after a passage, or naming one, about the passage.
  if (askedOfIt && (topicReference || (askedOfIt[1] && previous.citations[0]))) {
    return { mode: "passage", reference: topicReference ?? previous.citations[0] };
  }
  if (askedOfIt && previous.topic && !ownSubject) return { mode: "ask" };
  // "So nothing matters?", "so i don't exist?": a conclusion drawn from what was just said, asked back, is "does that
  // mean..." without the words.
  // Of a passage, the story's own questions answer it (see storyQuestion).
  if (conclusionDrawn.test(text) && previous.topic && !topicReference && !ownSubject) return { mode: "ask" };
  // "What about the older brother?" after the prodigal son: a figure or part of the passage just read, named plainly.
  const passageRead = topicId(previous.topic, "reference");
  const figure = passageRead && /-|^[^:]+$/.test(passageRead) && !namedSubject ? namedPart.exec(text) : null;
  if (figure) {
    const words = figure[1].toLowerCase().split(/\s+/).filter((word) => word.length > 2 && !partStopWords.has(word));
    if (words.length > 0) return { mode: "part", words };
  }
  // "Honestly I think I'm the older one" after the prodigal son: the figure the visitor sees themselves in.
  const seenIn = passageRead && !namedSubject ? identifiesWith.exec(text) : null;
  if (seenIn) {
    const words = (seenIn[1] ?? seenIn[2]).toLowerCase().split(/\s+/).filter((word) =>
      word.length > 2 && !partStopWords.has(word) && word !== "one"
    );
    if (words.length > 0) return { mode: "part", words };
  }
  // "Which son am I more like?": a judgement only the visitor can make, of the story just read.
  if (passageRead && !namedSubject && whichAmI.test(text)) return { mode: "ask" };
  const part = partOf.exec(text);
  const partWords = (part?.[1] ?? part?.[2] ?? part?.[3] ?? "").toLowerCase();
  const wordsOfPart = partWords.split(/\s+/).filter((word) => word.length > 2 && !partStopWords.has(word));
  if (
    part && !ownSubject && previous.citations.length > 0 && !/\b(?:first|second|third|last|other)\b/.test(partWords) &&
    wordsOfPart.length > 0
  ) {
    return { mode: "part", words: wordsOfPart };
  }
  const mentioned =
    /\bthe (gosho|letter|writing|chapter|verse|passage|psalm|quote|scripture) (?:you|that you) (?:mentioned|cited|quoted|shared|gave|brought up|used)\b/i
      .exec(text) ??
      // "Which letter was that from?" after letters shown in summary: the one shown first.
      /^(?:(?:and|so|but|ok(?:ay)?)[, ]+)?(?:which|what) (gosho|letter|writing|chapter|verse|passage|psalm|quote|scripture) (?:was|is) (?:that|it|this)\b/i
        .exec(text);
  if (mentioned && previous.citations.length > 0) {
    const kind = mentioned[1].toLowerCase();
    const wanted = kind === "gosho" || kind === "letter" || kind === "writing"
      ? previous.citations.find((reference) => /\(Gosho Volume|^Gosho:/.test(reference))
      : kind === "chapter"
      ? previous.citations.find((reference) => reference.startsWith("Lotus Sutra")) ?? previous.citations[0]
      : previous.citations.find((reference) => /\d+:\d+/.test(reference));
    return { mode: "passage", reference: wanted ?? previous.citations[0] };
  }
  if (
    /\bwhich (?:verses?|lines?|parts?|bits?)\b/i.test(text) &&
    (!ownSubject || /\b(?:it|that|this|them)\b/i.test(text)) &&
    previous.citations.length > 0 &&
    previous.topic?.startsWith("reference:")
  ) {
    return { mode: "passage", reference: previous.topic.slice("reference:".length) };
  }
  if (
    /^(?:please |can you |could you )?(?:explain|unpack|expand on|say more about|tell me more about|what does|what did)\b/i
      .test(text) &&
    thatPassage.test(text) && !ownSubject && previous.citations.length > 0
  ) {
    const topicReference = topicId(previous.topic, "reference");
    return { mode: "passage", reference: topicReference ?? previous.citations[0] };
  }
  // "that verse - who said it?": the first verse the previous reply quoted, when its subject was not itself a passage.
  const verseCited = previous.citations.find((reference) => /\d+:\d+/.test(reference));
  if (
    (/\b(?:that|this|the) (?:verse|quote|line)\b/i.test(text) ||
      /\bwho (?:wrote|said|says|is speaking|was speaking|spoke)\b(?: \w+){0,2} (?:that|it|this|these|those)\b/i.test(
        text,
      )) &&
    verseCited && !previous.topic?.startsWith("reference:") && !ownSubject &&
    // "Who wrote it?" after "I don't hold the Daodejing" asks of that text, not of the nearest verse offered instead.
    previous.kind !== "not-in-library"
  ) {
    return { mode: "passage", reference: verseCited };
  }
  // "What would a Christian make of that story?": the other tradition on what was just said.
  const alike = likeThatIn.exec(text);
  // "Of that kind of love" points back with a noun; "for when someone dies" narrows what is turned, names nothing new.
  const after = alike
    ? text.slice(alike.index + alike[0].length).replace(pointedBack, " ").replace(traditionFillers, " ").trim()
    : "";
  // "like that" points back: the words before it say how the two are alike, not a subject of their own.
  if (alike && (!ownSubject || alike[5] !== undefined) && (after === "" || /^for\b/i.test(after))) {
    const named = (alike[1] ?? alike[2] ?? alike[3] ?? alike[4] ?? alike[5] ?? alike[6]).toLowerCase();
    return { mode: "tradition", tradition: /bible|scripture|christ/.test(named) ? "christian" : "buddhist" };
  }
  // "Does Buddhism have a story like that one?": the other tradition asked whether it holds the same.
  const holds = traditionHolds.exec(text);
  // "Is there a bible verse like that? like respecting people even when they hurt you": the words after say how.
  const explained = holds !== null &&
    /^[?.,!\s]*(?:like|i mean|as in|you know|something like|about)\b/i.test(text.slice(holds.index + holds[0].length));
  // "Did Jesus ever feel like that?": what he went through, asked of him, not of his tradition.
  const undergone =
    /\b(?:did|does|has|was) (?:jesus|christ|nichiren|the buddha|buddha|shakyamuni) (?:ever |also |too )?(?:feel|felt|go through|gone through|struggle|struggled|doubt|doubted|experience|experienced|cry|cried|get|got|been)\b/i
      .test(text);
  if (holds && !undergone && (!ownSubject || explained)) {
    return { mode: "tradition", tradition: holds[1] ? "buddhist" : "christian" };
  }
  // "Is that like 'you reap what you sow'?" after karma: a saying of the other tradition set beside the teaching just
  // explained, when it names no subject of its own.
  if (likenessNamed.test(text) && !ownSubject && previous.topic?.startsWith("concept:")) return { mode: "likeness" };
  const same = sameInTradition.exec(text);
  if (same && text.slice(same[0].length).replace(traditionFillers, " ").trim() === "") {
    return { mode: "tradition", tradition: same[1] ? "buddhist" : "christian" };
  }
  const tradition = otherTradition.exec(text);
  // "How would Nichiren see it? he's the buddhist one, not me": an aside after the question asks nothing more.
  const turned = tradition ? text.slice(tradition.index + tradition[0].length) : "";
  const [asked, ...aside] = turned.split(/(?<=[?.!])\s+/);
  const asideOnly = aside.length > 0 &&
    !/\?|\b(?:what|how|why|when|where|who|which|does|did|do|can|could|would|is|are)\b/i.test(aside.join(" "));
  const rest = (asideOnly ? asked : turned).replace(traditionFillers, " ").trim();
  // "What would Nichiren say?" names him only as the voice of his tradition.
  if (
    tradition && rest === "" &&
    (!ownSubject || /^(?:and|but|so|what about|how about|what would|how would|what does|what do)\b/i.test(text))
  ) {
    return { mode: "tradition", tradition: tradition[1] ? "buddhist" : "christian" };
  }
  if (pointsBack.test(text) && previous.topic) {
    return /\bthe rest of\b|\bwhole\b/i.test(text) ? { mode: "more" } : { mode: "ask" };
  }
  const person = forPerson.exec(text);
  if (person) return { mode: "person", person: (person[1] ?? `${person[2]} ${person[3]}`).toLowerCase() };
  if (more.test(text)) return { mode: "more" };
  // "ok the KJV then": the same passage again, in the version held.
  if (
    /^(?:(?:ok(?:ay)?|fine|then|alright)[,.]?\s+)?(?:the |in the |just the )?(?:kjv|king james)(?: version| one| bible)?(?: then| please| instead| is fine)?[.!?]*$/i
      .test(text)
  ) {
    return { mode: "more" };
  }
  if (stepsAsked.test(text) && !ownSubject && contentWords(text).length === 0) return { mode: "steps" };
  // "Something short I can say to myself in the waiting room": the moods and places it names are the same as before.
  if (shorter.test(text) && !namedSubject) return { mode: "shorter" };
  if (
    thatPassage.test(text) && !ownSubject && previous.citations.length > 0 &&
    !/^(?:who|when|where|why|how|which)\b/i.test(text)
  ) {
    return { mode: "passage", reference: previous.citations[0] };
  }
  if (
    previous.kind === "comparison" && !ownSubject &&
    /\b(?:difference|differ\w*|similar\w*|alike|same|in common|overlap|unlike)\b/i.test(text)
  ) {
    return { mode: "ask" };
  }
  // "What's different between the two versions?" after one story was set beside another.
  if (previous.topic && twoCompared.test(text)) return { mode: "ask" };
  const bare =
    /^(?:and |so |but )?(?:(?:to|for|with|from|by) )?(?:who|whom|when|where|why|how|which|what)(?: exactly| then| so)?\s*\??$/i
      .test(
        text,
      ) || andThe.test(text);
  if (
    !ownSubject && previous.topic && previous.kind !== "out-of-scope" && (bare || asksAbout.test(text)) &&
    text.split(/\s+/).length <= 16
  ) {
    return { mode: "ask" };
  }
  // "Should I just leave?", "am I doing something wrong?" right after a hard thing told: asked of it. ("How do we
  // stop?", "what do I do first?" ask for steps.)
  if (
    previous.topic?.startsWith("situation:") && !ownSubject && text.split(/\s+/).length <= 6 &&
    /^(?:(?:so|and|but|ok(?:ay)?)[, ]+)?(?:should|am|is|was|does|did|can|could|would|will|why)\b/i.test(text) &&
    !/\bhow\b|\bwhat (?:do|should|can) (?:i|we) do\b/i.test(text)
  ) {
    return { mode: "ask" };
  }
  // "The nights are the worst" right after steps: when they are needed, told without a subject of its own.
  if (previous.topic?.startsWith("practice:") && !ownSubject && timesNamed(text).length > 0) return { mode: "ask" };
  return null;
}
