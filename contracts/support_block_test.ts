import { assertEquals } from "../tests/assert.ts";
import { formatSupportBlock, splitSupportBlocks, type SupportBlock, supportMarkers } from "./support_block.ts";

const block: SupportBlock = {
  kind: "suicide",
  country: "AU",
  tone: "urgent",
  lines: [
    { name: "Emergency services", call: ["000"], text: [], whatsapp: [], details: [] },
    {
      name: "Lifeline",
      call: ["13 11 14"],
      text: [{ number: "0477 13 11 14" }],
      whatsapp: [],
      url: "https://www.lifeline.org.au",
      details: ["24/7"],
    },
    {
      name: "Shout",
      call: [],
      text: [{ number: "85258", keyword: "SHOUT" }],
      whatsapp: [],
      details: ["24/7", "young people (5 to 25)"],
    },
  ],
};

Deno.test("a support block reads back exactly as it was written, between the text around it", () => {
  const content = `I'm really glad you told me.\n\n${formatSupportBlock(block)}\n\nI'm here with you.`;
  assertEquals(splitSupportBlocks(content), [
    { kind: "text", text: "I'm really glad you told me.\n" },
    { kind: "support", block },
    { kind: "text", text: "\nI'm here with you." },
  ]);
});

Deno.test("the written form is plain lines a person can read anywhere", () => {
  assertEquals(formatSupportBlock(block).split("\n"), [
    "[SUPPORT kind=suicide country=AU tone=urgent]",
    "Emergency services: call 000",
    "Lifeline: call 13 11 14 · text 0477 13 11 14 · 24/7 · https://www.lifeline.org.au",
    "Shout: text SHOUT to 85258 · 24/7 · young people (5 to 25)",
    "[/SUPPORT]",
  ]);
});

Deno.test("a block without its closing marker, or with an unknown kind, stays text", () => {
  for (
    const content of [
      "[SUPPORT kind=suicide country=US tone=urgent]\nEmergency services: call 911",
      "[SUPPORT kind=prank country=US tone=urgent]\nCall me: call 555\n[/SUPPORT]",
    ]
  ) assertEquals(splitSupportBlocks(content), [{ kind: "text", text: content }]);
});

Deno.test("markers are found however they are written, so engines can be stripped of them", () => {
  const text = "a [SUPPORT kind=suicide country=US tone=urgent] b [/SUPPORT] c [ support x] d";
  assertEquals(text.replace(supportMarkers, ""), "a  b  c  d");
});
