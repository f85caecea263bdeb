import type { Plugin } from "vite";

/**
 * Fails the build when a page would load the schema library (zod) at start: islands read the
 * server's answers by type and check only copies read back from the device, in a module they
 * import lazily (islands/lib/local_copy_schemas.ts), so the library stays off every page's first
 * load (issue 18). A static import of a contract's schema, or a top-level statement the bundler
 * cannot drop, would bring it back unnoticed; this names the page and the chunk instead.
 */
export function lazySchemaLibrary(): Plugin {
  return {
    name: "lazy-schema-library",
    apply: "build",
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((output) => output.type === "chunk" ? [[output.fileName, output] as const] : []),
      );
      for (const entry of chunks.values()) {
        if (!entry.isEntry) continue;
        const seen = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = chunks.get(fileName);
          if (!chunk || seen.has(fileName)) return;
          seen.add(fileName);
          if (chunk.moduleIds.some((id) => /[\\/]node_modules[\\/]zod[\\/]/.test(id))) {
            this.error(
              `${entry.name} loads the schema library at start (in ${chunk.fileName}): import schemas lazily`,
            );
          }
          chunk.imports.forEach(visit);
        };
        visit(entry.fileName);
      }
    },
  };
}
