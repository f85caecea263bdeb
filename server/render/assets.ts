import { z } from "zod";

const manifestChunk = z.object({
  file: z.string(),
  name: z.string().optional(),
  src: z.string().optional(),
  isEntry: z.boolean().optional(),
  imports: z.array(z.string()).optional(),
  css: z.array(z.string()).optional(),
});
const viteManifest = z.record(z.string(), manifestChunk);
type ViteManifest = z.infer<typeof viteManifest>;

/** What a page's document must load for the islands it rendered. */
export type PageAssets = { stylesheets: string[]; scripts: string[]; preloads: string[] };

export interface AssetResolver {
  forIslands(islands: Iterable<string>): PageAssets;
}

/** Key names fixed by vite.config.ts: the global stylesheet entry and the per-island entries. */
const stylesheetEntry = "styles/app.css";
const islandEntry = (name: string) => `island-entry:${name}`;

/**
 * Turns Vite's build manifest into the tags a page needs: the global stylesheet, each used island's
 * entry script, and modulepreloads (plus CSS) for the chunks those entries import.
 */
export function createAssetResolver(manifestJson: unknown, base = "/build/"): AssetResolver {
  const manifest: ViteManifest = viteManifest.parse(manifestJson);
  const url = (file: string) => `${base}${file}`;
  const global = manifest[stylesheetEntry];
  if (!global) throw new Error(`The build manifest has no ${stylesheetEntry} entry`);

  return {
    forIslands(islands) {
      const stylesheets = new Set([url(global.file)]);
      const scripts = new Set<string>();
      const preloads = new Set<string>();
      const visit = (key: string) => {
        const chunk = manifest[key];
        if (!chunk) throw new Error(`The build manifest has no chunk ${key}`);
        for (const css of chunk.css ?? []) stylesheets.add(url(css));
        for (const imported of chunk.imports ?? []) {
          const file = url(manifest[imported]?.file ?? imported);
          if (preloads.has(file)) continue;
          preloads.add(file);
          visit(imported);
        }
      };
      for (const name of islands) {
        const key = islandEntry(name);
        const entry = manifest[key];
        if (!entry?.isEntry) throw new Error(`No island named ${name} in the build; is islands/${name}.tsx built?`);
        scripts.add(url(entry.file));
        visit(key);
      }
      return { stylesheets: [...stylesheets], scripts: [...scripts], preloads: [...preloads] };
    },
  };
}

/** Reads the manifest Vite wrote; the server cannot render pages without a build. */
export async function loadAssetResolver(manifestPath = "static/build/.vite/manifest.json"): Promise<AssetResolver> {
  let text: string;
  try {
    text = await Deno.readTextFile(manifestPath);
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) {
      throw new Error(
        `No build found at ${manifestPath}: run \`npm run build\` (or \`npm start\`, which builds first)`,
      );
    }
    throw error;
  }
  return createAssetResolver(JSON.parse(text));
}
