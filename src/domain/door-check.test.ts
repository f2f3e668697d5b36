import { describe, expect, it } from "vitest";
import {
  checkAtDoor,
  DOOR_OPENS_BEFORE_MINUTES,
  DOOR_RESULTS,
  type DoorAttendee,
  type DoorResult,
  doorOpensAt,
  doorTone,
  doorWindowAt,
} from "./door-check.ts";

const EXP = "0197aaaa-0000-7000-8000-0000000000e1";
const OTHER = "0197aaaa-0000-7000-8000-0000000000e2";
const REG = "0197aaaa-0000-7000-8000-00000000a001";
const ticket = { registrationId: REG, experienceId: EXP };
/** 18:00–19:30 UTC: the door opens at 15:00 and closes at 19:30. */
const schedule = { date: "2030-06-01T18:00:00.000Z", duration: 90 };
const at = (iso: string) => ({ at: new Date(iso), schedule });
const inWindow = at("2030-06-01T17:55:00.000Z");

function attendee(overrides: Partial<DoorAttendee> = {}): DoorAttendee {
  return { id: REG, experienceId: EXP, status: "registered", attendedAt: null, ...overrides };
}

describe("checkAtDoor", () => {
  const cases: [DoorResult, Parameters<typeof checkAtDoor>[0]][] = [
    ["valid", { experienceId: EXP, time: inWindow, ticket, attendee: attendee() }],
    [
      "already_checked_in",
      { experienceId: EXP, time: inWindow, ticket, attendee: attendee({ status: "attended" }) },
    ],
    [
      "wrong_event",
      {
        experienceId: EXP,
        time: inWindow,
        ticket: { ...ticket, experienceId: OTHER },
        attendee: attendee(),
      },
    ],
    [
      "cancelled",
      { experienceId: EXP, time: inWindow, ticket, attendee: attendee({ status: "cancelled" }) },
    ],
    [
      "waitlisted",
      { experienceId: EXP, time: inWindow, ticket, attendee: attendee({ status: "waitlisted" }) },
    ],
    ["not_on_list", { experienceId: EXP, time: inWindow, ticket, attendee: undefined }],
    ["invalid_ticket", { experienceId: EXP, time: inWindow, ticket: null, attendee: attendee() }],
    [
      "too_early",
      {
        experienceId: EXP,
        ticket,
        attendee: attendee(),
        time: at("2030-05-31T18:00:00.000Z"),
      },
    ],
    [
      "ended",
      {
        experienceId: EXP,
        ticket,
        attendee: attendee(),
        time: at("2030-06-01T19:30:00.000Z"),
      },
    ],
  ];

  it("has a case here for every result", () => {
    expect(cases.map(([result]) => result).sort()).toEqual([...DOOR_RESULTS].sort());
  });

  it.each(cases)("answers %s", (result, input) => {
    expect(checkAtDoor(input)).toBe(result);
  });

  it("counts a scan already recorded on the row even before its status changed", () => {
    const scanned = attendee({ attendedAt: "2030-06-01T18:01:00.000Z" });
    expect(checkAtDoor({ experienceId: EXP, time: inWindow, ticket, attendee: scanned })).toBe(
      "already_checked_in",
    );
  });

  it("does not admit a listed registration of another experience", () => {
    const elsewhere = attendee({ experienceId: OTHER });
    expect(checkAtDoor({ experienceId: EXP, time: inWindow, ticket, attendee: elsewhere })).toBe(
      "not_on_list",
    );
  });

  it("checks the signature first, then the event, then the list", () => {
    expect(
      checkAtDoor({ experienceId: EXP, time: inWindow, ticket: null, attendee: undefined }),
    ).toBe("invalid_ticket");
    const wrong = { ...ticket, experienceId: OTHER };
    expect(
      checkAtDoor({
        experienceId: EXP,
        time: inWindow,
        ticket: wrong,
        attendee: attendee({ status: "cancelled" }),
      }),
    ).toBe("wrong_event");
  });

  it("admits a no_show whose late scan arrives (the end passed, the door still let them in)", () => {
    expect(
      checkAtDoor({
        experienceId: EXP,
        time: inWindow,
        ticket,
        attendee: attendee({ status: "no_show" }),
      }),
    ).toBe("valid");
  });
});

describe("the door's time window", () => {
  const windowAt = (iso: string) => doorWindowAt(schedule, new Date(iso));

  it(`opens ${DOOR_OPENS_BEFORE_MINUTES} minutes before the start and closes at the end`, () => {
    expect(doorOpensAt(schedule.date)?.toISOString()).toBe("2030-06-01T15:00:00.000Z");
    expect(windowAt("2030-05-31T18:00:00.000Z")).toBe("too_early"); // the day before
    expect(windowAt("2030-06-01T14:59:59.999Z")).toBe("too_early");
    expect(windowAt("2030-06-01T15:00:00.000Z")).toBe("open");
    expect(windowAt("2030-06-01T18:00:00.000Z")).toBe("open");
    expect(windowAt("2030-06-01T19:29:59.999Z")).toBe("open");
    expect(windowAt("2030-06-01T19:30:00.000Z")).toBe("ended"); // when no-shows are marked
    expect(windowAt("2030-06-02T18:00:00.000Z")).toBe("ended");
  });

  it("ends a listing without a duration after the default two hours", () => {
    const open = { date: schedule.date, duration: null };
    expect(doorWindowAt(open, new Date("2030-06-01T19:59:59.999Z"))).toBe("open");
    expect(doorWindowAt(open, new Date("2030-06-01T20:00:00.000Z"))).toBe("ended");
  });

  it("opens a date-only listing's door the evening before; it closes at the day's end", () => {
    const day = { date: "2030-06-01", duration: null };
    const local = (month: number, date: number, hours: number, minutes = 0) =>
      new Date(2030, month - 1, date, hours, minutes);
    expect(doorWindowAt(day, local(5, 31, 20, 59))).toBe("too_early");
    expect(doorWindowAt(day, local(5, 31, 21))).toBe("open"); // 3 hours before its midnight
    expect(doorWindowAt(day, local(6, 1, 23, 59))).toBe("open");
    expect(doorWindowAt(day, local(6, 2, 0))).toBe("ended");
  });

  it("does not turn people away over a date it cannot read", () => {
    expect(doorOpensAt("Every Monday")).toBeNull();
    expect(doorWindowAt({ date: "Every Monday", duration: 60 }, new Date())).toBe("open");
  });

  it("admits inside the window; outside it says why, for a good ticket and a repeat alike", () => {
    const input = { experienceId: EXP, ticket, attendee: attendee() };
    expect(checkAtDoor({ ...input, time: inWindow })).toBe("valid");
    expect(checkAtDoor({ ...input, time: at("2030-06-01T14:59:00.000Z") })).toBe("too_early");
    expect(checkAtDoor({ ...input, time: at("2030-06-01T19:30:00.000Z") })).toBe("ended");
    const back = { ...input, attendee: attendee({ status: "attended" }) };
    expect(checkAtDoor({ ...back, time: inWindow })).toBe("already_checked_in");
    expect(checkAtDoor({ ...back, time: at("2030-06-01T20:00:00.000Z") })).toBe("ended");
    const late = { ...input, attendee: attendee({ status: "no_show" }) };
    expect(checkAtDoor({ ...late, time: at("2030-06-01T19:00:00.000Z") })).toBe("valid");
    expect(checkAtDoor({ ...late, time: at("2030-06-01T19:31:00.000Z") })).toBe("ended");
  });

  it("tells a ticket's own fault before the time", () => {
    const early = at("2030-05-01T10:00:00.000Z");
    const base = { experienceId: EXP, ticket, time: early };
    expect(checkAtDoor({ ...base, ticket: null, attendee: attendee() })).toBe("invalid_ticket");
    expect(
      checkAtDoor({ ...base, ticket: { ...ticket, experienceId: OTHER }, attendee: attendee() }),
    ).toBe("wrong_event");
    expect(checkAtDoor({ ...base, attendee: undefined })).toBe("not_on_list");
    expect(checkAtDoor({ ...base, attendee: attendee({ status: "cancelled" }) })).toBe("cancelled");
    expect(checkAtDoor({ ...base, attendee: attendee({ status: "waitlisted" }) })).toBe(
      "waitlisted",
    );
  });
});

describe("doorTone", () => {
  it("is green for valid, amber for a second scan, red for everything else", () => {
    const tones = Object.fromEntries(DOOR_RESULTS.map((r) => [r, doorTone(r)]));
    expect(tones).toEqual({
      valid: "success",
      already_checked_in: "warning",
      wrong_event: "error",
      cancelled: "error",
      waitlisted: "error",
      not_on_list: "error",
      invalid_ticket: "error",
      too_early: "error",
      ended: "error",
    });
  });
});
