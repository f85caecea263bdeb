import { relative, resolve, sep } from "node:path";
import process from "node:process";
import type { Plugin } from "vite";

/**
 * Fails the build when anything the browser bundle reaches resolves into `server/`: islands and
 * contracts run in the browser, so server code there would ship secrets, Deno APIs or weight.
 */
export function clientBoundary(root = process.cwd()): Plugin {
  const serverDir = resolve(root, "server") + sep;
  return {
    name: "client-boundary",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (resolved && resolve(resolved.id).startsWith(serverDir)) {
        this.error(
          `${relative(root, importer)} imports ${relative(root, resolved.id)}: client code may not import from server/`,
        );
      }
      return resolved;
    },
  };
}
