import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { waitForHydration, watchPageErrors } from "./page_errors.ts";

const messageBox = (page: Page) => page.getByRole("textbox", { name: "Message" });
const recent = (page: Page) => page.locator(".conversation-list");
const actions = (page: Page, title: string) =>
  page.locator(".conversation-row", { hasText: title }).getByRole("button", { name: "Conversation actions" });

async function send(page: Page, text: string) {
  await messageBox(page).fill(text);
  await messageBox(page).press("Enter");
}

/** Renames a conversation from its menu, and waits until the list shows the new title. */
async function rename(page: Page, from: string, to: string) {
  await actions(page, from).click();
  await page.getByRole("menuitem", { name: "Rename" }).click();
  const dialog = page.getByRole("dialog", { name: "Rename Conversation" });
  await dialog.getByLabel("Title").fill(to);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(recent(page).getByRole("button", { name: to })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
});

test("a first message creates a conversation titled from it; the reply and both survive a reload", async ({ page }) => {
  const errors = watchPageErrors(page);
  await expect(page.getByText("No conversations yet. Start a new one!")).toBeVisible();
  const question = "What does the Bible say about forgiveness when someone has hurt me deeply?";
  await send(page, question);

  const title = `${question.slice(0, 50)}...`;
  await expect(recent(page).getByRole("button", { name: title })).toBeVisible();
  await expect(recent(page).getByRole("button", { name: title })).toHaveAttribute("aria-current", "true");
  const conversation = page.getByRole("region", { name: "Conversation" });
  await expect(conversation.getByText(question)).toBeVisible();
  await expect(conversation.getByText(/\[WISDOM-NODE: \d\d:\d\d\]/)).toBeVisible();
  await expect(conversation.getByRole("img", { name: "Christ-Conscious Bodhisattva" }).first()).toBeVisible();
  await expect(messageBox(page)).toHaveValue("");
  await expect(conversation.locator(".message-user .message-time")).toHaveText(/^\d\d:\d\d$/);
  const reply = await conversation.locator(".message-assistant").last().innerText();

  await page.reload();
  await waitForHydration(page);
  await recent(page).getByRole("button", { name: title }).click();
  await expect(conversation.getByText(question)).toBeVisible();
  expect(await conversation.locator(".message-assistant").last().innerText()).toBe(reply);
  errors.expectNone();
});

test("a reply and a rename refresh the conversation list without reading the open conversation again", async ({ page }) => {
  const reads = { list: 0, messages: 0 };
  // A read of the messages is sent before the list's read that the same refresh started has finished.
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === "GET" && /^\/api\/conversations\/[^/]+\/messages$/.test(pathname)) reads.messages++;
  });
  page.on("requestfinished", (request) => {
    if (request.method() === "GET" && new URL(request.url()).pathname === "/api/conversations") reads.list++;
  });
  await send(page, "How can I be more patient with my children?");
  const conversation = page.getByRole("region", { name: "Conversation" });
  await expect(conversation).toHaveAttribute("aria-busy", "false");
  await expect(conversation.locator(".message-assistant").last()).toContainText(/patien/i);
  // Read once when the conversation was made, once when the reply was stored.
  await expect.poll(() => reads.list).toBeGreaterThanOrEqual(2);

  await rename(page, "How can I be more patient with my children?", "Patience at home");
  await expect.poll(() => reads.list).toBeGreaterThanOrEqual(3);
  expect(reads.messages).toBe(0);
});

test("an idle chat page runs no smooth endless animation: each would redraw the screen every frame", async ({ page }) => {
  await expect(page.getByText("No conversations yet. Start a new one!")).toBeVisible();
  const smooth = await page.evaluate(() =>
    document.getAnimations().filter((animation) => {
      const effect = animation.effect as KeyframeEffect | null;
      if (
        !effect || animation.playState !== "running" || effect.getComputedTiming().iterations !== Infinity
      ) return false;
      return effect.getKeyframes().some((keyframe) => !String(keyframe.easing).startsWith("steps("));
    }).map((animation) => (animation as CSSAnimation).animationName)
  );
  expect(smooth).toEqual([]);
});

test("quick prompts fill the message box; Shift+Enter breaks the line and Enter sends", async ({ page }) => {
  await page.getByRole("button", { name: "Compare Christian and Buddhist views on..." }).click();
  await expect(messageBox(page)).toHaveValue("Compare Christian and Buddhist views on...");
  await expect(messageBox(page)).toBeFocused();

  await messageBox(page).fill("First line");
  await messageBox(page).press("Shift+Enter");
  await messageBox(page).pressSequentially("second line");
  await expect(messageBox(page)).toHaveValue("First line\nsecond line");
  const sendButton = page.getByRole("button", { name: "Send", exact: true });
  await expect(sendButton).toBeEnabled();
  await messageBox(page).fill("   ");
  await expect(sendButton).toBeDisabled();

  await send(page, "Compare Christian and Buddhist views on compassion");
  const conversation = page.getByRole("region", { name: "Conversation" });
  await expect(conversation.getByText("Compare Christian and Buddhist views on compassion")).toBeVisible();
  // The reply is the last assistant message; the welcome is the first.
  await expect(conversation.locator(".message-assistant").last()).toContainText(/Buddh/);
});

test("a reply's scripture reference opens that passage in the archive", async ({ page }) => {
  await send(page, "The lord is my shepherd: what does it mean?");
  // The streamed reply is replaced by the stored one when it ends: a link clicked before then can be the replaced one.
  await expect(page.getByRole("region", { name: "Conversation" })).toHaveAttribute("aria-busy", "false");
  const link = page.locator(".message-assistant .reference-link").first();
  await expect(link).toBeVisible();
  await link.click();
  const archive = page.getByRole("region", { name: "SCRIPTURE ARCHIVE v2.0" });
  await expect(archive).toBeVisible();
  await expect(archive.locator(".passage")).toBeVisible();
});

test("a reply's reference opens the Study view: versions side by side, Henry's note, a Nave's topic and its verses", async ({ page }) => {
  const errors = watchPageErrors(page);
  await send(page, "The lord is my shepherd: what does it mean?");
  await expect(page.getByRole("region", { name: "Conversation" })).toHaveAttribute("aria-busy", "false");
  const study = page.locator(".message-assistant .study-link").first();
  await expect(study).toBeVisible();
  const reference = (await study.getAttribute("aria-label"))!.replace(/^Study /, "");
  await study.click();

  const archive = page.getByRole("region", { name: "SCRIPTURE ARCHIVE v2.0" });
  const view = archive.getByRole("region", { name: `Study: ${reference}` });
  await expect(view).toBeVisible();
  const versions = view.getByRole("list", { name: "Versions side by side" });
  for (const name of ["King James Version", "World English Bible", "Reina-Valera 1909"]) {
    await expect(versions.getByRole("listitem", { name })).toBeVisible();
  }
  await expect(view.getByRole("heading", { name: /^Matthew Henry's Concise Commentary on / })).toBeVisible();
  await expect(view.getByText("Matthew Henry, Concise Commentary (1706), public domain")).toBeVisible();
  const topics = view.getByRole("region", { name: "Nave's topics" });
  const topic = topics.locator(".topic-button").first();
  await expect(topic).toHaveAttribute("aria-expanded", "false");
  await topic.click();
  await expect(topic).toHaveAttribute("aria-expanded", "true");
  await expect(topics.locator(".topic-passages li").first()).toBeVisible();
  await expect(topics.getByText("Orville J. Nave, Nave's Topical Bible (1896), public domain").first()).toBeVisible();
  errors.expectNone();
});

test("rename and delete a conversation from its menu", async ({ page }) => {
  await send(page, "How does Buddhism approach anger?");
  const row = recent(page).getByRole("button", { name: "How does Buddhism approach anger?" });
  await expect(row).toBeVisible();
  await expect(page.locator(".message-assistant")).toHaveCount(1);

  await rename(page, "How does Buddhism approach anger?", "Anger and patience");

  await actions(page, "Anger and patience").click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await page.getByRole("dialog", { name: "Delete Conversation" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("No conversations yet. Start a new one!")).toBeVisible();
  await expect(page.locator(".message-assistant")).toHaveCount(1);
  await expect(page.locator(".message-assistant")).toContainText("Peace be with you");
});

test("a conversation exports as a Markdown file with both sides of it", async ({ page }) => {
  await send(page, "What does the Bible say about hope?");
  await expect(page.locator(".message-assistant .message-label", { hasText: /\d\d:\d\d/ })).toHaveCount(1);
  await actions(page, "What does the Bible say about hope?").click();
  const download = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: "Export as Markdown" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("What_does_the_Bible_say_about_hope_.md");
  const text = readFileSync(await file.path(), "utf8");
  expect(text).toContain("# What does the Bible say about hope?");
  expect(text).toContain("## You,");
  expect(text).toContain("## Christ-Conscious Bodhisattva,");
});

test("New Conversation starts an empty one with the welcome", async ({ page }) => {
  await page.getByRole("button", { name: "New Conversation" }).click();
  await expect(recent(page).getByRole("button", { name: "New Spiritual Guidance" })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await expect(page.locator(".message-assistant")).toContainText("Peace be with you");
});

test.describe("mobile", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the drawer lists conversations and closes when one is chosen", async ({ page }) => {
    await send(page, "Where can I find hope?");
    await expect(page.locator(".message-assistant")).toHaveCount(1);
    const menu = page.getByRole("button", { name: "Open conversations" });
    await menu.click();
    const drawer = page.getByRole("complementary", { name: "Conversations" });
    await expect(drawer).toBeInViewport();
    await drawer.getByRole("button", { name: "Where can I find hope?" }).click();
    await expect(drawer).not.toBeInViewport();
    await expect(page.getByRole("region", { name: "Conversation" }).getByText("Where can I find hope?")).toBeVisible();
    await page.screenshot({ path: "tests/e2e/screenshots/chat-conversation-mobile-390.png", fullPage: true });
  });
});

test("on a 390 px phone the chat header is one row, and everything in it stays reachable", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await waitForHydration(page);
  const header = page.locator(".site-header");
  const parts = [
    page.locator(".brand-mark"),
    page.getByRole("link", { name: "Chat", exact: true }),
    page.getByRole("link", { name: "Shrine" }),
    page.getByRole("button", { name: "Open conversations" }),
    page.getByRole("button", { name: "Scripture archive" }),
    page.getByRole("button", { name: "Search scriptures" }),
    header.getByRole("status"),
  ];
  const boxes = [];
  for (const part of parts) {
    await expect(part).toBeVisible();
    boxes.push((await part.boundingBox())!);
  }
  const headerBox = (await header.boundingBox())!;
  for (const box of boxes) {
    // One row: every part lies across the header's middle line, inside the screen.
    expect(box.y).toBeLessThan(headerBox.y + headerBox.height / 2);
    expect(box.y + box.height).toBeGreaterThan(headerBox.y + headerBox.height / 2);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  expect(headerBox.height).toBeLessThan(64);
  await expect(page.getByRole("heading", { level: 1, name: "Christ-Conscious Bodhisattva Plug-In" })).toBeAttached();
  await expect(header.getByRole("status")).toHaveText("NEURAL-LINK ACTIVE");
});

test.describe("with the service worker out of the way", () => {
  // A service worker's fetches bypass page.route, so the refusal would not always be seen.
  test.use({ serviceWorkers: "block" });

  test("a first message refused with 429 leaves no empty conversation behind, and stays in the box", async ({ page }) => {
    // Only the send is refused: a refused read of the messages would show the same words in the message pane before
    // the empty conversation is gone, and the checks below would pass too early.
    await page.route("**/api/conversations/*/messages", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({
          status: 429,
          headers: { "Content-Type": "application/json", "Retry-After": "30" },
          body: JSON.stringify({ error: "Too many messages: please wait a moment" }),
        })
        : route.continue());
    await expect(page.getByText("No conversations yet. Start a new one!")).toBeVisible();
    await send(page, "Is anyone there?");
    await expect(page.getByText("Too many messages: please wait a moment")).toBeVisible();
    await expect(page.getByText("No conversations yet. Start a new one!")).toBeVisible();
    await expect(messageBox(page)).toHaveValue("Is anyone there?");
    expect(await (await page.request.get("/api/conversations")).json()).toEqual([]);
  });
});

for (const width of [1280, 390]) {
  test(`the latest reply is scrolled into view above the composer, never behind it (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const conversation = page.getByRole("region", { name: "Conversation" });
    for (const [index, text] of ["how do I start chanting", "how long should I chant for?"].entries()) {
      await send(page, text);
      await expect(conversation.locator(".message-assistant")).toHaveCount(index + 1);
      await expect(conversation).toHaveAttribute("aria-busy", "false");
    }
    const composer = page.locator(".composer-form");
    // Waits on what the visitor sees: the short last reply ends above the composer once the scroll has settled.
    await expect.poll(async () => {
      const reply = await conversation.locator(".message-assistant").last().boundingBox();
      const form = await composer.boundingBox();
      return reply !== null && form !== null && reply.y + reply.height <= form.y + 1 && reply.y >= 0;
    }).toBe(true);
  });
}
