import { useEffect, useMemo, useRef, useState } from "react";
import {
  type GuidedScript,
  hypnosisFields,
  minimumRecordedSeconds,
  type ProgramId,
} from "../contracts/life_mastery.ts";
import { Dialog } from "./components/Dialog.tsx";
import { ProgrammeDialog } from "./components/ProgrammeDialog.tsx";
import { SessionBanner } from "./components/SessionBanner.tsx";
import { Toaster } from "./components/Toaster.tsx";
import { apiRequest } from "./lib/api.ts";
import * as lifeMasteryApi from "./lib/endpoints/life_mastery.ts";
import { useMutation } from "./lib/mutation.ts";
import { removeQueries, useQuery } from "./lib/queries.ts";
import { browserTimers, createSessionClock, type SessionView } from "./lib/session_clock.ts";
import { showToast } from "./lib/toast_store.ts";

// Islands take JSON props (ARCHITECTURE.md); this one needs none: the catalogue is fixed here (spec section 3).
export type LifeMasteryProps = Record<string, never>;

/** Spec sections 6 and 9: the start call sends this fixed placeholder; the server keys by the visitor cookie. */
const placeholderUserId = "user123";

type CatalogueEntry = { id: ProgramId; title: string; description: string; colour: string; endpoint: string };

/**
 * Spec section 3: the six programmes, fixed in the client. The colour names a stylesheet class: the
 * content security policy forbids inline styles.
 */
export const catalogue: CatalogueEntry[] = [
  ["adhd", "ADHD Focus Mastery", "Time-boxing, body doubling and a focus anchor for scattered days.", "cyan"],
  ["wealth", "Wealth & Abundance", "Gratitude, useful work and calm stewardship of what you have.", "yellow"],
  ["discipline", "Super Self-Discipline", "Habit stacking and tiny promises kept every day.", "orange"],
  ["leadership", "Leadership Excellence", "Listening, clear requests and steadiness under pressure.", "violet"],
  ["fitness", "Health & Fitness", "Daily movement, simple strength, rest and recovery.", "green"],
  ["complete", "Complete Transformation", "All five programmes with a daily plan and a weekly review.", "magenta"],
].map(([id, title, description, colour]) => ({
  id: id as ProgramId,
  title,
  description,
  colour,
  endpoint: lifeMasteryApi.programmePath(id as ProgramId),
}));

/** Used by 'Start Meditation Session': a silent sit with the timer, no programme script needed. */
const meditation: GuidedScript = {
  name: "Meditation Session",
  minutes: 10,
  script: "Sit comfortably. Let the breath come and go on its own. When the mind wanders, notice it kindly " +
    "and return to the breath. Stay as long as feels right, and press Stop when you are done.",
};

/** Life Mastery (spec section 2; issue 8): six programmes, their detail, and timed guided sessions. */
export default function LifeMastery(_props: LifeMasteryProps) {
  const [selected, setSelected] = useState<ProgramId | null>(null);
  const [session, setSession] = useState<SessionView>(null);
  const [script, setScript] = useState<string | null>(null);
  // The programme a running session belongs to, read when it ends to record it there.
  const sessionProgramme = useRef<ProgramId | null>(null);

  // Detail is fetched only while a programme is selected (spec section 4).
  const detail = useQuery(selected ? lifeMasteryApi.programme(selected) : null);
  const starter = useMutation(
    (id: ProgramId) =>
      apiRequest("POST", lifeMasteryApi.programmeStart(id), { intensity: "moderate", user_id: placeholderUserId }),
    () => showToast({ title: "Failed to start program", variant: "destructive" }),
  );

  const clock = useMemo(() =>
    createSessionClock(browserTimers, setSession, (ended) => {
      setScript(null);
      globalThis.speechSynthesis?.cancel();
      const id = sessionProgramme.current;
      // Short sessions are not practice worth counting; the server refuses them too.
      if (!id || ended.seconds < minimumRecordedSeconds) return;
      apiRequest("POST", lifeMasteryApi.programmeSession(id), {
        name: ended.name,
        seconds: ended.seconds,
      }).then(() => removeQueries(lifeMasteryApi.programmePath(id)), () => {
        showToast({
          title: "Session not recorded",
          description: "Your tracking may be behind.",
          variant: "destructive",
        });
      });
    }), []);
  useEffect(() => () => clock.dispose(), [clock]);

  const startSession = (item: GuidedScript) => {
    // Started first: a session it replaces is recorded under its own programme, not this one.
    clock.start(item.name);
    sessionProgramme.current = selected;
    setScript(item.script);
  };

  const open = async (id: ProgramId) => {
    setSelected(id);
    const started = await starter.mutate(id);
    if (started?.programId) setSelected(started.programId);
  };

  const firstScript = () => {
    if (detail.status !== "success") return undefined;
    for (const field of hypnosisFields) if (detail.data[field]?.length) return detail.data[field][0];
    return undefined;
  };
  const hypnosis = firstScript();
  const title = catalogue.find((entry) => entry.id === selected)?.title ?? "";

  return (
    <div className="life-mastery">
      {/* One banner at a time: inside the dialog while it is open, since the page behind it is inert. */}
      {selected === null ? <SessionBanner session={session} script={script} onStop={() => clock.stop()} /> : null}
      <ul className="programme-grid">
        {catalogue.map((entry) => (
          <li key={entry.id} className={`programme-card colour-${entry.colour}`}>
            <h2>{entry.title}</h2>
            <p>{entry.description}</p>
            <button
              type="button"
              className="button"
              disabled={starter.pending}
              onClick={() => void open(entry.id)}
            >
              {starter.pending && selected === entry.id ? "Starting..." : "Start Program"}
            </button>
          </li>
        ))}
      </ul>
      <Dialog open={selected !== null} title={title} onClose={() => setSelected(null)} className="programme-dialog">
        <SessionBanner session={session} script={script} onStop={() => clock.stop()} revealOnStart />
        <ProgrammeDialog detail={detail} onStartSession={startSession} />
        <div className="programme-actions">
          <button type="button" className="button" onClick={() => startSession(meditation)}>
            Start Meditation Session
          </button>
          <button
            type="button"
            className="button"
            disabled={!hypnosis}
            onClick={() => hypnosis && startSession(hypnosis)}
          >
            Begin Hypnosis
          </button>
        </div>
      </Dialog>
      <Toaster />
    </div>
  );
}
