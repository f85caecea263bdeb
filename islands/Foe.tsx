import { useEffect, useRef, useState } from "react";
import { type FoeContext, type FoeScenario, type FoeSettings, type FoeSwitchRequest } from "../contracts/foe.ts";
import { type ExamplesState, FoeExamples } from "./components/FoeExamples.tsx";
import { FoeInterpretation } from "./components/FoeInterpretation.tsx";
import { FoeResults } from "./components/FoeResults.tsx";
import { FoeSwitchForm } from "./components/FoeSwitchForm.tsx";
import { Toaster } from "./components/Toaster.tsx";
import { apiRequest } from "./lib/api.ts";
import * as foeApi from "./lib/endpoints/foe.ts";
import { useMutation } from "./lib/mutation.ts";
import { useQuery } from "./lib/queries.ts";
import { showToast } from "./lib/toast_store.ts";

// Islands take JSON props (ARCHITECTURE.md); this one needs none: everything comes from the API.
export type FoeProps = Record<string, never>;

function useExamples(): ExamplesState {
  const [examples, setExamples] = useState<ExamplesState>({ status: "loading" });
  useEffect(() => {
    let current = true;
    // Spec section 7: the examples are a POST with no payload.
    apiRequest("POST", foeApi.examples).then(
      (data) => current && setExamples({ status: "success", data }),
      (error: Error) => current && setExamples({ status: "error", message: error.message }),
    );
    return () => {
      current = false;
    };
  }, []);
  return examples;
}

/**
 * The F.O.E. Code Switch Framework (spec section 2): write a message, optionally say how you feel,
 * to whom and in what situation, and see whether it calls for the Love or the Force reading of
 * F.O.E., why, and a message and blessing for it.
 */
export default function Foe(_props: FoeProps) {
  const [text, setText] = useState("");
  const [settings, setSettings] = useState<FoeSettings>({});
  const [view, setView] = useState<FoeContext>("positive");
  const textarea = useRef<HTMLTextAreaElement>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  const status = useQuery(foeApi.status);
  const interpretation = useQuery(foeApi.interpretation(view));
  const examples = useExamples();
  const switcher = useMutation(
    (request: FoeSwitchRequest) => apiRequest("POST", foeApi.switchContext, request),
    (error) =>
      showToast({
        title: "Switch Failed",
        description: error instanceof Error && error.message ? error.message : "The switch did not run. Try again.",
        variant: "destructive",
      }),
  );
  const result = switcher.last?.output.foe_code_switch;

  // A new result shows its reading in the toggle and takes the focus, which also scrolls it into
  // view on a phone, where it lands below the fold.
  useEffect(() => {
    if (!result) return;
    setView(result.context_analysis.recommended_context);
    resultsHeading.current?.focus();
  }, [result]);

  // An unset choice is removed, not kept as undefined: spec section 5 omits unset choices from the
  // request. Each select offers only the contract's options for its field, so a value is one of them.
  const setSetting = (field: keyof FoeSettings, value: string | undefined) =>
    setSettings(({ [field]: _previous, ...others }) =>
      value === undefined ? others : { ...others, [field]: value } as FoeSettings
    );

  const choose = (scenario: FoeScenario) => {
    setText(scenario.message);
    setSettings(scenario.settings);
    textarea.current?.focus();
  };

  return (
    <div className="foe">
      <div className="foe-top">
        <FoeSwitchForm
          text={text}
          settings={settings}
          pending={switcher.pending}
          onTextChange={setText}
          onSettingChange={setSetting}
          onSubmit={() => void switcher.mutate({ input_text: text, ...settings })}
          textareaRef={textarea}
        />
        <FoeInterpretation view={view} onViewChange={setView} interpretation={interpretation} />
      </div>
      {result
        ? <FoeResults result={result} pending={switcher.pending} headingRef={resultsHeading} />
        : (
          <p className="panel muted foe-results-empty" aria-live="polite">
            {switcher.pending
              ? "Switching..."
              : "Run a switch to see the context analysis, the dynamic message and a blessing."}
          </p>
        )}
      <FoeExamples examples={examples} onChoose={choose} />
      <footer className="panel foe-footer">
        {status.status === "success" && (
          <>
            <p className="foe-warrior-wisdom">{status.data.warrior_wisdom}</p>
            <p className="muted">{status.data.biblical_foundation}</p>
            <p className="foe-authority">{status.data.creator_authority}</p>
          </>
        )}
        {status.status === "error" && (
          <p className="error-text">{`Warrior wisdom could not load: ${status.error.message}`}</p>
        )}
        {(status.status === "idle" || status.status === "loading") && (
          <p className="muted">
            Loading warrior wisdom...
          </p>
        )}
      </footer>
      <Toaster />
    </div>
  );
}
