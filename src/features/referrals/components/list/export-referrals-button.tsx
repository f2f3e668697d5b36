import { useLingui } from "@lingui/react/macro";
import type { ExperienceRow, ReferralRow } from "#db/types.ts";
import { ExportCsvButton } from "#ui/export-csv-button.tsx";
import { buildReferralEventsCsv } from "../../data/referral-events-csv.ts";
import { buildReferralsCsv, type ReferralCsvRecord } from "../../data/referrals-csv.ts";

/**
 * "Export CSV" for reporting, and the events file with SNOMED CT codes (docs/referrals-csv.md):
 * built on the device (offline too); the referrals file's headers in the reader's language.
 */
export function ExportReferralsButton({
  referrals,
  experiences,
}: {
  referrals: readonly ReferralRow[];
  experiences: ReadonlyMap<string, ExperienceRow>;
}) {
  const { t } = useLingui();
  const empty = referrals.length === 0;
  const build = () => {
    const headers: ReferralCsvRecord = {
      id: t`Referral id`,
      createdAt: t`Created`,
      client: t`Client`,
      status: t`Status`,
      at_sent: t`Sent at`,
      at_accepted: t`Accepted at`,
      at_declined: t`Declined at`,
      at_booked: t`Booked at`,
      at_attended: t`Attended at`,
      at_did_not_attend: t`Did not attend at`,
      at_completed: t`Completed at`,
      at_closed: t`Closed at`,
      suggested: t`Suggested experiences`,
      booked: t`Booked experience`,
      reason: t`Close or decline reason`,
      baseline_lifeSatisfaction: t`Baseline life satisfaction`,
      baseline_worthwhile: t`Baseline worthwhile`,
      baseline_happiness: t`Baseline happiness`,
      baseline_anxiety: t`Baseline anxiety`,
      followUp_lifeSatisfaction: t`Follow-up life satisfaction`,
      followUp_worthwhile: t`Follow-up worthwhile`,
      followUp_happiness: t`Follow-up happiness`,
      followUp_anxiety: t`Follow-up anxiety`,
    };
    const titleOf = (id: string) => experiences.get(id)?.title ?? id;
    return buildReferralsCsv(headers, referrals, titleOf);
  };
  return (
    <div className="flex flex-wrap items-start gap-2">
      <ExportCsvButton
        fileStem="culturewell-referrals"
        build={build}
        emptyNote={empty ? t`Nothing to export yet: no referrals.` : null}
        className="btn btn-outline min-h-11"
      />
      {empty ? null : (
        <ExportCsvButton
          label={t`Export events with SNOMED CT codes (CSV)`}
          fileStem="culturewell-referral-events"
          build={() => buildReferralEventsCsv(referrals)}
          emptyNote={null}
          className="btn btn-outline min-h-11"
        />
      )}
    </div>
  );
}
