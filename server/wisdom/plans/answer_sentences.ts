import { stem } from "../../search/normalize.ts";
import { stemsOf } from "./relevance.ts";

/**
 * The sentences of our own texts that answer a question best (ISSUE 17): "when did he die?" finds
 * "...died at Ikegami in 1282", "who was it written to?" the sentence naming the recipient. Words
 * of the question are matched by stem, with a few families of words that ask the same thing, and
 * the question word itself asks for its kind of answer (a year for "when", a place for "where").
 */
const families: ReadonlyArray<readonly string[]> = [
  ["die", "died", "death", "dead", "dying", "passed", "killed", "executed", "crucified", "martyred"],
  // An execution attempted is no death: "when did he die?" is not Tatsunokuchi, "where did they try to behead him?" is.
  ["execute", "executed", "execution", "behead", "beheaded", "beheading"],
  ["mountain", "mount", "mt", "mountains"],
  ["born", "birth", "birthplace"],
  ["old", "age", "aged", "young", "years"],
  ["live", "lived", "life", "home", "settled", "stayed"],
  ["write", "wrote", "written", "writing", "letter", "sent", "addressed", "treatise", "composed", "author", "authored"],
  ["exile", "exiled", "banished", "banishment", "sent"],
  ["teach", "taught", "teaching", "declared", "proclaimed", "chant", "chanted"],
  ["lead", "leads", "led", "leader", "head", "chief", "foremost"],
  ["lowest", "lowest", "first", "hell", "bottom", "worst"],
  ["highest", "last", "top", "buddhahood", "best"],
  ["mean", "means", "meaning", "signifies", "name"],
  ["pronounce", "pronounced", "pronunciation", "said", "sounds"],
  ["happen", "happened", "event"],
  ["get", "obtain", "buy", "bought", "acquire"],
  ["fault", "blame", "blamed", "punishment", "punished", "deserve", "deserved", "retribution"],
  // Everyday words for what our notes say in others ("threw rocks at him": "struck him with sticks and stones").
  ["hit", "struck", "strike", "beat", "beaten", "attacked", "threw", "thrown", "pelted"],
  ["father", "dad", "daddy", "papa"],
  ["mother", "mom", "mum", "mommy", "mama"],
  ["child", "children", "kid", "kids", "sons", "daughters"],
  ["brother", "brothers", "bro", "brethren"],
  ["sister", "sisters", "sis"],
  ["son", "sons"],
  ["daughter", "daughters"],
  ["wife", "wives"],
  ["husband", "husbands"],
  ["teacher", "teachers", "taught", "mentor", "tutor"],
];
const stopWords = new Set(
  "shall shalt unto thee thou thy ye hath doth a an and are as at be been but by can could did do does for from had has have he her him his how i if in is it its me my of on or she so that the their them then there they this to was we were what when where which who whom why will with would you your about really just even tell please one ones"
    .split(" "),
);
const expectations: ReadonlyArray<readonly [RegExp, RegExp]> = [
  [/\bwhen\b|\bwhat year\b|\bhow long ago\b/i, /\b(?:1[0-9]{3}|[1-9][0-9]{2}|AD|BCE|BC|century)\b/],
  [
    /\bwhere\b|\b(?:name of the|what|which) (?:place|town|city|village|mountain|island|region|temple)\b/i,
    /\b(?:in|at|to|from|on) (?:the )?[A-Z][a-z]+/,
  ],
  [/\bwho\b|\bto whom\b/i, /\b[A-Z][a-z]+ [A-Z][a-z]+|\b(?:to|by) [A-Z][a-z]+/],
  [/\bhow (?:old|many years)\b/i, /\b(?:\d+|twenty|thirty|forty|fifty|sixty|seventy|age)\b/],
  [
    /\bhow long\b/i,
    /\b(?:\d{4}\s*(?:to|-|–)\s*\d{4}|\d+ years|years|months|minutes?|hours?|weeks|(?:a|each|per) (?:day|night|morning|week)|\d+ (?:chapters|pages|verses|psalms|books|letters|lines))\b/,
  ],
  [
    /\bhow often\b|\bhow many times\b/i,
    /\b(?:daily|weekly|once|twice|each (?:day|morning|evening|night|week)|every (?:day|morning|evening|night|week)|a (?:day|week)|(?:through|throughout|during) the day)\b/i,
  ],
  [/\bhow many\b/i, /\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten|twelve)\b/],
  // "How much did he get paid?": a sum named.
  [
    /\bhow much\b.{0,30}\b(?:paid|pay|cost|worth|money|get|give|sell|sold)\b|\bfor how much\b|\bwhat (?:was|did) (?:he|she|they) (?:paid|get paid)\b/i,
    /\b(?:silver|gold|pieces|shekels?|denarii|denarius|pence|talents?|money|coins?|price)\b/i,
  ],
  // "How did people treat him?" asks what others did to him: the sentence that tells it.
  [
    /\bhow (?:did|do|does|were|was) (?:people|ppl|they|others|everyone|folks|the people|his people|her people|the crowds?|the townspeople|the authorities)\b.{0,12}\b(?:treat(?:ed)?|react(?:ed)? to|respond(?:ed)? to|receive[d]?|take|took|feel about)\b/i,
    /\b(?:cursed|struck|beat|beaten|mocked|stoned|persecuted|abused|insulted|ridiculed|attacked|rejected|despised|scorned|hated|welcomed|honou?red|laughed at|exiled|arrested|imprisoned|crucified|killed|treated)\b/i,
  ],
  // "What was his job before?" asks a trade: the sentence that names one.
  [
    /\b(?:job|jobs|occupation|profession|trade|line of work|for a living|do for work|work as)\b/i,
    /\b(?:fisherm[ae]n|carpenter|tax collector|publican|tentmaker|shepherd|physician|doctor|farmer|king|priest|soldier|merchant|samurai|warrior|steward|scribe|prophet|tanner|potter|herdsman)\b/i,
  ],
  // "What happened after?" asks what followed: the sentence that tells it.
  [
    /\bwhat happened (?:next|after|then|later)\b/i,
    /\b(?:followed|afterwards|later|led to|resulted|as a result|ignored|soon after|after (?:that|this|his|her))\b/i,
  ],
  // "Is that even allowed?" asks leave: the sentence that gives it, or withholds it, in so many words.
  [
    /\b(?:allowed|permitted|(?:is|are) (?:it|that|this) (?:ok(?:ay)?|alright|all right|wrong|a sin))\b/i,
    /\b(?:(?:is|are) (?:not )?(?:allowed|permitted|wrong)|there is no (?:need|rule|sin)|(?:is|are) (?:fine|welcome))\b/i,
  ],
  // "Who are the children supposed to be?" asks what they stand for.
  [
    /\b(?:supposed to (?:be|represent|mean)|meant to be|represents?|stands? for|symboli[sz]e)\b/i,
    /\b(?:(?:is|are) the|represents?|stands? for|means?|symboli[sz]es?)\b/i,
  ],
  // "Can you list them?" asks for the sentence that names them all, one after another.
  [/\b(?:list|name them|name all|what are they|all of them|each of them)\b/i, /(?:[^,;:]+[,;:]){4,}/],
  // "What's the point of the story?" asks for what it means, said in so many words.
  [
    /\b(?:point|meaning|moral|lesson|message|takeaway)\b|\bwhat (?:does|is) (?:it|the (?:story|parable)) (?:mean|teach|about)\b/i,
    /\b(?:the meaning|means that|the point|lesson|teaches that|shows that|signif\w*|stands for|represents|the message)\b/i,
  ],
];

/** A word's stem, with "denied" and "denies" read as "deny" ("why did he deny" asks what "Peter denied" says). */
const rootOf = (word: string) => stem(word.length > 4 ? word.replace(/(?:ied|ies)$/, "y") : word);

/** Each word's families by stem, so "chanting" asks what "chant" does. */
const familiesOf = new Map<string, string[]>();
for (const family of families) {
  for (const word of family) {
    familiesOf.set(rootOf(word), [...(familiesOf.get(rootOf(word)) ?? []), `family:${family[0]}`]);
  }
}

function stems(text: string): Set<string> {
  // "Peace-makers" is also "peacemakers".
  const joined = (text.toLowerCase().match(/\b[a-z]+(?:-[a-z]+)+\b/g) ?? []).map((word) => word.replaceAll("-", ""));
  const words = [...(text.toLowerCase().match(/[a-z]+/g) ?? []), ...joined];
  const found = new Set<string>();
  for (const word of words) {
    if (stopWords.has(word)) continue;
    const root = rootOf(word);
    found.add(root);
    for (const family of familiesOf.get(root) ?? []) found.add(family);
  }
  return found;
}

export function firstSentences(text: string, count: number): string {
  return sentencesOf(text).slice(0, count).join(" ");
}

export function sentencesOf(text: string): string[] {
  // A sentence ends at a stop (and its closing quotes) before a space: "who is my neighbour?”, and Jesus..." goes on.
  const pieces = text.split(/(?<=[.!?]+["”’)]*)\s+/).map((sentence) => sentence.trim()).filter(Boolean);
  // "c. AD 57" and "e.g. prayer" go on: an abbreviation's full stop ends no sentence.
  return pieces.reduce<string[]>((sentences, piece) => {
    const last = sentences.at(-1);
    if (last !== undefined && /(?:^|[\s(])(?:c|ca|cf|vs|e\.g|i\.e)\.$/i.test(last)) {
      sentences[sentences.length - 1] = `${last} ${piece}`;
    } else sentences.push(piece);
    return sentences;
  }, []);
}

/**
 * The `count` sentences of `texts` that best answer `question`, in their order of score; `ignore` words do not count
 * (the subject's own name); `minimum`: the score a sentence needs (one shared word is 1, a kind of answer asked 1.5).
 */
export function bestSentences(
  texts: readonly string[],
  question: string,
  count: number,
  ignore: readonly string[] = [],
  minimum = 0.5,
): string[] {
  // "What did his family do for a living?" asks their work, not where they lived.
  // "What was the name of the place..." asks the place; the word "name" is no part of the answer.
  const wanted = stems(
    question.replace(/\bfor a living\b/gi, "work trade").replace(
      /\bname of (?=(?:the|this|that|his|her|their)\b|[a-z]+['’]s\b)/gi,
      "",
    ),
  );
  // The subject's name, and the words asking the same as it ("chanting" is also "teach"), say nothing of what is asked.
  for (const word of stems(ignore.join(" "))) wanted.delete(word);
  const expected = expectations.filter(([asks]) => asks.test(question)).map(([, answers]) => answers);
  // "After the Sado exile, where did he go to live?": the words of the time asked from place the answer; what is asked
  // lies in the others. "What did he do after Jesus came over?" finds what followed by the words of what came before.
  const from =
    /\b(?:after|before|since|following)\s+((?:the |his |her |their )?[a-z' ]{3,30}?)(?=[,?.!]|$|\s+(?:where|when|what|who|how|did|was|were|do|does)\b)/i
      .exec(question)?.[1];
  const placing = from && !/\bwhat (?:happened|did|does|do)\b/i.test(question) ? stems(from) : new Set<string>();
  const named = new Set(ignore.flatMap((name) => name.toLowerCase().match(/[a-z-]+/g) ?? []));
  const scored = texts.flatMap(sentencesOf).map((sentence, index) => {
    const own = stems(sentence);
    let score = 0;
    for (const word of wanted) {
      if (own.has(word)) score += placing.has(word) ? 0.4 : word.startsWith("family:") ? 2 : 1;
    }
    for (const answer of expected) if (answer.test(sentence)) score += 1.5;
    // "When did he die?" of Nichiren: "on Dozen-bo's death" is someone else's; it counts for less.
    for (const [, owner, word] of sentence.matchAll(/\b([\w-]+)['’]s\s+([a-z]+)/gi)) {
      const asked = [...stems(word)].some((found) => found.startsWith("family:") && wanted.has(found));
      if (asked && !named.has(owner.toLowerCase())) score -= 1;
    }
    return { sentence, score, index };
  });
  return scored.filter((entry) => entry.score >= minimum).sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count).map((entry) => entry.sentence);
}

/** Whether two sentences say much the same: most of the shorter one's content words are in the other. */
function sameSaying(left: string, right: string): boolean {
  const [shorter, longer] = [stemsOf(left), stemsOf(right)].sort((a, b) => a.size - b.size);
  return shorter.size > 0 && [...shorter].filter((stem) => longer.has(stem)).length / shorter.size >= 0.6;
}

/** Sentences that say nearly the same thing (a fact and the summary's telling of it) are said once. */
export function withoutRepeats(sentences: readonly string[]): string[] {
  return sentences.reduce<string[]>(
    (kept, sentence) => kept.some((earlier) => sameSaying(earlier, sentence)) ? kept : [...kept, sentence],
    [],
  );
}
