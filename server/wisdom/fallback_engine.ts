import type { WisdomEngine } from "./engine.ts";

/** Ends a reply the primary engine could not finish: honest that it is cut, without alarm. */
export const interruptedNote = "\n\n*(The connection to the wisdom model was interrupted.)*";

/**
 * A visitor always gets an answer (ISSUE 4): the primary engine (a model) answers when it can; if
 * it fails before writing anything (refused connection, bad key, rate limit, server error, timeout,
 * empty reply) the fallback (the built-in engine) answers instead. Once text has reached the
 * visitor it cannot be taken back, so a later failure ends the reply with a note. A visitor who
 * leaves is not a failure: the stream just stops.
 */
export function withFallback(primary: WisdomEngine, fallback: WisdomEngine, log: (line: string) => void): WisdomEngine {
  return {
    // The engine that answers when all is well; the fallback shows up in the logs when it is used.
    name: primary.name,
    async *reply(request) {
      const { signal } = request;
      let wroteText = false;
      let failure: string;
      try {
        for await (const chunk of primary.reply(request)) {
          if (chunk === "") continue;
          wroteText = true;
          yield chunk;
        }
        if (wroteText || signal?.aborted) return;
        failure = "empty reply";
      } catch (error) {
        if (signal?.aborted) return;
        if (wroteText) {
          log(`wisdom engine ${primary.name} failed mid-reply (${describeFailure(error)}); ended with a note`);
          yield interruptedNote;
          return;
        }
        failure = describeFailure(error);
      }
      log(`wisdom engine ${primary.name} failed (${failure}); answered with ${fallback.name}`);
      yield* fallback.reply(request);
    },
  };
}

/**
 * What went wrong, for the log: the error's class, its HTTP status and the class of its cause.
 * Never the message, which can hold a server's echo of the key ("Incorrect API key provided:
 * sk-...") or of the request.
 */
export function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return typeof error;
  const parts = [error.constructor.name];
  const status = (error as { status?: unknown }).status;
  if (typeof status === "number") parts.push(`status ${status}`);
  if (error.cause instanceof Error) parts.push(`cause ${error.cause.constructor.name}`);
  return parts.join(", ");
}
