import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { CalendarScreen } from "#features/calendar/screens.ts";
import { Page } from "#ui/page.tsx";

export const Route = createFileRoute("/_authenticated/calendar")({ component: Calendar });

/** Calendar (docs/calendar-feed.md): the user's events, registered experiences and reminders. */
function Calendar() {
  const { t } = useLingui();
  return (
    <Page
      title={t`Calendar`}
      heading={t`Your Cultural Calendar`}
      lead={t`Plan the experiences you have joined and your own wellbeing activities.`}
    >
      <CalendarScreen />
    </Page>
  );
}
