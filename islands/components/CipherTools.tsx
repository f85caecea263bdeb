import { useId } from "react";
import {
  type CipherOperation,
  type CipherRequest,
  type CipherType,
  cipherTypes,
  defaultShift,
  maxShift,
  minShift,
  shiftedCiphers,
} from "../../contracts/decipherist.ts";
import { cipherLabels } from "../lib/decipherist_format.ts";
import { showToast } from "../lib/toast_store.ts";

export type CipherSettings = { cipherType: CipherType; operation: CipherOperation; shift: string };

type CipherToolsProps = {
  settings: CipherSettings;
  onChange: (settings: CipherSettings) => void;
  /** False while the text is blank (spec section 5). */
  canRun: boolean;
  pending: boolean;
  onRun: () => void;
  /** The last result and the request that produced it. */
  result: { request: CipherRequest; text: string } | null;
};

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    showToast({ title: "Copied", description: "The result is on your clipboard.", variant: "default" });
  } catch (error) {
    // Clipboard access needs a secure context and the visitor's permission; say so rather than fail silently.
    showToast({
      title: "Copy Failed",
      description: error instanceof Error ? error.message : "The clipboard is not available here.",
      variant: "destructive",
    });
  }
}

/** What produced a result, so a result kept on screen after the settings change is not misread. */
function describe(request: CipherRequest): string {
  const parts = [cipherLabels[request.cipher_type], request.operation === "encode" ? "encoded" : "decoded"];
  if (request.cipher_type === "caesar" && request.shift !== undefined) parts.push(`shift ${request.shift}`);
  return parts.join(", ");
}

/**
 * The Cipher Tools card (spec section 2): cipher type, Decode/Encode, the shift for caesar and
 * rot13, the execute button, and the result with a Copy button.
 */
export function CipherTools({ settings, onChange, canRun, pending, onRun, result }: CipherToolsProps) {
  const id = useId();
  const { cipherType, operation, shift } = settings;
  const rot13 = cipherType === "rot13";

  return (
    <section className="panel cipher-tools" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="panel-title">Cipher Tools</h2>
      <div className="cipher-controls">
        <div className="field">
          <label htmlFor={`${id}-type`}>Cipher type</label>
          <select
            id={`${id}-type`}
            className="select"
            value={cipherType}
            onChange={(event) => onChange({ ...settings, cipherType: event.target.value as CipherType })}
          >
            {cipherTypes.map((type) => <option key={type} value={type}>{cipherLabels[type]}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-operation`}>Operation</label>
          <select
            id={`${id}-operation`}
            className="select"
            value={operation}
            onChange={(event) => onChange({ ...settings, operation: event.target.value as CipherOperation })}
          >
            <option value="decode">Decode</option>
            <option value="encode">Encode</option>
          </select>
        </div>
        {shiftedCiphers.includes(cipherType) && (
          <div className="field">
            <label htmlFor={`${id}-shift`}>Shift</label>
            {/* ROT13 is the shift of 13 by definition (contracts/decipherist.ts): shown, not editable. */}
            <input
              id={`${id}-shift`}
              className="input"
              type="number"
              inputMode="numeric"
              min={minShift}
              max={maxShift}
              value={rot13 ? String(defaultShift) : shift}
              readOnly={rot13}
              aria-describedby={`${id}-shift-hint`}
              onChange={(event) => onChange({ ...settings, shift: event.target.value })}
            />
            <span id={`${id}-shift-hint`} className="field-hint">
              {rot13 ? "ROT13 always shifts by 13." : `${minShift} to ${maxShift}; anything else uses ${defaultShift}.`}
            </span>
          </div>
        )}
      </div>
      <button
        type="button"
        className="button button-primary cipher-execute"
        disabled={!canRun || pending}
        onClick={onRun}
      >
        {pending ? "Processing..." : operation === "encode" ? "Encode" : "Decode"}
      </button>
      {result && (
        <div className="cipher-result">
          <div className="cipher-result-head">
            <h3 className="report-heading" id={`${id}-result`}>Result</h3>
            <span className="muted">{describe(result.request)}</span>
            <button type="button" className="button" onClick={() => copy(result.text)}>Copy</button>
          </div>
          <output className="cipher-output" aria-labelledby={`${id}-result`}>{result.text}</output>
        </div>
      )}
    </section>
  );
}
