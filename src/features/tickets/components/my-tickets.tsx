import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useEffect, useId, useRef } from "react";
import { useMyTickets, useRegistrationRejections } from "#features/registrations/index.ts";
import { useReasonText } from "#i18n/reason-messages.ts";
import { EmptyState } from "#ui/empty-state.tsx";
import { ShowTicketButton } from "./show-ticket-button.tsx";
import { TicketListItem } from "./ticket-list-item.tsx";

interface MyTicketsProps {
  /** The list's heading level under the page (h2 on its own page, h3 inside a tab). */
  headingLevel?: 2 | 3;
}

/**
 * The user's tickets (a place: registered or attended), soonest first, each opening its ticket
 * dialog (offline too), and apart from them their places on a waiting list. Cancelled
 * registrations are not tickets and are not listed. Registrations the server refused are listed
 * as not confirmed, with the reason.
 */
export function MyTickets({ headingLevel = 2 }: MyTicketsProps) {
  const { t } = useLingui();
  const localize = useReasonText();
  const mine = useMyTickets();
  const rejected = useRegistrationRejections();
  const listRef = useRef<HTMLElement>(null);
  const waitlistHeadingId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const ItemInGroup = headingLevel === 2 ? "h3" : "h4";

  // A ticket cancelled from its dialog leaves the list with the dialog (and the focus with it):
  // keep focus in the list rather than dropping it to the page top.
  const count = mine ? mine.tickets.length + mine.waitlist.length : -1;
  const lastCount = useRef(count);
  useEffect(() => {
    const fewer = count >= 0 && count < lastCount.current;
    lastCount.current = count;
    if (fewer && document.activeElement === document.body) listRef.current?.focus();
  }, [count]);

  if (mine === undefined || rejected === undefined) {
    return <div className="skeleton h-32 w-full" aria-hidden="true" />;
  }
  const { tickets, waitlist } = mine;
  const activeIds = new Set([...tickets, ...waitlist].map((r) => r.experienceId));
  const refused = rejected.filter((r) => !activeIds.has(r.experienceId));
  if (tickets.length === 0 && waitlist.length === 0 && refused.length === 0) {
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
        {t`Register for an experience and your ticket appears here.`}
      </EmptyState>
    );
  }
  return (
    <section
      ref={listRef}
      tabIndex={-1}
      aria-label={t`Your tickets and waiting lists`}
      className="flex flex-col gap-8 outline-none"
    >
      {tickets.length > 0 || refused.length > 0 ? (
        <ul className="grid gap-4" data-testid="my-tickets">
          {tickets.map((r) => (
            <TicketListItem
              key={r.id}
              item={r}
              Heading={Heading}
              action={
                <ShowTicketButton
                  experience={r.experience}
                  registration={r}
                  className="btn btn-outline min-h-11 sm:w-40"
                />
              }
            />
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
      ) : null}
      {waitlist.length > 0 ? (
        <section aria-labelledby={waitlistHeadingId} data-testid="my-waitlist">
          <Heading id={waitlistHeadingId} className="text-lg font-semibold">
            {t`Waiting list`}
          </Heading>
          <p className="mb-3 text-sm text-base-content/80">
            {t`When a place is freed, it goes to the first person in line automatically, and the ticket then appears above.`}
          </p>
          <ul className="grid gap-3">
            {waitlist.map((r) => (
              <TicketListItem key={r.id} item={r} Heading={ItemInGroup} />
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}
