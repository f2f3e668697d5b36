import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useSyncMayBringData } from "#catalogue/use-sync-pending.ts";
import { formatExperienceDate } from "#domain/dates.ts";
import { useSession } from "#session/use-session.ts";
import { EmptyState } from "#ui/empty-state.tsx";
import { Page } from "#ui/page.tsx";
import { useDoorExperiences } from "../hooks/use-door-experiences.ts";

/** `/partner/check-in`: the experiences whose door this user may keep, soonest first. */
export function DoorIndexScreen() {
  const { t, i18n } = useLingui();
  const { user } = useSession();
  const experiences = useDoorExperiences(user?.id ?? "");
  const mayArrive = useSyncMayBringData();
  const lead = t`Choose an experience to check its tickets in. Open it once online: the attendee list then stays on this device and check-in works without a connection.`;

  if (!experiences || (experiences.length === 0 && mayArrive)) {
    return <Page title={t`Door check-in`} lead={t`Loading…`} />;
  }
  return (
    <Page title={t`Door check-in`} lead={lead}>
      {experiences.length === 0 ? (
        <EmptyState
          title={t`No experiences to check in`}
          action={
            <Link to="/dashboard" className="btn btn-primary min-h-11">
              {t`Back to Dashboard`}
            </Link>
          }
        >
          {t`Your upcoming experiences, and those of partners who named you a door helper, appear here.`}
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-3 pb-8">
          {experiences.map((e) => (
            <li key={e.id}>
              <Link
                to="/partner/check-in/$experienceId"
                params={{ experienceId: e.id }}
                className="flex min-h-11 flex-col gap-1 rounded-box border border-base-300 p-4 hover:bg-base-200 focus-visible:bg-base-200"
              >
                <span className="text-lg font-semibold">{e.title}</span>
                <span className="text-sm text-base-content/80">
                  {formatExperienceDate(e.date, i18n.locale)} · {e.venue}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
