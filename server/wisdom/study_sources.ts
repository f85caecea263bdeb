import { attributions } from "../../contracts/study.ts";
import { spanishVersionId, webVersionId } from "../scriptures/bible_versions.ts";
import { type Corpus, versionVerses } from "../scriptures/corpus.ts";
import type { VerseRange } from "../scriptures/verse_range.ts";
import { normalizeWord, words } from "../search/normalize.ts";
import { isFunctionWord } from "./plans/relevance.ts";
import type { StudyLibrary } from "../study/library.ts";
import type { NaveTopic } from "../study/naves.ts";
import type { LibraryDeps, StudyNoteOnVerse, TopicReferences } from "./library.ts";

/**
 * What the persona takes from the study library (ISSUE 16, used by ISSUE 17): the World English
 * Bible's wording of a verse (to match questions written in today's words, never quoted as the
 * KJV), Matthew Henry's and Spurgeon's notes on a verse (attributed), and Nave's topics for the
 * subjects a message names ("jealousy", "hospitality"), as Bible references.
 */
/**
 * A note without the outline Matthew Henry opens a chapter's note with ("The changes of human affairs. (Eccl. 3:1-10)
 * The Divine counsels unchangeable. (Eccl. 3:11-15)"): a table of its parts, whose headings read as broken sentences
 * ("(Eccl.") when quoted. The note itself follows it on the next line.
 */
function withoutOutline(text: string): string {
  const newline = text.indexOf("\n");
  if (newline < 0) return text;
  const first = text.slice(0, newline);
  return /^(?:[^()]+?\s*\((?:[1-3] ?)?[A-Z][a-z]+\.? \d+:\d+(?:-\d+)?\)\s*)+$/.test(first)
    ? text.slice(newline + 1).trimStart()
    : text;
}

export function studySources(
  corpus: Corpus,
  study: StudyLibrary,
  weightOf: (stem: string) => number,
): Pick<
  LibraryDeps,
  "modern" | "spanish" | "commentary" | "spurgeon" | "topicReferences" | "topicsCiting" | "topicOutline"
> {
  const key = (book: number, chapter: number, verse: number) => (book * 1000 + chapter) * 1000 + verse;
  const web = new Map(
    (versionVerses(corpus, webVersionId) ?? []).map((
      verse,
    ) => [key(verse.bookId, verse.chapter, verse.verse), verse.text]),
  );
  // Asked for rarely, the Spanish text is indexed on first use, not with every start.
  let reinaValera: Map<number, string> | null = null;
  const spanishText = (book: number, chapter: number, verse: number) => {
    reinaValera ??= new Map(
      (versionVerses(corpus, spanishVersionId) ?? []).map((record) => [
        key(record.bookId, record.chapter, record.verse),
        record.text,
      ]),
    );
    return reinaValera.get(key(book, chapter, verse)) ?? null;
  };
  const bookNames = new Map(corpus.books.map((book) => [book.id, book.name]));

  function rangeReference(range: VerseRange): string {
    const name = bookNames.get(range.book)!;
    if (range.verse === null) return `${name} ${range.chapter}`;
    if (range.endChapter !== range.chapter) {
      return `${name} ${range.chapter}:${range.verse}-${range.endChapter}:${range.endVerse}`;
    }
    return range.endVerse === range.verse
      ? `${name} ${range.chapter}:${range.verse}`
      : `${name} ${range.chapter}:${range.verse}-${range.endVerse}`;
  }

  const referencesOf = (topic: NaveTopic) =>
    topic.headings.flatMap((heading) => [heading, ...heading.items]).flatMap((line) => line.refs.map(rangeReference));

  /** A topic that is only a pointer ("CHEATING: See DISHONESTY", "WORK: See INDUSTRY, See LABOR") stands for those it names. */
  const ownOrPointedTo = (topic: NaveTopic): NaveTopic[] => {
    if (referencesOf(topic).length > 0) return [topic];
    return topic.headings.flatMap((heading) => heading.see).map((name) => study.naves.resolve(name))
      .filter((found) => found !== null);
  };
  /** The topics the first of these forms of a word names (plurals are the index's own to resolve). */
  const topicsNamedBy = (forms: readonly string[]): NaveTopic[] =>
    forms.map((form) => study.naves.resolve(form)).filter((topic) => topic !== null).slice(0, 1)
      .flatMap(ownOrPointedTo);

  /** Each verse's topics, built on first use (a reply that explains a verse), not at every start. */
  let byVerse: Map<number, NaveTopic[]> | null = null;
  function topicsByVerse(): Map<number, NaveTopic[]> {
    if (byVerse) return byVerse;
    byVerse = new Map();
    for (const topic of study.naves.topics) {
      for (const line of topic.headings.flatMap((heading) => [heading, ...heading.items])) {
        for (const range of line.refs) {
          // A whole chapter or a long stretch is listed for its story, not for one verse's words.
          if (range.verse === null || range.endChapter !== range.chapter || range.endVerse! - range.verse > 5) continue;
          for (let verse = range.verse; verse <= range.endVerse!; verse++) {
            const at = key(range.book, range.chapter, verse);
            const listed = byVerse.get(at);
            if (!listed) byVerse.set(at, [topic]);
            else if (!listed.includes(topic)) listed.push(topic);
          }
        }
      }
    }
    return byVerse;
  }

  const noteOf = (
    found: { range: VerseRange; text: string } | undefined,
    attribution: string,
  ): StudyNoteOnVerse | null =>
    found ? { range: rangeReference(found.range), text: curlyQuotes(withoutOutline(found.text)), attribution } : null;

  return {
    modern: (verse) => web.get(key(verse.bookId, verse.chapter, verse.verse)) ?? null,
    spanish: (verse) => spanishText(verse.bookId, verse.chapter, verse.verse),
    commentary: (bookId, chapter, verse) =>
      noteOf(study.henry.notesCovering(bookId, chapter, verse)[0], attributions.henry),
    spurgeon: (bookId, chapter, verse) => {
      const notes = study.treasury.notesCovering(bookId, chapter, verse);
      return noteOf(notes.find((note) => note.range.verse !== null) ?? notes[0], attributions.treasury);
    },
    topicOutline(name) {
      const [topic] = topicsNamedBy([name, name.replace(/ies$/, "y")]);
      if (!topic) return null;
      const [first, ...rest] = topic.headings;
      const note = first && first.refs.length === 0 && first.items.length === 0 && /^\(.+\)$/.test(first.label)
        ? first.label.slice(1, -1)
        : null;
      return {
        topic: topic.name,
        note,
        headings: (note ? rest : topic.headings).filter((heading) => heading.see.length === 0).map((heading) => ({
          label: heading.label,
          references: [heading, ...heading.items].flatMap((line) => line.refs.map(rangeReference)),
          items: heading.items.filter((item) => item.refs.length > 0).map((item) => ({
            label: item.label,
            references: item.refs.map(rangeReference),
          })),
        })),
      };
    },
    topicsCiting(book, chapter, verse) {
      return (topicsByVerse().get(key(book, chapter, verse)) ?? [])
        .map((topic): TopicReferences => ({ topic: topic.name, references: referencesOf(topic), asked: false }))
        .sort((left, right) => left.references.length - right.references.length);
    },
    topicReferences(text, names = []) {
      // Topics named by the situation's curators first, then a topic for each rarer word of the message.
      const named = names.map((name) => study.naves.resolve(name)).filter((topic) => topic !== null);
      // A word the King James never uses is a modern name for a subject ("cheating"), and what a question asks
      // "about" is its subject even when the word is common ("what does the Bible say about working hard").
      const subject = words(text.match(/\babout\b([^.?!;]*)/i)?.[1] ?? "");
      // The subject's words first, each group rarest first: "the tower of Babel" is BABEL before TOWER.
      const rarestFirst = (found: string[]) =>
        found.sort((left, right) => weightOf(normalizeWord(right)) - weightOf(normalizeWord(left)));
      const rare = [...new Set([...rarestFirst([...subject]), ...rarestFirst(words(text))])].filter((word) => {
        if (word.length < 4 || isFunctionWord(word)) return false;
        const weight = weightOf(normalizeWord(word));
        return weight === 0 || weight >= 4 || (subject.includes(word) && weight >= 3);
      });
      // A word that is itself a topic's name ("hospitality", "envy") or its plain derivation ("leaders": LEADERSHIP),
      // not any topic whose name holds it ("hardness" for "hard").
      const asked = new Set<NaveTopic>();
      const found = rare.flatMap((word) => {
        const topics = topicsNamedBy(
          [
            word,
            word.replace(/ing$/, ""),
            // "procrastinating": PROCRASTINATION; "meditating": MEDITATE.
            word.replace(/ing$/, "ion"),
            word.replace(/ing$/, "e"),
            word.replace(/ness$/, ""),
            `${word.replace(/s$/, "")}ship`,
          ],
        );
        if (subject.includes(word)) topics.forEach((topic) => asked.add(topic));
        return topics;
      });
      const topics = [...new Set([...named, ...found])];
      return topics.map((topic): TopicReferences => ({
        topic: topic.name,
        references: referencesOf(topic),
        asked: asked.has(topic),
      })).filter((topic) => topic.references.length > 0);
    },
  };
}

/**
 * A note's own quotation marks made curly, the marks it would carry in print: straight double
 * quotes in a reply are kept for scripture quoted exactly and checked (citations.ts).
 */
function curlyQuotes(text: string): string {
  return text.replace(/(^|[\s(\[—–-])"/g, "$1“").replace(/"/g, "”");
}
