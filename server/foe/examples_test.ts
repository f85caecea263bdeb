import { foeExamplesSchema } from "../../contracts/foe.ts";
import { assert, assertEquals } from "../../tests/assert.ts";
import { analyseContext } from "./analyse_context.ts";
import { examples } from "./examples.ts";

Deno.test("every example is read the way its card says, with its choices and from its words alone", () => {
  const { positive_examples, negative_examples } = foeExamplesSchema.parse(examples());
  assert(positive_examples.scenarios.length >= 3 && negative_examples.scenarios.length >= 3);
  for (
    const [scenarios, context] of [[positive_examples.scenarios, "positive"], [
      negative_examples.scenarios,
      "negative",
    ]] as const
  ) {
    for (const scenario of scenarios) {
      assertEquals(scenario.context, context, scenario.situation);
      const withChoices = analyseContext(scenario.message, scenario.settings);
      assertEquals(withChoices.recommended_context, context, scenario.situation);
      assert(withChoices.confidence_score >= 0.75, `${scenario.situation}: ${withChoices.confidence_score}`);
      assertEquals(analyseContext(scenario.message).recommended_context, context, `${scenario.situation}, words only`);
    }
  }
});
