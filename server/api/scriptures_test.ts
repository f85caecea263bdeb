import { assert, assertEquals, assertMatch } from "../../tests/assert.ts";
import { startTestApp } from "../testing/app_fixture.ts";
import { scriptureKeys, seedBatches } from "../store/scriptures.ts";

Deno.test("seeding loads the whole corpus, and a second seed changes nothing", async () => {
  using fixture = await startTestApp();
  const first = await fixture.request("/api/scriptures/seed", { method: "POST" });
  assertEquals(first.status, 200);
  const body = await first.json();
  assertEquals(body.complete, true);
  // The KJV, the WEB and the RV1909, each in KJV numbering without the verses it lacks.
  assertEquals(body.counts.verses, 31_102 + 31_095 + 31_084);
  assertEquals(body.counts.books, 66);
  assertEquals(body.counts.versions, 10);
  assertEquals(body.counts.lotusChapters, 28);
  assertEquals(body.batchesWritten, seedBatches(fixture.corpus).length);

  let entries = 0;
  for await (const _ of fixture.kv.list({ prefix: ["bible_verses"] })) entries++;
  assertEquals(entries, 31_102 + 31_095 + 31_084);

  const versionstamp = (await fixture.kv.get(scriptureKeys.verse(1, 43, 3, 16))).versionstamp;
  const second = await (await fixture.request("/api/scriptures/seed", { method: "POST" })).json();
  assertEquals(second.batchesWritten, 0);
  assertEquals((await fixture.kv.get(scriptureKeys.verse(1, 43, 3, 16))).versionstamp, versionstamp);
});

Deno.test("a seed interrupted part-way is completed by the next call, writing only what is missing", async () => {
  using fixture = await startTestApp();
  const { corpus, kv } = fixture;
  const batches = seedBatches(corpus);
  // Simulate a crash after the first five batches committed: their data and markers exist, nothing else.
  for (const [index, batch] of batches.slice(0, 5).entries()) {
    const commit = kv.atomic();
    for (const { key, value } of batch) commit.set(key, value);
    await commit.set(scriptureKeys.seedBatch(corpus.dataset, index), true).commit();
  }
  const response = await (await fixture.request("/api/scriptures/seed", { method: "POST" })).json();
  assertEquals(response.batchesWritten, batches.length - 5);
  const verses = await (await fixture.request("/api/scriptures/bible/verses?versionId=1&bookId=66&chapter=22")).json();
  assertEquals(verses.at(-1).reference, "Revelation 22:21");
});

Deno.test("concurrent seeds write each batch once", async () => {
  using fixture = await startTestApp();
  const results = await Promise.all(
    [1, 2, 3].map(async () => (await fixture.request("/api/scriptures/seed", { method: "POST" })).json()),
  );
  const written = results.reduce((sum, result) => sum + result.batchesWritten, 0);
  assertEquals(written, seedBatches(fixture.corpus).length);
});

Deno.test("versions: the three we hold first (KJV, WEB, RV1909), then the seven copyrighted ones, unavailable", async () => {
  using fixture = await startTestApp({ seeded: true });
  const versions = await (await fixture.request("/api/scriptures/bible/versions")).json();
  assertEquals(versions.map((v: { abbreviation: string }) => v.abbreviation), [
    "KJV",
    "WEB",
    "RV1909",
    "NIV",
    "ESV",
    "NASB",
    "CSB",
    "NKJV",
    "MSG",
    "NLT",
  ]);
  assertEquals(versions.slice(0, 3).map((v: { name: string; language: string }) => [v.name, v.language]), [
    ["King James Version", "en"],
    ["World English Bible", "en"],
    ["Reina-Valera 1909", "es"],
  ]);
  for (const version of versions.slice(0, 3)) {
    assertEquals([version.available, version.unavailableReason], [true, null]);
  }
  for (const version of versions.slice(3)) {
    assertEquals(version.available, false);
    assertMatch(version.unavailableReason, /copyright/);
  }
});

Deno.test("WEB and RV1909 verses: their own text under KJV numbering, ids unique across versions", async () => {
  using fixture = await startTestApp({ seeded: true });
  const web = await (await fixture.request("/api/scriptures/bible/verses?versionId=2&bookId=43&chapter=3")).json();
  assertEquals(web.length, 36);
  assertEquals(web[15].reference, "John 3:16");
  assertMatch(web[15].text, /^For God so loved the world, that he gave his only born Son/);
  assertEquals(web[15].versionId, 2);
  const rv = await (await fixture.request("/api/scriptures/bible/verses?versionId=3&bookId=43&chapter=3")).json();
  assertMatch(rv[15].text, /^Porque de tal manera amó Dios al mundo/);
  const kjv = await (await fixture.request("/api/scriptures/bible/verses?versionId=1&bookId=43&chapter=3")).json();
  assertEquals(new Set([kjv[15].id, web[15].id, rv[15].id]).size, 3);

  // A verse the WEB gives only in a footnote has no WEB line: the chapter skips it.
  const luke17 = await (await fixture.request("/api/scriptures/bible/verses?versionId=2&bookId=42&chapter=17")).json();
  assertEquals(luke17.map((verse: { verse: number }) => verse.verse).includes(36), false);
  assertEquals(luke17.at(-1).reference, "Luke 17:37");

  const whole = await (await fixture.request("/api/scriptures/bible/verses?versionId=3")).json();
  assertEquals(whole.length, 31_084);
  assertEquals(whole.every((verse: { versionId: number }) => verse.versionId === 3), true);
});

Deno.test("books: 66 with testament and chapters as JSON text", async () => {
  using fixture = await startTestApp({ seeded: true });
  const books = await (await fixture.request("/api/scriptures/bible/books")).json();
  assertEquals(books.length, 66);
  assertEquals(books.filter((book: { testament: string }) => book.testament === "Old").length, 39);
  const psalms = books.find((book: { name: string }) => book.name === "Psalms");
  assertEquals(JSON.parse(psalms.chapters).length, 150);
  assertEquals(JSON.parse(books[0].chapters).slice(0, 3), [1, 2, 3]);
  assert(books.some((book: { name: string }) => book.name === "Song of Solomon"));
});

Deno.test("verses of a chapter, a book, and the whole version (gzip, with a validator)", async () => {
  using fixture = await startTestApp({ seeded: true });
  const chapter = await (await fixture.request("/api/scriptures/bible/verses?versionId=1&bookId=43&chapter=3")).json();
  assertEquals(chapter.length, 36);
  assertEquals(chapter[15].reference, "John 3:16");
  assertMatch(chapter[15].text, /^For God so loved the world/);
  assertEquals(chapter[15].versionId, 1);

  const book = await (await fixture.request("/api/scriptures/bible/verses?versionId=1&bookId=57")).json();
  assertEquals(book.length, 25);
  assertEquals(book[0].reference, "Philemon 1:1");

  const whole = await fixture.request("/api/scriptures/bible/verses?versionId=1", {
    headers: { "Accept-Encoding": "gzip" },
  });
  assertEquals(whole.status, 200);
  assertEquals(whole.headers.get("content-encoding"), "gzip");
  const etag = whole.headers.get("etag");
  assert(etag, "an ETag");
  const compressed = new Uint8Array(await whole.arrayBuffer());
  assert(compressed.length < 2_000_000, `${compressed.length} bytes compressed`);
  const text = await new Response(new Blob([compressed]).stream().pipeThrough(new DecompressionStream("gzip"))).text();
  const verses = JSON.parse(text);
  assertEquals(verses.length, 31_102);
  assertEquals(verses[0].reference, "Genesis 1:1");

  const again = await fixture.request("/api/scriptures/bible/verses?versionId=1", {
    headers: { "If-None-Match": etag },
  });
  assertEquals(again.status, 304);
});

Deno.test("verse queries with bad or unknown parameters are clear 400s and 404s", async () => {
  using fixture = await startTestApp({ seeded: true });
  const cases: Array<[string, number, RegExp]> = [
    ["/api/scriptures/bible/verses", 400, /versionId/],
    ["/api/scriptures/bible/verses?versionId=abc", 400, /versionId must be a number/],
    ["/api/scriptures/bible/verses?versionId=1&chapter=3", 400, /chapter needs a bookId/],
    ["/api/scriptures/bible/verses?versionId=1&bookId=0", 400, /bookId must be positive/],
    ["/api/scriptures/bible/verses?versionId=1&bookId=1&extra=1", 400, /extra/],
    ["/api/scriptures/bible/verses?versionId=99", 404, /No Bible version has id 99/],
    ["/api/scriptures/bible/verses?versionId=4&bookId=1&chapter=1", 404, /New International Version.*copyright/],
    ["/api/scriptures/bible/verses?versionId=1&bookId=67", 404, /No Bible book has id 67/],
    ["/api/scriptures/bible/verses?versionId=1&bookId=1&chapter=51", 404, /Genesis has 50 chapters/],
    ["/api/scriptures/gosho/writings", 400, /volumeId/],
    ["/api/scriptures/gosho/writings?volumeId=9", 404, /No Gosho volume has id 9/],
  ];
  for (const [path, status, message] of cases) {
    const response = await fixture.request(path);
    assertEquals(response.status, status, path);
    assertMatch((await response.json()).error, message, path);
  }
});

Deno.test("Lotus Sutra: 28 chapters in order, labelled as summaries", async () => {
  using fixture = await startTestApp({ seeded: true });
  const chapters = await (await fixture.request("/api/scriptures/lotus/chapters")).json();
  assertEquals(chapters.map((chapter: { chapterNumber: number }) => chapter.chapterNumber), [
    ...Array.from({ length: 28 }, (_, index) => index + 1),
  ]);
  assertEquals(chapters[15].title, "The Life Span of the Thus Come One");
  for (const chapter of chapters) {
    assertEquals(chapter.contentKind, "summary");
    const words = chapter.content.split(/\s+/).length;
    assert(words >= 200 && words <= 400, `chapter ${chapter.chapterNumber} has ${words} words`);
  }
});

Deno.test("Gosho: two volumes, each with at least 15 writings", async () => {
  using fixture = await startTestApp({ seeded: true });
  const volumes = await (await fixture.request("/api/scriptures/gosho/volumes")).json();
  assertEquals(volumes.map((volume: { title: string }) => volume.title), ["Gosho Volume I", "Gosho Volume II"]);
  for (const volume of volumes) {
    const writings = await (await fixture.request(`/api/scriptures/gosho/writings?volumeId=${volume.id}`)).json();
    assert(writings.length >= 15, `${volume.title} has ${writings.length} writings`);
    for (const writing of writings) {
      assertEquals(writing.volumeId, volume.id);
      assertEquals(writing.contentKind, "summary");
    }
  }
});
