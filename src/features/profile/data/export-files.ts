import {
  type AccountExport,
  EXPORT_TABLES,
  type ExportTable,
  exportCsv,
} from "#domain/account-export.ts";

/** One downloadable file of "Download my data". */
export interface ExportFile {
  key: "json" | ExportTable;
  fileName: string;
  /** An object URL of the file's Blob; revoke it with `revokeExportFiles`. */
  url: string;
  /** Rows in the file (the JSON counts every list). */
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
  const day = data.exportedAt.slice(0, 10);
  const json = new Blob([JSON.stringify(data, null, 2)], { type: "application/json" });
  const files: ExportFile[] = [
    {
      key: "json",
      fileName: `culturewell-my-data-${day}.json`,
      url: createUrl(json),
      rows: EXPORT_TABLES.reduce((n, table) => n + rowCount(data, table), 0),
    },
  ];
  for (const table of EXPORT_TABLES) {
    const csv = new Blob([`\uFEFF${exportCsv(data, table)}`], { type: "text/csv;charset=utf-8" });
    files.push({
      key: table,
      fileName: `culturewell-${kebab(table)}-${day}.csv`,
      url: createUrl(csv),
      rows: rowCount(data, table),
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

function rowCount(data: AccountExport, table: ExportTable): number {
  return table === "profile" ? 1 : data[table].length;
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
