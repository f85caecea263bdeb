import { type FormEvent, type KeyboardEvent, useEffect, useRef } from "react";
import { composerStore, useComposer } from "../lib/composer_store.ts";

export const quickPrompts = [
  "What does the Bible say about...",
  "How does Buddhism approach...",
  "Compare Christian and Buddhist views on...",
] as const;

/** Message length the server accepts; the box stops there instead of failing on send. */
export const maxMessageLength = 4000;

type ComposerProps = { pending: boolean; onSend: (content: string) => void };

/**
 * The message box (spec sections 2 and 5): auto-growing, Enter sends, Shift+Enter breaks the line,
 * nothing is sent while blank or while a send is pending.
 */
export function Composer({ pending, onSend }: ComposerProps) {
  const draft = useComposer((state) => state.draft);
  const focusRequest = useComposer((state) => state.focusRequest);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const blank = draft.trim().length === 0;

  useEffect(() => {
    const element = textarea.current;
    if (!element) return;
    element.style.height = "auto";
    element.style.height = `${Math.min(element.scrollHeight, 240)}px`;
  }, [draft]);

  useEffect(() => {
    if (focusRequest === 0) return;
    const element = textarea.current;
    element?.focus();
    element?.setSelectionRange(element.value.length, element.value.length);
  }, [focusRequest]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (blank || pending) return;
    onSend(draft.trim());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  return (
    <div className="composer">
      <div className="quick-prompts" aria-label="Quick prompts">
        {quickPrompts.map((prompt) => (
          <button
            key={prompt}
            type="button"
            className="chip"
            onClick={() => composerStore.getState().insertAndFocus(prompt)}
          >
            {prompt}
          </button>
        ))}
      </div>
      <form className="composer-form" onSubmit={submit}>
        <button type="button" className="icon-button" aria-label="Attach a file (not available)" aria-disabled="true">
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              d="M21 11.5 12.5 20a5 5 0 0 1-7-7L14 4.5a3.5 3.5 0 0 1 5 5L10.5 18a2 2 0 0 1-3-3l8-8"
            />
          </svg>
        </button>
        <label className="visually-hidden" htmlFor="message-input">Message</label>
        <textarea
          id="message-input"
          ref={textarea}
          className="textarea"
          rows={1}
          maxLength={maxMessageLength}
          placeholder="Ask for wisdom from the Bible, the Lotus Sutra or the Gosho..."
          value={draft}
          disabled={pending}
          onChange={(event) => composerStore.getState().setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button
          type="submit"
          className="button button-primary send-button"
          disabled={blank || pending}
          aria-label="Send"
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path fill="currentColor" d="M3 20.5 21 12 3 3.5l2.5 7L15 12l-9.5 1.5z" />
          </svg>
        </button>
      </form>
    </div>
  );
}
