import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { defaultGuidance, guidanceOf } from "../../contracts/life_mastery.ts";
import {
  browserTimers,
  createSessionClock,
  type EndedSession,
  formatClock,
  type SessionView,
} from "./session_clock.ts";

describe("session clock", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-23T12:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  const setup = () => {
    const views: SessionView[] = [];
    const ended: EndedSession[] = [];
    const clock = createSessionClock(browserTimers, (view) => views.push(view), (end) => ended.push(end));
    return { clock, views, ended, latest: () => views.at(-1) };
  };

  it("starts at 0 with the name and counts up each second", () => {
    const { clock, latest } = setup();
    clock.start("Focus Anchor");
    expect(latest()).toEqual({ name: "Focus Anchor", seconds: 0 });
    vi.advanceTimersByTime(3000);
    expect(latest()).toEqual({ name: "Focus Anchor", seconds: 3 });
    expect(formatClock(latest()!.seconds)).toBe("00:03");
  });

  it("ends by itself after 1,200,000 ms and stops ticking", () => {
    const { clock, latest, ended } = setup();
    clock.start("Body Scan Recovery");
    vi.advanceTimersByTime(1_199_999);
    expect(ended).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(latest()).toBeNull();
    expect(ended).toEqual([{ name: "Body Scan Recovery", seconds: 1200, reason: "completed" }]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("Stop clears the session and reports how long it ran", () => {
    const { clock, latest, ended } = setup();
    clock.start("Daily Reset");
    vi.advanceTimersByTime(65_000);
    clock.stop();
    expect(latest()).toBeNull();
    expect(ended).toEqual([{ name: "Daily Reset", seconds: 65, reason: "stopped" }]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("a replaced session's auto-end never fires into the new one", () => {
    const { clock, latest, ended } = setup();
    clock.start("First");
    vi.advanceTimersByTime(600_000);
    clock.start("Second");
    expect(ended).toEqual([{ name: "First", seconds: 600, reason: "replaced" }]);
    expect(latest()).toEqual({ name: "Second", seconds: 0 });
    // The first session's 20 minutes would be up here; the second must still be running.
    vi.advanceTimersByTime(600_000);
    expect(latest()).toEqual({ name: "Second", seconds: 600 });
    expect(ended).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(2);
  });

  it("formats mm:ss", () => {
    expect(formatClock(0)).toBe("00:00");
    expect(formatClock(59)).toBe("00:59");
    expect(formatClock(1200)).toBe("20:00");
  });
});

describe("guidance field order", () => {
  it("takes the first present field in the spec's order", () => {
    expect(guidanceOf({ jajirose_master_guidance: "master", jajirose_coaching: "coach" })).toBe("coach");
    expect(guidanceOf({ jajirose_wisdom: "wisdom", jajirose_guidance: "guide" })).toBe("guide");
    expect(guidanceOf({ jajirose_fitness_wisdom: "fit", jajirose_master_guidance: "master" })).toBe("fit");
  });

  it("falls back to the default motivational line, skipping empty text", () => {
    expect(guidanceOf({})).toBe(defaultGuidance);
    expect(guidanceOf({ jajirose_guidance: "" })).toBe(defaultGuidance);
  });
});
