import { describe, expect, it } from "vitest";
import {
  checkAtDoor,
  DOOR_RESULTS,
  type DoorAttendee,
  type DoorResult,
  doorTone,
} from "./door-check.ts";

const EXP = "0197aaaa-0000-7000-8000-0000000000e1";
const OTHER = "0197aaaa-0000-7000-8000-0000000000e2";
const REG = "0197aaaa-0000-7000-8000-00000000a001";
const ticket = { registrationId: REG, experienceId: EXP };

function attendee(overrides: Partial<DoorAttendee> = {}): DoorAttendee {
  return { id: REG, experienceId: EXP, status: "registered", attendedAt: null, ...overrides };
}

describe("checkAtDoor", () => {
  const cases: [DoorResult, Parameters<typeof checkAtDoor>[0]][] = [
    ["valid", { experienceId: EXP, ticket, attendee: attendee() }],
    [
      "already_checked_in",
      { experienceId: EXP, ticket, attendee: attendee({ status: "attended" }) },
    ],
    [
      "wrong_event",
      { experienceId: EXP, ticket: { ...ticket, experienceId: OTHER }, attendee: attendee() },
    ],
    ["cancelled", { experienceId: EXP, ticket, attendee: attendee({ status: "cancelled" }) }],
    ["waitlisted", { experienceId: EXP, ticket, attendee: attendee({ status: "waitlisted" }) }],
    ["not_on_list", { experienceId: EXP, ticket, attendee: undefined }],
    ["invalid_ticket", { experienceId: EXP, ticket: null, attendee: attendee() }],
  ];

  it("has a case here for every result", () => {
    expect(cases.map(([result]) => result).sort()).toEqual([...DOOR_RESULTS].sort());
  });

  it.each(cases)("answers %s", (result, input) => {
    expect(checkAtDoor(input)).toBe(result);
  });

  it("counts a scan already recorded on the row even before its status changed", () => {
    const scanned = attendee({ attendedAt: "2030-06-01T18:01:00.000Z" });
    expect(checkAtDoor({ experienceId: EXP, ticket, attendee: scanned })).toBe(
      "already_checked_in",
    );
  });

  it("does not admit a listed registration of another experience", () => {
    const elsewhere = attendee({ experienceId: OTHER });
    expect(checkAtDoor({ experienceId: EXP, ticket, attendee: elsewhere })).toBe("not_on_list");
  });

  it("checks the signature first, then the event, then the list", () => {
    expect(checkAtDoor({ experienceId: EXP, ticket: null, attendee: undefined })).toBe(
      "invalid_ticket",
    );
    const wrong = { ...ticket, experienceId: OTHER };
    expect(
      checkAtDoor({
        experienceId: EXP,
        ticket: wrong,
        attendee: attendee({ status: "cancelled" }),
      }),
    ).toBe("wrong_event");
  });

  it("admits a no_show whose late scan arrives (the end passed, the door still let them in)", () => {
    expect(
      checkAtDoor({ experienceId: EXP, ticket, attendee: attendee({ status: "no_show" }) }),
    ).toBe("valid");
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
    });
  });
});
