import type { GlossaryEntry, Person } from "../../knowledge/knowledge_schemas.ts";
import type { PlanContext } from "./plan_context.ts";
import { topicId } from "../understanding/follow_up.ts";

/** "Which came first, Buddhism or Christianity?", "is Nichiren older than Luther?", "who lived earlier?". */
const olderAsked =
  /\b(?:(?:which|who|what)(?: one| religion| faith| tradition| of them| of the two)?,? (?:came|comes|started|began|existed|lived|is|was|were) (?:first|earlier|before)|(?:which|who|what)(?: one| religion| faith| tradition| of them| of the two)? (?:is|was) (?:the )?(?:older|oldest|earlier|earliest)|(?:is|was) [\w ]{3,30} or [\w ]{3,30} (?:older|earlier)|older than|predates?)\b/i;

/** A tradition goes back to its founder, whose dates our notes give. */
const founderOf: Readonly<Record<string, string>> = { buddhism: "shakyamuni", christianity: "jesus" };

/**
 * The year a person's dates begin, roughly, for putting two in order: "c. 5th century BCE" is -450, "c. 6-4 BCE - c.
 * AD 30-33" is -6, "1222-1282" is 1222; null when our notes give no dates.
 */
function startYear(dates: string | null): number | null {
  const first = dates ? /(\d+)(st|nd|rd|th)?/.exec(dates) : null;
  if (!dates || !first) return null;
  // "Late 7th - early 6th century BCE": an ordinal is a century, named once at the end of the range.
  const year = first[2] && /\bcentury\b/.test(dates) ? Number(first[1]) * 100 - 50 : Number(first[1]);
  const era = /\b(BCE|BC|AD|CE)\b/.exec(dates.slice(first.index));
  return era?.[1] === "BCE" || era?.[1] === "BC" ? -year : year;
}

/**
 * "Who came first?" of two people set side by side, from the dates our notes give each; with `traditions`, of the two
 * traditions those people founded.
 */
function whoCameFirst(
  people: readonly Person[],
  traditions: ReadonlyMap<Person, GlossaryEntry> = new Map(),
): string | null {
  if (people.length < 2) return null;
  const [first, second] = people.slice(0, 2).map((person) => ({ person, year: startYear(person.dates) }))
    .sort((left, right) => (left.year ?? 0) - (right.year ?? 0));
  const undated = [first, second].find((entry) => entry.year === null);
  if (undated) return `Our notes give no dates for ${undated.person.name}, so I won't guess which of them came first.`;
  if (first.year === second.year) return null;
  const dates =
    `The dates in our notes: ${first.person.name}, ${first.person.dates}; ${second.person.name}, ${second.person.dates}.`;
  const [older, younger] = [traditions.get(first.person), traditions.get(second.person)];
  return older && younger
    ? `${older.term} is the older: it goes back to ${first.person.name}, and ${younger.term} to ${second.person.name}. ${dates}`
    : `${first.person.name} came first. ${dates}`;
}

/**
 * Which of two came first, asked of the people or traditions the message names, or else those of the message it
 * follows ("which is older?" after the difference between Buddhism and Christianity).
 */
export function whichCameFirstPlan(context: PlanContext): string[] {
  if (!olderAsked.test(context.message)) return [];
  const { analysis, library } = context;
  const traditions = new Map<Person, GlossaryEntry>();
  const subjects = (people: readonly Person[], concepts: readonly GlossaryEntry[]) => {
    const founders = concepts.flatMap((entry) => {
      const founder = library.knowledge.people.get(founderOf[entry.id] ?? "");
      if (founder) traditions.set(founder, entry);
      return founder ? [founder] : [];
    });
    return [...people, ...founders.filter((founder) => !people.includes(founder))];
  };
  const named = subjects(analysis.people, analysis.concepts);
  // Asked of nothing named, the two are those the conversation was just about: the traditions a comparison set side by
  // side, or the people of the last few replies ("who was Jesus?", "who was the Buddha?", "which one came first?").
  const recent = context.history.filter((turn) => turn.role === "assistant").slice(-3).flatMap((turn) =>
    library.knowledge.people.get(topicId(turn.about?.topic ?? null, "person") ?? "") ?? []
  );
  const compared = analysis.previous?.kind === "comparison"
    ? library.knowledge.glossary.all.filter((entry) => entry.id in founderOf)
    : [];
  const before = [...new Set([...named, ...(analysis.earlier?.people ?? []), ...recent])];
  const people = named.length >= 2 ? named : before.length >= 2 ? before : subjects(before, compared);
  const answer = whoCameFirst(people, traditions);
  return answer ? [answer] : [];
}
