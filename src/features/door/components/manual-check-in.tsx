import { useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import type { AttendeeRow, CheckinRow } from "#db/types.ts";
import { findAttendees } from "../data/find-attendees.ts";
import { firstAdmission } from "../data/verify-scan.ts";

interface ManualCheckInProps {
  attendees: readonly AttendeeRow[];
  checkins: readonly CheckinRow[];
  /** False while a result is shown or a check-in runs. */
  enabled: boolean;
  onCheckIn: (attendee: AttendeeRow) => void;
}

/** No ticket to scan: find the person by name or ticket id in the downloaded list. */
export function ManualCheckIn({ attendees, checkins, enabled, onCheckIn }: ManualCheckInProps) {
  const { t } = useLingui();
  const [query, setQuery] = useState("");
  const inputId = useId();
  const found = findAttendees(attendees, query);

  const statusWord = (a: AttendeeRow): string => {
    if (a.status === "attended" || firstAdmission(a, checkins)) return t`Checked in`;
    if (a.status === "registered") return t`Registered`;
    if (a.status === "waitlisted") return t`On the waiting list`;
    if (a.status === "cancelled") return t`Cancelled`;
    if (a.status === "no_show") return t`Did not come`;
    return a.status;
  };

  return (
    <section aria-labelledby={`${inputId}-heading`} className="flex flex-col gap-3">
      <h2 id={`${inputId}-heading`} className="text-xl font-semibold">
        {t`Find a person`}
      </h2>
      <label htmlFor={inputId} className="text-sm font-medium">
        {t`Name or ticket id`}
      </label>
      <input
        id={inputId}
        type="search"
        className="input input-lg w-full"
        autoComplete="off"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {query.trim() ? (
        <p className="text-sm text-base-content/80" aria-live="polite">
          {found.length === 0
            ? t`Nobody in the downloaded list matches “${query}”.`
            : t`${found.length} found`}
        </p>
      ) : null}
      {found.length > 0 ? (
        <ul className="flex flex-col divide-y divide-base-300 rounded-box border border-base-300">
          {found.map((a) => (
            <li key={a.id} className="flex flex-wrap items-center gap-3 p-3">
              <div className="min-w-0 grow">
                <p className="font-semibold">{a.name}</p>
                <p className="text-sm text-base-content/80">
                  <span className="font-mono">{a.ticketRef}</span> · {statusWord(a)}
                </p>
              </div>
              <button
                type="button"
                className="btn btn-primary min-h-11"
                disabled={!enabled}
                aria-label={t`Check in ${a.name}`}
                onClick={() => onCheckIn(a)}
              >
                {t`Check in`}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
