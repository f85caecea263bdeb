import type { ReactNode } from "react";

type ChatSidebarProps = {
  open: boolean;
  onClose: () => void;
  onSearch: () => void;
  onNewConversation?: () => void;
  /** The Recent Conversations list (or its loading and empty states). */
  children: ReactNode;
};

/** Conversation sidebar (spec section 2): a column on desktop, a slide-in drawer below 768 px. */
export function ChatSidebar({ open, onClose, onSearch, onNewConversation, children }: ChatSidebarProps) {
  return (
    <>
      <button
        type="button"
        className={open ? "drawer-backdrop open" : "drawer-backdrop"}
        aria-label="Close conversations"
        tabIndex={-1}
        onClick={onClose}
      />
      <aside
        id="chat-sidebar"
        className={open ? "chat-sidebar panel open" : "chat-sidebar panel"}
        aria-label="Conversations"
        onKeyDown={(event) => event.key === "Escape" && onClose()}
      >
        <nav className="sidebar-actions" aria-label="Chat actions">
          <button
            type="button"
            className="button button-primary sidebar-entry"
            onClick={onNewConversation}
            disabled={!onNewConversation}
          >
            + New Conversation
          </button>
          <button type="button" className="button sidebar-entry" onClick={onSearch}>Search Scriptures</button>
          <button type="button" className="button sidebar-entry" aria-disabled="true" title="Coming later">
            Study Guide
          </button>
          <button type="button" className="button sidebar-entry" aria-disabled="true" title="Coming later">
            Chat History
          </button>
        </nav>
        <h2 className="panel-title sidebar-title">Recent Conversations</h2>
        {children}
        <p className="disclaimer">
          This AI offers insights for contemplation. For important decisions, please seek qualified religious guidance.
        </p>
      </aside>
    </>
  );
}
