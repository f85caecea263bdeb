import type { Person } from "../../knowledge/knowledge_schemas.ts";

/** Whether "who was..." is followed by the person's own name ("who was Nichiren", "tell me about the Buddha"). */
export function asksWhoTheyAre(message: string, person: Person): boolean {
  const bare = (text: string) => text.toLowerCase().replace(/^(?:the|a|an|saint|st\.?)\s+/, "");
  const rest = bare(
    message.trim().replace(
      /^.*?\b(?:who (?:was|is|were)|who'?s|about who|tell me (?:about|who)|what (?:about|do we know about))\s+/i,
      "",
    ),
  );
  return [person.name, ...person.aliases].some((name) => rest.startsWith(bare(name)));
}
