import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { searchRequestSchema, type SearchResult } from "../../contracts/scriptures.ts";
import { kjvVersionId } from "../../contracts/kjv.ts";
import type { AppEnv } from "../http/app_env.ts";
import { validJson } from "../http/validate.ts";
import { type BibleVersionRecord, versionRefusal } from "../scriptures/bible_versions.ts";
import type { ScriptureSource, SearchIndex } from "../search/search_index.ts";

/** Enough for a reader to scan; the ranking puts what they want near the top. */
const resultLimit = 30;

/** 'both' also searches the Gosho, an improvement over the spec's Bible and Lotus Sutra. */
const sourcesFor: Record<"bible" | "lotus" | "both", ReadonlySet<ScriptureSource>> = {
  bible: new Set(["bible"]),
  lotus: new Set(["lotus"]),
  both: new Set(["bible", "lotus", "gosho"]),
};

/** POST /api/search {query, source, versionId?} -> ranked [{source, reference, text, matched, topics}]. */
export function searchRouter(index: SearchIndex, versions: readonly BibleVersionRecord[]) {
  // One handler: search is measured against a bare server calling the same search function (issue 18).
  return new Hono<AppEnv>().post("/", async (c) => {
    const { query, source, versionId = kjvVersionId } = await validJson(c, searchRequestSchema);
    const refusal = versionRefusal(versions.find((version) => version.id === versionId), versionId);
    if (refusal) throw new HTTPException(400, { message: refusal });
    // Verses are indexed with the KJV as their text and the other versions as texts to show instead.
    const shownAs = versionId === kjvVersionId ? undefined : String(versionId);
    const hits = index.search(query, { sources: sourcesFor[source], limit: resultLimit, shownAs });
    // The contract's fields picked by name (the score stays inside); the index made them, so they need
    // no second check (issue 18: parsing 30 hits again was a tenth of a search request).
    return c.json(
      hits.map((hit): SearchResult => ({
        source: hit.source,
        reference: hit.reference,
        text: hit.text,
        matched: hit.matched,
        topics: hit.topics,
      })),
    );
  });
}
