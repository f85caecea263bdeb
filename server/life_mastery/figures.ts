import type { PracticeFigures } from "../../contracts/life_mastery.ts";

const dayMs = 24 * 60 * 60 * 1000;

/** A recorded completed session, as the figures need it. */
export type CompletedSession = { endedAtMs: number; seconds: number };

/**
 * Success Tracking's figures (issue 8). 'This week' is the last seven days rather than the calendar week,
 * so a Monday does not reset the figures to nothing. Days are UTC days: the server does not know the
 * visitor's time zone. The streak counts consecutive days with a session, ending today, or yesterday when
 * today has none yet (the day is not over, so the streak is not broken).
 */
export function practiceFigures(sessions: readonly CompletedSession[], nowMs: number): PracticeFigures {
  const recent = sessions.filter((session) => session.endedAtMs <= nowMs && nowMs - session.endedAtMs < 7 * dayMs);
  const days = new Set(
    sessions.filter((session) => session.endedAtMs <= nowMs).map((s) => Math.floor(s.endedAtMs / dayMs)),
  );
  const today = Math.floor(nowMs / dayMs);
  let day = days.has(today) ? today : today - 1;
  let streak = 0;
  while (days.has(day)) {
    streak += 1;
    day -= 1;
  }
  return {
    sessions_this_week: recent.length,
    minutes_this_week: Math.floor(recent.reduce((total, session) => total + session.seconds, 0) / 60),
    current_streak_days: streak,
  };
}
