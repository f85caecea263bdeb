/**
 * The canary: a random marker written into the persona prompt (system_prompt.ts). Nothing else
 * ever contains it, so a reply that does is disclosing the instructions, and the leak guard
 * (leak_guard.ts) stops it there.
 */
export const canaryPrefix = "bp-canary-";

/** 16 random lowercase letters (about 75 bits): no reply can hold them by chance. */
const codeLength = 16;

/** A fresh canary; one per engine, so a process keeps one for its whole life. */
export function createCanary(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(codeLength));
  return canaryPrefix + Array.from(bytes, (byte) => String.fromCharCode(97 + byte % 26)).join("");
}

/** The canary, and its random code on its own: a model asked for "the code" may drop the prefix. */
export function canaryForms(canary: string): string[] {
  const code = canary.startsWith(canaryPrefix) ? canary.slice(canaryPrefix.length) : "";
  return code.length >= 8 ? [canary, code] : [canary];
}
