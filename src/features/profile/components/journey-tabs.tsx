import { useLingui } from "@lingui/react/macro";
import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";

/** The four profile tabs, in order; the value is what `?tab=` holds. */
export const PROFILE_TABS = ["profile", "recommendations", "favorites", "history"] as const;
export type ProfileTabId = (typeof PROFILE_TABS)[number];

/**
 * The WAI-ARIA tabs pattern with automatic activation: one tab stop, Left/Right (and Home/End)
 * move to and open the next tab. Only the open panel is rendered; every panel starts with a
 * control or link, so Tab from the tab list lands inside it.
 */
export function JourneyTabs({
  active,
  onChange,
  panels,
}: {
  active: ProfileTabId;
  onChange: (tab: ProfileTabId) => void;
  panels: Record<ProfileTabId, ReactNode>;
}) {
  const { t } = useLingui();
  const baseId = useId();
  const tabRefs = useRef<Partial<Record<ProfileTabId, HTMLButtonElement | null>>>({});
  const labels: Record<ProfileTabId, string> = {
    profile: t`Profile`,
    recommendations: t`For You`,
    favorites: t`Favorites`,
    history: t`History`,
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = PROFILE_TABS.indexOf(active);
    const last = PROFILE_TABS.length - 1;
    // Right-to-left scripts are not among the six languages, so Right always means "next".
    const next =
      event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = PROFILE_TABS[next] as ProfileTabId;
    onChange(tab);
    tabRefs.current[tab]?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={t`Your Wellbeing Journey`}
        onKeyDown={onKeyDown}
        // Columns of at least 9rem: four in a row where they fit, two by two on a phone, so no
        // tab (Armenian labels are the longest) ever sits off-screen behind a scroll.
        className="mb-8 grid grid-cols-[repeat(auto-fit,minmax(9rem,1fr))] gap-1 rounded-box bg-base-200 p-1"
      >
        {PROFILE_TABS.map((tab) => {
          const selected = tab === active;
          return (
            <button
              key={tab}
              ref={(el) => {
                tabRefs.current[tab] = el;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab}`}
              aria-selected={selected}
              aria-controls={selected ? `${baseId}-panel-${tab}` : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab)}
              className={`min-h-11 rounded-field px-3 font-medium sm:px-4 transition-colors ${
                selected
                  ? "bg-base-100 text-primary shadow-sm"
                  : "text-base-content/80 hover:bg-base-100/60 hover:text-base-content"
              }`}
            >
              {labels[tab]}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel-${active}`}
        aria-labelledby={`${baseId}-tab-${active}`}
        className="pb-8"
      >
        {panels[active]}
      </div>
    </div>
  );
}
