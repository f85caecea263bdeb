import { useEffect, useState } from "react";

const candleKey = "shrine.candle";

/**
 * The altar drawing: a candle the visitor can light and the bell. The candle burns for the browser
 * session (sessionStorage), so a reload keeps it lit but a new visit begins in the dark.
 */
export function ShrineAltar(
  { struck, onStrike, muted, onToggleMute }: {
    struck: number;
    onStrike: () => void;
    muted: boolean;
    onToggleMute: () => void;
  },
) {
  const [lit, setLit] = useState(false);
  // Read after hydration: the server cannot know the session, and the first render must match its HTML.
  useEffect(() => setLit(sessionStorage.getItem(candleKey) === "lit"), []);

  const light = () => {
    sessionStorage.setItem(candleKey, "lit");
    setLit(true);
  };

  return (
    <section className="card altar" aria-labelledby="altar-title">
      <h2 id="altar-title" className="card-title">Altar</h2>
      <svg
        className={lit ? "altar-drawing altar-lit" : "altar-drawing"}
        viewBox="0 0 240 160"
        role="img"
        aria-label={lit ? "An altar with a lit candle and a bell" : "An altar with an unlit candle and a bell"}
      >
        <rect className="altar-table" x="20" y="120" width="200" height="12" />
        <rect className="altar-table" x="36" y="132" width="8" height="24" />
        <rect className="altar-table" x="196" y="132" width="8" height="24" />
        <rect className="altar-candle" x="62" y="70" width="20" height="50" />
        <line className="altar-wick" x1="72" y1="70" x2="72" y2="62" />
        {lit && (
          <g className="altar-flame">
            <path d="M72 34 C82 48 80 60 72 62 C64 60 62 48 72 34 Z" />
            <path className="altar-flame-core" d="M72 46 C76 53 75 59 72 60 C69 59 68 53 72 46 Z" />
          </g>
        )}
        <g
          className={struck % 2 === 1
            ? "altar-bell altar-bell-ring-a"
            : struck > 0
            ? "altar-bell altar-bell-ring-b"
            : "altar-bell"}
        >
          <path d="M140 120 L144 100 C146 86 152 80 166 80 C180 80 186 86 188 100 L192 120 Z" />
          <rect x="162" y="72" width="8" height="8" />
        </g>
      </svg>
      <div className="altar-actions">
        <button type="button" className="button" onClick={light} disabled={lit}>
          {lit ? "The candle is burning" : "Light the candle"}
        </button>
        <button type="button" className="button button-primary" onClick={onStrike} aria-keyshortcuts="B">
          Strike the bell
        </button>
        <button type="button" className="button" aria-pressed={muted} onClick={onToggleMute}>
          {muted ? "Unmute bell" : "Mute bell"}
        </button>
      </div>
      <p className="muted" role="status" aria-live="polite">
        {struck === 0 ? "Press B to strike the bell." : `The bell is struck (${struck}).`}
      </p>
    </section>
  );
}
