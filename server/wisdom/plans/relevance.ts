import { relatedWords } from "../../search/kjv_lexicon.ts";
import { normalizeWord, words } from "../../search/normalize.ts";

/**
 * How near a text is to what the visitor wrote (ISSUE 17): the content words they share, counted
 * by stem with King James forms mapped to modern ones, so "worried" meets "worry" and "saith"
 * meets "say". Every answer plan chooses its verses, summary sentences and passages this way, so
 * the reply follows the question's own words rather than a fixed frame.
 */
const functionWords = new Set(
  ("a about above after again all also am an and any are as at be because been before being but by can could " +
    "did do does doing don done down each even ever every few for from further get gets getting got had has have " +
    "having he her here hers him his how i if in into is it its itself just know let like make many may me might " +
    "more most much must my myself no nor not now of off on once one only or other our out over own please really " +
    "same say says said see she should so some still such take tell than that the their them then there these they " +
    "thing things think this those though through to too under until up upon us very want was way we well were what " +
    "when where which while who whom why will with would yet you your yours yourself unto shall thee thou thy thine " +
    "ye hath doth saith lord god jesus christ bible buddha buddhism buddhist christian nichiren lotus sutra gosho " +
    "scripture scriptures verse verses passage passages chapter chapters quote quotes lol ok okay yeah im ive dont cant didnt wont isnt thats whats anyway anyways " +
    // The frame of a question ("what happens when...", "what does it mean", "the difference between", "the most
    // important"), not its subject.
    "happen happens happened happening mean means meant meaning difference differences between alike similar " +
    "similarities compare compared comparison " +
    "important main key biggest greatest")
    .split(" "),
);

/** A word that frames a sentence or names a tradition's book ("how", "the", "bible") rather than a subject. */
export const isFunctionWord = (word: string) => functionWords.has(word);

/** Each written word's stem, worked out once: the scriptures use some 15,000 distinct words. */
const rootOf = new Map<string, string>();

/** The stems of a text's content words. */
export function stemsOf(text: string): Set<string> {
  const found = new Set<string>();
  for (const word of words(text)) {
    if (word.length < 3 || functionWords.has(word)) continue;
    let root = rootOf.get(word);
    if (root === undefined) {
      root = normalizeWord(word);
      rootOf.set(word, root);
    }
    if (!functionWords.has(root)) found.add(root);
  }
  return found;
}

/** Everyday names for the people of a story and the scriptures' own: "why did the dad pretend to die" of a father. */
const everydayNames: ReadonlyArray<readonly string[]> = [
  ["dad", "father"],
  ["daddy", "father"],
  ["mom", "mother"],
  ["mum", "mother"],
  ["kid", "child"],
  ["kids", "children"],
  ["baby", "child", "children", "infant", "newborn", "babe"],
  ["babies", "children"],
  ["rooster", "cock"],
  ["mad", "angry", "displeased"],
  ["crying", "wept"],
  ["cry", "weep"],
];

const partners = new Map<string, string[]>();
for (const family of [...relatedWords, ...everydayNames]) {
  const roots = family.map(normalizeWord);
  for (const root of roots) {
    partners.set(root, [
      ...(partners.get(root) ?? []),
      ...roots.filter((other) => other !== root),
    ]);
  }
}

/**
 * Only the frame of a question about a story ("why", "did", "him"): in "what did jesus say to him" or "why didn't moses
 * want to go", the names and the plain verbs that content words leave out are what the story's verses are read for.
 */
const storyFrame = new Set(
  ("a an the and or but so ok okay yeah why what whats how who whom which when where did does do didnt doesnt dont " +
    "was were is are be been to of in on at for from with by him her them he she they his hers their it its this " +
    "that those these there then just really even actually exactly i me my you your we us our tho though anyway " +
    "unto thee thou thy thine ye hath doth get gets getting got have has had having own")
    .split(" "),
);

/** A story's verbs in the past as their present ("said" is "say", "went" is "go"), so a question meets its verses. */
const pastTenses = new Map(
  Object.entries({
    said: "say",
    told: "tell",
    went: "go",
    came: "come",
    gave: "give",
    took: "take",
    saw: "see",
    spoke: "speak",
    ran: "run",
    fled: "flee",
    slew: "slay",
    sent: "send",
    brought: "bring",
    left: "leave",
    wept: "weep",
    threw: "throw",
    hid: "hide",
    ate: "eat",
    fell: "fall",
    knew: "know",
    found: "find",
    made: "make",
    sat: "sit",
    stood: "stand",
    began: "begin",
    fought: "fight",
    bought: "buy",
    sold: "sell",
    built: "build",
    caught: "catch",
  }),
);

/** The stems of a text's words but for a question's frame, names and plain verbs kept ("say", "go", "jesus"). */
export function storyWords(text: string): Set<string> {
  const found = new Set<string>();
  for (const word of words(text)) {
    if (storyFrame.has(word)) continue;
    let root = pastTenses.get(word) ?? rootOf.get(word);
    if (root === undefined) {
      root = normalizeWord(word);
      rootOf.set(word, root);
    }
    found.add(root);
  }
  return found;
}

/** A question about a story read for its words, names and plain verbs too, with their King James partners. */
export function storyStems(text: string): Set<string> {
  const own = storyWords(text);
  return new Set([...own, ...[...own].flatMap((root) => partners.get(root) ?? [])]);
}

/** The stems of a visitor's words with their King James partners ("worry" also finds "careful"). */
export function questionStems(text: string): Set<string> {
  const own = stemsOf(text);
  return new Set([...own, ...[...own].flatMap((root) => partners.get(root) ?? [])]);
}

/** How many of the wanted stems the text holds. */
export function sharedStems(wanted: ReadonlySet<string>, text: string | ReadonlySet<string>): number {
  const own = typeof text === "string" ? stemsOf(text) : text;
  let shared = 0;
  for (const stem of wanted) if (own.has(stem)) shared += 1;
  return shared;
}

/**
 * How near a text is, counting each shared word by how rare it is in the scriptures: "jealous"
 * counts, "year" and "son" hardly do. `weightOf` is the search index's inverse document frequency.
 */
export function nearness(
  wanted: ReadonlySet<string>,
  text: string | ReadonlySet<string>,
  weightOf: (stem: string) => number,
): number {
  const own = typeof text === "string" ? stemsOf(text) : text;
  let near = 0;
  for (const stem of wanted) if (own.has(stem)) near += Math.max(0.2, weightOf(stem) - commonWeight);
  return near;
}

/** The inverse document frequency below which a word is too common in the Bible to say much ("year", "son", "day"). */
const commonWeight = 4;
