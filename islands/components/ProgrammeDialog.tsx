import {
  affirmationFields,
  guidanceOf,
  type GuidedScript,
  hypnosisFields,
  methodFields,
  type ProgramDetail,
  trackingFields,
} from "../../contracts/life_mastery.ts";
import type { QueryState } from "../lib/queries.ts";

type ProgrammeDialogProps = {
  detail: QueryState<ProgramDetail>;
  onStartSession: (item: GuidedScript) => void;
};

/** The first present list of a group, in the spec's order (section 3). */
function firstOf<Field extends keyof ProgramDetail>(detail: ProgramDetail, fields: readonly Field[]) {
  for (const field of fields) if (detail[field] !== undefined) return detail[field];
  return undefined;
}

function count(value: number, unit: string) {
  return `${value} ${unit}${value === 1 ? "" : "s"}`;
}

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="programme-card-section">
      <h3>{title}</h3>
      {children}
    </section>
  );
}

/** The programme dialog's content (spec section 2): spinner, then guidance and the five cards. */
export function ProgrammeDialog({ detail, onStartSession }: ProgrammeDialogProps) {
  if (detail.status === "loading" || detail.status === "idle") {
    return <div className="spinner" role="status" aria-label="Loading programme" />;
  }
  if (detail.status === "error") return <p role="alert">{detail.error.message}</p>;
  const data = detail.data;
  const methods = firstOf(data, methodFields) ?? [];
  const hypnosis = firstOf(data, hypnosisFields) ?? [];
  const affirmations = firstOf(data, affirmationFields) ?? [];
  const tracking = firstOf(data, trackingFields);
  return (
    <div className="programme-detail">
      <blockquote className="programme-guidance">{guidanceOf(data)}</blockquote>
      <Card title="Training Methods">
        <ul>{methods.map((method) => <li key={method}>{method}</li>)}</ul>
      </Card>
      <Card title="Hypnosis & Programming">
        <ul>
          {hypnosis.map((item) => (
            <li key={item.name}>
              {item.name} ({item.minutes} min){" "}
              <button type="button" className="button" onClick={() => onStartSession(item)}>Start Session</button>
            </li>
          ))}
        </ul>
      </Card>
      <Card title="Daily Affirmations">
        <ul>{affirmations.map((line) => <li key={line}>{line}</li>)}</ul>
      </Card>
      <Card title="Success Tracking">
        {tracking
          ? (
            <>
              <p className="programme-figures">
                This week: {count(tracking.figures.sessions_this_week, "session")},{" "}
                {count(tracking.figures.minutes_this_week, "minute")}. Current streak:{" "}
                {count(tracking.figures.current_streak_days, "day")}.
              </p>
              <ul>{tracking.metrics.map((metric) => <li key={metric}>{metric}</li>)}</ul>
            </>
          )
          : null}
      </Card>
      {data.programs_included || data.success_guarantees
        ? (
          <Card title="Complete Package">
            <h4>Programmes included</h4>
            <ul>{(data.programs_included ?? []).map((name) => <li key={name}>{name}</li>)}</ul>
            <h4>Our commitments</h4>
            <ul>{(data.success_guarantees ?? []).map((line) => <li key={line}>{line}</li>)}</ul>
          </Card>
        )
        : null}
    </div>
  );
}
