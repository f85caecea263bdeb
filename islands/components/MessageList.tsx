import { useEffect, useRef } from "react";
import type { Citation } from "../../contracts/conversations.ts";
import { personaName } from "../../contracts/persona.ts";
import { openArchiveAt, useChat } from "../lib/chat_store.ts";
import { useQueuedMessages } from "../lib/offline_queue.ts";
import { madeOnFirstUse } from "../lib/made_on_first_use.ts";
import { useQuery } from "../lib/queries.ts";
import * as conversationApi from "../lib/endpoints/conversations.ts";
import { MessageContent } from "./MessageContent.tsx";

const timeFormat = madeOnFirstUse(() =>
  new Intl.DateTimeFormat(undefined, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
);
/** Spec section 9: the view scrolls to the newest message 100 ms after it changes. */
const scrollDelayMs = 100;

const openReference = (citation: Citation, study = false) => {
  openArchiveAt(citation.target, study ? citation.reference : null);
  requestAnimationFrame(() => document.getElementById("scripture-archive")?.scrollIntoView({ block: "start" }));
};
const studyReference = (citation: Citation) => openReference(citation, true);

function UserMessage({ content, at, queued = false }: { content: string; at: string; queued?: boolean }) {
  return (
    <article className={queued ? "message-row user queued" : "message-row user"}>
      <div className="message message-user">
        <p className="message-text">{content}</p>
        <time className="message-time" dateTime={at}>
          {queued && <span className="queued-mark">queued ·</span>}
          {timeFormat().format(new Date(at))}
        </time>
      </div>
      <span className="avatar avatar-user" aria-hidden="true">YOU</span>
    </article>
  );
}

function AssistantMessage({ content, citations, label }: { content: string; citations: Citation[]; label: string }) {
  return (
    <article className="message-row assistant">
      <img className="avatar" src="/icons/persona.svg" alt={personaName} width="40" height="40" />
      <div className="message message-assistant">
        <p className="message-label">[WISDOM-NODE: {label}]</p>
        <MessageContent
          content={content}
          citations={citations}
          onOpenReference={openReference}
          onStudyReference={studyReference}
        />
      </div>
    </article>
  );
}

/**
 * The conversation (spec section 2): the welcome for an empty one, three skeletons while loading,
 * the stored messages oldest first, then the message being sent with its reply as it streams.
 */
export function MessageList({ welcome }: { welcome: string }) {
  const selectedId = useChat((state) => state.selectedId);
  const pending = useChat((state) => state.pending);
  const messages = useQuery(selectedId ? conversationApi.messages(selectedId) : null);
  const end = useRef<HTMLDivElement>(null);
  const shownPending = pending && (pending.conversationId === selectedId || selectedId === null) ? pending : null;
  const queued = useQueuedMessages().filter((item) => item.conversationId === selectedId);
  const stored = messages.data ?? [];

  useEffect(() => {
    const timer = setTimeout(() => {
      const smooth = !matchMedia("(prefers-reduced-motion: reduce)").matches;
      end.current?.scrollIntoView({ block: "end", behavior: smooth ? "smooth" : "auto" });
    }, scrollDelayMs);
    return () => clearTimeout(timer);
  }, [stored.length, shownPending?.reply.length, shownPending === null, selectedId, queued.length]);

  return (
    <section className="message-list" aria-label="Conversation" aria-busy={shownPending !== null}>
      {messages.status === "loading"
        ? (
          <div className="message-skeletons" role="status" aria-label="Loading messages">
            {[0, 1, 2].map((row) => <div key={row} className="skeleton" />)}
          </div>
        )
        : messages.status === "error"
        ? <p className="error-text" role="alert">{messages.error.message}</p>
        : stored.length === 0 && <AssistantMessage content={welcome} citations={[]} label="welcome" />}
      {stored.map((message) =>
        message.role === "user"
          ? <UserMessage key={message.id} content={message.content} at={message.createdAt} />
          : (
            <AssistantMessage
              key={message.id}
              content={message.content}
              citations={message.citations}
              label={timeFormat().format(new Date(message.createdAt))}
            />
          )
      )}
      {queued.map((item) => <UserMessage key={item.id} content={item.content} at={item.timestamp} queued />)}
      {shownPending && (
        <>
          <UserMessage content={shownPending.content} at={shownPending.sentAt} />
          {shownPending.reply
            ? <AssistantMessage content={shownPending.reply} citations={[]} label="transmitting" />
            : (
              <p className="typing-indicator" role="status">
                <span className="typing-dots" aria-hidden="true" /> processing divine wisdom...
              </p>
            )}
        </>
      )}
      <div ref={end} className="message-list-end" />
    </section>
  );
}
