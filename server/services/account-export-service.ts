import { asc, eq } from "drizzle-orm";
import {
  ACCOUNT_EXPORT_FORMAT,
  ACCOUNT_EXPORT_VERSION,
  type AccountExport,
} from "#domain/account-export.ts";
import { R } from "#domain/reasons.ts";
import {
  calendarEvents,
  eventReminders,
  experiences,
  inquiries,
  moodEntries,
  userExperiences,
  userFavorites,
  userInteractions,
  users,
} from "../db/schema.ts";
import type { Reader } from "../db/types.ts";
import { ServiceError } from "./errors.ts";
import { parseStringList } from "./mappers/json-list.ts";
import { assertViewerIs, type Viewer } from "./viewer.ts";

/**
 * "Download my data" (`GET /api/users/:id/export`): everything the account holds about the
 * person, field by field (never a spread: no password hash, session or internal column can slip
 * in), with the title of each experience a row names so the file reads on its own.
 */
export async function exportAccount(
  db: Reader,
  userId: string,
  viewer: Viewer,
  now: Date,
): Promise<AccountExport> {
  assertViewerIs(viewer, userId);
  const user = await db.select().from(users).where(eq(users.id, userId)).get();
  if (!user) throw new ServiceError(R.user_not_found);
  const title = { experienceTitle: experiences.title };
  return {
    format: ACCOUNT_EXPORT_FORMAT,
    version: ACCOUNT_EXPORT_VERSION,
    exportedAt: now.toISOString(),
    profile: {
      username: user.username,
      userType: user.userType,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      location: user.location,
      bio: user.bio,
      wellbeingGoals: parseStringList(user.wellbeingGoals),
      preferredCategories: parseStringList(user.preferredCategories),
      accessibilityNeeds: user.accessibilityNeeds,
      remindersEnabled: user.remindersEnabled,
      defaultReminderLead: user.defaultReminderLead,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    },
    moods: await db
      .select({
        id: moodEntries.id,
        mood: moodEntries.mood,
        intensity: moodEntries.intensity,
        notes: moodEntries.context,
        createdAt: moodEntries.createdAt,
      })
      .from(moodEntries)
      .where(eq(moodEntries.userId, userId))
      .orderBy(asc(moodEntries.createdAt), asc(moodEntries.id)),
    registrations: await db
      .select({
        id: userExperiences.id,
        experienceId: userExperiences.experienceId,
        ...title,
        experienceDate: experiences.date,
        status: userExperiences.status,
        registeredAt: userExperiences.registeredAt,
        attendedAt: userExperiences.attendedAt,
        cancelledAt: userExperiences.cancelledAt,
      })
      .from(userExperiences)
      .leftJoin(experiences, eq(experiences.id, userExperiences.experienceId))
      .where(eq(userExperiences.userId, userId))
      .orderBy(asc(userExperiences.registeredAt), asc(userExperiences.id)),
    feedback: await db
      .select({
        id: userInteractions.id,
        experienceId: userInteractions.experienceId,
        ...title,
        interactionType: userInteractions.interactionType,
        rating: userInteractions.rating,
        feedback: userInteractions.feedback,
        createdAt: userInteractions.createdAt,
      })
      .from(userInteractions)
      .leftJoin(experiences, eq(experiences.id, userInteractions.experienceId))
      .where(eq(userInteractions.userId, userId))
      .orderBy(asc(userInteractions.createdAt), asc(userInteractions.id)),
    favorites: await db
      .select({
        id: userFavorites.id,
        experienceId: userFavorites.experienceId,
        ...title,
        createdAt: userFavorites.createdAt,
      })
      .from(userFavorites)
      .leftJoin(experiences, eq(experiences.id, userFavorites.experienceId))
      .where(eq(userFavorites.userId, userId))
      .orderBy(asc(userFavorites.createdAt), asc(userFavorites.id)),
    calendarEvents: await db
      .select({
        id: calendarEvents.id,
        title: calendarEvents.title,
        description: calendarEvents.description,
        startTime: calendarEvents.startTime,
        endTime: calendarEvents.endTime,
        location: calendarEvents.location,
        category: calendarEvents.category,
        eventType: calendarEvents.eventType,
        experienceId: calendarEvents.experienceId,
        createdAt: calendarEvents.createdAt,
        updatedAt: calendarEvents.updatedAt,
      })
      .from(calendarEvents)
      .where(eq(calendarEvents.userId, userId))
      .orderBy(asc(calendarEvents.startTime), asc(calendarEvents.id)),
    reminders: await db
      .select({
        id: eventReminders.id,
        calendarEventId: eventReminders.calendarEventId,
        experienceId: eventReminders.experienceId,
        reminderType: eventReminders.reminderType,
        dismissedAt: eventReminders.dismissedAt,
        createdAt: eventReminders.createdAt,
      })
      .from(eventReminders)
      .where(eq(eventReminders.userId, userId))
      .orderBy(asc(eventReminders.createdAt), asc(eventReminders.id)),
    inquiries: await db
      .select({
        id: inquiries.id,
        experienceId: inquiries.experienceId,
        ...title,
        name: inquiries.name,
        email: inquiries.email,
        message: inquiries.message,
        createdAt: inquiries.createdAt,
      })
      .from(inquiries)
      .leftJoin(experiences, eq(experiences.id, inquiries.experienceId))
      .where(eq(inquiries.userId, userId))
      .orderBy(asc(inquiries.createdAt), asc(inquiries.id)),
  };
}
