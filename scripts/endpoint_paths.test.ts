// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";

/** Client source files (tests left out: they name the addresses they fake on purpose). */
function clientFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return clientFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

test("API addresses are written only in islands/lib/endpoints/ (issue 18: one typed endpoint layer)", () => {
  const writingPaths = clientFiles("islands")
    .filter((path) => !path.startsWith(join("islands", "lib", "endpoints")))
    .filter((path) => /["'`]\/api\//.test(readFileSync(path, "utf8")));
  expect(writingPaths).toEqual([]);
});
