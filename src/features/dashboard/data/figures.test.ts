import { describe, expect, it } from "vitest";
import type { CalendarEventRow, ExperienceRow, RegistrationRow } from "#db/types.ts";
import { calendarItems } from "#domain/calendar-items.ts";
import { testExperience } from "#testing/fixtures.ts";
import { categoriesExplored, experiencesAttended, upcomingEntries } from "./figures.ts";

const USER = "0197aaaa-0000-7000-8000-0000000000a1";
const id = (n: number) => `0197aaaa-0000-7000-8000-${String(n).padStart(12, "0")}`;
const NOW = new Date("2030-06-15T12:00:00.000Z");
const hours = (h: number) => new Date(NOW.getTime() + h * 3_600_000).toISOString();

const registration = (n: number, experienceId: string, status: string): RegistrationRow => ({
  id: id(100 + n),
  userId: USER,
  experienceId,
  status,
  registeredAt: "2030-01-01T10:00:00.000Z",
  attendedAt: status === "attended" ? "2030-01-02T10:00:00.000Z" : null,
  completedAt: null,
  wellbeingImpact: null,
  ticketToken: null,
  cancelledAt: null,
});

const event = (n: number, start: string, experienceId: string | null = null): CalendarEventRow => ({
  id: id(200 + n),
  userId: USER,
  experienceId,
  title: `Event ${n}`,
  description: null,
  startTime: start,
  endTime: new Date(new Date(start).getTime() + 3_600_000).toISOString(),
  location: null,
  category: "personal",
  eventType: "custom",
  isReminder: false,
  reminderTime: null,
  moodContext: null,
  createdAt: "2030-01-01T10:00:00.000Z",
  updatedAt: "2030-01-01T10:00:00.000Z",
});

const byId = (experiences: ExperienceRow[]) => new Map(experiences.map((e) => [e.id, e]));

describe("upcomingEntries: 'Upcoming Events'", () => {
  it("counts booked experiences and own events still to come or under way, each once", () => {
    const experiences = byId([
      testExperience({ id: id(1), date: hours(24), category: "music" }),
      testExperience({ id: id(2), date: hours(48) }), // waitlisted: no place, not counted
      testExperience({ id: id(3), date: hours(-48) }), // over
      testExperience({ id: id(4), date: hours(72) }), // cancelled
      testExperience({ id: id(5), date: hours(96) }), // booked AND added to the calendar
      testExperience({ id: id(6), date: hours(-0.5), duration: 60 }), // under way
    ]);
    const registrations = [
      registration(1, id(1), "registered"),
      registration(2, id(2), "waitlisted"),
      registration(3, id(3), "attended"),
      registration(4, id(4), "cancelled"),
      registration(5, id(5), "registered"),
      registration(6, id(6), "registered"),
      registration(7, id(99), "registered"), // experience not on this device
    ];
    const events = [event(1, hours(5)), event(2, hours(-30)), event(3, hours(96), id(5))];
    const items = calendarItems(events, registrations, experiences, NOW);
    const upcoming = upcomingEntries(items, NOW);
    expect(upcoming.map((i) => i.title)).toEqual([
      "Evening choir", // id(6), under way
      "Event 1",
      "Evening choir", // id(1)
      "Evening choir", // id(5), booked and added: shown once, as the booking
    ]);
    expect(upcoming.map((i) => i.experienceId)).toEqual([id(6), null, id(1), id(5)]);
  });
});

describe("categoriesExplored", () => {
  it("counts distinct categories of booked or attended experiences, aliases folded", () => {
    const experiences = byId([
      testExperience({ id: id(1), category: "music" }),
      testExperience({ id: id(2), category: "art" }),
      testExperience({ id: id(3), category: "visual-arts" }),
      testExperience({ id: id(4), category: "theatre" }),
      testExperience({ id: id(5), category: "literature" }),
      testExperience({ id: id(6), category: "Puppetry" }),
      testExperience({ id: id(7), category: "music" }),
    ]);
    const registrations = [
      registration(1, id(1), "attended"),
      registration(2, id(2), "registered"),
      registration(3, id(3), "attended"), // visual-arts again (art is an alias)
      registration(4, id(4), "cancelled"), // not booked
      registration(5, id(5), "waitlisted"), // not booked
      registration(6, id(6), "no_show"), // booked, unknown category kept as its own
      registration(7, id(7), "registered"), // music again
      registration(8, id(98), "attended"), // experience not on this device
    ];
    expect(categoriesExplored(registrations, experiences)).toBe(3);
  });

  it("is 0 for a new user", () => {
    expect(categoriesExplored([], new Map())).toBe(0);
  });
});

describe("experiencesAttended", () => {
  it("counts only registrations checked in at the door", () => {
    expect(
      experiencesAttended([
        registration(1, id(1), "attended"),
        registration(2, id(2), "attended"),
        registration(3, id(3), "registered"),
        registration(4, id(4), "no_show"),
        registration(5, id(5), "cancelled"),
        registration(6, id(6), "waitlisted"),
      ]),
    ).toBe(2);
  });
});
