import { assessRisk } from "../server/safety/assess_risk.ts";
import { isDanger } from "../server/safety/risk.ts";
import { helpFirst } from "../server/safety/help_first.ts";
import type { ChatTurn } from "../server/wisdom/engine.ts";

/**
 * The crisis detector against the labelled sets in tests/crisis/ (ISSUE 15): recall on messages
 * that show danger (target 100%), false alarms on near-misses (target at most 5%), per family, and
 * the time one assessment takes. `--misses` lists the cases it got wrong.
 */
type LabelledCase = {
  id: string;
  label: "danger" | "safe";
  family: string;
  kind: string | null;
  messages: string[];
};

/** Every labelled set in tests/crisis/: the development set first, then the sets written later by others. */
const setNames: Readonly<Record<string, string>> = {
  "messages.json": "development set",
  "held_out.json": "held-out set (written by another writer; its misses were studied once)",
  "fresh_a.json": "fresh set A (written later by a third writer)",
  "fresh_b.json": "fresh set B (written later by a fourth writer)",
  "fresh_c.json": "fresh set C (written later by a fifth writer; its misses were studied once)",
  "fresh_d.json": "fresh set D (written later by a sixth writer; its misses were studied once)",
  "fresh_e.json": "fresh set E (written later by a seventh writer; its misses were studied once)",
  "fresh_f.json": "fresh set F (written later by an eighth writer; its misses were studied once)",
  "fresh_g.json": "fresh set G (written later by a ninth writer; its misses were studied once)",
  "fresh_h.json": "fresh set H (written later by a tenth writer; its misses were studied once)",
  "fresh_i.json": "fresh set I (written later by an eleventh writer; its misses were studied once)",
  "fresh_j.json": "fresh set J (written later by a twelfth writer; its misses were studied once)",
  "fresh_k.json": "fresh set K (written later by a thirteenth writer; its misses were studied once)",
  "fresh_l.json": "fresh set L (written later by a fourteenth writer; its misses were studied once)",
  "fresh_m.json":
    "fresh set M (written later by a fifteenth writer: emergencies of the body, threats, people in prison; its misses were studied once)",
};
const sets = [...Deno.readDirSync("tests/crisis")]
  .filter((entry) => entry.name.endsWith(".json"))
  .map((entry) => entry.name)
  .sort((left, right) => Object.keys(setNames).indexOf(left) - Object.keys(setNames).indexOf(right))
  .map((file) => ({ name: `${setNames[file] ?? file} (tests/crisis/${file})`, file: `tests/crisis/${file}` }));
const showMisses = Deno.args.includes("--misses");

/** The visitor's messages with the persona's replies between them, as a chat holds them. */
function conversation(messages: readonly string[]): ChatTurn[] {
  return messages.flatMap((content, index) => {
    const turn: ChatTurn[] = [{ role: "user", content }];
    if (index < messages.length - 1) turn.push({ role: "assistant", content: "Thank you for sharing that with me." });
    return turn;
  });
}

const percent = (part: number, whole: number) => whole === 0 ? "-" : `${(100 * part / whole).toFixed(1)}%`;

/*
 * Ordinary conversations: every visitor message of the persona's judged sets (bench/persona/),
 * none of which shows danger. Any alarm there is a false one.
 */
{
  let messages = 0;
  const alarms: string[] = [];
  for (
    const file of ["cases.json", "held_out.json", "fresh.json", "fresh2.json"].map((name) => `bench/persona/${name}`)
  ) {
    const cases: { id: string; turns: { user: string }[] }[] = JSON.parse(await Deno.readTextFile(file));
    for (const personaCase of cases) {
      const history: ChatTurn[] = [];
      for (const turn of personaCase.turns) {
        history.push({ role: "user", content: turn.user });
        messages += 1;
        const assessment = assessRisk(history);
        if (isDanger(assessment.level) || assessment.carried) {
          alarms.push(`  ${personaCase.id} [${assessment.level}] ${turn.user}`);
        }
        history.push({ role: "assistant", content: "Thank you for asking." });
      }
    }
  }
  console.log("ordinary conversations (every visitor message of bench/persona/*.json)");
  console.log(`  false alarms: ${alarms.length}/${messages} = ${percent(alarms.length, messages)}`);
  if (showMisses && alarms.length) console.log(alarms.join("\n"));
  console.log();
}

for (const { name, file } of sets) {
  let cases: LabelledCase[];
  try {
    cases = JSON.parse(await Deno.readTextFile(file));
  } catch {
    console.log(`${name}: not found, skipped\n`);
    continue;
  }
  const families = new Map<string, { label: string; total: number; right: number }>();
  const misses: string[] = [];
  const timings: number[] = [];
  let danger = 0, caught = 0, safe = 0, alarms = 0, kindRight = 0;
  for (const labelled of cases) {
    const started = performance.now();
    const assessment = assessRisk(conversation(labelled.messages));
    timings.push(performance.now() - started);
    // Care mode carried from an earlier message also puts the resources first in view; so does help for a helper, a
    // right reply to danger told of someone else (and to a near-miss about someone else, which is no alarm).
    const met = helpFirst(conversation(labelled.messages));
    const flagged = labelled.label === "danger" ? met !== null : met === "own" || met === "threat";
    const right = flagged === (labelled.label === "danger");
    const family = families.get(labelled.family) ?? { label: labelled.label, total: 0, right: 0 };
    family.total += 1;
    if (right) family.right += 1;
    families.set(labelled.family, family);
    if (labelled.label === "danger") {
      danger += 1;
      if (flagged) caught += 1;
      if (flagged && assessment.kind === labelled.kind) kindRight += 1;
    } else {
      safe += 1;
      if (flagged) alarms += 1;
    }
    if (!right && showMisses) {
      const rules = assessment.signals.map((signal) => `${signal.rule}:${signal.status}`).join(",") || "no signal";
      misses.push(
        `  ${labelled.id} ${labelled.label} [${assessment.level}; ${rules}] ${labelled.messages.join(" // ")}`,
      );
    }
  }
  timings.sort((left, right) => left - right);
  console.log(name);
  console.log(`  ${cases.length} cases: ${danger} showing danger, ${safe} near-misses`);
  console.log(`  recall (danger caught):      ${caught}/${danger} = ${percent(caught, danger)}   (target 100%)`);
  console.log(`  false alarms (near-misses):  ${alarms}/${safe} = ${percent(alarms, safe)}   (target <= 5%)`);
  console.log(`  kind right when caught:      ${kindRight}/${caught} = ${percent(kindRight, caught)}`);
  console.log(
    `  time per assessment: p50 ${timings[Math.floor(timings.length / 2)].toFixed(3)} ms, p95 ${
      timings[Math.floor(timings.length * 0.95)].toFixed(3)
    } ms`,
  );
  console.log("  family                  label   cases  right");
  for (const [family, { label, total, right }] of [...families].sort((a, b) => a[1].label.localeCompare(b[1].label))) {
    console.log(
      `  ${family.padEnd(22)}  ${label.padEnd(6)}  ${String(total).padStart(5)}  ${percent(right, total).padStart(6)}`,
    );
  }
  if (misses.length) console.log(misses.join("\n"));
  console.log();
}
