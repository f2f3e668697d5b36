import {
  ACCOUNT_EXPORT_FORMAT,
  ACCOUNT_EXPORT_VERSION,
  type AccountExport,
  type ExportRow,
} from "#domain/account-export.ts";
import { EXPORT_COLUMNS, EXPORT_TABLES, type ExportTable } from "#domain/account-export-columns.ts";

/** A row of `table` with the given fields and every other column null. */
export function exportRow<T extends ExportTable>(
  table: T,
  fields: Partial<ExportRow<T>>,
): ExportRow<T> {
  const values = fields as Record<string, ExportRow<T>[keyof ExportRow<T>] | undefined>;
  return Object.fromEntries(
    EXPORT_COLUMNS[table].map((column) => [column, values[column] ?? null]),
  ) as ExportRow<T>;
}

/** An export with empty tables and a profile of `username`, then `lists` over it. */
export function accountExportOf(
  username: string,
  lists: Partial<Omit<AccountExport, "format" | "version" | "exportedAt">> = {},
): AccountExport {
  const empty = Object.fromEntries(
    EXPORT_TABLES.filter((table) => table !== "profile").map((table) => [table, []]),
  ) as unknown as Omit<AccountExport, "format" | "version" | "exportedAt" | "profile">;
  return {
    format: ACCOUNT_EXPORT_FORMAT,
    version: ACCOUNT_EXPORT_VERSION,
    exportedAt: "2025-06-02T09:00:00.000Z",
    ...empty,
    profile: exportRow("profile", { username, wellbeingGoals: [], preferredCategories: [] }),
    ...lists,
  };
}
