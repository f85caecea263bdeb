import { assert, assertEquals } from "../../tests/assert.ts";
import { emergencyNumbers, smsHref, telHref } from "../../contracts/helplines.ts";
import { formatSupportBlock, splitSupportBlocks } from "../../contracts/support_block.ts";
import { countryFromAcceptLanguage, helplineDirectory, supportLines } from "./helplines.ts";

Deno.test("the country comes from the first language tag that names a region", () => {
  assertEquals(countryFromAcceptLanguage("en-GB,en;q=0.9"), "GB");
  assertEquals(countryFromAcceptLanguage("en,en-AU;q=0.8"), "AU");
  assertEquals(countryFromAcceptLanguage("zh-Hant-HK"), "HK");
  assertEquals(countryFromAcceptLanguage("es-419,es"), null);
  assertEquals(countryFromAcceptLanguage("en"), null);
  assertEquals(countryFromAcceptLanguage(undefined), null);
});

Deno.test("every country in the directory has an emergency number, a crisis line and a source for each", () => {
  const countries = Object.entries(helplineDirectory.countries);
  assert(countries.length >= 30, `${countries.length} countries`);
  for (const code of ["US", "CA", "GB", "IE", "AU", "NZ", "IN"]) assert(code in helplineDirectory.countries, code);
  for (const [code, country] of countries) {
    assert(emergencyNumbers(country.emergency).length > 0, code);
    assert(country.crisis.length > 0, `${code} has no crisis line`);
    for (const line of [...country.crisis, ...country.abuse]) assert(line.call || line.text, `${code} ${line.name}`);
  }
});

Deno.test("the lines the issue names are there for their countries", () => {
  const calls = (code: string) => supportLines("suicide", code).lines.flatMap((line) => line.call);
  assert(calls("US").includes("988"));
  assert(calls("CA").includes("988"));
  assert(calls("GB").includes("116 123"));
  assert(calls("IE").includes("116 123"));
  assert(calls("AU").includes("13 11 14"));
  assert(calls("NZ").includes("1737"));
  assert(calls("IN").includes("14416"));
});

Deno.test("emergency first, the international directory last; abuse lists the abuse services", () => {
  const uk = supportLines("abuse", "GB");
  assertEquals(uk.country, "GB");
  assertEquals(uk.lines[0].call, ["999"]);
  assert(uk.lines.some((line) => line.call.includes("0808 2000 247")));
  assertEquals(uk.lines.at(-1)?.url, "https://findahelpline.com");
  const unknown = supportLines("suicide", "ZZ");
  assertEquals(unknown.country, null);
  assert(unknown.lines.some((line) => line.call.includes("988")));
  assert(unknown.lines.some((line) => line.call.includes("116 123")));
  assertEquals(unknown.lines.at(-1)?.url, "https://findahelpline.com");
});

Deno.test("numbers become tel: and sms: addresses a phone can dial", () => {
  assertEquals(telHref("13 11 14"), "tel:131114");
  assertEquals(telHref("0800-111-0-111"), "tel:08001110111");
  assertEquals(telHref("*4141"), "tel:*4141");
  assertEquals(smsHref("85258", "SHOUT"), "sms:85258?&body=SHOUT");
  assertEquals(smsHref("988"), "sms:988");
  assertEquals(emergencyNumbers("112 or 999"), ["112", "999"]);
});

Deno.test("an emergency of the body lists the emergency number only, for a known country and for the world", () => {
  const known = supportLines("medical", "AU");
  assertEquals(known.lines.map((line) => line.name), ["Emergency services"]);
  assert(known.lines[0].call.includes("000"));
  const world = supportLines("medical", null);
  assertEquals(world.lines.map((line) => line.name), ["Emergency services"]);
  const block = splitSupportBlocks(formatSupportBlock({ kind: "medical", tone: "urgent", ...world }))[0];
  assertEquals(block.kind === "support" ? block.block.kind : null, "medical");
});
