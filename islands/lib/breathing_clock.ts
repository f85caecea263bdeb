/**
 * Box breathing as a pure function of elapsed time (spec sections 4 and 9: inhale, hold, exhale,
 * hold, 4 seconds each, sessions of 60, 180, 300 or 600 seconds). The modal asks "where are we
 * now?" on each frame instead of counting ticks, because browsers throttle timers in background
 * tabs: a counted tick would drift, elapsed time does not.
 */

export const breathPhases = ["inhale", "hold", "exhale", "hold"] as const;
export type BreathPhase = (typeof breathPhases)[number];

export const phaseSeconds = 4;
export const sessionSeconds = [60, 180, 300, 600] as const;
export type SessionSeconds = (typeof sessionSeconds)[number];

export type BreathState =
  | { done: false; phase: BreathPhase; phaseIndex: number; cycle: number; countdown: number; secondsLeft: number }
  | { done: true };

/** The state `elapsedMs` after a session of `durationSeconds` began (negative elapsed counts as 0). */
export function breathStateAt(elapsedMs: number, durationSeconds: number): BreathState {
  const elapsed = Math.max(0, elapsedMs);
  const totalMs = durationSeconds * 1000;
  if (elapsed >= totalMs) return { done: true };
  const phaseMs = phaseSeconds * 1000;
  // Counting whole phases since the start keeps the hold after inhale distinct from the hold after
  // exhale (same name, different index), so a chime sounds at every change.
  const phaseCount = Math.floor(elapsed / phaseMs);
  const phaseIndex = phaseCount % breathPhases.length;
  const intoPhaseMs = elapsed - phaseCount * phaseMs;
  return {
    done: false,
    phase: breathPhases[phaseIndex],
    phaseIndex,
    cycle: Math.floor(phaseCount / breathPhases.length),
    // 4, 3, 2, 1: the whole seconds still to go in this phase, counting the current one.
    countdown: phaseSeconds - Math.floor(intoPhaseMs / 1000),
    secondsLeft: Math.ceil((totalMs - elapsed) / 1000),
  };
}

/** A stable key for "the same phase occurrence", so the caller can tell when a new one begins. */
export function phaseKey(state: BreathState): string {
  return state.done ? "done" : `${state.cycle}:${state.phaseIndex}`;
}
