import type {
  CipherResultResponse,
  DecipheristStatus,
  DetectionResponse,
  ExamplesResponse,
  MasterAnalysisResponse,
  PatternsResponse,
} from "../../../contracts/decipherist.ts";
import { endpoint } from "./endpoint.ts";

const decipheristPath = "/api/decipherist";

export const status = endpoint<DecipheristStatus>(`${decipheristPath}/status`);
export const examples = endpoint<ExamplesResponse>(`${decipheristPath}/examples`);
export const analyze = endpoint<MasterAnalysisResponse>(`${decipheristPath}/analyze`);
export const detect = endpoint<DetectionResponse>(`${decipheristPath}/detect`);
export const patterns = endpoint<PatternsResponse>(`${decipheristPath}/patterns`);
export const cipher = endpoint<CipherResultResponse>(`${decipheristPath}/cipher`);
