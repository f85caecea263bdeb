import { sessionLimitMs } from "../../contracts/life_mastery.ts";

/**
 * The Life Mastery session clock (spec sections 4 and 9; issue 8), free of React and of real time so
 * tests drive it with fake timers. It counts up each second and ends itself after 20 minutes. Unlike the
 * spec's original, starting a session while one runs ends the earlier one first and clears its timers,
 * so its auto-end can never fire into the new session.
 */

/** What the banner shows; null when no session runs. */
export type SessionView = { name: string; seconds: number } | null;
/** Why a session ended, and how long it ran, so the caller can decide whether to record it. */
export type EndedSession = { name: string; seconds: number; reason: "completed" | "stopped" | "replaced" };

// Whatever the host's timers return: a number in browsers, an object under Node's typings.
type TimerId = ReturnType<typeof globalThis.setTimeout>;

export type Timers = {
  now: () => number;
  setInterval: (run: () => void, ms: number) => TimerId;
  clearInterval: (id: TimerId) => void;
  setTimeout: (run: () => void, ms: number) => TimerId;
  clearTimeout: (id: TimerId) => void;
};

export const browserTimers: Timers = {
  now: () => Date.now(),
  setInterval: (run, ms) => globalThis.setInterval(run, ms),
  clearInterval: (id) => globalThis.clearInterval(id),
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id),
};

/** mm:ss, minutes unpadded beyond two digits (a session never exceeds 20:00). */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(whole / 60)).padStart(2, "0")}:${String(whole % 60).padStart(2, "0")}`;
}

export type SessionClock = {
  start: (name: string) => void;
  stop: () => void;
  /** Clears the timers without reporting an end, for unmounting. */
  dispose: () => void;
};

export function createSessionClock(
  timers: Timers,
  onChange: (view: SessionView) => void,
  onEnd: (ended: EndedSession) => void,
): SessionClock {
  let running: { name: string; startedAtMs: number; tick: TimerId; limit: TimerId } | null = null;

  // Seconds from the clock, not from counting ticks: a throttled background tab still shows the true time.
  const secondsOf = (session: { startedAtMs: number }) =>
    Math.min(Math.floor((timers.now() - session.startedAtMs) / 1000), sessionLimitMs / 1000);

  const clear = () => {
    if (!running) return null;
    const session = running;
    timers.clearInterval(session.tick);
    timers.clearTimeout(session.limit);
    running = null;
    return session;
  };

  const end = (reason: EndedSession["reason"]) => {
    const session = clear();
    if (!session) return;
    const seconds = reason === "completed" ? sessionLimitMs / 1000 : secondsOf(session);
    onChange(null);
    onEnd({ name: session.name, seconds, reason });
  };

  return {
    start(name) {
      end("replaced");
      const startedAtMs = timers.now();
      const session = {
        name,
        startedAtMs,
        tick: timers.setInterval(() => onChange({ name, seconds: secondsOf(session) }), 1000),
        limit: timers.setTimeout(() => end("completed"), sessionLimitMs),
      };
      running = session;
      onChange({ name, seconds: 0 });
    },
    stop: () => end("stopped"),
    dispose: () => void clear(),
  };
}
