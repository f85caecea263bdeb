import {
  careContinuation,
  careOpening,
  carriedOpening,
  gentleLeadIn,
  harmOpening,
  helperOpening,
  supportBlock,
  unwantedThoughtOpening,
} from "../safety/care_reply.ts";
import { type CareGuardMode, type CitedPassages, guardCareText, withoutSupportMarkers } from "../safety/care_guard.ts";
import { reviewedCarePassages, versesOf } from "../safety/care_passages.ts";
import { readSafety } from "../safety/help_first.ts";
import { isDanger, type RiskAssessment } from "../safety/risk.ts";
import type { PassageLookup } from "../scriptures/passage_lookup.ts";
import { fnv1a } from "../fnv1a.ts";
import type { Passage, WisdomEngine } from "./engine.ts";

/**
 * Safety before anything else (ISSUE 15), around whatever engine answers: every message is read
 * with the conversation before it (safety/assess_risk.ts) before the engine is called.
 * - Danger now: the server writes the care opening and the support block first; the engine adds
 *   a few gentle sentences, checked one by one (safety/care_guard.ts).
 * - Danger earlier in the conversation (care mode): a gentle word, the engine's answer checked the
 *   same way, and the support block after it.
 * - A question about the topic, a negated or past signal, worry for someone else: the engine's real
 *   answer, checked for method detail, and the support block after it.
 * Engines never write a support block themselves: their markers are removed.
 */
export function withSafety(engine: WisdomEngine, lookup: PassageLookup): WisdomEngine {
  let reviewed: Map<string, Passage[]> | undefined;

  /** The reviewed passages for a kind of danger, with the exact stored text. */
  function passagesFor(kind: keyof typeof reviewedCarePassages): Passage[] {
    reviewed ??= new Map(
      Object.entries(reviewedCarePassages).map(([name, references]) => [
        name,
        references.flatMap((reference) => {
          const found = lookup.resolve(reference);
          return found ? [{ source: found.source, reference: found.reference, text: found.texts.join(" ") }] : [];
        }),
      ]),
    );
    return reviewed.get(kind) ?? [];
  }

  const cited: CitedPassages = (sentence) =>
    lookup.findReferences(sentence).flatMap((span) => {
      const found = lookup.resolve(span.text);
      if (!found) return [];
      return [{ reference: found.reference, verses: versesOf(found.reference), texts: found.texts }];
    });

  return {
    name: engine.name,
    async *reply(request) {
      const { risk, unwanted, threat, helping } = readSafety([
        ...request.history,
        { role: "user", content: request.message },
      ]);
      const mode = modeOf(risk);
      const seed = fnv1a(`${request.history.length}\n${request.message}`);
      // Unwanted thoughts of harming someone, feared: care, a doctor, what to do if ever close to acting, the services.
      // Danger to someone else from the visitor: care, a word to step away and get help now, and the services first.
      if (unwanted || threat) {
        yield unwanted
          ? unwantedThoughtOpening(request.country ?? null, seed)
          : harmOpening(request.country ?? null, seed);
        yield "\n\n";
        const inner = engine.reply({
          ...request,
          safety: { mode: "topic", risk, passages: [], harmToOthers: !unwanted, unwantedThoughts: unwanted },
        });
        yield* guardCareText(withoutSupportMarkers(inner), "topic", cited, () => {});
        return;
      }
      // Someone else in danger: what helps and the services come first, then a word for the helper. A short reply after
      // telling of them ("we're 15 idk what to do") is still about them.
      if (!mode && !helping) {
        yield* withoutSupportMarkers(engine.reply(request));
        return;
      }
      const kind = risk.kind ?? "suicide";
      const country = request.country ?? null;
      const guardMode = mode ?? "topic";
      const passages = guardMode === "topic" ? [] : rotated(passagesFor(kind), seed);
      const inner = engine.reply({ ...request, safety: { mode: guardMode, risk, passages, helping } });
      let kept = false;
      const guarded = guardCareText(withoutSupportMarkers(inner), guardMode, cited, () => {
        kept = true;
      });

      if (mode === "crisis") {
        yield careOpening(risk, country, seed);
        yield "\n\n";
        for await (const chunk of guarded) yield chunk;
        if (!kept && !request.signal?.aborted) yield careContinuation(risk, passages[0] ?? null, seed);
        return;
      }
      if (helping) {
        yield helperOpening(risk, country, seed);
        yield "\n\n";
        for await (const chunk of guarded) yield chunk;
        return;
      }
      if (mode === "care") yield `${carriedOpening(seed)}\n\n`;
      for await (const chunk of guarded) yield chunk;
      if (request.signal?.aborted) return;
      yield `\n\n${gentleLeadIn(risk)}\n\n${supportBlock(kind, country, "gentle")}`;
    },
  };
}

/**
 * Signs of one's own that are asked about (care_reply.ts gentleLeadIn) when they are not danger by themselves: thoughts
 * of dying with a plain word that they are fear, not intent ("not in a dark way, I'm just scared of it"), are answered,
 * and still asked about.
 */
const checkedIn: ReadonlySet<string> = new Set([
  "hopelessness",
  "ideation",
  "plan",
  "method-seeking",
  "farewell",
  "preparation",
]);

/** How the reply treats the risk: danger now, danger earlier, the topic only, or none. */
function modeOf(risk: RiskAssessment): CareGuardMode | null {
  if (isDanger(risk.level)) return "crisis";
  if (risk.carried) return "care";
  // A story, a dream or an idiom needs no resources; the topic, a negation, the past or someone else's danger does,
  // and so does a sign of one's own of despair, a plan or a question of means that is not danger alone but more than a
  // passing word ("I can't go on", "how many Tylenol is too many"): the answer, then help and a plain question.
  const offered = risk.signals.some((signal) =>
    signal.status === "active"
      ? signal.weight >= 2 && checkedIn.has(signal.family)
      : signal.status !== "fiction" && !["timing", "means-mention", "hopelessness"].includes(signal.family)
  );
  return risk.level === "low" && offered ? "topic" : null;
}

/** The passages starting at a seed's position, so replies do not always quote the same verse first. */
function rotated<T>(items: readonly T[], seed: number): T[] {
  if (items.length === 0) return [];
  const start = seed % items.length;
  return [...items.slice(start), ...items.slice(0, start)];
}
