/** The retro hub's words of wisdom (spec section 9: "Random quote shown 5000 ms from a list of 5"). */

export type WisdomQuote = { text: string; reference: string };

/**
 * Exact KJV verses only, so nothing here is scripture we made up; wisdom_quotes.test.tsx checks each
 * one word for word against data/kjv.tsv.
 */
export const wisdomQuotes: readonly WisdomQuote[] = [
  {
    text: "Be still, and know that I am God: I will be exalted among the heathen, I will be exalted in the earth.",
    reference: "Psalms 46:10",
  },
  { text: "Blessed are the peacemakers: for they shall be called the children of God.", reference: "Matthew 5:9" },
  {
    text: "Trust in the LORD with all thine heart; and lean not unto thine own understanding.",
    reference: "Proverbs 3:5",
  },
  {
    text:
      "Peace I leave with you, my peace I give unto you: not as the world giveth, give I unto you. Let not your heart be troubled, neither let it be afraid.",
    reference: "John 14:27",
  },
  {
    text: "Come unto me, all ye that labour and are heavy laden, and I will give you rest.",
    reference: "Matthew 11:28",
  },
];

/** How long the Wisdom card shows a quote before it returns to its idle text (spec section 9). */
export const quoteShownMs = 5000;

/**
 * A random index into `wisdomQuotes`. When a quote is already showing, asking again picks a
 * different one, so pressing the card visibly does something; `random` is injected (returns [0, 1)).
 */
export function pickQuoteIndex(random: () => number, current: number | null = null): number {
  const count = wisdomQuotes.length;
  if (current === null) return Math.min(count - 1, Math.floor(random() * count));
  const step = 1 + Math.min(count - 2, Math.floor(random() * (count - 1)));
  return (current + step) % count;
}

/**
 * Milliseconds the quote shown at `shownAt` has left on screen at `now` (0 once it is over). The
 * card derives this from the clock rather than counting ticks, so a background tab whose timers
 * were throttled still reverts on time.
 */
export function quoteTimeLeft(shownAt: number, now: number): number {
  return Math.max(0, shownAt + quoteShownMs - now);
}
