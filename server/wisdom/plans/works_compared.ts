import type { GlossaryEntry } from "../../knowledge/knowledge_schemas.ts";
import { shown } from "./passage_view.ts";
import { nameInSentence, type PlanContext } from "./plan_context.ts";

/** The Lotus Sutra set beside the Gospels (or the Bible) as whole works, with a likeness or difference asked. */
const worksCompared =
  /^(?=.*\blotus(?: sutra)?\b)(?=.*\b(?:gospels?|the bible|new testament|luke|matthew|jesus'? (?:parables|teachings|stories))\b)(?=.*\b(?:similar\w*|alike|in common|compar\w*|parallels?|differ\w*|the same|overlap\w*|echo\w*|copy|copied|borrow\w*)\b)/i;
const gospels = /^(?:Matthew|Mark|Luke|John) \d/;

/**
 * "Are there similarities between the Lotus Sutra and the Gospels?": the likenesses our notes record between a teaching
 * grounded in a Lotus chapter and one grounded in the Gospels (the poor son and the prodigal son, the medicinal herbs
 * and the sower), up to three, the first with a passage from each side. Empty for anything else.
 */
export function worksComparedPlan(context: PlanContext): string[] {
  if (!worksCompared.test(context.message)) return [];
  const { glossary } = context.library.knowledge;
  const pairs = glossary.all.flatMap((entry) => {
    const other = entry.parallel ? glossary.get(entry.parallel.id) : undefined;
    const lotus = entry.passages[0]?.startsWith("Lotus Sutra") && entry.tradition === "buddhist";
    return other && lotus && other.passages.some((reference) => gospels.test(reference))
      ? [{ entry, other, note: entry.parallel!.note }]
      : [];
  }).sort((left, right) => told(left.entry) - told(right.entry));
  if (pairs.length === 0) return [];
  const chosen = pairs.slice(0, 3);
  const [first] = chosen;
  const lotus = context.library.passage(first.entry.passages[0]);
  const gospel = context.library.passage(first.other.passages.find((reference) => gospels.test(reference))!);
  return [
    "Several teachings and stories of the Lotus Sutra have close counterparts in the Gospels. They arose in different worlds, and most scholars think the likenesses arose independently: borrowing either way has been suggested but never shown.",
    ...chosen.map(({ entry, other, note }) =>
      `*${nameInSentence(entry.term, context)}* and *${nameInSentence(other.term, context)}*: ${note}`
    ),
    ...[gospel, lotus].filter((passage) => passage !== null).map((passage) => shown(passage!, context, 1)),
    context.choose.pick(context.choose.phrases.reflect.comparison, "reflect"),
  ];
}

/** Stories first (a parable has one chapter), then the teachings grounded in the fewest chapters. */
function told(entry: GlossaryEntry): number {
  return (/parable|son|herbs|robe|physician|city/i.test(entry.term) ? 0 : 10) + entry.passages.length;
}
