/**
 * A value made the first time it is asked for. Intl formatters load locale data when built, which
 * costs a phone tens of milliseconds; built at module load they would block every page that imports
 * them, whether or not it ever shows a date (issue 18: total blocking time).
 */
export function madeOnFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
