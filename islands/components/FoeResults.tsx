import { Fragment, type Ref, useId } from "react";
import type { FoeContext, FoeSwitchResult, OptionWeight, TriggerMatch } from "../../contracts/foe.ts";
import { formatPercent } from "../lib/decipherist_format.ts";
import { Acronym, readingLabels } from "./FoeInterpretation.tsx";

type SwitchResult = FoeSwitchResult["foe_code_switch"];

const contextNames: Readonly<Record<FoeContext, string>> = { positive: "Love", negative: "Force" };

const fieldLabels: Readonly<Record<OptionWeight["field"], string>> = {
  emotional_state: "Emotional state",
  audience: "Audience",
  situation: "Situation",
};

function matchTitle(match: TriggerMatch): string {
  const side = contextNames[match.counts_for];
  return match.negated
    ? `Negated '${match.trigger}': counts for ${side} (+${match.weight})`
    : `${side} trigger '${match.trigger}' (+${match.weight})`;
}

/**
 * The analysed text with each trigger marked in its context's colour. The server's matches never
 * overlap and come in order, with offsets into this very text (contracts/foe.ts).
 */
function MarkedText({ text, matches }: { text: string; matches: readonly TriggerMatch[] }) {
  const parts = [];
  let from = 0;
  for (const match of matches) {
    parts.push(<Fragment key={`text-${from}`}>{text.slice(from, match.start)}</Fragment>);
    parts.push(
      <mark
        key={`mark-${match.start}`}
        className={`foe-mark foe-mark-${match.counts_for}${match.negated ? " foe-mark-negated" : ""}`}
        title={matchTitle(match)}
      >
        {text.slice(match.start, match.end)}
      </mark>,
    );
    from = match.end;
  }
  parts.push(<Fragment key={`text-${from}`}>{text.slice(from)}</Fragment>);
  return <p className="foe-marked-text">{parts}</p>;
}

function TriggerList({ context, triggers }: { context: FoeContext; triggers: readonly string[] }) {
  const label = `${contextNames[context]} triggers`;
  return (
    <div className={`foe-trigger-group foe-trigger-group-${context}`}>
      <h4 className="foe-trigger-heading">{`${label} (${triggers.length})`}</h4>
      {triggers.length === 0
        ? <p className="muted">None found.</p>
        : (
          <ul className="foe-trigger-list" aria-label={label}>
            {triggers.map((trigger) => <li key={trigger} className={`foe-chip foe-chip-${context}`}>{trigger}</li>)}
          </ul>
        )}
    </div>
  );
}

function weightText(weight: OptionWeight): string {
  const value = weight.value[0].toUpperCase() + weight.value.slice(1);
  const lean = weight.leans ? `leans ${contextNames[weight.leans]} (+${weight.weight})` : "fits either reading";
  return `${fieldLabels[weight.field]}: ${value}, ${lean}`;
}

type FoeResultsProps = { result: SwitchResult; pending: boolean; headingRef: Ref<HTMLHeadingElement> };

/**
 * The switch result (spec section 2, 'results sections'): context analysis, dynamic message and
 * blessing. The analysis shows its evidence: the text with its triggers marked, the triggers per
 * context, how each chosen option leaned, and the two scores the confidence comes from.
 */
export function FoeResults({ result, pending, headingRef }: FoeResultsProps) {
  const id = useId();
  const analysis = result.context_analysis;
  const recommended = analysis.recommended_context;
  return (
    <section className="foe-results" aria-labelledby={`${id}-title`} aria-busy={pending}>
      <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1} className="foe-section-title">Switch Result</h2>
      <section className={`panel foe-analysis foe-accent-${recommended}`} aria-labelledby={`${id}-analysis`}>
        <h3 id={`${id}-analysis`} className="foe-result-title">Context Analysis</h3>
        <dl className="foe-summary">
          <div>
            <dt>Recommended context</dt>
            <dd className={`foe-context foe-context-${recommended}`}>{readingLabels[recommended]}</dd>
          </div>
          <div>
            <dt>Confidence</dt>
            <dd className="foe-confidence">
              <span>{formatPercent(analysis.confidence_score)}</span>
              <meter className="meter foe-meter" min={0} max={1} value={analysis.confidence_score} aria-hidden="true" />
            </dd>
          </div>
          <div>
            <dt>Reading</dt>
            <dd>
              <Acronym text={result.foe_interpretation.acronym} />
              <span className="foe-tone">{result.foe_interpretation.tone}</span>
            </dd>
          </div>
          <div>
            <dt>Scores</dt>
            <dd>{`Love ${analysis.positive_score} · Force ${analysis.negative_score}`}</dd>
          </div>
        </dl>
        <h4 className="foe-trigger-heading">Triggers in your message</h4>
        <MarkedText text={result.input_text} matches={analysis.matches} />
        <p className="foe-legend muted" aria-hidden="true">
          <mark className="foe-mark foe-mark-positive">Love</mark>
          <mark className="foe-mark foe-mark-negative">Force</mark>
          <mark className="foe-mark foe-mark-negated">negated: counts for the other side</mark>
        </p>
        <div className="foe-trigger-groups">
          <TriggerList context="positive" triggers={analysis.positive_triggers_found} />
          <TriggerList context="negative" triggers={analysis.negative_triggers_found} />
        </div>
        {analysis.weights.length > 0 && (
          <>
            <h4 className="foe-trigger-heading">Your choices</h4>
            <ul className="foe-weights">
              {analysis.weights.map((weight) => <li key={weight.field}>{weightText(weight)}</li>)}
            </ul>
          </>
        )}
      </section>
      <section className={`panel foe-message foe-accent-${recommended}`} aria-labelledby={`${id}-message`}>
        <h3 id={`${id}-message`} className="foe-result-title">Dynamic Message</h3>
        <p className="foe-message-text">{result.dynamic_message}</p>
      </section>
      <section className="panel foe-blessing" aria-labelledby={`${id}-blessing`}>
        <h3 id={`${id}-blessing`} className="foe-result-title">Jajirose Blessing</h3>
        <p className="foe-blessing-text">{result.jajirose_blessing}</p>
      </section>
    </section>
  );
}
