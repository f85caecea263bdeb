/**
 * The few assertions the Deno tests use (no JSR here, so not @std/assert). Failures say what was
 * expected and what came instead.
 */
export class AssertionError extends Error {
  override name = "AssertionError";
}

export function assert(condition: unknown, message = "Assertion failed"): asserts condition {
  if (!condition) throw new AssertionError(message);
}

function show(value: unknown): string {
  return typeof value === "string" ? JSON.stringify(value) : Deno.inspect(value, { depth: 8 });
}

export function assertEquals<T>(actual: T, expected: T, context?: string): void {
  if (!deepEqual(actual, expected)) {
    throw new AssertionError(`${context ? `${context}: ` : ""}expected ${show(expected)}, got ${show(actual)}`);
  }
}

export function assertNotEquals<T>(actual: T, unexpected: T): void {
  if (deepEqual(actual, unexpected)) throw new AssertionError(`expected anything but ${show(unexpected)}`);
}

export function assertMatch(actual: string, pattern: RegExp, context?: string): void {
  if (!pattern.test(actual)) {
    throw new AssertionError(`${context ? `${context}: ` : ""}expected ${show(actual)} to match ${pattern}`);
  }
}

export function assertStringIncludes(actual: string, expected: string): void {
  if (!actual.includes(expected)) throw new AssertionError(`expected ${show(actual)} to include ${show(expected)}`);
}

export async function assertRejects(run: () => Promise<unknown>, pattern?: RegExp): Promise<void> {
  try {
    await run();
  } catch (error) {
    if (pattern) assertMatch(error instanceof Error ? error.message : String(error), pattern);
    return;
  }
  throw new AssertionError("expected the promise to reject");
}

export function assertThrows(run: () => unknown, pattern?: RegExp): void {
  try {
    run();
  } catch (error) {
    if (pattern) assertMatch(error instanceof Error ? error.message : String(error), pattern);
    return;
  }
  throw new AssertionError("expected the function to throw");
}

function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((key) =>
    Object.hasOwn(b, key) && deepEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])
  );
}
