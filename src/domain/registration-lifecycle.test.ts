import { describe, expect, it } from "vitest";
import {
  canCancel,
  canTransition,
  DEFAULT_DURATION_MINUTES,
  experienceEndsAt,
  hasEnded,
  holdsPlace,
  isActiveRegistration,
  isRegistrationStatus,
  placesLeft,
  REGISTRATION_STATUSES,
  type RegistrationStatus,
  statusForNewRegistration,
} from "./registration-lifecycle.ts";

/** The drawing in registration-lifecycle.ts, written out by hand: every allowed step, no other. */
const ALLOWED: Record<RegistrationStatus, RegistrationStatus[]> = {
  registered: ["attended", "no_show", "cancelled"],
  waitlisted: ["registered", "cancelled"],
  attended: [],
  no_show: ["attended"],
  cancelled: ["registered", "waitlisted"],
};

describe("registration transitions", () => {
  it.each(REGISTRATION_STATUSES)("from %s allows exactly the drawn arrows", (from) => {
    const allowed = REGISTRATION_STATUSES.filter((to) => canTransition(from, to));
    expect(allowed).toEqual(ALLOWED[from]);
  });

  it("refuses unknown states in either role", () => {
    expect(canTransition("pending", "cancelled")).toBe(false);
    expect(canTransition("", "registered")).toBe(false);
    expect(isRegistrationStatus("pending")).toBe(false);
    expect(isRegistrationStatus(42)).toBe(false);
    expect(isRegistrationStatus("no_show")).toBe(true);
  });

  it("counts a place for registered and attended only; active adds the waiting list", () => {
    const holding = REGISTRATION_STATUSES.filter(holdsPlace);
    expect(holding).toEqual(["registered", "attended"]);
    const active = REGISTRATION_STATUSES.filter(isActiveRegistration);
    expect(active).toEqual(["registered", "waitlisted", "attended"]);
    expect(holdsPlace("something-new")).toBe(false);
  });
});

describe("places", () => {
  it("has no limit without maxParticipants and never goes below zero", () => {
    expect(placesLeft(null, 500)).toBeNull();
    expect(placesLeft(10, 3)).toBe(7);
    expect(placesLeft(2, 5)).toBe(0);
  });

  it("gives a place while one is left, else the waiting list", () => {
    expect(statusForNewRegistration(null, 1000)).toBe("registered");
    expect(statusForNewRegistration(3, 2)).toBe("registered");
    expect(statusForNewRegistration(3, 3)).toBe("waitlisted");
    expect(statusForNewRegistration(3, 4)).toBe("waitlisted");
    expect(statusForNewRegistration(0, 0)).toBe("waitlisted");
  });
});

describe("canCancel", () => {
  const start = "2030-06-01T18:00:00.000Z";
  const before = new Date("2030-06-01T17:59:59.000Z");
  const atStart = new Date(start);

  it("lets a registered or waitlisted person cancel until the start, not from it", () => {
    for (const status of ["registered", "waitlisted"]) {
      expect(canCancel(status, start, before), status).toBe(true);
      expect(canCancel(status, start, atStart), status).toBe(false);
      expect(canCancel(status, start, new Date("2030-06-02")), status).toBe(false);
    }
  });

  it("never cancels what is already settled", () => {
    for (const status of ["attended", "no_show", "cancelled", "unknown"]) {
      expect(canCancel(status, start, before), status).toBe(false);
    }
  });

  it("reads a date-only listing as starting at local midnight of that day", () => {
    expect(canCancel("registered", "2030-06-01", new Date(2030, 4, 31, 23, 59))).toBe(true);
    expect(canCancel("registered", "2030-06-01", new Date(2030, 5, 1, 0, 0))).toBe(false);
  });

  it("refuses when the date cannot be read", () => {
    expect(canCancel("registered", "someday", before)).toBe(false);
    expect(canCancel("registered", "2030-02-30", before)).toBe(false);
  });
});

describe("experienceEndsAt / hasEnded", () => {
  it("adds the duration, or the default when none is given", () => {
    expect(experienceEndsAt("2030-06-01T18:00:00.000Z", 90)?.toISOString()).toBe(
      "2030-06-01T19:30:00.000Z",
    );
    expect(experienceEndsAt("2030-06-01T18:00:00.000Z", null)?.getTime()).toBe(
      new Date("2030-06-01T18:00:00.000Z").getTime() + DEFAULT_DURATION_MINUTES * 60_000,
    );
  });

  it("ends a date-only listing at the next local midnight, whatever the duration", () => {
    expect(experienceEndsAt("2030-06-01", 30)).toEqual(new Date(2030, 5, 2));
    expect(experienceEndsAt("2030-12-31", null)).toEqual(new Date(2031, 0, 1));
  });

  it("is null for an unreadable date, which never ends", () => {
    expect(experienceEndsAt("not a date", 60)).toBeNull();
    expect(hasEnded("not a date", 60, new Date("2100-01-01"))).toBe(false);
  });

  it("has ended from the end instant on", () => {
    const date = "2030-06-01T18:00:00.000Z";
    expect(hasEnded(date, 60, new Date("2030-06-01T18:59:59.999Z"))).toBe(false);
    expect(hasEnded(date, 60, new Date("2030-06-01T19:00:00.000Z"))).toBe(true);
    expect(hasEnded("2030-06-01", null, new Date(2030, 5, 1, 23, 59))).toBe(false);
    expect(hasEnded("2030-06-01", null, new Date(2030, 5, 2))).toBe(true);
  });
});
