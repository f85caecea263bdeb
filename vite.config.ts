import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { brotliCompressSync, constants } from "node:zlib";
import { gzipAsync } from "@gfx/zopfli";
import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import { clientBoundary } from "./scripts/client_boundary.ts";
import { lazySchemaLibrary } from "./scripts/lazy_schema_library.ts";

/** Islands are the PascalCase .tsx files directly in islands/ (tests and components excluded). */
const islandNames = readdirSync("islands")
  .filter((file) => /^[A-Z][A-Za-z0-9]*\.tsx$/.test(file))
  .map((file) => file.slice(0, -".tsx".length));

const entryPrefix = "island-entry:";

/**
 * One generated entry per island: it imports the island and hydrates its markers. The island module
 * stays free of client-only code, so the server can render it too.
 */
function islandEntries(): Plugin {
  return {
    name: "island-entries",
    resolveId: (id) => (id.startsWith(entryPrefix) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${entryPrefix}`)) return null;
      const name = id.slice(entryPrefix.length + 1);
      return [
        `import Island from "/islands/${name}.tsx";`,
        `import { hydrateIslands } from "/islands/lib/hydrate.tsx";`,
        `hydrateIslands(${JSON.stringify(name)}, Island);`,
      ].join("\n");
    },
  };
}

/**
 * Writes `.br` and `.gz` beside every script and stylesheet, at the strongest settings: the server
 * sends the one the browser accepts (issue 18), and nothing is compressed per request. The gzip
 * files come from Zopfli, which writes ordinary gzip a few per cent smaller than zlib's best, at a
 * cost paid once per build.
 */
function precompress(): Plugin {
  return {
    name: "precompress",
    apply: "build",
    async writeBundle(options, bundle) {
      for (const file of Object.keys(bundle).filter((name) => /\.(js|css)$/.test(name))) {
        const path = `${options.dir}/${file}`;
        const bytes = readFileSync(path);
        writeFileSync(`${path}.gz`, await gzipAsync(bytes, { numiterations: 15 }));
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(bytes, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
          }),
        );
      }
    },
  };
}

export default defineConfig({
  plugins: [clientBoundary(), lazySchemaLibrary(), react(), islandEntries(), precompress()],
  publicDir: false,
  base: "/build/",
  build: {
    outDir: "static/build",
    emptyOutDir: true,
    manifest: true,
    target: "es2022",
    // Lazy chunks import only chunks the page has already loaded: no preload helper to ship for them.
    modulePreload: false,
    rollupOptions: {
      // Building a zod schema (with `z` or the contracts' `choice`) has no side effects, so a page
      // that imports a constant or a helper from a contract does not keep that contract's schemas,
      // nor the schema library (issue 18).
      treeshake: { manualPureFunctions: ["z", "choice"] },
      input: {
        app: "styles/app.css",
        ...Object.fromEntries(islandNames.map((name) => [name, `${entryPrefix}${name}`])),
      },
    },
  },
});
