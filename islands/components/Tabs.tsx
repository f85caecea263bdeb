import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";

export type TabItem<Id extends string> = { id: Id; label: string };

type TabsProps<Id extends string> = {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: readonly TabItem<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  panelClassName?: string;
  /** The selected tab's content. */
  children: ReactNode;
};

/**
 * A tab list and its panel, keyboard-operable as the WAI-ARIA tabs pattern describes: only the
 * selected tab is in the Tab order, arrow keys move between tabs (wrapping), Home and End jump to
 * the ends, and moving selects, so keyboard users reach every tab without a second key.
 */
export function Tabs<Id extends string>({ label, tabs, selected, onSelect, panelClassName, children }: TabsProps<Id>) {
  const baseId = useId();
  const list = useRef<HTMLDivElement>(null);

  const move = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const next = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = tabs[(next + tabs.length) % tabs.length];
    onSelect(target.id);
    list.current?.querySelector<HTMLElement>(`[data-tab="${target.id}"]`)?.focus();
  };

  return (
    <>
      <div ref={list} className="tabs" role="tablist" aria-label={label} onKeyDown={move}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`${baseId}-${tab.id}`}
            data-tab={tab.id}
            aria-selected={tab.id === selected}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab.id === selected ? 0 : -1}
            className="tab"
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        id={`${baseId}-panel`}
        role="tabpanel"
        aria-labelledby={`${baseId}-${selected}`}
        tabIndex={0}
        className={panelClassName}
      >
        {children}
      </div>
    </>
  );
}
