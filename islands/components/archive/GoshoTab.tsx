import { useState } from "react";
import { goshoReference, summaryReference } from "../../../contracts/references.ts";
import * as scriptureApi from "../../lib/endpoints/scriptures.ts";
import { useQuery } from "../../lib/queries.ts";
import { choosePassage, NumberSelect, Status, type TabProps } from "./archive_fields.tsx";

export function GoshoTab({ onSelected, target }: TabProps<"gosho">) {
  const volumes = useQuery(scriptureApi.goshoVolumes);
  const [volumeId, setVolumeId] = useState<number | null>(target?.volumeId ?? null);
  const [writingId, setWritingId] = useState<number | null>(target?.writingId ?? null);
  const writings = useQuery(volumeId === null ? null : scriptureApi.goshoWritings(volumeId));
  const volume = volumes.data?.find((candidate) => candidate.id === volumeId);
  const writing = writings.data?.find((candidate) => candidate.id === writingId);

  return (
    <div className="archive-form">
      <NumberSelect
        label="Volume"
        value={volumeId}
        onChange={(value) => {
          setVolumeId(value);
          setWritingId(null);
        }}
      >
        <option value="" disabled>Choose a volume</option>
        {volumes.data?.map((option) => <option key={option.id} value={option.id}>{option.title}</option>)}
      </NumberSelect>
      <NumberSelect
        label="Writing"
        value={writingId}
        disabled={volumeId === null || !writings.data}
        onChange={(value) => setWritingId(value)}
      >
        <option value="" disabled>Choose a writing</option>
        {writings.data?.map((option) => (
          <option key={option.id} value={option.id}>{option.title}{option.date ? ` (${option.date})` : ""}</option>
        ))}
      </NumberSelect>
      <Status
        loading={volumes.status === "loading" || writings.status === "loading"}
        error={volumes.error ?? writings.error}
      />
      {writing && volume && (
        <blockquote className="passage">
          <p className="summary-label">Summary (our own words, not the writing's text)</p>
          <p>{writing.content}</p>
          <footer>
            {writing.title}
            {writing.recipient ? `, to ${writing.recipient}` : ""}
            {writing.date ? `, ${writing.date}` : ""} · {volume.title}
          </footer>
        </blockquote>
      )}
      <button
        type="button"
        className="button button-primary"
        disabled={!writing || !volume}
        onClick={() =>
          writing && volume &&
          choosePassage(writing.content, summaryReference(goshoReference(volume.title, writing.title)), onSelected)}
      >
        Select Scripture
      </button>
    </div>
  );
}
