import "fake-indexeddb/auto";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import type { BibleBook, BibleVerse, BibleVersion, LotusChapter } from "../../contracts/scriptures.ts";
import { composerStore } from "../lib/composer_store.ts";
import { connectivityStore } from "../lib/connectivity.ts";
import { localDb } from "../lib/db.ts";
import { removeQueries } from "../lib/queries.ts";
import { bibleSaveStore, type SaveProgress, verseBatchSize } from "../lib/save_bible.ts";
import { toastStore } from "../lib/toast_store.ts";
import { ScriptureArchive } from "./ScriptureArchive.tsx";

const versions: BibleVersion[] = [
  { id: 1, name: "King James Version", abbreviation: "KJV", language: "en", available: true, unavailableReason: null },
  { id: 2, name: "World English Bible", abbreviation: "WEB", language: "en", available: true, unavailableReason: null },
  {
    id: 4,
    name: "New International Version",
    abbreviation: "NIV",
    language: "en",
    available: false,
    unavailableReason: "Copyright",
  },
];
const books: BibleBook[] = [
  { id: 1, name: "Genesis", abbreviation: "Gen", testament: "Old", chapters: "[1,2]" },
  { id: 43, name: "John", abbreviation: "John", testament: "New", chapters: "[1,2,3]" },
];
const verse = (bookId: number, chapter: number, number: number, text = `Verse ${number}`): BibleVerse => ({
  id: bookId * 10_000 + chapter * 100 + number,
  versionId: 1,
  bookId,
  chapter,
  verse: number,
  text,
  reference: `${bookId === 43 ? "John" : "Genesis"} ${chapter}:${number}`,
});
const john3 = [verse(43, 3, 1), verse(43, 3, 2), verse(43, 3, 16, "For God so loved the world")];
const lotus: LotusChapter[] = [1, 2].map((chapterNumber) => ({
  id: chapterNumber,
  chapterNumber,
  title: chapterNumber === 1 ? "Introduction" : "Expedient Means",
  content: `Summary of chapter ${chapterNumber}`,
  contentKind: "summary",
}));

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

type Answer = (init?: RequestInit) => Response | Promise<Response>;

/** The server, by method and path; anything else is a 404 the test would show. */
function serve(answers: Record<string, Answer>) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const answer = answers[`${init?.method ?? "GET"} ${input}`];
    return answer ? await answer(init) : json({ error: `Not found: ${input}` }, 404);
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const scriptures: Record<string, Answer> = {
  "GET /api/scriptures/bible/versions": () => json(versions),
  "GET /api/scriptures/bible/books": () => json(books),
  "GET /api/scriptures/bible/verses?versionId=1&bookId=43&chapter=3": () => json(john3),
  "GET /api/scriptures/lotus/chapters": () => json(lotus),
  "GET /api/scriptures/gosho/volumes": () => json([]),
};

/** The browser's connection: what `navigator.onLine` says and the store the islands read. */
function setConnection(online: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);
  act(() => connectivityStore.setState({ online }));
}

function choose(label: string, value: number) {
  fireEvent.change(screen.getByLabelText(label), { target: { value: String(value) } });
}

async function readJohn316() {
  await screen.findByRole("option", { name: "John" });
  choose("Book", 43);
  choose("Chapter", 3);
  await screen.findByRole("option", { name: "16" });
  choose("Verse", john3[2].id);
  expect(screen.getByText("For God so loved the world")).toBeTruthy();
}

beforeEach(async () => {
  setConnection(true);
  const db = await localDb();
  for (const store of db.objectStoreNames) await db.clear(store);
  bibleSaveStore.setState({ progress: null, saved: {} });
  toastStore.getState().dismiss();
  composerStore.getState().setDraft("");
});

afterEach(() => {
  cleanup();
  removeQueries("");
  vi.unstubAllGlobals();
});

test("the archive's tabs follow the keyboard: arrows move and select, only the selected tab is in the Tab order", async () => {
  serve(scriptures);
  render(<ScriptureArchive onSelected={() => {}} />);
  const bible = screen.getByRole("tab", { name: "bible" });
  expect(bible.tabIndex).toBe(0);
  fireEvent.keyDown(bible, { key: "ArrowRight" });
  const lotus = screen.getByRole("tab", { name: "lotus" });
  expect(lotus.getAttribute("aria-selected")).toBe("true");
  expect(document.activeElement).toBe(lotus);
  expect([bible.tabIndex, lotus.tabIndex]).toEqual([-1, 0]);
  expect(await screen.findByText("Summary of chapter 1")).toBeTruthy();
  fireEvent.keyDown(lotus, { key: "End" });
  expect(screen.getByRole("tab", { name: "gosho" }).getAttribute("aria-selected")).toBe("true");
});

test("after one online visit the Bible and Lotus tabs work offline from the local stores", async () => {
  const fetch = serve(scriptures);
  const first = render(<ScriptureArchive onSelected={() => {}} />);
  await readJohn316();
  fireEvent.click(screen.getByRole("tab", { name: "lotus" }));
  expect(await screen.findByText("Summary of chapter 1")).toBeTruthy();
  first.unmount();
  const db = await localDb();
  await vi.waitFor(async () => {
    expect(await db.count("bible_versions")).toBe(3);
    expect(await db.count("bible_books")).toBe(2);
    expect(await db.count("bible_verses")).toBe(3);
    expect(await db.count("lotus_chapters")).toBe(2);
  });

  // A reload while offline: nothing in memory, no network.
  removeQueries("");
  setConnection(false);
  const calls = fetch.mock.calls.length;
  const selected = vi.fn();
  render(<ScriptureArchive onSelected={selected} />);
  await readJohn316();
  fireEvent.click(screen.getByRole("button", { name: "Select Scripture" }));
  expect(composerStore.getState().draft).toBe(
    'Please share wisdom about this scripture:\n\n"For God so loved the world" - John 3:16',
  );
  expect(selected).toHaveBeenCalledOnce();

  fireEvent.click(screen.getByRole("tab", { name: "lotus" }));
  expect(await screen.findByText("Summary of chapter 1")).toBeTruthy();
  // Gosho is not cached (spec section 3): offline it says so rather than showing nothing.
  fireEvent.click(screen.getByRole("tab", { name: "gosho" }));
  expect((await screen.findByRole("alert")).textContent).toBe("No cached data available offline");
  expect(fetch.mock.calls.length).toBe(calls);
});

test("another version is read, shown, inserted and saved as that version", async () => {
  const webJohn3 = john3.map((kjv) => ({
    ...kjv,
    id: 100_000 + kjv.id,
    versionId: 2,
    text: kjv.verse === 16 ? "For God so loved the world, that he gave his only born Son" : kjv.text,
  }));
  const wholeWeb = vi.fn(() => json(webJohn3));
  serve({
    ...scriptures,
    "GET /api/scriptures/bible/verses?versionId=2&bookId=43&chapter=3": () => json(webJohn3),
    "GET /api/scriptures/bible/verses?versionId=2": wholeWeb,
  });
  render(<ScriptureArchive onSelected={() => {}} />);
  await screen.findByRole("option", { name: /WEB · World English Bible/ });
  choose("Version", 2);
  await screen.findByRole("option", { name: "John" });
  choose("Book", 43);
  choose("Chapter", 3);
  await screen.findByRole("option", { name: "16" });
  choose("Verse", webJohn3[2].id);
  expect(await screen.findByText("John 3:16 (WEB)")).toBeTruthy();
  fireEvent.click(screen.getByRole("button", { name: "Save the whole Bible for offline" }));
  expect(await screen.findByText("Saved for offline: 3 verses (WEB)")).toBeTruthy();
  expect(wholeWeb).toHaveBeenCalledOnce();
  fireEvent.click(screen.getByRole("button", { name: "Select Scripture" }));
  expect(composerStore.getState().draft).toBe(
    'Please share wisdom about this scripture:\n\n"For God so loved the world, that he gave his only born Son" - John 3:16 (WEB)',
  );
});

describe("seeding", () => {
  test("online, empty lists make the client seed once and read again", async () => {
    let seeded = false;
    const seed = vi.fn(() => {
      seeded = true;
      const counts = { versions: 2, books: 2, verses: 3, lotusChapters: 2, goshoVolumes: 0, goshoWritings: 0 };
      return json({ complete: true, batchesWritten: 3, counts });
    });
    serve({
      ...scriptures,
      "GET /api/scriptures/bible/versions": () => json(seeded ? versions : []),
      "POST /api/scriptures/seed": seed,
    });
    render(<ScriptureArchive onSelected={() => {}} />);
    expect(await screen.findByRole("option", { name: /KJV/ })).toBeTruthy();
    expect(seed).toHaveBeenCalledOnce();
  });

  test("offline, nothing is seeded", async () => {
    const fetch = serve(scriptures);
    setConnection(false);
    render(<ScriptureArchive onSelected={() => {}} />);
    expect((await screen.findAllByRole("alert"))[0].textContent).toBe("No cached data available offline");
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("Save the whole Bible for offline", () => {
  const whole = Array.from(
    { length: 2 * verseBatchSize + 500 },
    (_, index) => verse(1, 1 + Math.floor(index / 100), index % 100 + 1),
  );

  test("stores every verse in batches with a progress bar, then says how many are saved, also on a later visit", async () => {
    serve({ ...scriptures, "GET /api/scriptures/bible/verses?versionId=1": () => json(whole) });
    const seen: SaveProgress[] = [];
    const stop = bibleSaveStore.subscribe(({ progress }, previous) => {
      if (progress && progress !== previous.progress) seen.push(progress);
    });
    const first = render(<ScriptureArchive onSelected={() => {}} />);
    const save = await screen.findByRole("button", { name: "Save the whole Bible for offline" });
    await vi.waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));

    fireEvent.click(save);
    expect((save as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole("progressbar", { name: "Downloading the King James Version..." })).toBeTruthy();
    const bar = await screen.findByRole("progressbar", { name: /^Saving verses/ });
    expect(bar.getAttribute("max")).toBe("2500");
    expect(await screen.findByText("Saved for offline: 2,500 verses (KJV)")).toBeTruthy();
    expect(screen.queryByRole("progressbar")).toBeNull();
    stop();

    expect(seen).toEqual([
      { stored: 0, total: null },
      { stored: 0, total: 2500 },
      { stored: 1000, total: 2500 },
      { stored: 2000, total: 2500 },
      { stored: 2500, total: 2500 },
    ]);
    const db = await localDb();
    expect(await db.countFromIndex("bible_verses", "versionId", 1)).toBe(2500);

    first.unmount();
    removeQueries("");
    bibleSaveStore.setState({ saved: {} });
    render(<ScriptureArchive onSelected={() => {}} />);
    expect(await screen.findByText("Saved for offline: 2,500 verses (KJV)")).toBeTruthy();
  });

  test("the percentage follows the stored verses", async () => {
    serve(scriptures);
    render(<ScriptureArchive onSelected={() => {}} />);
    await screen.findByRole("option", { name: /KJV/ });
    act(() => bibleSaveStore.setState({ progress: { stored: 1000, total: 2500 } }));
    const progress = screen.getByRole("progressbar").parentElement!;
    expect(within(progress).getByText("40%")).toBeTruthy();
    expect(within(progress).getByText("Saving verses: 1,000 of 2,500")).toBeTruthy();
    act(() => bibleSaveStore.setState({ progress: null }));
  });

  test("offline the action is disabled", async () => {
    serve(scriptures);
    render(<ScriptureArchive onSelected={() => {}} />);
    await screen.findByRole("option", { name: /KJV/ });
    setConnection(false);
    const save = screen.getByRole("button", { name: "Save the whole Bible for offline" }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
  });

  test("a failed save shows the toast, is logged, and lets the visitor try again", async () => {
    serve({
      ...scriptures,
      "GET /api/scriptures/bible/verses?versionId=1": () => new Response("Try later", { status: 503 }),
    });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    render(<ScriptureArchive onSelected={() => {}} />);
    const save = await screen.findByRole("button", { name: "Save the whole Bible for offline" }) as HTMLButtonElement;
    await vi.waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);

    await vi.waitFor(() =>
      expect(toastStore.getState().toast).toMatchObject({
        title: "Save Failed",
        description: "503: Try later",
        variant: "destructive",
      })
    );
    expect(logged).toHaveBeenCalledWith("Saving the Bible for offline failed", expect.anything());
    await vi.waitFor(() => expect(save.disabled).toBe(false));
    expect(screen.queryByText(/Saved for offline/)).toBeNull();
  });
});
