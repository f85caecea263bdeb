/**
 * The islands' one typed layer over the API (issue 18): every address they call is written in
 * `islands/lib/endpoints/`, one module per area of the API, each endpoint with the type of its
 * answer from `contracts/`. Only the type: the server builds every answer from those same
 * contracts, so checking it again here would ship the schema library to every page for nothing.
 * What the client did not get from the server just now, a copy read back from the device, is
 * checked with the contracts' schemas (local_copy_schemas.ts), loaded only when such a copy is read.
 */
export type Endpoint<Answer = unknown> = {
  readonly path: string;
  /** Never set: it carries the answer's type to apiRead and useQuery. */
  readonly answer?: Answer;
};

/*@__NO_SIDE_EFFECTS__*/
export function endpoint<Answer>(path: string): Endpoint<Answer> {
  return { path };
}

/** `path?name=value&...`, leaving out what is undefined. */
export function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const pairs = Object.entries(query).filter((pair): pair is [string, string | number] => pair[1] !== undefined);
  return pairs.length === 0 ? path : `${path}?${new URLSearchParams(pairs.map(([k, v]) => [k, String(v)]))}`;
}

/** Paths the local copy and the read cache match on (spec section 7). */
export const apiPaths = {
  conversations: "/api/conversations",
  scriptures: "/api/scriptures",
  bibleVersions: "/api/scriptures/bible/versions",
  bibleBooks: "/api/scriptures/bible/books",
  bibleVerses: "/api/scriptures/bible/verses",
  lotusChapters: "/api/scriptures/lotus/chapters",
  study: "/api/study",
  studyPassage: "/api/study/passage",
  studyTopics: "/api/study/topics",
  lifeMastery: "/api/life-mastery",
} as const;
