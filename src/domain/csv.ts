/**
 * CSV as the app writes it everywhere (a partner's bookings, a professional's referrals, a
 * person's own data): RFC 4180 (CRLF between records; a field with a comma, a quote or a line
 * break is quoted and its quotes doubled). Cells come from other people (names, notes), so a text
 * cell a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return:
 * OWASP "CSV injection") gets a leading apostrophe and shows as the text it is. Numbers stay
 * numbers: a negative figure is data, not a formula.
 */
export type CsvValue = string | number | boolean | null | undefined;

export function guardFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** One field, neutralised and quoted as needed; null and undefined are empty. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  const text = typeof value === "string" ? guardFormula(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A document of named columns: the header row from `headers` (the reader's words), then each
 * record's cells in `columns` order.
 */
export function csvTable<C extends string>(
  columns: readonly C[],
  headers: Record<C, string>,
  records: readonly Partial<Record<C, CsvValue>>[],
): string {
  return csvDocument(
    columns.map((c) => headers[c]),
    records.map((r) => columns.map((c) => r[c])),
  );
}

/** A whole document: the header, then one line per record, each line ended by CRLF. */
export function csvDocument(
  header: readonly CsvValue[],
  records: readonly (readonly CsvValue[])[],
) {
  return `${[header, ...records].map((cells) => cells.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
