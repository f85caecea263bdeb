/**
 * The shrine's 108-bead recitation counter, kept as plain data so the rules (a full mala starts a
 * new round) and persistence can be tested without a browser.
 */

export const beadsPerRound = 108;

export const phraseChoices = {
  daimoku: "Nam-myoho-renge-kyo",
  jesus: "Lord Jesus Christ, Son of God, have mercy on me.",
  own: "A phrase of my own",
} as const;
export type PhraseChoice = keyof typeof phraseChoices;

export type BeadState = {
  /** Beads counted in the current round, 0..107. */
  count: number;
  rounds: number;
  choice: PhraseChoice;
  ownPhrase: string;
};

export const initialBeads: BeadState = { count: 0, rounds: 0, choice: "daimoku", ownPhrase: "" };

/** One bead. The 108th completes a round and the ring starts again at 0. */
export function addBead(state: BeadState): BeadState {
  const count = state.count + 1;
  return count === beadsPerRound ? { ...state, count: 0, rounds: state.rounds + 1 } : { ...state, count };
}

/** Back to the first bead; the chosen phrase stays, since a reset is about the count. */
export function resetBeads(state: BeadState): BeadState {
  return { ...state, count: 0, rounds: 0 };
}

export const beadStorageKey = "shrine.beads";

type KeyValueStorage = Pick<Storage, "getItem" | "setItem">;

/** The saved counter, or the initial one when there is none or it does not fit (an older or edited value). */
export function loadBeads(storage: KeyValueStorage): BeadState {
  try {
    const saved = JSON.parse(storage.getItem(beadStorageKey) ?? "null");
    const valid = saved !== null && Number.isInteger(saved.count) && saved.count >= 0 &&
      saved.count < beadsPerRound && Number.isInteger(saved.rounds) && saved.rounds >= 0 &&
      Object.hasOwn(phraseChoices, saved.choice) && typeof saved.ownPhrase === "string";
    return valid
      ? { count: saved.count, rounds: saved.rounds, choice: saved.choice, ownPhrase: saved.ownPhrase }
      : initialBeads;
  } catch {
    return initialBeads;
  }
}

/** Saving is best-effort: a full or blocked storage must not stop the counting. */
export function saveBeads(storage: KeyValueStorage, state: BeadState): void {
  try {
    storage.setItem(beadStorageKey, JSON.stringify(state));
  } catch (error) {
    console.error("Saving the bead counter failed", error);
  }
}
