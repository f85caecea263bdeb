import type { z } from "zod/mini";
import { assert, assertEquals } from "../tests/assert.ts";
import {
  chatRequestSchema,
  createConversationSchema,
  renameConversationSchema,
  sendMessageSchema,
} from "./conversations.ts";
import {
  analyzeRequestSchema,
  cipherRequestSchema,
  detectRequestSchema,
  patternsRequestSchema,
} from "./decipherist.ts";
import { foeExamplesRequestSchema, foeSwitchRequestSchema } from "./foe.ts";
import { generateImageRequestSchema } from "./images.ts";
import { programStartRequestSchema, sessionRecordRequestSchema } from "./life_mastery.ts";
import { searchRequestSchema, versesQuerySchema, writingsQuerySchema } from "./scriptures.ts";

/**
 * Every schema a request body or query string is checked with, beside a request it accepts. They
 * must stay strict: a key the schema does not know is a 400 naming it, never silently dropped (a
 * misspelt option would quietly become the default) and never passed on (`__proto__`).
 */
const requestSchemas: [string, z.ZodMiniType, Record<string, unknown>][] = [
  ["POST /api/conversations", createConversationSchema, { title: "A question" }],
  ["PATCH /api/conversations/:id", renameConversationSchema, { title: "Renamed" }],
  ["POST /api/conversations/:id/messages", sendMessageSchema, { content: "What is mercy?" }],
  ["POST /api/chat", chatRequestSchema, { message: "What is mercy?" }],
  ["POST /api/decipherist/cipher", cipherRequestSchema, { text: "abc", cipher_type: "caesar", operation: "encode" }],
  ["POST /api/decipherist/analyze", analyzeRequestSchema, { text: "abc" }],
  ["POST /api/decipherist/detect", detectRequestSchema, { text: "abc" }],
  ["POST /api/decipherist/patterns", patternsRequestSchema, { text: "abc" }],
  ["POST /api/foe/switch", foeSwitchRequestSchema, { input_text: "Go team" }],
  ["POST /api/foe/examples", foeExamplesRequestSchema, {}],
  ["POST /api/life-mastery/:programId", programStartRequestSchema, { intensity: "moderate", user_id: "u" }],
  ["POST /api/life-mastery/:programId/sessions", sessionRecordRequestSchema, { name: "Focus", seconds: 60 }],
  ["POST /api/v1/generate-image", generateImageRequestSchema, { prompt: "a lotus" }],
  ["POST /api/search", searchRequestSchema, { query: "love", source: "both" }],
  ["GET /api/scriptures/bible/verses", versesQuerySchema, { versionId: "1", bookId: "1", chapter: "1" }],
  ["GET /api/scriptures/gosho/writings", writingsQuerySchema, { volumeId: "1" }],
];

function unknownKeyIssue(schema: z.ZodMiniType, input: unknown, key: string): boolean {
  const parsed = schema.safeParse(input);
  return !parsed.success &&
    parsed.error.issues.some((issue) => issue.code === "unrecognized_keys" && issue.keys.includes(key));
}

Deno.test("every request schema accepts its sample and refuses a key it does not know, naming it", () => {
  for (const [route, schema, sample] of requestSchemas) {
    assert(schema.safeParse(sample).success, `${route} accepts its sample`);
    for (const key of ["extra", "id", "visitorId", "Content"]) {
      assert(unknownKeyIssue(schema, { ...sample, [key]: "x" }, key), `${route} refuses '${key}'`);
    }
  }
});

Deno.test("keys that reach Object.prototype in a naive merge are unknown keys to every request schema", () => {
  for (const [route, schema, sample] of requestSchemas) {
    for (const key of ["__proto__", "constructor", "prototype"]) {
      // Parsed from text, as a body is: an object literal would set the prototype instead of a key.
      const input = JSON.parse(`{"${key}":{"polluted":true},${JSON.stringify(sample).slice(1)}`.replace(",}", "}"));
      assert(unknownKeyIssue(schema, input, key), `${route} refuses '${key}'`);
    }
  }
  assertEquals(({} as Record<string, unknown>).polluted, undefined);
});
