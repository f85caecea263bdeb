import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BrowserContext, chromium, expect, type Page, test } from "@playwright/test";
import { waitForHydration, watchPageErrors } from "./page_errors.ts";

// Each test has its own browser context, so its own service worker registration and caches: tests running in
// parallel never share a worker.

/** Opens `path` and waits until the service worker has installed (precache filled) and controls the page. */
async function visitUntilControlled(page: Page, path: string) {
  await page.goto(path);
  // The first install claims the open page (sw/service_worker.ts), so no second visit is needed. An install
  // fails whole when any precached file or shell cannot be fetched (a build replaced under a running server).
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
    message: "the service worker installs (its precache fills) and controls the page",
    timeout: 15_000,
  }).toBe(true);
}

/** Waits for the page's islands to hydrate; a page without islands has nothing to wait for. */
async function waitForIslands(page: Page) {
  if (await page.locator("[data-island]").count() > 0) await waitForHydration(page);
}

/**
 * Proves the offline mode reaches the worker too, so what follows really comes from its caches. Chromium
 * carries the emulated loss to the worker's target on its own schedule (on a busy machine a worker fetch
 * right after `setOffline` can still reach the server), so this waits until the worker sees the loss,
 * losing the network once more between tries as a real flaky connection would.
 */
async function expectWorkerOffline(context: BrowserContext) {
  await expect(async () => {
    const [worker] = context.serviceWorkers();
    expect(worker, "a running service worker").toBeTruthy();
    const outcome = await worker.evaluate(() =>
      fetch("/api/health", { cache: "no-store" }).then(() => "reached the server", () => "network error")
    );
    if (outcome !== "network error") await goOfflineAgain(context);
    expect(outcome, "the worker's own fetch fails offline").toBe("network error");
  }).toPass({ timeout: 15_000 });
}

/**
 * Chromium does not always carry the emulated network loss into a document loaded while offline: there
 * `navigator.onLine` can read true and no 'offline' event comes. Losing the network once more reaches the
 * new document, as a real loss would, so the page's own offline state is what the test then waits on.
 */
async function goOfflineAgain(context: BrowserContext) {
  await context.setOffline(false);
  await context.setOffline(true);
}

test("the service worker controls the page after a reload", async ({ page }) => {
  const errors = watchPageErrors(page);
  await visitUntilControlled(page, "/");
  const response = await page.reload();
  expect(response?.fromServiceWorker()).toBe(true);
  expect(await page.evaluate(() => new URL(navigator.serviceWorker.controller!.scriptURL).pathname)).toBe("/sw.js");

  // What the precache really holds once installed, route shells included (the build prints the files' part).
  const precache = await page.evaluate(async () => {
    let entries = 0;
    let bytes = 0;
    for (const name of await caches.keys()) {
      if (!name.startsWith("workbox-precache")) continue;
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        entries++;
        bytes += (await (await cache.match(request))!.blob()).size;
      }
    }
    return { entries, bytes };
  });
  console.log(`Precache after install: ${precache.entries} entries, ${precache.bytes} bytes`);
  expect(precache.entries).toBeGreaterThan(13);
  errors.expectNone();
});

test("the manifest meets Chromium's installability checks", async ({ launchOptions, baseURL }) => {
  // Chromium never offers to install from an incognito profile, which every ordinary test context is.
  const profile = await mkdtemp(join(tmpdir(), "bodhisattva-install-"));
  const context = await chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
  try {
    const page = context.pages()[0] ?? await context.newPage();
    await visitUntilControlled(page, "/");
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send("Page.getAppManifest");
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});

const offlineRoutes = [
  { path: "/", heading: "Christ-Conscious Bodhisattva Plug-In" },
  { path: "/decipherist", heading: "Master Deception Decipherist" },
  { path: "/read/1", heading: "THE_HOLY_BIBLE_KJV.DAT" },
];

for (const route of offlineRoutes) {
  test(`offline, reloading ${route.path} renders its cached shell and its islands hydrate`, async ({ page, context }) => {
    const errors = watchPageErrors(page);
    await visitUntilControlled(page, route.path);
    await context.setOffline(true);
    await expectWorkerOffline(context);

    const response = await page.reload();
    expect(response?.status()).toBe(200);
    expect(response?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading);
    await waitForIslands(page);
    errors.expectNone();
  });
}

test("offline, an address without a shell shows the 404 shell", async ({ page, context }) => {
  const errors = watchPageErrors(page);
  await visitUntilControlled(page, "/");
  await context.setOffline(true);
  await expectWorkerOffline(context);
  const response = await page.goto("/this/page/was/never/routed");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
  await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
  errors.expectNone();
});

test("offline, scripture reads come from the worker's cache; conversations are never cached there", async ({ page, context }) => {
  await visitUntilControlled(page, "/");
  const chapter = "/api/scriptures/bible/verses?versionId=1&bookId=43&chapter=3";
  const read = (paths: string[]) =>
    page.evaluate(
      (paths) => Promise.all(paths.map((path) => fetch(path).then((r) => r.status, () => "network error"))),
      paths,
    );
  expect(await read(["/api/scriptures/bible/versions", chapter, "/api/scriptures/bible/verses?versionId=1"]))
    .toEqual([200, 200, 200]);
  expect(await read(["/api/conversations"])).toEqual([200]);

  // Everything the worker cached outside the precache, once its background writes are done.
  const cached = () =>
    page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        if (name.startsWith("workbox-precache")) continue;
        for (const request of await (await caches.open(name)).keys()) {
          const url = new URL(request.url);
          urls.push(url.pathname + url.search);
        }
      }
      return urls.sort();
    });
  // The whole-Bible download is for IndexedDB only (sw/service_worker.ts), so it is not among them.
  await expect.poll(cached).toEqual([
    "/api/scriptures/bible/verses?versionId=1&bookId=43&chapter=3",
    "/api/scriptures/bible/versions",
  ]);

  await context.setOffline(true);
  await expectWorkerOffline(context);
  expect(await read(["/api/scriptures/bible/versions", chapter])).toEqual([200, 200]);
  const verses = await page.evaluate((path) => fetch(path).then((r) => r.json()), chapter);
  expect(verses.some((verse: { verse: number; text: string }) => verse.verse === 16 && /God so loved/.test(verse.text)))
    .toBe(true);
  expect(await read(["/api/conversations", "/api/scriptures/lotus/chapters"])).toEqual([
    "network error",
    "network error",
  ]);
});

test("time of an offline reload of /", async ({ page, context }) => {
  // Notes on the page's own clock (zero when the navigation starts) the moment the islands report hydration,
  // so the figure is the page's and not the test runner's polling interval.
  await context.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.body?.dataset.hydrated !== "true") return;
      document.documentElement.dataset.hydratedAt = String(performance.now());
      observer.disconnect();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-hydrated"] });
  });
  await visitUntilControlled(page, "/");
  await context.setOffline(true);

  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const runs: Array<{ shell: number; hydrated: number }> = [];
  for (let run = 0; run < 7; run++) {
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated-at", /\d/);
    runs.push(
      await page.evaluate(() => ({
        shell: Math.round((performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).responseEnd),
        hydrated: Math.round(Number(document.documentElement.dataset.hydratedAt)),
      })),
    );
  }
  console.log(
    `Offline reload of /: shell from the service worker in ${median(runs.map((r) => r.shell))} ms, ` +
      `islands hydrated at ${median(runs.map((r) => r.hydrated))} ms (medians of ${runs.length}; runs: ${
        runs.map((r) => `${r.shell}/${r.hydrated}`).join(", ")
      } ms)`,
  );
});

/**
 * Stands in for a deploy. The browser fetches the worker script itself when it looks for a new version, and
 * Playwright cannot intercept that fetch, so a new version here is a new script address instead of new bytes
 * (the browser treats either as a new worker). The page's own registration of /sw.js is pointed at
 * /sw.js?build=N, where N is what `deploy` last set; the server ignores the query.
 */
async function versionedWorkers(context: BrowserContext) {
  await context.addInitScript(() => {
    const register = ServiceWorkerContainer.prototype.register;
    ServiceWorkerContainer.prototype.register = function (url, options) {
      return register.call(this, `${url}?build=${localStorage.getItem("test-build") ?? "1"}`, options);
    };
  });
  return {
    deploy: (page: Page, build: string) => page.evaluate((build) => localStorage.setItem("test-build", build), build),
    controllerBuild: (page: Page) =>
      page.evaluate(() => new URL(navigator.serviceWorker.controller!.scriptURL).searchParams.get("build")),
  };
}

test("a new version waits behind a prompt, and Reload in one tab moves every open tab onto it", async ({ page, context }) => {
  const errors = watchPageErrors(page);
  const { deploy, controllerBuild } = await versionedWorkers(context);
  await visitUntilControlled(page, "/");
  const otherTab = await context.newPage();
  await visitUntilControlled(otherTab, "/decipherist");
  expect([await controllerBuild(page), await controllerBuild(otherTab)]).toEqual(["1", "1"]);

  await deploy(page, "2");
  await page.reload();
  const prompt = page.locator(".update-prompt");
  await expect(prompt).toBeVisible();
  await expect(prompt).toHaveAttribute("role", "status");
  await expect(prompt).toContainText("A new version is available");
  // Later only hides the prompt: that tab stays on its version for now.
  const otherPrompt = otherTab.locator(".update-prompt");
  await otherPrompt.getByRole("button", { name: "Later" }).click();
  await expect(otherPrompt).toHaveCount(0);
  // Until the visitor chooses, the new version waits and both tabs keep the one they started with.
  expect(await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())!.waiting)).toBe(true);
  expect([await controllerBuild(page), await controllerBuild(otherTab)]).toEqual(["1", "1"]);

  await Promise.all([
    page.waitForEvent("load"),
    otherTab.waitForEvent("load"),
    prompt.getByRole("button", { name: "Reload" }).click(),
  ]);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Christ-Conscious Bodhisattva Plug-In");
  await expect(otherTab.getByRole("heading", { level: 1 })).toHaveText("Master Deception Decipherist");
  expect([await controllerBuild(page), await controllerBuild(otherTab)]).toEqual(["2", "2"]);
  // Nothing newer is waiting, so the prompt does not come back.
  await page.evaluate(async () => await (await navigator.serviceWorker.getRegistration())!.update());
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.waiting)).toBeNull();
  await expect(prompt).toHaveCount(0);
  await expect(otherPrompt).toHaveCount(0);
  errors.expectNone();
});

test("after one online visit the archive panel works offline from the device's copy", async ({ page, context }) => {
  await visitUntilControlled(page, "/");
  await waitForHydration(page);
  const archive = page.getByRole("region", { name: "SCRIPTURE ARCHIVE v2.0" });
  const choosePsalm = async () => {
    await page.getByRole("button", { name: "Archive" }).click();
    await archive.getByLabel("Book").selectOption({ label: "Psalms" });
    await archive.getByLabel("Chapter").selectOption("23");
    await archive.getByLabel("Verse").selectOption("1");
    await expect(archive.getByText("The LORD is my shepherd; I shall not want.")).toBeVisible();
  };
  await choosePsalm();
  await archive.getByRole("tab", { name: "lotus" }).click();
  await expect(archive.getByText("Lotus Sutra, Chapter 1: Introduction")).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await waitForHydration(page);
  await goOfflineAgain(context);
  await expect(page.getByText("PLUG-IN LOST")).toBeVisible();
  await choosePsalm();
  await archive.getByRole("button", { name: "Select Scripture" }).click();
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue(/ - Psalms 23:1$/);
  await page.getByRole("button", { name: "Archive" }).click();
  await archive.getByRole("tab", { name: "lotus" }).click();
  await expect(archive.getByText("Lotus Sutra, Chapter 1: Introduction")).toBeVisible();
});

test("a book opened once reads offline: the reloaded reader shows its chapters from the kept copy", async ({ page, context }) => {
  const errors = watchPageErrors(page);
  await visitUntilControlled(page, "/read/2");
  await waitForHydration(page);
  const text = page.getByRole("article");
  await expect(text.getByRole("heading", { level: 2 })).toBeVisible();
  await expect.poll(
    () => page.evaluate(async () => (await caches.open("books")).match("/api/v1/books/2").then(Boolean)),
    {
      message: "the whole book is kept once its first chapter has shown",
    },
  ).toBe(true);

  await context.setOffline(true);
  await expectWorkerOffline(context);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("LOTUS_SUTRA_CHAPTER_SUMMARIES.DAT");
  const first = await text.getByRole("heading", { level: 2 }).textContent();
  await page.getByRole("button", { name: "NEXT →" }).click();
  await expect(text.getByRole("heading", { level: 2 })).not.toHaveText(first ?? "");
  await expect(page.getByText("2 / 28")).toBeVisible();
  await context.setOffline(false);
  errors.expectNone();
});
