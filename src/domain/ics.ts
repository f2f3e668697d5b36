/**
 * Minimal RFC 5545 writer: text escaping, line folding and UTC date-times. Enough for one
 * VEVENT per file; everything here is pure so the output can be compared byte for byte.
 */

const CRLF = "\r\n";
const MAX_OCTETS = 75;
const encoder = new TextEncoder();

/** TEXT value escaping (RFC 5545 §3.3.11): backslash, semicolon, comma and newlines. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/**
 * Folds a content line so no physical line exceeds 75 octets (RFC 5545 §3.1). Continuation
 * lines start with one space, which counts toward their 75. Splits only between code points,
 * so a multi-byte character (ā, ē, Armenian letters, emoji) is never cut in half.
 */
export function foldIcsLine(line: string): string {
  if (encoder.encode(line).length <= MAX_OCTETS) return line;
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** 20260315T180000Z */
export function formatIcsUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** Joins content lines (already `NAME:value`) with folding and CRLF, ending with CRLF. */
export function joinIcsLines(lines: readonly string[]): string {
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}
