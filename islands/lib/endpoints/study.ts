import { kjvVersionId } from "../../../contracts/scriptures.ts";
import { studyPassageSchema, studyTopicsSchema } from "../../../contracts/study.ts";
import { apiPaths, endpoint, withQuery } from "./endpoint.ts";

export const studyPassage = (reference: string) =>
  endpoint(withQuery(apiPaths.studyPassage, { ref: reference }), studyPassageSchema);
export const studyTopics = (name: string, versionId: number) =>
  endpoint(
    withQuery(apiPaths.studyTopics, { q: name, versionId: versionId === kjvVersionId ? undefined : versionId }),
    studyTopicsSchema,
  );
