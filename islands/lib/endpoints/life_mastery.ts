import type { ProgramDetail, ProgramId, ProgramStart } from "../../../contracts/life_mastery.ts";
import { apiPaths, endpoint } from "./endpoint.ts";

export const programmePath = (id: ProgramId) => `${apiPaths.lifeMastery}/${id}`;
export const programme = (id: ProgramId) => endpoint<ProgramDetail>(programmePath(id));
export const programmeStart = (id: ProgramId) => endpoint<ProgramStart>(programmePath(id));
export const programmeSession = (id: ProgramId) => endpoint<{ recorded: true }>(`${programmePath(id)}/sessions`);
