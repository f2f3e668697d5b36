/**
 * Saves text as a file through a Blob and a temporary link (no network; the CSP allows blob:).
 * CSV files lead with a byte-order mark (`bom`) so spreadsheet programs read non-Latin names
 * (Latvian, Armenian) as UTF-8.
 */
export function downloadText(
  text: string,
  fileName: string,
  type: string,
  { bom = false }: { bom?: boolean } = {},
): void {
  const url = URL.createObjectURL(new Blob(bom ? ["\uFEFF", text] : [text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled; revoking at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
