import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { STATUS_FILTERS, type StatusFilter } from "../../data/referral-filter.ts";
import { useReferralWords } from "../use-referral-words.ts";

/** Status filter and client-name search of the referrals list (values live in the URL). */
export function ReferralFilters({
  status,
  search,
  onChange,
}: {
  status: StatusFilter;
  search: string;
  onChange: (patch: { status?: StatusFilter; q?: string }) => void;
}) {
  const { t } = useLingui();
  const { statuses } = useReferralWords();
  const statusId = useId();
  const searchId = useId();
  const label = (f: StatusFilter) =>
    f === "all" ? t`All referrals` : f === "open" ? t`Open referrals` : statuses[f];
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex flex-col gap-1">
        <label htmlFor={statusId} className="text-sm font-medium">
          {t`Status`}
        </label>
        <select
          id={statusId}
          value={status}
          onChange={(event) => onChange({ status: event.target.value as StatusFilter })}
          className="select min-h-11 w-full sm:w-56"
        >
          {STATUS_FILTERS.map((f) => (
            <option key={f} value={f}>
              {label(f)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-1 flex-col gap-1">
        <label htmlFor={searchId} className="text-sm font-medium">
          {t`Search by client name`}
        </label>
        <input
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => onChange({ q: event.target.value })}
          className="input min-h-11 w-full"
        />
      </div>
    </div>
  );
}
