// Renders the app icons of static/manifest.webmanifest from the one source drawing, static/icons/mark.svg.
// The PNGs are committed, so builds never run this; run it after changing the drawing:
//   npx deno run -A scripts/build_icons.ts
// It draws with the Chromium the browser tests use (CHROMIUM_PATH, default /usr/bin/chromium) through
// playwright-core, which is already installed: no network and no image library needed. (-A: playwright-core
// probes /proc and its own folders at start-up, which Deno's finer permissions cannot name in advance.)
import { chromium } from "playwright-core";

const source = "static/icons/mark.svg";
const outDir = "static/icons";

/**
 * Maskable icons are cropped to a shape of the platform's choosing; only a centred circle of 40% of the width in
 * radius is sure to stay (the W3C safe zone). The drawing's outermost stroke reaches 23.5 of its 64 units from
 * the centre, so at 80% of the icon it stays within 29% of the width, inside the safe zone with room to spare.
 */
const maskableScale = 0.8;

type Icon = { file: string; size: number; layout: "any" | "full-bleed" };

const icons: Icon[] = [
  { file: "icon-192.png", size: 192, layout: "any" },
  { file: "icon-512.png", size: 512, layout: "any" },
  { file: "icon-maskable-512.png", size: 512, layout: "full-bleed" },
  // iOS ignores the manifest's icons and rounds this one's corners itself, so it needs no transparency either.
  { file: "apple-touch-icon.png", size: 180, layout: "full-bleed" },
];

/** The terminal background, read from the design tokens so the icon's margin is the app's own colour. */
async function themeBackground(): Promise<string> {
  const css = await Deno.readTextFile("styles/theme.css");
  const colour = css.match(/--bg:\s*(#[0-9a-fA-F]{3,8})\s*;/)?.[1];
  if (!colour) throw new Error("styles/theme.css defines no --bg colour");
  return colour;
}

/** A page that shows only the drawing: as it is ("any"), or smaller on a square of the background. */
function iconPage(svg: string, { size, layout }: Icon, background: string): string {
  const drawn = layout === "any" ? size : Math.round(size * maskableScale);
  const fill = layout === "any" ? "transparent" : background;
  const image = `data:image/svg+xml;base64,${btoa(svg)}`;
  return `<!DOCTYPE html><html><body style="margin:0;width:${size}px;height:${size}px;display:grid;` +
    `place-items:center;background:${fill}"><img src="${image}" width="${drawn}" height="${drawn}" alt=""></body></html>`;
}

const svg = await Deno.readTextFile(source);
const background = await themeBackground();
const browser = await chromium.launch({
  executablePath: Deno.env.get("CHROMIUM_PATH") ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size }, deviceScaleFactor: 1 });
    await page.setContent(iconPage(svg, icon, background));
    await page.locator("img").evaluate((image: HTMLImageElement) => image.decode());
    const png = await page.screenshot({ omitBackground: icon.layout === "any" });
    await Deno.writeFile(`${outDir}/${icon.file}`, png);
    console.log(`${outDir}/${icon.file}: ${icon.size}x${icon.size}, ${png.length} bytes`);
    await page.close();
  }
} finally {
  await browser.close();
}
