import { recalledVerses, verseHolding } from "./plans/recalled_saying.ts";
import { knowledge } from "../knowledge/knowledge.ts";
import type { Corpus } from "../scriptures/corpus.ts";
import { createPassageLookup, type PassageLookup } from "../scriptures/passage_lookup.ts";
import type { SearchIndex } from "../search/search_index.ts";
import { normalizeWord, words } from "../search/normalize.ts";
import { answering, composeReply } from "./compose_reply.ts";
import type { ChatTurn, TurnAbout } from "./engine.ts";
import type { StudyLibrary } from "../study/library.ts";
import { createLibrary, type Library } from "./library.ts";
import { studySources } from "./study_sources.ts";
import { lazySpelling } from "./spelling_vocabulary.ts";
import { chooser } from "./phrasing.ts";
import { isFunctionWord, questionStems, stemsOf } from "./plans/relevance.ts";
import { analyseTurn, figureDescribed, situations, type TurnAnalysis } from "./understanding/analyse_turn.ts";
import { createVisitorReferenceFinder, visitorReferenceLabel } from "./understanding/visitor_references.ts";

/**
 * The persona's understanding and knowledge, built once (ISSUE 17) and shared by both engines and
 * by the chat's turn record: `analyse` reads a message with its conversation, `compose` answers it
 * from the library with no model, `about` is what a stored reply keeps for the next turn.
 */
export type Persona = {
  library: Library;
  analyse(message: string, history: readonly ChatTurn[]): TurnAnalysis;
  compose(analysis: TurnAnalysis, history: readonly ChatTurn[], seed: number): string;
  about(message: string, history: readonly ChatTurn[]): TurnAbout;
};

export type PersonaDeps = {
  corpus: Corpus;
  searchIndex: SearchIndex;
  lookup?: PassageLookup;
  /** The study library (WEB wording, Matthew Henry, Spurgeon, Nave's), when it is installed. */
  study?: StudyLibrary;
};

export function createPersona({ corpus, searchIndex, lookup, study }: PersonaDeps): Persona {
  const library = createLibrary({
    corpus,
    knowledge: knowledge(),
    lookup: lookup ?? createPassageLookup(corpus),
    searchIndex,
    ...(study ? studySources(corpus, study, (stem) => searchIndex.weightOf(stem)) : {}),
  });
  const references = createVisitorReferenceFinder(corpus);
  type NotesByWords = {
    entries: { entry: { passages: readonly string[] }; keys: Set<string> }[];
    frequency: Map<string, number>;
  };
  /** Notes by the words they use, with how many of them use each word. */
  const byWords = (told: { passages: readonly string[]; text: string }[]): NotesByWords => {
    const entries = told.filter((entry) => entry.passages.length > 0).map((entry) => ({
      entry,
      keys: new Set(words(entry.text.toLowerCase()).map((word) => (word.length >= 5 ? word.slice(0, 5) : word))),
    }));
    const frequency = new Map<string, number>();
    for (const { keys } of entries) for (const key of keys) frequency.set(key, (frequency.get(key) ?? 0) + 1);
    return { entries, frequency };
  };
  /**
   * Our notes on each teaching and story, then those on the people of the stories ("climbed a sycomore tree to see
   * Jesus"), whose first passage is where their story is read (worked out once).
   */
  let notesByWords: NotesByWords[] | null = null;
  const storyNotes = () =>
    notesByWords ??= [
      byWords(library.knowledge.glossary.all.map((entry) => ({
        passages: entry.passages,
        text: `${entry.term} ${entry.definition}`,
      }))),
      byWords(library.knowledge.people.all.map((person) => ({ passages: person.passages, text: person.summary }))),
    ];
  const biblicalName = biblicalNamesIn(corpus);
  const deps = {
    references,
    knowledge: library.knowledge,
    label: (reference: Parameters<typeof visitorReferenceLabel>[0]) => visitorReferenceLabel(reference, corpus),
    recipients: recipientsOf(corpus),
    books: corpus.books,
    distinctive: distinctiveIn(library, biblicalName),
    biblicalName,
    topicNamed: (word: string) => library.topicOutline(word) !== null,
    passageText: (reference: string) => library.passage(reference)?.text ?? null,
    scriptureWords: (phrase: string) => {
      const found = words(phrase);
      return found.length > 0 && found.every((word) => library.weightOf(normalizeWord(word)) > 0);
    },
    biblical: (word: string) => library.search(word, ["bible"], 1).length > 0,
    verseWith: (phrase: string, quoted = false) => {
      const found = verseHolding(library, phrase, quoted);
      return found ? references.find(found)[0] ?? null : null;
    },
    locate: (description: string) => {
      /**
       * The first passage of the one story whose notes hold the description's words clearly best, or null. Words are
       * matched whole or by their first five letters ("inheritance" of "squanders his inheritance"), so that a stem's
       * accident ("early" and "ear") is no likeness, and counted by how few of our notes use them.
       */
      const storyTold = (description: string): string | null => {
        const keyOf = (word: string) => (word.length >= 5 ? word.slice(0, 5) : word);
        const asked = new Set(
          words(description.toLowerCase()).filter((word) =>
            word.length >= 3 && !isFunctionWord(word) && !describingWords.has(normalizeWord(word))
          ).map(keyOf).filter((key) => !isFunctionWord(key)),
        );
        const toldIn = (notes: NotesByWords): string | null => {
          const [best, next] = notes.entries.map(({ entry, keys }) => {
            const shared = [...asked].filter((key) => keys.has(key));
            const score = shared.reduce(
              (sum, key) => sum + Math.log(notes.entries.length / notes.frequency.get(key)!),
              0,
            );
            return { entry, shared, score };
          }).sort((left, right) => right.score - left.score);
          // Two words at least, one that few notes use, and ahead of the next story.
          const telling = best?.shared.some((key) => notes.frequency.get(key)! <= 5);
          return best && best.shared.length >= 2 && telling && best.score >= 6 &&
              (!next || best.score - next.score >= 1)
            ? best.entry.passages[0]
            : null;
        };
        // The teachings' and stories' notes first; the people's only when those tell no one story.
        return storyNotes().reduce<string | null>((found, notes) => found ?? toldIn(notes), null);
      };
      // A writing or chapter whose very title holds what is described ("what gosho talks about winter").
      const wanted = [...stemsOf(description)].filter((stem) => !describingWords.has(stem));
      const titled = wanted.length > 0
        ? [
          ...corpus.goshoWritings.map((writing) => writing.title),
          ...corpus.lotusChapters.map((chapter) => chapter.title),
        ]
          .filter((title) => wanted.every((stem) => stemsOf(title).has(stem)))
        : [];
      if (titled.length === 1) return references.find(titled[0])[0] ?? null;
      // A story told by what happens in it ("a story where a son takes his inheritance early and blows it all"): the
      // story our notes tell so, read where they ground it.
      const told = (/\b(?:story|parable)\b/i.test(description) || figureDescribed.test(description.trim())) &&
          !/\b(?:chapter|letter|gosho|writing)\b/i.test(description)
        ? storyTold(description)
        : null;
      if (told) return references.find(told)[0] ?? null;
      // Clearly the best: at least two of its words, and well ahead of the next writing or chapter.
      // A verse is looked for in the Bible when the description says so; chapters and writings otherwise.
      const bible = /\b(?:verse|bible|scripture|psalm|gospel)\b/i.test(description);
      // Searched by what is described, not by how it is asked for ("nichiren wrote about it" is in every summary).
      const described = description.split(/\s+/).filter((word) =>
        [...stemsOf(word)].every((stem) => !describingWords.has(stem))
      ).join(" ");
      const [best, next] = library.search(described, bible ? ["bible"] : ["lotus", "gosho"], 2);
      // Ahead of the next by a quarter, or by a tenth when it holds three or more of the description's words.
      const lead = best && best.matched.length >= 3 ? 0.9 : 0.75;
      // One word will do when the scriptures hardly use it ("which Gosho talks about a mirror?") and it leads clearly.
      const rare = best?.matched.length === 1 && library.weightOf(normalizeWord(best.matched[0])) >= 8;
      if (
        !best || (best.matched.length < 2 && !rare) || (!bible && next && next.score > best.score * (rare ? 0.6 : lead))
      ) {
        return null;
      }
      return references.find(best.reference)[0] ?? null;
    },
  };
  const spelling = lazySpelling(library, situations);
  const analyse = (message: string, history: readonly ChatTurn[]) =>
    analyseTurn(spelling.correct(message), history, deps);
  return {
    library,
    analyse,
    compose(analysis, history, seed) {
      const citedBefore = new Set<string>();
      for (const reference of history.flatMap((turn) => turn.citations ?? [])) {
        citedBefore.add(reference);
        for (const verse of library.verses(reference)) citedBefore.add(library.verseReference(verse));
      }
      // A follow-up is read with the question it follows: "and Buddhism?" means the same subject.
      const asked = analysis.kind === "follow-up"
        ? history.findLast((turn) => turn.role === "user")?.content ?? ""
        : "";
      // A reference's own words are no words asked for: "the word in John 1" wants the Word, not "John answered". A
      // story named by its figure ("the story of Zacchaeus") is asked for by those words.
      const unreferenced = analysis.references.filter((reference) => /\d/.test(reference.text))
        .reduce((text, reference) => text.replace(reference.text, " "), analysis.text);
      const wanted = questionStems(`${unreferenced} ${asked}`);
      return composeReply({
        analysis,
        message: analysis.text,
        library,
        history,
        choose: chooser(seed),
        citedBefore,
        situations,
        wanted,
        seed,
      });
    },
    about(message, history) {
      const { kind, topic, text, references, bibleFact } = analyse(message, history);
      // Words remembered from scripture are answered from the verse that holds them (plans/recalled_saying.ts): the
      // conversation goes on about that verse ("what's the rest of that psalm about").
      const [recalled] = answering.includes(kind) ? recalledVerses(library, text, references) : [];
      // So does a fact answered by one passage ("the shortest verse": John 11:35, then "who was he crying over").
      const [only, ...others] = bibleFact?.passages ?? [];
      const factPassage = kind === "fact" && only && others.length === 0 && topic?.startsWith("words:") ? only : null;
      return recalled
        ? { kind: "explain", topic: `reference:${recalled.reference}` }
        : factPassage
        ? { kind, topic: `reference:${factPassage}` }
        : { kind, topic };
    },
  };
}

/**
 * Words our notes and summaries use that tell a subject apart: in the glossary, the people, the
 * practices or the Lotus and Gosho summaries, and rare in the Bible or absent from it
 * ("Tatsunokuchi", "Atsuhara", "daimoku"), so a question naming one is for the guide.
 */
function distinctiveIn(library: Library, biblicalName: (stem: string) => boolean): (stem: string) => boolean {
  const { knowledge, corpus } = library;
  const names = stemsOf([
    ...knowledge.glossary.all.flatMap((entry) => [entry.term, ...entry.aliases]),
    ...knowledge.people.all.flatMap((person) => [person.name, ...person.aliases]),
    ...knowledge.practices.all.flatMap((practice) => [practice.name, ...practice.aliases]),
    ...corpus.lotusChapters.map((chapter) => chapter.title),
    ...corpus.goshoWritings.flatMap((writing) => [writing.title, writing.recipient ?? ""]),
  ].join(" "));
  const notes = stemsOf([
    ...knowledge.glossary.all.map((entry) => entry.definition),
    ...knowledge.people.all.flatMap((person) => [person.summary, ...person.facts]),
    ...corpus.lotusChapters.map((chapter) => chapter.content),
    ...corpus.goshoWritings.map((writing) => writing.content),
  ].join(" "));
  // A word the scriptures never use counts only as a name ("daimoku"), not from running prose ("explain", "Tokyo").
  return (stem) => {
    const weight = library.weightOf(stem);
    return (names.has(stem) && (weight === 0 || weight >= 6)) || (notes.has(stem) && weight >= 6.5) ||
      biblicalName(stem);
  };
}

/** The Bible's own names ("Methuselah", "Bethlehem"): words it writes only with a capital, inside a sentence. */
function biblicalNamesIn(corpus: Corpus): (stem: string) => boolean {
  const capitalised = new Set<string>();
  const lowered = new Set<string>();
  for (const verse of corpus.verses) {
    for (const found of verse.text.matchAll(/(?<=[a-z,;:] )([A-Za-z]+)/g)) {
      (/^[A-Z][a-z]/.test(found[1]) ? capitalised : lowered).add(found[1].toLowerCase());
    }
  }
  const names = stemsOf([...capitalised].filter((word) => !lowered.has(word)).join(" "));
  return (stem) => names.has(stem);
}

/** Words that describe a passage rather than say what is in it ("which gosho talks about..."). */
const describingWords = stemsOf(
  "gosho letter letters writing writings chapter chapters talks talk speaks speak tells tell mentions mention says uses " +
    "story parable image verse passage lotus sutra nichiren wrote write writes written something right",
);

/** Each Gosho writing by the distinctive part of its recipient's name ("The lay nun Myoichi" is "Myoichi"). */
function recipientsOf(corpus: Corpus) {
  const honorifics =
    /\b(?:the|lay|nun|priest|wife|of|and|his|her|mother|father|husband|widow|lord|lady|daughter|son|brothers?|infant|lay nun|lay priest)\b/gi;
  return corpus.goshoWritings.flatMap((writing) => {
    const names = (writing.recipient ?? "").replace(/\(.*?\)/g, "").replace(honorifics, " ").split(/,| and |\s{2,}/)
      .map((name) => name.trim()).filter((name) => name.length >= 4);
    return names.map((name) => ({
      name: new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+")}\\b`, "i"),
      title: writing.title,
    }));
  });
}
