import { stopWords } from "../search/kjv_lexicon.ts";
import type { ChatTurn } from "./engine.ts";

/**
 * What a visitor's message asks for, read without any model (ISSUE 4's built-in engine): the
 * kind of request, the spiritual themes it touches and the words to search the scriptures with.
 */
export type Intent =
  | "scripture-request"
  | "about-persona"
  | "comparison"
  | "bible-question"
  | "buddhism-question"
  | "greeting"
  | "thanks"
  | "follow-up"
  | "question"
  | "general";

export const themes = [
  "grief",
  "fear",
  "anger",
  "forgiveness",
  "purpose",
  "gratitude",
  "love",
  "suffering",
  "impermanence",
  "prayer",
  "peace",
  "faith",
  "compassion",
  "loneliness",
  "hope",
  "guilt",
  "patience",
  "joy",
  "wisdom",
  "relationships",
  "work",
] as const;
export type Theme = typeof themes[number];

/** Which tradition the visitor is asking about, when they name one. */
export type Tradition = "christian" | "buddhist";

/** What the visitor asked the persona about itself (SPEC 1: an AI persona, not a person or a deity). */
export type PersonaQuestion = "divine" | "buddha" | "ai" | "who";

/** The passage a scripture-archive request quotes (SPEC 4: 'Please share wisdom about this scripture:'). */
export type QuotedScripture = { quote: string; reference: string };

/** The earlier user message a conversation continues from, as far as its subject goes. */
export type EarlierTopic = { topic: string; themes: Theme[]; intent: Intent };

export type MessageAnalysis = {
  intent: Intent;
  /** Strongest first; empty when the message names none. */
  themes: Theme[];
  /** Words to search with: what follows a quick-prompt stem, else the message's content words. */
  topic: string;
  /** True when `topic` is a phrase the visitor named (after a quick-prompt stem), fit to echo back. */
  topicNamed: boolean;
  tradition: Tradition | null;
  scripture: QuotedScripture | null;
  persona: PersonaQuestion | null;
  /** The visitor speaks of their own life ('I', 'my'), not only asks about ideas. */
  personal: boolean;
  /** The latest earlier user message with a subject, when there is one. */
  earlier: EarlierTopic | null;
};

/** How each theme is named in a reply ("what you carry about grief and loss"). */
export const themeLabels: Readonly<Record<Theme, string>> = {
  grief: "grief and loss",
  fear: "fear and anxiety",
  anger: "anger",
  forgiveness: "forgiveness",
  purpose: "purpose and meaning",
  gratitude: "gratitude",
  love: "love",
  suffering: "suffering",
  impermanence: "death and impermanence",
  prayer: "prayer and meditation",
  peace: "peace",
  faith: "faith and doubt",
  compassion: "compassion",
  loneliness: "loneliness",
  hope: "hope",
  guilt: "guilt and shame",
  patience: "patience and perseverance",
  joy: "joy",
  wisdom: "wisdom",
  relationships: "relationships and family",
  work: "work and money",
};

/**
 * Word stems and phrases per theme, in modern English and the King James idiom (a verse pasted
 * from the archive speaks of "charity" and "tribulation"). Each match counts once towards the theme.
 */
const themePatterns: Readonly<Record<Theme, RegExp>> = {
  grief:
    /\b(grie(f|fs|ve|ves|ved|ving)|grievous|mourn\w*|bereave\w*|loss|losing (my|our)|lost (my|our|a|the)|passed away|died|funeral\w*|sorrow\w*|weep\w*|wept|tears|widow\w*|heartbr\w+|broken[- ]hearted|broken in heart|cry|crying|miss(ing)? (him|her|them|my))\b/gi,
  fear:
    /\b(fear\w*|afraid|scared|anxi\w+|worr\w+|panic\w*|nervous\w*|dread\w*|terrif\w+|frighten\w*|stress\w*|overwhelm\w*|dismayed|troubled|careful for nothing|uncertain\w*|insecur\w+)\b/gi,
  anger:
    /\b(ang(er|ry|rier|rily)|rage|raging|furious|fury|resent\w*|bitter\w*|irritat\w+|annoy\w*|frustrat\w+|wrath\w*|hate|hated|hatred|hating|mad at|pissed|outrage\w*)\b/gi,
  forgiveness:
    /\b(forgiv\w+|forgave|pardon\w*|reconcil\w+|grudges?|apolog\w+|betray\w*|wronged|trespass\w*|let it go|make amends|remission)\b/gi,
  purpose:
    /\b(purpose\w*|meaning(ful|less)?|point of (life|it all|living)|why am i here|calling|vocation|direction in life|mission in life|my path|destiny|what should i do with my life|reason for being|feel(ing)? lost|lost in life|empty inside|emptiness)\b/gi,
  gratitude: /\b(grat(eful|itude)|thankful\w*|thanksgiving|appreciat\w+|count(ing)? (my )?blessings)\b/gi,
  love: /\b(lov(e|es|ed|ing|eth|est)|beloved|charity|romanc\w+|in love|affection\w*|crush|soulmate|heartache)\b/gi,
  suffering:
    /\b(suffer\w*|pain\w*|hurt\w*|struggl\w+|hardships?|trials?|afflict\w+|tribulations?|burden\w*|miser\w+|depress\w+|sad|sadness|unhappy|hard times?|going through|bad things happen|adversit\w+|heavy laden)\b/gi,
  impermanence:
    /\b(death|dying|die|dies|mortal\w*|imperman\w+|afterlife|after life|eternal\w*|everlasting|old age|aging|ageing|transien\w+|nothing lasts|everything changes|resurrection|rebirth|reincarnation|terminal(ly)? ill|end of life|heaven)\b/gi,
  prayer:
    /\b(pray\w*|meditat\w+|mindful\w*|contemplat\w+|chant\w*|daimoku|nam[- ]myoho|breath\w*|stillness|silence|be still|devotion\w*|worship\w*|supplication)\b/gi,
  peace:
    /\b(peace\w*|calm\w*|seren\w+|tranquil\w*|restless\w*|inner quiet|quiet (my|the) mind|harmony|at rest|find rest|still (my|the) mind|racing thoughts|mind (won'?t|will not) stop)\b/gi,
  faith:
    /\b(faith\w*|doubt\w*|believ\w+|belief\w*|trust\w*|unbelie\w+|skeptic\w*|sceptic\w*|agnostic|atheis\w+|god exist\w*|does god|is god real|religion)\b/gi,
  compassion:
    /\b(compassion\w*|merc(y|iful|ies)|kindness|kindly|be kind|being kind|unkind\w*|empath\w+|selfless\w*|generos\w+|generous|charitable|serv(e|ing) others|help(ing)? others|neighbou?rs?|the poor|those in need)\b/gi,
  loneliness:
    /\b(lonel\w+|alone|isolat\w+|abandon\w*|forsak\w+|nobody (cares|understands|loves)|no one (cares|understands|loves)|no friends|left out|rejected|solitary|invisible)\b/gi,
  hope:
    /\b(hope\w*|despair\w*|discourag\w+|give up|giving up|gave up|new beginnings?|start over|starting over|optimis\w+|the future|dark times?|light at the end)\b/gi,
  guilt:
    /\b(guilt\w*|shame\w*|ashamed|regret\w*|remorse\w*|sin|sins|sinned|sinful|sinner|mistakes?|failures?|failed|unworthy|worthless|repent\w*|confess\w*|iniquit\w+)\b/gi,
  patience:
    /\b(patien\w+|persever\w+|persist\w+|endur\w+|waiting|wait for|keep going|steadfast\w*|longsuffering|long[- ]suffering|resilien\w+|weary|tired|exhaust\w+|burn(ed|t)? ?out|setbacks?)\b/gi,
  joy: /\b(joy\w*|happ(y|iness|ier)|delight\w*|rejoic\w+|glad\w*|celebrat\w+|cheer\w*|content(ment|ed)|merry)\b/gi,
  wisdom:
    /\b(wisdom|wise|understand\w*|insight\w*|discern\w+|knowledge|truth|decisions?|decide|deciding|choices?|choose|confus\w+|clarity|guidance|advice|what should i do)\b/gi,
  relationships:
    /\b(famil(y|ies)|marri\w+|marry|husband|wife|spouse|partner|divorc\w+|parent\w*|mother|father|mum|mom|dad|sons?|daughters?|child|children|kids?|siblings?|brothers?|sisters?|friends?|friendship\w*|relationships?|boyfriend|girlfriend|coworkers?|colleagues?|in-laws?)\b/gi,
  work:
    /\b(money|wealth\w*|rich|riches|poor|poverty|debts?|bills|financ\w+|salary|income|job|jobs|career\w*|unemploy\w+|laid off|fired|my work|at work|workplace|boss|business|greed\w*|possessions|materialis\w+|mammon|covet\w*|livelihood|afford)\b/gi,
};

/** Conversation words that carry no subject ("please tell me more"), beyond the search's own stop words. */
const fillerWords = new Set([
  "am",
  "can",
  "could",
  "would",
  "should",
  "does",
  "doing",
  "done",
  "get",
  "got",
  "just",
  "really",
  "very",
  "too",
  "also",
  "please",
  "tell",
  "know",
  "think",
  "feel",
  "feeling",
  "feels",
  "want",
  "need",
  "like",
  "much",
  "many",
  "some",
  "any",
  "something",
  "anything",
  "thing",
  "things",
  "way",
  "ways",
  "lot",
  "bit",
  "why",
  "where",
  "not",
  "no",
  "dont",
  "im",
  "ive",
  "its",
  "cant",
  "wont",
  "being",
  "more",
  "most",
  "other",
  "own",
  "same",
  "such",
  "only",
  "now",
  "here",
  "make",
  "let",
  "said",
  "one",
  "ever",
  "even",
  "all",
  "every",
  "each",
  "still",
  "yet",
  "again",
  "hi",
  "hello",
  "hey",
  "thanks",
  "thank",
  "okay",
  "ok",
  "yes",
  "yeah",
  "go",
  "on",
  "else",
  "explain",
  "elaborate",
  "continue",
  "mean",
  "example",
  "another",
  "give",
  "share",
  "view",
  "views",
  "approach",
  "perspective",
  "perspectives",
  "teach",
  "teaches",
  "teaching",
  "say",
  "says",
  "practice",
  "apply",
  "start",
  "begin",
  "deeper",
  "further",
  "detail",
  "details",
  "examples",
]);

/** Names of the traditions: they steer which texts lead, but are not a subject of their own. */
const traditionWords: Readonly<Record<string, Tradition>> = {
  bible: "christian",
  biblical: "christian",
  scripture: "christian",
  scriptures: "christian",
  christian: "christian",
  christians: "christian",
  christianity: "christian",
  jesus: "christian",
  christ: "christian",
  gospel: "christian",
  gospels: "christian",
  church: "christian",
  buddhism: "buddhist",
  buddhist: "buddhist",
  buddhists: "buddhist",
  buddha: "buddhist",
  lotus: "buddhist",
  sutra: "buddhist",
  sutras: "buddhist",
  gosho: "buddhist",
  nichiren: "buddhist",
  dharma: "buddhist",
};

/** Words that point back at an earlier subject ("tell me more about that"). */
const pointerWords = new Set([
  "that",
  "this",
  "it",
  "them",
  "those",
  "these",
  "there",
  "verse",
  "verses",
  "passage",
  "passages",
  "one",
]);

/** The longest topic kept: enough for a sentence's subject, short enough to search fast. */
const maxTopicWords = 12;

function lowerWords(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9]+(?:['’][a-z]+)*/g) ?? []).map((word) => word.replace(/['’]/g, ""));
}

/** The words of a text that name a subject: no function words, conversation filler or tradition names. */
function contentWords(text: string): string[] {
  return lowerWords(text).filter((word) =>
    !stopWords.has(word) && !fillerWords.has(word) && !(word in traditionWords) && !pointerWords.has(word)
  );
}

/**
 * What each of our Lotus Sutra chapter and Gosho summaries is about, chosen by hand. Counting
 * words in the summary of a parable finds its furniture (fathers, sons, houses), not its point.
 */
const lotusChapterThemes: Readonly<Record<number, readonly Theme[]>> = {
  1: ["wisdom"],
  2: ["purpose", "wisdom"],
  3: ["suffering", "love"],
  4: ["guilt", "gratitude"],
  5: ["compassion", "wisdom"],
  6: ["hope", "faith"],
  7: ["patience", "hope"],
  8: ["purpose", "hope"],
  9: ["faith", "hope"],
  10: ["joy", "purpose"],
  11: ["faith", "wisdom"],
  12: ["forgiveness", "faith"],
  13: ["patience", "faith"],
  14: ["peace", "patience"],
  15: ["purpose", "faith"],
  16: ["impermanence", "grief"],
  17: ["faith", "joy"],
  18: ["joy", "gratitude"],
  19: ["wisdom", "joy"],
  20: ["compassion", "patience"],
  21: ["faith", "purpose"],
  22: ["compassion", "gratitude"],
  23: ["gratitude", "prayer"],
  24: ["compassion"],
  25: ["compassion", "fear"],
  26: ["fear", "compassion"],
  27: ["relationships", "faith"],
  28: ["prayer", "patience"],
};

const goshoWritingThemes: Readonly<Record<string, readonly Theme[]>> = {
  "On Attaining Buddhahood in This Lifetime": ["prayer", "wisdom"],
  "On Establishing the Correct Teaching for the Peace of the Land": ["peace", "suffering"],
  "The Heritage of the Ultimate Law of Life": ["impermanence", "faith"],
  "The Opening of the Eyes": ["faith", "suffering"],
  "Letter from Sado": ["suffering", "fear"],
  "The Object of Devotion for Observing the Mind": ["prayer", "wisdom"],
  "The True Aspect of All Phenomena": ["faith", "purpose"],
  "On Practicing the Buddha's Teachings": ["patience", "peace"],
  "Reply to Kyo'o": ["faith", "fear"],
  "Letter to the Brothers": ["relationships", "patience"],
  "Winter Always Turns to Spring": ["hope", "grief"],
  "The Selection of the Time": ["wisdom", "purpose"],
  "The Supremacy of the Law": ["faith", "gratitude"],
  "Happiness in This World": ["joy", "suffering"],
  "On Repaying Debts of Gratitude": ["gratitude", "relationships"],
  "The Three Kinds of Treasure": ["work", "anger"],
  "On Persecutions Befalling the Sage": ["fear", "patience"],
  "The Dragon Gate": ["patience", "hope"],
  "Letter to Niike": ["patience", "faith"],
  "Nembutsu and the Hell of Incessant Suffering": ["faith"],
  "On the Ten Factors": ["wisdom", "purpose"],
  "On the Protection of the Nation": ["peace", "faith"],
  "On Reciting the Daimoku of the Lotus Sutra": ["prayer", "faith"],
  "Errors of the True Word and Other Schools": ["wisdom"],
  "The Way to Minobu": ["loneliness", "peace"],
  "Choosing the Heart of the Lotus Sutra": ["faith", "purpose"],
  "The Four Virtues and the Four Debts of Gratitude": ["relationships", "gratitude"],
  "Snow and Lacquer": ["faith", "patience"],
  "Letter to Shimoyama": ["faith", "relationships"],
  "Condolences on a Deceased Husband": ["grief", "compassion"],
  "Questions and Answers on the Object of Devotion": ["prayer", "faith"],
  "The Unanimous Declaration by the Buddhas of the Three Existences regarding the Classification of the Teachings and Which Are to Be Abandoned and Which Upheld":
    ["impermanence", "wisdom"],
  "On Reprimanding Hachiman": ["compassion", "faith"],
  "The Receiving of the Three Great Secret Laws": ["prayer", "faith"],
  "On the Three Virtues of Food": ["gratitude", "compassion"],
};

/** Which of our summaries a stored reference names: a Lotus Sutra chapter by number, a Gosho writing by title. */
export type SummaryKey = { source: "lotus"; chapter: number } | { source: "gosho"; title: string };

export function summaryKey(reference: string): SummaryKey | null {
  const chapter = reference.match(/^Lotus Sutra, Chapter (\d+):/);
  if (chapter) return { source: "lotus", chapter: Number(chapter[1]) };
  const writing = reference.match(/^(.+) \(Gosho Volume [IVX]+\)$/);
  return writing ? { source: "gosho", title: writing[1] } : null;
}

/** The hand-chosen themes of one of our summaries, or null for a reference that names none. */
export function summaryThemes(reference: string): Theme[] | null {
  const key = summaryKey(reference);
  const chosen = key?.source === "lotus" ? lotusChapterThemes[key.chapter] : key ? goshoWritingThemes[key.title] : null;
  return chosen ? [...chosen] : null;
}

/**
 * The subject words of a longer text, most repeated first (ties in reading order): a chapter
 * summary is about the words it keeps coming back to, not the ones it opens with.
 */
function keyWords(text: string, limit: number): string[] {
  const counts = new Map<string, number>();
  for (const word of contentWords(text)) counts.set(word, (counts.get(word) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]).slice(0, limit).map(([word]) => word);
}

/** Themes a text touches, strongest (most matches) first, ties in catalogue order. */
export function detectThemes(text: string): Theme[] {
  const counts = themes.map((theme) => ({ theme, count: text.match(themePatterns[theme])?.length ?? 0 }));
  return counts.filter(({ count }) => count > 0).sort((a, b) => b.count - a.count).map(({ theme }) => theme);
}

/** Names and images that belong to one tradition's texts: a question about them is a question about it. */
const traditionVocabulary: Readonly<Record<Tradition, RegExp>> = {
  buddhist:
    /\b(burning house|phantom city|jewel (in|sewn into) the robe|poor son|never disparaging|medicine king|treasure tower|eagle peak|bodhisattvas?|buddhahood|nirvana|karma|sangha|daimoku|gohonzon|myoho|renge|shakyamuni|tathagata|ten worlds|devadatta|shariputra|latter day of the law)\b/i,
  christian:
    /\b(psalms?|prodigal|good samaritan|sermon on the mount|beatitudes|crucifi\w+|holy spirit|apostles?|disciples of jesus|moses|abraham|king david|the cross|salvation|resurrection of jesus|new testament|old testament|ten commandments)\b/i,
};

function traditionOf(text: string): Tradition | null {
  const named = new Set(lowerWords(text).map((word) => traditionWords[word]).filter(Boolean));
  for (const tradition of ["buddhist", "christian"] as const) {
    if (traditionVocabulary[tradition].test(text)) named.add(tradition);
  }
  return named.size === 1 ? [...named][0] : null;
}

/** A phrase the visitor typed, tidied for echoing: no trailing punctuation, ellipsis or markup. */
function tidyTopic(phrase: string): string {
  const cleaned = phrase.replace(/[*_"“”`]/g, "").replace(/(\.\.\.|…|[?!.,;:])+\s*$/g, "").replace(/\s+/g, " ")
    .trim();
  return cleaned.split(" ").slice(0, maxTopicWords).join(" ");
}

/** A tidy topic that is only a pointer ("that", "this one") says nothing by itself. */
function isPointer(topic: string): boolean {
  const words = lowerWords(topic);
  return words.length > 0 && words.every((word) => pointerWords.has(word) || stopWords.has(word));
}

/** The scripture archive's request: the prompt, then `"text" - Reference` (islands/lib/composer_store.ts). */
const scripturePrompt = /^\s*please share wisdom about this scripture:\s*["“]([\s\S]+)["”]\s*[-–—]\s*(.+?)\s*$/i;

/**
 * The archive marks summaries in the reference ('Lotus Sutra, Chapter 2: Expedient Means (summary)',
 * 'Letter from Sado (Gosho Volume I, summary)'); the stored reference has no such mark.
 */
export function storedReference(reference: string): string {
  return reference.replace(/\s*\(summary\)\s*$/i, "").replace(/,\s*summary\)\s*$/i, ")").trim();
}

const quickPrompts: { intent: Intent; pattern: RegExp }[] = [
  {
    intent: "comparison",
    pattern:
      /^\s*compare\s+(?:the\s+)?(?:christian|christianity|biblical|bible|buddhist|buddhism)\s+(?:and|with|to|vs\.?|versus)\s+(?:christian|christianity|biblical|bible|buddhist|buddhism)\s+(?:views?|perspectives?|teachings?|approach(?:es)?|ideas?|thoughts?)?\s*(?:on|of|about|regarding|concerning)?\s*([\s\S]*)$/i,
  },
  { intent: "comparison", pattern: /\bdifferen(?:ce|ces|t)\s+between\s+([\s\S]+)$/i },
  { intent: "comparison", pattern: /^\s*compare\s+([\s\S]+)$/i },
  {
    intent: "bible-question",
    pattern:
      /^\s*what\s+(?:does|do|did|can|would)\s+(?:the\s+)?(?:bible|scriptures?|jesus|christ|christianity|gospels?|god'?s word)\s+(?:say|teach|tell us|says|have to say)\s+(?:about|on|regarding|concerning)?\s*([\s\S]*)$/i,
  },
  {
    intent: "buddhism-question",
    pattern:
      /^\s*how\s+(?:does|do|would|can|might)\s+(?:buddhism|buddhists?|the buddha|the lotus sutra|nichiren)\s+(?:approach|view|see|handle|deal with|understand|treat|think about|teach about|say about|address|look at)\s*([\s\S]*)$/i,
  },
  {
    intent: "buddhism-question",
    pattern:
      /^\s*what\s+(?:does|do|did|would)\s+(?:buddhism|buddhists?|the buddha|the lotus sutra|nichiren|the gosho)\s+(?:say|teach|tell us|says|have to say)\s+(?:about|on|regarding|concerning)?\s*([\s\S]*)$/i,
  },
];

const personaPatterns: { persona: PersonaQuestion; pattern: RegExp }[] = [
  { persona: "divine", pattern: /\bare\s+(?:you|u)\s+(?:really\s+)?(?:jesus|christ|god|the messiah|the lord)\b/i },
  { persona: "buddha", pattern: /\bare\s+(?:you|u)\s+(?:really\s+)?(?:the\s+)?(?:buddha|a buddha|bodhisattva)\b/i },
  {
    persona: "ai",
    pattern:
      /\b(?:are\s+(?:you|u)\s+(?:an?\s+)?(?:ai|bot|robot|machine|chatbot|computer|program|real|human|person|real person|alive|conscious|pastor|priest|monk|therapist)|is this (?:an?\s+)?(?:ai|bot|real person))\b/i,
  },
  {
    persona: "who",
    pattern:
      /\b(?:who|what)\s+(?:are|r)\s+(?:you|u)\b|\bare\s+you\s+(?:an?\s+)?(?:christian|buddhist|religious)\b|\byour name\b|\btell me about yourself\b|\bintroduce yourself\b|\bwhat can you do\b|\bhow do you work\b/i,
  },
];

const greeting =
  /^\s*(?:hi|hello|hey|hiya|howdy|greetings|good (?:morning|afternoon|evening|day)|namaste|shalom|peace(?: be (?:with|unto) you)?)\b/i;
const thanks =
  /^\s*(?:thank(?:s| you)|thx|many thanks|much appreciated|i appreciate (?:it|that|this|you)|that (?:helps|helped|was helpful|was beautiful)|bless you|god bless)\b/i;
const followUpOpening =
  /^\s*(?:tell me more|more|go on|continue|keep going|why|how so|how|what else|and|say more|explain|elaborate|can you (?:explain|elaborate|say more|go deeper|give)|please (?:continue|go on|explain|say more)|another|what about|what do you mean|really|such as|for example|like what|how do i (?:do|practice|start|begin|apply)|what does (?:that|this|it) mean|any (?:other|more)|i see|ok(?:ay)?|hmm+|go deeper|deeper)\b/i;
/** Words that keep a greeting a greeting ("hello there, friend", "good morning, how are you doing"). */
const greetingFiller = new Set([
  "there",
  "friend",
  "friends",
  "everyone",
  "bodhisattva",
  "guide",
  "today",
  "doing",
  "going",
]);
/** A message this short that names no subject of its own continues the one before. */
const shortMessageWords = 4;

/** The message's topic and themes by itself, before looking back at the conversation. */
function readMessage(message: string): MessageAnalysis {
  const base: MessageAnalysis = {
    intent: "general",
    themes: detectThemes(message),
    topic: contentWords(message).slice(0, maxTopicWords).join(" "),
    topicNamed: false,
    tradition: traditionOf(message),
    scripture: null,
    persona: null,
    // 'me' alone is left out: "tell me about grief" asks about an idea, not about the visitor's life.
    personal: /\b(i|i'm|im|i've|ive|i'd|my|myself)\b/i.test(message),
    earlier: null,
  };
  const quoted = message.match(scripturePrompt);
  if (quoted) {
    const quote = quoted[1].trim();
    const reference = storedReference(quoted[2]);
    return {
      ...base,
      intent: "scripture-request",
      themes: summaryThemes(reference) ?? detectThemes(quote),
      topic: keyWords(quote, 2 * maxTopicWords).join(" "),
      scripture: { quote, reference },
      tradition: /\blotus sutra, chapter\b|\(gosho volume/i.test(reference) ? "buddhist" : "christian",
    };
  }

  for (const { persona, pattern } of personaPatterns) {
    if (pattern.test(message)) return { ...base, intent: "about-persona", persona };
  }

  for (const { intent, pattern } of quickPrompts) {
    const match = message.match(pattern);
    if (!match) continue;
    const topic = tidyTopic(match[1]);
    const tradition = intent === "bible-question" ? "christian" : intent === "buddhism-question" ? "buddhist" : null;
    return {
      ...base,
      intent,
      topic,
      topicNamed: topic.length > 0,
      themes: detectThemes(topic),
      tradition,
    };
  }

  const ownWords = contentWords(message);
  const afterGreeting = contentWords(message.replace(greeting, "")).filter((word) => !greetingFiller.has(word));
  if (greeting.test(message) && afterGreeting.length === 0 && base.themes.length === 0) {
    return { ...base, intent: "greeting" };
  }
  if (thanks.test(message) && !message.includes("?") && ownWords.length <= 4) return { ...base, intent: "thanks" };
  if (
    (followUpOpening.test(message) || lowerWords(message).length <= shortMessageWords) && ownWords.length === 0 &&
    base.themes.length === 0
  ) {
    return { ...base, intent: "follow-up" };
  }
  const asks = message.includes("?") ||
    /^\s*(?:who|what|when|where|why|how|which|can|could|should|would|is|are|do|does|did|will)\b/i.test(message);
  return { ...base, intent: asks ? "question" : "general" };
}

/**
 * The latest earlier user message with a subject of its own (a "why?" before it has none),
 * read as a standalone message.
 */
function earlierTopic(history: readonly ChatTurn[]): EarlierTopic | null {
  for (let index = history.length - 1; index >= 0; index--) {
    const turn = history[index];
    if (turn.role !== "user") continue;
    const earlier = readMessage(turn.content);
    if (earlier.intent === "greeting" || earlier.intent === "thanks") continue;
    if (earlier.topic || earlier.themes.length > 0) {
      return { topic: earlier.topic, themes: earlier.themes, intent: earlier.intent };
    }
  }
  return null;
}

/**
 * Reads a message in the light of the conversation so far. Pure: the same message and history
 * always give the same analysis.
 */
export function analyseMessage(message: string, history: readonly ChatTurn[]): MessageAnalysis {
  const own = readMessage(message);
  const earlier = earlierTopic(history);
  const analysis = { ...own, earlier };
  if (!earlier) return own.intent === "follow-up" ? { ...analysis, intent: "general" } : analysis;

  if (own.intent === "follow-up") {
    // A bare "why?" or "what about in Buddhism?" carries the earlier subject forward; the tradition
    // it names (or the one asked about before) decides which texts lead.
    const earlierTradition = earlier.intent === "bible-question"
      ? "christian"
      : earlier.intent === "buddhism-question"
      ? "buddhist"
      : null;
    return {
      ...analysis,
      topic: earlier.topic,
      themes: earlier.themes,
      topicNamed: false,
      tradition: own.tradition ?? earlierTradition,
    };
  }
  if (
    (own.intent === "bible-question" || own.intent === "buddhism-question" || own.intent === "comparison") &&
    (own.topic === "" || isPointer(own.topic))
  ) {
    // "What does the Bible say about that?" asks about the subject already on the table.
    return { ...analysis, topic: earlier.topic, themes: earlier.themes, topicNamed: false };
  }
  return analysis;
}
