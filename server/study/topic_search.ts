import { normalizeWord, words } from "../search/normalize.ts";
import type { NaveIndex, NaveTopic } from "./naves.ts";

/** A topic found for a query, and the name that led to it when that name only points here ("ANXIETY" for CARE). */
export type FoundTopic = { topic: NaveTopic; via: string | null };

/** Whether a topic has no verses of its own, only "See" lines. */
function onlyPoints(topic: NaveTopic): boolean {
  return topic.headings.every((heading) =>
    heading.refs.length === 0 && heading.items.every((item) => item.refs.length === 0)
  );
}

const termsOf = (text: string) => words(text).map(normalizeWord);

/**
 * Nave's topics for what a reader typed: the topic of that name first (by the cross reference
 * rules, so "angels" finds ANGEL (A SPIRIT)), then topics whose names hold every word of the
 * query, shorter names first. A topic that only points elsewhere ("ANXIETY: See CARE") is
 * replaced by the topics it points to, so the reader gets verses, not a pointer.
 */
export function findTopics(naves: NaveIndex, query: string, limit: number): FoundTopic[] {
  const wanted = [...new Set(termsOf(query))];
  if (wanted.length === 0) return [];
  const exact = naves.resolve(query);
  const matching = naves.topics
    .filter((topic) => topic !== exact)
    .map((topic) => ({ topic, terms: termsOf(topic.name) }))
    .filter(({ terms }) => wanted.every((term) => terms.includes(term)))
    .sort((a, b) => a.terms.length - b.terms.length || a.topic.name.localeCompare(b.topic.name))
    .map(({ topic }) => topic);

  const found: FoundTopic[] = [];
  const seen = new Set<NaveTopic>();
  const add = (topic: NaveTopic, via: string | null) => {
    if (seen.has(topic) || found.length >= limit) return;
    seen.add(topic);
    found.push({ topic, via });
  };
  for (const topic of exact ? [exact, ...matching] : matching) {
    if (!onlyPoints(topic)) {
      add(topic, null);
      continue;
    }
    const lines = topic.headings.flatMap((heading) => [heading, ...heading.items]);
    for (const target of lines.flatMap((line) => line.see).map(naves.resolve)) {
      if (target && !onlyPoints(target)) add(target, topic.name);
    }
  }
  return found;
}
