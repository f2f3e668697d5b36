import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { ReferralRow } from "#db/types.ts";
import { isOpenReferral } from "#domain/referral-lifecycle.ts";
import { InviteCodeValidity } from "../invite-code-validity.tsx";
import { ReferralHeadline } from "../referral-headline.tsx";
import { StatusBadge } from "../status-badge.tsx";

/** "Recent referrals": the first 5 (newest first) with client and status. */
export const RECENT_REFERRALS = 5;

export function RecentReferrals({ referrals }: { referrals: readonly ReferralRow[] }) {
  const { t } = useLingui();
  const recent = referrals.slice(0, RECENT_REFERRALS);
  return (
    <section aria-labelledby="recent-referrals" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="recent-referrals" className="text-xl font-semibold">
          {t`Recent referrals`}
        </h2>
        <Link to="/professional/referrals/new" className="btn btn-primary btn-sm min-h-11">
          {t`New referral`}
        </Link>
      </div>
      {recent.length === 0 ? (
        <p className="rounded-box border border-base-300 bg-base-200/60 p-5 text-base-content/80">
          {t`No referrals yet. Refer a client to a cultural experience and follow how it goes here.`}
        </p>
      ) : (
        <ul className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100">
          {recent.map((r) => (
            <li key={r.id} className="flex items-center justify-between gap-3 p-4">
              <div className="min-w-0">
                <ReferralHeadline referral={r} />
                {/* The code to hand over, without a trip to the full list. */}
                {r.clientId === null && r.inviteCode && isOpenReferral(r.status) ? (
                  <p className="text-sm">
                    {t`Invitation code:`}{" "}
                    <code className="rounded bg-base-200 px-1.5 py-0.5 font-mono">
                      {r.inviteCode}
                    </code>
                  </p>
                ) : null}
                <InviteCodeValidity referral={r} />
              </div>
              <StatusBadge status={r.status} />
            </li>
          ))}
        </ul>
      )}
      {referrals.length > 0 ? (
        <Link to="/professional/referrals" className="link link-primary min-h-11 self-start py-2">
          {t`View all referrals (${referrals.length})`}
        </Link>
      ) : null}
    </section>
  );
}
