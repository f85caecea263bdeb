import type { FoeContext, FoeExamples, FoeInterpretation, FoeStatus, FoeSwitchResult } from "../../../contracts/foe.ts";
import { endpoint } from "./endpoint.ts";

const foePath = "/api/foe";

export const status = endpoint<FoeStatus>(`${foePath}/status`);
export const interpretation = (context: FoeContext) =>
  endpoint<FoeInterpretation>(`${foePath}/interpretation/${context}`);
export const switchContext = endpoint<FoeSwitchResult>(`${foePath}/switch`);
export const examples = endpoint<FoeExamples>(`${foePath}/examples`);
