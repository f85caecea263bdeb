import { useId } from "react";
import type { FoeContext, FoeExamples as Examples, FoeScenario } from "../../contracts/foe.ts";
import { readingLabels } from "./FoeInterpretation.tsx";

export type ExamplesState =
  | { status: "loading" }
  | { status: "success"; data: Examples }
  | { status: "error"; message: string };

const settingSummary = (scenario: FoeScenario) =>
  [scenario.settings.emotional_state, scenario.settings.audience, scenario.settings.situation]
    .filter((value) => value !== undefined).join(" · ");

type FoeExamplesProps = { examples: ExamplesState; onChoose: (scenario: FoeScenario) => void };

/**
 * Example scenario cards (spec section 2), one group per reading. A card is a button: choosing it
 * fills the form with its message and choices.
 */
export function FoeExamples({ examples, onChoose }: FoeExamplesProps) {
  const id = useId();
  const groups: Array<[FoeContext, FoeScenario[]]> = examples.status === "success"
    ? [
      ["positive", examples.data.positive_examples.scenarios],
      ["negative", examples.data.negative_examples.scenarios],
    ]
    : [];
  return (
    <section className="foe-examples" aria-labelledby={`${id}-title`} aria-busy={examples.status === "loading"}>
      <h2 id={`${id}-title`} className="foe-section-title">Example Scenarios</h2>
      <p className="muted">Choose a scenario to fill the console with it.</p>
      {examples.status === "loading" && (
        <ul className="card-grid foe-example-grid" aria-label="Loading examples">
          {[0, 1, 2].map((index) => <li key={index} className="card skeleton foe-example-skeleton" />)}
        </ul>
      )}
      {examples.status === "error" && <p className="error-text">{`The examples could not load: ${examples.message}`}
      </p>}
      {groups.map(([context, scenarios]) => (
        <section key={context} className="foe-example-group" aria-labelledby={`${id}-${context}`}>
          <h3 id={`${id}-${context}`} className={`foe-example-heading foe-context-${context}`}>
            {readingLabels[context]}
          </h3>
          <ul className="card-grid foe-example-grid">
            {scenarios.map((scenario) => (
              <li key={scenario.situation}>
                <button
                  type="button"
                  className={`card foe-example foe-accent-${context}`}
                  onClick={() => onChoose(scenario)}
                >
                  <span className="foe-example-situation">{scenario.situation}</span>
                  <span className="foe-example-message">{`"${scenario.message}"`}</span>
                  <span className="foe-example-settings muted">{settingSummary(scenario)}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
