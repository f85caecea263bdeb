import { type ReactNode, useEffect, useId, useState } from "react";
import type { BibleVersion } from "../../contracts/scriptures.ts";
import type { PassageTarget } from "../../contracts/conversations.ts";
import { apiRequest } from "../lib/api.ts";
import { apiPaths } from "../lib/endpoints/endpoint.ts";
import * as scriptureApi from "../lib/endpoints/scriptures.ts";
import { useOnline } from "../lib/connectivity.ts";
import { composerStore } from "../lib/composer_store.ts";
import { formatScriptureRequest } from "../../contracts/scripture_request.ts";
import { goshoReference, lotusReference, summaryReference, versionedReference } from "../../contracts/references.ts";
import { invalidateQueries, useQuery } from "../lib/queries.ts";
import { countSavedVerses, saveWholeBible, useBibleSave } from "../lib/save_bible.ts";
import { showToast } from "../lib/toast_store.ts";
import { StudyView } from "./StudyView.tsx";

type Tab = "bible" | "lotus" | "gosho";
const tabs: ReadonlyArray<{ id: Tab; label: string }> = [
  { id: "bible", label: "bible" },
  { id: "lotus", label: "lotus" },
  { id: "gosho", label: "gosho" },
];

type ArchiveProps = { onSelected: () => void };
type TabProps<Source extends PassageTarget["source"]> = ArchiveProps & {
  /** The passage to open at (a reference a reply cited), or null for a fresh start. */
  target: Extract<PassageTarget, { source: Source }> | null;
};
type BibleTabProps = TabProps<"bible"> & {
  /** Open with the Study view showing (a reply's "study" link). */
  study: boolean;
};

function choose(text: string, reference: string, onSelected: () => void) {
  composerStore.getState().insertAndFocus(formatScriptureRequest({ text, reference }));
  onSelected();
}

type NumberSelectProps = {
  label: string;
  value: number | null;
  onChange: (value: number) => void;
  disabled?: boolean;
  children: ReactNode;
};

/** A labelled select of numeric ids; an empty value shows the first (placeholder) option. */
function NumberSelect({ label, value, onChange, disabled, children }: NumberSelectProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="select"
        value={value ?? ""}
        disabled={disabled}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {children}
      </select>
    </div>
  );
}

function Status({ loading, error, empty }: { loading: boolean; error?: Error; empty?: string }) {
  if (loading) return <p className="muted" role="status">Loading...</p>;
  if (error) return <p className="error-text" role="alert">{error.message}</p>;
  return empty ? <p className="muted">{empty}</p> : null;
}

/** Counts as the page's language writes them: '31,102'. */
const countFormat = new Intl.NumberFormat("en");

/**
 * 'Save the whole Bible for offline' (issue 5): the version chosen in the archive (one we hold the
 * text of), stored on this device with a progress bar, so every chapter opens offline, not only
 * those already read.
 */
function SaveBibleOffline({ version }: { version: BibleVersion | undefined }) {
  const online = useOnline();
  const progress = useBibleSave((state) => state.progress);
  const saved = useBibleSave((state) => (version && state.saved[version.id]) ?? 0);
  const progressId = useId();
  const versionId = version?.available ? version.id : undefined;

  useEffect(() => {
    if (versionId === undefined) return;
    countSavedVerses(versionId).catch((error) => console.error("Counting the saved verses failed", error));
  }, [versionId]);

  const save = () => {
    if (versionId === undefined) return;
    saveWholeBible(versionId).catch((error: unknown) => {
      console.error("Saving the Bible for offline failed", error);
      showToast({
        title: "Save Failed",
        description: error instanceof Error ? error.message : "Failed to save the Bible for offline",
        variant: "destructive",
      });
    });
  };

  return (
    <div className="offline-save">
      <button
        type="button"
        className="button"
        disabled={!version?.available || !online || progress !== null}
        title={online ? undefined : "Connect to the internet to save the Bible"}
        onClick={save}
      >
        Save the whole Bible for offline
      </button>
      {progress
        ? (
          <div className="offline-save-progress">
            <label htmlFor={progressId}>
              {progress.total === null
                ? `Downloading the ${version?.name ?? "Bible"}...`
                : `Saving verses: ${countFormat.format(progress.stored)} of ${countFormat.format(progress.total)}`}
            </label>
            {/* No value while downloading: an indeterminate bar, as the size is not known yet. */}
            <progress
              id={progressId}
              max={progress.total ?? undefined}
              value={progress.total === null ? undefined : progress.stored}
            />
            {progress.total !== null && (
              <span className="offline-save-percent">
                {progress.total ? Math.floor((progress.stored / progress.total) * 100) : 100}%
              </span>
            )}
          </div>
        )
        : saved > 0 && (
          <p className="muted" role="status">
            Saved for offline: {countFormat.format(saved)} verses ({version?.abbreviation})
          </p>
        )}
    </div>
  );
}

function BibleTab({ onSelected, target, study }: BibleTabProps) {
  const versions = useQuery(scriptureApi.bibleVersions);
  const books = useQuery(scriptureApi.bibleBooks);
  const [chosenVersionId, setVersionId] = useState<number | null>(null);
  const [bookId, setBookId] = useState<number | null>(target?.bookId ?? null);
  const [chapter, setChapter] = useState<number | null>(target?.chapter ?? null);
  const [verseId, setVerseId] = useState<number | null>(null);
  const [targetVerse, setTargetVerse] = useState<number | null>(target?.verse ?? null);
  const [studying, setStudying] = useState(study);

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
            choose(verse.text, versionedReference(verse.reference, version.abbreviation), onSelected)}
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
        <StudyView reference={verse.reference} versionId={version.id} onOpenPassage={openPassage} />
      )}
      {studying && !verse && <p className="muted">Choose a verse to study it.</p>}
      <SaveBibleOffline version={version} />
    </div>
  );
}

function LotusTab({ onSelected, target }: TabProps<"lotus">) {
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
        onClick={() => chapter && reference && choose(chapter.content, summaryReference(reference), onSelected)}
      >
        Select Scripture
      </button>
    </div>
  );
}

function GoshoTab({ onSelected, target }: TabProps<"gosho">) {
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
          choose(writing.content, summaryReference(goshoReference(volume.title, writing.title)), onSelected)}
      >
        Select Scripture
      </button>
    </div>
  );
}

/**
 * Seeds the store when it answers empty lists while online (spec section 4, "Seeding"), then makes
 * the archive read again.
 */
function useSeedWhenEmpty() {
  const online = useOnline();
  const versions = useQuery(scriptureApi.bibleVersions);
  const books = useQuery(scriptureApi.bibleBooks);
  const lotus = useQuery(scriptureApi.lotusChapters);
  const empty = [versions, books, lotus].some((query) => query.status === "success" && query.data.length === 0);
  useEffect(() => {
    if (!online || !empty) return;
    apiRequest("POST", scriptureApi.seedScriptures).then(
      () => invalidateQueries(apiPaths.scriptures),
      (error) => console.error("Seeding the scriptures failed", error),
    );
  }, [online, empty]);
}

/** 'SCRIPTURE ARCHIVE v2.0': pick a passage and insert it into the message box as a request for wisdom. */
export function ScriptureArchive(
  { onSelected, target = null, initialTab, study = false }: ArchiveProps & {
    target?: PassageTarget | null;
    initialTab?: Tab;
    /** Open a Bible target in the Study view. */
    study?: boolean;
  },
) {
  const [tab, setTab] = useState<Tab>(target?.source ?? initialTab ?? "bible");
  const tabsId = useId();
  useSeedWhenEmpty();

  return (
    <section className="archive panel" aria-labelledby={`${tabsId}-title`}>
      <h2 id={`${tabsId}-title`} className="archive-title">SCRIPTURE ARCHIVE v2.0</h2>
      <div className="tabs" role="tablist" aria-label="Scriptures">
        {tabs.map((item) => (
          <button
            key={item.id}
            type="button"
            role="tab"
            id={`${tabsId}-${item.id}`}
            aria-selected={tab === item.id}
            aria-controls={`${tabsId}-panel`}
            className="tab"
            onClick={() => setTab(item.id)}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div
        id={`${tabsId}-panel`}
        role="tabpanel"
        aria-labelledby={`${tabsId}-${tab}`}
        className="scroll-area archive-scroll"
      >
        {tab === "bible" && (
          <BibleTab onSelected={onSelected} target={target?.source === "bible" ? target : null} study={study} />
        )}
        {tab === "lotus" && <LotusTab onSelected={onSelected} target={target?.source === "lotus" ? target : null} />}
        {tab === "gosho" && <GoshoTab onSelected={onSelected} target={target?.source === "gosho" ? target : null} />}
      </div>
    </section>
  );
}
