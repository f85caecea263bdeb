import { expect, type Page, test } from "@playwright/test";
import { wisdomQuotes } from "../../islands/lib/wisdom_quotes.ts";
import { waitForHydration, watchPageErrors } from "./page_errors.ts";

const card = (page: Page, title: string) =>
  page.getByRole("list", { name: "Modules" }).getByRole("button").filter({
    has: page.getByRole("heading", { name: title, exact: true }),
  });

const archiveOverlay = (page: Page) => page.getByRole("dialog", { name: "Sacred Texts" });

async function openHome(page: Page) {
  await page.goto("/home");
  await waitForHydration(page);
}

test("the four cards show what the archive holds: 10 versions, 28 chapters, Volumes I and II", async ({ page }) => {
  const errors = watchPageErrors(page);
  await openHome(page);
  await expect(page.getByRole("heading", { level: 1, name: "BODHISATTVA PLUG-IN TERMINAL" })).toBeVisible();

  const bible = card(page, "Bible");
  await expect(bible).toContainText("10 versions");
  for (const abbreviation of ["KJV", "WEB", "RV1909", "NIV", "ESV", "NASB", "CSB", "NKJV", "MSG", "NLT"]) {
    await expect(bible.getByText(abbreviation, { exact: true })).toBeVisible();
  }
  for (const held of ["KJV", "WEB", "RV1909"]) {
    await expect(bible.getByText(held, { exact: true })).toHaveClass("retro-available");
  }
  await expect(bible.getByText("NIV", { exact: true })).toHaveClass("retro-unavailable");
  await expect(bible).toContainText("Full text in the KJV, WEB and RV1909");
  await expect(card(page, "Lotus Sutra")).toContainText("28 chapters");
  await expect(card(page, "Gosho")).toContainText("Volumes I and II");
  await expect(card(page, "Wisdom")).toContainText("Press for a word of wisdom.");
  for (const title of ["Bible", "Lotus Sutra", "Gosho", "Wisdom"]) {
    await expect(card(page, title)).toHaveAttribute("tabindex", "0");
  }
  errors.expectNone();
});

test("Enter or Space on a focused scripture card opens the archive overlay at its tab", async ({ page }) => {
  const errors = watchPageErrors(page);
  await openHome(page);
  await expect(card(page, "Gosho")).toContainText("Volumes I and II");
  const overlay = archiveOverlay(page);

  await card(page, "Lotus Sutra").focus();
  await page.keyboard.press("Enter");
  await expect(overlay).toBeVisible();
  await expect(overlay.getByRole("tab", { name: "lotus" })).toHaveAttribute("aria-selected", "true");
  await expect(overlay.getByText("Lotus Sutra, Chapter 1:")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(overlay).toBeHidden();

  // Each card from a fresh page, so every opening is a first one.
  await openHome(page);
  await card(page, "Gosho").focus();
  await page.keyboard.press(" ");
  await expect(overlay).toBeVisible();
  await expect(overlay.getByRole("tab", { name: "gosho" })).toHaveAttribute("aria-selected", "true");
  // The first writing is chosen once the card knows it; a very quick press opens the tab with nothing chosen.
  await expect(overlay.getByLabel("Volume")).toBeVisible();
  await overlay.getByRole("button", { name: "Close" }).click();
  await expect(overlay).toBeHidden();

  await openHome(page);
  await card(page, "Bible").focus();
  await page.keyboard.press("Enter");
  await expect(overlay.getByRole("tab", { name: "bible" })).toHaveAttribute("aria-selected", "true");
  await expect(overlay.getByLabel("Version")).toHaveValue("1");
  errors.expectNone();
});

test("Enter Scripture Archive opens the overlay; a chosen passage goes with the visitor to the chat", async ({ page }) => {
  await openHome(page);
  await page.getByRole("button", { name: "Enter Scripture Archive" }).click();
  const overlay = archiveOverlay(page);
  await expect(overlay.getByRole("region", { name: "SCRIPTURE ARCHIVE v2.0" })).toBeVisible();
  await overlay.getByRole("tab", { name: "lotus" }).click();
  await overlay.getByRole("button", { name: "Select Scripture" }).click();

  await expect(overlay).toBeHidden();
  const chosen = page.getByRole("region", { name: "PASSAGE LOADED" });
  await expect(chosen).toContainText("Please share wisdom about this scripture:");
  await expect(chosen).toContainText("Lotus Sutra, Chapter 1:");
  await chosen.getByRole("link", { name: "Open chat" }).click();
  await expect(page).toHaveURL(/\/$/);
  const box = page.getByRole("textbox", { name: "Message" });
  await expect(box).toHaveValue(/^Please share wisdom about this scripture:[\s\S]*Lotus Sutra, Chapter 1:/);
  await expect(box).toBeFocused();
});

test("Wisdom shows one of the 5 quotes for 5 seconds, then its idle text again", async ({ page }) => {
  // The installed clock flows with real time until paused: on a loaded machine the 5 s could pass before the quote is
  // seen. Paused once the page is up, only fastForward moves it.
  await page.clock.install();
  await openHome(page);
  await page.clock.pauseAt(Date.now() + 60_000);
  const wisdom = card(page, "Wisdom");
  await wisdom.focus();
  await page.keyboard.press("Enter");

  const quote = wisdom.locator("blockquote");
  await expect(quote).toBeVisible();
  const text = await quote.locator("p").textContent();
  expect(wisdomQuotes.map((entry) => `“${entry.text}”`)).toContain(text);
  await expect(archiveOverlay(page)).toBeHidden();

  await page.clock.fastForward(4000);
  await expect(quote).toBeVisible();
  await page.clock.fastForward(1100);
  await expect(quote).toBeHidden();
  await expect(wisdom).toContainText("Press for a word of wisdom.");
});

test("Get Started goes to the chat; Explore All leads to the Wisdom Hub", async ({ page }) => {
  await openHome(page);
  await expect(page.getByRole("link", { name: "Explore All" })).toHaveAttribute("href", "/wisdom");
  await page.getByRole("link", { name: "Get Started" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the quotes scroll, pause on hover or focus, and stand still under reduced motion", async ({ page }) => {
  await openHome(page);
  const marquee = page.getByRole("region", { name: "Scrolling words of wisdom" });
  const track = page.getByTestId("retro-marquee-track");
  const position = () => track.evaluate((element) => getComputedStyle(element).transform);
  /** Whether the track's position changes over a short while. */
  const moving = async () => {
    const before = await position();
    await page.waitForTimeout(300);
    return (await position()) !== before;
  };

  // Polled: on a busy machine a frame can be late, so one 300 ms look may see no step yet.
  await expect.poll(moving).toBe(true);
  await marquee.hover();
  await expect.poll(moving).toBe(false);
  await page.mouse.move(0, 0);
  await expect.poll(moving).toBe(true);
  await marquee.focus();
  await expect.poll(moving).toBe(false);
  await marquee.blur();

  await page.emulateMedia({ reducedMotion: "reduce" });
  await expect(track).toHaveCSS("animation-name", "none");
  await expect.poll(moving).toBe(false);
  // The scanlines move on their ::before layer, which toHaveCSS cannot read.
  expect(await page.locator(".scanlines").evaluate((lines) => getComputedStyle(lines, "::before").animationName))
    .toBe("none");
  // Each quote is read once: the looping copy is hidden along with the motion.
  await expect(page.getByText(wisdomQuotes[0].text).filter({ visible: true })).toHaveCount(1);
});

test("fits a 390 px phone without sideways scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openHome(page);
  await expect(card(page, "Bible")).toContainText("10 versions");
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});
