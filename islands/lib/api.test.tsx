import "fake-indexeddb/auto";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import type { Conversation, Message } from "../../contracts/conversations.ts";
import type { BibleBook, BibleVerse, BibleVersion, LotusChapter } from "../../contracts/scriptures.ts";
import type { StudyPassage, StudyTopics } from "../../contracts/study.ts";
import { ApiError, apiRead, apiRequest, apiStream, OfflineError } from "./api.ts";
import { connectivityStore } from "./connectivity.ts";
import { localDb } from "./db.ts";

const offlineWriteText =
  "Cannot perform this action while offline. Your request will be queued for when you reconnect.";
const noCopyText = "No cached data available offline";

const conversation = (id: string, updatedAt: string): Conversation => ({
  id,
  title: `Conversation ${id}`,
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt,
});
const message = (id: string, conversationId: string, role: Message["role"], createdAt: string): Message => ({
  id,
  conversationId,
  role,
  content: `${role} says ${id}`,
  createdAt,
  citations: [],
});
const verse = (versionId: number, bookId: number, chapter: number, number: number): BibleVerse => ({
  id: versionId * 1_000_000 + bookId * 10_000 + chapter * 100 + number,
  versionId,
  bookId,
  chapter,
  verse: number,
  text: `Verse ${number}`,
  reference: `Book ${bookId} ${chapter}:${number}`,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** The server: answers by path (with query), and counts what reached it. */
function serve(answers: Record<string, () => Response | Promise<Response>>) {
  const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const answer = answers[String(input)];
    if (!answer) return json({ error: `Not found: ${input}` }, 404);
    return await answer();
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const goOffline = () => connectivityStore.setState({ online: false });

/** Copies are kept in the background; a test waits until `store` holds `count` records. */
async function stored(store: "conversations" | "messages" | "bible_verses" | "study_answers", count: number) {
  const db = await localDb();
  await vi.waitFor(async () => expect(await db.count(store)).toBe(count));
}

beforeEach(async () => {
  connectivityStore.setState({ online: true });
  const db = await localDb();
  for (const store of db.objectStoreNames) await db.clear(store);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("conversations", () => {
  test("the list is kept and answered offline newest-updated first, without the network", async () => {
    const list = [
      conversation("a", "2025-03-01T10:00:00.000Z"),
      conversation("b", "2025-03-01T12:00:00Z"),
      conversation("c", "2025-03-01T11:00:00.500Z"),
    ];
    const fetch = serve({ "/api/conversations": () => json(list) });
    expect(await apiRead({ path: "/api/conversations" })).toEqual({
      data: list,
      source: "server",
    });
    await stored("conversations", 3);

    goOffline();
    const offline = await apiRead<Conversation[]>({ path: "/api/conversations" });
    expect(offline.source).toBe("local");
    expect(offline.data.map((row) => row.id)).toEqual(["b", "c", "a"]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  test("a later list replaces the copy: a conversation deleted elsewhere leaves the device with its messages", async () => {
    let list = [conversation("kept", "2025-03-01T10:00:00.000Z"), conversation("gone", "2025-03-01T11:00:00.000Z")];
    serve({
      "/api/conversations": () => json(list),
      "/api/conversations/gone/messages": () => json([message("m1", "gone", "user", "2025-03-01T11:00:00.000Z")]),
      "/api/conversations/kept/messages": () => json([message("m2", "kept", "user", "2025-03-01T10:00:00.000Z")]),
    });
    await apiRead({ path: "/api/conversations" });
    await apiRead({ path: "/api/conversations/gone/messages" });
    await apiRead({ path: "/api/conversations/kept/messages" });
    await stored("messages", 2);

    list = [list[0]];
    await apiRead({ path: "/api/conversations" });
    await stored("conversations", 1);
    await stored("messages", 1);
    const db = await localDb();
    expect(await db.getAllKeys("messages")).toEqual(["m2"]);
  });

  test("one conversation is kept from its own path and found offline by the last segment", async () => {
    const one = conversation("c-42", "2025-03-01T10:00:00.000Z");
    serve({ "/api/conversations/c-42": () => json(one) });
    await apiRead({ path: "/api/conversations/c-42" });
    await stored("conversations", 1);

    goOffline();
    expect(await apiRead({ path: "/api/conversations/c-42" })).toEqual({
      data: one,
      source: "local",
    });
    await expect(apiRead({ path: "/api/conversations/c-43" })).rejects.toHaveProperty(
      "message",
      noCopyText,
    );
  });

  test("messages are kept and answered offline by the fourth segment, oldest first, the visitor's before a reply stamped alike", async () => {
    const at = "2025-03-01T10:00:05.000Z";
    const mine = [
      message("answer", "x", "assistant", at),
      message("later", "x", "user", "2025-03-01T10:01:00.000Z"),
      message("first", "x", "user", "2025-03-01T10:00:00.000Z"),
      message("question", "x", "user", at),
    ];
    serve({
      "/api/conversations/x/messages": () => json(mine),
      "/api/conversations/y/messages": () => json([message("other", "y", "user", "2025-03-01T09:00:00.000Z")]),
    });
    await apiRead({ path: "/api/conversations/x/messages" });
    await apiRead({ path: "/api/conversations/y/messages" });
    await stored("messages", 5);

    goOffline();
    const offline = await apiRead<Message[]>({ path: "/api/conversations/x/messages" });
    expect(offline.data.map((row) => row.id)).toEqual(["first", "question", "answer", "later"]);
    await expect(apiRead({ path: "/api/conversations/z/messages" })).rejects.toHaveProperty(
      "message",
      noCopyText,
    );
  });

  test("a message list replaces that conversation's copy and no other", async () => {
    let xs = [
      message("x1", "x", "user", "2025-03-01T10:00:00.000Z"),
      message("x2", "x", "assistant", "2025-03-01T10:00:01.000Z"),
    ];
    serve({
      "/api/conversations/x/messages": () => json(xs),
      "/api/conversations/y/messages": () => json([message("y1", "y", "user", "2025-03-01T09:00:00.000Z")]),
    });
    await apiRead({ path: "/api/conversations/x/messages" });
    await apiRead({ path: "/api/conversations/y/messages" });
    await stored("messages", 3);

    xs = [xs[1]];
    await apiRead({ path: "/api/conversations/x/messages" });
    await stored("messages", 2);
    expect((await (await localDb()).getAllKeys("messages")).sort()).toEqual(["x2", "y1"]);
  });
});

describe("scriptures", () => {
  test("verses are kept as read and filtered locally offline by version, book and chapter, in canonical order", async () => {
    const john = [verse(1, 43, 4, 1), verse(1, 43, 3, 16), verse(1, 43, 3, 2), verse(1, 43, 3, 1)];
    const genesis = [verse(1, 1, 1, 1)];
    const otherVersion = [verse(2, 43, 3, 16)];
    serve({
      "/api/scriptures/bible/verses?versionId=1&bookId=43": () => json(john),
      "/api/scriptures/bible/verses?versionId=1&bookId=1&chapter=1": () => json(genesis),
      "/api/scriptures/bible/verses?versionId=2&bookId=43&chapter=3": () => json(otherVersion),
    });
    await apiRead({ path: "/api/scriptures/bible/verses?versionId=1&bookId=43" });
    await apiRead({ path: "/api/scriptures/bible/verses?versionId=1&bookId=1&chapter=1" });
    await apiRead({ path: "/api/scriptures/bible/verses?versionId=2&bookId=43&chapter=3" });
    await stored("bible_verses", 6);

    goOffline();
    const read = async (query: string) =>
      (await apiRead<BibleVerse[]>({ path: `/api/scriptures/bible/verses?${query}` })).data.map((row) => row.reference);
    expect(await read("versionId=1&bookId=43&chapter=3")).toEqual(["Book 43 3:1", "Book 43 3:2", "Book 43 3:16"]);
    expect(await read("versionId=1&bookId=43")).toEqual(["Book 43 3:1", "Book 43 3:2", "Book 43 3:16", "Book 43 4:1"]);
    expect(await read("versionId=1")).toEqual([
      "Book 1 1:1",
      "Book 43 3:1",
      "Book 43 3:2",
      "Book 43 3:16",
      "Book 43 4:1",
    ]);
    expect(await read("versionId=2&bookId=43&chapter=3")).toEqual(["Book 43 3:16"]);
    // Queries the server would refuse have no local answer either.
    for (
      const refused of [
        "versionId=1&chapter=3",
        "versionId=0",
        "versionId=1&bookId=4.5",
        "versionId=1&book=43",
        "bookId=43",
      ]
    ) {
      await expect(read(refused)).rejects.toHaveProperty("message", noCopyText);
    }
    await expect(read("versionId=1&bookId=43&chapter=5")).rejects.toHaveProperty("message", noCopyText);
  });

  test("versions, books and Lotus chapters are kept in their stores and answered from them", async () => {
    const versionList: BibleVersion[] = [
      {
        id: 1,
        name: "King James Version",
        abbreviation: "KJV",
        language: "en",
        available: true,
        unavailableReason: null,
      },
      {
        id: 2,
        name: "New International Version",
        abbreviation: "NIV",
        language: "en",
        available: false,
        unavailableReason: "©",
      },
    ];
    const bookList: BibleBook[] = [
      { id: 1, name: "Genesis", abbreviation: "Gen", testament: "Old", chapters: "[1,2,3]" },
    ];
    const chapter = (chapterNumber: number): LotusChapter => ({
      id: chapterNumber * 10,
      chapterNumber,
      title: `Chapter ${chapterNumber}`,
      content: "Summary",
      contentKind: "summary",
    });
    serve({
      "/api/scriptures/bible/versions": () => json(versionList),
      "/api/scriptures/bible/books": () => json(bookList),
      "/api/scriptures/lotus/chapters": () => json([chapter(2), chapter(1)]),
    });
    await apiRead({ path: "/api/scriptures/bible/versions" });
    await apiRead({ path: "/api/scriptures/bible/books" });
    await apiRead({ path: "/api/scriptures/lotus/chapters" });
    const db = await localDb();
    await vi.waitFor(async () => expect(await db.count("lotus_chapters")).toBe(2));

    goOffline();
    expect((await apiRead({ path: "/api/scriptures/bible/versions" })).data).toEqual(versionList);
    expect((await apiRead({ path: "/api/scriptures/bible/books" })).data).toEqual(bookList);
    const chapters = (await apiRead<LotusChapter[]>({ path: "/api/scriptures/lotus/chapters" })).data;
    expect(chapters.map((row) => row.chapterNumber)).toEqual([1, 2]);
  });

  test("Gosho is not cached: read online, it has no copy offline", async () => {
    const volumes = [{ id: 1, volume: 1, title: "Volume I", collection: "WND" }];
    serve({ "/api/scriptures/gosho/volumes": () => json(volumes) });
    expect((await apiRead({ path: "/api/scriptures/gosho/volumes" })).data).toEqual(
      volumes,
    );

    goOffline();
    await expect(apiRead({ path: "/api/scriptures/gosho/volumes" })).rejects
      .toHaveProperty(
        "message",
        noCopyText,
      );
  });
});

describe("study", () => {
  test("a passage's or a topic's study answer read once is answered offline from its own path", async () => {
    const target = { bookId: 43, chapter: 3, verse: 16 };
    const passage: StudyPassage = {
      reference: "John 3:16",
      target,
      versions: [],
      commentary: { work: "Henry", reference: "John 3", text: "Nicodemus came by night", attribution: "public domain" },
      treasury: null,
      topics: [{ name: "LOVE", labels: ["Of God"] }],
      topicsAttribution: "Nave",
    };
    const topics: StudyTopics = {
      query: "anxiety",
      versionAbbreviation: "KJV",
      topics: [{ name: "CARE", via: null, headings: [] }],
      attribution: "Nave",
    };
    serve({
      "/api/study/passage?ref=John+3%3A16": () => json(passage),
      "/api/study/topics?q=anxiety": () => json(topics),
    });
    await apiRead({ path: "/api/study/passage?ref=John+3%3A16" });
    await apiRead({ path: "/api/study/topics?q=anxiety" });
    await stored("study_answers", 2);

    goOffline();
    expect((await apiRead({ path: "/api/study/passage?ref=John+3%3A16" })).data).toEqual(passage);
    expect((await apiRead({ path: "/api/study/topics?q=anxiety" })).data).toEqual(topics);
    await expect(apiRead({ path: "/api/study/passage?ref=John+3%3A17" })).rejects.toHaveProperty(
      "message",
      noCopyText,
    );
  });
});

describe("falling back and failing", () => {
  test("offline with nothing local, a read fails with the spec's text and never reaches the network", async () => {
    const fetch = serve({});
    goOffline();
    const failure = apiRead({ path: "/api/conversations" });
    await expect(failure).rejects.toHaveProperty("message", noCopyText);
    expect(fetch).not.toHaveBeenCalled();
  });

  test("a read the network drops is answered from the copy, or as offline when there is none", async () => {
    const list = [conversation("a", "2025-03-01T10:00:00.000Z")];
    let reachable = true;
    serve({
      "/api/conversations": () => reachable ? json(list) : Promise.reject(new TypeError("Failed to fetch")),
      "/api/conversations/a/messages": () => Promise.reject(new TypeError("Failed to fetch")),
    });
    await apiRead({ path: "/api/conversations" });
    await stored("conversations", 1);

    reachable = false;
    expect(await apiRead({ path: "/api/conversations" })).toEqual({
      data: list,
      source: "local",
    });
    await expect(apiRead({ path: "/api/conversations/a/messages" })).rejects.toHaveProperty(
      "message",
      noCopyText,
    );
  });

  test("a server that cannot answer (5xx) gives way to the copy; with none, its own 'status: text' error stands", async () => {
    const list = [conversation("a", "2025-03-01T10:00:00.000Z")];
    let up = true;
    serve({
      "/api/conversations": () =>
        up ? json(list) : new Response("", { status: 503, statusText: "Service Unavailable" }),
      "/api/conversations/a/messages": () => new Response("", { status: 503, statusText: "Service Unavailable" }),
    });
    await apiRead({ path: "/api/conversations" });
    await stored("conversations", 1);

    up = false;
    expect(await apiRead({ path: "/api/conversations" })).toEqual({
      data: list,
      source: "local",
    });
    await expect(apiRead({ path: "/api/conversations/a/messages" })).rejects.toHaveProperty(
      "message",
      "503: Service Unavailable",
    );
  });

  test("a 401 on a read throws even with a copy on the device, and so do 404 and 400", async () => {
    const list = [conversation("a", "2025-03-01T10:00:00.000Z")];
    let status = 200;
    serve({
      "/api/conversations": () => status === 200 ? json(list) : json({ error: `refused with ${status}` }, status),
    });
    await apiRead({ path: "/api/conversations" });
    await stored("conversations", 1);

    for (status of [401, 404, 400]) {
      const failure = apiRead({ path: "/api/conversations" });
      await expect(failure).rejects.toBeInstanceOf(ApiError);
      await expect(failure).rejects.toHaveProperty("message", `${status}: refused with ${status}`);
    }
  });

  test("a non-ok answer fails with 'status: body', the server's error sentence, or the status text", async () => {
    serve({
      "/plain": () => new Response("The engine is resting", { status: 500 }),
      "/sentence": () => json({ error: "Enter a title" }, 422),
      "/empty": () => new Response(null, { status: 502, statusText: "Bad Gateway" }),
    });
    await expect(apiRequest("GET", { path: "/plain" })).rejects.toHaveProperty(
      "message",
      "500: The engine is resting",
    );
    await expect(apiRequest("POST", { path: "/sentence" }, {})).rejects.toHaveProperty(
      "message",
      "422: Enter a title",
    );
    const empty = apiRequest("DELETE", { path: "/empty" });
    await expect(empty).rejects.toHaveProperty("message", "502: Bad Gateway");
    await expect(empty).rejects.toMatchObject({ status: 502 });
  });

  test("offline, every write is refused with the spec's text before the network is tried", async () => {
    const fetch = serve({ "/api/conversations": () => json({}) });
    goOffline();
    for (const method of ["POST", "PATCH", "DELETE"] as const) {
      const refused = apiRequest(method, { path: "/api/conversations" }, { title: "t" });
      await expect(refused).rejects.toBeInstanceOf(OfflineError);
      await expect(refused).rejects.toHaveProperty("message", offlineWriteText);
    }
    const stream = apiStream("/api/conversations/a/messages", { content: "hello" });
    await expect(stream.next()).rejects.toHaveProperty("message", offlineWriteText);
    expect(fetch).not.toHaveBeenCalled();
  });

  test("a write sends credentials and a JSON body with its content type", async () => {
    const fetch = serve({ "/api/conversations": () => json({ id: "new" }) });
    await apiRequest("POST", { path: "/api/conversations" }, { title: "Peace" });
    const init = fetch.mock.calls[0][1]!;
    expect(init.credentials).toBe("include");
    expect(init.body).toBe(JSON.stringify({ title: "Peace" }));
    expect((init.headers as Record<string, string>)["Content-Type"]).toBe("application/json");
  });
});

describe("local store failures are only logged", () => {
  test("a copy that cannot be kept does not break the online read", async () => {
    const list = [conversation("a", "2025-03-01T10:00:00.000Z")];
    serve({ "/api/conversations": () => json(list) });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(IDBObjectStore.prototype, "put").mockImplementation(() => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    });

    expect(await apiRead({ path: "/api/conversations" })).toEqual({
      data: list,
      source: "server",
    });
    await vi.waitFor(() =>
      expect(logged).toHaveBeenCalledWith("Keeping a local copy of /api/conversations failed", expect.anything())
    );
    expect(await (await localDb()).count("conversations")).toBe(0);
  });

  test("a copy that cannot be read counts as none", async () => {
    serve({ "/api/conversations": () => json([conversation("a", "2025-03-01T10:00:00.000Z")]) });
    await apiRead({ path: "/api/conversations" });
    await stored("conversations", 1);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(IDBObjectStore.prototype, "getAll").mockImplementation(() => {
      throw new DOMException("The database connection is closing.", "InvalidStateError");
    });

    goOffline();
    await expect(apiRead({ path: "/api/conversations" })).rejects.toHaveProperty(
      "message",
      noCopyText,
    );
    expect(logged).toHaveBeenCalledWith("Reading the local copy of /api/conversations failed", expect.anything());
  });

  test("a copy an older client wrote in another shape counts as none", async () => {
    // Version 1 of the app stored conversations without createdAt.
    const db = await localDb();
    await db.put("conversations", { id: "old", title: "Old", updatedAt: "2024-01-01T00:00:00.000Z" } as Conversation);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});

    goOffline();
    await expect(apiRead({ path: "/api/conversations" })).rejects.toHaveProperty(
      "message",
      noCopyText,
    );
    expect(logged).toHaveBeenCalledWith("Reading the local copy of /api/conversations failed", expect.anything());
  });
});
