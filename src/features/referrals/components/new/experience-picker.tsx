import { useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import type { ExperienceRow } from "#db/types.ts";
import { formatExperienceDate } from "#domain/dates.ts";
import { MAX_SUGGESTED, pickableExperiences } from "../../data/pick-experiences.ts";
import { QUICK_FILTERS, type QuickFilterId } from "../../data/quick-filters.ts";
import { useReferralWords } from "../use-referral-words.ts";

/** Suggested experiences: search and quick filters over this device's listings, up to five. */
export function ExperiencePicker({
  experiences,
  chosen,
  onAdd,
  onRemove,
  error,
}: {
  experiences: readonly ExperienceRow[];
  chosen: readonly string[];
  onAdd: (id: string) => void;
  onRemove: (id: string) => void;
  error: string | undefined;
}) {
  const { t, i18n } = useLingui();
  const { quickFilters } = useReferralWords();
  const searchId = useId();
  const [search, setSearch] = useState("");
  const [quick, setQuick] = useState<QuickFilterId | null>(null);
  const byId = new Map(experiences.map((e) => [e.id, e]));
  const candidates = pickableExperiences(experiences, search, quick, new Date());
  const full = chosen.length >= MAX_SUGGESTED;
  return (
    <fieldset className="flex flex-col gap-3 rounded-box border border-base-300 p-4">
      <legend className="px-1 font-medium">{t`Suggested experiences (up to ${MAX_SUGGESTED})`}</legend>
      {chosen.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t`Chosen experiences`}>
          {chosen.map((id) => {
            const title = byId.get(id)?.title ?? id;
            return (
              <li key={id} className="badge badge-primary badge-lg h-auto min-h-11 gap-1 py-1">
                {title}
                <button
                  type="button"
                  className="btn btn-ghost btn-xs min-h-8"
                  onClick={() => onRemove(id)}
                  aria-label={t`Remove ${title}`}
                >
                  ×
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {error ? <p className="text-sm text-error">{error}</p> : null}
      <label htmlFor={searchId} className="text-sm font-medium">
        {t`Search experiences`}
      </label>
      <input
        id={searchId}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        className="input min-h-11 w-full"
      />
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t`Quick filters`}</legend>
        {QUICK_FILTERS.map((f) => (
          <button
            key={f.id}
            type="button"
            aria-pressed={quick === f.id}
            onClick={() => setQuick(quick === f.id ? null : f.id)}
            className={`btn btn-sm min-h-11 ${quick === f.id ? "btn-secondary" : "btn-outline"}`}
          >
            {quickFilters[f.id]}
          </button>
        ))}
      </fieldset>
      {candidates.length === 0 ? (
        <p className="text-sm text-base-content/80">{t`No upcoming experiences match.`}</p>
      ) : (
        <ul className="divide-y divide-base-300" aria-label={t`Matching experiences`}>
          {candidates.map((e) => (
            <li key={e.id} className="flex items-center justify-between gap-3 py-2">
              <span className="min-w-0">
                <span className="block font-medium">{e.title}</span>
                <span className="block text-sm text-base-content/80">
                  {formatExperienceDate(e.date, i18n.locale)} · {e.venue}
                </span>
              </span>
              <button
                type="button"
                className="btn btn-outline btn-sm min-h-11"
                disabled={full || chosen.includes(e.id)}
                onClick={() => onAdd(e.id)}
              >
                {/* The name starts with the visible word (WCAG 2.5.3): "Add <title>". */}
                {chosen.includes(e.id) ? t`Added` : t`Add`}
                <span className="sr-only">{` ${e.title}`}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
