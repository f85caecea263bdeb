import type { ImageGenerator } from "../images/generator.ts";
import type { WisdomEngine } from "../wisdom/engine.ts";

/** The deployment's hourly budget of model calls is spent; the built-in engine or picture answers instead. */
export class UpstreamBudgetSpent extends Error {
  constructor() {
    super("The hourly budget of model calls is spent");
    this.name = "UpstreamBudgetSpent";
  }
}

/**
 * Counts each reply against the global budget before the model is called. Wrapped inside
 * `withFallback`, a spent budget reads as a model failure: the visitor still gets a reply.
 */
export function withUpstreamBudget(engine: WisdomEngine, takeCall: () => Promise<boolean>): WisdomEngine {
  return {
    name: engine.name,
    async *reply(request) {
      if (!await takeCall()) throw new UpstreamBudgetSpent();
      yield* engine.reply(request);
    },
  };
}

/** The same budget for pictures, inside `withImageFallback`. */
export function imagesWithUpstreamBudget(generator: ImageGenerator, takeCall: () => Promise<boolean>): ImageGenerator {
  return {
    ...generator,
    async generate(request) {
      if (!await takeCall()) throw new UpstreamBudgetSpent();
      return await generator.generate(request);
    },
  };
}
