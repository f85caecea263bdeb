import { expect, type Page, test } from "@playwright/test";
import { waitForHydration } from "./page_errors.ts";

const messageBox = (page: Page) => page.getByRole("textbox", { name: "Message" });
const banner = (page: Page) => page.getByText(/^\[BUFFER\] \d+ message\(s\) queued$/);

async function send(page: Page, text: string) {
  await messageBox(page).fill(text);
  await messageBox(page).press("Enter");
}

/** The visitor's messages as the server has them, read through the page's own cookie. */
async function storedUserMessages(page: Page, conversationId: string): Promise<string[]> {
  const response = await page.request.get(`/api/conversations/${conversationId}/messages`);
  expect(response.ok()).toBe(true);
  const messages: Array<{ role: string; content: string }> = await response.json();
  return messages.filter((message) => message.role === "user").map((message) => message.content);
}

test.beforeEach(async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
});

test("the connection badge follows the browser's connectivity", async ({ page, context }) => {
  await expect(page.getByText("NEURAL-LINK ACTIVE")).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByText("PLUG-IN LOST")).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText("NEURAL-LINK ACTIVE")).toBeVisible();
});

test("offline without a conversation, nothing can be created", async ({ page, context }) => {
  await context.setOffline(true);
  await send(page, "Is anyone there?");
  await expect(page.getByText("Cannot create new conversations while offline")).toBeVisible();
  await expect(messageBox(page)).toHaveValue("Is anyone there?");
  await page.getByRole("button", { name: "New Conversation" }).click();
  await expect(page.getByText("Cannot create new conversations while offline")).toBeVisible();
  await expect(page.getByText("No conversations yet. Start a new one!")).toBeVisible();
});

test("messages written offline are queued, counted, and delivered exactly once on reconnect", async ({ page, context }) => {
  await send(page, "Teach me about patience");
  await expect(page.locator(".message-assistant .message-label", { hasText: /\d\d:\d\d/ })).toHaveCount(1);
  const conversationId = (await (await page.request.get("/api/conversations")).json())[0].id as string;

  await context.setOffline(true);
  await send(page, "offline one");
  await expect(page.getByText("Message Queued")).toBeVisible();
  await expect(page.getByText("Your message will be sent when you plug back into the internet.")).toBeVisible();
  await expect(messageBox(page)).toHaveValue("");
  await expect(banner(page)).toHaveText("[BUFFER] 1 message(s) queued");
  await expect(page.locator(".message-row.queued")).toHaveCount(1);

  await context.setOffline(false);
  await expect(banner(page)).toBeHidden();
  await expect(page.locator(".message-assistant .message-label", { hasText: /\d\d:\d\d/ })).toHaveCount(2);
  expect(await storedUserMessages(page, conversationId)).toEqual(["Teach me about patience", "offline one"]);

  await context.setOffline(true);
  for (const text of ["offline two", "offline three", "offline four"]) await send(page, text);
  await expect(banner(page)).toHaveText("[BUFFER] 3 message(s) queued");
  await context.setOffline(false);
  await expect(banner(page)).toBeHidden();

  await page.reload();
  await waitForHydration(page);
  await expect(banner(page)).toBeHidden();
  expect(await storedUserMessages(page, conversationId)).toEqual([
    "Teach me about patience",
    "offline one",
    "offline two",
    "offline three",
    "offline four",
  ]);
});

test("a queue left by a closed tab is sent when the app opens online, once", async ({ page, context }) => {
  await send(page, "Where is peace?");
  await expect(page.locator(".message-assistant .message-label", { hasText: /\d\d:\d\d/ })).toHaveCount(1);
  const conversationId = (await (await page.request.get("/api/conversations")).json())[0].id as string;
  await context.setOffline(true);
  await send(page, "written before closing");
  await expect(banner(page)).toHaveText("[BUFFER] 1 message(s) queued");

  // The visitor closes the tab while offline and comes back later with a connection.
  await page.close();
  await context.setOffline(false);
  const again = await context.newPage();
  await again.goto("/");
  await waitForHydration(again);
  await expect(banner(again)).toBeHidden();
  await expect.poll(() => storedUserMessages(again, conversationId)).toEqual([
    "Where is peace?",
    "written before closing",
  ]);
});

test("a verse studied once opens in the Study view offline, after a reload", async ({ page, context }) => {
  const archive = page.getByRole("region", { name: "SCRIPTURE ARCHIVE v2.0" });
  const studyJohn316 = async () => {
    await page.getByRole("button", { name: "Archive" }).click();
    await archive.getByLabel("Book").selectOption({ label: "John" });
    await archive.getByLabel("Chapter").selectOption("3");
    await archive.getByLabel("Verse").selectOption("16");
    await archive.getByRole("button", { name: "Study" }).click();
    const view = archive.getByRole("region", { name: "Study: John 3:16" });
    await expect(view.getByRole("heading", { name: "Matthew Henry's Concise Commentary on John 3:1-21" }))
      .toBeVisible();
    await expect(view.getByText("he gave his only born Son")).toBeVisible();
  };
  await studyJohn316();
  // The local copy is written in the background: wait until the device holds it.
  await expect.poll(() =>
    page.evaluate(() =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open("bodhisattva-plug-in");
        open.onsuccess = () => {
          const count = open.result.transaction("study_answers").objectStore("study_answers").count();
          count.onsuccess = () => resolve(count.result);
        };
      })
    )
  ).toBeGreaterThan(0);
  // The page itself reloads offline from the service worker's shell.
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 })
    .toBe(true);

  await context.setOffline(true);
  await page.reload();
  await waitForHydration(page);
  await studyJohn316();
  await context.setOffline(false);
});
