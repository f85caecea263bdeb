import { assertEquals } from "../../tests/assert.ts";
import { practiceFigures } from "./figures.ts";

const now = Date.parse("2026-11-23T12:00:00Z");
const at = (iso: string, seconds: number) => ({ endedAtMs: Date.parse(iso), seconds });

Deno.test("no sessions: all figures are zero", () => {
  assertEquals(practiceFigures([], now), { sessions_this_week: 0, minutes_this_week: 0, current_streak_days: 0 });
});

Deno.test("the week is the last seven days and minutes are whole minutes of all its sessions", () => {
  const figures = practiceFigures([
    at("2026-11-23T08:00:00Z", 300),
    at("2026-11-20T08:00:00Z", 150),
    at("2026-11-16T11:00:00Z", 600), // more than seven days ago
  ], now);
  assertEquals(figures.sessions_this_week, 2);
  assertEquals(figures.minutes_this_week, 7);
});

Deno.test("the streak runs back from today, or from yesterday when today has none yet", () => {
  const days = [at("2026-11-22T08:00:00Z", 60), at("2026-11-21T08:00:00Z", 60), at("2026-11-19T08:00:00Z", 60)];
  assertEquals(practiceFigures(days, now).current_streak_days, 2);
  assertEquals(practiceFigures([...days, at("2026-11-23T09:00:00Z", 60)], now).current_streak_days, 3);
  assertEquals(practiceFigures([at("2026-11-21T08:00:00Z", 60)], now).current_streak_days, 0);
});
