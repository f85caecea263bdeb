import type { z } from "zod/mini";

/**
 * The islands' one typed layer over the API (issue 18): every address they call is written in
 * `islands/lib/endpoints/`, one module per area of the API, each endpoint with the schema of its
 * answer built from `contracts/`. One module per area, not one for all: a module's code goes to
 * every page that imports any of it, so the Decipherist's schemas never load on the chat page.
 */
export type Endpoint<Schema extends z.ZodMiniType = z.ZodMiniType> = { readonly path: string; readonly schema: Schema };

/*@__NO_SIDE_EFFECTS__*/
export function endpoint<Schema extends z.ZodMiniType>(path: string, schema: Schema): Endpoint<Schema> {
  return { path, schema };
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
