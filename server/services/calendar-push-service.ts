import { and, desc, eq, isNull, lte, notInArray, or } from "drizzle-orm";
import { experienceTimes } from "#domain/calendar-from-experience.ts";
import { uuidv7 } from "#domain/ids.ts";
import { isReminderType } from "#domain/reminder-schemas.ts";
import { reminderDueAt } from "#domain/reminders.ts";
import {
  calendarEvents,
  eventReminders,
  experiences,
  pushSubscriptions,
  users,
} from "../db/schema.ts";
import type { Db, Reader } from "../db/types.ts";
import { requireLiveUser } from "./live-user.ts";

/**
 * Server side of Web Push for due reminders (WEB_PUSH=on; docs/calendar-feed.md). Three parts:
 * the browsers' subscriptions (stored here), which reminders are due for a push (computed from
 * the entry's CURRENT start, like the devices do), and the payload the service worker shows.
 * Encrypting and sending (RFC 8291 + VAPID) is the sender job's (services/push-job.ts).
 */

export interface PushSubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** Stores a browser's subscription for the user; the same endpoint again moves it to them. */
/** Browsers (devices) one user may have subscribed at once; a new one replaces the oldest. */
export const MAX_PUSH_SUBSCRIPTIONS = 10;

export async function savePushSubscription(
  db: Db,
  userId: string,
  sub: PushSubscriptionInput,
  now: Date,
): Promise<void> {
  await db.write(async (tx) => {
    await requireLiveUser(tx, userId);
    await tx
      .insert(pushSubscriptions)
      .values({
        id: uuidv7(),
        userId,
        endpoint: sub.endpoint,
        p256dh: sub.keys.p256dh,
        auth: sub.keys.auth,
        createdAt: now.toISOString(),
      })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId, p256dh: sub.keys.p256dh, auth: sub.keys.auth },
      });
    const keep = (
      await tx
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
        .limit(MAX_PUSH_SUBSCRIPTIONS)
    ).map((row) => row.id);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, keep)));
  });
}

/** Removes a subscription (the browser unsubscribed, or the push service answered 404/410). */
export async function removePushSubscription(
  db: Db,
  userId: string,
  endpoint: string,
): Promise<void> {
  await db.write(async (tx) => {
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
  });
}

/** What the service worker shows (src/sw.ts "push"): plain words, no private data beyond the title. */
export interface ReminderPushPayload {
  title: string;
  body: string;
  tag: string;
  url: string;
}

export interface DuePush {
  reminderId: string;
  userId: string;
  subscriptions: { endpoint: string; p256dh: string; auth: string }[];
  payload: ReminderPushPayload;
}

/**
 * The reminders to push now: due, not pushed yet, not dismissed, not waiting for a try in flight
 * or a retry's backoff (`pushNextAt`), for an entry that has not started, of users with at least
 * one subscription. The body's time is UTC ISO: the server does
 * not know the reader's zone or language, so the worker's text stays neutral ("Starts at").
 */
export async function duePushReminders(db: Reader, now: Date): Promise<DuePush[]> {
  const rows = await db
    .select({ reminder: eventReminders, event: calendarEvents, experience: experiences })
    .from(eventReminders)
    .leftJoin(calendarEvents, eq(calendarEvents.id, eventReminders.calendarEventId))
    .leftJoin(experiences, eq(experiences.id, eventReminders.experienceId))
    // Reminder notifications switched off in the profile (notification settings): no push.
    .innerJoin(users, eq(users.id, eventReminders.userId))
    .where(
      and(
        eq(eventReminders.sent, false),
        isNull(eventReminders.dismissedAt),
        eq(users.remindersEnabled, true),
        or(isNull(eventReminders.pushNextAt), lte(eventReminders.pushNextAt, now.toISOString())),
      ),
    );
  const due: DuePush[] = [];
  for (const { reminder, event, experience } of rows) {
    if (!isReminderType(reminder.reminderType)) continue;
    const entry = event
      ? { title: event.title, start: new Date(event.startTime), location: event.location }
      : experience
        ? {
            title: experience.title,
            start: experienceTimes(experience, now).start,
            location: experience.venue,
          }
        : null;
    if (!entry || entry.start.getTime() <= now.getTime()) continue;
    if (reminderDueAt(entry.start, reminder.reminderType).getTime() > now.getTime()) continue;
    const subscriptions = await db
      .select({
        endpoint: pushSubscriptions.endpoint,
        p256dh: pushSubscriptions.p256dh,
        auth: pushSubscriptions.auth,
      })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, reminder.userId));
    if (subscriptions.length === 0) continue;
    due.push({
      reminderId: reminder.id,
      userId: reminder.userId,
      subscriptions,
      payload: reminderPushPayload(reminder.id, entry),
    });
  }
  return due;
}

export function reminderPushPayload(
  reminderId: string,
  entry: { title: string; start: Date; location: string | null },
): ReminderPushPayload {
  const where = entry.location ? ` · ${entry.location}` : "";
  return {
    title: entry.title,
    body: `${entry.start.toISOString()}${where}`,
    tag: `reminder-${reminderId}`,
    url: "/calendar",
  };
}

/** After a push went out: never again for this due time (an edit of the start resets it). */
export async function markReminderPushed(db: Db, reminderId: string, now: Date): Promise<void> {
  await db.write(async (tx) => {
    await tx
      .update(eventReminders)
      .set({ sent: true, sentAt: now.toISOString(), pushNextAt: null })
      .where(eq(eventReminders.id, reminderId));
  });
}
