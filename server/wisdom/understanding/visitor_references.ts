import type { BibleBookRecord, Corpus, GoshoWritingRecord } from "../../scriptures/corpus.ts";
import { goshoReference, lotusReference, verseReference } from "../../../contracts/references.ts";

/**
 * References to scripture anywhere in a visitor's free text (ISSUE 17, understanding): 'jn 3:16-18',
 * 'Romans chapter 8', 'the Devadatta chapter', 'the burning house', 'winter turns to spring'.
 * server/scriptures/passage_lookup.ts reads the persona's own strict forms; visitors write loosely,
 * in any case, with their own spacing, so this reads word tokens against phrase tables instead.
 */
export type VisitorReference =
  | {
    source: "bible";
    bookId: number;
    /** The corpus's book name ('Psalms', '1 Corinthians'). */
    book: string;
    chapter: number;
    /** Both null for a whole chapter; equal for a single verse. */
    verseStart: number | null;
    verseEnd: number | null;
    /** Only for a range that crosses chapters: 'Romans 6-8' (no verses) or 'John 3:36-4:2' (verseEnd in chapterEnd). */
    chapterEnd?: number;
    /** The span as written. */
    text: string;
    /** Where the span starts in the message. */
    index: number;
  }
  | { source: "lotus"; chapterNumber: number; text: string; index: number }
  | { source: "gosho"; writingId: number; volumeId: number; title: string; text: string; index: number };

export interface VisitorReferenceFinder {
  /**
   * Every reference in the text, in order of appearance, never overlapping (the longest reading
   * wins). A reference to a chapter or verse the corpus does not hold ('John 3:99') is not found.
   */
  find(text: string): VisitorReference[];
  /**
   * A Bible reference the text makes to a chapter or verse the book does not have ('John 3:37',
   * 'Matthew 29'), with how far the book goes, when the text names no passage that exists.
   */
  outOfRange(text: string): OutOfRange | null;
}

export type OutOfRange = {
  book: string;
  chapter: number;
  verse: number | null;
  chapters: number;
  verses: number | null;
};

type Need = "none" | "lotus" | "parable" | "nearest-lotus" | "nearest-not-lotus";
type Context = "lotus" | "bible" | "other";
type BiblePlace = { chapter: number; verseStart: number | null; verseEnd: number | null; chapterEnd?: number };

/**
 * What visitors write for a book beyond its corpus name and abbreviation: SBL and common short
 * forms, a few frequent misspellings, and the Spanish names ("Juan 14:27", as the Reina-Valera has them; accents are
 * folded when a message is read, so "Isaías" is "Isaias"). Numbered books are keyed by the name after the number.
 * Two-letter forms that are everyday words ("Is", "Am", "Ex" aside) are left out: "it is 3:15".
 */
export const bookAliases: Readonly<Record<string, readonly string[]>> = {
  Genesis: ["Gen", "Gn"],
  Exodus: ["Exo", "Ex", "Exodo"],
  Leviticus: ["Lv", "Levitico"],
  Numbers: ["Nm", "Numeros"],
  Deuteronomy: ["Dt", "Deu", "Deutoronomy", "Deuteronomio"],
  Joshua: ["Jos", "Josue"],
  Judges: ["Jdg", "Jg", "Jueces"],
  Ruth: ["Rth", "Rut"],
  Ezra: ["Ezr", "Esdras"],
  Esther: ["Est", "Ester"],
  Job: ["Jb"],
  Psalms: ["Psalm", "Psa", "Pss", "Psm", "Pslm", "Salmos", "Salmo"],
  Proverbs: ["Proverb", "Prv", "Pro", "Proverbios"],
  Ecclesiastes: ["Eccles", "Ecc", "Qoheleth", "Eclesiastes"],
  "Song of Solomon": ["Song of Songs", "Canticles", "Cantares", "Cantar de los Cantares"],
  Ezekiel: ["Eze", "Ezk", "Ezequiel"],
  Daniel: ["Dn"],
  Obadiah: ["Ob", "Abdias"],
  Jonah: ["Jon", "Jnh", "Jonas"],
  Zephaniah: ["Zep", "Sofonias"],
  Haggai: ["Hg", "Hageo"],
  Zechariah: ["Zec", "Zacarias"],
  Matthew: ["Mat", "Mt", "Mathew", "Mateo"],
  Mark: ["Mk", "Mrk", "Marcos"],
  Luke: ["Lk", "Luk", "Lucas"],
  John: ["Jn", "Jhn", "Joh", "Juan"],
  Acts: ["Act", "Acts of the Apostles", "Hechos"],
  Romans: ["Rm", "Romanos"],
  Galatians: ["Galations", "Galatas"],
  Ephesians: ["Ephes", "Efesios"],
  Philippians: ["Php", "Philipians", "Phillipians", "Phillippians", "Filipenses"],
  Philemon: ["Philem", "Phm", "Filemon"],
  James: ["Jm", "Santiago"],
  Revelation: ["Revelations", "Apocalipsis"],
  Samuel: ["Sm"],
  Kings: ["Ki", "Kin", "Reyes"],
  Chronicles: ["Chron", "Cronicas"],
  Corinthians: ["Corinthian", "Corintios"],
  Thessalonians: ["Thes", "Th", "Tesalonicenses"],
  Peter: ["Pt", "Pedro"],

  Nehemiah: ["Nehemias"],
  Isaiah: ["Isaias"],
  Jeremiah: ["Jeremias"],
  Lamentations: ["Lamentaciones"],
  Hosea: ["Oseas"],
  Micah: ["Miqueas"],
  Habakkuk: ["Habacuc"],
  Malachi: ["Malaquias"],
  Colossians: ["Colosenses"],
  Timothy: ["Timoteo"],
  Titus: ["Tito"],
  Hebrews: ["Hebreos"],
  Jude: ["Judas"],
};

/**
 * Book names that are also everyday words or given names ("Mark my words", "Job interview",
 * "numbers 1 to 10"): they name a book only when the number after them reads as a chapter, not
 * as a count, and not after a determiner ("my job 2").
 */
const everydayNames = new Set(
  ("job acts act numbers num mark john ruth james jude amos titus kings judges lamentations lam revelation revelations " +
    "rev song daniel dan joel jonah jon esther luke matthew mathew matt mat micah ezra hosea peter timothy samuel sam " +
    "phil gen col gal mal pro hag nah ex ps chronicles corinthians thessalonians " +
    "juan marcos lucas mateo santiago pedro tito judas jonas ester rut reyes hechos").split(" "),
);

/** Short forms that are common words ("song 2 on my album", "act 2"): they name a book only with a verse ('Song 2:4'). */
const verseOnlyNames = new Set([
  "song",
  "ex",
  "pro",
  "act",
  "hag",
  "nah",
  "jon",
  "dan",
  "sam",
  "gal",
  "mal",
  "col",
  "lam",
  "mat",
]);

/** How the number of '1 Corinthians' is written: '1 Cor', '1Cor', 'I Corinthians', 'First Corinthians', '1st Cor'. */
const ordinalPrefixes: Readonly<Record<string, readonly string[]>> = {
  "1": ["1", "I", "First", "1st"],
  "2": ["2", "II", "Second", "2nd"],
  "3": ["3", "III", "Third", "3rd"],
};

/**
 * Lotus Sutra chapter names beyond the corpus title. `generic` parts read as ordinary words or
 * name a person ("Devadatta", "life span", "Medicine King"): they count next to the word
 * chapter ('the Devadatta chapter', 'Juryo-hon') or written as a title in a message about the
 * Lotus Sutra. A corpus title listed as generic is generic too. Japanese names are the ones
 * recited in daily practice (Hoben-pon, Juryo-hon, Jigage) or of the same standard form.
 */
const lotusNames: Readonly<Record<number, { distinct?: readonly string[]; generic?: readonly string[] }>> = {
  1: { generic: ["Introduction"] },
  2: { distinct: ["Hobenpon"], generic: ["Hoben"] },
  4: { generic: ["Belief and Understanding"] },
  5: { distinct: ["Medicinal Herbs"] },
  7: { distinct: ["Phantom City"] },
  8: { distinct: ["Five Hundred Disciples"] },
  9: { distinct: ["Learners and Adepts"] },
  10: { generic: ["Teacher of the Law"] },
  11: { distinct: ["Treasure Tower"], generic: ["Hoto"] },
  12: { generic: ["Devadatta", "Daibadatta"] },
  13: { generic: ["Encouraging Devotion"] },
  14: { generic: ["Peaceful Practices", "Peaceful Practice"] },
  15: { distinct: ["Bodhisattvas of the Earth"] },
  16: { distinct: ["Jigage", "Juryohon"], generic: ["Life Span", "Lifespan", "Juryo"] },
  18: { generic: ["Responding with Joy"] },
  20: { distinct: ["Never Disparaging"], generic: ["Fukyo"] },
  21: { generic: ["Supernatural Powers", "Jinriki"] },
  22: { generic: ["Entrustment"] },
  23: { generic: ["Medicine King"] },
  24: { generic: ["Wonderful Sound"] },
  25: {
    distinct: ["Universal Gateway", "Perceiver of the World's Sounds"],
    generic: ["Kannon", "Kanzeon", "Guanyin", "Avalokiteshvara", "Avalokitesvara", "Fumon"],
  },
  26: { generic: ["Dharani"] },
  27: { distinct: ["King Wonderful Adornment"] },
  28: { distinct: ["Universal Worthy"], generic: ["Samantabhadra"] },
};

/**
 * Gosho names beyond the title (which counts with or without a leading 'The'). `distinct` holds
 * clear parts and the standard romanized Japanese titles; `generic` holds titles or parts that
 * read as ordinary phrases ("happiness in this world", "the true aspect of all phenomena" is also
 * a doctrine): they count written as a title, in quotes or next to a word like 'letter' or 'Gosho'.
 */
const goshoNames: Readonly<Record<string, { distinct?: readonly string[]; generic?: readonly string[] }>> = {
  "On Attaining Buddhahood in This Lifetime": {
    distinct: ["Issho Jobutsu Sho"],
    generic: ["Attaining Buddhahood in This Lifetime"],
  },
  "On Establishing the Correct Teaching for the Peace of the Land": {
    distinct: ["Establishing the Correct Teaching for the Peace of the Land", "Rissho Ankoku Ron"],
    generic: ["Establishing the Correct Teaching"],
  },
  "The Heritage of the Ultimate Law of Life": {
    distinct: ["Heritage of the Ultimate Law", "Shoji Ichidaiji Kechimyaku Sho"],
    generic: ["Ultimate Law of Life"],
  },
  "The Opening of the Eyes": { distinct: ["Kaimoku Sho", "Kaimokusho"] },
  "Letter from Sado": { distinct: ["Sado Gosho"] },
  "The Object of Devotion for Observing the Mind": {
    distinct: ["Kanjin no Honzon Sho", "True Object of Worship"],
    generic: ["Observing the Mind"],
  },
  "The True Aspect of All Phenomena": { distinct: ["Shoho Jisso Sho"], generic: ["The True Aspect of All Phenomena"] },
  "On Practicing the Buddha's Teachings": {
    distinct: ["Nyosetsu Shugyo Sho"],
    generic: ["Practicing the Buddha's Teachings"],
  },
  "Letter to the Brothers": {
    distinct: ["Kyodai Sho", "Letter to the Ikegami Brothers"],
    generic: ["Letter to the Brothers", "Letter to Two Brothers", "Letter to the Two Brothers"],
  },
  "Winter Always Turns to Spring": {
    distinct: [
      "Winter Turns to Spring",
      "Winter Always Turns into Spring",
      "Winter Never Fails to Turn to Spring",
      "Winter Turning to Spring",
      "Winter Always Turning to Spring",
      "Winter Will Turn to Spring",
    ],
  },
  "The Selection of the Time": { distinct: ["Senji Sho"] },
  "The Supremacy of the Law": { generic: ["The Supremacy of the Law"] },
  "Happiness in This World": { generic: ["Happiness in This World"] },
  "On Repaying Debts of Gratitude": { distinct: ["Ho'on Sho"], generic: ["Repaying Debts of Gratitude"] },
  "The Three Kinds of Treasure": { distinct: ["Sushun Tenno Gosho"], generic: ["The Three Kinds of Treasure"] },
  "On Persecutions Befalling the Sage": { distinct: ["Persecutions Befalling the Sage", "Shonin Gonan Ji"] },
  "Nembutsu and the Hell of Incessant Suffering": { distinct: ["Nembutsu Muken Jigoku Sho"] },
  "On the Protection of the Nation": { distinct: ["Shugo Kokka Ron"], generic: ["Protection of the Nation"] },
  "On Reciting the Daimoku of the Lotus Sutra": {
    distinct: ["Sho Hokke Daimoku Sho"],
    generic: ["Reciting the Daimoku of the Lotus Sutra"],
  },
  "Choosing the Heart of the Lotus Sutra": { distinct: ["Hokke Shuyo Sho"] },
  "Letter to Shimoyama": { distinct: ["Shimoyama Goshosoku"] },
  "Questions and Answers on the Object of Devotion": { distinct: ["Honzon Mondo Sho"] },
  "The Unanimous Declaration by the Buddhas of the Three Existences regarding the Classification of the Teachings and Which Are to Be Abandoned and Which Upheld":
    {
      distinct: ["Unanimous Declaration by the Buddhas of the Three Existences"],
      generic: ["Unanimous Declaration"],
    },
  "On Reprimanding Hachiman": { distinct: ["Reprimanding Hachiman", "Kangyo Hachiman Sho"] },
  "The Receiving of the Three Great Secret Laws": {
    distinct: ["Receiving of the Three Great Secret Laws", "Sandai Hiho Sho", "Sandai Hiho Honjo Ji"],
  },
  "On the Three Virtues of Food": { distinct: ["Three Virtues of Food"] },
};

/**
 * Parables and famous images, checked against the chapter summaries in data/lotus_sutra.json.
 * "(a|b|)" is a choice of words, an empty choice leaves the word out. `need` says what else must
 * hold: "lotus" = a parable word nearby, or 'the ...' in a message about the Lotus Sutra ('I need a
 * good doctor' is not chapter 16); "parable" = a parable word nearby ('the parable of the poor son').
 */
const lotusImages: ReadonlyArray<readonly [number, string, Need]> = [
  [3, "burning house", "none"],
  [3, "three carts", "none"],
  [3, "white ox (cart|carriage)", "none"],
  [3, "house on fire", "parable"],
  [4, "(rich|wealthy) (man|father) and his (poor|lost|runaway) son", "none"],
  [4, "poor son", "parable"],
  [4, "prodigal son", "nearest-lotus"],
  [5, "(herbs|plants)", "parable"],
  [5, "(rain|dense) cloud", "parable"],
  [7, "(conjured|magic|illusory) city", "lotus"],
  [7, "city of illusion", "lotus"],
  [8, "(jewel|gem) (sewn|hidden|) (in|into|inside) (the|his|a|) (robe|lining|garment|coat|clothes|clothing)", "none"],
  [8, "hidden jewel", "lotus"],
  [11, "tower of (many|) treasures", "none"],
  [12, "dragon king's daughter", "none"],
  [12, "daughter of the dragon king", "none"],
  [12, "(dragon|naga) (girl|princess)", "lotus"],
  [15, "bodhisattvas (who|that|) (emerged|emerge|emerging|rose|sprang) from the earth", "none"],
  [15, "(emerged|emerge) from the earth", "lotus"],
  [16, "physician's (sons|children)", "none"],
  [16, "(physician|doctor) and his (sons|children)", "none"],
  [16, "doctor's (sons|children)", "lotus"],
  [16, "(good|skilled|wise|excellent) (doctor|physician)", "lotus"],
  [16, "physician", "parable"],
];

/** Named Bible passages, each checked in the tests against the KJV text it names. */
const bibleImages: ReadonlyArray<readonly [string, BiblePlace, string, Need]> = [
  ["Luke", { chapter: 15, verseStart: 11, verseEnd: 32 }, "prodigal son", "nearest-not-lotus"],
  ["Luke", { chapter: 10, verseStart: 25, verseEnd: 37 }, "good samaritan", "none"],
  ["Luke", { chapter: 15, verseStart: 3, verseEnd: 7 }, "lost sheep", "parable"],
  ["Matthew", { chapter: 5, verseStart: null, verseEnd: null, chapterEnd: 7 }, "sermon on the mount", "none"],
  ["Matthew", { chapter: 5, verseStart: 3, verseEnd: 12 }, "beatitudes", "none"],
  ["Matthew", { chapter: 6, verseStart: 9, verseEnd: 13 }, "lord's prayer", "none"],
  ["Exodus", { chapter: 20, verseStart: 1, verseEnd: 17 }, "ten commandments", "none"],
  ["1 Corinthians", { chapter: 13, verseStart: null, verseEnd: null }, "love chapter", "none"],
  ["Psalms", { chapter: 23, verseStart: null, verseEnd: null }, "(shepherd|shepherd's) psalm", "none"],
  // Jesus' other parables, as Nave's Topical Bible lists them (JESUS, THE CHRIST: PARABLES OF).
  ["Matthew", { chapter: 25, verseStart: 14, verseEnd: 30 }, "talents", "parable"],
  ["Matthew", { chapter: 25, verseStart: 1, verseEnd: 13 }, "ten (virgins|bridesmaids)", "none"],
  ["Matthew", { chapter: 25, verseStart: 1, verseEnd: 13 }, "wise and foolish (virgins|bridesmaids)", "none"],
  ["Matthew", { chapter: 7, verseStart: 24, verseEnd: 27 }, "wise and foolish (builders|builder|man|men)", "none"],
  ["Matthew", { chapter: 7, verseStart: 24, verseEnd: 27 }, "house (built|) on (the|a|) rock", "none"],
  ["Luke", { chapter: 12, verseStart: 16, verseEnd: 21 }, "rich fool", "none"],
  ["Matthew", { chapter: 18, verseStart: 23, verseEnd: 35 }, "(unmerciful|unforgiving|wicked) servant", "none"],
  ["Matthew", { chapter: 20, verseStart: 1, verseEnd: 16 }, "(labourers|laborers|workers) in the vineyard", "none"],
  ["Matthew", { chapter: 13, verseStart: 45, verseEnd: 46 }, "pearl of great price", "none"],
  ["Matthew", { chapter: 13, verseStart: 44, verseEnd: 44 }, "hidden treasure", "parable"],
  ["Luke", { chapter: 18, verseStart: 9, verseEnd: 14 }, "pharisee and the publican", "none"],
  ["Luke", { chapter: 18, verseStart: 9, verseEnd: 14 }, "pharisee and the tax collector", "none"],
  ["Luke", { chapter: 16, verseStart: 19, verseEnd: 31 }, "rich man and lazarus", "none"],
  ["Luke", { chapter: 18, verseStart: 1, verseEnd: 8 }, "(persistent|importunate) widow", "none"],
  ["Luke", { chapter: 18, verseStart: 1, verseEnd: 8 }, "unjust judge", "none"],
  ["Luke", { chapter: 15, verseStart: 8, verseEnd: 10 }, "lost (coin|drachma)", "none"],
  ["Luke", { chapter: 15, verseStart: 8, verseEnd: 10 }, "lost piece of silver", "none"],
  ["Luke", { chapter: 14, verseStart: 15, verseEnd: 24 }, "great (supper|banquet)", "parable"],
  ["Matthew", { chapter: 21, verseStart: 28, verseEnd: 32 }, "two sons", "parable"],
  ["Matthew", { chapter: 13, verseStart: 24, verseEnd: 30 }, "wheat and (the|) (tares|weeds)", "none"],
  ["Matthew", { chapter: 13, verseStart: 24, verseEnd: 30 }, "(tares|weeds) among the wheat", "none"],
  ["Luke", { chapter: 11, verseStart: 5, verseEnd: 8 }, "friend at midnight", "none"],
  ["Luke", { chapter: 16, verseStart: 1, verseEnd: 9 }, "(unjust|shrewd|dishonest) (steward|manager)", "none"],
  [
    "Matthew",
    { chapter: 21, verseStart: 33, verseEnd: 44 },
    "(wicked|evil) (husbandmen|tenants|farmers|vinedressers)",
    "none",
  ],
  ["Luke", { chapter: 13, verseStart: 6, verseEnd: 9 }, "barren fig tree", "none"],
  ["Luke", { chapter: 19, verseStart: 11, verseEnd: 27 }, "(pounds|minas)", "parable"],
  ["Matthew", { chapter: 22, verseStart: 1, verseEnd: 14 }, "(wedding|marriage) (feast|banquet)", "parable"],
  ["Luke", { chapter: 7, verseStart: 41, verseEnd: 47 }, "two debtors", "none"],
  // Stories people name rather than cite.
  ["1 Samuel", { chapter: 17, verseStart: null, verseEnd: null }, "david and goliath", "none"],
  [
    "Genesis",
    { chapter: 22, verseStart: 1, verseEnd: 19 },
    "abraham (almost|nearly) (sacrifices|sacrificed|sacrificing|sacrifice|kills|killed|kill|offers|offered|offer) isaac",
    "none",
  ],
  ["Genesis", { chapter: 22, verseStart: 1, verseEnd: 19 }, "(binding|sacrifice|sacrificing) of isaac", "none"],
  ["Genesis", { chapter: 22, verseStart: 1, verseEnd: 19 }, "abraham and isaac", "none"],
  ["Daniel", { chapter: 6, verseStart: null, verseEnd: null }, "daniel in the (lions'|lions|lion's) den", "none"],
  ["Luke", { chapter: 19, verseStart: 1, verseEnd: 10 }, "zacchaeus", "none"],
  ["John", { chapter: 4, verseStart: 5, verseEnd: 42 }, "(samaritan|) woman at the well", "none"],
  ["John", { chapter: 8, verseStart: 1, verseEnd: 11 }, "woman caught in adultery", "none"],
  ["Luke", { chapter: 24, verseStart: 13, verseEnd: 35 }, "road to emmaus", "none"],
  [
    "Matthew",
    { chapter: 14, verseStart: 22, verseEnd: 33 },
    "(jesus|peter|) (walks|walking|walked) on (the|) water",
    "none",
  ],
  [
    "Mark",
    { chapter: 4, verseStart: 35, verseEnd: 41 },
    "(calming|calms|calmed|stilling|stills|stilled) (of|) the storm",
    "none",
  ],
  ["Genesis", { chapter: 22, verseStart: 1, verseEnd: 19 }, "binding of isaac", "none"],
  ["Genesis", { chapter: 22, verseStart: 1, verseEnd: 19 }, "abraham and isaac", "none"],
  ["Exodus", { chapter: 3, verseStart: 1, verseEnd: 15 }, "burning bush", "none"],
  ["John", { chapter: 11, verseStart: 1, verseEnd: 44 }, "raising of lazarus", "none"],
  ["Acts", { chapter: 9, verseStart: 1, verseEnd: 22 }, "road to damascus", "none"],
  ["Acts", { chapter: 9, verseStart: 1, verseEnd: 22 }, "(paul's|saul's) conversion", "none"],
  ["Acts", { chapter: 9, verseStart: 1, verseEnd: 22 }, "conversion of (paul|saul)", "none"],
  ["Luke", { chapter: 23, verseStart: 39, verseEnd: 43 }, "thief on the cross", "none"],
  ["John", { chapter: 2, verseStart: 1, verseEnd: 11 }, "(wedding|marriage) (at|in) cana", "none"],
  ["John", { chapter: 2, verseStart: 1, verseEnd: 11 }, "water (into|to) wine", "none"],
  ["John", { chapter: 2, verseStart: 1, verseEnd: 11 }, "water turned (into|to) wine", "none"],
  ["John", { chapter: 2, verseStart: 1, verseEnd: 11 }, "turning water (into|to) wine", "none"],
  ["John", { chapter: 2, verseStart: 1, verseEnd: 11 }, "turned water (into|to) wine", "none"],
  ["Matthew", { chapter: 14, verseStart: 13, verseEnd: 21 }, "feeding (of|) (the|) (five|5) thousand", "none"],
  ["Matthew", { chapter: 14, verseStart: 13, verseEnd: 21 }, "(five|5) loaves and two (fishes|fish)", "none"],
  ["Genesis", { chapter: 7, verseStart: null, verseEnd: null }, "noah's ark", "none"],
  ["Genesis", { chapter: 7, verseStart: null, verseEnd: null }, "noah and the ark", "none"],
  ["Genesis", { chapter: 7, verseStart: null, verseEnd: null }, "noah and the flood", "none"],
  ["Jonah", { chapter: 1, verseStart: null, verseEnd: null }, "jonah and the whale", "none"],
  ["Jonah", { chapter: 1, verseStart: null, verseEnd: null }, "jonah and the big fish", "none"],
  ["Jonah", { chapter: 1, verseStart: null, verseEnd: null }, "jonah and the great fish", "none"],
  ["Genesis", { chapter: 11, verseStart: 1, verseEnd: 9 }, "tower of babel", "none"],
  ["Genesis", { chapter: 3, verseStart: null, verseEnd: null }, "adam and eve", "none"],
  ["Genesis", { chapter: 3, verseStart: null, verseEnd: null }, "forbidden fruit", "none"],
  ["Genesis", { chapter: 3, verseStart: null, verseEnd: null }, "fall of man", "none"],
  ["Genesis", { chapter: 4, verseStart: 1, verseEnd: 16 }, "cain and abel", "none"],
  ["Exodus", { chapter: 14, verseStart: 21, verseEnd: 31 }, "(parting|crossing) (of|) the red sea", "none"],
  ["Matthew", { chapter: 26, verseStart: 17, verseEnd: 30 }, "last supper", "none"],
  ["Matthew", { chapter: 3, verseStart: 13, verseEnd: 17 }, "baptism of jesus", "none"],
  ["Matthew", { chapter: 3, verseStart: 13, verseEnd: 17 }, "jesus' baptism", "none"],
  ["Matthew", { chapter: 3, verseStart: 13, verseEnd: 17 }, "jesus's baptism", "none"],
  ["Matthew", { chapter: 4, verseStart: 1, verseEnd: 11 }, "temptation of jesus", "none"],
  ["Matthew", { chapter: 4, verseStart: 1, verseEnd: 11 }, "temptation of christ", "none"],
  ["Matthew", { chapter: 4, verseStart: 1, verseEnd: 11 }, "temptation in the wilderness", "none"],
  ["Matthew", { chapter: 4, verseStart: 1, verseEnd: 11 }, "temptation in the desert", "none"],
  ["Matthew", { chapter: 17, verseStart: 1, verseEnd: 9 }, "transfiguration", "none"],
  ["Luke", { chapter: 22, verseStart: 54, verseEnd: 62 }, "peter's denial", "none"],
  ["Luke", { chapter: 22, verseStart: 54, verseEnd: 62 }, "peter denies jesus", "none"],
  ["Luke", { chapter: 22, verseStart: 54, verseEnd: 62 }, "peter denied jesus", "none"],
  ["Luke", { chapter: 22, verseStart: 54, verseEnd: 62 }, "denial of peter", "none"],
  ["John", { chapter: 20, verseStart: 24, verseEnd: 29 }, "doubting thomas", "none"],
  ["Acts", { chapter: 2, verseStart: 1, verseEnd: 13 }, "day of pentecost", "none"],
  ["Mark", { chapter: 2, verseStart: 1, verseEnd: 12 }, "lowered through the roof", "none"],
  ["Mark", { chapter: 2, verseStart: 1, verseEnd: 12 }, "let down through the roof", "none"],
  ["Mark", { chapter: 10, verseStart: 46, verseEnd: 52 }, "blind bartimaeus", "none"],
  ["Mark", { chapter: 10, verseStart: 46, verseEnd: 52 }, "bartimaeus", "none"],
  ["Luke", { chapter: 10, verseStart: 38, verseEnd: 42 }, "mary and martha", "none"],
  ["Luke", { chapter: 2, verseStart: 41, verseEnd: 52 }, "boy jesus in the temple", "none"],
  ["Luke", { chapter: 2, verseStart: 41, verseEnd: 52 }, "young jesus in the temple", "none"],
  ["Luke", { chapter: 2, verseStart: 41, verseEnd: 52 }, "twelve year old jesus in the temple", "none"],
  ["Luke", { chapter: 2, verseStart: 41, verseEnd: 52 }, "12 year old jesus in the temple", "none"],
  ["Luke", { chapter: 2, verseStart: 41, verseEnd: 52 }, "jesus in the temple", "none"],
  ["Luke", { chapter: 2, verseStart: 1, verseEnd: 20 }, "nativity", "none"],
  ["Luke", { chapter: 2, verseStart: 1, verseEnd: 20 }, "birth of jesus", "none"],
  ["Luke", { chapter: 2, verseStart: 1, verseEnd: 20 }, "christmas story", "none"],
  ["Mark", { chapter: 12, verseStart: 41, verseEnd: 44 }, "widow's mite", "none"],
  ["Mark", { chapter: 12, verseStart: 41, verseEnd: 44 }, "widow's mites", "none"],
  [
    "John",
    { chapter: 13, verseStart: 1, verseEnd: 17 },
    "(jesus|) (washing|washes|washed|wash) (of|) (the|his|) (disciples|disciples'|disciple's|apostles) feet",
    "none",
  ],
  ["John", { chapter: 13, verseStart: 1, verseEnd: 17 }, "(foot|feet) washing", "none"],
  ["John", { chapter: 13, verseStart: 1, verseEnd: 17 }, "washing of (the|) feet", "none"],
  ["Exodus", { chapter: 32, verseStart: 1, verseEnd: 35 }, "golden calf", "none"],
  [
    "John",
    { chapter: 2, verseStart: 13, verseEnd: 22 },
    "(cleansing|clearing|cleanses|clears|cleansed|cleared) (of|) the temple",
    "none",
  ],
  [
    "John",
    { chapter: 2, verseStart: 13, verseEnd: 22 },
    "(jesus|) (overturning|overturns|overturned|flipping|flips|flipped) (the|) tables",
    "none",
  ],
  ["Luke", { chapter: 17, verseStart: 11, verseEnd: 19 }, "(ten|10) lepers", "none"],
  ["Mark", { chapter: 10, verseStart: 17, verseEnd: 27 }, "rich young (ruler|man)", "none"],
  ["Luke", { chapter: 15, verseStart: 8, verseEnd: 10 }, "lost coin", "none"],
  ["Ezekiel", { chapter: 37, verseStart: 1, verseEnd: 14 }, "dry bones", "none"],
  ["Luke", { chapter: 1, verseStart: 26, verseEnd: 38 }, "annunciation", "none"],
  ["Luke", { chapter: 24, verseStart: 1, verseEnd: 12 }, "empty tomb", "none"],
  ["Matthew", { chapter: 2, verseStart: 1, verseEnd: 12 }, "the wise men", "none"],
  ["Matthew", { chapter: 2, verseStart: 1, verseEnd: 12 }, "the magi", "none"],
  ["Matthew", { chapter: 2, verseStart: 1, verseEnd: 12 }, "the three kings", "none"],
  ["Exodus", { chapter: 7, verseStart: null, verseEnd: null, chapterEnd: 12 }, "(ten|10) plagues", "none"],
  ["Exodus", { chapter: 7, verseStart: null, verseEnd: null, chapterEnd: 12 }, "plagues of egypt", "none"],
  ["John", { chapter: 15, verseStart: 1, verseEnd: 8 }, "(true|) vine and (the|its|his|) branches", "none"],
  ["John", { chapter: 15, verseStart: 1, verseEnd: 8 }, "i am the (true|) vine", "none"],
  ["John", { chapter: 6, verseStart: 32, verseEnd: 40 }, "bread of life", "none"],
  ["Mark", { chapter: 2, verseStart: 1, verseEnd: 12 }, "(healing|healed|heals) (of|) the paralytic", "none"],
  ["Mark", { chapter: 2, verseStart: 1, verseEnd: 12 }, "(lowered|let down) through the roof", "none"],
  ["Exodus", { chapter: 14, verseStart: 21, verseEnd: 31 }, "(parting|crossing) (of|) the sea", "none"],
  ["Revelation", { chapter: 21, verseStart: 1, verseEnd: 5 }, "new heaven and (a|) new earth", "none"],
  ["Revelation", { chapter: 21, verseStart: 1, verseEnd: 5 }, "new heavens and (a|) new earth", "none"],
  ["Revelation", { chapter: 21, verseStart: 1, verseEnd: 5 }, "new (heaven|heavens) and earth", "none"],
  ["Job", { chapter: 1, verseStart: null, verseEnd: null }, "story of job", "none"],
  ["Luke", { chapter: 2, verseStart: 41, verseEnd: 52 }, "(boy|young|) jesus (lost|) in the temple", "none"],
  ["Mark", { chapter: 12, verseStart: 41, verseEnd: 44 }, "widow's two mites", "none"],
  ["Mark", { chapter: 12, verseStart: 41, verseEnd: 44 }, "widow's two coins", "none"],
  ["Matthew", { chapter: 4, verseStart: 18, verseEnd: 22 }, "fishers of men", "none"],
  ["1 Kings", { chapter: 18, verseStart: 20, verseEnd: 40 }, "elijah and the prophets of baal", "none"],
  ["1 Kings", { chapter: 18, verseStart: 20, verseEnd: 40 }, "prophets of baal", "none"],
  ["1 Kings", { chapter: 18, verseStart: 20, verseEnd: 40 }, "elijah on mount carmel", "none"],
  ["1 Kings", { chapter: 19, verseStart: 9, verseEnd: 13 }, "still small voice", "none"],
  ["Ruth", { chapter: 1, verseStart: 6, verseEnd: 18 }, "ruth and naomi", "none"],
  ["Judges", { chapter: 16, verseStart: 4, verseEnd: 22 }, "samson and delilah", "none"],
  ["Genesis", { chapter: 32, verseStart: 24, verseEnd: 30 }, "jacob (wrestles|wrestling|wrestled) (with|) god", "none"],
  [
    "Genesis",
    { chapter: 32, verseStart: 24, verseEnd: 30 },
    "jacob (wrestles|wrestling|wrestled) (with|) the angel",
    "none",
  ],
  [
    "Genesis",
    { chapter: 32, verseStart: 24, verseEnd: 30 },
    "jacob (wrestles|wrestling|wrestled) (with|) an angel",
    "none",
  ],
  ["Genesis", { chapter: 28, verseStart: 10, verseEnd: 17 }, "jacob's ladder", "none"],
  ["Joshua", { chapter: 6, verseStart: 1, verseEnd: 20 }, "(walls|battle|fall) of jericho", "none"],
  ["Daniel", { chapter: 3, verseStart: 13, verseEnd: 27 }, "fiery furnace", "none"],
  ["Daniel", { chapter: 3, verseStart: 13, verseEnd: 27 }, "burning fiery furnace", "none"],
  ["Daniel", { chapter: 3, verseStart: 13, verseEnd: 27 }, "shadrach meshach and abednego", "none"],
  ["Luke", { chapter: 8, verseStart: 43, verseEnd: 48 }, "woman with the issue of blood", "none"],
  ["Luke", { chapter: 8, verseStart: 43, verseEnd: 48 }, "woman with the bleeding", "none"],
  ["Luke", { chapter: 8, verseStart: 43, verseEnd: 48 }, "woman with the haemorrhage", "none"],
  ["Luke", { chapter: 8, verseStart: 43, verseEnd: 48 }, "woman with the hemorrhage", "none"],
  ["Luke", { chapter: 8, verseStart: 43, verseEnd: 48 }, "woman with an issue of blood", "none"],
  ["Luke", { chapter: 8, verseStart: 43, verseEnd: 48 }, "woman with an bleeding", "none"],
  ["Luke", { chapter: 8, verseStart: 43, verseEnd: 48 }, "woman with an haemorrhage", "none"],
  ["Luke", { chapter: 8, verseStart: 43, verseEnd: 48 }, "woman with an hemorrhage", "none"],
  ["Luke", { chapter: 8, verseStart: 43, verseEnd: 48 }, "woman who had an issue of blood", "none"],
  ["Luke", { chapter: 8, verseStart: 43, verseEnd: 48 }, "woman who had an bleeding", "none"],
  ["Luke", { chapter: 8, verseStart: 43, verseEnd: 48 }, "woman who had an haemorrhage", "none"],
  ["Luke", { chapter: 8, verseStart: 43, verseEnd: 48 }, "woman who had an hemorrhage", "none"],
  ["Luke", { chapter: 8, verseStart: 43, verseEnd: 48 }, "woman who had the issue of blood", "none"],
  ["Luke", { chapter: 8, verseStart: 43, verseEnd: 48 }, "woman who had the bleeding", "none"],
  ["Luke", { chapter: 8, verseStart: 43, verseEnd: 48 }, "woman who had the haemorrhage", "none"],
  ["Luke", { chapter: 8, verseStart: 43, verseEnd: 48 }, "woman who had the hemorrhage", "none"],
];

/** Words that tell which scripture an unnamed 'chapter 2' belongs to. */
const contextWords: ReadonlyArray<readonly [Context, string]> = [
  ["lotus", "lotus buddha buddhas buddhist buddhism shakyamuni nichiren daishonin daimoku gongyo gosho"],
  ["lotus", "bodhisattva bodhisattvas tathagata myoho sgi"],
  ["bible", "bible biblical gospel gospels testament kjv jesus christ epistle apostle apostles christian christians"],
  ["other", "quran koran gita bhagavad torah dhammapada analects tao"],
];
/** Sutras we do not hold: 'chapter 2 of the Heart Sutra' is not the Lotus Sutra's. */
const otherSutras = new Set(
  "heart diamond amida nirvana avatamsaka garland vimalakirti platform shurangama surangama meditation meanings"
    .split(" "),
);

const chapterWords = new Set(["chapter", "chapters", "ch", "chap", "chapt", "chpt"]);
const verseWords = new Set(["v", "vs", "vv", "ver", "verse", "verses"]);
const rangeWords = new Set(["-", "–", "to", "through", "thru", "till", "until"]);
const determiners = new Set(
  "the a an my your his her its our their this that these those some any no every each all many few several".split(" "),
);
/** Words after a number that make it a count or a time ('3:16 pm', 'John 3 years ago'). */
const quantityWords = new Set(
  ("am pm oclock percent % times x people persons kids children year years yr yrs month months week weeks day days " +
    "hour hours hr hrs minute minutes min mins second seconds sec secs dollars bucks euros pounds miles km kg lbs " +
    "points pts items things pages students members cups").split(" "),
);
const parableWords = new Set(["parable", "parables", "simile", "story", "allegory", "image", "analogy", "metaphor"]);
const goshoCues = new Set(["gosho", "letter", "writing", "treatise", "essay", "nichiren", "nichirens", "daishonins"]);
const goshoNouns = new Set(["gosho", "letter", "writing", "treatise", "essay"]);
/** Words before a title that ask of it as a text: "in Letter to the Brothers", "reading the Letter to the Brothers". */
const titleCues = new Set(["in", "from", "read", "reading", "called", "titled", "studying", "explain"]);
/** Words after a title that ask what it says: "what does the letter to the brothers say". */
const textSays = new Set(["say", "says", "said", "mean", "means", "teach", "teaches"]);
/** Words after a title that make it a plain phrase: "a letter to the brothers at church". */
const placeAfter = new Set(["at", "on", "of", "who", "that", "which", "from"]);
const quoteMarks = new Set(['"', "“", "”", "'", "‘", "’", "«", "»"]);

const cardinalWords = words(
  "one two three four five six seven eight nine ten eleven twelve thirteen fourteen " +
    "fifteen sixteen seventeen eighteen nineteen",
);
const ordinalWords = words(
  "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth " +
    "thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth",
);
const tensWords = words("twenty thirty forty fifty sixty seventy eighty ninety", 20, 10);
/** A number's name, one to nineteen and the tens ("7" is "seven", "40" is "forty"). */
export const numberNames: ReadonlyMap<number, string> = new Map(
  [...cardinalWords, ...tensWords].map(([name, value]) => [value, name]),
);
/**
 * Round numbers typed in digits, as the King James writes them: "the 5000" it fed are "five thousand", "300" of
 * Gideon's men "three hundred". Other numbers are left as typed.
 */
export function spelledNumbers(text: string): string {
  return text.replace(/\b\d{1,5}\b/g, (digits) => {
    const value = Number(digits);
    const name = (part: number) => numberNames.get(part);
    const spelled = value >= 1000 && value % 1000 === 0 && name(value / 1000)
      ? `${name(value / 1000)} thousand`
      : value >= 100 && value < 1000 && value % 100 === 0 && name(value / 100)
      ? `${name(value / 100)} hundred`
      : undefined;
    return spelled ?? digits;
  });
}
const tensOrdinalWords = words("twentieth thirtieth fortieth fiftieth sixtieth seventieth eightieth ninetieth", 20, 10);

function words(list: string, first = 1, step = 1): Map<string, number> {
  return new Map(list.split(" ").map((word, index) => [word, first + index * step]));
}

type Token = {
  start: number;
  end: number;
  /** Lower case, accents and apostrophes dropped: what the phrase tables are keyed by. */
  key: string;
  /** The key without a possessive ('sutra's' -> 'sutra'). */
  bare: string;
  kind: "word" | "number" | "ordinal" | "mark";
  value: number;
  upper: boolean;
};

const tokenPattern = /\d+(?:st|nd|rd|th)(?![\p{L}\d])|\d+|[\p{L}\p{M}]+(?:['’][\p{L}\p{M}]+)*['’]?|[^\s\p{L}\p{M}\d]/gu;

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(tokenPattern)) {
    const written = match[0];
    const start = match.index;
    const first = written.charCodeAt(0);
    if (first >= 48 && first <= 57) {
      const ordinal = !/\d$/.test(written);
      const key = written.toLowerCase();
      const value = Number.parseInt(written, 10);
      tokens.push({
        start,
        end: start + written.length,
        key,
        bare: key,
        kind: ordinal ? "ordinal" : "number",
        value,
        upper: false,
      });
      continue;
    }
    const isWord = /\p{L}/u.test(written);
    let key = written.toLowerCase();
    if (/[^\p{ASCII}]/u.test(key)) key = key.normalize("NFD").replace(/\p{M}/gu, "");
    if (isWord) key = key.replace(/['’]/g, "");
    const bare = isWord && /['’]s$/i.test(written) ? key.slice(0, -1) : key;
    tokens.push({
      start,
      end: start + written.length,
      key,
      bare,
      kind: isWord ? "word" : "mark",
      value: 0,
      upper: isWord && written[0] !== written[0].toLowerCase(),
    });
  }
  return tokens;
}

/** The phrase tables' words: the same tokens a message gives, hyphens aside. */
function phraseKeys(phrase: string): Token[] {
  return tokenize(phrase).filter((token) => token.key !== "-");
}

/** "(a|b|) c" -> ["a c", "b c", "c"]; each choice is one word. */
function expand(pattern: string): string[] {
  return pattern.split(" ").reduce<string[]>((phrases, part) => {
    const choices = part.startsWith("(") ? part.slice(1, -1).split("|") : [part];
    return phrases.flatMap((phrase) => choices.map((choice) => [phrase, choice].filter(Boolean).join(" ")));
  }, [""]);
}

type Entry =
  | { kind: "book"; books: readonly BibleBookRecord[]; everyday: boolean; verseOnly: boolean; psalms: boolean }
  | { kind: "lotus-name"; sutra: boolean }
  | { kind: "lotus-title"; chapter: number; generic: boolean; capitals: boolean[] }
  | { kind: "gosho"; writing: GoshoWritingRecord; generic: boolean; capitals: boolean[]; leadingThe: boolean }
  | { kind: "image"; make: () => Reference; lotus: boolean; need: Need }
  | { kind: "marker"; context: Context };

type PhraseNode = { next: Map<string, PhraseNode>; entries: Entry[] };

class PhraseIndex {
  private readonly root: PhraseNode = { next: new Map(), entries: [] };

  add(phrase: string, entry: Entry): void {
    let node = this.root;
    for (const token of phraseKeys(phrase)) {
      let child = node.next.get(token.key);
      if (!child) node.next.set(token.key, child = { next: new Map(), entries: [] });
      node = child;
    }
    node.entries.push(entry);
  }

  /** Every phrase that starts at token `i`, longest first; `end` is the index after its last token. */
  matches(tokens: readonly Token[], i: number): Array<{ end: number; entries: Entry[] }> {
    const found: Array<{ end: number; entries: Entry[] }> = [];
    let node: PhraseNode | undefined = this.root;
    let k = i;
    while (node && k < tokens.length) {
      const token: Token = tokens[k];
      node = node.next.get(token.key) ?? (token.bare === token.key ? undefined : node.next.get(token.bare));
      if (!node) break;
      k++;
      if (node.entries.length > 0) found.push({ end: k, entries: node.entries });
      // A hyphen may join the words of a phrase: 'Hoben-pon', 'Life-Span'.
      if (tokens[k]?.key === "-" && tokens[k + 1]?.kind === "word") k++;
    }
    return found.reverse();
  }
}

/** A reference before it is placed in the message. */
type Reference = VisitorReference extends infer R ? R extends unknown ? Omit<R, "text" | "index"> : never : never;
type Evaluation = { lotusAnywhere: boolean; nearest(index: number): Context | null };
type Candidate = { start: number; end: number; make: (evaluation: Evaluation) => Reference | null };
/** 'chapter 2', 'the 16th chapter', 'verse 17': which scripture they belong to is read from what comes before. */
type Pending = { start: number; end: number; chapter: number | null; verses: [number, number] | null };
/** A word that tells which scripture is being talked about; `books` when it names a Bible book ('in Romans'). */
type Marker = { index: number; context: Context; books?: readonly BibleBookRecord[] };
type Scan = { tokens: Token[]; candidates: Candidate[]; pending: Pending[]; markers: Marker[] };
type NumberRead = { value: number; next: number; ordinal: boolean };

/**
 * Indexes the corpus once (names, verse counts per chapter); `find` is then pure and allocates
 * only what one message needs.
 */
export function createVisitorReferenceFinder(corpus: Corpus): VisitorReferenceFinder {
  const versesPerChapter = new Map<number, number[]>();
  for (const verse of corpus.verses) {
    const counts = versesPerChapter.get(verse.bookId) ?? [];
    counts[verse.chapter - 1] = Math.max(counts[verse.chapter - 1] ?? 0, verse.verse);
    versesPerChapter.set(verse.bookId, counts);
  }
  const bookByName = new Map(corpus.books.map((book) => [book.name, book]));
  const lotusChapters = new Set(corpus.lotusChapters.map((chapter) => chapter.chapterNumber));
  const psalms = bookByName.get("Psalms");
  const index = new PhraseIndex();
  indexBooks(index, corpus.books);
  indexLotus(index, corpus);
  indexGosho(index, corpus.goshoWritings);
  indexImages(index, bookByName, lotusChapters);
  for (const [context, list] of contextWords) {
    for (const word of list.split(" ")) index.add(word, { kind: "marker", context });
  }

  /** Places asked for that the book does not have, in the text being read (see `outOfRange`). */
  let missed: OutOfRange[] = [];

  function place(book: BibleBookRecord, written: BiblePlace): Reference | null {
    const counts = versesPerChapter.get(book.id) ?? [];
    const { chapter, verseStart, verseEnd, chapterEnd } = counts.length === 1 ? oneChapter(written) : written;
    const lastChapter = chapterEnd ?? chapter;
    const miss = () => {
      missed.push({
        book: book.name,
        chapter,
        verse: verseStart,
        chapters: counts.length,
        verses: counts[chapter - 1] ?? null,
      });
      return null;
    };
    if (chapter < 1 || !counts[chapter - 1] || !counts[lastChapter - 1] || lastChapter < chapter) return miss();
    if (verseStart !== null) {
      if (verseStart < 1 || verseStart > counts[chapter - 1]) return miss();
      const end = verseEnd ?? verseStart;
      if (end > counts[lastChapter - 1] || (lastChapter === chapter && end < verseStart)) return miss();
    }
    return {
      source: "bible",
      bookId: book.id,
      book: book.name,
      chapter,
      verseStart,
      verseEnd: verseStart === null ? null : verseEnd ?? verseStart,
      ...(chapterEnd !== undefined && chapterEnd !== chapter ? { chapterEnd } : {}),
    };
  }

  /** An unnumbered 'Peter 5:7' names the one numbered book that has the passage, or none. */
  function placeIn(books: readonly BibleBookRecord[], where: BiblePlace): Reference | null {
    let found: Reference | null = null;
    for (const book of books) {
      const reference = place(book, where);
      if (reference && found) return null;
      found = reference ?? found;
    }
    return found;
  }

  function lotus(chapterNumber: number): Reference | null {
    return lotusChapters.has(chapterNumber) ? { source: "lotus", chapterNumber } : null;
  }

  function indexImages(
    phrases: PhraseIndex,
    books: ReadonlyMap<string, BibleBookRecord>,
    chapters: ReadonlySet<number>,
  ): void {
    for (const [chapterNumber, pattern, need] of lotusImages) {
      if (!chapters.has(chapterNumber)) continue;
      const make = (): Reference => ({ source: "lotus", chapterNumber });
      for (const phrase of expand(pattern)) phrases.add(phrase, { kind: "image", make, lotus: true, need });
    }
    for (const [name, where, pattern, need] of bibleImages) {
      const book = books.get(name);
      const reference = book && place(book, where);
      if (!reference) continue;
      for (const phrase of expand(pattern)) {
        phrases.add(phrase, { kind: "image", make: () => reference, lotus: false, need });
      }
    }
  }

  return {
    outOfRange(text) {
      const found = this.find(text);
      return found.some((reference) => reference.source === "bible") ? null : missed[0] ?? null;
    },
    find(text) {
      missed = [];
      const scan: Scan = { tokens: tokenize(text), candidates: [], pending: [], markers: [] };
      const { tokens } = scan;
      for (let i = 0; i < tokens.length; i++) {
        const token = tokens[i];
        if (token.kind === "mark") continue;
        if (token.bare === "sutra" || token.key === "sutras") {
          const before = tokens[i - 1];
          scan.markers.push({ index: token.start, context: otherSutras.has(before?.key) ? "other" : "lotus" });
        }
        readChapterFirst(scan, i);
        if (token.key === "verse" || token.key === "verses") readVerseFirst(scan, i);
        for (const { end, entries } of index.matches(tokens, i)) {
          for (const entry of entries) readPhrase(scan, i, end, entry);
        }
      }
      return choose(scan, text);
    },
  };

  function readPhrase(scan: Scan, i: number, end: number, entry: Entry): void {
    const { tokens } = scan;
    const start = tokens[i].start;
    switch (entry.kind) {
      case "marker":
        scan.markers.push({ index: start, context: entry.context });
        return;
      case "book": {
        const candidate = readBible(tokens, i, end, entry);
        if (candidate) scan.candidates.push(candidate);
        else if (!entry.everyday) scan.markers.push({ index: start, context: "bible", books: entry.books });
        return;
      }
      case "lotus-name":
        scan.markers.push({ index: start, context: "lotus" });
        readLotusName(scan, i, end, entry.sutra);
        return;
      case "lotus-title": {
        const after = skipJoiner(tokens, end);
        const chapterAfter = chapterWords.has(tokens[after]?.key) || /^(?:hon|pon|bon)$/.test(tokens[after]?.key ?? "");
        const adjacent = chapterAfter || chapterBefore(tokens, i);
        if (adjacent || !entry.generic) scan.markers.push({ index: start, context: "lotus" });
        const capitals = titledAsWritten(tokens, i, end, entry.capitals);
        const last = chapterAfter ? tokens[after] : tokens[end - 1];
        scan.candidates.push({
          start,
          end: last.end,
          make: ({ lotusAnywhere }) =>
            adjacent || !entry.generic || (capitals && lotusAnywhere) ? lotus(entry.chapter) : null,
        });
        return;
      }
      case "gosho": {
        const after = skipJoiner(tokens, end);
        const nounAfter = goshoNouns.has(tokens[after]?.key);
        const before = tokens[i - 1]?.key === "the" ? i - 2 : i - 1;
        // "who were the brothers in letter to the brothers", "we're reading the letter to the brothers": asked of as
        // a text; "I wrote a letter to the brothers at church" is none.
        // So is "read me the letter to the brothers", and "what does the letter to the brothers say".
        const readTo = ["me", "us"].includes(tokens[before]?.key) && titleCues.has(tokens[before - 1]?.key);
        const asText = (titleCues.has(tokens[before]?.key) || readTo || textSays.has(tokens[after]?.key)) &&
          !placeAfter.has(tokens[after]?.key);
        // "Nichiren wrote a letter to two brothers": his, said of him just before.
        const his = tokens.slice(Math.max(0, i - 4), i).some((token) => /^nichiren|^daishonin/.test(token.key));
        const accepted = !entry.generic || nounAfter || quoteMarks.has(tokens[i - 1]?.key) || his ||
          goshoCues.has(tokens[before]?.key) || goshoCues.has(tokens[before]?.bare) || asText ||
          titledAsWritten(tokens, i, end, entry.capitals);
        if (!accepted) return;
        const withThe = entry.leadingThe && tokens[i - 1]?.key === "the";
        const { writing } = entry;
        scan.candidates.push({
          start: withThe ? tokens[i - 1].start : start,
          end: (nounAfter ? tokens[after] : tokens[end - 1]).end,
          make: () => ({ source: "gosho", writingId: writing.id, volumeId: writing.volumeId, title: writing.title }),
        });
        return;
      }
      case "image": {
        if (entry.lotus && entry.need === "none") scan.markers.push({ index: start, context: "lotus" });
        const parable = parableNear(tokens, i, end);
        const afterThe = tokens[i - 1] !== undefined && ["the", "this", "that"].includes(tokens[i - 1].key);
        scan.candidates.push({
          start,
          end: tokens[end - 1].end,
          make: ({ lotusAnywhere, nearest }) => {
            const met = entry.need === "none" ||
              (entry.need === "parable" && parable) ||
              (entry.need === "lotus" && (parable || (afterThe && lotusAnywhere))) ||
              (entry.need === "nearest-lotus" && nearest(start) === "lotus") ||
              (entry.need === "nearest-not-lotus" && nearest(start) !== "lotus");
            return met ? entry.make() : null;
          },
        });
        return;
      }
    }
  }

  /**
   * After a book name: 'John 3:16-18', 'Jn3:16', 'John 3.16', 'Romans 8 verse 28', 'Romans 8, v. 28',
   * 'Romans chapter 8', 'John 3 16' (only when 16 is a verse of John 3 and nothing follows that
   * makes it a count), 'Psalm 23', 'Romans 6-8', 'John 3:36-4:2'.
   */
  function readBible(tokens: Token[], i: number, j: number, entry: Entry & { kind: "book" }): Candidate | null {
    if (entry.everyday && determiners.has(tokens[i - 1]?.key)) return null;
    let k = j;
    if (tokens[k]?.key === "." && tokens[k].start === tokens[k - 1].end) k++;
    // 'Romans, chapter 8'
    if (tokens[k]?.key === "," && chapterWords.has(tokens[k + 1]?.key)) k++;
    const chapterWord = chapterWords.has(tokens[k]?.key);
    if (chapterWord) k += tokens[k + 1]?.key === "." ? 2 : 1;
    const chapter = readNumber(tokens, k, chapterWord || entry.psalms);
    if (!chapter || chapter.ordinal) return null;
    k = chapter.next;
    const start = tokens[i].start;
    const make = (where: BiblePlace) => () => placeIn(entry.books, where);

    const verse = readVerse(tokens, k, chapter.value);
    if (verse) {
      if (readsAsQuantity(tokens, verse.next)) return null;
      return { start, end: tokens[verse.next - 1].end, make: make(verse.where) };
    }
    if (entry.verseOnly) return null;
    const spaced = tokens[k];
    if (spaced?.kind === "number" && !chapterWord) {
      const range = readRange(tokens, k + 1, false);
      const after = range ? range.next : k + 1;
      const where = { chapter: chapter.value, verseStart: spaced.value, verseEnd: range?.verseEnd ?? spaced.value };
      const clear = !readsAsQuantity(tokens, after) && ![":", "."].includes(tokens[after]?.key) &&
        tokens[after]?.kind !== "number";
      if (clear && placeIn(entry.books, where)) return { start, end: tokens[after - 1].end, make: make(where) };
    }
    if (entry.everyday && !chapterWord) {
      const glued = tokens[chapter.next - 1].start === tokens[j - 1].end;
      const counting = tokens[k]?.key === "of" ||
        ((rangeWords.has(tokens[k]?.key) || ["or", "and", "/"].includes(tokens[k]?.key)) &&
          tokens[k + 1]?.kind === "number");
      if (glued || counting) return null;
    }
    const range = readRange(tokens, k, true);
    const end = range ? range.next : k;
    if (readsAsQuantity(tokens, end)) return null;
    const where = { chapter: chapter.value, verseStart: null, verseEnd: null, chapterEnd: range?.chapterEnd };
    return { start, end: tokens[end - 1].end, make: make(where) };
  }

  /** 'Lotus Sutra 16', 'Lotus chapter 16', 'Lotus Sutra's 16th chapter', 'Lotus Sutra, Chapter 16: The Life Span...'. */
  function readLotusName(scan: Scan, i: number, j: number, sutra: boolean): void {
    const { tokens } = scan;
    let k = tokens[j]?.key === "," ? j + 1 : j;
    const chapterWord = chapterWords.has(tokens[k]?.key);
    if (chapterWord) k += tokens[k + 1]?.key === "." ? 2 : 1;
    const number = readNumber(tokens, k, true);
    if (!number) return;
    // "The lotus sutra one where the rain falls": a number in words straight after the name, not ordinal and with no
    // "chapter", is the pronoun "one", not a chapter.
    if (!chapterWord && !number.ordinal && tokens[k].kind === "word") return;
    k = number.next;
    if (number.ordinal) {
      if (chapterWord || !chapterWords.has(tokens[k]?.key)) return;
      k++;
    } else if (!chapterWord && !sutra) return;
    const titled = readLotusTitleAfter(tokens, k, number.value);
    const chapterNumber = number.value;
    scan.candidates.push({
      start: tokens[i].start,
      end: tokens[(titled ?? k) - 1].end,
      make: () => lotus(chapterNumber),
    });
  }

  /** 'chapter 8 of Romans', 'the 16th chapter of the Lotus Sutra', 'the 23rd psalm', or an unnamed 'chapter 2'. */
  function readChapterFirst(scan: Scan, i: number): void {
    const { tokens } = scan;
    let number: NumberRead | null;
    let k: number;
    if (chapterWords.has(tokens[i].key)) {
      k = tokens[i + 1]?.key === "." ? i + 2 : i + 1;
      number = readNumber(tokens, k, true);
      if (!number || number.ordinal) return;
      k = number.next;
    } else {
      number = readNumber(tokens, i, true);
      if (!number?.ordinal) return;
      const noun = tokens[number.next];
      if (psalms && (noun?.key === "psalm" || noun?.key === "psalms")) {
        const where = { chapter: number.value, verseStart: null, verseEnd: null };
        scan.candidates.push({ start: tokens[i].start, end: noun.end, make: () => place(psalms, where) });
        return;
      }
      if (!chapterWords.has(noun?.key)) return;
      k = number.next + 1;
    }
    const chapter = number.value;
    const start = tokens[i].start;
    const titled = readLotusTitleAfter(tokens, k, chapter);
    if (titled) {
      scan.candidates.push({ start, end: tokens[titled - 1].end, make: () => lotus(chapter) });
      return;
    }
    if (["of", "in", "from"].includes(tokens[k]?.key)) {
      const named = readNamedScripture(tokens, k + 1);
      if (!named) return;
      const where = { chapter, verseStart: null, verseEnd: null };
      scan.candidates.push({
        start,
        end: tokens[named.end - 1].end,
        make: () => named.books ? placeIn(named.books, where) : lotus(chapter),
      });
      return;
    }
    scan.pending.push({ start, end: tokens[k - 1].end, chapter, verses: null });
  }

  /** 'verse 28 of Romans 8', or a 'verse 17' that follows a Bible reference. */
  function readVerseFirst(scan: Scan, i: number): void {
    const { tokens } = scan;
    const first = readNumber(tokens, i + 1, false);
    if (!first) return;
    const range = readRange(tokens, first.next, false);
    const k = range ? range.next : first.next;
    const verses: [number, number] = [first.value, range?.verseEnd ?? first.value];
    if (["of", "in", "from"].includes(tokens[k]?.key)) {
      const at = tokens[k + 1]?.key === "the" ? k + 2 : k + 1;
      for (const { end, entries } of index.matches(tokens, at)) {
        const book = entries.find((entry) => entry.kind === "book");
        const chapterOnly = book && readBible(tokens, at, end, book);
        if (!chapterOnly || !book) continue;
        const books = book.books;
        scan.candidates.push({
          start: tokens[i].start,
          end: chapterOnly.end,
          make: (evaluation) => {
            const whole = chapterOnly.make(evaluation);
            if (whole?.source !== "bible" || whole.verseStart !== null || whole.chapterEnd) return null;
            return placeIn(books, { chapter: whole.chapter, verseStart: verses[0], verseEnd: verses[1] });
          },
        });
        return;
      }
      return;
    }
    scan.pending.push({ start: tokens[i].start, end: tokens[k - 1].end, chapter: null, verses });
  }

  /** After 'chapter 8 of': '(the) (book of|gospel of|...) Romans' or 'the Lotus Sutra' / 'the sutra'. */
  function readNamedScripture(
    tokens: Token[],
    at: number,
  ): { end: number; books: readonly BibleBookRecord[] | null } | null {
    let k = tokens[at]?.key === "the" ? at + 1 : at;
    if (["book", "gospel", "letter", "epistle"].includes(tokens[k]?.key)) {
      const joiner = tokens[k + 1]?.key;
      if (joiner === "of" || joiner === "to") k += tokens[k + 2]?.key === "the" ? 3 : 2;
      else if (joiner === "according" && tokens[k + 2]?.key === "to") k += 3;
    }
    if (tokens[k]?.bare === "sutra") return { end: k + 1, books: null };
    for (const { end, entries } of index.matches(tokens, k)) {
      for (const entry of entries) {
        if (entry.kind === "book") return { end, books: entry.books };
        if (entry.kind === "lotus-name") return { end: tokens[end]?.bare === "sutra" ? end + 1 : end, books: null };
      }
    }
    return null;
  }

  /** ': The Life Span of the Thus Come One' after a chapter number, when it names the same chapter. */
  function readLotusTitleAfter(tokens: Token[], k: number, chapter: number): number | null {
    const opener = tokens[k]?.key;
    if (!opener || ![":", ",", "(", "-", "–", "—"].includes(opener)) return null;
    const at = tokens[k + 1]?.key === "the" ? k + 2 : k + 1;
    for (const { end, entries } of index.matches(tokens, at)) {
      if (entries.some((entry) => entry.kind === "lotus-title" && entry.chapter === chapter)) {
        return opener === "(" && tokens[end]?.key === ")" ? end + 1 : end;
      }
    }
    return null;
  }

  /** Keeps the longest readings, then gives each unnamed 'chapter N' / 'verse N' the scripture before it. */
  function choose(scan: Scan, text: string): VisitorReference[] {
    const lotusAnywhere = scan.markers.some((marker) => marker.context === "lotus");
    const nearest = (at: number): Context | null => {
      let best: Marker | null = null;
      for (const marker of scan.markers) {
        if (!best || Math.abs(marker.index - at) < Math.abs(best.index - at)) best = marker;
      }
      return best?.context ?? null;
    };
    const evaluation: Evaluation = { lotusAnywhere, nearest };
    const found: Array<{ start: number; end: number; reference: Reference }> = [];
    const made = scan.candidates.flatMap((candidate) => {
      const reference = candidate.make(evaluation);
      return reference ? [{ start: candidate.start, end: candidate.end, reference }] : [];
    });
    made.sort((a, b) => (b.end - b.start) - (a.end - a.start) || a.start - b.start);
    const free = (start: number, end: number) => found.every((other) => end <= other.start || start >= other.end);
    for (const candidate of made) if (free(candidate.start, candidate.end)) found.push(candidate);

    for (const pending of scan.pending) {
      if (!free(pending.start, pending.end)) continue;
      const reference = resolvePending(pending, found, scan.markers);
      if (reference) found.push({ start: pending.start, end: pending.end, reference });
    }
    return found.sort((a, b) => a.start - b.start).map(({ start, end, reference }) =>
      ({ ...reference, text: text.slice(start, end), index: start }) as VisitorReference
    );
  }

  function resolvePending(
    pending: Pending,
    found: ReadonlyArray<{ start: number; reference: Reference }>,
    markers: readonly Marker[],
  ): Reference | null {
    type Item = { index: number; context: Context; reference?: Reference };
    const items: Item[] = [
      ...markers,
      ...found.map(({ start, reference }) => ({
        index: start,
        context: reference.source === "bible" ? "bible" as const : "lotus" as const,
        reference,
      })),
    ];
    let before: (Item & { books?: readonly BibleBookRecord[] }) | null = null;
    let after: Item | null = null;
    for (const item of items) {
      if (item.index < pending.start && (!before || item.index > before.index)) before = item;
      if (item.index > pending.start && (!after || item.index < after.index)) after = item;
    }
    const previous = before?.reference;
    if (pending.verses) {
      if (previous?.source !== "bible" || previous.chapterEnd) return null;
      const book = corpus.books.find((record) => record.id === previous.bookId)!;
      return place(book, { chapter: previous.chapter, verseStart: pending.verses[0], verseEnd: pending.verses[1] });
    }
    const where = { chapter: pending.chapter!, verseStart: null, verseEnd: null };
    if (previous?.source === "bible") {
      return place(corpus.books.find((record) => record.id === previous.bookId)!, where);
    }
    if (before?.books) return placeIn(before.books, where);
    const context = before ? before.context : after?.context;
    return context === "lotus" ? lotus(where.chapter) : null;
  }
}

/** A book of one chapter is cited by verse: 'Jude 3', 'Philemon 10-12' (but 'Jude 1' is the whole book). */
function oneChapter(written: BiblePlace): BiblePlace {
  const { chapter, verseStart, chapterEnd } = written;
  if (verseStart !== null || (chapter === 1 && chapterEnd === undefined)) return written;
  return { chapter: 1, verseStart: chapter, verseEnd: chapterEnd ?? chapter };
}

/** ':16', '.16' (written tight), ', verse 16', ' v16', with a range after: the verses after a chapter number. */
function readVerse(tokens: Token[], k: number, chapter: number): { where: BiblePlace; next: number } | null {
  const separator = tokens[k];
  let at: number | null = null;
  if (separator?.key === ":") at = k + 1;
  else if (
    separator?.key === "." && separator.start === tokens[k - 1].end && tokens[k + 1]?.start === separator.end
  ) at = k + 1;
  else {
    const word = separator?.key === "," ? k + 1 : k;
    if (verseWords.has(tokens[word]?.key)) at = tokens[word + 1]?.key === "." ? word + 2 : word + 1;
  }
  if (at === null || tokens[at]?.kind !== "number") return null;
  const verseStart = tokens[at].value;
  const range = readRange(tokens, at + 1, false);
  if (!range) return { where: { chapter, verseStart, verseEnd: verseStart }, next: at + 1 };
  return {
    where: {
      chapter,
      verseStart,
      verseEnd: range.verseEnd,
      ...(range.chapterEnd ? { chapterEnd: range.chapterEnd } : {}),
    },
    next: range.next,
  };
}

/** '-18', 'to 18', '–4:2' (a verse range, crossing into another chapter with a colon) or, for chapters, '-8'. */
function readRange(
  tokens: Token[],
  k: number,
  chapters: boolean,
): { verseEnd: number | null; chapterEnd?: number; next: number } | null {
  if (!rangeWords.has(tokens[k]?.key) || tokens[k + 1]?.kind !== "number") return null;
  const first = tokens[k + 1].value;
  if (chapters) return { verseEnd: null, chapterEnd: first, next: k + 2 };
  if (tokens[k + 2]?.key === ":" && tokens[k + 3]?.kind === "number") {
    return { verseEnd: tokens[k + 3].value, chapterEnd: first, next: k + 4 };
  }
  return { verseEnd: first, next: k + 2 };
}

/** A number in digits ('16', '16th') or, where `inWords`, in words ('sixteen', 'twenty-third'). */
function readNumber(tokens: Token[], k: number, inWords: boolean): NumberRead | null {
  const token = tokens[k];
  if (!token) return null;
  if (token.kind === "number" || token.kind === "ordinal") {
    return { value: token.value, next: k + 1, ordinal: token.kind === "ordinal" };
  }
  if (!inWords || token.kind !== "word") return null;
  const tens = tensWords.get(token.key);
  if (tens !== undefined) {
    const unitAt = tokens[k + 1]?.key === "-" ? k + 2 : k + 1;
    const unitKey = tokens[unitAt]?.key ?? "";
    const unit = cardinalWords.get(unitKey) ?? ordinalWords.get(unitKey);
    if (unit !== undefined && unit < 10) {
      return { value: tens + unit, next: unitAt + 1, ordinal: ordinalWords.has(unitKey) };
    }
    return { value: tens, next: k + 1, ordinal: false };
  }
  const tensOrdinal = tensOrdinalWords.get(token.key);
  if (tensOrdinal !== undefined) return { value: tensOrdinal, next: k + 1, ordinal: true };
  const cardinal = cardinalWords.get(token.key);
  if (cardinal !== undefined) return { value: cardinal, next: k + 1, ordinal: false };
  const ordinal = ordinalWords.get(token.key);
  return ordinal === undefined ? null : { value: ordinal, next: k + 1, ordinal: true };
}

/** '3:16 pm', 'John 3 years', '10 a.m.': what follows makes the number a count or a time. */
function readsAsQuantity(tokens: Token[], k: number): boolean {
  const token = tokens[k];
  if (!token) return false;
  if (quantityWords.has(token.key) || token.key === "/") return true;
  return (token.key === "a" || token.key === "p") && tokens[k + 1]?.key === "." && tokens[k + 2]?.key === "m";
}

/** Past a closing quote or a hyphen ('"Devadatta" chapter', 'Juryo-hon'). */
function skipJoiner(tokens: Token[], k: number): number {
  return quoteMarks.has(tokens[k]?.key) || tokens[k]?.key === "-" ? k + 1 : k;
}

/** 'chapter Devadatta', 'the chapter on the Medicine King', 'chapter called "Expedient Means"'. */
function chapterBefore(tokens: Token[], i: number): boolean {
  let k = i - 1;
  if (quoteMarks.has(tokens[k]?.key)) k--;
  if (tokens[k]?.key === "the") k--;
  if (["on", "about", "of", "called", "titled", "named"].includes(tokens[k]?.key)) k--;
  return chapterWords.has(tokens[k]?.key);
}

function parableNear(tokens: Token[], i: number, end: number): boolean {
  for (let k = Math.max(0, i - 3); k < i; k++) if (parableWords.has(tokens[k].bare)) return true;
  return parableWords.has(tokens[end]?.key);
}

/**
 * Every word the title capitalizes is capitalized as written. One capital at the start of a
 * sentence says nothing ("Introduction: I am new here").
 */
function titledAsWritten(tokens: Token[], i: number, end: number, capitals: readonly boolean[]): boolean {
  let word = 0;
  for (let k = i; k < end; k++) {
    if (tokens[k].kind === "mark") continue;
    if (capitals[word++] && !tokens[k].upper) return false;
  }
  const sentenceStart = i === 0 || [".", "!", "?", ":", ";"].includes(tokens[i - 1].key);
  return !sentenceStart || capitals.filter(Boolean).length > 1;
}

function capitalsOf(phrase: string): boolean[] {
  return phraseKeys(phrase).map((token) => token.upper);
}

function withoutThe(title: string): string {
  return title.replace(/^The\s+/, "");
}

function indexBooks(index: PhraseIndex, books: readonly BibleBookRecord[]): void {
  const named = new Map<string, BibleBookRecord[]>();
  const add = (alias: string, entryBooks: BibleBookRecord[]) => {
    const key = phraseKeys(alias).map((token) => token.key).join(" ");
    const existing = named.get(key);
    if (existing && existing.join() !== entryBooks.join()) throw new Error(`"${alias}" would name two books`);
    if (existing) return;
    named.set(key, entryBooks);
    index.add(alias, {
      kind: "book",
      books: entryBooks,
      everyday: everydayNames.has(key),
      verseOnly: verseOnlyNames.has(key),
      psalms: entryBooks[0].name === "Psalms",
    });
  };
  const numberedBases = new Map<string, BibleBookRecord[]>();
  for (const book of books) {
    const numbered = /^([123]) (.+)$/.exec(book.name);
    if (!numbered) {
      for (const alias of [book.name, book.abbreviation, ...(bookAliases[book.name] ?? [])]) add(alias, [book]);
      continue;
    }
    const [, number, base] = numbered;
    numberedBases.set(base, [...(numberedBases.get(base) ?? []), book]);
    const bases = [base, book.abbreviation.replace(/^\d/, ""), ...(bookAliases[base] ?? [])];
    for (const ordinal of ordinalPrefixes[number]) {
      for (const name of bases) add(`${ordinal} ${name}`, [book]);
    }
  }
  // 'Peter 5:7', 'Thessalonians 5:17': the number left out, resolved where only one book fits.
  for (const [base, sharing] of numberedBases) if (!named.has(base.toLowerCase())) add(base, sharing);
}

function indexLotus(index: PhraseIndex, corpus: Corpus): void {
  for (const name of ["Lotus Sutra", "Lotus Sūtra", "Sutra of the Lotus"]) {
    index.add(name, { kind: "lotus-name", sutra: true });
  }
  index.add("Lotus", { kind: "lotus-name", sutra: false });
  for (const chapter of corpus.lotusChapters) {
    const names = lotusNames[chapter.chapterNumber] ?? {};
    const generic = new Set((names.generic ?? []).map((name) => name.toLowerCase()));
    const title = withoutThe(chapter.title);
    const add = (phrase: string, isGeneric: boolean) =>
      index.add(phrase, {
        kind: "lotus-title",
        chapter: chapter.chapterNumber,
        generic: isGeneric,
        capitals: capitalsOf(phrase),
      });
    add(title, generic.has(title.toLowerCase()));
    for (const phrase of names.distinct ?? []) add(phrase, false);
    for (const phrase of names.generic ?? []) if (phrase.toLowerCase() !== title.toLowerCase()) add(phrase, true);
  }
}

function indexGosho(index: PhraseIndex, writings: readonly GoshoWritingRecord[]): void {
  for (const writing of writings) {
    const names = goshoNames[writing.title] ?? {};
    const generic = new Set((names.generic ?? []).map((name) => withoutThe(name).toLowerCase()));
    const add = (phrase: string, isGeneric: boolean) => {
      const name = withoutThe(phrase);
      index.add(name, {
        kind: "gosho",
        writing,
        generic: isGeneric,
        capitals: capitalsOf(name),
        leadingThe: name !== phrase,
      });
    };
    // "reflect on the ten factors": a title opening with 'On' is a preposition unless written as a title.
    add(writing.title, generic.has(withoutThe(writing.title).toLowerCase()) || writing.title.startsWith("On "));
    for (const phrase of names.distinct ?? []) add(phrase, false);
    for (const phrase of names.generic ?? []) {
      if (withoutThe(phrase).toLowerCase() !== withoutThe(writing.title).toLowerCase()) add(phrase, true);
    }
  }
}

/** The canonical form the rest of the app cites (contracts/references.ts): 'John 3:16-18', 'Psalms 23'. */
export function visitorReferenceLabel(reference: VisitorReference, corpus: Corpus): string {
  switch (reference.source) {
    case "bible": {
      const { book, chapter, verseStart, verseEnd, chapterEnd } = reference;
      if (verseStart === null) return chapterEnd ? `${book} ${chapter}-${chapterEnd}` : `${book} ${chapter}`;
      const first = verseReference(book, chapter, verseStart);
      if (chapterEnd) return `${first}-${chapterEnd}:${verseEnd}`;
      return verseEnd !== null && verseEnd !== verseStart ? `${first}-${verseEnd}` : first;
    }
    case "lotus": {
      const chapter = corpus.lotusChapters.find((record) => record.chapterNumber === reference.chapterNumber);
      return chapter
        ? lotusReference(chapter.chapterNumber, chapter.title)
        : `Lotus Sutra, Chapter ${reference.chapterNumber}`;
    }
    case "gosho": {
      const volume = corpus.goshoVolumes.find((record) => record.id === reference.volumeId);
      return volume ? goshoReference(volume.title, reference.title) : reference.title;
    }
  }
}

/** "chapter 25", "ch 3" alone, naming no scripture: group 1 is the number. */
export const bareChapter = /^(?:ch(?:apter|ap|pt)?\.?\s*)(\d{1,3})\s*[?.!]*$/i;
