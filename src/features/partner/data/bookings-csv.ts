import type { AttendeeRow, ExperienceRow } from "#db/types.ts";
import { csvTable } from "#domain/csv.ts";

/**
 * "Export CSV" of the partner's registrations: RFC 4180 (CRLF between records; a field with a
 * comma, a quote or a line break is quoted and its quotes doubled). Names come from strangers,
 * so a cell a spreadsheet would run as a formula (starting with = + - @, or a tab or carriage
 * return, OWASP "CSV injection") is prefixed with ' and read as text.
 */

export const CSV_COLUMNS = [
  "experience",
  "date",
  "name",
  "ticketId",
  "status",
  "registeredAt",
  "attendedAt",
  "cancelledAt",
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];
export type CsvRecord = Record<CsvColumn, string>;

/** The whole file: the header row (in the reader's language) and one record per line. */
export function buildCsv(headers: Record<CsvColumn, string>, records: readonly CsvRecord[]) {
  return csvTable(CSV_COLUMNS, headers, records);
}

/**
 * One record per registration, grouped by experience in the listing order given; within an
 * experience in the order people registered. Times stay ISO text: exact and sortable.
 */
export function bookingRecords(
  experiences: readonly ExperienceRow[],
  attendees: readonly AttendeeRow[],
): CsvRecord[] {
  return experiences.flatMap((e) =>
    attendees
      .filter((a) => a.experienceId === e.id)
      .sort((a, b) =>
        a.registeredAt < b.registeredAt ? -1 : a.registeredAt > b.registeredAt ? 1 : 0,
      )
      .map((a) => ({
        experience: e.title,
        date: e.date,
        name: a.name,
        ticketId: a.ticketRef,
        status: a.status,
        registeredAt: a.registeredAt,
        attendedAt: a.attendedAt ?? "",
        cancelledAt: a.cancelledAt ?? "",
      })),
  );
}
