/**
 * The committed study data is what the installed SWORD modules give: each generator's `--check`
 * regenerates its file in memory and compares it byte for byte. Skipped (not failed) on machines
 * without the Debian packages, which the app itself never needs.
 */
import { assert } from "../tests/assert.ts";

const generators: Array<{ script: string; conf: string; packageName: string }> = [
  { script: "build_web_data.ts", conf: "engWEB2015eb", packageName: "sword-text-web" },
  { script: "build_rv1909_data.ts", conf: "spaRV1909eb", packageName: "sword-text-sparv" },
  { script: "build_naves_data.ts", conf: "nave", packageName: "sword-dict-naves" },
  { script: "build_mhcc_data.ts", conf: "mhcc", packageName: "sword-comm-mhcc" },
  { script: "build_treasury_data.ts", conf: "tdavid", packageName: "sword-comm-tdavid" },
];

function installed(conf: string): boolean {
  try {
    return Deno.statSync(`/usr/share/sword/mods.d/${conf}.conf`).isFile;
  } catch {
    return false;
  }
}

for (const { script, conf, packageName } of generators) {
  Deno.test({
    name: `${script} --check: the committed file is what ${packageName} gives`,
    ignore: !installed(conf),
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
