import { and, asc, eq, isNull, ne } from "drizzle-orm";
import { experienceTimes } from "#domain/calendar-from-experience.ts";
import { newEventReminder } from "#domain/entities/event-reminder.ts";
import type { MutationArgs } from "#domain/mutations.ts";
import { R } from "#domain/reasons.ts";
import { isReminderType } from "#domain/reminder-schemas.ts";
import { reminderDueAt } from "#domain/reminders.ts";
import { type CalendarEventRow, calendarEvents, eventReminders } from "../db/schema.ts";
import type { Reader } from "../db/types.ts";
import { ServiceError } from "../errors.ts";
import { findExperienceRow } from "./experiences-service.ts";
import { type EventReminder, toEventReminder } from "./mappers/event-reminder-mapper.ts";
import { assertViewerIs, type Viewer } from "./viewer.ts";
import { announce, repeatOrConflict, type WriteCtx } from "./write-context.ts";

/**
 * Reminders (event_reminders) for the caller's own events and for experiences. Who may
 * set one: the owner of the event; for an experience, anyone signed in (it is public, and the
 * device shows the reminder only while the experience is in their calendar).
 */

interface Target {
  start: Date;
  title: string;
}

/** The entry a reminder names, checked: 404 when missing, 403 for another user's event. */
async function targetOf(
  ctx: WriteCtx,
  args: Pick<MutationArgs<"eventReminder.set">, "calendarEventId" | "experienceId">,
): Promise<Target> {
  if (args.calendarEventId) {
    const event = await ctx.tx
      .select()
      .from(calendarEvents)
      .where(eq(calendarEvents.id, args.calendarEventId))
      .get();
    if (!event) throw new ServiceError(R.event_not_found);
    if (event.userId !== ctx.user.id) throw new ServiceError(R.not_your_event);
    return { start: new Date(event.startTime), title: event.title };
  }
  const experience = await findExperienceRow(ctx.tx, args.experienceId ?? "");
  if (!experience) throw new ServiceError(R.experience_not_found);
  return { start: experienceTimes(experience, ctx.now).start, title: experience.title };
}

function sameTarget(
  args: Pick<MutationArgs<"eventReminder.set">, "calendarEventId" | "experienceId">,
) {
  return args.calendarEventId
    ? eq(eventReminders.calendarEventId, args.calendarEventId)
    : and(
        isNull(eventReminders.calendarEventId),
        eq(eventReminders.experienceId, args.experienceId ?? ""),
      );
}

/**
 * Sets when to be reminded of one entry. One reminder per (user, entry): another id for the same
 * entry (two devices chose offline) is replaced, and its tombstone tells the devices.
 */
export async function setReminder(
  ctx: WriteCtx,
  args: MutationArgs<"eventReminder.set">,
): Promise<EventReminder> {
  const existing = await ctx.tx
    .select()
    .from(eventReminders)
    .where(eq(eventReminders.id, args.id))
    .get();
  if (existing) repeatOrConflict(null, existing.userId, ctx);
  const target = await targetOf(ctx, args);
  const replaced = await ctx.tx
    .delete(eventReminders)
    .where(
      and(eq(eventReminders.userId, ctx.user.id), sameTarget(args), ne(eventReminders.id, args.id)),
    )
    .returning({ id: eventReminders.id });
  for (const r of replaced) {
    await announce(ctx, "eventReminder", r.id, "delete", [ctx.user.id]);
  }
  const values = newEventReminder(args, {
    userId: ctx.user.id,
    reminderTime: reminderDueAt(target.start, args.reminderType).toISOString(),
    message: target.title,
    createdAt: existing?.createdAt ?? ctx.madeAt.toISOString(),
    updatedAt: ctx.now.toISOString(),
  });
  const row = await ctx.tx
    .insert(eventReminders)
    .values(values)
    .onConflictDoUpdate({
      target: eventReminders.id,
      set: {
        calendarEventId: values.calendarEventId,
        experienceId: values.experienceId,
        reminderType: values.reminderType,
        reminderTime: values.reminderTime,
        message: values.message,
        sent: false,
        sentAt: null,
        pushAttempts: 0,
        pushNextAt: null,
        dismissedAt: null,
        updatedAt: values.updatedAt,
      },
    })
    .returning()
    .get();
  if (!row) throw new Error(`eventReminder ${values.id} was not written`);
  await announce(ctx, "eventReminder", row.id, "upsert", [ctx.user.id]);
  return toEventReminder(row);
}

/** The caller's reminder, or null when it is gone; 403 when it is someone else's. */
async function ownReminder(ctx: WriteCtx, id: string) {
  const row = await ctx.tx.select().from(eventReminders).where(eq(eventReminders.id, id)).get();
  if (row && row.userId !== ctx.user.id) throw new ServiceError(R.not_your_reminder);
  return row ?? null;
}

/** "No reminder". One already gone is a no-op (another device removed it first). */
export async function removeReminder(
  ctx: WriteCtx,
  args: MutationArgs<"eventReminder.remove">,
): Promise<{ id: string; removed: boolean }> {
  const row = await ownReminder(ctx, args.id);
  if (!row) return { id: args.id, removed: false };
  await ctx.tx.delete(eventReminders).where(eq(eventReminders.id, row.id));
  await announce(ctx, "eventReminder", row.id, "delete", [ctx.user.id]);
  return { id: row.id, removed: true };
}

/** The user put a due reminder away (at the time they did, on their device). */
export async function dismissReminder(
  ctx: WriteCtx,
  args: MutationArgs<"eventReminder.dismiss">,
): Promise<{ id: string; dismissed: boolean }> {
  const row = await ownReminder(ctx, args.id);
  if (!row) return { id: args.id, dismissed: false };
  if (!row.dismissedAt) {
    await ctx.tx
      .update(eventReminders)
      .set({ dismissedAt: ctx.madeAt.toISOString(), updatedAt: ctx.now.toISOString() })
      .where(eq(eventReminders.id, row.id));
    await announce(ctx, "eventReminder", row.id, "upsert", [ctx.user.id]);
  }
  return { id: row.id, dismissed: true };
}

/**
 * An event's start changed: its reminders' due times move with it, and one that was pushed
 * already may go out again for the new time.
 */
export async function refreshEventReminders(ctx: WriteCtx, event: CalendarEventRow): Promise<void> {
  const rows = await ctx.tx
    .select()
    .from(eventReminders)
    .where(eq(eventReminders.calendarEventId, event.id));
  for (const row of rows) {
    if (!isReminderType(row.reminderType)) continue;
    const reminderTime = reminderDueAt(new Date(event.startTime), row.reminderType).toISOString();
    if (reminderTime === row.reminderTime && row.message === event.title) continue;
    await ctx.tx
      .update(eventReminders)
      .set({
        reminderTime,
        message: event.title,
        ...(reminderTime === row.reminderTime
          ? {}
          : { sent: false, sentAt: null, pushAttempts: 0, pushNextAt: null }),
        updatedAt: ctx.now.toISOString(),
      })
      .where(eq(eventReminders.id, row.id));
    await announce(ctx, "eventReminder", row.id, "upsert", [ctx.user.id]);
  }
}

/** The user's reminders, oldest first. */
export async function listReminders(
  db: Reader,
  userId: string,
  viewer: Viewer,
): Promise<EventReminder[]> {
  assertViewerIs(viewer, userId);
  const rows = await db
    .select()
    .from(eventReminders)
    .where(eq(eventReminders.userId, userId))
    .orderBy(asc(eventReminders.createdAt), asc(eventReminders.id));
  return rows.map(toEventReminder);
}
