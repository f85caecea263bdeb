import { z } from "zod/mini";

/**
 * The study library's API (issue 16): /api/study/passage and /api/study/topics. The server builds
 * its answers with these schemas and the Study view parses them with the same ones.
 */

/** Credit lines shown under every note, as each work's status is public domain (data/README.md). */
export const attributions = {
  henry: "Matthew Henry, Concise Commentary (1706), public domain",
  treasury: "C. H. Spurgeon, The Treasury of David (1869-1885), public domain",
  naves: "Orville J. Nave, Nave's Topical Bible (1896), public domain",
} as const;

const versionIdParam = z.coerce.number({ error: "versionId must be a number" }).check(
  z.int("versionId must be a whole number"),
  z.positive("versionId must be positive"),
);

export const passageQuerySchema = z.strictObject({
  ref: z.string({ error: "ref is required, e.g. ref=John 3:16" }).check(
    z.trim(),
    z.minLength(1, "ref is required, e.g. ref=John 3:16"),
    z.maxLength(100, "ref is limited to 100 characters"),
  ),
});

export const topicsQuerySchema = z.strictObject({
  q: z.string({ error: "q is required, e.g. q=anxiety" }).check(
    z.trim(),
    z.minLength(1, "q is required, e.g. q=anxiety"),
    z.maxLength(100, "q is limited to 100 characters"),
  ),
  /** The version the topics' verses are shown in; the KJV when absent. */
  versionId: z.optional(versionIdParam),
});

/** A commentary note: which work, which verses it covers, its text (paragraphs split by '\n'), and its credit. */
export const studyNoteSchema = z.object({
  work: z.string(),
  /** The verses the note covers, as a reference: 'John 3:1-21', 'Psalms 23'. */
  reference: z.string(),
  text: z.string(),
  attribution: z.string(),
});
export type StudyNote = z.infer<typeof studyNoteSchema>;

export const studyVerseSchema = z.object({ chapter: z.int(), verse: z.int(), text: z.string() });

export const passageVersionSchema = z.object({
  versionId: z.int(),
  abbreviation: z.string(),
  name: z.string(),
  language: z.string(),
  /** The passage's verses in this version; a verse the version does not have is missing (data/README.md). */
  verses: z.array(studyVerseSchema),
});
export type PassageVersion = z.infer<typeof passageVersionSchema>;

export const citingTopicSchema = z.object({
  name: z.string(),
  /** The sub-headings under which the topic cites the passage ("REMEDY FOR"). */
  labels: z.array(z.string()),
});

export const studyPassageSchema = z.object({
  /** The passage in the one reference form: 'John 3:16', 'John 3:16-18'. */
  reference: z.string(),
  /** Where the archive opens it. */
  target: z.object({ bookId: z.int(), chapter: z.int(), verse: z.int() }),
  versions: z.array(passageVersionSchema),
  /** Matthew Henry's note covering the passage's first verse. */
  commentary: z.nullable(studyNoteSchema),
  /** For a psalm: Spurgeon's overview of it and his exposition of the verse. */
  treasury: z.nullable(z.object({ overview: z.nullable(studyNoteSchema), verse: z.nullable(studyNoteSchema) })),
  /** Nave's topics citing any verse of the passage. */
  topics: z.array(citingTopicSchema),
  topicsAttribution: z.string(),
});
export type StudyPassage = z.infer<typeof studyPassageSchema>;

/** A passage a topic cites: its reference, the code data/naves.json gives it, and its text (first verse, '…' if more). */
export const topicPassageSchema = z.object({
  reference: z.string(),
  target: z.object({ bookId: z.int(), chapter: z.int(), verse: z.int() }),
  text: z.string(),
});
export type TopicPassage = z.infer<typeof topicPassageSchema>;

const topicLineSchema = z.object({
  label: z.string(),
  passages: z.array(topicPassageSchema),
  /** Topics this line points to ("See CARE"), as named in the index; null where no topic has that name. */
  seeAlso: z.array(z.object({ name: z.string(), topic: z.nullable(z.string()) })),
});

export const studyTopicSchema = z.object({
  name: z.string(),
  /** The name the query matched when it only points here ("ANXIETY" for CARE); null otherwise. */
  via: z.nullable(z.string()),
  headings: z.array(z.extend(topicLineSchema, { items: z.array(topicLineSchema) })),
});
export type StudyTopic = z.infer<typeof studyTopicSchema>;

export const studyTopicsSchema = z.object({
  query: z.string(),
  /** The version the passages' text is in. */
  versionAbbreviation: z.string(),
  topics: z.array(studyTopicSchema),
  attribution: z.string(),
});
export type StudyTopics = z.infer<typeof studyTopicsSchema>;
