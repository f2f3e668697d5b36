import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useMemo } from "react";
import { EmptyState } from "#ui/empty-state.tsx";
import { Page } from "#ui/page.tsx";
import { filterReferrals, type StatusFilter } from "../../data/referral-filter.ts";
import type { ReferralsSearch } from "../../data/referrals-search.ts";
import { useProfessionalData } from "../../hooks/use-professional-data.ts";
import { ExportReferralsButton } from "./export-referrals-button.tsx";
import { OutcomesCard } from "./outcomes-card.tsx";
import { ReferralFilters } from "./referral-filters.tsx";
import { ReferralItem } from "./referral-item.tsx";

/**
 * /professional/referrals: every referral with its timeline and outcomes, filters in the URL,
 * close with a reason, and the CSV export. All from this device: it works offline.
 */
export function ReferralsScreen({
  search,
  onSearchChange,
}: {
  search: ReferralsSearch;
  onSearchChange: (patch: { status?: StatusFilter; q?: string }) => void;
}) {
  const { t } = useLingui();
  const data = useProfessionalData();
  const status = search.status ?? "all";
  const q = search.q ?? "";
  const experiences = useMemo(
    () => new Map((data?.experiences ?? []).map((e) => [e.id, e])),
    [data?.experiences],
  );
  const shown = data ? filterReferrals(data.referrals, status, q) : [];
  return (
    <Page
      title={t`Referrals`}
      heading={t`Your referrals`}
      lead={t`Follow each client from referral to attendance and outcome.`}
      actions={
        <>
          <Link to="/professional/referrals/new" className="btn btn-primary min-h-11">
            {t`New referral`}
          </Link>
          {/* For the whole list, so beside the page's other action, not beside one card. */}
          {data && data.referrals.length > 0 ? (
            <ExportReferralsButton referrals={data.referrals} experiences={experiences} />
          ) : null}
        </>
      }
    >
      {!data ? (
        <div aria-busy="true" className="flex flex-col gap-3">
          <p className="sr-only" role="status">{t`Loading your referrals…`}</p>
          {[1, 2, 3].map((n) => (
            <div key={n} aria-hidden="true" className="skeleton h-20 w-full" />
          ))}
        </div>
      ) : data.referrals.length === 0 ? (
        <EmptyState
          title={t`No referrals yet`}
          action={
            <Link to="/professional/referrals/new" className="btn btn-primary min-h-11">
              {t`Refer a client`}
            </Link>
          }
        >
          {t`Refer a client to a cultural experience: you will see here whether they went and how it helped.`}
        </EmptyState>
      ) : (
        <div className="flex flex-col gap-6 pb-8">
          <OutcomesCard referrals={data.referrals} />
          <ReferralFilters status={status} search={q} onChange={onSearchChange} />
          <p role="status" className="text-sm text-base-content/80">
            {plural(data.referrals.length, {
              one: `${shown.length} of # referral shown`,
              other: `${shown.length} of # referrals shown`,
            })}
          </p>
          {shown.length === 0 ? (
            <EmptyState
              title={t`No referrals match`}
              action={
                <button
                  type="button"
                  className="btn btn-outline min-h-11"
                  onClick={() => onSearchChange({ status: "all", q: "" })}
                >
                  {t`Clear Filters`}
                </button>
              }
            />
          ) : (
            <ul className="flex flex-col gap-3">
              {shown.map((r) => (
                <ReferralItem
                  key={r.id}
                  referral={r}
                  experiences={experiences}
                  open={search.open === r.id}
                />
              ))}
            </ul>
          )}
        </div>
      )}
    </Page>
  );
}
