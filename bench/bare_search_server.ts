/**
 * The search anchor: a bare Deno.serve that parses the JSON body and calls the same search
 * function as POST /api/search, with no middleware, validation or response schema.
 */
import { loadCorpus } from "../server/scriptures/load_corpus.ts";
import { searchDocuments } from "../server/scriptures/search_documents.ts";
import { buildSearchIndex, type ScriptureSource } from "../server/search/search_index.ts";

const index = buildSearchIndex(searchDocuments(await loadCorpus()));
const sources: Record<string, ReadonlySet<ScriptureSource>> = {
  bible: new Set(["bible"]),
  lotus: new Set(["lotus"]),
  both: new Set(["bible", "lotus", "gosho"]),
};

Deno.serve({
  port: 0,
  hostname: "127.0.0.1",
  onListen: ({ port }) => console.log(`listening on http://localhost:${port}`),
}, async (request) => {
  const { query, source } = await request.json();
  const hits = index.search(query, { sources: sources[source], limit: 30 });
  return Response.json(hits.map(({ source, reference, text, matched }) => ({ source, reference, text, matched })));
});
