import { useLingui } from "@lingui/react/macro";
import { downloadText } from "#ui/download-file.ts";
import { bookingRecords, buildCsv } from "../../data/bookings-csv.ts";
import type { PartnerListings } from "../../data/listings-repo.ts";

/**
 * "Export CSV": every registration of the partner's experiences, built on the device (offline
 * too) and saved through a Blob download. Headers in the reader's language; values as stored.
 */
export function ExportCsvButton({
  listings,
  ordered,
}: {
  listings: PartnerListings;
  /** The experiences in the page's order. */
  ordered: PartnerListings["experiences"];
}) {
  const { t } = useLingui();
  const empty = listings.attendees.length === 0;
  const exportCsv = () => {
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
    const csv = buildCsv(headers, bookingRecords(ordered, listings.attendees));
    const day = new Date().toISOString().slice(0, 10);
    downloadText(csv, `culturewell-bookings-${day}.csv`, "text/csv;charset=utf-8", { bom: true });
  };
  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        className="btn btn-primary min-h-11"
        onClick={exportCsv}
        disabled={empty}
        aria-describedby={empty ? "export-csv-note" : undefined}
      >
        {t`Export CSV`}
      </button>
      {empty ? (
        <p id="export-csv-note" className="text-sm text-base-content/80">
          {t`Nothing to export yet: no registrations.`}
        </p>
      ) : null}
    </div>
  );
}
