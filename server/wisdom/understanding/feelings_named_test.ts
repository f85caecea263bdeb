import { assertEquals } from "../../../tests/assert.ts";
import { feelingsNamed as found } from "./feelings_named.ts";

const feelingsNamed = (message: string) => found(message).map(({ said }) => said);

Deno.test("the feelings a visitor names are found in their order, as the guide says them back", () => {
  assertEquals(
    feelingsNamed("i love her but i am so tired and sometimes i resent her and then i feel like a monster"),
    ["tired", "resentful", "horrible"],
  );
  assertEquals(feelingsNamed("i had 14 months sober and drank last weekend. i just feel so ashamed"), ["ashamed"]);
  assertEquals(feelingsNamed("i feel more alone married than i ever did single"), ["lonely"]);
  assertEquals(feelingsNamed("now i pray and its like talking to the ceiling"), ["far from God"]);
});

Deno.test("a feeling denied or someone else's is not the visitor's", () => {
  assertEquals(feelingsNamed("i'm not angry, just confused"), []);
  assertEquals(feelingsNamed("my wife is so angry with me"), []);
  assertEquals(feelingsNamed("she's scared of the dark"), []);
  assertEquals(feelingsNamed("what about for my son? he's 9 and scared of the dark"), []);
  assertEquals(feelingsNamed("when she left i felt so alone"), ["lonely"]);
});

Deno.test("leaving a visit 'wrecked' or 'shattered' is heartbreak; a car wrecked is not a feeling", () => {
  assertEquals(feelingsNamed("i visit every sunday and leave wrecked"), ["heartbroken"]);
  assertEquals(feelingsNamed("honestly im shattered after today"), ["heartbroken"]);
  assertEquals(feelingsNamed("my car got wrecked in the crash"), []);
});
