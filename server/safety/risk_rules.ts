import type { RiskFamily, RiskKind } from "./risk.ts";
import {
  closenessWords,
  gatheringWords,
  heightWords,
  lethalityWords,
  meansWords,
  medicationWords,
  poisonWords,
  railWords,
  ruminationWords,
  waterWords,
  weaponWords,
} from "./risk_concepts.ts";

/**
 * The warning signs the detector looks for (ISSUE 15), as phrases over the normal form of
 * risk_text.ts ("i am", "do not", "going to", "pills", "medication", "mom"). Each rule is one way
 * people say one thing; assess_risk.ts decides per match whether it is meant (negation, the past,
 * someone else, a story) and adds up the families.
 *
 * `subject`: "self" when the phrase itself names the visitor ("kill myself"); "infer" when the
 * nearest subject before it decides ("i want to die" / "my friend wants to die"); "agent" for harm
 * done by another person, which needs a person before it ("he hits me"); "any" when whoever says it
 * is at risk (asking how many pills would be lethal).
 * `unless`: words in the same clause that make the phrase innocent ("hurt myself at the gym").
 * `tense`: whether a clause told as the past ("years ago", "as a child") makes it `past`.
 */
export type RiskRule = {
  id: string;
  family: RiskFamily;
  kind: RiskKind;
  weight: number;
  pattern: RegExp;
  subject: "self" | "infer" | "agent" | "any";
  negatable: boolean;
  tense: boolean;
  unless?: RegExp;
  /**
   * The innocent words may stand anywhere in the message, not only beside the phrase: "Today is my last day at the
   * company. Saying goodbye to everyone feels strange."
   */
  unlessAnywhere?: boolean;
  /** Several different matches of this rule in one message add up (farewell cues), to at most 4.5. */
  stack?: boolean;
  /**
   * Ordinary politeness when it closes a conversation that showed no distress ("thanks for
   * everything, bye" after a question about grace): a sign only in a conversation's first message or
   * beside another sign (assessRisk).
   */
  politeness?: boolean;
  /**
   * Without a subject, the phrase can be the topic rather than the visitor's own harm: in a
   * question or near teaching words ("question"), or only near teaching words ("teaching").
   */
  topical?: "question" | "teaching";
};

type RuleInput = Omit<RiskRule, "negatable" | "tense" | "pattern"> & {
  pattern: string;
  negatable?: boolean;
  tense?: boolean;
};

const any = (...alternatives: string[]) => `(?:${alternatives.join("|")})`;

/** Ordinary reasons to be away for a while: "I won't be around next week, knee surgery on Tuesday". */
const ordinaryAbsence =
  "moving|move|moved|trip|travel|travelling|traveling|vacation|holiday|flight|deploy|deployment|relocat\\w*|new job|new city|abroad|overseas|university|college|camp|retreat|offline|leaving for|shift|office|working late|out of town|hospital stay|surgery|operation|retir\\w*|flying|fly home|contract(?: \\w+){0,3} (?:ends|is up|runs out|ended|finishes)|visa|emigrat\\w*|posted to|for a bit|for a while|for a few (?:days|weeks)|study group|miss (?:class|church|the meeting|study group)";

const wishVerbs = any(
  "want",
  "wants",
  "wanted",
  "wanting",
  "wish",
  "wishing",
  "need",
  "needing",
  "ready",
  "long",
  "longing",
  "yearn",
  "yearning",
  "pray",
  "praying",
  "hope",
  "hoping",
  "deserve",
  "would like",
  "would love",
  "going",
  "plan",
  "planning",
  "planned",
  "try",
  "trying",
  "tried",
  "about",
  "prefer",
  "decided",
  "intend",
  "intending",
  "mean",
  "meaning",
  "tempted",
  "urge",
  "choose",
  "chose",
  "able",
  "allowed",
  "brave enough",
  "courage",
  "strong enough",
  "time",
  "got",
  "have",
  "has",
  "attempt",
  "attempted",
  "attempting",
  "close to",
  "so close to",
);
const thinkVerbs = any(
  "all i think about is",
  "all i can think about is",
  "all i think of is",
  "all i want is",
  "think about",
  "thinking about",
  "thought about",
  "thoughts about",
  "thoughts of",
  "think of",
  "thinking of",
  "dream about",
  "dreaming about",
  "fantasize about",
  "fantasizing about",
  "fantasise about",
  "fantasising about",
  "considering",
  "contemplating",
  "obsessing over",
  "can not stop thinking about",
  "keep thinking about",
  "research",
  "researching",
  "looked up",
  "looking up",
  "googling",
  "googled",
);
/** Ways of saying "to be dead" that people use in place of the word. */
const deathGoal = any(
  "stop being alive",
  "stop being",
  "go to eagle peak",
  "go to the pure land",
  "die",
  "be dead",
  "not be alive",
  "not be here",
  "not be around",
  "not exist",
  "stop existing",
  "end it",
  "end it all",
  "end things",
  "end everything",
  "end my life",
  "kill myself",
  "finish the job",
  "finish it",
  "go early",
  "go home early",
  "go to sleep forever",
  "stay asleep",
  "sleep forever",
  "never wake up",
  "not wake up",
  "leave this body",
  "leave this world",
  "leave this life",
  "leave this earth",
  "be out of the picture",
  "be gone",
  "be gone forever",
  "disappear forever",
  "go through with it",
  "take my life",
  "be with (?:her|him|them) again",
  "cross over",
  "pass over",
  "see the other side",
  "be free of this body",
  "stop breathing",
  "rest forever",
);
const dieForms = any(
  deathGoal,
  "die",
  "be dead",
  "be gone",
  "not be alive",
  "not exist",
  "not be here",
  "not be around",
  "stop existing",
  "cease to exist",
  "stop living",
  "stop breathing",
  "overdose",
  "end it all",
  "end my life",
  "end everything",
  "kill myself",
  "disappear forever",
  "leave this world",
  "leave this earth",
  "rest forever",
  "sleep forever",
  "go to sleep forever",
  "self delete",
  "rope",
  "commit suicide",
);
const dying = any(
  "finishing the job",
  "finishing the job myself",
  "finishing myself off",
  "finishing it",
  "dying",
  "being dead",
  "not being alive",
  "not existing",
  "not being here",
  "not being around",
  "ending it all",
  "ending my life",
  "ending it",
  "killing myself",
  "ending everything",
  "ending things",
  "just ending it all",
  "just ending everything",
  "just ending it",
  "suicide",
  "overdosing",
  "death",
  "my death",
  "jumping",
  "hanging myself",
  "not waking up",
  "never waking up",
);
const means = any(
  "pills",
  "medication",
  "bottle",
  "packet",
  "pack",
  "box",
  "sleeping",
  "painkillers",
  "paracetamol",
  "tylenol",
  "acetaminophen",
  "ibuprofen",
  "aspirin",
  "insulin",
  "antidepressants",
  "xanax",
  "oxy",
  "oxycodone",
  "opioids",
  "prescription",
  "prescriptions",
  "benzos",
  "tramadol",
  "advil",
  "codeine",
  "melatonin",
  "lithium",
  "drugs",
  "heroin",
  "fentanyl",
  "sleeping pills",
  "them all",
  "vials",
  "syringes",
  "heart pills",
  "heart medication",
  "blood thinners",
  "morphine",
  "valium",
  "diazepam",
  "sertraline",
  "prozac",
  "amitriptyline",
  "quetiapine",
  "seroquel",
  "ambien",
  "zopiclone",
);
const bigQuantity = any(
  "all",
  "all of",
  "every",
  "every single",
  "every one of",
  "everything in",
  "the whole",
  "a whole",
  "the entire",
  "an entire",
  "the rest of",
  "a bunch of",
  "a handful of",
  "handfuls of",
  "a fistful of",
  "a shit ton of",
  "a ton of",
  "enough",
  "lots of",
  "loads of",
  "too many",
  "as many",
  "a lot of",
  "so many",
  "most of",
  "half",
  "half of",
  "[1-9][0-9]+",
  "ten",
  "eleven",
  "twelve",
  "fifteen",
  "twenty",
  "thirty",
  "forty",
  "fifty",
  "sixty",
  "a hundred",
  "hundreds of",
  "a bottle of",
  "the bottle of",
  "my bottle of",
  "the bottle",
  "a bottle",
  "my whole",
  "a month s worth of",
  "a months worth of",
  "a load of",
  "a heap of",
  "a pile of",
  "a fistful",
  "all my",
  "all the",
  "the lot",
  "whatever was left of",
  "double",
  "triple",
);
const persons = any(
  "husband",
  "wife",
  "partner",
  "boyfriend",
  "girlfriend",
  "fiance",
  "fiancee",
  "ex",
  "ex husband",
  "ex wife",
  "ex boyfriend",
  "ex girlfriend",
  "dad",
  "father",
  "step dad",
  "stepfather",
  "step father",
  "mom",
  "mother",
  "step mom",
  "stepmother",
  "step mother",
  "uncle",
  "aunt",
  "auntie",
  "brother",
  "sister",
  "cousin",
  "grandpa",
  "grandfather",
  "grandma",
  "grandmother",
  "son",
  "daughter",
  "grandson",
  "granddaughter",
  "son in law",
  "daughter in law",
  "da",
  "boss",
  "employer",
  "manager",
  "supervisor",
  "landlord",
  "owner",
  "pimp",
  "coach",
  "teacher",
  "tutor",
  "pastor",
  "priest",
  "neighbor",
  "neighbour",
  "roommate",
  "flatmate",
  "in laws",
  "mother in law",
  "father in law",
  "brother in law",
  "family",
  "parents",
  "foster mom",
  "foster dad",
  "foster parents",
  "guardian",
  "carer",
  "caregiver",
  "nephew",
  "madam",
  "host",
  "host family",
  "sponsor",
  "agent",
  "master",
  "mister",
  "recruiter",
  "captain",
  "spouse",
  "man",
  "baby daddy",
  "babys dad",
  "kids dad",
  "childrens father",
);
/** Someone other than the visitor who can do harm: a pronoun or a person the visitor names. */
export const agentPattern = new RegExp(
  `\\b(?:he|she|they|him|her|them|someone|somebody|a man|a guy|people|this guy|this man|those men|the men|${persons})\\b`,
);
const violenceVerbs = any(
  "hits",
  "hit",
  "hitting",
  "beats",
  "beat",
  "beating",
  "beats up",
  "beat up",
  "punches",
  "punched",
  "punching",
  "slaps",
  "slapped",
  "slapping",
  "kicks",
  "kicked",
  "kicking",
  "chokes",
  "choked",
  "choking",
  "strangles",
  "strangled",
  "strangling",
  "pushes",
  "pushed",
  "pushing",
  "shoves",
  "shoved",
  "throws",
  "threw",
  "throwing",
  "burns",
  "burned",
  "burnt",
  "bites",
  "drags",
  "dragged",
  "grabs",
  "grabbed",
  "pins",
  "pinned",
  "holds",
  "held",
  "rapes",
  "raped",
  "raping",
  "molests",
  "molested",
  "molesting",
  "gropes",
  "groped",
  "attacks",
  "attacked",
  "stabbed",
  "stabs",
  "whips",
  "whipped",
  "belts",
  "belted",
  "smacks",
  "smacked",
  "scalds",
  "scalded",
  "locks",
  "locked",
  "ties",
  "tied",
  "starves",
  "starved",
  "sells",
  "sold",
  "hurts",
  "hurt",
  "hurting",
  "abuses",
  "abused",
  "abusing",
  "assaults",
  "assaulted",
  "beats on",
  "bashes",
  "bashed",
  "shakes",
  "shook",
  "cut",
  "cuts",
  "spits on",
  "spat on",
  "threatens",
  "threatened",
  "threatening",
  "stalks",
  "stalked",
  "stalking",
  "rapes",
  "batters",
  "battered",
  "pistol whipped",
  "knocked",
  "knocks",
  "drugged",
  "drugs",
);

/** Cutting something other than oneself: people out of one's life, foods, costs, the lawn. */
const everydayCutting =
  /\bcut (?:out |back |down |off |ties )?(?:on )?(?:some |all |the |those |these |a few |my |down on )?(?:toxic |negative |bad |fried |junk |processed )?(?:people|friends?|person|ties|contact|food|foods|sugar|carbs|caffeine|coffee|alcohol|booze|meat|dairy|gluten|salt|spending|costs|expenses|hair|grass|lawn|hedges?|wood|paper|cake|ribbon|the cord|the budget|losses|class|corners)\b|\bcut (?:\w+ ){1,3}out of my life\b/;
/** "Careful, you'll cut yourself": a warning to take care of oneself, said to someone else. */
const takeCareWarning =
  `\\b(?:you ll|you will|you are going to|you re going to|you could|you might|careful|careful not to|do not|don t|dont|try not to) (?:\\w+ )?(?:cut|burn|hurt|harm) (?:yourself)\\b`;

/**
 * A letter someone else wrote, studied here ("the letter to the Hebrews", "the letters of Peter"), or a letter to
 * someone who has died ("a letter to my mom who passed"), which grief counsellors and our own grief practice suggest.
 */
const lettersOfOthersOrToTheDead =
  /\b(?:who|that|since (?:she|he|they)) (?:passed|died|is gone|are gone|has passed|have passed|passed away)\b|\bin heaven\b|\bmy (?:late|deceased) \w+|\bgrief (?:letter|exercise|group|counsel\w*)\b|\b(?:letters?|epistles?) (?:to|of) (?:the )?(?:hebrews|romans|corinthians|galatians|ephesians|philippians|colossians|thessalonians|timothy|titus|philemon|james|peter|john|jude|churches|seven churches)\b/;

/**
 * A letter to mend a friendship with someone not spoken to in years ("a letter to my old college roommate apologizing.
 * we haven't talked in 3 years"): reaching back toward a living person, not a farewell. Other rules still read the rest.
 */
const letterToReconnect =
  /\b(?:haven t|have not|hadn t|had not|not) (?:talked|spoken|been in touch|seen (?:each other|them|him|her))\b.{0,40}\b(?:years?|months?|ages|since)\b|\b(?:reconnect|reconnecting|get back in touch|make amends|mend (?:the |our )?(?:friendship|relationship|things))\b/;

const rules: RuleInput[] = [
  // Ideation: wanting to die, to be dead, to end one's life.
  {
    id: "kill-myself",
    family: "ideation",
    kind: "suicide",
    weight: 4,
    subject: "self",
    pattern:
      `\\b(?:kill|killing|killed|kills|off|offing|offed|top|topping|end|ending|ended|finish|finishing|murder|murdering|delete|deleting|erase|destroy) (?:my ?self|me ?self)\\b|\\bdo(?:ing)? myself in\\b|\\bself delet(?:e|ing|ion)\\b|\\b(?:do|doing|did|done) away with (?:my ?self|me)\\b|\\b(?:take|taking|took|taken) (?:my ?self) out(?: of (?:the picture|the equation|this world|the game))?\\b`,
  },
  {
    id: "end-my-life",
    family: "ideation",
    kind: "suicide",
    weight: 4,
    subject: "self",
    pattern:
      `\\b(?:end|ending|ended|ends|take|taking|took|taken|takes|finish|finishing|stop|stopping|throw away|give up) (?:my|my own|me own) (?:life|existence|miserable life|pathetic life|worthless life)\\b`,
  },
  {
    id: "end-it-all",
    family: "ideation",
    kind: "suicide",
    weight: 4,
    subject: "infer",
    pattern:
      `\\bend (?:it all|everything|all of it|it for good|it once and for all|it forever|it permanently|it tonight|things for good|things forever|things permanently|my existence|my suffering for good|my pain for good|this life|this miserable life|the suffering for good)\\b`,
  },
  {
    id: "end-it",
    family: "ideation",
    kind: "suicide",
    weight: 3,
    subject: "infer",
    pattern:
      `\\b(?:${wishVerbs}|${thinkVerbs}|should|could|might|will|may|going to|gonna) (?:to )?(?:just )?(?:finally )?end (?:it|things|this|everything)\\b`,
    unless:
      /\bend (?:it|things) (?:with (?:him|her|them|my)|between|before)\b|\b(?:the vet|euthanasia|euthani[sz]e|put (?:her|him|it) (?:down|to sleep))\b|\brelationship|\bbreak up|\bmarriage|\bfriendship|\bthe call|\bthe meeting|\bthe conversation/,
  },
  {
    id: "suicidal",
    family: "ideation",
    kind: "suicide",
    weight: 4,
    subject: "infer",
    topical: "question",
    pattern: `\\b(?:suicidal|suicide|suicidality|sudoku)\\b`,
    unless:
      /\bsuicide (?:clause|exclusion|squad|bomb|bomber|bombers|bombing|mission|doors|run|drill|lane|sprints?|burpees|prevention|awareness|hotline|helpline|lifeline|statistics|rates?|loss|survivors? of|training)\b|\bsudoku (?:puzzle|book|app|game)/,
  },
  {
    // "Is it a sin to kill yourself?": the act named for anyone; whose it is, and whether it is a
    // question, decide how it is meant, as with the word "suicide".
    id: "own-life-generic",
    family: "ideation",
    kind: "suicide",
    weight: 4,
    subject: "infer",
    topical: "question",
    pattern:
      `\\b(?:kill(?:s|ing)? (?:yourself|oneself|themselves|themself)|(?:take|takes|taking|end|ends|ending|took|ended) (?:your|one s|ones|their|a person s|someone s|his|her) own (?:life|lives)|(?:end|ends|ending) (?:your|one s|ones|their) (?:life|lives))\\b`,
    unless:
      /\bkill(?:s|ing)? (?:yourself|oneself|themselves) (?:working|laughing|trying|with work|over (?:a|this|that|it))\b/,
  },
  {
    // "Those of us who feel this way should end our lives": "we" includes the visitor.
    id: "end-our-lives",
    family: "ideation",
    kind: "suicide",
    weight: 4,
    subject: "self",
    negatable: true,
    pattern: `(?<=\\b(?:we|us)\\b.{0,40})\\b(?:end|ending|take|taking) our (?:own )?lives\\b`,
  },
  {
    id: "want-to-die",
    family: "ideation",
    kind: "suicide",
    weight: 4,
    subject: "infer",
    pattern:
      `\\b(?:${wishVerbs}|${thinkVerbs}|should|could|might|may|will|ought) (?:to )?(?:just )?(?:finally )?(?:${dieForms})\\b`,
    unless: new RegExp(
      `\\b(?:(?:exam|test|presentation|interview|deadline|meeting|recital|driving test)\\b.{0,40}\\b(?:literally |actually )?(?:going to|gonna) die|(?:literally |actually )?(?:going to|gonna) die\\b.{0,40}\\b(?:exam|test|presentation|interview|deadline))\\b|${
        /\b(?:i will|i ll|we will|we all|everyone will|we are all going to) die (?:one day|someday|some day|eventually|too)\b|\bthe fact (?:that )?i (?:will|ll) die\b|\bjoin (?:them|him|her) (?:for|in|at|on|to|with)\b|\b(?:surgery|operation|anaesthe\w*|anesthe\w*|procedure)\b.{0,120}\b(?:not|never) wake up\b|\b(?:saw me|in front of (?:the whole|everyone|my crush)|embarrass\w*|trip(?:ped)? (?:up|over))\b|\bdie (?:at home|in (?:my own|my) (?:bed|home)|in (?:the )?(?:hospice|hospital)|surrounded by (?:my |the )?\w+|with (?:dignity|my family (?:around|there)))\b(?![^|]*\b(?:tonight|today|now|soon)\b)|\bdie (?:of|from) (?:embarrassment|shame|boredom|laughter|laughing|cringe|happiness|joy|excitement|cuteness)|\bto die for\b|\bdie on (?:this|that) hill\b|\ba time to be born\b|\becclesiastes\b.{0,60}\ba time to die\b|['"‘“]a time to die\b|\ba time to die\b (?:means?|is about)\b|\b(?:asks?|asking|asked) (?:me |us )?(?:if|whether) (?:[\w']+ ){1,3}(?:is|are|am|was) (?:gonna|going to) die\b|\b(?:wonders?|wondering|wondered|worries|worried|scared|afraid|terrified|dreading|fear) (?:if |whether |that )?(?!(?:i|i'm|im|i am)\b)(?:[\w']+ ){1,3}(?:is|are|was|s) (?:gonna|going to) die\b/
          .source
      }|\\bnot be (?:around|here)\\b.{0,100}\\b(?:${ordinaryAbsence})\\b|\\b(?:${ordinaryAbsence})\\b.{0,60}\\bnot be (?:around|here)\\b`,
    ),
  },
  {
    // "I just want to join him" after a death is a wish to die; "my boyfriend does gongyo and I want to join him" is
    // not: someone living, doing something to share, with no death or loss told anywhere in the message.
    id: "join-someone",
    family: "ideation",
    kind: "suicide",
    weight: 4,
    subject: "infer",
    pattern:
      `\\b(?:${wishVerbs}|${thinkVerbs}|should|could|might|may|will|ought) (?:to )?(?:just )?(?:finally )?join (?:her|him|them)\\b`,
    unlessAnywhere: true,
    unless:
      /\bjoin (?:them|him|her) (?:for|in|at|on|to|with)\b|^(?![^]*\b(?:died|dead|death|dying|passed|lost|miss|missing|gone|funeral|grave|buried|late|heaven|afterlife|other side|without (?:him|her|them)|widow\w*|kill\w*|suicide|end it|no point|anymore|any more)\b)[^]*\b(?:he|she|they|(?:my|our|his|her) \w+) (?:does|do|goes|go|is going|are going|is doing|are doing|attends?|practi[cs]es|chants?|prays?|runs?|plays?|sings?|volunteers?|works? out|started|signed up|meets?|hikes?|walks?|trains?|studies|is starting|are starting|is taking|are taking)\b/,
  },
  {
    id: "thinking-of-dying",
    family: "ideation",
    kind: "suicide",
    weight: 4,
    subject: "infer",
    topical: "teaching",
    pattern:
      `\\b(?:${thinkVerbs}|want|wish|long for|longing for|crave|craving|welcome|would welcome|pray for|praying for|hope for|hoping for|look forward to|looking forward to) (?:${dying})\\b`,
    unless:
      /\bdying (?:to|for) |\bdeath of (?:the|my|his|her|their|a)\b|\b(?:jesus|christ|the buddha|buddha)\b|\b(?:told|taught|asked|invited|encouraged) (?:us |me )?to contemplate\b|\b(?:diagnosis|diagnosed|scan|biopsy|test results|health scare|the vet|euthanasia|euthani[sz]e|put (?:her|him|it) (?:down|to sleep))\b|\bcontemplat\w* (?:on )?(?:impermanence|mortality|our (?:own )?death)\b|\bmaranasati\b|\bmemento mori\b|\bmeditation (?:class|course|teacher|retreat)\b/,
  },
  {
    // "I'd rather be dead than go back to him" is a wish to be dead; "rather die than sing karaoke" a figure of speech.
    id: "rather-be-dead",
    family: "ideation",
    kind: "suicide",
    weight: 4,
    subject: "infer",
    pattern:
      `\\b(?:rather|better) (?:that )?(?:i )?(?:be |just )?(?:dead|die|not be alive|not exist|not be here|disappear|was dead|were dead)\\b(?! than (?:go (?:to|out|shopping|running|outside)|do (?:my|the|that|this|a|an|homework|maths?|chores)|eat|sit|be seen|wear|work|listen|watch|sing|dance|cook|clean|drive|admit|apologi[sz]e|lose|ask|talk to (?:him|her|them) again|call|text|use))`,
  },
  {
    id: "wish-dead",
    family: "ideation",
    kind: "suicide",
    weight: 4,
    subject: "infer",
    pattern:
      `\\b(?:(?:hope|hoping|wish|wishing|pray|praying) (?:that )?i (?:do not|don t|never|will not|won t|would not) (?:ever )?wake up|(?:ask|asking|asked|beg|begging|pray|praying) (?:god|the lord|jesus|him) (?:not to|to not) let me wake up|not to let me wake up)\\b|\\b(?:wish|wished|hope|hoped|pray|prayed|praying) (?:that )?i (?:was|were|could|would|had|might|can|will) (?:just )?(?:be |have )?(?:dead|die|died|gone|not here|not alive|not wake up|never wake up|never woke up|never (?:been )?born|disappear|vanish|fall asleep and not wake up|stop existing|not exist|not existed|never existed|drop dead|get sick and die|not make it)\\b`,
    unless:
      /\b(?:survivor(?: s)? guilt|my counsel+or|my therapist)\b|\b(?:for a (?:while|bit|few days|week|weekend|month)|cabin|retreat|getaway|rest|break)\b/,
  },
  {
    id: "let-me-die",
    family: "ideation",
    kind: "suicide",
    weight: 4,
    subject: "self",
    pattern:
      `\\b(?:let me|make me|please let me|just let me) (?:just )?(?:die|go|rest|sleep forever|disappear|not wake up)\\b|\\bkill me (?:please|already|now please)\\b|\\bplease (?:god |lord )?(?:just )?kill me\\b`,
    unless: /\blet me (?:go|rest) (?:to|and|home|out|first|for|now|early|outside|on)|\blet me go (?:of|to)\b/,
  },
  {
    id: "take-me",
    family: "ideation",
    kind: "suicide",
    weight: 3.5,
    subject: "any",
    pattern:
      `\\b(?:pray|praying|prayed|beg|begging|begged|ask|asking|asked|hope|hoping|want|wish|wishing|plead|pleading|tell|telling|told) (?:that |for )?(?:god|jesus|the lord|lord|the universe|heaven|buddha|him|the gods) (?:to |will |would |could |would just |might )?(?:just )?(?:take|takes|call|calls|end|ends|let) (?:me|my life)(?: (?:home|away|in my sleep|tonight|soon|now|already|out of here|from this world|go|die|already))?\\b`,
    unless:
      /\b(?:(?:shan t|shall not|won t|will not|not going to) be hurrying (?:him|it|things) along|tiredness talking)\b|\b(?:take|takes) me (?:to|through|by|under|into|there|with|where|back|as|in his|in her)\b/,
  },
  {
    id: "not-want-to-live",
    family: "ideation",
    kind: "suicide",
    weight: 4,
    subject: "infer",
    negatable: false,
    pattern:
      `\\b(?:do not|does not|did not|never|no longer|not|have no|lost (?:the|my|all)|lost all)(?: really| even| even really| actually| want| wish| care)? (?:want|wish|desire|will|care|reason|point|wanting|desire) (?:to )?(?:live|be alive|exist|be here|be around|wake up|go on|keep going|keep living|carry on|continue|continue living|get up again|breathe|see tomorrow|see another day|be on this earth|be in this world|be me|be part of this world|stay alive|survive|make it|keep fighting|fight anymore|try anymore)\\b`,
    unless:
      /\b(?:live|be) (?:like this|in this|with (?:him|her|them|my|this|that)|there|here anymore because|in fear)\b|\bwake up (?:early|at|for)\b/,
  },
  {
    id: "do-not-care-if-die",
    family: "ideation",
    kind: "suicide",
    weight: 3.5,
    subject: "infer",
    negatable: false,
    pattern:
      `\\b(?:do not|dont|would not|really do not|honestly do not) (?:care|mind) (?:if|whether) i (?:die|died|live|lived|wake up|woke up|make it|made it|survive|survived|get hit|got hit|crash|crashed|do not wake up|never wake up|disappear|am gone|was gone|was dead|am dead)\\b|\\bwould not mind (?:dying|not waking up|being dead|if i (?:died|did not wake up|never woke up|was gone|were gone|got hit))\\b`,
  },
  {
    id: "never-wake-up",
    family: "ideation",
    kind: "suicide",
    weight: 4,
    subject: "infer",
    pattern:
      `\\b(?:sleep|fall asleep|go to sleep|close my eyes|lie down|sleep and|drift off)\\b.{0,30}\\b(?:never|not|do not|would not|will not) (?:wake|waking|wake up|open (?:them|my eyes)|get up) (?:again|ever|up again)?|\\b(?:sleep|rest) forever\\b|\\b(?:sleep|fall asleep|go to sleep)\\b.{0,20}\\b(?:stay asleep|stay that way|never come back|not come back)\\b|\\bnever (?:wake|waking) up (?:again)?\\b|\\bnot (?:wake|waking) up (?:tomorrow|in the morning|again)\\b|\\beternal sleep\\b`,
    unless:
      /\bbaby|\bthe kids\b|\bmy son\b|\bmy daughter\b|\balarm\b|\bsnooze\b|\bon time\b|\b(?:till|until) (?:christmas|easter|spring|summer|morning|the morning|noon|lunch|lunchtime|tomorrow|next week|the weekend|new year|monday|tuesday|wednesday|thursday|friday|saturday|sunday|next year|it is over|the holidays)\b/,
  },
  {
    id: "tired-of-living",
    family: "ideation",
    kind: "suicide",
    weight: 4,
    subject: "infer",
    pattern:
      `\\b(?:tired|sick|exhausted|weary|done|finished|over|bored|fed up) (?:of|with) (?:living|being alive|life|existing|being here|this life|my life|breathing|being me|waking up|this world|this earth|being in this world)\\b|\\bdone (?:living|with (?:life|living|this life|being alive|existing|it all|everything))\\b|\\bi am done with this world\\b`,
    unless: /\b(?:embarrass\w*|in front of (?:everyone|everybody)|never recover|cringe|ymca|dance|dancing|karaoke)\b/,
  },
  {
    id: "no-reason-to-live",
    family: "ideation",
    kind: "suicide",
    weight: 4,
    subject: "any",
    negatable: false,
    pattern:
      `\\b(?:no|not any|not a single|zero|any|what|where is the|see no|see any|find no|find any|without|(?:do not|don t|dont|can not|cannot|can t|cant|never|no longer) (?:see|find) (?:the|a|any)) (?:good |real |more |single )?(?:reason|point|purpose|use|sense|meaning) (?:to|in|of|for|left in|in even) (?:live|living|go on|going on|keep going|keep living|be alive|being alive|my life|life|exist|existing|wake up|waking up|get up|getting up|carry on|carrying on|continue|continuing|stay|staying|stay alive|staying alive|be here|me being here|being here|me anymore|me existing|me living|breathe|breathing|being me|going forward|fighting|try|trying)\\b|\\bnothing (?:left )?(?:to|worth) (?:live|living) for\\b|\\bnot worth (?:living|it anymore|living anymore|being alive|saving|the trouble anymore|fighting for)\\b|\\bwhy (?:should|do|would|can|could|bother to|even) (?:i|anyone|we) (?:even |still |keep |bother to )?(?:live|keep living|go on|wake up|keep going|exist|be alive|stay alive|continue)\\b`,
    unless:
      /\b(?:no|the|any) (?:reason|point) (?:to|in|of) (?:try|trying|continuing|going on|going|keep going) (?:with|to|at|in) (?:this|the|my|that|it|school|work|class|college|diet|job)\b/,
  },
  {
    id: "better-off-without-me",
    family: "ideation",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\bbetter off with (?:the|my) (?:life )?insurance\\b|\\bworth more (?:to (?:them|my family|my kids|everyone) )?dead\\b|\\bbetter off (?:dead|without me|with me gone|without me around|if i (?:was|were|had|did|am|died|left|disappeared|never|killed|ended|weren't|was not|were not|was gone|were gone|was dead|were dead|did not exist)|when i am gone|once i am gone|if i am gone)\\b|\\b(?:happier|easier|lighter|better|fine|relieved|peaceful|calmer|free|freer) (?:off )?(?:without me|if i (?:was|were|am|just) (?:gone|dead|not here|not around|never born)|when i am gone|once i am gone|with me gone|after i am gone|if i (?:died|disappeared|left this world|was not alive))\\b|\\b(?:do|does|did|would) (?:everyone|anyone|they|my family|people|the world) (?:a )?favou?r (?:if|by) (?:i|me) (?:died|dying|disappeared|disappearing|left|leaving|was gone|were gone|killing myself)\\b`,
    unless:
      /\b(?:(?:the |this |that |our |my )?(?:family )?(?:reunion|party|meeting|trip|team|game|wedding|dinner|event|group chat|chat|band|class|project|choir|night out|holiday|office) (?:would|will|might) be (?:so much |much |a lot )?better (?:off )?without me)\b/,
  },
  {
    // "God, please just take me": death asked of God, the whole of what is said.
    id: "god-take-me",
    family: "ideation",
    kind: "suicide",
    weight: 3.5,
    subject: "any",
    pattern:
      `\\b(?:god|lord|jesus|father)\\b(?: please| just| now| i beg you)* (?:take me|let me die|end my life|call me home)(?: (?:home|now|already|away|tonight|instead|please))?$`,
  },
  {
    id: "nobody-would-miss-me",
    family: "ideation",
    kind: "suicide",
    weight: 3.5,
    subject: "any",
    pattern:
      `\\b(?:nobody|no one|noone|none of them|not a single person|not one person|not anyone|who) (?:even |would even |really )?(?:would|will|is going to|going to|gonna|ever|even|will even|would even|would really|would actually)? ?(?:miss me|notice|care|cry|come to my funeral|mourn me|grieve)\\b.{0,30}\\b(?:if|when|after|once) i (?:die|died|was gone|were gone|am gone|disappeared|disappear|killed myself|did it|was dead|were dead|was not here|was not around|left|just (?:walked|walk|went|swam|drove|disappeared|vanished|stopped existing|was not here|ended it)|stopped existing|vanished|stopped showing up to (?:life|anything|everything)|stopped waking up)\\b|\\bno one (?:would|will) (?:come to|attend) my funeral\\b|\\b(?:nobody|no one|noone) (?:will|would|is going to|is gonna) (?:even |really |ever )?(?:miss|notice|care about|remember) me\\b|\\bwho would (?:even )?(?:miss|notice) me\\b|\\bif i (?:just )?(?:disappear|disappeared|vanish|vanished|was gone|were gone|am gone|was not here|were not here|was not around|die|died|was dead|were dead|stop existing|stopped existing)\\b.{0,20}\\b(?:would|will) (?:anyone|anybody|someone|people|they|my family|my friends) (?:even |actually |really |ever )?(?:notice|care|miss me|cry|mourn|come)\\b|\\b(?:would|will) (?:anyone|anybody) (?:even |actually |really |ever )?(?:notice|care|miss me)\\b.{0,20}\\bif i (?:just )?(?:disappear|disappeared|vanish|vanished|was gone|were gone|am gone|was not here|die|died|was dead|were dead|stop existing|stopped existing)\\b`,
  },
  {
    id: "not-here-anymore",
    family: "ideation",
    kind: "suicide",
    weight: 4,
    subject: "infer",
    pattern:
      `\\b(?:want|wanna|wish|rather|better|going|plan|ready|would like|need|hope|prefer|just want|deserve) (?:to )?(?:just )?(?:not|never) (?:be |being )?(?:here|around|alive|exist|existing|on this earth|in this world|anywhere|at all)\\b|\\bplan for (?:\\w+ ){0,2}is (?:simply |just )?to (?:not|never) (?:exist|be here|be around|wake up)\\b|\\b(?:do not|don t) think (?:i will|i ll|i am going to|i m going to|i will still) (?:be|make it|last|still be) ?(?:here|around|alive)? (?:much longer|for long|long|another|till|until|to see|past)\\b|\\b(?:will not|won't|will no longer|not going to|no longer going to|might not|may not|probably will not|probably won't) (?:be )?(?:here|around|alive|living|breathing) (?:much longer|for long|anymore|any more|tomorrow|next week|either way|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?= either way| anyway| \\||$)|by (?:tomorrow|morning|friday|monday|the weekend|next week|christmas|then|the end of the week|the time)|after tonight|after today|after this week|to see (?:christmas|my birthday|tomorrow|next year|the new year|another))\\b`,
    unless: new RegExp(`\\b(?:${ordinaryAbsence})\\b`),
  },
  {
    id: "disappear",
    family: "ideation",
    kind: "suicide",
    weight: 2.5,
    subject: "infer",
    pattern:
      `\\b(?:${wishVerbs}|could|should|would|might|will) (?:to )?(?:just )?(?:disappear|vanish|fade away|fade out|evaporate|stop existing|cease to exist|not exist|be erased|be deleted|go away|not be born|melt away|be forgotten)\\b`,
    unless:
      /\bfor (?:a|the|one|two|three|a few|some) (?:while|week|day|days|weekend|bit|month|hour|hours|night|evening|minutes?)\b|\bon (?:a|an) (?:island|holiday|vacation|trip)|\bfrom (?:social media|this group|the internet|twitter|instagram|facebook|the party|the office|work)|\bmy (?:acne|pain|headache|debt|anxiety|fear|problems?|worries|stress)\b/,
  },
  {
    id: "disappear-forever",
    family: "ideation",
    kind: "suicide",
    weight: 4,
    subject: "infer",
    pattern:
      `\\b(?:disappear|vanish|fade away|go away|be gone|leave|sleep|stop|rest)\\b ?(?:forever|for good|permanently|and never come back|and never return|completely from|from this world|from existence|off the face of the earth|from the earth|from this life)\\b|\\b(?:leave this world|leave this earth|stop existing|cease to exist|exit this life|exit this world|check out of life|check out for good|check out early|clock out for good|clock out permanently|bow out of life|log off for good|log off permanently|log out of life)\\b`,
    unless:
      /\b(?:my|the|this|that|his|her) (?:pain|headache|acne|fear|anxiety|problem|debt|mess|stress|worry|worries|smell)\b|\bleave (?:this|the) (?:job|world of|city|town|company|church|relationship)\b/,
  },
  {
    id: "burden",
    family: "ideation",
    kind: "suicide",
    weight: 3.5,
    subject: "infer",
    pattern:
      `\\b(?:i am|i feel like|i feel|feel like i am|i am just|i am only|i have become|i became|i am such|being|i have been|i will always be|i will only ever be|i was born) (?:such |just |only |a huge |a big |a |the |an |nothing but |nothing more than |always |really |so much of |more of )*(?:burden|waste of space|waste of oxygen|waste of air|waste of life|drain|mistake|problem|weight|curse)\\b(?: (?:to|on|for) (?:everyone|everybody|my family|them|people|others|you all|the world|my kids|my parents|my wife|my husband|the people|all of them|those around me|my friends|the people i love|my children|my mom|my dad|my son|my daughter))?|\\bburden (?:to|on|for) (?:everyone|everybody|my family|them all|others|the people i love|those around me|my kids|my children|my parents|my wife|my husband)\\b|\\b(?:waste of (?:space|oxygen|air|skin))\\b`,
    // "I worry about becoming a burden to my children as I get older": the dependence of age feared ahead, not a life
    // felt to weigh on others now.
    unless:
      /\bmistake (?:at|in|on|with|of) |\bproblem (?:at|with|in|solver)\b|\bweight (?:loss|gain|training|room|of the)\b|\bburden of (?:proof|the|this|my|work|debt)|\b(?:becom(?:e|ing)|end(?:ing)? up|turn(?:ing)? into) (?:a |such a )?burden\b.{0,60}\b(?:as i (?:get|grow) older|when i (?:am|get) (?:old|older|frail)|in (?:my )?old age|as i age|getting older|if i (?:need care|get frail))\b/,
  },
  {
    id: "go-home-to-god",
    family: "ideation",
    kind: "suicide",
    weight: 3,
    subject: "infer",
    pattern:
      `\\b(?:want|ready|long|longing|wish|wanna|pray|praying|asking|time|hope|hoping|need|can not wait|cannot wait|yearn|yearning|just want) (?:to |i could |that i could |for god to let me )?(?:go home to|go be with|be with|join|see|meet|go to|go home|go up to) (?:god|jesus|the lord|my maker|heaven|my (?:late |dead |deceased )?(?:mom|dad|mother|father|wife|husband|son|daughter|brother|sister|baby|grandma|grandpa|friend|twin|child|kids|children|family))\\b(?:.{0,25}\\b(?:now|soon|tonight|already|sooner|today|right now|this week))`,
    unless:
      /\b(?:one day|someday|some day|when my time comes|when it is my time|in god s time|in his time|in his timing|at the end of my life|when i am old|eventually|after a long life)\b/,
  },
  {
    id: "spare-the-day",
    family: "intent",
    kind: "suicide",
    weight: 2.5,
    subject: "any",
    pattern:
      `\\b(?:so|so that) it (?:does not|doesn t|won t|will not) (?:ruin|spoil|fall on|land on) (?:that day|the day|her birthday|his birthday|their birthday|christmas|the holidays|her day|his day)\\b|\\b(?:before|after) (?:my|her|his) (?:daughter s|son s|kids |wife s|husband s)? ?(?:birthday|wedding|recital|graduation|visit)\\b.{0,40}\\b(?:so (?:she|he|they)|ruin|spoil)\\b`,
  },
  {
    id: "end-of-it",
    family: "ideation",
    kind: "suicide",
    weight: 3.5,
    subject: "any",
    pattern:
      `\\b(?:that would|that d|that will|that ll|it would|it d|and that would|and that d|and that s|and that is) be the end of (?:it|me|everything|all of it|my troubles)\\b|\\b(?:i will|i ll|i would|going to|gonna) (?:also )?do the same\\b|\\binsurance (?:would|will|could) (?:clear|pay off|cover|sort) (?:the|my|our) (?:loans|debts|debt|mortgage|bills)\\b`,
    unless: /\b(?:game|season|match|film|movie|book|series|show|class|course|project|job)\b/,
  },
  {
    id: "hit-by-a-car",
    family: "ideation",
    kind: "suicide",
    weight: 3.5,
    subject: "any",
    pattern:
      `\\b(?:hope|wish|pray|praying|hoping|wishing) (?:that )?(?:i|that i) (?:get|gets|would get|will get|got) (?:hit|run over|killed|shot|cancer|sick and die)\\b|\\b(?:wish|hope|pray|praying|hoping|wishing) (?:that )?(?:a|the|some|a random|a stray) (?:car|bus|truck|train|lorry|plane|stray bullet|drunk driver|meteor|asteroid|tree) (?:would |will |could |might )?(?:just )?(?:hit|hits|kill|kills|run me over|runs me over|crash|crashes|take me out|takes me out|fall on me|falls on me)\\b|\\b(?:hope|hoping|wish|wishing|pray|praying)\\b.{0,10}\\b(?:the plane|my plane|this plane|my flight)\\b.{0,20}\\b(?:crashes|goes down|go down|crash|never lands|falls)\\b`,
  },
  {
    id: "if-i-died",
    family: "ideation",
    kind: "suicide",
    weight: 3.5,
    subject: "any",
    pattern:
      `\\bif i (?:died|die|was gone|were gone|disappeared|was dead|were dead|did not wake up|never woke up|killed myself|ended it|was not here)\\b.{0,40}\\b(?:nobody|no one|would not care|do not care|not care|relief|relieved|better|happier|notice|miss me|care|mind|free|easier|lighter)\\b`,
  },
  {
    id: "rope-verb",
    family: "ideation",
    kind: "suicide",
    weight: 4,
    subject: "infer",
    pattern:
      `\\b(?:going to|will|want to|about to|should|might|ready to|time to|just|gonna|plan to|wanna|finally) (?:just )?(?:rope|ctb|catch the bus)\\b`,
  },
  // Someone else at risk: not the visitor's danger, but the same services help the people around them.
  {
    id: "someone-else-at-risk",
    family: "ideation",
    kind: "suicide",
    weight: 4,
    subject: "infer",
    pattern:
      `\\b(?:kill|killing|killed|end|ending|off|offing|hang|hanging|hanged|hung|shoot|shooting|shot) (?:himself|herself|themselves|themself)\\b(?! (?:in the foot|up|out)\\b)|\\b(?:end|ending|take|taking|took) (?:his|her|their) (?:own )?life\\b|\\b(?:he|she|they) (?:is|are|seems|seem|was|were|has been|have been) (?:really |so |very |feeling )?suicidal\\b|\\b(?:wishes|wished|wish) (?:that )?(?:he|she|they) (?:was|were|could be|would be|had) (?:just )?(?:dead|gone|never (?:been )?born|not here|not alive)\\b`,
  },
  // Hopelessness: not danger on its own, a weight that joins others.
  {
    id: "can-not-go-on",
    family: "hopelessness",
    kind: "suicide",
    weight: 2,
    subject: "any",
    negatable: false,
    pattern:
      `\\b(?:can not|could not|unable to|not able to|no longer able to|do not think i can|do not know how (?:much longer )?i can|do not know if i can|not sure i can|not sure how much longer i can) (?:go on|keep going|do this|do it|take it|take this|take any more|take anymore|take much more|handle it|handle this|cope|keep doing this|live like this|keep living like this|carry on|continue|bear it|bear this|stand it|face (?:tomorrow|another day|it|anyone|the world)|survive this|get through this|get through (?:another|one more) (?:day|night)|see a way out|see a future|see the point|keep fighting|fight anymore|fight this|hold on|hang on|last much longer|live with (?:myself|this|it)|breathe|be here)\\b`,
    unless:
      /\b(?:job|work|class|classes|school|exam|exams|homework|math|maths|problem|puzzle|equation|quiz|essay|crossword|workout|boss|traffic|noise|weather|diet|project|deadline|commute|neighbou?rs?|roommate|flatmate|semester|course|shift|assignment|coworker|manager|heat|snow|cold|rain|commute|toddler|teething|renovation|landlord|this game|this level|this show|this song|the wait|waiting|meeting|pain in my|back pain|knee|migraine|hangover)\b/,
  },
  {
    // "I want to go home to be with Jesus", "take me home, Lord", "I just want to be with my mom again": a longing to be
    // gone in the words of faith or grief, which can be peace or a wish to die; asked about plainly, never assumed.
    id: "longing-to-be-gone",
    unlessAnywhere: true,
    family: "hopelessness",
    kind: "suicide",
    weight: 2,
    subject: "any",
    negatable: false,
    pattern:
      `\\b(?:want|wish|long|longing|ready|can not wait|cannot wait|just want) to (?:go home (?:to be )?with|be with) (?:jesus|god|the lord|my (?:mom|mum|mother|dad|father|baby|grandma|grandpa|nan|gran) (?:again|in heaven))\\b|\\btake me home(?: now)? (?:lord|god|jesus)\\b|\\b(?:i am|i m|im) ready to (?:go home|meet (?:god|jesus|my maker))\\b`,
    unless:
      /\b(?:for (?:christmas|thanksgiving|easter|the holidays|dinner|the weekend|lunch)|at (?:church|mass|the service)|in (?:prayer|worship|church|the morning)|closer|more|every day|daily|always|tonight at|this weekend|on sunday|visit|not yet|healthy as|in (?:his|god s) (?:own )?(?:time|timing)|when (?:my|the) time comes|someday|one day)\b/,
  },
  {
    id: "can-not-anymore",
    family: "hopelessness",
    kind: "suicide",
    weight: 1,
    subject: "any",
    negatable: false,
    pattern: `\\b(?:anymore|any more|any longer|much longer)\\b`,
  },
  {
    id: "hopeless",
    family: "hopelessness",
    kind: "suicide",
    weight: 1,
    subject: "any",
    pattern:
      `\\b(?:hopeless|no hope|lost all hope|lost hope|no way out|no escape|no exit|trapped|no future|no light|darkness|numb|empty inside|worthless|useless|pointless|meaningless|nothing matters|nothing will ever change|never (?:going to )?get better|will never get better|it will never end|it never ends|never stops|give up|given up|gave up|giving up|done trying|done fighting|tired of fighting|tired of trying|tired of everything|tired of it all|sick of everything|sick of it all|can not win|failure|broken|exhausted|unbearable|unlovable|alone|all alone|so alone|nobody cares|no one cares|everyone hates me|everybody hates me|hate myself|hate my life|hate being alive|hate existing|hate waking up|ruin everything|ruined everything|ruin everyones|destroy everything|in the way|dragging everyone down|weigh everyone down|pain|hurts so much|suffering|darkness|dark place|dark thoughts|bad thoughts|intrusive thoughts|voices)\\b`,
  },
  {
    id: "make-it-stop",
    family: "hopelessness",
    kind: "suicide",
    weight: 2,
    subject: "any",
    pattern:
      `\\b(?:want|need|wish|just want|make|pray|beg|begging) (?:for )?(?:it|this|the pain|everything|it all|all of it|the voices|my thoughts|my brain|my mind|my heart|the hurt|the thoughts|the suffering|life) (?:all |just )?(?:to )?(?:stop|end|be over|go away|shut up|quiet|go quiet)\\b`,
  },
  {
    id: "give-up-on-life",
    family: "ideation",
    kind: "suicide",
    weight: 3.5,
    subject: "infer",
    pattern:
      `\\bgiv(?:e|ing|en)? up on (?:life|living|everything|this life|being alive|staying alive|myself and life)\\b|\\bgave up on (?:life|living|everything|being alive)\\b`,
  },
  // Intent and plans: a decision, a plan, a time.
  {
    id: "have-a-plan",
    unlessAnywhere: true,
    family: "plan",
    kind: "suicide",
    weight: 2,
    subject: "infer",
    pattern:
      `\\b(?:have|got|made|make|making|finished|worked out|figured out|came up with|come up with|wrote|written|settled on|picked|chose|chosen|set|decided on) (?:a|the|my|out a|up a) (?:plan|method|way|date|day|time|spot|place|exit plan|exit)\\b|\\bplan(?:ned|ning)? (?:it|everything|how|when|the day|out how|my death|my exit|my goodbye|my way out|my last)\\b|\\bknow (?:exactly )?(?:how|when|where) (?:i am going to|i will|i would|i want to|i am gonna|to) do it\\b|\\b(?:the|my) (?:plan|method) is (?:ready|set|done|simple)\\b|\\b(?:figured|worked|thought) (?:it|everything|it all) (?:out|through)\\b|\\b(?:already )?(?:figured out|worked out|thought of|planned) (?:everything|every detail|the details|how)\\b|\\bplanning (?:this|it) for (?:weeks|months|days|a while|a long time)\\b|\\b(?:have|got|had) (?:it|everything) all (?:worked out|planned|figured out|sorted|arranged)\\b|\\b(?:seen|found|picked|chose|chosen|checked|scouted) (?:the|a) (?:place|spot)\\b.{0,40}\\b(?:where|to) (?:it|i) (?:can|could|will) (?:be done|do it|happen)\\b`,
    unless:
      /\bhow (?:should|do|can|could|would|might|to) (?:i |we )?plan (?:it|this|that)\b|\b(?:with my (?:therapist|counsel\w*|doctor|psychiatrist|care team|gp|social worker)|safety plan|crisis plan|treatment plan|care plan|plan for (?:the|my|our) (?:week|weekend|day|future|career|wedding|trip|garden|retirement)|plan for (?:the |my |our )?(?:next|coming|this) (?:month|week|weeks|year|few)|(?:help me|help us|you help me|lets|let s|let us) (?:make|come up with|work out|figure out) a plan|(?:study|reading|meal|business|budget|workout|prayer|action|game|financial|savings|job ?search) plan)\b/,
  },
  {
    id: "decided",
    family: "intent",
    kind: "suicide",
    weight: 2,
    subject: "any",
    pattern:
      `\\b(?:i (?:already )?decide it|already decided|i have decided|i decided|i made up my mind|made up my mind|my mind is made up|it is decided|no turning back|no going back|point of no return|nothing will stop me|nobody can stop me|no one can stop me|no one will stop me|too late to stop|it is time|the time has come|my time has come|i am ready now|i am at peace with it|i am at peace with my decision|at peace with my decision|this is it|it is happening(?! (?:more|less|again|a lot|so often|too often|often|every|all the time|regularly|at (?:night|work|school)))|it ends (?:tonight|today|tomorrow|now|here|soon|this week))\\b`,
    unless:
      /\b(?:the vet|vet (?:agrees|says|said)|doctors? (?:agree|agrees|say|says|said))\b|\b(?:with my (?:oncologist|doctor|consultant|care team|gp|surgeon|specialist)|hospice|palliative|stop chemo|stop treatment|(?:when|if|whether) it is time)\b/,
  },
  {
    id: "go-through-with-it",
    family: "intent",
    kind: "suicide",
    weight: 3,
    subject: "infer",
    pattern:
      `\\b(?:going to|will|ready to|about to|finally going to|plan to|planning to|want to|try to|trying to|gonna|decided to|brave enough to|courage to|strong enough to|do not know if i will|might|scared i will|afraid i will|worried i will|think i will|think i am going to) (?:finally |actually |really |just |go and )?(?:go through with it|go through with this|do something stupid|do something drastic|do something i can not take back|do something i will regret|do something permanent|do something to myself|do something bad to myself|make it all stop|make it stop for good|end the pain for good|end this pain for good|end this for good|act on (?:it|them|these thoughts|my thoughts|the thoughts))\\b`,
  },
  {
    id: "do-it",
    family: "intent",
    kind: "suicide",
    weight: 1.5,
    subject: "infer",
    pattern:
      `\\b(?:going to|will|ready to|about to|finally going to|plan to|planning to|gonna|decided to|brave enough to|courage to|strong enough to|might|think i will|think i am going to|scared i will|afraid i will) (?:finally |actually |really |just )?(?:do it|do this|end it|end this|make it stop|make it end|end the pain|end this pain)\\b`,
  },
  {
    id: "timing",
    family: "timing",
    kind: "suicide",
    weight: 1,
    subject: "any",
    pattern:
      `\\b(?:tonight|tomorrow|this weekend|this week|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|soon|today|in a few (?:hours|days)|in an hour|before (?:morning|sunrise|dawn|christmas|my birthday|the weekend|anyone wakes up)|when (?:everyone|they|my (?:wife|husband|family|parents|kids|roommate|mom|dad)) (?:is|are|goes|go) (?:asleep|gone|at work|out|to sleep|to bed)|after (?:the kids|my kids|everyone) (?:go|goes|leave|are)|at midnight|right now|after (?:christmas|the holidays|my birthday|the funeral|the wedding|dark)|once (?:everyone|they) (?:is|are) asleep|this time|the last time|one last time|when (?:my|the) (?:shift|class|work|school|meeting|day|term) (?:ends|is over|finishes)|after (?:work|my shift|dinner|school|class|the funeral|my sister s visit|her visit|his visit|they leave|she leaves|he leaves)|get through .{0,30} first|just need to .{0,30} first|new year s eve|on my birthday|this saturday|this sunday|this friday|this monday|in a few hours|sunday|monday|tuesday|wednesday|thursday|friday|saturday|end of the month|end of the week|next week|after (?:the|my|her|his) \\w+ (?:is paid|is over|recital|party|birthday|visit|exam)|(?:once|when|after) .{0,30} (?:is|are|goes|go|gets|get) (?:asleep|gone|out|away|empty|at work|in bed|to sleep|to bed)|for the house to be empty|house is empty|the \\d{1,2} \\d\\d (?:train|bus|ferry)|at \\d{1,2}(?: \\d\\d)? ?(?:am|pm) (?:tonight|tomorrow|today))\\b`,
  },
  // Methods and means, with the visitor's own hand.
  {
    id: "take-all-pills",
    family: "method",
    kind: "suicide",
    weight: 4,
    subject: "infer",
    pattern:
      `\\b(?:swallow|swallowing|take|taking|down|downing|chug|chugging|neck|necking|eat|eating|pop|popping|ingest|ingesting|overdose on|overdosing on|od on|use|using|inject|injecting|mix|mixing|drink|drinking) (?:${bigQuantity})\\b.{0,40}\\b(?:${means})\\b`,
    unless:
      /\b(?:vitamins?|supplements?|allergy|antibiotics?|prescribed|doctor said|as directed|course of|a day|per day|each day|every day|daily|a week|transplant|forget one|forget to take)\b/,
  },
  {
    id: "overdose",
    family: "method",
    kind: "suicide",
    weight: 3.5,
    subject: "infer",
    topical: "question",
    pattern: `\\b(?:overdose|overdosing|overdosed|od on)\\b`,
    unless:
      /\baccident(?:al|ally)?\b|\bnarcan\b|\bnaloxone\b|\bopioid crisis\b|\boverdose (?:response|training|prevention|awareness|kit|reversal|crisis|deaths|epidemic|rates?|statistics|on (?:sugar|caffeine))\b|\b(?:patients?|clients?|residents?|the ward|a&e|er|shift|paramedic|nurse|pharmacist|work)\b/,
  },
  {
    id: "hang",
    family: "method",
    kind: "suicide",
    weight: 4,
    subject: "infer",
    pattern:
      `\\b(?:hang|hanging|hanged|hung) (?:my ?self)\\b|\\b(?:noose|nooses)\\b|\\b(?:tie|tied|tying|knot|knotted|bought|buy|buying|got|get|getting|have|ready|hung|hang|hanging|put up|set up|check|checked|checking|test|tested|testing|looped|loop|fixed|fix)\\b.{0,25}\\b(?:rope|belt|cord|cable|sheet|scarf|extension cord|dog leash|leash|tie)\\b.{0,40}\\b(?:beam|ceiling|rafter|rafters|neck|closet rod|closet|doorknob|door frame|tree|branch|banister|stairs|strong enough|hold my weight|hold me|what it is for|what it s for|for myself|for me|hang|the garage|the attic|the loft|the shed)\\b`,
    unless:
      /\b(?:installation|exhibit\w*|sculpture|artwork|gallery|museum|lynching|history of|climb|climbing|boat|sailing|camping|tent|hammock|swing|tow|towing|gym|crossfit|jump rope|skipping|washing line|clothesline|decoration|lights|plant|plants|picture|painting|curtain|curtains|christmas)\b/,
  },
  {
    id: "rope-bought",
    family: "method",
    kind: "suicide",
    weight: 1.5,
    subject: "infer",
    pattern:
      `\\b(?:bought|buy|buying|got|get|have|ordered|order|found|keep|kept|hid|hide|hidden) (?:a |some |the |myself a |strong |thick )?(?:rope|ropes)\\b`,
    unless:
      /\b(?:climb|climbing|boat|sailing|camping|tent|hammock|swing|tow|towing|gym|crossfit|jump rope|skipping|washing line|clothesline|dog|horse|garden|project|craft|macrame|tug of war)\b/,
  },
  {
    id: "knows-what-its-for",
    family: "intent",
    kind: "suicide",
    weight: 2.5,
    subject: "any",
    pattern:
      `\\bknow (?:exactly |full well |very well )?what (?:it is|its|it|the rope is|that is|they are|the pills are|the gun is|the blade is|this is|these are|it will be|i bought it|i got it|i need it|i am going to use it|it s) (?:for|used for)\\b|\\bwe both know what (?:it is|its|it) for\\b|\\b(?:it is|its|it s|they are|that is) not for (?:camping|climbing|the garden|a project|work|decoration|the boat|the dog|hiking|my tent|sleep|my back|pain|a headache|hunting|the range|what you think|anything good)\\b`,
  },
  {
    id: "jump",
    family: "method",
    kind: "suicide",
    weight: 3.5,
    subject: "infer",
    pattern:
      `\\b(?:jump|jumping|jumped|leap|leaping|throw myself|throwing myself|step|stepping|fall|falling|walk|walking|drive|driving|hurl myself|fling myself|launch myself|let myself fall|let go) (?:off|from|of|over|in front of|out in front of|under|onto|out of|out|down from|over the edge of|off the edge of|off the top of|from the top of) (?:a|the|that|this|my|our|an|some|the top of|the edge of|the side of)? ?(?:bridge|roof|rooftop|building|cliff|balcony|ledge|overpass|tower|car park|parking garage|parking structure|window|train|tracks|bus|truck|lorry|traffic|oncoming traffic|subway|metro|tube|platform|highway|motorway|freeway|edge|top floor|dam|high rise|skyscraper|apartment|railing|viaduct|flyover|moving car|train tracks|stairwell|staircase|atrium|multi storey|multistorey|block of flats|tower block|(?:[a-z]+ ){1,2}(?:stairwell|staircase|atrium|building|bridge|roof|car park|tower))\\b`,
    unless:
      /\b(?:bungee|parachute|paraglid\w*|skydiv\w*|base jump\w*|cliff div\w*|pool|trampoline|diving board|for fun|on holiday|vacation|swimming|swim|the lake with|into the water with|dare|stunt|parkour|movie|film|scene|game|minecraft|fortnite|the bus stop|the bus to|the train to|the train at|catch the train|the next station)\b/,
  },
  {
    // "I'm going to jump tonight", said with nothing to jump into or onto.
    id: "going-to-jump",
    family: "intent",
    kind: "suicide",
    weight: 3.5,
    subject: "self",
    pattern:
      `\\b(?:i am|i m|im|i will|i ll|ill) (?:going to|gonna|about to|ready to|finally going to) jump\\b(?! (?:rope|start|in|into|on|onto|around|up|over|the queue|ship|to conclusions|at|for|with|back|right|high|higher|the gun|through|out of (?:a|the) (?:plane|aeroplane|airplane)|from (?:a|the) plane|a car|the car|the battery|in line|the line|on a call|on the call|on a plane|on a train))(?= (?:tonight|today|now|soon|tomorrow|this time|for real|i mean it)\\b|\\s*$| \\|)`,
    unless:
      /\b(?:bungee|parachute|paraglid\w*|skydiv\w*|base jump\w*|trampoline|pool|swim\w*|dance|game|minecraft|fortnite|roblox|hurdles?|long jump|high jump|triple jump|ski jump|horse|rope)\b/,
  },
  {
    id: "train-tracks",
    family: "method",
    kind: "suicide",
    weight: 3.5,
    subject: "infer",
    pattern:
      `\\b(?:lie|lying|lay|laying|stand|standing|wait|waiting|step|stepping|walk|walking|jump|jumping|sit|sitting|go|going)\\b.{0,20}\\b(?:on|onto|in front of|across|near|by|down on|to) (?:the|a)? ?(?:train tracks|railway tracks|railroad tracks|tracks|railway line|rail line|train line|platform edge|edge of the platform|path of a train|path of the train|oncoming train|next train|express train|freight train)\\b`,
    unless:
      /\b(?:photo|photos|picture|pictures|photograph|model train|toy|commute|station to|waiting for my|platform \d|platform for)\b/,
  },
  {
    id: "crash-car",
    family: "method",
    kind: "suicide",
    weight: 3.5,
    subject: "infer",
    pattern:
      `\\b(?:drive|driving|drove|crash|crashing|steer|steering|swerve|swerving|wrap|wrapping|run|running|aim|aiming|slam|slamming|floor it|speed|speeding|ram|ramming|veer|veering|turn the wheel|jerk the wheel|let go of the wheel)\\b.{0,25}\\b(?:into|off|over|head on into|headfirst into|head first into|in front of) (?:a|the|an|that|some|oncoming|on coming)? ?(?:tree|wall|pole|lamp post|lamppost|bridge|cliff|river|truck|lorry|oncoming traffic|traffic|barrier|guardrail|concrete|lake|sea|embankment|ditch|semi|bus|train|pillar|overpass|canyon|ravine|median)\\b|\\b(?:make|made|making|so) it (?:look|looks|looked|seem|seems|seemed) like an accident\\b`,
    unless:
      /\b(?:nearly|almost) (?:drove|crashed|hit)\b|\bsomeone (?:drove|crashed)\b|\bicy|\bice\b|\bslipped\b|\bbrakes failed\b|\bdrunk driver\b/,
  },
  {
    id: "gun",
    family: "method",
    kind: "suicide",
    weight: 4,
    subject: "infer",
    pattern:
      `\\b(?:shoot|shooting|shot) (?:my ?self|me in the head)\\b|\\bblow my (?:brains|head) out\\b|\\beat(?:ing)? (?:a|my|the) (?:bullet|gun|pistol|rifle)\\b|\\b(?:gun|pistol|handgun|rifle|shotgun|firearm|revolver|barrel|glock)\\b.{0,25}\\b(?:to|in|against|into) my (?:head|mouth|temple|chest|chin)\\b|\\bpull (?:the|that) trigger\\b|\\bbullet (?:for|with my name on it for|in my head|through my head)\\b`,
    unless:
      /\b(?:shooting range|gun range|hunting trip|target practice|paintball|airsoft|nerf|movie|video game|photo|camera)\b|\bshot (?:my ?self|me) in the foot\b/,
  },
  {
    id: "gun-access",
    unlessAnywhere: true,
    family: "method",
    kind: "suicide",
    weight: 1.5,
    subject: "infer",
    pattern:
      `\\b(?:buy|bought|buying|get|got|getting|have|has|keep|keeps|kept|took|take|taking|borrowed|borrow|found|find|know where|loaded|load|loading|holding|hold|holding|stole|steal|cleaning) (?:a|the|my|his|her|dad s|dads|my dad s|my dads|my husband s|my husbands|grandpa s|grandpas|a loaded|the loaded)? ?(?:gun|guns|pistol|handgun|rifle|shotgun|firearm|revolver|bullets|ammo|ammunition)\\b`,
    unless:
      /\b(?:shooting range|gun range|hunting trip|hunting season|went hunting|go hunting|going hunting|license|licence|collection|collector|safe storage|lockbox|paintball|airsoft|nerf|gun club|competition|deer|duck|pheasant|hunt\w*|elk|turkey|season opens|opening day)\b/,
  },
  {
    id: "wrists",
    family: "method",
    kind: "suicide",
    weight: 4,
    subject: "infer",
    pattern:
      `\\b(?:slit|slitting|slice|slicing|sliced|open|opening|carve|carving|hack|hacking|stab|stabbing|cut|cutting|cuts) (?:open |up |into |across |down )?(?:my|both|both my|into my|up my|across my)? ?(?:wrists?|veins?|throat|arteries|artery|jugular)\\b|\\b(?:knife|blade|razor|glass|scalpel|box cutter|scissors)\\b.{0,20}\\b(?:to|on|against|across|into|over) my (?:wrists?|throat|veins?|neck)\\b`,
    unless:
      /\bby accident\b|\baccidentally\b|\bbroken glass (?:on|in) the\b|\bwhile (?:cooking|cleaning|chopping)\b|\bpaper cut\b|\bcarpal\b|\bsurgery\b|\bwatch\b|\bbracelet\b/,
  },
  {
    id: "stockpile",
    family: "preparation",
    kind: "suicide",
    weight: 3.5,
    subject: "infer",
    pattern:
      `\\b(?:stockpil\\w*|sav(?:e|ed|ing)|hoard\\w*|collect\\w*|stash\\w*|squirrel\\w*|kept|keeping|stor(?:e|ed|ing)|gathering|gather|gathered|building up|piling up|been putting aside|put aside|putting aside|saving up|save up|hiding|hid|not taking|stopped taking|skipping) (?:up |away |aside )?(?:my |all my |some of my |the |a bunch of |enough |extra |all of my |all the |each of my |old )?(?:${means})\\b.{0,30}\\b(?:for|until|just in case|in case|incase|enough|one day|for when|for the day|for later|for a reason|to take|to use|so that|hidden|in a drawer|under|secretly|secret)\\b|\\b(?:have|got|saved|collected|stockpiled|hoarded|gathered) (?:enough|plenty of|a lot of|a stash of|a supply of|a stockpile of|a hoard of|months of|weeks of) (?:${means})\\b|\\benough (?:${means})\\b.{0,30}\\b(?:to (?:die|kill|end|do it|not wake up|overdose|od|make sure)|for (?:the job|it|me|myself))\\b|\\b(?:stockpil\\w*|hoard\\w*|stash\\w*|squirrel\\w* away|secretly (?:saving|keeping|collecting)|setting aside|set aside|bringing home)\\b.{0,40}\\b(?:${means}|tablets|boxes)\\b|(?<!\\b(?:don'?t|dont|do not|doesn'?t|didn'?t|never|not|won'?t)(?: really| even| yet| quite| ever)? )\\b(?:i have|i have got|got|now have|i now have|have) (?:more than )?enough(?: now| already| saved| for it| of them)?(?= \\||$)`,
    unless:
      /\b(?:antarctic\w*|expedition|research|season|deploy\w*|posting|months away|abroad|overseas|let me take extra|pharmacy|pharmacist|refill|trip|travel|vacation|holiday|shortage|expired|disposal|dispose|doctor told|as prescribed|to stay healthy)\b/,
  },
  {
    id: "other-means",
    family: "method",
    kind: "suicide",
    weight: 4,
    subject: "infer",
    pattern:
      `\\b(?:drown|drowning|poison|poisoning|gas|gassing|suffocate|suffocating|electrocute|electrocuting|freeze|freezing|set fire to|burn|burning|starve) (?:my ?self)(?: to death)?\\b|\\bwalk(?:ing)? into the (?:sea|ocean|river|lake|water|waves|cold water|icy water)\\b.{0,20}\\b(?:and|until|never|not come|not stop|not turn|keep going|forever)\\b|\\b(?:going to|gonna|will|about to|plan to|planning to|want to|wanna) walk (?:into|in to) the (?:sea|ocean|river|lake|water|waves)\\b|\\binto the (?:sea|ocean|river|lake|waves|water) (?:and (?:not|never) (?:come|came|coming) back|and keep (?:walking|going|swimming)|until i (?:can not|could not) (?:breathe|stand|come back))\\b|\\bdrink(?:ing)? (?:the )?(?:bleach|antifreeze|poison|pesticide|weed killer|rat poison|paraquat|drain cleaner)\\b|\\b(?:car|engine|exhaust) (?:running )?(?:in|inside) the (?:closed )?garage\\b|\\b(?:carbon monoxide|charcoal|helium|exit bag|suicide bag|hose from the exhaust|hose to the exhaust)\\b.{0,40}\\b(?:myself|my room|my car|my bedroom|the car|tent|seal|sealed|tape|taped|plan|bought|buy|get|got|ready)\\b`,
    unless: /\b(?:detector|alarm|leak|balloon|balloons|barbecue|bbq|grill|poisoning from|food poisoning|allergy)\b/,
  },
  // Asking how: lethal amounts, painless ways, heights, how long it takes. Never answered.
  {
    id: "how-many-to-die",
    family: "method-seeking",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\bhow (?:many|much)\\b.{0,50}\\b(?:it would take to (?:die|go|sleep|not|end|simply)|it will take|it takes|would be enough|to die|to kill|kill (?:you|me|a person|someone|somebody|an adult|a human|a man|a woman|myself)|be fatal|is fatal|are fatal|fatal|lethal|deadly|overdose|to od|to not wake up|never wake up|to end it|to end my life|to stop (?:my|your|a|the) heart|would it take|does it take|would kill|will kill|to be enough|before (?:it kills|you die|i die|someone dies|death)|to make sure|to do it|to go to sleep forever|to sleep forever|to not wake|until (?:you|i) die)\\b`,
    unless:
      /\b(?:health class|debate|school project|assignment|coursework|essay|lesson plan)\b|\bhow many (?:people|times|years|days|deaths|lives|children|soldiers|christians|martyrs|animals)\b/,
  },
  {
    id: "too-much",
    family: "method-seeking",
    kind: "suicide",
    weight: 2,
    subject: "any",
    pattern:
      `\\bhow (?:many|much)\\b.{0,40}\\b(?:is too (?:many|much)|is dangerous|would be dangerous|can (?:you|i|someone) take before)\\b`,
    // A group, a reading or a schedule asked about ("how many people is too many for a small group").
    unless:
      /\bhow (?:many|much) (?:people|guests|members|friends|kids|children|students|chapters|verses|pages|books|hours|minutes|days|sessions|prayers|words|questions)\b|\bvitamins?\b|\bsupplements?\b|\bvitamin [a-z]\d*\b|\biu\b/,
  },
  {
    id: "lethal-dose",
    family: "method-seeking",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:lethal|fatal|deadly|killing|overdose|od|toxic|ld50|ld 50|poisonous) (?:dose|doses|dosage|amount|amounts|quantity|level|limit|threshold|combination|mix|number)\\b|\\bld ?50\\b`,
    unless:
      /\b(?:dog|cat|puppy|kitten|pet|horse|chocolate|grapes|xylitol|caffeine|coffee|energy drinks?|water|salt|vitamin)\b/,
  },
  {
    id: "painless-way",
    family: "method-seeking",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:painless|painlessly|easiest|easy|easier|quickest|quick|quicker|fastest|fast|best|surest|sure|quietest|quiet|peaceful|peacefully|least painful|less painful|most effective|effective|simplest|cleanest|reliable|gentle|gentlest|humane|most humane|most certain|guaranteed|foolproof|fool proof)\\b.{0,15}\\b(?:way|ways|method|methods|means|option|options|technique|manner)\\b.{0,15}\\b(?:to die|to go|of dying|to kill (?:myself|yourself|oneself|someone|a person)|to end (?:it|my life|your life|one s life|ones life|things|it all|myself)|to commit suicide|of suicide|for suicide|to do it|to off myself|to check out|to end myself|suicide|out of (?:life|this life|this world)|to not wake up|to go to sleep forever|to exit)\\b|\\b(?:die|end it|kill myself|commit suicide|go) (?:painlessly|peacefully|quickly|quietly|without pain|without (?:it )?hurting|in my sleep)\\b`,
    unless:
      /\b(?:hospice|palliative|end of life care)\b|\b(?:dog|cat|pet|horse|fish|hamster|rabbit|vet|euthanasia for|put down|character|game|minecraft|plants?|weeds?|bugs?|mice|rats?|wasps?|ants|cockroach\w*|tell his disciples|risen from the dead)\b/,
  },
  {
    id: "how-to-die",
    family: "method-seeking",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:how (?:to|do i|do you|does one|can i|could i|would i|should i|would someone|does someone|can someone|can you|could you|do people|would a person|might i|is it possible to)|ways to|tips (?:to|for|on)|steps to|guide to|tutorial on|instructions for|instructions on|methods? (?:to|of|for)|show me how to|tell me how to|teach me how to|explain how to|what is the best way to|what s the best way to) (?:best |safely |properly |successfully |quickly |painlessly |peacefully |easily |finally |actually )?(?:kill (?:myself|yourself|oneself|themselves|ourselves)|die|commit suicide|suicide|hang (?:myself|yourself|oneself)|overdose|od|end (?:my|your|one s|ones|their|his|her|someone s|a) life|end it|slit|cut (?:my|your) wrists?|cut deep|tie a noose|make a noose|jump off|not wake up|disappear forever|off (?:myself|yourself)|self delete|stop my heart|stop your heart|poison (?:myself|yourself)|drown (?:myself|yourself)|bleed out)\\b`,
    unless:
      /\b(?:in (?:minecraft|fortnite|the game|roblox|skyrim|gta)|die to (?:self|sin|the flesh)|die (?:well|with dignity|at peace) (?:as|in)|die of old age)\b/,
  },
  {
    id: "how-high",
    family: "method-seeking",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\bhow (?:high|tall|far|many (?:floors|storeys|stories|feet|meters|metres|flights))\\b.{0,50}\\b(?:die|dying|kill|killing|fatal|lethal|survive|survivable|deadly|death|guarantee)\\b`,
    unless:
      /\b(?:climb\w*|belay\w*|boulder\w*|abseil\w*|fall factors?|harness|paraglid\w*|cat|dog|ant|insect|egg|phone|physics|homework|parachute|skydiv\w*)\b/,
  },
  {
    id: "how-long-to-die",
    family: "method-seeking",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\bhow long (?:can|does|would|will|could) (?:a person|someone|one|i|you|a body|a diabetic) (?:go|last|survive|live) without (?:insulin|food|water|eating|drinking|my (?:medication|meds|pills|insulin)|dialysis|oxygen)\\b.{0,30}\\b(?:over|dead|die|gone|the end)\\b|\\bhow long (?:does it|would it|will it|it takes|it would take|it will take|it took|until|before|till|to|do you|does one|do i|would i|can you)\\b.{0,40}\\b(?:die|dead|bleed out|lose consciousness|fall unconscious|pass out|suffocate|stop breathing|brain (?:damage|dead)|the pills (?:work|kick in)|pills to work|it to work|drown|organs? (?:fail|shut down)|liver (?:fail|failure))\\b`,
    unless:
      /\b(?:plant|plants|flowers?|battery|phone|cells?|fish|goldfish|bacteria|virus|yeast|tree|cancer|dementia|als|hospice|tumou?r|disease|illness)\b/,
  },
  {
    id: "how-deep-to-cut",
    family: "method-seeking",
    kind: "self-harm",
    weight: 4,
    subject: "any",
    pattern:
      `\\bhow (?:deep|hard|far|long)\\b.{0,30}\\b(?:cut|cuts|slice|stab|burn)\\b.{0,20}\\b(?:to|before|until|so|without|for)\\b`,
    unless:
      /\b(?:wood|hair|paper|fabric|onion|meat|vegetables|board|tile|tree|branch|roses?|plants?|grass|lawn|steak|cake|bread)\b/,
  },
  {
    id: "which-pills-kill",
    family: "method-seeking",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:which|what|any) (?:pills|medication|drugs|poison|poisons|chemicals|household chemicals|painkillers|drug|combination|mix|substances|over the counter|otc|plants)\\b.{0,40}\\b(?:kill (?:you|me|a person|someone|myself)|finish (?:you|me|a person|someone|off)|fatal|lethal|deadly|to die|overdose|stop (?:your|the|my|a) heart|not wake up|end it|make (?:you|me|someone) die|put you to sleep forever)\\b`,
    unless: /\b(?:dog|cat|pet|horse|plant|plants|garden|weeds?|bugs?|mice|rats?|pests?|cockroach\w*|ants)\b/,
  },
  {
    id: "would-it-kill-me",
    family: "method-seeking",
    kind: "suicide",
    weight: 3,
    subject: "any",
    pattern:
      `\\b(?:would|will|can|could|does|do|is|are)\\b.{0,50}\\b(?:kill me|be fatal|be lethal|be enough to (?:die|kill|do it|end it|not wake up)|enough to (?:kill|die)|kill a person|kill someone|make me die|stop my heart|make sure i (?:die|do not wake up)|put me to sleep forever|do the job|do the trick)\\b`,
    unless:
      /\b(?:dented|crashed the car|broke (?:the|a|my)|lost (?:my|the)|spilled|forgot|failed (?:my|the)|grades|curfew|report card|scratched the car)\b|\b(?:lol|lmao|haha|hahaha|spicy|pepper|curry|workout|hike|this heat|the heat|boss|mom|mum|dad|teacher|homework|exam|deadline|boredom|cringe|embarrassment|suspense|cuteness|coffee|caffeine|wife|husband|girlfriend|boyfriend|missus|anniversary|cigarettes?|smoking|smokes|fags|vap\w*|stress|this job|my job|junk food|sugar)\b/,
  },
  {
    id: "what-happens-if-take-all",
    family: "method-seeking",
    kind: "suicide",
    weight: 3.5,
    subject: "any",
    pattern:
      `\\bwhat (?:happens|would happen|will happen|if) (?:if |when )?(?:you|i|someone|a person|somebody|one)\\b.{0,15}\\b(?:take|takes|took|swallow|swallows|swallowed|drink|drinks|drank|eat|eats|ate|overdose|overdoses|mix|mixes)\\b.{0,15}\\b(?:${bigQuantity})\\b`,
    unless: /\b(?:vitamins?|gummies|candy|dog|cat|pet)\b/,
  },
  // Self-harm: hurting oneself on purpose.
  {
    id: "hurt-myself",
    family: "self-harm",
    kind: "self-harm",
    weight: 4,
    subject: "self",
    pattern:
      `\\b(?:cut|cuts|cutting|cutted|burn|burns|burning|burned|burnt|scratch|scratches|scratching|scratched|carve|carving|carved|slice|slicing|sliced|hit|hits|hitting|punch|punches|punching|punched|bang|banging|banged|bite|biting|hurt|hurts|hurting|harm|harms|harming|harmed|injure|injuring|injured|mutilate|mutilating|mutilated|pinch|pinching|bruise|bruising|bruised|stab|stabbing|stabbed|choke|choking|choked|strangle|strangling|starve|starving|starved|punish|punishing|punished|whip|whipping|scald|scalding|scar|scarring|bleed|bleeding) (?:my ?self|me ?self)\\b`,
    unless:
      /\b(?:chopping|slicing|onions|cooking|kitchen accident|by accident|accidentally|urgent care|stitches at|gardening|diy)\b|\b(?:by accident|accidentally|accident|at the gym|playing|lifting|running|exercising|skiing|snowboarding|skating|training|workout|working out|football|soccer|rugby|basketball|hockey|tennis|the stove|the oven|the iron|the pan|the kettle|cooking|shaving|slipped|fell|tripped|gardening|the door|the cupboard|carpentry|woodwork|hiking|climbing|yoga|sport|sports|practice|the game|a match|in the kitchen|paper cut|sunburn|sunburned|in the sun)\b/,
  },
  {
    // Purging, in the words people use for it: harm done to oneself through food, as starving oneself is above.
    id: "purging",
    family: "self-harm",
    kind: "self-harm",
    weight: 4,
    subject: "infer",
    pattern:
      `\\b(?:made|make|makes|making|force|forced|forces|forcing) (?:my ?self|me|herself|himself|themselves|themself) (?:throw up|be sick|sick|vomit|puke|purge)\\b|\\b(?:purging|purged|purge) (?:again|after|every|when|at|tonight|today|more)\\b|\\b(?:binge|binges|binging|bingeing|binged) and (?:purge|purges|purging|purged)\\b|\\b(?:throwing|threw|throw) up (?:after (?:i eat|eating|every meal|meals|dinner|lunch|breakfast)|on purpose|deliberately)\\b|\\bfingers down my throat\\b`,
    unless:
      /\b(?:poison(?:ed|ing)? (?:him|her|them|someone|the dog|the cat)|food poisoning|ate something bad|hangover|drank too much|too much to drink|after drinking|the flu|stomach bug|norovirus|pregnan\w*|morning sickness|chemo|migraine)\b/,
  },
  {
    id: "hurt-my-body",
    family: "self-harm",
    kind: "self-harm",
    weight: 3.5,
    subject: "infer",
    pattern:
      `\\b(?:cut|cuts|cutting|burn|burns|burning|burned|burnt|scratch|scratching|scratched|carve|carving|carved|slice|slicing|sliced|hit|hitting|punch|punching|bang|banging|bite|biting|pick|picking|rip|ripping|tear|tearing|stab|stabbing|dig|digging|gouge|gouging) (?:at |into |up )?(?:my|both my|into my|up my) (?:arms?|wrists?|thighs?|legs?|skin|stomach|belly|hips?|ankles?|chest|forearms?|shoulders?|face|body|flesh|scars|cuts|wounds|scabs)\\b`,
    unless:
      /\b(?:by accident|accidentally|accident|at the gym|playing|lifting|running|exercising|skiing|training|football|soccer|rugby|the stove|the oven|the iron|the pan|the kettle|cooking|shaving|slipped|fell|tripped|gardening|the door|a rock|a nail|glass on|rose bush|thorns|sunburn|in the sun|mosquito|bug bites|eczema|rash|allergy|itchy|surgery|doctor|tattoo|waxing)\b/,
  },
  {
    // "I burn it with lighters" of one's body: a tool of self-harm used on it.
    id: "hurt-it-with",
    family: "self-harm",
    kind: "self-harm",
    weight: 3.5,
    subject: "infer",
    pattern:
      `\\b(?:burn|burns|burning|burned|burnt|cut|cuts|cutting|scratch|scratches|scratching|scratched|carve|carving|carved) (?:it|them|my ?self|me|my (?:arms?|wrists?|thighs?|legs?|skin|stomach|body|hands?)) with (?:a |an |my |the )?(?:lighters?|cigarettes?|matches|match|razors?|razor blades?|blades?|sharpener blades?|compass)\\b`,
    unless:
      /\b(?:candles?|incense|sage|wick|paper|letters?|photos?|rope|thread|string|plastic|wood|bread|meat|vegetables|herbs|joint|fuse|wax|cake|hair|beard|nails?|tags?|labels?|fabric|cloth|wires?)\b/,
  },
  {
    id: "self-harm-words",
    family: "self-harm",
    kind: "self-harm",
    weight: 4,
    subject: "infer",
    topical: "question",
    pattern:
      `\\b(?:self harm|self harms|self harming|self harmed|self harmer|self injury|self injuring|self injure|self injures|self injured|self mutilation|self mutilating|self mutilates|non suicidal self injury|nssi)\\b|\\b(?:relapsed? on|urges? to|clean from|stopped|doing|did|started|back to|relapse|relapsed|my) sh\\b|\\bsh (?:again|scars|urges|wounds|cuts|relapse|tonight|today|last night)\\b`,
    unless: /\b(?:nails|nail biting|cuticles)\b/,
  },
  {
    // "Is cutting yourself a sin?": the act named for anyone, a question of teaching like "self-harm" itself.
    id: "self-harm-generic",
    family: "self-harm",
    kind: "self-harm",
    weight: 4,
    subject: "infer",
    topical: "question",
    pattern: `\\b(?:cut|cuts|cutting|burn|burns|burning|hurt|hurts|hurting|harm|harms|harming) (?:yourself|oneself)\\b`,
    unless: new RegExp(
      `\\b(?:cut|cutting) (?:yourself|oneself) (?:some slack|off|short|in|out)\\b|\\b(?:hurt|hurting|harm|harming) (?:yourself|oneself) (?:lifting|at the gym|playing|running|exercising|working out)\\b|${takeCareWarning}`,
    ),
  },
  {
    // "She cuts herself", "my son keeps hurting himself": someone else's self-harm. An accident ("he hurt himself
    // playing football", "she cut herself shaving") or an idiom ("cutting himself off", "burns herself out") is not.
    id: "harms-themselves",
    family: "self-harm",
    kind: "self-harm",
    weight: 4,
    subject: "infer",
    pattern:
      `\\b(?:cut|cuts|cutting|burns|burning|hurt|hurts|hurting|harm|harms|harming|scratches|scratching|hits|hitting|punishes|punishing) (?:himself|herself|themselves|themself)\\b(?! (?:out|off|up|short|some slack)\\b)`,
    unless:
      /\b(?:shaving|cooking|by accident|accidentally|accident|playing|at the gym|working out|exercising|skating|running|football|soccer|rugby|training|lifting|fell|falling|tripped|on (?:the|a|an|that|this|some) (?:glass|knife|can|tin|paper|edge|nail|stove|oven|iron|pan|kettle)|by (?:staying|being|not|working|keeping|letting|trying|refusing|holding|living|going))\b/,
  },
  {
    id: "urge-to-cut",
    family: "self-harm",
    kind: "self-harm",
    weight: 4,
    subject: "infer",
    pattern:
      `\\b(?:urge|urges|itch|itching|craving|cravings|need|needing|want|wanting|wanted|tempted|temptation|pull|desperate|dying) (?:to|for) (?:cut|burn|hurt myself|harm myself|self harm|bleed|feel the blade|scratch myself|hit myself|punish myself|feel pain|see blood|feel physical pain|make myself bleed|hurt my body)\\b`,
    // "I need to cut some toxic people out of my life", "cut out fried food": cutting something else.
    unless: everydayCutting,
  },
  {
    id: "blade",
    family: "self-harm",
    kind: "self-harm",
    weight: 3,
    subject: "infer",
    pattern:
      `\\b(?:took|take|taking|got|get|getting|broke|break|breaking|pulled|pull|popped|hid|hide|hiding|keep|keeping|kept|bought|buy|found|use|used|using|grabbed|grab|holding|hold|stare at|staring at|looked at|looking at|sharpened|hidden) (?:out )?(?:the |my |a |some |new |another )?(?:blade|blades|razor|razors|razor blade|razor blades|sharpener blade|box cutter|knife|scalpel)\\b.{0,30}\\b(?:sharpener|pencil sharpener|shaver|again|tonight|on myself|to cut|for cutting|my arm|my arms|my thigh|my thighs|my wrist|my skin|in my room|under my bed|in my drawer|in my bag|in my pencil case|in my wallet|in the bathroom|just in case|secretly|from my parents|from my mom|from my mum)\\b|\\b(?:took|take|taking|got|get|getting|broke|break|breaking|pulled|pull|popped) (?:the )?(?:blade|blades) (?:out of|from) \\b`,
    unless:
      /\b(?:cooking|kitchen|vegetables|onion|carrots|shaving my|woodwork|crafts?|art project|box|boxes|packages?|parcel|tape)\b/,
  },
  {
    id: "relapse",
    family: "self-harm",
    kind: "self-harm",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:relapse|relapsed|relapsing|broke my streak|lost my streak|ruined my streak|broke my clean streak)\\b.{0,60}\\b(?:cut|cutting|self harm|sh|blade|blades|burn|burning|hurt myself|harming|days clean|months clean|weeks clean|clean for)\\b|\\b(?:cut|cutting|self harm|sh|blade|burn|burning|hurt myself|harming)\\b.{0,60}\\b(?:relapse|relapsed|relapsing|broke my streak)\\b`,
    // "relapsed after 8 months clean. pills. my sponsor...": a relapse into using, told without harm to oneself.
    unless:
      /^(?![^]*\b(?:cut|cutting|self harm|sh|blade|blades|burn|burning|hurt myself|harming)\b)[^]*\b(?:pills|drink\w*|drunk|alcohol|beer|wine|vodka|weed|cocaine|coke|meth|heroin|opioids?|oxy\w*|using|used|sponsor|meetings?|aa|na|chip|sober|sobriety|gambl\w*|bet|vape|vaping|smok\w*|porn)\b/,
  },
  {
    id: "fresh-cuts",
    family: "self-harm",
    kind: "self-harm",
    weight: 3.5,
    subject: "infer",
    pattern:
      `\\b(?:fresh|new|open|deep|bleeding|infected|raw) (?:cuts|wounds|scars|burns|marks|lines)\\b|\\b(?:hide|hiding|hid|cover|covering|covered) (?:up )?(?:my |the )?(?:cuts|scars|wounds|burns|marks|arms|wrists|thighs)\\b|\\blong sleeves (?:to hide|so no one|so nobody|in summer|even in summer|all the time)\\b`,
    unless:
      /\b(?:surgery|surgical|c section|caesarean|operation|tattoo|acne|stretch marks|eczema|burn victim|fire|accident)\b/,
  },
  {
    id: "on-purpose",
    family: "self-harm",
    kind: "self-harm",
    weight: 4,
    subject: "infer",
    pattern:
      `\\b(?:hurt|cut|burn|hit|harm|starv|injur|bruis|scratch|bang|punch|crash|stab|bled|bleed|fall|fell|broke|break|pinch|bit|bite|smash|slam|kick|did it|do it|doing it|done it|put my (?:fist|hand|head|arm) through|drove my (?:fist|hand|head))\\w*\\b.{0,40}\\b(?:on purpose|deliberately|intentionally|purposely|purposefully)\\b|\\b(?:on purpose|deliberately|intentionally|purposely)\\b.{0,15}\\b(?:hurt|cut|burn|burned|hit|harm|starve|injure|bruise|scratch|bang|punch|crash)\\b`,
    unless:
      /\b(?:he|she|they|him|her|my (?:brother|sister|friend|dog|cat|kid|son|daughter))\b.{0,15}\b(?:on purpose|deliberately)\b/,
  },
  {
    id: "deserve-pain",
    family: "self-harm",
    kind: "self-harm",
    weight: 2,
    subject: "infer",
    pattern:
      `\\b(?:deserve|deserves|deserved|need|needs|needed|want|wanted) (?:to )?(?:feel )?(?:pain|to hurt|to bleed|to suffer|to be punished|punishment|to be hurt|physical pain)\\b|\\bpunish (?:myself|my body)\\b|\\bthe only way to feel (?:something|anything|better|real|in control)\\b|\\bpain (?:is the only thing that|makes me feel|helps me feel)\\b`,
  },
  // Already acting: something has been taken or done; emergency help first.
  {
    id: "took-pills",
    family: "already-acting",
    kind: "suicide",
    weight: 6,
    subject: "infer",
    pattern:
      `\\b(?:took|taken|swallowed|downed|ate|eaten|drank|drunk|necked|chugged|popped|had|injected|mixed|finished|emptied|used|use) (?:up )?(?:like |about |around |maybe |roughly |nearly |over )?(?:${bigQuantity})\\b.{0,40}\\b(?:${means})\\b|\\b(?:took|taken|swallowed|downed|popped|finished|emptied) (?:my|her|his|their|the|all (?:of )?(?:my|her|his|the)) (?:[\\w-]+ ){0,2}(?:${means})\\b(?: ,)? (?:the )?(?:whole|entire) (?:bottle|packet|box|pack|strip|lot)\\b`,
    unless:
      /\b(?:vitamins?|supplements?|allergy|antibiotics?|prescribed|as directed|course of|years ago|last year|when i was|as a teen|as a kid|in high school|in college|in \d{4})\b/,
  },
  {
    id: "pills-kicking-in",
    family: "already-acting",
    kind: "suicide",
    weight: 3,
    subject: "any",
    pattern:
      `\\b(?:pills|medication|it|they|drugs|the stuff|them|everything i took|what i took|what i swallowed|the overdose)\\b.{0,10}\\b(?:kicking in|starting to work|taking effect|starting to kick in|are working|is working|start to work|kicked in)\\b|\\b(?:started|starting|beginning|begin) to (?:feel|get) (?:sleepy|drowsy|dizzy|numb|woozy|heavy|faint|weird|sick)\\b.{0,30}\\b(?:pills|took|swallowed|medication|overdose)\\b`,
    unless:
      /\b(?:better|headache|pain relief|relief|calmer|relaxed|feel good|feeling good|working great|work well|antibiotics|antidepressants are|my mood)\b/,
  },
  {
    id: "bleeding-now",
    family: "already-acting",
    kind: "self-harm",
    weight: 6,
    subject: "infer",
    pattern:
      `\\b(?:cut|slit|sliced|stabbed|cut myself|cut my wrists?|cut my arm) (?:too deep|deep|deeper than (?:ever|usual|before|i meant)|really deep)\\b|\\b(?:bleeding|blood|the bleeding)\\b.{0,15}\\b(?:will not stop|wont stop|would not stop|is not stopping|everywhere|a lot|so much|too much|heavily|out|all over|can not stop|cannot stop|soaking)\\b`,
    unless:
      /\b(?:nose|nosebleed|period|gums|dentist|tooth|teeth|paper cut|shaving|finger|scraped knee|knee|cooking|kitchen|dog|cat|pet|horse)\b/,
  },
  {
    id: "at-the-edge",
    family: "already-acting",
    kind: "suicide",
    weight: 3,
    subject: "infer",
    pattern:
      `\\b(?:i am|standing|sitting|waiting|here|up|out|i am sitting|i am standing|currently|right now) (?:on|at|by|near|over|on top of|at the top of) (?:the|a|this|that) (?:edge|ledge|bridge|roof|rooftop|railing|tracks|platform edge|edge of the platform|cliff|cliff edge|dam wall|dam|parapet|overpass|top of (?:the|a) (?:building|bridge|car park|parking garage|tower|dam|cliff)|wrong side of the railing|other side of the railing|balcony railing)\\b`,
    unless:
      /\b(?:tour|grandkids|with my (?:kids|family|friends|grandkids|class)|sightseeing|photos?)\b|\b(?:view|sunset|sunrise|stars|photo|photos|picture|pictures|selfie|lunch|picnic|tourist|sightseeing|hike|hiking|fishing|beautiful|watching|concert|grand canyon|canyon|national park|first time seeing|awe|trip|vacation|holiday|club|card game|cards)\b/,
  },
  {
    id: "ready-now",
    family: "already-acting",
    kind: "suicide",
    weight: 6,
    subject: "any",
    pattern:
      `\\b(?:rope|noose|belt|cord)\\b.{0,15}\\b(?:is ready|is tied|is up|is set up|around my neck|over the beam|on the beam|is hanging|hanging from|tied to|is waiting)\\b|\\bgun (?:is )?(?:loaded|in my (?:hand|mouth|lap)|cocked)\\b|\\b(?:car|engine) (?:is )?running\\b.{0,20}\\bgarage\\b|\\b(?:pills|medication) (?:are |is )?(?:in my hand|in front of me|counted out|lined up|ready|laid out|on the table|poured out)\\b|\\b(?:blade|razor|knife) (?:is )?(?:in my hand|ready|on my wrist|against my)\\b|\\blooking down at the (?:water|street|tracks|ground|drop)\\b`,
    unless:
      /\b(?:climb|climbing|boat|camping|hunting|range|vitamins?|pill organi[sz]er|for the week|morning dose|evening dose)\b/,
  },
  {
    id: "already-done",
    family: "already-acting",
    kind: "suicide",
    weight: 2,
    subject: "any",
    pattern:
      `\\b(?:already|just) (?:did it|done it|started(?! (?:crying|to cry|laughing|to laugh|a |an |my |the |at |in |on |with |back |again|over|here|there|working|school|college|uni|university|reading|chanting|praying|learning|therapy|to |going|dating|seeing|attending|meditating|journaling))|took them|took it|swallowed them|swallowed it|took everything|took all of them|cut(?! (?:them|it|the|in half|back|down|out|my hair|my nails|ties|off|into))|hurt myself|did something|done something)\\b|\\bit is (?:already )?(?:done|too late)\\b|\\btoo late (?:now|to stop|for me|to save me|to call anyone|anyway)\\b`,
  },
  // Farewells and preparations.
  {
    id: "goodbye-note",
    family: "farewell",
    kind: "suicide",
    weight: 4.5,
    subject: "infer",
    pattern:
      `\\b(?:suicide|goodbye|farewell|good bye|final goodbye|last goodbye) (?:note|notes|letter|letters|message|messages|video|videos|post|posts|text|texts|email|emails|card)\\b`,
    unless:
      /\b(?:to my job|job|quit|quitting|resign\w*|my boss|the company)\b|\bgoodbye (?:card|party|message) (?:for|to) (?:my|our|a|the) (?:coworker|colleague|teacher|boss|friend who|neighbou?r)\b|\b(?:retir\w*|leaving do|moving away|farewell party|farewell dinner|going away)\b/,
  },
  {
    id: "letters-to-family",
    unlessAnywhere: true,
    family: "farewell",
    kind: "suicide",
    weight: 2,
    subject: "infer",
    pattern:
      `\\b(?:wrote|written|writing) to each of (?:them|my (?:kids|children|sons|daughters|family|friends|grandkids))\\b|\\b(?:wrote|written|writing|write|left|leaving|recorded|recording|made|finished|prepared|preparing) (?:out )?(?:letters|notes|a letter|a note|messages|a message|videos|a video|cards|a card)\\b.{0,25}\\b(?:to|for) (?:my|each of my|everyone|all of|the|each|every|all my)? ?(?:family|kids|children|mom|dad|parents|wife|husband|sister|brother|friends|son|daughter|loved ones|people i love|everyone|everybody|each of them|them all|grandkids)\\b`,
    unless: new RegExp(
      `\\b(?:(?:counsel+or|therapist|pastor|grief group|coach) (?:suggested|recommended|asked)|(?:i am|i m) \\d+ and healthy|legacy letters?)\\b|\\b(?:birthday|christmas|thank you|thank you for|wedding|graduation|holiday|anniversary|mother s day|father s day|valentine|party|vacation|trip|camp|deploy\\w*|from camp|pen pal)\\b|${lettersOfOthersOrToTheDead.source}`,
    ),
  },
  {
    id: "when-i-am-gone",
    family: "farewell",
    kind: "suicide",
    weight: 2.5,
    subject: "any",
    pattern:
      `\\b(?:when|after|once|for when|for after|by the time|after) (?:i am|i have|i will be|i ll be) (?:gone|dead|no longer here|not here|not around|no more|in the ground|six feet under)\\b|\\bafter i (?:die|kill myself|end it|do it|go|leave this world|am dead)\\b|\\bwhen i (?:do it|end it|kill myself|go through with it)\\b|\\bfor (?:after|when) i (?:am gone|go|die|do it)\\b`,
    unless:
      /\b(?:will|wills|funeral wishes|cremat\w*|buried|burial|organ donor|life insurance policy|estate|inheritance|when i am gone (?:for|on) (?:the|a|my) (?:trip|weekend|holiday|vacation))\b|\bwhen i am old\b/,
  },
  {
    // "said goodbye to my dog": one farewell cue, which adds up with others.
    id: "said-goodbye-to",
    unlessAnywhere: true,
    family: "farewell",
    kind: "suicide",
    weight: 2,
    subject: "infer",
    stack: true,
    pattern:
      `\\b(?:said|saying|say|have said) (?:my )?(?:goodbye|goodbyes|good bye|farewell|farewells) to (?:my|the|all my|everyone|everybody|each of|them|him|her)\\b`,
    unless:
      /\b(?:airport|station|trip|flight|moving|move|vacation|holiday|semester|college|deploy\w*|visit|weekend|vet|put down|put to sleep|passed|died|death|funeral|grave|hospice|cancer|last breath|rainbow bridge|euthanas\w*|old age|sick|school|bus|party|camp|last day|company|office|colleagues|coworkers|retir\w*|new job)\b/,
  },
  {
    // "sorry for all the questions about heaven lately... i'm ready now": readiness with one's death in view.
    id: "ready-for-death",
    family: "intent",
    kind: "suicide",
    weight: 3,
    subject: "any",
    pattern:
      `\\b(?:heaven|afterlife|after life|the other side|dying|death|die|paradise|pure land|next life|eternity|the end)\\b.{0,150}\\bi am (?:so |finally |truly |just )?ready(?: now| to go)?(?= \\||$)`,
    unless:
      /\b(?:accept|baptis\w*|baptiz\w*|saved|commit\w*|give my life|follow|convert\w*|learn|study|read|talk|share|listen|meditat\w*|chant\w*|pray)\b/,
  },
  {
    // "before i die... i want it to be tonight": a death the visitor wants at a time.
    id: "death-wanted-now",
    family: "intent",
    kind: "suicide",
    weight: 3.5,
    subject: "any",
    pattern:
      `\\b(?:i die|i am dead|my death|i am gone|my last breath|my end)\\b.{0,60}\\b(?:i want|i need|i would like|i hope|i am making|i will make) (?:it|this|one) (?:to )?(?:be |happen |for |by |ready for |ready by )?(?:tonight|today|right now|this morning|before morning|now|tomorrow(?: morning| night)?)\\b`,
  },
  {
    // "doing it this week": a doing with a time, which adds to what it refers to.
    id: "doing-it-soon",
    family: "intent",
    kind: "suicide",
    weight: 1.5,
    subject: "any",
    pattern:
      `\\b(?:doing|do|going to do|will do) it (?:tonight|tomorrow|this week|this weekend|today|soon|next week|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))\\b`,
  },
  {
    // "Will Jesus be there when it hits": the train awaited.
    id: "awaiting-impact",
    family: "method",
    kind: "suicide",
    weight: 3.5,
    subject: "any",
    pattern:
      `\\b${railWords}\\b.{0,150}\\bwhen (?:it|the train|that train|the subway|the metro) (?:hits|hit)(?: me)?\\b(?! (?:the|a|an|you|home|hard|us|them))`,
  },
  {
    id: "giving-away",
    family: "farewell",
    kind: "suicide",
    weight: 2.5,
    subject: "infer",
    pattern:
      `\\b(?:giving|gave|given|give|handing|handed|hand|sold|selling|sell|passing|passed|pass) (?:away|out|on|off)\\b.{0,30}\\b(?:all |most of |everything|my |all my |all of my |the rest of my )?(?:things|stuff|belongings|possessions|clothes|books|games|collection|jewelry|jewellery|guitar|console|pets?|dog|cat|plants|savings|money|everything i own|everything i have|everything|my things|my stuff|favourite|favorite|prized|treasured|xbox|playstation|ps5|switch|laptop|bike|car)\\b|\\bgave (?:my|all my|away my) (?:cat|dog|pets|guitar|stuff|things|games|savings) (?:to|away)\\b|\\b(?:dog|cat|pets?|puppy|kitten|bird|rabbit|hamster)\\b.{0,40}\\b(?:gave|given|giving|handed|rehomed) (?:him|her|them|it) (?:away )?to\\b|\\b(?:giving|gave|given|give|handing|handed) (?:my|all my|most of my|some of my) (?:things|stuff|belongings|possessions|clothes|books|guitar|jacket|records|games) away\\b`,
    unless:
      /\b(?:charity|donat\w*|declutter\w*|decluttering|moving|move|downsiz\w*|minimalis\w*|garage sale|yard sale|car boot|spring clean\w*|konmari|outgrown|too small|upgrade|upgrading|new one|christmas|birthday|gift|thrift|goodwill|marie kondo|renovat\w*)\b/,
  },
  {
    id: "will-not-need",
    family: "preparation",
    kind: "suicide",
    weight: 3,
    subject: "any",
    pattern:
      `\\b(?:will not|won't|do not|not going to|never going to|no longer|would not|will never) (?:need|be needing|have any use for|be using|have a use for|need any of)\\b.{0,25}\\b(?:anymore|any more|much longer|where i am going|after (?:tonight|this week|today|tomorrow|this)|soon|again|for long)\\b|\\bno (?:use|need) for (?:it|them|any of it|my things|money) where i am going\\b|\\b(?:will not|won t|do not|would not|will never) need (?:them|it|these|those|any of it|any of this|my things|my stuff|them anymore)(?= \\||$)`,
    unless:
      /\b(?:moving|move|trip|vacation|holiday|retir\w*|new job|graduat\w*|quit|quitting|upgrad\w*|diet|recover\w*|healed|better now|sober|clean now|cast|crutches|glasses|braces)\b/,
  },
  {
    // "after Friday it won't matter to me anymore": nothing mattering after a time.
    id: "will-not-matter",
    family: "preparation",
    kind: "suicide",
    weight: 3,
    subject: "any",
    pattern:
      `\\b(?:will not|won t|wont|is not going to|would not) matter to me (?:anymore|any more|after|by then|much longer)\\b|\\bnothing (?:will|is going to) matter (?:to me )?after (?:tonight|tomorrow|friday|saturday|sunday|monday|tuesday|wednesday|thursday|this week|the weekend)\\b`,
  },
  {
    // "I already have the petrol": a fuel for burning got ready.
    id: "fuel-ready",
    family: "method",
    kind: "suicide",
    weight: 3.5,
    subject: "any",
    pattern:
      `\\b(?:already |just )?(?:have|got|bought|filled|brought) (?:the|some|a can of|a jerry can of|a bottle of|enough) (?:petrol|gasoline|gas|kerosene|lighter fluid|paraffin)\\b`,
    unless:
      /\b(?:car|tank|mower|lawnmower|generator|station|price|prices|fill up|chainsaw|boat|bbq|barbecue|grill|camping|stove|heater|lamp|road trip|drive|driving|truck|bike|motorbike|scooter)\b/,
  },
  {
    id: "affairs-in-order",
    unlessAnywhere: true,
    family: "preparation",
    kind: "suicide",
    weight: 1.5,
    subject: "any",
    pattern:
      `\\b(?:affairs in order|sorted (?:out )?my (?:will|affairs|finances|accounts|passwords)|updated my will|wrote my will|writing my will|made my will|made a will|who gets my (?:things|stuff|cat|dog)|planned my (?:own )?funeral|planning my (?:own )?funeral|plan my (?:own )?funeral|my (?:own )?funeral (?:plans|songs|music)|deleted (?:all )?my (?:accounts|social media|photos|posts)|deleting (?:all )?my (?:accounts|social media)|cancelled my (?:subscriptions|appointments)|paid off (?:all )?my debts so)\\b`,
    unless:
      /\b(?:so (?:my|the|our) (?:children|kids|family|son|daughter) (?:do not|will not|would not) have to|healthy as|not yet|pre ?plan\w*|in advance|when (?:my|the) time comes|old age|(?:i am|at) (?:[89]\d|1\d\d)\b)/,
  },
  {
    id: "this-is-goodbye",
    unlessAnywhere: true,
    family: "farewell",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:this is|this will be|consider this|this is my|so this is|it is time to say|time to say|time for me to say|saying my|i am saying|wanted to say|want to say|just wanted to say|just want to say|i will say|here is my|this is the|one last|my final|my last|i came to say) (?:a |my |one last |a final |our )?(?:goodbye|good bye|farewell|final goodbye|last goodbye|goodbyes|final farewell|last words|final words|final message|last message|final post|last post|last entry|final entry)\\b|\\bgoodbye (?:everyone|everybody|all|world|cruel world|forever|for good|for the last time|my friends|guys|my loves|my family|to everyone|to you all|to all of you)\\b|\\bsaid (?:my |all my )?goodbyes\\b|\\b(?:thank you|thanks) for everything\\b.{0,40}\\b(?:sorry|forgive|i love you|take care of)\\b`,
    unless:
      /\b(?:(?:the kids|kids|children|the children|the family|my family) (?:want|wanted|need|would like) to say goodbye)\b|\b(?:dog|cat|pet|puppy|kitten|put to sleep|the vet|rabbit|hamster|horse)\b|\b(?:exams? (?:are |is )?done|off to|for a month|for the summer|trip|vacation|holiday|moving|move|graduat\w*|retir\w*|last day (?:at|of|with) (?:work|school|the job|the company|the office|the firm|my job|the team)|leaving the (?:company|team|job|group|church)|after \d+ years|new job|before i (?:leave|go) (?:for|on|to)|summer|semester|camp|see you (?:soon|next|later|tomorrow|in))\b/,
  },
  {
    id: "by-the-time",
    family: "farewell",
    kind: "suicide",
    weight: 5,
    subject: "any",
    pattern:
      `\\bby the time (?:you|anyone|someone|they|somebody|people|my (?:family|mom|dad|wife|husband|kids|friends|parents|sister|brother)) (?:read|reads|see|sees|find|finds|get|gets|hear|hears|open|opens|wake up|wakes up)\\b.{0,30}\\b(?:this|these|my|it|i)\\b`,
    unless:
      /\b(?:at work|at school|on (?:my|the) (?:way|plane|flight|trip)|landed|in (?:bed|the air)|asleep|back|home)\b/,
  },
  {
    id: "tell-family",
    family: "farewell",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:tell|please tell|let|make sure|can you tell|could you tell) my (?:mom|dad|mother|father|family|kids|children|wife|husband|sister|brother|son|daughter|parents|girlfriend|boyfriend|partner|friends|best friend|grandma|grandpa|nan) (?:know )?(?:that )?(?:i love (?:them|her|him|you)|i am sorry|i loved (?:them|her|him)|i did my best|it was not (?:their|her|his) fault|it is not (?:their|her|his) fault|i tried|goodbye|i will miss|not to blame themselves|i am at peace|i am in a better place)\\b`,
  },
  {
    id: "care-for-pets",
    family: "farewell",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:take care of|look after|feed|adopt|watch over|raise|care for|look out for) my (?:cat|dog|pets?|kids|children|son|daughter|plants|mom|baby|fish|hamster|bird|rabbit|little brother|little sister|family)\\b.{0,25}\\b(?:when i am gone|after i am gone|once i am gone|for me (?:after|when|once)|after (?:tonight|tomorrow|i go|i die)|when i go|if anything happens to me|if i am not around|when i am not around|after i leave this world|after this)\\b`,
    unless:
      /\b(?:trip|vacation|holiday|hospital|surgery|deploy\w*|business trip|away for|week|weekend|while i am away|travel\w*)\b/,
  },
  {
    id: "last-time",
    family: "farewell",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:my|the|this is my|this is the) (?:last|final) (?:day|night|morning|evening|week|sunset|sunrise|breath|meal|supper|moments?|hours?|birthday|christmas) (?:on earth|alive|in this world|of my life|ever|here|breathing|on this earth|before i go)\\b|\\b(?:last|final) (?:night|day|week|meal) (?:on earth|alive|of my life)\\b|\\blast time (?:i will|you will|anyone will|i am going to|i am ever going to|i ll) (?:ever )?(?:see|talk|write|speak|hear|text|message|post|say|wake)\\b|\\b(?:my|this) (?:last|final) (?:message|words|post|entry|letter|prayer)\\b`,
    unless:
      /\b(?:last (?:message|post) (?:got|was|in|on|about|from|you sent|i sent)|the last time i (?:saw|talked|spoke)|at (?:work|school|the office|camp)|semester|of (?:school|term|the holiday|vacation|summer|the year)|before (?:the|my) (?:holiday|vacation|trip|move|exam|surgery))\b/,
  },
  {
    id: "forgive-me-for",
    family: "farewell",
    kind: "suicide",
    weight: 5,
    subject: "any",
    pattern:
      `\\b(?:forgive|pardon) me (?:for|about) (?:what i am about to do|what i am going to do|leaving (?:you|like this|this way|early|everyone)|what comes next|what i will do|doing this|what i have to do|giving up|not being strong enough|taking the easy way|the pain i will cause|not saying goodbye)\\b|\\b(?:i am|i m) (?:so )?sorry for (?:what i am about to do|what i am going to do|leaving (?:you all|everyone|like this|this way)|giving up|not being strong enough)\\b`,
  },
  {
    id: "over-soon",
    family: "farewell",
    kind: "suicide",
    weight: 3.5,
    subject: "any",
    pattern:
      `\\b(?:it|this|all of this|everything|the pain|it all|my pain|the suffering|my suffering) (?:will|is going to|is gonna|shall) (?:all )?be over (?:soon|tonight|tomorrow|shortly|by morning|in a few hours|for good|forever|once and for all)\\b|\\bsee you (?:on the other side|in the next life|in another life|in heaven soon|all in heaven|in the afterlife)\\b|\\b(?:soon|tonight|tomorrow) (?:i will|i ll|i am going to|i shall) (?:be free|be at peace|be at rest|finally rest|finally be free|be with (?:god|jesus|my mom|my dad|mom|dad))\\b`,
    unless:
      /\b(?:exam|exams|semester|term|surgery|treatment|chemo|shift|week|pregnancy|trip|flight|wait|move|renovation|divorce|trial|project|deadline|game|match|season)\b/,
  },
  {
    id: "not-a-burden-soon",
    family: "farewell",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:will not|won't|will no longer|not going to|never going to|no longer|soon will not|will never) (?:be|have to) (?:a |anyone s |your |their |his |her |such a |the )?(?:burden|problem|bother|worry about me|deal with me|put up with me|trouble|worry|headache|disappointment|disappointment to (?:anyone|you|them))\\b.{0,25}\\b(?:anymore|any more|much longer|for long|soon|again|after tonight|after today|ever again)\\b|\\b(?:you|they|everyone|nobody|no one|my family) (?:will not|won't|will never|will no longer|do not|wont) (?:have to|need to) (?:worry about|deal with|put up with|take care of|look after|see|hear from) me (?:anymore|any more|much longer|again|ever again|for long|soon)\\b`,
  },
  // Abuse or violence from someone else, happening now.
  {
    id: "someone-hurts-me",
    family: "abuse",
    kind: "abuse",
    weight: 4,
    subject: "agent",
    pattern:
      `\\b(?:${violenceVerbs}) (?:on )?(?:me|my (?:face|neck|throat|arm|arms|body|hair|head|stomach|back|legs?)|us|my (?:mom|mother|kids|children|sister|brother|son|daughter|baby|little brother|little sister)|me and (?:my|the) (?:kids|children|mom|baby)|(?:mom|mum|my mom|the kids|my sister|my brother|the baby) and me)\\b|\\b(?:broke|broken|fractured|cracked|dislocated|bruised|burned|burnt|split) (?:two of |one of |a few of |some of )?my (?:fingers?|arms?|wrists?|nose|ribs?|jaw|tooth|teeth|hands?|legs?|collarbone|lips?|eyes?|skull|cheeks?)\\b`,
    unless:
      /\bcut (?:me|us) off\b(?! from)|\b(?:(?:forgive|forgiving|forgiveness (?:for|of|toward|towards)|compassion (?:for|toward|towards)|pray for|praying for|let go of|bless|move on from|heal from|healing from|get over|stop resenting|love|grieve|grieving|mourn|mourning|miss|missing) (?:someone|somebody|a person|people|those|the (?:person|people)|him|her|them|my \w+)(?: \w+)? (?:who|that) (?:really |deeply |badly |so |truly |once )?hurt me\b(?! (?:every|again|still|daily|all the time))|(?:who|that) hurt me (?:years|months|decades|a long time|so long|long) ago\b(?![^.!?]{0,60}\b(?:again|still|now|today|tonight|keeps?|every|anymore)\b)|hit me up|hits me up|not physically|hits? me with (?:a |an |the |your |his |her |their |some |this |that |these |those )?(?:worst |best |same |latest |terrible |awful |bad )?(?:puns?|jokes?|dad jokes?|compliments?|question|questions|idea|ideas|news|truth|fact|facts|song|joke|best shot|reality|curveball|link|recommendation|verse|quote|text|message|call|update|info|details|story|it|that|this)|hit me like|hit me hard (?:that|how)|it hit me|reality hit|it hurts me to (?:see|say|think|know|hear)|hurts me (?:to|when (?:i|people|others))|hurt me (?:deeply|so much) (?:when|by|that)|hurt (?:me|us) (?:so |very |really |more )?(?:deeply|emotionally|inside)\b(?![^.!?|]*\b(?:last night|tonight|today|this morning|again|still|every|daily|all the time|now|keeps?|scared|afraid|bleeding|bruised?s?)\b)|hurt (?:me|us) with (?:his|her|their|your|those|these|such|cruel|harsh|unkind)? ?words|forgiv\w*\b(?![^.!?|]*\b(?:last night|tonight|today|this morning|again|still|every|daily|all the time|now|keeps?|scared|afraid|bleeding|bruised?s?)\b)[^.!?|]{0,60}\bhurt me\b|pushes me to (?:be|do|grow|improve|study|work)|pushed me to (?:be|do|grow|improve|study|work)|throws me (?:off|a party|a curveball)|threw me (?:off|a party|a curveball)|kicked me out of (?:the|a) (?:game|group|chat|team|class)|locked me out of (?:my|the) (?:account|phone|computer)|holds me (?:accountable|up|close|tight)|held me (?:accountable|up|close|tight|in)|tied me (?:up in knots)|tickles?|tickling|playing|play fight|wrestl\w*|pillow fight|snowball|hug|hugs|hugged|kiss|kissed|dentist|doctor|nurse|massage|physio|chiropractor|tattoo|karate|boxing|sparring|judo|bjj|martial arts|in the game|video game|fortnite|minecraft|dream|nightmare|movie|film|show|book)\b/,
  },
  {
    id: "abused-now",
    family: "abuse",
    kind: "abuse",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:i am|i m|i keep|i have been|i ve been|keep|still|currently|am) (?:still |currently |constantly |always |being |getting |regularly |now )*(?:abused|beaten|hit|raped|molested|assaulted|trafficked|sold|choked|strangled|threatened|stalked|held captive|kept prisoner|kept locked|locked (?:in|up)|starved|groomed|exploited|pimped|controlled|hurt by|beaten by|hit by|abused by|punished|used|forced|manipulated into sex|coerced|blackmailed)\\b`,
    unless:
      /\b(?:hit by (?:a|the) (?:ball|car|wave|truck|bus|storm|flu|virus|bug|idea)|used to|controlled by (?:my|the) (?:anxiety|fear|thoughts|emotions|feelings)|forced to (?:choose|decide|wait|work overtime|take|miss|cancel|move)|punished by (?:god|karma|the universe|life)|threatened by (?:layoffs|redundancy|the|a) (?:storm|layoffs|changes)|stalked by (?:bad luck|anxiety|thoughts|memories))\b/,
  },
  {
    id: "was-abused",
    family: "abuse",
    kind: "abuse",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:i was|i got|i have been|i ve been|me and (?:my|the) \\w+ (?:were|got)) (?:just |recently |badly |again )?(?:raped|sexually assaulted|assaulted|attacked|beaten up|beaten|strangled|choked|molested|drugged|abused|stabbed|mugged|jumped|held down|kicked|punched|slapped|hit|pushed down the stairs|thrown)\\b`,
    unless:
      /\bthrown (?:on|onto) (?:the )?(?:scrap ?heap|shelf|dole|rubbish heap)\b|\bthrown (?:away|aside|under the bus|out of (?:school|college|uni|the team|the group|the band|the class|the choir))\b|\bjumped (?:at|on|by a (?:dog|spider)|into)\b|\bbeaten (?:at|in|by (?:my (?:brother|sister|friend|dad|mom) )?(?:at|in) (?:chess|cards|a game|the game|tennis|the race|scrabble|monopoly))\b/,
  },
  {
    id: "threat-to-kill",
    family: "abuse",
    kind: "abuse",
    weight: 4,
    subject: "agent",
    pattern:
      `\\b(?:threatens|threatened|threatening|threaten|said|says|saying|shouting|shouts|told me|swore|swears|promised|promises|warned|keeps saying|texts? me|screamed|screams|yelled|yells) (?:that )?(?:to|that he would|that she would|that they would|he would|she would|they would|he will|she will|they will|he is going to|she is going to|he d|she d|he ll|she ll|he will|if i .{0,20} he will|if i .{0,20} she will)? ?(?:kill|hurt|beat|shoot|stab|burn|strangle|choke|murder|end|destroy|take the kids|take my kids|take my children|take them (?:away|abroad|to (?:his|her) (?:country|family))|break my|cut me|bury me|finish me|get me)\\b|\\b(?:will|is going to|gonna|would|could) (?:actually |really |literally )?kill me (?:if i|when i|one day|someday|soon|tonight|this time|next time)\\b.{0,30}\\b(?:leave|tell|go|report|call|try|speak|talk|run|escape|say|police|anyone|divorce|custody)\\b|\\b(?:he|she|they|my (?:husband|wife|partner|boyfriend|girlfriend|ex|dad|father|stepdad|step dad|mom|mother|uncle|brother|pimp|boss)) (?:tried|tries|has tried|almost|nearly) to (?:kill|strangle|choke|drown|stab|shoot|run me over|poison) me\\b`,
    unless:
      /\b(?:mom will kill me|mum will kill me|dad will kill me|going to kill me (?:if|when) (?:she|he|they) (?:see|sees|find|finds|hear|hears) (?:my|the|about) (?:grades|report card|room|mess|bill|car|phone|haircut|tattoo|dent))\b/,
  },
  {
    id: "afraid-of-them",
    family: "abuse",
    kind: "abuse",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:afraid|scared|terrified|frightened|fear|fearing|worried|petrified)\\b.{0,25}\\b(?:he|she|they|my (?:husband|wife|partner|boyfriend|girlfriend|dad|father|mom|mother|step dad|stepfather|ex|uncle|brother|son|family|boss|pimp|in laws|roommate))\\b.{0,20}\\b(?:will|is going to|might|would|could|going to|gonna|is gonna) (?:kill|hurt|hit|beat|find|come for|come after|do something to|attack|take|rape|touch|strangle|choke|shoot|stab|punish) (?:me|us|my|the kids|the children)\\b|\\b(?:afraid|scared|terrified|fear|fearing|frightened) (?:for my life|for my safety|for my kids|for my children|to go home|of going home|to be home|to be at home|to go back home|for our lives|to sleep|to fall asleep) ?(?:because|when|with|since|at night|tonight)?\\b`,
    unless:
      /\b(?:spider|spiders|dark|ghost|ghosts|storm|thunder|exam|exams|test|results|job interview|interview|flying|heights|clowns|horror|movie|dream|nightmare|failing|not physically)\b/,
  },
  {
    id: "afraid-of-person",
    family: "abuse",
    kind: "abuse",
    weight: 3,
    subject: "any",
    pattern:
      `\\b(?:afraid|scared|terrified|frightened|petrified) of (?:my )?(?:husband|wife|partner|boyfriend|girlfriend|dad|father|mom|mother|step dad|stepfather|stepmom|ex|ex husband|ex boyfriend|uncle|brother|son|in laws|pimp|boss|roommate|him|her|them) (?:when|and|because|he|she|every|all|at|coming|getting)\\b`,
    unless:
      /\b(?:reaction|finding out|find out|finds out|disappoint\w*|what (?:he|she|they) (?:will|would) (?:say|think)|grades|telling (?:him|her|them))\b/,
  },
  {
    id: "not-safe-at-home",
    family: "abuse",
    kind: "abuse",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:not|never|do not feel|don t feel|no longer|not feel) safe (?:at home|in my (?:own )?(?:home|house|room|bed|family)|with (?:him|her|them|my (?:husband|wife|partner|boyfriend|girlfriend|dad|father|mom|mother|step dad|stepfather|family|uncle|brother|parents))|here|around (?:him|her|them|my)|living (?:here|with)|anymore at home|at night|in this house|when (?:he|she|they) (?:drinks|drink|is drunk|are drunk|gets angry|get angry|comes home))\\b|\\bfear for my life\\b|\\bin danger (?:at home|here|right now|now|from (?:him|her|them|my))\\b`,
  },
  {
    id: "passport-taken",
    family: "abuse",
    kind: "abuse",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:took|taken|take|takes|keeps|kept|keep|has|have|holding|holds|hold|hid|hides|hidden|confiscated|confiscate|stole|stolen|withholding|withholds|keeping|locked up|locked away|refuses to give back|will not give (?:me )?back|won t give (?:me )?back|won't give (?:me )?back|would not give (?:me )?back) (?:away )?(?:my|our|all my|all our) (?:passport|passports|papers|documents|id|ids|id cards?|visa|visas|identity card|identity documents|travel documents|work permits?|residence cards?|phone and passport|passport and phone)\\b`,
    unless:
      /\b(?:renew\w*|expired|lost my|embassy appointment|visa application|for safe keeping at the hotel|hotel (?:safe|reception))\b/,
  },
  {
    id: "forced-work",
    family: "abuse",
    kind: "abuse",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:forced|made|make|makes|forcing|making|forces) (?:me )?(?:to )?(?:work (?:for free|without pay|all day and night|every day without|to pay)|have sex|sleep with|sell (?:myself|my body|sex)|see clients|do sex work|beg|steal for|have sex with (?:men|strangers|his friends|clients)|do things i do not want|do sexual|touch (?:him|her|them)|watch porn|take (?:photos|pictures|videos) of|perform)\\b|\\b(?:sold me|selling me|trafficked me|trafficking me|pimping me|pimps me out|rents me out|renting me out)\\b|\\b(?:work|working|worked) (?:to )?(?:pay off|pay back|off) (?:a |the |my |our |his |their )?(?:debt|loan|travel costs|fee)\\b.{0,40}\\b(?:can not leave|cannot leave|not allowed|won t let|will not let|no pay|not paid|never paid|they say|he says|she says|locked|passport|threaten)\\b`,
  },
  {
    id: "not-allowed-to-leave",
    family: "abuse",
    kind: "abuse",
    weight: 3,
    subject: "any",
    pattern:
      `\\b(?:will not|won t|does not|do not|never|refuses to|refuse to) (?:let|allow) me (?:to )?(?:leave|go out|go outside|out of the house|see my (?:family|friends|parents)|call (?:my family|anyone|the police|my mom)|have (?:my )?(?:phone|money|keys|passport)|eat|sleep|go home|talk to anyone|use the phone|go to the doctor|go to the hospital|see a doctor)\\b|\\b(?:not allowed|not permitted|can not|cannot|unable) to (?:leave (?:the house|the apartment|the flat|the farm|the factory|the building|this place|here|him|her)|go out(?:side)?|go home|see my family|contact my family|call my family|call the police|escape)\\b`,
    unless:
      /\b(?:grounded|curfew|homework|covid|quarantine|lockdown|isolation|the doctor said|doctor says|until i finish|because of the snow|storm|exam)\b/,
  },
  {
    id: "comes-into-my-room",
    family: "abuse",
    kind: "abuse",
    weight: 4,
    subject: "agent",
    pattern:
      `\\b(?:comes|came|coming|sneaks|sneaked|snuck|gets|got|climbs|climbed|crawls|crawled|walks|walked|keeps coming|keeps sneaking) (?:into|in|in to|to) (?:my|our) (?:room|bed|bedroom|shower|bathroom)\\b.{0,40}\\b(?:at night|when|and|while|every|touch|touches|touched|without|naked|locks|lock|tells me|told me|secret)\\b|\\btouch(?:es|ed|ing)? me\\b.{0,40}\\b(?:at night|there|down there|private|privates|private parts|inappropriately|where|under my|when (?:no one|nobody|mom|mum|dad|my mom|my dad|everyone)|and (?:tells|told|says|said) me (?:not to tell|to keep)|secret|in my sleep|while i sleep|and i do not like it|i do not want)\\b|\\b(?:makes|made|tells|told|wants|wanted) me (?:to )?(?:keep (?:it|this|our)? ?(?:a |our )?secret|not tell (?:anyone|mom|mum|my mom|dad|anybody))\\b`,
    unless:
      /\b(?:cat|dog|puppy|kitten|pet|baby brother|baby sister|toddler|little one|nightmare|surprise party|birthday|present|gift)\b/,
  },
  {
    id: "hiding-from",
    family: "abuse",
    kind: "abuse",
    weight: 3,
    subject: "any",
    pattern:
      `\\b(?:hiding|hid|locked myself|lock myself|barricaded myself|barricade myself) (?:in|from|inside)\\b.{0,25}\\b(?:him|her|them|my (?:husband|wife|partner|boyfriend|girlfriend|dad|father|mom|mother|step dad|stepfather|ex|uncle|brother)|bathroom|closet|car|room)\\b.{0,40}\\b(?:he|she|they|drunk|angry|screaming|yelling|hurt|hit|kill|scared|afraid)\\b`,
  },
  {
    id: "injuries-from-them",
    family: "abuse",
    kind: "abuse",
    weight: 3.5,
    subject: "any",
    pattern:
      `\\b(?:bruises|bruised|black eye|marks on my (?:neck|arms|face|body)|split lip|broken (?:rib|ribs|arm|nose|wrist|finger)|fingerprints on my|welts|burn marks|bite marks)\\b.{0,50}\\b(?:he|she|they|him|her|my (?:husband|wife|partner|boyfriend|girlfriend|dad|mom|father|mother|step dad|stepfather|ex|uncle|brother|boss|pimp))\\b`,
    unless:
      /\b(?:fell|accident|sports?|football|rugby|boxing|karate|judo|playing|game|tripped|slipped|surgery|doctor|dentist|bumped|bruised reed|smoking flax)\b/,
  },
  {
    id: "they-are-coming",
    unlessAnywhere: true,
    family: "abuse",
    kind: "abuse",
    weight: 3,
    subject: "any",
    pattern:
      `\\b(?:he|she|they|my (?:ex|husband|partner|boyfriend|dad|father|step dad|stalker|pimp)|someone|a man)\\b.{0,15}\\b(?:is|are) (?:outside|at the door|coming (?:home|back|for me|after me)|following me|breaking in|trying to (?:get in|break in|find me)|banging on the door|parked outside|watching the house|on his way|on her way)\\b|\\b(?:he|she|my (?:husband|partner|boyfriend|dad|father|step dad))\\b.{0,10}\\b(?:is|will be|gets) (?:back|home) (?:at \\d+|by \\d+|soon|tonight|any minute|in an hour)\\b.{0,40}\\b(?:scared|afraid|terrified|do not know what (?:he|she) will do|hide|hiding|run|get out)\\b`,
    unless:
      /\b(?:delivery|pizza|uber|taxi|courier|postman|mailman|package|guests?|party|date|pick me up|picking me up|surprise|died|passed away|passed|death|dead|funeral|hospice|heaven|grave)\b/,
  },
  {
    id: "if-i-leave",
    family: "abuse",
    kind: "abuse",
    weight: 4,
    subject: "any",
    pattern:
      `\\bif i (?:leave|try to leave|ever leave|tell|tell anyone|tell someone|go to the police|call the police|report|speak up|say anything|run|run away|divorce|file for)\\b.{0,30}\\b(?:kill|hurt|beat|take the kids|take my kids|find me|come after|punish|hunt me|make me pay|he will|she will|they will|he ll|she ll|they ll)\\b`,
    unless: /\b(?:job|company|team|church|group|school|class|course)\b/,
  },
  // A question about the morality of one's own death.
  {
    id: "would-god-forgive",
    family: "morality",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:forgive|forgiven|forgiveness|pardon|punish|punished|punishment|condemn|condemned|damn|damned|accept|accepted|let me in|let me into|welcome|reject|rejected|hell|heaven|judge|judged|judgement|judgment|understand|hate|hates|angry|sin|sinful|sins|karma|karmic|reborn|rebirth|next life|lower realm|lower realms|hell realm|bad rebirth|afterlife|purgatory|unforgivable|mortal sin|grave sin|paradise|saved|salvation|lose my salvation|go to hell|go to heaven|burn)\\b.{0,80}\\b(?:if i|when i|for me to|after i|if i were to|if i was to|should i|if someone like me|for killing myself|for ending my life|for taking my own life|my suicide|my own suicide)\\b ?(?:just |finally |ever |actually |really )?(?:kill|killed|end|ended|take|took|taking|commit|committed|did it|do it|died by|die by|go through with it|gave up|give up|killing myself|ending my life|taking my own life|ending it|ended it|end it|ended things|end things|left this world|leave this world|overdose|overdosed|hang|hanged|jump|jumped|suicide|didn t wake up|did not wake up|chose to die|choose to die|decided to die)\\b|\\b(?:if i|when i|for me to|if i were to|if i was to)\\b ?(?:just |finally |ever |actually |really )?(?:kill myself|killed myself|end my life|ended my life|take my own life|took my own life|take my life|took my life|end it all|ended it all|end it|ended it|end things|commit suicide|committed suicide|die by suicide|died by suicide|go early|went early|do it|did it|go through with it)\\b.{0,80}\\b(?:forgive|forgiven|forgiveness|pardon|punish|punished|condemn|condemned|damned|accept|reject|hell|heaven|judge|judged|sin|sinful|karma|karmic|reborn|rebirth|next life|lower realms?|afterlife|purgatory|unforgivable|paradise|saved|salvation|god|jesus|buddha|allah|lord)\\b`,
  },
  // Euphemisms and indirect ways of saying the same things.
  {
    id: "life-over",
    family: "ideation",
    kind: "suicide",
    weight: 4,
    subject: "infer",
    pattern:
      `\\b(?:want|wish|need|ready for|pray for|hope|hoping|praying|wanting|waiting for|longing for|just want|would like) (?:for )?(?:my life|this life|my existence|this existence|me) (?:to )?(?:be over|end|stop|be done|be finished|to be over|to end)\\b|\\b(?:want|wish|need|hope|hoping|pray|praying|just want|waiting for) (?:for )?(?:it all|everything|all of this|all of it|this|it) (?:to )?(?:all )?(?:be over|end|be done)\\b.{0,20}\\b(?:forever|for good|permanently|finally|already|hurry|soon|now)\\b`,
  },
  {
    id: "nice-to-not-be",
    family: "ideation",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:nice|good|easier|better|peaceful|a relief|relief|lovely|simpler|best|fine|okay|ok|happy|glad|relieved)(?: it (?:would|will|must|might|could) be)? (?:to|if i|if i could|if i just|for me to) (?:just |simply |finally )?(?:not be|not exist|not wake up|stop existing|stopped existing|disappear|disappeared|be gone|was gone|were gone|be dead|was dead|die|died|fade away|not be here|not be around|not be alive|sleep forever|never wake up|not woke up|did not wake up|stopped breathing|stop breathing)\\b`,
  },
  {
    id: "waiting-to-die",
    family: "ideation",
    kind: "suicide",
    weight: 3.5,
    subject: "infer",
    pattern:
      `\\b(?:just |only |simply )?waiting (?:to die|for death|for the end|for it to end|to go|for god to take me|for my turn|for my time|for it all to end|for the day i die|out my days|to be gone)\\b|\\bwant (?:it|death|the end) to hurry( up)?\\b|\\bhurry up and (?:die|end|take me)\\b`,
  },
  {
    id: "no-future",
    family: "ideation",
    kind: "suicide",
    weight: 3.5,
    subject: "infer",
    pattern:
      `\\b(?:can not|could not|do not|no longer|never) (?:picture|imagine|see|envision) (?:myself|me|a future|my future|any future|me being) (?:at|in|living|alive|being|past|making it|growing|getting|reaching|older|old|next year|a year|ten years|\\d+|there|anymore|at all|any more)\\b|\\b(?:stopped|stop) (?:seeing|believing in|imagining) (?:a|my|any) future\\b|\\bwill not (?:make it|live) (?:to|until|past) (?:\\d+|my birthday|christmas|next year|the end of)\\b`,
  },
  {
    id: "pass-away-wish",
    family: "ideation",
    kind: "suicide",
    weight: 3.5,
    subject: "any",
    pattern:
      `\\b(?:hope|hoping|wish|wishing|pray|praying)\\b.{0,30}\\b(?:comes back bad|is cancer|is terminal|is positive|is malignant|kills me|finishes me|takes me|ends it|end it all|so (?:this|it|everything) (?:can|could|would|will) (?:all )?be over)\\b|\\bso (?:this|it|everything|all of this) (?:can|could|would|will) (?:all |finally )?(?:be over|end)\\b.{0,10}$|\\b(?:hope|hoping|pray|praying|want|wish) (?:that )?my (?:heart|body|lungs|kidneys|liver) (?:will |would |just |simply )*(?:give out|gives out|stop|stops|fail|fails|quit|quits|give up)\\b`,
  },
  {
    id: "would-not-step-back",
    family: "ideation",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:if|when) (?:a|the) (?:car|bus|truck|lorry|train|tram|van)\\b.{0,30}\\b(?:would not|will not|wouldn t|won t|do not|did not|would not even|not) (?:step back|move|get out of the way|jump back|stop|dodge|run|try)\\b|\\b(?:if|when) (?:a|the) (?:car|bus|truck|lorry|train) (?:hit|hits|killed|kills|took|takes) me\\b.{0,40}\\b(?:relieved|fine|not mind|happy|glad|okay|good|a relief|better|grateful|thankful)\\b`,
  },
  {
    id: "better-off-without",
    family: "ideation",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:better|happier|easier|richer|freer|lighter|safer|calmer) (?:off |spot |place |position |situation |life |)(?:[a-z]+ ){0,3}without me\\b|\\b(?:everyone|everybody|they|the kids|my kids|my family|the world|my parents|my wife|my husband|my children|people) (?:would|will) (?:all )?(?:be|do) (?:so much |much |way |a lot )?(?:better|happier) off\\b(?! (?:if (?:we|they|you)|with (?:a|the|more)))|\\binsurance (?:money |payout |policy )?(?:would|will) (?:sort|take care of|fix|cover|help|pay)\\b`,
    unless:
      /\b(?:(?:the |this |that |our |my )?(?:family )?(?:reunion|party|meeting|trip|team|game|wedding|dinner|event|group chat|chat|band|class|project|choir|night out|holiday|office) (?:would|will|might) be (?:so much |much |a lot )?better (?:off )?without me)\b/,
  },
  {
    id: "taking-up-space",
    family: "ideation",
    kind: "suicide",
    weight: 3,
    subject: "infer",
    pattern:
      `\\b(?:just |only )?(?:taking up|wasting|using up) (?:space|oxygen|air|room|resources|everyone s time)\\b|\\bno one (?:needs|wants|would need) me\\b|\\bnobody (?:needs|wants|would need) me\\b|\\bwhat is (?:even |really |honestly |the )?(?:the )?point (?:of|in) (?:me|my life|living|being alive|staying alive|going on|carrying on|anything|any of it|it all|existing|trying anymore|getting up|waking up|even trying)\\b|\\bwhy (?:even )?(?:keep going|go on|keep living|bother living|stay alive|keep trying|bother anymore|keep fighting|bother waking up|exist)\\b`,
  },
  {
    id: "euphemism-for-good",
    family: "ideation",
    kind: "suicide",
    weight: 4,
    subject: "infer",
    pattern:
      `\\b(?:check|checking|checked|clock|clocking|log|logging|bow|bowing|tap|tapping|sign|signing|leave|leaving|go|going|exit|exiting|out|gone|done|finished|stop|stopping|quit|quitting|leave this party|go away|going away|be out) (?:out |off |on )?(?:permanently|for good|forever|for real this time|once and for all|and i mean (?:it|permanently|for good|forever))\\b|\\b(?:checking|clocking|logging|bowing|tapping) out\\b.{0,30}\\b(?:and i mean|permanently|for good|forever|of life|of this life|of this world|early)\\b`,
    unless:
      /\b(?:twitter|instagram|facebook|tiktok|social media|the group|the chat|the server|this app|the app|smoking|drinking|vaping|alcohol|sugar|caffeine|my job|the job|school|college|the team|the church|the band|the relationship|him|her|them)\b/,
  },
  {
    id: "go-home-early",
    family: "ideation",
    kind: "suicide",
    weight: 4,
    subject: "any",
    // Leaving work or school early, or early enough to arrive in time, is the day's business.
    unless:
      /\b(?:(?:from|for|to|at) (?:work|school|the office|class|college|practice|the party|my shift)|early enough|enough to (?:arrive|get there|catch|beat|make it)|to (?:beat|avoid) (?:the )?traffic|time to spare)\b/,
    pattern:
      `\\b(?:coming|going|go|come|went|gone|get|leave|leaving|die|dying|check out|checking out) (?:home |to heaven |to god |to jesus |to him )?(?:to (?:the lord|god|jesus|heaven) )?(?:early|sooner|before my time|ahead of time|on my own|by myself)\\b|\\bby my own (?:hand|choice|will|doing)\\b|\\b(?:leave|leaving|left|end|ending|exit|exiting) (?:this|my) (?:life|world|body|earthly life) (?:early|by|on my own|myself|tonight|soon|now|before)\\b|\\b(?:take|taking|took) matters into my own hands\\b`,
  },
  {
    id: "then-i-can-go",
    family: "farewell",
    kind: "suicide",
    weight: 3.5,
    subject: "any",
    pattern:
      `\\b(?:then|after that|once that is done|once (?:that|this|everything|it) is (?:done|sorted|settled)|after (?:that|this)) i (?:can|will|am free to|may|could) (?:finally )?(?:go|leave|rest|die|let go|be at peace|be free|stop)\\b(?! (?:to|and|back|home for|out|shopping|on holiday|on vacation))`,
  },
  {
    id: "do-what-they-did",
    family: "ideation",
    kind: "suicide",
    weight: 3,
    subject: "any",
    pattern:
      `\\b(?:do|did|doing) (?:what|the same (?:thing )?(?:as|that)) (?:he|she|they|judas|samson|saul|my (?:dad|father|mom|mother|brother|sister|friend|uncle|cousin)) did\\b|\\b(?:okay|ok|alright|fine|allowed|right) for me (?:too|as well)\\b|\\bthe only way (?:out|to pay|to fix|to make (?:it|this|things) right|to stop|to end|to escape|to atone|for me)\\b`,
  },
  {
    id: "if-i-die-now",
    family: "ideation",
    kind: "suicide",
    weight: 3.5,
    subject: "any",
    pattern:
      `\\bif i (?:die|died|killed myself|ended it|end it|went|go) (?:now|today|tonight|this week|soon|early|young)\\b|\\bif i (?:do|did) it\\b.{0,40}\\b(?:soul|spirit|heaven|hell|forgive|karma|reborn|rebirth|next life|afterlife|judge|peace|stuck|wander|punish)\\b|\\b(?:forgive|forgiven|accept|understand|punish)\\b.{0,20}\\bif i (?:did|do)(?: it)?\\b`,
  },
  {
    id: "give-it-up",
    family: "ideation",
    kind: "suicide",
    weight: 3.5,
    subject: "any",
    pattern:
      `\\b(?:my life|mine|life)\\b.{0,60}\\b(?:give it up|end it|throw it away|let it go|give mine up|end mine|be rid of it|hand it back)\\b`,
    unless: /\b(?:smoking|drinking|habit|job|career|dream|business|the house|the car|the dog|the cat)\b/,
  },
  {
    // "opened old wounds tonight, literally. and i want to go deeper"; "they're too deep this time".
    id: "cutting-deeper",
    family: "self-harm",
    kind: "self-harm",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:wounds?|cuts|cutting|cut|blades?|razors?|scars|sh|scratch\\w*|shallow (?:ones|cuts)|sharpeners?)\\b.{0,80}\\b(?:go|cut|going) deeper\\b|\\b(?:go|going|gonna go|cut) deeper (?:this time|than before|than last time)\\b.{0,80}\\b(?:shallow|ones|cuts|anything)\\b|\\b(?:go|cut) deeper\\b.{0,80}\\b(?:wounds?|cuts|blades?|razors?|scars)\\b|\\b(?:they are|it is|cuts? (?:are|is)|wounds? (?:are|is)) too deep (?:this time|now|to hide)\\b|\\b(?:opened|reopened|re opened|opening) (?:up )?(?:my |old |the )?(?:wounds|cuts|scars)\\b.{0,20}\\bliterally\\b|\\brelapsed\\b.{0,120}\\b(?:want to do more|do more|deeper|too deep)\\b|\\bsh(?: would|ed|d) \\d+ times\\b|\\bsh(?: would|ed|d)? (?:again|today|tonight|twice|\\d+ times)\\b`,
    unless:
      /\b(?:faith|prayer|practice|study|meditation|understanding|relationship|bible|scripture|chant\w*|spiritual)\b/,
  },
  {
    // "let the cold take me", "let the sea take me".
    id: "let-it-take-me",
    family: "intent",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\blet (?:the )?(?:cold|sea|ocean|water|river|waves|snow|frost|night|current|tide|train|fire) (?:take|have|finish) me\\b(?! (?:to|home|away to|back|where|along|with|there))`,
  },
  {
    // "standing a bit closer each time. One day I won't step back."
    id: "will-not-step-back",
    family: "plan",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:edge|cliff|cliffs|ledge|bridge|roof|railing|platform|tracks)\\b.{0,160}\\b(?:will not|won t|wont|am not going to|not going to|might not|may not) (?:step|come|walk|move) back\\b`,
  },
  {
    // "He uses the extension cord", "he said he'll do me next", "he'll make sure I can't walk there", "he has the belt".
    id: "beaten-with",
    family: "abuse",
    kind: "abuse",
    weight: 4,
    subject: "agent",
    pattern:
      `\\b(?:uses|used|using|hits? (?:us|me|him|her) with|beats? (?:us|me|him|her) with|whips? (?:us|me|him|her) with|has|got|is holding|grabbed|took off|is taking off|picked up) (?:the|a|an|his|her) (?:belt|extension cord|cord|wire|cable|stick|hanger|paddle|switch|bat|hammer)\\b|\\b(?:do me next|i am next|make sure i (?:can not|cannot|will not|never) (?:walk|leave|see|get out|go))\\b`,
    unless:
      /\b(?:baseball|cricket|softball|practice|game|kitchen|cooking|fishing|carving|charger|phone|laptop|tv|speaker|extension cord for|hair dryer|christmas lights|lights|tools?|workshop|diy|project|karate|judo|taekwondo|martial arts?|black belt|brown belt|belt test|class|dojo|grading|seat ?belt|tool belt)\b/,
  },
  {
    // "I have bought the rat poison": a poison got with no household reason.
    id: "poison-got",
    family: "method",
    kind: "suicide",
    weight: 3.5,
    subject: "any",
    pattern:
      `\\b(?:bought|buy|buying|got|have|ordered|keep|kept|hid|hidden) (?:the |some |a bottle of |a packet of |a box of |a tin of )?(?:rat poison|weed killer|weedkiller|pesticide|insecticide|antifreeze|cyanide|arsenic|paraquat|bleach to drink|sniper|dichlorvos|ddvp|gramoxone|otapiapia)\\b`,
    unless:
      /\b(?:mice|mouse|rats (?:in|under|are)|pest|pests|infestation|garden|weeds|lawn|ants|cockroach\w*|slugs|the car|radiator|farm|barn|shed|for the kitchen)\b/,
  },
  {
    // "What happens to the soul if the body is found in water?": where one's body would be found.
    id: "body-found",
    family: "method-seeking",
    kind: "suicide",
    weight: 4,
    subject: "any",
    topical: "question",
    pattern:
      `\\b(?:if|when|after) (?:my |the |a )?body (?:is|was|gets|get) found (?:in|under|at|by) (?:the )?(?:water|river|sea|lake|ocean|woods|forest|tracks|bottom)\\b`,
  },
  {
    // "I'm going to keep going till it stops", "a body I don't want".
    id: "till-it-stops",
    family: "intent",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:keep going|keep doing (?:it|this)|continue|carry on|not eating) (?:till|until) (?:it|my heart|everything|my body|i) (?:stops|stop|gives out|give out|die|am gone)\\b(?! (?:hurting|raining|aching|bleeding|crying|working|snowing|ringing))|\\b(?:feeding|keep|keeping|caring for|feed) (?:a|this) body i (?:do not|dont) (?:want|need)\\b`,
  },
  {
    // "sitting on the bathroom floor with a blade": the means beside one now.
    id: "sitting-with-means",
    family: "preparation",
    kind: "suicide",
    weight: 5,
    subject: "any",
    pattern:
      `\\b(?:sitting|lying|standing|kneeling|curled up) (?:on|in|at) (?:the |my )?(?:[a-z]+ ){0,2}(?:floor|bed|bath|bathtub|tub|car|room|closet|kitchen) with (?:a|the|my|some) (?:blades?|razors?|knife|knives|pills|rope|gun|belt)\\b`,
  },
  {
    // "I'm at the train platform and the express comes through in 5 minutes": a train that does not stop, awaited.
    id: "express-awaited",
    family: "method",
    kind: "suicide",
    weight: 3.5,
    subject: "any",
    pattern:
      `\\bplatform\\b.{0,80}\\b(?:express|fast train|non stop|nonstop|freight train)\\b.{0,30}\\b(?:comes|passes|goes|rushes|is coming) (?:through|by|past)\\b`,
  },
  {
    id: "stop-medication",
    family: "method",
    kind: "suicide",
    weight: 2,
    subject: "infer",
    pattern:
      `\\b(?:stop|stopped|stopping|quit|quitting|quietly stopped|refuse|refusing|refused|not taking|no longer taking|skipping|skip|throw away|threw away|flushed) (?:taking )?(?:all )?(?:of )?(?:my |the |all my |all of my )?(?:heart |blood pressure |blood thinner |diabetes |seizure |kidney |transplant )?(?:medication|insulin|pills|blood thinners|dialysis|treatment|chemo|heart medication|inhaler|oxygen)\\b|\\b(?:stopped|quit|stopping) taking (?:mine|it|them)\\b(?=.{0,40}\\b(?:not (?:starting|going to start|taking)|never|again)\\b)`,
    unless:
      /\b(?:with my (?:oncologist|doctor|consultant|care team|gp|surgeon|specialist)|hospice|palliative|decided with|doctor (?:said|agreed|told))\b/,
  },
  {
    id: "let-god-decide",
    family: "ideation",
    kind: "suicide",
    weight: 2,
    subject: "any",
    pattern:
      `\\blet (?:god|nature|fate|the universe|the lord) (?:decide|take its course|take me|have me)\\b|\\b(?:give out|simply stop|just stop) before i (?:become|am) a burden\\b`,
  },
  // Intent said plainly.
  {
    id: "talk-me-out",
    family: "intent",
    kind: "suicide",
    weight: 3,
    subject: "any",
    pattern:
      `\\bmight as well (?:just )?(?:do it|die|end it|kill myself|go|not be here)\\b|\\b(?:do not|don t|dont|no one can|nobody can|you can not|you cannot|do not even) (?:try to |try and |bother trying to )?(?:talk|stop|change) (?:me|my mind) (?:out of it|out of this|from doing it)?\\b.{0,10}$|\\bdo not try to (?:talk me out|stop me|change my mind)\\b|\\b(?:i will|i ll|or i will|or i ll) do it myself\\b|\\bi do not trust myself\\b(?: (?:tonight|alone|right now|anymore|with|around|today))?|\\b(?:wanted|want|needed|need) to (?:say|tell) (?:it|this|that) to (?:someone|somebody|anyone)\\b|\\beven if (?:it is|its|it s|you are|youre) (?:a |just a )?(?:computer|bot|machine|robot|program|ai)\\b`,
  },
  {
    id: "know-how-and-when",
    family: "plan",
    kind: "suicide",
    weight: 3.5,
    subject: "any",
    pattern:
      `\\bknow (?:how|when|where|the place|the day) and (?:i know )?(?:when|where|how|the day|the place)\\b|\\b(?:plan|method) and a (?:date|time|place|day)\\b|\\b(?:chose|chosen|picked|set|decided on|have) (?:the|a) (?:place|spot|day|date|night|time) (?:and|already|for it|to do it)\\b|\\beverything is (?:ready|set|prepared|in place|planned)\\b|\\b(?:decided|chosen|picked) (?:my|the) (?:day|date|night|birthday)\\b`,
    unless:
      /\b(?:wedding|party|surprise|trip|holiday|vacation|move|birthday party|launch|exam|interview|date night|proposal|baby shower)\b/,
  },
  {
    id: "last-day",
    family: "farewell",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:this is|tonight is|today is|is|will be|be|it is|that is) (?:my|the) (?:last|final) (?:night|day|week|birthday|christmas|morning|weekend|time)\\b(?! (?:at|of|in|on|before|here in|with (?:the|my) (?:company|team|class)|together|as|off|shift|for|to))|\\b(?:this|that) (?:is|was) (?:the )?last (?:thing|message|text|post) i (?:am|will|ll|am going to)? ?(?:sending|send|write|writing|post|posting|say|saying)\\b`,
    unless:
      /\b(?:job|work|school|semester|term|vacation|holiday|trip|camp|course|internship|contract|lease|flat|apartment|city|country|town|visit|exchange|retreat|shift|rotation|deployment)\b/,
  },
  {
    id: "make-my-peace",
    family: "intent",
    kind: "suicide",
    weight: 2,
    subject: "any",
    pattern:
      `\\b(?:made|making|make) (?:my )?peace with (?:it|that|this|dying|death|my decision|the decision|what i am going to do|leaving)\\b|\\bi am (?:calm|at peace|okay|ok|fine|relieved|ready) (?:about it|with it|now that i have decided|with my decision)\\b|\\b(?:i am|i feel|feel|finally feel|i finally feel) (?:finally |so |strangely |oddly )?(?:at peace|calm|relieved|light|free)(?: now| about it| at last)?(?= \\||$)|\\b(?:thought|thinking) it (?:through|over)\\b|\\bwaiting for (?:the )?(?:courage|right moment|right time|nerve|guts|strength)\\b|\\b(?:need|needs|needed|working up|work up|find|found|gathering) (?:the )?(?:courage|nerve|guts) (?:to|for tonight|for it)\\b`,
    unless:
      /\b(?:make peace with (?:it|this|that|the decision|her decision|his decision|their decision)|dnr|do not resuscitate)\b/,
  },
  {
    id: "finally-doing-it",
    family: "intent",
    kind: "suicide",
    weight: 2,
    subject: "infer",
    pattern:
      `\\b(?:finally|really|actually|definitely) (?:doing|do|going through with) (?:it|this)\\b|\\bi am (?:doing|going to do) it\\b|\\b(?:doing|do) it (?:tonight|tomorrow|this weekend|today|soon|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|after|when|once)\\b|\\bi am stopping\\b.{0,20}$|\\bdecided what i (?:will|am going to|ll) do\\b|\\bno more problems for (?:anyone|everyone|you|them|my family)\\b`,
    unless:
      /\b(?:exam|test|project|homework|workout|run|marathon|diet|presentation|interview|proposal|tattoo|haircut|move|surgery|assignment|essay|renovation|speech)\b/,
  },
  // Places and means, thought about or visited.
  {
    id: "means-rumination",
    family: "method",
    kind: "suicide",
    weight: 3.5,
    subject: "any",
    pattern:
      `\\b(?:bridge|cliff|cliffs|roof|rooftop|ledge|edge|balcony|overpass|tracks|railway|platform|train|river|pier|sea|ocean|lake|the water|gun|rifle|pistol|shotgun|rope|noose|beam|pills|medication|knife|blade|razor|tallest building|top floor|car park|parking garage|dam|motorway|highway|train station|fast train)\\b.{0,80}\\b(?:can not stop thinking about|keep thinking about|thinking about it|staring at|stare at|keep staring|keep going out there|going out there|think about it (?:a lot|all the time|every day|every night)|been thinking about|looking (?:down|at it|at them|at the)|keep looking|keep driving (?:there|to it|past)|keep going (?:there|back|up there)|been going (?:up|down|there)|went there|go there|sitting (?:there|in the car|on the edge)|stood (?:there|on|at|near|a long time|very near)|standing (?:there|on|at|near)|it calls to me|how easy it would be|how easy it is|so easy|how quick it would be|imagine (?:it|myself)|picture (?:it|myself))\\b|\\b(?:thinking|think|thought|dreaming|dream|fantasi[sz]ing) (?:about|of) (?:the|that|my|a)? ?(?:bridge|cliff|roof|edge|tracks|train|river|pier|sea|water|gun|rifle|rope|beam|pills|knife|blade|fall|drop|jump|jumping|walking in|walking into|stepping off|stepping in front|swallowing them|going over|letting go|driving off|driving into)\\b`,
    unless:
      /\b(?:photo|photos|picture|pictures|painting|sketch|fishing|swim|swimming|holiday|vacation|view|sunset|sunrise|beautiful|scenery|hike|hiking|vacation|commute|tourist|model|build|building project|engineer|architecture|lego|minecraft|game)\b/,
  },
  {
    id: "means-at-hand",
    unlessAnywhere: true,
    family: "method",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:pills|medication|paracetamol|tylenol|bottle|gun|rifle|pistol|shotgun|knife|blade|razor|rope|noose|bleach|vials)\\b.{0,40}\\b(?:in front of me|on the table in front|next to me|beside me|in my hand|in my lap|across my (?:knees|lap)|with me in the (?:truck|car)|in the truck with me|in my car|on my bed|under my pillow|lined up|counted out|ready)\\b|\\b(?:loaded|load|loading|cocked) (?:the|my|a|his|it)\\b(?: (?:gun|rifle|pistol|shotgun|revolver))?|\\b(?:use|using|used|turn|turning|turned|point|pointing|pointed) (?:it|them|the knife|the gun|the rifle|the blade|a knife|the razor) on (?:myself|me)\\b`,
    unless:
      /\b(?:deploy\w*|soldier|military|army|veteran|habit from|for protection|intruders?|burglars?|dishwasher|washing machine|the car with|truck with|camera|groceries|van|boxes|luggage|the dryer|hunting trip|the range|vitamins?|hunt\w*|deer|season opens|elk|duck|turkey)\b/,
  },
  {
    id: "means-as-the-way",
    family: "method",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:pills|hanging|jumping|drowning|the gun|a gun|the rope|overdosing|an overdose|the bridge|the train|cutting deeper|carbon monoxide|the car)\\b (?:seems|seem|is|would be|feels|looks) (?:like )?(?:the|my|a) (?:way|answer|best option|only option|easiest|best way|cleanest|surest|way out|way to go|plan)\\b`,
  },
  {
    id: "nearly-did-it",
    family: "method",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:nearly|almost|came close to|so close to|very close to|close to) (?:just )?(?:stepped|stepping|jumped|jumping|let go|letting go|drove off|drove into|swerved|did it|doing it|went over|stepped off|stepped out|stepping out|took them all|taking them all|swallowed them|ending it|ending it all|ended it|killing myself|killed myself|going through with it|pulled the trigger|walked in|walking in)\\b|\\b(?:step|stepped|stepping) (?:forward|off|out|in front)\\b.{0,60}\\b(?:finished|over|end|train|platform|edge|tracks|tiredness|pain)\\b|\\bnot (?:getting|going to get) on (?:it|the train|the bus)\\b`,
    unless: /\b(?:puddle|dog poo|curb|kerb|toes|someone s foot|lego|step forward in (?:my|faith|life|career))\b/,
  },
  {
    id: "going-to-the-place",
    family: "method",
    kind: "suicide",
    weight: 2.5,
    subject: "any",
    pattern:
      `\\b(?:going|go|went|drove|driving|walked|walking|heading|head|will go|take the bus|took the bus|get|got) (?:back )?(?:to|up to|onto|out to|down to|up on) (?:the|a|that) (?:bridge|cliff|cliffs|roof|rooftop|tracks|river|pier|edge|ledge|top floor|tallest building|overpass|dam|sea wall|quarry)\\b|\\b(?:rooftop|roof) (?:is )?(?:open|unlocked|accessible) (?:at night|after dark|all night)\\b`,
    unless:
      /\b(?:festival|lanterns?|parade|new year|celebration|market|vigil|service|ceremony|fishing|photo|photos|picture|pictures|sunset|sunrise|view|views|picnic|swim|swimming|party|concert|date|friends|tour|fireworks|stargazing|stars|skyline|wedding|selfie|event|bar|restaurant|cafe|hike)\b/,
  },
  {
    id: "take-them-all",
    family: "method",
    kind: "suicide",
    weight: 4,
    subject: "infer",
    pattern:
      `\\b(?:swallow|swallowing|take|taking|down|downing|chug|chugging|neck|pop|popping|eat|eating) (?:them|it|these|those|my pills|my medication|the pills|the tablets) (?:all|all at once|all together|together|at once|in one go)\\b|\\b(?:take|taking|swallow|swallowing|mix|mixing) (?:all|all of) (?:them|these|those|it) (?:at once|together|in one go)?\\b|\\ball (?:together|at once|in one go)\\b.{0,20}\\b(?:${means})\\b|\\b(?:${means})\\b.{0,30}\\b(?:all together|all at once|in one go|together at once)\\b`,
    unless:
      /\b(?:vitamins?|supplements?|prescribed|doctor said|as directed|with food|morning|breakfast|pill organi[sz]er)\b/,
  },
  {
    id: "took-something",
    family: "already-acting",
    kind: "suicide",
    weight: 4,
    // Whoever took it is the one in danger: "the kids drank the poison" is someone else (or a story), "took them all
    // an hour ago" the visitor.
    subject: "infer",
    pattern:
      `\\b(?:took|have taken|swallowed|drank|drunk|ate|injected|had|taken|used|downed) (?:something|some stuff|a load of stuff|a lot of stuff|stuff|a lot|too much|too many|the pills|my pills|them|the lot|the whole lot|the medication|the tablets|it all|everything|everything in the (?:cupboard|cabinet|bathroom|box|drawer)|the bleach|the poison|bleach|poison|antifreeze)\\b.{0,60}\\b(?:do not feel|feel (?:weird|sick|dizzy|sleepy|strange|funny|heavy|numb|faint|wrong|bad)|not feel right|heart|breathe|breathing|slowing|burning|throwing up|vomiting|minutes ago|an hour ago|hours ago|ago|just now|before i|i am scared|scared|help|it is done|too late|goodbye|feel it|feeling it|kicking in|wanted someone to know)\\b|\\b(?:already|just) (?:took|taken|swallowed) (?:the|my|them|those|all|some|a few|a bunch of) (?:${means})?\\b|\\b(?:took|taken|swallowed|had) (?:some|a few|a bunch of|a load of|loads of|lots of|a lot of|the|my)? ?(?:${means})\\b.{0,30}\\b(?:minutes? ago|min ago|mins ago|an hour ago|hours ago|a while ago|earlier tonight|just now|a bit ago|half an hour ago)\\b|\\b(?:taken|took|swallowed) (?:them|it)\\b.{0,8}\\ball (?:of )?(?:them|it)\\b|\\b(?:taken|took|swallowed) (?:them|it|those|these) all\\b|\\bdr(?:ank|unk|inking) (?:the |some )?(?:bleach|antifreeze|poison|pesticide|weed killer|drain cleaner)\\b`,
    unless:
      /\b(?:for my headache|for the pain|as prescribed|vitamins?|with breakfast|antibiotics|allergy|covid test|test|sorry for eating|too much cake|too much food|ate too much|had too much to drink|hangover)\b/,
  },
  {
    id: "method-question",
    family: "method-seeking",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:would|will|could|do|does|is|are|can)\\b.{0,40}\\b(?:definitely|surely|certainly|instantly|for sure|guaranteed to|100 percent|be sure to) (?:die|be killed|survive|be dead|kill (?:you|them|someone|a person|me))\\b|(?<!\\bhow )\\b(?:would|will|could|do|does|is|are|can) (?:they|you|i|someone|a person|he|she) (?:definitely |surely |certainly |instantly |actually )?(?:die|survive)\\b.{0,12}$|\\bcan (?:you|a person|someone|i|people) die (?:from|of|by|if)\\b|\\b(?:is|would|does) (?:drowning|hanging|overdosing|an overdose|dying|bleeding out|jumping|falling|freezing|suffocating|carbon monoxide|a gunshot|shooting yourself|starving|pills) (?:be )?(?:peaceful|painful|painless|quick|fast|certain|slow|hurt|quicker|messy)\\b|\\b(?:less|least|more|most) painful\\b.{0,30}\\b(?:pills|jumping|hanging|drowning|gun|cutting|overdose|train|way|method)\\b|\\b(?:pills|jumping|hanging|drowning|gun|cutting|overdose)\\b.{0,30}\\b(?:less|least|more|most) painful\\b|\\b(?:take|use|swallow|drink|mix) to (?:die|not wake up|end it|go to sleep forever|stop (?:your|the) heart|never wake up)\\b|\\bwhich (?:of )?(?:my|her|his|their|the)? ?(?:meds|medication|pills)\\b.{0,40}\\b(?:strongest|most dangerous|most deadly|worst|to take (?:all )?together)\\b|\\b(?:how|where) (?:can|could|do|would) (?:i|you|someone) (?:buy|get|find|obtain) (?:a gun|a rifle|a pistol|a firearm|rope|a noose|pills|sleeping pills|barbiturates|poison|cyanide|nembutal|pentobarbital)\\b.{0,40}\\b(?:fast|quickly|today|tonight|without|no questions|no prescription|waiting period|background check)?`,
    unless:
      /\b(?:plants?|flowers?|fish|goldfish|dog|cat|pet|hamster|battery|phone|character|zombie|game|minecraft|fortnite|jesus|christ|the buddha|judas|martyrs?|soldiers?|in the war|people in the bible|lazarus|history|the titanic|dinosaurs|bees|spiders|insects|hunting|deer|cancer|dementia|als|hospice|tumou?r|disease|illness|old age)\b/,
  },
  {
    id: "which-place",
    family: "method-seeking",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:which|what|where)\\b.{0,30}\\b(?:bridge|building|cliff|roof|rooftop|car park|parking garage|tower|overpass)\\b.{0,40}\\b(?:no fence|not have a fence|does not have a fence|without a fence|no barrier|no railing|no nets?|unlocked|open at night|you can get onto|can get onto|get up onto|access to the roof|no cameras|no one around|nobody around|highest drop|biggest drop)\\b|\\b(?:tallest|highest) (?:building|bridge|cliff|car park|tower)\\b.{0,40}\\b(?:get onto|get on|get up|access|climb|open|unlocked|the public)\\b`,
    unless:
      /\b(?:view|views|photo|photos|restaurant|bar|observation deck|tour|tourist|visit|visiting|sightseeing|architecture|engineering|school project|homework)\b/,
  },
  {
    id: "failed-that-is-it",
    family: "hopelessness",
    kind: "suicide",
    weight: 2,
    subject: "any",
    pattern:
      `\\bif i (?:fail|failed|lose|lost|do not get|don t get|did not get|can not pay|cannot pay|get fired|got fired|am caught|get caught)\\b.{0,25}\\b(?:that is it|it is over|i am done|that is the end|it is the end|i am finished|game over|no point|i can not go on)\\b`,
  },
  {
    id: "means-mention",
    family: "means-mention",
    kind: "suicide",
    weight: 1,
    subject: "any",
    pattern:
      `\\b(?:last train|fast train|express train|train station|platform|tracks|bridge|cliff|cliffs|rooftop|the roof|ledge|pills|sleeping pills|painkillers|vials|gun|rifle|pistol|rope|noose|razor|blades|bleach|the pier|the river|the sea|tallest building|top floor|car park roof)\\b`,
    unless: /\b(?:photo|photos|view|sunset|picnic|fishing|commute to work|birth control|vitamins?)\b/,
  },
  {
    id: "how-far-train",
    family: "method-seeking",
    kind: "suicide",
    weight: 3.5,
    subject: "any",
    pattern:
      `\\b(?:standing|stood|lying|lay|laying|sitting|waiting|step|stepped|walk|walked) (?:on|onto|in front of|across) (?:the|a) (?:track|tracks|rails|railway line|road in front)\\b|\\bhow (?:high|far|long|fast)\\b.{0,60}\\b(?:to be sure|to make sure|to guarantee|so (?:you|i|they) (?:do not|don t) survive|to stop in time|not to survive)\\b`,
    unless:
      /\b(?:photo|photos|model|toy|engineer|maintenance|railway worker|track work|athletics|race|running track)\b/,
  },
  // Self-harm, in the words people use for it.
  {
    id: "cutting-again",
    family: "self-harm",
    kind: "self-harm",
    weight: 4,
    subject: "infer",
    pattern:
      `\\b(?:cutting|burning|scratching|harming|carving|hurting myself|hitting myself|picking) (?:again|every night|every day|more|deeper|worse)\\b|\\b(?:started|start|starting|back to|went back to|been|keep|kept|began|begun|stop|stopped|quit|can not stop) (?:cutting|burning myself|scratching myself|harming myself|self harming)\\b(?! (?:carbs|back|down|sugar|class|classes|school|costs|ties|hair|grass|wood|corners|out|the|my hair|coupons|meat|bread|onions|paper))|\\b(?:going to|want to|gonna|will|need to|about to|urge to|planning to) (?:cut|burn myself)\\b(?: (?:tonight|again|now|today|later|myself|deeper|after|when))?(?! (?:the|a|my hair|it|back|down|ties|class|carbs|out|corners|costs|him|her|them))|\\bcut as (?:a )?(?:punishment|penance)\\b|\\bthen (?:i )?cut\\b`,
    unless: new RegExp(`${takeCareWarning}|\\b(?:nails|nail biting|cuticles)\\b|${everydayCutting.source}`),
  },
  {
    id: "self-harm-slang",
    family: "self-harm",
    kind: "self-harm",
    weight: 4,
    subject: "any",
    pattern:
      `\\bbarcode (?:on|across|down) my\\b|\\bmy barcode\\b|\\b(?:beans|styro|cat scratches|catscratch|cat scratch)\\b.{0,40}\\b(?:my|from me|i did)\\b|\\b(?:scratches|cuts|marks|burns|bruises|scars) on my (?:arm|arms|wrist|wrists|thigh|thighs|leg|legs|stomach|hips|skin) (?:are|were|is) (?:from me|mine|my own doing|self inflicted)\\b|\\bdid (?:it|this|them|that) to myself\\b|\\bself inflicted\\b`,
  },
  {
    id: "hurt-my-body-more",
    family: "self-harm",
    kind: "self-harm",
    weight: 3.5,
    subject: "infer",
    pattern:
      `\\b(?:hurt|hurting|harm|harming|punish|punishing|injure|injuring|damage|damaging|destroy|destroying|mark|marking|pierce|piercing|prick|pricking) (?:my|my own) (?:body|skin|flesh|arms?|legs?|thighs?|hands?|wrists?)\\b|\\b(?:hit|hitting|bang|banging|punch|punching|slam|slamming) my (?:head|fists?|hands?) (?:against|on|into|through) (?:the )?(?:wall|walls|floor|desk|door|mirror|window)\\b|\\b(?:dig|digging|dug) my (?:nails|fingernails)\\b|\\b(?:covered in|full of) (?:cuts|scars|burns|bruises|wounds|scratches)\\b|\\bpicking at (?:the|my) (?:wounds|scabs|cuts|skin)\\b|\\b(?:carve|carved|carving|etch|etched|scratched|cut|cuts) .{0,20}\\binto my (?:leg|legs|arm|arms|skin|thigh|thighs|wrist|wrists|stomach|hand|hip)\\b|\\b(?:slit|slice|sliced|cut|opened) (?:my )?(?:arm|arms|leg|legs|thigh|thighs|skin|stomach) (?:up|open)\\b|\\b(?:burn|burning|burned|burnt|hold|holding|held) my (?:hands?|fingers|arms?|skin|palm|palms) (?:over|with|on|in|against|under) (?:the|a) (?:candle|flame|lighter|cigarette|stove|iron|hot water|boiling water|fire)\\b|\\b(?:penance|mortification|mortify|self flagellation|flagellate)\\b.{0,60}\\b(?:blood|bleed|blister|burn|burning|cut|whip|whipping|hurt|pain|skin|needle|nails)\\b|\\bso (?:they|it) (?:do not|does not|will not|won t|never|would not|wouldn t) (?:heal|close)\\b`,
    unless:
      /\b(?:migraines?|headaches?|neurolog\w*)\b|\b(?:by accident|accidentally|accident|gym|workout|cooking|the stove by|kitchen by|surgery|doctor|nurse|tattoo|piercing shop|ear piercing|earrings|acupuncture|blood test|injection|vaccine|diabetes|insulin|lent (?:fasting|fast)|fasting)\b/,
  },
  // Farewells and preparations in other words.
  {
    id: "my-note",
    unlessAnywhere: true,
    family: "farewell",
    kind: "suicide",
    weight: 4,
    subject: "any",
    // A letter someone else wrote ("who wrote the letter to the Hebrews", "Nichiren wrote a letter to Shijo Kingo") is
    // the study of scripture here, not a farewell; and a letter to someone who has died is a way of grieving.
    unless: new RegExp(
      `\\b(?:help (?:her|him|them) (?:feel|know|see|understand)|school counsel+or|charged|bail)\\b|\\b(?:(?:counsel+or|therapist|pastor|grief group|coach) (?:suggested|recommended|asked)|(?:i am|i m) \\d+ and healthy|legacy letters?)\\b|${lettersOfOthersOrToTheDead.source}|${letterToReconnect.source}|^(?:why|when|how|where|who|what) (?:did|does|do|was|were|would|had) (?!i\\b|we\\b)`,
    ),
    pattern:
      `\\b(?<!\\b(?:who|he|she|they|we|paul|nichiren|john|peter|james|jude|luke|mark|matthew|moses|david|solomon|jesus|apostle|buddha|author|authors|disciples?|prophets?)(?: (?!i\\b|we\\b)\\w+){0,2} )(?:wrote|written|writing|finished|left|leave|leaving|write|typed|recorded) (?:my|the|a) (?:note|letter|letters|notes)\\b(?! (?:to (?:the|my) (?:teacher|landlord|boss|school|office|council|neighbou?r|doctor)|for (?:school|work|the teacher|class)|about|on|in class|of))|\\b(?:letters?|notes?)\\b.{0,60}\\b(?:on|in|under) (?:the|my) (?:kitchen )?(?:table|counter|desk|bed|pillow|fridge|mantelpiece|dresser|drawer|desk drawer|glovebox|envelope|car)\\b|\\b(?:explaining|explain) (?:everything|why)\\b.{0,30}\\b(?:not (?:their|your|his|her) fault|so they (?:know|understand))\\b|\\b(?:it is|its|it s|was) not (?:their|your|his|her|anyone s) fault\\b`,
  },
  {
    id: "find-me",
    family: "farewell",
    kind: "suicide",
    weight: 5,
    subject: "any",
    // "I don't want my landlord to be the one who finds me": who finds is denied, not the finding.
    negatable: false,
    pattern:
      `\\b(?:whoever|who ever|the one who|the person who|whoever is the one to|be the one to|be the one who|who will|who is going to|when they|when someone|someone will|so (?:she|he|they) (?:will not|won t|does not|do not) have to) (?:finds?|find) (?:me|my body)\\b|\\bfind my body\\b|\\bfind me in the morning\\b`,
  },
  {
    id: "tell-them-sorry",
    family: "farewell",
    kind: "suicide",
    weight: 3,
    subject: "any",
    pattern:
      `\\btell (?:them|everyone|him|her|my family|the kids|everybody) (?:that )?(?:i am sorry|i love (?:them|him|her|you)|goodbye|i said goodbye|i am at peace)\\b|\\b(?:if|when) (?:you|anyone|someone|they) (?:somehow )?(?:read|reads|find|finds) this\\b|\\b(?:love you|i love you|goodbye|bye) (?:mum|mom|dad|everyone|all)\\b.{0,40}\\b(?:if|when) (?:you|anyone) (?:read|reads|see|sees)\\b|(?<!\\b(?:his|her|their|your|ur|that|its|jesus|christ|buddha|nichiren|in the|from the|of the) )(?<!\\b(?!(?:is|was|as|this|has|does|yes|us)\\b)[a-z]+s )\\b(?:final|last) (?:message|goodbye|words|post|entry)\\b(?! (?:from|of|in|on|to (?:the|my) (?:group|team)))`,
  },
  {
    id: "saying-goodbye",
    family: "farewell",
    kind: "suicide",
    weight: 3.5,
    subject: "any",
    pattern:
      `\\b(?:saying|said|say|sent|texted|wrote|message saying|messages saying) (?:i love (?:you|her|him|them) and )?(?:goodbye|good bye|my goodbyes|farewell)\\b.{0,80}\\b(?:thinks? i am|think i am|thinks? i m) (?:moving|going away|leaving|traveling|travelling|just tired|okay|fine)\\b|\\b(?:you|they|she|he|anyone) (?:will not|won t|will never|are not going to) (?:hear from|see|hear) me (?:again|anymore|any more|after (?:tonight|today|this))\\b`,
  },
  {
    id: "affairs",
    family: "preparation",
    kind: "suicide",
    weight: 2,
    subject: "any",
    pattern:
      `\\b(?:put|putting|got|getting|have|had) (?:everything|things|my things|it all|all my affairs|my house|my life) in order\\b|\\b(?:getting|got) (?:things|everything|it all) sorted\\b|\\btying up (?:loose ends|my loose ends)\\b|\\bpasswords (?:in an envelope|written down for|for my)\\b|\\b(?:pre paid|prepaid|paid for|arranged|booked) my (?:own )?funeral\\b|\\b(?:made|making) arrangements for (?:my|the) (?:dog|cat|pets?|kids|children)\\b|\\b(?:deleted|deleting|delete) (?:all )?my (?:socials|social media|accounts|account|photos|instagram|facebook|tiktok|twitter)\\b|\\b(?:paid|paying) off (?:every|all (?:my|the)) (?:bill|bills|debts)\\b|\\bcleaned the (?:house|flat|apartment) (?:so|for)\\b`,
  },
  {
    id: "blessing-journey",
    family: "preparation",
    kind: "suicide",
    weight: 1.5,
    subject: "any",
    pattern:
      `\\b(?:pray|prayer|blessing|bless me) (?:one last time|for my (?:final |last )?journey|before i go|for my passing)\\b|\\bone last (?:time|prayer|blessing|look|walk|meal)\\b`,
  },
  // Abuse, in other words.
  {
    id: "hands-on-my-neck",
    family: "abuse",
    kind: "abuse",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:put|puts|had|has|wrapped|wraps|grabbed|grabs|squeezed|squeezes|pressed|presses) (?:his|her|their|both) hands (?:around|on|round|over) my (?:neck|throat|mouth|face)\\b|\\b(?:made|makes|make|forced|forces|forcing|told|tells|tell) (?:me|us) (?:to )?(?:undress|strip|take (?:off )?(?:my|our) clothes|get naked|send (?:him|her|them) (?:pictures|photos|nudes))\\b|\\b(?:says|said|tells|told|telling) (?:me|us)? ?(?:it is|its|it s|this is) (?:our|a) (?:little )?secret\\b|\\b(?:have to|has to|had to|make me|makes me|made me|force me|forces me|forced me|want me to|wants me to|told me to|expects me to) (?:sleep with|have sex with|do things with|do stuff with|touch) (?:him|her|them|his friends|men|strangers|clients|customers)\\b|\\b(?:make|makes|made) (?:sure )?(?:i|me) (?:disappear|go away forever|pay)\\b|\\bif i tell (?:anyone|someone|my mom|mom|my dad|the police|a teacher|anybody)\\b`,
  },
  {
    id: "violence-at-home",
    family: "abuse",
    kind: "abuse",
    weight: 3.5,
    subject: "any",
    pattern:
      `\\b(?:drunk|high|angry|raging|screaming|shouting)\\b.{0,30}\\b(?:smashing|breaking|throwing) (?:things|stuff|plates|furniture|glasses|the house up)\\b|\\b(?:hiding|hid|hide) (?:in|inside|under) (?:the|my|a) (?:wardrobe|closet|cupboard|bathroom|toilet|bed|basement|attic|car)\\b.{0,60}\\b(?:he|she|they|dad|mom|mum|father|stepdad|uncle|drunk|angry|screaming|yelling|from him|from her|from them)\\b|\\b(?:drunk|yelling|screaming|raging|hitting|smashing)\\b.{0,80}\\b(?:hiding|hid|hide) (?:in|inside|under) (?:the|my|a) (?:wardrobe|closet|cupboard|bathroom|toilet|bed|basement|attic|car|room)\\b|\\b(?:got|was|been|being|get|gets) (?:kicked|punched|slapped|hit|choked|strangled|pushed|thrown|shoved|stomped|dragged|beaten) (?:in|on|into|down|against|across|by)\\b.{0,40}\\b(?:stomach|face|head|ribs|neck|belly|stairs|wall|floor|him|her|them|husband|boyfriend|partner|dad|father|stepdad|mom|mother|ex|pregnant)\\b|\\b(?:can not|cannot|can t|too scared to|afraid to) go (?:back )?(?:home|back there|back to (?:him|her|them|that house))\\b`,
    unless:
      /\b(?:contract|visa|work permit|flights?|ticket|money for|afford|can not afford|quarantine|lockdown|abroad|football|soccer|rugby|boxing|karate|martial arts|game|match|sparring|wrestling|homesick|vacation|holiday|exam|flight)\b/,
  },
  {
    id: "coming-into-my-room",
    family: "abuse",
    kind: "abuse",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:uncle|stepdad|step dad|dad|father|stepfather|brother|cousin|grandpa|grandfather|he|him|mom s boyfriend|mum s boyfriend|mom s friend|neighbour|neighbor|coach|teacher|pastor|priest|babysitter|tutor)\\b.{0,30}\\b(?:comes|coming|came|keeps coming|sneaks|sneaking|gets|getting|climbs|climbing|walks|walking) (?:in|into|in to|to) (?:my|our) (?:room|bed|bedroom|shower|bathroom)\\b|\\btouch(?:es|ed|ing)? me\\b.{0,30}\\b(?:and (?:says|said|tells|told)|if i tell|no one will believe|when (?:she|mom|mum) (?:leaves|is at work|is out|is gone))\\b`,
    unless: /\b(?:to say good ?night|to wake me|to check on me|for breakfast|to tuck me in|with my laundry|to help)\b/,
  },

  // More of the ways people say it, found by reading how people write (tests/crisis/).
  {
    id: "no-wish-to-live",
    family: "ideation",
    kind: "suicide",
    weight: 4,
    subject: "any",
    negatable: false,
    pattern:
      `\\b(?:no|zero|lost (?:the|my|all)|without (?:any|the)|have no|had no|no more|not much) (?:wish|desire|will|will power|willpower|reason|point|strength|energy|fight|interest|want) (?:left )?(?:to|in|for) (?:live|living|go on|going on|see another|seeing another|wake up|waking up|keep going|carry on|continue|exist|be here|keep living|fight|stay alive|be alive|face another)\\b|\\b(?:envy|envious of|jealous of|jealous of the|i envy) (?:the dead|dead people|people who (?:die|died|have died|are dead)|those who (?:died|are gone|are dead)|the ones who died|the ones who are gone)\\b`,
  },
  {
    id: "car-does-not-stop",
    family: "ideation",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:hope|hoping|wish|wishing|pray|praying|want)\\b.{0,12}\\b(?:the|a|that|some) (?:car|bus|truck|lorry|train|driver|tram|van)\\b.{0,12}\\b(?:does not|doesn t|won t|will not|would not|wouldn t|did not|doesnt|wont) (?:stop|brake|see me|swerve|slow down|miss me)\\b`,
  },
  {
    id: "out-of-the-picture",
    family: "ideation",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:better|happier|easier|do better|be better|be fine|be okay|be happier|be better off|manage better|thrive)\\b.{0,25}\\b(?:with me (?:out of the picture|out of the way|gone|not around|dead|in the ground)|without me (?:around|here|in the picture)|if i (?:was|were) (?:out of the picture|out of the way|not around|in the ground|six feet under))\\b|\\bme (?:out of the picture|six feet under|in the ground)\\b|\\bsomeone (?:better|else) (?:would|could|should|will) (?:bring (?:her|him|them) up|raise (?:her|him|them)|look after (?:her|him|them)|take care of (?:her|him|them)|be (?:her|his|their) (?:mum|mom|dad|mother|father))\\b|\\b(?:simpler|easier|better|cheaper) for (?:everybody|everyone|all of them|the family|them all|my family|everyone involved)\\b`,
  },
  {
    id: "not-alive-by",
    family: "ideation",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:not|never) (?:going to|gonna|planning to|intending to|intend to|plan to|expecting to|expect to|want to|going to be|be) ?(?:be )?(?:alive|here|around|living|breathing) (?:for|by|on|at|to see|when|until|past|after|beyond) (?:my|the|christmas|new year|next|this|his|her|their|\\d+)\\b|\\b(?:do not|don t|dont) (?:intend|plan|expect|want|mean) to (?:be|still be|stay) (?:here|around|alive) (?:for|by|on|at|to see|when|until|past|after)\\b|\\b(?:deadline|date) i (?:gave|set) (?:myself|for myself)\\b`,
    unless:
      /\b(?:party|event|meeting|dinner|wedding|shift|graduation|class|conference|trip|visit|holiday|vacation|work|office|the move)\b/,
  },
  {
    id: "not-coming-back",
    family: "farewell",
    kind: "suicide",
    weight: 2.5,
    subject: "any",
    pattern:
      `\\b(?:i am|i m|i will|i ll) (?:not|never) (?:coming|going to come|be coming|come) (?:home|back)\\b(?: (?:ever|again|from this(?: one)?|this time))?|\\bnot coming back from this\\b|\\b(?:will not|won t|wont|never going to|am not going to) (?:be )?(?:seeing|see|hear from|talk to|speak to|hug|hold) (?:her|him|them|you|my \\w+|anyone|you all) (?:again|ever again|anymore)\\b`,
    unless:
      /\b(?:tonight|staying|sleepover|friend s place|hotel|moving|new job|abroad|overseas|trip|vacation|holiday|divorce|leaving (?:him|her)|breaking up|broke up|contact|blocked|toxic)\b/,
  },
  {
    id: "wanted-someone-to-know",
    family: "intent",
    kind: "suicide",
    weight: 2,
    subject: "any",
    pattern:
      `\\b(?:wanted|want|needed|need) (?:someone|somebody|you|one person|at least one person|anyone) to know\\b|\\b(?:telling|tell) (?:you|someone) (?:because|bc|since) (?:you are|youre|you re) (?:not real|an ai|a bot|a chatbot|not a person)\\b|\\b(?:can not|cant|can t|cannot|won t|will not|nobody can|no one can|you can not|you cant) stop me\\b`,
  },
  {
    id: "happening-now",
    unlessAnywhere: true,
    family: "intent",
    kind: "suicide",
    weight: 2.5,
    subject: "any",
    pattern:
      `\\b(?:it is|its|it s|this is|it will be) (?:happening|going to happen|gonna happen) (?:tonight|tomorrow|today|this weekend|soon|now|on \\w+|this week)\\b|\\b(?:before|when|after|once) i (?:go through with it|do it|end it|finally do it|kill myself|go)\\b(?! (?:to|home|out|back|on|for|shopping|and))|\\bhow i (?:would|will|could|d|am going to|would ever) do it\\b|\\b(?:where and when|when and where|how and when|when and how)\\b|\\b(?:i am|i m|i feel) ready to go\\b`,
    unless:
      /\b(?:retreat|silent|silence|pilgrimage|camino|expedition|deploy\w*|semester|term|abroad|party|wedding|concert|launch|release|exam|surgery|trip|flight|interview|game|match|show|move|date|presentation|recital|marathon|race|not yet|healthy as|when (?:my|the) time comes|someday|one day)\b/,
  },
  {
    id: "thoughts-about-dying",
    family: "ideation",
    kind: "suicide",
    weight: 3.5,
    subject: "any",
    pattern:
      `\\bthoughts (?:are |were |keep )?(?:all )?(?:about|of) (?:dying|death|killing myself|ending it|ending my life|not being here|not existing|suicide|doing it|how i would do it)\\b|\\b(?:my )?(?:head|brain|mind|voice|voices|voice in my head|thoughts|something inside|a part of me|part of me)\\b.{0,30}\\b(?:just do it|kill yourself|end it|you should die|you would be better off dead|nobody wants you|be done with it)\\b`,
  },
  {
    id: "that-was-a-lie",
    family: "intent",
    kind: "suicide",
    weight: 2,
    subject: "any",
    pattern:
      `\\b(?:actually |honestly )?(?:that is|that s|thats|it is|its|that was) (?:a lie|not true|not really true)\\b|\\bi lied\\b(?! to (?!you\\b))|\\bwell not fine\\b|\\bnot (?:really )?fine\\b.{0,20}\\b(?:again|tonight|today)\\b`,
  },
  {
    id: "means-kept",
    family: "preparation",
    kind: "suicide",
    weight: 3.5,
    subject: "any",
    pattern:
      `\\b(?:kept|keeping|saved|saving|hid|hiding|hidden|stashed|stashing|held onto|holding onto|did not throw|didn t throw|never threw) (?:them|it|the pills|the tablets|the rope|the gun|the blade|the medication|her pills|his pills|my pills|the bottle)(?: out| away)? (?:for me|for myself|for later|for when|just in case|for a reason|for the right time|for the day)\\b|\\b(?:kept|keeping|saved) them for me\\b|\\b(?:told|tell) (?:my \\w+|him|her|them) i threw (?:them|it) (?:out|away)\\b`,
  },
  {
    id: "strong-enough",
    family: "method-seeking",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:belt|rope|cord|cable|beam|branch|scarf|sheet|rail|railing|hook|door|closet rod)\\b.{0,25}\\b(?:strong enough|hold (?:my|a person s|someone s|me)|take my weight|hold my weight)\\b|\\b(?:high|tall|deep|fast|cold|strong|lethal|enough) enough (?:that|to|so)\\b.{0,30}\\b(?:die|dead|kill|survive|not survive|wouldn t survive|would not survive|do it|work|not wake up|be sure|make sure)\\b|\\bhigh enough\\b.{0,30}\\b(?:definitely|surely|certainly)\\b`,
    unless:
      /\b(?:shelf|shelves|bookcase|hammock|swing|tow|climbing|pull up|pull-up|tree house|treehouse|picture|tv|television|mirror|curtain)\b/,
  },
  {
    id: "make-you-never-wake",
    family: "method-seeking",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:what|which|anything|something|stuff|things|household|items?|what can|what could|what would)\\b.{0,45}\\b(?:make|makes|let|lets|cause|causes|help) (?:you|me|someone|a person|one|people) (?:go to sleep and |fall asleep and |sleep and |to )?(?:never|not) (?:wake up|wake)\\b|\\b(?:can|could|would|do|does) (?:you|a person|someone|people|i) (?:actually |really |definitely )?(?:od|overdose|die) (?:on|from|of|by|if)\\b|\\b(?:method|way|thing) that (?:does not|doesn t|won t|will not|never|can t|cannot) fail\\b|\\b(?:surest|sure|certain|foolproof|fool proof|guaranteed|reliable) (?:method|way)\\b|\\bwhich (?:tablets|pills|medicine|drugs|medication|poison|chemicals?)\\b.{0,30}\\b(?:finish|end|kill|take out) (?:a person|you|someone|me|off|a man|a woman|a human)\\b`,
    unless: /\b(?:baby|toddler|infant|newborn|kid|child|dog|cat|pet|plant|phone|computer|laptop)\b/,
  },
  {
    id: "want-it-to-work",
    family: "intent",
    kind: "suicide",
    weight: 3,
    subject: "any",
    pattern:
      `\\b(?:i want it to work|i need it to work|it has to work|make sure it works|so it works|so that it works|this time it (?:has to|will|needs to) work|do not want to fail again|don t want to fail again|not fail (?:again|this time)|woke up in (?:the )?hospital|last time (?:i|it) (?:failed|did not work|didn t work))\\b`,
  },
  {
    id: "take-too-much",
    family: "method",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:take|taking|took|swallow|swallowing|inject|injecting|use|using|dose|dosing) (?:too much|too many|extra|the whole|double|triple|all of|way too much|a lot of)\\b.{0,30}\\b(?:on purpose|deliberately|intentionally|so i|to die|to not wake|and not wake|and never wake|so that i)\\b|\\b(?:insulin|pills|medication|tablets)\\b.{0,40}\\bhow easy it (?:would be|is) to\\b`,
  },
  {
    id: "one-step",
    family: "method",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\bhow easy\\b.{0,30}\\b(?:one step|a step|step forward|lean forward|leaning forward|let go|letting go|just fall|fall|go over|jump|slip)\\b|\\b(?:one|a single|just one) step (?:forward|off|out|and)\\b.{0,30}\\b(?:would be|and it would|and it is|easy|over|done)\\b`,
    unless:
      /\b(?:diet|habit|recovery|twelve steps|12 steps|program|programme|faith|journey|career|career ladder|business|dance|choreograph\w*)\b/,
  },
  {
    id: "ominous-purpose",
    family: "intent",
    kind: "suicide",
    weight: 2.5,
    subject: "any",
    pattern:
      `\\bnot for (?:a |my |the )?(?:headache|headaches|pain|sleep|migraine|back|cold|flu|toothache|period pain|camping|climbing|the garden)\\b|\\bif you know what i mean\\b|\\byou know what for\\b|\\bfor (?:the )?(?:obvious reasons|reasons you can guess)\\b`,
  },
  {
    id: "fast-until-death",
    family: "method",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:fast|fasting|starve|starving|stop eating|stopped eating|not eat|stop drinking water|stop drinking)\\b.{0,20}\\b(?:until (?:i|they|he|she|you) (?:die|died|are dead|am dead)|to death|till (?:i|they) (?:die|died)|the same way|so i can die|so i die)\\b|\\b(?:the same way|like (?:he|she|they|the \\w+) did)\\b.{0,20}\\b(?:quietly|too|as well|myself)\\b`,
    unless: /\b(?:lent|ramadan|intermittent|diet|detox|doctor|surgery)\b/,
  },
  {
    id: "look-like-accident",
    family: "method-seeking",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:want|wanted|wants|make|made|making|so|have|need|needs) it (?:to )?(?:look|looks|looked|seem|seems|seemed|appear|appears) (?:like )?an accident\\b|\\blife insurance (?:still )?(?:pays|pay|paid|would pay|will pay)(?: out)?\\b|\\b(?:tell|know|find out|prove|work out|figure out) (?:it|that it|if it) (?:was not|wasn t|wasnt|was) (?:an accident|on purpose|deliberate)\\b|\\binsurance (?:paperwork|papers|policy) (?:is |are )?(?:in order|sorted|ready|done)\\b`,
  },
  {
    id: "self-harm-again",
    family: "self-harm",
    kind: "self-harm",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:cut|burned|burnt|burn|hurt myself|harmed myself|scratched|carved|hit myself|did it|done it|relapsed|slipped up|sh ed) (?:again|once more|another time)\\b(?: (?:tonight|today|last night|this morning|yesterday))?|\\b(?:deeper|worse|longer|more) than (?:i meant|i wanted|i intended|i planned|usual|last time|ever|before|normal)\\b|\\bthe (?:arm|leg|thigh|wrist|skin|blade|cutting|burning) thing\\b|\\b(?:already )?done (?:one|two|three|a few|some)\\b.{0,20}\\b(?:already|tonight|today|cuts?|lines?)\\b|\\b(?:i have |i ve )?already done one\\b`,
    unless:
      /\b(?:hair|grass|lawn|cake|bread|class|school|budget|costs|paper|wood|exam|test|homework|lap|rep|reps|set|sets|episode|crossword|puzzle|level|drank|drink|drinking|ate|eaten|spent|wedding|party|hangover)\b/,
  },
  {
    id: "until-it-bled",
    family: "self-harm",
    kind: "self-harm",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:bit|bite|biting|punched|punch|punching|hit|hitting|scratched|scratching|dug|digging|banged|banging|slammed|slamming|pinched|pinching|burned|burning|picked|picking)\\b.{0,30}\\b(?:until|till|til|so hard|hard enough that) (?:it|they|i|my \\w+|the skin|blood) (?:bled|bleeds|bleed|started bleeding|split|broke|bruised|blistered|burned|came|was raw|drew blood)\\b|\\b(?:punched|hit|smashed|slammed|kicked) (?:the |a )?(?:wall|door|mirror|window)\\b.{0,40}\\b(?:on purpose|split|broke|bled|bleeding|knuckles)\\b|\\b(?:like|love|need|want|crave|prefer) the pain\\b|\\bpain (?:is better|feels better|is easier) than\\b`,
    unless: /\b(?:the dog|the cat|my brother|my sister|he |she |they |workout|gym|boxing|sparring|training|tattoo)\b/,
  },
  {
    id: "farewell-last-time",
    family: "farewell",
    kind: "suicide",
    weight: 3.5,
    subject: "any",
    pattern:
      `\\b(?:hear|see|hug|hold|visit|call|ring|rang|called|saw|heard|hugged|told) .{0,25}\\b(?:one (?:more|last) time|for the (?:very )?last time|one final time)\\b|\\b(?:she|he|they|my \\w+) (?:does not|doesn t|do not|don t|did not|didn t) know (?:it was|it is|this is|that was|that it was) (?:the |my )?last\\b|\\b(?:it is|its|it s|that was|this was|it was) the last (?:thing|time|words?) (?:i wanted|i want|i will|she will|he will|they will|she ll|he ll|i ll)\\b`,
    unless:
      /\b(?:before (?:i|we) (?:move|leave for|fly|go abroad|emigrate)|deploy\w*|vacation|holiday|trip|funeral|passed away|hospice|she died|he died|dying of|cancer|in hospital)\b/,
  },
  {
    id: "rehomed",
    family: "farewell",
    kind: "suicide",
    weight: 2.5,
    subject: "any",
    pattern:
      `\\b(?:rehomed|rehoming|rehome|found (?:a )?(?:new )?(?:home|homes|owner|owners) for|(?:the|my) (?:dog|cat|pets?|rabbit|bird|fish) (?:has|have) (?:a )?new (?:home|owner|owners))\\b`,
    unless:
      /\b(?:moving|move|allerg\w*|landlord|new baby|no pets allowed|downsiz\w*|shelter volunteer|fostering|foster)\b/,
  },
  // Co-occurrence of concepts: the same situation in whatever words (server/safety/risk_concepts.ts).
  {
    // "I'm holding the pills": the means in hand now.
    id: "means-in-hand",
    family: "preparation",
    kind: "suicide",
    weight: 5,
    subject: "self",
    pattern:
      `\\b(?:i'?m|i am|im) (?:holding|clutching|gripping|staring at|sitting here with) (?:the|my|these|those|a handful of|all (?:the|my)|a bottle of|a box of) (?:pills|tablets|meds|knife|blade|razor|gun|rope|noose)\\b`,
  },
  {
    id: "means-kept-close",
    family: "method",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern: `\\b${meansWords}\\b.{0,90}\\b${any(ruminationWords, closenessWords, gatheringWords)}\\b|\\b${
      any(ruminationWords, gatheringWords)
    }\\b.{0,90}\\b${meansWords}\\b`,
    unless:
      /\b(?:chef s|chefs|kitchen knife|onions?|whetstone|recipe|vegetables|cooking|chopping board|instead of sliced)\b|\b(?:flashbacks?|whenever i see|triggers? me|reminds? me)\b|\b(?:deploy\w*|soldier|military|army|habit from|for protection|intruders?|burglars?|expedition|research season|antarctic\w*|hunting (?:trip|season|license|licence)|went hunting|go hunting|shooting range|gun range|range day|clay pigeon|target practice|for my (?:headache|migraine|back|cold|flu|period|allergies|blood pressure)|as prescribed|doctor (?:said|told|prescribed)|pharmacist said|refill|pill organi[sz]er|camping|climbing|sailing|photo|photos|photograph\w*|the view|sunset|sunrise|scenery|fishing|commute|commuting|train to|bus to|catch the|late for the train|missed the train|model train|train set|lego|gardening|the garden|crops|spraying|farm work|vet said|the dog|the cat|my dog s|my cat s|cooking|kitchen knife for|chef|collector|collection|gun safe|locked safe|safe storage|cleaning it|my son s|my daughter s|toddler|the kids|child proof|childproof|forgetting|forgot|remember to take|remind me|blood pressure|habit|routine|same time|with food|with breakfast|side effects?)\b/,
  },
  {
    id: "engine-in-the-shed",
    family: "already-acting",
    kind: "suicide",
    weight: 5,
    subject: "any",
    pattern:
      `\\b(?:engine|car|ute|truck|van|motor)\\b.{0,25}\\b(?:going|running|on)\\b.{0,30}\\b(?:shed|garage|barn|closed|shut)\\b|\\b(?:shed|garage|barn)\\b.{0,30}\\b(?:engine|motor|car|truck|van|ute)\\b.{0,10}\\b(?:going|running|on)\\b`,
  },
  {
    id: "means-question",
    family: "method-seeking",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern: `\\b(?:is|are|does|do|would|will|can|could|which|what|how|where)\\b.{0,50}\\b${
      any(
        meansWords,
        poisonWords,
        waterWords,
        "hanging",
        "drowning",
        "jumping",
        "falling",
        "overdosing",
        "an overdose",
        "bleeding out",
        "starving",
      )
    }\\b.{0,50}\\b${lethalityWords}\\b|\\b${lethalityWords}\\b.{0,30}\\b(?:is|are|would be)\\b.{0,20}\\b${
      any(meansWords, poisonWords, "hanging", "drowning", "jumping")
    }\\b|\\bwhat happens (?:to (?:the|a) body|to a person|to someone|to you|to me)?\\s?(?:if|when) (?:a person|someone|you|i|one)\\b.{0,20}\\b(?:drinks?|takes?|swallows?|jumps?|eats?|injects?)\\b`,
    unless:
      /\b(?:health class|debate|school project|assignment|coursework|essay|lesson plan)\b|\b(?:dog|cat|puppy|kitten|pet|horse|cattle|sheep|cows?|chickens?|crops|plants?|weeds?|pests?|rats?|mice|bugs?|ants|children|child|toddler|baby|kids|battery|phone|laptop|car battery|paint|hair|skin care|acne|pool|chlorine|swimming|fish tank|aquarium|vitamins?)\b/,
  },
  {
    id: "where-to-cut",
    family: "method-seeking",
    kind: "self-harm",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:best|good|safest|where|which) (?:place|places|spot|spots|part|parts|way)? ?(?:to|should i|can i|do i)? ?(?:cut|burn|hurt myself|scratch)\\b.{0,30}\\b(?:so (?:nobody|no one|people do not|my (?:parents|mom|mum|dad|teachers?))|without (?:anyone|people|it) (?:seeing|noticing|showing)|hide|hidden|not show)\\b|\\bwhere (?:to|should i|can i) cut\\b`,
    unless: /\b(?:hair|fringe|bangs|cake|wood|fabric|tree|branch|grass|hedge|meat|costs|budget)\b/,
  },
  {
    id: "self-harm-on-body",
    family: "self-harm",
    kind: "self-harm",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:cut|cuts|cutting|carve|carved|carving|slice|sliced|slicing|scratch|scratched|scratching|burn|burned|burnt|burning|bite|bit|biting|scrape|scraped|scraping|stab|stabbed|stabbing|etch|etched|whip|whipped|punish|punishing|mark|marking)\\b.{0,30}\\b(?:on|into|in|across|up|down) (?:my|both my|the tops? of my|the insides? of my) (?:thighs?|arms?|forearms?|wrists?|legs?|stomach|belly|hips?|skin|chest|ankles?|shoulders?|upper arms?|body)\\b`,
    unless:
      /\b(?:by accident|accidentally|accident|cooking|kitchen|shaving|gardening|thorns?|rose bush|fell|slipped|tripped|the stove|the oven|the iron|sunburn|in the sun|mosquito|bug bites|rash|eczema|allergy|tattoo|surgery|doctor|nurse|dog|cat|puppy|kitten|football|rugby|sport|gym)\b/,
  },
  {
    id: "farewell-cue",
    unlessAnywhere: true,
    family: "farewell",
    kind: "suicide",
    weight: 2,
    subject: "any",
    stack: true,
    pattern:
      `\\bgoodbye forever\\b|\\btold (?:my|him|her|them)\\b.{0,20}\\bwhere (?:the|my) (?:policy|documents|will|passwords|keys|papers|insurance|bank details)\\b|\\bcleaned (?:the|my) (?:house|flat|apartment|room)\\b|\\bpaid off\\b|\\bleft the (?:cat|dog|kids|pets) with\\b|\\bgave (?:my|him|her) (?:buddy|brother|friend|sister|cousin|mate|neighbour|neighbor)\\b|\\bwho gets what\\b|\\b(?:sorted|wrote|made|updated|did) my will\\b|\\bcancell?ed (?:my|all my) (?:phone|contract|subscriptions|gym|plans|insurance)\\b|\\b(?:it all|everything) (?:feels|is) (?:very |so )?(?:tidy|sorted|in order|done|ready)\\b|\\bif i stop (?:answering|replying|responding)\\b|\\b(?:he|she|they) (?:did not|didn t|never) ask why\\b|\\bthe last thing (?:left )?to (?:sort|do)\\b|\\bthen i am done\\b`,
    unless:
      /\b(?:thanksgiving|celebrat\w*|debt free|so proud|finally)\b|\b(?:moving|move|vacation|holiday|trip|abroad|retir\w*|new job|graduat\w*|wedding|christmas|birthday|party)\b/,
  },
  {
    id: "polite-farewell",
    family: "farewell",
    kind: "suicide",
    weight: 2,
    subject: "any",
    stack: true,
    politeness: true,
    pattern:
      `\\b(?:thanks|thank you) for (?:the chats|the talks|everything|listening|being there|all your help|all the chats|our chats|being kind|your kindness)\\b|\\byou (?:have|ve) been (?:decent|good|kind|lovely|great|a good friend) to me\\b|\\b(?:thanks|thank you) for (?:the |all the |our )?(?:\\w+ ){1,3}(?:chats|talks)\\b|(?:^|\\b(?:and|well|ok|okay|so|anyway|then) )so long\\b(?=\\s*$| (?:everyone|friend|my friend|all|guys|and thanks|and thank you|world|for now|then)\\b)|\\b(?:mind yourself|farewell|adios|paalam|totsiens|tot siens|sayonara)\\b|\\b(?:thank you|thanks) for (?:the|your) (?:teachings|teaching|verses|words|prayers)\\b.{0,80}\\b(?:goodbye|farewell)\\b|(?<!\\b(?:say|saying|said|to say|a|our|my|his|her|their) )\\b(?:bye|goodbye)\\b\\s*$`,
    unless:
      /\b(?:moving|move|vacation|holiday|trip|abroad|retir\w*|new job|graduat\w*|wedding|christmas|birthday|party)\b/,
  },
  {
    id: "own-death-question",
    family: "morality",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:sin|sinful|wrong|bad karma|karma|karmic|forgive|forgiven|forgiveness|hell|heaven|ghost|wandering|soul|souls|god understand|god forgive|cover|allowed|selfish|(?:is it|would it be|be|it s|its|is that) (?:okay|ok)|permitted|unforgivable|punish\\w*|judge\\w*|what will happen to me|what happens to me)\\b.{0,80}\\b(?:leave this life|leave this world|leave this body|end my life|end it|take my (?:own )?life|takes his own life|take (?:his|their|one s|your) own life|check out|checking out|do it (?:myself|yourself)|does himself in|do myself in|(?<!\\b(?:not|wasn t|wasnt|didn t|didnt|never) )(?<!\\bnot really )on purpose|let go on purpose|stop eating|if i do it|if i did it|by my own hand|early|go now|leave now|go home now)\\b|\\b(?:leave this life|leave this world|end my life|take my own life|check out|do it (?:myself|yourself)|if i do it)\\b.{0,60}\\b(?:sin|wrong|karma|forgive|hell|heaven|ghost|soul|selfish|okay|allowed)\\b`,
    unless: /\b(?:essay|paper|class|assignment|lecture|history|the church teaches|catechism says)\b.{0,40}$/,
  },
  {
    id: "about-me",
    family: "intent",
    kind: "suicide",
    weight: 2,
    subject: "any",
    pattern:
      `\\b(?:asking (?:about|for) me|asking for myself|it is for me|its for me|it s for me|for me not (?:her|him|them)|for myself not|para sa akin|that is where i am at|that s where i m at|where i am at|cause that is me|that is me now)\\b`,
  },
  {
    id: "weapon-at-me",
    family: "abuse",
    kind: "abuse",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:held|holds|holding|put|puts|pointed|points|pointing|pressed|presses) (?:his|her|their|a|the) ${weaponWords} (?:to|at|against|in) (?:my|me)\\b|\\bshows? me (?:with (?:his|her) (?:fists|hands|belt)|what (?:that|it) means with)\\b|\\bwith (?:his|her) fists\\b|\\b(?:do|does|will do) worse (?:to me|if|next time)\\b|\\b(?:kicked|punched|slapped|hit|hits|beat|beats|choked|chokes|shoved|shoves) me (?:across|into|against|down|in the|if i|when i|because)\\b|\\b(?:has|have|get|got) (?:us|me) (?:dealt with|deported|sorted out|taken care of)\\b|\\b(?:calls?|call|report|reports) (?:immigration|the police) on (?:us|me)\\b`,
  },
  {
    id: "tonight-is-the-night",
    family: "intent",
    kind: "suicide",
    weight: 3,
    subject: "any",
    pattern:
      `\\b(?:tonight|today|tomorrow|sunday|friday|saturday|this) (?:is|will be|s) the (?:night|day)\\b|\\bgoing all the way this time\\b|\\b(?:that is|that s|thats) it\\b.{0,20}$|\\bi mean it\\b|\\bnot being dramatic\\b|\\bi am out\\b.{0,30}\\bout out\\b|\\bgiving it (?:till|until|to) .{0,20} (?:and then|then)\\b`,
    // "This is the day which the LORD hath made" (Psalm 118:24) is a psalm of rejoicing; "we talk about the bills and
    // that's it" ends a list.
    unless:
      /\b(?:party|game|match|concert|show|date|wedding|launch|premiere|exam|big day|interview|cook|recipe|dinner|(?:lord|god) (?:hath|has|had) made|rejoice and be glad|psalm|(?:and|just|only) (?:that is|that s|thats) it)\b/,
  },
  {
    id: "join-them",
    family: "ideation",
    kind: "suicide",
    weight: 3.5,
    subject: "any",
    pattern:
      `\\b(?:go and join|going to join|want to join|join) (?:him|her|them|my \\w+) (?:in heaven|on the other side|in death|wherever (?:he|she|they) (?:is|are)|up there)\\b|\\bit should (?:have|ve) been me\\b|\\b(?:swap|trade|switch) (?:places )?with (?:him|her|them)\\b`,
    unless:
      /\b(?:team|club|church|group|class|gym|band|company|choir|army|navy|union|for dinner|for lunch|for a drink|on holiday|on the trip)\b/,
  },
  {
    id: "jealous-of-the-dying",
    family: "ideation",
    kind: "suicide",
    weight: 3.5,
    subject: "any",
    pattern:
      `\\b(?:jealous|envious|envy)\\b.{0,30}\\b(?:who (?:get to )?(?:go|die|pass|went|died)|the (?:dead|dying|ones who (?:go|die|left))|get to go)\\b|\\b(?:god|lord|jesus|he) (?:should|would|could) take me\\b|\\btake me now\\b|\\bkunin na ako\\b|\\bwhat is left for me\\b`,
  },
  {
    id: "would-not-mind",
    family: "ideation",
    kind: "suicide",
    weight: 3.5,
    subject: "any",
    pattern:
      `\\bmind (?:a|an|the|if|being|getting) .{0,40}\\b(?:coming down on me|comin down on me|falling on me|hit me|hits me|killed me|kills me|crash|crashes|rolls?|rolled|took me|takes me|fell on me|ended it)\\b|\\bhope (?:the|my) (?:ute|truck|car|tractor|bike|plane|boat)\\b.{0,40}\\b(?:rolls|crashes|flips|goes off|goes down|sinks)\\b|\\b(?:would|will) get more from my (?:funeral|death|insurance|life insurance)\\b|\\bwould not have to be me (?:that|who) did it\\b`,
  },
  {
    id: "want-it-gone",
    family: "ideation",
    kind: "suicide",
    weight: 3.5,
    subject: "infer",
    pattern:
      `\\b(?:do not|don t|dont|no longer) want (?:mine|my life|it|this life|to have a life)(?: anymore| any more)?\\b.{0,40}\\b(?:life|treasure|precious|mine)\\b|\\b(?:life|mine)\\b.{0,90}\\b(?:do not|don t|dont|no longer) want (?:mine|it)(?: anymore| any more)?\\b`,
  },
  // A fourth writer's ways of saying it (tests/crisis/fresh_b.json), generalised.
  {
    id: "join-the-dead",
    family: "ideation",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:funeral|died|passed away|passed|grave|buried|death|late|gone|widow\\w*)\\b.{0,160}\\b(?:i will|i ll|i am going to|going to|want to|intend to|ready to|plan to|planning to|i intend to|i plan to|hoping to|hope to)\\s+(?:go with|join|follow|be with|go to)\\s+(?:him|her|them|[a-z]+)\\b(?! (?:for|at|on|in the|on the|at the|to))|\\b(?:intend|intending|plan|planning|going|want|wanting|hope|hoping|ready) to (?:join|be with|follow) (?:him|her|them|[a-z]+) (?:before|by|soon|this|when|in heaven|again|at last)\\b`,
    unless:
      /\b(?:club|team|church|group|class|gym|band|company|choir|army|navy|union|for dinner|for lunch|for a drink|on holiday|on the trip|on the walk|at the cemetery)\b/,
  },
  {
    id: "that-is-when",
    family: "intent",
    kind: "suicide",
    weight: 3,
    subject: "any",
    pattern:
      `\\b(?:that is|that s|thats) when(?= \\||$)|\\bset (?:an |my )?alarm for \\d{1,2}(?: ?am| ?pm)?\\b.{0,40}\\b(?:that is|that s|thats) when\\b|^(?:tonight|tomorrow|today|now|soon|this weekend|sunday|friday)(?= \\||$)|\\b(?:have not|haven t|not|never|did not|didn t) told (?:anyone|anybody|a soul) why\\b|\\bwithout (?:them|anyone|anybody) knowing\\b`,
  },
  {
    id: "means-question-more",
    family: "method-seeking",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:which|what) (?:is|would be|s|one is) (?:${lethalityWords})\\b.{0,40}\\b(?:${meansWords})\\b|\\b(?:does|do|would|will|is)\\b.{0,30}\\b(?:${meansWords}|overdose|hanging|drowning|jumping)\\b.{0,20}\\b(?:hurt|painful|painless)\\b|\\b(?:do not|dont|don t|won t|wont|never) feel (?:anything|a thing|pain|it)\\b.{0,30}\\b(?:if|when) (?:you|i|one|someone) (?:do it|does it|use)\\b|\\bdo it with (?:a|the|my) (?:gun|rope|pills|knife|belt|car)\\b|\\b(?:looked up|searched|googled|researched|looking up|searching)\\b.{0,20}\\bhow (?:many|much)\\b|\\b(?:poisonous|toxic|deadly|lethal|strong) enough to (?:end it|kill|die|do it|end my life)\\b|\\b(?:where|which)\\b.{0,40}\\b(?:${railWords}|${heightWords})\\b.{0,40}\\b(?:no cameras|no fence|unlocked|nobody|no one around|near me|closest|nearest)\\b`,
    unless:
      /\b(?:dog|cat|pet|plant|kids|child|toddler|baby|photo|photos|sunset|view|commute|station|walk|hike|fishing|trainspotting|model)\b/,
  },
  {
    id: "self-harm-more",
    family: "self-harm",
    kind: "self-harm",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:cutting|burning myself|hurting myself|scratching|self harm|sh|harming myself)\\b (?:feels|is|helps|calms|makes me feel|works|is the only thing)\\b|\\b(?:need|buy|buying|get|getting|order|ordered|bought|got) (?:new|more|some|fresh|sharper|another) (?:blades|razors|razor blades|blade)\\b|\\bnot from (?:my|the) (?:cat|dog|kitten|puppy)\\b|\\b(?:cat scratches|scratches|marks|cuts|lines)\\b.{0,30}\\b(?:getting|are getting|got) (?:deeper|worse|longer|more)\\b|\\bwhere\\b.{0,25}\\b(?:can|could|should) (?:you|i|one) cut\\b|\\bcut so (?:it|they) (?:does not|doesn t|doesnt|won t|will not|wont) show\\b|\\b(?:blades?|razors?|razor blades?)\\b.{0,50}\\b(?:hidden|hide|hid|hiding|pencil case|in my (?:bag|drawer|room|case)|kept|keep)\\b`,
    unless:
      /\b(?:shaving|shave|beard|legs shaved|art|craft|crafts|cricut|sharpener for pencils|box cutter for work|cooking|chef)\b/,
  },
  {
    id: "too-late",
    family: "already-acting",
    kind: "suicide",
    weight: 5,
    subject: "any",
    pattern:
      `\\btoo late\\b.{0,20}\\b(?:i )?(?:took|taken|swallowed|drank|did it|done it|cut)\\b|\\b(?:do not|dont|don t) tell me to call (?:anyone|anybody|someone|988|911|999|112|000|an ambulance|the hotline|a hotline)\\b`,
  },
  {
    id: "farewell-more",
    unlessAnywhere: true,
    family: "farewell",
    kind: "suicide",
    weight: 2,
    subject: "any",
    stack: true,
    pattern:
      `\\b(?:finished|sorted|signed|done) my (?:will|affairs|papers|paperwork)\\b|\\bpaid (?:all|off all|off) (?:my )?(?:debts|bills|loans)\\b|\\b(?:want|wanted) to (?:leave|go) (?:clean|tidy|quietly|without a mess|in peace)\\b|\\bpray for my soul\\b|\\bsay(?:ing)? (?:bye|goodbye|goodbyes) to (?:everyone|everybody|all of them|my friends|people)\\b|\\b(?:you are|youre|ur|you re) the last (?:one|person|thing)\\b|\\b(?:thank you|thanks) for (?:the|your) (?:teachings|teaching|verses|words|prayers)\\b.{0,80}\\b(?:take care of|look after|watch over)\\b|\\btake care of (?:the others|everyone|them|my \\w+) for me\\b|\\b(?:the )?last thing i (?:learn|read|do|see|hear|ask|write|say)\\b|\\b(?:instructions|letters?) (?:with|for) (?:the lawyer|my lawyer|my daughter|my son|my family)\\b|\\bhouse is signed over\\b|\\bi (?:think |guess |feel )?(?:i have |i ve |have )?done my (?:part|bit|duty)(?: here| in this world| on this earth)?(?= \\||$)`,
    unless:
      /\b(?:last day|company|office|colleagues|coworkers|retir\w*|new job|graduat\w*|moving|semester|project|shift|volunteer\w*)\b/,
  },
  {
    id: "give-my-life",
    family: "ideation",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:could|can|should|may|shall|want to|wish to|going to) i? ?(?:give|offer|sacrifice|burn) (?:my|my own) (?:life|body)\\b.{0,30}\\b(?:the same way|like (?:he|him|she|her|that|them)|as an offering|as (?:he|she|they) did)\\b|\\b(?:give|offer|sacrifice) my (?:life|body) (?:the same way|as an offering|like the medicine king)\\b`,
  },
  {
    id: "abuse-more",
    family: "abuse",
    kind: "abuse",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:he|she|they|husband|boyfriend|partner|dad|father|stepdad|landlord|boss|uncle|man)\\b.{0,20}\\b(?:is|are) (?:breaking|kicking|banging on|smashing|trying to break) (?:the|down the|my|our) (?:door|window|lock)\\b|\\b(?:landlord|boss|host|employer|owner|uncle|stepdad|step dad|man|he)\\b.{0,10}\\b(?:come|comes|coming|came) (?:in|into|in to|to) my (?:room|bed|bedroom)\\b.{0,40}\\b(?:at night|when|and|again|key|lock)\\b|\\bif i tell (?:the police|police|anyone|someone|anybody)\\b.{0,30}\\b(?:report|reports|deport|call immigration|calls immigration|kill|hurt|kick me out|take my visa|cancel my visa)\\b|\\b(?:has|have|got|with) the key again\\b`,
  },
  // A fifth writer's ways of saying it (tests/crisis/fresh_f.json), generalised.
  {
    // "prob just do the usual but deeper this time so it actually counts": harm meant, this time, to end it.
    id: "so-it-counts",
    family: "intent",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:deeper|more|harder|longer|all of them|the whole|properly|for real|further)\\b.{0,40}\\bso (?:it|this one|this time|that it) (?:actually |really |finally |properly )?(?:counts|works|is final|sticks|is for real|is the last)\\b`,
  },
  {
    // "I don't know how to do it so they won't feel anything": a way of dying sought to spare pain.
    id: "so-they-feel-nothing",
    family: "method-seeking",
    kind: "suicide",
    weight: 4,
    subject: "any",
    negatable: false,
    pattern:
      `\\bhow (?:to|i (?:can|could|should|would)) do it so (?:they|he|she|the kids|the children|i|we|nobody|no one) (?:will not|would not|do not|does not|can not|won t|wouldn t|don t) (?:feel|suffer|know|wake)\\b`,
  },
  {
    // "If I go, the kids come with me": one's own death with one's children taken along.
    id: "children-taken-along",
    family: "intent",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:if|when|once) i (?:go|die|do it|end it|leave this world|am gone)\\b.{0,10}\\b(?:the kids|my kids|the children|my children|my son|my daughter|the baby|my baby|the boys|the girls|they) (?:come|go|are coming|will come|will go|are going|come along) with me\\b|\\btake (?:the kids|my kids|the children|my children|the baby|my baby) with me (?:when|if) i (?:go|die|do it)\\b`,
  },
  {
    // "the tallest multi storey that doesn't have the fences up yet": a height sought for its missing barrier.
    id: "height-without-barrier",
    family: "method-seeking",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:${heightWords}|multi storey|multistorey|building|block of flats|tower block|car park)\\b.{0,60}\\b(?:(?:does not|do not|doesn t|don t|did not|without|no|not) (?:have |got )?(?:the |any )?(?:fences?|barriers?|railings?|nets?|netting|guard ?rails?|grilles?|bars|cameras)(?: up| on it| yet| fitted| there)?|(?:fences?|barriers?|railings?|nets?|netting) (?:are not|is not|are n t|not|have not been|has not been) (?:up|there|in place|fitted|finished|put up))\\b`,
    unless: /\b(?:kids?|children|toddler|safety (?:inspection|report|officer)|council should|complain\w*|petition)\b/,
  },
  {
    // "it isn't that high but it's high enough": a height weighed as enough.
    id: "high-enough",
    family: "method",
    kind: "suicide",
    weight: 3.5,
    subject: "any",
    pattern:
      `\\b(?:${heightWords}|multi storey|building|window|balcony)\\b.{0,80}\\b(?:high|tall|far (?:down|up)|a long way down) enough\\b|\\b(?:high|tall) enough\\b.{0,40}\\b(?:${heightWords})\\b`,
    unless:
      /\b(?:shelf|shelves|ceiling|fence|hedge|kite|plane|tide|water level|flood|boat|truck|lorry|van|clearance|view|photo|ladder|cupboard|tree house|treehouse|wifi|signal)\b/,
  },
  {
    // "the right words for the note, something my mom would find comforting after".
    id: "note-for-after",
    family: "farewell",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:the|a|my|last|final) (?:note|letter|message)\\b.{0,80}\\b(?:(?:find|read|have|get|see) (?:[\\w ]{0,20})?after(?= \\||$)|after i am gone|when i am gone|once i am gone|after i go|after i do it|when they find me|for after)\\b|\\b(?:letter|note) (?:that |which )?(?:explains|explaining|says|saying|tells (?:her|him|them)|telling (?:her|him|them)) where (?:the |my |all the )?(?:insurance|will|papers|passwords|pin|policy|deeds|documents|bank details|savings)\\b`,
    unless: /\b(?:surgery|operation|wedding|trip|holiday|exam|interview|after work|after school)\b/,
  },
  {
    // "The voice says I have to prove my faith by cutting out the part of me that sins".
    id: "voices-command",
    family: "self-harm",
    kind: "self-harm",
    weight: 4.5,
    subject: "any",
    pattern:
      `\\b(?:the|a|these|my|those) voices? (?:says?|tells? me|told me|keeps? telling me|is telling me|are telling me|wants? me|ordered me|orders me|commands? me|commanded me|said)\\b.{0,30}\\b(?:hurt|cut|cutting|kill|die|burn|punish|harm|stab|jump|end it|sacrifice|bleed|drown|starve)\\b`,
    unless: /\b(?:character|novel|story|film|movie|game|podcast|narrator)\b/,
  },
  {
    // "The knot's already tied up in the garage": a ligature made ready where it would be used.
    id: "ligature-ready",
    family: "preparation",
    kind: "suicide",
    weight: 4.5,
    subject: "any",
    pattern:
      `\\b(?:noose|knots?|rope|belt|cord|ligature)(?: is| has been| s)? (?:already |all )?(?:tied|hung|hanging|set up|up|ready|in place|fixed)\\b.{0,30}\\b(?:garage|loft|attic|shed|barn|basement|cellar|beam|rafters?|banister|stairs|tree|closet|wardrobe|bedroom|door|ceiling|hook)\\b|\\b(?:tied|tying|hung|hanging|fixed|set up) (?:a |the |my )?(?:noose|rope|belt|cord|ligature) (?:to|from|over|on|up in|in) (?:the |a )?(?:beam|rafters?|banister|stairs|tree|ceiling|hook|door|loft|garage|closet rod|shower rail)\\b`,
    unless:
      /\b(?:swing|hammock|boat|sail\w*|climb\w*|tent|camping|washing line|clothes line|wedding|tie the knot|christmas|decorations?|lights)\b/,
  },
  {
    // "I'm not stopping until God takes me home": a fast or refusal kept up until death.
    id: "until-death-takes-me",
    family: "intent",
    kind: "suicide",
    weight: 4,
    subject: "any",
    negatable: false,
    pattern:
      `\\b(?:fast|fasting|not eating|stopped eating|starv\\w*|no food|not drinking|stopped drinking|refus\\w* (?:food|to eat|water|to drink)|water only|only water|not taking my (?:medication|insulin|pills))\\b.{0,160}\\b(?:until|till) (?:god|the lord|jesus|he|death) (?:takes|calls|brings) me\\b|\\b(?:fast|fasting|not eating|stopped eating|starv\\w*|no food|water only)\\b.{0,160}\\b(?:until|till) (?:it kills me|i die|i am dead|i starve|i drop|my (?:heart|body) (?:stops|gives out))\\b`,
  },
  {
    // "counted out enough to not wake up and put them in an envelope".
    id: "enough-not-to-wake",
    family: "preparation",
    kind: "suicide",
    weight: 4.5,
    subject: "any",
    negatable: false,
    pattern: `\\benough (?:\\w+ ){0,2}(?:to|so i) (?:not|never|would not|will not|do not) wake (?:up)?\\b`,
  },
  {
    // "I need to be sure before tonight" about the moment of death; "I just need to know I'll be okay on the other
    // side": certainty about dying, wanted by a time or for oneself.
    id: "afterlife-assurance-due",
    family: "intent",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:death|die|dying|dead|afterlife|the other side|heaven|hell|eagle peak|pure land|reborn|rebirth|next life|amida|own hand|own lives?|early|buddhahood|memorial)\\b.{0,200}\\b(?:need|have|want|got|like) to (?:know|be sure|be certain|hear it|understand|find out|know the answer) (?:before|by|tonight) (?:tonight|tomorrow|the morning|i go|i do it|friday|saturday|sunday|monday|the weekend|this evening|morning)\\b|\\b(?:need|want|have) to (?:know|be sure|be certain|hear) (?:that )?i will be (?:okay|ok|alright|all right|safe|forgiven|accepted|welcomed?|let in|fine) (?:on the other side|in heaven|over there|when i get there|after i die|after i go)(?! of)\\b`,
  },
  {
    // "she'd rather bury her daughter than have a son. so maybe I'll just give her what she wants".
    id: "give-them-my-death",
    family: "ideation",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `(?<=\\b(?:bury|buried|dead|die|died|gone|rid of me|never been born|kill myself)\\b.{0,80})\\b(?:give|giving) (?:her|him|them|everyone|everybody) what (?:she|he|they|everyone|everybody) (?:wants?|wanted|asked for)\\b`,
  },
  {
    // "I've been reading up on the helium method and ordered the tank".
    id: "gas-method",
    family: "method",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\bhelium\\b.{0,40}\\b(?:method|tank|hood|bag|canister|cylinder|kit|exit)\\b|\\b(?:exit|suicide) bag\\b|\\b(?:method|tank|hood|canister|cylinder)\\b.{0,20}\\bhelium\\b`,
    unless: /\b(?:balloons?|party|birthday|wedding|celebration|decorat\w*|science|chemistry|diving|scuba)\b/,
  },
  {
    // "I asked about assisted dying but it's not legal here. So I'll sort it myself."
    id: "own-assisted-death",
    family: "plan",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:assisted (?:dying|death|suicide)|euthanasia|dignitas|mercy killing|maid)\\b.{0,120}\\b(?:i will|i am going to|i ll|going to|gonna|i shall|i can) (?:just )?(?:sort|do|handle|take care of|arrange|manage) it (?:myself|my self|on my own|alone|by myself)\\b`,
  },
  {
    // "22 a day, right? Guess I'm making it 23": oneself added to a count of deaths.
    id: "added-to-the-count",
    family: "ideation",
    kind: "suicide",
    weight: 3.5,
    subject: "any",
    pattern: `(?<=\\b\\d+ (?:a|per|every|each) (?:day|week|year)\\b.{0,60})\\b(?:mak(?:e|ing)|that makes) it \\d+\\b`,
  },
  {
    // "they helped for a while": help told as over, in a message of thanks or farewell.
    id: "helped-for-a-while",
    family: "farewell",
    kind: "suicide",
    weight: 2.5,
    subject: "any",
    stack: true,
    pattern:
      `\\b(?:they|it|you|that|this|these|those|the chats|the talks|our chats|your words|the verses|the teachings) (?:really )?(?:helped|kept me going|got me through|held me together|worked) (?:for a while|for a bit|for a time|for a little while|for some time|while (?:it|they) lasted|as long as (?:it|they) could)\\b`,
  },
  {
    // "How long does antifreeze take to work if someone drinks it?"
    id: "how-long-to-work",
    family: "method-seeking",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\bhow (?:long|fast|quickly|soon)\\b.{0,40}\\b(?:${poisonWords}|${medicationWords}|overdose|hanging|drowning|bleeding out)\\b.{0,30}\\b(?:take to work|to work|take effect|to kill|kick in|to die|before (?:you|i|someone|one) (?:die|dies|pass out|are dead|is dead))\\b|\\bhow long (?:i would|i d|would i|will i|i will|you would|you d) (?:have to )?(?:lie|lay|be lying|suffer|be) (?:there|in pain|conscious|awake)\\b`,
    unless:
      /\b(?:headache|migraine|pain relief|period pain|antibiotics?|hay ?fever|allergy|for my (?:back|knee|tooth|cold|flu)|prescribed|doctor said|the vet|my dog|my cat|the car|radiator|engine)\b/,
  },
  {
    // "the exclusion period ran out in May"; "the kids will do better with the payout than with a dad who lost
    // everything": a life policy's suicide exclusion waited out, and one's death weighed as worth more.
    id: "policy-waited-out",
    family: "preparation",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:suicide clause|suicide exclusion|exclusion period|contestability period|two year clause)\\b.{0,40}\\b(?:ran out|run out|runs out|expired|expires|ended|ends|is over|was over|passed|is up|finished|lapsed)\\b|\\b(?:better|happier|richer) (?:off )?with (?:the|my) (?:payout|pay out|insurance money|life insurance|policy money|money) than (?:with )?(?:me|a dad|a mum|a mom|a father|a mother|a husband|a wife|a son|a daughter|their dad|their mum|their mom)\\b`,
  },
  {
    // "mine died last year and I'll be seeing her soon. I've set the date".
    id: "reunion-soon",
    family: "ideation",
    kind: "suicide",
    weight: 4,
    subject: "any",
    // The death is told as the past; the meeting is to come.
    tense: false,
    pattern:
      `\\b(?:died|passed|passed away|lost|gone|dead|late|put down|put to sleep)\\b.{0,100}\\b(?:i will|i am going to|going to|i ll|i shall) (?:be )?(?:see|seeing|join|joining|with|meet|meeting|hold|holding|reunited with) (?:her|him|them|you|my \\w+)(?: again)? (?:soon|very soon|shortly|tonight|this week|before long|any day now)\\b`,
    unless:
      /\b(?:in my dreams|at the (?:grave|cemetery|memorial)|in (?:the|my) photos?|rainbow bridge one day|when my time comes|one day|someday)\b/,
  },
  // A sixth writer's ways of saying it (tests/crisis/fresh_g.json), generalised.
  {
    // "you know exactly what would work and how much": knowing the lethal means and dose.
    id: "knows-what-would-work",
    family: "plan",
    kind: "suicide",
    weight: 3,
    subject: "any",
    pattern:
      `\\bknow (?:exactly |precisely |just )?(?:what|how much|which|how many)(?: \\w+){0,2} (?:would|will|it would) (?:work|do it|be enough|do the job|kill|be fatal|take)\\b`,
  },
  {
    // "I brought some home from the unit", "tonight I took the cap off".
    id: "means-taken-from-work",
    family: "method",
    kind: "suicide",
    weight: 3.5,
    subject: "any",
    pattern:
      `\\b(?:brought|took|taken|stole|pocketed|smuggled|nicked|sneaked|snuck) (?:some|a few|a bit|a vial|vials|ampoules?|a bottle|a box|a pack|them|it|enough)(?: \\w+)? (?:home )?(?:from|out of) (?:the )?(?:unit|ward|hospital|pharmacy|dispensary|clinic|drugs cupboard|drug cupboard|controlled drugs|work)\\b|\\b(?:took|taken|twisted|pulled) the (?:cap|lid|top|seal) off\\b.{0,40}\\b(?:${means}|bottle|vial|syringe)\\b|(?<=\\b(?:${means}|bottle|vial|syringe|brought some|it s in|it is in)\\b.{0,200})\\b(?:took|taken|twisted|pulled) the (?:cap|lid|top|seal) off\\b`,
    unless: /\b(?:for (?:the|a) (?:patient|training|disposal|audit)|returned it|handed it (?:back|in))\b/,
  },
  {
    // "tonight's the night I end it", "this is the week I do it".
    id: "the-night-i-end-it",
    family: "intent",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:the (?:night|day|week|weekend|time|moment)|when|where) i (?:finally )?(?:end it|end it all|end things|do it|go through with it|kill myself|end my life)\\b`,
  },
  {
    // "I'm not stopping till it feels like enough": harm kept up until it is enough.
    id: "until-it-is-enough",
    family: "self-harm",
    kind: "self-harm",
    weight: 4,
    subject: "any",
    negatable: false,
    pattern:
      `\\b(?:not stopping|will not stop|won t stop|keep going|not going to stop|carry on) (?:till|until) (?:it (?:feels|is|looks) (?:like )?(?:enough|deep enough)|there is nothing left|i can not feel (?:it|anything)|i bleed out)\\b`,
  },
  {
    // "I've filled my coat pockets with stones": weighted to drown.
    id: "pockets-weighted",
    family: "preparation",
    kind: "suicide",
    weight: 5,
    subject: "any",
    pattern:
      `\\b(?:filled|fill|filling|put|putting|loaded|stuffed) (?:my |the )?(?:coat |jacket )?pockets (?:with|full of) (?:stones|rocks|weights|bricks)\\b|\\b(?:stones|rocks|weights|bricks) in (?:my|the) (?:coat |jacket )?pockets\\b`,
  },
  {
    // "sat on the wall at the top of the multistorey": at a height now.
    id: "at-the-edge-now",
    family: "method",
    kind: "suicide",
    weight: 4.5,
    subject: "any",
    pattern:
      `\\b(?:sat|sitting|standing|stood|perched|leaning) (?:on|at|over) (?:the )?(?:wall|edge|ledge|railing|rail|railings|parapet|barrier)\\b.{0,40}\\b(?:${heightWords}|multistorey|multi storey|top floor|top of)\\b|\\b(?:${heightWords}|multistorey|multi storey)\\b.{0,40}\\b(?:sat|sitting|standing|stood|perched) (?:on|at) (?:the )?(?:wall|edge|ledge|railing|rail|parapet)\\b`,
    unless:
      /\b(?:photo|photos|selfie|view|views|view point|viewpoint|sunset|sunrise|picnic|lunch|with friends|tour|canyon|national park|hike|hiking|trail|lookout|scenic|awe|beautiful|first time seeing)\b/,
  },
  {
    // "his mum's boyfriend burns him with cigarettes": a child or another hurt with something.
    id: "hurt-with-something",
    family: "abuse",
    kind: "abuse",
    weight: 4,
    subject: "agent",
    pattern:
      `\\b(?:burns?|burned|burnt|hits?|beats?|whips?|whipped|kicks?|punches?|chokes?|scalds?|scalded) (?:him|her|them|my (?:son|daughter|grandson|granddaughter|brother|sister|baby)) (?:with (?:a |the |his |her )?(?:cigarettes?|lighter|iron|belt|cord|wire|hanger|stick|kettle|hot water)|in (?:the|a) (?:face|head|stomach))\\b`,
  },
  {
    // "I left my phone code on a sticky note for my brother just in case".
    id: "codes-left-behind",
    family: "farewell",
    kind: "suicide",
    weight: 3.5,
    subject: "any",
    stack: true,
    pattern:
      `\\b(?:left|leaving|wrote|written|writing|put|stuck) (?:down )?(?:my |the )?(?:phone code|passcode|pass code|password|passwords|pin|pin number|bank pin|login|logins|codes?|bank details)\\b.{0,50}\\b(?:for (?:my |the )?\\w+|just in case|in case)\\b`,
    unless: /\b(?:holiday|trip|babysit\w*|house ?sit\w*|while i am away|cat sitter|dog sitter|locked out|forgot)\b/,
  },
  {
    // "I just took a load of stuff from the cupboard ... I can't really feel my fingers": something taken, the body failing.
    id: "taken-and-failing",
    family: "already-acting",
    kind: "suicide",
    weight: 5,
    subject: "any",
    pattern:
      `\\b(?:took|taken|swallowed|had|drank|ate|downed|necked)\\b.{0,30}\\b(?:${means}|stuff|a load|loads|a lot|a handful|the lot|everything|whatever|ones|bottle|packet)\\b.{0,160}\\b(?:can not (?:really )?feel my|cannot feel my|going numb|lightheaded|light headed|everything is (?:kind of |going |really )?(?:slow|blurry|spinning|dark)|can not keep my eyes open|heart is (?:racing|pounding|slow)|can not breathe|struggling to breathe|throwing up blood)\\b`,
    unless: /\b(?:anaesthe\w*|anesthe\w*|dentist|surgery|hangover|food poisoning|flu|vaccine|jab)\b/,
  },
  {
    // "I keep thinking about just sliding under and staying there".
    id: "under-and-staying",
    family: "ideation",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:slide|sliding|slip|slipping|go|going|sink|sinking|put my head|duck|ducking) under\\b.{0,20}\\b(?:and )?(?:stay|staying|not come up|never come up|not coming up|stay down|not surface)\\b`,
  },
  {
    // "the hospice left a lot of mum's morphine when she died and I never handed it back".
    id: "kept-their-medication",
    family: "method",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:${means}|morphine)\\b.{0,80}\\b(?:never|did not|didn t|have not|haven t) (?:handed|given|gave|taken|took|returned|brought) (?:it|them|any of it) back\\b`,
  },
  {
    // "I'd like to go while my mind is calm. Sunday morning feels right".
    id: "going-while-calm",
    family: "intent",
    kind: "suicide",
    weight: 3.5,
    subject: "any",
    pattern:
      `\\b(?:would like|want|d like|ready|hope|plan) to go (?:while|before) (?:my mind|i am still|i still|i can still|i lose|i get worse|it gets worse|the pain)\\b|\\b(?:sunday|monday|tuesday|wednesday|thursday|friday|saturday|tonight|tomorrow|this weekend)(?: morning| night| evening| afternoon)? (?:feels|seems) (?:right|like the (?:right )?(?:time|day))\\b`,
    unless: /\b(?:trip|holiday|visit|move|moving|wedding|party|interview|surgery|appointment|church|service|retreat)\b/,
  },
  {
    // "If I say no he hits me": "no" said is no negation.
    id: "harm-threatened",
    family: "abuse",
    kind: "abuse",
    weight: 4,
    subject: "agent",
    pattern:
      `\\b(?:he|she|they) (?:will|would|is going to|are going to|said (?:he|she|they) would|d|ll) (?:just |accidentally |really |make sure to )?(?:put me in (?:the|a) (?:bath|cellar|shed|cupboard|car|boot|trunk|river)|leave me (?:there|to die|without)|lock me (?:in|up)|starve me|drop me|make me disappear|get rid of me|throw me (?:down|off))\\b|\\bmake sure (?:none of us|we|i|the kids|the girls|the boys|nobody|no one) (?:are|is|will be|be) (?:around|alive|here|left)\\b`,
  },
  {
    // "I have found a place deep in the forest ... a sutra for the one who dies, so I can read it there".
    id: "place-to-die",
    family: "plan",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:sutra|prayer|verse|hymn|psalm|passage|chant|words)\\b.{0,30}\\bfor (?:the one|someone|a person|those|one|people|a man|a woman) who (?:dies|die|is dying|are dying)\\b.{0,40}\\bso (?:i|that i) can (?:read|say|chant|recite|pray) (?:it|them)\\b|\\b(?:found|picked|chosen|chose|scouted) (?:a|the) (?:place|spot)\\b.{0,60}\\b(?:forest|woods|mountain|cliff|river|lake|sea|moor|bridge)\\b.{0,60}\\b(?:i will go there|i am going there|going there)\\b`,
  },
  {
    // "it won't stop bleeding through the tea towel".
    id: "bleeding-will-not-stop",
    family: "already-acting",
    kind: "self-harm",
    weight: 5,
    subject: "any",
    pattern:
      `\\b(?:will not|won t|wont|can not|cannot|does not|doesn t|is not) stop(?:ping)? bleeding\\b|\\bbleeding (?:through|thru) (?:the|a|my) (?:towel|tea towel|bandage|shirt|sheets?|tissues?|plaster)\\b|\\bsoaked (?:through )?(?:a |the |my |two |three )?(?:towels?|tea towels?|bandages?|shirts?)\\b`,
    unless: /\b(?:nose ?bleed|period|dentist|tooth|gums?|shaving|paper cut|dog|cat)\b/,
  },
  {
    // "I don't trust my own hands right now" with a baby in one's care.
    id: "own-hands-untrusted",
    family: "abuse",
    kind: "abuse",
    weight: 4,
    subject: "any",
    negatable: false,
    pattern:
      `\\b(?:do not|don t|dont|can not|cannot|no longer) trust (?:my own hands|my hands|myself (?:with|around|near) (?:him|her|them|the baby|my baby|the kids))\\b`,
  },
  {
    // "I just don't plan on being around past my birthday on Tuesday".
    id: "not-around-past",
    family: "plan",
    kind: "suicide",
    weight: 4,
    subject: "any",
    negatable: false,
    pattern:
      `\\b(?:do not|don t|dont) (?:plan|intend|expect|mean) (?:on |to )?(?:be|being) (?:around|here|alive) (?:past|after|beyond|by|for)\\b`,
    unless: new RegExp(`\\b(?:${ordinaryAbsence})\\b`),
  },
  {
    // "if I go she comes with me ... I want it to be gentle for her".
    id: "gentle-for-the-child",
    family: "method-seeking",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:want|make|need) it (?:to be )?(?:gentle|painless|peaceful|quick) for (?:her|him|them|the kids|the baby|my (?:son|daughter|baby|kids))\\b|\\b(?:if|when) i (?:go|die|do it)\\b.{0,10}\\b(?:she|he) (?:comes|goes|is coming|will come) with me\\b(?=.{0,200}\\b(?:together|heaven|gentle|painless|asleep|forever|die|dead)\\b)`,
  },
  {
    // "I'm not going to hurt anybody else if that's what you're thinking. It's only me".
    id: "only-myself",
    family: "ideation",
    kind: "suicide",
    weight: 4,
    subject: "any",
    negatable: false,
    pattern:
      `\\b(?:not|never) (?:going to |gonna )?(?:hurt|harm|kill) (?:anybody|anyone|other people|others)(?: else)?\\b.{0,60}\\b(?:only|just) (?:me|myself)\\b`,
  },
  {
    // "she's been leaving me in bed all day with no water".
    id: "left-without-care",
    family: "abuse",
    kind: "abuse",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:leaving|left|leaves|locks?|locked) me (?:in bed |alone |in my room |in the dark |in my chair )?(?:all day |for days |overnight |all night )?(?:with no|without) (?:water|food|my medication|my meds|help|a phone|the toilet)\\b`,
  },
  {
    // "broke a plate on my head", "he's still got the carving knife out ... keeps saying things about the baby".
    id: "violence-coded",
    family: "abuse",
    kind: "abuse",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:broke|smashed|threw) (?:a |the )?(?:plate|bottle|glass|mug|chair|vase|cup|phone)s? (?:on|at|over|across) my (?:head|face|back)\\b|\\b(?:he|she)\\b.{0,20}\\b(?:has|got|is holding|still has|still got|s still got)\\b.{0,20}\\b(?:knife|gun|blade|machete|hammer|axe)\\b.{0,60}\\b(?:saying things|keeps saying|threatening|talking about|says things)\\b`,
  },
  {
    // "thinking how easy it would be to just pull the wheel across".
    id: "crash-on-purpose",
    family: "method",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:pull|turn|swerve|jerk|yank|steer) the (?:wheel|car|steering)\\b.{0,30}\\b(?:across|into|in front|off the road)\\b|\\b(?:drive|driving|crash|crashing|steer|steering|swerve|swerving) (?:the car |my car )?(?:into|in front of) (?:a |the |an )?(?:tree|wall|lorry|lorries|truck|oncoming|traffic|pillar|river|sea)\\b`,
    unless: /\b(?:nearly|almost|deer|fox|ice|icy|skid\w*|black ice|accident|brakes failed|kid ran)\b/,
  },
  {
    // "been tearing the bedsheet into strips a little at a time"; "tell her daddy was sorry".
    id: "strips-torn",
    family: "preparation",
    kind: "suicide",
    weight: 4.5,
    subject: "any",
    pattern:
      `\\b(?:tearing|tore|torn|ripping|ripped|cutting|twisting|braiding|plaiting) (?:up )?(?:the |my |a )?(?:bed ?sheets?|sheets?|towels?|shirts?|t shirts?|blankets?|laces|cords?)\\b.{0,30}\\b(?:into strips|into a rope|into rope|strips|a rope)\\b|\\btell (?:her|him|them|my \\w+|\\w+) (?:that )?(?:daddy|mommy|mummy|mum|mom|dad|i|her dad|his dad|her mom|his mom) (?:was|am|is) sorry\\b`,
    unless: /\b(?:rag rug|quilt\w*|craft\w*|bandages?|bunting|costume|dog toy)\b/,
  },
  // A seventh writer's ways of saying it (tests/crisis/fresh_h.json), generalised.
  {
    // "I stopped my insulin on Friday. Harold is waiting for me."
    id: "someone-waiting-over-there",
    family: "ideation",
    kind: "suicide",
    weight: 3.5,
    subject: "any",
    pattern:
      `(?<=\\b(?:insulin|medication|pills|dialysis|eating|drinking|died|passed|widow\\w*|late|gone|funeral|grave|heaven)\\b.{0,120})\\b(?:[a-z]+|he|she|they) (?:is|are) waiting for me\\b(?! (?:at|in the|outside|downstairs|by the|to|with|in (?:the )?car))`,
  },
  {
    // "I checked the suicide clause. It pays out after 12 months."
    id: "policy-checked",
    family: "preparation",
    kind: "suicide",
    weight: 4,
    subject: "any",
    // The checking was done before; what it readies is now.
    tense: false,
    pattern:
      `\\b(?:checked|read|looked up|looked at|looked into|asked about) (?:the |my )?(?:suicide clause|suicide exclusion|exclusion period)\\b|\\b(?:upped|increased|raised|doubled|took out) (?:my )?life (?:insurance|cover|policy)\\b.{0,80}\\b(?:suicide|pays out|clause)\\b`,
    unless: /\b(?:actuar\w*|exam|lecture|module|course|studying|textbook|client|clients)\b/,
  },
  {
    // "my boyfriend is 24 and I'm 14"; "he says I can't tell my parents": a child kept secret by an adult.
    id: "minor-with-adult",
    family: "abuse",
    kind: "abuse",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:boyfriend|girlfriend|he|she|partner|man) (?:is|s) (?:1[89]|[2-6]\\d)\\b.{0,60}\\bi am (?:1[0-5]|twelve|thirteen|fourteen|fifteen)\\b|\\bi am (?:1[0-5]|twelve|thirteen|fourteen|fifteen)\\b.{0,60}\\b(?:boyfriend|girlfriend|he|she|partner|man) (?:is|s) (?:1[89]|[2-6]\\d)\\b|\\b(?:says|said|tells me|told me) (?:i )?(?:can not|cannot|must not|mustn t|should not|shouldn t|not to) tell (?:my )?(?:parents|mom|dad|mum|anyone|anybody|my teacher)\\b.{0,120}\\b(?:leave my phone|stay (?:at|over at) his|his flat|his place|so they can not track|meet him)\\b`,
  },
  {
    // "She holds his hand on the hob when he wets himself"; "he ties him to the bed at night".
    id: "held-to-harm",
    family: "abuse",
    kind: "abuse",
    weight: 4.5,
    subject: "any",
    pattern:
      `\\b(?:holds?|held|puts?|pressed|presses|forces?|forced) (?:his|her|their|my (?:son s|daughter s|child s|brother s|sister s)) (?:hand|hands|arm|arms|fingers|feet|face) (?:on|onto|in|into|under|against) (?:the )?(?:hob|stove|cooker|iron|oven|radiator|hot water|boiling water|fire|candle|kettle)\\b|\\b(?:ties|tied|tying|straps|strapped|strapping) (?:him|her|them|my (?:dad|mum|mom|father|mother|gran|grandad|grandma|grandpa|son|daughter)) (?:to|in) (?:the|a|his|her) (?:bed|chair|radiator|cot)\\b`,
  },
  {
    // "after that there won't be a me for anyone to worry about".
    id: "no-me-after",
    family: "ideation",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\bthere (?:will not|won t|wont|is not going to) be (?:a me|any me|me|anything of me|any of me) (?:left )?(?:for anyone |for anybody |for you )?(?:to worry about|left|around|anymore)?\\b`,
  },
  {
    // "I've stopped drinking water, it's been two days ... I tip the cup into the plant".
    id: "refusing-to-live",
    family: "already-acting",
    kind: "suicide",
    weight: 5,
    subject: "any",
    pattern:
      `\\b(?:stopped|stopping|not|refus\\w*|given up)(?: been)? (?:drinking|eating|taking fluids|taking water|taking food)\\b.{0,80}\\b(?:days?|weeks?)\\b.{0,120}\\b(?:tip|tipped|pour|poured|hide|hid|throw|threw|pretend|pretended|have not noticed|haven t noticed|nobody has noticed|no one has noticed|nobody notices)\\b`,
  },
  {
    // "It's day 19, water only. My heart flutters ... I'd sooner die than break it."
    id: "starving-faint",
    family: "self-harm",
    kind: "self-harm",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:not eating|not to eat|only eat|water only|fast|fasting|vow|starv\\w*|stop the \\w+ too|stop eating)\\b.{0,220}\\b(?:fainted|fainting|blacked out|nearly blacked out|passed out|collapsed|heart (?:flutters|keeps skipping|is skipping|is racing)|(?:i would|i d) (?:sooner|rather) die)\\b|\\b(?:fainted|fainting|blacked out|passed out|collapsed)\\b.{0,160}\\b(?:want to get (?:down )?to \\d+|stop (?:eating|the \\w+) (?:too|altogether|completely)|not eating|only eat)\\b`,
    unless:
      /\b(?:blood test|blood sugar test|procedure|surgery|colonoscopy|anaesthe\w*|ramadan|iftar|doctor supervised)\b/,
  },
  {
    // "took everything in the drawer".
    id: "took-the-lot",
    family: "already-acting",
    kind: "suicide",
    weight: 6,
    subject: "any",
    pattern:
      `\\b(?:took|taken|swallowed|downed|necked) (?:everything|all of it|the lot|all of them|all the pills|whatever was|every pill|every tablet) (?:in|from|out of) (?:the|my|mum s|mom s|dad s) (?:drawer|cabinet|cupboard|box|bottle|bag|kit|medicine cabinet|first aid kit|blister packs?)\\b`,
  },
  {
    // "I won't need it after Saturday"; "I won't be needing any of it ... after Sunday".
    id: "not-needed-after",
    family: "plan",
    kind: "suicide",
    weight: 4,
    subject: "any",
    negatable: false,
    pattern:
      `\\b(?:will not|won t|wont) (?:be )?need(?:ing)? (?:it|them|any of it|any of them|my \\w+|anything|this|that)(?: anymore)? (?:after|past|beyond|from) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|tomorrow|this week|the weekend|next week)\\b|\\b(?:whoever|the person who|who ever) (?:clears|clear|cleans|empties) (?:out )?(?:the|my) (?:flat|house|room|apartment|things|stuff)\\b`,
    unless: /\b(?:moving|move|trip|holiday|deploy\w*|new job|emigrat\w*)\b/,
  },
  {
    // "Ordered the tank and the bag."
    id: "kit-ordered",
    family: "method",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern: `\\b(?:ordered|bought|got|have) the (?:tank|cylinder|canister) and (?:the )?(?:bag|hood|tubing|mask)\\b`,
  },
  {
    // "I honestly don't trust myself to go back in her room."
    id: "untrusted-near-them",
    family: "abuse",
    kind: "abuse",
    weight: 4,
    subject: "any",
    negatable: false,
    pattern:
      `\\b(?:do not|don t|dont|can not|cannot|no longer) trust myself (?:to (?:go|be|stay) (?:back )?(?:in|into|near|with|around|alone with)|alone with)\\b`,
  },
  {
    // "I want to watch it once before I step off."
    id: "before-i-step-off",
    family: "method",
    kind: "suicide",
    weight: 4.5,
    subject: "any",
    pattern:
      `\\bbefore i (?:step|jump|go|walk) (?:off|over|over the edge|in front)\\b|\\bbefore i (?:step|jump) (?:out|in)\\b(?! (?:of the (?:shower|bath|car|plane)|to))`,
  },
  {
    // "it would be kinder if we both went together"; "I've read how to do it with his tablets and mine".
    id: "going-together",
    family: "intent",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:we both|both of us) (?:went|go|die|died|going|could go|should go) (?:together|at the same time)\\b|\\b(?:read|looked up|researched|found out|worked out|googled) (?:up )?how to do it\\b(?=.{0,40}\\b(?:tablets|pills|medication|insulin|rope|gun|his|hers|mine|ours)\\b)`,
    unless: /\b(?:holiday|trip|retire\w*|church|concert|party|class|course)\b/,
  },
  {
    // "just a time I picked ... I want it over before they're home".
    id: "time-picked",
    family: "plan",
    kind: "suicide",
    weight: 3.5,
    subject: "any",
    pattern:
      `\\b(?:just )?(?:a|the) (?:time|day|date|hour) i (?:picked|chose|chosen|set|have picked|have chosen)\\b|\\bwant (?:it|this) (?:over|done|finished) (?:with )?before (?:they|the kids|the children|anyone|he|she|my \\w+) (?:are|is|get|gets|come|comes) (?:home|back)\\b`,
    unless:
      /\b(?:appointment|dentist|doctor|haircut|meeting|interview|exam|test|call|cleaning|laundry|chores|homework)\b/,
  },
  {
    // "he knows which flat is mine and that people who abandon the practice have accidents".
    id: "menaced",
    family: "abuse",
    kind: "abuse",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:knows|found out|worked out) (?:which|where) (?:flat|house|room|apartment|street|door) (?:is mine|i live|i am in)\\b|\\b(?:people|those|women|girls|anyone|anybody|whoever) who (?:leave|abandon|quit|refuse|talk|tell|report|slander|run)(?:s|es)?\\b.{0,40}\\b(?:have accidents|get hurt|disappear|end up dead|regret it|gets? buried|gets? killed|gets? shot|gets? hurt|ends? up in the river)\\b`,
  },
  {
    // "I intend to walk into the reservoir where we courted".
    id: "walk-into-water",
    family: "method",
    kind: "suicide",
    weight: 4.5,
    subject: "any",
    pattern:
      `\\b(?:walk|walking|wade|wading) (?:out )?(?:into|in to) (?:the )?(?:reservoir|sea|river|lake|ocean|water|waves|canal|loch|tide)\\b`,
    unless:
      /\b(?:paddl\w*|for a swim|swim\w*|with the kids|beach day|holiday|fishing|baptis\w*|up to my knees|ankle)\b/,
  },
  {
    // "They'll find it in the morning", "it was never their fault".
    id: "found-in-the-morning",
    family: "farewell",
    kind: "suicide",
    weight: 4,
    subject: "any",
    stack: true,
    pattern:
      `\\b(?:they|he|she|the kids|my \\w+) (?:will|ll) find (?:it|the letter|the note|them) (?:in the morning|tomorrow|when they (?:wake|get home|come home))\\b|\\b(?:was|is) never (?:their|your|his|her|anyone s) fault\\b`,
  },
  {
    // "we must withhold food until it leaves ... he's gone very quiet and floppy": a child harmed in the name of faith.
    id: "child-deprived",
    family: "abuse",
    kind: "abuse",
    weight: 4.5,
    subject: "any",
    pattern:
      `\\b(?:withhold|withholding|no) (?:food|water|his food|her food|drink) until (?:it|the spirit|the demon|he|she|they)\\b|\\b(?:has not|hasn t|have not|haven t) (?:eaten|drunk|had water|had food) since\\b.{0,80}\\b(?:floppy|limp|unresponsive|very quiet|will not wake|won t wake|grey|blue|not moving)\\b|\\bheld (?:him|her|them) down\\b.{0,80}\\b(?:screamed|deliverance|exorcis\\w*|spirit|demon)\\b`,
  },
  {
    // "I looked up how high our school stairwell is."
    id: "height-looked-up",
    family: "method-seeking",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:looked up|checked|googled|measured|found out|worked out) how (?:high|tall|far (?:down|up)|many (?:floors|storeys|stories)) (?:the |our |my |that |this )?(?:[a-z]+ ){0,2}(?:${heightWords}|stairwell|building|car park|multistorey|block|tower)\\b`,
    unless: /\b(?:project|homework|climb\w*|abseil\w*|survey\w*|architect\w*|maths|math|physics)\b/,
  },
  {
    // "my body could still be an offering ... I bought the lamp oil".
    id: "body-as-offering",
    family: "intent",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\bmy (?:life|body) (?:could|can|might|should|would|will) (?:still |finally )?be (?:an|the|my) offering\\b|(?<=\\b(?:offering|burn\\w*|medicine king|my body)\\b.{0,200})\\b(?:bought|got|have) (?:the |some )?(?:lamp oil|lighter fluid|paraffin|kerosene|petrol|gasoline|accelerant)\\b`,
  },
  {
    // "only I can send her back to Him while she is still pure".
    id: "send-them-to-god",
    family: "abuse",
    kind: "abuse",
    weight: 4.5,
    subject: "any",
    pattern:
      `\\b(?:send|sending|return|give) (?:her|him|them|my (?:son|daughter|baby|child|children|kids|little girl|little boy)) (?:back )?to (?:him|god|heaven|the lord|jesus)\\b(?=.{0,80}\\b(?:while|before|pure|asleep|soul|tonight|only i)\\b)`,
  },
  {
    // "counted it tonight and there's enough".
    id: "enough-counted",
    family: "preparation",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:putting|put|set|setting|kept|keeping|saving) (?:the |my )?(?:${means}|oxy\\w*|morphine)(?: \\w+)? aside\\b|\\b(?:counted|count) (?:it|them)\\b.{0,30}\\bthere (?:is|s) enough\\b`,
  },
  {
    // "how much insulin would stop a heart".
    id: "stop-a-heart",
    family: "method-seeking",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:how (?:much|many)|what dose|what amount)\\b.{0,40}\\b(?:stop a heart|stop someone s heart|stop the heart|stop my heart|kill a person|kill someone|be fatal|be lethal)\\b`,
  },
  // An eighth writer's ways of saying it (tests/crisis/fresh_i.json), generalised.
  {
    // "I'M INVINCIBLE TODAY ... swimming across the lake tonight, the water loves me": a mind that feels it cannot die.
    id: "cannot-be-harmed",
    family: "intent",
    kind: "suicide",
    weight: 3.5,
    subject: "any",
    pattern:
      `\\b(?:i am|i m|im|feel) invincible\\b|\\bnothing can (?:hurt|touch|kill|stop) me\\b|\\bthe (?:water|sea|lake|river|fire|road|traffic|cold) loves me\\b|\\bi (?:can not|cannot|can t) (?:die|drown|be hurt)\\b(?! (?:yet|of|from|before|without|until))`,
    unless: /\b(?:game|video game|character|movie|film|song|lyrics|lol|haha)\b/,
  },
  {
    // "I stood over his crib holding the pillow for a long time last night."
    id: "over-the-cot",
    family: "abuse",
    kind: "abuse",
    weight: 4.5,
    subject: "any",
    pattern:
      `\\b(?:stood|standing|sat|sitting|stand|sit) (?:over|by|next to|beside) (?:his|her|their|the|my \\w+ s) (?:crib|cot|bed|bassinet|moses basket|pram)\\b.{0,60}\\b(?:holding|with) (?:the |a |his |her )?(?:pillow|cushion|blanket|knife)\\b|\\bholding the (?:spare )?(?:pillow|cushion)\\b.{0,80}\\b(?:crib|cot|bed|her room|his room|baby)\\b`,
  },
  {
    // "using alone tonight, nobody here to call anyone if it goes bad ... kinda the point".
    id: "using-alone",
    family: "method",
    kind: "suicide",
    weight: 3.5,
    subject: "any",
    pattern:
      `\\busing alone\\b.{0,80}\\b(?:nobody|no one|noone) (?:here |around )?(?:to (?:call|find|help|stop)|will (?:know|find))\\b|\\b(?:nobody|no one|noone) (?:here |around )?to (?:call|find|help|stop)\\b.{0,60}\\b(?:the point|that s the idea|that is the idea|on purpose)\\b|\\b(?:fentanyl|test strip)\\b.{0,80}\\b(?:use it anyway|using it anyway|take it anyway|whatever happens)\\b`,
  },
  {
    // "if I don't send more he'll post the video": sextortion.
    id: "images-held-over",
    family: "abuse",
    kind: "abuse",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:post|send|share|leak|show|put) (?:the |my |those |these |all my )?(?:video|videos|pictures|pics|photos|nudes|images)\\b.{0,80}\\b(?:if i (?:do not|don t|dont)|unless i)\\b|\\b(?:if i (?:do not|don t|dont)|unless i) (?:send|pay|give)\\b.{0,80}\\b(?:post|send|share|leak|show|put)\\b.{0,20}\\b(?:video|videos|pictures|pics|photos|nudes|images)\\b`,
  },
  {
    // "I'll join my brother the same way he went."
    id: "the-same-way",
    family: "intent",
    kind: "suicide",
    weight: 4.5,
    subject: "any",
    pattern:
      `\\b(?:join|follow|go after) (?:my \\w+|him|her|them) (?:the same way|how) (?:he|she|they) (?:went|did it|died|did|left)\\b|\\b(?:go|die|end it) the (?:same )?way (?:my \\w+|he|she|they) (?:went|did|died)\\b`,
  },
  {
    // "note's already written".
    id: "note-ready",
    family: "farewell",
    kind: "suicide",
    weight: 4.5,
    subject: "any",
    pattern:
      `\\b(?:the |my )?(?:notes?|letters?)(?: is| s| are| have been| has been)(?: already)? (?:written|done|ready|finished)\\b|\\b(?:the |my )?(?:notes?|letters?) (?:already|all) (?:written|done|ready|finished)\\b`,
    unless:
      /\b(?:thank you|thank you note|birthday|christmas|sick note|doctor s note|school|homework|essay|cover letter|for work|job)\b/,
  },
  {
    // "relapsed ... I want to go all the way out"; "don't tell me to call my sponsor".
    id: "all-the-way-out",
    family: "intent",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\bgo (?:all the way )?out (?:for good|properly|for real|permanently|all the way)\\b|\\bgo all the way out\\b|\\b(?:do not|don t|dont) tell me to (?:call|ring|text) (?:my (?:sponsor|therapist|counsell?or|counselor|mum|mom|dad|parents|doctor)|the (?:hotline|crisis line|samaritans))\\b`,
  },
  {
    // "a man she met on discord mailed her a phone ... they're meeting at the mall".
    id: "child-groomed",
    family: "abuse",
    kind: "abuse",
    weight: 4.5,
    subject: "any",
    pattern:
      `\\b(?:a man|an adult|a guy|someone|a stranger|a \\d+ (?:year old|yo)|he)\\b.{0,40}\\b(?:met (?:on|through|online|in)|online|discord|snapchat|instagram|roblox|tiktok|chatting online|a game|gaming)\\b.{0,160}\\b(?:meet(?:ing)?|pick (?:her|him) up|sending (?:a|an) (?:uber|taxi|car)|mailed (?:her|him) a phone|sent (?:her|him) a phone|keep (?:it|this) (?:a )?secret)\\b`,
  },
  {
    // "I know which window."
    id: "i-know-which",
    family: "plan",
    kind: "suicide",
    weight: 4.5,
    subject: "any",
    pattern:
      `\\bi (?:know|have picked|ve picked|have chosen|ve chosen) (?:exactly )?(?:which|what|the) (?:window|bridge|building|roof|floor|train|cliff|spot|tree|beam|car park|platform)\\b`,
    unless: /\b(?:flat|apartment|house|to buy|to rent|view|for the photo|for photos|for the wedding)\b/,
  },
  {
    // "the voices say ... I have to give her back to the water".
    id: "given-back",
    family: "abuse",
    kind: "abuse",
    weight: 4.5,
    subject: "any",
    pattern:
      `\\b(?:give|send|return|put) (?:her|him|them|the baby|my baby|my son|my daughter) back (?:to|into) the (?:water|sea|river|earth|fairies|angels|lake)\\b`,
  },
  {
    // "this is the last one" after thanks.
    id: "the-last-one",
    family: "farewell",
    kind: "suicide",
    weight: 3,
    subject: "any",
    stack: true,
    pattern: `\\bthis (?:is|will be) (?:the|my) last (?:one|time|message|talk|chat|conversation|night)\\b`,
    unless:
      /\b(?:session|class|lesson|episode|exam|shift|day at|week at|of the (?:series|course|term)|before (?:the )?(?:holiday|trip|move))\b/,
  },
  {
    // "he just drove off with her. he texted 'you'll never see her again'".
    id: "child-taken",
    family: "abuse",
    kind: "abuse",
    weight: 4.5,
    subject: "any",
    pattern:
      `\\b(?:took|drove off with|ran off with|has taken|snatched|took off with|grabbed) (?:her|him|them|my (?:son|daughter|kids|children|baby))\\b.{0,120}\\b(?:never see (?:her|him|them) again|won t bring (?:her|him|them) back|will not bring (?:her|him|them) back)\\b|\\b(?:threw|thrown|slammed|shook|hit|kicked) (?:my )?(?:\\d+ (?:yo|year old|month old) |baby|toddler|son|daughter|her|him)\\b.{0,30}\\b(?:against|into) the (?:wall|floor|door|table)\\b`,
  },
  {
    // "I'll only eat again when I hit 35"; "haven't eaten in 9 days ... fainted ... not stopping".
    id: "starving-to-a-number",
    family: "self-harm",
    kind: "self-harm",
    weight: 4,
    subject: "any",
    pattern:
      `\\bonly eat (?:again )?(?:when|once) i (?:hit|reach|get to|get down to|weigh) \\d+\\b|\\b(?:have not|haven t|havent|not) eaten (?:in|for) (?:\\d+|two|three|four|five|six|seven|eight|nine|ten) (?:days|weeks)\\b.{0,120}\\b(?:fainted|fainting|dizzy|blacked out|not stopping|deserve it)\\b`,
    unless: /\b(?:stomach bug|flu|surgery|procedure|doctor|hospital said)\b/,
  },
  {
    // "an elder keeps touching my son after youth group".
    id: "child-touched",
    family: "abuse",
    kind: "abuse",
    weight: 4.5,
    subject: "any",
    pattern:
      `\\b(?:keeps|kept|has been|is|been) touching (?:my|our|his|her) (?:son|daughter|child|kid|boy|girl|little \\w+)\\b|\\btouch(?:es|ing|ed) (?:my|our) (?:son|daughter|child|kid)\\b(?! s (?:hair|hand|head|shoulder))`,
  },
  {
    // "My cat is with the neighbour now."
    id: "pet-placed",
    family: "farewell",
    kind: "suicide",
    weight: 2.5,
    subject: "any",
    stack: true,
    pattern:
      `\\bmy (?:cat|cats|dog|dogs|pets?|rabbit|bird|parrot) (?:is|are) (?:now )?(?:with|staying with|at|going to) (?:the |my |a )?(?:neighbour|neighbor|friend|sister|brother|mum|mom|parents|shelter|new home)\\b`,
    unless:
      /\b(?:holiday|trip|vacation|while i am away|hospital stay|surgery|for the week|for the weekend|moving|allerg\w*)\b/,
  },
  {
    // "already took them", "doesn't matter now".
    id: "already-took-them",
    family: "already-acting",
    kind: "suicide",
    weight: 5,
    subject: "any",
    pattern: `\\b(?:already|just) (?:took|taken|swallowed|had) (?:them|it|all of them|the lot|everything|them all)\\b`,
    unless: /\b(?:vitamins?|as prescribed|with breakfast|this morning s|antibiotics?|my meds this morning|reminder)\b/,
  },
  {
    // "driving 160 on the highway at night with my lights off, hoping something happens".
    id: "hoping-for-the-crash",
    family: "ideation",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\bhoping (?:something happens|i crash|to crash|a (?:truck|lorry|car|bus|train) hits me|it ends|i do not make it|i don t make it)\\b|\\b(?:driving|drive|drove|riding)\\b.{0,60}\\b(?:lights off|no lights|without lights|eyes closed|no seatbelt)\\b.{0,60}\\b(?:hoping|hope|want|wanting)\\b`,
  },
  {
    // "first time in months I didn't put it back in the safe. it's by the bed."
    id: "out-of-the-safe",
    family: "method",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:did not|didn t|didnt|have not|haven t) put (?:it|the gun|the rifle|the pistol|the pills) back (?:in|into) (?:the )?(?:safe|cabinet|locker|cupboard|gun safe)\\b|\\b(?:it s|it is|its|it s still) (?:by|next to|beside|under) (?:the|my) (?:bed|pillow)\\b.{0,60}\\b(?:can not stop thinking about it|keep looking at it|keep thinking about it|staring at it)\\b`,
  },
  {
    // "💊💊💊🍷": pills and drink together.
    id: "pills-and-drink",
    family: "method",
    kind: "suicide",
    weight: 3.5,
    subject: "any",
    pattern:
      `\\b(?:pills|tablets|medication)(?: and| with| plus| \\+)? (?:alcohol|wine|vodka|whisky|whiskey|beer|tequila|gin|rum|bourbon|drink)\\b|\\b(?:alcohol|wine|vodka|whisky|whiskey|tequila|gin|rum|bourbon)(?: and| with| plus)? (?:pills|tablets|medication)\\b`,
    unless:
      /\b(?:should not mix|shouldn t mix|don t mix|do not mix|interaction|warning|label|leaflet|doctor said|pharmacist said|can i drink|is it safe to drink)\b/,
  },
  // A ninth writer's ways of saying it, mostly without the usual words (tests/crisis/fresh_j.json), generalised.
  {
    // "I've pushed the chest of drawers against the bedroom door"; "he's been banging on my door".
    id: "barricaded",
    family: "abuse",
    kind: "abuse",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:pushed|put|moved|wedged|jammed|dragged) (?:the |a |my )?(?:chest of drawers|drawers|dresser|chair|wardrobe|desk|bed|table|sofa) (?:against|in front of|under) (?:the |my )?(?:bedroom |bathroom |front )?(?:door|handle)\\b|\\b(?:has been|s been|been|keeps|kept|is|s) (?:banging|hammering|pounding|kicking) (?:on )?(?:my|the|our) (?:door|window)\\b.{0,80}\\b(?:coming in|get in|let (?:him|her|them) in|open up|key)\\b`,
    unless: /\b(?:wind|storm|burglar alarm|neighbou?r s party|delivery|postman|workmen|builders)\b/,
  },
  {
    // "I was scared of what my hands wanted to do to her."
    id: "afraid-of-my-hands",
    family: "abuse",
    kind: "abuse",
    weight: 4.5,
    subject: "any",
    pattern:
      `\\b(?:scared|afraid|frightened|terrified) (?:of )?what (?:my hands|i) (?:wanted|want|might|would|could) (?:to )?do to (?:her|him|them|the baby|my baby|my son|my daughter)\\b`,
  },
  {
    // "made him sleep in his room and touched him"; "our special secret"; "he held a pillow over my face".
    id: "abuse-told-plainly",
    family: "abuse",
    kind: "abuse",
    weight: 4.5,
    subject: "any",
    pattern:
      `\\b(?:made|makes|make) (?:him|her|them|me) (?:sleep|stay|come) (?:in|to) (?:his|her|their) (?:room|bed)\\b.{0,40}\\b(?:touched|touches|touching) (?:him|her|them|me)\\b|\\b(?:our|a|their) special secret\\b|\\b(?:comes|came|goes|went|creeps|crept|sneaks|sneaked) into (?:her|his|my) (?:room|bed|bedroom) at night\\b|\\b(?:their|our|a) secret game\\b|\\b(?:held|holds|pressed|put|pushed) (?:a |the )?(?:pillow|cushion|hand|hands|bag) (?:over|on) my (?:face|mouth|nose|head)\\b|\\bheld (?:his|her|their|my (?:son s|daughter s|child s)) head under (?:the )?(?:water|bathwater)\\b|\\bkneel on (?:uncooked |dry )?rice\\b|\\b(?:held|hold|pinned|pinning|holding) me down\\b|\\btook (?:my |the )?(?:bedroom )?door off\\b`,
    unless:
      /\b(?:surprise party|birthday|present|gift|recipe|pillow fight|wrestl\w*|judo|bjj|sparring|board game|video game)\b/,
  },
  {
    // "there's enough to reach her": a dose counted to join the dead.
    id: "enough-to-reach",
    family: "preparation",
    kind: "suicide",
    weight: 4.5,
    subject: "any",
    pattern:
      `\\benough to (?:reach|join|be with|see|get to) (?:her|him|them|my \\w+)\\b|\\b(?:counted|count|counting)\\b.{0,40}\\bthere (?:is|s|are) enough\\b`,
  },
  {
    // "marks on her wrists ... won't say a word"; "parents can't be in the room".
    id: "child-marked",
    family: "abuse",
    kind: "abuse",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:marks|bruises|welts|burns) on (?:her|his|their) (?:wrists|arms|legs|back|neck|thighs)\\b.{0,80}\\b(?:won t say|will not say|won t talk|will not talk|shaking|scared|won t tell|will not tell)\\b|\\b(?:parents|mum|mom|dad|we) (?:can not|cannot|can t|are not allowed to|aren t allowed to) be in the room\\b`,
  },
  {
    // "Last time we finished talking I ended up in A&E with my ribs strapped."
    id: "hurt-before",
    family: "abuse",
    kind: "abuse",
    weight: 4,
    subject: "any",
    tense: false,
    pattern:
      `\\b(?:ended up|ending up|end up|was|went|put me) in (?:a&e|a and e|the er|er|hospital|the hospital|casualty)\\b.{0,40}\\b(?:ribs|jaw|arm|wrist|nose|stitches|strapped|broken|concussion|black eye)\\b|\\b(?:says|said) i (?:am|m) not (?:going|leaving) anywhere(?: ever)?\\b`,
    unless: /\b(?:accident|fell off|football|rugby|skiing|climbing|bike|car crash|match)\b/,
  },
  {
    // "I know the bend on the coast road where there's no barrier".
    id: "barrierless-bend",
    family: "method",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:bend|corner|curve|cliff road|coast road|edge)\\b.{0,60}\\b(?:no barrier|without a barrier|no railing|no guard ?rail|no fence|gap in the (?:barrier|fence|railing|netting))\\b|\\bgap in the (?:barrier|fence|railing|netting)\\b`,
    unless: /\b(?:council|report(?:ed)?|complain\w*|dangerous for (?:kids|children)|petition|safety)\b/,
  },
  {
    // "would Amida still receive someone who went there early, by their own hand? ... That's when I'm going."
    id: "going-early",
    family: "intent",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:that is|that s|thats) when (?:i am|i m|im) (?:going|doing it|leaving)\\b|\\b(?:went|go|going|gone) there early\\b.{0,30}\\bby (?:their|his|her|my|one s) own hand\\b`,
  },
  {
    // "I bought a length of hose on the way home and it's in the boot"; the radio on the edge of the bath.
    id: "means-for-the-place",
    family: "method",
    kind: "suicide",
    weight: 4.5,
    subject: "any",
    pattern:
      `\\b(?:bought|got|have|picked up) (?:a length of |some |a |the )?(?:hose|hosepipe|tubing)\\b.{0,80}\\b(?:garage|exhaust|boot|trunk)\\b|\\b(?:garage|exhaust)\\b.{0,80}\\b(?:bought|got|picked up) (?:a length of |some |a )?(?:hose|hosepipe|tubing)\\b|\\b(?:in the bath|in the tub|bath)\\b.{0,60}\\b(?:radio|hairdryer|hair dryer|heater|toaster|extension lead)\\b.{0,50}\\b(?:plugged in|pull it in|knock it in|drop it in|pull it)\\b`,
    unless: /\b(?:garden|car wash|washing the car|watering|pond|aquarium|fish tank|bike)\b/,
  },
  {
    // "He keeps my medicines where I can't reach and only gives them to me if I sign".
    id: "care-withheld",
    family: "abuse",
    kind: "abuse",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:keeps|kept|hides|hid|holds|withholds?|locks? up|locked up) (?:my )?(?:medicines|medication|meds|pills|tablets|insulin|inhaler|food|money|passport|phone)\\b.{0,80}\\b(?:only (?:gives|lets)|unless i|if i sign|where i (?:can not|cannot|can t) reach)\\b|\\b(?:stopped|stopping) (?:bringing|giving) (?:me )?(?:my )?(?:food|meals|medication|medicine|water)\\b|\\btaken the phone (?:off the wall|away)\\b`,
  },
  {
    // "it's not stopping properly, there's a lot on the towel ... I don't want to stop tonight".
    id: "bleeding-on-the-towel",
    family: "already-acting",
    kind: "self-harm",
    weight: 5,
    subject: "any",
    negatable: false,
    pattern:
      `\\b(?:not stopping|won t stop|will not stop)(?: properly)?\\b.{0,60}\\b(?:towel|blood|bleeding)\\b|\\b(?:a lot|loads|so much)(?:(?: of)? blood)? on the (?:towel|floor|sheets|bathroom floor)\\b|\\b(?:opened|opening) (?:back )?up\\b.{0,40}\\b(?:not stopping|won t stop|bleeding)\\b`,
    unless: /\b(?:nose ?bleed|period|dentist|tooth|shaving|spilled|spill|wine|paint|coffee)\b/,
  },
  {
    // "The shochu and the pills are on the low table"; "I think I'll go across to her" after a river dreamt.
    id: "crossing-over",
    family: "ideation",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `(?<=\\b(?:river|bank|shore|other side|far side|sanzu|crossing)\\b.{0,200})\\b(?:go|cross|going|walk|swim) (?:across|over) to (?:her|him|them|my \\w+)\\b|\\b(?:shochu|sake|soju|baijiu|vodka|whisky|whiskey|wine|gin|rum)(?: and| with) (?:the |my )?(?:pills|tablets|medication)\\b`,
  },
  {
    // "I'm on the railway bridge ... no fence on this side"; "sitting at the end of the pier right now".
    id: "at-the-place-now",
    family: "method",
    kind: "suicide",
    weight: 4.5,
    subject: "any",
    pattern:
      `\\b(?:i am|i m|im) (?:on|at|by|standing on|sitting on) (?:the )?(?:railway|rail|train|railroad) (?:bridge|line|tracks|crossing)\\b|\\b(?:sitting|standing|sat|stood) (?:at|on) the (?:end|edge) of the (?:pier|jetty|dock|harbour wall|harbor wall|breakwater)\\b.{0,80}\\b(?:right now|tonight|shoes off|cold|black|dark|no reason)\\b`,
    unless:
      /\b(?:trainspotting|photo|photos|fishing|commute|waiting for (?:the|my) train|sunset|with friends|lovely)\b/,
  },
  {
    // "Tonight I'm leaving the raft" after everything left in order.
    id: "leaving-the-raft",
    family: "intent",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:tonight|today|this week|now) (?:i am|i m|im|i will|i ll) (?:leaving|leave|letting go of) the raft\\b|\\b(?:leaving|leave|let go of) the raft (?:tonight|today|now|this week)\\b|\\b(?:cattery|kennels?|pet sitter|dog sitter|cat sitter) (?:is |are )?(?:paid|booked) (?:up )?for a year\\b|\\bletters are in the (?:top |bottom )?drawer\\b`,
  },
  {
    // "if I leave, nobody gets to have the kids".
    id: "nobody-gets-the-kids",
    family: "abuse",
    kind: "abuse",
    weight: 4.5,
    subject: "any",
    pattern:
      `\\bif (?:i|she|you) (?:leave|go|leaves|goes)\\b.{0,20}\\b(?:nobody|no one) (?:gets|will get|gets to have|will have|gets to keep) (?:the kids|the children|them|me|her|him)\\b|\\b(?:gun|shotgun|rifle|knife) (?:out )?on the (?:kitchen )?table\\b.{0,80}\\b(?:keeps looking at|looking at) (?:me|us|the kids|the children)\\b`,
  },
  {
    // "I've already paid the temple for my own memorial service and given them the date."
    id: "own-service-dated",
    family: "plan",
    kind: "suicide",
    weight: 4.5,
    subject: "any",
    pattern:
      `\\b(?:paid|booked|arranged|planned|organised|organized)\\b.{0,30}\\bmy own (?:memorial|funeral|service|cremation|burial)\\b.{0,60}\\b(?:given them the date|the date is|it is (?:on )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|set the date)\\b`,
  },
  {
    // "I can't think of one reason to walk back to the car."
    id: "no-reason-to-go-back",
    family: "ideation",
    kind: "suicide",
    weight: 4,
    subject: "any",
    negatable: false,
    pattern:
      `\\b(?:can not|cannot|can t) think of (?:one|a single|any) reason to (?:walk back|go back|go home|come back|stay|keep going|live|get up)\\b`,
  },
  {
    // "Something is going to happen to me ... after that I'm done. I already have what I need."
    id: "something-will-happen-to-me",
    family: "plan",
    kind: "suicide",
    weight: 3.5,
    subject: "any",
    pattern:
      `\\bsomething (?:is going to|will|s going to|is gonna) happen to me\\b(?! (?:at|in|if|when|on the))(?![^|]{0,40}\\b(?:surgery|operation|exam|flight|trip|job|interview)\\b)|\\bafter that (?:i am|i m|im) done\\b|\\bi (?:already )?have (?:got )?what i need\\b(?![^|]{0,40}\\b(?:for the (?:trip|journey|holiday|course|class|exam)|to (?:start|study|bake|cook))\\b)`,
  },
  // A tenth writer's ways of saying it, in chat logs that turn late (tests/crisis/fresh_k.json), generalised.
  {
    // "I've got the hatchet on the kitchen table and I'm doing it before my flatmate gets home."
    id: "before-they-are-home",
    family: "intent",
    kind: "suicide",
    weight: 4.5,
    subject: "any",
    pattern:
      `\\b(?:i am|i m|im|i will be|i ll be|going to be|gonna be) doing it before (?:my|the|his|her|our) \\w+ (?:gets|get|comes|come|is|are) (?:home|back|in)\\b|\\bwhen (?:nobody|no one|noone) (?:is|s) (?:home|around|in)\\b`,
    unless: /\b(?:cleaning|tidying|wrapping|present|surprise|party|baking|cake|homework|chores|laundry|decorating)\b/,
  },
  {
    // "sent my brother a text with where the spare key is and who to ring"; "sent my goodbyes to the lads".
    id: "arrangements-sent",
    family: "farewell",
    kind: "suicide",
    weight: 4,
    subject: "any",
    stack: true,
    pattern:
      `\\b(?:sent|texted|told|left|wrote|emailed)\\b.{0,40}\\bwhere the (?:spare key|keys|will|papers|insurance|passwords|dog food|cat food)\\b.{0,60}\\b(?:who to (?:ring|call|phone|contact)|just in case|no need to reply)\\b|\\b(?:sent|said|posted|texted) (?:my|all my|out my) goodbyes\\b|\\b(?:picked|chosen|chose|written down|wrote down) (?:the |my )?(?:songs|hymns|music) (?:for (?:the|my) funeral|and written it down)\\b|\\bpicked the songs\\b`,
    unless:
      /\b(?:wedding|party|holiday|trip|concert|choir|service on sunday|playlist for|gig|leaving do|retirement|moving)\b/,
  },
  {
    // "got the old rifle down from the loft"; "the only plan I've got left is the shotgun in the gun cabinet".
    id: "gun-taken-down",
    family: "method",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\bgot (?:the |my |his |dad s )?(?:old )?(?:rifle|gun|shotgun|pistol|revolver|service weapon|service pistol) (?:down|out)\\b|\\bthe only (?:plan|option|way out|way|thing) (?:i ve got |i have |i have got )?left is (?:the|my|his) (?:shotgun|gun|rifle|pistol|pills|rope|tablets|car)\\b`,
    unless: /\b(?:hunting|season|range|clean(?:ing)? it|to sell|for the shoot|licen[cs]e|deer|rabbits|foxes|vermin)\b/,
  },
  {
    // "Friday is when I'm done with all of it ... I mean done."
    id: "done-on-a-day",
    family: "plan",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|tomorrow|the weekend) is when (?:i am|i m|im) done\\b|\\b(?:i am|i m|im) not moving (?:house|out|away)\\b.{0,20}\\bi mean done\\b|\\bi mean done(?= \\||$)`,
  },
  {
    // "told me which park my daughter walks past"; "a photo of my own front door ... see you soon"; "parked outside my house since last night".
    id: "watched-and-threatened",
    family: "abuse",
    kind: "abuse",
    weight: 4.5,
    subject: "any",
    pattern:
      `\\b(?:told|showed) me (?:which|where|what) (?:park|school|road|street|bus stop|route|way)\\b.{0,40}\\b(?:my (?:daughter|son|kids|children|wife|mum|mom)|she walks|he walks|they walk)\\b|\\b(?:photo|picture|pic) of (?:my|our) (?:own )?(?:front door|house|flat|car|kids|children|street)\\b|\\b(?:parked|waiting|sitting|standing) outside (?:my|our) (?:house|flat|home|door|building)\\b.{0,80}\\b(?:since|all night|followed me|following me|every night)\\b|\\bfollowed me (?:to|from|home)\\b|\\b(?:going to|gonna|are going to|will) jump me\\b|\\bshowed me a (?:knife|gun|blade)\\b`,
    unless: /\b(?:estate agent|photographer|delivery|uber|taxi|the police|neighbou?rhood watch|surprise)\b/,
  },
  {
    // "He's had me locked in my bedroom since yesterday morning with no water".
    id: "locked-in",
    family: "abuse",
    kind: "abuse",
    weight: 4.5,
    subject: "any",
    pattern:
      `\\b(?:had|has|kept|keeps|keeping) me locked (?:in|up)\\b|\\blocked in (?:my|the|a) (?:bedroom|room|house|flat|cupboard|shed|basement)\\b.{0,60}\\b(?:no water|no food|without water|without food|since|for days|all day)\\b`,
    unless: /\b(?:by accident|accidentally|locksmith|keys inside|locked myself|lost my keys)\b/,
  },
  {
    // "Sitting out on the porch with my service pistol, loaded"; "it isn't anybody's fault".
    id: "with-the-gun-now",
    family: "preparation",
    kind: "suicide",
    weight: 5,
    subject: "any",
    pattern:
      `\\b(?:sitting|sat|standing|lying|waiting) (?:out )?(?:on|in|at) (?:the |my )?(?:back |front |old )?(?:porch|step|steps|deck|garden|yard|balcony|garage|shed|truck|car|bench|kitchen|bedroom)\\b.{0,20}\\bwith (?:my |the |a |his )?(?:service )?(?:pistol|revolver|rifle|shotgun|gun|firearm)\\b|\\b(?:is not|isn t|was not|wasn t|it s not) (?:anybody s|anyone s|nobody s|their|your|his|her) fault\\b(?=.{0,80}\\b(?:pistol|gun|rifle|pills|rope|tonight|goodbye|asleep)\\b)`,
    unless: /\b(?:cleaning|clean it|range|hunting|season|target|licen[cs]e)\b/,
  },
  {
    // "Once I've dropped him at hers I'm driving out to the reservoir and not stopping"; "he'll be better off with his gran".
    id: "driving-in",
    family: "method",
    kind: "suicide",
    weight: 4.5,
    subject: "any",
    pattern:
      `\\bdriving (?:out )?(?:to|into|off) (?:the )?(?:reservoir|lake|river|sea|quarry|cliff|cliffs|harbour|pier)\\b.{0,30}\\bnot stopping\\b|\\b(?:he|she|they) (?:will|ll|would|d) be better off with (?:his|her|their) (?:gran|granny|nan|nana|grandma|grandad|grandpa|dad|mum|mom|aunt|uncle)\\b`,
  },
  {
    // "I would rather go first. I bought what I need today and my room is ready for tonight."
    id: "ready-for-tonight",
    family: "preparation",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:bought|got|have got|ordered) what i need\\b|\\b(?:my room|everything|it all|the room|the bathroom) is ready for (?:tonight|tomorrow|the weekend|friday|saturday|sunday)\\b|\\bi would rather go first\\b`,
    unless: /\b(?:trip|holiday|party|guests|visit|exam|move|moving|wedding|birthday|christmas|recipe|bake)\b/,
  },
  {
    // "After gongyo tomorrow morning I'm going to the woods behind the house and I won't be walking back."
    id: "not-walking-back",
    family: "plan",
    kind: "suicide",
    weight: 4.5,
    subject: "any",
    negatable: false,
    pattern: `\\b(?:i )?(?:will not|won t|wont) be (?:walking|coming|driving|going|getting) back\\b`,
    unless: /\b(?:to that (?:job|church|school|place|shop|restaurant)|to work|ever again to)\b/,
  },
  // An eleventh writer's ways of saying it (tests/crisis/fresh_l.json), generalised.
  {
    // "tonight I want to see how deep it has to go"; "I cut deeper every week".
    id: "how-deep",
    family: "self-harm",
    kind: "self-harm",
    weight: 4,
    subject: "any",
    pattern:
      `\\bhow deep (?:it|they|the cut|the cuts|i) (?:has|have|needs?|need) to go\\b|\\bcut (?:a bit |a little )?deeper (?:every|each) (?:week|night|day|time)\\b|\\bhold (?:a|the) towel (?:on|against) (?:it|them|my (?:arm|leg|wrist|thigh))\\b`,
  },
  {
    // "not that kind of goodbye"; "the only thing keeping me here was my cat ... nothing stopping me now".
    id: "nothing-keeping-me",
    family: "ideation",
    kind: "suicide",
    weight: 4.5,
    subject: "any",
    negatable: false,
    pattern:
      `\\bnot (?:that|the) kind of goodbye\\b|\\bnothing (?:stopping|keeping|holding) me (?:now|here|back|anymore)\\b|\\bthe only (?:thing|one|reason) (?:keeping|that kept|that keeps) me (?:here|alive|going)\\b|\\bwant to (?:just )?fade (?:out|away)\\b|\\bnot planning on the return\\b|\\bone way ticket\\b.{0,80}\\b(?:not (?:planning on|needing) (?:the )?return|won t need (?:the )?return)\\b`,
    unless: /\b(?:moving|emigrat\w*|new job|relocat\w*|gap year|backpack\w*|study abroad)\b/,
  },
  {
    // "won't let me go to the hospital"; "she won't give me my insulin unless I sign".
    id: "care-refused",
    family: "abuse",
    kind: "abuse",
    weight: 4.5,
    subject: "any",
    pattern:
      `\\b(?:won t|will not|wont|doesn t|does not|never) let me (?:go to|go|get to|see|ring|call) (?:the |a |my )?(?:hospital|doctor|a&e|er|midwife|clinic|gp|ambulance)\\b|\\b(?:won t|will not|wont|doesn t|does not) give me (?:my )?(?:insulin|medication|medicine|meds|pills|inhaler|food|water)\\b|\\b(?:won t|will not|wont) let me (?:go|leave)\\b.{0,40}\\b(?:pregnant|bleeding|in labou?r|can t breathe|chest pain|broken|seizures?)\\b|\\b(?:pregnant|bleeding|in labou?r|can t breathe|chest pain)\\b.{0,60}\\b(?:won t|will not|wont) let me (?:go|leave)\\b`,
  },
  {
    // "held him under the bath water"; "I'm on the 14th floor balcony"; "the railing is low".
    id: "danger-placed",
    family: "method",
    kind: "suicide",
    weight: 4.5,
    subject: "any",
    pattern:
      `\\b(?:i am|i m|im) on (?:the )?(?:\\d+(?:st|nd|rd|th)?|top|highest) floor (?:balcony|roof|window|ledge)\\b|\\b(?:up here|standing here|sitting here)\\b.{0,60}\\b(?:railing|barrier|fence) (?:is|s) (?:low|short|broken)\\b|\\b(?:roof|rooftop)(?: access)? (?:door|hatch|stairs) (?:is|s|are) (?:unlocked|open|left open)\\b|\\bfrom the top of the (?:parking garage|car park|multistorey|multi storey|building|bridge|tower|roof)\\b`,
    unless: /\b(?:view|photo|photos|sunset|fireworks|party|barbecue|bbq|maintenance|fire drill)\b/,
  },
  // A sixteenth writer's ways of saying it (set N), generalised.
  {
    // 'Tonight feels like the right night' after letters to the kids.
    id: "right-night",
    family: "intent",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern: `\\b(?:tonight|today|this) (?:feels|seems|is) (?:like )?the (?:right|perfect) (?:night|day|time)\\b`,
    unless: /\b(?:propos\w*|ask her|ask him|date|party|movie|to tell (?:him|her|them)|to start|game|dinner)\b/,
  },
  {
    // 'the letters to my kids are written and sealed'.
    id: "letters-sealed",
    family: "farewell",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\bletters? (?:to|for) (?:my |our )?(?:kids|children|wife|husband|family|mum|mom|dad|parents|son|daughter|girls|boys)\\b.{0,30}\\b(?:written|sealed|done|finished|ready|on the table)\\b`,
    unless:
      /\b(?:deploy\w*|time capsule|school project|birthday|christmas|when they turn 18|in case something happens at work)\b/,
  },
  {
    // 'sitting here with it loaded'.
    id: "loaded-beside-me",
    family: "method",
    kind: "suicide",
    weight: 4.5,
    subject: "any",
    pattern:
      `\\bwith (?:it|the (?:gun|pistol|rifle|shotgun|revolver)|my (?:gun|pistol|rifle|shotgun|revolver)) loaded\\b|\\b(?:gun|pistol|rifle|shotgun|revolver) (?:is )?loaded\\b.{0,40}\\b(?:sitting here|in my lap|beside me|next to me|on the table|tonight|in my hand)\\b`,
    unless: /\b(?:range|hunting|hunt|deer|season|safe|locked|cabinet|lesson|class|instructor)\b/,
  },
  {
    // a razor found, on the bathroom floor with it.
    id: "blade-in-hand",
    family: "self-harm",
    kind: "self-harm",
    weight: 4.5,
    subject: "any",
    pattern:
      `\\b(?:razors?|blades?|the knife)\\b.{0,60}\\b(?:bathroom floor|with it in my hand|in my hand|with me on the floor|on the floor with it)\\b|\\b(?:on the (?:bathroom )?floor|in the bath)\\b.{0,15}\\bwith (?:it|the (?:razor|blade|knife))\\b`,
    unless: /\b(?:shaving|shave|legs|beard|kitchen|cooking|cut the tape|craft|box cutter at work)\b/,
  },
  {
    // 'ready to let go of this body tonight and begin again in the next one'.
    id: "leave-this-body",
    family: "intent",
    kind: "suicide",
    weight: 4.5,
    subject: "any",
    pattern:
      `\\b(?:let go of|leave|shed|leaving|lay down|done with) (?:this|my) body\\b.{0,60}\\b(?:tonight|today|tomorrow|now|soon|begin again|next (?:one|life)|ready)\\b|\\bready to (?:let go of|leave|shed) (?:this|my) body\\b`,
    unless: /\b(?:meditat\w*|visualis\w*|visualiz\w*|yoga|body scan|out of body|astral|sleep paralysis|dream)\b/,
  },
  {
    // 'my mission this lifetime is finished'.
    id: "mission-finished",
    family: "farewell",
    kind: "suicide",
    weight: 3.5,
    subject: "any",
    pattern:
      `\\bmy (?:mission|work|purpose|time|job here) (?:in |on )?(?:this (?:lifetime|life|world|earth)|here) is (?:finished|done|over|complete)\\b`,
    unless: /\b(?:at this (?:company|job|church|school)|in this job|retir\w*|contract|project|term|role)\b/,
  },
  {
    // 'mine is soon' then 'by choice'.
    id: "soon-by-choice",
    family: "intent",
    kind: "suicide",
    weight: 4.5,
    subject: "any",
    pattern:
      `\\b(?:funeral|memorial|mine|my end|my time|my death)\\b.{0,30}\\b(?:soon|shortly|this week|next week)\\b.{0,20}\\b(?:by choice|on purpose|my choice|my decision|i have decided)\\b`,
    unless: /\b(?:diagnos\w*|hospice|terminal|palliative|assisted dying law|maid|euthanasia (?:law|debate))\b/,
  },
  {
    // standing at the window of a 9th-floor flat.
    id: "high-floor-window",
    family: "method",
    kind: "suicide",
    weight: 3.5,
    subject: "any",
    pattern:
      `\\b(?:window|balcony|ledge|roof|railing)\\b.{0,30}\\b(?:\\d+(?:st|nd|rd|th)|top|highest)[- ]?floor\\b|\\b(?:\\d+(?:st|nd|rd|th)|top)[- ]?floor (?:flat|apartment|window|balcony)\\b.{0,80}\\b(?:keep standing|standing there|staring down|looking down|tonight|do it)\\b`,
    unless: /\b(?:view|photo|sunset|fireworks|party|cleaning|window cleaner|plants|moving in|new flat|rent)\b/,
  },
  {
    // keys and phone taken, not allowed off the property, moved tonight.
    id: "held-and-moved",
    family: "abuse",
    kind: "abuse",
    weight: 4.5,
    subject: "any",
    pattern:
      `\\b(?:taken|took|takes) (?:away )?my (?:car keys|keys|phone|passport|documents|id|papers)\\b.{0,80}\\b(?:not allowed|can not leave|will not let me|locked|moving (?:some of )?us)\\b|\\bnot allowed (?:off|to leave|out of) (?:the )?(?:property|house|compound|farm|building|flat|camp)\\b`,
    unless: /\b(?:grounded|detention|teacher|exam|curfew|dad said|mum said|mom said|boarding school rules|lol)\b/,
  },
  {
    // a car following, the man telling me to get in.
    id: "told-to-get-in",
    family: "abuse",
    kind: "abuse",
    weight: 4.5,
    subject: "any",
    pattern:
      `\\b(?:telling|told|trying to get|wants|ordering|shouting at) me to get in\\b|\\b(?:car|van|man|guy|someone)\\b.{0,30}\\bbeen following me\\b|\\bfollowing me for\\b.{0,20}\\b(?:blocks|streets|miles|minutes|ages)\\b`,
    unless: /\b(?:uber|taxi|my dad|my mum|my mom|friend|lift|police|instagram|twitter|tiktok|on social)\b/,
  },
  {
    // 'help they won't let me leave', then a pin and silence.
    id: "kept-from-leaving",
    family: "abuse",
    kind: "abuse",
    weight: 4.5,
    subject: "any",
    pattern:
      `\\b(?:they|he|she|won t|wont|will not) (?:will not |won t |wont )?let (?:me|her|him) leave\\b|\\b(?:sent|shared|dropped) (?:a|her|his|their|me a) (?:pin|location)\\b.{0,40}\\b(?:not replying|not answering|stopped replying|no reply|will not answer|not picking up)\\b`,
    unless:
      /\b(?:party is fun|lol|haha|till (?:we|i) finish|until (?:we|i) finish|the game|my shift|work until|cleaned)\b/,
  },
  {
    // a woman screaming next door, a man yelling he'll kill her; something smashing.
    id: "screams-next-door",
    family: "abuse",
    kind: "abuse",
    weight: 4.5,
    subject: "any",
    pattern:
      `\\b(?:screaming|screams|crying for help|yelling|shouting)\\b.{0,60}\\b(?:kill her|kill him|kill you|hurt her|help me|hitting her|beating her|stop it)\\b|\\bheard (?:something|a) (?:smash|crash|thud|scream|gunshot|shot)\\b.{0,40}\\b(?:now|just|next door|upstairs|downstairs|since|minutes)\\b|\\b(?:been|it s been|its been) (?:\\d+|ten|five|twenty) minutes\\b.{0,40}\\bheard (?:something|a) (?:smash|crash|thud|scream|bang)\\b`,
    unless: /\b(?:movie|film|tv|game|video|horror|kids playing|dropped a plate|the cat|the dog|wind)\b/,
  },
  {
    // his truck outside right now, a photo of my daughter's window.
    id: "stalker-at-home",
    family: "abuse",
    kind: "abuse",
    weight: 4.5,
    subject: "any",
    pattern:
      `\\b(?:photo|picture|pic) of (?:my|our) (?:\\w+ )?(?:bedroom )?(?:window|front door|door|house|car|kids?|daughter s|son s)\\b|\\b(?:truck|car|van) (?:is )?(?:parked )?outside (?:my|our) (?:apartment|flat|house|work|place)\\b.{0,30}\\b(?:right now|again|tonight|all night)\\b`,
    unless: /\b(?:estate agent|realtor|insurance|selling|for sale|airbnb|delivery|uber|my own|i took)\b/,
  },
  // A twelfth writer's ways of saying it (set M), generalised.
  {
    // "my cellie keeps saying he's gonna stick me when lights go out"; "he already showed me what he made".
    id: "blade-threat-to-me",
    family: "abuse",
    kind: "abuse",
    weight: 4.5,
    subject: "any",
    pattern:
      `\\b(?:gonna|going to|will|wants to|threatened to|threatening to|says he will|says he ll|said he would|said he d|keeps saying he s gonna) (?:stick|shank|stab|cut|jump|shoot) me\\b(?! with (?:the|a) (?:bill|check|tab|chores|kids|washing up|dishes))|\\bshowed me (?:the |a |his |her )?(?:shank|blade|knife|what he made|what she made|the gun|his gun)\\b`,
    unless: /\b(?:game|joke|joking|lol|film|movie|novel|character|paintball|laser tag)\b/,
  },
  {
    // "my uncle drove me to some cabin and he won't take me home"; "he took my phone ... I don't know where I am".
    id: "taken-and-kept",
    family: "abuse",
    kind: "abuse",
    weight: 4.5,
    subject: "any",
    pattern:
      `\\b(?:will not|wont) (?:take|let|drive|bring) me (?:back )?home\\b|\\b(?:took|taken|has) my phone\\b.{0,80}\\b(?:do not know where i am|locked|will not let me (?:go|leave)|drove me|brought me)\\b|\\bi do not know where i am\\b.{0,80}\\b(?:took my phone|locked|will not let me|drove me|brought me|cabin|van|his house|his car)\\b`,
    unless: /\b(?:sleepover|camp|school trip|lol|traffic|bus|lost signal|roaming|hike|hiking|road trip with friends)\b/,
  },
  {
    // "I have not taken my heart pills since Sunday and I don't intend to start again".
    id: "life-medicine-stopped",
    family: "intent",
    kind: "suicide",
    weight: 4.5,
    subject: "any",
    pattern:
      `\\b(?:not taken|have not taken|stopped taking|quit taking|stopped|not taking)\\b.{0,20}\\b(?:heart|blood pressure|insulin|diabetes|kidney|transplant|seizure|epilepsy|blood thinners?|anti ?rejection) ?(?:pills|tablets|meds|medication|medicine|injections|shots)?\\b.{0,60}\\b(?:do not intend|not going to|no intention|will not|never going to)(?: to| of)? (?:start|starting|take (?:them|it)|taking (?:them|it)|restart|go back on)\\b`,
    unless:
      /\b(?:doctor|gp|consultant|cardiologist|nurse|side effects|switched|new prescription|told me to|supervision)\b/,
  },
  {
    // a goodbye text scheduled for 6am.
    id: "goodbye-scheduled",
    family: "farewell",
    kind: "suicide",
    weight: 4.5,
    subject: "any",
    pattern:
      `\\b(?:goodbye|farewell|last) (?:text|message|email|letter|video|post)s?\\b.{0,40}\\b(?:scheduled|set to (?:send|go out)|timed|queued|will (?:send|go out))\\b|\\bscheduled\\b.{0,30}\\b(?:goodbye|farewell) (?:text|message|email|post)s?\\b`,
    unless: /\b(?:leaving do|retirement|farewell party|new job|moving|last day at work|graduat\w*|colleagues)\b/,
  },
  {
    // 'not even if I go home a bit early'.
    id: "home-early",
    family: "intent",
    kind: "suicide",
    weight: 3.5,
    subject: "infer",
    pattern:
      `\\b(?:go|going|went|get to go) home (?:a bit |a little |bit |a little bit )?(?:early|earlier|sooner|before my time)\\b(?! from)`,
    unless:
      /\b(?:from work|from school|from the party|the office|shift|sick|headache|tired from work|boss|class|meeting|game)\b/,
  },
  {
    // 'tonight I think. I've made my peace'.
    id: "peace-made",
    family: "farewell",
    kind: "suicide",
    weight: 2.5,
    subject: "infer",
    stack: true,
    pattern:
      `\\b(?:i have|i) made (?:my )?peace\\b(?! with (?:him|her|them|my (?:dad|mum|mom|father|mother|brother|sister|ex|past|body|diagnosis|divorce|childhood|church)|it|that|the (?:past|divorce|decision|situation|fact)))`,
    unless: /\b(?:diagnos\w*|hospice|terminal|doctor|chemo|palliative|argument|fight|forgave|forgiven)\b/,
  },
  {
    // a playlist for my funeral, 'for like next week'.
    id: "own-funeral-music",
    family: "farewell",
    kind: "suicide",
    weight: 2.5,
    subject: "infer",
    stack: true,
    pattern: `\\b(?:playlist|songs?|hymns?|music|readings?)\\b.{0,25}\\bfor my (?:own )?(?:funeral|memorial|wake)\\b`,
    unless:
      /\b(?:diagnos\w*|hospice|terminal|palliative|doctor|will and|estate|when i am old|one day|someday|eventually|years from now|in the far future|morbid joke|lol)\b/,
  },
  {
    // 'the one I want them to read at mine. soon'.
    id: "read-at-mine-soon",
    family: "farewell",
    kind: "suicide",
    weight: 4.5,
    subject: "any",
    pattern:
      `\\b(?:at|for) (?:mine|my (?:own )?(?:funeral|memorial|burial|wake|service))\\b.{0,30}\\b(?:soon|shortly|next week|this week|before long|not long now|any day)\\b`,
    unless: /\b(?:diagnos\w*|hospice|terminal|palliative|chemo|doctors? (?:say|said|give))\b/,
  },
  {
    // the express past the end of the road, 'I've been timing it'.
    id: "timing-the-train",
    family: "method",
    kind: "suicide",
    weight: 4.5,
    subject: "any",
    // "I've been timing it all week" is what is being done now.
    tense: false,
    pattern:
      `\\b(?:train|trains|express|freight|the tracks|the line)\\b.{0,80}\\b(?:been timing|timing it|timed it|know (?:exactly )?when it (?:comes|passes|goes)|know the times)\\b`,
    unless:
      /\b(?:commute|to work|to catch|catch it|miss it|late for|run for|school run|photo\w*|trainspott\w*|the kids love)\b/,
  },
  {
    // 'that was the last thing on my list' after rehoming the dog.
    id: "last-on-the-list",
    family: "farewell",
    kind: "suicide",
    weight: 2.5,
    subject: "infer",
    stack: true,
    pattern:
      `\\b(?:that was|that is|it was|and that was) the last (?:thing|item|one) (?:on|off) (?:my|the) list\\b|\\b(?:ticked|crossed) off the last (?:thing|item)\\b`,
    unless:
      /\b(?:shopping|grocer\w*|christmas|wedding|packing|to ?do (?:app|list for work)|errands|chores|bucket list)\b/,
  },
  {
    // 'found a good family for Biscuit today'.
    id: "pet-rehomed",
    family: "farewell",
    kind: "suicide",
    weight: 2,
    subject: "infer",
    stack: true,
    pattern:
      `\\bfound (?:a )?(?:good |new |loving |nice |lovely |great |forever )?(?:home|family|owners?|someone) (?:for|to take) (?:my |our |the )?(?:\\w+ )?(?:dog|cat|puppy|kitten|rabbit|bird|budgie|fish|horse|pets?|\\w+)\\b`,
    unless:
      /\b(?:moving|allerg\w*|landlord|new baby|shelter|rescue|foster\w*|litter|puppies|kittens|deployment|care home|nursing home)\b/,
  },
  {
    // 'my life insurance covers suicide after two years'.
    id: "insurance-covers-it",
    family: "plan",
    kind: "suicide",
    weight: 4.5,
    subject: "any",
    // When the cover began ("that was last month") dates the policy, not the danger.
    tense: false,
    pattern:
      `\\b(?:insurance|policy|life cover)\\b.{0,60}\\b(?:covers?|pays? (?:out )?(?:for|on)?) (?:suicide|it even if i)\\b|\\bsuicide (?:clause|exclusion)\\b.{0,60}\\b(?:ends|expires|over|up|runs out|two years)\\b`,
    unless:
      /\b(?:what is|how does|is it true|in general|article|read that|film|novel|studying|exams?|actuar\w*|course|lecture|ethics|came up)\b/,
  },
  {
    // 'did it. pills. bye'.
    id: "did-it-with-pills",
    family: "already-acting",
    kind: "suicide",
    weight: 6,
    subject: "infer",
    pattern:
      `\\b(?:i did it|did it|done it|went through with it)\\b.{0,15}\\b(?:pills|tablets|meds|overdose|the lot)\\b|\\b(?:pills|tablets|meds)\\b.{0,10}\\b(?:did it|done it)\\b`,
    unless: /\b(?:exam|test|interview|marathon|finished the course|took my meds like|remembered)\b/,
  },
  {
    // 'the note is in my Bible. Nobody will look till after'.
    id: "note-till-after",
    family: "farewell",
    kind: "suicide",
    weight: 4.5,
    subject: "any",
    pattern:
      `\\b(?:suicide note|goodbye note|my note|the note|the letter|my letter)\\b.{0,80}\\b(?:till after|until after|after i am gone|when i am gone|nobody will (?:look|find it|notice))\\b|\\bnobody will (?:look|find (?:it|out|me)|notice) (?:till|until) (?:after|it is too late)\\b`,
    unless: /\b(?:surprise|birthday|party|proposal|anniversary|christmas|secret santa|gift|present)\b/,
  },
  {
    // 'this time I won't climb down'.
    id: "will-not-climb-down",
    family: "intent",
    kind: "suicide",
    weight: 4.5,
    subject: "any",
    pattern:
      `\\b(?:this time|next time|tomorrow|tonight) i (?:will not|wont) (?:climb|come|step|get|back) (?:down|back|off)\\b|\\bstood on (?:the )?(?:railing|ledge|edge|parapet)\\b.{0,40}\\b(?:for an hour|tonight|last night|for ages)\\b`,
    unless: /\b(?:ladder|roof repair|climbing wall|bouldering|tree|the cat|kitten|gutter)\b/,
  },
  {
    // 'sitting in the car at the reservoir and I'm not going back'.
    id: "at-the-water-not-going-back",
    family: "intent",
    kind: "suicide",
    weight: 4.5,
    subject: "any",
    pattern:
      `\\b(?:at|by|on|near) the (?:reservoir|river|bridge|cliffs?|cliff edge|quarry|lake|pier|dam|tracks|railway|viaduct|weir|sea wall|harbour|harbor)\\b.{0,60}\\b(?:not going back|not coming back|will not be (?:going|coming) back|not going home|no going back|not going to go back)\\b|\\b(?:not going back|not coming back|not going home)\\b.{0,60}\\b(?:reservoir|river|bridge|cliffs?|quarry|lake|pier|dam|tracks|viaduct|weir)\\b`,
    unless: /\b(?:holiday|vacation|fishing trip|camping|job|that church|that school|to him|to her|to that)\b/,
  },
  {
    // 'how do you say goodbye to people without them guessing'.
    id: "goodbye-unguessed",
    family: "farewell",
    kind: "suicide",
    weight: 4.5,
    subject: "any",
    pattern:
      `\\b(?:say|saying|said|tell|telling) (?:goodbye|bye)\\b.{0,40}\\b(?:without (?:them|anyone|people|her|him|my \\w+) (?:guessing|knowing|noticing|suspecting|realising|realizing|finding out)|so (?:they|no one|nobody) (?:does not|will not|do not) (?:guess|know|notice|suspect))\\b`,
    unless: /\b(?:surprise|moving|new job|abroad|emigrat\w*|party|leaving do|deployment)\b/,
  },
  {
    // the car in the garage with the door down, engine running.
    id: "engine-running-closed-in",
    family: "method",
    kind: "suicide",
    weight: 4.5,
    subject: "any",
    pattern:
      `\\b(?:engines?|cars?|motor)\\b.{0,20}\\b(?:running|on|idling)\\b.{0,60}\\b(?:just sitting|sitting here|garage|door (?:is )?(?:down|shut|closed))\\b|\\b(?:garage|shed)\\b.{0,40}\\b(?:door (?:is )?(?:down|shut|closed))\\b.{0,80}\\b(?:engine|running)\\b`,
    unless: /\b(?:warming (?:it|the car) up|defrost\w*|frost|ice on|mechanic|battery|jump start|charging)\b/,
  },
  {
    // 'love u all, sorry for everything' to the group, then no answer.
    id: "farewell-then-silence",
    family: "farewell",
    kind: "suicide",
    weight: 4.5,
    subject: "infer",
    pattern:
      `\\b(?:love (?:u|you) all|sorry for everything|goodbye everyone|bye everyone|take care of (?:mum|mom|each other)|forgive me)\\b.{0,80}\\b(?:will not|wont|not|is not|has not|hasnt|stopped) (?:pick(?:ing)? up|answer\\w*|repl\\w*|respond\\w*|read(?:ing)? (?:it|them|messages))\\b`,
    unless: /\b(?:moving|new job|abroad|phone (?:is )?dead|no signal|flight|airplane mode)\b/,
  },
  {
    // a photo of wrists posted with 'last one'.
    id: "posted-wounds",
    family: "farewell",
    kind: "suicide",
    weight: 4,
    subject: "infer",
    pattern:
      `\\b(?:posted|sent|shared|put up)\\b.{0,40}\\b(?:picture|photo|pic|video|story)\\b.{0,30}\\b(?:wrists?|cuts|pills|rope|noose|gun|bridge|last one|goodbye)\\b`,
    unless: /\b(?:tattoo|bracelet|watch|henna|friendship band|art|nails)\b/,
  },
  {
    // 'his location says he's at the river bridge'.
    id: "location-at-bridge",
    family: "method",
    kind: "suicide",
    weight: 3.5,
    subject: "any",
    pattern:
      `\\b(?:location|find my|snap map|gps|tracker|maps?)\\b.{0,30}\\b(?:says|shows|has (?:him|her|them))\\b.{0,25}\\b(?:at|on|by) the (?:\\w+ )?(?:bridge|cliffs?|tracks|railway|reservoir|quarry|river|pier|dam|viaduct|multi ?storey|car park roof)\\b`,
    unless: /\b(?:fishing|work|school|gym|home|restaurant|party|match|game)\b/,
  },
  // Emergencies of the body, the visitor's or anyone's (set M's writer): help is the ambulance, now.
  {
    // after a knock to the head: vomiting, light hurting, memory gone.
    id: "head-injury-signs",
    family: "medical",
    kind: "medical",
    weight: 4.5,
    subject: "any",
    pattern:
      `\\b(?:threw up|throwing up|vomit\\w*|been sick)\\b.{0,60}\\b(?:can not remember|do not remember|confused|light hurts|blurry|double vision|slurr\\w*|so sleepy)\\b|\\b(?:hit|banged|bumped|smacked|cracked) (?:my|his|her|their) head\\b.{0,80}\\b(?:threw up|throwing up|vomit\\w*|passed out|knocked out|confused|can not remember|blurry)\\b`,
    unless: /\b(?:hangover|drunk|food poisoning|stomach bug|migraine i always get|years ago|last year|when i was)\b/,
  },
  {
    // blood soaking through a towel after an accident.
    id: "bleeding-heavily",
    family: "medical",
    kind: "medical",
    weight: 4.5,
    subject: "any",
    pattern:
      `\\b(?:bloods?|bleeding)\\b.{0,30}\\b(?:soaking|soaked|pouring|spurting|pumping|gushing|everywhere)\\b.{0,40}\\b(?:fast|towel|through|will not stop|alone|a lot)\\b|\\b(?:chainsaw|saw|axe|knife|glass|machine)\\b.{0,40}\\b(?:got|cut|caught|went into) my (?:thigh|leg|arm|hand|neck|wrist)\\b`,
    unless: /\b(?:nose|nosebleed|period|paper cut|shaving|gums|years ago|last year|the film|the movie)\b/,
  },
  {
    // stopped sweating, confused, collapsed in the heat.
    id: "heat-collapse",
    family: "medical",
    kind: "medical",
    weight: 4.5,
    subject: "any",
    pattern:
      `\\b(?:stopped sweating|not sweating)\\b.{0,60}\\b(?:confused|collapsed|hot|dizzy|passed out)\\b|\\b(?:he|she|they|dad|mum|mom|coworker|co worker|friend|husband|wife|son|daughter|someone|grandma|grandpa|man|woman|guy)\\b.{0,20}\\b(?:just )?collapsed\\b(?! (?:on|onto|into) (?:the |my |a )?(?:couch|sofa|bed|chair))`,
    unless:
      /\b(?:laughing|laughter|exhausted after|tent|stock|market|company|business|roof|bridge|building|soufflé|cake|years ago|last year)\b/,
  },
  {
    // someone vulnerable gone for hours in the snow or the dark.
    id: "missing-in-danger",
    family: "medical",
    kind: "medical",
    weight: 4.5,
    subject: "any",
    pattern:
      `\\b(?:been gone|missing|gone for|out for|wandered off)\\b.{0,15}\\b(?:\\d+|two|three|four|five|several) hours\\b|\\b(?:snow\\w*|freezing|below zero)\\b.{0,40}\\b(?:in (?:his|her) (?:slippers|pyjamas|pajamas|nightie|nightgown))\\b|\\b(?:in (?:his|her) (?:slippers|pyjamas|pajamas|nightie|nightgown))\\b.{0,60}\\b(?:gone|missing|can not find|checked everywhere|looked everywhere)\\b`,
    unless: /\b(?:cat|dog|parcel|package|keys|phone|wifi|signal|power|electricity|husband at the pub|years ago)\b/,
  },

  {
    // chest pain with sweating, the jaw or arm, sickness or confusion; pain spreading to the jaw.
    id: "heart-attack-signs",
    family: "medical",
    kind: "medical",
    weight: 4.5,
    subject: "any",
    pattern:
      `(?<!\\b(?:panic|anxiety) attacks?\\b(?:(?!\\b(?:but|this time|different|not like|worse)\\b)[^])*)\\b(?:chest|heart)\\b.{0,30}\\b(?:pain|hurts?|hurting|tight|tightness|pressure|crushing|heavy|squeez\\w*)\\b.{0,120}\\b(?:arm|jaw|sweat\\w*|clammy|short of breath|can not breathe|hard to breathe|threw up|throwing up|vomit\\w*|nause\\w*|numb|dizzy|faint\\w*|talking nonsense|confused|grey|gray)\\b|\\b(?:sweat\\w*|clammy|talking nonsense|confused|grey|gray|short of breath)\\b.{0,80}\\bchest\\b.{0,20}\\b(?:pain|hurts?|hurting|tight|pressure|crushing)\\b|\\b(?:left arm|arm|jaw)\\b.{0,25}\\b(?:numb|gone numb|tingl\\w*|hurts|aching)\\b.{0,80}\\bchest\\b|\\b(?:pain|pressure|tightness|crushing|heaviness)\\b.{0,15}\\b(?:in|on|across) (?:my|his|her|the) chest\\b.{0,120}\\b(?:arm|jaw|sweat\\w*|clammy|short of breath|nause\\w*|dizzy)\\b|\\bpain (?:is |s )?(?:goes|going|spreads|spreading|radiat\\w*|moving|moves|runs) (?:up |down )?(?:in)?to (?:my |his |her |the )?(?:jaw|left arm|arm|neck)\\b|\\b(?:i think )?(?:i am|i m|he is|she is|dad is|mum is|mom is|grandpa is|grandma is) having a heart attack\\b`,
    unless:
      /\b(?:signs? of|symptoms? of|what (?:are|is) the (?:signs|symptoms)|how (?:do|can|would) (?:you|i|we) (?:tell|know)|first aid|cpr (?:course|class)|training|course|film|movie|episode|the show|novel|character|last (?:year|month)|years ago|was diagnosed|history of)\b/,
  },
  {
    // a drooping face, words coming out wrong, an arm that will not lift.
    id: "stroke-signs",
    family: "medical",
    kind: "medical",
    weight: 4.5,
    subject: "any",
    pattern:
      `\\bone side of (?:his|her|my|their|the) face\\b|\\b(?:face|mouth|smile)\\b.{0,20}\\b(?:droop\\w*|lopsided|sagging|gone slack)\\b|\\b(?:speech|words)\\b.{0,20}\\b(?:slurr\\w*|coming out (?:all )?wrong|jumbled|garbled|do not make sense)\\b|\\bslurr\\w* (?:his|her|my|their) (?:words|speech)\\b|\\b(?:can not|cannot) (?:lift|raise|move|feel) (?:his|her|my|their) (?:left |right )?(?:arm|leg)\\b.{0,60}\\b(?:suddenly|face|speech|words|talk)\\b`,
    unless:
      /\b(?:signs? of|symptoms? of|what (?:are|is) the|how (?:do|can) (?:you|i) (?:tell|know)|first aid|training|course|film|movie|novel|character|drunk|wasted|tipsy|beers?|pints|years ago|last year|was diagnosed|bell s palsy|dentist|numbing|anaesthetic|anesthetic)\b/,
  },
  {
    // a throat swelling, blue lips, no epipen, breathing stopped.
    id: "cannot-breathe-body",
    family: "medical",
    kind: "medical",
    weight: 4.5,
    subject: "any",
    pattern:
      `\\b(?:throat|tongue|lips)\\b.{0,25}\\b(?:swell\\w*|swollen|closing|closing up)\\b|\\b(?:lips|face) (?:(?:are|is|were|was|have|has) )?(?:turning |going |gone |getting |look |looks |looking |turned |gone all )?(?:kind of |kinda |a bit |slightly |really )?(?:blue|grey|gray)\\b|\\b(?:grey|gray|blue|purple)\\b.{0,15}\\baround (?:the|his|her|their) (?:mouth|lips)\\b|\\b(?:can not|cant) (?:finish|say) a (?:sentence|full sentence)\\b|\\b(?:grunting|gasping|wheezing) (?:with|on|at) every breath\\b|\\b(?:chest|ribs|belly|tummy)\\b.{0,20}\\b(?:sucks? in|sucking in|pulls? in|caving in)\\b|\\b(?:not|is not|stopped) breathing\\b|\\b(?:no|forgot|lost|left|do not have|without) (?:my |his |her |an? |the )?epi ?pens?\\b|\\binhaler\\b.{0,40}\\b(?:not working|is not working|does not help|not helping|ran out|is empty|empty|used up|none left)\\b|\\b(?:can not|hard to|struggling to|barely) breathe\\b.{0,80}\\b(?:allerg\\w*|nuts?|peanuts?|stung|sting|bee|wasp|asthma|inhaler|swell\\w*|swollen|lips|choking|epi ?pen)\\b|\\b(?:allerg\\w*|nuts?|peanuts?|stung|bee sting|wasp|asthma|swollen)\\b.{0,80}\\b(?:can not|hard to|struggling to|barely) breathe\\b`,
    unless:
      /\b(?:signs? of|symptoms? of|first aid|training|course|film|movie|novel|character|lipstick|cold water|swimming|ice bath|face paint|years ago|last year|when i was)\b/,
  },
  {
    // someone who will not wake or respond.
    id: "will-not-wake",
    family: "medical",
    kind: "medical",
    weight: 4.5,
    subject: "any",
    pattern:
      `\\b(?:he|she|they|dad|mum|mom|father|mother|husband|wife|son|daughter|baby|grandma|grandpa|nan|friend|brother|sister|partner|boyfriend|girlfriend|someone|a man|a woman)(?: s| is| was| are| has| just)?(?: been)?(?: lying| found)? (?:on the (?:floor|ground|bathroom floor|kitchen floor)|collapsed|fell(?! (?:asleep|out|in love|behind|for|apart|silent|quiet|through|short|ill|sick|pregnant))|has fallen|passed out)\\b.{0,60}\\b(?:is not|isn t|not|will not|wont|won t|stopped) (?:answering|responding|moving|waking|talking|breathing)\\b|\\b(?:is not|isn t|not|will not|wont|won t|stopped) (?:answering|responding|moving|waking)(?: me| up)?\\b.{0,40}\\b(?:he|she|they)(?: s| is| was)? (?:lying )?(?:on the (?:floor|ground|bathroom floor|kitchen floor)|collapsed|passed out)\\b|\\b(?:not|will not|wont) (?:waking|wake) up\\b.{0,40}\\b(?:shake|shook|shaking|call\\w*|tried|try|nudg\\w*|pinch\\w*|breathing)\\b|\\b(?:can not|cannot) wake (?:him|her|them|my \\w+|dad|mum|mom)(?: up)?\\b|\\b(?:is|s|are|has been|have been|went|gone|was found|lying there|on the floor)\\b.{0,15}\\b(?:unconscious|unresponsive)\\b|\\bpassed out\\b.{0,30}\\b(?:will not|can not|not) (?:wake|come round|respond)\\w*\\b|\\b(?:sleepy|drowsy|floppy)\\b.{0,40}\\b(?:will not|wont|can not|not) (?:answer|respond|talk)\\w*\\b|\\b(?:shaking|jerking|twitching|convulsing|fitting)\\b.{0,40}\\b(?:will not|wont|not|can not) (?:respond|answer|wake|stop)\\w*\\b|\\b(?:sleepy|sleep|drowsy)\\b.{0,40}\\blips?\\b.{0,15}\\b(?:numb|blue|tingl\\w*)\\b|\\b(?:little one|baby|child|kid|toddler|newborn|he|she)\\b.{0,20}\\b(?:sounds?|looks?|seems?|is) (?:really |very |so )?(?:weak|floppy|limp|lifeless)\\b`,
    unless:
      /\b(?:the dead|resurrection|soul sleep|souls|the grave|paul|scripture|bible|lazarus|school|alarm|for work|lie in|lazy|teenager|hangover|nap|weekend|every morning|on sundays|in class|in the meeting|sermon|lecture|bored)\b/,
  },
  {
    // pills, bleach or cleaner swallowed, or a child into the medicine.
    id: "swallowed-harmful",
    family: "medical",
    kind: "medical",
    weight: 4.5,
    subject: "any",
    pattern:
      `\\b(?:got into|swallowed|drank|ate|has eaten|has swallowed|might have (?:taken|eaten|swallowed|drunk))\\b.{0,30}\\b(?:pill bottle|pills|tablets|medicine|meds|bleach|detergent|cleaner|washing (?:pods|tablets)|laundry pods|button batter(?:y|ies)|batter(?:y|ies)|antifreeze|weed killer|rat poison|stuff from the (?:bathroom|kitchen|medicine) (?:cabinet|cupboard)|something from (?:the |under the )?(?:bathroom|kitchen|medicine) (?:cabinet|cupboard|sink))\\b|\\b(?:swallowed|took|taken) a (?:bunch|load|handful|lot) of (?:stuff|things|whatever)\\b`,
    unless:
      /\b(?:dog|puppy|cat|kitten|vitamins?|gummies|as prescribed|as directed|dose|vet|years ago|when i was|last year)\b/,
  },
  {
    // a fall with no getting up, cold and confused.
    id: "fallen-and-cold",
    family: "medical",
    kind: "medical",
    weight: 4.5,
    subject: "any",
    pattern:
      `\\b(?:fell|fallen|has fallen|collapsed)\\b.{0,60}\\b(?:can not|cannot|unable to) (?:get up|move|stand)\\b|\\b(?:really |very |so |freezing |ice )?cold\\b.{0,40}\\b(?:does not|did not) (?:know|recogni[sz]e) (?:who i am|me|where (?:she|he) is)\\b|\\b(?:does not|did not) (?:know|recogni[sz]e) (?:who i am|me)\\b.{0,60}\\b(?:fell|cold|chest|fever|sweating|hit (?:his|her) head)\\b`,
    unless:
      /\b(?:dementia|alzheimer\w*|years ago|last year|when i was|game|the ice|skating|ski\w*|in the film|the movie)\b/,
  },
  {
    // a seizure that will not stop or is the first.
    id: "seizure-not-stopping",
    family: "medical",
    kind: "medical",
    weight: 4.5,
    subject: "any",
    pattern:
      `\\b(?:seizure|fit|fitting|convuls\\w*)\\b.{0,40}\\b(?:will not|wont|not) stop\\w*\\b|\\b(?:seizure|fit|fitting|convuls\\w*) (?:for|over) (?:\\d+|five|ten) (?:minutes|mins)\\b|\\b(?:first|first ever) seizure\\b.{0,40}\\b(?:now|just|right now|happening)\\b`,
    unless:
      /\b(?:signs? of|symptoms? of|what (?:are|is) the (?:signs|symptoms)|how (?:do|can|would) (?:you|i|we) (?:tell|know)|first aid|cpr (?:course|class)|training|course|film|movie|episode|the show|novel|character|last (?:year|month)|years ago|was diagnosed|history of)\b/,
  },
  {
    // no water for days and unable to stand; a racing heart and fainting.
    id: "body-giving-out",
    family: "medical",
    kind: "medical",
    weight: 4.5,
    subject: "any",
    pattern:
      `\\bno (?:water|fluids|drink)\\b.{0,30}\\b(?:\\d+|two|three|four|five) days\\b.{0,120}\\b(?:barely stand|can not stand|faint\\w*|passing out|racing|pounding|dizzy|confused)\\b|\\bheart (?:is )?(?:racing|pounding)\\b.{0,40}\\b(?:can barely stand|can not stand|faint\\w*|passing out|collaps\\w*|black(?:ing)? out)\\b|\\b(?:can barely stand|can not stand|faint\\w*|passing out|collaps\\w*)\\b.{0,40}\\bheart (?:is )?(?:racing|pounding)\\b`,
    unless: /\b(?:crush|date|exam|nervous|excited|roller ?coaster|horror film|years ago|last year)\b/,
  },
  {
    // "i think it is a time to die for me now"; "its my time to go now, i'm ready"; "my time is up, i have decided".
    id: "my-time-has-come",
    family: "intent",
    kind: "suicide",
    weight: 4,
    subject: "any",
    pattern:
      `\\b(?:it is|it s|its|this is|now is) (?:a |my |the )?time (?:for me )?to die\\b|\\bmy time to (?:go|die|leave)\\b(?! (?:to|home|back|on|shopping|out|and)\\b)|\\bmy time is up\\b.{0,40}\\b(?:decided|ready|tonight|now|done)\\b|\\btime for me to end (?:this|it|things|my life|it all|everything)\\b(?! (?:chapter|relationship|friendship|marriage|job|contract|subscription|membership|call|meeting|conversation|streak|lease|season|project))`,
    unless:
      /\b(?:ecclesiastes|a time to be born|shift|game|presentation|visa|lease|interview|match|turn|quiz|exam|test|retire\w*|job|work|party|meeting)\b/,
  },
  {
    // "the wife gets the lot if it's an accident with the tractor, so that's how it'll go".
    id: "staged-accident",
    family: "plan",
    kind: "suicide",
    weight: 4.5,
    subject: "any",
    pattern:
      `\\b(?:life policy|life insurance|insurance|the policy|payout|pay out|pays out)\\b.{0,80}\\b(?:if it s|if it is|as long as it s|as long as it looks like|make it look like|has to look like|must look like) an accident\\b|\\b(?:make|made) it look like an accident\\b.{0,80}\\b(?:insurance|policy|payout|pays out|the kids|my wife|my husband|my family)\\b`,
    unless:
      /\b(?:car insurance|travel insurance|home insurance|claim for the (?:car|house|roof)|film|movie|novel|book|show|character|murder mystery)\b/,
  },
  {
    // "held him under the bath water to teach him".
    id: "child-held-under",
    family: "abuse",
    kind: "abuse",
    weight: 4.5,
    subject: "any",
    pattern: `\\bheld (?:him|her|them) under (?:the )?(?:bath ?water|water|bath)\\b`,
  },
  {
    // "will I go to hell ... for what I'm about to do"; "before I take the pills tonight".
    id: "about-to-do",
    family: "intent",
    kind: "suicide",
    weight: 4.5,
    subject: "any",
    pattern:
      `\\b(?:hell|heaven|forgive\\w*|punish\\w*|judge\\w*)\\b.{0,40}\\bfor (?:what|the thing|something|the things) i (?:am|m) (?:about|going) to do\\b|\\bbefore i take the (?:pills|tablets|overdose|lot)\\b|\\b(?:everything|it all) (?:is|s) (?:lined up|set up|in place|set) for (?:tonight|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday|the weekend)\\b|\\bwhen (?:the house|the flat|the place) is empty\\b`,
    unless: /\b(?:party|holiday|trip|wedding|guests|move|moving|exam|surgery|recital)\b/,
  },
  {
    // "I already gave my butsudan to a friend from the district"; "the lighter fluid is already in the garage".
    id: "sacred-things-given",
    family: "farewell",
    kind: "suicide",
    weight: 3.5,
    subject: "any",
    stack: true,
    pattern:
      `\\b(?:gave|given|giving) (?:away )?(?:my )?(?:butsudan|gohonzon|juzu|family bible|rosary|prayer beads)\\b|(?<=\\b(?:offering|burn\\w*|medicine king|my body)\\b.{0,200})\\b(?:lamp oil|lighter fluid|paraffin|petrol|gasoline|kerosene) is (?:already )?(?:in|ready|here)\\b`,
    unless: /\b(?:moving|new home|upgrad\w*|new one|bigger one|to the temple for cleaning)\b/,
  },
];

/**
 * Rules run over a whole message with its clauses joined by " | ", so a phrase can reach into the
 * next sentence; a `$` in a rule means the end of its clause.
 */
function compiled(rule: RuleInput): RiskRule {
  return {
    ...rule,
    pattern: new RegExp(rule.pattern.replace(/(\\s\*)?\$(?=\||$)/g, "(?= \\||$)"), "g"),
    negatable: rule.negatable ?? true,
    tense: rule.tense ?? true,
  };
}

export const riskRules: readonly RiskRule[] = rules.map(compiled);
