import { useLingui } from "@lingui/react/macro";
import type { Ons4Item } from "#domain/ons4.ts";
import { isReferralStatus, type ReferralStatus } from "#domain/referral-lifecycle.ts";
import type { QuickFilterId } from "../data/quick-filters.ts";

/** The words of the referral screens that come from codes: statuses, ONS4 items, quick filters. */
export function useReferralWords() {
  const { t } = useLingui();
  const statuses: Record<ReferralStatus, string> = {
    sent: t`Sent`,
    accepted: t`Accepted`,
    declined: t`Declined`,
    booked: t`Booked`,
    attended: t`Attended`,
    did_not_attend: t`Did not attend`,
    completed: t`Completed`,
    closed: t`Closed`,
  };
  const ons4: Record<Ons4Item, string> = {
    lifeSatisfaction: t`Life satisfaction`,
    worthwhile: t`Feeling that life is worthwhile`,
    happiness: t`Happiness`,
    anxiety: t`Anxiety (lower is better)`,
  };
  const quickFilters: Record<QuickFilterId, string> = {
    "art-anxiety": t`Art for anxiety`,
    "music-depression": t`Music for depression`,
    "community-isolation": t`Community for isolation`,
    "creative-confidence": t`Creative for confidence`,
  };
  /** A status from a newer server reads as itself rather than disappearing. */
  const status = (value: string) => (isReferralStatus(value) ? statuses[value] : value);
  return { statuses, status, ons4, quickFilters };
}
