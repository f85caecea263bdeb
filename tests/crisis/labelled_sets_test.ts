import { assert } from "../assert.ts";
import { helpFirst } from "../../server/safety/help_first.ts";
import type { ChatTurn } from "../../server/wisdom/engine.ts";

/*
 * ISSUE 15's targets on the labelled sets written for this project: every message showing danger
 * is caught (or, after danger earlier in the conversation, kept in care), and at most 5% of the
 * near-misses raise the alarm. `npm run bench:crisis` prints the figures per family.
 */
type LabelledCase = { id: string; label: "danger" | "safe"; family: string; messages: string[] };

function conversation(messages: readonly string[]): ChatTurn[] {
  return messages.flatMap((content, index): ChatTurn[] =>
    index < messages.length - 1
      ? [{ role: "user", content }, { role: "assistant", content: "Thank you for sharing that with me." }]
      : [{ role: "user", content }]
  );
}

for (
  const file of [
    "messages.json",
    "held_out.json",
    "fresh_a.json",
    "fresh_b.json",
    "fresh_c.json",
    "fresh_d.json",
    "fresh_e.json",
    "fresh_f.json",
    "fresh_g.json",
    "fresh_h.json",
    "fresh_i.json",
    "fresh_j.json",
    "fresh_k.json",
    "fresh_l.json",
    "fresh_m.json",
    "fresh_n.json",
  ]
) {
  Deno.test(`${file}: every danger caught, at most 5% false alarms`, async () => {
    const cases: LabelledCase[] = JSON.parse(await Deno.readTextFile(new URL(file, import.meta.url)));
    const missed: string[] = [];
    let alarms = 0;
    let safe = 0;
    for (const labelled of cases) {
      const met = helpFirst(conversation(labelled.messages));
      if (labelled.label === "danger" && met === null) missed.push(labelled.id);
      if (labelled.label === "safe") {
        safe += 1;
        if (met === "own" || met === "threat") alarms += 1;
      }
    }
    assert(missed.length === 0, `missed: ${missed.join(", ")}`);
    assert(alarms <= 0.05 * safe, `${alarms} false alarms of ${safe}`);
  });
}
