import outOfScopeData from "../../../data/persona/out_of_scope.json" with { type: "json" };
import { quotedPhrase, subjectAsked } from "./asked_subject.ts";

/**
 * Whether a message asks for something outside the guide's purpose (ISSUE 17): a subject named in
 * data/persona/out_of_scope.json (code, weather, sport...), a task to do for the visitor (write,
 * plan, translate) about anything but scripture and the inner life, or a question that touches
 * nothing the guide serves: no passage, concept, person, practice, feeling or spiritual word.
 */
export type OutOfScope = { id: string; what: string; offer?: string; say?: string };

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
  /** A name the Bible uses ("Bethlehem"). */
  scriptureName?: boolean;
  /** The visitor asks how to change a habit of their own ("how do I stop procrastinating"). */
  ownHabit?: boolean;
  /** Steps are asked for that a practice of ours clearly answers ("how can I be kinder to myself"). */
  practiceFits?: boolean;
};

const subjects = outOfScopeData.subjects.map((subject) => ({ ...subject, pattern: new RegExp(subject.words, "i") }));
const spiritual = new RegExp(outOfScopeData.spiritual, "i");
/** Declined as one of the subjects we name ("which horse wins"), not only as a question we hold nothing on. */
export const isNamedSubject = (scope: OutOfScope) => subjects.some((subject) => subject.id === scope.id);
/** A text for someone's own occasion ("help me write a eulogy for my grandma"): passages for it are the guide's work. */
export const writingAsked =
  /\b(?:write|draft|compose|put together|(?:help|helping) me (?:with|write|draft))\b[^.?!]{0,25}\b(?:eulog(?:y|ies)|toast|speech|poem|card|tribute|sermon|devotional|wedding reading|vows)\b/i;
const libraryAsked =
  /\b(?:in|from|among) (?:what|the (?:texts?|books?|scriptures?|writings?)(?: that)?) (?:you|u) (?:do )?(?:have|hold|know)\b|\bin your (?:library|texts|books|collection)\b/i;
const task =
  /^(?:(?:please|pls|hey|ok(?:ay)?|so)[, ]+)?(?:(?:can|could|would|will) you (?:please )?|i need you to |help me |i want you to )?(?:write|draft|compose|make|create|generate|plan|translate|recommend|book|order|calculate|compute|convert|fix|debug|solve|code|build|design|summari[sz]e|proofread|edit|rewrite|find me|get me)\b/i;
const asking =
  /\?|^(?:who|what|when|where|why|how|which|is|are|can|could|would|will|should|do|does|did|tell|give|show|explain|list|name)\b/i;

/** Everyday words of the languages visitors most often write in besides English, and of English itself. */
const foreignWords = new Set(
  ("que qué el los las del por para estoy está estás muy sobre dice hola gracias cómo tengo quiero puedo ayuda " +
    "je suis les des est et pour bonjour merci comment suis pourquoi ich bin und der die das nicht wie warum " +
    "não obrigado você eu estou sobre sou").split(" "),
);
const englishWords = new Set(
  "the and is are i you my me to of what how a an in it that be do does can this with for about am was".split(" "),
);

/** A message written in another language than English: more of its everyday words are another language's. */
function otherLanguage(message: string): boolean {
  const words = message.toLowerCase().match(/[\p{L}]+/gu) ?? [];
  const foreign = new Set(words.filter((word) => foreignWords.has(word))).size;
  const english = words.filter((word) => englishWords.has(word)).length;
  return foreign >= 2 && foreign > english;
}

/** "What does the Didache say?": a text or teacher asked what it says. */
const saidBy = /^what (?:does|do|did) (?:the )?([a-z][a-z' -]{2,40}?) (?:say|says|teach|teaches|mean)\s*\??$/i;

/**
 * "Come on, just this once", "ok but if you HAD to pick one" after a request was declined: the same request pressed
 * again, declined again, when the message brings nothing of the guide's own (no passage, teaching, feeling or
 * spiritual word) and is short enough to be only the pressing.
 */
export function pressedAgain(message: string, previousTopic: string | null, signals: ScopeSignals): OutOfScope | null {
  const id = /^scope:(.+)$/.exec(previousTopic ?? "")?.[1];
  if (!id || ["unheld", "elsewhere", "language"].includes(id)) return null;
  if (signals.named > 0 || signals.situations > 0 || spiritual.test(message)) return null;
  if (message.trim().split(/\s+/).length > 15) return null;
  if (id === "task") return { id, what: "that kind of task" };
  const subject = subjects.find((candidate) => candidate.id === id);
  return subject ? { id, what: subject.what, ...("offer" in subject ? { offer: subject.offer } : {}) } : null;
}

/** A request anywhere in a message: a question put ("how can i get into it"), or an order given ("pull my horoscope"). */
const requestWithin =
  /\b(?:help|recommend|suggest|need|want|looking for|advice|please|pls|(?:give|tell|show|find|get|send) (?:me|us))\b|\bhow (?:can|do|should|would|could|to) (?:i|we|you)?\b|\b(?:can|could|would|will) (?:you|u)\b|\bshould (?:i|we)\b|\bwhat (?:is|are|should|do|does|can|will)\b|(?:^|[.!?]\s+)(?:pull|check|look up|get|find|show|tell|give|list|send|book|write|make|fix)\b/i;
/** Subjects about a body, a person's or a pet's: pointed to those who can help even when told as a worry. */
const bodily: ReadonlySet<string> = new Set(["medical", "diagnosis", "pet-emergency"]);

/** "whats the population of india": contractions typed without their apostrophe, as the subjects' words expect them. */
const apostrophesRestored = (message: string) =>
  message.replace(/[’‘]/g, "'").replace(/\b(what|who|how|where|it|that|there)s\b/gi, "$1's");

export function outOfScopeOf(typed: string, signals: ScopeSignals): OutOfScope | null {
  const message = apostrophesRestored(typed);
  if (otherLanguage(message)) {
    return {
      id: "language",
      what: "conversations in other languages",
      say: "For now I can only answer in English. Por ahora solo puedo responder en inglés.",
      offer: "The Read page holds the Reina-Valera 1909, a Spanish Bible, beside the King James.",
    };
  }
  const isSpiritual = spiritual.test(message);
  // The subject named most fully: "credit score" is money before "score" is sport.
  // Trivia about a name of the scriptures ("how far is Jerusalem from Bethlehem") is the guide's own.
  const scriptural = signals.named > 0 || signals.scriptureName === true || signals.followUp;
  // Steps asked for a habit of one's own, or that a practice of ours answers ("i yelled at my brother over the xbox.
  // steps to stop?"), are the guide's, whatever the quarrel was over.
  const ownWork = signals.ownHabit === true || signals.practiceFits === true;
  const subject = subjects.filter((candidate) =>
    (candidate.strong || !(isSpiritual || ownWork)) && !(candidate.id === "trivia" && scriptural)
  )
    .map((candidate) => ({ candidate, length: candidate.pattern.exec(message)?.[0].length ?? 0 }))
    .filter(({ length }) => length > 0).sort((left, right) => right.length - left.length)[0]?.candidate;
  // Told, not asked ("my visa renewal is still pending and the waiting is killing me"): a hard time of one's own to be
  // met, whatever it is about; a body in danger is still pointed to those who can help it.
  const toldOnly = signals.feeling && !asking.test(message.trim()) && !task.test(message.trim()) &&
    !requestWithin.test(message);
  if (subject && !(toldOnly && !bodily.has(subject.id))) {
    return { id: subject.id, what: subject.what, ...("offer" in subject ? { offer: subject.offer } : {}) };
  }
  if (subject) return null;
  // "Is there anything about 'the way' in what you do have?": the library itself is asked of.
  if (signals.followUp || isSpiritual) return null;
  // A task done on a passage or teaching named ("summarise Romans 8 for me") is the guide's own work.
  if (task.test(message.trim()) && signals.named === 0 && !writingAsked.test(message)) {
    return { id: "task", what: "that kind of task" };
  }
  if (libraryAsked.test(message) || quotedPhrase.test(message)) return null;
  const quiet = signals.named === 0 && signals.situations === 0 && !signals.feeling && !signals.knownWord &&
    !signals.ownHabit && !signals.practiceFits;
  if (quiet && asking.test(message.trim()) && message.trim().split(/\s+/).length >= 3) {
    // "What is the filioque?", "what is quantum physics?": a subject we have nothing on may be ours or not; that we
    // hold nothing on it is what can be said truly.
    const subject = subjectAsked(message) ?? saidBy.exec(message.trim())?.[1];
    // Named as asked, with its article ("a novena").
    const asked = subject &&
      new RegExp(`\\b(?:(?:the|a|an) )?${subject.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "i").exec(message)?.[0];
    return asked ? { id: "unheld", what: asked } : { id: "elsewhere", what: "a question like that" };
  }
  return null;
}
