import { type KeyboardEvent, useId, useRef, useState } from "react";
import {
  type CipherRequest,
  type CipherType,
  defaultShift,
  type PatternsRequest,
  textLimit,
} from "../contracts/decipherist.ts";
import { type CipherSettings, CipherTools } from "./components/CipherTools.tsx";
import {
  DetectionReport,
  EmptyReport,
  ExamplesReport,
  Field,
  MasterReport,
  PatternsReport,
} from "./components/DecipheristReports.tsx";
import { type TabItem, Tabs } from "./components/Tabs.tsx";
import { Toaster } from "./components/Toaster.tsx";
import { apiRequest } from "./lib/api.ts";
import * as decipheristApi from "./lib/endpoints/decipherist.ts";
import { cipherRequestFrom } from "./lib/decipherist_format.ts";
import { useMutation } from "./lib/mutation.ts";
import { useQuery } from "./lib/queries.ts";
import { showToast } from "./lib/toast_store.ts";

// Islands take JSON props (ARCHITECTURE.md); this one needs none: everything comes from the API.
export type DecipheristProps = Record<string, never>;

type ResultTab = "master" | "detection" | "patterns" | "examples";

const resultTabs: readonly TabItem<ResultTab>[] = [
  { id: "master", label: "Master Analysis" },
  { id: "detection", label: "Cipher Detection" },
  { id: "patterns", label: "Pattern Analysis" },
  { id: "examples", label: "Examples" },
];

/** Spec section 9: the tool starts at caesar, decode, shift 13. */
const initialSettings: CipherSettings = { cipherType: "caesar", operation: "decode", shift: String(defaultShift) };

function failed(title: string) {
  return (error: unknown) =>
    showToast({
      title,
      description: error instanceof Error && error.message ? error.message : "Something went wrong. Try again.",
      variant: "destructive",
    });
}

/** Brings the results into view when they landed below the fold (a phone), without animation if unwanted. */
function reveal(element: HTMLElement | null) {
  if (!element || element.getBoundingClientRect().top < globalThis.innerHeight * 0.75) return;
  const still = globalThis.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  element.scrollIntoView({ block: "start", behavior: still ? "auto" : "smooth" });
}

/**
 * The Master Deception Decipherist (spec section 2, "Decipherist screen"): one text, four analyses
 * of it, the cipher tool, and the results in four tabs.
 */
export default function Decipherist(_props: DecipheristProps) {
  const id = useId();
  const [text, setText] = useState("");
  const [settings, setSettings] = useState<CipherSettings>(initialSettings);
  const [tab, setTab] = useState<ResultTab>("master");
  const [announcement, setAnnouncement] = useState("");
  const results = useRef<HTMLElement>(null);

  const status = useQuery(decipheristApi.status);
  const examples = useQuery(decipheristApi.examples);

  const master = useMutation(
    (text: string) => apiRequest("POST", decipheristApi.analyze, { text: text.trim(), include_auto_decode: true }),
    failed("Master Analysis Failed"),
  );
  const detect = useMutation(
    (text: string) => apiRequest("POST", decipheristApi.detect, { text: text.trim() }),
    failed("Cipher Detection Failed"),
  );
  // The request is made before the mutation so the result keeps the trimmed text its cue offsets
  // index into (the server trims the text it analyses, as here).
  const patterns = useMutation(
    (request: PatternsRequest) => apiRequest("POST", decipheristApi.patterns, request),
    failed("Pattern Analysis Failed"),
  );
  const cipher = useMutation(
    (request: CipherRequest) => apiRequest("POST", decipheristApi.cipher, request),
    failed("Cipher Tool Failed"),
  );

  const blank = text.trim() === "";

  const show = (next: ResultTab, message: string) => {
    setTab(next);
    setAnnouncement(message);
    // After the tab's content has rendered.
    requestAnimationFrame(() => reveal(results.current));
  };

  const runMaster = async () => {
    if (await master.mutate(text)) show("master", "Master analysis ready.");
  };
  const runDetect = async () => {
    if (await detect.mutate(text)) show("detection", "Cipher detection ready.");
  };
  const runPatterns = async () => {
    if (await patterns.mutate({ text: text.trim() })) show("patterns", "Pattern analysis ready.");
  };
  const runCipher = async () => {
    const request = cipherRequestFrom(text, settings);
    // Show the shift actually used, so an entry that became 13 (spec section 5) does not look ignored.
    if (request.cipher_type === "caesar") setSettings((current) => ({ ...current, shift: String(request.shift) }));
    const result = await cipher.mutate(request);
    if (result) setAnnouncement(`${request.operation === "encode" ? "Encoded" : "Decoded"} result ready.`);
  };

  const loadExample = (type: CipherType) => {
    const example = examples.data?.cipher_examples[type];
    if (!example) return;
    setText(example.encoded);
    setSettings({
      cipherType: type,
      operation: "decode",
      shift: String(example.shift ?? defaultShift),
    });
    document.getElementById(`${id}-text`)?.focus();
  };

  // Ctrl+Enter (Cmd+Enter on a Mac) runs the Master Analysis from the keyboard without leaving the text.
  const onTextKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey) && !blank && !master.pending) {
      event.preventDefault();
      void runMaster();
    }
  };

  const hasExamples = examples.status === "success" &&
    (Object.keys(examples.data.cipher_examples).length > 0 ||
      examples.data.jajirose_wisdom.decipherist_principles.length > 0);
  const tabs = hasExamples ? resultTabs : resultTabs.filter((item) => item.id !== "examples");
  const shownTab = tabs.some((item) => item.id === tab) ? tab : "master";

  return (
    <div className="decipherist">
      <header className="decipherist-header">
        <h1 className="page-title">Master Deception Decipherist</h1>
        {/* The row keeps its place while the status loads, so nothing below it moves when the badges appear. */}
        <div className="decipherist-badges">
          {status.status === "success" && (
            <>
              <span className="badge badge-online">
                <span className="badge-dot" aria-hidden="true" />System Active
              </span>
              <span className="badge badge-authority">{status.data.creator_authority}</span>
            </>
          )}
        </div>
        <p className="lede">Paste any text: it tells what cipher it is, decodes it, and says how sure it is.</p>
      </header>

      <div className="decipherist-layout">
        <div className="decipherist-tools">
          <section className="panel decipherist-input" aria-label="Input and actions">
            <div className="field">
              <label htmlFor={`${id}-text`}>Text to examine</label>
              <textarea
                id={`${id}-text`}
                className="textarea decipherist-text"
                rows={7}
                maxLength={textLimit}
                value={text}
                placeholder="Paste a message, a code or a cipher..."
                aria-describedby={`${id}-text-hint`}
                onChange={(event) => setText(event.target.value)}
                onKeyDown={onTextKey}
              />
              <span id={`${id}-text-hint`} className="field-hint">
                {text.length.toLocaleString("en-US")} / {textLimit.toLocaleString("en-US")}{" "}
                characters · Ctrl+Enter runs Master Analysis
              </span>
            </div>
            <div className="decipherist-actions">
              <button
                type="button"
                className="button button-primary"
                disabled={blank || master.pending}
                onClick={runMaster}
              >
                {master.pending ? "Analyzing..." : "Master Analysis"}
              </button>
              <button type="button" className="button" disabled={blank || detect.pending} onClick={runDetect}>
                {detect.pending ? "Detecting..." : "Detect Cipher"}
              </button>
              <button type="button" className="button" disabled={blank || patterns.pending} onClick={runPatterns}>
                {patterns.pending ? "Analyzing..." : "Pattern Analysis"}
              </button>
              <button type="button" className="button" disabled={blank || cipher.pending} onClick={runCipher}>
                {cipher.pending ? "Processing..." : "Cipher Tool"}
              </button>
            </div>
          </section>

          <CipherTools
            settings={settings}
            onChange={setSettings}
            canRun={!blank}
            pending={cipher.pending}
            onRun={runCipher}
            result={cipher.last && { request: cipher.last.input, text: cipher.last.output.cipher_result.result }}
          />
        </div>

        <section ref={results} className="panel decipherist-results" aria-label="Results">
          <Tabs label="Results" tabs={tabs} selected={shownTab} onSelect={setTab} panelClassName="results-panel">
            {shownTab === "master" && (master.last
              ? <MasterReport analysis={master.last.output.master_analysis} />
              : <EmptyReport>Run Master Analysis to weigh the text for deception and hidden ciphers.</EmptyReport>)}
            {shownTab === "detection" && (detect.last
              ? <DetectionReport detection={detect.last.output.cipher_detection} />
              : <EmptyReport>Run Detect Cipher to try every decoder on the text.</EmptyReport>)}
            {shownTab === "patterns" && (patterns.last
              ? <PatternsReport text={patterns.last.input.text} analysis={patterns.last.output.pattern_analysis} />
              : <EmptyReport>Run Pattern Analysis to look for deception cues.</EmptyReport>)}
            {shownTab === "examples" && examples.status === "success" && (
              <ExamplesReport examples={examples.data} onLoad={loadExample} />
            )}
          </Tabs>
        </section>
      </div>

      <footer className="panel decipherist-footer" aria-label="System">
        {status.status === "success" && (
          <dl className="report-fields">
            <Field term="Warrior Wisdom">{status.data.warrior_wisdom}</Field>
            <Field term="Biblical Foundation">{status.data.biblical_foundation}</Field>
            <Field term="Creator Authority">{status.data.creator_authority}</Field>
          </dl>
        )}
        {status.status === "loading" && <p className="muted">Connecting to the decipherist...</p>}
        {status.status === "error" && <p className="notice">System info is unavailable: {status.error.message}</p>}
      </footer>

      {/* A live region, not role="status": the header's connection badge is the page's one status. */}
      <p className="visually-hidden" aria-live="polite">{announcement}</p>
      <Toaster />
    </div>
  );
}
