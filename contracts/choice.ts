import { z } from "zod/mini";

/**
 * One of a fixed list of options; a 400 that names the field and lists what it accepts. The build
 * treats calls of it as free of side effects (vite.config.ts), so a page importing only a
 * contract's option lists drops its schemas.
 */
export function choice<const Values extends readonly [string, ...string[]]>(field: string, values: Values) {
  return z.enum(values, { error: `${field} must be one of ${values.join(", ")}` });
}
