import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useExperienceFormat } from "#features/experiences/index.ts";
import {
  useRegisteredExperiences,
  useRegistrationRejections,
} from "#features/registrations/index.ts";
import { useReasonText } from "#i18n/reason-messages.ts";
import { EmptyState } from "#ui/empty-state.tsx";
import { ShowTicketButton } from "./show-ticket-button.tsx";

interface MyTicketsProps {
  /** The list's heading level under the page (h2 on its own page, h3 inside a tab). */
  headingLevel?: 2 | 3;
}

/**
 * The user's tickets, soonest first, each opening its ticket dialog (offline too), so a ticket
 * is at hand without searching for the experience. Registrations the server refused are listed
 * as not confirmed, with the reason.
 */
export function MyTickets({ headingLevel = 2 }: MyTicketsProps) {
  const { t } = useLingui();
  const fmt = useExperienceFormat();
  const localize = useReasonText();
  const tickets = useRegisteredExperiences();
  const rejected = useRegistrationRejections();
  const Heading = headingLevel === 2 ? "h2" : "h3";

  if (tickets === undefined || rejected === undefined) {
    return <div className="skeleton h-32 w-full" aria-hidden="true" />;
  }
  const registeredIds = new Set(tickets.map((r) => r.experienceId));
  const refused = rejected.filter((r) => !registeredIds.has(r.experienceId));
  if (tickets.length === 0 && refused.length === 0) {
    return (
      <EmptyState
        level={headingLevel}
        title={t`No tickets yet`}
        action={
          <Link to="/experiences" className="btn btn-primary min-h-11">
            {t`Browse Experiences`}
          </Link>
        }
      >
        {t`Register for an experience and your free ticket appears here.`}
      </EmptyState>
    );
  }
  return (
    <ul className="grid gap-4" data-testid="my-tickets">
      {tickets.map((r) => (
        <li
          key={r.id}
          className="flex flex-col gap-3 rounded-box border border-base-300 bg-base-100 p-5 shadow-sm sm:flex-row sm:items-center"
        >
          <div className="min-w-0 flex-1">
            <Heading className="font-semibold">
              <Link to="/experience/$id" params={{ id: r.experienceId }} className="link-hover">
                {r.experience.title}
              </Link>
            </Heading>
            <p className="text-sm text-base-content/80">
              {fmt.date(r.experience.date)} · {r.experience.venue}
            </p>
            <p className="mt-1">
              {r.ticketToken ? (
                <span className="badge badge-success badge-sm">{t`Confirmed`}</span>
              ) : (
                <span className="badge badge-warning badge-sm">{t`Awaiting confirmation`}</span>
              )}
            </p>
          </div>
          <ShowTicketButton
            experience={r.experience}
            registration={r}
            className="btn btn-outline min-h-11 sm:w-40"
          />
        </li>
      ))}
      {refused.map((r) => (
        <li key={r.id} className="rounded-box border border-error/40 bg-error/6 p-5">
          <Heading className="font-semibold">
            <Link to="/experience/$id" params={{ id: r.experienceId }} className="link-hover">
              {r.experience?.title ?? t`Experience`}
            </Link>
          </Heading>
          <p className="mt-1">
            <span className="badge badge-error badge-sm">{t`Not confirmed`}</span>
          </p>
          <p className="text-sm">
            {localize(r.code, t`Your registration could not be confirmed.`)}
          </p>
        </li>
      ))}
    </ul>
  );
}
