/**
 * Crisis language (self-harm, abuse) gets care and real help from both engines before anything
 * else (ISSUE 4). Detection leans towards false positives: a gentle pointer to help costs little.
 */
export type CrisisKind = "self-harm" | "abuse";

const selfHarm = [
  /\b(kill|hurt|harm|cut|end)(ing)?\s+(my\s*self|myself)\b/i,
  /\bsuicid(e|al)\b/i,
  /\b(want|wanted|going|plan|planning)\s+to\s+die\b/i,
  /\bend\s+(it\s+all|my\s+life)\b/i,
  /\btake\s+my\s+(own\s+)?life\b/i,
  /\b(no|any)\s+(reason|point)\s+(to|in)\s+(live|living|go\s+on|going\s+on)\b/i,
  /\bbetter\s+off\s+(dead|without\s+me)\b/i,
  /\bdon'?t\s+want\s+to\s+(live|be\s+alive|wake\s+up)\b/i,
  /\bself[-\s]?harm/i,
  /\boverdose\b/i,
];

const abuse = [
  /\b(he|she|they|my\s+\w+)\s+(hits?|beats?|chokes?|hurts?|rapes?|abuses?)\s+me\b/i,
  /\b(being|was|am|been)\s+(abused|raped|molested|assaulted|beaten|trafficked)\b/i,
  /\b(domestic|sexual|child)\s+(violence|abuse|assault)\b/i,
  /\bafraid\s+(he|she|they)('ll|\s+will)\s+(kill|hurt)\s+me\b/i,
  /\bnot\s+safe\s+at\s+home\b/i,
];

export function detectCrisis(text: string): CrisisKind | null {
  if (selfHarm.some((pattern) => pattern.test(text))) return "self-harm";
  if (abuse.some((pattern) => pattern.test(text))) return "abuse";
  return null;
}

/**
 * Real services, stated plainly. Numbers are the national ones most visitors can use; the
 * directory covers every other country.
 */
const resources: Record<CrisisKind, string> = {
  "self-harm": [
    "**Please reach out for help right now.** You deserve support from a person who can be with you:",
    "- If you are in immediate danger, call your local emergency number (911 in the US and Canada, 999 in the UK, 112 in the EU).",
    "- In the US, call or text **988** (Suicide & Crisis Lifeline). In the UK and Ireland, call Samaritans on **116 123**.",
    "- Anywhere else, findahelpline.com lists free, confidential helplines by country.",
  ].join("\n"),
  abuse: [
    "**Your safety comes first.** What is happening to you is not your fault, and you do not have to face it alone:",
    "- If you are in immediate danger, call your local emergency number (911 in the US and Canada, 999 in the UK, 112 in the EU).",
    "- In the US, the National Domestic Violence Hotline is **1-800-799-7233** (or text START to 88788); RAINN's sexual assault hotline is **1-800-656-4673**.",
    "- In the UK, the National Domestic Abuse Helpline is **0808 2000 247**. Anywhere else, findahelpline.com lists services by country.",
  ].join("\n"),
};

export function crisisResources(kind: CrisisKind): string {
  return resources[kind];
}
