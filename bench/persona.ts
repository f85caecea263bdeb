/**
 * The persona's judged sets (ISSUE 17): bench/persona/cases.json (development),
 * bench/persona/held_out.json (written with other wording, people and topics), and
 * bench/persona/fresh.json and fresh2.json (written later by other writers who saw neither set nor the engine; their
 * failures were studied, so they measure less independently than the held-out set). Each case is one or
 * more visitor messages with plain rules the reply to each must meet. Runs the built-in engine the
 * way the app does (behind the safety layer, history carried from turn to turn) and prints the
 * share of rules held per request kind and overall (target >= 95%), the share of long sentences
 * (60+ characters) repeated verbatim across replies to different cases (target <= 10%), and the
 * time to the first chunk (target p95 <= 100 ms).
 *
 *   npm run bench:persona            (add --failures to list every rule that failed)
 */
import { loadCorpus } from "../server/scriptures/load_corpus.ts";
import { loadStudyLibrary } from "../server/study/library.ts";
import { createPassageLookup } from "../server/scriptures/passage_lookup.ts";
import { searchDocuments } from "../server/scriptures/search_documents.ts";
import { buildSearchIndex } from "../server/search/search_index.ts";
import { createBuiltinEngine } from "../server/wisdom/builtin_engine.ts";
import { createPersona } from "../server/wisdom/persona.ts";
import { checkCitations } from "../server/wisdom/citations.ts";
import type { ChatTurn } from "../server/wisdom/engine.ts";
import { withSafety } from "../server/wisdom/safety_engine.ts";
import { type PersonaRule, ruleHolds } from "./persona_rules.ts";

type PersonaCase = { id: string; kind: string; turns: { user: string; rules?: PersonaRule[] }[] };

const showFailures = Deno.args.includes("--failures");
const showRepeats = Deno.args.includes("--repeats");
const [corpus, study] = await Promise.all([loadCorpus(), loadStudyLibrary()]);
const searchIndex = buildSearchIndex(searchDocuments(corpus, study.naves));
const lookup = createPassageLookup(corpus);
const persona = createPersona({ corpus, searchIndex, lookup, study });
const engine = withSafety(createBuiltinEngine({ persona }), lookup);

const percent = (part: number, whole: number) => (whole === 0 ? "-" : `${(100 * part / whole).toFixed(1)}%`);

for (const file of ["cases.json", "held_out.json", "fresh.json", "fresh2.json"]) {
  const cases: PersonaCase[] = JSON.parse(await Deno.readTextFile(`bench/persona/${file}`));
  const byKind = new Map<string, { held: number; total: number }>();
  const failures: string[] = [];
  const firstChunkMs: number[] = [];
  /** Long sentences, with the cases whose replies hold them. */
  const sentences = new Map<string, Set<string>>();
  let longSentences = 0;
  const ownSentences = new Map<string, Set<string>>();
  let ownLong = 0;

  for (const personaCase of cases) {
    const history: ChatTurn[] = [];
    for (const turn of personaCase.turns) {
      const started = performance.now();
      let reply = "";
      for await (const chunk of engine.reply({ history, message: turn.user })) {
        if (reply === "") firstChunkMs.push(performance.now() - started);
        reply += chunk;
      }
      const citations = checkCitations(reply, lookup);
      const previous = history.findLast((entry) => entry.role === "assistant");
      for (const rule of turn.rules ?? []) {
        const held = ruleHolds(rule, { reply, citations, previous: previous?.citations ?? [], corpus, lookup });
        const tally = byKind.get(personaCase.kind) ?? { held: 0, total: 0 };
        tally.total += 1;
        if (held) tally.held += 1;
        byKind.set(personaCase.kind, tally);
        if (!held) {
          failures.push(
            `${personaCase.id} «${turn.user}» ${JSON.stringify(rule)}\n    ${
              reply.replace(/\n+/g, " ⏎ ").slice(0, 400)
            }`,
          );
        }
      }
      for (const sentence of reply.split(/(?<=[.!?])\s+|\n+/).map((text) => text.trim())) {
        if (sentence.length < 60) continue;
        longSentences += 1;
        sentences.set(sentence, (sentences.get(sentence) ?? new Set()).add(personaCase.id));
      }
      // The same measure over the guide's own words: exact scripture quotations taken out first.
      for (
        const sentence of reply.replace(/"[^"]*" - [^\n]+/g, "").split(/(?<=[.!?])\s+|\n+/).map((text) => text.trim())
      ) {
        if (sentence.length < 60) continue;
        ownLong += 1;
        ownSentences.set(sentence, (ownSentences.get(sentence) ?? new Set()).add(personaCase.id));
      }
      history.push({ role: "user", content: turn.user }, {
        role: "assistant",
        content: reply,
        citations: citations.map((citation) => citation.reference),
        about: persona.about(turn.user, history),
      });
    }
  }

  const repeatedIn = (found: Map<string, Set<string>>) =>
    [...found.values()].reduce((sum, seenIn) => sum + (seenIn.size > 1 ? seenIn.size : 0), 0);
  const repeated = repeatedIn(sentences);
  firstChunkMs.sort((left, right) => left - right);
  const held = [...byKind.values()].reduce((sum, tally) => sum + tally.held, 0);
  const total = [...byKind.values()].reduce((sum, tally) => sum + tally.total, 0);
  console.log(`${file}: ${cases.length} cases, ${total} rules`);
  for (const [kind, tally] of [...byKind].sort()) {
    console.log(`  ${kind.padEnd(16)} ${percent(tally.held, tally.total).padStart(6)}  (${tally.held}/${tally.total})`);
  }
  console.log(`  ${"overall".padEnd(16)} ${percent(held, total).padStart(6)}  (target >= 95%)`);
  console.log(
    `  long sentences repeated across cases: ${percent(repeated, longSentences)} of ${longSentences} (target <= 10%)`,
  );
  console.log(
    `    of the guide's own words (scripture quotations left out): ${
      percent(repeatedIn(ownSentences), ownLong)
    } of ${ownLong}`,
  );
  console.log(
    `  time to first chunk: p50 ${firstChunkMs[Math.floor(firstChunkMs.length / 2)].toFixed(2)} ms, p95 ${
      firstChunkMs[Math.floor(firstChunkMs.length * 0.95)].toFixed(2)
    } ms (target p95 <= 100 ms)`,
  );
  if (showFailures) console.log(failures.map((failure) => `  ✗ ${failure}`).join("\n"));
  if (showRepeats) {
    const top = [...sentences].filter(([, seenIn]) => seenIn.size > 1).sort((a, b) => b[1].size - a[1].size).slice(
      0,
      40,
    );
    console.log(
      top.map(([sentence, seenIn]) => `  ${String(seenIn.size).padStart(3)}× ${sentence.slice(0, 150)}`).join("\n"),
    );
  }
  console.log();
}
