import bibleBooksData from "../../data/knowledge/bible_books.json" with { type: "json" };
import glossaryData from "../../data/knowledge/glossary.json" with { type: "json" };
import peopleData from "../../data/knowledge/people.json" with { type: "json" };
import practicesData from "../../data/knowledge/practices.json" with { type: "json" };
import troublesData from "../../data/knowledge/practice_troubles.json" with { type: "json" };
import conditionsData from "../../data/knowledge/health_conditions.json" with { type: "json" };
import kjvWordsData from "../../data/knowledge/kjv_words.json" with { type: "json" };
import { z } from "zod";
import { englishWords } from "./english_words.ts";
import {
  type BibleBookInfo,
  bibleBookSchema,
  type GlossaryEntry,
  glossaryEntrySchema,
  type HealthCondition,
  healthConditionSchema,
  type KjvWord,
  kjvWordSchema,
  type Person,
  personSchema,
  type Practice,
  practiceSchema,
  type PracticeTrouble,
  practiceTroubleSchema,
} from "./knowledge_schemas.ts";
import { createTermIndex, type TermIndex } from "./term_index.ts";

/**
 * What the persona knows beyond the scripture texts (ISSUE 17): concepts, people, the Bible's
 * books, practices, the difficulties met in them, the conditions of the body that can make them unsafe and the King
 * James Version's older words, from data/knowledge/, checked against their schemas once.
 */
export type Knowledge = {
  glossary: TermIndex<GlossaryEntry>;
  people: TermIndex<Person>;
  practices: TermIndex<Practice>;
  troubles: readonly PracticeTrouble[];
  conditions: readonly HealthCondition[];
  kjvWords: readonly KjvWord[];
  /** By book number, 1 to 66. */
  bibleBooks: ReadonlyMap<number, BibleBookInfo>;
};

let loaded: Knowledge | undefined;

/**
 * A name with its possessive typed without the apostrophe ("noahs flood", "peters denial"), when that is no English
 * word of its own ("jobs", "marks" and "james" are).
 */
function possessivesTyped(names: readonly string[], english: ReadonlySet<string>): string[] {
  return names.filter((name) => /^[A-Za-z]{3,}$/.test(name) && !/s$/i.test(name))
    .map((name) => `${name}s`).filter((typed) => !english.has(typed.toLowerCase()));
}

export function knowledge(): Knowledge {
  if (loaded) return loaded;
  const glossary = z.array(glossaryEntrySchema).parse(glossaryData);
  const people = z.array(personSchema).parse(peopleData);
  const practices = z.array(practiceSchema).parse(practicesData);
  const books = z.array(bibleBookSchema).length(66).parse(bibleBooksData);
  const findable = createTermIndex(
    glossary.filter((entry) => !entry.askedOnly),
    (entry) => [entry.term, ...entry.aliases],
  );
  const askedOnly = new Map(glossary.filter((entry) => entry.askedOnly).map((entry) => [entry.id, entry]));
  loaded = {
    glossary: { ...findable, get: (id) => findable.get(id) ?? askedOnly.get(id) },
    people: createTermIndex(people, (person) => [
      person.name,
      ...person.aliases,
      ...possessivesTyped([person.name, ...person.aliases], englishWords()),
    ]),
    practices: createTermIndex(practices, (practice) => [practice.name, ...practice.aliases]),
    troubles: z.array(practiceTroubleSchema).parse(troublesData),
    conditions: z.array(healthConditionSchema).parse(conditionsData),
    kjvWords: z.array(kjvWordSchema).parse(kjvWordsData),
    bibleBooks: new Map(books.map((book) => [book.number, book])),
  };
  return loaded;
}
