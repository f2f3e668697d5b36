import { csvDocument } from "./csv.ts";
/**
 * "Download my data" (issue 13): the shape of `GET /api/users/:id/export` and its CSV files.
 * The server answers JSON with a format name and version; the device turns each list into a CSV
 * file, so one request serves both downloads and works the same in every language.
 */

export const ACCOUNT_EXPORT_FORMAT = "culturewell-account-export";
/** Raised when a field is removed or changes meaning; added fields keep the version. */
export const ACCOUNT_EXPORT_VERSION = 1;

type Cell = string | number | boolean | null;
type Row = Record<string, Cell>;

export interface AccountExport {
  format: typeof ACCOUNT_EXPORT_FORMAT;
  version: typeof ACCOUNT_EXPORT_VERSION;
  exportedAt: string;
  /** One row; its lists (wellbeing goals, preferred categories) are arrays. */
  profile: Record<string, Cell | string[]>;
  moods: Row[];
  registrations: Row[];
  feedback: Row[];
  favorites: Row[];
  calendarEvents: Row[];
  reminders: Row[];
  inquiries: Row[];
}

/** The lists of an export, each one CSV file, in the order they are offered. */
export const EXPORT_TABLES = [
  "profile",
  "moods",
  "registrations",
  "feedback",
  "favorites",
  "calendarEvents",
  "reminders",
  "inquiries",
] as const;
export type ExportTable = (typeof EXPORT_TABLES)[number];

/** Rows of one table; the profile is one row, its lists joined with "; ". */
export function exportRows(data: AccountExport, table: ExportTable): Row[] {
  if (table !== "profile") return data[table];
  const row: Row = {};
  for (const [key, value] of Object.entries(data.profile)) {
    row[key] = Array.isArray(value) ? value.join("; ") : value;
  }
  return [row];
}

/**
 * A CSV document: a header of `columns`, then one line per row, CRLF line ends (RFC 4180). The
 * columns come from the rows (first-seen order) unless given, so an empty table still has a
 * header when its columns are named.
 */
export function toCsv(rows: readonly Row[], columns?: readonly string[]): string {
  const header = columns ?? [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return csvDocument(
    header,
    rows.map((row) => header.map((column) => row[column])),
  );
}

/** The columns of each table, so an empty table's file still says what it would hold. */
export const EXPORT_COLUMNS: Record<ExportTable, readonly string[]> = {
  profile: [
    "username",
    "userType",
    "firstName",
    "lastName",
    "email",
    "location",
    "bio",
    "wellbeingGoals",
    "preferredCategories",
    "accessibilityNeeds",
    "remindersEnabled",
    "defaultReminderLead",
    "createdAt",
    "updatedAt",
  ],
  moods: ["id", "mood", "intensity", "notes", "createdAt"],
  registrations: [
    "id",
    "experienceId",
    "experienceTitle",
    "experienceDate",
    "status",
    "registeredAt",
    "attendedAt",
    "cancelledAt",
  ],
  feedback: [
    "id",
    "experienceId",
    "experienceTitle",
    "interactionType",
    "rating",
    "feedback",
    "createdAt",
  ],
  favorites: ["id", "experienceId", "experienceTitle", "createdAt"],
  calendarEvents: [
    "id",
    "title",
    "description",
    "startTime",
    "endTime",
    "location",
    "category",
    "eventType",
    "experienceId",
    "createdAt",
    "updatedAt",
  ],
  reminders: ["id", "calendarEventId", "experienceId", "reminderType", "dismissedAt", "createdAt"],
  inquiries: ["id", "experienceId", "experienceTitle", "name", "email", "message", "createdAt"],
};

/** The CSV file of one table of the export. */
export function exportCsv(data: AccountExport, table: ExportTable): string {
  return toCsv(exportRows(data, table), EXPORT_COLUMNS[table]);
}
