import { useLingui } from "@lingui/react/macro";
import type { AttendeeRow, CheckinRow } from "#db/types.ts";
import { holdsPlace } from "#domain/registration-lifecycle.ts";
import { firstAdmission } from "../data/verify-scan.ts";

/** Checked in so far (by the list or by scans here not yet synced) out of those with a place. */
export function doorCounts(attendees: readonly AttendeeRow[], checkins: readonly CheckinRow[]) {
  const registered = attendees.filter((a) => holdsPlace(a.status));
  const checkedIn = registered.filter(
    (a) => a.status === "attended" || firstAdmission(a, checkins) !== null,
  ).length;
  return { checkedIn, registered: registered.length };
}

export function DoorCounters({
  attendees,
  checkins,
}: {
  attendees: readonly AttendeeRow[];
  checkins: readonly CheckinRow[];
}) {
  const { t } = useLingui();
  const { checkedIn, registered } = doorCounts(attendees, checkins);
  return (
    <dl className="grid grid-cols-2 gap-3" data-testid="door-counters">
      <div className="rounded-box border border-base-300 p-4">
        <dt className="text-sm text-base-content/80">{t`Checked in`}</dt>
        <dd className="text-3xl font-bold">{checkedIn}</dd>
      </div>
      <div className="rounded-box border border-base-300 p-4">
        <dt className="text-sm text-base-content/80">{t`Registered`}</dt>
        <dd className="text-3xl font-bold">{registered}</dd>
      </div>
    </dl>
  );
}
