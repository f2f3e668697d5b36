import { eq, inArray } from "drizzle-orm";
import type { EntityRow } from "#domain/entities/index.ts";
import type { EntityName } from "#domain/sync-protocol.ts";
import {
  calendarEvents,
  eventReminders,
  experiences,
  inquiries,
  moodEntries,
  moodRecommendations,
  referrals,
  userExperiences,
  userFavorites,
  userInteractions,
  users,
} from "../db/schema.ts";
import { toCalendarEvent } from "./mappers/calendar-event-mapper.ts";
import { toEventReminder } from "./mappers/event-reminder-mapper.ts";
import { toExperience } from "./mappers/experience-mapper.ts";
import { toFavorite } from "./mappers/favorite-mapper.ts";
import { toInquiry } from "./mappers/inquiry-mapper.ts";
import { toInteraction } from "./mappers/interaction-mapper.ts";
import { toMoodEntry, toMoodRecommendation } from "./mappers/mood-mappers.ts";
import { toProfile } from "./mappers/profile-mapper.ts";
import { toRegistration } from "./mappers/registration-mapper.ts";
import {
  loadAttendeeRows,
  loadCheckinRows,
  loadDoorHelperRows,
  loadPartnerRows,
} from "./pull-loaders-door.ts";
import { referralsAsSeenBy } from "./referral-reads.ts";
import type { Reader } from "./write-context.ts";

/**
 * For a pull: the CURRENT rows of one entity by id, each as the same mapper shapes REST answers
 * with, and only those `viewer` may see. The change_log audience already filters, but the
 * visibility is checked again here from the row itself, so a wrong audience can never leak a
 * private row: a row that is gone or not the viewer's comes back as a tombstone. Each loader
 * returns its entity's wire type (src/domain/entities), the one the client checks rows against.
 */
type Loader<E extends EntityName> = (
  db: Reader,
  ids: string[],
  viewer: string | null,
) => Promise<Map<string, EntityRow<E>>>;

const byId = <T extends { id: string }, R>(
  rows: T[],
  keep: (row: T) => boolean,
  map: (row: T) => R,
) => new Map(rows.filter(keep).map((row) => [row.id, map(row)]));

export const PULL_LOADERS: { [E in EntityName]: Loader<E> } = {
  experience: async (db, ids) =>
    byId(
      await db.select().from(experiences).where(inArray(experiences.id, ids)),
      () => true,
      toExperience,
    ),
  moodRecommendation: async (db, ids) =>
    byId(
      await db.select().from(moodRecommendations).where(inArray(moodRecommendations.id, ids)),
      () => true,
      toMoodRecommendation,
    ),
  favorite: async (db, ids, viewer) =>
    byId(
      await db.select().from(userFavorites).where(inArray(userFavorites.id, ids)),
      (r) => r.userId === viewer,
      toFavorite,
    ),
  registration: async (db, ids, viewer) =>
    byId(
      await db.select().from(userExperiences).where(inArray(userExperiences.id, ids)),
      (r) => r.userId === viewer,
      toRegistration,
    ),
  moodEntry: async (db, ids, viewer) =>
    byId(
      await db.select().from(moodEntries).where(inArray(moodEntries.id, ids)),
      (r) => r.userId === viewer,
      toMoodEntry,
    ),
  calendarEvent: async (db, ids, viewer) =>
    byId(
      await db.select().from(calendarEvents).where(inArray(calendarEvents.id, ids)),
      (r) => r.userId === viewer,
      toCalendarEvent,
    ),
  profile: async (db, ids, viewer) =>
    byId(
      await db.select().from(users).where(inArray(users.id, ids)),
      (r) => r.id === viewer,
      toProfile,
    ),
  // The sender and the listing's creator may see an inquiry.
  inquiry: async (db, ids, viewer) =>
    new Map(
      (
        await db
          .select({ inquiry: inquiries, creator: experiences.createdBy })
          .from(inquiries)
          .innerJoin(experiences, eq(experiences.id, inquiries.experienceId))
          .where(inArray(inquiries.id, ids))
      )
        .filter((r) => viewer !== null && (r.inquiry.userId === viewer || r.creator === viewer))
        .map((r) => [r.inquiry.id, toInquiry(r.inquiry)]),
    ),
  // The referring professional and the linked client, each their own view (referral-reads.ts).
  referral: async (db, ids, viewer) =>
    new Map(
      (
        await referralsAsSeenBy(
          db,
          await db.select().from(referrals).where(inArray(referrals.id, ids)),
          viewer,
        )
      ).map((r) => [r.id, r]),
    ),
  attendee: loadAttendeeRows,
  checkin: loadCheckinRows,
  partner: loadPartnerRows,
  doorHelper: loadDoorHelperRows,
  eventReminder: async (db, ids, viewer) =>
    byId(
      await db.select().from(eventReminders).where(inArray(eventReminders.id, ids)),
      (r) => r.userId === viewer,
      toEventReminder,
    ),
  interaction: async (db, ids, viewer) =>
    byId(
      await db.select().from(userInteractions).where(inArray(userInteractions.id, ids)),
      (r) => r.userId === viewer,
      toInteraction,
    ),
};
