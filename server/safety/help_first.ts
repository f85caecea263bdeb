import type { ChatTurn } from "../wisdom/engine.ts";
import { assessRisk } from "./assess_risk.ts";
import { harmToOthersIn, unwantedHarmThought } from "./harm_to_others.ts";
import { isDanger } from "./risk.ts";
import { someoneAtRiskNow } from "./someone_at_risk.ts";

/**
 * How the safety layer (wisdom/safety_engine.ts) meets the newest message, for the labelled sets and the crisis bench:
 * `own` when the visitor's own danger, or care kept after it, puts help first; `threat` for a threat to others or an
 * unwanted thought of harm; `helper` when someone else is in danger now. Help for a helper is the right reply to a
 * message about someone else, so only `own` and `threat` count as alarms on a near-miss.
 */
export function helpFirst(history: readonly ChatTurn[]): "own" | "threat" | "helper" | null {
  const own = history.filter((turn) => turn.role === "user").map((turn) => turn.content);
  const message = own.at(-1);
  if (message === undefined) return null;
  const previous = own.at(-2);
  const risk = assessRisk(history);
  if (isDanger(risk.level) || risk.carried) return "own";
  if (harmToOthersIn(message, previous) || unwantedHarmThought(message)) return "threat";
  return someoneAtRiskNow(risk, message, previous) ? "helper" : null;
}
