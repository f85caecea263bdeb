import type { Knowledge } from "../knowledge/knowledge.ts";
import type { BibleBookInfo, GlossaryEntry } from "../knowledge/knowledge_schemas.ts";
import type { Corpus, GoshoWritingRecord, LotusChapterRecord, VerseRecord } from "../scriptures/corpus.ts";
import type { PassageLookup } from "../scriptures/passage_lookup.ts";
import { goshoReference, lotusReference, verseReference } from "../../contracts/references.ts";
import type { ScriptureSource, SearchHit, SearchIndex } from "../search/search_index.ts";
import type { Passage } from "./engine.ts";

/**
 * Everything an answer plan may draw on (ISSUE 17), behind one small interface: exact scripture
 * text, our Lotus Sutra and Gosho summaries, search, the knowledge files, and the commentary and
 * topics of the study library when it is there. Passages are always the stored text; a reference
 * the library does not hold resolves to nothing.
 */
export type Library = {
  corpus: Corpus;
  /** What the library holds, as the persona says it ("the King James Bible, ..."). */
  description: string;
  knowledge: Knowledge;
  /** A passage by any reference form the reply checker reads ("Psalms 23:1-3", "Lotus Sutra, Chapter 12", "Gosho: Letter from Sado"). */
  passage(reference: string): Passage | null;
  /** The verses of a chapter, in order. */
  chapter(bookId: number, chapter: number): VerseRecord[];
  /** The stored verses a Bible reference covers, in order ("John 3:16-18", "Psalms 23", "Genesis 1:1-2:3"). */
  verses(reference: string): VerseRecord[];
  /** A verse's reference as replies write it ("Psalms 23:1"). */
  verseReference(verse: VerseRecord): string;
  /** The verse in modern English (the World English Bible) when the library holds it: to understand a question's words, never quoted as the KJV. */
  modern(verse: VerseRecord): string | null;
  /** The verse in Spanish (the Reina-Valera 1909) when the library holds it, for a visitor who asks for it in Spanish. */
  spanish(verse: VerseRecord): string | null;
  /** Bible references for the subjects a message names, from Nave's Topical Bible, when the study library is installed. */
  topicReferences(text: string, names?: readonly string[]): TopicReferences[];
  /** Nave's topic by its name ("Sadducees", "manna"), its headings with their verses, when the study library is installed. */
  topicOutline(name: string): TopicOutline | null;
  /** Nave's topics that list this verse, most specific (fewest verses) first, when the study library is installed. */
  topicsCiting(bookId: number, chapter: number, verse: number): TopicReferences[];
  lotus(chapterNumber: number): LotusChapterRecord | undefined;
  gosho(writingId: number): GoshoWritingRecord | undefined;
  goshoByTitle(title: string): GoshoWritingRecord | undefined;
  bookInfo(bookId: number): BibleBookInfo | undefined;
  /** Glossary entries that name this passage among theirs (by book and chapter for a verse). */
  conceptsCiting(reference: string): GlossaryEntry[];
  search(query: string, sources: readonly ScriptureSource[], limit: number): SearchHit[];
  /** How rare a word (by its stem) is in the scriptures: see SearchIndex.weightOf. */
  weightOf(stem: string): number;
  /** Matthew Henry's note on a verse, when the study library is installed. */
  commentary(bookId: number, chapter: number, verse: number): StudyNoteOnVerse | null;
  /** Spurgeon's note on a verse of the Psalms (The Treasury of David), when the study library is installed. */
  spurgeon(bookId: number, chapter: number, verse: number): StudyNoteOnVerse | null;
};

/** `asked`: the topic is what the message asks about ("what does the Bible say about gossip"), not a word in passing. */
export type TopicReferences = { topic: string; references: string[]; asked: boolean };
/**
 * `note`: what Nave says the subject is, when his first heading is only that ("(A sect of the Jews)"). A heading's
 * `items` are its own sub-headings with their verses ("INSTANCES OF": "Of Cain slaying Abel", Genesis 4:5-8).
 */
export type TopicOutline = {
  topic: string;
  note: string | null;
  headings: { label: string; references: string[]; items: { label: string; references: string[] }[] }[];
};
export type StudyNoteOnVerse = { range: string; text: string; attribution: string };

export type LibraryDeps = {
  corpus: Corpus;
  knowledge: Knowledge;
  lookup: PassageLookup;
  searchIndex: SearchIndex;
  commentary?: Library["commentary"];
  spurgeon?: Library["spurgeon"];
  modern?: Library["modern"];
  spanish?: Library["spanish"];
  topicReferences?: Library["topicReferences"];
  topicsCiting?: Library["topicsCiting"];
  topicOutline?: Library["topicOutline"];
};

export function createLibrary(
  {
    corpus,
    knowledge,
    lookup,
    searchIndex,
    commentary,
    spurgeon,
    modern,
    spanish,
    topicReferences,
    topicsCiting,
    topicOutline,
  }: LibraryDeps,
): Library {
  const chapters = new Map<string, VerseRecord[]>();
  for (const verse of corpus.verses) {
    const key = `${verse.bookId}:${verse.chapter}`;
    chapters.set(key, [...(chapters.get(key) ?? []), verse]);
  }
  const lotusByNumber = new Map(corpus.lotusChapters.map((chapter) => [chapter.chapterNumber, chapter]));
  const goshoById = new Map(corpus.goshoWritings.map((writing) => [writing.id, writing]));
  const goshoByTitle = new Map(corpus.goshoWritings.map((writing) => [writing.title.toLowerCase(), writing]));
  const volumeTitle = new Map(corpus.goshoVolumes.map((volume) => [volume.id, volume.title]));
  const bookByName = new Map(corpus.books.map((book) => [book.name, book]));
  const bookById = new Map(corpus.books.map((book) => [book.id, book]));

  function verses(reference: string): VerseRecord[] {
    const match = /^(.+) (\d+)(?::(\d+)(?:-(\d+)(?::(\d+))?)?)?$/.exec(reference);
    const book = match && bookByName.get(match[1]);
    if (!match || !book) return [];
    const chapter = Number(match[2]);
    if (match[3] === undefined) return chapters.get(`${book.id}:${chapter}`) ?? [];
    const start = Number(match[3]);
    const endChapter = match[5] ? Number(match[4]) : chapter;
    const endVerse = match[5] ? Number(match[5]) : match[4] ? Number(match[4]) : start;
    const found: VerseRecord[] = [];
    for (let number = chapter; number <= endChapter; number++) {
      for (const verse of chapters.get(`${book.id}:${number}`) ?? []) {
        if ((number > chapter || verse.verse >= start) && (number < endChapter || verse.verse <= endVerse)) {
          found.push(verse);
        }
      }
    }
    return found;
  }

  /** Glossary entries by the passages they cite: "John 3" and "Lotus Sutra, Chapter 12" keys, with the verses cited. */
  const citing = new Map<string, { entry: GlossaryEntry; verses: VerseSpan | null }[]>();
  for (const entry of knowledge.glossary.all) {
    for (const reference of entry.passages) {
      const key = passageKey(reference);
      citing.set(key, [...(citing.get(key) ?? []), { entry, verses: verseSpan(reference) }]);
    }
  }
  /** A concept citing a few verses of a long chapter (Isaiah 40:11, the shepherd) is not the teaching of its every verse (40:31). */
  function conceptsCiting(reference: string): GlossaryEntry[] {
    const asked = verseSpan(reference);
    /** Verses between what is asked and what is cited: 0 when they overlap or either is a whole chapter. */
    const apart = (cited: VerseSpan | null) =>
      !asked || !cited ? 0 : Math.max(0, cited.from - asked.to, asked.from - cited.to);
    const found = (citing.get(passageKey(reference)) ?? []).map((citation) => ({
      ...citation,
      apart: apart(citation.verses),
    }))
      .filter((citation) => citation.apart <= citedReach).sort((left, right) => left.apart - right.apart);
    return [...new Set(found.map((citation) => citation.entry))];
  }

  const passages = new Map<string, Passage | null>();
  function passage(reference: string): Passage | null {
    let found = passages.get(reference);
    if (found === undefined) {
      found = resolvePassage(reference);
      passages.set(reference, found);
    }
    return found;
  }

  function resolvePassage(reference: string): Passage | null {
    const gosho = /^Gosho: (.+)$/.exec(reference);
    if (gosho) {
      const writing = goshoByTitle.get(gosho[1].toLowerCase());
      return writing
        ? {
          source: "gosho",
          reference: goshoReference(volumeTitle.get(writing.volumeId)!, writing.title),
          text: writing.content,
        }
        : null;
    }
    const lotus = /^Lotus Sutra, Chapter (\d+)$/.exec(reference);
    if (lotus) {
      const chapter = lotusByNumber.get(Number(lotus[1]));
      return chapter
        ? { source: "lotus", reference: lotusReference(chapter.chapterNumber, chapter.title), text: chapter.content }
        : null;
    }
    const wholeChapter = /^(.+) (\d+)$/.exec(reference);
    if (wholeChapter && bookByName.has(wholeChapter[1])) {
      const verses = chapters.get(`${bookByName.get(wholeChapter[1])!.id}:${wholeChapter[2]}`);
      if (!verses) return null;
      const last = verses.at(-1)!;
      return {
        source: "bible",
        reference: `${verseReference(wholeChapter[1], Number(wholeChapter[2]), 1)}-${last.verse}`,
        text: verses.map((verse) => verse.text).join(" "),
      };
    }
    const found = lookup.resolve(reference);
    return found ? { source: found.source, reference: found.reference, text: found.texts.join(" ") } : null;
  }

  return {
    corpus,
    description: describe(corpus, commentary !== undefined),
    knowledge,
    passage,
    chapter: (bookId, chapter) => chapters.get(`${bookId}:${chapter}`) ?? [],
    verses,
    verseReference: (verse) => verseReference(bookById.get(verse.bookId)!.name, verse.chapter, verse.verse),
    modern: modern ?? (() => null),
    spanish: spanish ?? (() => null),
    topicReferences: topicReferences ?? (() => []),
    topicsCiting: topicsCiting ?? (() => []),
    topicOutline: topicOutline ?? (() => null),
    lotus: (chapterNumber) => lotusByNumber.get(chapterNumber),
    gosho: (writingId) => goshoById.get(writingId),
    goshoByTitle: (title) => goshoByTitle.get(title.toLowerCase()),
    bookInfo: (bookId) => knowledge.bibleBooks.get(bookId),
    conceptsCiting,
    search: (query, sources, limit) => searchIndex.search(query, { sources: new Set(sources), limit }),
    weightOf: (stem) => searchIndex.weightOf(stem),
    commentary: commentary ?? (() => null),
    spurgeon: spurgeon ?? (() => null),
  };
}

type VerseSpan = { from: number; to: number };
/** How many verses either side of the verses a concept cites still carry its teaching. */
const citedReach = 3;

/** The verses of its chapter a Bible reference names ("John 10:11-14": 11 to 14); null for a whole chapter or a non-Bible reference. */
function verseSpan(reference: string): VerseSpan | null {
  const found = /^.+ \d+:(\d+)(?:-(\d+)(:\d+)?)?$/.exec(reference);
  if (!found) return null;
  const from = Number(found[1]);
  // A range into the next chapter ("Genesis 1:1-2:3") runs to the end of this one.
  return { from, to: found[3] ? Infinity : Number(found[2] ?? from) };
}

/** A passage's chapter-level key: "John 3:16-18" and "John 3" are "John 3"; Lotus and Gosho as they are. */
function passageKey(reference: string): string {
  const lotus = /^Lotus Sutra, Chapter (\d+)/.exec(reference);
  if (lotus) return `Lotus Sutra, Chapter ${lotus[1]}`;
  const gosho = /^(?:Gosho: )?(.+?)(?: \(Gosho Volume [IV]+\))?$/.exec(reference);
  const verse = /^(.+ \d+)(?::\d+(?:-\d+(?::\d+)?)?)?$/.exec(reference);
  return verse ? verse[1] : `Gosho: ${gosho![1]}`;
}

/** What the library holds, as the persona says it. */
function describe(corpus: Corpus, study: boolean): string {
  const others = corpus.versions.filter((version) => version.available && version.abbreviation !== "KJV")
    .map((version) => `the ${version.name}`);
  const bibles = others.length > 0
    ? `the King James Bible (with ${others.join(" and ")} beside it)`
    : "the King James Bible";
  const notes = study ? ", Matthew Henry's commentary, Spurgeon's Treasury of David, Nave's Topical Bible" : "";
  return `${bibles}${notes}, the Lotus Sutra in our own chapter summaries and ${corpus.goshoWritings.length} writings of Nichiren in summary`;
}
