import { describe, expect, it } from "vitest";
import { calendarItems, experiencesOnCalendar, upcomingItems } from "./calendar-items.ts";
import type { CalendarEvent } from "./entities/calendar-event.ts";
import type { Experience } from "./entities/experience.ts";
import type { Registration } from "./entities/registration.ts";

const now = new Date("2026-03-15T09:00:00Z");
const experience = (id: string, date: string, duration: number | null = 60): Experience => ({
  id,
  title: `Experience ${id}`,
  description: "Together.",
  category: "music",
  price: 0,
  location: "Riga",
  venue: "Hall",
  venueId: null,
  date,
  imageUrl: "/images/x.webp",
  wellbeingBenefit: "Joy",
  isActive: true,
  accessibilityFeatures: [],
  duration,
  maxParticipants: null,
  difficultyLevel: "beginner",
  createdBy: null,
  createdAt: "2026-01-01T00:00:00Z",
  updatedAt: "2026-01-01T00:00:00Z",
  placesTaken: 0,
  waitlistCount: 0,
  ratingAverage: null,
  ratingCount: 0,
});
const registration = (experienceId: string, status: string): Registration => ({
  id: `r-${experienceId}`,
  userId: "u",
  experienceId,
  status,
  registeredAt: "2026-01-01T00:00:00Z",
  attendedAt: null,
  completedAt: null,
  wellbeingImpact: null,
  ticketToken: null,
  cancelledAt: null,
});
const event = (
  id: string,
  start: string,
  end: string,
  experienceId: string | null = null,
): CalendarEvent => ({
  id,
  userId: "u",
  experienceId,
  title: `Event ${id}`,
  description: null,
  startTime: start,
  endTime: end,
  location: null,
  category: "personal",
  eventType: experienceId ? "experience" : "custom",
  isReminder: false,
  reminderTime: null,
  moodContext: null,
  createdAt: "2026-01-01T00:00:00Z",
  updatedAt: "2026-01-01T00:00:00Z",
});

describe("calendarItems", () => {
  const experiences = new Map(
    [
      experience("a", "2026-03-15T10:00:00Z"),
      experience("b", "2026-03-16T10:00:00Z", null),
      experience("c", "2026-03-17T10:00:00Z"),
      experience("d", "2026-03-18T10:00:00Z"),
      experience("e", "2026-03-19"),
    ].map((x) => [x.id, x]),
  );

  it("shows registered and attended experiences, not cancelled or waitlisted ones", () => {
    const items = calendarItems(
      [],
      [
        registration("a", "registered"),
        registration("b", "attended"),
        registration("c", "cancelled"),
        registration("d", "waitlisted"),
        registration("missing", "registered"),
      ],
      experiences,
      now,
    );
    expect(items.map((i) => i.key)).toEqual(["experience:a", "experience:b"]);
    expect(items[0]?.end.toISOString()).toBe("2026-03-15T11:00:00.000Z");
    expect(items[1]?.end.toISOString()).toBe("2026-03-16T12:00:00.000Z"); // no duration: 120 min
  });

  it("a date-only experience sits at 18:00–20:00 local on its day", () => {
    const [item] = calendarItems([], [registration("e", "registered")], experiences, now);
    expect(item?.start).toEqual(new Date(2026, 2, 19, 18));
    expect(item?.end).toEqual(new Date(2026, 2, 19, 20));
  });

  it("merges own events and registrations by start, showing a booked experience once", () => {
    const items = calendarItems(
      [
        event("x", "2026-03-15T12:00:00Z", "2026-03-15T13:00:00Z"),
        event("y", "2026-03-15T10:00:00Z", "2026-03-15T11:00:00Z", "a"),
      ],
      [registration("a", "registered"), registration("b", "registered")],
      experiences,
      now,
    );
    expect(items.map((i) => i.key)).toEqual(["experience:a", "event:x", "experience:b"]);
  });

  it("keeps a booking's own entry (status, link, venue) when the user also added it as an event", () => {
    // Added with "Add to Calendar" and then edited: a different title, no venue, another time.
    const added = {
      ...event("y", "2026-03-15T09:00:00Z", "2026-03-15T09:30:00Z", "a"),
      title: "My choir",
      location: "Riga",
    };
    const [item, ...rest] = calendarItems(
      [added],
      [registration("a", "registered")],
      experiences,
      now,
    );
    expect(rest).toEqual([]);
    expect(item).toMatchObject({
      kind: "registration",
      key: "experience:a",
      status: "registered",
      title: "Experience a",
      location: "Hall, Riga",
      experienceId: "a",
    });
    expect(item?.start.toISOString()).toBe("2026-03-15T10:00:00.000Z");
  });

  it("shows the own event of an experience the user holds no place at, or that is not here yet", () => {
    const items = calendarItems(
      [
        event("c1", "2026-03-17T10:00:00Z", "2026-03-17T11:00:00Z", "c"),
        event("d1", "2026-03-18T10:00:00Z", "2026-03-18T11:00:00Z", "d"),
        event("m1", "2026-03-20T10:00:00Z", "2026-03-20T11:00:00Z", "missing"),
      ],
      [
        registration("c", "cancelled"),
        registration("d", "waitlisted"),
        registration("missing", "registered"),
      ],
      experiences,
      now,
    );
    expect(items.map((i) => i.key)).toEqual(["event:c1", "event:d1", "event:m1"]);
  });

  it("upcoming keeps what has not ended", () => {
    const items = calendarItems(
      [
        event("past", "2026-03-14T10:00:00Z", "2026-03-14T11:00:00Z"),
        event("now", "2026-03-15T08:00:00Z", "2026-03-15T10:00:00Z"),
      ],
      [],
      experiences,
      now,
    );
    expect(upcomingItems(items, now).map((i) => i.key)).toEqual(["event:now"]);
  });
});

describe("experiencesOnCalendar", () => {
  it("holds the experiences booked (registered, attended) or added as an own event", () => {
    const ids = experiencesOnCalendar(
      [
        event("x", "2026-03-15T12:00:00Z", "2026-03-15T13:00:00Z"),
        event("y", "2026-03-15T10:00:00Z", "2026-03-15T11:00:00Z", "e"),
      ],
      [
        registration("a", "registered"),
        registration("b", "attended"),
        registration("c", "cancelled"),
        registration("d", "waitlisted"),
        registration("f", "no_show"),
      ],
    );
    expect([...ids].sort()).toEqual(["a", "b", "e"]);
  });
});
