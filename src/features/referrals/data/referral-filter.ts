import type { ReferralRow } from "#db/types.ts";
import {
  isOpenReferral,
  REFERRAL_STATUSES,
  type ReferralStatus,
} from "#domain/referral-lifecycle.ts";
import { foldText } from "#domain/wellbeing-themes.ts";

/** The list's status filter: every referral, the open ones, or one status. */
export const STATUS_FILTERS = ["all", "open", ...REFERRAL_STATUSES] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export function isStatusFilter(value: unknown): value is StatusFilter {
  return typeof value === "string" && (STATUS_FILTERS as readonly string[]).includes(value);
}

/**
 * The referrals that match the status filter and whose client name contains the search text
 * (case- and accent-insensitive), in the order given.
 */
export function filterReferrals(
  referrals: readonly ReferralRow[],
  status: StatusFilter,
  search: string,
): ReferralRow[] {
  const needle = foldText(search.trim());
  return referrals.filter((r) => {
    if (status === "open" && !isOpenReferral(r.status)) return false;
    if (status !== "all" && status !== "open" && r.status !== (status as ReferralStatus)) {
      return false;
    }
    return needle === "" || foldText(r.clientName).includes(needle);
  });
}
