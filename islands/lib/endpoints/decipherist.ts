import {
  cipherResultResponseSchema,
  detectionResponseSchema,
  examplesResponseSchema,
  masterAnalysisResponseSchema,
  patternsResponseSchema,
  statusSchema,
} from "../../../contracts/decipherist.ts";
import { endpoint } from "./endpoint.ts";

const decipheristPath = "/api/decipherist";

export const status = endpoint(`${decipheristPath}/status`, statusSchema);
export const examples = endpoint(`${decipheristPath}/examples`, examplesResponseSchema);
export const analyze = endpoint(`${decipheristPath}/analyze`, masterAnalysisResponseSchema);
export const detect = endpoint(`${decipheristPath}/detect`, detectionResponseSchema);
export const patterns = endpoint(`${decipheristPath}/patterns`, patternsResponseSchema);
export const cipher = endpoint(`${decipheristPath}/cipher`, cipherResultResponseSchema);
