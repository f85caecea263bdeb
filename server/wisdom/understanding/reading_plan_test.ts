import { assertEquals } from "../../../tests/assert.ts";
import type { BibleBookRecord } from "../../scriptures/corpus.ts";
import { chaptersNamed, planDays, planPaceAsked, readingPlanAsked } from "./reading_plan.ts";

const book = (id: number, name: string, chapterCount: number): BibleBookRecord => ({
  id,
  name,
  abbreviation: name.slice(0, 3),
  testament: id < 40 ? "Old" : "New",
  chapterCount,
});
const books = [
  book(18, "Job", 42),
  book(19, "Psalms", 150),
  book(40, "Matthew", 28),
  book(41, "Mark", 16),
  book(42, "Luke", 24),
  book(43, "John", 21),
];

Deno.test("a reading plan is what is to be read and in how many days, in the words people ask for one", () => {
  const gospels = readingPlanAsked("give me a plan to read all 4 gospels in 30 days", books);
  assertEquals(gospels?.name, "the four Gospels");
  assertEquals(gospels?.chapters.length, 89);
  assertEquals(gospels?.days, 30);
  const mark = readingPlanAsked("i want to get through the gospel of mark in 2 weeks, can u split it up", books);
  assertEquals([mark?.name, mark?.days, mark?.chapters.length], ["Mark", 14, 16]);
  assertEquals(
    readingPlanAsked("can you give me a plan to read all the psalms in one month", books)?.name,
    "the Psalms",
  );
  const lotus = readingPlanAsked(
    "i'd like to read all 28 lotus sutra chapters this month. can you make me a plan",
    books,
  );
  assertEquals([lotus?.name, lotus?.days, lotus?.chapters.length], ["the Lotus Sutra", 30, 28]);
});

Deno.test("no plan without a length of time, and a book's name that is an everyday word is a book only as one", () => {
  assertEquals(readingPlanAsked("i want to read the gospels", books), null);
  // "This year" alone, with another question asked, is no plan asked for.
  assertEquals(readingPlanAsked("i want to read the psalms this year. how do i not give up in february", books), null);
  assertEquals(readingPlanAsked("i need to finish my job application in 2 days", books), null);
  assertEquals(readingPlanAsked("mark my words, i will read it in a week", books), null);
  assertEquals(readingPlanAsked("i want to read Job in a month", books)?.name, "Job");
});

Deno.test("chapters are shared out evenly, longer days first, and named as references read them", () => {
  const plan = {
    name: "Mark",
    chapters: Array.from({ length: 16 }, (_, at) => ({ book: "Mark", chapter: at + 1 })),
    days: 14,
  };
  const days = planDays(plan);
  assertEquals(days.length, 14);
  assertEquals(days.map((day) => day.length), [2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
  assertEquals(chaptersNamed(days[0]), "Mark 1-2");
  // More days than chapters: one a day.
  assertEquals(planDays({ ...plan, days: 40 }).length, 16);
  assertEquals(
    chaptersNamed([{ book: "Matthew", chapter: 28 }, { book: "Mark", chapter: 1 }, { book: "Mark", chapter: 2 }]),
    "Matthew 28; Mark 1-2",
  );
});

Deno.test("the pace asked in a few words right after a plan is that plan's, asked again", () => {
  const again = planPaceAsked("and like how much a day", "give me a plan to read all 4 gospels in 30 days", books);
  assertEquals([again?.name, again?.again], ["the four Gospels", true]);
  assertEquals(planPaceAsked("and like how much a day", "how do i pray", books), null);
  assertEquals(planPaceAsked("what does it say about money", "give me a plan to read mark in 2 weeks", books), null);
});
