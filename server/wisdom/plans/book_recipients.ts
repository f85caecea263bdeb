import type { BibleBookInfo } from "../../knowledge/knowledge_schemas.ts";
import { topicId } from "../understanding/follow_up.ts";
import { shown } from "./passage_view.ts";
import { freshPassage, type PlanContext } from "./plan_context.ts";

/** "Who was it written to?", "who was Paul writing to?", "to whom is James addressed?". */
const recipientsAsked =
  /\b(?:written|writing|wrote|write|writes|addressed|sent)\s+(?:it\s+|this\s+|that\s+|the letter\s+)?(?:to|for)\b|\bto whom\b|\brecipients?\b|\bwho (?:was|is|were) (?:it|this|that|the (?:letter|book|epistle)) (?:for|to)\b|\bwho (?:was|is) (?:it|this|that|the (?:letter|book|epistle)) (?:addressed|meant) (?:to|for)\b|\bwho was it for\b/i;
const authorAsked = /\bwho wrote\b|\bauthor\b/i;

/** The Bible book the question is about: named, quoted from, or the one the conversation was just reading. */
function bookAsked(context: PlanContext): BibleBookInfo | undefined {
  const { analysis, library } = context;
  if (analysis.books[0]) return analysis.books[0];
  const reference = analysis.references.find((found) => found.source === "bible");
  if (reference?.source === "bible") return library.bookInfo(reference.bookId);
  if (analysis.references.length > 0) return undefined;
  const topic = analysis.previous?.topic ?? null;
  const number = topicId(topic, "book");
  if (number) return library.knowledge.bibleBooks.get(Number(number));
  const passage = topicId(topic, "reference");
  const bookId = passage ? library.corpus.books.find((book) => passage.startsWith(`${book.name} `))?.id : undefined;
  return bookId ? library.bookInfo(bookId) : undefined;
}

/**
 * To whom a letter of the Bible was written, from our notes on its book (the Christians in Rome, Theophilus, "the
 * twelve tribes which are scattered abroad"); with its author when that is asked too. Empty when our notes name no
 * recipients, or the person asked about did not write it ("who was Peter writing to" of Romans).
 */
export function recipientsPlan(context: PlanContext): string[] {
  // "What did Paul write to the Romans about?" asks what, not to whom.
  if (!recipientsAsked.test(context.message) || !/\bwhom?\b|\brecipients?\b/i.test(context.message)) return [];
  const book = bookAsked(context);
  if (!book?.written_to) return [];
  const { people } = context.analysis;
  if (people.length > 0 && !people.some((person) => book.author.includes(person.name))) return [];
  const passage = freshPassage(book.key_passages, context);
  return [
    ...(authorAsked.test(context.message) ? [`Author of ${book.name}: ${book.author}`] : []),
    book.written_to,
    ...(passage ? [shown(passage, context)] : []),
  ];
}
