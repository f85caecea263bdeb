import { assert, assertEquals, assertMatch } from "../../tests/assert.ts";
import { startTestApp } from "../testing/app_fixture.ts";

type Result = { source: string; reference: string; text: string; matched: string[]; topics: string[] };

Deno.test("search ranks the famous verse first and cites it as 'Book chapter:verse'", async () => {
  using fixture = await startTestApp();
  const response = await fixture.postJson("/api/search", { query: "the lord is my shepherd", source: "bible" });
  assertEquals(response.status, 200);
  const results: Result[] = await response.json();
  assertEquals(results[0], {
    source: "bible",
    reference: "Psalms 23:1",
    text: "The LORD is my shepherd; I shall not want.",
    matched: ["LORD", "shepherd"],
    topics: ["SHEPHERD"],
  });
});

Deno.test("search understands modern wording through the WEB, and shows the version asked for", async () => {
  using fixture = await startTestApp();
  const search = async (body: unknown): Promise<Result[]> => await (await fixture.postJson("/api/search", body)).json();
  const kjv = await search({ query: "do not be anxious about anything", source: "bible" });
  assertEquals(kjv[0].reference, "Philippians 4:6");
  assertMatch(kjv[0].text, /^Be careful for nothing/);
  const web = await search({ query: "do not be anxious about anything", source: "bible", versionId: 2 });
  assertEquals(web[0].reference, "Philippians 4:6");
  assertMatch(web[0].text, /^In nothing be anxious/);
  assertEquals(web[0].matched.includes("anxious"), true);
  const rv = await search({ query: "for god so loved the world", source: "bible", versionId: 3 });
  assertEquals(rv[0].reference, "John 3:16");
  assertMatch(rv[0].text, /^Porque de tal manera amó Dios al mundo/);
  const leave = await search({ query: "God will never leave you nor forsake you", source: "bible" });
  assert(
    leave.slice(0, 3).some((result) => ["Hebrews 13:5", "Deuteronomy 31:6", "Joshua 1:5"].includes(result.reference)),
    leave.slice(0, 3).map((result) => result.reference).join(", "),
  );
});

Deno.test("search: a word naming a Nave's topic finds the verses Nave gathered under it", async () => {
  using fixture = await startTestApp();
  const results: Result[] = await (await fixture.postJson("/api/search", { query: "worry", source: "bible" })).json();
  // CARE, REMEDY FOR: Ps 37:5, 55:22, Pr 16:3, Jer 17:7-8, Mt 6:26-34, Lu 12:22-32, Php 4:6-7, Heb 13:5, 1Pe 5:6-7.
  const remedy = new Set(["Psalms 37:5", "Psalms 55:22", "Proverbs 16:3", "Philippians 4:6", "1 Peter 5:7"]);
  const cited = results.slice(0, 10).filter((result) =>
    remedy.has(result.reference) || /^(Matthew 6|Luke 12):/.test(result.reference)
  );
  assert(cited.length >= 5, results.slice(0, 10).map((result) => result.reference).join(", "));
  assert(cited.every((result) => result.topics.includes("CARE")), "each says it was found through CARE");
});

Deno.test("search: modern English finds King James wording", async () => {
  using fixture = await startTestApp();
  const expectations: Array<[string, string]> = [
    ["for god so loved the world", "John 3:16"],
    ["do not worry about tomorrow", "Matthew 6:34"],
    ["the wages of sin is death", "Romans 6:23"],
    ["be still and know that i am god", "Psalms 46:10"],
  ];
  for (const [query, reference] of expectations) {
    const results: Result[] = await (await fixture.postJson("/api/search", { query, source: "bible" })).json();
    assertEquals(results[0]?.reference, reference, query);
  }
  const love: Result[] =
    await (await fixture.postJson("/api/search", { query: "love is patient and kind", source: "bible" }))
      .json();
  assert(love.slice(0, 10).some((result) => result.reference === "1 Corinthians 13:4"), "charity ~ love");
});

Deno.test("search sources: bible, lotus, and both (which adds the Gosho)", async () => {
  using fixture = await startTestApp();
  const lotus: Result[] = await (await fixture.postJson("/api/search", { query: "burning house", source: "lotus" }))
    .json();
  assert(lotus.length > 0 && lotus.every((result) => result.source === "lotus"));
  assertMatch(lotus[0].reference, /^Lotus Sutra, Chapter 3: /);
  const bible: Result[] = await (await fixture.postJson("/api/search", { query: "shepherd", source: "bible" })).json();
  assert(bible.every((result) => result.source === "bible"));
  assert(bible.some((result) => result.reference.startsWith("Psalms 23:")));
  const both: Result[] = await (await fixture.postJson("/api/search", { query: "winter spring faith", source: "both" }))
    .json();
  assert(both.some((result) => result.source === "gosho"), "Gosho is searched under both");
});

Deno.test("search validation: blank query, unknown source, extra fields, wrong content type", async () => {
  using fixture = await startTestApp();
  const cases: Array<[unknown, RegExp]> = [
    [{ query: "   ", source: "both" }, /query: Enter a search term/],
    [{ query: "peace", source: "quran" }, /source must be one of bible, lotus, both/],
    [{ query: "peace" }, /source/],
    [{ query: "peace", source: "both", limit: 5 }, /limit/],
    [{ query: "x".repeat(201), source: "both" }, /200 characters/],
    [{ query: "peace", source: "both", versionId: "web" }, /versionId must be a number/],
    [{ query: "peace", source: "both", versionId: 4 }, /New International Version \(NIV\): Under copyright/],
    [{ query: "peace", source: "both", versionId: 99 }, /No Bible version has id 99/],
  ];
  for (const [body, message] of cases) {
    const response = await fixture.postJson("/api/search", body);
    assertEquals(response.status, 400, JSON.stringify(body));
    assertMatch((await response.json()).error, message);
  }
  const text = await fixture.request("/api/search", { method: "POST", body: "peace" });
  assertEquals(text.status, 415);
});

Deno.test("nonsense finds nothing", async () => {
  using fixture = await startTestApp();
  const results = await (await fixture.postJson("/api/search", { query: "qwxzzv plorbnik", source: "both" })).json();
  assertEquals(results, []);
});
