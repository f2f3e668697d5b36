import { describe, expect, it } from "vitest";
import {
  daysUntil,
  formatDate,
  formatExperienceDate,
  isFuture,
  isUpcoming,
  normalizeIsoText,
  parseDateText,
  parseIsoText,
  toDateTimeLocalValue,
} from "./dates.ts";

const now = new Date(2026, 4, 10, 12, 0); // 10 May 2026 12:00 local

describe("parsing", () => {
  it("reads a date-only text as local midnight, not UTC", () => {
    const d = parseIsoText("2026-05-10");
    expect([d?.getFullYear(), d?.getMonth(), d?.getDate(), d?.getHours()]).toEqual([
      2026, 4, 10, 0,
    ]);
  });

  it("refuses impossible days instead of rolling them over", () => {
    expect(parseIsoText("2026-02-30")).toBeNull();
    expect(parseDateText("2026-02-30T10:00")).toBeNull();
    expect(normalizeIsoText("2026-13-01")).toBeNull();
  });

  it("normalises date-times to UTC and keeps date-only days", () => {
    expect(normalizeIsoText(" 2026-05-10 ")).toBe("2026-05-10");
    expect(normalizeIsoText("2026-05-10T12:00:00+03:00")).toBe("2026-05-10T09:00:00.000Z");
    expect(normalizeIsoText("2026-05-10 12:00Z")).toBe("2026-05-10T12:00:00.000Z");
    expect(normalizeIsoText("10/05/2026")).toBeNull();
  });

  it("falls back to the engine for legacy free text", () => {
    expect(parseDateText("March 15, 2026")?.getDate()).toBe(15);
    expect(parseDateText("whenever")).toBeNull();
    expect(parseDateText(null)).toBeNull();
  });
});

describe("future and upcoming", () => {
  it("compares instants strictly", () => {
    expect(isFuture(new Date(now.getTime() + 1), now)).toBe(true);
    expect(isFuture(now, now)).toBe(false);
    expect(isFuture("nonsense", now)).toBe(false);
  });

  it("keeps a date-only experience upcoming for the whole of its day", () => {
    expect(isUpcoming("2026-05-10", now)).toBe(true);
    expect(isUpcoming("2026-05-09", now)).toBe(false);
    expect(isUpcoming(new Date(2026, 4, 10, 11).toISOString(), now)).toBe(false);
    expect(isUpcoming(new Date(2026, 4, 10, 13).toISOString(), now)).toBe(true);
    expect(isUpcoming("", now)).toBe(false);
  });

  it("counts local days", () => {
    expect(daysUntil(new Date(2026, 4, 11, 1), now)).toBe(1);
    expect(daysUntil(new Date(2026, 4, 10, 23), now)).toBe(0);
    expect(daysUntil(new Date(2026, 4, 3), now)).toBe(-7);
  });
});

describe("formatting", () => {
  it("uses the locale's own month names", () => {
    const d = new Date(2026, 2, 15, 18, 0);
    expect(formatDate(d, "en", { month: "long" })).toBe("March");
    expect(formatDate(d, "de", { month: "long" })).toBe("März");
    expect(formatDate(d, "lv", { month: "long" })).not.toBe("March");
  });

  it("shows text it cannot parse as written", () => {
    expect(formatExperienceDate("Every Monday", "en")).toBe("Every Monday");
    expect(formatExperienceDate("2026-03-15", "en")).toContain("2026");
  });

  it("formats datetime-local input values in local time", () => {
    expect(toDateTimeLocalValue(new Date(2026, 2, 5, 8, 7))).toBe("2026-03-05T08:07");
    expect(toDateTimeLocalValue("junk")).toBe("");
  });
});
