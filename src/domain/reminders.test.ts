import { describe, expect, it } from "vitest";
import { dueReminders, nextReminderAt, reminderDueAt } from "./reminders.ts";

const item = (key: string, start: string, end: string) => ({
  key,
  start: new Date(start),
  end: new Date(end),
});
const reminder = (id: string, target: string, type: string, dismissedAt: string | null = null) => ({
  id,
  calendarEventId: target.startsWith("event:") ? target.slice(6) : null,
  experienceId: target.startsWith("experience:") ? target.slice(11) : null,
  reminderType: type,
  dismissedAt,
});

const items = [
  item("event:a", "2026-03-15T12:00:00Z", "2026-03-15T13:00:00Z"),
  item("experience:b", "2026-03-16T10:00:00Z", "2026-03-16T12:00:00Z"),
  item("event:past", "2026-03-15T07:00:00Z", "2026-03-15T08:00:00Z"),
];

describe("reminderDueAt", () => {
  it("subtracts the lead time", () => {
    const start = new Date("2026-03-15T12:00:00Z");
    expect(reminderDueAt(start, "15m").toISOString()).toBe("2026-03-15T11:45:00.000Z");
    expect(reminderDueAt(start, "1d").toISOString()).toBe("2026-03-14T12:00:00.000Z");
  });
});

describe("dueReminders", () => {
  const now = new Date("2026-03-15T10:30:00Z");

  it("lists due, undismissed reminders of entries not yet over, soonest entry first", () => {
    const due = dueReminders(
      [
        reminder("1", "experience:b", "2h"), // due 16th 08:00 → not yet
        reminder("2", "event:a", "2h"), // due 10:00 → due
        reminder("3", "event:a", "15m"), // due 11:45 → not yet
        reminder("4", "event:past", "1h"), // entry over
        reminder("5", "event:a", "1d", "2026-03-15T09:00:00Z"), // dismissed
        reminder("6", "event:gone", "1h"), // entry deleted
        reminder("7", "event:a", "3w"), // unknown type from a newer build
      ],
      items,
      now,
    );
    expect(due.map((d) => d.reminder.id)).toEqual(["2"]);
    expect(due[0]?.dueAt.toISOString()).toBe("2026-03-15T10:00:00.000Z");
  });

  it("a reminder due exactly now is due; the next one is found for the timer", () => {
    const reminders = [reminder("1", "experience:b", "2h"), reminder("3", "event:a", "15m")];
    expect(
      dueReminders(reminders, items, new Date("2026-03-15T11:45:00Z")).map((d) => d.reminder.id),
    ).toEqual(["3"]);
    expect(nextReminderAt(reminders, items, now)?.toISOString()).toBe("2026-03-15T11:45:00.000Z");
    expect(nextReminderAt([], items, now)).toBeNull();
  });
});
