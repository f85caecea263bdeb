import { useEffect, useRef } from "react";
import { formatClock, type SessionView } from "../lib/session_clock.ts";

type SessionBannerProps = {
  session: SessionView;
  script: string | null;
  onStop: () => void;
  /** Set where sessions are started (the dialog), so the page copy does not jump the page when the dialog closes. */
  revealOnStart?: boolean;
};

/** Reads the script aloud where the browser can (issue 8); otherwise the button is not offered. */
function speak(script: string) {
  const synth = globalThis.speechSynthesis;
  synth.cancel();
  const utterance = new SpeechSynthesisUtterance(script.replaceAll("...", ","));
  // Slower than default: the scripts are written with pauses for a calm pace.
  utterance.rate = 0.85;
  synth.speak(utterance);
}

/** The 'Active Session' banner (spec section 2): name, mm:ss and Stop, with the guided script below. */
export function SessionBanner({ session, script, onStop, revealOnStart = false }: SessionBannerProps) {
  const ref = useRef<HTMLElement>(null);
  const name = session?.name;
  // A session is started from deep in the programme dialog; bring its banner into view when it begins.
  useEffect(() => {
    if (name && revealOnStart) ref.current?.scrollIntoView?.({ block: "nearest" });
  }, [name, revealOnStart]);
  if (!session) return null;
  const canSpeak = typeof globalThis.speechSynthesis !== "undefined";
  return (
    <section ref={ref} className="session-banner" aria-label="Active Session">
      <div className="session-banner-row">
        <strong>Active Session</strong>
        <span className="session-name">{session.name}</span>
        <time className="session-timer" aria-live="off">{formatClock(session.seconds)}</time>
        {canSpeak && script
          ? <button type="button" className="button" onClick={() => speak(script)}>Read Aloud</button>
          : null}
        <button type="button" className="button" onClick={onStop}>Stop</button>
      </div>
      {script ? <p className="session-script">{script}</p> : null}
    </section>
  );
}
