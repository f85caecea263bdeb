import { assert, assertEquals } from "../../../tests/assert.ts";
import { knowledge } from "../../knowledge/knowledge.ts";
import { practiceActivity, practiceRequested, troubleIn } from "./practice_trouble.ts";

const { troubles } = knowledge();
const found = (message: string) => troubleIn(message, troubles)?.trouble.id ?? null;

Deno.test("difficulties of practice are found however people put them", () => {
  for (
    const [message, id] of [
      ["my mind keeps wandering during meditation", "wandering-mind"],
      ["my thoughts are all over the place", "wandering-mind"],
      ["i get so distracted when i chant", "wandering-mind"],
      ["honestly it's boring", "boredom"],
      ["they won't sit still", "boredom"],
      ["I always give up after a week", "giving-up"],
      ["i can't stick with it", "giving-up"],
      ["problem is I never stick with anything for more than a few days", "giving-up"],
      ["I keep falling asleep when I pray", "falling-asleep"],
      ["what if I doze off during gongyo", "falling-asleep"],
      ["i never have time", "no-time"],
      ["my knees hurt after ten minutes", "discomfort"],
      ["my roommates will hear me", "self-conscious"],
    ] as const
  ) {
    assertEquals(found(message), id, message);
  }
});

Deno.test("sleeplessness, quickness and a prayer asked for are not difficulties of practice", () => {
  for (const message of ["I can't fall asleep", "how do i fall asleep fast", "help me fall asleep"]) {
    assertEquals(found(message), null, message);
  }
  assert(!practiceActivity.test("how do i fall asleep fast"));
  assert(practiceActivity.test("I keep missing days of my reading plan"));
  assert(practiceRequested.test("what can I pray when my mind won't stop racing"));
  assert(!practiceRequested.test("my mind races when I pray"));
  // What else is told is kept for reading: the difficulty's own words are taken out.
  assertEquals(troubleIn("my husband died and my mind keeps wandering", troubles)?.rest.includes("husband died"), true);
});
