import { assertEquals } from "../../tests/assert.ts";
import { type NaveReport, naveTopic, osisRefCode } from "./naves_topics.ts";

const canon = new Map([
  ["Phil", { number: 50, chapters: [30, 30, 21, 23] }],
  ["Matt", { number: 40, chapters: [25, 23, 17, 25, 48, 34] }],
  ["Jude", { number: 65, chapters: [25] }],
]);
const report = (): NaveReport => ({ refs: 0, outsideCanon: [], repaired: [] });

Deno.test("osisRefs become passage codes; books outside the 66 and verses the KJV lacks do not", () => {
  assertEquals(osisRefCode("Phil.4.6", canon), "50.4.6");
  assertEquals(osisRefCode("Matt.6.25-Matt.6.34", canon), "40.6.25-34");
  assertEquals(osisRefCode("Matt.5.48-Matt.6.2", canon), "40.5.48-6.2");
  assertEquals(osisRefCode("Matt.6", canon), "40.6");
  assertEquals(osisRefCode("Wis.2", canon), null);
  assertEquals(osisRefCode("Phil.8.16", canon), null);
  assertEquals(osisRefCode("Phil.4.24", canon), null);
});

Deno.test("a topic's lines keep their label, verses, items and cross references", () => {
  const entry = `<entryFree n="CARE">
<def>
<lb/>→ REMEDY FOR <ref osisRef="Phil.4.6">Php 4:6</ref>,<ref osisRef="Phil.4.7">7</ref>; <ref osisRef="Matt.6.26-Matt.6.34">Mt 6:26-34</ref>
<lb/>→ INSTANCES OF
<list>
<item>Martha <ref osisRef="Matt.6.1">Mt 6:1</ref></item>
<item>See <ref target="Nave:RICH">RICH</ref>, THE</item>
</list>
</def>
</entryFree>`;
  assertEquals(naveTopic("CARE", entry, canon, report()), {
    name: "CARE",
    headings: [
      { label: "REMEDY FOR", refs: ["50.4.6", "50.4.7", "40.6.26-34"], see: [], items: [] },
      {
        label: "INSTANCES OF",
        refs: [],
        see: [],
        items: [{ label: "Martha", refs: ["40.6.1"], see: [] }, { label: "See RICH, THE", refs: [], see: ["RICH"] }],
      },
    ],
  });
});

Deno.test("'Jude 1:7' that the module tagged as verse 1 of Jude is read as printed", () => {
  const found = report();
  const topic = naveTopic(
    "ANGEL",
    '<entryFree><def><lb/>→ Fallen <ref osisRef="Jude.1.1">Jude 1</ref>:6; <ref osisRef="Jude.1.1">Jude 1</ref>:14,15</def></entryFree>',
    canon,
    found,
  );
  assertEquals(topic.headings[0].refs, ["65.1.6", "65.1.14", "65.1.15"]);
  assertEquals(found.repaired, ["Jude 1:6", "Jude 1:14,15"]);
});
