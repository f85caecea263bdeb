import { assertEquals } from "../../../tests/assert.ts";
import { listIn } from "./list_part.ts";

Deno.test("the parts a sentence lists are read after its colon or its 'are', up to the words that carry it on", () => {
  assertEquals(
    listIn(
      "The Four Noble Truths are the Buddha's first teaching: life involves suffering (dukkha); suffering has a cause, chiefly craving; suffering can cease (nirvana); and there is a path to its cessation, the Eightfold Path.",
    ),
    [
      "life involves suffering (dukkha)",
      "suffering has a cause, chiefly craving",
      "suffering can cease (nirvana)",
      "there is a path to its cessation, the Eightfold Path",
    ],
  );
  assertEquals(
    listIn(
      "Its eight parts are right view, right intention, right speech, right action, right livelihood, right effort, right mindfulness and right concentration, often grouped as wisdom, ethical conduct and meditation.",
    )?.at(-1),
    "right concentration",
  );
  // An "and" within a part is not the one that ends the list.
  assertEquals(
    listIn(
      "The Beatitudes are the sayings that open the Sermon on the Mount, each beginning “Blessed are”: the poor in spirit, those who mourn, the meek, those who hunger and thirst after righteousness, the merciful, the pure in heart, the peacemakers and the persecuted, with a ninth addressed to the disciples themselves.",
    )?.slice(3, 5),
    ["those who hunger and thirst after righteousness", "the merciful"],
  );
  assertEquals(listIn("Grace is God's generous love given freely, not earned by good behaviour."), null);
});

Deno.test("a comma within brackets parts nothing of a list", () => {
  assertEquals(
    listIn(
      "The Bible is the collection of sacred writings Christians hold as the word of God: the Old Testament (the Hebrew Scriptures, 39 books in Protestant Bibles) and the New Testament (27 books about Jesus and the early church).",
    ),
    null,
  );
  assertEquals(listIn("The three poisons are greed, anger (hatred, aversion) and foolishness."), [
    "greed",
    "anger (hatred, aversion)",
    "foolishness",
  ]);
});
