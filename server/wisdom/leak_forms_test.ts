import { assert, assertEquals } from "../../tests/assert.ts";
import {
  decodedView,
  encodedBlocks,
  fold,
  openTailStart,
  plainView,
  rot13View,
  settlePoint,
  unescape,
  unescapedView,
} from "./leak_forms.ts";

const blocksOf = (text: string) => encodedBlocks(unescape(text), text.length);
const unescapedOf = (text: string) => unescapedView(unescape(text));

Deno.test("folding keeps letters and digits a reader reads, past case, spacing, marks and look-alikes", () => {
  assertEquals(fold("Bp-Canary!"), "bpcanary");
  assertEquals(fold("b p\u200b-\u00adc a n"), "bpcan");
  assertEquals(fold("ｂｐ 𝐜𝐚𝐧 ⓐ"), "bpcana");
  assertEquals(fold("bр-сапаrу"), "bpcanary"); // Cyrillic р, с, а, п, у
  assertEquals(fold("cánäry"), "canary");
  assertEquals(fold("c4n4ry 7357 @$"), "canarytestas");
  assertEquals(fold("平和 — ☮"), "");
});

Deno.test("a view traces each folded character to where it stands in the reply", () => {
  const view = plainView("a, b", 10);
  assertEquals(view, { text: "ab", origins: [10, 13] });
  assertEquals(rot13View(view), { text: "no", origins: [10, 13] });
});

Deno.test("URL, HTML and string escapes are undone before folding", () => {
  assertEquals(unescapedOf("%62%70").text, "bp");
  assertEquals(unescapedOf("&#98;&#x70;&lt;").text, "bp");
  assertEquals(unescapedOf("\\x62\\u0070\\u{63}").text, "bpc");
  assertEquals(unescapedOf("x%62y").origins, [0, 1, 4]);
  // Not an escape: kept as written.
  assertEquals(unescapedOf("100% sure &#;").text, "loosure");
});

Deno.test("base64 and hex stretches are found and decoded from every alignment", () => {
  const [block] = blocksOf(`key: ${btoa("bp-canary-abc")}.`);
  assertEquals(block.start, 5);
  assertEquals(block.decodings[0], "bp-canary-abc");
  const glued = blocksOf(`xy${btoa("bp-canary-abc")}`);
  assert(glued[0].decodings.includes("bp-canary-abc"), "a glued prefix hid the text");
  const wrapped = blocksOf(`${btoa("bp-canary-abcdef").replace(/(.{12})/g, "$1\n")}`);
  assertEquals(wrapped[0].decodings[0], "bp-canary-abcdef");
  for (
    const hex of [
      "62702d63616e617279",
      "62 70 2d 63 61 6e 61 72 79",
      "0x62, 0x70, 0x2d, 0x63, 0x61, 0x6e, 0x61, 0x72, 0x79",
    ]
  ) {
    const blocks = blocksOf(`say ${hex}!`);
    assertEquals(blocks.at(-1)?.decodings[0], "bp-canary", hex);
  }
  // Written as string escapes, hex bytes are simply characters once unescaped.
  assertEquals(unescapedOf("\\x62\\x70\\x2d\\x63\\x61\\x6e").text, "bpcan");
  assert(fold(decodedView(blocksOf(`a ${btoa("bp-canary-abc")}`)).text).includes("bpcanaryabc"));
  assertEquals(blocksOf("A short, plain sentence."), []);
  // Hex bytes sent URL-encoded are found once the escapes are undone, and placed in the reply as written.
  const encoded = `q=${encodeURIComponent("62 70 2d 63 61 6e 61 72 79")}&x=1`;
  const [found] = blocksOf(encoded);
  assertEquals(found.decodings[0], "bp-canary");
  assertEquals([found.start, found.end], [2, encoded.indexOf("&")]);
});

Deno.test("the open tail is whatever may still grow into an encoded stretch", () => {
  assertEquals(openTailStart("Hello there. Yn", []), 13);
  const text = `Look: ${btoa("bp-canary-abcdef")}\n`;
  assertEquals(openTailStart(text, blocksOf(text)), 6);
  assertEquals(openTailStart("Done.", []), 5);
  assertEquals(openTailStart("bytes 62 70 2d ", []), 5);
  assertEquals(openTailStart("bytes 62%2070%2", []), 5);
  assertEquals(openTailStart("Now &#9", []), 4);
});

Deno.test("a settle point follows a character no form can run across", () => {
  assertEquals(settlePoint("One. Two, three", 0, 15), 4);
  assertEquals(settlePoint("One. Two. three", 5, 15), 9);
  assertEquals(settlePoint("no end here", 0, 11), 0);
  assertEquals(settlePoint("One. Two.", 0, 5), 4);
});
