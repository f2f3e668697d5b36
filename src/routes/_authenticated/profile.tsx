import { useLingui } from "@lingui/react/macro";
import { createFileRoute, Link } from "@tanstack/react-router";
import type { UserType } from "../../domain/constants.ts";
import { initialsOf } from "../../domain/user.ts";
import { useSession } from "../../features/auth/index.ts";
import { Page } from "../../ui/page.tsx";

export const Route = createFileRoute("/_authenticated/profile")({ component: Profile });

/**
 * Profile frame (spec §2 'Your Wellbeing Journey'): the account as the session knows it. Tabs,
 * editing and recommendations arrive with the profile issue.
 */
function Profile() {
  const { t } = useLingui();
  const { user } = useSession();
  const typeLabel: Record<UserType, string> = {
    individual: t`Individual`,
    professional: t`Health professional`,
    cultural_partner: t`Cultural partner`,
  };
  const fullName = [user?.firstName, user?.lastName].filter(Boolean).join(" ");
  const notSpecified = t`Not specified`;
  return (
    <Page
      title={t`Profile`}
      heading={t`Your Wellbeing Journey`}
      lead={t`Your account, preferences and the experiences picked for you.`}
    >
      <section
        aria-labelledby="profile-account"
        className="mb-8 flex flex-col gap-6 rounded-box border border-base-300 bg-base-100 p-6 shadow-sm sm:flex-row sm:items-center"
      >
        <div
          aria-hidden="true"
          className="grid size-20 shrink-0 place-items-center rounded-full bg-primary text-2xl font-bold text-primary-content"
        >
          {initialsOf(user)}
        </div>
        <div className="min-w-0 flex-1">
          <h2 id="profile-account" className="text-xl font-semibold">
            {fullName || user?.username}
          </h2>
          <dl className="mt-3 grid gap-x-8 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="text-base-content/70">{t`Username`}</dt>
            <dd className="break-all">{user?.username}</dd>
            <dt className="text-base-content/70">{t`Email`}</dt>
            <dd className="break-all">{user?.email || notSpecified}</dd>
            <dt className="text-base-content/70">{t`Account type`}</dt>
            <dd>{user ? typeLabel[user.userType] : notSpecified}</dd>
            <dt className="text-base-content/70">{t`Location`}</dt>
            <dd>{user?.location || notSpecified}</dd>
          </dl>
        </div>
        <Link to="/dashboard" className="btn btn-outline min-h-11 self-start sm:self-center">
          {t`Dashboard`}
        </Link>
      </section>
    </Page>
  );
}
