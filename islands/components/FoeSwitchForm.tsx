import { type FormEvent, type KeyboardEvent, type Ref, useId } from "react";
import { audiences, emotionalStates, foeInputLimit, type FoeSettings, situations } from "../../contracts/foe.ts";

type SettingField = keyof FoeSettings;

/** The three selects in the spec's order, with its labels and options (spec section 2). */
const selects: ReadonlyArray<{ field: SettingField; label: string; options: readonly string[] }> = [
  { field: "emotional_state", label: "Emotional State", options: emotionalStates },
  { field: "audience", label: "Audience", options: audiences },
  { field: "situation", label: "Situation", options: situations },
];

const optionLabel = (value: string) => value[0].toUpperCase() + value.slice(1);

type FoeSwitchFormProps = {
  text: string;
  settings: FoeSettings;
  pending: boolean;
  onTextChange: (text: string) => void;
  onSettingChange: (field: SettingField, value: string | undefined) => void;
  onSubmit: () => void;
  textareaRef: Ref<HTMLTextAreaElement>;
};

/**
 * The switch console (spec sections 2 and 5): the message, the three optional choices (each with a
 * 'Not set' choice, which leaves it out of the request) and 'Execute Dynamic Switch', disabled while
 * the message is blank or a switch is running. Ctrl+Enter (or Cmd+Enter) runs it from the text area.
 */
export function FoeSwitchForm(
  { text, settings, pending, onTextChange, onSettingChange, onSubmit, textareaRef }: FoeSwitchFormProps,
) {
  const id = useId();
  const blank = text.trim() === "";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!blank && !pending) onSubmit();
  };

  const submitOnCtrlEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  };

  return (
    <form className="panel foe-console" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="panel-title">Code Switch Console</h2>
      <div className="field">
        <label htmlFor={`${id}-text`}>Message</label>
        <textarea
          ref={textareaRef}
          id={`${id}-text`}
          className="textarea foe-text"
          rows={5}
          value={text}
          maxLength={foeInputLimit}
          placeholder="Write what you want to say, e.g. 'Final tomorrow: stay focused and never back down.'"
          aria-describedby={`${id}-count ${id}-hint`}
          onChange={(event) => onTextChange(event.target.value)}
          onKeyDown={submitOnCtrlEnter}
        />
        <div className="foe-text-meta">
          <span id={`${id}-hint`} className="muted foe-shortcut">Ctrl+Enter runs the switch.</span>
          <span id={`${id}-count`} className="muted">{`${text.length}/${foeInputLimit} characters`}</span>
        </div>
      </div>
      <div className="foe-selects">
        {selects.map(({ field, label, options }) => (
          <div key={field} className="field">
            <label htmlFor={`${id}-${field}`}>{label}</label>
            <select
              id={`${id}-${field}`}
              className="select"
              value={settings[field] ?? ""}
              onChange={(event) => onSettingChange(field, event.target.value || undefined)}
            >
              <option value="">Not set</option>
              {options.map((option) => <option key={option} value={option}>{optionLabel(option)}</option>)}
            </select>
          </div>
        ))}
      </div>
      <button type="submit" className="button button-primary foe-execute" disabled={blank || pending}>
        {pending ? "Switching..." : "Execute Dynamic Switch"}
      </button>
    </form>
  );
}
