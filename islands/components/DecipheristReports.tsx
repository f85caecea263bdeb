import type { ReactNode } from "react";
import {
  type CipherAttempt,
  type CipherDetection,
  type CipherType,
  cipherTypes,
  type DeceptionCue,
  type ExamplesResponse,
  type MasterAnalysis,
  type PatternAnalysis,
} from "../../contracts/decipherist.ts";
import {
  band,
  bestGuessLabel,
  cipherLabels,
  decodedOrFailure,
  formatPercent,
  formatReadability,
  formatWeight,
  highlightSegments,
  riskLevelBand,
  riskLevelLabel,
} from "../lib/decipherist_format.ts";

/**
 * The four result panels of the Decipherist screen (spec section 2): each renders one answer of
 * the contract as the spec lists its fields. Pure presentation: the island owns requests and state.
 */

/** A 0..1 value as a one-decimal percentage in its colour band, with a bar for a glance. */
function Level({ value, label }: { value: number; label: string }) {
  const level = band(value);
  return (
    <div className="level-row">
      <span className={`level level-${level}`}>{formatPercent(value)}</span>
      {/* The bar repeats the number for the eye; screen readers have the text already. */}
      <meter className={`meter meter-${level}`} min={0} max={1} value={value} aria-hidden="true" title={label} />
    </div>
  );
}

/** A labelled field of a report: the spec's field name, then its value (inside a <dl>). */
export function Field({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="report-field">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function EmptyReport({ children }: { children: ReactNode }) {
  return <p className="muted empty-report">{children}</p>;
}

/** Master tab: deception risk, cipher likelihood, the verdicts, and the auto-decode summary if present. */
export function MasterReport({ analysis }: { analysis: MasterAnalysis }) {
  const { master_verdict: verdict, warrior_verdict: warriorVerdict, cipher_detection: detection } = analysis;
  return (
    <div className="report">
      <dl className="report-fields report-grid">
        <Field term="Deception Risk">
          <Level value={verdict.deception_risk} label="Deception risk" />
        </Field>
        <Field term="Cipher Likelihood">
          <Level value={verdict.cipher_likelihood} label="Cipher likelihood" />
        </Field>
      </dl>
      <dl className="report-fields">
        <Field term="Assessment">{verdict.overall_assessment}</Field>
        <Field term="Warrior Verdict">{warriorVerdict}</Field>
        <Field term="Guidance">{verdict.jajirose_guidance}</Field>
      </dl>
      {detection && (
        <section className="report-section" aria-label="Automatic decoding">
          <h3 className="report-heading">Automatic Decoding</h3>
          <dl className="report-fields">
            <Field term="Best Guess">
              <span className="best-guess">{bestGuessLabel(detection.best_guess)}</span>
            </Field>
            <Field term="Confidence">{formatPercent(detection.confidence_score)}</Field>
            <Field term="Verdict">{detection.jajirose_verdict}</Field>
          </dl>
        </section>
      )}
    </div>
  );
}

/** Why the detector scored an attempt as it did (issue 6: signature, readability, letter fit, shift). */
function Evidence({ attempt }: { attempt: CipherAttempt }) {
  const evidence = attempt.evidence;
  if (!evidence) return null;
  return (
    <ul className="evidence" aria-label="Evidence">
      <li>Signature {evidence.signature_match ? "matches" : "does not match"}</li>
      <li>Letter-frequency fit {formatPercent(evidence.letter_frequency_fit)}</li>
      {evidence.shift !== undefined && <li>Shift {evidence.shift}</li>}
    </ul>
  );
}

/**
 * The best guess first, then the others most readable first; ties (typically the failed decoders at
 * 0, or caesar's shift 13 beside rot13) keep the contract's familiar cipher order.
 */
function orderedAttempts(detection: CipherDetection): [CipherType, CipherAttempt][] {
  const rank = ([type, attempt]: [CipherType, CipherAttempt]) =>
    type === detection.best_guess ? Infinity : attempt.readability;
  return cipherTypes
    .flatMap((type): [CipherType, CipherAttempt][] => {
      const attempt = detection.cipher_attempts[type];
      return attempt ? [[type, attempt]] : [];
    })
    .sort((a, b) => rank(b) - rank(a));
}

/** Detection tab: the verdict, then every decoder's attempt with its readability and evidence. */
export function DetectionReport({ detection }: { detection: CipherDetection }) {
  return (
    <div className="report">
      <dl className="report-fields">
        <Field term="Best Guess">
          <span className="best-guess">{bestGuessLabel(detection.best_guess)}</span>
        </Field>
        <Field term="Confidence">{formatPercent(detection.confidence_score)}</Field>
        <Field term="Verdict">{detection.jajirose_verdict}</Field>
        {detection.kjv_reference && <Field term="Scripture">{detection.kjv_reference}</Field>}
      </dl>
      <section className="report-section" aria-labelledby="decoding-attempts">
        <h3 id="decoding-attempts" className="report-heading">Decoding Attempts</h3>
        <ol className="attempt-list">
          {orderedAttempts(detection).map(([type, attempt]) => (
            <li
              key={type}
              className={`attempt${type === detection.best_guess ? " attempt-best" : ""}`}
              data-cipher={type}
            >
              <div className="attempt-head">
                <span className="attempt-name">{cipherLabels[type]}</span>
                <span className="attempt-readability">
                  <span className="visually-hidden">Readability</span> {formatReadability(attempt.readability)}
                </span>
              </div>
              <pre className={`attempt-decoded${attempt.decoded ? "" : " muted"}`}>
                {decodedOrFailure(attempt.decoded)}
              </pre>
              <Evidence attempt={attempt} />
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

/** Whether a stretch's cues together lower the deception score (self-references do), rather than raise it. */
function lowers(cues: readonly DeceptionCue[]): boolean {
  return cues.reduce((sum, cue) => sum + cue.weight, 0) < 0;
}

/** The analysed text with each cue marked where it occurs, the cue's name as the mark's title. */
function CueHighlights({ text, analysis }: { text: string; analysis: PatternAnalysis }) {
  const cues = analysis.deception_indicators.cues;
  return (
    <section className="report-section" aria-labelledby="cue-highlights">
      <h3 id="cue-highlights" className="report-heading">Cues in the Text</h3>
      <p className="cue-text">
        {highlightSegments(text, cues).map((segment, index) =>
          segment.cues.length === 0 ? segment.text : (
            <mark
              key={index}
              className={lowers(segment.cues) ? "cue-lowers" : "cue-raises"}
              title={segment.cues.map((cue) => cue.cue).join("; ")}
            >
              {segment.text}
            </mark>
          )
        )}
      </p>
      {cues.some((cue) => cue.end > cue.start) && (
        <p className="field-hint">
          <mark className="cue-raises">Marked</mark> words raise the score; <mark className="cue-lowers">marked</mark>
          {" "}
          words lower it.
        </p>
      )}
      {cues.length === 0 ? <p className="muted">No deception cues found.</p> : (
        // The list says in words what the marks show, for keyboard and touch users who get no titles.
        <ul className="cue-list">
          {cues.map((cue, index) => (
            <li key={index}>
              <span className="cue-name">{cue.cue}</span>
              <span className="muted">{cue.category.replaceAll("_", " ")}</span>
              {cue.end > cue.start && <q>{text.slice(cue.start, cue.end)}</q>}
              <span className="cue-weight">{formatWeight(cue.weight)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Patterns tab: deception score and risk level, the cues that produced them, and cipher probabilities. */
export function PatternsReport({ text, analysis }: { text: string; analysis: PatternAnalysis }) {
  const indicators = analysis.deception_indicators;
  const probabilities = cipherTypes
    .flatMap((type): [CipherType, number][] => {
      const probability = analysis.cipher_probability[type];
      return probability === undefined ? [] : [[type, probability]];
    })
    .sort(([, a], [, b]) => b - a);
  return (
    <div className="report">
      <dl className="report-fields report-grid">
        <Field term="Deception Score">
          <Level value={indicators.deception_score} label="Deception score" />
        </Field>
        <Field term="Risk Level">
          <span className={`level level-${riskLevelBand(indicators.risk_level)}`}>
            {riskLevelLabel(indicators.risk_level)}
          </span>
        </Field>
      </dl>
      <CueHighlights text={text} analysis={analysis} />
      <section className="report-section" aria-labelledby="cipher-probability">
        <h3 id="cipher-probability" className="report-heading">Cipher Probability</h3>
        <dl className="report-fields probability-list">
          {probabilities.map(([type, probability]) => (
            <Field key={type} term={cipherLabels[type]}>
              <Level value={probability} label={`${cipherLabels[type]} probability`} />
            </Field>
          ))}
        </dl>
      </section>
      <p className="notice">{analysis.disclaimer}</p>
    </div>
  );
}

/** Examples tab: an example per cipher (each can be loaded into the tool), then the principles. */
export function ExamplesReport(
  { examples, onLoad }: { examples: ExamplesResponse; onLoad: (type: CipherType) => void },
) {
  const wisdom = examples.jajirose_wisdom;
  return (
    <div className="report">
      <ul className="example-grid">
        {cipherTypes.map((type) => {
          const example = examples.cipher_examples[type];
          if (!example) return null;
          return (
            <li key={type} className="card example-card">
              <h3 className="card-title">{example.name}</h3>
              <p className="muted">{example.description}</p>
              <dl className="report-fields">
                <Field term="Original">
                  <pre className="example-text">{example.example_text}</pre>
                </Field>
                <Field term="Encoded">
                  <pre className="example-text">{example.encoded}</pre>
                </Field>
                {example.shift !== undefined && <Field term="Shift">{example.shift}</Field>}
              </dl>
              <button type="button" className="button example-load" onClick={() => onLoad(type)}>
                Decode this example
              </button>
            </li>
          );
        })}
      </ul>
      <section className="report-section" aria-labelledby="decipherist-principles">
        <h3 id="decipherist-principles" className="report-heading">Decipherist Principles</h3>
        <ul className="principles">
          {wisdom.decipherist_principles.map((principle, index) => <li key={index}>{principle}</li>)}
        </ul>
      </section>
      <dl className="report-fields">
        <Field term="Guidance">{wisdom.consciousness_guidance}</Field>
        <Field term="Biblical Foundation">{wisdom.biblical_foundation}</Field>
      </dl>
    </div>
  );
}
