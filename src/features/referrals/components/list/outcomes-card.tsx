import { useLingui } from "@lingui/react/macro";
import type { ReferralRow } from "#db/types.ts";
import { averageOns4Change } from "#domain/ons4.ts";
import { Ons4ChangeList } from "../ons4-change-list.tsx";

/** The mean ONS4 change over the referrals whose clients shared baseline and follow-up. */
export function OutcomesCard({ referrals }: { referrals: readonly ReferralRow[] }) {
  const { t } = useLingui();
  const average = averageOns4Change(referrals);
  return (
    <section
      aria-labelledby="outcomes-card"
      className="rounded-box border border-base-300 bg-base-100 p-5 shadow-sm"
    >
      <h2 id="outcomes-card" className="text-lg font-semibold">
        {t`Average wellbeing change (ONS4)`}
      </h2>
      {average ? (
        <>
          <p className="mb-3 text-sm text-base-content/80">
            {t`Follow-up minus baseline, over ${average.count} clients who shared both; + is better.`}
          </p>
          <Ons4ChangeList change={average.change} />
        </>
      ) : (
        <p className="mt-2 text-base-content/80">
          {t`No outcomes yet: a change shows once a client who shares outcomes records a follow-up after attending.`}
        </p>
      )}
    </section>
  );
}
