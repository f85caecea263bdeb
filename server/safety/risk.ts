/**
 * What the safety layer (ISSUE 15) says about a conversation. `high` and `imminent` are danger
 * now: the care reply comes first. `low` is a signal that is not danger now (negated, in the past,
 * about someone else, a question about the topic): the visitor gets a real answer, with support
 * offered after it.
 */
export type RiskLevel = "none" | "low" | "high" | "imminent";

/** Whose harm: the visitor's own life (suicide), self-injury, harm from another person, or a body in danger now. */
export type RiskKind = "suicide" | "self-harm" | "abuse" | "medical";

/** The families of warning signs, after the categories of the 988 Lifeline's guidance and moderation models. */
export type RiskFamily =
  | "ideation"
  | "intent"
  | "plan"
  | "preparation"
  | "method"
  | "means-mention"
  | "method-seeking"
  | "self-harm"
  | "already-acting"
  | "farewell"
  | "abuse"
  | "morality"
  | "hopelessness"
  | "timing"
  | "not-safe"
  | "medical";

/**
 * How a signal was meant: `active` counts; the others make a message `low` at most. `topic` is a
 * signal word with no one's own harm attached ("what does the Bible say about suicide").
 */
export type SignalStatus = "active" | "negated" | "past" | "other-person" | "fiction" | "topic";

export type RiskSignal = {
  family: RiskFamily;
  kind: RiskKind;
  weight: number;
  /** The rule that matched, for the bench's table and for tests; never the visitor's words. */
  rule: string;
  status: SignalStatus;
  /** 0 for the newest message, 1 for the one before, ... */
  turnsAgo: number;
};

export type RiskAssessment = {
  level: RiskLevel;
  kind: RiskKind | null;
  signals: RiskSignal[];
  /**
   * True when an earlier message of the conversation showed danger and the visitor has not yet
   * moved on: replies stay gentle and keep the resources in view.
   */
  carried: boolean;
};

export const dangerLevels: ReadonlySet<RiskLevel> = new Set(["high", "imminent"]);

export function isDanger(level: RiskLevel): boolean {
  return dangerLevels.has(level);
}
