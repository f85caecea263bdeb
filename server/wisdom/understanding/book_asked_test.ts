import { assertEquals } from "../../../tests/assert.ts";
import { bookAsked } from "./book_asked.ts";

const names = [
  "Genesis",
  "Exodus",
  "Psalms",
  "Proverbs",
  "Ecclesiastes",
  "Matthew",
  "Romans",
  "1 Corinthians",
  "James",
];

Deno.test("a subject asked of one book, writer or text is read with the book it is asked of", () => {
  assertEquals(bookAsked("what does proverbs say about money", names), {
    scope: { kind: "bible", name: "Proverbs", books: ["Proverbs"] },
    subject: "money",
  });
  assertEquals(bookAsked("What do the Psalms say about fear?", names)?.scope, {
    kind: "bible",
    name: "Psalms",
    books: ["Psalms"],
  });
  assertEquals(bookAsked("what does first corinthians say about love", names)?.scope.kind, "bible");
  assertEquals(bookAsked("what does the book of James teach about patience?", names)?.subject, "patience");
  const paul = bookAsked("what does paul say about marriage", names)?.scope;
  assertEquals(paul?.kind === "bible" && paul.books.includes("1 Corinthians"), true);
  assertEquals(bookAsked("what does the lotus sutra say about women", names)?.scope, { kind: "lotus" });
  assertEquals(bookAsked("what did Nichiren write about courage?", names)?.scope, { kind: "gosho" });
  // The Bible, God or a tradition as a whole is not one book: the usual answer serves it.
  assertEquals(bookAsked("what does the bible say about money", names), null);
  assertEquals(bookAsked("what does buddhism say about anger", names), null);
  assertEquals(bookAsked("what does my pastor say about tithing", names), null);
  // One psalm or proverb asked for on a subject is asked of that book.
  assertEquals(bookAsked("ok what about a psalm about the sea then", names), {
    scope: { kind: "bible", name: "Psalms", books: ["Psalms"] },
    subject: "the sea",
  });
  assertEquals(bookAsked("which proverb talks about laziness?", names)?.scope.kind, "bible");
  assertEquals(bookAsked("a prayer about the sea", names), null);
});

Deno.test("a writer asked whether they say anything on a subject is asked of their writings too", () => {
  assertEquals(bookAsked("and does nichiren say anything about having tiny faith", names), {
    scope: { kind: "gosho" },
    subject: "having tiny faith",
  });
  assertEquals(bookAsked("did jesus ever talk about money", names)?.subject, "money");
  assertEquals(bookAsked("what would nichiren say about a boss like that", names)?.scope, { kind: "gosho" });
  assertEquals(bookAsked("does the bible say anything about tattoos", names), null);
});

Deno.test("a letter asked for by whom it went to, and 'did he' after the writer is named, are asked of that writer", () => {
  assertEquals(bookAsked("did nichiren ever write to someone who was grieving a child?", names), {
    scope: { kind: "gosho" },
    subject: "grieving a child",
    recipient: "someone who was grieving a child",
  });
  assertEquals(bookAsked("has paul written to people who were in prison", names)?.scope.kind, "bible");
  assertEquals(bookAsked("what about nichiren, did he say anything about money", names), {
    scope: { kind: "gosho" },
    subject: "money",
  });
  assertEquals(bookAsked("my mom wrote to someone who was sick", names), null);
});
