/** FNV-1a's offset basis: the start of every hash unless a caller folds in a seed of its own. */
export const fnvOffsetBasis = 0x811c9dc5;

/**
 * FNV-1a over the UTF-16 code units: a stable 32-bit seed for choices that must repeat, not a security
 * hash. `basis` lets a caller start from a seed (the phrasing chooser), so one hash serves every use.
 */
export function fnv1a(text: string, basis = fnvOffsetBasis): number {
  let hash = basis;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
