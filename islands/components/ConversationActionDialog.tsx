import { type FormEvent, useEffect, useState } from "react";
import type { Conversation } from "../../contracts/conversations.ts";
import { apiRequest } from "../lib/api.ts";
import { chatStore, selectConversation } from "../lib/chat_store.ts";
import { invalidateQuery, removeQueries } from "../lib/queries.ts";
import * as conversationApi from "../lib/endpoints/conversations.ts";
import { showFailure, showToast } from "../lib/toast_store.ts";
import { Dialog } from "./Dialog.tsx";

export type ConversationAction = "rename" | "delete";

type ConversationActionDialogProps = {
  conversation: Conversation;
  /** null: both dialogs closed. They stay mounted, so closing one returns the focus to the menu. */
  action: ConversationAction | null;
  onClose: () => void;
};

/** Renaming or deleting one conversation (spec section 4), in the menu's dialog. */
export function ConversationActionDialog({ conversation, action, onClose }: ConversationActionDialogProps) {
  const [title, setTitle] = useState(conversation.title);
  const [busy, setBusy] = useState(false);

  // Each renaming starts from the current title.
  useEffect(() => {
    if (action === "rename") setTitle(conversation.title);
  }, [action, conversation.title]);

  const rename = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim() || busy) return;
    setBusy(true);
    try {
      await apiRequest("PATCH", conversationApi.conversation(conversation.id), { title: title.trim() });
      invalidateQuery(conversationApi.conversations);
      onClose();
    } catch (error) {
      showFailure("Rename Failed", error);
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
      invalidateQuery(conversationApi.conversations);
      onClose();
      showToast({
        title: "Conversation Deleted",
        description: `'${conversation.title}' and its messages are gone.`,
        variant: "default",
      });
    } catch (error) {
      showFailure("Delete Failed", error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Dialog open={action === "rename"} title="Rename Conversation" onClose={onClose}>
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
            <button type="button" className="button" onClick={onClose}>Cancel</button>
            <button type="submit" className="button button-primary" disabled={!title.trim() || busy}>Save</button>
          </div>
        </form>
      </Dialog>
      <Dialog open={action === "delete"} title="Delete Conversation" onClose={onClose}>
        <p>
          Delete '{conversation.title}' and all of its messages? They are removed from the server and cannot be
          recovered.
        </p>
        <div className="dialog-actions">
          <button type="button" className="button" onClick={onClose}>Cancel</button>
          <button type="button" className="button button-danger" disabled={busy} onClick={remove}>Delete</button>
        </div>
      </Dialog>
    </>
  );
}
