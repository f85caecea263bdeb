import { z } from "zod/mini";
import { bookDetailSchema } from "../../contracts/books.ts";
import { conversationSchema, messageSchema } from "../../contracts/conversations.ts";
import {
  bibleBookSchema,
  bibleVerseSchema,
  bibleVersionSchema,
  lotusChapterSchema,
} from "../../contracts/scriptures.ts";
import { studyPassageSchema, studyTopicsSchema } from "../../contracts/study.ts";
import type { LocalRoute } from "./local_reads.ts";

/**
 * The contracts that copies read back from the device are checked with: a copy an older client
 * kept may not fit today's shape, and then counts as none. Loaded only when a copy is read
 * (offline, or when the server cannot answer), so no page loads the schema library to show what
 * the server just sent (issue 18).
 */
const lists = {
  conversations: z.array(conversationSchema),
  messages: z.array(messageSchema),
  bible_versions: z.array(bibleVersionSchema),
  bible_books: z.array(bibleBookSchema),
  bible_verses: z.array(bibleVerseSchema),
  lotus_chapters: z.array(lotusChapterSchema),
};

export function localCopySchema(route: LocalRoute): z.ZodMiniType {
  switch (route.kind) {
    case "conversation":
      return conversationSchema;
    case "study":
      return route.answer === "topics" ? studyTopicsSchema : studyPassageSchema;
    default:
      return lists[route.kind];
  }
}

/** A book kept for offline reading (book_source.ts), as the books API sent it. */
export const keptBookSchema = bookDetailSchema;
