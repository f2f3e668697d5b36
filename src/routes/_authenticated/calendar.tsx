import { useLingui } from "@lingui/react/macro";
import { createFileRoute, Link } from "@tanstack/react-router";
import { EmptyState } from "#ui/empty-state.tsx";
import { Page } from "#ui/page.tsx";

export const Route = createFileRoute("/_authenticated/calendar")({ component: Calendar });

/** Calendar frame (spec §2); events and the Add Event dialog arrive with the calendar issue. */
function Calendar() {
  const { t } = useLingui();
  return (
    <Page
      title={t`Calendar`}
      heading={t`Your Cultural Calendar`}
      lead={t`Plan the experiences you have joined and your own wellbeing activities.`}
    >
      <div className="pb-8">
        <EmptyState
          title={t`No events scheduled for today`}
          action={
            <Link to="/experiences" className="btn btn-primary min-h-11">
              {t`Browse Experiences`}
            </Link>
          }
        />
      </div>
    </Page>
  );
}
