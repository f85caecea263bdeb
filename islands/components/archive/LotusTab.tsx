import { useEffect, useState } from "react";
import { lotusReference, summaryReference } from "../../../contracts/references.ts";
import * as scriptureApi from "../../lib/endpoints/scriptures.ts";
import { useQuery } from "../../lib/queries.ts";
import { choosePassage, NumberSelect, Status, type TabProps } from "./archive_fields.tsx";

export function LotusTab({ onSelected, target }: TabProps<"lotus">) {
  const chapters = useQuery(scriptureApi.lotusChapters);
  const [chapterId, setChapterId] = useState<number | null>(null);
  useEffect(() => {
    if (chapterId !== null || !chapters.data?.length) return;
    const cited = chapters.data.find((candidate) => candidate.chapterNumber === target?.chapterNumber);
    setChapterId((cited ?? chapters.data[0]).id);
  }, [chapters.data, chapterId, target]);
  const chapter = chapters.data?.find((candidate) => candidate.id === chapterId);
  const reference = chapter && lotusReference(chapter.chapterNumber, chapter.title);

  return (
    <div className="archive-form">
      <NumberSelect label="Chapter" value={chapterId} onChange={(value) => setChapterId(value)}>
        {chapters.data?.map((option) => (
          <option key={option.id} value={option.id}>{option.chapterNumber}. {option.title}</option>
        ))}
      </NumberSelect>
      <Status loading={chapters.status === "loading"} error={chapters.error} />
      {chapter && (
        <blockquote className="passage">
          <p className="summary-label">Summary (our own words, not the sutra's text)</p>
          <p>{chapter.content}</p>
          <footer>{reference}</footer>
        </blockquote>
      )}
      <button
        type="button"
        className="button button-primary"
        disabled={!chapter}
        onClick={() => chapter && reference && choosePassage(chapter.content, summaryReference(reference), onSelected)}
      >
        Select Scripture
      </button>
    </div>
  );
}
