import { useId } from "react";
import type { FoeContext, FoeInterpretation as Interpretation } from "../../contracts/foe.ts";
import type { QueryState } from "../lib/queries.ts";

export const readingLabels: Readonly<Record<FoeContext, string>> = {
  positive: "Positive (Love)",
  negative: "Negative (Force)",
};

/** 'Fight, Overcome, Excel' with each word's first letter marked, so F, O and E stand out. */
export function Acronym({ text }: { text: string }) {
  return (
    <span className="foe-acronym">
      {text.split(" ").map((word, index) => (
        <span key={index}>
          {index > 0 && " "}
          <strong>{word[0]}</strong>
          {word.slice(1)}
        </span>
      ))}
    </span>
  );
}

type FoeInterpretationProps = {
  view: FoeContext;
  onViewChange: (view: FoeContext) => void;
  interpretation: QueryState<Interpretation>;
};

/**
 * The Positive (Love) / Negative (Force) toggle and the reading it shows (spec section 2). Native
 * radio buttons, so arrow keys move between the two as they do in any radio group.
 */
export function FoeInterpretation({ view, onViewChange, interpretation }: FoeInterpretationProps) {
  const id = useId();
  const reading = interpretation.data;
  return (
    <section className={`panel foe-reading foe-reading-${view}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="panel-title">Interpretation</h2>
      <fieldset className="foe-toggle">
        <legend className="visually-hidden">Show the reading of F.O.E.</legend>
        {(Object.keys(readingLabels) as FoeContext[]).map((context) => (
          <label key={context} className={`foe-toggle-option foe-toggle-${context}`}>
            <input
              type="radio"
              name={`${id}-reading`}
              value={context}
              checked={view === context}
              onChange={() =>
                onViewChange(context)}
            />
            <span>{readingLabels[context]}</span>
          </label>
        ))}
      </fieldset>
      <div
        className="foe-reading-body"
        aria-live="polite"
        aria-busy={interpretation.status !== "success" && interpretation.status !== "error"}
      >
        {interpretation.status === "error" && (
          <p className="error-text">{`The ${view} reading could not load: ${interpretation.error.message}`}</p>
        )}
        {(interpretation.status === "idle" || interpretation.status === "loading") && (
          <div className="foe-skeletons" aria-label="Loading the reading">
            <div className="skeleton" />
            <div className="skeleton" />
            <div className="skeleton" />
          </div>
        )}
        {reading && (
          <>
            <p className="foe-reading-acronym">
              <Acronym text={reading.acronym} />
            </p>
            <dl className="foe-fields">
              <dt>Tone</dt>
              <dd>{reading.tone}</dd>
              <dt>Philosophy</dt>
              <dd>{reading.philosophy}</dd>
              {reading.jajirose_wisdom && (
                <>
                  <dt>Jajirose Wisdom</dt>
                  <dd>{reading.jajirose_wisdom}</dd>
                </>
              )}
            </dl>
            <blockquote className="foe-scripture">
              <p>{`"${reading.scripture.text}"`}</p>
              <footer>{`${reading.scripture.reference} (KJV)`}</footer>
            </blockquote>
          </>
        )}
      </div>
    </section>
  );
}
