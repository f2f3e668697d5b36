import { asc, eq } from "drizzle-orm";
import { newCalendarEvent } from "#domain/entities/calendar-event.ts";
import type { MutationArgs } from "#domain/mutations.ts";
import { R } from "#domain/reasons.ts";
import { calendarEvents } from "../db/schema.ts";
import { ServiceError } from "./errors.ts";
import { findExperienceRow } from "./experiences-service.ts";
import { type CalendarEvent, toCalendarEvent } from "./mappers/calendar-event-mapper.ts";
import { assertViewerIs, type Viewer } from "./viewer.ts";
import { announce, type Reader, repeatOrConflict, type WriteCtx } from "./write-context.ts";

/**
 * Adds an event to the caller's calendar. Times were validated and normalised to UTC ISO by the
 * shared schema ('Invalid start time: …'); an experience event must name an experience that exists.
 */
export function createCalendarEvent(
  ctx: WriteCtx,
  args: MutationArgs<"calendarEvent.create">,
): CalendarEvent {
  const existing = ctx.tx.select().from(calendarEvents).where(eq(calendarEvents.id, args.id)).get();
  if (existing) return repeatOrConflict(toCalendarEvent(existing), existing.userId, ctx);
  if (args.experienceId && !findExperienceRow(ctx.tx, args.experienceId)) {
    throw new ServiceError(R.experience_not_found, {
      errors: { experienceId: R.experience_not_found },
    });
  }
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
