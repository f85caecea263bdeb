import outOfScopeData from "../../../data/persona/out_of_scope.json" with { type: "json" };

/**
 * Whether a message asks for something outside the guide's purpose (ISSUE 17): a subject named in
 * data/persona/out_of_scope.json (code, weather, sport...), a task to do for the visitor (write,
 * plan, translate) about anything but scripture and the inner life, or a question that touches
 * nothing the guide serves: no passage, concept, person, practice, feeling or spiritual word.
 */
export type OutOfScope = { id: string; what: string; offer?: string };

/** What the rest of the understanding found in the message. */
export type ScopeSignals = {
  /** References, concepts, people, books and practices named. */
  named: number;
  situations: number;
  /** The visitor speaks of their own feelings or life. */
  feeling: boolean;
  /** The message continues the previous reply. */
  followUp: boolean;
  /** A rare word of the message that our notes and summaries use ("Tatsunokuchi", "Atsuhara"). */
  knownWord: boolean;
};

const subjects = outOfScopeData.subjects.map((subject) => ({ ...subject, pattern: new RegExp(subject.words, "i") }));
const spiritual = new RegExp(outOfScopeData.spiritual, "i");
const task =
  /^(?:(?:please|pls|hey|ok(?:ay)?|so)[, ]+)?(?:(?:can|could|would|will) you (?:please )?|i need you to |help me |i want you to )?(?:write|draft|compose|make|create|generate|plan|translate|recommend|book|order|calculate|compute|convert|fix|debug|solve|code|build|design|summari[sz]e|proofread|edit|rewrite|find me|get me)\b/i;
const asking =
  /\?|^(?:who|what|when|where|why|how|which|is|are|can|could|would|will|should|do|does|did|tell|give|show|explain|list|name)\b/i;

export function outOfScopeOf(message: string, signals: ScopeSignals): OutOfScope | null {
  const isSpiritual = spiritual.test(message);
  // The subject named most fully: "credit score" is money before "score" is sport.
  const subject = subjects.filter((candidate) => candidate.strong || !isSpiritual)
    .map((candidate) => ({ candidate, length: candidate.pattern.exec(message)?.[0].length ?? 0 }))
    .filter(({ length }) => length > 0).sort((left, right) => right.length - left.length)[0]?.candidate;
  if (subject) return { id: subject.id, what: subject.what, ...("offer" in subject ? { offer: subject.offer } : {}) };
  if (signals.followUp || isSpiritual) return null;
  if (task.test(message.trim())) return { id: "task", what: "that kind of task" };
  const quiet = signals.named === 0 && signals.situations === 0 && !signals.feeling && !signals.knownWord;
  if (quiet && asking.test(message.trim()) && message.trim().split(/\s+/).length >= 3) {
    return { id: "elsewhere", what: "a question like that" };
  }
  return null;
}
