const compiled = new Map<string, RegExp>();

/**
 * A regular expression written in a data file (a difficulty's or a condition's words), compiled once. A global one
 * starts each use from the beginning: `lastIndex` is reset, since `test` and `exec` would otherwise go on from the
 * last match.
 */
export function dataPattern(source: string, flags: string): RegExp {
  const key = `${flags}/${source}`;
  let pattern = compiled.get(key);
  if (!pattern) {
    pattern = new RegExp(source, flags);
    compiled.set(key, pattern);
  }
  pattern.lastIndex = 0;
  return pattern;
}
