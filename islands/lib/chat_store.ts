import { createStore } from "zustand/vanilla";
import { useStore } from "zustand";
import type { PassageTarget } from "../../contracts/conversations.ts";

/** A message on its way: shown at once, with the reply as it streams in. */
export type PendingTurn = { conversationId: string; content: string; sentAt: string; reply: string };

type ChatState = {
  /** No conversation at start (spec section 4, "Conversation selection"). */
  selectedId: string | null;
  pending: PendingTurn | null;
  /** The archive panel: closed, open, or open at a cited passage (in its Study view when `study`). */
  /** `study`: the passage a reply's study link names (a range stays whole), shown in the Study view; else null. */
  archive: { open: boolean; target: PassageTarget | null; opened: number; study: string | null };
};

/** The chat page's shared state: which conversation is open, what is being sent, the archive. */
export const chatStore = createStore<ChatState>(() => ({
  selectedId: null,
  pending: null,
  archive: { open: false, target: null, opened: 0, study: null },
}));

export function useChat<T>(select: (state: ChatState) => T): T {
  return useStore(chatStore, select);
}

export function selectConversation(id: string | null) {
  chatStore.setState({ selectedId: id });
}

export function toggleArchive() {
  chatStore.setState(({ archive }) => ({
    archive: { open: !archive.open, target: null, opened: archive.opened + 1, study: null },
  }));
}

export function closeArchive() {
  chatStore.setState(({ archive }) => ({ archive: { ...archive, open: false } }));
}

/** Opens the archive at a passage a reply cites, in its Study view of `study` (the cited reference) when given. */
export function openArchiveAt(target: PassageTarget, study: string | null = null) {
  chatStore.setState(({ archive }) => ({ archive: { open: true, target, opened: archive.opened + 1, study } }));
}
