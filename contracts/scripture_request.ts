/**
 * The request for wisdom about a passage that the browser writes ("Select Scripture", a search
 * result) and the persona reads back: the prompt, a blank line, the quoted text, ' - ' and the
 * reference in the forms of `references.ts`, marked with its version or as a summary.
 */
export type ScriptureRequest = { text: string; reference: string };

const prompt = "Please share wisdom about this scripture:";

export function formatScriptureRequest({ text, reference }: ScriptureRequest): string {
  return `${prompt}\n\n"${text.trim()}" - ${reference.trim()}`;
}

// Lenient about what a visitor may do to the draft before sending: line endings, spaces, curly quotes.
const requestForm = new RegExp(`^\\s*${prompt}\\s*["“]([\\s\\S]+)["”]\\s+[-–—]\\s+(\\S[^\\n]*?)\\s*$`);

/** The passage a message asks about, when it is such a request; null for anything else. */
export function parseScriptureRequest(message: string): ScriptureRequest | null {
  const match = requestForm.exec(message.replace(/\r\n?/g, "\n"));
  return match ? { text: match[1].trim(), reference: match[2] } : null;
}
