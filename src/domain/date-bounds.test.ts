import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { calendarEventInputSchema } from "./calendar-schemas.ts";
import { experienceInputSchema } from "./experience-schemas.ts";
import { pushMutationSchema } from "./sync-protocol.ts";

// Every schema that takes a date keeps it within the years 1900–2200.

const FAR = ["+275760-09-13T00:00:00.000Z", "9999-01-01T00:00:00.000Z", "1899-12-31T12:00:00Z"];
const event = (startTime: string) => ({
  title: "Walk",
  startTime,
  endTime: "2200-12-31T23:00:00.000Z",
});
const experience = (date: string) => ({
  title: "Concert",
  description: "An evening of calm music",
  category: "music",
  price: 0,
  location: "Town",
  venue: "Hall",
  date,
  wellbeingBenefit: "Calm",
  duration: 60,
  maxParticipants: 10,
  difficultyLevel: "beginner",
  accessibilityFeatures: [],
});

describe("date bounds", () => {
  it.each(FAR)("the calendar refuses %s as a start time", (date) => {
    const result = v.safeParse(calendarEventInputSchema, event(date));
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe("start_time_invalid");
  });

  it("the calendar takes the first and last allowed years", () => {
    expect(v.safeParse(calendarEventInputSchema, event("1900-01-01T10:00:00Z")).success).toBe(true);
    expect(v.safeParse(calendarEventInputSchema, event("2200-12-31T10:00:00Z")).success).toBe(true);
  });

  it.each([...FAR, "2201-01-01"])("an experience refuses %s", (date) => {
    const result = v.safeParse(experienceInputSchema, experience(date));
    expect(result.issues?.map((i) => i.message)).toContain("date_invalid");
  });

  it("an experience keeps a date-only day and a date-time in range", () => {
    for (const date of ["2030-05-01", "2030-05-01T18:00:00.000Z"]) {
      const result = v.safeParse(experienceInputSchema, experience(date));
      expect(result.issues?.map((i) => i.message) ?? []).not.toContain("date_invalid");
    }
  });

  // Node re-reads TZ when it changes: judge the first and last days on both sides of Greenwich.
  it.each(["Etc/GMT-14", "Etc/GMT+12"])(
    "in %s an experience takes 1900-01-01 and 2200-12-31, not 2201-01-01",
    (zone) => {
      const before = process.env.TZ;
      process.env.TZ = zone;
      try {
        const dateIssues = (date: string) =>
          (v.safeParse(experienceInputSchema, experience(date)).issues ?? [])
            .map((i) => i.message)
            .filter((m) => m === "date_invalid");
        expect(dateIssues("1900-01-01")).toEqual([]);
        expect(dateIssues("2200-12-31")).toEqual([]);
        expect(dateIssues("2201-01-01")).toEqual(["date_invalid"]);
        expect(dateIssues("1899-12-31")).toEqual(["date_invalid"]);
      } finally {
        process.env.TZ = before;
      }
    },
  );

  it("a queued mutation's createdAt is bounded too", () => {
    const mutation = (createdAt: string) => ({
      id: "0190a3c2-0000-7000-8000-000000000001",
      name: "mood.create",
      args: {},
      createdAt,
    });
    expect(v.safeParse(pushMutationSchema, mutation("2026-01-01T00:00:00.000Z")).success).toBe(
      true,
    );
    expect(v.safeParse(pushMutationSchema, mutation("9999-01-01T00:00:00.000Z")).success).toBe(
      false,
    );
  });
});
