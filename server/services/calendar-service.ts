import { asc, eq } from "drizzle-orm";
import { newCalendarEvent } from "#domain/entities/calendar-event.ts";
import type { MutationArgs } from "#domain/mutations.ts";
import { R } from "#domain/reasons.ts";
import { type CalendarEventRow, calendarEvents, eventReminders } from "../db/schema.ts";
import type { Reader } from "../db/types.ts";
import { ServiceError } from "../errors.ts";
import { refreshEventReminders } from "./calendar-reminders-service.ts";
import { findExperienceRow } from "./experiences-service.ts";
import { type CalendarEvent, toCalendarEvent } from "./mappers/calendar-event-mapper.ts";
import { assertViewerIs, type Viewer } from "./viewer.ts";
import { announce, repeatOrConflict, type WriteCtx } from "./write-context.ts";

async function assertExperienceExists(ctx: WriteCtx, experienceId: string | null): Promise<void> {
  if (experienceId && !(await findExperienceRow(ctx.tx, experienceId))) {
    throw new ServiceError(R.experience_not_found, {
      errors: { experienceId: R.experience_not_found },
    });
  }
}

/**
 * Adds an event to the caller's calendar. Times were validated and normalised to UTC ISO by the
 * shared schema ('Invalid start time: …'); an experience event must name an experience that exists.
 */
export async function createCalendarEvent(
  ctx: WriteCtx,
  args: MutationArgs<"calendarEvent.create">,
): Promise<CalendarEvent> {
  const existing = await findEvent(ctx.tx, args.id);
  if (existing) return repeatOrConflict(toCalendarEvent(existing), existing.userId, ctx);
  await assertExperienceExists(ctx, args.experienceId);
  const row = await ctx.tx
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
  if (!row) throw new Error(`calendarEvent ${args.id} was not written`);
  await announce(ctx, "calendarEvent", row.id, "upsert", [ctx.user.id]);
  return toCalendarEvent(row);
}

function findEvent(db: Reader, id: string): Promise<CalendarEventRow | undefined> {
  return db.select().from(calendarEvents).where(eq(calendarEvents.id, id)).get();
}

/** The caller's own event: 404 when there is none, 403 when it is someone else's. */
async function ownEvent(ctx: WriteCtx, id: string): Promise<CalendarEventRow> {
  const row = await findEvent(ctx.tx, id);
  if (!row) throw new ServiceError(R.event_not_found);
  if (row.userId !== ctx.user.id) throw new ServiceError(R.not_your_event);
  return row;
}

/**
 * Replaces the editable fields of the caller's own event (the dialog sends them all). Its
 * reminders move with the new start in the same transaction.
 */
export async function updateCalendarEvent(
  ctx: WriteCtx,
  args: MutationArgs<"calendarEvent.update">,
): Promise<CalendarEvent> {
  await ownEvent(ctx, args.id);
  await assertExperienceExists(ctx, args.experienceId);
  const row = await ctx.tx
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
  if (!row) throw new ServiceError(R.event_not_found);
  await announce(ctx, "calendarEvent", row.id, "upsert", [ctx.user.id]);
  await refreshEventReminders(ctx, row);
  return toCalendarEvent(row);
}

/**
 * Deletes the caller's own event and its reminders (their tombstones go out too, so no device
 * keeps a reminder for nothing). An event already gone is a no-op, like favorite.remove: two
 * devices deleting the same event offline both succeed.
 */
export async function deleteCalendarEvent(
  ctx: WriteCtx,
  args: MutationArgs<"calendarEvent.delete">,
): Promise<{ id: string; deleted: boolean }> {
  const row = await findEvent(ctx.tx, args.id);
  if (!row) return { id: args.id, deleted: false };
  if (row.userId !== ctx.user.id) throw new ServiceError(R.not_your_event);
  const reminders = await ctx.tx
    .delete(eventReminders)
    .where(eq(eventReminders.calendarEventId, row.id))
    .returning({ id: eventReminders.id });
  for (const reminder of reminders) {
    await announce(ctx, "eventReminder", reminder.id, "delete", [ctx.user.id]);
  }
  await ctx.tx.delete(calendarEvents).where(eq(calendarEvents.id, row.id));
  await announce(ctx, "calendarEvent", row.id, "delete", [ctx.user.id]);
  return { id: row.id, deleted: true };
}

/** The user's calendar, earliest start first. */
export async function listCalendarEvents(
  db: Reader,
  userId: string,
  viewer: Viewer,
): Promise<CalendarEvent[]> {
  assertViewerIs(viewer, userId);
  const rows = await db
    .select()
    .from(calendarEvents)
    .where(eq(calendarEvents.userId, userId))
    .orderBy(asc(calendarEvents.startTime), asc(calendarEvents.id));
  return rows.map(toCalendarEvent);
}
