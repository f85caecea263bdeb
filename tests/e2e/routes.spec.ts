import { expect, test } from "@playwright/test";
import { waitForHydration, watchPageErrors } from "./page_errors.ts";

const routes = [
  { path: "/", heading: "Christ-Conscious Bodhisattva Plug-In", hasHeader: true },
  { path: "/shrine", heading: "Shrine", hasHeader: true },
  { path: "/foe", heading: "F.O.E. Code Switch Framework", hasHeader: true },
  { path: "/decipherist", heading: "Master Deception Decipherist", hasHeader: true },
  { path: "/life-mastery", heading: "Life Mastery", hasHeader: true },
  { path: "/test", heading: "Test", hasHeader: false },
  { path: "/home", heading: "BODHISATTVA PLUG-IN TERMINAL", hasHeader: false },
  { path: "/wisdom", heading: "ARTICLE LV", hasHeader: false },
  { path: "/read/2", heading: "LOTUS_SUTRA_CHAPTER_SUMMARIES.DAT", hasHeader: false },
];

for (const route of routes) {
  test(`${route.path} renders its heading without errors`, async ({ page }) => {
    const errors = watchPageErrors(page);
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading);
    if (route.hasHeader) {
      await waitForHydration(page);
      await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
      await expect(page.locator(".site-header").getByRole("status")).toHaveText("NEURAL-LINK ACTIVE");
    }
    errors.expectNone();
  });
}

test("the active section is highlighted in the header", async ({ page }) => {
  await page.goto("/shrine");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Shrine" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Chat" })).not.toHaveAttribute("aria-current", "page");
  await nav.getByRole("link", { name: "Chat" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(nav.getByRole("link", { name: "Chat" })).toHaveAttribute("aria-current", "page");
});

test("an unknown path is a 404 page that ships only the registration script", async ({ page }) => {
  const errors = watchPageErrors(page);
  const response = await page.goto("/this/page/was/never/routed");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
  await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();

  const scripts = await page.locator("script").evaluateAll((elements) =>
    elements.map((element) => ({
      src: element.getAttribute("src"),
      type: element.getAttribute("type"),
      bytes: new TextEncoder().encode(element.textContent ?? "").length,
    }))
  );
  expect(scripts).toHaveLength(1);
  expect(scripts[0].src).toBeNull();
  expect(scripts[0].bytes).toBeLessThan(1024);
  expect(await page.locator("link[rel=modulepreload]").count()).toBe(0);
  errors.expectNone();
});

test("/test: Increment counts up", async ({ page }) => {
  const errors = watchPageErrors(page);
  await page.goto("/test");
  await waitForHydration(page);
  const count = page.getByTestId("count");
  await expect(count).toHaveText("0");
  const increment = page.getByRole("button", { name: "Increment" });
  await increment.click();
  await increment.click();
  await increment.press("Enter");
  await expect(count).toHaveText("3");
  errors.expectNone();
});

test("the connection badge flips to PLUG-IN LOST offline and back", async ({ page, context }) => {
  const errors = watchPageErrors(page);
  await page.goto("/");
  await waitForHydration(page);
  const badge = page.locator(".site-header").getByRole("status");
  await expect(badge).toHaveText("NEURAL-LINK ACTIVE");
  await context.setOffline(true);
  await expect(badge).toHaveText("PLUG-IN LOST");
  await context.setOffline(false);
  await expect(badge).toHaveText("NEURAL-LINK ACTIVE");
  errors.expectNone();
});

test("keyboard focus is visible on the navigation", async ({ page }) => {
  await page.goto("/shrine");
  await waitForHydration(page);
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
  expect(outline).toBe("solid");
});

for (const [label, width, height] of [["desktop", 1280, 800], ["mobile", 390, 844]] as const) {
  test(`screenshot of / at ${width}px (${label})`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await waitForHydration(page);
    const overflow = await page.evaluate(() =>
      document.documentElement.scrollWidth - document.documentElement.clientWidth
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `tests/e2e/screenshots/chat-${label}-${width}.png`, fullPage: true });
  });
}
