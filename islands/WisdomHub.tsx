import { lazy, Suspense, useRef, useState } from "react";
import { BreathingModal } from "./components/BreathingModal.tsx";
import { ConnectionBadge } from "./components/ConnectionBadge.tsx";
import { HubChatPanel } from "./components/HubChatPanel.tsx";
import { Toaster } from "./components/Toaster.tsx";
import { WisdomBooks } from "./components/WisdomBooks.tsx";
import { sessionSeconds } from "./lib/breathing_clock.ts";
import * as bookApi from "./lib/endpoints/books.ts";
import { useQuery } from "./lib/queries.ts";

export type WisdomHubProps = {
  /** The creator's link page (server/config.ts, CREATOR_LINK_URL). */
  creatorLinkUrl: string;
};

const hubBadgeLabels = { online: "Connected", offline: "Offline" };
const aboutAudio = "/audio/article-lv-about.oga";

// Opened on demand, so fetched on demand: the page's first load carries only what it runs (issue 18). The
// breathing modal is not: its phases run on timers, and a lazy component waits on one to reveal itself.
const ImageGeneratorDialog = lazy(() =>
  import("./components/ImageGeneratorDialog.tsx").then((module) => ({ default: module.ImageGeneratorDialog }))
);

/**
 * The Wisdom Hub (spec section 2): top bar, About card, the library, two chats sharing one history,
 * the breathing modal and the image generator.
 */
export default function WisdomHub({ creatorLinkUrl }: WisdomHubProps) {
  const books = useQuery(bookApi.books);
  const [breathSeconds, setBreathSeconds] = useState<number | null>(null);
  const [imageOpen, setImageOpen] = useState(false);
  // Mounted from its first opening on, so what it holds is still there when it reopens.
  const [imageUsed, setImageUsed] = useState(false);
  const [panelOpen, setPanelOpen] = useState(false);
  const [widgetOpen, setWidgetOpen] = useState(false);
  const breatheMenu = useRef<HTMLDetailsElement>(null);

  // Spec section 2: the loading screen stays until the books have loaded.
  if (books.status === "idle" || books.status === "loading") {
    // The page's heading is there from the server's first byte, so the page is named while it loads.
    return (
      <div className="wisdom-hub">
        <h1 className="wisdom-brand">ARTICLE LV</h1>
        <p className="wisdom-loading" role="status">Loading Wisdom Hub...</p>
      </div>
    );
  }

  return (
    <div className="wisdom-hub">
      <header className="wisdom-topbar">
        <h1 className="wisdom-brand">ARTICLE LV</h1>
        <ConnectionBadge labels={hubBadgeLabels} />
        <nav className="wisdom-tools" aria-label="Wisdom Hub tools">
          <details ref={breatheMenu} className="wisdom-menu">
            <summary className="button">Breathe</summary>
            <ul className="wisdom-menu-list">
              {sessionSeconds.map((seconds) => (
                <li key={seconds}>
                  <button
                    type="button"
                    className="wisdom-menu-item"
                    onClick={() => {
                      if (breatheMenu.current) breatheMenu.current.open = false;
                      setBreathSeconds(seconds);
                    }}
                  >
                    {seconds / 60} minute{seconds === 60 ? "" : "s"}
                  </button>
                </li>
              ))}
            </ul>
          </details>
          <a className="button" href={creatorLinkUrl} target="_blank" rel="noopener noreferrer">
            Creator Links<span className="visually-hidden">(opens in a new tab)</span>
          </a>
          <button
            type="button"
            className="button"
            onClick={() => {
              setImageOpen(true);
              setImageUsed(true);
            }}
          >
            Image Generator
          </button>
          <button
            type="button"
            className="button"
            aria-expanded={panelOpen}
            onClick={() => setPanelOpen((open) => !open)}
          >
            Chat
          </button>
        </nav>
      </header>

      <section className="panel wisdom-about" aria-labelledby="wisdom-about-title">
        <h2 id="wisdom-about-title" className="wisdom-section-title">About ARTICLE LV</h2>
        <p>
          A quiet room for sacred reading: the King James Bible, the Lotus Sutra and the writings of Nichiren, with box
          breathing and contemplative images. Listen to the introduction:
        </p>
        <audio controls preload="none" className="wisdom-audio">
          <source src={aboutAudio} type="audio/ogg; codecs=opus" />
          {/* Shown only by browsers without <audio> (spec section 2: fallback message with a download link). */}
          <p>
            Your browser does not support audio playback. <a href={aboutAudio} download>Download the introduction</a>.
          </p>
        </audio>
      </section>

      {books.status === "error"
        ? (
          <p className="panel wisdom-error" role="alert">
            The library could not be loaded: {books.error.message}
          </p>
        )
        : <WisdomBooks books={books.data} />}

      {panelOpen && <HubChatPanel title="Wisdom Chat" side="left" onClose={() => setPanelOpen(false)} />}
      {widgetOpen
        ? <HubChatPanel title="Let's Connect" side="right" onClose={() => setWidgetOpen(false)} />
        : (
          <button type="button" className="button button-primary hub-chat-launcher" onClick={() => setWidgetOpen(true)}>
            Let's Connect
          </button>
        )}

      <BreathingModal seconds={breathSeconds} onClose={() => setBreathSeconds(null)} />
      <Suspense fallback={null}>
        {imageUsed && <ImageGeneratorDialog open={imageOpen} onClose={() => setImageOpen(false)} />}
      </Suspense>
      {/* While the image dialog is open its own Toaster shows toasts above the modal; one at a time here. */}
      {!imageOpen && <Toaster />}
    </div>
  );
}
