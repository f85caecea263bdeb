import type { RiskKind } from "./risk.ts";

/**
 * The only scripture a care reply may hold (ISSUE 15), reviewed one by one: each speaks of God's
 * nearness, help, rest or refuge. Left out on purpose: anything about losing, hating or laying down
 * one's life, death as rest or reward, suffering as deserved, drowning, fire or heights (Isaiah 43:2),
 * "the valley of the shadow of death" (Psalms 23:4), and every Lotus Sutra or Gosho summary, since
 * several speak of giving one's life for the teaching. The text itself always comes from the KJV store.
 */
export const reviewedCarePassages: Readonly<Record<RiskKind, readonly string[]>> = {
  suicide: [
    "Psalms 34:18",
    "Matthew 11:28",
    "Psalms 147:3",
    "Isaiah 41:10",
    "Psalms 46:1",
    "Deuteronomy 31:8",
    "Psalms 121:2",
    "Lamentations 3:22-23",
    "1 Peter 5:7",
    "Psalms 55:22",
    "2 Corinthians 1:3-4",
    "Isaiah 42:3",
    "Psalms 62:8",
    "Psalms 40:1-2",
    "Psalms 86:5",
  ],
  "self-harm": [
    "Psalms 147:3",
    "Isaiah 42:3",
    "Psalms 34:18",
    "Matthew 11:28",
    "1 Peter 5:7",
    "Isaiah 41:10",
    "Psalms 62:8",
    "Psalms 86:5",
  ],
  // An emergency of the body: short words of God's help and nearness to hold while help comes.
  medical: [
    "Psalms 46:1",
    "Isaiah 41:10",
    "Psalms 121:2",
    "Deuteronomy 31:8",
  ],
  abuse: [
    "Psalms 9:9",
    "Psalms 46:1",
    "Isaiah 41:10",
    "Psalms 34:18",
    "Deuteronomy 31:8",
    "Psalms 18:2",
    "Psalms 62:8",
  ],
};

/** Every reviewed reference, for checking what another engine cited. */
export const reviewedReferences: ReadonlySet<string> = new Set(Object.values(reviewedCarePassages).flat());

/**
 * Verse text that must not reach someone at risk, whatever engine found it: losing or hating one's
 * life, longing to die or death as gain, rest or reward, suicide in the narratives, suffering as
 * deserved punishment. Matched on the KJV wording.
 */
export const unsafeVerseText =
  /\b(?:hateth his life|lose his life|loseth his life|lose it|hate not\b.{0,40}\bhis own life|lay down (?:his|my) life|to die is gain|desire to depart|better for me to die|take away my life|take my life|take, I beseech thee, my life|let me die|wished (?:in himself )?to die|requested for himself that he might die|blessed are the dead|the day of death|hanged himself|fell upon (?:it|his sword)|slew himself|killed himself|went and hanged|strangling|choose death|death rather than life|wages of sin is death|not worthy|it had been good for that man|cursed be the day|let the day perish|why died I not|the grave|sleep the sleep|rest from their labours|sacrificed (?:themselves|himself|herself)|given (?:his|her|their) li(?:fe|ves))\b/i;

/** A canonical reference's single verses: "Psalms 40:1-2" is "Psalms 40:1" and "Psalms 40:2". */
export function versesOf(reference: string): string[] {
  const range = /^(.+ \d+):(\d+)-(\d+)$/.exec(reference);
  if (!range) return [reference];
  const verses: string[] = [];
  for (let verse = Number(range[2]); verse <= Number(range[3]); verse++) verses.push(`${range[1]}:${verse}`);
  return verses;
}
