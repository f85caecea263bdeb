import { expect, test } from "@playwright/test";
import { waitForHydration, watchPageErrors } from "./page_errors.ts";

test.beforeEach(async ({ page }) => {
  await page.goto("/shrine");
  await waitForHydration(page);
});

test("the shrine renders with its nav button active", async ({ page }) => {
  const errors = watchPageErrors(page);
  await expect(page.getByRole("heading", { level: 1, name: "Shrine" })).toBeVisible();
  await expect(page.getByRole("navigation").getByRole("link", { name: "Shrine", exact: true }).first())
    .toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { name: "108 Beads" })).toBeVisible();
  errors.expectNone();
});

test("the bead counter counts from the keyboard and survives a reload", async ({ page }) => {
  const errors = watchPageErrors(page);
  const count = page.locator(".bead-count");
  await expect(count).toHaveText("0 / 108 · Rounds 0");
  const button = page.getByRole("button", { name: "+1 bead" });
  await button.focus();
  await page.keyboard.press("Space");
  await page.keyboard.press("Enter");
  await page.locator("body").click({ position: { x: 1, y: 1 } });
  await page.keyboard.press("j");
  await expect(count).toHaveText("3 / 108 · Rounds 0");
  await expect(page.locator(".mala-bead-told")).toHaveCount(3);
  await expect(page.locator(".bead-timer")).toHaveText(/^\d\d:\d\d$/);

  await page.getByLabel("Recitation").selectOption("jesus");
  await page.reload();
  await waitForHydration(page);
  await expect(count).toHaveText("3 / 108 · Rounds 0");
  await expect(page.getByLabel("Recitation")).toHaveValue("jesus");

  await page.getByRole("button", { name: "Reset" }).click();
  await expect(count).toHaveText("0 / 108 · Rounds 0");
  errors.expectNone();
});

test("typing J in the own-phrase field does not count a bead", async ({ page }) => {
  await page.getByLabel("Recitation").selectOption("own");
  await page.getByLabel("Your phrase").fill("Joy");
  await page.getByLabel("Your phrase").press("j");
  await expect(page.locator(".bead-count")).toHaveText("0 / 108 · Rounds 0");
  await expect(page.locator(".bead-phrase")).toHaveText("Joyj");
});

test("the bell answers the keyboard and the candle stays lit for the session", async ({ page }) => {
  const errors = watchPageErrors(page);
  const status = page.getByRole("status").filter({ hasText: "bell" });
  await page.getByRole("button", { name: "Mute bell" }).click();
  await page.keyboard.press("b");
  await expect(status).toHaveText("The bell is struck (1).");
  await page.getByRole("button", { name: "Strike the bell" }).focus();
  await page.keyboard.press("Enter");
  await expect(status).toHaveText("The bell is struck (2).");

  await page.getByRole("button", { name: "Light the candle" }).click();
  await expect(page.locator(".altar-flame")).toBeVisible();
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole("button", { name: "The candle is burning" })).toBeDisabled();
  errors.expectNone();
});

test("the daily pairing shows a KJV verse and a labelled Lotus summary, exactly as the store holds them", async ({ page }) => {
  const verse = page.getByRole("figure", { name: "Bible verse" });
  const caption = verse.locator("figcaption");
  await expect(caption).toHaveText(/^(.+) (\d+):(\d+) \(KJV\)$/);
  const [, bookName, chapter, verseNumber] = (await caption.textContent())!.match(/^(.+) (\d+):(\d+) \(KJV\)$/)!;
  const books: { id: number; name: string }[] = await (await page.request.get("/api/scriptures/bible/books")).json();
  const bookId = books.find((book) => book.name === bookName)!.id;
  const verses: { verse: number; text: string }[] = await (await page.request.get(
    `/api/scriptures/bible/verses?versionId=1&bookId=${bookId}&chapter=${chapter}`,
  )).json();
  await expect(verse.locator("blockquote")).toHaveText(verses.find((v) => v.verse === Number(verseNumber))!.text);

  const lotus = page.getByRole("figure", { name: "Lotus Sutra passage" });
  await expect(lotus.locator("figcaption")).toHaveText(/^Lotus Sutra, chapter \d+: .+ summary$/);
  const lotusNumber = Number((await lotus.locator("figcaption").textContent())!.match(/chapter (\d+)/)![1]);
  const chapters: { chapterNumber: number; content: string }[] = await (await page.request.get(
    "/api/scriptures/lotus/chapters",
  )).json();
  await expect(lotus.locator("blockquote")).toHaveText(chapters.find((c) => c.chapterNumber === lotusNumber)!.content);
});
