import { expect, type Page, test } from "@playwright/test";
import { waitForHydration, watchPageErrors } from "./page_errors.ts";

const message = (page: Page) => page.getByRole("textbox", { name: "Message" });
const execute = (page: Page) => page.getByRole("button", { name: "Execute Dynamic Switch" });
const reading = (page: Page) => page.getByRole("region", { name: "Interpretation" });
const analysis = (page: Page) => page.getByRole("region", { name: "Context Analysis" });

test.beforeEach(async ({ page }) => {
  await page.goto("/foe");
  await waitForHydration(page);
});

test("the F.O.E. switch shows every section, with the triggers marked in the text", async ({ page }) => {
  const errors = watchPageErrors(page);
  await expect(execute(page)).toBeDisabled();
  await message(page).fill("   ");
  await expect(execute(page)).toBeDisabled();

  await message(page).fill("We are not angry. Final tomorrow: stay focused and never back down!");
  await page.getByLabel("Emotional State").selectOption("determination");
  await page.getByLabel("Audience").selectOption("team");
  await page.getByLabel("Situation").selectOption("competition");
  await execute(page).click();

  const heading = page.getByRole("heading", { name: "Switch Result" });
  await expect(heading).toBeFocused();
  await expect(analysis(page).getByText("Negative (Force)")).toBeVisible();
  await expect(analysis(page).locator(".foe-confidence")).toHaveText(/^\d{1,3}\.\d%$/);
  await expect(analysis(page).getByRole("list", { name: "Force triggers" }).getByRole("listitem")).toHaveText([
    "final",
    "focused",
    "never back down",
  ]);
  await expect(analysis(page).getByRole("list", { name: "Love triggers" }).getByRole("listitem")).toHaveText([
    "not angry",
  ]);
  await expect(analysis(page).locator(".foe-marked-text mark")).toHaveText([
    "not angry",
    "Final",
    "focused",
    "never back down",
  ]);
  await expect(analysis(page).locator(".foe-marked-text .foe-mark-negated")).toHaveText("not angry");
  await expect(analysis(page).getByText("Situation: Competition, leans Force (+1.2)")).toBeVisible();

  const dynamic = page.getByRole("region", { name: "Dynamic Message" });
  await expect(dynamic).toContainText("Fight, Overcome, Excel");
  await expect(dynamic).toContainText('"never back down"');
  await expect(page.getByRole("region", { name: "Jajirose Blessing" })).toContainText(
    /Jajirose.*your team|your team.*Jajirose/,
  );
  // The toggle follows the recommendation.
  await expect(page.getByRole("radio", { name: "Negative (Force)" })).toBeChecked();
  await expect(reading(page)).toContainText("Fight, Overcome, Excel");
  await expect(page.locator(".foe-footer")).toContainText("never the person");
  errors.expectNone();
});

test("the toggle switches between the Love and the Force reading", async ({ page }) => {
  const love = page.getByRole("radio", { name: "Positive (Love)" });
  const force = page.getByRole("radio", { name: "Negative (Force)" });
  await expect(love).toBeChecked();
  await expect(reading(page)).toContainText("Friends Of Excellence");
  await expect(reading(page)).toContainText("Proverbs 27:17 (KJV)");

  await force.check();
  await expect(reading(page)).toContainText("Fight, Overcome, Excel");
  await expect(reading(page)).toContainText("1 Corinthians 9:24 (KJV)");
  await expect(reading(page)).not.toContainText("Friends Of Excellence");

  // Keyboard: arrows move within the radio group.
  await force.focus();
  await page.keyboard.press("ArrowLeft");
  await expect(love).toBeChecked();
  await expect(reading(page)).toContainText("Friends Of Excellence");
});

test("an example card fills the form, and its switch reads the way the card says", async ({ page }) => {
  const card = page.getByRole("button", { name: /Making peace after an argument/ });
  await card.focus();
  await page.keyboard.press("Enter");
  await expect(message(page)).toHaveValue("I'm not angry anymore. I'm sorry for what I said, and I forgive you.");
  await expect(message(page)).toBeFocused();
  await expect(page.getByLabel("Emotional State")).toHaveValue("love");
  await expect(page.getByLabel("Audience")).toHaveValue("family");
  await expect(page.getByLabel("Situation")).toHaveValue("conflict");

  await page.keyboard.press("Control+Enter");
  await expect(analysis(page).getByText("Positive (Love)")).toBeVisible();
  await expect(analysis(page).getByRole("list", { name: "Love triggers" })).toContainText("not angry");
});

test.describe("mobile", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the whole screen fits 390 px, results included", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.getByRole("button", { name: /The night before a championship final/ }).click();
    await execute(page).click();
    await expect(page.getByRole("region", { name: "Jajirose Blessing" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Switch Result" })).toBeInViewport();
    const overflow = await page.evaluate(() =>
      document.documentElement.scrollWidth - document.documentElement.clientWidth
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: "tests/e2e/screenshots/foe-mobile-390.png", fullPage: true });
  });
});
