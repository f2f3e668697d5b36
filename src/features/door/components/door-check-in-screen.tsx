import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useSyncMayBringData } from "#catalogue/use-sync-pending.ts";
import { formatExperienceDate } from "#domain/dates.ts";
import { useSession } from "#session/use-session.ts";
import { EmptyState } from "#ui/empty-state.tsx";
import { Page } from "#ui/page.tsx";
import { useDoorAccess } from "../hooks/use-door-access.ts";
import { DoorDesk } from "./door-desk.tsx";

/**
 * `/partner/check-in/:experienceId`: the door of one experience, for its creator and the door
 * helpers they named; anyone else is told so and sent back.
 */
export function DoorCheckInScreen({ experienceId }: { experienceId: string }) {
  const { t, i18n } = useLingui();
  const { user } = useSession();
  const access = useDoorAccess(experienceId, user?.id ?? "");
  const mayArrive = useSyncMayBringData();

  if (access.state === "loading" || (access.state !== "allowed" && mayArrive)) {
    return <Page title={t`Door check-in`} lead={t`Loading…`} />;
  }
  if (access.state !== "allowed") {
    const back = (
      <Link to="/partner/check-in" className="btn btn-primary min-h-11">
        {t`Back to door check-in`}
      </Link>
    );
    return (
      <Page title={t`Door check-in`}>
        <EmptyState
          title={
            access.state === "missing"
              ? t`This experience was not found`
              : t`You are not on the door team for this experience`
          }
          action={back}
        >
          {t`Only the experience's organiser and the door helpers they named can check tickets in.`}
        </EmptyState>
      </Page>
    );
  }

  const { experience } = access;
  return (
    <Page
      title={t`Door check-in`}
      eyebrow={t`Door check-in`}
      heading={experience.title}
      lead={`${formatExperienceDate(experience.date, i18n.locale)} · ${experience.venue}`}
    >
      <DoorDesk experience={experience} />
    </Page>
  );
}
