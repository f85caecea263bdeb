import { assert } from "../tests/assert.ts";
import { loadCorpus } from "../server/scriptures/load_corpus.ts";
import { createPassageLookup } from "../server/scriptures/passage_lookup.ts";
import { checkCitations } from "../server/wisdom/citations.ts";
import { ruleHolds } from "./persona_rules.ts";

const corpus = await loadCorpus();
const lookup = createPassageLookup(corpus);

Deno.test("cites_previous holds when the reply returns to a letter or chapter the previous reply cited", () => {
  const judged = (reply: string, previous: string) => ({
    reply,
    citations: checkCitations(reply, lookup),
    previous: checkCitations(previous, lookup).map((citation) => citation.reference),
    corpus,
    lookup,
  });
  const letter = "*Letter from Sado (Gosho Volume I)* (our summary): Nichiren asks his followers to meet adversity.";
  assert(ruleHolds({ cites_previous: 1 }, judged(letter, letter)));
  assert(!ruleHolds({ cites_previous: 1 }, judged("No letter here.", letter)));
  const chapter = "*Lotus Sutra, Chapter 16: The Life Span of the Thus Come One* (our summary): the Buddha's life.";
  assert(ruleHolds({ cites_previous: 1 }, judged(chapter, chapter)));
});
