import { useLingui } from "@lingui/react/macro";
import type { AttendeeRow, CheckinRow } from "#db/types.ts";
import { ticketRef } from "#domain/ticket-token.ts";
import { useDoorWords } from "./use-door-words.ts";

const SHOWN = 8;

/**
 * The last scans made on this device, newest first, as the server judged them once synced: a
 * later scan of a ticket another door admitted first comes back `duplicate`. A scan still in the
 * outbox says "Not sent yet": its outcome is this device's guess until the server has it.
 */
export function RecentScans({
  deviceId,
  attendees,
  checkins,
  unsent,
}: {
  deviceId: string | null;
  attendees: readonly AttendeeRow[];
  checkins: readonly CheckinRow[];
  unsent: ReadonlySet<string>;
}) {
  const { t } = useLingui();
  const { time } = useDoorWords();
  const names = new Map(attendees.map((a) => [a.id, a.name]));
  const mine = checkins
    .filter((c) => c.deviceId === deviceId)
    .sort((a, b) => (a.scannedAt < b.scannedAt ? 1 : -1))
    .slice(0, SHOWN);

  const outcome = (c: CheckinRow) => {
    if (c.outcome === "admitted") return <span className="badge badge-success">{t`Admitted`}</span>;
    if (c.outcome === "duplicate")
      return <span className="badge badge-warning">{t`Duplicate entry`}</span>;
    return <span className="badge badge-error">{t`Refused`}</span>;
  };

  return (
    <section aria-labelledby="recent-scans-heading" className="flex flex-col gap-3">
      <h2 id="recent-scans-heading" className="text-xl font-semibold">
        {t`Recent scans on this device`}
      </h2>
      {mine.length === 0 ? (
        <p className="text-base-content/80">{t`No scans on this device yet.`}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-base-300" data-testid="recent-scans">
          {mine.map((c) => (
            <li key={c.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
              <span className="font-mono text-sm">{time(c.scannedAt)}</span>
              <span className="grow font-medium">
                {names.get(c.registrationId) ?? ticketRef(c.registrationId)}
              </span>
              {outcome(c)}
              {unsent.has(c.id) ? (
                <span className="badge badge-outline">{t`Not sent yet`}</span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
