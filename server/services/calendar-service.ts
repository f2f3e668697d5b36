import { asc, eq } from "drizzle-orm";
import { newCalendarEvent } from "#domain/entities/calendar-event.ts";
import type { MutationArgs } from "#domain/mutations.ts";
import { R } from "#domain/reasons.ts";
import { type CalendarEventRow, calendarEvents, eventReminders } from "../db/schema.ts";
import { refreshEventReminders } from "./calendar-reminders-service.ts";
import { ServiceError } from "./errors.ts";
import { findExperienceRow } from "./experiences-service.ts";
import { type CalendarEvent, toCalendarEvent } from "./mappers/calendar-event-mapper.ts";
import { assertViewerIs, type Viewer } from "./viewer.ts";
import { announce, type Reader, repeatOrConflict, type WriteCtx } from "./write-context.ts";

function assertExperienceExists(ctx: WriteCtx, experienceId: string | null): void {
  if (experienceId && !findExperienceRow(ctx.tx, experienceId)) {
    throw new ServiceError(R.experience_not_found, {
      errors: { experienceId: R.experience_not_found },
    });
  }
}

/**
 * Adds an event to the caller's calendar. Times were validated and normalised to UTC ISO by the
 * shared schema ('Invalid start time: …'); an experience event must name an experience that exists.
 */
export function createCalendarEvent(
  ctx: WriteCtx,
  args: MutationArgs<"calendarEvent.create">,
): CalendarEvent {
  const existing = findEvent(ctx.tx, args.id);
  if (existing) return repeatOrConflict(toCalendarEvent(existing), existing.userId, ctx);
  assertExperienceExists(ctx, args.experienceId);
  const row = ctx.tx
    .insert(calendarEvents)
    .values(
      newCalendarEvent(args, {
        userId: ctx.user.id,
        createdAt: ctx.madeAt.toISOString(),
        updatedAt: ctx.now.toISOString(),
      }),
    )
    .returning()
    .get();
  announce(ctx, "calendarEvent", row.id, "upsert", [ctx.user.id]);
  return toCalendarEvent(row);
}

function findEvent(db: Reader, id: string): CalendarEventRow | undefined {
  return db.select().from(calendarEvents).where(eq(calendarEvents.id, id)).get();
}

/** The caller's own event: 404 when there is none, 403 when it is someone else's. */
function ownEvent(ctx: WriteCtx, id: string): CalendarEventRow {
  const row = findEvent(ctx.tx, id);
  if (!row) throw new ServiceError(R.event_not_found);
  if (row.userId !== ctx.user.id) throw new ServiceError(R.not_your_event);
  return row;
}

/**
 * Replaces the editable fields of the caller's own event (the dialog sends them all). Its
 * reminders move with the new start in the same transaction.
 */
export function updateCalendarEvent(
  ctx: WriteCtx,
  args: MutationArgs<"calendarEvent.update">,
): CalendarEvent {
  ownEvent(ctx, args.id);
  assertExperienceExists(ctx, args.experienceId);
  const row = ctx.tx
    .update(calendarEvents)
    .set({
      title: args.title,
      description: args.description,
      startTime: args.startTime,
      endTime: args.endTime,
      location: args.location,
      category: args.category,
      eventType: args.eventType,
      experienceId: args.experienceId,
      updatedAt: ctx.now.toISOString(),
    })
    .where(eq(calendarEvents.id, args.id))
    .returning()
    .get();
  announce(ctx, "calendarEvent", row.id, "upsert", [ctx.user.id]);
  refreshEventReminders(ctx, row);
  return toCalendarEvent(row);
}

/**
 * Deletes the caller's own event and its reminders (their tombstones go out too, so no device
 * keeps a reminder for nothing). An event already gone is a no-op, like favorite.remove: two
 * devices deleting the same event offline both succeed.
 */
export function deleteCalendarEvent(
  ctx: WriteCtx,
  args: MutationArgs<"calendarEvent.delete">,
): { id: string; deleted: boolean } {
  const row = findEvent(ctx.tx, args.id);
  if (!row) return { id: args.id, deleted: false };
  if (row.userId !== ctx.user.id) throw new ServiceError(R.not_your_event);
  const reminders = ctx.tx
    .delete(eventReminders)
    .where(eq(eventReminders.calendarEventId, row.id))
    .returning({ id: eventReminders.id })
    .all();
  for (const reminder of reminders) {
    announce(ctx, "eventReminder", reminder.id, "delete", [ctx.user.id]);
  }
  ctx.tx.delete(calendarEvents).where(eq(calendarEvents.id, row.id)).run();
  announce(ctx, "calendarEvent", row.id, "delete", [ctx.user.id]);
  return { id: row.id, deleted: true };
}

/** The user's calendar, earliest start first. */
export function listCalendarEvents(db: Reader, userId: string, viewer: Viewer): CalendarEvent[] {
  assertViewerIs(viewer, userId);
  return db
    .select()
    .from(calendarEvents)
    .where(eq(calendarEvents.userId, userId))
    .orderBy(asc(calendarEvents.startTime), asc(calendarEvents.id))
    .all()
    .map(toCalendarEvent);
}
