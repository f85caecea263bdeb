import { assert, assertEquals, assertMatch } from "../../tests/assert.ts";
import { splitSections } from "../../contracts/book_text.ts";
import { startTestApp } from "../testing/app_fixture.ts";

Deno.test("the library lists the four books with their chapter or writing counts", async () => {
  using fixture = await startTestApp();
  const books = await (await fixture.request("/api/v1/books")).json();
  assertEquals(books.map((b: { id: number }) => b.id), [1, 2, 3, 4]);
  assertEquals(books[0], { id: 1, title: "The Holy Bible (KJV)", category: "Scripture", chapters: 1189 });
  assertMatch(books[1].title, /Lotus Sutra.*summaries/);
  assertEquals(books[1].chapters, 28);
  const volumes = fixture.corpus.goshoVolumes;
  for (const [index, volume] of volumes.entries()) {
    const writings = fixture.corpus.goshoWritings.filter((w) => w.volumeId === volume.id).length;
    assertEquals(books[2 + index].chapters, writings);
    assertMatch(books[2 + index].title, new RegExp(`^${volume.title} \\(summaries\\)$`));
  }
});

Deno.test("the Bible's content holds every verse under book and chapter headings, and is served gzipped", async () => {
  using fixture = await startTestApp();
  const response = await fixture.request("/api/v1/books/1", { headers: { "Accept-Encoding": "gzip" } });
  assertEquals(response.status, 200);
  assertEquals(response.headers.get("Content-Encoding"), "gzip");
  const compressed = new Uint8Array(await response.arrayBuffer());
  const json = await new Response(new Blob([compressed]).stream().pipeThrough(new DecompressionStream("gzip"))).text();
  const { title, content } = JSON.parse(json);
  assertEquals(title, "The Holy Bible (KJV)");
  assert(compressed.length < content.length / 2, "the gzipped answer is much smaller than the text");
  const sections = splitSections(content);
  assertEquals(sections.length, 1189);
  assertEquals(sections[0].part, "Genesis");
  assertEquals(sections[0].heading, "Genesis 1");
  assertMatch(sections[0].body, /^1 In the beginning God created the heaven and the earth\./);
  const john3 = sections.find((s) => s.heading === "John 3")!;
  assertEquals(john3.part, "John");
  assertMatch(john3.body, /\n16 For God so loved the world/);
  const verseLines = sections.reduce((sum, s) => sum + s.body.split("\n").length, 0);
  assertEquals(verseLines, fixture.corpus.verses.length);

  const etag = response.headers.get("ETag")!;
  const again = await fixture.request("/api/v1/books/1", { headers: { "If-None-Match": etag } });
  assertEquals(again.status, 304);
});

Deno.test("the Bible in the WEB or the RV1909: same chapters, the version's text, its own title and download", async () => {
  using fixture = await startTestApp();
  const web = await (await fixture.request("/api/v1/books/1?versionId=2")).json();
  assertEquals(web.title, "The Holy Bible (WEB)");
  const sections = splitSections(web.content);
  assertEquals(sections.length, 1189);
  assertMatch(
    sections.find((s) => s.heading === "John 3")!.body,
    /\n16 For God so loved the world, that he gave his only born Son/,
  );
  const download = await fixture.request("/api/v1/books/1/download?versionId=3");
  assertEquals(download.headers.get("Content-Disposition"), 'attachment; filename="The_Holy_Bible__RV1909_.txt"');
  assertMatch(await download.text(), /\n1 EN el principio crió Dios los cielos y la tierra\./);
  const kjv = await fixture.request("/api/v1/books/1?versionId=1");
  const webAnswer = await fixture.request("/api/v1/books/1?versionId=2");
  assert(kjv.headers.get("ETag") !== webAnswer.headers.get("ETag"), "each version has its own ETag");
  await Promise.all([kjv.body?.cancel(), webAnswer.body?.cancel()]);

  const cases: Array<[string, number, RegExp]> = [
    ["/api/v1/books/1?versionId=4", 404, /New International Version \(NIV\): Under copyright/],
    ["/api/v1/books/1?versionId=99", 404, /No Bible version has id 99/],
    ["/api/v1/books/1?versionId=web", 400, /versionId must be a number/],
    ["/api/v1/books/2?versionId=2", 400, /versionId applies only to the Bible/],
  ];
  for (const [path, status, message] of cases) {
    const response = await fixture.request(path);
    assertEquals(response.status, status, path);
    assertMatch((await response.json()).error, message, path);
  }
});

Deno.test("summary books say they are summaries and have one section per chapter or writing", async () => {
  using fixture = await startTestApp();
  const lotus = await (await fixture.request("/api/v1/books/2")).json();
  assertMatch(lotus.content, /^Summaries written for this project/);
  const chapters = splitSections(lotus.content);
  assertEquals(chapters.length, 28);
  assertEquals(chapters[0].heading, `Chapter 1: ${fixture.corpus.lotusChapters[0].title}`);
  assertEquals(chapters[0].body, fixture.corpus.lotusChapters[0].content);

  const volumeTwo = await (await fixture.request("/api/v1/books/4")).json();
  const writings = fixture.corpus.goshoWritings.filter((w) => w.volumeId === 2);
  assertEquals(splitSections(volumeTwo.content).map((s) => s.heading), writings.map((w) => w.title));
});

Deno.test("download is a text attachment named from the title with non-alphanumerics as '_'", async () => {
  using fixture = await startTestApp();
  const response = await fixture.request("/api/v1/books/1/download");
  assertEquals(response.status, 200);
  assertEquals(response.headers.get("Content-Type"), "text/plain; charset=utf-8");
  assertEquals(response.headers.get("Content-Disposition"), 'attachment; filename="The_Holy_Bible__KJV_.txt"');
  const text = await response.text();
  assertMatch(text, /\n## Revelation 22\n\n1 And he shewed me a pure river/);
  const detail = await (await fixture.request("/api/v1/books/1")).json();
  assertEquals(text, detail.content);

  const lotus = await fixture.request("/api/v1/books/2/download");
  assertEquals(lotus.headers.get("Content-Disposition"), 'attachment; filename="Lotus_Sutra__chapter_summaries_.txt"');
  await lotus.body?.cancel();
});

Deno.test("a quote is a real passage of its book: an exact verse, or a sentence of our summary marked as one", async () => {
  using fixture = await startTestApp();
  for (let i = 0; i < 5; i++) {
    const quote = await (await fixture.request("/api/v1/books/1/quote")).json();
    assertEquals(quote.bookId, 1);
    const [, book, chapter, verse] = quote.reference.match(/^(.+) (\d+):(\d+)$/)!;
    const bookId = fixture.corpus.books.find((b) => b.name === book)!.id;
    const stored = fixture.corpus.verses.find((v) =>
      v.bookId === bookId && v.chapter === Number(chapter) && v.verse === Number(verse)
    )!;
    assertEquals(quote.quote, stored.text);
  }
  for (const id of [2, 3, 4]) {
    const quote = await (await fixture.request(`/api/v1/books/${id}/quote`)).json();
    assertEquals(quote.bookId, id);
    assertMatch(quote.reference, /\(summary\)$/);
    const content = (await (await fixture.request(`/api/v1/books/${id}`)).json()).content;
    assert(content.includes(quote.quote), `${quote.quote} is in book ${id}`);
  }
});

Deno.test("an unknown or malformed book id is a 404 that says which ids exist", async () => {
  using fixture = await startTestApp();
  for (
    const path of [
      "/api/v1/books/99",
      "/api/v1/books/0",
      "/api/v1/books/abc",
      "/api/v1/books/99/download",
      "/api/v1/books/1.5/quote",
    ]
  ) {
    const response = await fixture.request(path);
    assertEquals(response.status, 404, path);
    assertMatch((await response.json()).error, /^No book has id .+: the library has books 1, 2, 3, 4$/);
  }
});

Deno.test("a book's contents list its sections, and each section comes alone, as the whole text splits", async () => {
  using fixture = await startTestApp();
  const contents = await (await fixture.request("/api/v1/books/1/contents")).json();
  assertEquals(contents.title, "The Holy Bible (KJV)");
  assertEquals(contents.sections.length, 1189);
  assertEquals(contents.sections[0], { part: "Genesis", heading: "Genesis 1" });
  const whole = splitSections((await (await fixture.request("/api/v1/books/1")).json()).content);
  const john3 = contents.sections.findIndex((section: { heading: string }) => section.heading === "John 3");
  const section = await (await fixture.request(`/api/v1/books/1/sections/${john3}`)).json();
  assertEquals(section, whole[john3]);
  for (const bad of ["1189", "-1", "x", "1e3"]) {
    const response = await fixture.request(`/api/v1/books/1/sections/${bad}`);
    assertEquals(response.status, 404, bad);
    assertMatch((await response.json()).error, /has sections 0 to 1188/);
  }
  assertEquals((await fixture.request("/api/v1/books/9/contents")).status, 404);
});
