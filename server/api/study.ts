import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { kjvVersionId } from "../../contracts/kjv.ts";
import { passageQuerySchema, studyPassageSchema, studyTopicsSchema, topicsQuerySchema } from "../../contracts/study.ts";
import type { AppEnv } from "../http/app_env.ts";
import { queryParams } from "../http/validate.ts";
import { type BibleVersionRecord, versionRefusal } from "../scriptures/bible_versions.ts";
import type { PassageLookup } from "../scriptures/passage_lookup.ts";
import type { BiblePassage, StudyViews } from "../study/study_views.ts";

/** 'John 3:16', '1 Cor 13:4-7', 'Psalm 23:1': what a Bible reference looks like, found or not. */
const referenceShape =
  /^\s*(?:[1-3]|I{1,3}|First|Second|Third)?\s*[A-Za-z][A-Za-z. ]*\s*\d{1,3}:\d{1,3}(?:\s*[-–]\s*\d{1,3}(?::\d{1,3})?)?\s*$/i;

/**
 * /api/study: the study library on a passage (every version, Henry's note, Spurgeon's for a psalm,
 * the Nave's topics citing it) and Nave's topics for a word (issue 16).
 */
export function studyRouter(views: StudyViews, passages: PassageLookup, versions: readonly BibleVersionRecord[]) {
  return new Hono<AppEnv>()
    .get("/passage", queryParams(passageQuerySchema), (c) => {
      const { ref } = c.req.valid("query");
      const passage = passages.resolve(ref);
      if (!passage) {
        if (referenceShape.test(ref)) {
          throw new HTTPException(404, {
            message: `"${ref}" is not a passage of the Bible: check the book, chapter and verse`,
          });
        }
        throw new HTTPException(400, {
          message: `"${ref}" is not a Bible reference: write it as book chapter:verse, e.g. John 3:16`,
        });
      }
      if (passage.target.source !== "bible") {
        throw new HTTPException(400, { message: `Study notes are for Bible passages, not ${passage.reference}` });
      }
      return c.json(studyPassageSchema.parse(views.passage(passage as BiblePassage)));
    })
    .get("/topics", queryParams(topicsQuerySchema), (c) => {
      const { q, versionId = kjvVersionId } = c.req.valid("query");
      const refusal = versionRefusal(versions.find((version) => version.id === versionId), versionId);
      if (refusal) throw new HTTPException(404, { message: refusal });
      const topics = views.topics(q, versionId);
      if (!topics) throw new HTTPException(404, { message: `No topic of Nave's Topical Bible matches "${q}"` });
      return c.json(studyTopicsSchema.parse(topics));
    });
}
