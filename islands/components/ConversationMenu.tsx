import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { Conversation } from "../../contracts/conversations.ts";
import { apiRead } from "../lib/api.ts";
import * as conversationApi from "../lib/endpoints/conversations.ts";
import { showFailure } from "../lib/toast_store.ts";
import type { ConversationAction } from "./ConversationActionDialog.tsx";

// Renaming and deleting are chosen from the menu first, so their dialogs load then (issue 18).
const ConversationActionDialog = lazy(() =>
  import("./ConversationActionDialog.tsx").then((module) => ({ default: module.ConversationActionDialog }))
);

/** Rename, export as Markdown, or delete one conversation: people must be able to remove what they confided. */
export function ConversationMenu({ conversation }: { conversation: Conversation }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [action, setAction] = useState<ConversationAction | null>(null);
  const [actionChosen, setActionChosen] = useState(false);
  const menu = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const close = (event: Event) => {
      if (!menu.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener("pointerdown", close);
    return () => document.removeEventListener("pointerdown", close);
  }, [menuOpen]);

  const start = (next: ConversationAction) => {
    setMenuOpen(false);
    setAction(next);
    setActionChosen(true);
  };

  const exportMarkdown = async () => {
    setMenuOpen(false);
    try {
      // Through the read rules, so an offline visitor exports the copy kept on the device.
      const { data: messages } = await apiRead(conversationApi.messages(conversation.id));
      const { conversationMarkdown, downloadName, saveFile } = await import("../lib/export_markdown.ts");
      saveFile(downloadName(conversation.title, "md"), conversationMarkdown(conversation, messages), "text/markdown");
    } catch (error) {
      showFailure("Export Failed", error);
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
      {actionChosen && (
        <Suspense fallback={null}>
          <ConversationActionDialog conversation={conversation} action={action} onClose={() => setAction(null)} />
        </Suspense>
      )}
    </div>
  );
}
