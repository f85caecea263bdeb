import { normalizeWord, words } from "../../search/normalize.ts";
import type { Library } from "../library.ts";
import { isFunctionWord } from "./relevance.ts";

/**
 * A subject asked about outright ("explain quantum physics simply", "what's the plot of harry potter", "tell me about the
 * history of rome"), without the words that only frame the asking.
 */
const subjectOf =
  /^(?:(?:so|ok(?:ay)?|hey|please)[, ]+)?(?:(?:can|could|would) (?:you|u) (?:please )?)?(?:explain|describe|summari[sz]e|tell me (?:all )?(?:about|the story of)|teach me about|what(?:'s| is| was) the (?:plot|story|history|meaning|point) of|what (?:is|are|was|were)|who (?:is|was|were))\s+(.{3,60}?)(?:\s+(?:simply|briefly|in simple terms|for me|to me|please))*\s*[?.!]*$/i;

const vocabularies = new WeakMap<Library, Set<string>>();
/** Every word our own notes and titles use, by its normalised form: the scriptures' words are the search index's. */
function notesVocabulary(library: Library): Set<string> {
  let vocabulary = vocabularies.get(library);
  if (!vocabulary) {
    const { knowledge, corpus } = library;
    vocabulary = new Set(
      words([
        ...knowledge.glossary.all.flatMap((entry) => [entry.term, ...entry.aliases, entry.definition]),
        ...knowledge.people.all.flatMap((person) => [person.name, ...person.aliases, person.summary, ...person.facts]),
        ...knowledge.practices.all.flatMap((practice) => [practice.name, ...practice.aliases, ...practice.steps]),
        ...corpus.lotusChapters.flatMap((chapter) => [chapter.title, chapter.content]),
        ...corpus.goshoWritings.flatMap((writing) => [writing.title, writing.content]),
      ].join(" ")).map(normalizeWord),
    );
    vocabularies.set(library, vocabulary);
  }
  return vocabulary;
}

/**
 * The subject asked about, when some word of it is in nothing we hold (no scripture, note, title or topic of Nave's):
 * a subject outside what the guide is for, not one to answer with verses that share its other words. Null otherwise.
 */
export function unheldSubject(message: string, library: Library): string | null {
  const subject = subjectOf.exec(message.trim())?.[1];
  if (!subject) return null;
  const vocabulary = notesVocabulary(library);
  const unheard = words(subject).filter((word) => word.length >= 4 && !isFunctionWord(word)).some((word) => {
    const form = normalizeWord(word);
    return library.weightOf(form) === 0 && !vocabulary.has(form) && library.topicOutline(word) === null;
  });
  return unheard ? subject : null;
}
