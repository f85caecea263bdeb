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
  /** Passages named by reference ("hebrews 11:1"): what the message asks about is theirs. */
  references?: number;
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
  /^(?:(?:please|pls|hey|ok(?:ay)?|so)[, ]+)?(?:(?:can|could|would|will) (?:you|u) (?:please |pls )?|i need you to |help me |i want you to )?(?:write|draft|compose|make|create|generate|plan|translate|recommend|book|order|calculate|compute|convert|fix|debug|solve|balance|code|build|design|summari[sz]e|proofread|edit|rewrite|find me|get me|do my|type (?:up|out)|format)\b/i;
const asking =
  /\?|^(?:who|what|when|where|why|how|which|is|are|can|could|would|will|should|do|does|did|tell|give|show|explain|list|name)\b/i;

/** Everyday words of the languages visitors most often write in besides English, and of English itself. */
const foreignWords = new Set(
  ("que qué el los las del por para estoy está estás muy sobre dice hola gracias cómo tengo quiero puedo ayuda " +
    "hablas habla hablar español espanol tienes tiene biblia dios señor oración oracion versículo versiculo favor " +
    "necesito ayúdame ayudame buenos buenas días noches " +
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
  // "Ok then how do I stop comfort eating" after a diet plan declined: a way of one's own asked, which is the guide's.
  if (
    signals.ownHabit || signals.practiceFits ||
    /^(?:(?:ok(?:ay)?|fine|alright|then|so|but)[, ]+)*how (?:do|can|should) i\b/i.test(message.trim())
  ) return null;
  if (message.trim().split(/\s+/).length > 15) return null;
  if (id === "task") return { id, what: "that kind of task" };
  const subject = subjects.find((candidate) => candidate.id === id);
  return subject ? declined(subject) : null;
}

/** A subject we name, declined with its own offer. */
function declined(subject: (typeof subjects)[number]): OutOfScope {
  return { id: subject.id, what: subject.what, ...("offer" in subject ? { offer: subject.offer } : {}) };
}

/** A request anywhere in a message: a question put ("how can i get into it"), or an order given ("pull my horoscope"). */
const requestWithin =
  /\b(?:help|recommend|suggest|need|want|looking for|advice|please|pls|(?:give|tell|telling|show|find|get|send|cheer) (?:me|us))\b|\bhow (?:can|do|should|would|could|to) (?:i|we|you)?\b|\b(?:can|could|would|will) (?:you|u)\b|\bshould (?:i|we)\b|\bwhat(?:'s|s| is| are| should| do| does| can| will)\b|\b(?:which|how (?:much|many)|best)\b|(?:^|[.!?]\s+)(?:pull|check|look up|get|find|show|tell|give|list|send|book|write|make|fix|teach|explain|plan|recommend|translate|calculate)\b/i;
/** Subjects about a body, a person's or a pet's: pointed to those who can help even when told as a worry. */
const bodily: ReadonlySet<string> = new Set(["medical", "diagnosis", "pet-emergency"]);

/** "whats the population of india": contractions typed without their apostrophe, as the subjects' words expect them. */
const apostrophesRestored = (message: string) =>
  message.replace(/[’‘]/g, "'").replace(/\b(what|who|how|where|it|that|there)s\b/gi, "$1's");

/** Words that join a request on to what came before it ("...anyway can you", "and also give me", "so help me"). */
const joiners =
  /^(?:(?:anyway|anyways|also|and|so|now|just|but|then|ok(?:ay)?|quick q|quick question|nah|actually|btw|oh|and also|please|pls)\b[,:]?\s*)+/i;
/** A clause that asks something of the guide: a question, or an order given ("plan me a week in bali"). */
const asksSomething =
  /\?\s*$|^(?:(?:can|could|would|will) (?:you|u)|(?:give|tell|write|book|find|plan|calculate|translate|recommend|read|show|make|send|get|help|fix|do|list|cheer|balance|solve|debug|convert)\b|(?:what|whats|what's|which|who|where|when|how|is|are|should|does|do)\b)/i;

/**
 * The requests of a message that also prays, blesses or tells ("Lord give me strength... anyway can you give me a
 * lasagne recipe", "God bless you. Could you tell me the weather in Paris?"): each clause that asks something, read on
 * its own, without what frames it.
 */
function requestsWithin(message: string): string[] {
  return message.split(
    /(?<=[.!?;…])\s+|\.{2,}\s*|\s*[\u{1F300}-\u{1FAFF}\u{2600}-\u{27BF}]+\s*|,\s+(?=(?:so|but|now|just|anyway|and|please|pls|can|could|what|which|how|give|tell|write|book|find|plan|calculate|translate|recommend|read|show|send|get|help|fix|cheer|list)\b)|\s+(?:and (?:also )?|then )(?=(?:give|tell|write|book|find|plan|calculate|translate|recommend|read|show|send|get|what|whats|what's|which|can|could)\b)|\s+[-–—]\s+/iu,
  )
    .map((clause) => clause.replace(joiners, "").trim()).filter((clause) =>
      clause.length > 0 && asksSomething.test(clause)
    );
}

/** Words of faith itself, narrower than the spiritual words above ("friend", "love" and "peace" are everyone's). */
const religious =
  /\b(?:god|gods|jesus|christ|christian\w*|catholic\w*|bible|biblical|scriptures?|verses?|psalm\w*|gospels?|pray\w*|faith|church|buddha|buddhis\w*|dharma|sutras?|gosho|nichiren|daimoku|chant\w*|meditat\w*|karma|soul|spirit\w*|holy|sins?|grace|heaven|bodhisattva|lotus|enlighten\w*|sermon|parable|apostles?|disciples?|lord|saints?|prophets?|worship|gohonzon|gongyo|mass|rosary|blessings?|bless\w*|rituals?|ceremon\w*|memorials?|funerals?|vigils?|altars?|shrines?|candles?|eulog\w*|grief|griev\w*|died|death|dying)\b/i;
/** A clause that points back to what the message told ("what part do I need to replace and is it expensive"). */
const pointsBack = /\b(?:it|this|that|they|them|these|those)\b/i;
/**
 * "How do I keep my worth in perspective": a way of living asked after a subject told; "how do I fix the seal" is the
 * subject's own task.
 */
const wayAsked =
  /^how (?:do|can|should|could) (?:i|we)\b(?! (?:fix|repair|replace|install|build|cook|bake|clean|remove|unclog|unblock|reset|file|claim|get rid of|set up|program|code|stop it from (?:leaking|breaking))\b)/i;
/** Matches nothing: the subjects of a message read as if it had no words of faith. */
const never = /(?!)/;
const quietSignals: ScopeSignals = { named: 0, situations: 0, feeling: false, followUp: false, knownWord: true };

export function outOfScopeOf(typed: string, signals: ScopeSignals): OutOfScope | null {
  const message = apostrophesRestored(typed);
  const clauses = requestsWithin(message);
  const told = clauses.length > 0 && clauses[0] !== message.trim();
  const whole = outOfScopeOfWhole(message, signals);
  // "My code keeps failing at work... how do I keep my worth in perspective": a subject named only in what is told,
  // not in what is asked, is not what the guide is asked for. What is asked must then be the guide's own (the inner
  // life, how to live), not "what documents do I need?" of the visa just told, nor point back to the subject ("I have
  // a rash on my arm, what is it?").
  const named = whole !== null && isNamedSubject(whole)
    ? subjects.filter((candidate) => candidate.id === whole.id)
    : [];
  const onlyTold = told && named.length > 0 &&
    !clauses.some((clause) =>
      named.some((candidate) => candidate.pattern.test(clause)) ||
      pointsBack.test(clause) ||
      !(spiritual.test(clause) || wayAsked.test(clause))
    );
  if ((whole && !onlyTold) || signals.followUp) return whole;
  // "Check engine light is on. I chanted for an hour and it's still on lmao. What part do I need to replace?": words of
  // faith only in what is told leave the subject asked of as it would be without them.
  // A verse named or quoted in what is told is what is asked about ("hebrews 11:1 ... that sounds like chemistry class.
  // what is it actually saying"), not a word of faith beside another subject.
  const faithOnlyTold = told && !whole && !signals.references && !clauses.some((clause) => religious.test(clause));
  const plain = faithOnlyTold ? outOfScopeOfWhole(message, signals, never) : null;
  // Trivia is no such subject: "how long was jonah inside the whale??" is asked of scripture whoever else is named.
  const plainSubjects = plain && isNamedSubject(plain) && plain.id !== "trivia"
    ? subjects.filter((candidate) => candidate.id === plain.id)
    : [];
  if (
    plain && plainSubjects.length > 0 &&
    clauses.some((clause) =>
      plainSubjects.some((candidate) => candidate.pattern.test(clause)) || pointsBack.test(clause) ||
      !wayAsked.test(clause)
    )
  ) return plain;
  // A request with nothing of the guide's in it is declined whatever the words around it: only a subject we name or a
  // task, never a question we merely hold nothing on.
  for (const clause of told || clauses.length > 1 ? clauses : []) {
    if (religious.test(clause.replace(faithAsSetting, " "))) continue;
    // A task done on what the message names ("the parable of the medicinal herbs, can u summarize it") is ours.
    const found = outOfScopeOfWhole(clause, { ...quietSignals, named: signals.named }, religious);
    if (found && found.id !== "unheld" && found.id !== "elsewhere" && found.id !== "language") return found;
    // "Write my dating app bio pls. christian guy, 29": a task whose clause neither points back nor asks for writing of
    // ours is not done on what the rest of the message names.
    if (task.test(clause) && !pointsBack.test(clause) && !writingAsked.test(clause)) {
      return { id: "task", what: "that kind of task" };
    }
  }
  return null;
}
/**
 * Words of faith that only say where or for whom a request is made, or cry out ("for the church potluck", "a guy from
 * my church", "my church donations", "lord help me"): the request is read as if they were not there.
 */
const faithAsSetting =
  /\b(?:(?:guy|girl|man|woman|lady|friend|someone|people|folks|family|members?|couple) (?:from|at) (?:my|our|the) church|(?:in|on) (?:the|a|our) pews?|church (?:potluck|picnic|donations?|fundraiser|bake sale|bulletin|newsletter|website|parking lot|van|bus|budget|party|dinner|supper|council|board|committee|office|roof|accounts?)|(?:lord|god|jesus) (?:help|save) (?:me|us)|oh my (?:god|lord)|thank god|god knows|for god'?s sake|god willing)\b/gi;
/** `faith`: the words that make a message the guide's; a request read on its own is held to words of faith itself. */
function outOfScopeOfWhole(message: string, signals: ScopeSignals, faith = spiritual): OutOfScope | null {
  // "Salmo 23 por favor": a passage named is answered with it, in whatever words it is asked for.
  if (otherLanguage(message) && !signals.references) {
    return {
      id: "language",
      what: "conversations in other languages",
      say: "For now I can only answer in English. Por ahora solo puedo responder en inglés.",
      offer:
        "The Read page holds the Reina-Valera 1909, a Spanish Bible (la Biblia en español), beside the King James; ask for a verse in Spanish and I will show it as the Reina-Valera has it.",
    };
  }
  const isSpiritual = faith.test(message.replace(faithAsSetting, " "));
  // The subject named most fully: "credit score" is money before "score" is sport.
  // Trivia about a name of the scriptures ("how far is Jerusalem from Bethlehem") is the guide's own.
  const scriptural = signals.named > 0 || signals.scriptureName === true || signals.followUp;
  // Steps asked for a habit of one's own, or that a practice of ours answers ("i yelled at my brother over the xbox.
  // steps to stop?"), are the guide's, whatever the quarrel was over.
  const ownWork = signals.ownHabit === true || signals.practiceFits === true;
  const subject = subjects.filter((candidate) =>
    (candidate.strong || !(isSpiritual || ownWork || (signals.references ?? 0) > 0)) &&
    !(candidate.id === "trivia" && scriptural)
  )
    .map((candidate) => ({ candidate, length: candidate.pattern.exec(message)?.[0].length ?? 0 }))
    .filter(({ length }) => length > 0).sort((left, right) => right.length - left.length)[0]?.candidate;
  // Told, not asked ("my visa renewal is still pending and the waiting is killing me"): a hard time of one's own to be
  // met, whatever it is about; a body in danger is still pointed to those who can help it.
  // So is a mood told of one's own with no request in it ("the weather has been so grey and it's dragging my mood down").
  const statement = !asking.test(message.trim()) && !task.test(message.trim()) && !requestWithin.test(message);
  const toldOnly = statement &&
    (signals.feeling ||
      (/\b(?:i|i'm|im|my|me)\b/i.test(message) &&
        /\b(?:mood|feel\w*|felt|sad|down|low|tired|stress\w*|anxious|worried|lonely|upset|depress\w*|dragging|heavy|gloomy|miserable)\b/i
          .test(message)));
  if (subject && !(toldOnly && !bodily.has(subject.id) && (!subject.strong || signals.feeling))) {
    return declined(subject);
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
