import { expect, type Page, test } from "@playwright/test";
import { waitForHydration, watchPageErrors } from "./page_errors.ts";

/** ROT13 of 'In the beginning God created the heaven and the earth.' (Genesis 1:1, KJV). */
const rot13Sentence = "Va gur ortvaavat Tbq perngrq gur urnira naq gur rnegu.";
const rot13Plain = "In the beginning God created the heaven and the earth.";

async function open(page: Page) {
  await page.goto("/decipherist");
  await waitForHydration(page);
  // System info loaded: the screen is talking to the real API.
  await expect(page.getByText("System Active")).toBeVisible();
}

const textBox = (page: Page) => page.getByRole("textbox", { name: "Text to examine" });
const cipherTools = (page: Page) => page.getByRole("region", { name: "Cipher Tools" });
const result = (page: Page) => cipherTools(page).getByRole("status", { name: "Result" });
const resultsPanel = (page: Page) => page.getByRole("region", { name: "Results" }).getByRole("tabpanel");

test("caesar with shift 3 encodes 'HELLO' as 'KHOOR'", async ({ page }) => {
  const errors = watchPageErrors(page);
  await open(page);
  const tools = cipherTools(page);
  // Spec section 9: the tool starts at caesar, decode, shift 13.
  await expect(tools.getByLabel("Cipher type")).toHaveValue("caesar");
  await expect(tools.getByLabel("Operation")).toHaveValue("decode");
  await expect(tools.getByLabel("Shift")).toHaveValue("13");

  await textBox(page).fill("HELLO");
  await tools.getByLabel("Operation").selectOption("encode");
  await tools.getByLabel("Shift").fill("3");
  await tools.getByRole("button", { name: "Encode" }).click();
  await expect(result(page)).toHaveText("KHOOR");
  errors.expectNone();
});

test("base64 decodes 'SGVsbG8gV29ybGQ=' to 'Hello World'; the shift input is only for caesar and rot13", async ({ page }) => {
  await open(page);
  const tools = cipherTools(page);
  await textBox(page).fill("SGVsbG8gV29ybGQ=");
  await tools.getByLabel("Cipher type").selectOption("base64");
  await expect(tools.getByLabel("Shift")).toHaveCount(0);
  await tools.getByRole("button", { name: "Decode" }).click();
  await expect(result(page)).toHaveText("Hello World");

  await tools.getByLabel("Cipher type").selectOption("rot13");
  await expect(tools.getByLabel("Shift")).toHaveValue("13");
});

test("text a decoder cannot read is an error toast with the server's message", async ({ page }) => {
  await open(page);
  await textBox(page).fill("this is not base64!");
  await cipherTools(page).getByLabel("Cipher type").selectOption("base64");
  await cipherTools(page).getByRole("button", { name: "Decode" }).click();
  const toast = page.getByRole("alert");
  await expect(toast).toContainText("Cipher Tool Failed");
  await expect(toast).toContainText("400: ");
});

test("Detect Cipher on a rot13 sentence names rot13 and shows the decoded text", async ({ page }) => {
  const errors = watchPageErrors(page);
  await open(page);
  await textBox(page).fill(rot13Sentence);
  await page.getByRole("button", { name: "Detect Cipher" }).click();

  await expect(page.getByRole("tab", { name: "Cipher Detection" })).toHaveAttribute("aria-selected", "true");
  const panel = resultsPanel(page);
  await expect(panel.locator(".best-guess")).toHaveText("ROT13");
  await expect(panel.getByRole("heading", { name: "Decoding Attempts" })).toBeVisible();
  const attempt = panel.locator('[data-cipher="rot13"]');
  await expect(attempt).toContainText(rot13Plain);
  await expect(attempt).toContainText(/\d{1,3}\.\d%/);
  errors.expectNone();
});

test("Master Analysis shows its percentages with one decimal", async ({ page }) => {
  await open(page);
  await textBox(page).fill("Trust me, honestly, I never touched the money. Everyone knows that.");
  const run = page.getByRole("button", { name: "Master Analysis" });
  await run.click();

  const panel = resultsPanel(page);
  const percent = /^\d{1,3}\.\d%$/;
  for (const term of ["Deception Risk", "Cipher Likelihood"]) {
    const value = panel.locator(".report-field").filter({ hasText: term }).locator(".level");
    await expect(value).toHaveText(percent);
    await expect(value).toHaveClass(/level-(low|medium|high)/);
  }
  await expect(run).toBeEnabled();
});

test("Pattern Analysis marks the cues in the text and says it is a heuristic", async ({ page }) => {
  await open(page);
  await textBox(page).fill("Trust me, honestly, I never touched the money.");
  await page.getByRole("button", { name: "Pattern Analysis" }).click();

  await expect(page.getByRole("tab", { name: "Pattern Analysis" })).toHaveAttribute("aria-selected", "true");
  const panel = resultsPanel(page);
  const marks = panel.locator(".cue-text mark");
  await expect(marks.first()).toBeVisible();
  await expect(marks.first()).toHaveAttribute("title", /\S/);
  await expect(panel.locator(".notice")).toContainText(/heuristic/i);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the screen fits 390 px, works from the keyboard, and is screenshotted", async ({ page }) => {
    // Results are brought into view on a phone; with reduced motion that must happen without animation.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await open(page);
    await textBox(page).fill(rot13Sentence);
    // Keyboard: Ctrl+Enter in the text runs the Master Analysis.
    await textBox(page).press("Control+Enter");
    await expect(resultsPanel(page).locator(".level").first()).toHaveText(/^\d{1,3}\.\d%$/);
    // The results, below the tools on a phone, were scrolled into view from the text box.
    await expect(resultsPanel(page)).toBeInViewport();
    // Arrow keys move between the result tabs.
    await page.getByRole("tab", { name: "Master Analysis" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Cipher Detection" })).toBeFocused();
    await page.getByRole("button", { name: "Detect Cipher" }).click();
    await expect(resultsPanel(page).locator(".best-guess")).toHaveText("ROT13");

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - globalThis.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // From the top: a full-page shot taken while scrolled paints the sticky header over the content. The results are
    // revealed a frame after they render, which on a busy machine can come after a first scroll to the top: scroll
    // until the top holds for two frames.
    await expect.poll(() =>
      page.evaluate(async () => {
        scrollTo(0, 0);
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        return scrollY;
      })
    ).toBe(0);
    await page.screenshot({ path: "tests/e2e/screenshots/decipherist-mobile-390.png", fullPage: true });
  });
});

test("desktop screenshot", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page);
  await textBox(page).fill("Trust me, honestly, I never touched the money.");
  await page.getByRole("button", { name: "Pattern Analysis" }).click();
  await expect(resultsPanel(page).locator(".notice")).toBeVisible();
  await page.screenshot({ path: "tests/e2e/screenshots/decipherist-desktop-1280.png", fullPage: true });
});
