import { formatSupportBlock, type SupportTone } from "../../contracts/support_block.ts";
import { emergencyPhrase, supportLines } from "./helplines.ts";
import type { RiskAssessment, RiskKind } from "./risk.ts";

/** A reviewed passage as the care reply quotes it. */
type QuotedPassage = { reference: string; text: string };

/**
 * The words the server writes around any engine's reply (ISSUE 15), after the 988 Lifeline's
 * safe-messaging guidance: short, warm and direct; ask whether the visitor is safe right now; give
 * the resources where they cannot be missed; invite them to keep talking. No method, no place, no
 * dose, nothing that makes death sound like rest. Phrasings rotate by a seed so a visitor who
 * writes again does not get the same sentences word for word.
 */
const openings: Readonly<Record<RiskKind, readonly string[]>> = {
  suicide: [
    "I'm really glad you told me. It sounds like you're carrying an enormous amount of pain right now, and you don't have to carry it alone.",
    "Thank you for telling me. That took courage, and what you're feeling matters, and so do you.",
    "I'm so sorry you're hurting this much. I'm really glad you reached out, and I want you to have real support right now.",
  ],
  "self-harm": [
    "I'm really glad you told me. You deserve care and gentleness, not more pain.",
    "Thank you for trusting me with this. Hurting yourself is a sign of how much you're carrying, not of anything wrong with who you are.",
    "I'm glad you reached out. You don't have to go through this on your own.",
  ],
  abuse: [
    "Thank you for telling me. What is happening to you is not okay, and it is not your fault.",
    "I'm so sorry this is happening. You deserve to be safe, and none of this is your fault.",
    "I'm really glad you told me. No one has the right to hurt or frighten you, and help is there for you.",
  ],
  medical: [
    "What you describe can be a medical emergency, and it needs help now, before anything else.",
    "This sounds like it could be an emergency of the body, and minutes matter.",
    "Please treat this as an emergency: what you describe needs a doctor now, not later.",
  ],
};

const safetyQuestions: Readonly<Record<RiskKind, string>> = {
  suicide: "Are you safe right now?",
  "self-harm": "Are you safe right now? If you are hurt or bleeding, please get medical help now.",
  abuse: "Are you somewhere safe right now?",
  medical:
    "Don't wait to see if it passes, and don't drive yourself; stay with the person if it is someone else, and follow what the call handler tells you. You can pray on the way.",
};

/** "call 999", or "call your local emergency number" where we know no number: said in each urgent first line. */
function callPhrase(country: string | null): string {
  const number = emergencyPhrase(country);
  return number === "your local emergency number" ? "call your local emergency number" : `call ${number}`;
}

/** The first sentence when something has already been taken or done: emergency help before anything else. */
function urgentLead(kind: RiskKind, country: string | null): string {
  const call = callPhrase(country);
  if (kind === "abuse") return `If you are in danger right now, please ${call} as soon as you can do so safely.`;
  if (kind === "medical") return `Please ${call} now, or ask someone near you to call for you.`;
  return `Please ${call} now, or ask someone near you to call for you, especially if you have taken anything or are hurt. Help can reach you quickly.`;
}

const invitations = [
  "These people are there for exactly this, free and confidential. Reaching one of them now is a brave and good thing to do.",
  "You can call or text one of them right now; they are trained to listen and to help you through tonight.",
  "Please reach out to one of them now, or to someone you trust who is near you.",
];

export type CareText = { opening: string; block: string };

function pick<T>(items: readonly T[], seed: number): T {
  return items[seed % items.length];
}

/**
 * The start of a reply to danger now: care, the safety question, then the support block. For a
 * visitor who has already acted, emergency help comes first.
 */
export function careOpening(risk: RiskAssessment, country: string | null, seed: number): string {
  const kind = risk.kind ?? "suicide";
  const paragraphs = [
    ...(risk.level === "imminent" ? [urgentLead(kind, country)] : []),
    `${pick(openings[kind], seed)} ${safetyQuestions[kind]}`,
    supportBlock(kind, country, "urgent"),
    // An emergency line is no counselling line: what is said of it is what the call does.
    kind === "medical"
      ? "The call handler can tell you what to do while help is on its way."
      : pick(invitations, seed >>> 3),
  ];
  return paragraphs.join("\n\n");
}

/**
 * Someone else in danger ("my friend said she's going to end it tonight"): the helper is told what helps, after the
 * #BeThe1To steps the 988 Lifeline teaches (ask, be there, keep them safe, help them connect, follow up), emergency help
 * first when it may be needed soon, then the services, which also support the people around someone at risk.
 */
export function helperOpening(risk: RiskAssessment, country: string | null, seed: number): string {
  const kind = risk.kind === "self-harm" ? "self-harm" : "suicide";
  const soon = risk.signals.some((signal) =>
    signal.status === "other-person" &&
    ["timing", "intent", "plan", "preparation", "method", "means-mention", "already-acting", "farewell"].includes(
      signal.family,
    )
  );
  const thinking = kind === "self-harm" ? "hurting themselves" : "killing themselves";
  // "She took a bunch of her mom's pills and isn't answering": it may have happened already.
  const acted = risk.signals.some((signal) => signal.status === "other-person" && signal.family === "already-acting");
  const call = callPhrase(country);
  return [
    ...(acted
      ? [
        `Please ${call} now: they may already be in danger. Tell the call handler what you know, what they took or did and where they are, and if you can, get an adult or someone near them to go to them.`,
      ]
      : soon
      ? [
        `If they might act on it soon, ${call} now, and stay with them, or keep someone with them, until help arrives.`,
      ]
      : []),
    `${pick(helperThanks, seed)} What helps most:`,
    [
      `1. Ask them plainly whether they are thinking of ${thinking}. Asking does not put the idea in their head; it tells them they can talk to you.`,
      "2. Listen without arguing or judging, and tell them you're glad they told you.",
      "3. Help them reach one of the services below now; you can call or text together.",
      "4. If you can, put away anything they could use to hurt themselves, such as medicines or weapons, and keep them company.",
      "5. Don't keep it a secret: bring in someone else who can help, a family member, a trusted adult or their doctor, and check in on them again tomorrow.",
    ].join("\n"),
    supportBlock(kind, country, soon ? "urgent" : "gentle"),
  ].join("\n\n");
}

/**
 * A visitor who says they mean to hurt someone (harm_to_others.ts): no lecture and no agreement; care for how strong the
 * feeling is, a clear word to step away and get help now, and the services, which help with thoughts of harming others
 * too. Said so that someone who spoke in hyperbole is not accused, and someone who meant it is not pushed away.
 */
export function harmOpening(country: string | null, seed: number): string {
  const call = callPhrase(country);
  return [
    pick(harmOpenings, seed),
    `If there is any chance you will act on it, please step away from them and from anything you could use, and ${call} or one of the lines below now. They help people having thoughts of harming someone, too, and talking to someone today can stop something that cannot be undone.`,
    supportBlock("suicide", country, "urgent"),
  ].join("\n\n");
}

const harmOpenings = [
  "I'm glad you said it here, before doing anything. Feelings this strong usually come from being hurt badly, and they deserve real help.",
  "Thank you for telling me. Whatever has happened to make you feel this way, hurting someone would not undo it, and you don't have to carry this alone.",
];

/**
 * Unwanted, frightening thoughts of harming someone (harm_to_others.ts unwantedHarmThought): no alarm and no accusation;
 * that such thoughts happen to many people and are not a wish, that a doctor can help, and what to do if they ever feel
 * close to acting, with the services. Said as the public health services say it, with no promise of an outcome.
 */
export function unwantedThoughtOpening(country: string | null, seed: number): string {
  const call = callPhrase(country);
  return [
    pick(unwantedThoughtOpenings, seed),
    "Unwanted thoughts like these happen to many people, especially new parents and people under great strain, and having them is not the same as wanting to act on them. Please tell your doctor, midwife or health visitor soon; they hear this often, and there is real help for it.",
    `If you ever feel you might act on a thought, step away into another room (a baby can be left safe in a cot) and ${call} or one of the lines below.`,
    supportBlock("suicide", country, "gentle"),
  ].join("\n\n");
}

const unwantedThoughtOpenings = [
  "Thank you for telling me; that took courage. How frightened you are of these thoughts says a great deal about how much you care.",
  "I'm glad you said it. Thoughts like this are frightening, and the fear you feel shows how much you care.",
];

/**
 * The words that follow an opening when no model adds its own, picked by the seed's higher bits so they vary apart from
 * the opening, which its lower bits pick.
 */
const continuation = (lines: readonly string[]) => (seed: number): string => pick(lines, seed >>> 5);

/** After the word on unwanted thoughts: company, and no demand to explain. */
export const unwantedThoughtContinuation = continuation([
  "You are not a bad person for having them. If you'd like, tell me when they tend to come; I'm here to listen.",
  "You don't have to carry this alone or in secret. I'm here if you want to talk about it.",
]);

/** After the word to someone who means to hurt another: an open door to say what happened. */
export const harmContinuation = continuation([
  "What happened? I'm here to listen, and I won't judge you for how angry you are.",
  "If you'd like, tell me what happened. Anger this strong usually has a story behind it, and I'm listening.",
]);

const helperThanks = [
  "Thank you for telling me; you may be exactly the person they need right now.",
  "I'm glad they told you, and that you're asking. You don't have to handle this alone.",
  "It says a lot that you want to help. You don't need the perfect words.",
];

/** After the helper's steps: care for the helper, and an open door. */
export const helperContinuation = continuation([
  "This is a lot to carry for someone you love. The services above support people helping someone else, too. If you'd like, tell me what is happening and we can think through what to say.",
  "Looking after them is hard; look after yourself as well. I'm here if you want to talk through what to say or do next.",
]);

export function supportBlock(kind: RiskKind, country: string | null, tone: SupportTone): string {
  const { country: shown, lines } = supportLines(kind, country);
  return formatSupportBlock({ kind, country: shown, tone, lines });
}

/** Said before an answer while the conversation stays in care mode. */
const carriedOpenings = [
  "I'm still here with you, and I'm glad we're talking.",
  "Thank you for staying in touch. I'm here with you.",
  "I'm glad you're still talking with me.",
];

export function carriedOpening(seed: number): string {
  return pick(carriedOpenings, seed);
}

/** Said before the support block that follows an answer. */
export function gentleLeadIn(risk: RiskAssessment): string {
  if (risk.carried) return "If things feel heavy again, these are there for you at any hour:";
  if (risk.signals.some((signal) => signal.status === "other-person")) {
    return "If you are worried about someone, these services also help the people around them:";
  }
  // A sign of their own, not yet danger: asked about plainly, as crisis counsellors do, with help beside the question.
  if (risk.signals.every((signal) => signal.status === "active")) {
    const families = new Set(risk.signals.map((signal) => signal.family));
    if (families.has("hopelessness") || families.has("ideation")) {
      return "I want to ask you plainly, because it matters: are you having thoughts of ending your life? If you are, or if it all feels like too much, you don't have to carry it alone; these people are there for you right now:";
    }
    if (families.has("plan")) {
      return "If the plan you mean is a plan to end your life, please tell me, and reach out now; these people are there for you at any hour:";
    }
    if (families.has("farewell") || families.has("preparation")) {
      return "Sometimes people give things away or say goodbye when they are thinking of ending their life. If that is true for you, please tell me, and reach out now; these people are there for you at any hour:";
    }
    if (families.has("method-seeking")) {
      return "If you are asking because you are thinking of hurting yourself, please reach out now; these people are there for you at any hour:";
    }
  }
  return risk.kind === "abuse"
    ? "If any of this is close to home for you, confidential support is there, any time:"
    : "If any of this is close to home for you, support is there, any time:";
}

const keepTalking = [
  "I'm here, and I'll keep listening. Would you tell me a little about what is happening right now?",
  "I'm not going anywhere. If you'd like, tell me what today has been like.",
  "You can keep talking with me as long as you need. What feels hardest right now?",
];

/**
 * What follows the resources when no model adds its own words (the built-in engine, or a model
 * whose every sentence was held back): one reviewed passage, unless help must come first, then an
 * invitation to keep talking.
 */
export function careContinuation(risk: RiskAssessment, passage: QuotedPassage | null, seed: number): string {
  if (risk.level === "imminent") {
    return "I'm here with you. Please make that call first, and then, if you want to, come back and tell me how you are.";
  }
  const verse = passage
    ? `If it helps to hold on to something, here are words many people have leaned on in nights like this: "${passage.text}" - ${passage.reference}`
    : null;
  return [verse, pick(keepTalking, seed >>> 5)].filter(Boolean).join("\n\n");
}
