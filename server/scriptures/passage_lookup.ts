import type { PassageTarget } from "../../contracts/conversations.ts";
import type { BibleBookRecord, Corpus, GoshoWritingRecord, LotusChapterRecord } from "./corpus.ts";
import { goshoReference, lotusReference, verseReference } from "../../contracts/references.ts";

/** A reference resolved against the corpus. */
export type ResolvedPassage = {
  /** The canonical form (references.ts), e.g. 'Psalms 23:1', 'John 3:16-17'. */
  reference: string;
  source: PassageTarget["source"];
  /** Where the archive opens: for a verse range, its first verse. */
  target: PassageTarget;
  /** The stored text: each verse of a range in order, or a Lotus chapter's or Gosho writing's summary. */
  texts: string[];
};

/** A reference-looking span of free text, exactly as written, and where it starts. */
export type ReferenceSpan = { text: string; index: number };

export interface PassageLookup {
  /** The passage a reference names, or null when the book, chapter, verse or title is not in the corpus. */
  resolve(referenceText: string): ResolvedPassage | null;
  /** Every span that looks like a reference, in order; overlapping candidates go to the longest. */
  findReferences(text: string): ReferenceSpan[];
}

/**
 * Names and abbreviations people write for books beyond the corpus's own name and OSIS
 * abbreviation (SBL forms and common usage). Two-letter forms that are everyday English words
 * ("Is", "Am", "Re", "Ac") are left out on purpose: they would read "It is 3:15" as Isaiah.
 */
const bookVariants: Readonly<Record<string, readonly string[]>> = {
  Genesis: ["Gn", "Ge"],
  Exodus: ["Exo", "Ex"],
  Leviticus: ["Lv"],
  Numbers: ["Nm", "Nb"],
  Deuteronomy: ["Dt", "Deu"],
  Joshua: ["Jos"],
  Judges: ["Jdg", "Jg"],
  Ruth: ["Rth", "Ru"],
  Ezra: ["Ezr"],
  Nehemiah: ["Ne"],
  Esther: ["Est"],
  Job: ["Jb"],
  Psalms: ["Psalm", "Psa", "Pss"],
  Proverbs: ["Pro", "Prv", "Pr"],
  Ecclesiastes: ["Eccles", "Ecc", "Qoh", "Qoheleth"],
  "Song of Solomon": ["Song of Songs", "Canticles", "Cant"],
  Isaiah: [],
  Jeremiah: ["Je"],
  Lamentations: ["La"],
  Ezekiel: ["Eze", "Ezk"],
  Daniel: ["Dn", "Da"],
  Hosea: ["Ho"],
  Joel: ["Jl"],
  Amos: [],
  Obadiah: ["Ob"],
  Jonah: ["Jon", "Jnh"],
  Micah: ["Mi"],
  Nahum: ["Na"],
  Habakkuk: ["Hb"],
  Zephaniah: ["Zep"],
  Haggai: ["Hg"],
  Zechariah: ["Zec"],
  Malachi: [],
  Matthew: ["Mat", "Mt"],
  Mark: ["Mk", "Mrk"],
  Luke: ["Lk", "Luk"],
  John: ["Jn", "Jhn", "Joh"],
  Acts: ["Act", "Acts of the Apostles"],
  Romans: ["Ro", "Rm"],
  Galatians: ["Ga"],
  Ephesians: ["Ephes"],
  Philippians: ["Php", "Pp"],
  Colossians: [],
  Titus: ["Tit"],
  Philemon: ["Philem", "Phm"],
  Hebrews: [],
  James: ["Jm"],
  Jude: ["Jd"],
  Revelation: ["Revelations", "Revelation of John"],
  // Numbered books: the name after the number ("1 Corinthians" -> "Corinthians").
  Samuel: ["Sam", "Sa", "Sm"],
  Kings: ["Kgs", "Kin", "Ki"],
  Chronicles: ["Chron", "Chr", "Ch"],
  Corinthians: ["Cor", "Co"],
  Thessalonians: ["Thess", "Thes", "Th"],
  Timothy: ["Tim", "Ti"],
  Peter: ["Pet", "Pe", "Pt"],
};

/** How the number of '1 Corinthians' is written: '1 Cor', 'I Corinthians', 'First Corinthians', '1st Cor'. */
const ordinalForms: Readonly<Record<string, readonly string[]>> = {
  "1": ["1", "I", "First", "1st"],
  "2": ["2", "II", "Second", "2nd"],
  "3": ["3", "III", "Third", "3rd"],
};

/** Case, whitespace and apostrophe style do not change which book, chapter or writing is meant. */
function phraseKey(phrase: string): string {
  return phrase.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, " ").trim();
}

/** A literal phrase as a pattern that accepts any run of whitespace and either apostrophe. */
function phrasePattern(phrase: string): string {
  return phrase.trim().split(/\s+/).map((word) =>
    word.split(/['’]/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("['’]")
  ).join("\\s+");
}

/** Alternatives longest first, because a regex alternation takes the first that fits ('Song of Songs' before 'Song'). */
function alternation(phrases: Iterable<string>): string {
  return [...new Set(phrases)].sort((a, b) => b.length - a.length).map(phrasePattern).join("|");
}

function bookAliases(books: readonly BibleBookRecord[]): Map<string, BibleBookRecord> {
  const aliases = new Map<string, BibleBookRecord>();
  const add = (alias: string, book: BibleBookRecord) => {
    const key = phraseKey(alias);
    const existing = aliases.get(key);
    if (existing && existing !== book) throw new Error(`"${alias}" would name both ${existing.name} and ${book.name}`);
    aliases.set(key, book);
  };
  for (const book of books) {
    const numbered = /^([123]) (.+)$/.exec(book.name);
    if (!numbered) {
      for (const alias of [book.name, book.abbreviation, ...(bookVariants[book.name] ?? [])]) add(alias, book);
      continue;
    }
    const [, number, base] = numbered;
    const bases = [base, book.abbreviation.replace(/^\d/, ""), ...(bookVariants[base] ?? [])];
    for (const ordinal of ordinalForms[number]) {
      for (const name of bases) {
        add(`${ordinal} ${name}`, book);
        // '1Cor', '1John': digits are often written against the name; 'ICor' is not a thing people write.
        if (/^\d$/.test(ordinal)) add(`${ordinal}${name}`, book);
      }
    }
  }
  return aliases;
}

const notWordBefore = "(?<![\\p{L}\\p{N}])";

type Candidate = ReferenceSpan & { passage: () => ResolvedPassage | null };

/**
 * Resolves references against the corpus and finds them in free text (ISSUE: citation
 * verification). Everything is indexed once here; `resolve` and `findReferences` are then pure.
 */
export function createPassageLookup(corpus: Corpus): PassageLookup {
  const aliases = bookAliases(corpus.books);
  const verseIndex = new Map(
    corpus.verses.map((verse, index) => [`${verse.bookId}:${verse.chapter}:${verse.verse}`, index]),
  );
  const lotusByNumber = new Map(corpus.lotusChapters.map((chapter) => [chapter.chapterNumber, chapter]));
  const volumeTitle = new Map(corpus.goshoVolumes.map((volume) => [volume.id, volume.title]));
  const writingsByTitle = new Map<string, GoshoWritingRecord[]>();
  for (const writing of corpus.goshoWritings) {
    const key = phraseKey(writing.title);
    writingsByTitle.set(key, [...(writingsByTitle.get(key) ?? []), writing]);
  }

  // 'Ps. 23:1', '1 Cor 13:4-7', 'John 3:36-4:2'; a range takes a hyphen or an en dash (an em dash
  // after a reference usually starts the next clause, not a range).
  const biblePattern = new RegExp(
    `${notWordBefore}(${alternation(aliases.keys())})\\.?\\s*(\\d{1,3}):(\\d{1,3})` +
      `(?:\\s*[-–]\\s*(\\d{1,3})(?::(\\d{1,3}))?)?(?!\\d)`,
    "giu",
  );
  const lotusTitles = alternation(corpus.lotusChapters.map((chapter) => chapter.title));
  const lotusSutra = "Lotus\\s+S[uū]tra";
  const chapterWord = "(?:Chapter|Ch\\.)";
  const lotusPattern = new RegExp(
    `${notWordBefore}${lotusSutra},?\\s+${chapterWord}\\s*(\\d{1,2})(?!\\d)(?::\\s*(${lotusTitles})(?![\\p{L}\\p{N}]))?`,
    "giu",
  );
  const lotusAfterPattern = new RegExp(
    `${notWordBefore}${chapterWord}\\s*(\\d{1,2})\\s+of\\s+the\\s+${lotusSutra}(?![\\p{L}\\p{N}])`,
    "giu",
  );
  const goshoPattern = new RegExp(
    `${notWordBefore}(${alternation(corpus.goshoWritings.map((writing) => writing.title))})` +
      `(?![\\p{L}\\p{N}])(?:\\s*\\((${alternation(volumeTitle.values())})\\))?`,
    "giu",
  );

  function versePassage(bookAlias: string, numbers: Array<string | undefined>): ResolvedPassage | null {
    const book = aliases.get(phraseKey(bookAlias));
    if (!book) return null;
    const [chapter, verse, rangeEnd, rangeEndVerse] = numbers.map((value) =>
      value === undefined ? undefined : Number(value)
    );
    const endChapter = rangeEndVerse === undefined ? chapter! : rangeEnd!;
    const endVerse = rangeEndVerse ?? rangeEnd ?? verse!;
    const first = verseIndex.get(`${book.id}:${chapter}:${verse}`);
    const last = verseIndex.get(`${book.id}:${endChapter}:${endVerse}`);
    if (first === undefined || last === undefined || last < first) return null;
    const start = corpus.verses[first];
    let reference = verseReference(book.name, start.chapter, start.verse);
    if (last > first) reference += endChapter === start.chapter ? `-${endVerse}` : `-${endChapter}:${endVerse}`;
    return {
      reference,
      source: "bible",
      target: { source: "bible", bookId: book.id, chapter: start.chapter, verse: start.verse },
      texts: corpus.verses.slice(first, last + 1).map((record) => record.text),
    };
  }

  function lotusPassage(chapter: LotusChapterRecord): ResolvedPassage {
    return {
      reference: lotusReference(chapter.chapterNumber, chapter.title),
      source: "lotus",
      target: { source: "lotus", chapterNumber: chapter.chapterNumber },
      texts: [chapter.content],
    };
  }

  function goshoPassage(writing: GoshoWritingRecord): ResolvedPassage {
    return {
      reference: goshoReference(volumeTitle.get(writing.volumeId)!, writing.title),
      source: "gosho",
      target: { source: "gosho", volumeId: writing.volumeId, writingId: writing.id },
      texts: [writing.content],
    };
  }

  /**
   * Every candidate span. `asWritten` is the free-text mode: a Bible book must start with a
   * capital or a digit ("is 3:15" is a time, not Isaiah) and a Gosho title must be written as
   * titled ("winter always turns to spring" is a saying). A Lotus chapter title or a Gosho volume
   * that contradicts the number or title before it is left out of the span rather than trusted.
   */
  function candidates(text: string, asWritten: boolean): Candidate[] {
    const found: Candidate[] = [];
    for (const match of text.matchAll(biblePattern)) {
      if (asWritten && /^\p{Ll}/u.test(match[1])) continue;
      found.push({ text: match[0], index: match.index, passage: () => versePassage(match[1], match.slice(2)) });
    }
    for (const match of text.matchAll(lotusPattern)) {
      const chapter = lotusByNumber.get(Number(match[1]));
      const titleAgrees = match[2] === undefined || (chapter && phraseKey(match[2]) === phraseKey(chapter.title));
      const span = titleAgrees ? match[0] : match[0].slice(0, match[0].lastIndexOf(":"));
      found.push({ text: span, index: match.index, passage: () => chapter ? lotusPassage(chapter) : null });
    }
    for (const match of text.matchAll(lotusAfterPattern)) {
      const chapter = lotusByNumber.get(Number(match[1]));
      found.push({ text: match[0], index: match.index, passage: () => chapter ? lotusPassage(chapter) : null });
    }
    for (const match of text.matchAll(goshoPattern)) {
      const [whole, title, volume] = match;
      // The pattern is built from these titles, so the title is always indexed.
      const writings = writingsByTitle.get(phraseKey(title))!;
      if (asWritten && !writtenAsTitled(writings[0].title, title)) continue;
      const inVolume = volume === undefined
        ? writings[0]
        : writings.find((writing) => phraseKey(volumeTitle.get(writing.volumeId)!) === phraseKey(volume));
      const span = inVolume ? whole : title;
      found.push({ text: span, index: match.index, passage: () => goshoPassage(inVolume ?? writings[0]) });
    }
    return found;
  }

  return {
    resolve(referenceText) {
      const text = referenceText.trim();
      const whole = candidates(text, false).find((candidate) => candidate.index === 0 && candidate.text === text);
      return whole?.passage() ?? null;
    },
    findReferences(text) {
      const taken: Candidate[] = [];
      const byLength = candidates(text, true).sort((a, b) => b.text.length - a.text.length || a.index - b.index);
      for (const candidate of byLength) {
        const end = candidate.index + candidate.text.length;
        if (taken.every((other) => end <= other.index || candidate.index >= other.index + other.text.length)) {
          taken.push(candidate);
        }
      }
      return taken.sort((a, b) => a.index - b.index).map(({ text, index }) => ({ text, index }));
    },
  };
}

/**
 * A title written with its own capitals, apostrophe style aside; a leading 'The' may be lower
 * case, as in "in the Opening of the Eyes".
 */
function writtenAsTitled(title: string, written: string): boolean {
  const plain = (phrase: string) => phrase.replace(/[’‘]/g, "'").replace(/\s+/g, " ").replace(/^the /i, "The ");
  return plain(title) === plain(written);
}
