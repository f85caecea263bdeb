import { rangeVerses, type VerseRange } from "../scriptures/verse_range.ts";
import type { NaveIndex, NaveTopic } from "./naves.ts";

/** A line of a Nave's topic citing a verse: the topic, the labels that lead to the line, and what it cites. */
export type Citation = { topic: NaveTopic; labels: string[]; range: VerseRange };

/**
 * Which Nave's lines cite each verse, the reverse of the topics' verse lists. `versesIn` gives a
 * chapter's length (a whole-chapter citation covers it all). Built on first use: the search has
 * its own copy of what it needs, and most starts never open a study view.
 */
export function citationIndex(
  naves: NaveIndex,
  versesIn: (book: number, chapter: number) => number,
): (book: number, chapter: number, verse: number) => Citation[] {
  let byVerse: Map<number, Citation[]> | null = null;
  const build = () => {
    const index = new Map<number, Citation[]>();
    for (const topic of naves.topics) {
      for (const heading of topic.headings) {
        const lines = [
          { labels: [heading.label], refs: heading.refs },
          ...heading.items.map((item) => ({
            labels: [heading.label, item.label],
            refs: item.refs,
          })),
        ];
        for (const { labels, refs } of lines) {
          for (const range of refs) {
            const citation = { topic, labels: labels.filter(Boolean), range };
            for (const [chapter, verse] of rangeVerses(range, (chapter) => versesIn(range.book, chapter))) {
              const key = (range.book * 1000 + chapter) * 1000 + verse;
              const held = index.get(key);
              if (held) held.push(citation);
              else index.set(key, [citation]);
            }
          }
        }
      }
    }
    return index;
  };
  return (book, chapter, verse) => (byVerse ??= build()).get((book * 1000 + chapter) * 1000 + verse) ?? [];
}
