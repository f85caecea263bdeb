/** Conversation titles, with no schemas, so the chat page loads them without the schema library (issue 18). */

/** Spec section 9: titles are the message's first 50 characters, '...' appended when longer. */
export const titleLimit = 50;
export const defaultConversationTitle = "New Spiritual Guidance";

/** The title a new conversation gets from its first message (spec sections 7 and 9). */
export function titleFromMessage(message: string): string {
  const trimmed = message.trim().replace(/\s+/g, " ");
  if (!trimmed) return defaultConversationTitle;
  return trimmed.length > titleLimit ? `${trimmed.slice(0, titleLimit)}...` : trimmed;
}
