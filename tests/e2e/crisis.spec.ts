import { expect, type Page, test } from "@playwright/test";
import { waitForHydration, watchPageErrors } from "./page_errors.ts";

/*
 * ISSUE 15 in the browser: a message showing danger gets the resources as their own block with
 * numbers a phone can call or text, on a phone-sized screen; the country can be changed.
 */
test.use({ viewport: { width: 390, height: 844 }, locale: "en-GB" });

const messageBox = (page: Page) => page.getByRole("textbox", { name: "Message" });
/** The message list: busy while a reply streams, until the stored reply replaces the streaming one. */
const conversation = (page: Page) => page.getByRole("region", { name: "Conversation" });

test("a danger message shows the help block first, with tappable tel: and sms: links, at 390 px", async ({ page }) => {
  const errors = watchPageErrors(page);
  await page.goto("/");
  await waitForHydration(page);
  await messageBox(page).fill("i dont see any reason to keep living anymore");
  await messageBox(page).press("Enter");

  const help = page.getByRole("complementary", { name: "Help, right now" });
  await expect(help).toBeVisible();
  // The block shows while the reply streams; the rest is checked on the stored reply that replaces it.
  await expect(conversation(page)).toHaveAttribute("aria-busy", "false");
  await expect(help).toContainText("Showing help for United Kingdom.");
  const emergency = help.getByRole("link", { name: "Call Emergency services on 999" });
  await expect(emergency).toHaveAttribute("href", "tel:999");
  await expect(help.getByRole("link", { name: "Call Samaritans on 116 123" })).toHaveAttribute("href", "tel:116123");
  await expect(help.getByRole("link", { name: /^Text SHOUT to Shout on 85258$/ })).toHaveAttribute(
    "href",
    "sms:85258?&body=SHOUT",
  );
  // The care words and the question come before the block; no scripture before it.
  const reply = page.locator(".message-assistant").last();
  const before = await reply.locator(".message-content > p").first().innerText();
  expect(before).toMatch(/Are you safe right now\?/);
  // The block is fully on screen at 390 px: nothing cut off to the side.
  const box = (await help.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await help.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "tests/e2e/screenshots/crisis-390.png" });
  errors.expectNone();
});

test("the visitor can show another country's services, and later replies use it", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await messageBox(page).fill("my husband hits me and I'm scared to go home tonight");
  await messageBox(page).press("Enter");
  const help = page.getByRole("complementary", { name: "Help, right now" }).last();
  await expect(help.getByRole("link", { name: "Call Emergency services on 999" })).toBeVisible();
  await expect(conversation(page)).toHaveAttribute("aria-busy", "false");

  await help.getByRole("button", { name: "Change country" }).click();
  await help.getByRole("combobox", { name: "Country for these services" }).selectOption("AU");
  await expect(help).toContainText("Showing help for Australia.");
  await expect(help.getByRole("link", { name: "Call Emergency services on 000" })).toHaveAttribute("href", "tel:000");
  await expect(help.getByRole("link", { name: "Call 1800RESPECT on 1800 737 732" })).toBeVisible();

  await messageBox(page).fill("he says he will kill me if I leave");
  await messageBox(page).press("Enter");
  await expect(page.locator(".message-assistant")).toHaveCount(2);
  const next = page.getByRole("complementary", { name: "Help, right now" }).last();
  await expect(next.getByRole("link", { name: "Call 1800RESPECT on 1800 737 732" })).toBeVisible();
});
