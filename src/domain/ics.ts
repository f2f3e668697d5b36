/**
 * RFC 5545 writer: text escaping, line folding, UTC date-times and whole calendars (a one-off
 * download or the private feed). Pure, so the output can be compared byte for byte; the tests
 * parse it with ical.js, a maintained iCalendar parser.
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

/** 20260315T180000Z (UTC, so no VTIMEZONE is needed and every client agrees on the instant). */
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

/** One VEVENT. Text fields are plain text: escaping happens here. */
export interface IcsEvent {
  /** Globally unique and stable across downloads, e.g. `<id>@culturewell`. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string | null | undefined;
  location?: string | null | undefined;
  categories?: string | null | undefined;
  url?: string | null | undefined;
  /** When the entry last changed (LAST-MODIFIED), so feed readers notice edits. */
  lastModified?: Date | null | undefined;
}

export interface IcsCalendar {
  events: readonly IcsEvent[];
  /** X-WR-CALNAME: the name a subscribing app shows. */
  name?: string;
  /**
   * A subscribed feed: how often readers should fetch it again (REFRESH-INTERVAL, RFC 7986, and
   * the older X-PUBLISHED-TTL that Outlook and Apple Calendar read), in minutes.
   */
  refreshMinutes?: number;
}

function eventLines(event: IcsEvent, stamp: string): string[] {
  const optional = (name: string, value: string | null | undefined) =>
    value ? [`${name}:${escapeIcsText(value)}`] : [];
  return [
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${stamp}`,
    `DTSTART:${formatIcsUtc(event.start)}`,
    `DTEND:${formatIcsUtc(event.end)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    ...optional("DESCRIPTION", event.description),
    ...optional("LOCATION", event.location),
    ...optional("CATEGORIES", event.categories),
    // A URI value is not TEXT: it is written as is (RFC 5545 §3.3.13).
    ...(event.url ? [`URL:${event.url}`] : []),
    ...(event.lastModified ? [`LAST-MODIFIED:${formatIcsUtc(event.lastModified)}`] : []),
    "END:VEVENT",
  ];
}

/** PT1H, PT90M: an RFC 5545 duration of whole minutes. */
export function icsDuration(minutes: number): string {
  return minutes % 60 === 0 ? `PT${minutes / 60}H` : `PT${minutes}M`;
}

/** A whole VCALENDAR (METHOD:PUBLISH), CRLF-terminated, folded, escaped. */
export function buildIcsCalendar(calendar: IcsCalendar, now: Date): string {
  const stamp = formatIcsUtc(now);
  const refresh = calendar.refreshMinutes;
  return joinIcsLines([
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//CultureWell//Calendar//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...(calendar.name ? [`X-WR-CALNAME:${escapeIcsText(calendar.name)}`] : []),
    ...(refresh
      ? [
          `REFRESH-INTERVAL;VALUE=DURATION:${icsDuration(refresh)}`,
          `X-PUBLISHED-TTL:${icsDuration(refresh)}`,
        ]
      : []),
    ...calendar.events.flatMap((event) => eventLines(event, stamp)),
    "END:VCALENDAR",
  ]);
}
