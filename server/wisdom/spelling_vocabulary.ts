import { englishWords } from "../knowledge/english_words.ts";
import type { Library } from "./library.ts";
import type { Situation } from "./understanding/analyse_turn.ts";
import { createSpelling, type Spelling } from "./understanding/spelling.ts";
import { bookAliases } from "./understanding/visitor_references.ts";

/** How often the scriptures and our notes use each word, lower-cased. */
function wordsUsed(library: Library, situations: readonly Situation[]): Map<string, number> {
  const { corpus, knowledge } = library;
  const used = new Map<string, number>();
  const count = (text: string) => {
    // "Fiancé" is counted as "fiance", as visitors type it, not as "fianc" and "é"; in a pattern, a stem that must go
    // on ("fianc\w+", "burn(?:ed|t)", "fianc[eé]") is no word.
    const plain = text.normalize("NFD").replace(/\p{M}/gu, "").replace(/[a-z]+(?=\\+w\+|\(|\[)/gi, " ")
      .toLowerCase();
    for (const word of plain.match(/[a-z]+/g) ?? []) used.set(word, (used.get(word) ?? 0) + 1);
  };
  for (const verse of corpus.verses) count(verse.text);
  for (const chapter of corpus.lotusChapters) count(`${chapter.title} ${chapter.content}`);
  for (const writing of corpus.goshoWritings) count(`${writing.title} ${writing.content}`);
  for (const entry of knowledge.glossary.all) count([entry.term, ...entry.aliases, entry.definition].join(" "));
  for (const person of knowledge.people.all) count([person.name, ...person.aliases, person.summary].join(" "));
  for (const practice of knowledge.practices.all) count([practice.name, ...practice.aliases].join(" "));
  // The words a situation is told in, read out of its pattern ("stress\w*|burn(?:ed|t)? out" gives "stress", "out").
  for (const situation of situations) count(`${situation.label} ${situation.words.source}`);
  // The names visitors give the Bible's books ("Salmos 91", "Jn 3:16") are no misspellings.
  for (const names of Object.values(bookAliases)) count(names.join(" "));
  // And every word of the guide's other data: texts we do not hold ("Sirach", "Tao Te Ching"), subjects beyond it.
  for (const folder of ["persona", "knowledge"]) {
    const url = new URL(`../../data/${folder}/`, import.meta.url);
    for (const file of Deno.readDirSync(url)) {
      if (file.name.endsWith(".json")) count(Deno.readTextFileSync(new URL(file.name, url)));
    }
  }
  return used;
}

/**
 * The spelling check for visitors' messages, built on first use: counting the scriptures' words takes a moment that
 * starting the server need not wait for.
 */
export function lazySpelling(library: Library, situations: readonly Situation[]): Spelling {
  let spelling: Spelling | null = null;
  return {
    correct(text) {
      spelling ??= createSpelling(
        englishWords(),
        wordsUsed(library, situations),
      );
      return spelling.correct(text);
    },
  };
}
