import { expect, type Page, test } from "@playwright/test";
import { waitForHydration, watchPageErrors } from "./page_errors.ts";

async function open(page: Page) {
  await page.goto("/wisdom");
  await waitForHydration(page);
  // The loading screen gives way to the hub once the books have loaded from the real API.
  await expect(page.getByRole("heading", { name: "Sacred Library" })).toBeVisible();
}

const bookCards = (page: Page) => page.locator(".wisdom-book");

test("the Wisdom Hub loads the four books, the top bar and the About audio", async ({ page, request }) => {
  const errors = watchPageErrors(page);
  await open(page);
  await expect(page.getByText("Loading Wisdom Hub...")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "ARTICLE LV", exact: true })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Connected" })).toBeVisible();
  await expect(bookCards(page)).toHaveCount(4);
  for (const id of [1, 2, 3, 4]) {
    await expect(page.getByRole("link", { name: "Read Now" }).nth(id - 1)).toHaveAttribute("href", `/read/${id}`);
  }
  await expect(bookCards(page).first()).toContainText(/\d+ chapters/);

  const creator = page.getByRole("link", { name: /Creator Links/ });
  await expect(creator).toHaveAttribute("target", "_blank");
  await expect(creator).toHaveAttribute("rel", "noopener noreferrer");

  // The introduction clip is really served, as audio.
  const src = await page.locator("audio source").getAttribute("src");
  const audio = await request.get(src!);
  expect(audio.status()).toBe(200);
  expect(audio.headers()["content-type"]).toMatch(/^audio\//);
  errors.expectNone();
});

test("Quote opens the quote dialog with Read Book and Close", async ({ page }) => {
  await open(page);
  await page.getByRole("button", { name: /^Quote from/ }).first().click();
  const dialog = page.getByRole("dialog", { name: "Wisdom Quote" });
  await expect(dialog.locator("blockquote")).not.toBeEmpty();
  await expect(dialog.getByRole("link", { name: "Read Book" })).toHaveAttribute("href", "/read/1");
  await dialog.locator(".dialog-actions").getByRole("button", { name: "Close", exact: true }).click();
  await expect(dialog).toBeHidden();
});

test("Download saves the book as a .txt named from its title", async ({ page }) => {
  await open(page);
  const title = await bookCards(page).nth(1).locator("h3").innerText();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: `Download ${title}` }).click();
  expect((await download).suggestedFilename()).toBe(`${title.replace(/[^A-Za-z0-9]/g, "_")}.txt`);
});

test("the chat panel greets, then answers; the Let's Connect widget shows the same history", async ({ page }) => {
  const errors = watchPageErrors(page);
  await open(page);
  await page.getByRole("button", { name: "Chat", exact: true }).click();
  const panel = page.getByRole("region", { name: "Wisdom Chat" });
  await expect(panel.locator(".hub-chat-assistant")).toHaveCount(1);
  await expect(panel).toContainText("Peace be with you.");

  const input = panel.getByRole("textbox", { name: "Your message" });
  await input.fill("How can I find peace when I am anxious?");
  await panel.getByRole("button", { name: "Send" }).click();
  await expect(input).toHaveValue("");
  await expect(panel.locator(".hub-chat-user")).toHaveText(/How can I find peace/);
  // The real /api/chat answers: a second assistant message that is not the apology.
  await expect(panel.locator(".hub-chat-assistant")).toHaveCount(2, { timeout: 20_000 });
  await expect(panel.locator(".hub-chat-assistant").last()).not.toContainText("technical difficulties");
  await expect(input).toBeEnabled();

  await page.getByRole("button", { name: "Let's Connect" }).click();
  const widget = page.getByRole("region", { name: "Let's Connect" });
  await expect(widget.locator(".hub-chat-message")).toHaveCount(3);
  errors.expectNone();
});

test("the breathing modal counts down through the phases by elapsed time and stops", async ({ page }) => {
  // A fake clock drives performance.now, so the test checks the time-derived phases without waiting;
  // it is paused once the page is up, so only runFor moves it (a loaded machine cannot skip a phase).
  await page.clock.install();
  await open(page);
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.getByText("Breathe", { exact: true }).click();
  await page.getByRole("button", { name: "1 minute", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: /Box Breathing/ });
  await expect(dialog.locator(".breath-phase-name")).toHaveText("inhale");
  await expect(dialog.getByLabel("Seconds left in this phase")).toHaveText("4");

  await page.clock.runFor(1_500);
  await expect(dialog.getByLabel("Seconds left in this phase")).toHaveText("3");
  await page.clock.runFor(3_000);
  await expect(dialog.locator(".breath-phase-name")).toHaveText("hold");
  await page.clock.runFor(4_000);
  await expect(dialog.locator(".breath-phase-name")).toHaveText("exhale");

  // Stops by itself at the chosen duration.
  await page.clock.runFor(60_000);
  await expect(dialog.getByRole("status")).toHaveText(/Session complete/);
  await dialog.locator(".dialog-actions").getByRole("button", { name: "Close", exact: true }).click();
  await expect(dialog).toBeHidden();

  // And on 'Stop Session'.
  await page.getByText("Breathe", { exact: true }).click();
  await page.getByRole("button", { name: "3 minutes", exact: true }).click();
  await expect(dialog.locator(".breath-phase-name")).toHaveText("inhale");
  await dialog.getByRole("button", { name: "Stop Session" }).click();
  await expect(dialog).toBeHidden();
});

test("the image generator refuses an empty prompt", async ({ page }) => {
  await open(page);
  await page.getByRole("button", { name: "Image Generator" }).click();
  const dialog = page.getByRole("dialog", { name: "Spiritual Image Generator" });
  await expect(dialog.getByText("0/1000 characters")).toBeVisible();
  await expect(dialog.getByLabel("Size")).toHaveValue("1024x1024");
  await expect(dialog.getByLabel("Quality")).toHaveValue("standard");
  await expect(dialog.getByLabel("Style")).toHaveValue("vivid");
  await dialog.getByRole("button", { name: "Generate Image" }).click();
  const toast = dialog.getByRole("alert");
  await expect(toast).toContainText("Prompt Required");
  await expect(toast).toContainText("Please enter a description for your spiritual image.");
});

test("the image generator shows a generated image", async ({ page, request }) => {
  // An empty body is refused with a 400 when the endpoint exists, without spending time drawing a picture.
  const probe = await request.post("/api/v1/generate-image", { data: {} });
  test.skip(probe.status() === 404, "POST /api/v1/generate-image is not mounted in this build yet");
  await open(page);
  await page.getByRole("button", { name: "Image Generator" }).click();
  const dialog = page.getByRole("dialog", { name: "Spiritual Image Generator" });
  await dialog.getByLabel("Describe your spiritual image").fill("A golden lotus on still water at dawn");
  await expect(dialog.getByText("37/1000 characters")).toBeVisible();
  await dialog.getByLabel("Size").selectOption("1792x1024");
  await dialog.getByRole("button", { name: "Generate Image" }).click();
  const image = dialog.getByRole("img", { name: /Generated image/ });
  await expect(image).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test("Read Now opens the reader at that book", async ({ page }) => {
  await open(page);
  await page.getByRole("link", { name: "Read Now" }).nth(1).click();
  await expect(page).toHaveURL(/\/read\/2$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("LOTUS_SUTRA_CHAPTER_SUMMARIES.DAT");
  await expect(page.getByText("LOADING_TEXT_MODULE.EXE")).toHaveCount(0);
});
