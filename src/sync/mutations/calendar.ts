import type { CalendarEventRow } from "#db/types.ts";
import { keyOf, type LocalEffects } from "./local-effect.ts";

export const CALENDAR_EFFECTS: Pick<LocalEffects, "calendarEvent.create"> = {
  "calendarEvent.create": {
    tables: ["calendarEvents"],
    key: (_entry, args) => keyOf("calendarEvent", args.id),
    apply: async (db, { userId, createdAt }, args) => {
      const row: CalendarEventRow = {
        id: args.id,
        userId,
        experienceId: args.experienceId,
        title: args.title,
        description: args.description,
        startTime: args.startTime,
        endTime: args.endTime,
        location: args.location,
        category: args.category,
        eventType: args.eventType,
        isReminder: false,
        reminderTime: null,
        moodContext: null,
        createdAt,
        updatedAt: createdAt,
      };
      await db.calendarEvents.put(row);
    },
  },
};
