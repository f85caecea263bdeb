/**
 * The shrine's daily pairing: one KJV verse and one Lotus Sutra chapter, chosen from the date alone
 * so every visitor sees the same pairing on a given day, without the server keeping any state.
 */

export type VerseReference = { bookId: number; chapter: number; verse: number };
export type DailyPairing = { bible: VerseReference; lotusChapter: number };

/** Well-known verses; book ids are the KJV book numbers of the scripture store (Genesis 1 .. Revelation 66). */
export const pairingVerses: readonly VerseReference[] = [
  { bookId: 1, chapter: 1, verse: 3 }, // Genesis 1:3
  { bookId: 5, chapter: 31, verse: 8 }, // Deuteronomy 31:8
  { bookId: 6, chapter: 1, verse: 9 }, // Joshua 1:9
  { bookId: 9, chapter: 16, verse: 7 }, // 1 Samuel 16:7
  { bookId: 19, chapter: 23, verse: 1 }, // Psalms 23:1
  { bookId: 19, chapter: 46, verse: 10 }, // Psalms 46:10
  { bookId: 19, chapter: 119, verse: 105 }, // Psalms 119:105
  { bookId: 19, chapter: 121, verse: 1 }, // Psalms 121:1
  { bookId: 20, chapter: 3, verse: 5 }, // Proverbs 3:5
  { bookId: 20, chapter: 15, verse: 1 }, // Proverbs 15:1
  { bookId: 21, chapter: 3, verse: 1 }, // Ecclesiastes 3:1
  { bookId: 23, chapter: 40, verse: 31 }, // Isaiah 40:31
  { bookId: 24, chapter: 29, verse: 11 }, // Jeremiah 29:11
  { bookId: 25, chapter: 3, verse: 23 }, // Lamentations 3:23
  { bookId: 33, chapter: 6, verse: 8 }, // Micah 6:8
  { bookId: 40, chapter: 5, verse: 9 }, // Matthew 5:9
  { bookId: 40, chapter: 6, verse: 34 }, // Matthew 6:34
  { bookId: 40, chapter: 11, verse: 28 }, // Matthew 11:28
  { bookId: 42, chapter: 6, verse: 31 }, // Luke 6:31
  { bookId: 43, chapter: 1, verse: 5 }, // John 1:5
  { bookId: 43, chapter: 14, verse: 27 }, // John 14:27
  { bookId: 45, chapter: 12, verse: 21 }, // Romans 12:21
  { bookId: 46, chapter: 13, verse: 4 }, // 1 Corinthians 13:4
  { bookId: 48, chapter: 5, verse: 22 }, // Galatians 5:22
  { bookId: 49, chapter: 4, verse: 32 }, // Ephesians 4:32
  { bookId: 50, chapter: 4, verse: 7 }, // Philippians 4:7
  { bookId: 51, chapter: 3, verse: 13 }, // Colossians 3:13
  { bookId: 58, chapter: 11, verse: 1 }, // Hebrews 11:1
  { bookId: 59, chapter: 1, verse: 19 }, // James 1:19
  { bookId: 62, chapter: 4, verse: 8 }, // 1 John 4:8
];

export const lotusChapterCount = 28;

/**
 * The pairing for the visitor's calendar day (local date, so it turns over at their midnight). The
 * two lists have different lengths (30 and 28), so the same verse meets a different chapter each
 * time it comes round.
 */
export function dailyPairing(date: Date): DailyPairing {
  const day = Math.floor(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / 86_400_000);
  return {
    bible: pairingVerses[day % pairingVerses.length],
    lotusChapter: (day % lotusChapterCount) + 1,
  };
}
