import { useId, useState } from "react";
import type { PassageTarget } from "../../contracts/conversations.ts";
import type { StudyNote, StudyTopic } from "../../contracts/study.ts";
import * as studyApi from "../lib/endpoints/study.ts";
import { useQuery } from "../lib/queries.ts";

type BibleTarget = Extract<PassageTarget, { source: "bible" }>;

export type StudyViewProps = {
  /** The passage studied, as the archive names it: 'John 3:16'. */
  reference: string;
  /** The version the reader chose in the archive: its column comes first, and topics' verses are in it. */
  versionId: number;
  /** Opens another passage (a verse a topic cites) in the archive. */
  onOpenPassage: (target: BibleTarget) => void;
};

/** Notes longer than this start folded: Henry on John 3 runs to nine thousand characters. */
const foldedChars = 700;

function Note({ title, note }: { title: string; note: StudyNote }) {
  const [unfolded, setUnfolded] = useState(false);
  const folds = note.text.length > foldedChars;
  const shown = folds && !unfolded ? `${note.text.slice(0, foldedChars).replace(/\s+\S*$/, "")} …` : note.text;
  const headingId = useId();
  return (
    <section className="study-note" aria-labelledby={headingId}>
      <h4 id={headingId} className="study-note-title">
        {title} <span className="study-note-range">on {note.reference}</span>
      </h4>
      {shown.split("\n").map((paragraph, index) => <p key={index}>{paragraph}</p>)}
      {folds && (
        <button type="button" className="button button-small" onClick={() => setUnfolded((value) => !value)}>
          {unfolded ? "Show less" : "Read the whole note"}
        </button>
      )}
      <p className="study-attribution">{note.attribution}</p>
    </section>
  );
}

function TopicVerses(
  { name, versionId, onOpenPassage }: { name: string; versionId: number; onOpenPassage: (target: BibleTarget) => void },
) {
  const topics = useQuery(studyApi.studyTopics(name, versionId));
  if (topics.status === "loading") return <p className="muted" role="status">Loading the topic...</p>;
  if (topics.error) return <p className="error-text" role="alert">{topics.error.message}</p>;
  // The topic asked for by name; a name that only points elsewhere gives its target.
  const topic = topics.data?.topics[0];
  if (!topic) return null;
  const lines = (line: StudyTopic["headings"][number] | StudyTopic["headings"][number]["items"][number]) => (
    <>
      {line.passages.length > 0 && (
        <ul className="topic-passages">
          {line.passages.map((passage, index) => (
            <li key={`${passage.reference}-${index}`}>
              <button
                type="button"
                className="link-button"
                onClick={() => onOpenPassage({ source: "bible", ...passage.target })}
              >
                {passage.reference}
              </button>{" "}
              <span className="topic-passage-text">{passage.text}</span>
            </li>
          ))}
        </ul>
      )}
      {line.seeAlso.length > 0 && (
        <p className="muted">See also: {line.seeAlso.map((see) => see.topic ?? see.name).join(", ")}</p>
      )}
    </>
  );
  return (
    <div className="topic-verses">
      {topic.via && <p className="muted">{topic.via}: see {topic.name}</p>}
      {topic.headings.map((heading, index) => (
        <div key={index} className="topic-heading">
          {heading.label && <h5>{heading.label}</h5>}
          {lines(heading)}
          {heading.items.map((item, itemIndex) => (
            <div key={itemIndex} className="topic-item">
              {item.label && <h6>{item.label}</h6>}
              {lines(item)}
            </div>
          ))}
        </div>
      ))}
      <p className="study-attribution">{topics.data?.attribution} · verses in the {topics.data?.versionAbbreviation}</p>
    </div>
  );
}

/**
 * The archive's Study view (issue 16): the passage in every version we hold side by side, Matthew
 * Henry's note on it, Spurgeon's for a psalm, and the Nave's topics citing it, each opening its
 * verse list. Read through the local copy rules, so a passage studied once opens offline too.
 */
export function StudyView({ reference, versionId, onOpenPassage }: StudyViewProps) {
  const study = useQuery(studyApi.studyPassage(reference));
  const [openTopic, setOpenTopic] = useState<string | null>(null);
  const headingId = useId();

  if (study.status === "loading" || study.status === "idle") {
    return <p className="muted" role="status">Loading the study notes...</p>;
  }
  if (study.error) return <p className="error-text" role="alert">{study.error.message}</p>;
  const data = study.data;
  // The reader's own version first, the others beside it in their usual order.
  const versions = [...data.versions].sort((a, b) =>
    Number(b.versionId === versionId) - Number(a.versionId === versionId)
  );

  return (
    <section className="study" aria-labelledby={headingId}>
      <h3 id={headingId} className="study-title">Study: {data.reference}</h3>
      <div className="study-versions" role="list" aria-label="Versions side by side">
        {versions.map((version) => (
          <article
            key={version.versionId}
            role="listitem"
            className={version.versionId === versionId ? "study-version chosen" : "study-version"}
            aria-label={version.name}
          >
            <h4 className="study-version-name">{version.abbreviation}</h4>
            {version.verses.length === 0
              ? <p className="muted">Not in this version (see its footnotes).</p>
              : (
                <p lang={version.language}>
                  {version.verses.map((verse) => (
                    <span key={`${verse.chapter}:${verse.verse}`}>
                      {data.versions[0].verses.length > 1 && <sup>{verse.verse}</sup>}
                      {verse.text}
                      {" "}
                    </span>
                  ))}
                </p>
              )}
          </article>
        ))}
      </div>

      {data.commentary
        ? <Note title="Matthew Henry's Concise Commentary" note={data.commentary} />
        : <p className="muted">Matthew Henry's Concise Commentary has no note on this passage.</p>}
      {data.treasury?.verse && <Note title="The Treasury of David" note={data.treasury.verse} />}
      {data.treasury?.overview && <Note title="The Treasury of David: the psalm" note={data.treasury.overview} />}

      <section className="study-topics" aria-label="Nave's topics">
        <h4 className="study-note-title">Nave's topics citing it</h4>
        {data.topics.length === 0
          ? <p className="muted">No topic of Nave's cites this passage.</p>
          : (
            <ul className="topic-list">
              {data.topics.map((topic) => (
                <li key={topic.name}>
                  <button
                    type="button"
                    className="topic-button"
                    aria-expanded={openTopic === topic.name}
                    onClick={() => setOpenTopic((current) => (current === topic.name ? null : topic.name))}
                  >
                    {topic.name}
                    {topic.labels.length > 0 && <span className="topic-labels">{topic.labels.join(" · ")}</span>}
                  </button>
                  {openTopic === topic.name && (
                    <TopicVerses name={topic.name} versionId={versionId} onOpenPassage={onOpenPassage} />
                  )}
                </li>
              ))}
            </ul>
          )}
        <p className="study-attribution">{data.topicsAttribution}</p>
      </section>
    </section>
  );
}
