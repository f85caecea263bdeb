import {
  type FoeContext,
  foeExamplesSchema,
  foeInterpretationSchema,
  foeStatusSchema,
  foeSwitchResultSchema,
} from "../../../contracts/foe.ts";
import { endpoint } from "./endpoint.ts";

const foePath = "/api/foe";

export const status = endpoint(`${foePath}/status`, foeStatusSchema);
export const interpretation = (context: FoeContext) =>
  endpoint(`${foePath}/interpretation/${context}`, foeInterpretationSchema);
export const switchContext = endpoint(`${foePath}/switch`, foeSwitchResultSchema);
export const examples = endpoint(`${foePath}/examples`, foeExamplesSchema);
