import { assertEquals } from "../../../tests/assert.ts";
import { subjectAsked, wordAsked } from "./asked_subject.ts";

Deno.test("the subject of a who-is or what-was question, without its article or fillers", () => {
  assertEquals(subjectAsked("who were the Sadducees?"), "Sadducees");
  assertEquals(subjectAsked("what is manna"), "manna");
  assertEquals(subjectAsked("so who were the publicans, anyway?"), "publicans");
  assertEquals(subjectAsked("What was the tabernacle in the Bible?"), "tabernacle");
});

Deno.test("the word or two whose meaning is asked", () => {
  assertEquals(wordAsked("what does amen mean"), "amen");
  assertEquals(wordAsked("What does 'selah' mean?"), "selah");
  assertEquals(wordAsked("so what does born again mean?"), "born again");
  // Where the word was heard, told after it, leaves the word asked.
  assertEquals(wordAsked("what does jehovah jireh mean, my grandma says it all the time"), "jehovah jireh");
  assertEquals(wordAsked("what does amen mean and why do we say it"), null);
  assertEquals(wordAsked("what does hallowed mean lol"), "hallowed");
  assertEquals(wordAsked("what does it mean to be born again?"), null);
});

Deno.test("a question with more in it than a subject names none", () => {
  assertEquals(subjectAsked("what is the best way to pray when I'm tired and can't focus on anything"), null);
  assertEquals(subjectAsked("why were the Sadducees angry?"), null);
  assertEquals(subjectAsked("the Sadducees"), null);
});
