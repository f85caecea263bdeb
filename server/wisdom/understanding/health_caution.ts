import type { HealthCondition, Practice } from "../../knowledge/knowledge_schemas.ts";
import { stemsOf } from "../plans/relevance.ts";
import { dataPattern } from "./data_pattern.ts";

const patternOf = (condition: HealthCondition) => dataPattern(`\\b(?:${condition.words})\\b`, "i");

/** The condition of the body a message names first ("I have diabetes, can I fast?"). */
export function conditionNamed(message: string, conditions: readonly HealthCondition[]): HealthCondition | null {
  return conditions.map((condition) => ({ condition, at: message.search(patternOf(condition)) }))
    .filter(({ at }) => at >= 0).sort((left, right) => left.at - right.at)[0]?.condition ?? null;
}

/** A practice asks something of the body when its note warns of the conditions that make it unsafe. */
function asksOfTheBody(practice: Practice, conditions: readonly HealthCondition[]): boolean {
  return conditions.some((condition) => patternOf(condition).test(practice.note));
}

/** The words most of a practice's names share ("fast" of "a simple fast from food", "fasting", "how to fast"). */
function headStems(practice: Practice): string[] {
  const names = [practice.name, ...practice.aliases].map((name) => stemsOf(name));
  const counts = new Map<string, number>();
  for (const stems of names) for (const stem of stems) counts.set(stem, (counts.get(stem) ?? 0) + 1);
  return [...counts].filter(([, count]) => count * 2 >= names.length).map(([stem]) => stem);
}

/**
 * The practice a condition named makes unsafe: the one just given or named ("I'm diabetic though" after steps for a
 * Lenten fast), else one whose names' main word the message uses ("can I fast?"), when its note warns of such
 * conditions; null when no practice that asks anything of the body is in view.
 */
export function practiceAtRisk(
  message: string,
  inView: readonly Practice[],
  practices: readonly Practice[],
  conditions: readonly HealthCondition[],
): Practice | null {
  const atRisk = practices.filter((practice) => asksOfTheBody(practice, conditions));
  const held = inView.find((practice) => atRisk.includes(practice));
  if (held) return held;
  const said = stemsOf(message);
  return atRisk.find((practice) => headStems(practice).some((stem) => said.has(stem))) ?? null;
}
