import { foeInterpretationSchema, foeStatusSchema } from "../../contracts/foe.ts";
import { assert, assertEquals, assertStringIncludes } from "../../tests/assert.ts";
import { createPassageLookup } from "../scriptures/passage_lookup.ts";
import { testScriptures } from "../testing/app_fixture.ts";
import { foundation, interpretation, readings, status } from "./readings.ts";

Deno.test("both readings spell F.O.E., Love as positive and Force as negative", () => {
  const initials = (acronym: string) => acronym.split(/[\s,]+/).map((word) => word[0]).join("");
  assertEquals(initials(readings.positive.acronym), "FOE");
  assertEquals(initials(readings.negative.acronym), "FOE");
  assertEquals([readings.positive.name, readings.negative.name], ["Love", "Force"]);
});

Deno.test("every verse the framework quotes is the KJV word for word", async () => {
  const { corpus } = await testScriptures();
  const lookup = createPassageLookup(corpus);
  for (const scripture of [readings.positive.scripture, readings.negative.scripture, foundation]) {
    const passage = lookup.resolve(scripture.reference);
    assert(passage, `${scripture.reference} is in the corpus`);
    assertEquals(scripture.text, passage.texts.join(" "), scripture.reference);
  }
  assertStringIncludes(status().biblical_foundation, `"${foundation.text}" - ${foundation.reference} (KJV)`);
});

Deno.test("interpretations and status fit their contracts, with Jajirose's wisdom and authority", () => {
  for (const context of ["positive", "negative"] as const) {
    const reading = foeInterpretationSchema.parse(interpretation(context));
    assertEquals(reading.context, context);
    assert(reading.jajirose_wisdom && reading.philosophy && reading.tone);
  }
  const current = foeStatusSchema.parse(status());
  assertStringIncludes(current.creator_authority, "Jajirose");
  assertStringIncludes(current.warrior_wisdom, "never the person");
});
