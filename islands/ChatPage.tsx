import { lazy, Suspense, useEffect, useState } from "react";
import { defaultConversationTitle } from "../contracts/conversation_titles.ts";
import { ChatSidebar } from "./components/ChatSidebar.tsx";
import { Composer } from "./components/Composer.tsx";
import { ConversationList } from "./components/ConversationList.tsx";
import { Header } from "./components/Header.tsx";
import { MessageList } from "./components/MessageList.tsx";
import { Toaster } from "./components/Toaster.tsx";
import { apiRequest } from "./lib/api.ts";
import { closeArchive, selectConversation, toggleArchive, useChat } from "./lib/chat_store.ts";
import { composerStore, takeHandedOverDraft } from "./lib/composer_store.ts";
import { connectivityStore } from "./lib/connectivity.ts";
import { invalidateQuery, setQueryData } from "./lib/queries.ts";
import { followOtherTabs, refreshQueue, useQueuedMessages } from "./lib/offline_queue.ts";
import * as conversationApi from "./lib/endpoints/conversations.ts";
import { sendMessage, syncQueue } from "./lib/send_message.ts";
import { showToast } from "./lib/toast_store.ts";

export type ChatPageProps = { welcome: string };

// Opened on demand, so fetched on demand: the page's first load carries only what it runs (issue 18).
const ScriptureArchive = lazy(() =>
  import("./components/ScriptureArchive.tsx").then((module) => ({ default: module.ScriptureArchive }))
);
const SearchDialog = lazy(() =>
  import("./components/SearchDialog.tsx").then((module) => ({ default: module.SearchDialog }))
);

function showError(error: unknown, fallback: string) {
  const description = error instanceof Error && error.message ? error.message : fallback;
  showToast({ title: "Error", description, variant: "destructive" });
}

/** The chat page (spec section 2, "Chat page"): header controls, sidebar, messages, archive and composer. */
export default function ChatPage({ welcome }: ChatPageProps) {
  const archive = useChat((state) => state.archive);
  const pending = useChat((state) => state.pending !== null);
  const [sending, setSending] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  // Mounted from the first opening on, so a search is still there when the dialog reopens.
  const [searchUsed, setSearchUsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const queued = useQueuedMessages();

  useEffect(() => {
    const handedOver = takeHandedOverDraft();
    if (handedOver) composerStore.getState().insertAndFocus(handedOver);
    void refreshQueue().then(syncQueue);
    const stopFollowing = followOtherTabs();
    let wasOnline = connectivityStore.getState().online;
    const stopWatching = connectivityStore.subscribe(({ online }) => {
      if (online && !wasOnline) void syncQueue();
      wasOnline = online;
    });
    return () => {
      stopFollowing();
      stopWatching();
    };
  }, []);

  const openSearch = () => {
    setDrawerOpen(false);
    setSearchOpen(true);
    setSearchUsed(true);
  };

  const choose = (id: string) => {
    selectConversation(id);
    setDrawerOpen(false);
  };

  const newConversation = async () => {
    try {
      if (!connectivityStore.getState().online) throw new Error("Cannot create new conversations while offline");
      const created = await apiRequest("POST", conversationApi.newConversation, { title: defaultConversationTitle });
      setQueryData(conversationApi.messages(created.id), () => []);
      invalidateQuery(conversationApi.conversations);
      choose(created.id);
    } catch (error) {
      showError(error, "Failed to create a conversation");
    }
  };

  const send = async (content: string) => {
    setSending(true);
    try {
      const outcome = await sendMessage(content);
      composerStore.getState().setDraft("");
      if (outcome === "queued") {
        showToast({
          title: "Message Queued",
          description: "Your message will be sent when you plug back into the internet.",
          variant: "default",
        });
      }
    } catch (error) {
      showError(error, "Failed to send message");
    } finally {
      setSending(false);
    }
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
          aria-expanded={archive.open}
          onClick={toggleArchive}
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
        <ChatSidebar
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          onSearch={openSearch}
          onNewConversation={newConversation}
        >
          <ConversationList onSelect={choose} />
        </ChatSidebar>
        <main id="main" className="chat-main">
          <div id="scripture-archive">
            {archive.open && (
              <Suspense fallback={<p className="muted" role="status">Opening the archive…</p>}>
                <ScriptureArchive
                  key={archive.opened}
                  target={archive.target}
                  study={archive.study}
                  onSelected={closeArchive}
                />
              </Suspense>
            )}
          </div>
          <MessageList welcome={welcome} />
          {queued.length > 0 && (
            <p className="queue-banner" role="status">
              {`[BUFFER] ${queued.length} message(s) queued`}
            </p>
          )}
          <Composer pending={pending || sending} onSend={send} />
        </main>
      </div>
      {searchUsed && (
        <Suspense fallback={null}>
          <SearchDialog open={searchOpen} onClose={() => setSearchOpen(false)} />
        </Suspense>
      )}
      <Toaster />
    </>
  );
}
