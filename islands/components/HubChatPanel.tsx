import { type FormEvent, useEffect, useRef, useState } from "react";
import { useHubChat } from "../lib/hub_chat_store.ts";
import { MessageContent } from "./MessageContent.tsx";

/** Spec section 9: the view scrolls to the newest message 100 ms after it arrives (after layout settles). */
const scrollDelayMs = 100;

/** The hub's chat replies carry no citations (POST /api/chat answers with plain text), so none are passed. */
const noCitations = [] as const;
const noReference = () => {};

function timeText(timestamp: string) {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? "" : date.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
}

type HubChatPanelProps = { title: string; side: "left" | "right"; onClose: () => void };

/**
 * One of the hub's two floating chats (spec section 2: a panel bottom left, 'Let's Connect' bottom
 * right). Both read the same store, so a message sent in one is in the other (spec section 4).
 */
export function HubChatPanel({ title, side, onClose }: HubChatPanelProps) {
  const messages = useHubChat((state) => state.messages);
  const pending = useHubChat((state) => state.pending);
  const greet = useHubChat((state) => state.greet);
  const send = useHubChat((state) => state.send);
  const [input, setInput] = useState("");
  const listRef = useRef<HTMLOListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // Spec section 4: the greeting is added when the panel opens with an empty history.
  useEffect(() => {
    greet();
    inputRef.current?.focus();
  }, [greet]);

  useEffect(() => {
    const timer = setTimeout(() => {
      const list = listRef.current;
      if (list) list.scrollTop = list.scrollHeight;
    }, scrollDelayMs);
    return () => clearTimeout(timer);
  }, [messages.length, pending]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (input.trim() === "" || pending) return;
    // Spec section 4: the input is cleared as the message is appended, before the reply.
    const text = input;
    setInput("");
    void send(text);
  };

  return (
    <section className={`panel hub-chat hub-chat-${side}`} aria-label={title}>
      <header className="hub-chat-header">
        <h2 className="hub-chat-title">{title}</h2>
        <button type="button" className="icon-button" aria-label={`Close ${title}`} onClick={onClose}>×</button>
      </header>
      <ol ref={listRef} className="hub-chat-messages" aria-live="polite">
        {messages.map((message, index) => (
          <li key={index} className={`hub-chat-message hub-chat-${message.role}`}>
            {message.role === "assistant"
              ? <MessageContent content={message.content} citations={noCitations} onOpenReference={noReference} />
              : <p>{message.content}</p>}
            <time className="hub-chat-time" dateTime={message.timestamp}>{timeText(message.timestamp)}</time>
          </li>
        ))}
        {pending && <li className="hub-chat-thinking" role="status">Thinking...</li>}
      </ol>
      <form className="hub-chat-form" onSubmit={submit}>
        <input
          ref={inputRef}
          className="hub-chat-input"
          aria-label="Your message"
          placeholder="Ask for wisdom..."
          value={input}
          disabled={pending}
          onChange={(event) => setInput(event.target.value)}
        />
        <button type="submit" className="button button-primary" disabled={pending || input.trim() === ""}>
          Send
        </button>
      </form>
    </section>
  );
}
