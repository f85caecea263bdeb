import type { GenerateImageRequest } from "../../contracts/images.ts";
import { type Random, seededRandom } from "../seeded_random.ts";
import { fnv1a } from "../fnv1a.ts";

/**
 * The built-in image generator: a procedural SVG composition chosen by the prompt's words. It is pure
 * (no clock, no Math.random): the PRNG is seeded from a hash of the whole request, so the same prompt
 * and options always give byte-identical output, which is what lets images be stored by content hash.
 * No user text is ever written into the SVG, so nothing needs escaping and nothing can inject markup.
 */

export const motifs = [
  "stars",
  "rays",
  "mandala",
  "geometry",
  "mountains",
  "water",
  "lotus",
  "cross",
  "flame",
  "dove",
] as const;
export type Motif = (typeof motifs)[number];

/** Words that call up each motif; a prompt naming none gets a mandala and one motif picked by its hash. */
const motifWords: Record<Motif, readonly string[]> = {
  stars: [
    "star",
    "stars",
    "night",
    "galaxy",
    "cosmos",
    "cosmic",
    "moon",
    "sky",
    "constellation",
    "bethlehem",
    "universe",
  ],
  rays: [
    "light",
    "ray",
    "rays",
    "sun",
    "sunrise",
    "dawn",
    "glory",
    "radiant",
    "divine",
    "heaven",
    "heavenly",
    "shine",
    "halo",
    "god",
    "enlightenment",
  ],
  mandala: ["mandala", "meditation", "meditate", "om", "chakra", "zen", "wheel", "dharma", "karma", "harmony"],
  geometry: ["geometry", "sacred", "flower", "pattern", "hexagon", "metatron", "seed", "infinity", "unity", "circle"],
  mountains: [
    "mountain",
    "mountains",
    "peak",
    "hill",
    "hills",
    "sinai",
    "summit",
    "valley",
    "himalaya",
    "rock",
    "vulture",
  ],
  water: ["water", "river", "sea", "ocean", "lake", "wave", "waves", "rain", "baptism", "stream", "pond", "reflection"],
  lotus: [
    "lotus",
    "bloom",
    "blossom",
    "buddha",
    "buddhism",
    "buddhist",
    "petal",
    "petals",
    "nirvana",
    "sutra",
    "bodhisattva",
  ],
  cross: ["cross", "christ", "jesus", "church", "crucifix", "gospel", "christian", "resurrection", "calvary", "easter"],
  flame: ["flame", "fire", "candle", "burning", "lamp", "torch", "pentecost", "passion", "lantern"],
  dove: ["dove", "bird", "peace", "holy", "spirit", "wings", "angel", "angels", "freedom"],
};

/** Hues of the sky, the accent and the glow; the palette whose words the prompt uses most wins. */
const palettes: ReadonlyArray<{ name: string; hues: readonly [number, number, number]; words: readonly string[] }> = [
  {
    name: "golden",
    hues: [35, 45, 52],
    words: ["gold", "golden", "sunrise", "dawn", "sun", "glory", "light", "divine", "heaven", "yellow"],
  },
  {
    name: "ocean",
    hues: [210, 185, 195],
    words: ["water", "sea", "ocean", "blue", "river", "baptism", "calm", "lake", "rain"],
  },
  {
    name: "night",
    hues: [250, 285, 220],
    words: ["night", "star", "stars", "cosmic", "galaxy", "universe", "moon", "dream", "cosmos"],
  },
  {
    name: "forest",
    hues: [135, 95, 60],
    words: ["green", "forest", "garden", "tree", "nature", "earth", "eden", "growth", "bodhi"],
  },
  {
    name: "fire",
    hues: [8, 25, 45],
    words: ["fire", "flame", "red", "passion", "pentecost", "candle", "burning", "blood"],
  },
  {
    name: "rose",
    hues: [330, 300, 40],
    words: ["pink", "rose", "love", "compassion", "heart", "mercy", "grace", "lotus", "kindness"],
  },
  {
    name: "amethyst",
    hues: [275, 310, 190],
    words: ["purple", "violet", "mandala", "meditation", "chakra", "zen", "wisdom", "mystic"],
  },
];

type Palette = {
  skyTop: string;
  skyMid: string;
  skyBottom: string;
  glow: string;
  accent: string;
  accentDeep: string;
  light: string;
  shade: (depth: number) => string;
};

/** Lower-case words of the prompt, in order. */
export function promptWords(prompt: string): string[] {
  return prompt.toLowerCase().match(/[a-z]+/g) ?? [];
}

/** The motifs the words name, in drawing order; never empty. */
export function chooseMotifs(words: readonly string[], random: Random): Motif[] {
  const present = new Set(words);
  const chosen = motifs.filter((motif) => motifWords[motif].some((word) => present.has(word)));
  if (chosen.length > 0) return chosen;
  const extra = random.pick(motifs.filter((motif) => motif !== "mandala"));
  return motifs.filter((motif) => motif === "mandala" || motif === extra);
}

function hsl(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255).toString(16).padStart(2, "0");
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/**
 * Vivid is the neon look DALL-E's 'vivid' aims at: near-black skies and fully saturated glows. Natural
 * is soft and earthy: muted colours pulled towards ochre, on a pale sky.
 */
function buildPalette(words: readonly string[], style: GenerateImageRequest["style"], random: Random): Palette {
  const scored = palettes.map((palette) => ({ palette, score: words.filter((w) => palette.words.includes(w)).length }));
  const best = scored.reduce((a, b) => (b.score > a.score ? b : a));
  const [sky, accent, glow] = best.score > 0 ? best.palette.hues : random.pick(palettes).hues;
  if (style === "vivid") {
    return {
      skyTop: hsl(sky, 80, 6),
      skyMid: hsl(sky, 85, 16),
      skyBottom: hsl(accent, 90, 30),
      glow: hsl(glow, 100, 60),
      accent: hsl(accent, 100, 58),
      accentDeep: hsl(accent, 95, 38),
      light: hsl(glow, 100, 88),
      shade: (depth) => hsl(sky, 70, 14 - depth * 3),
    };
  }
  // Pulling every hue a third of the way towards ochre (40°) is what makes the palette read as earthy.
  const earthy = (hue: number) => hue + ((((40 - hue) % 360) + 540) % 360 - 180) / 3;
  return {
    skyTop: hsl(earthy(sky), 22, 82),
    skyMid: hsl(earthy(sky), 25, 72),
    skyBottom: hsl(earthy(accent), 28, 62),
    glow: hsl(earthy(glow), 40, 80),
    accent: hsl(earthy(accent), 35, 58),
    accentDeep: hsl(earthy(accent), 30, 42),
    light: hsl(earthy(glow), 35, 93),
    shade: (depth) => hsl(earthy(sky), 18, 48 - depth * 8),
  };
}

/** One decimal is below a pixel's worth at these sizes and keeps the file small. */
const n = (value: number) => String(Math.round(value * 10) / 10);

type Scene = {
  width: number;
  height: number;
  /** The shorter side: motifs scale with it so a portrait and a landscape both fit them. */
  unit: number;
  hd: boolean;
  palette: Palette;
  random: Random;
  /** Where the light comes from: rays, mandala, cross and halo share it. */
  focusX: number;
  focusY: number;
  /** The y of the horizon, the water's surface or the lotus' base. */
  groundY: number;
  has: ReadonlySet<Motif>;
};

function stars({ width, height, unit, hd, palette, random }: Scene): string {
  const count = hd ? 140 : 60;
  const dots: string[] = [];
  for (let i = 0; i < count; i++) {
    const r = (0.6 + random.next() * 1.8) * unit / 1024;
    dots.push(
      `<circle cx="${n(random.next() * width)}" cy="${n(random.next() * height * 0.62)}" r="${n(r)}" opacity="${
        n(0.3 + random.next() * 0.7)
      }"/>`,
    );
  }
  return `<g id="stars" fill="${palette.light}">${dots.join("")}</g>`;
}

function rays({ width, height, hd, palette, random, focusX, focusY }: Scene): string {
  const count = hd ? 36 : 18;
  const length = Math.hypot(width, height);
  const twist = random.next() * Math.PI;
  const wedges: string[] = [];
  for (let i = 0; i < count; i++) {
    const angle = twist + (i / count) * Math.PI * 2;
    const spread = (Math.PI / count) * (0.35 + random.next() * 0.4);
    const x1 = focusX + Math.cos(angle - spread) * length;
    const y1 = focusY + Math.sin(angle - spread) * length;
    const x2 = focusX + Math.cos(angle + spread) * length;
    const y2 = focusY + Math.sin(angle + spread) * length;
    wedges.push(
      `<path d="M${n(focusX)},${n(focusY)}L${n(x1)},${n(y1)}L${n(x2)},${n(y2)}Z" opacity="${
        n(0.08 + random.next() * 0.14)
      }"/>`,
    );
  }
  return `<g id="rays" fill="${palette.light}">${wedges.join("")}</g>`;
}

function mandala({ unit, hd, palette, random, focusX, focusY }: Scene): string {
  const rings = hd ? 7 : 4;
  const radius = unit * 0.3;
  const parts: string[] = [];
  for (let ring = 1; ring <= rings; ring++) {
    const r = (radius * ring) / rings;
    const petals = 6 * (ring + 1);
    const rx = (Math.PI * r) / petals * 0.9;
    const ry = radius / rings * (0.55 + random.next() * 0.25);
    const colour = ring % 2 === 0 ? palette.accent : palette.glow;
    parts.push(
      `<circle r="${n(r)}" fill="none" stroke="${palette.light}" stroke-width="${n(unit / 800)}" opacity="0.5"/>`,
    );
    const petalShapes: string[] = [];
    for (let i = 0; i < petals; i++) {
      petalShapes.push(
        `<ellipse cy="${n(-r + ry / 2)}" rx="${n(rx)}" ry="${n(ry / 2)}" transform="rotate(${
          n((360 * i) / petals)
        })"/>`,
      );
    }
    parts.push(`<g fill="${colour}" opacity="${n(0.35 + ring / rings * 0.35)}">${petalShapes.join("")}</g>`);
  }
  parts.push(`<circle r="${n(radius / rings / 2)}" fill="${palette.light}"/>`);
  return `<g id="mandala" transform="translate(${n(focusX)},${n(focusY)})">${parts.join("")}</g>`;
}

/** The Flower of Life: a circle and its six neighbours, and in hd the next ring of twelve. */
function geometry({ unit, hd, palette, focusX, focusY }: Scene): string {
  const r = unit * (hd ? 0.075 : 0.1);
  const centres: Array<[number, number]> = [[0, 0]];
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 3) * i;
    centres.push([Math.cos(a) * r, Math.sin(a) * r]);
    if (hd) {
      centres.push([Math.cos(a) * r * 2, Math.sin(a) * r * 2]);
      const b = a + Math.PI / 6;
      centres.push([Math.cos(b) * r * Math.sqrt(3), Math.sin(b) * r * Math.sqrt(3)]);
    }
  }
  const outer = r * (hd ? 3 : 2);
  const circles = centres.map(([x, y]) => `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}"/>`).join("");
  return `<g id="geometry" transform="translate(${n(focusX)},${
    n(focusY)
  })" fill="none" stroke="${palette.glow}" stroke-width="${n(unit / 400)}" opacity="0.8">${circles}<circle r="${
    n(outer)
  }"/></g>`;
}

function mountains({ width, height, hd, palette, random, groundY }: Scene): string {
  const layers = hd ? 4 : 2;
  const ranges: string[] = [];
  for (let layer = 0; layer < layers; layer++) {
    const base = groundY - (layers - 1 - layer) * height * 0.035;
    const points = [`M0,${n(height)}`];
    const steps = hd ? 14 : 8;
    for (let i = 0; i <= steps; i++) {
      const peak = base - height * (0.1 + random.next() * 0.22) * (1 - layer / (layers + 1));
      points.push(`L${n((width * i) / steps)},${n(i % 2 === 0 ? peak : base - (base - peak) * 0.35)}`);
    }
    points.push(`L${n(width)},${n(height)}Z`);
    ranges.push(`<path d="${points.join("")}" fill="${palette.shade(layer)}"/>`);
  }
  return `<g id="mountains">${ranges.join("")}</g>`;
}

function water({ width, height, unit, hd, palette, random, focusX, groundY }: Scene): string {
  const lines = hd ? 9 : 5;
  const waves: string[] = [];
  for (let i = 1; i <= lines; i++) {
    const y = groundY + ((height - groundY) * i) / (lines + 1);
    const amplitude = unit * 0.008 * (1 + i / 2);
    const period = width / (4 + random.integer(0, 3));
    let d = `M0,${n(y)}`;
    for (let x = 0; x < width; x += period) {
      d += `Q${n(x + period / 4)},${n(y - amplitude)} ${n(x + period / 2)},${n(y)}T${n(x + period)},${n(y)}`;
    }
    waves.push(`<path d="${d}"/>`);
  }
  const reflection = unit * 0.06;
  return `<g id="water"><rect x="0" y="${n(groundY)}" width="${width}" height="${
    n(height - groundY)
  }" fill="url(#sea)"/>` +
    `<rect x="${n(focusX - reflection / 2)}" y="${n(groundY)}" width="${n(reflection)}" height="${
      n(height - groundY)
    }" fill="${palette.glow}" opacity="0.25"/>` +
    `<g fill="none" stroke="${palette.light}" stroke-width="${n(unit / 700)}" opacity="0.45">${waves.join("")}</g></g>`;
}

/** A petal from its base at the origin, pointing up, `w` wide and `h` tall. */
function petalPath(w: number, h: number): string {
  return `M0,0C${n(w)},${n(-h * 0.35)} ${n(w * 0.55)},${n(-h * 0.85)} 0,${n(-h)}C${n(-w * 0.55)},${n(-h * 0.85)} ${
    n(-w)
  },${n(-h * 0.35)} 0,0Z`;
}

function lotus({ width, unit, hd, palette, groundY }: Scene): string {
  const layers = hd ? 3 : 2;
  const groups: string[] = [];
  for (let layer = 0; layer < layers; layer++) {
    const count = (hd ? 11 : 7) - layer * 2;
    const fan = 150 - layer * 45;
    const h = unit * (0.2 - layer * 0.03);
    const w = h * 0.32;
    const path = petalPath(w, h);
    const petals: string[] = [];
    for (let i = 0; i < count; i++) {
      const angle = count === 1 ? 0 : -fan / 2 + (fan * i) / (count - 1);
      petals.push(`<path d="${path}" transform="rotate(${n(angle)})"/>`);
    }
    groups.push(
      `<g fill="url(#petal)" stroke="${palette.light}" stroke-width="${n(unit / 900)}" opacity="${
        n(0.75 + layer * 0.1)
      }">${petals.join("")}</g>`,
    );
  }
  return `<g id="lotus" transform="translate(${n(width / 2)},${n(groundY)})">${groups.join("")}</g>`;
}

function cross({ unit, palette, focusX, focusY }: Scene): string {
  const tall = unit * 0.5;
  const beam = unit * 0.045;
  const arm = unit * 0.3;
  const top = focusY - tall * 0.3;
  return `<g id="cross" fill="${palette.light}" filter="url(#glow)">` +
    `<rect x="${n(focusX - beam / 2)}" y="${n(top)}" width="${n(beam)}" height="${n(tall)}" rx="${n(beam / 6)}"/>` +
    `<rect x="${n(focusX - arm / 2)}" y="${n(focusY - beam / 2)}" width="${n(arm)}" height="${n(beam)}" rx="${
      n(beam / 6)
    }"/></g>`;
}

function flame({ unit, palette, focusX, focusY, groundY, has }: Scene): string {
  // On a lotus the flame burns at its heart; otherwise it rises where the light is.
  const baseY = has.has("lotus") ? groundY - unit * 0.09 : focusY + unit * 0.12;
  const h = unit * 0.16;
  const w = h * 0.38;
  const outer = `M0,0C${n(w)},${n(-h * 0.2)} ${n(w * 0.7)},${n(-h * 0.6)} 0,${n(-h)}C${n(-w * 0.7)},${n(-h * 0.6)} ${
    n(-w)
  },${n(-h * 0.2)} 0,0Z`;
  const inner = `M0,0C${n(w * 0.5)},${n(-h * 0.15)} ${n(w * 0.35)},${n(-h * 0.4)} 0,${n(-h * 0.62)}C${n(-w * 0.35)},${
    n(-h * 0.4)
  } ${n(-w * 0.5)},${n(-h * 0.15)} 0,0Z`;
  return `<g id="flame" transform="translate(${n(focusX)},${n(baseY)})" filter="url(#glow)">` +
    `<path d="${outer}" fill="${palette.accent}"/><path d="${inner}" fill="${palette.light}"/></g>`;
}

function dove({ width, height, unit, palette, random }: Scene): string {
  const s = unit * 0.0011 * (0.9 + random.next() * 0.2);
  const x = width * (0.5 + (random.next() - 0.5) * 0.3);
  const y = height * 0.16;
  // Drawn on a 200-unit grid: body and head, then the two raised wings, then the tail.
  const body = "M-60,10C-30,-5 20,-5 50,0C62,-12 78,-10 82,0L95,4L82,8C70,25 20,30 -20,22L-70,35L-60,10Z";
  const wings =
    "M-10,0C-30,-50 -70,-80 -110,-90C-80,-60 -60,-30 -40,5ZM20,-2C30,-60 60,-95 100,-110C80,-70 60,-30 40,2Z";
  return `<g id="dove" transform="translate(${n(x)},${n(y)}) scale(${
    s.toFixed(3)
  })" fill="${palette.light}" filter="url(#glow)"><path d="${wings}" opacity="0.9"/><path d="${body}"/></g>`;
}

const draw: Record<Motif, (scene: Scene) => string> = {
  stars,
  rays,
  mandala,
  geometry,
  mountains,
  water,
  lotus,
  cross,
  flame,
  dove,
};

/** The picture for a request, as a complete SVG document. */
export function renderSvg(request: GenerateImageRequest): string {
  const [width, height] = request.size.split("x").map(Number);
  const random = seededRandom(fnv1a(JSON.stringify([request.prompt, request.size, request.quality, request.style])));
  const words = promptWords(request.prompt);
  const chosen = chooseMotifs(words, random);
  const has = new Set(chosen);
  const palette = buildPalette(words, request.style, random);
  const unit = Math.min(width, height);
  const groundY = height * (has.has("water") ? 0.7 : 0.76);
  const scene: Scene = {
    width,
    height,
    unit,
    hd: request.quality === "hd",
    palette,
    random,
    focusX: width / 2,
    focusY: has.has("lotus") || has.has("water") || has.has("mountains") ? height * 0.4 : height * 0.46,
    groundY,
    has,
  };
  const glowBlur = request.style === "vivid" ? unit / 90 : unit / 250;
  const defs = `<defs>` +
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.skyTop}"/><stop offset="0.55" stop-color="${palette.skyMid}"/><stop offset="1" stop-color="${palette.skyBottom}"/></linearGradient>` +
    `<radialGradient id="halo"><stop offset="0" stop-color="${palette.glow}" stop-opacity="0.9"/><stop offset="1" stop-color="${palette.glow}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.accentDeep}"/><stop offset="1" stop-color="${
      palette.shade(2)
    }"/></linearGradient>` +
    `<linearGradient id="petal" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="${palette.accentDeep}"/><stop offset="1" stop-color="${palette.accent}"/></linearGradient>` +
    `<filter id="glow" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${
      n(glowBlur)
    }" result="blur"/><feMerge><feMergeNode in="blur"/><feMergeNode in="SourceGraphic"/></feMerge></filter>` +
    `</defs>`;
  const background = `<rect width="${width}" height="${height}" fill="url(#sky)"/>` +
    `<circle cx="${n(scene.focusX)}" cy="${n(scene.focusY)}" r="${n(unit * 0.45)}" fill="url(#halo)"/>`;
  const body = motifs.filter((motif) => has.has(motif)).map((motif) => draw[motif](scene)).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" ` +
    `data-style="${request.style}" data-quality="${request.quality}">${defs}${background}${body}</svg>`;
}
