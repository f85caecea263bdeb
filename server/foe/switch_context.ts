import type { FoeSwitchRequest, FoeSwitchResult } from "../../contracts/foe.ts";
import { analyseContext } from "./analyse_context.ts";
import { composeBlessing, composeMessage } from "./compose_message.ts";
import { readings } from "./readings.ts";

/**
 * POST /api/foe/switch's whole answer (spec section 3, "Dynamic switch result"): the analysis, the
 * reading it recommends, and the message and blessing composed for it. `random` only varies the
 * phrasing; the analysis is the same for the same input.
 */
export function switchContext(request: FoeSwitchRequest, random: () => number): FoeSwitchResult {
  const { input_text: text, ...settings } = request;
  const analysis = analyseContext(text, settings);
  const reading = readings[analysis.recommended_context];
  return {
    foe_code_switch: {
      input_text: text,
      context_analysis: analysis,
      foe_interpretation: { acronym: reading.acronym, tone: reading.tone },
      dynamic_message: composeMessage({ text, analysis, settings, random }),
      jajirose_blessing: composeBlessing(analysis.recommended_context, settings, random),
    },
  };
}
