// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { build } from "vite";
import { afterAll, expect, test } from "vitest";
import { lazySchemaLibrary } from "./lazy_schema_library.ts";

// Inside the project, so `zod/mini` resolves from its node_modules.
mkdirSync("node_modules/.cache", { recursive: true });
const root = mkdtempSync(join("node_modules/.cache", "lazy-schemas-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(path: string, text: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

write(
  "contracts/greeting.ts",
  'import { z } from "zod/mini";\nexport const greeting = "Peace";\nexport const greetingSchema = z.string();\n',
);
write("islands/lib/check.ts", 'export { greetingSchema } from "../../contracts/greeting.ts";\n');
write(
  "islands/Eager.tsx",
  'import { greetingSchema } from "./lib/check.ts";\nconsole.log(greetingSchema.parse("x"));\n',
);
write(
  "islands/Lazy.tsx",
  'import("./lib/check.ts").then(({ greetingSchema }) => console.log(greetingSchema.parse("x")));\n',
);
write("islands/Constant.tsx", 'import { greeting } from "../contracts/greeting.ts";\nconsole.log(greeting);\n');

function buildIsland(name: string) {
  return build({
    root,
    configFile: false,
    logLevel: "silent",
    plugins: [lazySchemaLibrary()],
    build: {
      write: false,
      rollupOptions: {
        input: { [name]: join(root, `islands/${name}.tsx`) },
        treeshake: { manualPureFunctions: ["z"] },
      },
    },
  });
}

test("the build fails when a page loads the schema library at start, naming the page", async () => {
  await expect(buildIsland("Eager")).rejects.toThrow("Eager loads the schema library at start");
});

test("schemas imported lazily, or a contract's constants alone, build", async () => {
  await expect(buildIsland("Lazy")).resolves.toBeTruthy();
  await expect(buildIsland("Constant")).resolves.toBeTruthy();
});
