import { useLingui } from "@lingui/react/macro";
import type { ExperienceRow, ReferralRow } from "#db/types.ts";
import { downloadText } from "#ui/download-file.ts";
import { buildReferralsCsv, type ReferralCsvRecord } from "../../data/referrals-csv.ts";

/** "Export CSV" for reporting: built on the device (offline too); headers in the reader's language. */
export function ExportReferralsButton({
  referrals,
  experiences,
}: {
  referrals: readonly ReferralRow[];
  experiences: ReadonlyMap<string, ExperienceRow>;
}) {
  const { t } = useLingui();
  const empty = referrals.length === 0;
  const exportCsv = () => {
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
    const csv = buildReferralsCsv(headers, referrals, titleOf);
    const day = new Date().toISOString().slice(0, 10);
    downloadText(csv, `culturewell-referrals-${day}.csv`, "text/csv;charset=utf-8", { bom: true });
  };
  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        className="btn btn-outline min-h-11"
        onClick={exportCsv}
        disabled={empty}
        aria-describedby={empty ? "export-referrals-note" : undefined}
      >
        {t`Export CSV`}
      </button>
      {empty ? (
        <p id="export-referrals-note" className="text-sm text-base-content/80">
          {t`Nothing to export yet: no referrals.`}
        </p>
      ) : null}
    </div>
  );
}
