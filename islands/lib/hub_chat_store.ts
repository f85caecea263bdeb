import { createStore, type StoreApi } from "zustand/vanilla";
import { useStore } from "zustand";
import type { ChatReply } from "../../contracts/conversations.ts";
import { ApiError, apiRequest } from "./api.ts";
import { hubChat } from "./endpoints/hub_chat.ts";
import { countryField } from "./support_country.ts";

/** A Wisdom Hub chat message (spec section 3): role, content, timestamp (ISO text). */
export type HubMessage = { role: "user" | "assistant"; content: string; timestamp: string };

export const hubGreeting = "Peace be with you. I am here to share the wisdom of the Bible, the Lotus Sutra and the " +
  "writings of Nichiren. What would you like to explore today?";

/** Spec section 8: a failed hub chat becomes this assistant message instead of a toast. */
export const hubApology =
  "I apologize, but I am experiencing technical difficulties. Please try again later or visit the main chat page.";

export type HubChatState = {
  messages: HubMessage[];
  pending: boolean;
  /** Adds the greeting when the history is empty (spec section 4: on opening the left panel). */
  greet: () => void;
  /** Appends the user message at once, then the reply or the apology. False when nothing was sent. */
  send: (text: string) => Promise<boolean>;
};

export type HubChatDeps = { reply: (message: string) => Promise<ChatReply>; now: () => Date };

/**
 * The one history both hub chat panels show (spec section 4: "Both chat panels share one history").
 * Built from injected dependencies so tests drive it without a network or a real clock.
 */
export function createHubChatStore({ reply, now }: HubChatDeps): StoreApi<HubChatState> {
  return createStore<HubChatState>((set, get) => ({
    messages: [],
    pending: false,
    greet: () => {
      if (get().messages.length > 0) return;
      set({ messages: [{ role: "assistant", content: hubGreeting, timestamp: now().toISOString() }] });
    },
    send: async (text) => {
      const message = text.trim();
      // Spec section 5: nothing is sent when the trimmed input is empty or a send is pending.
      if (message === "" || get().pending) return false;
      set((state) => ({
        pending: true,
        messages: [...state.messages, { role: "user", content: message, timestamp: now().toISOString() }],
      }));
      let answer: HubMessage;
      try {
        const { response, timestamp } = await reply(message);
        answer = { role: "assistant", content: response, timestamp };
      } catch (error) {
        console.error("Wisdom Hub chat failed", error);
        // A 429 says how long to wait (issue 9); that is more use to the visitor than the apology.
        const content = error instanceof ApiError && error.status === 429
          ? error.message.replace(/^429: /, "")
          : hubApology;
        answer = { role: "assistant", content, timestamp: now().toISOString() };
      }
      set((state) => ({ pending: false, messages: [...state.messages, answer] }));
      return true;
    },
  }));
}

/** The page's instance: a module-level store is safe here because it is only touched in the browser. */
export const hubChatStore = createHubChatStore({
  reply: (message) => apiRequest("POST", hubChat, { message, ...countryField() }),
  now: () => new Date(),
});

export function useHubChat<T>(select: (state: HubChatState) => T): T {
  return useStore(hubChatStore, select);
}
