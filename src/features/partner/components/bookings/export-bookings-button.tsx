import { useLingui } from "@lingui/react/macro";
import { ExportCsvButton } from "#ui/export-csv-button.tsx";
import { bookingRecords, buildCsv } from "../../data/bookings-csv.ts";
import type { PartnerListings } from "../../data/listings-repo.ts";

/**
 * "Export CSV": every registration of the partner's experiences, built on the device (offline
 * too) and saved through a Blob download. Headers in the reader's language; values as stored.
 */
export function ExportBookingsButton({
  listings,
  ordered,
}: {
  listings: PartnerListings;
  /** The experiences in the page's order. */
  ordered: PartnerListings["experiences"];
}) {
  const { t } = useLingui();
  const empty = listings.attendees.length === 0;
  const build = () => {
    const headers = {
      experience: t`Experience`,
      date: t`Date`,
      name: t`Name`,
      ticketId: t`Ticket id`,
      status: t`Status`,
      registeredAt: t`Registered at`,
      attendedAt: t`Attended at`,
      cancelledAt: t`Cancelled at`,
    };
    return buildCsv(headers, bookingRecords(ordered, listings.attendees));
  };
  return (
    <ExportCsvButton
      fileStem="culturewell-bookings"
      build={build}
      emptyNote={empty ? t`Nothing to export yet: no registrations.` : null}
    />
  );
}
