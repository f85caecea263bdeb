import { stopWords } from "../search/kjv_lexicon.ts";
import { canonicalWord, normalizeWord, words } from "../search/normalize.ts";
import type { ScriptureSource, SearchHit, SearchIndex } from "../search/search_index.ts";
import type { ChatTurn, Passage } from "./engine.ts";
import { analyseMessage, type MessageAnalysis, type Theme } from "./themes.ts";

/**
 * Finding the passages a reply stands on (ISSUE 4): both engines ground their replies on what
 * this returns, so the persona only ever quotes text the archive holds.
 */

/** A passage chosen by hand for a theme, and distinctive words that find it (and its best lines) in the index. */
export type Anchor = { reference: string; query: string };
type SourceAnchors = Readonly<Record<ScriptureSource, readonly Anchor[]>>;

const lotus = {
  c2: "Lotus Sutra, Chapter 2: Expedient Means",
  c3: "Lotus Sutra, Chapter 3: Simile and Parable",
  c4: "Lotus Sutra, Chapter 4: Belief and Understanding",
  c5: "Lotus Sutra, Chapter 5: The Parable of the Medicinal Herbs",
  c6: "Lotus Sutra, Chapter 6: Bestowal of Prophecy",
  c7: "Lotus Sutra, Chapter 7: The Parable of the Phantom City",
  c8: "Lotus Sutra, Chapter 8: Prophecy of Enlightenment for Five Hundred Disciples",
  c12: "Lotus Sutra, Chapter 12: Devadatta",
  c13: "Lotus Sutra, Chapter 13: Encouraging Devotion",
  c14: "Lotus Sutra, Chapter 14: Peaceful Practices",
  c15: "Lotus Sutra, Chapter 15: Emerging from the Earth",
  c16: "Lotus Sutra, Chapter 16: The Life Span of the Thus Come One",
  c17: "Lotus Sutra, Chapter 17: Distinctions in Benefits",
  c18: "Lotus Sutra, Chapter 18: The Benefits of Responding with Joy",
  c20: "Lotus Sutra, Chapter 20: The Bodhisattva Never Disparaging",
  c22: "Lotus Sutra, Chapter 22: Entrustment",
  c24: "Lotus Sutra, Chapter 24: The Bodhisattva Wonderful Sound",
  c25: "Lotus Sutra, Chapter 25: The Universal Gateway of the Bodhisattva Perceiver of the World's Sounds",
  c27: "Lotus Sutra, Chapter 27: Former Affairs of King Wonderful Adornment",
  c28: "Lotus Sutra, Chapter 28: Encouragements of the Bodhisattva Universal Worthy",
} as const;

const gosho = {
  attaining: "On Attaining Buddhahood in This Lifetime (Gosho Volume I)",
  peaceOfLand: "On Establishing the Correct Teaching for the Peace of the Land (Gosho Volume I)",
  heritage: "The Heritage of the Ultimate Law of Life (Gosho Volume I)",
  openingEyes: "The Opening of the Eyes (Gosho Volume I)",
  sado: "Letter from Sado (Gosho Volume I)",
  observingMind: "The Object of Devotion for Observing the Mind (Gosho Volume I)",
  trueAspect: "The True Aspect of All Phenomena (Gosho Volume I)",
  practicing: "On Practicing the Buddha's Teachings (Gosho Volume I)",
  brothers: "Letter to the Brothers (Gosho Volume I)",
  winter: "Winter Always Turns to Spring (Gosho Volume I)",
  happiness: "Happiness in This World (Gosho Volume I)",
  repaying: "On Repaying Debts of Gratitude (Gosho Volume I)",
  treasures: "The Three Kinds of Treasure (Gosho Volume I)",
  dragonGate: "The Dragon Gate (Gosho Volume I)",
  niike: "Letter to Niike (Gosho Volume I)",
  daimoku: "On Reciting the Daimoku of the Lotus Sutra (Gosho Volume II)",
  fourVirtues: "The Four Virtues and the Four Debts of Gratitude (Gosho Volume II)",
  snow: "Snow and Lacquer (Gosho Volume II)",
  condolences: "Condolences on a Deceased Husband (Gosho Volume II)",
  food: "On the Three Virtues of Food (Gosho Volume II)",
  declaration:
    "The Unanimous Declaration by the Buddhas of the Three Existences regarding the Classification of the Teachings and Which Are to Be Abandoned and Which Upheld (Gosho Volume II)",
} as const;

const anchor = (reference: string, query: string): Anchor => ({ reference, query });

/**
 * Per theme, passages a teacher of each tradition would reach for first. Bible queries use the
 * verse's rarer words (cheap to search, unambiguous); Lotus and Gosho queries name the part of our
 * summary worth showing, since the index returns the best-matching lines of a long summary.
 */
export const themeAnchors: Readonly<Record<Theme, SourceAnchors>> = {
  grief: {
    bible: [
      anchor("Matthew 5:4", "blessed mourn comforted"),
      anchor("Psalms 147:3", "healeth broken heart bindeth wounds"),
      anchor("Psalms 30:5", "weeping endure night joy morning"),
      anchor("Revelation 21:4", "wipe tears no more death sorrow crying"),
      anchor("Psalms 34:18", "nigh broken heart saveth contrite"),
      anchor("John 11:35", "jesus wept"),
    ],
    lotus: [
      anchor(lotus.c16, "stricken grief feeling alone children medicine recover father returns"),
      anchor(lotus.c25, "trouble call name single mind hears voices responds"),
    ],
    gosho: [
      anchor(gosho.winter, "widow husband watching over family winter spring"),
      anchor(gosho.condolences, "sympathy widow vine clinging pine fallen"),
    ],
  },
  fear: {
    bible: [
      anchor("Isaiah 41:10", "fear dismayed strengthen uphold righteousness"),
      anchor("Philippians 4:6", "careful nothing prayer supplication thanksgiving requests"),
      anchor("2 Timothy 1:7", "spirit fear power love sound mind"),
      anchor("Matthew 6:34", "thought morrow sufficient evil thereof"),
      anchor("1 John 4:18", "perfect love casteth fear torment"),
      anchor("Psalms 56:3", "what time afraid trust"),
    ],
    lotus: [
      anchor(lotus.c25, "giver of fearlessness forms perils protection"),
      anchor(lotus.c7, "travelers exhausted frightened guide conjure city rest"),
    ],
    gosho: [
      anchor(gosho.sado, "courage lion fearless spirit adversary strength"),
      anchor(gosho.dragonGate, "carp waterfall leap dragons retreat decisive moment"),
    ],
  },
  anger: {
    bible: [
      anchor("Ephesians 4:26", "angry sin sun down wrath"),
      anchor("Proverbs 15:1", "soft answer turneth away wrath grievous"),
      anchor("James 1:19", "swift hear slow speak slow wrath"),
      anchor("Proverbs 16:32", "slow anger better mighty ruleth spirit"),
      anchor("Ephesians 4:31", "bitterness wrath anger clamour malice"),
      anchor("Romans 12:21", "overcome evil good"),
    ],
    lotus: [
      anchor(lotus.c20, "beat sticks stones tiles bow respect never look down"),
      anchor(lotus.c25, "greed anger confusion freed reverently bearing mind"),
    ],
    gosho: [
      anchor(gosho.treasures, "master quick temper restraint angry outburst"),
      anchor(gosho.fourVirtues, "anger parents unreasonable smile friend guest"),
    ],
  },
  forgiveness: {
    bible: [
      anchor("Matthew 6:12", "forgive debts debtors"),
      anchor("Matthew 18:22", "seventy times seven"),
      anchor("Ephesians 4:32", "tenderhearted forgiving one another"),
      anchor("Luke 23:34", "father forgive them know not what they do parted raiment"),
      anchor("Colossians 3:13", "forbearing forgiving quarrel christ forgave"),
      anchor("Mark 11:25", "stand praying forgive ought against"),
    ],
    lotus: [
      anchor(lotus.c12, "devadatta opponent harm enemy place path enlightenment heavenly king"),
      anchor(lotus.c20, "cursed beat sticks stones bow respect become buddhas"),
    ],
    gosho: [
      anchor(gosho.observingMind, "affection hard hearted person family glimpses higher states everyone"),
      anchor(gosho.brothers, "brothers united father disowned finally accepted"),
    ],
  },
  purpose: {
    bible: [
      anchor("Jeremiah 29:11", "thoughts peace evil expected end"),
      anchor("Ephesians 2:10", "workmanship created good works ordained"),
      anchor("Ecclesiastes 3:1", "season time every purpose heaven"),
      anchor("Matthew 5:14", "light world city hill hid"),
      anchor("Romans 8:28", "all things work together good love god called purpose"),
      anchor("Micah 6:8", "justly love mercy walk humbly"),
    ],
    lotus: [
      anchor(lotus.c2, "single great purpose open wisdom living beings show awaken lead"),
      anchor(lotus.c8, "jewel sewn robe friend unrecognized potential"),
    ],
    gosho: [
      anchor(gosho.attaining, "ordinary person buddhahood single lifetime nature each person life"),
      anchor(gosho.trueAspect, "same mind bodhisattva earth practice study teach single phrase"),
    ],
  },
  gratitude: {
    bible: [
      anchor("1 Thessalonians 5:18", "every thing give thanks will god concerning"),
      anchor("Psalms 100:4", "enter gates thanksgiving courts praise thankful"),
      anchor("James 1:17", "every good gift perfect gift above father lights"),
      anchor("Psalms 103:2", "bless soul forget benefits"),
      anchor("Psalms 118:24", "day made rejoice glad"),
    ],
    lotus: [
      anchor(lotus.c4, "inheritance buddha wisdom come without seeking joy never expected"),
      anchor(lotus.c22, "repay buddha kindness bodhisattvas joy bow"),
    ],
    gosho: [
      anchor(gosho.fourVirtues, "four debts gratitude parents ruler living beings three treasures"),
      anchor(gosho.repaying, "repay debts parents teachers three treasures country wisdom"),
      anchor(gosho.food, "food offering lamp another lights own path"),
    ],
  },
  love: {
    bible: [
      anchor("1 Corinthians 13:4", "charity suffereth long kind envieth vaunteth"),
      anchor("John 15:12", "commandment love one another loved"),
      anchor("1 John 4:8", "loveth not knoweth not god love"),
      anchor("John 15:13", "greater love lay down life friends"),
      anchor("Matthew 22:39", "second like love neighbour thyself"),
      anchor("1 Corinthians 13:13", "abideth faith hope charity three greatest"),
    ],
    lotus: [
      anchor(lotus.c3, "father appeals love carts children safety gave more promised"),
      anchor(lotus.c16, "physician children poison remedy father"),
    ],
    gosho: [
      anchor(gosho.winter, "loved all beings equally special concern greatest need parents ill"),
      anchor(gosho.fourVirtues, "care people difficult circumstances own children"),
    ],
  },
  suffering: {
    bible: [
      anchor("Matthew 11:28", "come labour heavy laden rest"),
      anchor("Romans 5:3", "glory tribulations worketh patience"),
      anchor("2 Corinthians 12:9", "grace sufficient strength perfect weakness"),
      anchor("Psalms 46:1", "refuge strength present help trouble"),
      anchor("Romans 8:18", "sufferings present time worthy compared glory revealed"),
      anchor("2 Corinthians 4:17", "light affliction moment worketh exceeding weight glory"),
    ],
    lotus: [
      anchor(lotus.c3, "house threefold world burning birth aging illness death distress"),
      anchor(lotus.c7, "exhausted frightened travelers rest phantom city treasure"),
    ],
    gosho: [
      anchor(gosho.happiness, "no one escapes suffering genuine happiness ordinary life"),
      anchor(gosho.winter, "winter spring harsh season suffering transformed"),
    ],
  },
  impermanence: {
    bible: [
      anchor("Psalms 90:12", "teach number days apply hearts wisdom"),
      anchor("John 11:25", "resurrection life believeth dead yet live"),
      anchor("1 Corinthians 15:55", "death sting grave victory"),
      anchor("Isaiah 40:8", "grass withereth flower fadeth word stand"),
      anchor("John 14:2", "father's house many mansions prepare place"),
      anchor("James 4:14", "life vapour appeareth vanisheth"),
    ],
    lotus: [
      anchor(lotus.c16, "attained buddhahood immeasurable time past birth death expedient means"),
      anchor(lotus.c3, "burning birth aging illness death distress threefold world"),
    ],
    gosho: [
      anchor(gosho.heritage, "life death two workings same law steady faith final moment"),
      anchor(gosho.declaration, "dream sleep countless scenes awaken birth death original enlightenment"),
    ],
  },
  prayer: {
    bible: [
      anchor("Psalms 46:10", "still know god exalted heathen"),
      anchor("Matthew 6:6", "prayest enter closet shut door secret"),
      anchor("1 Thessalonians 5:17", "pray without ceasing"),
      anchor("Psalms 19:14", "words mouth meditation heart acceptable redeemer"),
      anchor("Matthew 7:7", "ask given seek find knock opened"),
      anchor("Romans 8:26", "spirit helpeth infirmities groanings uttered"),
    ],
    lotus: [
      anchor(lotus.c28, "reciting sitting reflecting appear remind phrase verse encourage"),
      anchor(lotus.c25, "call name single mind hears voices"),
    ],
    gosho: [
      anchor(gosho.attaining, "mirror dull clouded polished chanting deep faith"),
      anchor(gosho.daimoku, "chant daimoku title benefit cannot master doctrines"),
    ],
  },
  peace: {
    bible: [
      anchor("John 14:27", "peace leave give world giveth troubled afraid"),
      anchor("Philippians 4:7", "peace passeth understanding keep hearts minds"),
      anchor("Isaiah 26:3", "perfect peace mind stayed trusteth"),
      anchor("Matthew 5:9", "blessed peacemakers called children"),
      anchor("Psalms 23:2", "lie down green pastures still waters"),
    ],
    lotus: [
      anchor(lotus.c14, "patient gentle calm envy flattery deceit peaceful practice"),
      anchor(lotus.c5, "cloud rain evenly plants each grows own way"),
    ],
    gosho: [
      anchor(gosho.peaceOfLand, "security individuals well-being society lasting peace hearts"),
      anchor(gosho.practicing, "society natural world peace security present lives"),
    ],
  },
  faith: {
    bible: [
      anchor("Hebrews 11:1", "faith substance things hoped evidence seen"),
      anchor("Mark 9:24", "believe help unbelief"),
      anchor("Proverbs 3:5", "trust heart lean own understanding"),
      anchor("Matthew 17:20", "faith grain mustard seed mountain remove"),
      anchor("2 Corinthians 5:7", "walk faith sight"),
    ],
    lotus: [
      anchor(lotus.c3, "shariputra entered faith rather intellect"),
      anchor(lotus.c17, "single moment faith understanding merit far exceeds"),
    ],
    gosho: [
      anchor(gosho.snow, "faith constant unchanging whiteness snow blackness lacquer"),
      anchor(gosho.heritage, "without faith possessing sutra no use essential thread"),
      anchor(gosho.niike, "egg fluid develops beak eyes wings fly"),
    ],
  },
  compassion: {
    bible: [
      anchor("Luke 6:36", "merciful father also merciful"),
      anchor("Matthew 25:40", "inasmuch done least brethren"),
      anchor("Galatians 6:2", "bear burdens fulfil law christ"),
      anchor("Luke 10:33", "samaritan journeyed compassion"),
      anchor("Colossians 3:12", "elect bowels mercies kindness humbleness meekness"),
      anchor("1 John 3:18", "love word tongue deed truth"),
    ],
    lotus: [
      anchor(lotus.c25, "compassion present every human need gaze forms"),
      anchor(lotus.c24, "appear many bodies forms helpful places suffering compassion"),
    ],
    gosho: [
      anchor(gosho.winter, "loved all beings equally special concern greatest need"),
      anchor(gosho.fourVirtues, "kindness less fortunate care difficult circumstances own children"),
    ],
  },
  loneliness: {
    bible: [
      anchor("Hebrews 13:5", "never leave forsake content"),
      anchor("Matthew 28:20", "lo alway end world"),
      anchor("Psalms 68:6", "setteth solitary families"),
      anchor("Psalms 27:10", "father mother forsake take up"),
      anchor("Psalms 25:16", "turn mercy desolate afflicted"),
    ],
    lotus: [
      anchor(lotus.c16, "stricken grief feeling alone children father returns"),
      anchor(lotus.c4, "son wandered poverty father searching vain"),
    ],
    gosho: [
      anchor(gosho.heritage, "unite shared purpose set aside differences community believers"),
      anchor(gosho.winter, "widow frail health raising two children husband watching"),
    ],
  },
  hope: {
    bible: [
      anchor("Isaiah 40:31", "wait renew strength wings eagles weary faint"),
      anchor("Romans 15:13", "god hope fill joy peace believing abound"),
      anchor("Lamentations 3:23", "new every morning great faithfulness"),
      anchor("Romans 5:5", "hope maketh ashamed love shed abroad"),
      anchor("Psalms 42:11", "cast down soul disquieted hope health countenance"),
    ],
    lotus: [
      anchor(lotus.c7, "guide conjure city rest recovered treasure close at hand"),
      anchor(lotus.c6, "famine banquet dares touch food invited"),
    ],
    gosho: [
      anchor(gosho.winter, "winter never fails give way spring hope"),
      anchor(gosho.niike, "egg fluid develops creature fly ordinary people"),
    ],
  },
  guilt: {
    bible: [
      anchor("1 John 1:9", "confess sins faithful just forgive cleanse unrighteousness"),
      anchor("Romans 8:1", "no condemnation christ jesus walk flesh"),
      anchor("Psalms 103:12", "east west removed transgressions"),
      anchor("Isaiah 1:18", "sins scarlet white snow crimson wool"),
      anchor("2 Corinthians 5:17", "christ new creature old things passed"),
      anchor("Luke 15:20", "arose father great way off compassion ran kissed"),
    ],
    lotus: [
      anchor(lotus.c4, "hired hand humble shed true son heir everything"),
      anchor(lotus.c8, "jewel buddhahood always present within forgot"),
    ],
    gosho: [
      anchor(gosho.sado, "karma lessen expiate metal fine blade heated hammered"),
      anchor(gosho.snow, "heart changeable takes color influences"),
    ],
  },
  patience: {
    bible: [
      anchor("Galatians 6:9", "weary well doing due season reap faint"),
      anchor("James 1:4", "patience perfect work entire wanting nothing"),
      anchor("Hebrews 12:1", "cloud witnesses weight run patience race"),
      anchor("2 Timothy 4:7", "fought good fight finished course kept faith"),
      anchor("Romans 12:12", "rejoicing hope patient tribulation continuing instant prayer"),
    ],
    lotus: [
      anchor(lotus.c7, "travelers exhausted want turn back guide city rest"),
      anchor(lotus.c13, "vow teach difficult age persevere anyway"),
    ],
    gosho: [
      anchor(gosho.dragonGate, "carp gather waterfall leap top become dragons"),
      anchor(gosho.niike, "traveler walks steadily stops short destination never arrives"),
    ],
  },
  joy: {
    bible: [
      anchor("Philippians 4:4", "rejoice alway again say rejoice"),
      anchor("Psalms 118:24", "day made rejoice glad"),
      anchor("Nehemiah 8:10", "joy lord strength sorry portions"),
      anchor("Proverbs 17:22", "merry heart doeth good medicine"),
      anchor("Psalms 16:11", "path life presence fulness joy pleasures"),
      anchor("John 15:11", "joy remain joy full"),
    ],
    lotus: [
      anchor(lotus.c18, "hears rejoices passes on fiftieth listener merit"),
      anchor(lotus.c3, "shariputra overjoyed true child buddha"),
    ],
    gosho: [
      anchor(gosho.happiness, "true happiness joy found midst ordinary life"),
      anchor(gosho.treasures, "treasures body health skill surpassed"),
    ],
  },
  wisdom: {
    bible: [
      anchor("James 1:5", "lack wisdom ask giveth liberally upbraideth"),
      anchor("Proverbs 9:10", "beginning wisdom knowledge holy understanding"),
      anchor("Psalms 119:105", "word lamp feet light path"),
      anchor("John 8:32", "know truth make free"),
      anchor("Proverbs 4:7", "wisdom principal thing getting understanding"),
    ],
    lotus: [
      anchor(lotus.c2, "wisdom buddhas deep beyond measure expedient means capacities"),
      anchor(lotus.c5, "rain same water each plant takes roots capacities"),
    ],
    gosho: [
      anchor(gosho.attaining, "deluded mind dull clouded mirror polished reflect reality clearly"),
      anchor(gosho.trueAspect, "practice study rooted faith teach others"),
    ],
  },
  relationships: {
    bible: [
      anchor("Proverbs 17:17", "friend loveth times brother born adversity"),
      anchor("Ecclesiastes 4:9", "two better one good reward labour"),
      anchor("Ruth 1:16", "intreat whither goest lodgest people"),
      anchor("Romans 12:10", "kindly affectioned brotherly love honour preferring"),
      anchor("Exodus 20:12", "honour father mother days long land"),
    ],
    lotus: [
      anchor(lotus.c27, "family members guiding one another patience respect sons father"),
      anchor(lotus.c4, "father son gradually wins trust"),
    ],
    gosho: [
      anchor(gosho.brothers, "brothers remain united father wives support"),
      anchor(gosho.fourVirtues, "greet friend warmly guest far away smile parents"),
    ],
  },
  work: {
    bible: [
      anchor("Matthew 6:21", "treasure heart also"),
      anchor("Colossians 3:23", "heartily lord not unto men"),
      anchor("Philippians 4:11", "learned whatsoever state content"),
      anchor("1 Timothy 6:10", "love money root evil"),
      anchor("Proverbs 30:8", "neither poverty riches feed food convenient"),
      anchor("Matthew 6:24", "serve god mammon"),
    ],
    lotus: [
      anchor(lotus.c8, "poor man working hard food clothing jewel"),
      anchor(lotus.c4, "son wandered poverty work shoveling wages inheritance"),
    ],
    gosho: [
      anchor(gosho.treasures, "material wealth surpassed treasures body heart"),
      anchor(gosho.food, "giving food others improves giver circumstances lamp"),
    ],
  },
};

/** When a message names no theme and its words find little: the heart of each tradition. */
export const generalAnchors: SourceAnchors = {
  bible: [
    anchor("Matthew 22:37", "love god heart soul mind"),
    anchor("Micah 6:8", "justly love mercy walk humbly"),
    anchor("Psalms 23:1", "lord shepherd shall not want"),
    anchor("John 13:34", "new commandment love one another"),
    anchor("Matthew 6:33", "seek first kingdom righteousness added"),
  ],
  lotus: [
    anchor(lotus.c2, "every living being potential become buddha"),
    anchor(lotus.c8, "jewel sewn robe always present within"),
    anchor(lotus.c20, "bow respect never look down become buddhas"),
  ],
  gosho: [
    anchor(gosho.attaining, "no fundamental gap ordinary person buddha mind deluded awakened"),
    anchor(gosho.winter, "winter never fails give way spring"),
  ],
};

export type PassageCounts = Readonly<Record<ScriptureSource, number>>;
export type RetrieveOptions = {
  /** The message's analysis when the caller already has it (the built-in engine does). */
  analysis?: MessageAnalysis;
  /** How many passages of each source to return, at most. */
  counts?: Partial<PassageCounts>;
};

function defaultCounts(analysis: MessageAnalysis): PassageCounts {
  switch (analysis.intent) {
    // A short reply hands over one verse; the composer chooses it from a few so greetings vary.
    case "greeting":
    case "thanks":
    case "about-persona":
      return { bible: 3, lotus: 0, gosho: 0 };
    case "scripture-request":
      return { bible: 2, lotus: 1, gosho: 1 };
    default:
      return analysis.tradition === "buddhist" ? { bible: 1, lotus: 2, gosho: 2 } : { bible: 3, lotus: 1, gosho: 1 };
  }
}

/** Verses too short to stand alone ("Jesus wept." is the exception that proves the rule) or too long to quote. */
const verseChars = { min: 9, max: 330 };
/**
 * Weights for fusing the ranked lists. BM25 over single verses finds good Bible passages for the
 * visitor's own words; over a handful of long summaries it finds weaker ones, so there the
 * hand-picked anchors of the main theme lead.
 */
const topicWeight: Readonly<Record<ScriptureSource, number>> = { bible: 0.9, lotus: 0.4, gosho: 0.4 };
const themeWeights = [1, 0.5];
const fallbackWeight = 0.3;
/** A free-text hit scoring under this share of the best one is noise ('Ezekiel 34:7' for 'shepherd'). */
const weakHit = 0.45;
/**
 * A hit that matches every word of a topic of two or more ('the love of money', 'blessed mourn')
 * is what the visitor is looking for, so it leads even the theme's anchors.
 */
const wholeTopicBoost = 1.25;
/**
 * How many anchors of the first and second theme one reply searches for. A summary search costs
 * more than a verse search (its words' postings span the whole Bible), so Lotus and Gosho search
 * only as many of the main theme's anchors as passages are wanted.
 */
function anchorsToSearch(source: ScriptureSource, themeIndex: number, wanted: number): number {
  if (source === "bible") return themeIndex === 0 ? Math.max(3, wanted) : 1;
  return themeIndex === 0 ? wanted : 0;
}

/**
 * A verse that teaches or consoles stands alone better than a line of law, genealogy or
 * chronicle that happens to share the visitor's words, so free-text Bible hits are weighted by
 * the kind of book they come from. Anchors are chosen by hand and need no such help.
 */
const teachingBooks = new Set([
  "Psalms",
  "Proverbs",
  "Ecclesiastes",
  "Isaiah",
  "Matthew",
  "Mark",
  "Luke",
  "John",
  "Romans",
  "1 Corinthians",
  "2 Corinthians",
  "Galatians",
  "Ephesians",
  "Philippians",
  "Colossians",
  "1 Thessalonians",
  "2 Thessalonians",
  "1 Timothy",
  "2 Timothy",
  "Titus",
  "Philemon",
  "Hebrews",
  "James",
  "1 Peter",
  "2 Peter",
  "1 John",
  "2 John",
  "3 John",
  "Jude",
]);
const narrativeBooks = new Set([
  "Genesis",
  "Exodus",
  "Leviticus",
  "Numbers",
  "Deuteronomy",
  "Joshua",
  "Judges",
  "1 Samuel",
  "2 Samuel",
  "1 Kings",
  "2 Kings",
  "1 Chronicles",
  "2 Chronicles",
  "Ezra",
  "Nehemiah",
  "Esther",
]);

const stopTerms = new Set([...stopWords].map(normalizeWord));

/** Distinct index terms among a hit's matched words ('Lord' and 'lord's' are one). */
function termsMatched(hit: SearchHit): number {
  return new Set(hit.matched.map((word) => normalizeWord(canonicalWord(word)))).size;
}

function bookWeight(hit: SearchHit): number {
  if (hit.source !== "bible") return 1;
  const book = hit.reference.replace(/ \d+:\d+$/, "");
  return teachingBooks.has(book) ? 1 : narrativeBooks.has(book) ? 0.6 : 0.8;
}

/**
 * References the assistant has already cited in this conversation, so a follow-up brings new
 * passages. 'Psalms 23:1' must not count as citing 'Psalms 23:10'.
 */
function citedIn(history: readonly ChatTurn[]): (reference: string) => boolean {
  const said = history.filter((turn) => turn.role === "assistant").map((turn) => turn.content).join("\n");
  return (reference) => {
    for (let at = said.indexOf(reference); at >= 0; at = said.indexOf(reference, at + 1)) {
      if (!/\d/.test(said[at + reference.length] ?? "")) return true;
    }
    return false;
  };
}

/** A theme's anchors for this turn: rotated by the turns already answered, so a long talk keeps finding new ones. */
function rotated(anchors: readonly Anchor[], take: number, turn: number): Anchor[] {
  if (anchors.length === 0) return [];
  const start = (turn * take) % anchors.length;
  return Array.from({ length: Math.min(take, anchors.length) }, (_, i) => anchors[(start + i) % anchors.length]);
}

type Candidate = { hit: SearchHit; score: number; order: number };

/**
 * Retrieves the passages a reply should stand on: the message's own words and its themes'
 * anchors, searched in each tradition separately so all three are represented, fused by
 * reciprocal rank, without passages the conversation has already cited. Best first within each
 * source; the tradition asked about comes first.
 */
export function retrievePassages(
  searchIndex: SearchIndex,
  message: string,
  history: readonly ChatTurn[],
  options: RetrieveOptions = {},
): Passage[] {
  const analysis = options.analysis ?? analyseMessage(message, history);
  const counts = { ...defaultCounts(analysis), ...options.counts };
  const isCited = citedIn(history);
  const turn = history.filter((entry) => entry.role === "assistant").length;
  const order: ScriptureSource[] = analysis.tradition === "buddhist"
    ? ["lotus", "gosho", "bible"]
    : ["bible", "lotus", "gosho"];

  return order.flatMap((source) => {
    const wanted = counts[source];
    if (wanted <= 0) return [];
    const sources = new Set([source]);
    const candidates = new Map<string, Candidate>();
    const usable = (hit: SearchHit) =>
      !isCited(hit.reference) && hit.reference !== analysis.scripture?.reference &&
      (source !== "bible" || (hit.text.length >= verseChars.min && hit.text.length <= verseChars.max));
    const add = (hit: SearchHit, score: number) => {
      const known = candidates.get(hit.reference);
      if (known) known.score += score;
      else candidates.set(hit.reference, { hit, score, order: candidates.size });
    };
    const addAnchors = (anchors: readonly Anchor[], weight: number) => {
      for (const { reference, query } of anchors) {
        const hit = searchIndex.search(query, { sources, limit: 3 }).find((found) => found.reference === reference);
        if (hit && usable(hit)) add(hit, weight);
      }
    };

    {
      // Without a theme, the words of a question about one tradition's own images ('the burning house')
      // find only coincidences in the other's texts; those get the other tradition's heart instead.
      const otherTradition = analysis.tradition === (source === "bible" ? "buddhist" : "christian");
      if (analysis.topic && !(otherTradition && analysis.themes.length === 0)) {
        const hits = searchIndex.search(analysis.topic, { sources, limit: wanted + 6 })
          .map((hit) => ({ hit, score: hit.score * bookWeight(hit) }))
          .sort((left, right) => right.score - left.score);
        const best = hits[0]?.score ?? 0;
        // A long summary shares a common word with almost anything ('lord' is also a samurai's lord),
        // so a summary must match two of the visitor's words, or the only one there is.
        const topicTerms = new Set(
          words(analysis.topic).map(normalizeWord).filter((term) => !stopTerms.has(term)),
        ).size;
        const wordsNeeded = Math.min(2, topicTerms);
        hits.filter(({ hit, score }) =>
          score >= weakHit * best && usable(hit) && (source === "bible" || termsMatched(hit) >= wordsNeeded)
        ).forEach(({ hit }, rank) => {
          const whole = topicTerms >= 2 && termsMatched(hit) >= topicTerms ? wholeTopicBoost : 1;
          add(hit, whole * topicWeight[source] / (rank + 1));
        });
      }
      analysis.themes.slice(0, 2).forEach((theme, index) => {
        const take = anchorsToSearch(source, index, wanted);
        addAnchors(rotated(themeAnchors[theme][source], take, turn), themeWeights[index]);
      });
      if (candidates.size < wanted) addAnchors(rotated(generalAnchors[source], wanted, turn), fallbackWeight);
    }

    return [...candidates.values()]
      .sort((left, right) => right.score - left.score || left.order - right.order)
      .slice(0, wanted)
      .map(({ hit }) => ({ source: hit.source, reference: hit.reference, text: hit.text }));
  });
}
