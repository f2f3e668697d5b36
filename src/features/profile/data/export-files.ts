import {
  type AccountExport,
  exportCsv,
  exportFileName,
  exportRowCount,
} from "#domain/account-export.ts";
import { EXPORT_TABLES, type ExportTable } from "#domain/account-export-columns.ts";

/** One downloadable file of "Download my data". */
export interface ExportFile {
  key: "json" | ExportTable;
  fileName: string;
  /** An object URL of the file's Blob; revoke it with `revokeExportFiles`. */
  url: string;
  /** Rows in the file; for the JSON, the rows of every table together. */
  rows: number;
}

/**
 * The JSON file (everything, as the server sent it) and one CSV file per table, as Blob URLs for
 * plain download links: one click per file, so no browser blocks a burst of downloads. CSV files
 * start with a byte-order mark so spreadsheet programs read the UTF-8 (Latvian, Armenian) right.
 */
export function buildExportFiles(
  data: AccountExport,
  createUrl: (blob: Blob) => string = (blob) => URL.createObjectURL(blob),
): ExportFile[] {
  const json = new Blob([JSON.stringify(data, null, 2)], { type: "application/json" });
  const files: ExportFile[] = [
    {
      key: "json",
      fileName: exportFileName("json", data.exportedAt),
      url: createUrl(json),
      rows: EXPORT_TABLES.reduce((n, table) => n + exportRowCount(data, table), 0),
    },
  ];
  for (const table of EXPORT_TABLES) {
    const csv = new Blob([`\uFEFF${exportCsv(data, table)}`], { type: "text/csv;charset=utf-8" });
    files.push({
      key: table,
      fileName: exportFileName(table, data.exportedAt),
      url: createUrl(csv),
      rows: exportRowCount(data, table),
    });
  }
  return files;
}

export function revokeExportFiles(
  files: readonly ExportFile[],
  revokeUrl: (url: string) => void = (url) => URL.revokeObjectURL(url),
): void {
  for (const file of files) revokeUrl(file.url);
}
