import { assertEquals } from "../../../tests/assert.ts";
import { subjectAsked } from "./asked_subject.ts";

Deno.test("the subject of a who-is or what-was question, without its article or fillers", () => {
  assertEquals(subjectAsked("who were the Sadducees?"), "Sadducees");
  assertEquals(subjectAsked("what is manna"), "manna");
  assertEquals(subjectAsked("so who were the publicans, anyway?"), "publicans");
  assertEquals(subjectAsked("What was the tabernacle in the Bible?"), "tabernacle");
});

Deno.test("a question with more in it than a subject names none", () => {
  assertEquals(subjectAsked("what is the best way to pray when I'm tired and can't focus on anything"), null);
  assertEquals(subjectAsked("why were the Sadducees angry?"), null);
  assertEquals(subjectAsked("the Sadducees"), null);
});
