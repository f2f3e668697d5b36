import { describe, expect, it } from "vitest";
import type { AttendeeRow } from "#db/types.ts";
import { csvCell } from "#domain/csv.ts";
import { testExperience } from "#testing/fixtures.ts";
import { bookingRecords, buildCsv, CSV_COLUMNS, type CsvColumn } from "./bookings-csv.ts";

const HEADERS = Object.fromEntries(CSV_COLUMNS.map((c) => [c, c])) as Record<CsvColumn, string>;

function attendee(overrides: Partial<AttendeeRow>): AttendeeRow {
  return {
    id: "0197aaaa-0000-7000-8000-000000000001",
    experienceId: "e1",
    name: "Ana",
    ticketRef: "00000001",
    status: "registered",
    registeredAt: "2030-01-01T10:00:00.000Z",
    attendedAt: null,
    cancelledAt: null,
    checkedInBy: null,
    ...overrides,
  };
}

describe("csvCell (RFC 4180 + formula injection)", () => {
  it("leaves plain text alone", () => {
    expect(csvCell("Ana Berzina")).toBe("Ana Berzina");
    expect(csvCell("")).toBe("");
  });

  it("quotes commas, quotes and line breaks, doubling quotes", () => {
    expect(csvCell("Smith, Jo")).toBe('"Smith, Jo"');
    expect(csvCell('Jo "JJ" Smith')).toBe('"Jo ""JJ"" Smith"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("cr\r\nlf")).toBe('"cr\r\nlf"');
  });

  it("prefixes cells a spreadsheet would run as a formula", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("+1 555")).toBe("'+1 555");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tTab")).toBe("'\tTab");
    expect(csvCell("a=b")).toBe("a=b");
  });
});

describe("the bookings export", () => {
  it("writes a header and one CRLF-terminated record per registration, grouped by experience", () => {
    const choir = testExperience({
      id: "e1",
      title: "Choir, evening",
      date: "2030-02-01T18:00:00Z",
    });
    const pottery = testExperience({ id: "e2", title: "Pottery", date: "2030-03-01" });
    const rows = [
      attendee({ id: "r3", experienceId: "e2", name: "=cmd", ticketRef: "R3" }),
      attendee({
        id: "r2",
        name: "Ben",
        ticketRef: "R2",
        status: "attended",
        registeredAt: "2030-01-02T09:00:00.000Z",
        attendedAt: "2030-02-01T18:05:00.000Z",
      }),
      attendee({
        id: "r1",
        name: "Ana",
        ticketRef: "R1",
        status: "cancelled",
        cancelledAt: "2030-01-03T09:00:00.000Z",
      }),
      attendee({ id: "other", experienceId: "not-mine", name: "Stranger" }),
    ];
    const csv = buildCsv(HEADERS, bookingRecords([choir, pottery], rows));
    expect(csv.split("\r\n")).toEqual([
      "experience,date,name,ticketId,status,registeredAt,attendedAt,cancelledAt",
      '"Choir, evening",2030-02-01T18:00:00Z,Ana,R1,cancelled,2030-01-01T10:00:00.000Z,,2030-01-03T09:00:00.000Z',
      '"Choir, evening",2030-02-01T18:00:00Z,Ben,R2,attended,2030-01-02T09:00:00.000Z,2030-02-01T18:05:00.000Z,',
      "Pottery,2030-03-01,'=cmd,R3,registered,2030-01-01T10:00:00.000Z,,",
      "",
    ]);
  });

  it("is just the header when there are no registrations", () => {
    expect(buildCsv(HEADERS, [])).toBe(
      "experience,date,name,ticketId,status,registeredAt,attendedAt,cancelledAt\r\n",
    );
  });
});
