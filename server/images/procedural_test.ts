import { assert, assertEquals, assertMatch, assertNotEquals } from "../../tests/assert.ts";
import { type GenerateImageRequest, imageSizes } from "../../contracts/images.ts";
import { renderSvg } from "./procedural.ts";

const request = (prompt: string, options: Partial<GenerateImageRequest> = {}): GenerateImageRequest => ({
  prompt,
  size: "1024x1024",
  quality: "standard",
  style: "vivid",
  ...options,
});

/**
 * Checks the SVG is well-formed XML as far as we write it (balanced tags, quoted attributes, no text
 * nodes) and returns the ids of its top-level motif groups.
 */
function parseSvg(svg: string): { root: Record<string, string>; groups: string[]; tagCount: number } {
  const stack: string[] = [];
  const groups: string[] = [];
  let root: Record<string, string> | undefined;
  let tagCount = 0;
  const tag = /<(\/?)([a-zA-Z]+)((?:\s+[\w:-]+="[^"<>]*")*)\s*(\/?)>/y;
  let at = 0;
  while (at < svg.length) {
    tag.lastIndex = at;
    const match = tag.exec(svg);
    assert(match, `unparseable markup at ${at}: ${svg.slice(at, at + 40)}`);
    const [whole, closing, name, attributeText, selfClosing] = match;
    const attributes = Object.fromEntries([...attributeText.matchAll(/([\w:-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    tagCount++;
    if (closing) {
      assertEquals(stack.pop(), name, "closing tag matches its opening");
    } else {
      if (stack.length === 0) {
        assertEquals(root, undefined, "one root element");
        root = attributes;
      }
      if (name === "g" && stack.length === 1 && attributes.id) groups.push(attributes.id);
      if (!selfClosing) stack.push(name);
    }
    at += whole.length;
  }
  assertEquals(stack, [], "every element is closed");
  assert(root, "an svg root");
  return { root, groups, tagCount };
}

const hexColours = (svg: string) => [...svg.matchAll(/#([0-9a-f]{6})\b/g)].map((m) => m[1]);

/** HSL saturation of an rrggbb colour, 0 to 1. */
function saturation(hex: string): number {
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  return max === min ? 0 : (max - min) / (1 - Math.abs(2 * l - 1));
}
const meanSaturation = (svg: string) => {
  const colours = hexColours(svg);
  return colours.reduce((sum, hex) => sum + saturation(hex), 0) / colours.length;
};

Deno.test("renderSvg draws at each requested size, as a well-formed SVG", () => {
  for (const size of imageSizes) {
    const svg = renderSvg(request("a lotus on still water under the stars", { size }));
    const [width, height] = size.split("x");
    const { root } = parseSvg(svg);
    assertEquals(root.xmlns, "http://www.w3.org/2000/svg");
    assertEquals([root.width, root.height, root.viewBox], [width, height, `0 0 ${width} ${height}`], size);
  }
});

Deno.test("renderSvg is deterministic: the same request gives the same bytes, another prompt another picture", () => {
  const prompt = "the light of the Buddha over the mountains";
  assertEquals(renderSvg(request(prompt)), renderSvg(request(prompt)));
  assertNotEquals(renderSvg(request(prompt)), renderSvg(request(`${prompt}.`)));
  assertNotEquals(renderSvg(request(prompt)), renderSvg(request(prompt, { quality: "hd" })));
});

Deno.test("renderSvg: the motifs follow the prompt's words", () => {
  const groups = (prompt: string) => parseSvg(renderSvg(request(prompt))).groups;
  assertEquals(groups("A lotus blooming on the water"), ["water", "lotus"]);
  assertEquals(groups("The cross of Christ at sunrise, a dove of peace"), ["rays", "cross", "dove"]);
  assertEquals(groups("stars over snowy mountains, a candle flame"), ["stars", "mountains", "flame"]);
  assertEquals(groups("sacred geometry mandala"), ["mandala", "geometry"]);
  // A prompt naming no motif still gets a picture: a mandala and one more motif picked by its hash.
  const plain = groups("quietly");
  assert(plain.includes("mandala") && plain.length === 2, plain.join());
});

Deno.test("renderSvg: vivid is saturated neon, natural is soft and earthy", () => {
  const prompt = "a lotus on the water at night";
  const vivid = renderSvg(request(prompt, { style: "vivid" }));
  const natural = renderSvg(request(prompt, { style: "natural" }));
  assertNotEquals(hexColours(vivid).join(), hexColours(natural).join());
  assert(meanSaturation(vivid) > 0.8, `vivid saturation ${meanSaturation(vivid)}`);
  assert(meanSaturation(natural) < 0.45, `natural saturation ${meanSaturation(natural)}`);
  assertMatch(vivid, /data-style="vivid"/);
});

Deno.test("renderSvg: the palette follows the prompt's words", () => {
  const fire = hexColours(renderSvg(request("fire")));
  const ocean = hexColours(renderSvg(request("ocean")));
  const redness = (colours: string[]) =>
    colours.reduce((sum, hex) => sum + parseInt(hex.slice(0, 2), 16) - parseInt(hex.slice(4, 6), 16), 0);
  assert(redness(fire) > 0 && redness(ocean) < 0, `fire ${redness(fire)}, ocean ${redness(ocean)}`);
});

Deno.test("renderSvg: hd adds detail", () => {
  const prompt = "a lotus mandala with rays of light over the water and mountains";
  const standard = parseSvg(renderSvg(request(prompt)));
  const hd = parseSvg(renderSvg(request(prompt, { quality: "hd" })));
  assertEquals(hd.groups, standard.groups);
  assert(hd.tagCount > standard.tagCount * 1.5, `${hd.tagCount} tags in hd, ${standard.tagCount} in standard`);
});

Deno.test("renderSvg never writes the prompt into the SVG, and stays small with every motif in hd", () => {
  const hostile =
    '<script>alert("x")</script> ]]> &amp; lotus cross dove flame stars rays mandala geometry water mountain';
  const svg = renderSvg(request(hostile.padEnd(1000, " peace"), { size: "1792x1024", quality: "hd" }));
  const { groups } = parseSvg(svg);
  assertEquals(groups.length, 10, "every motif drawn");
  assert(!/script|alert|\]\]>|&/.test(svg), "no prompt text in the output");
  const bytes = new TextEncoder().encode(svg).length;
  assert(bytes < 64 * 1024, `${bytes} bytes`);
});
