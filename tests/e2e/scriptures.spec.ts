import { expect, test } from "@playwright/test";
import { waitForHydration, watchPageErrors } from "./page_errors.ts";

test.beforeEach(async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
});

test("archive: KJV, John 3:16 fills the message box and focuses it", async ({ page }) => {
  const errors = watchPageErrors(page);
  await page.getByRole("button", { name: "Archive" }).click();
  const archive = page.getByRole("region", { name: "SCRIPTURE ARCHIVE v2.0" });
  await expect(archive).toBeVisible();
  await expect(archive.getByRole("tab", { name: "bible" })).toHaveAttribute("aria-selected", "true");

  const version = archive.getByLabel("Version");
  await expect(version).toHaveValue("1");
  const select = archive.getByRole("button", { name: "Select Scripture" });
  await expect(select).toBeDisabled();
  await expect(archive.getByLabel("Chapter")).toBeDisabled();
  await archive.getByLabel("Book").selectOption({ label: "John" });
  await expect(archive.getByLabel("Verse")).toBeDisabled();
  await archive.getByLabel("Chapter").selectOption("3");
  await archive.getByLabel("Verse").selectOption("16");
  await expect(archive.getByText("For God so loved the world")).toBeVisible();
  await select.click();

  await expect(archive).toBeHidden();
  const box = page.getByRole("textbox", { name: "Message" });
  await expect(box).toBeFocused();
  const value = await box.inputValue();
  expect(value.startsWith("Please share wisdom about this scripture:")).toBe(true);
  expect(value).toContain("For God so loved the world");
  expect(value).toContain(" - John 3:16");
  errors.expectNone();
});

test("archive: the World English Bible's John 3:16 is inserted as the WEB's, and switching keeps the verse", async ({ page }) => {
  const errors = watchPageErrors(page);
  await page.getByRole("button", { name: "Archive" }).click();
  const archive = page.getByRole("region", { name: "SCRIPTURE ARCHIVE v2.0" });
  await archive.getByLabel("Book").selectOption({ label: "John" });
  await archive.getByLabel("Chapter").selectOption("3");
  await archive.getByLabel("Verse").selectOption("16");
  await expect(archive.getByText("For God so loved the world, that he gave his only begotten Son")).toBeVisible();

  await archive.getByLabel("Version").selectOption({ label: "WEB · World English Bible" });
  await expect(archive.getByText("For God so loved the world, that he gave his only born Son")).toBeVisible();
  await expect(archive.getByText("John 3:16 (WEB)")).toBeVisible();
  await archive.getByRole("button", { name: "Select Scripture" }).click();

  const box = page.getByRole("textbox", { name: "Message" });
  await expect(box).toBeFocused();
  const value = await box.inputValue();
  expect(value).toContain('"For God so loved the world, that he gave his only born Son,');
  expect(value.endsWith(" - John 3:16 (WEB)")).toBe(true);
  errors.expectNone();
});

test("archive: copyrighted versions are shown as unavailable, not broken", async ({ page }) => {
  await page.getByRole("button", { name: "Archive" }).click();
  const archive = page.getByRole("region", { name: "SCRIPTURE ARCHIVE v2.0" });
  await archive.getByLabel("Version").selectOption({ label: "NIV · New International Version (unavailable)" });
  await expect(archive.getByRole("note")).toContainText("NIV: Under copyright");
  await expect(archive.getByLabel("Book")).toBeDisabled();
});

test("archive: the first Lotus chapter is chosen for you; Gosho needs a volume, then a writing", async ({ page }) => {
  await page.getByRole("button", { name: "Archive" }).click();
  const archive = page.getByRole("region", { name: "SCRIPTURE ARCHIVE v2.0" });
  await archive.getByRole("tab", { name: "lotus" }).click();
  await expect(archive.getByLabel("Chapter")).toHaveValue("1");
  await expect(archive.getByText("Summary (our own words")).toBeVisible();
  await expect(archive.getByRole("button", { name: "Select Scripture" })).toBeEnabled();

  await archive.getByRole("tab", { name: "gosho" }).click();
  await expect(archive.getByLabel("Writing")).toBeDisabled();
  await expect(archive.getByRole("button", { name: "Select Scripture" })).toBeDisabled();
  await archive.getByLabel("Volume").selectOption({ label: "Gosho Volume I" });
  await archive.getByLabel("Writing").selectOption({ index: 1 });
  await archive.getByRole("button", { name: "Select Scripture" }).click();
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue(/\(Gosho Volume I\) \(summary\)$/);
});

test("search: 'shepherd' in the Bible lists Psalms 23 and highlights the word", async ({ page }) => {
  const errors = watchPageErrors(page);
  await page.getByRole("button", { name: "Search Scriptures" }).click();
  const dialog = page.getByRole("dialog", { name: "Search Sacred Texts" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("Enter a search term to find relevant passages")).toBeVisible();
  await expect(dialog.getByRole("radio", { name: "Both" })).toHaveAttribute("aria-checked", "true");
  const submit = dialog.getByRole("button", { name: "Search", exact: true });
  await expect(submit).toBeDisabled();

  await dialog.getByLabel("Search terms").fill("shepherd");
  await dialog.getByRole("radio", { name: "Bible" }).click();
  await submit.click();
  const psalm = dialog.getByRole("button", { name: /Psalms 23:1/ });
  await expect(psalm).toBeVisible();
  await expect(psalm.locator("mark")).toHaveText("shepherd");
  await expect(psalm.locator(".result-source")).toHaveClass(/source-bible/);

  await psalm.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue(/ - Psalms 23:1$/);
  errors.expectNone();
});

test("search: modern words find Philippians 4:6, shown in the WEB and inserted as the WEB's", async ({ page }) => {
  const errors = watchPageErrors(page);
  await page.getByRole("button", { name: "Search Scriptures" }).click();
  const dialog = page.getByRole("dialog", { name: "Search Sacred Texts" });
  await dialog.getByLabel("Search terms").fill("do not be anxious about anything");
  await dialog.getByRole("radio", { name: "Bible" }).click();
  await dialog.getByLabel("Show verses in").selectOption({ label: "WEB · World English Bible" });
  await dialog.getByRole("button", { name: "Search", exact: true }).click();
  const first = dialog.getByRole("listitem").first().getByRole("button");
  await expect(first).toContainText("Philippians 4:6");
  await expect(first).toContainText("In nothing be anxious");
  await expect(first).toContainText("Bible (WEB)");
  await expect(first).toContainText("Nave's topic: CARE");
  await first.click();
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue(/ - Philippians 4:6 \(WEB\)$/);
  errors.expectNone();
});

test("search: nonsense finds nothing; closing clears the query and results", async ({ page }) => {
  await page.getByRole("button", { name: "Search Scriptures" }).click();
  const dialog = page.getByRole("dialog", { name: "Search Sacred Texts" });
  await dialog.getByLabel("Search terms").fill("qwxzzv plorbnik");
  await dialog.getByLabel("Search terms").press("Enter");
  await expect(dialog.getByText("No results found. Try different search terms.")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "Search Scriptures" }).click();
  await expect(dialog.getByLabel("Search terms")).toHaveValue("");
  await expect(dialog.getByText("Enter a search term to find relevant passages")).toBeVisible();
});

test("search: results from the Lotus Sutra are purple and say they are summaries", async ({ page }) => {
  await page.getByRole("button", { name: "Search Scriptures" }).click();
  const dialog = page.getByRole("dialog", { name: "Search Sacred Texts" });
  await dialog.getByLabel("Search terms").fill("burning house");
  await dialog.getByRole("radio", { name: "Lotus Sutra" }).click();
  await dialog.getByRole("button", { name: "Search", exact: true }).click();
  const first = dialog.locator(".result").first();
  await expect(first.locator(".result-source")).toHaveText("Lotus Sutra (summary)");
  await expect(first.locator(".result-source")).toHaveClass(/source-other/);
});

test("mobile: the header search button opens the dialog; the menu opens the drawer", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: "Search scriptures" }).click();
  await expect(page.getByRole("dialog", { name: "Search Sacred Texts" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("complementary", { name: "Conversations" })).toBeHidden();
  await page.getByRole("button", { name: "Open conversations" }).click();
  await expect(page.getByRole("complementary", { name: "Conversations" })).toBeVisible();
  await page.screenshot({ path: "tests/e2e/screenshots/chat-drawer-mobile-390.png" });
});
