import { describe, expect, it } from "vitest";
import type { AttendeeRow } from "#db/types.ts";
import { testExperience } from "#testing/fixtures.ts";
import {
  attendanceSummary,
  bookingsPerWeek,
  ratingsPerExperience,
  waitingListDemand,
} from "./analytics-series.ts";

// Local times throughout: the windows are local calendar days.
const NOW = new Date(2030, 2, 10, 15, 0); // Sunday 10 March 2030, 15:00
let n = 0;
function attendee(experienceId: string, status: string, registeredAt = "2030-01-01"): AttendeeRow {
  n += 1;
  return {
    id: `id-${n}`,
    experienceId,
    name: `P${n}`,
    ticketRef: `R${n}`,
    status,
    registeredAt,
    attendedAt: null,
    cancelledAt: null,
    checkedInBy: null,
  };
}
const local = (d: number, h = 12) => new Date(2030, 2, d, h).toISOString();

describe("bookingsPerWeek", () => {
  it("gives 12 windows of 7 days, the last one ending tonight", () => {
    const weeks = bookingsPerWeek([], NOW);
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)?.start).toEqual(new Date(2030, 2, 4));
    expect(weeks[0]?.start).toEqual(new Date(2029, 11, 17));
    expect(weeks.every((w) => w.count === 0)).toBe(true);
  });

  it("counts bookings into their week and skips the rest", () => {
    const rows = [
      attendee("e", "registered", local(10, 14)), // today
      attendee("e", "attended", local(4, 0)), // first minute of the last window
      attendee("e", "no_show", local(3, 23)), // last hour of the window before
      attendee("e", "waitlisted", local(9)), // not a booking
      attendee("e", "cancelled", local(9)), // not a booking
      attendee("e", "registered", local(11, 9)), // tomorrow (clock skew): outside
      attendee("e", "registered", "2029-01-01T00:00:00Z"), // before the 12 weeks
    ];
    const counts = bookingsPerWeek(rows, NOW).map((w) => w.count);
    expect(counts).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2]);
  });
});

describe("attendanceSummary", () => {
  const past = testExperience({ id: "past", date: "2030-03-01T18:00:00Z" });
  const past2 = testExperience({ id: "past2", date: "2030-02-01T18:00:00Z" });
  const pastEmpty = testExperience({ id: "empty", date: "2030-02-15T18:00:00Z" });
  const future = testExperience({ id: "future", date: "2030-04-01T18:00:00Z" });

  it("rates attendance over ended experiences only", () => {
    const rows = [
      attendee("past", "attended"),
      attendee("past", "attended"),
      attendee("past", "attended"),
      attendee("past", "no_show"),
      attendee("past", "cancelled"),
      attendee("past", "registered"), // not settled yet: left out
      attendee("past2", "no_show"),
      attendee("empty", "cancelled"),
      attendee("future", "attended"),
      attendee("future", "no_show"),
    ];
    const summary = attendanceSummary([past, past2, pastEmpty, future], rows, NOW);
    expect(summary.attended).toBe(3);
    expect(summary.noShow).toBe(2);
    expect(summary.attendanceRate).toBeCloseTo(0.6);
    expect(summary.noShowRate).toBeCloseTo(0.4);
    expect(summary.perExperience.map((r) => [r.experience.id, r.rate])).toEqual([
      ["past", 0.75],
      ["past2", 0],
    ]);
  });

  it("has no rate (null) when no ended experience expected anyone", () => {
    const summary = attendanceSummary([future, pastEmpty], [attendee("future", "attended")], NOW);
    expect(summary.attendanceRate).toBeNull();
    expect(summary.noShowRate).toBeNull();
    expect(summary.perExperience).toEqual([]);
  });
});

describe("waitingListDemand and ratings", () => {
  it("lists experiences with people waiting, most wanted first", () => {
    const a = testExperience({ id: "a" });
    const b = testExperience({ id: "b" });
    const c = testExperience({ id: "c" });
    const rows = [
      attendee("a", "waitlisted"),
      attendee("b", "waitlisted"),
      attendee("b", "waitlisted"),
      attendee("c", "registered"),
      attendee("a", "cancelled"),
    ];
    expect(waitingListDemand([a, b, c], rows).map((r) => [r.experience.id, r.value])).toEqual([
      ["b", 2],
      ["a", 1],
    ]);
  });

  it("lists only rated experiences", () => {
    const rows = [
      testExperience({ id: "a", ratingAverage: 4.5, ratingCount: 2 }),
      testExperience({ id: "b", ratingAverage: null, ratingCount: 0 }),
    ];
    expect(ratingsPerExperience(rows).map((r) => [r.experience.id, r.value])).toEqual([["a", 4.5]]);
  });
});
