import { type KeyboardEvent, lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import type { PassageTarget } from "../contracts/conversations.ts";
import type { BibleVersion } from "../contracts/scriptures.ts";
import { Dialog } from "./components/Dialog.tsx";
import { Toaster } from "./components/Toaster.tsx";
import { composerStore, handOverDraft } from "./lib/composer_store.ts";
import * as scriptureApi from "./lib/endpoints/scriptures.ts";
import { type QueryState, useQuery } from "./lib/queries.ts";
import { showToast } from "./lib/toast_store.ts";
import { pickQuoteIndex, quoteTimeLeft, wisdomQuotes } from "./lib/wisdom_quotes.ts";

export type RetroHubProps = Record<string, never>;

// Opened on demand, so fetched on demand: the page's first load carries only what it runs (issue 18).
const ScriptureArchive = lazy(() =>
  import("./components/ScriptureArchive.tsx").then((module) => ({ default: module.ScriptureArchive }))
);

/** `opened` counts openings, so each one mounts a fresh archive at its card's tab. */
type Overlay = { open: boolean; opened: number; target: PassageTarget | null; tab?: "gosho" };

/** A card that acts as a button: focusable, and Enter or Space activates it (spec section 2, retro hub). */
function HubCard(
  { title, onActivate, opensDialog, children }: {
    title: string;
    onActivate: () => void;
    opensDialog: boolean;
    children: ReactNode;
  },
) {
  // The card acts when the key is released: acting on key down opens the dialog and moves focus to
  // its Close button while the key is still down, and the rest of the key press then lands there.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Space would otherwise scroll the page, as it does on any focused non-button element.
    if (event.key === "Enter" || event.key === " ") event.preventDefault();
  };
  const onKeyUp = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Enter" || event.key === " ") onActivate();
  };
  return (
    <li>
      <div
        className="card retro-card"
        role="button"
        tabIndex={0}
        aria-haspopup={opensDialog ? "dialog" : undefined}
        onClick={onActivate}
        onKeyDown={onKeyDown}
        onKeyUp={onKeyUp}
      >
        <h2 className="card-title">{title}</h2>
        {children}
      </div>
    </li>
  );
}

/** What a card says while its list loads, or when it could not be read. */
function CountLine<T>({ query, show }: { query: QueryState<T[]>; show: (data: T[]) => ReactNode }) {
  if (query.status === "error") return <p className="error-text">Module offline: {query.error.message}</p>;
  if (query.status !== "success") return <p className="muted">Loading...</p>;
  return <p className="retro-count">{show(query.data)}</p>;
}

/** "Gosho Volume I" -> "I": the stored titles end with the volume's roman numeral. */
const romanOf = (title: string) => title.split(" ").at(-1) ?? title;

/** The Wisdom card's quote: a random one of the 5, shown for 5 s then back to the idle text (spec section 9). */
function useWisdomQuote() {
  const [shown, setShown] = useState<{ index: number; at: number } | null>(null);
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), quoteTimeLeft(shown.at, Date.now()));
    return () => clearTimeout(timer);
  }, [shown]);
  const show = () => setShown((current) => ({ index: pickQuoteIndex(Math.random, current?.index), at: Date.now() }));
  return { quote: shown ? wisdomQuotes[shown.index] : null, show };
}

/** 'KJV, WEB and RV1909': the versions whose text we hold, as a phrase. */
function heldVersions(versions: readonly BibleVersion[]): string {
  const names = versions.filter((version) => version.available).map((version) => version.abbreviation);
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : names.join("");
}

/**
 * The retro terminal hub's interactive part (spec section 2, "Retro terminal hub"): the four cards,
 * the three buttons and the scripture archive overlay. The banner and marquee are static markup in
 * routes/home.tsx.
 */
export default function RetroHub(_props: RetroHubProps) {
  const versions = useQuery(scriptureApi.bibleVersions);
  const lotus = useQuery(scriptureApi.lotusChapters);
  const volumes = useQuery(scriptureApi.goshoVolumes);
  const firstVolume = volumes.data?.[0];
  // The archive can only open the Gosho tab at a writing, so the card needs the first one's id; the
  // archive reads the same path, so this is its cached answer, not an extra request.
  const firstWritings = useQuery(firstVolume ? scriptureApi.goshoWritings(firstVolume.id) : null);
  const [overlay, setOverlay] = useState<Overlay>({ open: false, opened: 0, target: null });
  const [chosen, setChosen] = useState<string | null>(null);
  const wisdom = useWisdomQuote();

  const openArchive = (target: PassageTarget | null) =>
    setOverlay((current) => ({ open: true, opened: current.opened + 1, target }));
  const closeArchive = () => setOverlay((current) => ({ ...current, open: false }));

  const firstWriting = firstWritings.data?.[0];
  const goshoTarget: PassageTarget | null = firstVolume && firstWriting
    ? { source: "gosho", volumeId: firstVolume.id, writingId: firstWriting.id }
    : null;

  // The archive puts the chosen passage, as a request for wisdom, in the chat's message box store;
  // this page has no message box, so the hub shows that request with the way to the chat.
  const onSelected = () => {
    setChosen(composerStore.getState().draft);
    closeArchive();
  };

  const copyChosen = async () => {
    if (!chosen) return;
    try {
      await navigator.clipboard.writeText(chosen);
      showToast({ title: "Copied", description: "Paste it into the chat's message box.", variant: "default" });
    } catch (error) {
      console.error("Copying the request failed", error);
      showToast({ title: "Copy Failed", description: "Select the text and copy it instead.", variant: "destructive" });
    }
  };

  return (
    <>
      <ul className="card-grid retro-cards" aria-label="Modules">
        <HubCard
          title="Bible"
          opensDialog
          onActivate={() => openArchive(null)}
        >
          <CountLine query={versions} show={(data) => `${data.length} versions`} />
          {versions.data && (
            <p className="retro-versions">
              {versions.data.map((version) => (
                <span key={version.id} className={version.available ? "retro-available" : "retro-unavailable"}>
                  {version.abbreviation}
                </span>
              ))}
            </p>
          )}
          {versions.data && (
            <p className="muted">
              Full text in the {heldVersions(versions.data)}; the others are listed, their text is copyrighted.
            </p>
          )}
        </HubCard>
        <HubCard
          title="Lotus Sutra"
          opensDialog
          onActivate={() => openArchive({ source: "lotus", chapterNumber: 1 })}
        >
          <CountLine query={lotus} show={(data) => `${data.length} chapters`} />
          <p className="muted">Chapter summaries in our own words.</p>
        </HubCard>
        <HubCard
          title="Gosho"
          opensDialog
          onActivate={() =>
            goshoTarget
              ? openArchive(goshoTarget)
              // Before the first writing's id has loaded, open on the Gosho tab with nothing chosen.
              : setOverlay((current) => ({ open: true, opened: current.opened + 1, target: null, tab: "gosho" }))}
        >
          <CountLine
            query={volumes}
            show={(data) => `Volumes ${data.map((volume) => romanOf(volume.title)).join(" and ")}`}
          />
          <p className="muted">The writings of Nichiren Daishonin, summarised.</p>
        </HubCard>
        <HubCard
          title="Wisdom"
          opensDialog={false}
          onActivate={wisdom.show}
        >
          <div className="retro-wisdom" aria-live="polite">
            {wisdom.quote
              ? (
                <blockquote className="passage">
                  <p>“{wisdom.quote.text}”</p>
                  <footer>{wisdom.quote.reference} (KJV)</footer>
                </blockquote>
              )
              : <p className="muted">Press for a word of wisdom.</p>}
          </div>
        </HubCard>
      </ul>

      <div className="retro-actions">
        <a className="button button-primary" href="/">Get Started</a>
        <a className="button" href="/wisdom">Explore All</a>
        <button type="button" className="button" aria-haspopup="dialog" onClick={() => openArchive(null)}>
          Enter Scripture Archive
        </button>
      </div>

      {chosen && (
        <section className="panel retro-chosen" aria-labelledby="retro-chosen-title">
          <h2 id="retro-chosen-title" className="panel-title">PASSAGE LOADED</h2>
          <p className="retro-chosen-text">{chosen}</p>
          <div className="retro-actions">
            <button type="button" className="button button-primary" onClick={copyChosen}>Copy request</button>
            <a className="button" href="/" onClick={() => handOverDraft(chosen)}>Open chat</a>
            <button type="button" className="button" onClick={() => setChosen(null)}>Clear</button>
          </div>
        </section>
      )}

      <Dialog open={overlay.open} title="Sacred Texts" onClose={closeArchive} className="retro-archive-dialog">
        <Suspense fallback={<p className="muted" role="status">Opening the archive…</p>}>
          <ScriptureArchive
            key={overlay.opened}
            target={overlay.target}
            initialTab={overlay.tab}
            onSelected={onSelected}
          />
        </Suspense>
      </Dialog>
      <Toaster />
    </>
  );
}
