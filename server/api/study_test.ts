import { assert, assertEquals, assertMatch } from "../../tests/assert.ts";
import { startTestApp } from "../testing/app_fixture.ts";

Deno.test("passage: the verse in every version we hold, Henry's note with its range, Nave's topics", async () => {
  using fixture = await startTestApp();
  const response = await fixture.request(`/api/study/passage?ref=${encodeURIComponent("John 3:16")}`);
  assertEquals(response.status, 200);
  const study = await response.json();
  assertEquals(study.reference, "John 3:16");
  assertEquals(study.target, { bookId: 43, chapter: 3, verse: 16 });
  assertEquals(study.versions.map((version: { abbreviation: string }) => version.abbreviation), [
    "KJV",
    "WEB",
    "RV1909",
  ]);
  assertMatch(study.versions[1].verses[0].text, /^For God so loved the world, that he gave his only born Son/);
  assertEquals(study.versions[2].language, "es");
  assertEquals(study.commentary.reference, "John 3:1-21");
  assertEquals(study.commentary.attribution, "Matthew Henry, Concise Commentary (1706), public domain");
  assertMatch(study.commentary.text, /God so loved the world; so really, so richly/);
  assertEquals(study.treasury, null);
  const god = study.topics.find((topic: { name: string }) => topic.name === "GOD");
  assert(god?.labels.includes("LOVE OF"), "GOD, LOVE OF cites John 3:16");
  assertEquals(study.topicsAttribution, "Orville J. Nave, Nave's Topical Bible (1896), public domain");
});

Deno.test("passage: a psalm has Spurgeon's overview and his exposition of the verse", async () => {
  using fixture = await startTestApp();
  const study = await (await fixture.request(`/api/study/passage?ref=${encodeURIComponent("Psalm 23:4")}`)).json();
  assertEquals(study.reference, "Psalms 23:4");
  assertEquals(study.treasury.overview.reference, "Psalms 23");
  assertEquals(study.treasury.verse.reference, "Psalms 23:4");
  assertMatch(study.treasury.verse.text, /valley of the shadow of death/);
  assertEquals(study.treasury.verse.attribution, "C. H. Spurgeon, The Treasury of David (1869-1885), public domain");
  assertEquals(study.commentary.reference, "Psalms 23");
});

Deno.test("passage: a range holds each verse, and a version lacking them says so by having none", async () => {
  using fixture = await startTestApp();
  const study = await (await fixture.request(`/api/study/passage?ref=${encodeURIComponent("Rom 16:25-27")}`)).json();
  assertEquals(study.reference, "Romans 16:25-27");
  const counts = study.versions.map((version: { abbreviation: string; verses: unknown[] }) => [
    version.abbreviation,
    version.verses.length,
  ]);
  // The WEB prints this doxology after Romans 14:23 (data/README.md).
  assertEquals(counts, [["KJV", 3], ["WEB", 0], ["RV1909", 3]]);
});

Deno.test("topics: matching topics with their verses, a pointer followed ('ANXIETY: See CARE')", async () => {
  using fixture = await startTestApp();
  const response = await fixture.request("/api/study/topics?q=anxiety");
  assertEquals(response.status, 200);
  const found = await response.json();
  assertEquals(found.topics[0].name, "CARE");
  assertEquals(found.topics[0].via, "ANXIETY");
  const remedy = found.topics[0].headings.find((heading: { label: string }) => heading.label === "REMEDY FOR");
  const references = remedy.passages.map((passage: { reference: string }) => passage.reference);
  for (const cited of ["Psalms 37:5", "Psalms 55:22", "Matthew 6:26-34", "Philippians 4:6", "1 Peter 5:7"]) {
    assert(references.includes(cited), `REMEDY FOR cites ${cited}`);
  }
  const philippians = remedy.passages.find((passage: { reference: string }) => passage.reference === "Philippians 4:6");
  assertMatch(philippians.text, /^Be careful for nothing/);
  assertEquals(found.attribution, "Orville J. Nave, Nave's Topical Bible (1896), public domain");

  const web = await (await fixture.request("/api/study/topics?q=care&versionId=2")).json();
  assertEquals(web.versionAbbreviation, "WEB");
  const inWeb = web.topics[0].headings.flatMap((heading: { passages: Array<{ reference: string; text: string }> }) =>
    heading.passages
  ).find((passage: { reference: string }) => passage.reference === "Philippians 4:6");
  assertMatch(inWeb.text, /^In nothing be anxious/);
  const worldly = web.topics[0].headings.find((heading: { label: string }) => heading.label === "WORLDLY");
  assertEquals(worldly.items[0].seeAlso, [{ name: "CARNAL MINDEDNESS", topic: "CARNAL MINDEDNESS" }]);
});

Deno.test("study: unreadable references, unknown passages and topics are clear 400s and 404s", async () => {
  using fixture = await startTestApp();
  const cases: Array<[string, number, RegExp]> = [
    ["/api/study/passage", 400, /ref is required/],
    ["/api/study/passage?ref=%20%20", 400, /ref is required/],
    [`/api/study/passage?ref=${"x".repeat(101)}`, 400, /100 characters/],
    ["/api/study/passage?ref=hello", 400, /not a Bible reference: write it as book chapter:verse/],
    ["/api/study/passage?ref=John%203:16&extra=1", 400, /extra/],
    ["/api/study/passage?ref=John%203:99", 404, /"John 3:99" is not a passage of the Bible/],
    ["/api/study/passage?ref=Hezekiah%201:1", 404, /is not a passage of the Bible/],
    [
      `/api/study/passage?ref=${encodeURIComponent("Lotus Sutra, Chapter 2")}`,
      400,
      /Study notes are for Bible passages/,
    ],
    ["/api/study/topics", 400, /q is required/],
    ["/api/study/topics?q=care&versionId=abc", 400, /versionId must be a number/],
    ["/api/study/topics?q=care&versionId=4", 404, /New International Version \(NIV\): Under copyright/],
    ["/api/study/topics?q=xyzzy", 404, /No topic of Nave's Topical Bible matches "xyzzy"/],
  ];
  for (const [path, status, message] of cases) {
    const response = await fixture.request(path);
    assertEquals(response.status, status, path);
    assertMatch((await response.json()).error, message, path);
  }
});
