import { beforeEach, describe, expect, it } from "vitest";
import { db, resetDatabaseForTests } from "#db/db.ts";
import type { AttendeeRow } from "#db/types.ts";
import { testExperience } from "#testing/fixtures.ts";
import { mayCheckIn } from "./door-access.ts";
import { doorExperiencesOf, withTicketExperience } from "./door-repo.ts";
import { findAttendees } from "./find-attendees.ts";

const id = (n: number) => `0197aaaa-0000-7000-8000-${String(n).padStart(12, "0")}`;
const PARTNER = id(1);
const HELPER = id(2);
const OTHER_PARTNER = id(3);
const helperRow = { partnerId: PARTNER, helperId: HELPER };

describe("mayCheckIn", () => {
  it("lets in the experience's creator and the helpers that creator named, nobody else", () => {
    expect(mayCheckIn(PARTNER, { createdBy: PARTNER }, [])).toBe(true);
    expect(mayCheckIn(HELPER, { createdBy: PARTNER }, [helperRow])).toBe(true);
    expect(mayCheckIn(HELPER, { createdBy: OTHER_PARTNER }, [helperRow])).toBe(false);
    expect(mayCheckIn(HELPER, { createdBy: PARTNER }, [])).toBe(false);
    expect(mayCheckIn(HELPER, { createdBy: null }, [helperRow])).toBe(false);
  });
});

describe("doorExperiencesOf", () => {
  beforeEach(resetDatabaseForTests);

  it("lists own and named partners' experiences that have not ended, soonest first", async () => {
    const now = new Date("2031-01-10T12:00:00.000Z");
    await db.experiences.bulkPut([
      testExperience({
        id: id(10),
        title: "Later",
        createdBy: PARTNER,
        date: "2031-02-01T18:00:00.000Z",
      }),
      testExperience({
        id: id(11),
        title: "Now on",
        createdBy: PARTNER,
        date: "2031-01-10T11:30:00.000Z",
      }),
      testExperience({
        id: id(12),
        title: "Ended",
        createdBy: PARTNER,
        date: "2031-01-09T18:00:00.000Z",
      }),
      testExperience({
        id: id(13),
        title: "Not ours",
        createdBy: OTHER_PARTNER,
        date: "2031-01-20",
      }),
    ]);
    await db.doorHelpers.put({
      id: id(20),
      partnerId: PARTNER,
      partnerName: "Old Town Hall",
      helperId: HELPER,
      helperName: "Sam",
      createdAt: "2031-01-01T00:00:00.000Z",
    });
    const titles = async (userId: string) =>
      (await doorExperiencesOf(userId, now)).map((e) => e.title);
    expect(await titles(PARTNER)).toEqual(["Now on", "Later"]);
    expect(await titles(HELPER)).toEqual(["Now on", "Later"]);
    expect(await titles(OTHER_PARTNER)).toEqual(["Not ours"]);
  });
});

describe("withTicketExperience", () => {
  beforeEach(resetDatabaseForTests);

  it("names the experience a wrong-door ticket is for, when this device stores it", async () => {
    await db.experiences.put(testExperience({ id: id(30), title: "Morning yoga" }));
    const wrong = (experienceId: string) => ({
      result: "wrong_event" as const,
      ticket: { registrationId: id(40), experienceId },
    });
    expect(await withTicketExperience(wrong(id(30)))).toEqual({
      ...wrong(id(30)),
      ticketFor: "Morning yoga",
    });
    expect(await withTicketExperience(wrong(id(31)))).toEqual(wrong(id(31))); // unknown here
    const valid = {
      result: "valid" as const,
      ticket: { registrationId: id(40), experienceId: id(30) },
    };
    expect(await withTicketExperience(valid)).toEqual(valid);
  });
});

describe("findAttendees", () => {
  const person = (n: number, name: string, ticketRef: string) =>
    ({ id: id(n), name, ticketRef }) as AttendeeRow;
  const list = [person(1, "Jānis Bērziņš", "EF56GH78"), person(2, "Ilze Ozola", "AB12CD34")];

  it("matches every typed word of a name, accents ignored, or the ticket id however typed", () => {
    expect(findAttendees(list, "berzins janis").map((a) => a.id)).toEqual([id(1)]);
    expect(findAttendees(list, "#ab12-cd34").map((a) => a.id)).toEqual([id(2)]);
    expect(findAttendees(list, "o").map((a) => a.name)).toEqual(["Ilze Ozola"]);
    expect(findAttendees(list, "  ")).toEqual([]);
    expect(findAttendees(list, "nobody")).toEqual([]);
  });
});
