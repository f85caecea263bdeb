import type { Person } from "../../knowledge/knowledge_schemas.ts";
import { questionStems, stemsOf } from "../plans/relevance.ts";
import { numberNames } from "./visitor_references.ts";

/** Whether "who was..." is followed by the person's own name ("who was Nichiren", "tell me about the Buddha"). */
export function asksWhoTheyAre(message: string, person: Person): boolean {
  const bare = (text: string) => text.toLowerCase().replace(/^(?:the|a|an|saint|st\.?)\s+/, "");
  const rest = bare(
    message.trim().replace(
      /^.*?\b(?:who (?:was|is|were)|who'?s|about who|tell me (?:about|who)|what (?:about|do we know about))\s+/i,
      "",
    ),
  );
  // "Who was moses's brother" asks of someone else, named by the one named.
  return [person.name, ...person.aliases].some((name) =>
    rest.startsWith(bare(name)) && !ownedAfter.test(rest.slice(bare(name).length))
  );
}

/**
 * "Who was thrown in the lions' den", "who killed goliath", "the bodhisattva who burns his own body, who is that":
 * someone asked after by what they did, not by name.
 */
const describing =
  /^(?:(?:so|and|ok(?:ay)?|but|wait|hey)[, ]+)?(?:who(?:m)? (?:(?:was|is|were) (?:(?:the|a|an) [\w'-]+(?: [\w'-]+)? (?:who|that|which|whose)\b|\w+(?:ed|en|wn)\b)|did|had|made|wrote|built|became|got|went|came|saw|said|told|led|ran|fought|took|gave|met|left|fell|ate|slew|won|lost|sold|brought|kept|threw|knew|found|began|broke|rode|spoke|stood|sat|swam|flew|hid|bore|\w+ed)\b|(?:which|what) (?:king|queen|prophet|disciple|apostle|bodhisattva|buddha|woman|man|person|judge|priest|monk|nun|boy|girl|brother|sister|son|daughter|ruler|emperor|pharaoh|figure|character)s?\b|who (?:was|became|is|were) (?:the )?(?:king|queen|prophet|judge|high priest|ruler|leader|emperor|pharaoh|first|last|next|oldest|youngest) (?:of|after|before|to|in|who|that)\b)|\b(?:who (?:is|was) (?:that|it|this|he|she)|what (?:was|is|were) (?:his|her|their|the guy'?s|the woman'?s) names?|(?:his|her) name)\b/i;
/** The words of a question that ask, not describe. */
const askingOnly = stemsOf(
  "who whom which what name called that this was were bible whole scriptures lotus sutra chapter story person guy man woman someone",
);
/** The name someone is called by first: "Saul" of "Saul, king of Israel", "Perceiver" of a bodhisattva's title. */
function firstNameOf(person: Person): string {
  return person.name.replace(/^(?:bodhisattva|king|queen|saint|st\.?|prophet|apostle|the|lord|lady) /i, "")
    .split(/[ ,]/)[0];
}

/** A role asked after: "who was king...", "who became the prophet...". */
const roleAsked =
  /\bwho (?:was|became|is|were) (?:the )?(king|queen|prophet|judge|high priest|ruler|leader|emperor|pharaoh)\b/i;

/** Words of order that tell one of a line from another. */
const orderWords = new Set(["after", "before", "succeeded", "followed", "preceded", "between"]);

/** What our notes say of someone, in lower case, its stems, and the stems of each sentence, worked out once. */
type Notes = {
  text: string;
  stems: Set<string>;
  /** The summary's sentences and the facts, each with its stems and its words as written. */
  sentences: { text: string; stems: Set<string>; words: Set<string> }[];
};
const described = new WeakMap<Person, Notes>();
function notesOn(person: Person): Notes {
  let notes = described.get(person);
  if (!notes) {
    const text = [person.summary, ...person.facts, ...person.aliases].join(" ").toLowerCase();
    const sentences = [...person.summary.split(/(?<=[.!?])\s+/), ...person.facts].map((sentence) => ({
      text: sentence,
      stems: stemsOf(sentence),
      words: new Set(sentence.toLowerCase().match(/[a-z]+/g) ?? []),
    }));
    notes = { text, stems: stemsOf(text), sentences };
    described.set(person, notes);
  }
  return notes;
}

/** How many people's notes use each stem: a word all their stories share ("king") tells them apart less than "goliath". */
const spread = new WeakMap<readonly Person[], Map<string, number>>();
function spreadOf(people: readonly Person[]): Map<string, number> {
  let counts = spread.get(people);
  if (!counts) {
    counts = new Map();
    for (const person of people) {
      for (const stem of notesOn(person).stems) counts.set(stem, (counts.get(stem) ?? 0) + 1);
    }
    spread.set(people, counts);
  }
  return counts;
}

/**
 * The person a question describes by what they did (two of its words or more in what our notes say of them, weighed
 * by how few others' notes use them, ahead of anyone else's by the weight of a rare word), other than anyone it names;
 * null when it names whom it asks about or describes no one clearly.
 */
export function describedPerson(
  message: string,
  people: readonly Person[],
  named: readonly Person[],
): Person | null {
  // "Who was that written for?" asks of what was just said; "who is the pope right now", of today.
  if (
    !describing.test(message.trim()) || named.some((person) => asksWhoTheyAre(message, person)) ||
    /^(?:(?:so|and|ok(?:ay)?|but|wait)[, ]+)?who(?:m)? \w+ (?:that|this|it|he|she|they)\b/i.test(message.trim()) ||
    /\b(?:right now|now|today|currently|these days|at the moment|nowadays)\b/i.test(message)
  ) return null;
  const counts = spreadOf(people);
  // "3 times" as the notes write it, "three times".
  const spelled = message.replace(/\b(\d{1,2})\b/g, (digits) => numberNames.get(Number(digits)) ?? digits);
  // Each word of the question with its King James partners ("kill": "slay"), counted once.
  const words = [...stemsOf(spelled)].filter((stem) => !askingOnly.has(stem)).map((stem) => [...questionStems(stem)]);
  // The question's words as typed: "longest" in a sentence of the notes is nearer than "long"; "after" and "before"
  // say which of a line is meant ("king of israel after saul").
  const typed = (spelled.toLowerCase().match(/[a-z]+/g) ?? []).filter((word) =>
    orderWords.has(word) || [...stemsOf(word)].some((stem) => !askingOnly.has(stem))
  );
  // Whoever the question names by their own name is not the one it describes ("who became king after saul").
  const namedHere = (person: Person) => new RegExp(`\\b${firstNameOf(person)}\\b`, "i").test(message);
  const role = roleAsked.exec(message)?.[1];
  const scored = people.filter((person) => !named.includes(person) && !namedHere(person)).map((person) => {
    const { text, stems: own, sentences } = notesOn(person);
    const rarity = (stem: string) => Math.log(people.length / (counts.get(stem) ?? 1));
    const weighed = (held: ReadonlySet<string>) => {
      const matched = words.map((family) => family.filter((stem) => held.has(stem))).filter((found) =>
        found.length > 0
      );
      return { matched, weight: matched.reduce((sum, found) => sum + Math.max(...found.map(rarity)), 0) };
    };
    const { matched, weight: spreadOver } = weighed(own);
    // Words told together in one sentence of the notes ("David became the second king of Israel, after Saul") say
    // more than the same words scattered across a life, and more again in the very form the visitor typed.
    const together = Math.max(
      0,
      ...sentences.map((sentence) =>
        weighed(sentence.stems).weight + typed.filter((word) => sentence.words.has(word)).length
      ),
    );
    // Someone the question names is part of what is described ("tried to kill baby jesus"): notes telling of them
    // are of the story asked about.
    const withThem = named.filter((other) => text.includes(other.name.toLowerCase())).length;
    // "Who was king of israel after saul": one whose notes say they were or became the role asked.
    const holds = role === undefined ? null : new RegExp(
      `^${firstNameOf(person)}\\b[^.]{0,20}\\b(?:was|became|is|reigned as)\\b[^.]{0,30}\\b${role}\\b`,
      "i",
    );
    const held = holds !== null && sentences.some(({ text: sentence }) => holds.test(sentence));
    // One word at least must be rare among our people ("longest", "lions", "king"... "kill"), not only words any
    // life has ("who came first").
    const rarest = Math.max(0, ...matched.map((found) => Math.max(...found.map(rarity))));
    return {
      person,
      shared: matched.length + withThem,
      weight: spreadOver + together + 2 * withThem + (held ? 2 : 0),
      distinctive: rarest >= 2 || withThem > 0,
    };
  }).sort((left, right) => right.weight - left.weight);
  const [best, next] = scored;
  return best && best.shared >= 2 && best.distinctive && best.weight >= (next?.weight ?? 0) + 1 ? best.person : null;
}

/** Family and household ties a question asks after, and the words the notes use for them. */
const kinship: Readonly<Record<string, string>> = {
  brother: "brother",
  brothers: "brother",
  bro: "brother",
  sister: "sister",
  sisters: "sister",
  sis: "sister",
  father: "father",
  dad: "father",
  mother: "mother",
  mom: "mother",
  mum: "mother",
  son: "son",
  sons: "son",
  daughter: "daughter",
  daughters: "daughter",
  wife: "wife",
  husband: "husband",
  uncle: "uncle",
  cousin: "cousin",
  grandfather: "grandfather",
  grandmother: "grandmother",
  "father-in-law": "father-in-law",
  "mother-in-law": "mother-in-law",
};
const kinWords = Object.keys(kinship).sort((left, right) => right.length - left.length).join("|");
const relationAsked = new RegExp(
  `\\b(?:the )?(${kinWords}) of (?:the )?(?=\\w)|\\b([A-Za-z][\\w-]*)(?:'s|’s|s'|')? (?:(?:older|elder|younger|big|little|baby|twin|first|only) )?(${kinWords})\\b`,
  "i",
);
const ownedAfter = new RegExp(`^(?:['’]s\\s+\\w|(?:s['’]?|['’])?\\s+(?:${kinWords})\\b)`, "i");
const relativeSought =
  /\b(?:who(?:'s|m)?|names?|called)\b|\b(?:did|does|do) (?:he|she|they) (?:have|had)\b|\bhad (?:a|an|any)\b/i;
const pronouns = new Set(["he", "she", "his", "her", "him", "their"]);

/**
 * "Who was moses's brother", "did he have a sister too" (after Moses), "the father of john the baptist": someone
 * asked after as another's relative, found where our notes on them say so ("the elder brother of Moses", "Moses'
 * brother Aaron"), or where the notes on the other name them so ("his wife Zipporah"). The relative must be someone
 * other than the one asked of; null when the question asks no such thing or the notes do not say.
 */
export function relativeAsked(message: string, people: readonly Person[], current: Person | undefined): Person | null {
  // "What did she say to her mother in law" asks what was said; the relative is only in the telling.
  if (!relativeSought.test(message)) return null;
  const asked = relationAsked.exec(message);
  const tie = asked && kinship[(asked[1] ?? asked[3]).toLowerCase()];
  if (!asked || !tie) return null;
  const callings = (person: Person) => [person.name, ...person.aliases, firstNameOf(person)];
  const after = message.slice(asked.index + asked[0].length).toLowerCase();
  const named = asked[2]?.toLowerCase();
  // "Did he have a sister": a relative of the one just discussed.
  const ofCurrent = named !== undefined &&
    (pronouns.has(named) || (/^(?:a|an|any|another|other)$/.test(named) && /\b(?:he|she|they)\b/i.test(message)));
  const of = ofCurrent ? current : people.find((person) =>
    callings(person).some((called) => {
      const name = called.toLowerCase();
      return named === undefined ? new RegExp(`^${name}\\b`).test(after) : named === name || named === `${name}s`;
    })
  );
  if (of === undefined) return null;
  const names = callings(of).map((called) => called.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("|");
  const tieOf = new RegExp(
    `\\b${tie}s? of (?:[\\w ]{0,24}\\b)?(?:${names})\\b|\\b(?:${names})(?:'s|’s|')? (?:(?:elder|older|younger) )?${tie}\\b`,
    "i",
  );
  const stated = people.find((person) =>
    person !== of && [person.summary, ...person.facts, ...person.aliases].some((text) => tieOf.test(text))
  );
  if (stated) return stated;
  // The notes on the one asked of name the relative: "his wife Zipporah", "her son Isaac".
  const own = [of.summary, ...of.facts].join(" ");
  return people.find((person) =>
    person !== of &&
    new RegExp(`\\b(?:his|her|their) (?:(?:elder|older|younger) )?${tie},? ${firstNameOf(person)}\\b`, "i").test(own)
  ) ?? null;
}
