import { readSafety } from "../safety/help_first.ts";
import { createBuiltinEngine } from "./builtin_engine.ts";
import type { Persona } from "./persona.ts";

/**
 * One message of each kind the persona plans for. Their words are nobody's: they only make the persona and the safety
 * reading build what they build on first use.
 */
const warmUpMessages = [
  "hello",
  "How can I be more patient with my children?",
  "What does the Bible say about forgiveness?",
  "explain psalm 23",
  "who was Nichiren?",
  "I feel so alone since my mother died",
  "compare grace and the Lotus Sutra",
  "can you fix my code?",
];

/**
 * Answers a few messages, and throws the answers away, before the server takes visitors: the spelling check counts
 * every word of the scriptures, the danger reading compiles its patterns, the answer plans index their notes. Left to
 * the first visitor, that work held a busy 2-core server for seconds, and every other visitor's requests behind it.
 */
export async function warmUp(persona: Persona): Promise<void> {
  const engine = createBuiltinEngine({ persona });
  for (const message of warmUpMessages) {
    readSafety([{ role: "user", content: message }]);
    for await (const _chunk of engine.reply({ history: [], message })) { /* only the work counts */ }
    persona.about(message, []);
  }
}
