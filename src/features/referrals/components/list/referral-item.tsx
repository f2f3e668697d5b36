import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import type { ExperienceRow, ReferralRow } from "#db/types.ts";
import { ons4Changes } from "#domain/ons4-change.ts";
import { isOpenReferral } from "#domain/referral-lifecycle.ts";
import { InviteCodeValidity } from "../invite-code-validity.tsx";
import { Ons4ChangeList } from "../ons4-change-list.tsx";
import { ReferralHeadline } from "../referral-headline.tsx";
import { StatusBadge } from "../status-badge.tsx";
import { CloseReferralDialog } from "./close-referral-dialog.tsx";
import { InviteCode } from "./invite-code.tsx";
import { ReferralSummaryCard } from "./referral-summary-card.tsx";
import { ReferralTimeline } from "./referral-timeline.tsx";

/**
 * One referral, expandable (a native <details>) to its timeline, experiences and outcomes. The
 * invitation code of a referral still waiting for its new client stays in view, below the row:
 * it is what the professional hands over, often while the client is in the room.
 */
export function ReferralItem({
  referral: r,
  experiences,
  open = false,
}: {
  referral: ReferralRow;
  experiences: ReadonlyMap<string, ExperienceRow>;
  /** Opened by the URL (`?open=`, a link from "Needs your attention"): shown and scrolled to. */
  open?: boolean;
}) {
  const { t } = useLingui();
  const [closing, setClosing] = useState(false);
  const item = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (open) item.current?.scrollIntoView?.({ block: "start" });
  }, [open]);
  const title = (id: string) => experiences.get(id)?.title ?? t`An experience not on this device`;
  const experienceLink = (id: string) => (
    <Link to="/experience/$id" params={{ id }} className="link link-primary">
      {title(id)}
    </Link>
  );
  return (
    <li ref={item} className="scroll-mt-20 rounded-box border border-base-300 bg-base-100">
      <details open={open}>
        <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-3 p-4">
          <span className="min-w-0">
            <ReferralHeadline referral={r} />
          </span>
          <StatusBadge status={r.status} />
        </summary>
        <div className="@container grid gap-6 border-t border-base-300 p-4 md:grid-cols-2">
          <ReferralSummaryCard referral={r} />
          <section>
            <h3 className="mb-2 font-semibold">{t`Timeline`}</h3>
            <ReferralTimeline referral={r} />
          </section>
          <div className="flex flex-col gap-5">
            <section>
              <h3 className="mb-2 font-semibold">{t`Suggested experiences`}</h3>
              {r.experienceIds.length === 0 ? (
                <p className="text-sm text-base-content/80">{t`None suggested`}</p>
              ) : (
                <ul className="list-disc pl-5">
                  {r.experienceIds.map((id) => (
                    <li key={id}>{experienceLink(id)}</li>
                  ))}
                </ul>
              )}
              <p className="mt-2 text-sm">
                {t`Booked:`}{" "}
                {r.bookedExperienceId
                  ? experienceLink(r.bookedExperienceId)
                  : r.timeline.some((step) => step.status === "booked")
                    ? t`an experience of the client's choosing (which one is not shared)`
                    : t`not yet`}
              </p>
            </section>
            <section>
              <h3 className="mb-2 font-semibold">{t`Wellbeing (ONS4) change`}</h3>
              {r.baseline && r.followUp ? (
                <Ons4ChangeList changes={ons4Changes(r.baseline, r.followUp)} />
              ) : (
                <p className="text-sm text-base-content/80">
                  {r.shareOutcomes
                    ? t`Shared by your client: the follow-up comes after they attend.`
                    : t`Not shared`}
                </p>
              )}
            </section>
            {r.notes ? <p className="text-sm">{t`Your note: ${r.notes}`}</p> : null}
            {isOpenReferral(r.status) ? (
              <button
                type="button"
                className="btn btn-outline btn-error min-h-11 self-start"
                onClick={() => setClosing(true)}
              >
                {t`Close referral`}
              </button>
            ) : null}
          </div>
        </div>
      </details>
      {r.clientId === null && isOpenReferral(r.status) ? (
        <section
          aria-label={t`Invitation code for ${r.clientName}`}
          className="border-t border-base-300 px-4 py-3"
        >
          <InviteCode code={r.inviteCode} />
          <InviteCodeValidity referral={r} />
        </section>
      ) : null}
      <CloseReferralDialog
        referralId={r.id}
        clientName={r.clientName}
        open={closing}
        onClose={() => setClosing(false)}
      />
    </li>
  );
}
