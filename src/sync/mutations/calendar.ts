import { newCalendarEvent } from "#domain/entities/calendar-event.ts";
import { keyOf, type LocalEffects } from "./local-effect.ts";

export const CALENDAR_EFFECTS: Pick<LocalEffects, "calendarEvent.create"> = {
  "calendarEvent.create": {
    tables: ["calendarEvents"],
    key: (_entry, args) => keyOf("calendarEvent", args.id),
    apply: async (db, { userId, createdAt }, args) => {
      await db.calendarEvents.put(
        newCalendarEvent(args, { userId, createdAt, updatedAt: createdAt }),
      );
    },
  },
};
