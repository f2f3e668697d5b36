import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { ReferralRow } from "#db/types.ts";
import { type DoseGroupKey, doseResponse, MIN_GROUP_SIZE } from "#domain/referral-loop.ts";
import { CardSection } from "#ui/card-section.tsx";
import { Ons4ChangeList } from "../ons4-change-list.tsx";

/**
 * Dose and response (docs/referral-loop.md): for each band of door-verified sessions, how many
 * clients shared both ONS4 answers and, from MIN_GROUP_SIZE clients on, their average change in
 * words. A smaller group shows no figure: it could point at a person. From this device's rows.
 */
export function DoseResponseCard({ referrals }: { referrals: readonly ReferralRow[] }) {
  const { t } = useLingui();
  const groups = doseResponse(referrals);
  const min = MIN_GROUP_SIZE;
  const bands: Record<DoseGroupKey, string> = {
    "0": t`No sessions attended`,
    "1-2": t`1–2 sessions attended`,
    "3-5": t`3–5 sessions attended`,
    "6+": t`6 or more sessions attended`,
  };
  return (
    <CardSection
      id="dose-response"
      title={t`Sessions attended and wellbeing change`}
      className="@container"
      data-testid="dose-response"
    >
      <p className="text-sm text-base-content/80">
        {plural(min, {
          one: "Each client counts once, by their sessions verified at the door across your referrals. The change is the average of the ONS4 answers before and after, over the clients who share both. A group of fewer than # client shows no figure.",
          other:
            "Each client counts once, by their sessions verified at the door across your referrals. The change is the average of the ONS4 answers before and after, over the clients who share both. A group of fewer than # clients shows no figure.",
        })}
      </p>
      <ul className="grid gap-x-8 gap-y-4 md:grid-cols-2">
        {groups.map((g) => (
          <li key={g.key} className="border-t border-base-300 pt-3" data-testid={`dose-${g.key}`}>
            <h3 className="font-medium">{bands[g.key]}</h3>
            <p className="text-sm text-base-content/80">
              {plural(g.clients, {
                one: "# client shared both answers",
                other: "# clients shared both answers",
              })}
            </p>
            {g.changes ? (
              <div className="mt-2">
                <Ons4ChangeList changes={g.changes} />
              </div>
            ) : (
              <p className="mt-1 text-sm">
                {plural(min, {
                  one: "Fewer than # client: not shown, so nobody can be recognised.",
                  other: "Fewer than # clients: not shown, so nobody can be recognised.",
                })}
              </p>
            )}
          </li>
        ))}
      </ul>
    </CardSection>
  );
}
