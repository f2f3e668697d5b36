import { useLingui } from "@lingui/react/macro";
import type { AttendeeRow } from "#db/types.ts";
import { statusLabel } from "../status-labels.ts";
import { usePartnerFormat } from "../use-partner-format.ts";

/** Who registered for one experience: name, ticket id, status and when. Scrolls on a phone. */
export function AttendeeTable({ attendees, title }: { attendees: AttendeeRow[]; title: string }) {
  const { t, i18n } = useLingui();
  const fmt = usePartnerFormat();
  const rows = [...attendees].sort((a, b) => (a.registeredAt < b.registeredAt ? -1 : 1));
  return (
    <div>
      {/* Focusable so keyboard users can scroll it sideways on a phone (WCAG 2.1.1). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus */}
      <section className="overflow-x-auto" aria-label={t`Attendees of ${title}`} tabIndex={0}>
        <table className="table table-sm">
          <thead>
            <tr>
              <th scope="col">{t`Name`}</th>
              <th scope="col">{t`Ticket id`}</th>
              <th scope="col">{t`Status`}</th>
              <th scope="col">{t`Registered`}</th>
              <th scope="col">{t`Attended or cancelled`}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((a) => {
              const label = statusLabel(a.status);
              const when = a.attendedAt ?? a.cancelledAt;
              return (
                <tr key={a.id}>
                  <th scope="row" className="font-medium">
                    {a.name}
                  </th>
                  <td className="font-mono">{a.ticketRef}</td>
                  <td>{label ? i18n._(label) : a.status}</td>
                  <td>
                    <time dateTime={a.registeredAt}>{fmt.time(a.registeredAt)}</time>
                  </td>
                  <td>{when ? <time dateTime={when}>{fmt.time(when)}</time> : null}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    </div>
  );
}
