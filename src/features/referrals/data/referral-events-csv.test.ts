import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildReferralEventsCsv, REFERRAL_EVENT_COLUMNS } from "./referral-events-csv.ts";
import { testReferral } from "./test-referral.ts";

/** The column table of docs/referrals-csv.md, "Referral events": name → what it holds. */
function documentedLayout(): Map<string, string> {
  const doc = readFileSync(new URL("../../../../docs/referrals-csv.md", import.meta.url), "utf8");
  const section = doc.slice(doc.indexOf("## Referral events"));
  const rows = [...section.matchAll(/^\| `([a-z_]+)` +\| (.+?) +\|$/gm)];
  return new Map(rows.map((m) => [m[1] ?? "", m[2] ?? ""]));
}

const at = (day: string) => `2025-06-${day}T10:00:00.000Z`;

describe("the referral events file", () => {
  const referrals = [
    testReferral({
      id: "r-went",
      timeline: [
        { status: "sent", at: at("01"), by: "p", reason: null },
        { status: "accepted", at: at("02"), by: "c", reason: null },
        { status: "booked", at: at("03"), by: null, reason: null },
        { status: "attended", at: at("05"), by: null, reason: null },
        { status: "booked", at: at("06"), by: null, reason: null },
        { status: "attended", at: at("12"), by: null, reason: null },
        { status: "completed", at: at("13"), by: "c", reason: null },
        { status: "summary", at: at("13"), by: null, reason: "ended" },
      ],
    }),
    testReferral({
      id: "=r-no",
      timeline: [
        { status: "sent", at: at("01"), by: "p", reason: null },
        { status: "declined", at: at("04"), by: "c", reason: "=Too far" },
      ],
    }),
  ];
  const lines = buildReferralEventsCsv(referrals).trimEnd().split("\r\n");

  it("has exactly the documented columns, in order, as its header", () => {
    expect([...documentedLayout().keys()]).toEqual([...REFERRAL_EVENT_COLUMNS]);
    expect(lines[0]).toBe(REFERRAL_EVENT_COLUMNS.join(","));
  });

  it("one row per event, the national codes on made and declined, none invented", () => {
    const rows = lines.slice(1).map((line) => line.split(","));
    expect(rows.map(([id, event, date, code]) => [id, event, date, code])).toEqual([
      ["r-went", "made", at("01"), "871731000000106"],
      ["r-went", "attended", at("05"), ""],
      ["r-went", "attended", at("12"), ""],
      ["r-went", "completed", at("13"), ""],
      ["'=r-no", "made", at("01"), "871731000000106"],
      ["'=r-no", "declined", at("04"), "871711000000103"],
    ]);
    const documented = documentedLayout().get("snomed_ct_code") ?? "";
    for (const row of rows) {
      expect(row).toHaveLength(REFERRAL_EVENT_COLUMNS.length);
      if (row[3]) expect(documented).toContain(row[3]);
      expect(row[2]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    }
    expect(rows.find((r) => r[1] === "declined")?.[4]).toBe(
      "Social prescribing declined (situation)",
    );
  });
});
