import { useEffect, useRef, useState } from "react";
import { BeadCounter } from "./components/BeadCounter.tsx";
import { ShrineAltar } from "./components/ShrineAltar.tsx";
import { ShrinePairing } from "./components/ShrinePairing.tsx";
import { addBead, type BeadState, initialBeads, loadBeads, resetBeads, saveBeads } from "./lib/bead_counter.ts";
import { strikeBell } from "./lib/chime.ts";

// Islands take JSON props (ARCHITECTURE.md); this one needs none.
export type ShrineProps = Record<string, never>;

/** Letter shortcuts must not steal keystrokes from a field the visitor is typing in. */
function isTyping(target: EventTarget | null) {
  return target instanceof HTMLElement &&
    (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));
}

export default function Shrine(_props: ShrineProps) {
  const [beads, setBeads] = useState<BeadState>(initialBeads);
  const [loaded, setLoaded] = useState(false);
  const [firstBeadAt, setFirstBeadAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [struck, setStruck] = useState(0);
  const [muted, setMuted] = useState(false);
  const mutedRef = useRef(muted);
  mutedRef.current = muted;
  const audioRef = useRef<AudioContext | null>(null);

  // Loaded after hydration so the first render matches the server's HTML; saved only once loaded,
  // so the initial state never overwrites what was kept.
  useEffect(() => {
    setBeads(loadBeads(localStorage));
    setLoaded(true);
  }, []);
  useEffect(() => {
    if (loaded) saveBeads(localStorage, beads);
  }, [beads, loaded]);

  useEffect(() => {
    if (firstBeadAt === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [firstBeadAt]);

  useEffect(() => () => void audioRef.current?.close(), []);

  const countBead = () => {
    setFirstBeadAt((at) => at ?? Date.now());
    setNow(Date.now());
    setBeads(addBead);
  };

  const strike = () => {
    setStruck((count) => count + 1);
    if (mutedRef.current) return;
    try {
      // Created on the first strike: browsers only let a page start audio from a user gesture.
      audioRef.current ??= new AudioContext();
      strikeBell(audioRef.current);
    } catch (error) {
      // No Web Audio (or it is blocked): the bell still shows it was struck.
      console.error("The bell could not sound", error);
    }
  };

  const strikeRef = useRef(strike);
  strikeRef.current = strike;
  const countRef = useRef(countBead);
  countRef.current = countBead;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.repeat || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === "b") strikeRef.current();
      else if (key === "j") countRef.current();
      else return;
      event.preventDefault();
    };
    addEventListener("keydown", onKey);
    return () => removeEventListener("keydown", onKey);
  }, []);

  return (
    <div className="shrine">
      <ShrineAltar struck={struck} onStrike={strike} muted={muted} onToggleMute={() => setMuted((value) => !value)} />
      <BeadCounter
        state={beads}
        elapsedSeconds={firstBeadAt === null ? null : Math.max(0, Math.floor((now - firstBeadAt) / 1000))}
        onBead={countBead}
        onReset={() => {
          setBeads(resetBeads);
          setFirstBeadAt(null);
        }}
        onChoose={(choice) => setBeads((state) => ({ ...state, choice }))}
        onOwnPhrase={(ownPhrase) => setBeads((state) => ({ ...state, ownPhrase }))}
      />
      <ShrinePairing />
    </div>
  );
}
