import { assert, assertEquals } from "../../tests/assert.ts";
import { heuristicDisclaimer, readDeceptionCues, riskLevel } from "./deception_cues.ts";

Deno.test("cues are found where they are, named, and their weights add up to the score", () => {
  const text = "Honestly, I would never take money from the register, I swear.";
  const reading = readDeceptionCues(text, true);
  assertEquals(
    reading.cues.map((cue) => [cue.category, text.slice(cue.start, cue.end), cue.cue]),
    [
      ["over_assertion", "Honestly", "Over-assertion ('Honestly')"],
      ["over_assertion", "I would never", "Over-assertion ('I would never')"],
      ["over_assertion", "I swear", "Over-assertion ('I swear')"],
    ],
  );
  assertEquals(reading.deceptionScore, 0.75);
  assertEquals(reading.riskLevel, "high");
});

Deno.test("Newman-Pennebaker cues: self and third-person references and exclusive words lower, negative emotion and motion raise", () => {
  const text = "I think he left early, but I was so angry that I walked home.";
  const reading = readDeceptionCues(text, true);
  const found = reading.cues.map((cue) => `${cue.category}:${text.slice(cue.start, cue.end)}:${cue.weight}`);
  assertEquals(found, [
    "hedge:I think:0.12",
    "other_reference:he:-0.02",
    "motion:left:0.04",
    "exclusive:but:-0.06",
    "self_reference:I:-0.03",
    "negative_emotion:angry:0.1",
    "self_reference:I:-0.03",
    "motion:walked:0.04",
  ]);
  assertEquals(reading.deceptionScore, 0.16);
  assertEquals(reading.riskLevel, "low");
});

Deno.test("whole words only, any case, curly apostrophes, phrases across line breaks", () => {
  const text = "Dishonestly made; the madness. TRUST\nME, I’d never.";
  const reading = readDeceptionCues(text, true);
  assertEquals(reading.cues.map((cue) => text.slice(cue.start, cue.end)), ["TRUST\nME", "I’d never"]);
  assertEquals(reading.cues[0].cue, "Over-assertion ('TRUST ME')");
});

Deno.test("absences count only in language long enough to show them", () => {
  const report = "The report was filed on time and the numbers were checked by the team before it went out to " +
    "the board members who approved it with no questions at all after the long meeting in the afternoon, and the " +
    "minutes were sent to everyone.";
  const reading = readDeceptionCues(report, true);
  const absences = reading.cues.filter((cue) => cue.start === cue.end);
  assertEquals(absences.map((cue) => cue.category), ["self_reference", "exclusive"]);
  assertEquals(absences.map((cue) => cue.weight), [0.2, 0.1]);
  assertEquals(readDeceptionCues(report, false).cues.filter((cue) => cue.start === cue.end), [], "not for a cipher");
  assertEquals(readDeceptionCues("The team filed it.", true).cues, [], "too short to miss anything");
});

Deno.test("a cue counts for less in a long text, so ordinary hedges do not add up to 'high'", () => {
  const short = readDeceptionCues("Maybe it was there.", true);
  const long = readDeceptionCues(
    `Maybe it was there. ${"We walked along the river and talked for hours. ".repeat(12)}`,
    true,
  );
  const maybe = (reading: typeof short) => reading.cues.find((cue) => cue.category === "hedge")!.weight;
  assertEquals(maybe(short), 0.12);
  // 112 words: each occurrence weighs sqrt(30 / 112), about half.
  assertEquals(maybe(long), 0.062);
});

Deno.test("risk bands are the spec's: above 0.7 high, above 0.3 medium", () => {
  assertEquals([0, 0.3, 0.31, 0.7, 0.71, 1].map(riskLevel), ["low", "low", "medium", "medium", "high", "high"]);
  assertEquals(readDeceptionCues("Lovely weather we are having.", true).deceptionScore, 0);
});

Deno.test("the disclaimer says plainly that this is a heuristic, not a lie detector", () => {
  assert(/heuristic/.test(heuristicDisclaimer) && /not a lie detector/.test(heuristicDisclaimer));
});
