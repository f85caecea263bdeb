import { type ReactNode, useId } from "react";
import type { PassageTarget } from "../../../contracts/conversations.ts";
import { formatScriptureRequest } from "../../../contracts/scripture_request.ts";
import { composerStore } from "../../lib/composer_store.ts";

/* What the archive's tabs (bible, lotus, gosho) share: their props, the choice, and the fields. */

export type ArchiveProps = { onSelected: () => void };
export type TabProps<Source extends PassageTarget["source"]> = ArchiveProps & {
  /** The passage to open at (a reference a reply cited), or null for a fresh start. */
  target: Extract<PassageTarget, { source: Source }> | null;
};
export type BibleTabProps = TabProps<"bible"> & {
  /** Open with the Study view of this reference showing (a reply's "study" link), or null. */
  study: string | null;
};

/** "Select Scripture": the spec's request for wisdom about the passage goes into the message box. */
export function choosePassage(text: string, reference: string, onSelected: () => void) {
  composerStore.getState().insertAndFocus(formatScriptureRequest({ text, reference }));
  onSelected();
}

export type NumberSelectProps = {
  label: string;
  value: number | null;
  onChange: (value: number) => void;
  disabled?: boolean;
  children: ReactNode;
};

/** A labelled select of numeric ids; an empty value shows the first (placeholder) option. */
export function NumberSelect({ label, value, onChange, disabled, children }: NumberSelectProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="select"
        value={value ?? ""}
        disabled={disabled}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {children}
      </select>
    </div>
  );
}

export function Status({ loading, error, empty }: { loading: boolean; error?: Error; empty?: string }) {
  if (loading) return <p className="muted" role="status">Loading...</p>;
  if (error) return <p className="error-text" role="alert">{error.message}</p>;
  return empty ? <p className="muted">{empty}</p> : null;
}
