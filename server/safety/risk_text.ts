import { modernWords } from "../cipher/modern_words.ts";
import { riskVocabulary } from "./risk_vocabulary.ts";

/**
 * Text as the risk detector reads it (ISSUE 15): people in pain write fast, on phones, in slang
 * and with typos, so the detector's phrases are matched against a normal form rather than the
 * raw text: lower case, straight quotes, contractions and texting words spelled out ("im" -> "i
 * am", "gonna" -> "going to", "2nite" -> "tonight"), leetspeak letters restored ("k1ll"), runs of
 * one letter shortened ("sooooo"), and misspellings of the detector's own words corrected
 * ("sucide", "myslef"). Punctuation that ends a clause is kept as its own token, so phrases never
 * match across a sentence boundary.
 */
export type RiskText = {
  /** Clauses of the normal form, each a string of single-space separated tokens. */
  clauses: string[];
  /** Per clause, whether it ended with a question mark. */
  questions: boolean[];
  /** The whole normal form, clauses joined by " | ". */
  joined: string;
};

/** Words always spelled out before anything else is read; keys are lower-case tokens without apostrophes. */
const spelledOut: Readonly<Record<string, string>> = {
  im: "i am",
  ima: "i am going to",
  imma: "i am going to",
  iam: "i am",
  ive: "i have",
  id: "i would",
  youre: "you are",
  theyre: "they are",
  hes: "he is",
  shes: "she is",
  dont: "do not",
  doesnt: "does not",
  didnt: "did not",
  cant: "can not",
  cannot: "can not",
  couldnt: "could not",
  wont: "will not",
  wouldnt: "would not",
  shouldnt: "should not",
  isnt: "is not",
  arent: "are not",
  wasnt: "was not",
  werent: "were not",
  havent: "have not",
  hasnt: "has not",
  hadnt: "had not",
  aint: "am not",
  "n't": "not",
  whats: "what is",
  thats: "that is",
  theres: "there is",
  heres: "here is",
  hows: "how is",
  wheres: "where is",
  whos: "who is",
  wanna: "want to",
  wana: "want to",
  gonna: "going to",
  gona: "going to",
  finna: "going to",
  gotta: "got to",
  tryna: "trying to",
  hafta: "have to",
  lemme: "let me",
  gimme: "give me",
  dunno: "do not know",
  idk: "i do not know",
  idc: "i do not care",
  idgaf: "i do not care",
  ik: "i know",
  u: "you",
  ur: "your",
  urself: "yourself",
  r: "are",
  y: "why",
  n: "and",
  b4: "before",
  bc: "because",
  bcs: "because",
  bcuz: "because",
  becuz: "because",
  cuz: "because",
  coz: "because",
  cos: "because",
  tho: "though",
  thru: "through",
  abt: "about",
  w: "with",
  wo: "without",
  pls: "please",
  plz: "please",
  ppl: "people",
  every1: "everyone",
  evry1: "everyone",
  some1: "someone",
  no1: "no one",
  any1: "anyone",
  nobodys: "nobody is",
  evrything: "everything",
  rn: "right now",
  atm: "right now",
  tn: "tonight",
  tonite: "tonight",
  "2nite": "tonight",
  "2night": "tonight",
  "2day": "today",
  "2morrow": "tomorrow",
  "2moro": "tomorrow",
  tmrw: "tomorrow",
  tmr: "tomorrow",
  tmw: "tomorrow",
  tomoz: "tomorrow",
  tmrow: "tomorrow",
  "4ever": "forever",
  gf: "girlfriend",
  bf: "boyfriend",
  bff: "friend",
  hubby: "husband",
  mum: "mom",
  mam: "mom",
  mommy: "mom",
  dada: "dad",
  stepdad: "step dad",
  stepmom: "step mom",
  stepmum: "step mom",
  meds: "medication",
  med: "medication",
  medicine: "medication",
  medications: "medication",
  tabs: "pills",
  tablets: "pills",
  tablet: "pills",
  pill: "pills",
  wnt: "want",
  wnna: "want to",
  wna: "want to",
  kil: "kill",
  kll: "kill",
  kilm: "kill",
  myslf: "myself",
  mysef: "myself",
  mself: "myself",
  slf: "self",
  dy: "die",
  dye: "die",
  di: "die",
  jst: "just",
  tmrrw: "tomorrow",
  "2mrw": "tomorrow",
  nite: "night",
  ok: "okay",
  kms: "kill myself",
  kmsl: "kill myself",
  ctb: "kill myself",
  unalive: "kill",
  unalived: "killed",
  unaliving: "killing",
  sewerslide: "suicide",
  sui: "suicide",
  suicidal: "suicidal",
  selfharm: "self harm",
  selfharming: "self harming",
  od: "overdose",
  oding: "overdosing",
  oded: "overdosed",
  "od'd": "overdosed",
  ded: "dead",
  ty: "thank you",
  thx: "thanks",
  tbh: "to be honest",
  ngl: "not going to lie",
  fr: "for real",
  istg: "i swear",
  smh: "",
  lmao: "lol",
  lmfao: "lol",
  rofl: "lol",
  haha: "lol",
  hahaha: "lol",
  jk: "joking",
  omg: "oh god",
  bye4ever: "goodbye forever",
  gbye: "goodbye",
  goodbyes: "goodbyes",
};

/**
 * Phrases visitors write in the languages they mix with English (Spanish for the Reina-Valera
 * readers, Tagalog, Hindi/Hinglish, Portuguese, French, German, Afrikaans), put in the English the
 * rules read. Common, unambiguous phrases only.
 */
const otherLanguages: ReadonlyArray<readonly [RegExp, string]> = [
  // Pictures said as words: "💊💊💊🍷 bye" names pills and drink, "🙏🌉" a bridge.
  [/\u{1F48A}+/gu, " pills "],
  [/[\u{1F377}\u{1F37A}\u{1F37B}\u{1F943}\u{1F378}\u{1F379}]+/gu, " alcohol "],
  [/\u{1F309}+/gu, " bridge "],
  [/\u{1F52A}+/gu, " knife "],
  [/\u{1F52B}+/gu, " gun "],
  [/\u{1FAA2}+/gu, " rope "],
  [/\u{1FAA6}+/gu, " grave "],
  [/\u26B0\uFE0F?/gu, " coffin "],
  [/\b(?:mezcl[eé]|tom[eé]|tragu[eé]) (?:(?:todas|muchas|unas) )?(?:las |unas )?pastillas\b/g, " took all the pills "],
  [
    /\b(?:me )?quiero morir(?:me)?\b|\bquero morrer\b|\bje veux mourir\b|\bich (?:will|mochte) sterben\b|\b(?:mar jaana|marna) (?:chahta|chahti) (?:hoon|hun|hu)\b|\bgusto ko nang mamatay\b/g,
    " i want to die ",
  ],
  [
    /\b(?:me quiero matar|quiero matarme|suicidarme|me suicidar|me matar|me suicider|mich umbringen|magpapakamatay ako|magpakamatay)\b/g,
    " kill myself ",
  ],
  [/\b(?:quitarme la vida|tirar minha vida)\b/g, " take my own life "],
  [
    /\bno quiero vivir\b|\bnão quero viver\b|\bje ne veux plus vivre\b|\bjeena nahi (?:chahta|chahti)\b|\bayoko nang mabuhay\b/g,
    " i do not want to live ",
  ],
  [/\bya no puedo mas\b|\bayoko na\b|\bhindi ko na kaya\b/g, " i can not go on anymore "],
  [/\bacabar con todo\b/g, " end it all "],
  [/\b(?:khudkushi|aatmahatya|suicidio)\b/g, " suicide "],
  [/\bsana kunin na ako ni (?:lord|god|papa jesus|diyos)\b/g, " i pray god takes me now "],
  [/\bnag[- ]?cut ulit ako\b|\bnag[- ]?cut ako ulit\b/g, " i cut again "],
  [/\bnag[- ]?cut ako\b/g, " i cut myself "],
  [/\bpara sa akin(?: po)?\b/g, " for me "],
  [/\bpagod na (?:po )?ako\b/g, " i am so tired "],
  [/\b(?:mi (?:esposo|marido|novio|pareja|padre|papá)) me pega\b/g, " my husband hits me "],
  [/\btot ?siens\b/g, " goodbye "],
  [/\bme (?:hago dano|corto|lastimo)\b/g, " i hurt myself "],
  [/\bcon el cuchillo\b/g, " with the knife "],
];

/** Letters written as digits or symbols inside a word ("k1ll", "su!c!de", "h4ng"). */
const leet: Readonly<Record<string, string>> = {
  "0": "o",
  "1": "i",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "@": "a",
  "$": "s",
  "!": "i",
};

const clauseEnd = /^[.?]$|^\|$/;

/** Words the spelling fixer must leave alone: everyday English, which a near-miss of ours would be. */
const everydayWords: ReadonlySet<string> = new Set(modernWords);

/** The detector's own longer words, by their form with doubled letters collapsed ("suicide" -> "suicide", "kill" -> "kil"). */
const correctable = [...riskVocabulary].filter((word) => word.length >= 5);

/** "sooo" -> "so", "killl" -> "kill": a letter repeated three or more times is one letter. */
function shortenRuns(token: string): string {
  return token.replace(/([a-z])\1{2,}/g, "$1");
}

/** An everyday word or an inflection of one ("stepping", "burned", "hopes"), never to be "corrected". */
function isKnownWord(token: string): boolean {
  if (everydayWords.has(token) || riskVocabulary.has(token)) return true;
  for (const suffix of ["ing", "ed", "es", "s", "er", "ly", "est", "ness"]) {
    if (!token.endsWith(suffix)) continue;
    const stem = token.slice(0, -suffix.length);
    if (everydayWords.has(stem) || everydayWords.has(`${stem}e`)) return true;
    if (/([b-df-hj-np-tv-z])\1$/.test(stem) && everydayWords.has(stem.slice(0, -1))) return true;
    if (stem.endsWith("i") && everydayWords.has(`${stem.slice(0, -1)}y`)) return true;
  }
  return false;
}

/**
 * A misspelt word of the detector's vocabulary ("sucide", "myslef", "overdoze") as the word it
 * meant, by Damerau-Levenshtein distance: one edit for words of five to eight letters, two from
 * nine, always keeping the first letter. Known words are never changed, and a token near two
 * vocabulary words is left alone.
 */
function corrected(token: string): string {
  if (token.length < 5 || /[^a-z]/.test(token) || isKnownWord(token)) return token;
  let best: string | undefined;
  for (const word of correctable) {
    if (word[0] !== token[0]) continue;
    const allowed = Math.min(word.length, token.length) >= 9 ? 2 : 1;
    if (Math.abs(word.length - token.length) > allowed) continue;
    if (editDistance(token, word, allowed) > allowed) continue;
    if (best !== undefined && best !== word) return token;
    best = word;
  }
  return best ?? token;
}

/** Optimal string alignment distance, giving up once it exceeds `limit`. */
function editDistance(left: string, right: string, limit: number): number {
  const rows: number[][] = [];
  for (let i = 0; i <= left.length; i++) {
    rows.push([i]);
    let rowMinimum = i;
    for (let j = 1; j <= right.length; j++) {
      if (i === 0) {
        rows[0].push(j);
        continue;
      }
      const cost = left[i - 1] === right[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && left[i - 1] === right[j - 2] && left[i - 2] === right[j - 1]) {
        value = Math.min(value, rows[i - 2][j - 2] + 1);
      }
      rows[i].push(value);
      rowMinimum = Math.min(rowMinimum, value);
    }
    if (i > 0 && rowMinimum > limit) return limit + 1;
  }
  return rows[left.length][right.length];
}

/** A raw token with its letters restored: leetspeak only inside a word that also has letters. */
function restoredLetters(token: string): string {
  if (!/[a-z]/.test(token) || !/[0-9@$!]/.test(token) || /^\d+(st|nd|rd|th|s|am|pm|mg|ml|g|k|x)$/.test(token)) {
    return token;
  }
  if (spelledOut[token] !== undefined) return token;
  return [...token].map((character) => leet[character] ?? character).join("");
}

/** Raw tokens: words (with inner apostrophes, digits and leetspeak), numbers, commas and clause punctuation. */
function rawTokens(text: string): string[] {
  return text.match(/[a-z0-9@$]+(?:['!][a-z0-9@$]+)*|[.!?;,]+|\n+/g) ?? [];
}

/** "i'll", "she'd", "we're" written with an apostrophe: unambiguous, so always spelled out. */
const apostropheContraction =
  /^(i|you|he|she|they|we|it|that|there|who|what|where|here|how|everything|nothing|something|everyone|someone|nobody|life|this)'(ll|d|m|ve|re|s)$/;
const contractionWords: Readonly<Record<string, string>> = {
  ll: "will",
  d: "would",
  m: "am",
  ve: "have",
  re: "are",
  s: "is",
};

/**
 * The normal form of a message for the detector. Emoji and other symbols are dropped; a newline
 * ends a clause like a full stop, since people often write one thought per line without punctuation.
 */
/** "They fought about the tablet for an hour": the screen, not pills (as "my tablets" and "took a tablet" are). */
const tabletScreen =
  /\b(about|over|on|playing on|watching|charging|with) (the|my|his|her|their|our|your) tablet\b(?!s)/g;

export function riskText(text: string): RiskText {
  const lowered = text.normalize("NFKD").replace(/\p{M}/gu, "").normalize("NFKC").toLowerCase()
    .replace(/[\u200b-\u200d\u2060\ufeff\u00ad]/g, "")
    .replace(/[\u2018\u2019\u02bc\u0060\u00b4]/g, "'")
    .replace(/[\u201c\u201d]/g, '"');
  const translated = otherLanguages.reduce((text, [pattern, english]) => text.replace(pattern, english), lowered)
    .replace(tabletScreen, "$1 $2 screen");
  const tokens: string[] = [];
  const push = (words: string) => {
    if (words) tokens.push(...words.split(" "));
  };
  for (const raw of rawTokens(translated)) {
    if (/^\n+$/.test(raw)) {
      tokens.push("|");
      continue;
    }
    if (/^[.!?;,]+$/.test(raw)) {
      tokens.push(raw.includes("?") ? "?" : /[.!;]/.test(raw) ? "." : ",");
      continue;
    }
    const contraction = apostropheContraction.exec(raw);
    if (contraction) {
      push(`${contraction[1]} ${contractionWords[contraction[2]]}`);
      continue;
    }
    const bare = raw.replace(/'/g, "");
    const restored = shortenRuns(restoredLetters(bare));
    if (restored === "kys") {
      // "kill yourself" said to oneself ("i should just kys") is about the writer.
      const aimedAtSelf = tokens.slice(-3).some((token) =>
        /^(?:i|should|gonna|going|wanna|want|will|might|need|just|to|gotta|finna)$/.test(token)
      );
      push(aimedAtSelf ? "kill myself" : "kill yourself");
      continue;
    }
    const spelled = spelledOut[bare] ?? spelledOut[restored];
    if (spelled !== undefined) push(spelled);
    else tokens.push(corrected(restored));
  }
  return clausesOf(spellOutIll(tokens));
}

/**
 * "ill" typed for "I'll": read so at the start of a clause before a verb or adverb ("ill just end
 * it"), and left as the word for sick elsewhere ("i feel ill", "ill and tired").
 */
function spellOutIll(tokens: string[]): string[] {
  return tokens.flatMap((token, index) => {
    if (token !== "ill") return [token];
    const before = tokens[index - 1];
    const after = tokens[index + 1];
    const startsClause = before === undefined || clauseEnd.test(before) ||
      /^(and|so|then|maybe|probably|think|guess|but)$/.test(before);
    const adjective = after === undefined ||
      /^(and|or|with|at|in|for|health|people|person|again|lately|today)$/.test(after);
    return startsClause && !adjective ? ["i", "will"] : [token];
  });
}

function clausesOf(tokens: string[]): RiskText {
  const clauses: string[] = [];
  const questions: boolean[] = [];
  let current: string[] = [];
  const end = (question: boolean) => {
    if (current.length) {
      clauses.push(current.join(" "));
      questions.push(question);
    }
    current = [];
  };
  for (const token of tokens) {
    if (clauseEnd.test(token)) end(token === "?");
    else current.push(token);
  }
  end(false);
  return { clauses, questions, joined: clauses.join(" | ") };
}
