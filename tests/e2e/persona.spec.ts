import { expect, type Page, test } from "@playwright/test";
import { waitForHydration, watchPageErrors } from "./page_errors.ts";

/*
 * ISSUE 17 in the browser: the built-in persona keeps to what a conversation is about. Three turns
 * on Psalm 23 quote the psalm, return to its valley verse when asked, and then turn to Nichiren
 * for someone afraid, with his writings named as our summaries.
 */

const messageBox = (page: Page) => page.getByRole("textbox", { name: "Message" });
const replies = (page: Page) => page.locator(".message-assistant");

async function ask(page: Page, message: string, count: number) {
  await messageBox(page).fill(message);
  await messageBox(page).press("Enter");
  await expect(replies(page)).toHaveCount(count);
  const reply = replies(page).nth(count - 1);
  // The reply is whole once its label shows the time it was written.
  await expect(reply.locator(".message-label", { hasText: /\d\d:\d\d/ })).toBeVisible();
  return reply;
}

for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
  test(`three turns on Psalm 23 stay on Psalm 23 (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const errors = watchPageErrors(page);
    await page.goto("/");
    await waitForHydration(page);

    const explain = await ask(page, "explain Psalm 23", 1);
    await expect(explain).toContainText("The LORD is my shepherd; I shall not want.");
    await expect(explain).toContainText("Psalms 23:1");

    const valley = await ask(page, "what does the valley part mean?", 2);
    await expect(valley).toContainText("Yea, though I walk through the valley of the shadow of death");
    await expect(valley).toContainText("Psalms 23:4");

    const nichiren = await ask(page, "and what would Nichiren say to someone afraid?", 3);
    await expect(nichiren).toContainText("I will fear no evil");
    await expect(nichiren).toContainText(/Gosho|Lotus Sutra/);
    await expect(nichiren).toContainText("our summary");
    await nichiren.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `tests/e2e/screenshots/persona-psalm-23-${viewport.width}.png`, fullPage: false });
    errors.expectNone();
  });
}
