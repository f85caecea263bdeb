/** Time is injected so tests can pin it (ARCHITECTURE.md, "Pure cores"). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
