import { kjvVersionId } from "../../../contracts/kjv.ts";
import type { StudyPassage, StudyTopics } from "../../../contracts/study.ts";
import { apiPaths, endpoint, withQuery } from "./endpoint.ts";

export const studyPassage = (reference: string) =>
  endpoint<StudyPassage>(withQuery(apiPaths.studyPassage, { ref: reference }));
export const studyTopics = (name: string, versionId: number) =>
  endpoint<StudyTopics>(
    withQuery(apiPaths.studyTopics, { q: name, versionId: versionId === kjvVersionId ? undefined : versionId }),
  );
