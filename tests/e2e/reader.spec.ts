import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { waitForHydration, watchPageErrors } from "./page_errors.ts";

test("the Bible opens with its .DAT title, font size stays within 12 to 24, and John 3 is reachable", async ({ page }) => {
  const errors = watchPageErrors(page);
  await page.goto("/read/1");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("THE_HOLY_BIBLE_KJV.DAT");
  const text = page.getByRole("article");
  await expect(text.getByRole("heading", { name: "Genesis 1" })).toBeVisible();
  await expect(text).toHaveCSS("font-size", "16px");

  const bigger = page.getByRole("button", { name: "Increase font size" });
  const smaller = page.getByRole("button", { name: "Decrease font size" });
  for (const size of [18, 20, 22, 24]) {
    await bigger.click();
    await expect(text).toHaveCSS("font-size", `${size}px`);
  }
  await expect(bigger).toBeDisabled();
  for (const size of [22, 20, 18, 16, 14, 12]) {
    await smaller.click();
    await expect(text).toHaveCSS("font-size", `${size}px`);
  }
  await expect(smaller).toBeDisabled();
  await expect(bigger).toBeEnabled();

  await page.getByLabel("Book", { exact: true }).selectOption({ label: "John" });
  await expect(text.getByRole("heading", { name: "John 1" })).toBeVisible();
  await page.getByRole("button", { name: "NEXT →" }).click();
  await page.getByRole("button", { name: "NEXT →" }).click();
  await expect(text.getByRole("heading", { name: "John 3" })).toBeVisible();
  await expect(text.getByText("For God so loved the world")).toBeVisible();
  // Only the chapter on screen is rendered, not 4 MB of text.
  await expect(text.getByText("In the beginning God created")).toHaveCount(0);

  // The position and the size are remembered for this book.
  await page.reload();
  await waitForHydration(page);
  await expect(text.getByRole("heading", { name: "John 3" })).toBeVisible();
  await expect(text).toHaveCSS("font-size", "12px");
  errors.expectNone();
});

test("the Bible can be read in the WEB or the RV1909: same chapter, that version's text, title and download", async ({ page }) => {
  const errors = watchPageErrors(page);
  await page.goto("/read/1");
  await waitForHydration(page);
  const text = page.getByRole("article");
  await page.getByLabel("Book", { exact: true }).selectOption({ label: "John" });
  await page.getByLabel("Chapter", { exact: true }).selectOption({ label: "John 3" });
  await expect(text.getByText("For God so loved the world, that he gave his only begotten Son")).toBeVisible();

  await page.getByLabel("Version", { exact: true }).selectOption({ label: "WEB · World English Bible" });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("THE_HOLY_BIBLE_WEB.DAT");
  await expect(text.getByRole("heading", { name: "John 3" })).toBeVisible();
  await expect(text.getByText("For God so loved the world, that he gave his only born Son")).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "DOWNLOAD" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("The_Holy_Bible__WEB_.txt");

  await page.getByLabel("Version", { exact: true }).selectOption({ label: "RV1909 · Reina-Valera 1909" });
  await expect(text.getByText("Porque de tal manera amó Dios al mundo")).toBeVisible();
  await expect(text).toHaveAttribute("lang", "es");
  // The version is remembered with the place.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel("Version", { exact: true })).toHaveValue("3");
  await expect(text.getByText("Porque de tal manera amó Dios al mundo")).toBeVisible();
  errors.expectNone();
});

test("download saves the book as a .txt named from its title", async ({ page }) => {
  await page.goto("/read/1");
  await waitForHydration(page);
  await expect(page.getByRole("article")).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "DOWNLOAD" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("The_Holy_Bible__KJV_.txt");
  const text = await readFile(await download.path());
  expect(text.toString("utf8")).toContain("16 For God so loved the world");
});

test.describe("with the service worker out of the way", () => {
  // A service worker's fetches bypass page.route, so the simulated failure would not always be seen.
  test.use({ serviceWorkers: "block" });

  test("a failed download alerts the visitor", async ({ page }) => {
    await page.goto("/read/3");
    await waitForHydration(page);
    await expect(page.getByRole("article")).toBeVisible();
    await page.route("**/api/v1/books/3/download", (route) => route.fulfill({ status: 500, body: "boom" }));
    // Handled in a listener: an alert left open would block the click that raised it.
    const alerts: string[] = [];
    page.on("dialog", (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole("button", { name: "DOWNLOAD" }).click();
    await expect.poll(() => alerts).toEqual(["Failed to download book. Please try again."]);
    await expect(page.getByRole("button", { name: "DOWNLOAD" })).toBeEnabled();
  });
});

test("an unknown book shows the error screen with a way back", async ({ page }) => {
  const errors = watchPageErrors(page);
  await page.goto("/read/99");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "ERROR: FILE_NOT_FOUND" })).toBeVisible();
  await expect(page.getByText("FAILED TO ACCESS TEXT MODULE")).toBeVisible();
  await page.getByRole("button", { name: "RETURN" }).click();
  await expect(page).toHaveURL(/\/wisdom$/);
  errors.expectNone();
});
