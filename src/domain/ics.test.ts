import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { buildIcsCalendar, escapeIcsText, foldIcsLine, icsDuration } from "./ics.ts";

const now = new Date("2026-01-10T08:00:00Z");
const long = "Dziedāsim kopā — ēnas, ķirši; un Հայերեն տառեր 🎶\n".repeat(6);
const text = buildIcsCalendar(
  {
    name: "CultureWell: mine",
    refreshMinutes: 60,
    events: [
      {
        uid: "a@culturewell",
        start: new Date("2026-03-15T10:00:00Z"),
        end: new Date("2026-03-15T11:30:00Z"),
        summary: "Choir, songs; and \\ more\nsecond line",
        description: long,
        location: "Hall 1; Riga",
        categories: "music",
        url: "https://culturewell.example/experience/a",
        lastModified: new Date("2026-01-01T00:00:00Z"),
      },
      {
        uid: "b@culturewell",
        start: new Date("2026-03-16T18:00:00Z"),
        end: new Date("2026-03-16T20:00:00Z"),
        summary: "Walk",
      },
    ],
  },
  now,
);

describe("buildIcsCalendar, read back by ical.js", () => {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));

  it("is CRLF throughout, every physical line at most 75 octets, none cut mid-character", () => {
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of text.split("\r\n")) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
      expect(line).not.toContain("\uFFFD");
    }
    expect(text.split("\r\n").some((line) => line.startsWith(" "))).toBe(true);
  });

  it("round-trips escaped text, folded multi-byte descriptions and UTC times", () => {
    expect(events).toHaveLength(2);
    const [a, b] = events;
    expect(a?.uid).toBe("a@culturewell");
    expect(a?.summary).toBe("Choir, songs; and \\ more\nsecond line");
    expect(a?.description).toBe(long);
    expect(a?.location).toBe("Hall 1; Riga");
    expect(a?.startDate.toJSDate().toISOString()).toBe("2026-03-15T10:00:00.000Z");
    expect(a?.endDate.toJSDate().toISOString()).toBe("2026-03-15T11:30:00.000Z");
    expect(a?.startDate.zone.tzid).toBe("UTC");
    expect(b?.description).toBeNull();
    expect(String(a?.component.getFirstPropertyValue("dtstamp"))).toBe("2026-01-10T08:00:00Z");
    expect(String(a?.component.getFirstPropertyValue("url"))).toBe(
      "https://culturewell.example/experience/a",
    );
  });

  it("names the calendar and asks subscribers to refresh hourly", () => {
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("CultureWell: mine");
    expect(text).toContain("REFRESH-INTERVAL;VALUE=DURATION:PT1H\r\n");
    expect(text).toContain("X-PUBLISHED-TTL:PT1H\r\n");
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
  });
});

describe("pieces", () => {
  it("escapes backslash first, then ; , and newlines", () => {
    expect(escapeIcsText("a\\b;c,d\r\ne\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
  });

  it("leaves short lines alone and folds long ones with a leading space", () => {
    expect(foldIcsLine("SUMMARY:short")).toBe("SUMMARY:short");
    const folded = foldIcsLine(`DESCRIPTION:${"x".repeat(100)}`);
    expect(folded.split("\r\n").map((l) => l.length)).toEqual([75, 38]);
    expect(folded.split("\r\n")[1]?.startsWith(" ")).toBe(true);
  });

  it("writes durations in hours when whole", () => {
    expect(icsDuration(60)).toBe("PT1H");
    expect(icsDuration(90)).toBe("PT90M");
  });
});
