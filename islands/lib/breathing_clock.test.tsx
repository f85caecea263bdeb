import { describe, expect, it } from "vitest";
import { breathStateAt, phaseKey } from "./breathing_clock.ts";

describe("breathStateAt", () => {
  it("starts with inhale and a countdown of 4", () => {
    expect(breathStateAt(0, 60)).toEqual({
      done: false,
      phase: "inhale",
      phaseIndex: 0,
      cycle: 0,
      countdown: 4,
      secondsLeft: 60,
    });
  });

  it("counts 4, 3, 2, 1 within a phase", () => {
    expect([0, 999, 1000, 2500, 3999].map((ms) => breathStateAt(ms, 60))).toMatchObject([
      { countdown: 4 },
      { countdown: 4 },
      { countdown: 3 },
      { countdown: 2 },
      { countdown: 1 },
    ]);
  });

  it("cycles inhale, hold, exhale, hold every 4 seconds", () => {
    const phases = [0, 4000, 8000, 12_000, 16_000].map((ms) => breathStateAt(ms, 60));
    expect(phases.map((s) => (s.done ? "done" : s.phase))).toEqual(["inhale", "hold", "exhale", "hold", "inhale"]);
    expect(phases[4]).toMatchObject({ cycle: 1, phaseIndex: 0 });
  });

  it("tells the two holds apart so each phase change is seen", () => {
    expect(phaseKey(breathStateAt(4000, 60))).not.toEqual(phaseKey(breathStateAt(12_000, 60)));
    expect(phaseKey(breathStateAt(4000, 60))).toEqual(phaseKey(breathStateAt(7999, 60)));
  });

  it("stops at the chosen duration, however late the tick arrives", () => {
    expect(breathStateAt(59_999, 60)).toMatchObject({ done: false, secondsLeft: 1 });
    expect(breathStateAt(60_000, 60)).toEqual({ done: true });
    // A background tab may wake long after the end: still done, never a negative countdown.
    expect(breathStateAt(3_600_000, 600)).toEqual({ done: true });
  });

  it("derives the phase from elapsed time alone (a throttled tab jumps straight to the right phase)", () => {
    // 2 min 9.5 s in: 32 whole phases (8 cycles), then 1.5 s into inhale.
    expect(breathStateAt(129_500, 300)).toMatchObject({ phase: "inhale", cycle: 8, countdown: 3, secondsLeft: 171 });
  });

  it("treats a clock that reads before the start as the start", () => {
    expect(breathStateAt(-50, 180)).toMatchObject({ phase: "inhale", countdown: 4, secondsLeft: 180 });
  });
});
