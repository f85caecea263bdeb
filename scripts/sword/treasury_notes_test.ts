import { assertEquals } from "../../tests/assert.ts";
import { treasuryNotes } from "./treasury_notes.ts";

const section = (heading: string, body: string) => `<title type="x-s">${heading}</title> ${body}`;
const verse = (label: string, text: string) =>
  `<div sID="p" type="x-p"/><hi type="bold">${label}</hi> ${text}<div eID="p" type="x-p"/>`;

Deno.test("Spurgeon's overview and exposition are kept, each heading running to the next", () => {
  const psalm = section("Psalm 2 OVERVIEW", "") + section("TITLE.", "The psalm of Messiah the Prince.") +
    section("EXPOSITION", verse("Verse 1.", "Why do the heathen rage?") + verse("Verses 4, 5.", "He that sitteth.")) +
    section("EXPLANATORY NOTES AND QUAINT SAYINGS", verse("Verse 1.", "A quoted writer.")) +
    section("TITLE.", "Notes on the title, after the exposition.") +
    section("HINTS TO THE VILLAGE PREACHER", verse("Verse 2.", "A sermon outline."));
  assertEquals(treasuryNotes(2, psalm, 12), [
    { range: "19.2", text: "TITLE.\nThe psalm of Messiah the Prince." },
    { range: "19.2.1-3", text: "Why do the heathen rage?" },
    { range: "19.2.4-12", text: "He that sitteth." },
  ]);
});

Deno.test("a stanza's lead-in opens its verse; text under another heading in the exposition continues the verse before", () => {
  const psalm = section("EXPOSITION.", verse("Ver. 1.", "Blessed are the undefiled.")) +
    section(
      "EXPOSITION.",
      '<div sID="p" type="x-p"/>In this section the trials appear.<div eID="p" type="x-p"/>' +
        verse("Ver. 17.", "Deal bountifully."),
    ) +
    section("NEW TRANSLATION", "A translation.") + section("HYMN", verse("Verse 18.", "Open thou mine eyes."));
  assertEquals(treasuryNotes(119, psalm, 176), [
    { range: "19.119.1-16", text: "Blessed are the undefiled." },
    {
      range: "19.119.17",
      text: "In this section the trials appear.\nDeal bountifully.\nNEW TRANSLATION\nA translation.\nHYMN",
    },
    { range: "19.119.18-176", text: "Open thou mine eyes." },
  ]);
});

Deno.test("where the first verse heading is missing, the text before the next one is on the verses before it", () => {
  const psalm = section(
    "EXPOSITION",
    '<div sID="p" type="x-p"/>How amiable are thy tabernacles!<div eID="p" type="x-p"/>' +
      verse("Verse 2.", "My soul longeth."),
  );
  assertEquals(treasuryNotes(84, psalm, 12), [
    { range: "19.84.1", text: "How amiable are thy tabernacles!" },
    { range: "19.84.2-12", text: "My soul longeth." },
  ]);
});
