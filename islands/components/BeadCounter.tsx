import { beadsPerRound, type BeadState, type PhraseChoice, phraseChoices } from "../lib/bead_counter.ts";

const ringRadius = 90;
const beads = Array.from({ length: beadsPerRound }, (_, index) => {
  // Start at the top and go clockwise, as a mala is told from its guru bead.
  const angle = (index / beadsPerRound) * 2 * Math.PI - Math.PI / 2;
  return { index, x: 100 + ringRadius * Math.cos(angle), y: 100 + ringRadius * Math.sin(angle) };
});

function clockText(seconds: number) {
  return `${String(Math.floor(seconds / 60)).padStart(2, "0")}:${String(seconds % 60).padStart(2, "0")}`;
}

/** The 108-bead recitation counter with its mala ring. State lives in the Shrine island. */
export function BeadCounter(
  { state, elapsedSeconds, onBead, onReset, onChoose, onOwnPhrase }: {
    state: BeadState;
    elapsedSeconds: number | null;
    onBead: () => void;
    onReset: () => void;
    onChoose: (choice: PhraseChoice) => void;
    onOwnPhrase: (text: string) => void;
  },
) {
  const phrase = state.choice === "own" ? state.ownPhrase.trim() || "Your own phrase" : phraseChoices[state.choice];
  return (
    <section className="card beads" aria-labelledby="beads-title">
      <h2 id="beads-title" className="card-title">108 Beads</h2>
      <div className="field">
        <label htmlFor="bead-phrase">Recitation</label>
        <select
          id="bead-phrase"
          className="select"
          value={state.choice}
          onChange={(event) => onChoose(event.target.value as PhraseChoice)}
        >
          {Object.entries(phraseChoices).map(([value, label]) => <option key={value} value={value}>{label}</option>)}
        </select>
      </div>
      {state.choice === "own" && (
        <div className="field">
          <label htmlFor="bead-own">Your phrase</label>
          <input
            id="bead-own"
            className="input"
            value={state.ownPhrase}
            maxLength={200}
            onChange={(event) => onOwnPhrase(event.target.value)}
          />
        </div>
      )}
      <p className="bead-phrase">{phrase}</p>
      <svg className="mala" viewBox="0 0 200 200" aria-hidden="true">
        {beads.map((bead) => (
          <circle
            key={bead.index}
            className={bead.index < state.count ? "mala-bead mala-bead-told" : "mala-bead"}
            cx={bead.x}
            cy={bead.y}
            r={bead.index === 0 ? 4 : 2.6}
          />
        ))}
      </svg>
      <p className="bead-count" aria-live="polite" aria-atomic="true">
        <span className="bead-count-value">{state.count}</span> / {beadsPerRound} · Rounds {state.rounds}
      </p>
      <p className="muted">
        Session time <span className="bead-timer">{clockText(elapsedSeconds ?? 0)}</span>
      </p>
      <div className="altar-actions">
        <button type="button" className="button button-primary bead-button" onClick={onBead} aria-keyshortcuts="J">
          +1 bead
        </button>
        <button type="button" className="button" onClick={onReset}>Reset</button>
      </div>
      <p className="muted">Press J anywhere to count a bead.</p>
    </section>
  );
}
