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

/**
 * The spec's request for wisdom about a passage: the prompt, the quoted text, ' - ' and the
 * reference. Summaries say so, so nobody mistakes them for the scripture itself.
 */
export function scriptureRequest(text: string, reference: string): string {
  return `Please share wisdom about this scripture:\n\n"${text.trim()}" - ${reference}`;
}
