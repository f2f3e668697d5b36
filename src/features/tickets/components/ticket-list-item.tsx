import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useExperienceFormat } from "#catalogue/use-experience-format.ts";
import type { RegistrationWithExperience } from "#features/registrations/index.ts";
import { useTicketStatus } from "./ticket-code.tsx";

interface TicketListItemProps {
  item: RegistrationWithExperience;
  Heading: "h2" | "h3" | "h4";
  /** Show Ticket, for a ticket; nothing for a place on the waiting list. */
  action?: ReactNode;
}

/** One row of the tickets list: the experience, when and where, its status in words. */
export function TicketListItem({ item: r, Heading, action }: TicketListItemProps) {
  const fmt = useExperienceFormat();
  const status = useTicketStatus()(r);
  return (
    <li className="flex flex-col gap-3 rounded-box border border-base-300 bg-base-100 p-5 shadow-sm sm:flex-row sm:items-center">
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
          <span className={`badge badge-sm h-auto ${status.badge}`}>{status.label}</span>
        </p>
      </div>
      {action}
    </li>
  );
}
