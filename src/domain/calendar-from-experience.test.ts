import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  calendarEventFromExperience,
  experienceDay,
  experienceToIcs,
  icsFileName,
} from "./calendar-from-experience.ts";
import { calendarEventInputSchema } from "./calendar-schemas.ts";

const now = new Date(2026, 0, 10, 9, 30); // 10 Jan 2026, local time
const experience = {
  id: "0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b",
  title: "Choir, songs; and \\ more",
  description: "Sing together.\nNo experience needed.",
  wellbeingBenefit: "Lifts mood",
  date: "2026-03-15T10:00:00.000Z",
  location: "Riga",
  venue: "Riverside Arts",
  category: "music",
  duration: 90,
};

const ymd = (d: Date) => [d.getFullYear(), d.getMonth() + 1, d.getDate()];

describe("experienceDay: parsed, else with this year, else today", () => {
  it("uses the day of an ISO date or date-time", () => {
    expect(ymd(experienceDay("2026-03-15", now))).toEqual([2026, 3, 15]);
    const instant = new Date(2026, 2, 15, 12);
    expect(ymd(experienceDay(instant.toISOString(), now))).toEqual([2026, 3, 15]);
  });

  it("appends the current year to text without one", () => {
    expect(ymd(experienceDay("March 15", now))).toEqual([2026, 3, 15]);
    expect(ymd(experienceDay("15 March 2027", now))).toEqual([2027, 3, 15]);
    expect(ymd(experienceDay("Sat, 4 July", now))).toEqual([2026, 7, 4]);
  });

  it("falls back to today when nothing parses", () => {
    expect(ymd(experienceDay("Every other Tuesday-ish", now))).toEqual([2026, 1, 10]);
    expect(ymd(experienceDay("", now))).toEqual([2026, 1, 10]);
    expect(ymd(experienceDay("Summer 2026", now))).toEqual([2026, 1, 10]);
    expect(ymd(experienceDay("2026-02-30", now))).toEqual([2026, 1, 10]);
  });
});

describe("calendarEventFromExperience", () => {
  it("builds the calendar payload at 18:00–20:00 local for a day without a time", () => {
    const draft = calendarEventFromExperience({ ...experience, date: "2026-03-15" }, now);
    const start = new Date(draft.startTime);
    const end = new Date(draft.endTime);
    expect(ymd(start)).toEqual([2026, 3, 15]);
    expect([start.getHours(), start.getMinutes(), end.getHours(), end.getMinutes()]).toEqual([
      18, 0, 20, 0,
    ]);
    expect(draft).toMatchObject({
      title: experience.title,
      description: "Sing together.\nNo experience needed.\n\nWellbeing benefit: Lifts mood",
      location: "Riga",
      category: "music",
      eventType: "experience",
      experienceId: experience.id,
    });
  });

  it("uses the experience's real start and duration when its date has a time", () => {
    const draft = calendarEventFromExperience(experience, now);
    expect(draft.startTime).toBe("2026-03-15T10:00:00.000Z");
    expect(draft.endTime).toBe("2026-03-15T11:30:00.000Z");
    const noDuration = calendarEventFromExperience({ ...experience, duration: null }, now);
    expect(noDuration.endTime).toBe("2026-03-15T12:00:00.000Z");
  });

  it("falls back to 18:00–20:00 on the day for free text", () => {
    const draft = calendarEventFromExperience({ ...experience, date: "March 20" }, now);
    expect(draft.startTime).toBe(new Date(2026, 2, 20, 18).toISOString());
    expect(draft.endTime).toBe(new Date(2026, 2, 20, 20).toISOString());
  });

  it("produces a payload the calendar schema accepts", () => {
    const draft = calendarEventFromExperience(experience, now, "Ieguvums labsajūtai");
    expect(draft.description.endsWith("Ieguvums labsajūtai: Lifts mood")).toBe(true);
    expect(v.safeParse(calendarEventInputSchema, draft).success).toBe(true);
  });
});

/** Undo RFC 5545 folding: CRLF followed by one space joins lines. */
const unfold = (ics: string) => ics.replace(/\r\n /g, "");

describe("experienceToIcs", () => {
  const ics = experienceToIcs(experience, new Date("2026-01-10T08:00:00Z"), {
    url: "https://culturewell.example/experience/x",
  });

  it("is a CRLF VCALENDAR with one VEVENT", () => {
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics.endsWith("END:VEVENT\r\nEND:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(ics).toContain(`UID:${experience.id}@culturewell\r\n`);
    expect(ics).toContain("DTSTAMP:20260110T080000Z\r\n");
  });

  it("uses the real start and the duration, in UTC", () => {
    expect(ics).toContain("DTSTART:20260315T100000Z\r\n");
    expect(ics).toContain("DTEND:20260315T113000Z\r\n");
    const noDuration = experienceToIcs({ ...experience, duration: null }, now);
    expect(noDuration).toContain("DTEND:20260315T120000Z\r\n");
  });

  it("escapes commas, semicolons, backslashes and newlines", () => {
    const text = unfold(ics);
    expect(text).toContain("SUMMARY:Choir\\, songs\\; and \\\\ more\r\n");
    expect(text).toContain(
      "DESCRIPTION:Sing together.\\nNo experience needed.\\n\\nWellbeing benefit: Lifts mood\r\n",
    );
    expect(text).toContain("LOCATION:Riverside Arts\\, Riga\r\n");
  });

  it("folds long lines at 75 octets without splitting characters", () => {
    const long = experienceToIcs(
      { ...experience, description: "Dziedāsim kopā — ēnas, ķirši un Հայերեն տառեր. ".repeat(8) },
      now,
    );
    const encoder = new TextEncoder();
    for (const line of long.split("\r\n")) {
      expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
      expect(line).not.toContain("\uFFFD");
    }
    expect(unfold(long)).toContain("DESCRIPTION:Dziedāsim kopā — ēnas\\, ķirši");
  });

  it("gives a date-only experience the default 18:00 local start", () => {
    const dateOnly = experienceToIcs({ ...experience, date: "2026-03-15" }, now);
    const expected = new Date(2026, 2, 15, 18).toISOString().replace(/[-:]|\.\d{3}/g, "");
    expect(dateOnly).toContain(`DTSTART:${expected}\r\n`);
  });
});

describe("icsFileName", () => {
  it("makes a safe ASCII name", () => {
    expect(icsFileName("Ķeramikas darbnīca: Pottery!")).toBe("keramikas-darbnica-pottery.ics");
    expect(icsFileName("Հայերեն")).toBe("experience.ics");
  });
});
