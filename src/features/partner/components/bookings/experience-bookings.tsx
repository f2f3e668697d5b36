import { useLingui } from "@lingui/react/macro";
import { useExperienceFormat } from "#catalogue/use-experience-format.ts";
import type { AttendeeRow, ExperienceRow, InquiryRow } from "#db/types.ts";
import { countStatuses } from "../../data/figures.ts";
import { CheckInLink } from "../check-in-link.tsx";
import { usePartnerFormat } from "../use-partner-format.ts";
import { AttendeeTable } from "./attendee-table.tsx";
import { InquiryList } from "./inquiry-list.tsx";

interface ExperienceBookingsProps {
  experience: ExperienceRow;
  attendees: AttendeeRow[];
  inquiries: InquiryRow[];
}

/** One listing's bookings: counts per status and inquiries, then the lists behind them. */
export function ExperienceBookings({
  experience: e,
  attendees,
  inquiries,
}: ExperienceBookingsProps) {
  const { t } = useLingui();
  const fmt = usePartnerFormat();
  const format = useExperienceFormat();
  const counts = countStatuses(attendees);
  const headingId = `bookings-${e.id}`;
  const figures = [
    [t`Registered`, counts.registered],
    [t`Waiting list`, counts.waitlisted],
    [t`Attended`, counts.attended],
    [t`No-shows`, counts.no_show],
    [t`Cancelled`, counts.cancelled],
    [t`Inquiries`, inquiries.length],
  ] as const;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-box border border-base-300 bg-base-100 p-5 shadow-sm"
      data-testid="experience-bookings"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={headingId} className="text-lg font-semibold">
            {e.title}
          </h3>
          <p className="text-sm text-base-content/80">
            {format.date(e.date)} · {e.venue}
          </p>
        </div>
        <CheckInLink experienceId={e.id} describedBy={headingId} />
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-field bg-base-200/60 px-3 py-2">
            <dt className="text-sm text-base-content/80">{label}</dt>
            <dd className="text-xl font-semibold tabular-nums">{fmt.count(value)}</dd>
          </div>
        ))}
      </dl>
      {attendees.length > 0 ? (
        <details className="mt-4">
          <summary className="flex min-h-11 cursor-pointer items-center font-medium">
            {t`Attendee list (${fmt.count(attendees.length)})`}
          </summary>
          <AttendeeTable attendees={attendees} title={e.title} />
        </details>
      ) : (
        <p className="mt-4 text-sm text-base-content/80">{t`Nobody has registered yet.`}</p>
      )}
      {inquiries.length > 0 ? (
        <details className="mt-2">
          <summary className="flex min-h-11 cursor-pointer items-center font-medium">
            {t`Inquiries (${fmt.count(inquiries.length)})`}
          </summary>
          <InquiryList inquiries={inquiries} />
        </details>
      ) : null}
    </article>
  );
}
