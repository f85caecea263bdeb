import { everydayWords } from "./everyday_lexicon.ts";
import { relatedWords, stopWords } from "./kjv_lexicon.ts";
import { normalizeWord, surfaceWords, wordForms, words } from "./normalize.ts";

export const scriptureSources = ["bible", "lotus", "gosho"] as const;
export type ScriptureSource = typeof scriptureSources[number];

export type SearchDocument = {
  source: ScriptureSource;
  reference: string;
  /** What a hit shows by default: a verse in the KJV, a Lotus chapter's or Gosho writing's summary. */
  text: string;
  /** More wording of the same passage, searched as part of it (the verse in the WEB). */
  alsoSearched?: readonly string[];
  /** Texts a hit can show instead of `text`, by name (the verse in another version, named by its id). */
  shownAs?: Readonly<Record<string, string>>;
  /** The topics that cite the passage (Nave's): matched too, at a lower weight than its words. */
  topics?: readonly TopicNames[];
};

/**
 * A topic as the search knows it: its name, then other names that mean it ("CARE", "ANXIETY").
 * Documents citing one topic share the one array, whose words are read once.
 */
export type TopicNames = readonly string[];

export type SearchHit = {
  source: ScriptureSource;
  reference: string;
  /** The whole verse, or for a long text the passage that best matches the query. */
  text: string;
  /** Words of `text` that matched the query, as written, for the reader to see highlighted. */
  matched: string[];
  /** Names of the topics citing the passage that matched the query (by any of their names). */
  topics: string[];
  score: number;
};

/** `shownAs`: which of a document's `shownAs` texts a hit shows, where it has one. */
export type SearchOptions = { sources: ReadonlySet<ScriptureSource>; limit: number; shownAs?: string };

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
/**
 * A word found only in the name of a topic citing the passage counts for this much of the word in
 * its text: enough to bring up the verses Nave gathered under "CARE" for "worry", not enough to
 * put a topic's hundred verses above the one that says the words.
 */
const topicWeight = 0.4;
/** How many BM25 leaders the phrase re-rank looks at, and how much a whole-phrase match adds. */
const rerankDepth = 200;
const phraseWeight = 0.6;
/** How much saying the query's ideas in its order adds (all of them: this share of the top score). */
const orderWeight = 0.5;
const snippetChars = 320;
/** Parts two texts of one document in its word sequence, so no phrase runs from one into the other. */
const textBreak = -1;

const stopTerms = new Set([...stopWords].map(normalizeWord));

/**
 * In a negated query "not ... anything" says what "nothing" says ("do not be anxious about
 * anything": "in nothing be anxious"), so there the one also finds the other.
 */
const negations = new Set(["not", "no", "never", "neither", "nor"].map(normalizeWord));
const negatedPartners = new Map(
  [["anything", ["nothing"]], ["anyone", ["none"]], ["any", ["none"]], ["ever", ["never"]]].map((
    [word, partners],
  ) => [normalizeWord(word as string), (partners as string[]).map(normalizeWord)]),
);

function relatedTermsOf(): Map<string, string[]> {
  const related = new Map<string, string[]>();
  for (const group of [...relatedWords, ...everydayWords]) {
    const terms = group.map(normalizeWord);
    for (const term of terms) {
      const others = terms.filter((other) => other !== term);
      related.set(term, [...new Set([...(related.get(term) ?? []), ...others])]);
    }
  }
  return related;
}

/**
 * Postings of one field in compressed-row form: term `t`'s documents (in document order) and how
 * often each holds it are `documents[start[t] .. start[t + 1])` and the same slice of `counts`.
 */
export type Postings = { start: Int32Array; documents: Int32Array; counts: Uint16Array };

/** A query word and its related words, each with its weight; `query` is the query word's own term. */
type Concept = Array<{ term: number; weight: number; query: string }>;

/**
 * Postings from each document's term ids, `tokens[tokenStart[d] .. tokenStart[d + 1])`: one pass
 * to count each term's documents, one to fill the arrays. Two typed-array passes instead of a
 * growing list per term: this is most of the start-up's index build.
 */
function postingsOf(tokens: Int32Array, tokenStart: Int32Array, termCount: number): Postings {
  const documentCount = tokenStart.length - 1;
  const frequency = new Int32Array(termCount);
  const lastDocument = new Int32Array(termCount).fill(-1);
  for (let document = 0; document < documentCount; document++) {
    for (let at = tokenStart[document]; at < tokenStart[document + 1]; at++) {
      const term = tokens[at];
      if (term < 0 || lastDocument[term] === document) continue;
      lastDocument[term] = document;
      frequency[term]++;
    }
  }
  const start = new Int32Array(termCount + 1);
  for (let term = 0; term < termCount; term++) start[term + 1] = start[term] + frequency[term];
  const documents = new Int32Array(start[termCount]);
  const counts = new Uint16Array(start[termCount]);
  const cursor = start.slice(0, termCount);
  lastDocument.fill(-1);
  for (let document = 0; document < documentCount; document++) {
    for (let at = tokenStart[document]; at < tokenStart[document + 1]; at++) {
      const term = tokens[at];
      if (term < 0) continue;
      if (lastDocument[term] === document) {
        counts[cursor[term] - 1]++;
        continue;
      }
      lastDocument[term] = document;
      documents[cursor[term]] = document;
      counts[cursor[term]++] = 1;
    }
  }
  return { start, documents, counts };
}

/** A growable list of 32-bit integers. */
class IntList {
  values = new Int32Array(1 << 16);
  length = 0;
  push(value: number) {
    if (this.length === this.values.length) {
      const grown = new Int32Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length++] = value;
  }
  done(): Int32Array {
    return this.values.slice(0, this.length);
  }
}

/**
 * Everything the index holds, as plain arrays: built from the documents by `indexDocuments`, or
 * read back from a prebuilt index file (index_file.ts) so a start need not build it.
 */
export type IndexData = {
  /** Term ids are positions in this list of normalised words. */
  termNames: readonly string[];
  /** Each document's source, as its position in `scriptureSources`. */
  sourceOf: Uint8Array;
  /** Document `d`'s words, texts parted by `textBreak`: `termSequence[sequenceStart[d] .. sequenceStart[d + 1])`. */
  sequenceStart: Int32Array;
  termSequence: Int32Array;
  textPostings: Postings;
  topicPostings: Postings;
  /** Words (stop words aside) per document in its texts and in its topics' names. */
  textLength: Float64Array;
  topicLength: Float64Array;
  /** Mean of those lengths per source: verses and chapter summaries differ tenfold. */
  averageLength: Float64Array;
  averageTopicLength: Float64Array;
};

/**
 * Indexes the documents: for each document's words (all its texts) and, separately, its topics'
 * names, postings (document, term frequency) per term and lengths for BM25, and every document's
 * word sequence for the phrase and word-order re-rank.
 */
export function indexDocuments(documents: readonly SearchDocument[]): IndexData {
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
  const termsOfWord = new Map<string, number[]>();
  const termsOfSurface = (surface: string) => {
    let ids = termsOfWord.get(surface);
    if (ids === undefined) {
      ids = wordForms(surface).map((form) => termOf(normalizeWord(form)));
      termsOfWord.set(surface, ids);
    }
    return ids;
  };
  const stopTerm: boolean[] = [];
  const isStop = (id: number) => (stopTerm[id] ??= stopTerms.has(termNames[id]));

  const documentCount = documents.length;
  const sourceOf = new Uint8Array(documentCount);
  const sequenceStart = new Int32Array(documentCount + 1);
  const topicStart = new Int32Array(documentCount + 1);
  const sequences = new IntList();
  const topicTokens = new IntList();
  const textLength = new Float64Array(documentCount);
  const topicLength = new Float64Array(documentCount);
  const lengthBySource = new Float64Array(scriptureSources.length);
  const topicLengthBySource = new Float64Array(scriptureSources.length);
  const countBySource = new Float64Array(scriptureSources.length);
  const topicTerms = new Map<TopicNames, number[]>();

  const addText = (searched: string) => {
    let length = 0;
    for (const surface of surfaceWords(searched)) {
      for (const id of termsOfSurface(surface)) {
        sequences.push(id);
        // Stop words get postings (a query of nothing else still finds something) but no length.
        if (!isStop(id)) length++;
      }
    }
    return length;
  };

  documents.forEach((document, documentId) => {
    const source = scriptureSources.indexOf(document.source);
    sourceOf[documentId] = source;
    sequenceStart[documentId] = sequences.length;
    let length = addText(document.text);
    for (const searched of document.alsoSearched ?? []) {
      sequences.push(textBreak);
      length += addText(searched);
    }
    topicStart[documentId] = topicTokens.length;
    let topicCount = 0;
    for (const names of document.topics ?? []) {
      let ids = topicTerms.get(names);
      if (!ids) {
        // Each word once per topic: "GOD" and "ATTRIBUTES OF GOD" name one subject, not two.
        ids = [...new Set(names.flatMap((name) => surfaceWords(name).flatMap(termsOfSurface)))].filter((id) =>
          !isStop(id)
        );
        topicTerms.set(names, ids);
      }
      for (const id of ids) topicTokens.push(id);
      topicCount += ids.length;
    }
    textLength[documentId] = length;
    topicLength[documentId] = topicCount;
    lengthBySource[source] += length;
    topicLengthBySource[source] += topicCount;
    countBySource[source]++;
  });
  sequenceStart[documentCount] = sequences.length;
  topicStart[documentCount] = topicTokens.length;

  const termSequence = sequences.done();
  return {
    termNames,
    sourceOf,
    sequenceStart,
    termSequence,
    textPostings: postingsOf(termSequence, sequenceStart, termNames.length),
    topicPostings: postingsOf(topicTokens.done(), topicStart, termNames.length),
    textLength,
    topicLength,
    averageLength: lengthBySource.map((total, source) => total / Math.max(1, countBySource[source])),
    averageTopicLength: topicLengthBySource.map((total, source) => total / Math.max(1, countBySource[source])),
  };
}

/** Builds the index of the documents in memory. */
export function buildSearchIndex(documents: readonly SearchDocument[]): SearchIndex {
  return openSearchIndex(documents, indexDocuments(documents));
}

/**
 * The index of `documents` over its data (built now, or read from a prebuilt file that must have
 * been built from these same documents: the caller checks its key).
 */
export function openSearchIndex(documents: readonly SearchDocument[], data: IndexData): SearchIndex {
  const {
    termNames,
    sourceOf,
    sequenceStart,
    termSequence,
    textPostings,
    topicPostings,
    textLength,
    topicLength,
    averageLength,
    averageTopicLength,
  } = data;
  if (sourceOf.length !== documents.length) {
    throw new Error(`The index holds ${sourceOf.length} documents, not ${documents.length}`);
  }
  const documentCount = documents.length;
  const vocabulary = new Map(termNames.map((name, id) => [name, id]));
  // A written word's terms, cached: the query, its hits' snippets and highlights read the same words.
  const termsOfWord = new Map<string, number[]>();
  const termsOfSurface = (surface: string) => {
    let ids = termsOfWord.get(surface);
    if (ids === undefined) {
      ids = wordForms(surface).map((form) => vocabulary.get(normalizeWord(form)) ?? -2);
      termsOfWord.set(surface, ids);
    }
    return ids;
  };
  const related = relatedTermsOf();
  const scores = new Float64Array(documentCount);

  const idf = (frequency: number) => Math.log(1 + (documentCount - frequency + 0.5) / (frequency + 0.5));

  /**
   * The query as concepts: each content word with its related words (charity for love, father for
   * dad), weighted. A concept counts once per document, by its best-matching word, so a verse that
   * happens to hold several words of one idea does not outrank one that holds several ideas.
   */
  function queryConcepts(queryTerms: string[]): Concept[] {
    const concepts: Concept[] = [];
    const seen = new Set<string>();
    const negated = queryTerms.some((term) => negations.has(term));
    const content = queryTerms.filter((term) => !stopTerms.has(term));
    for (const term of content.length > 0 ? content : queryTerms) {
      if (seen.has(term)) continue;
      seen.add(term);
      const members: Concept = [];
      const id = vocabulary.get(term);
      if (id !== undefined) members.push({ term: id, weight: 1, query: term });
      const partners = [...(related.get(term) ?? []), ...(negated ? negatedPartners.get(term) ?? [] : [])];
      for (const partner of partners) {
        const partnerId = vocabulary.get(partner);
        if (partnerId !== undefined && partnerId !== id) {
          members.push({ term: partnerId, weight: relatedWeight, query: term });
        }
      }
      if (members.length > 0) concepts.push(members);
    }
    return concepts;
  }

  const conceptScores = new Float64Array(documentCount);

  /**
   * Adds one concept's BM25 share in one field to the scores of the allowed documents: per
   * document, the best of its words' shares.
   */
  function score(
    { start, documents: ids, counts }: Postings,
    concept: Concept,
    fieldWeight: number,
    lengthOf: Float64Array,
    average: Float64Array,
    allowed: ReadonlySet<number>,
    touched: number[],
  ) {
    const reached: number[] = [];
    for (const { term, weight } of concept) {
      const first = start[term];
      const end = start[term + 1];
      if (end === first) continue;
      const termIdf = idf(end - first) * weight * fieldWeight;
      for (let i = first; i < end; i++) {
        const documentId = ids[i];
        const source = sourceOf[documentId];
        if (!allowed.has(source)) continue;
        const count = counts[i];
        const norm = k1 * (1 - b + b * lengthOf[documentId] / Math.max(average[source], 1));
        const share = termIdf * (count * (k1 + 1)) / (count + norm);
        if (conceptScores[documentId] === 0) reached.push(documentId);
        if (share > conceptScores[documentId]) conceptScores[documentId] = share;
      }
    }
    for (const documentId of reached) {
      if (scores[documentId] === 0) touched.push(documentId);
      scores[documentId] += conceptScores[documentId];
      conceptScores[documentId] = 0;
    }
  }

  /**
   * How many of the query's ideas the document says in the query's order (any of each concept's
   * words): the longest increasing run of concept positions along the document's words, as a
   * paraphrase keeps the order of what it paraphrases. Each text of a document counts alone.
   */
  function conceptsInOrder(documentId: number, conceptsOfTerm: ReadonlyMap<number, number[]>): number {
    let best = 0;
    // tails[k]: the smallest concept position ending an increasing run of length k + 1.
    let tails: number[] = [];
    for (let at = sequenceStart[documentId]; at <= sequenceStart[documentId + 1]; at++) {
      const term = at < sequenceStart[documentId + 1] ? termSequence[at] : textBreak;
      if (term === textBreak) {
        best = Math.max(best, tails.length);
        tails = [];
        continue;
      }
      const positions = conceptsOfTerm.get(term);
      if (!positions) continue;
      // Highest first, so one word standing for two concepts cannot count twice.
      for (let p = positions.length - 1; p >= 0; p--) {
        const position = positions[p];
        let low = 0;
        let high = tails.length;
        while (low < high) {
          const middle = (low + high) >> 1;
          if (tails[middle] < position) low = middle + 1;
          else high = middle;
        }
        tails[low] = position;
      }
    }
    return best;
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

  function snippet(text: string, matchedTerms: ReadonlySet<number>): string {
    if (text.length <= snippetChars) return text;
    const sentences = text.match(/[^.!?]+[.!?]+["'’”)]*\s*|[^.!?]+$/g) ?? [text];
    let bestIndex = 0;
    let bestHits = -1;
    sentences.forEach((sentence, index) => {
      const hits = surfaceWords(sentence).filter((word) => termsOfSurface(word).some((id) => matchedTerms.has(id)))
        .length;
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

  const matches = (text: string, matchedTerms: ReadonlySet<number>) =>
    surfaceWords(text).filter((word) => termsOfSurface(word).some((id) => matchedTerms.has(id)));
  // The terms of each topic name, kept: the same names come back in search after search, and reading
  // them again was most of a search's time (issue 18). Bounded by the topics the documents cite.
  const termsOfTopicName = new Map<string, readonly number[]>();
  const topicNameTerms = (name: string) => {
    let ids = termsOfTopicName.get(name);
    if (ids === undefined) {
      ids = surfaceWords(name).flatMap(termsOfSurface);
      termsOfTopicName.set(name, ids);
    }
    return ids;
  };
  const topicsMatching = (topics: readonly TopicNames[], matchedTerms: ReadonlySet<number>) =>
    topics.filter((names) => names.some((name) => topicNameTerms(name).some((id) => matchedTerms.has(id))))
      .map((names) => names[0]);

  return {
    weightOf(term) {
      const id = vocabulary.get(term);
      const frequency = id === undefined ? 0 : textPostings.start[id + 1] - textPostings.start[id];
      return frequency === 0 ? 0 : idf(frequency);
    },
    documentCount,
    search(query, { sources, limit, shownAs }) {
      const queryTerms = words(query).map(normalizeWord);
      const concepts = queryConcepts(queryTerms);
      if (concepts.length === 0) return [];
      const allowed = new Set([...sources].map((source) => scriptureSources.indexOf(source)));

      const touched: number[] = [];
      for (const concept of concepts) {
        score(textPostings, concept, 1, textLength, averageLength, allowed, touched);
        score(topicPostings, concept, topicWeight, topicLength, averageTopicLength, allowed, touched);
      }

      const leaders = topDocuments(touched, scores, Math.max(rerankDepth, limit));
      const topScore = leaders.length > 0 ? scores[leaders[0]] : 0;
      const queryIds = queryTerms.map((term) => vocabulary.get(term) ?? -2);
      // Where each word of the text stands in the query: every place of every concept it belongs to
      // (a query may say an idea twice: "come close to god and he'll come close to you").
      const conceptsOfTerm = new Map<number, number[]>();
      const conceptOfQueryTerm = new Map(concepts.map((concept) => [concept[0].query, concept]));
      const places = queryTerms.filter((term) => conceptOfQueryTerm.has(term));
      places.forEach((term, place) => {
        for (const { term: id } of conceptOfQueryTerm.get(term)!) {
          conceptsOfTerm.set(id, [...(conceptsOfTerm.get(id) ?? []), place]);
        }
      });
      const ranked = leaders.map((documentId) => {
        const phrase = queryIds.length > 1 ? longestPhrase(documentId, queryIds) : 0;
        const bonus = phrase >= 2 ? topScore * phraseWeight * ((phrase - 1) / (queryIds.length - 1)) ** 1.5 : 0;
        const inOrder = places.length > 1 ? conceptsInOrder(documentId, conceptsOfTerm) : 0;
        const orderBonus = inOrder >= 2 ? topScore * orderWeight * ((inOrder - 1) / (places.length - 1)) ** 1.5 : 0;
        return { documentId, score: scores[documentId] + bonus + orderBonus };
      });
      for (const documentId of touched) scores[documentId] = 0;

      ranked.sort((left, right) => right.score - left.score || left.documentId - right.documentId);
      const matchedTerms = new Set(concepts.flat().map(({ term }) => term));
      return ranked.slice(0, limit).map(({ documentId, score }) => {
        const document = documents[documentId];
        const shown = (shownAs === undefined ? undefined : document.shownAs?.[shownAs]) ?? document.text;
        const text = snippet(shown, matchedTerms);
        const matched = [...new Set(matches(text, matchedTerms))];
        const topics = topicsMatching(document.topics ?? [], matchedTerms);
        return { source: document.source, reference: document.reference, text, matched, topics, score };
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
      const held = heap[parent];
      heap[parent] = heap[smallest];
      heap[smallest] = held;
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
        const held = heap[child];
        heap[child] = heap[parent];
        heap[parent] = held;
        child = parent;
      }
    } else if (size > 0 && less(heap[0], candidate)) {
      heap[0] = candidate;
      siftDown(0);
    }
  }
  return Array.from(heap.subarray(0, size)).sort((a, b) => scores[b] - scores[a] || a - b);
}
