import {
  foeExamplesSchema,
  foeInterpretationSchema,
  foeStatusSchema,
  foeSwitchResultSchema,
} from "../../contracts/foe.ts";
import { assert, assertEquals, assertMatch, assertStringIncludes } from "../../tests/assert.ts";
import { startTestApp } from "../testing/app_fixture.ts";

Deno.test("GET /api/foe/status gives creator authority, warrior wisdom and the biblical foundation", async () => {
  using fixture = await startTestApp();
  const response = await fixture.request("/api/foe/status");
  assertEquals(response.status, 200);
  const status = foeStatusSchema.parse(await response.json());
  assertStringIncludes(status.creator_authority, "Jajirose");
  assertStringIncludes(status.biblical_foundation, "1 Corinthians 16:13-14");
  assertEquals(status.contexts, ["positive", "negative"]);
});

Deno.test("POST /api/foe/switch reads Force in a competitive message, with every section", async () => {
  using fixture = await startTestApp();
  const response = await fixture.postJson("/api/foe/switch", {
    input_text: "  Final tomorrow. We are not angry, we are focused, and we will never back down.  ",
    emotional_state: "determination",
    audience: "team",
    situation: "competition",
  });
  assertEquals(response.status, 200);
  const body = await response.json();
  const { foe_code_switch: result } = foeSwitchResultSchema.parse(body);
  assertEquals(Object.keys(body), ["foe_code_switch"]);
  assertEquals(result.input_text, "Final tomorrow. We are not angry, we are focused, and we will never back down.");
  const analysis = result.context_analysis;
  assertEquals(analysis.recommended_context, "negative");
  assertEquals(analysis.negative_triggers_found, ["final", "focused", "never back down"]);
  assertEquals(analysis.positive_triggers_found, ["not angry"]);
  assert(analysis.confidence_score > 0.8 && analysis.confidence_score < 1, String(analysis.confidence_score));
  for (const match of analysis.matches) assertEquals(result.input_text.slice(match.start, match.end), match.text);
  assertEquals(analysis.weights.map((weight) => `${weight.field}=${weight.value}`), [
    "emotional_state=determination",
    "audience=team",
    "situation=competition",
  ]);
  assertEquals(result.foe_interpretation, {
    acronym: "Fight, Overcome, Excel",
    tone: "Focused, resolute and competitive, fierce in effort and fair in conduct",
  });
  assertStringIncludes(result.dynamic_message, "Fight, Overcome, Excel");
  assertStringIncludes(result.dynamic_message, '"never back down"');
  assertMatch(result.jajirose_blessing, /Jajirose.*your team|your team.*Jajirose/);
});

Deno.test("POST /api/foe/switch reads Love with no options at all", async () => {
  using fixture = await startTestApp();
  const response = await fixture.postJson("/api/foe/switch", { input_text: "Welcome home, we missed you!" });
  assertEquals(response.status, 200);
  const { foe_code_switch: result } = foeSwitchResultSchema.parse(await response.json());
  assertEquals(result.context_analysis.recommended_context, "positive");
  assertEquals(result.context_analysis.weights, []);
  assertEquals(result.foe_interpretation.acronym, "Friends Of Excellence");
});

Deno.test("POST /api/foe/switch validation: blank, too long, unknown options, extra fields, not JSON", async () => {
  using fixture = await startTestApp();
  const cases: Array<[unknown, RegExp]> = [
    [{ input_text: "   \n " }, /input_text: Enter a message to switch/],
    [{}, /input_text: input_text must be text/],
    [{ input_text: 42 }, /input_text: input_text must be text/],
    [{ input_text: "x".repeat(2001) }, /input_text: Messages are limited to 2000 characters/],
    [
      { input_text: "hi", emotional_state: "sad" },
      /emotional_state: emotional_state must be one of love, joy, determination, anger, focus, celebration/,
    ],
    [
      { input_text: "hi", audience: "strangers" },
      /audience: audience must be one of family, friends, team, opponents, competition, community/,
    ],
    [
      { input_text: "hi", situation: "party" },
      /situation: situation must be one of support, celebration, reunion, competition, conflict, challenge/,
    ],
    [{ input_text: "hi", audience: null }, /audience: audience must be one of/],
    [{ input_text: "hi", mood: "calm" }, /mood/],
    [["hi"], /Invalid request body/],
  ];
  for (const [body, message] of cases) {
    const response = await fixture.postJson("/api/foe/switch", body);
    assertEquals(response.status, 400, JSON.stringify(body));
    assertMatch((await response.json()).error, message, JSON.stringify(body));
  }
  const padded = await fixture.postJson("/api/foe/switch", { input_text: ` ${"x".repeat(2000)} ` });
  assertEquals(padded.status, 200, "the limit counts the trimmed text");

  const text = await fixture.request("/api/foe/switch", { method: "POST", body: "hello" });
  assertEquals(text.status, 415);
  const malformed = await fixture.request("/api/foe/switch", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: "{not json",
  });
  assertEquals(malformed.status, 400);
  const get = await fixture.request("/api/foe/switch");
  assertEquals(get.status, 404);
});

Deno.test("GET /api/foe/interpretation/:context gives each reading; any other context is a 404", async () => {
  using fixture = await startTestApp();
  const love = foeInterpretationSchema.parse(await (await fixture.request("/api/foe/interpretation/positive")).json());
  assertEquals([love.context, love.name, love.acronym], ["positive", "Love", "Friends Of Excellence"]);
  assert(love.philosophy && love.tone && love.jajirose_wisdom);
  assertEquals(love.scripture.reference, "Proverbs 27:17");

  const force = foeInterpretationSchema.parse(await (await fixture.request("/api/foe/interpretation/negative")).json());
  assertEquals([force.context, force.name, force.acronym], ["negative", "Force", "Fight, Overcome, Excel"]);

  for (const context of ["neutral", "Positive", "love", "%20"]) {
    const response = await fixture.request(`/api/foe/interpretation/${context}`);
    assertEquals(response.status, 404, context);
    assertMatch(
      (await response.json()).error,
      /^No F\.O\.E\. interpretation for '.*': the contexts are positive \(Love\) and negative \(Force\)$/,
    );
  }
  const missing = await fixture.request("/api/foe/interpretation/");
  assertEquals(missing.status, 404);
});

Deno.test("POST /api/foe/examples answers with or without an empty body, and refuses parameters", async () => {
  using fixture = await startTestApp();
  const bare = await fixture.request("/api/foe/examples", { method: "POST" });
  assertEquals(bare.status, 200);
  const examples = foeExamplesSchema.parse(await bare.json());
  assert(examples.positive_examples.scenarios.every((scenario) => scenario.context === "positive"));
  assert(examples.negative_examples.scenarios.every((scenario) => scenario.context === "negative"));
  assert(examples.positive_examples.scenarios.length > 0 && examples.negative_examples.scenarios.length > 0);

  const empty = await fixture.postJson("/api/foe/examples", {});
  assertEquals(empty.status, 200);
  assertEquals(await empty.json(), examples);
  const blank = await fixture.request("/api/foe/examples", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: "",
  });
  assertEquals(blank.status, 200);

  const filtered = await fixture.postJson("/api/foe/examples", { context: "positive" });
  assertEquals(filtered.status, 400);
  assertMatch((await filtered.json()).error, /context/);
  const text = await fixture.request("/api/foe/examples", { method: "POST", body: "all" });
  assertEquals(text.status, 415);
});
