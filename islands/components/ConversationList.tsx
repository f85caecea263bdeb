import { useChat } from "../lib/chat_store.ts";
import { madeOnFirstUse } from "../lib/made_on_first_use.ts";
import { useQuery } from "../lib/queries.ts";
import * as conversationApi from "../lib/endpoints/conversations.ts";
import { ConversationMenu } from "./ConversationMenu.tsx";

const dateFormat = madeOnFirstUse(() =>
  new Intl.DateTimeFormat(undefined, { year: "numeric", month: "short", day: "numeric" })
);

type ConversationListProps = { onSelect: (id: string) => void };

/**
 * Recent Conversations (spec section 2): title and last-updated date per row, the selected row
 * highlighted, three pulsing placeholders while loading, and the empty text.
 */
export function ConversationList({ onSelect }: ConversationListProps) {
  const conversations = useQuery(conversationApi.conversations);
  const selectedId = useChat((state) => state.selectedId);

  if (conversations.status === "idle" || conversations.status === "loading") {
    return (
      <div className="conversation-placeholders" role="status" aria-label="Loading conversations">
        {[0, 1, 2].map((row) => <div key={row} className="placeholder-row" />)}
      </div>
    );
  }
  if (conversations.status === "error") {
    return <p className="error-text" role="alert">{conversations.error.message}</p>;
  }
  if (conversations.data.length === 0) return <p className="muted">No conversations yet. Start a new one!</p>;

  return (
    <ul className="conversation-list">
      {conversations.data.map((conversation) => {
        const selected = conversation.id === selectedId;
        return (
          <li key={conversation.id} className={selected ? "conversation-row selected" : "conversation-row"}>
            <button
              type="button"
              className="conversation-select"
              aria-current={selected ? "true" : undefined}
              onClick={() => onSelect(conversation.id)}
            >
              <span className="conversation-title">{conversation.title}</span>
              <time className="conversation-date" dateTime={conversation.updatedAt}>
                {dateFormat().format(new Date(conversation.updatedAt))}
              </time>
            </button>
            <ConversationMenu conversation={conversation} />
          </li>
        );
      })}
    </ul>
  );
}
