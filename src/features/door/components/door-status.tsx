import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { formatDateTime } from "#domain/dates.ts";
import type { DoorConnection } from "../hooks/use-door-opening.ts";

/**
 * How ready this door is to work with no signal: when the list was downloaded, how many people
 * it holds, and whether the device is offline now.
 */
export function DoorStatus({
  connection,
  attendeeCount,
}: {
  connection: DoorConnection;
  attendeeCount: number;
}) {
  const { t, i18n } = useLingui();
  const { online, lastSyncedAt, ticketKey, keyFailed } = connection;
  const when = lastSyncedAt ? formatDateTime(lastSyncedAt, i18n.locale) : null;

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-box bg-base-200 px-4 py-3">
      {online ? null : (
        <span className="badge badge-neutral badge-lg gap-1 font-semibold">{t`Offline`}</span>
      )}
      <p className="text-sm" data-testid="door-list-status">
        {when
          ? t`List downloaded ${when} · ${plural(attendeeCount, { one: "# attendee", other: "# attendees" })} · works offline`
          : online
            ? t`Downloading the attendee list…`
            : t`The attendee list has not been downloaded yet. Connect to the internet once on this page.`}
      </p>
      {ticketKey === null && keyFailed ? (
        <p className="text-sm font-medium" role="alert">
          {t`The ticket key could not be downloaded. Scanning starts once it is.`}
        </p>
      ) : null}
    </div>
  );
}
