import { useState } from "react";
import { ChatSidebar } from "./components/ChatSidebar.tsx";
import { Composer } from "./components/Composer.tsx";
import { Header } from "./components/Header.tsx";
import { ScriptureArchive } from "./components/ScriptureArchive.tsx";
import { SearchDialog } from "./components/SearchDialog.tsx";
import { Toaster } from "./components/Toaster.tsx";

export type ChatPageProps = { welcome: string };

/** The chat page (spec section 2, "Chat page"): header controls, sidebar, messages, archive and composer. */
export default function ChatPage({ welcome }: ChatPageProps) {
  const [archiveOpen, setArchiveOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const openSearch = () => {
    setDrawerOpen(false);
    setSearchOpen(true);
  };

  return (
    <>
      <Header active="chat" titleIsHeading>
        <button
          type="button"
          className="icon-button mobile-only"
          aria-label="Open conversations"
          aria-controls="chat-sidebar"
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpen((open) => !open)}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M4 6h16M4 12h16M4 18h16" />
          </svg>
        </button>
        <button
          type="button"
          className="button archive-toggle"
          aria-label="Scripture archive"
          aria-controls="scripture-archive"
          aria-expanded={archiveOpen}
          onClick={() => setArchiveOpen((open) => !open)}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              d="M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2zm0 0v16M8 7h7"
            />
          </svg>
          <span className="archive-toggle-label">Archive</span>
        </button>
        <button type="button" className="icon-button mobile-only" aria-label="Search scriptures" onClick={openSearch}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
            <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="m20 20-4-4" />
          </svg>
        </button>
      </Header>
      <div className="chat-layout">
        <ChatSidebar open={drawerOpen} onClose={() => setDrawerOpen(false)} onSearch={openSearch}>
          <p className="muted">No conversations yet. Start a new one!</p>
        </ChatSidebar>
        <main id="main" className="chat-main">
          <div id="scripture-archive">
            {archiveOpen && <ScriptureArchive onSelected={() => setArchiveOpen(false)} />}
          </div>
          <section className="message-list" aria-label="Conversation" aria-live="polite">
            <article className="message message-assistant">
              <p className="message-label">[WISDOM-NODE: welcome]</p>
              <p>{welcome}</p>
            </article>
          </section>
          <Composer pending={false} onSend={() => {}} />
        </main>
      </div>
      <SearchDialog open={searchOpen} onClose={() => setSearchOpen(false)} />
      <Toaster />
    </>
  );
}
