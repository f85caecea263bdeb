import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import {
  analyzeRequestSchema,
  cipherRequestSchema,
  cipherResultResponseSchema,
  defaultShift,
  detectionResponseSchema,
  detectRequestSchema,
  examplesResponseSchema,
  masterAnalysisResponseSchema,
  patternsRequestSchema,
  patternsResponseSchema,
  statusSchema,
} from "../../contracts/decipherist.ts";
import { runCipher } from "../cipher/codecs.ts";
import { createDecipherist, type Decipherist } from "../cipher/decipherist.ts";
import { cipherExamples, decipheristStatus } from "../cipher/examples.ts";
import { CipherInputError } from "../cipher/input_error.ts";
import type { AppEnv } from "../http/app_env.ts";
import { jsonBody } from "../http/validate.ts";
import type { Corpus } from "../scriptures/corpus.ts";
import { verseReference } from "../../contracts/references.ts";

/**
 * /api/decipherist (spec section 7, issue 6): status and examples, the three analyses, and the
 * Cipher Tool. Request bodies are checked by the contract's schemas (blank text, over 10,000
 * characters, unknown cipher or operation: 400) and every answer is built through its schema.
 */
export function decipheristRouter(corpus: Corpus) {
  // The English model takes about a third of a second over the whole KJV: built on the first
  // analysis, so starting the app (and every test app that never analyses) does not pay for it.
  let engine: Decipherist | undefined;
  const decipherist = () => engine ??= createDecipherist(kjvVerses(corpus));

  return new Hono<AppEnv>()
    .get("/status", (c) => c.json(statusSchema.parse(decipheristStatus())))
    .get("/examples", (c) => c.json(examplesResponseSchema.parse(cipherExamples())))
    .post("/analyze", jsonBody(analyzeRequestSchema), (c) => {
      const { text, include_auto_decode } = c.req.valid("json");
      return c.json(
        masterAnalysisResponseSchema.parse({ master_analysis: decipherist().analyze(text, include_auto_decode) }),
      );
    })
    .post("/detect", jsonBody(detectRequestSchema), (c) => {
      const { text } = c.req.valid("json");
      return c.json(detectionResponseSchema.parse({ cipher_detection: decipherist().detect(text) }));
    })
    .post("/patterns", jsonBody(patternsRequestSchema), (c) => {
      const { text } = c.req.valid("json");
      return c.json(patternsResponseSchema.parse({ pattern_analysis: decipherist().patterns(text) }));
    })
    .post("/cipher", jsonBody(cipherRequestSchema), (c) => {
      const { text, cipher_type, operation, shift } = c.req.valid("json");
      let result: string;
      try {
        result = runCipher(cipher_type, operation, text, shift ?? defaultShift);
      } catch (error) {
        // Text the decoder cannot read is the caller's to fix: say what is wrong with it.
        if (error instanceof CipherInputError) throw new HTTPException(400, { message: error.message });
        throw error;
      }
      return c.json(cipherResultResponseSchema.parse({ cipher_result: { result } }));
    });
}

/** Every KJV verse with its reference, which the English model learns from and decoded texts are named by. */
function kjvVerses(corpus: Corpus) {
  const bookNames = new Map(corpus.books.map((book) => [book.id, book.name]));
  return corpus.verses.map((verse) => ({
    reference: verseReference(bookNames.get(verse.bookId) ?? `Book ${verse.bookId}`, verse.chapter, verse.verse),
    text: verse.text,
  }));
}
