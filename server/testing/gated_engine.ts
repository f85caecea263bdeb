import type { WisdomEngine } from "../wisdom/engine.ts";

/** An engine that writes half a reply, then waits until the test lets it finish: a reply caught mid-way. */
export function gatedEngine() {
  let open = () => {};
  const gate = new Promise<void>((resolve) => open = resolve);
  const state = { calls: 0 };
  const engine: WisdomEngine = {
    name: "gated-test",
    async *reply() {
      state.calls++;
      yield "Peace be with you. ";
      await gate;
      yield "Be still, and know.";
    },
  };
  return { engine, open: () => open(), state };
}

/** Waits for what the test is watching (a model call started) without a fixed sleep. */
export async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 2));
}
