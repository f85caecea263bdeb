import { useState } from "react";

export type CounterProps = { start: number };

/** The spec's /test page: a counter with an Increment button. */
export default function Counter({ start }: CounterProps) {
  const [count, setCount] = useState(start);
  return (
    <div className="counter">
      <p className="counter-value" aria-live="polite">
        Count: <output data-testid="count">{count}</output>
      </p>
      <button type="button" className="button" onClick={() => setCount((value) => value + 1)}>
        Increment
      </button>
    </div>
  );
}
