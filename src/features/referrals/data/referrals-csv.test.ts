import { describe, expect, it } from "vitest";
import { csvCell } from "#domain/csv.ts";
import { buildReferralsCsv, REFERRAL_CSV_COLUMNS, referralRecord } from "./referrals-csv.ts";
import { testReferral } from "./test-referral.ts";

const titles: Record<string, string> = { e1: "Choir, evening", e2: "Clay" };
const titleOf = (id: string) => titles[id] ?? id;
const headers = Object.fromEntries(REFERRAL_CSV_COLUMNS.map((c) => [c, c])) as never;

describe("csvCell", () => {
  it("quotes commas, quotes and line breaks, doubling quotes", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell('a "b", c')).toBe('"a ""b"", c"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
  });
  it("neutralises cells a spreadsheet would run as formulas", () => {
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell("+1")).toBe("'+1");
    expect(csvCell("-1,2")).toBe(`"'-1,2"`);
    expect(csvCell("@SUM")).toBe("'@SUM");
  });
});

describe("referral records", () => {
  const step = (status: string, at: string, reason: string | null = null) => ({
    status,
    at,
    by: null,
    reason,
  });
  const closed = testReferral({
    id: "r1",
    clientName: "=cmd",
    status: "closed",
    experienceIds: ["e1", "e2"],
    bookedExperienceId: "e1",
    timeline: [
      step("sent", "2030-05-01T09:00:00Z"),
      step("accepted", "2030-05-02T09:00:00Z"),
      step("booked", "2030-05-03T09:00:00Z"),
      step("did_not_attend", "2030-05-04T09:00:00Z"),
      step("booked", "2030-05-05T09:00:00Z"),
      step("closed", "2030-05-06T09:00:00Z", "Moved away"),
    ],
    baseline: { lifeSatisfaction: 4, worthwhile: 5, happiness: 3, anxiety: 7 },
  });

  it("holds every step's latest time, the titles, the reason and the ONS4 items", () => {
    const r = referralRecord(closed, titleOf);
    expect(r.at_sent).toBe("2030-05-01T09:00:00Z");
    expect(r.at_booked).toBe("2030-05-05T09:00:00Z");
    expect(r.at_attended).toBe("");
    expect(r.suggested).toBe("Choir, evening; Clay");
    expect(r.booked).toBe("Choir, evening");
    expect(r.reason).toBe("Moved away");
    expect(r.baseline_anxiety).toBe("7");
    expect(r.followUp_anxiety).toBe("");
  });

  it("builds an RFC 4180 file with a header and one guarded line per referral", () => {
    const csv = buildReferralsCsv(headers, [closed], titleOf);
    const lines = csv.split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe("");
    expect(lines[0]?.split(",")).toHaveLength(REFERRAL_CSV_COLUMNS.length);
    expect(lines[1]).toContain(",'=cmd,closed,");
    expect(lines[1]).toContain('"Choir, evening; Clay","Choir, evening",Moved away,4,5,3,7,,,,');
  });
});
