import { type KeyboardEvent, type ReactNode, useRef } from "react";

export interface TabItem<T extends string> {
  id: T;
  label: ReactNode;
  panel: ReactNode;
}

/**
 * ARIA tabs (WAI-ARIA Authoring Practices, automatic activation): one tab stop for the list
 * (roving tabindex), Left/Right move and select with wrap-around, Home/End go to the ends. The
 * selected tab is the caller's state (the URL), so a shared link opens the same tab.
 */
export function AudienceTabs<T extends string>({
  label,
  tabs,
  selected,
  onSelect,
}: {
  label: string;
  tabs: readonly TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
}) {
  const refs = useRef(new Map<T, HTMLButtonElement>());
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === selected),
  );
  const moveTo = (next: number) => {
    const tab = tabs[(next + tabs.length) % tabs.length];
    if (!tab) return;
    onSelect(tab.id);
    refs.current.get(tab.id)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const target = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    moveTo(target);
  };
  const current = tabs[index];
  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="tabs tabs-box inline-flex flex-wrap"
      >
        {tabs.map((tab) => {
          const active = tab.id === current?.id;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                if (node) refs.current.set(tab.id, node);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`tab-${tab.id}`}
              aria-selected={active}
              aria-controls={`panel-${tab.id}`}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              className={`tab min-h-11 ${active ? "tab-active" : "text-base-content"}`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {current ? (
        <div
          role="tabpanel"
          id={`panel-${current.id}`}
          aria-labelledby={`tab-${current.id}`}
          className="mt-6"
        >
          {current.panel}
        </div>
      ) : null}
    </div>
  );
}
