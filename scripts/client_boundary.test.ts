// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { build } from "vite";
import { afterAll, expect, test } from "vitest";
import { clientBoundary } from "./client_boundary.ts";

const root = mkdtempSync(join(tmpdir(), "client-boundary-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(path: string, text: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

write("server/secret.ts", 'export const secret = Deno.env.get("OPENAI_API_KEY");\n');
write("contracts/greeting.ts", 'export const greeting = "Peace";\n');
write("islands/lib/reach.ts", 'export { secret } from "../../server/secret.ts";\n');
write("islands/Indirect.tsx", 'import { secret } from "./lib/reach.ts";\nconsole.log(secret);\n');
write("islands/Fine.tsx", 'import { greeting } from "../contracts/greeting.ts";\nconsole.log(greeting);\n');

function buildIsland(name: string) {
  return build({
    root,
    configFile: false,
    logLevel: "silent",
    plugins: [clientBoundary(root)],
    build: { write: false, rollupOptions: { input: join(root, `islands/${name}.tsx`) } },
  });
}

test("the build fails when island code reaches into server/, naming the import", async () => {
  await expect(buildIsland("Indirect")).rejects.toThrow(
    "islands/lib/reach.ts imports server/secret.ts: client code may not import from server/",
  );
});

test("islands importing contracts build", async () => {
  await expect(buildIsland("Fine")).resolves.toBeTruthy();
});
