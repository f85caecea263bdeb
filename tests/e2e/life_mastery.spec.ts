import { expect, test } from "@playwright/test";
import { waitForHydration, watchPageErrors } from "./page_errors.ts";

const titles = [
  "ADHD Focus Mastery",
  "Wealth & Abundance",
  "Super Self-Discipline",
  "Leadership Excellence",
  "Health & Fitness",
  "Complete Transformation",
];

test.beforeEach(async ({ page }) => {
  await page.goto("/life-mastery");
  await waitForHydration(page);
});

test("the catalogue shows six programmes, each with Start Program", async ({ page }) => {
  const errors = watchPageErrors(page);
  await expect(page.getByRole("heading", { level: 1, name: "Life Mastery" })).toBeVisible();
  const cards = page.locator(".programme-card");
  await expect(cards).toHaveCount(6);
  for (const [index, title] of titles.entries()) {
    await expect(cards.nth(index).getByRole("heading", { level: 2 })).toHaveText(title);
    await expect(cards.nth(index).getByRole("button", { name: "Start Program" })).toBeEnabled();
  }
  errors.expectNone();
});

test("Start Program posts the start and opens the dialog with every section", async ({ page }) => {
  const errors = watchPageErrors(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => release = resolve);
  const starts: unknown[] = [];
  await page.route("**/api/life-mastery/complete", async (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    starts.push(route.request().postDataJSON());
    await held;
    await route.fallback();
  });
  const card = page.locator(".programme-card").filter({ hasText: "Complete Transformation" });
  await card.getByRole("button", { name: "Start Program" }).click();
  await expect(card.getByRole("button", { name: "Starting..." })).toBeDisabled();
  release();
  await expect(card.getByRole("button", { name: "Start Program" })).toBeEnabled();
  expect(starts).toEqual([{ intensity: "moderate", user_id: "user123" }]);

  const dialog = page.getByRole("dialog", { name: "Complete Transformation" });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(".programme-guidance")).not.toBeEmpty();
  for (const section of ["Training Methods", "Hypnosis & Programming", "Daily Affirmations", "Success Tracking"]) {
    await expect(dialog.getByRole("heading", { level: 3, name: section })).toBeVisible();
  }
  await expect(dialog.getByRole("heading", { level: 3, name: "Complete Package" })).toBeVisible();
  await expect(dialog.getByText("Programmes included")).toBeVisible();
  await expect(dialog.getByText("A weekly review prompt to reflect and choose the next focus")).toBeVisible();
  await expect(dialog.getByText(/This week: \d+ sessions?, \d+ minutes?\. Current streak: \d+ days?\./)).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Start Meditation Session" })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Begin Hypnosis" })).toBeEnabled();
  errors.expectNone();
});

test("a programme without a package shows no package card", async ({ page }) => {
  await page.locator(".programme-card").filter({ hasText: "Health & Fitness" }).getByRole("button").click();
  const dialog = page.getByRole("dialog", { name: "Health & Fitness" });
  await expect(dialog.getByRole("heading", { level: 3, name: "Success Tracking" })).toBeVisible();
  await expect(dialog.getByRole("heading", { level: 3, name: "Complete Package" })).toHaveCount(0);
});

test("Start Session shows the Active Session banner whose timer counts, and Stop clears it", async ({ page }) => {
  const errors = watchPageErrors(page);
  await page.clock.install();
  await page.locator(".programme-card").filter({ hasText: "ADHD Focus Mastery" }).getByRole("button").click();
  const dialog = page.getByRole("dialog", { name: "ADHD Focus Mastery" });
  const item = dialog.getByRole("listitem").filter({ hasText: "Focus Anchor" });
  await item.getByRole("button", { name: "Start Session" }).click();

  const banner = page.getByRole("region", { name: "Active Session" });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText("Focus Anchor");
  const timer = banner.locator(".session-timer");
  await expect(timer).toHaveText(/^\d\d:\d\d$/);
  await expect(banner.locator(".session-script")).toContainText("Press your thumb and finger together");
  // The installed clock also flows with real time, so a busy machine adds seconds: the timer shows at
  // least what was run, never an exact value.
  const shownSeconds = async () => {
    const [minutes, seconds] = (await timer.textContent() ?? "").split(":").map(Number);
    return minutes * 60 + seconds;
  };
  await page.clock.runFor(3000);
  await expect.poll(shownSeconds).toBeGreaterThanOrEqual(3);
  await page.clock.runFor(62_000);
  await expect.poll(shownSeconds).toBeGreaterThanOrEqual(65);

  // Closing the dialog keeps the session running on the page.
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(banner).toBeVisible();
  await banner.getByRole("button", { name: "Stop" }).click();
  await expect(banner).toHaveCount(0);

  // The stopped session ran over a minute, so it counts in this visitor's tracking.
  await page.locator(".programme-card").filter({ hasText: "ADHD Focus Mastery" }).getByRole("button").click();
  await expect(page.getByRole("dialog").getByText(/This week: 1 session, 1 minute\. Current streak: 1 day\./))
    .toBeVisible();
  errors.expectNone();
});

test("a session ends by itself after 20 minutes, and a new one replaces a running one", async ({ page }) => {
  await page.clock.install();
  await page.locator(".programme-card").filter({ hasText: "Super Self-Discipline" }).getByRole("button").click();
  const dialog = page.getByRole("dialog", { name: "Super Self-Discipline" });
  await dialog.getByRole("button", { name: "Begin Hypnosis" }).click();
  const banner = page.getByRole("region", { name: "Active Session" });
  await expect(banner).toContainText("Habit Rehearsal");
  await page.clock.runFor(600_000);
  await dialog.getByRole("button", { name: "Start Meditation Session" }).click();
  await expect(banner).toContainText("Meditation Session");
  // The installed clock still moves with real time between steps, and a busy machine can take seconds over an
  // assertion: the minutes are what the visitor reads, not the exact second.
  await expect(banner.locator(".session-timer")).toHaveText(/^00:[0-5]\d$/);
  await page.clock.runFor(600_000);
  // The replaced session's 20 minutes are up; the new one runs on.
  await expect(banner.locator(".session-timer")).toHaveText(/^10:[0-5]\d$/);
  await page.clock.runFor(600_000);
  await expect(banner).toHaveCount(0);
});

test("a failed start tells the visitor", async ({ page }) => {
  await page.route(
    "**/api/life-mastery/wealth",
    (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"down"}' })
        : route.fallback(),
  );
  await page.locator(".programme-card").filter({ hasText: "Wealth & Abundance" }).getByRole("button").click();
  await expect(page.getByText("Failed to start program")).toBeVisible();
});
