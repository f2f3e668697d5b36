import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { ReferralRow } from "#db/types.ts";
import { averageOns4Changes } from "#domain/ons4-change.ts";
import { CardSection } from "#ui/card-section.tsx";
import { Ons4ChangeList } from "../ons4-change-list.tsx";

/**
 * The average ONS4 answers before and after attending, over the referrals whose clients shared
 * both, with each change in words (docs/ons4-change.md).
 */
export function OutcomesCard({ referrals }: { referrals: readonly ReferralRow[] }) {
  const { t } = useLingui();
  const average = averageOns4Changes(referrals);
  return (
    <CardSection
      id="outcomes-card"
      title={t`Average wellbeing change (ONS4)`}
      className="@container"
    >
      {average ? (
        <>
          <p className="text-sm text-base-content/80">
            {plural(average.count, {
              one: "Average answers from 0 to 10, before and after attending, over # client who shared both.",
              other:
                "Average answers from 0 to 10, before and after attending, over # clients who shared both.",
            })}
          </p>
          <Ons4ChangeList changes={average.changes} />
        </>
      ) : (
        <p className="text-base-content/80">
          {t`No outcomes yet: a change shows once a client who shares outcomes records a follow-up after attending.`}
        </p>
      )}
    </CardSection>
  );
}
