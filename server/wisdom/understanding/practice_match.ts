import type { Practice } from "../../knowledge/knowledge_schemas.ts";
import { isFunctionWord } from "../plans/relevance.ts";

/**
 * A habit of one's own the visitor wants to change ("how do I stop procrastinating", "I keep snapping at my kids"):
 * feelings and worries, and what keeps happening to them ("I keep having panic attacks"), are met as such, not as habits.
 */
export const habitToChange =
  /\b(?:(?:stop|quit|break|kick|overcome|give up|cut (?:down|back) on|resist) (?:(?:my|this|a|the|bad|so|always|constantly) )*(?!(?:being|feeling|thinking|worrying|overthinking|stressing|panicking|freaking|fretting|dreading|crying|grieving|hurting|missing|loving|caring|hating|doubting|questioning|blaming|beating|regretting)\b)(?:\w+ing|habits?)|bad habits?|habit of|(?:i|we) (?:always |just )?keep (?:on )?(?!(?:some|any|no|every)thing\b)(?!(?:being|feeling|thinking|worrying|crying|getting|going|trying|hoping|praying|pushing|moving|fighting|believing|having|experiencing|suffering|waking|dreaming|hearing|seeing|failing|losing|falling|reliving|remembering|forgetting)\b)\w+ing)\b/i;
/** A death feared or imagined ("every time my phone buzzes i assume someone died") is no loss to be sorry for. */
export const deathImagined =
  /\b(?:assume|assumes|imagine|imagining|think|thinking|worry|worried|worrying|afraid|scared|fear|what if|in case|convinced|sure|picture)\b[^.!?]{0,30}\b(?:someone|somebody|anyone|they|he|she|you|i|we)(?:'ve| have| has| had)?\s+(?:died|passed|is dead|are dead|was killed|got killed)\b/i;

/** A parent asking how to help, tell or talk to their children ("my kids are 6 and 9. how do i help them through it?"). */
const children =
  "(?:kids?|children|child|son|daughter|toddler|little ones|grandchild(?:ren)?|siblings|(?:his|her|their) (?:little |big |older |younger )?(?:brothers?|sisters?)|(?:\\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)[- ](?:year|yr)[- ]olds?)";
const childrenHelped = new RegExp(
  `\\b(?:help|tell|teach|explain\\w*(?: (?:it|this|that|death|dying|god|prayer|heaven|[a-z]+))? to|talk to|support|comfort)\\b[^.?!]{0,25}\\b${children}\\b|\\b${children}\\b[^?!]{0,60}\\bhow (?:do|can|should) (?:i|we) (?:help|tell|explain|talk|support|comfort)\\b|^(?:(?:and|but|ok(?:ay)?|so)[, ]+)?(?:what|how) about (?:for |with )?(?:my|our) (?:little |young )?${children}\\b|\\b(?:my|our) (?:little |young )?${children}\\b[^.?!]{0,30}\\b(?:has|have|gets|get|is|are|keeps?) (?:tantrums?|meltdowns?|(?:so |really |very )?(?:angry|anxious|scared|afraid|frightened|upset))\\b`,
  "i",
);
/**
 * Someone else's hard time, and the visitor asking what to say or how to be there ("my sister is getting divorced...
 * what do I say to her?"); hard news of one's own to tell ("what to tell my wife") is a hard conversation instead.
 */
const someoneClose =
  "(?:best |close |old )?(?:friend|sister|brother|mom|mum|mother|dad|father|son|daughter|wife|husband|partner|colleague|co-?worker|neighbou?r|aunt|uncle|cousin|grandma|grandmother|grandpa|grandfather|boss|roommate|niece|nephew)";
const othersHardTime =
  `(?:\\b(?:my|our|a) ${someoneClose}(?:'?s)?\\b[^.?!]{0,60}\\b(?:died|passed|lost|dying|sick|ill|cancer|chemo\\w*|radiation|dementia|alzheimer'?s|stroke|divorc\\w*|devastated|grieving|depressed|struggling|hospital|miscarri\\w*|stillb(?:orn|irth)|heartbroken|diagnos\\w*|broke up|dumped|fired|laid off|an? alcoholic|an? addict|addicted|drinking again|relapsed|in rehab)\\b|\\b(?:my|our|a) (?:grieving|bereaved|widowed|dying|sick|depressed|struggling|heartbroken) ${someoneClose}\\b)`;
const whatToSay =
  "\\b(?:what (?:do|should|can|could) (?:i|we) (?:say|write|text|do for (?:him|her|them))|what to say|how (?:do|can|should) (?:i|we) (?:help|support|comfort|encourage|be there)|how to (?:help|support|comfort|encourage|be there for))\\b";
const comforting = new RegExp(
  `\\b(?:comfort(?! (?:eat\\w*|food|zone|foods))|console|encourag\\w*|cheer (?:him|her|them) up|lift (?:him|her|them) up|be there for)\\b|${othersHardTime}[^]*${whatToSay}|${whatToSay}[^]*${othersHardTime}`,
  "i",
);
/** Before "sorry" or "apologise", someone else whose apology it is ("what if he never apologises"): none of one's own. */
const notTheirs =
  "(?<!\\b(?:he|she|they|him|her|them|dad|father|mom|mum|mother|husband|wife|partner|boss|friend|brother|sister|ex)\\b[^.?!]{0,20})";
/** Before "forgive", words that make it God's forgiving or one's being forgiven ("will God forgive me", "can I be forgiven"). */
const notByGod = "(?<!\\b(?:god|jesus|christ|lord|he|be|am i|was i|are we) )";

/**
 * The practice that fits a message best (ISSUE 17), when it names none: the one whose names,
 * situations ("tonight", "in bed", "at work", "when angry") and tradition share most with it.
 */
const situationTags: ReadonlyArray<readonly [RegExp, string[]]> = [
  [
    /\b(?:tonight|in bed|can'?t sleep|before (?:sleep|bed|i (?:sleep|go to (?:bed|sleep)))|at night|(?:the )?nights|sleep|asleep|insomnia|racing|(?:wake|waking|woke) up (?:at|around) (?:[1-5]|one|two|three|four|five) ?(?:am|a\.m\.|in the morning)?|middle of the night|(?:brain|mind|head) (?:won'?t|wont|will not|doesn'?t|does not) (?:shut off|switch off|stop|turn off|quiet down))\b/i,
    [
      "tonight",
      "in bed",
      "at night",
    ],
  ],
  [/\b(?:mornings?|wake up|start (?:of )?(?:my|the) day)\b/i, ["morning"]],
  // Little time or strength to give ("too tired to think", "only two minutes"): a practice that asks little.
  [
    /\b(?:too (?:tired|exhausted|busy|drained) to|no time|(?:only|just) (?:have |got )?(?:a (?:few|couple of?) |\d+ |one |two |three |five )?minutes?|quick|short|brief)\b/i,
    ["brief"],
  ],
  [/\b(?:work|office|job|break|boss|colleague|desk)\b/i, ["at work"]],
  [/\b(?:angry|anger|rage|furious|temper|snapping at|(?:yell|yelling|shout|shouting|scream|screaming) at)\b/i, [
    "when angry",
  ]],
  [habitToChange, ["changing a habit"]],
  [childrenHelped, ["helping children"]],
  // Done together with one's children ("can I do it with my kids?").
  // Not anything said with them in it ("patient with my toddler").
  // Made over for them ("now make it for a kid").
  [
    new RegExp(
      `\\b(?:do|doing|pray|praying|chant|chanting|read|reading|practi[cs]e|practi[cs]ing|meditate|meditating|try|share|sharing|together|one|something)\\s+(?:\\w+\\s+)?(?:with|alongside) (?:my|our|the|a) (?:little |young )?${children}\\b|\\b(?:it|this|that)\\s+(?:\\w+\\s+)?(?:with|alongside|for) (?:my|our|the|a) (?:little |young )?${children}\\b`,
      "i",
    ),
    ["with children"],
  ],
  [comforting, ["comforting someone"]],
  [/\blotus(?: sutra)?\b/i, ["the lotus sutra"]],
  [/\b(?:anxious|anxiety|worry|worried|panic|nervous|exams?|tests?)\b/i, ["when anxious"]],
  // Only an exam is helped by exam advice; an interview or an audition has its own, and a wedding neither.
  [/\b(?:exams?|tests?|finals|midterms?|quiz|revision|revising|studying for)\b/i, ["before an exam"]],
  [/\b(?:interviews?|auditions?)\b/i, ["before an interview"]],
  // A job, a temper or one's keys lost are no bereavement, nor a death only feared ("i assume someone died").
  [
    /\b(?:grief|grieving|loss|lost(?! (?:my|our|his|her|their|the|a|an) (?:\w+ )?(?:job|work|keys?|phone|wallet|way|temper|faith|mind|patience|place|game|match|bet|money|house|home))|died|death|mourning|funeral)\b/i,
    ["grieving"],
  ],
  [
    /\b(?:conversation|confront|talk to|argument|conflict with (?:my|a|an|our|his|her|their|him|them|someone|somebody)|fights?|fighting|(?:make|making|keep|keeping) (?:the )?peace(?! with (?:the fact|it\b|this\b|that\b|myself|my (?:past|body|life|choices|decisions|mistakes|diagnosis)|what|who|where|how|being|god|the past|death|dying))|reconcile|tell (?:my|our|him|her|them|the (?:kids|children|family)))\b/i,
    [
      "hard conversation",
    ],
  ],
  // Forgiving someone, not being forgiven ("will God forgive me" is the confession's).
  [new RegExp(`\\b(?:${notByGod}forgive(?! (?:me|us)\\b)|forgiveness|resent|sorry)\\b`, "i"), ["forgiveness"]],
  [/\b(?:grateful|gratitude|thankful)\b/i, ["gratitude"]],
  [/\b(?:begin|beginner|start|new to|never|first time)\b/i, ["beginner"]],
  // Asking how to pray at all is a beginner's question ("Lord, teach us to pray").
  [
    /\b(?:how (?:do|can|should) (?:i|we|you|people) (?:even )?pray|how to pray|teach (?:me|us) (?:how )?to pray|learn(?:ing)? (?:how )?to pray|(?:don'?t|do not) (?:really )?know how to pray)\b(?! (?:for|with|about|to|the|a|an|when|while|before|after|in|at|over|through)\b)/i,
    ["beginner"],
  ],
  [/\b(?:caring for|carer|caregiv\w*|looking after)\b/i, ["caregiving"]],
  [
    /\b(?:sober|sobriety|recovery|relapse\w*|addict\w*|drinking|cravings?|days? (?:off|clean) (?:the|of|from)|(?:slide|slip) back)\b/i,
    ["in recovery"],
  ],
  [/\b(?:waiting room|hospital|scan|results|appointment|surgery)\b/i, ["waiting room"]],
  // One's own lapse: "my daughter has stopped going to church" is worry for her, not a return to practice of one's own.
  [
    /(?<!\b(?:he|she|they|son|daughter|husband|wife|partner|friend|kids?|children|child|teen(?:ager)?|brother|sister|mom|mum|dad|father|mother)(?:'s| has| have| had)? )\b(?:missed|skipped|stopped|lapsed?|fell off|fallen away|haven'?t (?:prayed|chanted|been)|forg[eo]t\w* to (?:pray|chant|read|meditate|do (?:my )?gongyo)|(?:start|started|starting|begin|get back into)\b.{0,30}\bagain|(?:get|getting|come|coming|go|going) back (?:in)?to (?:pray|chant|meditat|church|my faith|the faith|practi[cs]|reading|gongyo)\w*|(?:years?|months?|a long time|so long|ages) (?:away|without)|drifted (?:away|from))\b/i,
    [
      "after a lapse",
    ],
  ],
  [
    /\b(?:driving|drive|in the car|in (?:the|my) (?:cab|truck|tractor|van|lorry)|on (?:the|my) (?:combine|tractor|rig)|commut\w*|on the (?:bus|train|tube|subway)|walking the dog|doing the dishes|on the go)\b/i,
    ["on the go"],
  ],
  [/\b(?:jealous\w*|envy|envious|compar\w+ (?:myself|me))\b/i, ["envy"]],
  // "How should I go about it" asks the way, not whether to go.
  [/\b(?:decide|decision|choose between|should i (?:take|stay|leave|go(?! about)))\b/i, ["making a decision"]],
  [/\b(?:lent|lenten|ash wednesday)\b/i, ["lent"]],
  [/\b(?:guilty|guilt|confess\w*|ashamed)\b/i, ["feeling guilty"]],
  [/\b(?:argument|argued|fights?|fighting|fought|snapped at|yelled)\b/i, ["after an argument"]],
  // The moods and times the practices are written for, as people name them.
  [/\b(?:evening|after work|end of (?:the|my) day)\b/i, ["evening"]],
  [/\b(?:every ?day|daily|each day|habit)\b/i, ["daily"]],
  [/\b(?:stress\w*|pressured?|burn(?:ed|t|ing)?[- ]?out)\b/i, ["stressed"]],
  [/\b(?:overwhelm\w*|too much|can'?t cope|drowning)\b/i, ["overwhelmed"]],
  [/\b(?:weekends?|saturday|sunday|day off)\b/i, ["weekend"]],
  // "Feeling down", not "wind down".
  [
    /\b(?:sad|sadness|(?:feel(?:ing)?|felt|so|really|pretty|a (?:bit|little)|kind of|kinda|very) (?:down|low|blue)|heavy[- ]hearted)\b/i,
    ["sad"],
  ],
  [/\b(?:lonely|loneliness|alone|isolated|no friends|left out|left behind)\b/i, ["lonely"]],
  [/\b(?:can'?t sleep|cannot sleep|insomnia|lying awake|wide awake)\b/i, ["can't sleep"]],
  [/\b(?:grudge|resent\w*|bitter\w*|can'?t let (?:it )?go)\b/i, ["resentful"]],
  [/\b(?:restless|fidget\w*|can'?t sit still|agitated)\b/i, ["restless"]],
  [
    /\b(?:worried (?:about|for) (?:my|a|our|him|her|them)|pray(?:ing|ers?)? for (?:my|a|our|him|her|them|someone|somebody|others|other people))\b/i,
    [
      "worried about someone",
    ],
  ],
  // Going to one, not a feeling had there ("I feel like a fraud at church"), nor someone else no longer going.
  [
    /(?<!\bstopped )\b(?:do|does|go|goes|going|went|visit\w*|attend\w*|first|join\w*|try\w*|new|prepar\w*|happens?|expect\w*|nervous|before|next|invited)\b[^.?!]{0,40}?\b(?:at|to|in|during) (?:a |an |the |my |your |our )?(?:[\w-]+ ){0,3}?(?:(?:buddhist|nichiren|sgi|discussion|church|prayer|chanting|zen|dharma|sangha|christian|catholic|bible) (?:meeting|group|gathering)|mass|liturgy|temple|church|retreat|bible study|study group|worship|service|funeral|memorial|wake)s?\b/i,
    ["going to a gathering"],
  ],
  [
    /\b(?:(?<!(?:buddhist|nichiren|sgi|discussion|church|prayer|chanting|zen|dharma|sangha|christian|catholic|bible) )meeting|presentation|big call)\b/i,
    [
      "before a meeting",
    ],
  ],
  [/\b(?:hurt me|hurt by|wounded me)\b/i, ["hurt"]],
  // A wrong of one's own to own: the apology's occasion, not every quarrel ("my family always fights").
  [
    new RegExp(
      `(?:(?<=\\bmy |\\bme to )|${notTheirs})\\b(?:sorry|apolog\\w*|amends|make (?:it|things) right|i (?:hurt|wronged|was wrong|was cruel|was rude|lied|snapped|yelled|messed up|screwed up|said something))\\b`,
      "i",
    ),
    ["apologising"],
  ],
  [/\b(?:baptism|baptis(?:e|ed|ing)|baptiz(?:e|ed|ing)|christening)\b/i, ["before a baptism"]],
  // A holiday or meal with relatives where one's faith is a sore point ("christmas with family that hates my religion");
  // a first Christmas without someone is grief's, a lonely holiday loneliness's, a family that always fights a hard
  // conversation's.
  [
    /^(?=.*\b(?:religion|religious|faith|beliefs?|church|god|jesus|buddhis\w*|christian\w*|chant\w*|pray\w*|mock\w*|teas\w*)\b).*\b(?:christmas|thanksgiving|easter (?:dinner|lunch|sunday)|family holidays|family (?:gatherings?|dinners?|reunions?|get-togethers?|parties|party|events?)|(?:with|at) (?:my |the )?in-laws|relatives)\b/i,
    ["family gathering"],
  ],
  // Two faiths in one couple or family ("my wife is Buddhist and I'm Christian", "an interfaith marriage").
  [
    /\b(?:interfaith|inter-faith|mixed[- ]faith|(?:different|two) (?:faiths|religions)|(?:my|our) (?:girlfriend|boyfriend|partner|wife|husband|spouse|fianc[eé]e?|family|in-laws|mom|mum|mother|dad|father|parents|son|daughter|brother|sister) (?:is|are) (?:a |an |both )?(?:(?:strict|devout|very|practicing|practising|born-again|committed) )?(?:buddhists?|christians?|catholics?))\b/i,
    ["two faiths"],
  ],
  // Taking up a faith, which someone already at church, or chanting, is not asking about.
  [
    /\b(?:becom\w*|convert\w*|join\w*|switch\w*) (?:a |the |to )?(?:christian\w*|buddhis\w*|nichiren|catholic\w*|church|sgi|soka gakkai)|\b(?:accept\w*|follow\w*|give my life to) (?:jesus|christ)|\bget(?:ting)? saved\b/i,
    ["joining a faith"],
  ],
];
/** Tags of occasions rather than of times or moods: the situationTags above that name an event. */
const occasions = new Set([
  "with children",
  "changing a habit",
  "the lotus sutra",
  "helping children",
  "comforting someone",
  "before an exam",
  "before an interview",
  "waiting room",
  "caregiving",
  "in recovery",
  "lent",
  "after an argument",
  "after a lapse",
  "hard conversation",
  "making a decision",
  "apologising",
  "before a baptism",
  "family gathering",
  "joining a faith",
  "two faiths",
]);
/** A prayer journal is a journal: "prayer" only says what it is for. */
const prayerAsked = /\b(?:pray\w*|prayer)\b(?! journal)/i;
const strongWords: ReadonlyArray<readonly [RegExp, RegExp]> = [
  // Where to pray or chant is a place's, whatever is done there.
  [
    /\b(?:altar|shrine|butsudan|(?:prayer|meditation) (?:corner|space|room)|sacred space|place to (?:pray|chant|meditate)|(?:space|spot|corner|place|shelf|room) for (?:my |the |a |our )?(?:gohonzon|butsudan|altar|shrine|icons?|crucifix|statue|prayer))\b/i,
    /place-to-pray/i,
  ],
  [/\bmeditat\w*\b/i, /meditat/i],
  [prayerAsked, /pray/i],
  // How to pray at all, or what to say in it, is asked of praying in one's own words, not of a way of praying.
  [
    /(?:\bpray\w*\b[^.?!]{0,40}\b(?:don'?t|do not) (?:really |even )?know (?:what to (?:say|pray)|how(?! to\b))|\b(?:don'?t|do not) (?:really |even )?know (?:how|what) to pray|\b(?:how (?:do|can|should) i|how to|learn(?:ing)? (?:how )?to|teach me (?:how )?to) pray(?! (?:for|with|about|to|the|a|an|when|while|before|after|in|at|over|through)\b))\b(?![^.?!]*\b(?:any ?more|since|after|because|now that)\b)/i,
    /own-words/i,
  ],
  [/\bjournal\w*\b/i, /journal/i],
  // Not when it is what is explained to someone ("how do I explain chanting to my parents").
  [/^(?![^]*\bexplain\b[^.?!]{0,40}\bto (?:my|our)\b)[^]*?\b(?:chant\w*|daimoku|nam[- ]myoho)\b/i, /chant|daimoku/i],
  [/\bgongyo\b/i, /gongyo/i],
  // Learning words by heart is its own practice, whatever words they are ("memorize one bible verse a week").
  [/\bmemori[sz]\w*|\bby heart\b/i, /by-heart/i],
  [/\bgosho\b/i, /gosho/i],
  [/\b(?:grateful|gratitude|thankful)\b/i, /gratitude/i],
  // Forgiving oneself is a practice of its own, not letting go of a hurt done to one.
  [
    new RegExp(
      `\\b(?:${notByGod}forgiv(?:e|es|en|ing|eness)?\\b(?! (?:myself|yourself|ourselves|me|us)\\b)|grudge|let go of (?:the )?(?:hurt|resentment|anger))\\b`,
      "i",
    ),
    /forgiv(?!ing[- ]yourself)/i,
  ],
  [/\bforgiv\w* (?:myself|yourself|ourselves)\b|\bself[- ]forgiv\w*/i, /forgiving-yourself/i],
  // The Bible asked for by name is its reading plan's or its ways of praying ("read the whole Bible this year").
  // Not when what is asked is learning it by heart.
  [/^(?![^]*\bmemori[sz])[^]*\b(?:bible|scripture)\b/i, /bible|lectio|scripture/i],
  // Reading something to learn it by heart is the learning's ("i read one and 5 min later its gone").
  [/^(?![^]*\bmemori[sz])[^]*\bread(?:ing)?\b/i, /\bread|lectio|journaling/i],
  // Fasting, not doing something fast ("lose 10 pounds fast").
  [
    /\b(?:fasting|lent|(?:a|to|the|my|our|first|simple|short|one-day|24-hour) fast|fast (?:for|during|on|from|until|one day))\b/i,
    /fast/i,
  ],
  [/\b(?:confess\w*|repent\w*)\b/i, /examen|confess|lament/i],
  // Compassion asked for as practice is loving-kindness, or kindness done for a neighbour.
  [/\b(?:compassion\w*|kindness|be kinder|more loving)\b/i, /loving-kindness|service-to/i],
  // Explaining one's practice or faith to someone who does not share it is talking about one's faith with them.
  [
    /\bexplain\b[^.?!]{0,40}\bto (?:my|our) (?:christian |buddhist |catholic |atheist |non-?believing )?(?:parents|mom|mum|dad|family|friends?|husband|wife|partner|girlfriend|boyfriend|co-?workers?|colleagues?|in-laws)\b/i,
    /sharing-your-faith/i,
  ],
  // Talking "about God" is talking about faith, whoever it is with ("my kids", "my partner").
  [/\babout (?:god|faith|religion|jesus|the buddha|buddhism|christianity|church|prayer|what i believe)\b/i, /faith/i],
  // Saying sorry to someone is an apology; confessing to God is the examen's.
  [
    new RegExp(
      `(?:(?<=\\bmy |\\bme to )|${notTheirs})\\b(?:say(?:ing)? sorry|apologi[sz]\\w*|apology|make amends|make it right)\\b`,
      "i",
    ),
    /apolog/i,
  ],
  // Whole words of its name: the anger practice, not "welcoming a str-anger".
  // So is anger shown: "how do i stop yelling at my kids" is anger's before it is a habit's.
  [
    /\b(?:angry|anger|furious|fuming|rage|raging|livid|mad at|temper)\b|(?<!\bfor )\b(?:yell|yelling|shout|shouting|scream|screaming|snap|snapping) at\b/i,
    /\banger\b/i,
  ],
  // Words to say at a funeral are the funeral's own practice; the funeral otherwise says grief.
  [
    /\b(?:say|speak|speaking|read|write|writing|talk)\b[^.?!]{0,25}\b(?:funeral|memorial|eulogy|wake)\b|\beulog\w*|\b(?:funeral|memorial|wake)\b[^.?!]{0,60}\b(?:say|speak|read) (?:a few words|some words|something|a reading|a poem)\b/i,
    /funeral/i,
  ],
  [
    /\b(?:grief|grieving|loss)\b|(?<!\b(?:say|speak|speaking|read|write|writing|talk)\b[^.?!]{0,25})\bfuneral\b/i,
    /grief|lament/i,
  ],
  [/\b(?:jealous\w*|envy|envious)\b/i, /rejoicing|loving-kindness|gratitude/i],
  [
    /\b(?:enem\w*|can'?t stand|(?:don'?t|do not) (?:like|get along with)|dislike|difficult person|hurt me|wronged me|toxic|manipulative|narcissis\w*)\b/i,
    /enem|hurt|loving-kindness/i,
  ],
  // Who it is done with: praying with children is a practice of its own, not lectio divina with a child beside one.
  [
    /\bpray\w*\b[^.?!]{0,20}\bwith (?:my |our |the |young |little |small )?(?:kids?|children|child|toddlers?|little ones)\b|\b(?:as a family|(?:my|our|the) family)\b[^.?!]{0,25}\bpray\w*|\bpray\w* (?:together )?as a family\b/i,
    /praying-with-children/i,
  ],
  // Serving others, however little one has: the practice of serving a neighbour.
  [/\b(?:serve|serving|service to|volunteer\w*|help (?:others|people|someone|a neighbou?r))\b/i, /service-to/i],
];

/** Whether a message names an occasion some practice is made for ("how do I tell them", "before my exam"). */
export function occasionNamed(message: string): boolean {
  return situationTags.some(([pattern, found]) => pattern.test(message) && found.some((tag) => occasions.has(tag)));
}

/** The times of day a message names ("the nights are the worst", "mornings are hard"). */
export function timesNamed(message: string): string[] {
  return situationTags.flatMap(([pattern, found]) =>
    pattern.test(message) ? found.filter((tag) => times.has(tag)) : []
  );
}
const times = new Set(["tonight", "in bed", "at night", "morning", "evening"]);

/** The times and places a message names ("the days i drive": on the go), of those practices are kept at. */
export function settingsNamed(message: string): string[] {
  return situationTags.flatMap(([pattern, found]) =>
    pattern.test(message) ? found.filter((tag) => settings.has(tag) && !unplaced.has(tag)) : []
  );
}
/** Settings that say no time or place. */
const unplaced = new Set(["anytime", "daily", "beginner", "quiet time", "brief"]);

/** "One practice that fits both" traditions asks for one they share. */
export const bothAsked = /\b(?:fits?|for|in|from|of) both\b|\bboth traditions\b/i;

/** "Fast" meaning quickly: not "a fast", "to fast" or "fast for Lent". */
const quickly =
  /(?<!\b(?:a|to|the|my|our|this|that|phone|screen|media|water|juice) )\bfast\b(?!\s+(?:for|during|on|from|until|one|every|once))/gi;
/** A word without its ending, and without the "e" a verb drops before one: "welcome" and "welcoming" share "welcom". */
/** British and American spellings meet too: "neighbour" and "neighbor", "honouring" and "honoring". */
const root = (word: string) => word.replace(/(?<=\w{3})our/, "or").replace(/(?:ing|ed|es|s)$/, "").replace(/e$/, "");
/** Words every practice could be called by ("a simple practice"): they tell none apart. */
const generic = new Set(["practice", "practise", "practices", "practising", "practicing", "simple", "steps", "ways"]);
/** A text's content words by root: a name's "how" or "for" is no reason to offer a practice. */
const contentRoots = (text: string) =>
  (text.toLowerCase().match(/[a-z]{3,}/g) ?? []).filter((word) => !isFunctionWord(word) && !generic.has(word))
    .map(root);

/**
 * One word alone of another name that says more is chance: "raise my kids with faith" is no name for a pay rise, nor
 * "talk to my kids about religion" for a family that mocks one's religion.
 */
function aliasFits(alias: string, words: ReadonlySet<string>): boolean {
  const roots = new Set(contentRoots(alias).filter((word) => !askingWords.has(word)));
  return roots.size <= 1 || [...roots].filter((word) => words.has(word)).length >= 2;
}

/** Times and places a practice suits: they say when to do it, not what it is for. */
const settings = new Set([
  "on the go",
  "tonight",
  "in bed",
  "at night",
  "morning",
  "evening",
  "at work",
  "daily",
  "weekend",
  "brief",
  "beginner",
  "anytime",
  "quiet time",
]);
/** Words that ask for a practice or say how, whatever it is for, by root (as contentRoots gives them). */
const askingWords = new Set(
  "want need help ask look give tips things ways idea try start begin stop stopping better more less today day get make feel good quick short little spiritual spiritually really something anything routine plan keep going practice practices practising practicing exercise exercises technique techniques method methods week month year next tomorrow prepare preparing ready handle handling deal dealing cope coping manage managing"
    .split(" ").map((word) => root(word)),
);
const vocabularies = new WeakMap<readonly Practice[], Set<string>>();
/** Every word the practices are written with, by root. */
function vocabularyOf(practices: readonly Practice[]): Set<string> {
  let vocabulary = vocabularies.get(practices);
  if (!vocabulary) {
    vocabulary = new Set(
      practices.flatMap((practice) =>
        contentRoots([practice.name, ...practice.aliases, ...practice.when, ...practice.steps, practice.note].join(" "))
      ),
    );
    vocabularies.set(practices, vocabulary);
  }
  return vocabulary;
}

/**
 * `minimum`: how well a practice must fit; offered unasked (to someone sharing a feeling) it must fit clearly.
 * `fitting`: the practices the situations the message tells are curated with, best first (loneliness: serving a
 * neighbour), which fit it whatever words it is told in.
 */
/** When a practice is done, not what it is: "a daily practice" names none. */
const whenRoots = new Set(
  ["daily", "morning", "evening", "night", "nightly", "weekly", "regular", "new", "own"].map(root),
);
/**
 * An alias that names its practice: two words of what it is for ("addicted to my phone"), or one with the word
 * practice ("a gratitude practice", "practice for envy").
 */
function naming(alias: string): boolean {
  const roots = contentRoots(alias);
  return roots.length >= 2 ||
    (roots.length === 1 && /\bpractic|\bpractis/i.test(alias) && !whenRoots.has(roots[0]) &&
      !askingWords.has(roots[0]));
}

/** Whether `message` says `phrase` word for word, in any case. */
function saysWhole(message: string, phrase: string): boolean {
  const at = message.toLowerCase().indexOf(phrase.toLowerCase());
  return at >= 0 && !/\w/.test(message[at - 1] ?? "") && !/\w/.test(message[at + phrase.length] ?? "");
}

export function bestPractice(
  practices: readonly Practice[],
  message: string,
  tradition: string | null,
  minimum = 0,
  fitting: readonly string[] = [],
): Practice | null {
  const told = message.replace(deathImagined, " ");
  const named = situationTags.flatMap(([pattern, found]) => (pattern.test(told) ? found : []));
  // Helping someone else through an addiction is being there for them, not a recovery of one's own.
  const tags = named.includes("comforting someone") ? named.filter((tag) => tag !== "in recovery") : named;
  const namedOccasion = tags.some((tag) => occasions.has(tag));
  const namedSettings = tags.filter((tag) => settings.has(tag));
  // "Walk me through" asks for steps; it is no wish for the walking practice.
  // Nor is "fast" of "fall asleep fast" any fasting.
  const words = new Set(
    contentRoots(message.replace(/\b(?:walk|talk|take|run) (?:me|us) through\b/gi, "").replace(quickly, "")),
  );
  // The words that only say when or where ("work" of "a breath prayer for work").
  const settingWords = new Set(
    situationTags.filter(([, found]) => found.every((tag) => settings.has(tag)))
      .flatMap(([pattern]) => contentRoots(message.match(new RegExp(pattern.source, "gi"))?.join(" ") ?? "")),
  );
  // Chosen only for when or where ("at work"), a practice is no answer to a subject no practice is written about
  // ("how do I stop gossiping at work").
  const vocabulary = vocabularyOf(practices);
  const unanswered = [...words].some((word) => word.length >= 5 && !vocabulary.has(word) && !askingWords.has(word));
  let best: Practice | null = null;
  let bestScore = 0;
  let bestAnswers = false;
  for (const practice of practices) {
    // A practice of the other tradition is not what someone asking about theirs is after (a Gosho is not read like the Bible).
    if (tradition && practice.tradition !== "shared" && practice.tradition !== tradition) continue;
    const curated = fitting.indexOf(practice.id);
    // A practice made for an occasion (its first "when": before an exam, in a waiting room, a hard conversation)
    // is offered only when the message names one of the occasions it lists, or tells a situation it is curated for.
    if (
      curated < 0 && occasions.has(practice.when[0]) &&
      !practice.when.some((when) => occasions.has(when) && tags.includes(when))
    ) continue;
    // A name shares what the practice is for, not "keep" or "stop" ("keeping a weekly sabbath" for "I keep snapping").
    // Nor does a word that only says where ("work" of *three mindful breaths at work* for a quarrel at work).
    const sharedOf = (names: string[]) =>
      names.flatMap(contentRoots).filter((word) =>
        words.has(word) && !askingWords.has(word) && !settingWords.has(word)
      );
    const everyName = sharedOf([practice.name, ...practice.aliases]);
    const shared = new Set(everyName).size >= 2
      ? everyName
      : sharedOf([practice.name, ...practice.aliases.filter((alias) => aliasFits(alias, words))]);
    // Its name says what a practice is; the other ways of asking for it count a little less ("read the whole Bible":
    // *A Bible reading plan*, rather than lectio divina, which is asked for as "reading Scripture slowly").
    const named = new Set(contentRoots(practice.name)).intersection(new Set(shared)).size;
    let score = new Set(shared).size + (named >= 2 ? named : 0.5 * named);
    // Curated for the situation, a practice still has to suit the time or place asked for: a weekly sabbath is no
    // answer to "something I can do at my desk".
    const suits = namedSettings.length === 0 ||
      practice.when.some((when) => when === "anytime" || namedSettings.includes(when));
    const curatedHere = suits ? curated : -1;
    // With a situation told, a practice for the time or place asked for answers it.
    let answersWhat = shared.length > 0 || curatedHere >= 0 ||
      (fitting.length > 0 && practice.when.some((when) => namedSettings.includes(when))) ||
      practice.when.some((when) => !settings.has(when) && tags.includes(when));
    // A practice curated for the situation told fits it as well as one whose times and moods the message names.
    const timesAndMoods = 2 * practice.when.filter((when) => tags.includes(when)).length;
    // The curators' order breaks ties among practices that fit equally well.
    score += curatedHere < 0 ? timesAndMoods : Math.max(timesAndMoods, 2.5) + ([1, 0.5][curatedHere] ?? 0.25);
    // The occasion a practice is made for (its first "when") outweighs one it also serves: telling one's wife hard
    // news is the hard conversation's, not the anger practice's. A named occasion (an exam, a waiting room) is more
    // particular than a situation's general fit: exam advice for an exam, not the breathing practice for any fear.
    const madeForIt = tags.includes(practice.when[0]) && occasions.has(practice.when[0]);
    if (tags.includes(practice.when[0])) score += madeForIt ? 4 : 0.5;
    if (tradition && practice.tradition === tradition) score += 1.5;
    // Another of its names said whole ("addicted to my phone") names the practice more surely than a word that tells
    // a situation ("addicted", of recovery from drink or drugs), even one the situation's practices are curated for.
    if (practice.aliases.some((alias) => naming(alias) && saysWhole(message, alias))) {
      score += 6;
      answersWhat = true;
    }
    // Made for the occasion named, a practice is asked for by what it is done with as its other names say ("start
    // chanting again" of returning to practice, for "get back into chanting").
    const called = [practice.id, practice.name, ...(madeForIt ? practice.aliases : [])].join(" ");
    for (const [asks, fits] of strongWords) {
      if (asks.test(message) && fits.test(called)) {
        // "A prayer for my exam": what the prayer is for outweighs that it is a prayer.
        score += asks === prayerAsked && namedOccasion && !madeForIt ? 2 : 4;
        answersWhat = true;
      }
    }
    // One shared word of a name is chance: a practice fits when something in the message asks for it. One that
    // answers what is asked comes before any that only suits when it is asked ("volunteer" of serving a neighbour,
    // not a beginner's meditation for "don't know where to start").
    const better = answersWhat === bestAnswers ? score > bestScore : answersWhat;
    if (better && score >= minimum && (answersWhat || !unanswered)) {
      best = practice;
      bestScore = score;
      bestAnswers = answersWhat;
    }
  }
  return best;
}
