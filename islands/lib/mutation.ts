import { useRef, useState } from "react";

/** A write's answer together with what was sent, so a result can be shown beside the text it is about. */
export type Outcome<Input, Output> = { input: Input; output: Output };

export type Mutation<Input, Output> = {
  pending: boolean;
  /** The last successful answer; a failure leaves it on screen (the error goes to `onError`). */
  last: Outcome<Input, Output> | null;
  /** Sends `input`; resolves with the answer, or undefined when it failed or one was already pending. */
  mutate: (input: Input) => Promise<Output | undefined>;
};

/**
 * One server action of a screen (a POST): its pending flag, which the screen uses to disable its
 * button and change its label, and its last answer. Spec section 9 wants no retries, so a failure
 * is reported once and not tried again.
 */
export function useMutation<Input, Output>(
  run: (input: Input) => Promise<Output>,
  onError: (error: unknown) => void,
): Mutation<Input, Output> {
  const [pending, setPending] = useState(false);
  const [last, setLast] = useState<Outcome<Input, Output> | null>(null);
  // The state flag disables the button only after a render; a second click in the same frame must
  // not send the request twice.
  const running = useRef(false);

  const mutate = async (input: Input) => {
    if (running.current) return undefined;
    running.current = true;
    setPending(true);
    try {
      const output = await run(input);
      setLast({ input, output });
      return output;
    } catch (error) {
      onError(error);
      return undefined;
    } finally {
      running.current = false;
      setPending(false);
    }
  };

  return { pending, last, mutate };
}
