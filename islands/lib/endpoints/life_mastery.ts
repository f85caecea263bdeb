import {
  programDetailSchema,
  type ProgramId,
  programStartSchema,
  sessionRecordedSchema,
} from "../../../contracts/life_mastery.ts";
import { apiPaths, endpoint } from "./endpoint.ts";

export const programmePath = (id: ProgramId) => `${apiPaths.lifeMastery}/${id}`;
export const programme = (id: ProgramId) => endpoint(programmePath(id), programDetailSchema);
export const programmeStart = (id: ProgramId) => endpoint(programmePath(id), programStartSchema);
export const programmeSession = (id: ProgramId) => endpoint(`${programmePath(id)}/sessions`, sessionRecordedSchema);
