/**
 * The last step of every generator: write the file, or with `--check` compare what was just
 * generated with the committed file byte for byte and exit 1 (naming the first differing line)
 * when they differ, so a test can prove the committed data is what the installed modules give.
 */
export async function writeOrCheck(path: string, content: string, args: readonly string[]): Promise<void> {
  if (!args.includes("--check")) {
    await Deno.writeTextFile(path, content);
    console.log(`Wrote ${path} (${new TextEncoder().encode(content).length} bytes)`);
    return;
  }
  const committed = await Deno.readTextFile(path).catch(() => null);
  if (committed === content) {
    console.log(`${path} matches the modules`);
    return;
  }
  const want = content.split("\n");
  const have = committed?.split("\n") ?? [];
  const line = want.findIndex((text, index) => text !== have[index]);
  const at = line < 0 ? Math.min(want.length, have.length) : line;
  console.error(
    committed === null
      ? `${path} is missing`
      : `${path} differs from the modules at line ${at + 1}:\n  committed: ${
        JSON.stringify(have[at]?.slice(0, 200))
      }\n  generated: ${JSON.stringify(want[at]?.slice(0, 200))}`,
  );
  Deno.exit(1);
}
