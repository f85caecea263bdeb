import type { ChatTurn } from "../wisdom/engine.ts";
import { assessRisk } from "./assess_risk.ts";
import { harmToOthersIn, unwantedHarmThought } from "./harm_to_others.ts";
import { isDanger, type RiskAssessment } from "./risk.ts";
import { someoneAtRiskNow } from "./someone_at_risk.ts";

/**
 * What the newest message of a conversation asks of the safety layer, read once for the reply (wisdom/safety_engine.ts)
 * and for the labelled sets and the crisis bench alike: the risk to the visitor; an unwanted thought of harm, feared;
 * a threat to others; someone else in danger now. Only the visitor's own danger outranks the rest.
 */
export type SafetyReading = { risk: RiskAssessment; unwanted: boolean; threat: boolean; helping: boolean };

export function readSafety(history: readonly ChatTurn[]): SafetyReading {
  const own = history.filter((turn) => turn.role === "user").map((turn) => turn.content);
  const message = own.at(-1) ?? "";
  // A short reply goes on with the visitor's message before ("we're 15 idk what to do", "I know where he parks").
  const previous = own.at(-2);
  const risk = assessRisk(history);
  const crisis = isDanger(risk.level);
  const unwanted = !crisis && unwantedHarmThought(message);
  return {
    risk,
    unwanted,
    threat: !crisis && !unwanted && harmToOthersIn(message, previous),
    helping: !crisis && someoneAtRiskNow(risk, message, previous),
  };
}

/**
 * How the newest message is met: `own` when the visitor's own danger, or care kept after it, puts help first; `threat`
 * for a threat to others or an unwanted thought of harm; `helper` when someone else is in danger now. Help for a
 * helper is the right reply to a message about someone else, so only `own` and `threat` count as alarms on a near-miss.
 */
export function helpFirst(history: readonly ChatTurn[]): "own" | "threat" | "helper" | null {
  if (!history.some((turn) => turn.role === "user")) return null;
  const { risk, unwanted, threat, helping } = readSafety(history);
  if (isDanger(risk.level) || risk.carried) return "own";
  if (threat || unwanted) return "threat";
  return helping ? "helper" : null;
}
