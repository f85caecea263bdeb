import {
  affirmationFields,
  guidanceFields,
  guidanceOf,
  hypnosisFields,
  methodFields,
  programDetailSchema,
  programIds,
  trackingFields,
} from "../../contracts/life_mastery.ts";
import { assert, assertEquals } from "../../tests/assert.ts";
import { cookiePair, startTestApp } from "../testing/app_fixture.ts";

const titles = {
  adhd: "ADHD Focus Mastery",
  wealth: "Wealth & Abundance",
  discipline: "Super Self-Discipline",
  leadership: "Leadership Excellence",
  fitness: "Health & Fitness",
  complete: "Complete Transformation",
};

/** Words that would turn content into a medical, financial or guaranteed-outcome claim (issue 8). */
const forbidden = /\b(cure|cures|treat(s|ment)?|diagnos\w*|guarantee[sd]?|rich|millionaire|wealthy|invest in)\b/i;

const present = (body: Record<string, unknown>, fields: readonly string[]) => fields.filter((field) => field in body);

for (const id of programIds) {
  Deno.test(`GET /api/life-mastery/${id} fills exactly one field of each group, with real scripts`, async () => {
    using fixture = await startTestApp();
    const response = await fixture.request(`/api/life-mastery/${id}`);
    assertEquals(response.status, 200);
    const body = await response.json();
    const detail = programDetailSchema.parse(body);
    assertEquals(detail.title, titles[id]);
    for (const group of [guidanceFields, methodFields, hypnosisFields, affirmationFields, trackingFields]) {
      assertEquals(present(body, group).length, 1, `${id}: ${group.join("|")}`);
    }
    assert(guidanceOf(detail) === body[present(body, guidanceFields)[0]]);
    const scripts = body[present(body, hypnosisFields)[0]] as { name: string; minutes: number; script: string }[];
    assert(scripts.length > 0);
    for (const script of scripts) {
      // A few minutes read slowly: at least ~120 words, and no more than the 20-minute session cap.
      assert(script.script.split(/\s+/).length >= 120, `${script.name} is too short to guide`);
      assert(script.minutes >= 3 && script.minutes <= 20);
    }
    const tracking = body[present(body, trackingFields)[0]];
    assertEquals(tracking.figures, { sessions_this_week: 0, minutes_this_week: 0, current_streak_days: 0 });
    assertEquals("programs_included" in body, id === "complete");
    assertEquals("success_guarantees" in body, id === "complete");
    const text = JSON.stringify(body);
    assert(!forbidden.test(text), `${id} makes a claim: ${text.match(forbidden)?.[0]}`);
  });
}

Deno.test("the complete programme includes the other five and commits to a plan and a review", async () => {
  using fixture = await startTestApp();
  const detail = programDetailSchema.parse(await (await fixture.request("/api/life-mastery/complete")).json());
  assertEquals(detail.programs_included, Object.values(titles).slice(0, 5));
  assert(detail.success_guarantees?.some((line) => /daily practice plan/i.test(line)));
  assert(detail.success_guarantees?.some((line) => /weekly review/i.test(line)));
});

Deno.test("unknown programmes are 404 'Program not found' on every endpoint", async () => {
  using fixture = await startTestApp();
  for (
    const response of [
      await fixture.request("/api/life-mastery/astrology"),
      await fixture.postJson("/api/life-mastery/astrology", { intensity: "moderate", user_id: "user123" }),
      await fixture.postJson("/api/life-mastery/astrology/sessions", { name: "x", seconds: 61 }),
    ]
  ) {
    assertEquals(response.status, 404);
    assertEquals((await response.json()).error, "Program not found");
  }
});

Deno.test("POST /api/life-mastery/:programId answers the programId and records the start under the visitor", async () => {
  using fixture = await startTestApp();
  const response = await fixture.postJson("/api/life-mastery/wealth", { intensity: "moderate", user_id: "user123" });
  assertEquals(response.status, 200);
  assertEquals(await response.json(), { programId: "wealth" });
  const starts = await Array.fromAsync(fixture.kv.list({ prefix: ["life_mastery_starts"] }));
  assertEquals(starts.length, 1);
  assertEquals(starts[0].key[2], "wealth");
  assert(starts[0].key[1] !== "user123", "keyed by the visitor cookie, not the placeholder user id");
});

Deno.test("POST /api/life-mastery/:programId rejects unknown fields", async () => {
  using fixture = await startTestApp();
  const response = await fixture.postJson("/api/life-mastery/adhd", { intensity: "moderate", level: 9 });
  assertEquals(response.status, 400);
});

Deno.test("recorded sessions show in this visitor's figures and no one else's", async () => {
  using fixture = await startTestApp();
  const first = await fixture.postJson("/api/life-mastery/adhd/sessions", { name: "Focus Anchor", seconds: 300 });
  assertEquals(first.status, 201);
  const cookie = cookiePair(first.headers.get("Set-Cookie"));
  const second = await fixture.request("/api/life-mastery/discipline/sessions", {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: cookie },
    body: JSON.stringify({ name: "Habit Rehearsal", seconds: 150 }),
  });
  assertEquals(second.status, 201);
  const mine = await (await fixture.request("/api/life-mastery/leadership", { headers: { Cookie: cookie } })).json();
  assertEquals(mine.leadership_metrics.figures, {
    sessions_this_week: 2,
    minutes_this_week: 7,
    current_streak_days: 1,
  });
  const theirs = await (await fixture.request("/api/life-mastery/leadership")).json();
  assertEquals(theirs.leadership_metrics.figures.sessions_this_week, 0);
});

Deno.test("POST /api/life-mastery/:programId/sessions validates name and seconds, capped at 20 minutes", async () => {
  using fixture = await startTestApp();
  for (
    const body of [
      { name: " ", seconds: 120 },
      { name: "Focus Anchor", seconds: 59 },
      { name: "Focus Anchor", seconds: 1201 },
      { name: "Focus Anchor", seconds: 90.5 },
      { name: "Focus Anchor" },
      { name: "Focus Anchor", seconds: 120, extra: true },
    ]
  ) {
    const response = await fixture.postJson("/api/life-mastery/adhd/sessions", body);
    assertEquals(response.status, 400, JSON.stringify(body));
  }
  assertEquals((await fixture.postJson("/api/life-mastery/adhd/sessions", { name: "x", seconds: 1200 })).status, 201);
});
