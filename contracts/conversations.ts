import { z } from "zod/mini";

/** Long enough for a heartfelt letter, short enough to answer well (ISSUE 4). */
export const messageLimit = 4000;

/** Where a cited passage lives, so the archive can open at it. */
export const passageTargetSchema = z.discriminatedUnion("source", [
  z.object({
    source: z.literal("bible"),
    bookId: z.int().check(z.minimum(1)),
    chapter: z.int().check(z.minimum(1)),
    verse: z.int().check(z.minimum(1)),
  }),
  z.object({ source: z.literal("lotus"), chapterNumber: z.int().check(z.minimum(1), z.maximum(28)) }),
  z.object({
    source: z.literal("gosho"),
    volumeId: z.int().check(z.minimum(1)),
    writingId: z.int().check(z.minimum(1)),
  }),
]);
export type PassageTarget = z.infer<typeof passageTargetSchema>;

/**
 * A reference found in a reply. `text` is the reference exactly as the reply writes it (so the
 * client can turn it into a link); `quote` says whether a quotation attributed to it matches the
 * stored text ('verified'), does not ('paraphrase'), or there is no quotation (null).
 */
export const citationSchema = z.object({
  text: z.string().check(z.minLength(1)),
  reference: z.string().check(z.minLength(1)),
  target: passageTargetSchema,
  quote: z.nullable(z.enum(["verified", "paraphrase"])),
});
export type Citation = z.infer<typeof citationSchema>;

export const conversationSchema = z.object({
  id: z.string(),
  title: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const messageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  role: z.enum(["user", "assistant"]),
  content: z.string(),
  createdAt: z.iso.datetime(),
  citations: z._default(z.array(citationSchema), []),
});
export type Message = z.infer<typeof messageSchema>;

/** The answer to a sent message: the reply, with the stored user message beside it. */
export const turnSchema = z.extend(messageSchema, { userMessage: messageSchema });
export type Turn = z.infer<typeof turnSchema>;

const title = z.string().check(z.trim(), z.maxLength(200, "Titles are limited to 200 characters"));

export const createConversationSchema = z.strictObject({ title: z.optional(title) });
export const renameConversationSchema = z.strictObject({
  title: title.check(z.minLength(1, "Enter a title")),
});

const content = z.string().check(
  z.trim(),
  z.minLength(1, "Write a message first"),
  z.maxLength(messageLimit, `Messages are limited to ${messageLimit} characters`),
);

/**
 * The country a visitor chose for the help shown in a care reply (ISSUE 15); without it the
 * region of their browser's language is used.
 */
const country = z.optional(
  z.pipe(
    z.string().check(z.regex(/^[A-Za-z]{2}$/, "country must be a two-letter country code")),
    z.transform((code: string) => code.toUpperCase()),
  ),
);

export const sendMessageSchema = z.strictObject({ content, country });

/** The Wisdom Hub's stateless chat (spec section 7): {message} -> {response, timestamp}. */
export const chatRequestSchema = z.strictObject({ message: content, country });
export const chatReplySchema = z.object({ response: z.string(), timestamp: z.iso.datetime() });
export type ChatReply = z.infer<typeof chatReplySchema>;

/** The offline queue's ids ('offline-...') and any client-made UUID are valid idempotency keys. */
export const idempotencyKeySchema = z.string().check(
  z.regex(/^[A-Za-z0-9_-]{8,100}$/, "Idempotency-Key must be 8 to 100 letters, digits, '-' or '_'"),
);
