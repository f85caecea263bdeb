import { assertEquals } from "../../../tests/assert.ts";
import { knowledge } from "../../knowledge/knowledge.ts";
import { describedPerson, relativeAsked } from "./who_asked.ts";

const { people } = knowledge();
const described = (message: string) => describedPerson(message, people.all, people.find(message))?.id ?? null;

Deno.test("someone asked after by what they did is found in what our notes say of them", () => {
  const cases: [string, string][] = [
    ["who got thrown to the lions for praying", "daniel"],
    ["who ended up inside a huge fish for three days", "jonah"],
    ["the short tax collector who climbed up a tree, what was his name", "zacchaeus"],
    ["who took down goliath with a sling", "david"],
    ["which bodhisattva set his own body alight as an offering", "medicine-king"],
    ["who denied jesus three times before the rooster crowed", "peter"],
    ["which disciple said he never knew jesus like 3 times before the rooster", "peter"],
    // Words told together in one sentence of the notes, and in the form typed ("longest"), weigh more.
    ["who was the king that tried to kill baby jesus", "herod-the-great"],
    ["who lived the longest in the bible", "methuselah"],
    ["who became king after saul", "david"],
    // The one whose notes say they were the role asked, after the one named.
    ["who was king of israel after saul", "david"],
    ["who was the prophet who anointed david", "samuel"],
  ];
  for (const [message, id] of cases) assertEquals(described(message), id, message);
});

Deno.test("a person named and asked after, or a description that fits no one clearly, finds no one else", () => {
  for (
    const message of [
      "who was peter? like the disciple",
      "who were the ikegami brothers? my district keeps bringing them up",
      "who is nichiren",
      "who was the greatest person ever",
      "who am i supposed to forgive first",
      "what is karma",
    ]
  ) {
    assertEquals(described(message), null, message);
  }
});

Deno.test("someone asked after as another's relative is the one our notes say is that relative", () => {
  const relative = (message: string, current?: string) =>
    relativeAsked(message, people.all, current ? people.get(current) : undefined)?.id ?? null;
  const cases: [string, string | undefined, string | null][] = [
    ["who was moses's brother", undefined, "aaron"],
    ["who was moses brother", undefined, "aaron"],
    ["what was peters brothers name", undefined, "andrew"],
    ["who was abraham's wife", undefined, "sarah"],
    ["who was the father of john the baptist", undefined, "zechariah-father-of-john"],
    // "He" is the one the conversation is about.
    ["did he have a sister too", "aaron", "miriam"],
    ["did he have a sister too", undefined, null],
    // No relative asked, or none our notes name.
    ["who was moses", undefined, null],
    ["my brother is mad at me", undefined, null],
    ["who is my brother in christ", undefined, null],
    ["what was that famous line she said to her mother in law", "ruth", null],
  ];
  for (const [message, current, id] of cases) assertEquals(relative(message, current), id, message);
});
