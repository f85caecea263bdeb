import { assertEquals } from "../../../tests/assert.ts";
import { circumstanceNamed } from "./circumstance.ts";

Deno.test("a new time or place for the steps is found in the visitor's own words", () => {
  const cases: [string, string][] = [
    ["and what about weekends? thats when the house is loudest", "weekends"],
    [
      "ok but specifically the lunch hour when the break room is packed",
      "the lunch hour when the break room is packed",
    ],
    ["what about the days i cycle instead lol", "the days i cycle"],
    ["honestly i only have the drive to daycare, like 8 min", "the drive to daycare"],
    ["and for late shifts at the warehouse?", "late shifts at the warehouse"],
    ["shorter pls, something for the two minutes before my talk", "the two minutes before my talk"],
    ["quicker. like what can i do while im stirring the pot", "while im stirring the pot"],
    ["can i get a quick version for the school run", "the school run"],
    ["ok so a bedtime version maybe", "bedtime"],
    ["now an evening version, the kids are asleep by 8", "the evening"],
    ["ok but honestly i have like 3 minutes in the car before work", "3 minutes in the car before work"],
    ["what if i only get an hour on sundays", "an hour on sundays"],
  ];
  for (const [message, named] of cases) assertEquals(circumstanceNamed(message), named, message);
});

Deno.test("a person, a tradition or a question about the steps is no new time or place", () => {
  for (
    const message of [
      "what about for my daughter, she's 9",
      "what about my 12 year old",
      "and what about in the bible?",
      "what about buddhism",
      "what if my mind wanders",
      "how long should i do it for",
      "ok and what do i say to him when i get home",
      "what about jesus, did he pray at night?",
    ]
  ) {
    assertEquals(circumstanceNamed(message), null, message);
  }
});
