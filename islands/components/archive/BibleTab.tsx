import { useEffect, useState } from "react";
import type { PassageTarget } from "../../../contracts/conversations.ts";
import { versionedReference } from "../../../contracts/references.ts";
import * as scriptureApi from "../../lib/endpoints/scriptures.ts";
import { useQuery } from "../../lib/queries.ts";
import { StudyView } from "../StudyView.tsx";
import { type BibleTabProps, choosePassage, NumberSelect, Status } from "./archive_fields.tsx";
import { SaveBibleOffline } from "./SaveBibleOffline.tsx";

export function BibleTab({ onSelected, target, study }: BibleTabProps) {
  const versions = useQuery(scriptureApi.bibleVersions);
  const books = useQuery(scriptureApi.bibleBooks);
  const [chosenVersionId, setVersionId] = useState<number | null>(null);
  const [bookId, setBookId] = useState<number | null>(target?.bookId ?? null);
  const [chapter, setChapter] = useState<number | null>(target?.chapter ?? null);
  const [verseId, setVerseId] = useState<number | null>(null);
  const [targetVerse, setTargetVerse] = useState<number | null>(target?.verse ?? null);
  const [studying, setStudying] = useState(study !== null);

  /** Opens another verse (one a Nave's topic cites) where the reader is, Study view and all. */
  const openPassage = (passage: Extract<PassageTarget, { source: "bible" }>) => {
    setBookId(passage.bookId);
    setChapter(passage.chapter);
    setTargetVerse(passage.verse);
    setVerseId(null);
  };

  // Derived, not set by an effect: an effect could land after a quick first choice and undo it.
  const versionId = chosenVersionId ?? versions.data?.[0]?.id ?? null;
  const version = versions.data?.find((candidate) => candidate.id === versionId);
  const book = books.data?.find((candidate) => candidate.id === bookId);
  const chapters: number[] = book ? JSON.parse(book.chapters) : [];
  const verses = useQuery(
    version?.available && bookId !== null && chapter !== null
      ? scriptureApi.bibleChapter(version.id, bookId, chapter)
      : null,
  );
  const verse = verses.data?.find((candidate) => candidate.id === verseId);

  useEffect(() => {
    // Until the chosen chapter's answer arrives, the query may still hold the one it replaces.
    const first = verses.data?.[0];
    if (targetVerse === null || !first || first.versionId !== versionId || first.chapter !== chapter) return;
    setVerseId(verses.data!.find((candidate) => candidate.verse === targetVerse)?.id ?? null);
    setTargetVerse(null);
  }, [verses.data, targetVerse, versionId, chapter]);

  return (
    <div className="archive-form">
      <NumberSelect
        label="Version"
        value={versionId}
        onChange={(value) => {
          setVersionId(value);
          // The same verse in the other version, once its chapter has loaded.
          setTargetVerse(verse?.verse ?? null);
          setVerseId(null);
        }}
      >
        {versions.data?.map((option) => (
          <option key={option.id} value={option.id}>
            {option.abbreviation} · {option.name}
            {option.available ? "" : " (unavailable)"}
          </option>
        ))}
      </NumberSelect>
      {version && !version.available && (
        <p className="notice" role="note">{version.abbreviation}: {version.unavailableReason}</p>
      )}
      <NumberSelect
        label="Book"
        value={bookId}
        disabled={!version?.available || !books.data}
        onChange={(value) => {
          setBookId(value);
          setChapter(null);
          setVerseId(null);
        }}
      >
        <option value="" disabled>Choose a book</option>
        {(["Old", "New"] as const).map((testament) => (
          <optgroup key={testament} label={`${testament} Testament`}>
            {books.data?.filter((option) => option.testament === testament).map((option) => (
              <option key={option.id} value={option.id}>{option.name}</option>
            ))}
          </optgroup>
        ))}
      </NumberSelect>
      <div className="field-row">
        <NumberSelect
          label="Chapter"
          value={chapter}
          disabled={!book}
          onChange={(value) => {
            setChapter(value);
            setVerseId(null);
          }}
        >
          <option value="" disabled>Chapter</option>
          {chapters.map((number) => <option key={number} value={number}>{number}</option>)}
        </NumberSelect>
        <NumberSelect
          label="Verse"
          value={verseId}
          disabled={chapter === null || !verses.data}
          onChange={(value) => setVerseId(value)}
        >
          <option value="" disabled>Verse</option>
          {verses.data?.map((option) => <option key={option.id} value={option.id}>{option.verse}</option>)}
        </NumberSelect>
      </div>
      <Status
        loading={versions.status === "loading" || verses.status === "loading"}
        error={versions.error ?? verses.error}
      />
      {verse && version && (
        <blockquote className="passage" lang={version.language}>
          <p>{verse.text}</p>
          <footer lang="en">{verse.reference} ({version.abbreviation})</footer>
        </blockquote>
      )}
      <div className="archive-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={!verse || !version}
          onClick={() =>
            verse && version &&
            choosePassage(verse.text, versionedReference(verse.reference, version.abbreviation), onSelected)}
        >
          Select Scripture
        </button>
        <button
          type="button"
          className="button"
          aria-pressed={studying}
          disabled={!version?.available}
          onClick={() => setStudying((value) => !value)}
        >
          Study
        </button>
      </div>
      {studying && verse && version && (
        <StudyView
          reference={study && target && verse.bookId === target.bookId && verse.chapter === target.chapter &&
              verse.verse === target.verse
            ? study
            : verse.reference}
          versionId={version.id}
          onOpenPassage={openPassage}
        />
      )}
      {studying && !verse && <p className="muted">Choose a verse to study it.</p>}
      <SaveBibleOffline version={version} />
    </div>
  );
}
