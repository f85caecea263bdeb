import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { type BookSection, catalogueEntry, downloadFileName } from "../contracts/book_text.ts";
import { kjvVersionId } from "../contracts/kjv.ts";
import { ReaderText } from "./components/ReaderText.tsx";
import { VersionSelect } from "./components/VersionSelect.tsx";
import { apiFile } from "./lib/api.ts";
import { type BookOutline, bookSource } from "./lib/book_source.ts";
import * as bookApi from "./lib/endpoints/books.ts";
import * as scriptureApi from "./lib/endpoints/scriptures.ts";
import { useQuery } from "./lib/queries.ts";
import { saveFile } from "./lib/export_markdown.ts";
import {
  datTitle,
  loadMemory,
  maxFontSize,
  minFontSize,
  type ReaderMemory,
  saveMemory,
  stepFontSize,
} from "./lib/reader_settings.ts";

// Islands take JSON props (ARCHITECTURE.md): the id as it appears in /read/:bookId, checked by the server.
export type BookReaderProps = { bookId: string };

type Loaded = BookOutline & { parts: { name: string; first: number }[] };
type State = { status: "loading" } | { status: "error" } | { status: "ready"; book: Loaded };
/** The section on screen, once its text has come. */
type Shown = { index: number; section: BookSection } | { index: number; failed: true };

const bibleBookId = "1";
const downloadFailedText = "Failed to download book. Please try again.";

/** Parts in reading order with the index of their first section, for the book select. */
function partsOf(sections: BookOutline["sections"]): Loaded["parts"] {
  const parts: Loaded["parts"] = [];
  sections.forEach((section, index) => {
    if (parts.at(-1)?.name !== section.part) parts.push({ name: section.part, first: index });
  });
  return parts;
}

/**
 * Back to the page of ours the visitor came from; opened directly or from another site, the Wisdom
 * Hub, the library's home. The referrer rather than history.length: a new tab's history counts its
 * blank start page, and going back there would leave the visitor on nothing.
 */
function goBack() {
  const cameFromUs = document.referrer !== "" && new URL(document.referrer).origin === globalThis.location.origin;
  if (cameFromUs && globalThis.history.length > 1) globalThis.history.back();
  else globalThis.location.assign("/wisdom");
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The full-screen book reader (spec section 2 'Book reader', issue 7). It asks for the list of
 * sections and the one to show, never the whole text first (issue 18: the Bible is about 4 MB), and
 * renders only that section. Position and font size are remembered per book; a book that has shown
 * is kept whole in the background, so it reads offline too (islands/lib/book_source.ts).
 */
export default function BookReader({ bookId }: BookReaderProps) {
  const [state, setState] = useState<State>({ status: "loading" });
  const [memory, setMemory] = useState<ReaderMemory | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  const memoryRef = useRef<ReaderMemory | null>(null);
  const [downloading, setDownloading] = useState(false);
  const textRef = useRef<HTMLElement>(null);
  const partSelectId = useId();
  const sectionSelectId = useId();
  // The Bible can be read in any version we hold; the others have one text.
  const versions = useQuery(bookId === bibleBookId ? scriptureApi.bibleVersions : null);
  const heldVersions = versions.data?.filter((version) => version.available) ?? [];
  const [versionId, setVersionId] = useState(() => loadMemory(storage(), bookId).versionId ?? kjvVersionId);
  const version = heldVersions.find((candidate) => candidate.id === versionId);
  const source = useMemo(() => bookSource(bookId, versionId), [bookId, versionId]);

  useEffect(() => {
    // A remembered version the server no longer holds falls back to the KJV.
    if (versions.data && !versions.data.some((candidate) => candidate.id === versionId && candidate.available)) {
      setVersionId(kjvVersionId);
    }
  }, [versions.data, versionId]);

  useEffect(() => {
    let current = true;
    // Every version has the same chapters, so switching keeps the place.
    const stored = { ...loadMemory(storage(), bookId), ...(memoryRef.current ?? {}) };
    // The remembered section is asked for beside the contents, not after them.
    const first = source.section(stored.section).catch(() => null);
    source.outline().then(
      async (outline) => {
        const section = Math.min(stored.section, outline.sections.length - 1);
        const text = section === stored.section ? await first : await source.section(section).catch(() => null);
        if (!current) return;
        setMemory({ ...stored, section });
        setShown(text ? { index: section, section: text } : { index: section, failed: true });
        setState({ status: "ready", book: { ...outline, parts: partsOf(outline.sections) } });
      },
      (error) => {
        // Spec section 8: a failed load is 'Failed to fetch book content' and the error screen.
        console.warn("Failed to fetch book content", error);
        if (current) setState({ status: "error" });
      },
    );
    return () => {
      current = false;
    };
  }, [bookId, source]);

  const ready = state.status === "ready";
  // Once the first section is on screen, the whole book is kept for offline reading, off the critical path.
  useEffect(() => {
    if (!ready) return;
    const timer = setTimeout(() => void source.keepOffline(), 1000);
    return () => clearTimeout(timer);
  }, [ready, source]);

  const wanted = memory?.section;
  useEffect(() => {
    if (!ready || wanted === undefined || shown?.index === wanted) return;
    let current = true;
    source.section(wanted).then(
      (section) => current && setShown({ index: wanted, section }),
      (error) => {
        console.warn("Failed to fetch the section", error);
        if (current) setShown({ index: wanted, failed: true });
      },
    );
    return () => {
      current = false;
    };
  }, [ready, wanted, shown, source]);

  useEffect(() => {
    memoryRef.current = memory;
    if (!memory) return;
    saveMemory(storage(), bookId, versionId === kjvVersionId ? memory : { ...memory, versionId });
  }, [bookId, memory, versionId]);

  const book = state.status === "ready" ? state.book : null;
  const sectionIndex = memory?.section ?? 0;
  const section = book?.sections[sectionIndex];
  const partIndex = useMemo(
    () => (book ? book.parts.findLastIndex((part) => part.first <= sectionIndex) : -1),
    [book, sectionIndex],
  );

  // The heading is there from the first paint (the catalogue knows titles 1 to 4), so the page
  // never changes its h1 while loading; an unknown id keeps the shell's 'BOOK_<id>.DAT'.
  const title = book?.title ?? catalogueEntry(bookId)?.title;
  const heading = title ? datTitle(title) : `BOOK_${bookId.toUpperCase().replace(/[^A-Z0-9]/g, "_")}.DAT`;
  const backButton = <button type="button" className="button" onClick={goBack} aria-label="Back">← BACK</button>;

  if (!book || !memory || !section) {
    return (
      <div className="reader">
        <header className="reader-bar">
          {backButton}
          <h1 className="reader-title">{heading}</h1>
        </header>
        {state.status === "error"
          ? (
            <div className="reader-error" role="alert">
              <h2 className="reader-error-title">ERROR: FILE_NOT_FOUND</h2>
              <p>FAILED TO ACCESS TEXT MODULE</p>
              <button type="button" className="button button-primary" onClick={goBack}>RETURN</button>
            </div>
          )
          : <p className="reader-loading" role="status">LOADING_TEXT_MODULE.EXE</p>}
      </div>
    );
  }

  const part = book.parts[partIndex];
  const partEnd = book.parts[partIndex + 1]?.first ?? book.sections.length;
  const last = book.sections.length - 1;

  function goTo(index: number) {
    setMemory((previous) => previous && { ...previous, section: Math.max(0, Math.min(last, index)) });
    // A new chapter starts at its top, not where the previous one was scrolled to.
    textRef.current?.scrollTo?.({ top: 0 });
    textRef.current?.focus({ preventScroll: true });
  }

  function changeFont(direction: 1 | -1) {
    setMemory((previous) => previous && { ...previous, fontSize: stepFontSize(previous.fontSize, direction) });
  }

  async function download() {
    if (!book) return;
    setDownloading(true);
    try {
      const { blob, fileName } = await apiFile(bookApi.bookPath(bookId, "/download", versionId));
      saveFile(fileName ?? downloadFileName(book.title), blob, "text/plain");
    } catch (error) {
      console.warn("Download failed", error);
      globalThis.alert(downloadFailedText);
    } finally {
      setDownloading(false);
    }
  }

  // Arrow keys turn the page, except where they already mean something (selects, buttons, text).
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement;
    if (target.closest("select, input, textarea, button")) return;
    if (event.key === "ArrowRight") goTo(sectionIndex + 1);
    else if (event.key === "ArrowLeft") goTo(sectionIndex - 1);
    else return;
    event.preventDefault();
  }

  return (
    <div className="reader" onKeyDown={onKeyDown}>
      <header className="reader-bar">
        {backButton}
        <h1 className="reader-title">{heading}</h1>
        <div className="reader-tools" role="group" aria-label="Text size and download">
          <button
            type="button"
            className="button"
            onClick={() => changeFont(-1)}
            disabled={memory.fontSize <= minFontSize}
            aria-label="Decrease font size"
          >
            A−
          </button>
          <output className="reader-font-size" aria-live="polite" aria-label="Font size">{memory.fontSize}px</output>
          <button
            type="button"
            className="button"
            onClick={() => changeFont(1)}
            disabled={memory.fontSize >= maxFontSize}
            aria-label="Increase font size"
          >
            A+
          </button>
          <button type="button" className="button" onClick={download} disabled={downloading}>
            {downloading ? "DOWNLOADING..." : "DOWNLOAD"}
          </button>
        </div>
      </header>

      <nav className="reader-nav" aria-label="Sections">
        {heldVersions.length > 1 && (
          <VersionSelect
            label="Version"
            versions={heldVersions}
            value={versionId}
            onChange={setVersionId}
            className="reader-field"
          />
        )}
        {book.parts.length > 1 && (
          <div className="reader-field">
            <label htmlFor={partSelectId}>Book</label>
            <select
              id={partSelectId}
              className="select"
              value={partIndex}
              onChange={(event) => goTo(book.parts[Number(event.target.value)].first)}
            >
              {book.parts.map((p, index) => <option key={p.first} value={index}>{p.name}</option>)}
            </select>
          </div>
        )}
        <div className="reader-field">
          <label htmlFor={sectionSelectId}>{book.parts.length > 1 ? "Chapter" : "Section"}</label>
          <select
            id={sectionSelectId}
            className="select"
            value={sectionIndex}
            onChange={(event) => goTo(Number(event.target.value))}
          >
            {book.sections.slice(part.first, partEnd).map((s, offset) => (
              <option key={part.first + offset} value={part.first + offset}>{s.heading}</option>
            ))}
          </select>
        </div>
        <div className="reader-pager">
          <button type="button" className="button" onClick={() => goTo(sectionIndex - 1)} disabled={sectionIndex === 0}>
            ← PREV
          </button>
          <span className="reader-position">{sectionIndex + 1} / {book.sections.length}</span>
          <button
            type="button"
            className="button"
            onClick={() => goTo(sectionIndex + 1)}
            disabled={sectionIndex === last}
          >
            NEXT →
          </button>
        </div>
      </nav>

      {shown?.index === sectionIndex && "section" in shown
        ? <ReaderText ref={textRef} section={shown.section} fontSize={memory.fontSize} lang={version?.language} />
        : shown?.index === sectionIndex
        ? (
          <p className="reader-error" role="alert">
            {section.heading} could not be loaded. Check the connection and try again.
          </p>
        )
        : <p className="reader-loading" role="status">LOADING {section.heading.toUpperCase()}…</p>}
    </div>
  );
}
