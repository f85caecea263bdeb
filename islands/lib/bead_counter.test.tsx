import { describe, expect, it, vi } from "vitest";
import {
  addBead,
  beadsPerRound,
  beadStorageKey,
  initialBeads,
  loadBeads,
  resetBeads,
  saveBeads,
} from "./bead_counter.ts";

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => values.set(key, value),
    values,
  };
}

describe("bead counter", () => {
  it("counts one bead at a time", () => {
    expect(addBead(initialBeads)).toEqual({ ...initialBeads, count: 1 });
  });

  it("wraps the 108th bead to a new round", () => {
    let state = initialBeads;
    for (let i = 0; i < beadsPerRound - 1; i++) state = addBead(state);
    expect(state).toMatchObject({ count: 107, rounds: 0 });
    state = addBead(state);
    expect(state).toMatchObject({ count: 0, rounds: 1 });
    expect(addBead(state)).toMatchObject({ count: 1, rounds: 1 });
  });

  it("resets the count and rounds but keeps the phrase", () => {
    const state = { count: 40, rounds: 2, choice: "own" as const, ownPhrase: "Peace" };
    expect(resetBeads(state)).toEqual({ count: 0, rounds: 0, choice: "own", ownPhrase: "Peace" });
  });

  it("survives a save and load through the storage", () => {
    const storage = memoryStorage();
    const state = { count: 12, rounds: 3, choice: "jesus" as const, ownPhrase: "" };
    saveBeads(storage, state);
    expect(loadBeads(storage)).toEqual(state);
  });

  it("starts fresh when nothing or something invalid is saved", () => {
    const storage = memoryStorage();
    expect(loadBeads(storage)).toEqual(initialBeads);
    storage.setItem(beadStorageKey, "{not json");
    expect(loadBeads(storage)).toEqual(initialBeads);
    storage.setItem(beadStorageKey, JSON.stringify({ count: 108, rounds: 0, choice: "daimoku", ownPhrase: "" }));
    expect(loadBeads(storage)).toEqual(initialBeads);
    storage.setItem(beadStorageKey, JSON.stringify({ count: 1, rounds: 0, choice: "other", ownPhrase: "" }));
    expect(loadBeads(storage)).toEqual(initialBeads);
  });

  it("keeps counting when saving fails", () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(() => saveBeads(storage, initialBeads)).not.toThrow();
    expect(logged).toHaveBeenCalledOnce();
  });
});
