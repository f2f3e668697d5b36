import { EXPERIENCE_TABLES } from "#db/experience-pages.ts";
import { getExperience } from "#db/experience-reads.ts";
import { experienceTimes } from "#domain/calendar-from-experience.ts";
import { newCalendarEvent } from "#domain/entities/calendar-event.ts";
import { newEventReminder } from "#domain/entities/event-reminder.ts";
import { reminderDueAt } from "#domain/reminders.ts";
import { keyOf, type LocalEffects } from "./local-effect.ts";

type CalendarNames =
  | "calendarEvent.create"
  | "calendarEvent.update"
  | "calendarEvent.delete"
  | "eventReminder.set"
  | "eventReminder.remove"
  | "eventReminder.dismiss";

/**
 * The calendar's optimistic writes. Each touches one row, keyed by its id. A reminder's due time
 * is shown from the entry's current start (src/domain/reminders.ts), so editing an event needs
 * no write to its reminders here; the server moves their stored time in its own transaction.
 */
export const CALENDAR_EFFECTS: Pick<LocalEffects, CalendarNames> = {
  "calendarEvent.create": {
    tables: ["calendarEvents"],
    key: (_entry, args) => keyOf("calendarEvent", args.id),
    apply: async (db, { userId, createdAt }, args) => {
      await db.calendarEvents.put(
        newCalendarEvent(args, { userId, createdAt, updatedAt: createdAt }),
      );
    },
  },
  "calendarEvent.update": {
    tables: ["calendarEvents"],
    key: (_entry, args) => keyOf("calendarEvent", args.id),
    apply: async (db, { userId, createdAt }, args) => {
      const existing = await db.calendarEvents.get(args.id);
      // Gone here (deleted meanwhile): an edit must not bring it back.
      if (!existing) return;
      await db.calendarEvents.put({
        ...newCalendarEvent(args, { userId, createdAt: existing.createdAt, updatedAt: createdAt }),
        isReminder: existing.isReminder,
        reminderTime: existing.reminderTime,
        moodContext: existing.moodContext,
      });
    },
  },
  "calendarEvent.delete": {
    tables: ["calendarEvents"],
    key: (_entry, args) => keyOf("calendarEvent", args.id),
    apply: async (db, _entry, args) => {
      await db.calendarEvents.delete(args.id);
    },
  },
  "eventReminder.set": {
    tables: ["eventReminders"],
    reads: ["calendarEvents", ...EXPERIENCE_TABLES],
    key: (_entry, args) => keyOf("eventReminder", args.id),
    apply: async (db, { userId, createdAt }, args) => {
      const event = args.calendarEventId ? await db.calendarEvents.get(args.calendarEventId) : null;
      const experience = args.experienceId ? await getExperience(db, args.experienceId) : null;
      const start = event
        ? new Date(event.startTime)
        : experience
          ? experienceTimes(experience, new Date(createdAt)).start
          : null;
      const existing = await db.eventReminders.get(args.id);
      await db.eventReminders.put(
        newEventReminder(args, {
          userId,
          reminderTime: start ? reminderDueAt(start, args.reminderType).toISOString() : createdAt,
          message: event?.title ?? experience?.title ?? null,
          createdAt: existing?.createdAt ?? createdAt,
          updatedAt: createdAt,
        }),
      );
    },
  },
  "eventReminder.remove": {
    tables: ["eventReminders"],
    key: (_entry, args) => keyOf("eventReminder", args.id),
    apply: async (db, _entry, args) => {
      await db.eventReminders.delete(args.id);
    },
  },
  "eventReminder.dismiss": {
    tables: ["eventReminders"],
    key: (_entry, args) => keyOf("eventReminder", args.id),
    apply: async (db, { createdAt }, args) => {
      const existing = await db.eventReminders.get(args.id);
      if (!existing || existing.dismissedAt) return;
      await db.eventReminders.put({ ...existing, dismissedAt: createdAt, updatedAt: createdAt });
    },
  },
};
