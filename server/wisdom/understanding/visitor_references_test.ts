import { assert, assertEquals } from "../../../tests/assert.ts";
import { testScriptures } from "../../testing/app_fixture.ts";
import { createVisitorReferenceFinder, visitorReferenceLabel } from "./visitor_references.ts";

const { corpus } = await testScriptures();
const finder = createVisitorReferenceFinder(corpus);

/** The canonical label of each reference found, in order. */
function labels(text: string): string[] {
  return finder.find(text).map((reference) => visitorReferenceLabel(reference, corpus));
}

function spans(text: string): string[] {
  return finder.find(text).map((reference) => reference.text);
}

function lotus(chapterNumber: number): string {
  const chapter = corpus.lotusChapters.find((record) => record.chapterNumber === chapterNumber)!;
  return `Lotus Sutra, Chapter ${chapterNumber}: ${chapter.title}`;
}

function gosho(title: string): string {
  const writing = corpus.goshoWritings.find((record) => record.title === title)!;
  const volume = corpus.goshoVolumes.find((record) => record.id === writing.volumeId)!;
  return `${title} (${volume.title})`;
}

function verseText(book: string, chapter: number, verse: number): string {
  const bookId = corpus.books.find((record) => record.name === book)!.id;
  return corpus.verses.find((record) =>
    record.bookId === bookId && record.chapter === chapter && record.verse === verse
  )!
    .text;
}

function checkAll(cases: ReadonlyArray<readonly [string, string[]]>): void {
  for (const [text, expected] of cases) assertEquals(labels(text), expected, text);
}

Deno.test("a typed verse reference gives its book, chapter, verses, the span as written and where it starts", () => {
  assertEquals(finder.find("explain John 3:16 to me"), [
    {
      source: "bible",
      bookId: 43,
      book: "John",
      chapter: 3,
      verseStart: 16,
      verseEnd: 16,
      text: "John 3:16",
      index: 8,
    },
  ]);
  assertEquals(finder.find("what does psalm 23 mean?"), [
    {
      source: "bible",
      bookId: 19,
      book: "Psalms",
      chapter: 23,
      verseStart: null,
      verseEnd: null,
      text: "psalm 23",
      index: 10,
    },
  ]);
  assertEquals(finder.find("John 3:36-4:2")[0], {
    source: "bible",
    bookId: 43,
    book: "John",
    chapter: 3,
    verseStart: 36,
    verseEnd: 2,
    chapterEnd: 4,
    text: "John 3:36-4:2",
    index: 0,
  });
});

Deno.test("Bible references are found in the ways people type them", () => {
  checkAll([
    ["John 3:16", ["John 3:16"]],
    ["jn 3:16-18", ["John 3:16-18"]],
    ["Jn3:16", ["John 3:16"]],
    ["john3:16", ["John 3:16"]],
    ["JOHN 3:16", ["John 3:16"]],
    ["John 3 : 16", ["John 3:16"]],
    ["John 3.16", ["John 3:16"]],
    ["John 3v16", ["John 3:16"]],
    ["John 3 v. 16", ["John 3:16"]],
    ["Psalm 23", ["Psalms 23"]],
    ["PSALMS 23", ["Psalms 23"]],
    ["psalms 23:1-3", ["Psalms 23:1-3"]],
    ["psalms 23:1 - 3", ["Psalms 23:1-3"]],
    ["Psalm 23:1–3", ["Psalms 23:1-3"]],
    ["Psalm 23:1 to 3", ["Psalms 23:1-3"]],
    ["Ps 46:10", ["Psalms 46:10"]],
    ["ps. 46", ["Psalms 46"]],
    ["1 Cor 13", ["1 Corinthians 13"]],
    ["1cor 13:4", ["1 Corinthians 13:4"]],
    ["1 Cor. 13:4", ["1 Corinthians 13:4"]],
    ["First Corinthians 13", ["1 Corinthians 13"]],
    ["first corinthians 13", ["1 Corinthians 13"]],
    ["1st Corinthians 13:4-7", ["1 Corinthians 13:4-7"]],
    ["I Corinthians 13", ["1 Corinthians 13"]],
    ["II Timothy 3:16", ["2 Timothy 3:16"]],
    ["2 tim 3:16", ["2 Timothy 3:16"]],
    ["Second Timothy 3:16", ["2 Timothy 3:16"]],
    ["1 John 4:8 and 3 John 1:4", ["1 John 4:8", "3 John 1:4"]],
    ["1 Kings 19:12", ["1 Kings 19:12"]],
    ["Romans chapter 8", ["Romans 8"]],
    ["romans ch. 8", ["Romans 8"]],
    ["Romans, chapter 8", ["Romans 8"]],
    ["John chapter three", ["John 3"]],
    ["chapter 8 of Romans", ["Romans 8"]],
    ["the eighth chapter of Romans", ["Romans 8"]],
    ["chapter 3 of the Gospel of John", ["John 3"]],
    ["Romans 8 verse 28", ["Romans 8:28"]],
    ["Romans 8, verse 28", ["Romans 8:28"]],
    ["Romans chapter 8 verse 28", ["Romans 8:28"]],
    ["verse 28 of Romans 8", ["Romans 8:28"]],
    ["verses 28-30 of Romans 8", ["Romans 8:28-30"]],
    ["John 3 16", ["John 3:16"]],
    ["Song of Songs 2", ["Song of Solomon 2"]],
    ["Song of Solomon 2:4", ["Song of Solomon 2:4"]],
    ["Song 2:4", ["Song of Solomon 2:4"]],
    ["Revelations 21", ["Revelation 21"]],
    ["Rev 21:4", ["Revelation 21:4"]],
    ["Philippians 4:13", ["Philippians 4:13"]],
    ["phillipians 4:6", ["Philippians 4:6"]],
    ["Mathew 5:9", ["Matthew 5:9"]],
    ["Psalm twenty-three", ["Psalms 23"]],
    ["the 23rd psalm", ["Psalms 23"]],
    ["the twenty-third Psalm", ["Psalms 23"]],
    ["Romans 6-8", ["Romans 6-8"]],
    ["Gen 1:1", ["Genesis 1:1"]],
    ["Ecclesiastes 3:1-8", ["Ecclesiastes 3:1-8"]],
  ]);
});

Deno.test("book names that are everyday words count only with a chapter after them", () => {
  checkAll([
    ["Mark 4:3", ["Mark 4:3"]],
    ["what does job 38 say", ["Job 38"]],
    ["Acts 2 is about Pentecost", ["Acts 2"]],
    ["acts 2:38", ["Acts 2:38"]],
    ["Numbers 6:24-26", ["Numbers 6:24-26"]],
    ["Ruth 1:16", ["Ruth 1:16"]],
    ["James 1:5", ["James 1:5"]],
    ["Lamentations 3:22-23", ["Lamentations 3:22-23"]],
    ["Judges 6", ["Judges 6"]],
    ["Mark my words", []],
    ["I have a Job interview tomorrow", []],
    ["acts of kindness", []],
    ["count the numbers 1 to 10", []],
    ["numbers 1 to 10", []],
    ["John is my friend", []],
    ["I am reading Ruth", []],
    ["James and Jude came over", []],
    ["the kings of the north", []],
    ["my job 9:30 start", []],
    ["I have 2 kids, John 3 years and Mark 5 years", []],
    ["mark2 is my username", []],
    ["I wrote song 2 on my album", []],
    ["act 2 of the play", []],
    ["the lamentations 3 of my life", []],
  ]);
});

Deno.test("a Bible number that is a time, a count or a verse that does not exist is not a reference", () => {
  checkAll([
    ["see you at 3:16 pm", []],
    ["at 10:30", []],
    ["mark 10:30 pm in your calendar", []],
    ["Psalm", []],
    ["I love the Psalms", []],
    ["it is 3:15", []],
    ["Bookmark 3:4", []],
    ["John 3:99", []],
    ["John 22", []],
    ["Psalms 151", []],
    ["Psalms 23:1-10", []],
    ["John 3:17-16", []],
    ["Hezekiah 3:4", []],
  ]);
});

Deno.test("a space instead of a colon counts only when the second number is a verse and is not a count", () => {
  checkAll([
    ["John 3 16", ["John 3:16"]],
    ["john 3 16 is my favourite", ["John 3:16"]],
    ["I read Psalm 23 4 times", ["Psalms 23"]],
    ["Psalm 23 99", ["Psalms 23"]],
  ]);
});

Deno.test("a book of one chapter is cited by verse", () => {
  checkAll([
    ["Jude 3", ["Jude 1:3"]],
    ["Jude 1", ["Jude 1"]],
    ["Philemon 10-12", ["Philemon 1:10-12"]],
  ]);
});

Deno.test("a book named without its number counts only where one numbered book has the passage", () => {
  checkAll([
    ["Peter 5:7", ["1 Peter 5:7"]],
    ["Thessalonians 5:17", ["1 Thessalonians 5:17"]],
    ["Corinthians 13", []],
    ["Timothy 3:16", []],
  ]);
});

Deno.test("Lotus Sutra chapters are found by number", () => {
  checkAll([
    ["chapter 25 of the Lotus Sutra", [lotus(25)]],
    ["Chapter 2 of the Lotus", [lotus(2)]],
    ["chapter two of the lotus sutra", [lotus(2)]],
    ["the 16th chapter of the Lotus Sutra", [lotus(16)]],
    ["the sixteenth chapter of the Lotus Sutra", [lotus(16)]],
    ["Lotus chapter 16", [lotus(16)]],
    ["lotus sutra ch 16", [lotus(16)]],
    ["Lotus Sutra 16", [lotus(16)]],
    ["the Lotus Sutra's 16th chapter", [lotus(16)]],
    ["Lotus Sutra, Chapter 16: The Life Span of the Thus Come One", [lotus(16)]],
    ["LOTUS SUTRA CHAPTER 12", [lotus(12)]],
  ]);
  assertEquals(spans("see Lotus Sutra, Chapter 16: The Life Span of the Thus Come One, today"), [
    "Lotus Sutra, Chapter 16: The Life Span of the Thus Come One",
  ]);
  assertEquals(spans("Lotus Sutra, Chapter 16: Expedient Means"), ["Lotus Sutra, Chapter 16", "Expedient Means"]);
  checkAll([["chapter 29 of the Lotus Sutra", []], ["Lotus 16", []]]);
  // "The lotus sutra one" is the one from the Lotus Sutra, not its first chapter.
  checkAll([["and the lotus sutra one where it rains on every plant?", []], ["the lotus sutra's sixteenth chapter", [
    lotus(16),
  ]]]);
});

Deno.test("an unnamed chapter belongs to the scripture the message is talking about, or to none", () => {
  checkAll([
    ["In the Lotus Sutra, what does chapter 2 teach?", [lotus(2)]],
    ["In the Lotus Sutra, what does the 16th chapter say?", [lotus(16)]],
    ["What does chapter 16 say about the Buddha's life span? I mean in the Lotus Sutra", [lotus(16)]],
    ["Nichiren often quotes chapter 2", [lotus(2)]],
    ["chapter 3", []],
    ["I just finished chapter 3 of my novel", []],
    ["Jesus said in chapter 3", []],
    ["chapter 2 of the Heart Sutra", []],
    ["The Heart Sutra is short. What about chapter 2?", []],
    ["Romans 8 and chapter 12", ["Romans 8", "Romans 12"]],
    ["In Romans, what does chapter 8 say?", ["Romans 8"]],
    ["In the Lotus Sutra the Buddha says... and in Romans, chapter 8", ["Romans 8"]],
    ["John 3:16 and verse 17", ["John 3:16", "John 3:17"]],
    ["verse 17", []],
    ["the Lotus Sutra has 28 chapters; chapter 29 is not one", []],
  ]);
});

Deno.test("Lotus Sutra chapters are found by title or a clear part of it", () => {
  checkAll([
    ["Tell me about the Devadatta chapter", [lotus(12)]],
    ["What are Expedient Means?", [lotus(2)]],
    ["the expedient means chapter", [lotus(2)]],
    ["the Life Span chapter", [lotus(16)]],
    ["the life-span chapter", [lotus(16)]],
    ["the Universal Gateway", [lotus(25)]],
    ["the Never Disparaging chapter", [lotus(20)]],
    ["Bodhisattva Never Disparaging", [lotus(20)]],
    ["The Emergence of the Treasure Tower", [lotus(11)]],
    ["the chapter on the Medicine King", [lotus(23)]],
    ['the "Peaceful Practices" chapter', [lotus(14)]],
    ["the Kannon chapter", [lotus(25)]],
    ["we recite Juryo-hon and Hoben-pon every morning", [lotus(16), lotus(2)]],
    ["the Jigage", [lotus(16)]],
    ["In the Lotus Sutra, what does Devadatta teach us?", [lotus(12)]],
  ]);
  assertEquals(spans("Tell me about the Devadatta chapter"), ["Devadatta chapter"]);
  checkAll([
    ["Devadatta tried to kill the Buddha", []],
    ["Introduction: I am new to the Lotus Sutra", []],
    ["the life span of a cat", []],
    ["Avalokiteshvara in the Heart Sutra", []],
    ["a wonderful sound", []],
    ["the entrustment of my estate", []],
  ]);
});

Deno.test("Lotus Sutra parables and images name the chapter whose summary tells them", () => {
  const cases: Array<[string, number, string]> = [
    ["the burning house", 3, "burning house"],
    ["the three carts", 3, "carts"],
    ["the white ox cart", 3, "white ox"],
    ["the prodigal son in the Lotus Sutra", 4, "poor son"],
    ["the rich man and his poor son", 4, "wealthy man and his poor son"],
    ["the parable of the poor son", 4, "poor son"],
    ["the medicinal herbs", 5, "medicinal herbs"],
    ["the parable of the herbs", 5, "herbs"],
    ["the dense cloud parable", 5, "dense cloud"],
    ["the phantom city", 7, "phantom"],
    ["the conjured city in the Lotus", 7, "conjure a city"],
    ["the jewel in the robe", 8, "jewel"],
    ["the jewel sewn into his robe", 8, "sews a priceless jewel"],
    ["the treasure tower", 11, "tower"],
    ["the tower of Many Treasures", 11, "Many Treasures"],
    ["the dragon king's daughter", 12, "dragon king's eight-year-old daughter"],
    ["The dragon girl attained Buddhahood in the Lotus Sutra", 12, "daughter"],
    ["Bodhisattvas of the Earth", 15, "bodhisattvas emerge"],
    ["the bodhisattvas who emerged from the earth", 15, "bodhisattvas emerge"],
    ["emerging from the earth", 15, "earth"],
    ["the physician's sons", 16, "physician"],
    ["the physicians sons", 16, "physician"],
    ["what does the parable of the good doctor teach?", 16, "doctor"],
    ["the good doctor in the Lotus Sutra", 16, "doctor"],
  ];
  for (const [text, chapterNumber, told] of cases) {
    const found = finder.find(text).find((reference) => reference.source === "lotus");
    assertEquals(found?.source === "lotus" && found.chapterNumber, chapterNumber, text);
    const summary = corpus.lotusChapters.find((chapter) => chapter.chapterNumber === chapterNumber)!.content;
    assert(summary.includes(told), `chapter ${chapterNumber}'s summary tells "${told}"`);
  }
  checkAll([
    ["I need a good doctor", []],
    ["I need a good doctor. What does the Lotus Sutra say about illness?", []],
    ["My poor son is sick, what does the Lotus Sutra say?", []],
    ["the dragon girl game", []],
    ["Magic City Miami", []],
    ["my house is on fire", []],
  ]);
});

Deno.test("named Bible passages resolve to the verses that tell them", () => {
  checkAll([
    ["the prodigal son", ["Luke 15:11-32"]],
    ["the good Samaritan", ["Luke 10:25-37"]],
    ["the parable of the lost sheep", ["Luke 15:3-7"]],
    ["the Sermon on the Mount", ["Matthew 5-7"]],
    ["the beatitudes", ["Matthew 5:3-12"]],
    ["the Lord's Prayer", ["Matthew 6:9-13"]],
    ["the Ten Commandments", ["Exodus 20:1-17"]],
    ["the love chapter", ["1 Corinthians 13"]],
    ["the shepherd psalm", ["Psalms 23"]],
    ["I feel like a lost sheep", []],
    ["tell me about the parable of the talents", ["Matthew 25:14-30"]],
    ["explain the parable of the ten virgins", ["Matthew 25:1-13"]],
    ["what does the persistent widow teach about prayer", ["Luke 18:1-8"]],
    ["the pharisee and the tax collector", ["Luke 18:9-14"]],
    ["the parable of the wheat and tares", ["Matthew 13:24-30"]],
    ["what's the story of david and goliath about", ["1 Samuel 17"]],
    ["the story of zacchaeus", ["Luke 19:1-10"]],
    ["what are my talents", []],
    ["my two sons are fighting", []],
    ["I lost 10 pounds", []],
    ["we're planning a wedding feast", []],
    ["what happened at the wedding at cana", ["John 2:1-11"]],
    ["tell me the story of jonah and the whale", ["Jonah 1"]],
    ["the feeding of the five thousand", ["Matthew 14:13-21"]],
    ["explain the tower of babel", ["Genesis 11:1-9"]],
    ["what is the still small voice", ["1 Kings 19:9-13"]],
    ["we are going to a wedding next week", []],
    ["jesus washing the disciples feet", ["John 13:1-17"]],
    ["the golden calf", ["Exodus 32:1-35"]],
    ["when jesus flipped the tables in the temple", ["John 2:13-22"]],
    ["the ten lepers", ["Luke 17:11-19"]],
    ["the rich young ruler", ["Mark 10:17-27"]],
    ["the parable of the lost coin", ["Luke 15:8-10"]],
    ["the valley of dry bones", ["Ezekiel 37:1-14"]],
    ["the annunciation", ["Luke 1:26-38"]],
    ["the empty tomb", ["Luke 24:1-12"]],
    ["my skin is so dry", []],
    ["the wise men", ["Matthew 2:1-12"]],
    ["the ten plagues", ["Exodus 7-12"]],
    ["the vine and the branches", ["John 15:1-8"]],
    ["the bread of life", ["John 6:32-40"]],
    ["the healing of the paralytic", ["Mark 2:1-12"]],
    ["the parting of the sea", ["Exodus 14:21-31"]],
    ["the new heaven and earth", ["Revelation 21:1-5"]],
    ["the story of job", ["Job 1"]],
    ["wise men say only fools rush in", []],
  ]);
  assert(verseText("John", 13, 5).includes("wash the disciples' feet"));
  assert(verseText("Exodus", 32, 4).includes("molten calf"));
  assert(verseText("John", 2, 15).includes("overthrew the tables"));
  assert(verseText("Luke", 17, 12).includes("ten men that were lepers"));
  assert(verseText("Mark", 10, 17).includes("Good Master"));
  assert(verseText("Luke", 15, 8).includes("ten pieces of silver"));
  assert(verseText("Ezekiel", 37, 4).includes("dry bones"));
  assert(verseText("Luke", 1, 26).includes("angel Gabriel"));
  assert(verseText("Luke", 24, 2).includes("stone rolled away"));
  assert(verseText("Matthew", 2, 1).includes("wise men from the east"));
  assert(verseText("John", 15, 5).includes("I am the vine"));
  assert(verseText("John", 6, 35).includes("I am the bread of life"));
  assert(verseText("Mark", 2, 3).includes("sick of the palsy"));
  assert(verseText("Revelation", 21, 1).includes("new heaven and a new earth"));
  assert(verseText("John", 2, 1).includes("marriage in Cana"));
  assert(verseText("Jonah", 1, 17).includes("great fish"));
  assert(verseText("Matthew", 14, 21).includes("five thousand"));
  assert(verseText("Genesis", 11, 9).includes("Babel"));
  assert(verseText("1 Kings", 19, 12).includes("still small voice"));
  assert(verseText("Genesis", 4, 8).includes("Cain rose up against Abel"));
  assert(verseText("Mark", 12, 42).includes("two mites"));
  assert(verseText("Daniel", 3, 23).includes("burning fiery furnace"));
  assert(verseText("Matthew", 25, 15).includes("five talents"));
  assert(verseText("Matthew", 25, 1).includes("ten virgins"));
  assert(verseText("Luke", 18, 3).includes("widow"));
  assert(verseText("Luke", 18, 10).includes("Pharisee, and the other a publican"));
  assert(verseText("Matthew", 13, 25).includes("tares"));
  assert(verseText("1 Samuel", 17, 4).includes("Goliath"));
  assert(verseText("Luke", 19, 2).includes("Zacchaeus"));
  assert(verseText("Luke", 15, 11).includes("A certain man had two sons"));
  assert(verseText("Luke", 15, 32).includes("thy brother was dead, and is alive again"));
  assert(verseText("Luke", 10, 33).includes("Samaritan"));
  assert(verseText("Luke", 15, 4).includes("sheep"));
  assert(verseText("Matthew", 5, 3).startsWith("Blessed are the poor in spirit"));
  assert(verseText("Matthew", 6, 9).includes("Our Father which art in heaven"));
  assert(verseText("Exodus", 20, 3).startsWith("Thou shalt have no other gods"));
  assert(verseText("Exodus", 20, 17).startsWith("Thou shalt not covet"));
  assert(verseText("1 Corinthians", 13, 13).includes("charity"));
  assert(verseText("Psalms", 23, 1).includes("my shepherd"));
});

Deno.test("Gosho writings are found by title or a clear, distinctive part of it", () => {
  checkAll([
    ["Winter Always Turns to Spring", [gosho("Winter Always Turns to Spring")]],
    ["remember, winter turns to spring", [gosho("Winter Always Turns to Spring")]],
    ["the letter about winter turning to spring", [gosho("Winter Always Turns to Spring")]],
    ["WINTER ALWAYS TURNS TO SPRING", [gosho("Winter Always Turns to Spring")]],
    ["the Dragon Gate letter", [gosho("The Dragon Gate")]],
    ["the dragon gate", [gosho("The Dragon Gate")]],
    ["Letter from Sado", [gosho("Letter from Sado")]],
    ["letter from sado", [gosho("Letter from Sado")]],
    ["the Opening of the Eyes", [gosho("The Opening of the Eyes")]],
    ["Rissho Ankoku Ron", [gosho("On Establishing the Correct Teaching for the Peace of the Land")]],
    ["Kaimoku Sho", [gosho("The Opening of the Eyes")]],
    ["Reply to Kyo’o", [gosho("Reply to Kyo'o")]],
    ["Reply to Kyoo", [gosho("Reply to Kyo'o")]],
    ["On Attaining Buddhahood in This Lifetime", [gosho("On Attaining Buddhahood in This Lifetime")]],
    ["the gosho on attaining buddhahood in this lifetime", [gosho("On Attaining Buddhahood in This Lifetime")]],
    ["Nichiren's Happiness in This World", [gosho("Happiness in This World")]],
    ['"happiness in this world"', [gosho("Happiness in This World")]],
    ["the Three Virtues of Food", [gosho("On the Three Virtues of Food")]],
    ["In Choosing the Heart of the Lotus Sutra, Nichiren writes", [gosho("Choosing the Heart of the Lotus Sutra")]],
    ["who were the brothers in letter to the brothers", [gosho("Letter to the Brothers")]],
    ["we're reading the letter to the brothers this month", [gosho("Letter to the Brothers")]],
  ]);
  assertEquals(spans("read the Dragon Gate letter again"), ["the Dragon Gate letter"]);
  checkAll([
    ["is there happiness in this world?", []],
    ["I want to attain buddhahood in this lifetime", []],
    ["what is the teaching on the ten factors", []],
    ["I wrote a letter to the brothers at church", []],
    ["we read the letter to the brothers at church", []],
    ["what is happiness in this world", []],
    ["the heart of the Lotus Sutra", []],
    ["Letter from Rome", []],
  ]);
});

Deno.test("references come in order of appearance, never overlapping, each span where the message has it", () => {
  const text = "I read jn 3:16-18 and Psalm 23 this week. In the Lotus Sutra, the burning house and chapter 16 " +
    "moved me, as did Winter Always Turns to Spring and 1st Corinthians 13:4-7. Is that like Romans chapter 8?";
  const found = finder.find(text);
  assertEquals(found.map((reference) => visitorReferenceLabel(reference, corpus)), [
    "John 3:16-18",
    "Psalms 23",
    lotus(3),
    lotus(16),
    gosho("Winter Always Turns to Spring"),
    "1 Corinthians 13:4-7",
    "Romans 8",
  ]);
  for (const [position, reference] of found.entries()) {
    assertEquals(text.slice(reference.index, reference.index + reference.text.length), reference.text);
    const next = found[position + 1];
    if (next) assert(reference.index + reference.text.length <= next.index, "no overlap");
  }
  assertEquals(spans("Read Song of Solomon 2:4 and 1 John 4:8."), ["Song of Solomon 2:4", "1 John 4:8"]);
  assertEquals(spans("second John 3:16"), ["John 3:16"], "2 John has no chapter 3, so the longer reading gives way");
  assertEquals(finder.find(""), []);
});

Deno.test("the label is the canonical reference the rest of the app cites", () => {
  const [whole, range, lotusChapter, letter] = finder.find(
    "Psalm 23, john 3:16 - 18, the Devadatta chapter and the letter from sado",
  );
  assertEquals(visitorReferenceLabel(whole, corpus), "Psalms 23");
  assertEquals(visitorReferenceLabel(range, corpus), "John 3:16-18");
  assertEquals(visitorReferenceLabel(lotusChapter, corpus), "Lotus Sutra, Chapter 12: Devadatta");
  assertEquals(visitorReferenceLabel(letter, corpus), "Letter from Sado (Gosho Volume I)");
  assertEquals(labels("Romans 6-8 and John 3:36-4:2"), ["Romans 6-8", "John 3:36-4:2"]);
});

Deno.test("the Letter to the Brothers asked of as a text, however it is put; a letter of one's own to brothers is none", () => {
  for (
    const message of [
      "can you read me the letter to the brothers",
      "what does the letter to the brothers say",
      "Nichiren wrote a letter to two brothers whose father disowned one of them, didn't he?",
    ]
  ) assertEquals(finder.find(message).map((reference) => reference.source), ["gosho"], message);
  assertEquals(finder.find("i wrote a letter to the brothers"), []);
});

Deno.test("Spanish book names, as the Reina-Valera has them, name the same books; a Spanish given name alone names none", () => {
  checkAll([
    ["me puedes dar juan 14:27 en español?", ["John 14:27"]],
    ["Salmos 91:1", ["Psalms 91:1"]],
    ["salmo 23", ["Psalms 23"]],
    ["1 Corintios 13:4", ["1 Corinthians 13:4"]],
    ["Apocalipsis 21:4", ["Revelation 21:4"]],
    ["Isaías 41:10", ["Isaiah 41:10"]],
    ["juan is my friend", []],
    ["santiago and marcos came over", []],
  ]);
});
