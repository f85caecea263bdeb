import { type FormEvent, useEffect, useRef, useState } from "react";
import type { Conversation } from "../../contracts/conversations.ts";
import { apiRead, apiRequest } from "../lib/api.ts";
import { chatStore, selectConversation } from "../lib/chat_store.ts";
import { invalidateQueries, removeQueries } from "../lib/queries.ts";
import * as conversationApi from "../lib/endpoints/conversations.ts";
import { apiPaths } from "../lib/endpoints/endpoint.ts";
import { showToast } from "../lib/toast_store.ts";
import { Dialog } from "./Dialog.tsx";

type Action = "rename" | "delete" | null;

function failed(title: string, error: unknown) {
  showToast({ title, description: error instanceof Error ? error.message : String(error), variant: "destructive" });
}

/** Rename, export as Markdown, or delete one conversation: people must be able to remove what they confided. */
export function ConversationMenu({ conversation }: { conversation: Conversation }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [action, setAction] = useState<Action>(null);
  const [title, setTitle] = useState(conversation.title);
  const [busy, setBusy] = useState(false);
  const menu = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const close = (event: Event) => {
      if (!menu.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener("pointerdown", close);
    return () => document.removeEventListener("pointerdown", close);
  }, [menuOpen]);

  const start = (next: Action) => {
    setMenuOpen(false);
    setTitle(conversation.title);
    setAction(next);
  };

  const rename = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim() || busy) return;
    setBusy(true);
    try {
      await apiRequest("PATCH", conversationApi.conversation(conversation.id), { title: title.trim() });
      invalidateQueries(apiPaths.conversations);
      setAction(null);
    } catch (error) {
      failed("Rename Failed", error);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      await apiRequest("DELETE", conversationApi.deletedConversation(conversation.id));
      if (chatStore.getState().selectedId === conversation.id) selectConversation(null);
      removeQueries(conversationApi.messages(conversation.id).path);
      invalidateQueries(apiPaths.conversations);
      setAction(null);
      showToast({
        title: "Conversation Deleted",
        description: `'${conversation.title}' and its messages are gone.`,
        variant: "default",
      });
    } catch (error) {
      failed("Delete Failed", error);
    } finally {
      setBusy(false);
    }
  };

  const exportMarkdown = async () => {
    setMenuOpen(false);
    try {
      // Through the read rules, so an offline visitor exports the copy kept on the device.
      const { data: messages } = await apiRead(conversationApi.messages(conversation.id));
      const { conversationMarkdown, downloadName, saveFile } = await import("../lib/export_markdown.ts");
      saveFile(downloadName(conversation.title, "md"), conversationMarkdown(conversation, messages), "text/markdown");
    } catch (error) {
      failed("Export Failed", error);
    }
  };

  return (
    <div
      className="conversation-menu"
      ref={menu}
      onKeyDown={(event) => {
        if (event.key === "Escape" && menuOpen) {
          event.stopPropagation();
          setMenuOpen(false);
        }
      }}
    >
      <button
        type="button"
        className="icon-button menu-button"
        aria-label="Conversation actions"
        title={`Rename, export or delete '${conversation.title}'`}
        aria-haspopup="menu"
        aria-expanded={menuOpen}
        onClick={() => setMenuOpen((open) => !open)}
      >
        ⋯
      </button>
      {menuOpen && (
        <div className="menu" role="menu">
          <button type="button" role="menuitem" className="menu-item" onClick={() => start("rename")}>Rename</button>
          <button type="button" role="menuitem" className="menu-item" onClick={exportMarkdown}>
            Export as Markdown
          </button>
          <button type="button" role="menuitem" className="menu-item danger" onClick={() => start("delete")}>
            Delete
          </button>
        </div>
      )}
      <Dialog open={action === "rename"} title="Rename Conversation" onClose={() => setAction(null)}>
        <form className="dialog-form" onSubmit={rename}>
          <label htmlFor={`rename-${conversation.id}`}>Title</label>
          <input
            id={`rename-${conversation.id}`}
            className="input"
            value={title}
            maxLength={200}
            autoFocus
            onChange={(event) => setTitle(event.target.value)}
          />
          <div className="dialog-actions">
            <button type="button" className="button" onClick={() => setAction(null)}>Cancel</button>
            <button type="submit" className="button button-primary" disabled={!title.trim() || busy}>Save</button>
          </div>
        </form>
      </Dialog>
      <Dialog open={action === "delete"} title="Delete Conversation" onClose={() => setAction(null)}>
        <p>
          Delete '{conversation.title}' and all of its messages? They are removed from the server and cannot be
          recovered.
        </p>
        <div className="dialog-actions">
          <button type="button" className="button" onClick={() => setAction(null)}>Cancel</button>
          <button type="button" className="button button-danger" disabled={busy} onClick={remove}>Delete</button>
        </div>
      </Dialog>
    </div>
  );
}
