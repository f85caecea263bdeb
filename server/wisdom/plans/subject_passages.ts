import { fnv1a } from "../../fnv1a.ts";
import { normalizeWord } from "../../search/normalize.ts";
import type { Passage } from "../engine.ts";
import { frameConcepts, type Tradition } from "../understanding/analyse_turn.ts";
import { referenceText } from "./explain.ts";
import { excerpt, verseScore } from "./passage_view.ts";
import type { PlanContext } from "./plan_context.ts";
import { isFunctionWord, nearness, sharedStems, stemsOf } from "./relevance.ts";

/**
 * The passages for what a message is about (ISSUE 17), from one tradition: everything the
 * understanding and the knowledge offer (references named, the concepts', people's and situations'
 * passages, Nave's topics for the subject, and search), ranked by how much of the visitor's own
 * words each holds, new to the conversation first. Verses are cut to the few nearest the question.
 */
export type SubjectOptions = {
  /** Comfort for someone hurting: verses of judgement and destruction rank low. */
  comfort?: boolean;
  /** Passages not to give again (already in this reply). */
  exclude?: ReadonlySet<string>;
  /** Further references to consider, with how much they count before the words do. */
  extra?: ReadonlyArray<readonly [string, number]>;
  /** Only passages of the book or books asked of ("what does Proverbs say about money"); several may share a chapter. */
  within?: (reference: string) => boolean;
  /** News told of one's own life: its words name no verse ("we just adopted a little girl" is not 2 Kings 5:2). */
  told?: boolean;
};

const harsh =
  /\b(?:slay|slew|slain|destroy\w*|wrath|curse\w*|hell|burn\w*|wicked\w*|abomination|smite|smote|vengeance|perish\w*|fornicat\w*|whore\w*|sword|blood|kill\w*|woe|destruction|distress)\b/i;

/** How far a passage's words can lift it: enough to order what the knowledge offers, never to outrank what the visitor named. */
const nearCap = 2.5;
const nearWeight = 0.6;

export function subjectPassages(
  context: PlanContext,
  tradition: Tradition,
  count: number,
  options: SubjectOptions = {},
): Passage[] {
  const { analysis, library } = context;
  const prior = new Map<string, number>();
  const consider = (reference: string, weight: number) =>
    prior.set(reference, Math.max(prior.get(reference) ?? 0, weight));
  for (const [reference, weight] of options.extra ?? []) consider(reference, weight);
  for (const reference of analysis.references) consider(referenceText(reference, context), 20);
  for (const passage of quotedPassages(context)) consider(passage.reference, 20);
  // Someone sharing what hurts names a feeling, not a verse ("my best friend" is not Proverbs 17:9).
  // A teaching named by its phrase ("the fruit of the Spirit") is read where its notes ground it, not in another verse
  // that happens to use the phrase (Ephesians 5:9): those count as much as a passage the knowledge offers.
  if (!options.comfort && !options.told) {
    // So is a practice's (the passages a plan offers beside the words).
    const taught = new Set(
      [
        ...analysis.concepts.filter((entry) => !frameConcepts.has(entry.id)).flatMap((entry) => entry.passages),
        ...(options.extra ?? []).map(([reference]) => reference),
      ].flatMap((reference) => library.verses(reference)),
    );
    for (const passage of phrasePassages(context)) {
      const grounding = taught.size === 0 || library.verses(passage.reference).some((verse) => taught.has(verse));
      consider(passage.reference, grounding ? 8 : 3);
    }
  }
  // "God" or "the Bible" frames what is asked ("I feel like God has forgotten me"); their passages answer only themselves.
  // A concept's passages teach it; for someone hurting, the passages curated for their situation come first
  // ("I'm struggling to believe" is met by "help thou mine unbelief", not "without faith it is impossible").
  const conceptWeight = options.comfort && analysis.situations.some((situation) => !situation.context) ? 3 : 4;
  for (const concept of analysis.concepts.filter((entry) => !frameConcepts.has(entry.id))) {
    concept.passages.forEach((reference, index) => consider(reference, conceptWeight - index * 0.2));
  }
  for (const person of analysis.people) person.passages.forEach((reference) => consider(reference, 3));
  analysis.situations.forEach((situation, rank) => {
    // The curators listed the passages best first: later ones count a little less, so the message's words still
    // choose among the first few, and the last of the list does not come up as often as the first.
    const weight = (index: number) => (rank === 0 ? 4.5 : 2.5) - Math.min(1.5, index * 0.1);
    if (tradition === "christian") {
      situation.passages.bible.forEach((reference, index) => consider(reference, weight(index)));
    } else {
      situation.passages.lotus.forEach((chapter, index) => consider(`Lotus Sutra, Chapter ${chapter}`, weight(index)));
      situation.passages.gosho.forEach((title, index) => consider(`Gosho: ${title}`, weight(index)));
    }
  });
  if (tradition === "christian") {
    // The topics the situations' curators named count more than a topic one word of the message happens to name.
    const named = new Set(
      analysis.situations.flatMap((situation) => situation.naves ?? []).map((name) => name.toUpperCase()),
    );
    // Someone hurting gets the topics chosen for their situation, not every topic a word of theirs names ("husband", "family").
    for (const topic of library.topicReferences(options.comfort ? "" : context.message, [...named]).slice(0, 5)) {
      // Nave gathers every verse that touches a subject, stories and laws alike: his topics widen the choice and lead
      // it only when the visitor asks about that very subject, his general verses (listed first) before the stories.
      const weight = named.has(topic.topic.toUpperCase()) ? 1 : 0.5;
      topic.references.slice(0, 40).forEach((reference, index) =>
        consider(reference, topic.asked ? Math.max(weight, 2 - index * 0.05) : weight)
      );
    }
  }
  // Search only fills in when the knowledge offers too little: its hits share words, not meaning.
  // A rare word the visitor uses ("longsuffering") is the exception: the passages holding it count.
  // The words that say what it is about: "what does the Bible say about working hard then" searches "working hard".
  const query = analysis.words.filter((word) => stemsOf(word).size > 0).join(" ");
  const sources = tradition === "christian" ? (["bible"] as const) : (["lotus", "gosho"] as const);
  const curated = [...prior.values()].filter((weight) => weight >= 1.5).length;
  // What only search found was found by its words, which the King James may use in a sense of its own.
  const searched = (reference: string, weight: number) => {
    if (!prior.has(reference)) foundByWords.add(reference);
    consider(reference, weight);
  };
  const foundByWords = new Set<string>();
  if (query && curated < count * 2) {
    for (const hit of library.search(query, sources, 20)) searched(hit.reference, 0);
  }
  // News told of one's own life names no verse by its rare words either ("a baby girl" is not "a teacher of babes").
  const rareWords = options.comfort || options.told
    ? []
    : analysis.words.filter((word) => stemsOf(word).size > 0 && library.weightOf(normalizeWord(word)) >= 7);
  for (const word of rareWords.slice(0, 2)) {
    for (const hit of library.search(word, sources, 4)) searched(hit.reference, 2.5);
  }

  const ranked: { passage: Passage; score: number; tie: number }[] = [];
  for (const [reference, weight] of prior) {
    const whole = library.passage(reference);
    if (!whole || (tradition === "christian") !== (whole.source === "bible")) continue;
    if (options.within && !options.within(whole.reference)) continue;
    const passage = excerpt(whole, context);
    if (options.exclude?.has(passage.reference) || options.exclude?.has(whole.reference)) continue;
    const near = whole.source === "bible"
      ? library.verses(passage.reference).reduce((sum, verse) => sum + verseScore(verse, context), 0)
      : nearness(context.wanted, passage.text, library.weightOf);
    // Nearness orders passages within what the knowledge offers; it never lifts a passage over a stronger source.
    let score = weight + nearWeight * Math.min(nearCap, near);
    if (wasCited(passage, context)) score -= 5;
    if (options.comfort && whole.source === "bible" && harsh.test(passage.text)) score -= 3;
    if (whole.source === "bible" && passage.text.length > 500) score -= 1;
    if (foundByWords.has(reference) && whole.source === "bible" && falseFriend(passage, context)) score -= 3;
    // Passages within half a point of one another are equally good: the message decides among them.
    const tie = fnv1a(`${context.seed}:${passage.reference}`);
    ranked.push({ passage, score: score + (tie / 0xffffffff) * 0.5, tie });
  }
  ranked.sort((left, right) => right.score - left.score || left.tie - right.tie);
  const chosen: Passage[] = [];
  for (const { passage } of ranked) {
    if (chosen.length >= count) break;
    const near = options.within ? overlapping : sameChapter;
    if (chosen.some((known) => near(known.reference, passage.reference, context))) continue;
    chosen.push(passage);
  }
  return chosen;
}

const quoted = /(?:^|[\s(])["“‘']([^"“”‘’']{8,90})["”’'](?=[\s,.;:?!)]|$)/g;

/**
 * Scripture the visitor quotes in their own words ("is 'you reap what you sow' just karma?"): for
 * each quoted phrase, the passage that holds most of its words, in the King James or the modern
 * wording, when it holds at least two thirds of them.
 */
export function quotedPassages(context: PlanContext): Passage[] {
  const found: Passage[] = [];
  const cited = (context.analysis.previous?.citations ?? []).map((reference) => context.library.passage(reference))
    .filter((passage) => passage !== null);
  for (const [, phrase] of context.message.matchAll(quoted)) {
    // Words the previous reply quoted ("what does 'only begotten' mean?") are from its passage.
    const inCited = cited.find((passage) => passage.text.toLowerCase().includes(phrase.toLowerCase()));
    if (inCited) {
      found.push(inCited);
      continue;
    }
    const wanted = stemsOf(phrase);
    // Common words quoted ("'jesus wept'") are found as written, whole, in the King James.
    const exact = wanted.size < 2 && phrase.trim().split(/\s+/).length >= 2
      ? new RegExp(`\\b${phrase.trim().replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\W+")}\\b`, "i")
      : null;
    if (wanted.size < 2 && !exact) continue;
    for (const hit of context.library.search(phrase, ["bible", "lotus", "gosho"], 5)) {
      const passage = context.library.passage(hit.reference);
      if (!passage) continue;
      const words = passage.source === "bible" ? passageWords(passage, context) : passage.text;
      if (
        exact
          ? passage.source === "bible" && exact.test(passage.text)
          : sharedStems(wanted, words) * 3 >= wanted.size * 2
      ) {
        found.push(passage);
        break;
      }
    }
  }
  return found;
}

/**
 * Words that join a phrase without making it one, and the words of asking ("the difference
 * between", "the meaning of"): a verse sharing those shares the question's frame, not its subject.
 */
const phraseFillers = new Set(
  ("a an the of in on to and his her their my your our at for with without within into by from " +
    "difference differences between compare compared comparing comparison similar similarity same versus vs " +
    "meaning mean means explain " +
    // How two teachings are asked to sit together ("how do those fit together"), not what either says.
    "fit fits together reconcile reconciled compatible contradict contradicts")
    .split(" "),
);

/**
 * A verse the visitor names by a phrase of its own ("Paul's thorn in the flesh", "washing the
 * disciples' feet"): of the verses nearest the message, one that holds three or more of the
 * message's words in a row, two of them words of content, in its King James or modern wording.
 */
export function phrasePassages(context: PlanContext): Passage[] {
  const tokens = phraseTokens(context.message);
  const weightOf = (run: readonly string[]) =>
    run.reduce((sum, word) => sum + (phraseFillers.has(word) ? 0 : context.library.weightOf(word)), 0);
  const candidates: { run: string[]; start: number; weight: number }[] = [];
  for (let length = 5; length >= 2; length--) {
    for (let start = 0; start + length <= tokens.length; start++) {
      const run = tokens.slice(start, start + length);
      if (phraseFillers.has(run[0]) || phraseFillers.has(run.at(-1)!)) continue;
      // Two words of content at least ("what the scripture saith" is not a phrase naming a verse), and a pair must be rare.
      const weight = weightOf(run);
      if (stemsOf(run.join(" ")).size >= 2 && (length > 2 || weight >= 8)) candidates.push({ run, start, weight });
    }
  }
  if (candidates.length === 0) return [];
  // The rarest phrases from different parts of the message are each looked for on their own: a phrase's
  // words find its verse where the whole message would not.
  const byWeight = [...candidates].sort((left, right) => right.weight - left.weight);
  const searched = [
    ...byWeight.filter(({ run }) => run.length > 2).slice(0, 3),
    ...byWeight.filter(({ run }) => run.length === 2).slice(0, 2),
  ];
  const phrases = candidates.map(({ run }) => run.join(" "));
  const found: Passage[] = [];
  const hits = [
    ...context.library.search(context.message, ["bible"], 30),
    ...searched.flatMap(({ run }) => context.library.search(run.join(" "), ["bible"], 3)),
  ];
  for (const hit of hits) {
    const passage = context.library.passage(hit.reference);
    if (!passage || found.some((known) => known.reference === passage.reference)) continue;
    const text = ` ${phraseTokens(passageWords(passage, context)).join(" ")} `;
    if (phrases.some((phrase) => text.includes(` ${phrase} `))) found.push(passage);
  }
  return found.slice(0, 2);
}

/**
 * A text's words, possessives dropped and each stemmed ("washing the disciples' feet" is "wash the discipl feet");
 * function words stay whole, so a stem such as "befor" is never taken for a word of content.
 */
/** Numbers stay as words of their own, so "fasted 40 days" is not the phrase "fasting day". */
function phraseTokens(text: string): string[] {
  return (text.toLowerCase().replace(/[’']s\b/g, "").match(/[a-z]+|\d+/g) ?? [])
    .map((word) => (phraseFillers.has(word) || isFunctionWord(word) ? word : normalizeWord(word)));
}

/** A Bible passage's words with its modern wording, for matching a question written today. */
function passageWords(passage: Passage, context: PlanContext): string {
  const modern = context.library.verses(passage.reference).map((verse) => context.library.modern(verse) ?? "").join(
    " ",
  );
  return `${passage.text} ${modern}`;
}

/**
 * A verse found by a word the King James uses in a sense of its own: the modern wording of the same verse shares none
 * of the visitor's words that the King James does ("Isaac was sporting with Rebekah" is "caressing" her).
 */
function falseFriend(passage: Passage, context: PlanContext): boolean {
  const modern = context.library.verses(passage.reference).map((verse) => context.library.modern(verse) ?? "").join(
    " ",
  );
  if (!modern.trim()) return false;
  const asked = stemsOf(context.analysis.words.join(" "));
  const kept = stemsOf(passage.text);
  const shared = [...asked].filter((stem) => kept.has(stem));
  if (shared.length === 0) return false;
  const today = stemsOf(modern);
  return !shared.some((stem) => today.has(stem));
}

/** Whether the conversation has already cited this passage or any verse of it. */
export function wasCited(passage: Passage, context: PlanContext): boolean {
  if (context.citedBefore.has(passage.reference)) return true;
  if (passage.source !== "bible") return false;
  return context.library.verses(passage.reference).some((verse) =>
    context.citedBefore.has(context.library.verseReference(verse))
  );
}

/** Whether two passages share a verse, or lie within two verses of each other: one saying, not two. */
function overlapping(left: string, right: string, context: PlanContext): boolean {
  const keys = (reference: string) =>
    context.library.verses(reference).flatMap((verse) =>
      [-2, -1, 0, 1, 2].map((offset) => `${verse.bookId}:${verse.chapter}:${verse.verse + offset}`)
    );
  const near = new Set(keys(left));
  return context.library.verses(right).some((verse) => near.has(`${verse.bookId}:${verse.chapter}:${verse.verse}`));
}

function sameChapter(left: string, right: string): boolean {
  const chapterOf = (reference: string) => /^(.+? \d+)(?::|$)/.exec(reference)?.[1] ?? reference;
  return chapterOf(left) === chapterOf(right);
}

/** Whether a passage shown shares with the message a word of content the scriptures do not use everywhere. */
export function sharesAWord(passages: readonly Passage[], context: PlanContext): boolean {
  // How many and how long ("for three years") say nothing of a subject: kings reigned three years too.
  const asked = [...stemsOf(context.message)].filter((stem) =>
    context.library.weightOf(stem) >= 4 && !measureWords.has(stem)
  );
  return passages.some((passage) => {
    const held = stemsOf(
      passage.source === "bible"
        ? context.library.verses(passage.reference).map((verse) =>
          `${verse.text} ${context.library.modern(verse) ?? ""}`
        )
          .join(" ")
        : passage.text,
    );
    return asked.some((stem) => held.has(stem));
  });
}

const measureWords = stemsOf(
  "one two three four five six seven eight nine ten eleven twelve twenty thirty forty fifty hundred thousand " +
    "year years month months week weeks day days night nights hour hours minute minutes second seconds time times " +
    "ago old first last next half twice once",
);

/**
 * "Is there anything about 'the way'?": a phrase too common to search by its words is looked for in the verses our
 * notes cite (teachings, practices, people), the most often cited first, so "the way" finds "I am the way, the truth,
 * and the life" and not any of the hundreds of verses that say it in passing.
 */
export function knownPhrasePassages(context: PlanContext, phrase: string, count: number): Passage[] {
  const { library } = context;
  const { knowledge } = library;
  const times = new Map<string, number>();
  for (
    const reference of [
      ...knowledge.glossary.all.flatMap((entry) => entry.passages),
      ...knowledge.practices.all.flatMap((practice) => practice.passages),
      ...knowledge.people.all.flatMap((person) => person.passages),
    ]
  ) times.set(reference, (times.get(reference) ?? 0) + 1);
  const holds = new RegExp(
    `\\b${phrase.trim().replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+")}\\b`,
    "i",
  );
  // The best-known of each scripture: a verse, and a chapter or letter of ours whose summary says it.
  const found = new Map<string, Passage>();
  for (const [reference] of [...times].sort((left, right) => right[1] - left[1])) {
    const whole = library.passage(reference);
    if (!whole || found.has(whole.source === "bible" ? "bible" : "buddhist")) continue;
    const verse = whole.source === "bible"
      ? library.verses(reference).find((candidate) => holds.test(candidate.text))
      : undefined;
    const passage = verse ? library.passage(library.verseReference(verse)) : holds.test(whole.text) ? whole : null;
    if (passage) found.set(passage.source === "bible" ? "bible" : "buddhist", passage);
  }
  return [...found.values()].slice(0, count);
}
