import { assert, assertEquals } from "../../tests/assert.ts";
import { parseNaves } from "./naves.ts";
import { findTopics } from "./topic_search.ts";

const naves = parseNaves(JSON.stringify({
  topics: [
    ["ANGEL (A SPIRIT)", [["Ministers to the righteous", "58.1.14", []]]],
    ["ANXIETY", [["See CARE", "", ["CARE"]]]],
    ["CARE", [["REMEDY FOR", "50.4.6 60.5.7", []], ["INSTANCES OF", "", [], [["See RICH, THE", "", ["RICH"]]]]]],
    ["RICH, THE", [["General", "20.10.15", []]]],
    ["SIN", [["Confession of", "62.1.9", []]]],
    ["SIN", [["Forgiveness of", "19.32.1", []]]],
  ],
}));

Deno.test("cross references resolve as the module writes them: exact, plural or singular, or qualified", () => {
  assertEquals(naves.resolve("CARE")?.name, "CARE");
  assertEquals(naves.resolve(" care ")?.name, "CARE");
  assertEquals(naves.resolve("RICH")?.name, "RICH, THE");
  assertEquals(naves.resolve("ANGELS")?.name, "ANGEL (A SPIRIT)");
  assertEquals(naves.resolve("WORRY"), null);
});

Deno.test("a topic that only points to another is one of its names; a topic listed twice is one", () => {
  assertEquals(naves.aliases(naves.resolve("CARE")!), ["ANXIETY"]);
  assertEquals(naves.resolve("SIN")!.headings.map((heading) => heading.label), ["Confession of", "Forgiveness of"]);
  assertEquals(naves.topics.filter((topic) => topic.name === "SIN").length, 1);
});

Deno.test("topic search follows a pointer to the topic with the verses, and finds names by their words", () => {
  assertEquals(findTopics(naves, "anxiety", 5).map(({ topic, via }) => [topic.name, via]), [["CARE", "ANXIETY"]]);
  assertEquals(findTopics(naves, "the rich", 5).map(({ topic }) => topic.name), ["RICH, THE"]);
  assertEquals(findTopics(naves, "nothing like this", 5), []);
});

Deno.test("malformed files fail loudly", () => {
  for (const bad of ['{"topics":[["X",[["label","not-a-code",[]]]]]}', '{"topics":[[1,[]]]}', "{}"]) {
    let failed = false;
    try {
      parseNaves(bad);
    } catch {
      failed = true;
    }
    assert(failed, bad);
  }
});
