import { describe, expect, it } from "vitest";
import type { AttendeeRow } from "#db/types.ts";
import { testExperience } from "#testing/fixtures.ts";
import {
  countActiveListings,
  countStatuses,
  orderListings,
  satisfaction,
  totalBookings,
  weeklyBookings,
} from "./figures.ts";

const NOW = new Date("2030-03-10T12:00:00.000Z");
let n = 0;
function attendee(status: string, registeredAt: string): AttendeeRow {
  n += 1;
  return {
    id: `0197aaaa-0000-7000-8000-${String(n).padStart(12, "0")}`,
    experienceId: "0197aaaa-0000-7000-8000-0000000000e1",
    name: `Person ${n}`,
    ticketRef: `REF${n}`,
    status,
    registeredAt,
    attendedAt: null,
    cancelledAt: null,
    checkedInBy: null,
  };
}

describe("partner dashboard figures", () => {
  it("counts only active listings", () => {
    const rows = [
      testExperience({ id: "a", isActive: true }),
      testExperience({ id: "b", isActive: false }),
      testExperience({ id: "c", isActive: true }),
    ];
    expect(countActiveListings(rows)).toBe(2);
    expect(countActiveListings([])).toBe(0);
  });

  it("Total Participants counts registrations that hold or held a place", () => {
    const rows = [
      attendee("registered", "2030-01-01T10:00:00Z"),
      attendee("attended", "2030-01-01T10:00:00Z"),
      attendee("no_show", "2030-01-01T10:00:00Z"),
      attendee("waitlisted", "2030-01-01T10:00:00Z"),
      attendee("cancelled", "2030-01-01T10:00:00Z"),
      attendee("something_new", "2030-01-01T10:00:00Z"),
    ];
    expect(totalBookings(rows)).toBe(3);
  });

  it("New This Week counts bookings registered in the last 7 days only", () => {
    const rows = [
      attendee("registered", "2030-03-10T11:59:00Z"), // an hour ago
      attendee("attended", "2030-03-03T12:01:00Z"), // 6 days 23 h 59 min ago
      attendee("registered", "2030-03-03T11:59:00Z"), // just over a week ago
      attendee("cancelled", "2030-03-09T10:00:00Z"), // not a booking
      attendee("waitlisted", "2030-03-09T10:00:00Z"), // not a booking
      attendee("registered", "2030-03-11T10:00:00Z"), // clock skew: in the future
      attendee("registered", "not a date"),
    ];
    expect(weeklyBookings(rows, NOW)).toBe(2);
  });

  it("Satisfaction weights each experience's average by its number of ratings", () => {
    const rows = [
      testExperience({ id: "a", ratingAverage: 5, ratingCount: 1 }),
      testExperience({ id: "b", ratingAverage: 4, ratingCount: 9 }),
      testExperience({ id: "c", ratingAverage: null, ratingCount: 0 }),
    ];
    const result = satisfaction(rows);
    expect(result?.count).toBe(10);
    expect(result?.average).toBeCloseTo(4.1, 10);
  });

  it("Satisfaction is null (no data) when nobody has rated, never a made-up figure", () => {
    expect(satisfaction([])).toBeNull();
    expect(satisfaction([testExperience({ ratingAverage: null, ratingCount: 0 })])).toBeNull();
    // An average without a count cannot be weighted: ignored rather than guessed.
    expect(satisfaction([testExperience({ ratingAverage: 4.5, ratingCount: 0 })])).toBeNull();
  });

  it("counts every status", () => {
    const rows = ["registered", "registered", "waitlisted", "attended", "no_show", "cancelled"];
    expect(countStatuses(rows.map((s) => attendee(s, "2030-01-01T00:00:00Z")))).toEqual({
      registered: 2,
      waitlisted: 1,
      attended: 1,
      no_show: 1,
      cancelled: 1,
    });
  });

  it("orders listings upcoming first (soonest), then past (latest first), unreadable last", () => {
    const rows = [
      testExperience({ id: "past-old", title: "Old", date: "2030-01-01T18:00:00Z" }),
      testExperience({ id: "soon-2", title: "Later", date: "2030-04-01T18:00:00Z" }),
      testExperience({ id: "odd", title: "Odd", date: "Every Monday" }),
      testExperience({ id: "past-new", title: "Recent", date: "2030-03-01T18:00:00Z" }),
      testExperience({ id: "soon-1", title: "Soon", date: "2030-03-20T18:00:00Z" }),
      // Started an hour ago, still running (60 minutes from 11:30): upcoming group.
      testExperience({ id: "now", title: "Now", date: "2030-03-10T11:30:00Z", duration: 60 }),
    ];
    expect(orderListings(rows, NOW).map((e) => e.id)).toEqual([
      "now",
      "soon-1",
      "soon-2",
      "past-new",
      "past-old",
      "odd",
    ]);
  });
});
