import {
  EXPORT_COLUMNS,
  EXPORT_TABLES,
  type ExportCell,
  type ExportTable,
} from "./account-export-columns.ts";
import { type CsvValue, csvDocument } from "./csv.ts";

/**
 * "Download my data": the shape of `GET /api/users/:id/export` and of its CSV files (the device
 * makes them from the JSON; `GET /api/users/:id/export.csv?table=` serves the same files from
 * the server). One request serves every download and reads the same in every language. The
 * format, each list and what is deliberately left out: docs/account-export.md.
 */

export const ACCOUNT_EXPORT_FORMAT = "culturewell-account-export";
/**
 * Raised when a field is removed or changes meaning, or a list is added (a reader that checks
 * the version then knows every list). Version 2 adds the lists referralsReceived, referralsMade,
 * referralSteps, consentHistory, partnerProfile, listings, doorHelpers, doorScans, pushSubscriptions,
 * calendarFeed, sessions, devices and invitationCodes, and fields to the version 1 lists (the
 * profile's `id`, a mood's `experienceId`, …); a cell of any list, not only the profile, may now
 * be an array of strings, which a CSV joins with "; ".
 */
export const ACCOUNT_EXPORT_VERSION = 2;

/** One row of a table: exactly its columns, so a field left out does not compile. */
export type ExportRow<T extends ExportTable> = {
  [C in (typeof EXPORT_COLUMNS)[T][number]]: ExportCell;
};

type ListTable = Exclude<ExportTable, "profile">;

export type AccountExport = {
  format: typeof ACCOUNT_EXPORT_FORMAT;
  version: typeof ACCOUNT_EXPORT_VERSION;
  exportedAt: string;
  /** One row; its lists (wellbeing goals, preferred categories) are arrays. */
  profile: ExportRow<"profile">;
} & { [T in ListTable]: ExportRow<T>[] };

type CsvRow = Record<string, CsvValue>;

export function isExportTable(value: unknown): value is ExportTable {
  return (EXPORT_TABLES as readonly unknown[]).includes(value);
}

/** Rows of one table as a CSV shows them: arrays joined with "; "; the profile is one row. */
export function exportRows(data: AccountExport, table: ExportTable): CsvRow[] {
  const rows: readonly Record<string, ExportCell>[] =
    table === "profile" ? [data.profile] : data[table];
  return rows.map((row) => {
    const flat: CsvRow = {};
    for (const [key, value] of Object.entries(row)) {
      flat[key] = isList(value) ? value.join("; ") : value;
    }
    return flat;
  });
}

const isList = (value: ExportCell): value is readonly string[] => Array.isArray(value);

/** How many rows a table holds (the profile is always one). */
export function exportRowCount(data: AccountExport, table: ExportTable): number {
  return table === "profile" ? 1 : data[table].length;
}

/**
 * A CSV document: a header of `columns`, then one line per row, CRLF line ends (RFC 4180). The
 * columns come from the rows (first-seen order) unless given, so an empty table still has a
 * header when its columns are named.
 */
export function toCsv(rows: readonly CsvRow[], columns?: readonly string[]): string {
  const header = columns ?? [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return csvDocument(
    header,
    rows.map((row) => header.map((column) => row[column])),
  );
}

/**
 * The CSV file of one table: the same text on the device and from the server, every text cell
 * behind the formula guard of csv.ts.
 */
export function exportCsv(data: AccountExport, table: ExportTable): string {
  return toCsv(exportRows(data, table), EXPORT_COLUMNS[table]);
}

/** The file name of the JSON (`json`) or of one table's CSV, dated by the export. */
export function exportFileName(key: "json" | ExportTable, exportedAt: string): string {
  const day = exportedAt.slice(0, 10);
  if (key === "json") return `culturewell-my-data-${day}.json`;
  const kebab = key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return `culturewell-${kebab}-${day}.csv`;
}
