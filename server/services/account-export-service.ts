import { asc, eq } from "drizzle-orm";
import {
  ACCOUNT_EXPORT_FORMAT,
  ACCOUNT_EXPORT_VERSION,
  type AccountExport,
  exportCsv,
  exportFileName,
  isExportTable,
} from "#domain/account-export.ts";
import { EXPORT_TABLES } from "#domain/account-export-columns.ts";
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
import { ServiceError } from "../errors.ts";
import { exportAccess } from "./account-export-access.ts";
import { exportPartnerAndDoor } from "./account-export-door.ts";
import { exportReferrals } from "./account-export-referrals.ts";
import { parseStringList } from "./mappers/json-list.ts";
import { assertViewerIs, type Viewer } from "./viewer.ts";

/**
 * "Download my data" (`GET /api/users/:id/export`): everything the server holds about the
 * person, field by field (never a spread: no password hash, token or internal column can slip
 * in), with the title of each experience a row names so the file reads on its own. What each
 * list holds, and what is left out and why: docs/account-export.md. The table walk in
 * server/routes/account-export.test.ts fails when a table naming a person is in neither.
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
      id: user.id,
      username: user.username,
      userType: user.userType,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      dateOfBirth: user.dateOfBirth,
      location: user.location,
      bio: user.bio,
      profileImageUrl: user.profileImageUrl,
      wellbeingGoals: parseStringList(user.wellbeingGoals),
      preferredCategories: parseStringList(user.preferredCategories),
      accessibilityNeeds: user.accessibilityNeeds,
      communicationPreferences: user.communicationPreferences,
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
        experienceId: moodEntries.experienceId,
        moment: moodEntries.moment,
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
        completedAt: userExperiences.completedAt,
        cancelledAt: userExperiences.cancelledAt,
        wellbeingImpact: userExperiences.wellbeingImpact,
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
        updatedAt: userInteractions.updatedAt,
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
        isReminder: calendarEvents.isReminder,
        reminderTime: calendarEvents.reminderTime,
        reminderSent: calendarEvents.reminderSent,
        moodContext: calendarEvents.moodContext,
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
        reminderTime: eventReminders.reminderTime,
        message: eventReminders.message,
        sent: eventReminders.sent,
        sentAt: eventReminders.sentAt,
        dismissedAt: eventReminders.dismissedAt,
        createdAt: eventReminders.createdAt,
        updatedAt: eventReminders.updatedAt,
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
    ...(await exportReferrals(db, userId)),
    ...(await exportPartnerAndDoor(db, userId)),
    ...(await exportAccess(db, userId)),
  };
}

/** One table of the export as a CSV file, as the device would make it (same `exportCsv`). */
export interface ExportCsvFile {
  fileName: string;
  /** With a byte-order mark, so spreadsheet programs read the UTF-8 (Latvian, Armenian) right. */
  text: string;
}

/**
 * `GET /api/users/:id/export.csv?table=`: one table of the export, every text cell behind the
 * formula guard of src/domain/csv.ts. Without `table` it is the profile (the first table); a
 * name that is not a table is refused `list_invalid`, after the viewer check, so another
 * person's id learns nothing either way.
 */
export async function exportAccountCsv(
  db: Reader,
  userId: string,
  viewer: Viewer,
  now: Date,
  table: string | undefined,
): Promise<ExportCsvFile> {
  assertViewerIs(viewer, userId);
  const name: unknown = table ?? "profile";
  if (!isExportTable(name)) throw unknownTable();
  const data = await exportAccount(db, userId, viewer, now);
  return {
    fileName: exportFileName(name, data.exportedAt),
    text: `\uFEFF${exportCsv(data, name)}`,
  };
}

const unknownTable = () =>
  new ServiceError(R.list_invalid, {
    message: `Unknown table; the tables of the export are ${EXPORT_TABLES.join(", ")}`,
  });
