import { useEffect, useRef, useState } from "react";
import { type BreathState, breathStateAt, phaseKey } from "../lib/breathing_clock.ts";
import { chime } from "../lib/chime.ts";
import { Dialog } from "./Dialog.tsx";

/** Pitch per phase, so the ear knows which phase began without looking (inhale rises, exhale falls). */
const chimeHz = [528, 440, 396, 440] as const;

const phaseText = { inhale: "Breathe in", hold: "Hold", exhale: "Breathe out" } as const;

function minutesLabel(seconds: number) {
  return `${seconds / 60} minute${seconds === 60 ? "" : "s"}`;
}

function clockText(seconds: number) {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/**
 * Box breathing (spec sections 4 and 9). The state is recomputed from the session's start time on
 * every tick, so a throttled background tab shows the right phase the moment it wakes and the
 * session still ends on time (islands/lib/breathing_clock.ts).
 */
export function BreathingModal({ seconds, onClose }: { seconds: number | null; onClose: () => void }) {
  // null until the session's clock first reads; a closed modal returns to null for the next session.
  const [clockState, setClockState] = useState<BreathState | null>(null);
  const [muted, setMuted] = useState(false);
  const mutedRef = useRef(muted);
  mutedRef.current = muted;

  useEffect(() => {
    if (seconds === null) return;
    const startedAt = performance.now();
    let lastKey = "";
    // Created while the Breathe menu's click still counts as a user gesture, so autoplay rules let it sound.
    let audio: AudioContext | null = null;
    try {
      audio = new AudioContext();
    } catch {
      audio = null; // No WebAudio: the session runs silently.
    }
    const update = () => {
      const next = breathStateAt(performance.now() - startedAt, seconds);
      const key = phaseKey(next);
      if (key !== lastKey) {
        lastKey = key;
        if (!next.done && audio && !mutedRef.current) chime(audio, chimeHz[next.phaseIndex]);
      }
      setClockState(next);
      if (next.done) clearInterval(timer);
    };
    // 250 ms keeps the countdown within a quarter second of the truth; the timing itself never depends on it.
    const timer = setInterval(update, 250);
    update();
    return () => {
      clearInterval(timer);
      void audio?.close();
      setClockState(null);
    };
  }, [seconds]);

  const state = clockState ?? breathStateAt(0, seconds ?? 0);
  const title = seconds === null ? "Box Breathing" : `Box Breathing: ${minutesLabel(seconds)}`;
  return (
    <Dialog open={seconds !== null} title={title} onClose={onClose} className="breath-dialog">
      {state.done
        ? (
          <p className="breath-complete" role="status">
            Session complete. Notice how you feel, then return gently.
          </p>
        )
        : (
          <div className="breath-session">
            <div className={`breath-stage breath-${state.phaseIndex}`} aria-hidden="true">
              <div className="breath-shape" />
            </div>
            <p className="breath-phase" aria-live="polite">
              <span className="breath-phase-name">{state.phase}</span>
              <span className="breath-phase-hint">{phaseText[state.phase]}</span>
            </p>
            <p className="breath-countdown" aria-label="Seconds left in this phase">{state.countdown}</p>
            <p className="muted">Session time left {clockText(state.secondsLeft)}</p>
          </div>
        )}
      <div className="dialog-actions">
        <button type="button" className="button" aria-pressed={muted} onClick={() => setMuted((value) => !value)}>
          {muted ? "Unmute chime" : "Mute chime"}
        </button>
        <button type="button" className="button button-primary" onClick={onClose}>
          {state.done ? "Close" : "Stop Session"}
        </button>
      </div>
    </Dialog>
  );
}
