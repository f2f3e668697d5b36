import { useLingui } from "@lingui/react/macro";
import type { ReferralRow } from "#db/types.ts";
import { formatDate } from "#domain/dates.ts";

/**
 * Whom a referral is for and when it was made, as a row of a referral list shows it: the client's
 * name (cut short on a narrow screen, whole in its title) over the date. Spans, so it fits in a
 * `summary` too.
 */
export function ReferralHeadline({ referral: r }: { referral: ReferralRow }) {
  const { t, i18n } = useLingui();
  return (
    <>
      <span className="block truncate font-medium" title={r.clientName}>
        {r.clientName}
      </span>
      <span className="block text-sm text-base-content/80">
        {t`Referred ${formatDate(r.createdAt, i18n.locale)}`}
      </span>
    </>
  );
}
