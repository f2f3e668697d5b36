import { useLingui } from "@lingui/react/macro";
import { Link, useNavigate } from "@tanstack/react-router";
import { type FormEvent, useId, useState } from "react";
import { CardSection } from "#ui/card-section.tsx";
import { QUICK_FILTERS } from "../../data/quick-filters.ts";
import { useReferralWords } from "../use-referral-words.ts";

/** The dashboard's way into the catalogue: a search box to /experiences?search=… and the four quick filters. */
export function FindExperiences() {
  const { t } = useLingui();
  const { quickFilters } = useReferralWords();
  const navigate = useNavigate();
  const inputId = useId();
  const [search, setSearch] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = search.trim();
    void navigate({ to: "/experiences", search: text ? { search: text } : {} });
  };
  return (
    <CardSection
      id="find-experiences"
      title={t`Find experiences for your clients`}
      className="mb-10"
    >
      <search>
        <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row">
          <label htmlFor={inputId} className="sr-only">
            {t`Search experiences`}
          </label>
          <input
            id={inputId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t`Search by activity, venue or place`}
            className="input min-h-11 w-full"
          />
          <button type="submit" className="btn btn-primary min-h-11">
            {t`Search`}
          </button>
        </form>
      </search>
      <div>
        <h3 className="text-sm font-medium text-base-content/80">{t`Quick filters`}</h3>
        <ul className="mt-2 flex flex-wrap gap-2">
          {QUICK_FILTERS.map((f) => (
            <li key={f.id}>
              <Link
                to="/experiences"
                search={{ category: f.category, wellbeing: f.wellbeing }}
                className="btn btn-outline btn-sm min-h-11"
              >
                {quickFilters[f.id]}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </CardSection>
  );
}
