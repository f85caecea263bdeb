/**
 * The committed study data is what the installed SWORD modules give, and the English word list what Debian's word
 * lists give: each generator's `--check`
 * regenerates its file in memory and compares it byte for byte. Skipped (not failed) on machines
 * without the Debian packages, which the app itself never needs.
 */
import { assert } from "../tests/assert.ts";

const sword = (conf: string) => [`/usr/share/sword/mods.d/${conf}.conf`];
const generators: Array<{ script: string; sources: string[]; packageName: string }> = [
  { script: "build_web_data.ts", sources: sword("engWEB2015eb"), packageName: "sword-text-web" },
  { script: "build_rv1909_data.ts", sources: sword("spaRV1909eb"), packageName: "sword-text-sparv" },
  { script: "build_naves_data.ts", sources: sword("nave"), packageName: "sword-dict-naves" },
  { script: "build_mhcc_data.ts", sources: sword("mhcc"), packageName: "sword-comm-mhcc" },
  { script: "build_treasury_data.ts", sources: sword("tdavid"), packageName: "sword-comm-tdavid" },
  {
    script: "build_english_words.ts",
    sources: ["/usr/share/dict/american-english", "/usr/share/dict/british-english"],
    packageName: "wamerican and wbritish",
  },
];

function installed(sources: readonly string[]): boolean {
  try {
    return sources.every((path) => Deno.statSync(path).isFile);
  } catch {
    return false;
  }
}

for (const { script, sources, packageName } of generators) {
  Deno.test({
    name: `${script} --check: the committed file is what ${packageName} gives`,
    ignore: !installed(sources),
    async fn() {
      const result = await new Deno.Command(Deno.execPath(), {
        args: ["run", "--allow-read", `scripts/${script}`, "--check"],
        cwd: new URL("..", import.meta.url),
        stdout: "piped",
        stderr: "piped",
      }).output();
      const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
      assert(result.success, `${script} --check failed:\n${decode(result.stdout)}${decode(result.stderr)}`);
    },
  });
}
