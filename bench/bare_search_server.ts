/**
 * The search anchor: a bare Deno.serve that parses the JSON body and calls the same search
 * function, over the same index as the server (its documents: KJV and WEB wording, Nave's topics;
 * the prebuilt file when it fits), as POST /api/search, with no middleware, validation or schema.
 */
import { loadCorpus } from "../server/scriptures/load_corpus.ts";
import { searchDocuments } from "../server/scriptures/search_documents.ts";
import { loadSearchIndex, searchIndexKey } from "../server/search/prebuilt_index.ts";
import type { ScriptureSource } from "../server/search/search_index.ts";
import { loadStudyLibrary } from "../server/study/library.ts";

const [corpus, study] = await Promise.all([loadCorpus(), loadStudyLibrary()]);
const { index } = await loadSearchIndex(
  searchDocuments(corpus, study.naves),
  await searchIndexKey([corpus.dataset, study.dataset]),
);
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
  return Response.json(
    hits.map(({ source, reference, text, matched, topics }) => ({ source, reference, text, matched, topics })),
  );
});
