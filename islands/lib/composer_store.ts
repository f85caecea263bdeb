import { createStore } from "zustand/vanilla";
import { useStore } from "zustand";

type ComposerState = {
  draft: string;
  /** Bumped to ask the message box to take focus (after inserting a scripture). */
  focusRequest: number;
  setDraft: (draft: string) => void;
  insertAndFocus: (text: string) => void;
};

/** The chat message box's text, shared by the composer, the archive panel and the search dialog. */
export const composerStore = createStore<ComposerState>((set) => ({
  draft: "",
  focusRequest: 0,
  setDraft: (draft) => set({ draft }),
  insertAndFocus: (text) => set((state) => ({ draft: text, focusRequest: state.focusRequest + 1 })),
}));

export function useComposer<T>(select: (state: ComposerState) => T): T {
  return useStore(composerStore, select);
}

const handOverKey = "bodhisattva-chat-draft";

/**
 * Carries a request for wisdom from a page without a message box (the retro hub's archive) to the
 * chat page, for this tab only.
 */
export function handOverDraft(text: string) {
  try {
    sessionStorage.setItem(handOverKey, text);
  } catch (error) {
    console.error("Handing the request to the chat failed", error);
  }
}

/** The handed-over request, once: reading it removes it. */
export function takeHandedOverDraft(): string | null {
  try {
    const text = sessionStorage.getItem(handOverKey);
    sessionStorage.removeItem(handOverKey);
    return text;
  } catch {
    return null;
  }
}
