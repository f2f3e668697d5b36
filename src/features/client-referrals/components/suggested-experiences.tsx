import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { formatExperienceDate } from "#domain/dates.ts";
import type { ClientReferralView } from "../data/client-referrals-repo.ts";

/**
 * The experiences the professional suggested, each linking to its page (where the client books:
 * the server then marks the referral booked). A suggestion not on this device yet still links.
 */
export function SuggestedExperiences({
  suggested,
}: {
  suggested: ClientReferralView["suggested"];
}) {
  const { t, i18n } = useLingui();
  return (
    <div className="flex flex-col gap-3">
      {suggested.length === 0 ? (
        <p className="text-base-content/80">{t`No experience was suggested: choose any you like.`}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {suggested.map(({ id, experience }) => (
            <li key={id} className="rounded-box border border-base-300 bg-base-100 p-4">
              {experience ? (
                <>
                  <Link
                    to="/experience/$id"
                    params={{ id }}
                    className="link link-hover font-semibold break-words"
                  >
                    {experience.title}
                  </Link>
                  <p className="mt-1 text-sm text-base-content/80">
                    {formatExperienceDate(experience.date, i18n.locale)} · {experience.venue}
                  </p>
                </>
              ) : (
                <Link to="/experience/$id" params={{ id }} className="link font-semibold">
                  {t`A suggested experience (details load when you are online)`}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
      <Link to="/experiences" className="link self-start">
        {t`Browse other experiences`}
      </Link>
    </div>
  );
}
