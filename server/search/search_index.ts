import { relatedWords, stopWords } from "./kjv_lexicon.ts";
import { canonicalWord, normalizeWord, surfaceWords, words } from "./normalize.ts";

export const scriptureSources = ["bible", "lotus", "gosho"] as const;
export type ScriptureSource = typeof scriptureSources[number];

export type SearchDocument = { source: ScriptureSource; reference: string; text: string };

export type SearchHit = {
  source: ScriptureSource;
  reference: string;
  /** The whole verse, or for a long text the passage that best matches the query. */
  text: string;
  /** Words of `text` that matched the query, as written, for the reader to see highlighted. */
  matched: string[];
  score: number;
};

export type SearchOptions = { sources: ReadonlySet<ScriptureSource>; limit: number };

export interface SearchIndex {
  readonly documentCount: number;
  search(query: string, options: SearchOptions): SearchHit[];
  /**
   * How much a word tells apart the passages that hold it (its inverse document frequency, by its
   * normalised form): "jealous" much, "year" little; 0 for a word no passage holds.
   */
  weightOf(term: string): number;
}

/** BM25 constants (Robertson & Zaragoza's usual values). */
const k1 = 1.2;
const b = 0.75;
/** A related word (charity for love) counts for this much of the word itself. */
const relatedWeight = 0.5;
/** How many BM25 leaders the phrase re-rank looks at, and how much a whole-phrase match adds. */
const rerankDepth = 200;
const phraseWeight = 0.6;
const snippetChars = 320;

const stopTerms = new Set([...stopWords].map(normalizeWord));

function relatedTermsOf(): Map<string, string[]> {
  const related = new Map<string, string[]>();
  for (const group of relatedWords) {
    const terms = group.map(normalizeWord);
    for (const term of terms) {
      const others = terms.filter((other) => other !== term);
      related.set(term, [...new Set([...(related.get(term) ?? []), ...others])]);
    }
  }
  return related;
}

/**
 * Builds the in-memory index: postings (document, term frequency) per term, document lengths
 * per source for BM25, and every document's term sequence for the phrase re-rank.
 */
export function buildSearchIndex(documents: readonly SearchDocument[]): SearchIndex {
  const vocabulary = new Map<string, number>();
  const termNames: string[] = [];
  const termOf = (term: string) => {
    let id = vocabulary.get(term);
    if (id === undefined) {
      id = termNames.length;
      vocabulary.set(term, id);
      termNames.push(term);
    }
    return id;
  };

  // Normalising is the costly step: done once per distinct written word, not once per occurrence.
  const termOfWord = new Map<string, number>();
  const documentCount = documents.length;
  const sourceOf = new Uint8Array(documentCount);
  const lengthOf = new Float64Array(documentCount);
  const sequenceStart = new Int32Array(documentCount + 1);
  const sequences: number[] = [];
  const postingDocuments: number[][] = [];
  const postingCounts: number[][] = [];
  const lengthBySource = new Float64Array(scriptureSources.length);
  const countBySource = new Float64Array(scriptureSources.length);

  documents.forEach((document, documentId) => {
    const source = scriptureSources.indexOf(document.source);
    sourceOf[documentId] = source;
    sequenceStart[documentId] = sequences.length;
    const counts = new Map<number, number>();
    let length = 0;
    for (const word of words(document.text)) {
      let id = termOfWord.get(word);
      if (id === undefined) {
        id = termOf(normalizeWord(word));
        termOfWord.set(word, id);
      }
      sequences.push(id);
      counts.set(id, (counts.get(id) ?? 0) + 1);
      // Stop words get postings (a query of nothing else still finds something) but no length.
      if (!stopTerms.has(termNames[id])) length++;
    }
    for (const [id, count] of counts) {
      (postingDocuments[id] ??= []).push(documentId);
      (postingCounts[id] ??= []).push(count);
    }
    lengthOf[documentId] = length;
    lengthBySource[source] += length;
    countBySource[source]++;
  });
  sequenceStart[documentCount] = sequences.length;

  const postings = postingDocuments.map((ids, term) => ({
    documents: Int32Array.from(ids ?? []),
    counts: Uint16Array.from(postingCounts[term] ?? []),
  }));
  const termSequence = Int32Array.from(sequences);
  // Verses and chapter summaries differ tenfold in length: each is normalised against its own kind.
  const averageLength = lengthBySource.map((total, source) => total / Math.max(1, countBySource[source]));
  const related = relatedTermsOf();
  const scores = new Float64Array(documentCount);

  const idf = (term: number) => {
    const frequency = postings[term]?.documents.length ?? 0;
    return Math.log(1 + (documentCount - frequency + 0.5) / (frequency + 0.5));
  };

  function weightedTerms(queryTerms: string[]): Map<number, number> {
    const weights = new Map<number, number>();
    const content = queryTerms.filter((term) => !stopTerms.has(term));
    for (const term of content.length > 0 ? content : queryTerms) {
      const id = vocabulary.get(term);
      if (id !== undefined) weights.set(id, 1);
      for (const partner of related.get(term) ?? []) {
        const partnerId = vocabulary.get(partner);
        if (partnerId !== undefined && !weights.has(partnerId)) weights.set(partnerId, relatedWeight);
      }
    }
    return weights;
  }

  /** Length of the longest run of consecutive query terms found together in the document. */
  function longestPhrase(documentId: number, queryIds: number[]): number {
    const start = sequenceStart[documentId];
    const end = sequenceStart[documentId + 1];
    let best = 0;
    for (let position = start; position < end; position++) {
      for (let q = 0; q < queryIds.length; q++) {
        let run = 0;
        while (
          q + run < queryIds.length && position + run < end && termSequence[position + run] === queryIds[q + run]
        ) {
          run++;
        }
        if (run > best) best = run;
      }
    }
    return best;
  }

  function snippet(text: string, matchedTerms: Set<string>): string {
    if (text.length <= snippetChars) return text;
    const sentences = text.match(/[^.!?]+[.!?]+["'’”)]*\s*|[^.!?]+$/g) ?? [text];
    let bestIndex = 0;
    let bestHits = -1;
    sentences.forEach((sentence, index) => {
      const hits = words(sentence).filter((word) => matchedTerms.has(normalizeWord(word))).length;
      if (hits > bestHits) [bestIndex, bestHits] = [index, hits];
    });
    let passage = sentences[bestIndex].trim();
    for (let next = bestIndex + 1; next < sentences.length && passage.length < snippetChars / 2; next++) {
      passage += ` ${sentences[next].trim()}`;
    }
    const clipped = passage.length > snippetChars
      ? `${passage.slice(0, snippetChars).replace(/\s+\S*$/, "")}…`
      : passage;
    return `${bestIndex > 0 ? "…" : ""}${clipped}`;
  }

  return {
    weightOf(term) {
      const id = vocabulary.get(term);
      return id === undefined || !postings[id] ? 0 : idf(id);
    },
    documentCount,
    search(query, { sources, limit }) {
      const queryTerms = words(query).map(normalizeWord);
      const weights = weightedTerms(queryTerms);
      if (weights.size === 0) return [];
      const allowed = new Set([...sources].map((source) => scriptureSources.indexOf(source)));

      const touched: number[] = [];
      for (const [term, weight] of weights) {
        const { documents: ids, counts } = postings[term];
        const termIdf = idf(term) * weight;
        for (let i = 0; i < ids.length; i++) {
          const documentId = ids[i];
          const source = sourceOf[documentId];
          if (!allowed.has(source)) continue;
          if (scores[documentId] === 0) touched.push(documentId);
          const count = counts[i];
          const norm = k1 * (1 - b + b * lengthOf[documentId] / averageLength[source]);
          scores[documentId] += termIdf * (count * (k1 + 1)) / (count + norm);
        }
      }

      const leaders = topDocuments(touched, scores, Math.max(rerankDepth, limit));
      const topScore = leaders.length > 0 ? scores[leaders[0]] : 0;
      const queryIds = queryTerms.map((term) => vocabulary.get(term) ?? -1);
      const ranked = leaders.map((documentId) => {
        const phrase = queryIds.length > 1 ? longestPhrase(documentId, queryIds) : 0;
        const bonus = phrase >= 2 ? topScore * phraseWeight * ((phrase - 1) / (queryIds.length - 1)) ** 1.5 : 0;
        return { documentId, score: scores[documentId] + bonus };
      });
      for (const documentId of touched) scores[documentId] = 0;

      ranked.sort((left, right) => right.score - left.score || left.documentId - right.documentId);
      const matchedTerms = new Set([...weights.keys()].map((id) => termNames[id]));
      return ranked.slice(0, limit).map(({ documentId, score }) => {
        const document = documents[documentId];
        const text = snippet(document.text, matchedTerms);
        const matched = [
          ...new Set(surfaceWords(text).filter((word) => matchedTerms.has(normalizeWord(canonicalWord(word))))),
        ];
        return { source: document.source, reference: document.reference, text, matched, score };
      });
    },
  };
}

/**
 * The `count` best-scoring documents, best first, through a bounded min-heap: common words touch
 * thousands of verses, and sorting them all would cost more than the scoring did.
 */
function topDocuments(candidates: number[], scores: Float64Array, count: number): number[] {
  const heap = new Int32Array(Math.min(count, candidates.length));
  let size = 0;
  const less = (a: number, b: number) => scores[a] < scores[b] || (scores[a] === scores[b] && a > b);
  const siftDown = (from: number) => {
    let parent = from;
    while (true) {
      const left = 2 * parent + 1;
      const right = left + 1;
      let smallest = parent;
      if (left < size && less(heap[left], heap[smallest])) smallest = left;
      if (right < size && less(heap[right], heap[smallest])) smallest = right;
      if (smallest === parent) return;
      [heap[parent], heap[smallest]] = [heap[smallest], heap[parent]];
      parent = smallest;
    }
  };
  for (const candidate of candidates) {
    if (size < heap.length) {
      let child = size++;
      heap[child] = candidate;
      while (child > 0) {
        const parent = (child - 1) >> 1;
        if (!less(heap[child], heap[parent])) break;
        [heap[child], heap[parent]] = [heap[parent], heap[child]];
        child = parent;
      }
    } else if (size > 0 && less(heap[0], candidate)) {
      heap[0] = candidate;
      siftDown(0);
    }
  }
  return Array.from(heap.subarray(0, size)).sort((a, b) => scores[b] - scores[a] || a - b);
}
