import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { MoodHistory, useMoodEntries } from "#features/moods/index.ts";
import { useRegistrations } from "#features/registrations/index.ts";
import { MyTickets } from "#features/tickets/index.ts";
import { EmptyState } from "#ui/empty-state.tsx";

/**
 * The profile's History tab, composed of three features: the user's tickets, past and upcoming
 * (tickets), and their logged moods with a short trend (moods); 'No history yet' linking to
 * /experiences when there is neither a registration nor a mood.
 */
export function HistoryTab() {
  const { t } = useLingui();
  const registrations = useRegistrations();
  const moods = useMoodEntries();
  if (registrations === undefined || moods === undefined) {
    return (
      <p className="py-8 text-base-content/80" aria-busy="true">
        {t`Loading your history…`}
      </p>
    );
  }
  if (registrations.length === 0 && moods.length === 0) {
    return (
      <EmptyState
        title={t`No history yet`}
        action={
          <Link to="/experiences" className="btn btn-primary min-h-11">
            {t`Explore Experiences`}
          </Link>
        }
      >
        {t`Experiences you join and moods you log will appear here.`}
      </EmptyState>
    );
  }
  return (
    <div className="flex flex-col gap-12">
      <section aria-labelledby="tickets-title">
        <h2 id="tickets-title" className="mb-4 text-2xl font-semibold">
          {t`Your tickets`}
        </h2>
        <MyTickets headingLevel={3} />
      </section>
      {moods.length > 0 ? (
        <MoodHistory entries={moods} />
      ) : (
        <section aria-labelledby="mood-history-title">
          <h2 id="mood-history-title" className="mb-4 text-2xl font-semibold">
            {t`Mood history`}
          </h2>
          <p className="rounded-box bg-base-200/70 p-4">
            {t`You haven't logged a mood yet.`}{" "}
            <Link to="/" hash="mood-check-in" className="link link-primary font-medium">
              {t`Log your mood`}
            </Link>
          </p>
        </section>
      )}
    </div>
  );
}
