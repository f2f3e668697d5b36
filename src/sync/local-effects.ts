import type { CultureWellDB } from "../db/db.ts";
import type {
  CalendarEventRow,
  ExperienceRow,
  FavoriteRow,
  InquiryRow,
  MoodEntryRow,
  ProfileRow,
  ReferralRow,
  RegistrationRow,
} from "../db/types.ts";
import type { MutationArgs, MutationName } from "../domain/mutations.ts";
import type { EntityName } from "../domain/sync-protocol.ts";
import { rowKey } from "./entity-store.ts";

/**
 * What a queued mutation looks like on this device before the server has seen it: the row it
 * touches (its row key, see entity-store.ts) and the optimistic write. The same function runs
 * when the user makes the change and when the sync engine replays pending changes on top of the
 * server's truth (reconcile.ts), so it must depend only on the entry and the current tables.
 *
 * Each mutation touches at most one row; newsletter and contact submissions touch none (they are
 * queued only to reach the server).
 */

export interface EntryLike {
  id: string;
  name: string;
  args: unknown;
  userId: string;
  createdAt: string;
}

type Args<N extends MutationName> = MutationArgs<N>;
const argsOf = <N extends MutationName>(entry: EntryLike) => entry.args as Args<N>;

/** The entity and natural key an entry touches, as a row key; null when it touches no row. */
export function keyOfEntry(entry: EntryLike): string | null {
  const a = entry.args as { id?: string; experienceId?: string };
  const key = (entity: EntityName, natural: string | undefined) =>
    natural ? rowKey(entity, natural) : null;
  switch (entry.name as MutationName) {
    case "mood.log":
      return key("moodEntry", a.id);
    case "favorite.add":
    case "favorite.remove":
      return key("favorite", a.experienceId && `${entry.userId}|${a.experienceId}`);
    case "registration.create":
      return key("registration", a.experienceId && `${entry.userId}|${a.experienceId}`);
    case "experience.create":
    case "experience.update":
      return key("experience", a.id);
    case "inquiry.create":
      return key("inquiry", a.id);
    case "calendarEvent.create":
      return key("calendarEvent", a.id);
    case "profile.update":
      return key("profile", entry.userId);
    case "referral.create":
      return key("referral", a.id);
    default:
      return null;
  }
}

/** Applies the entry's optimistic change. Call inside a rw transaction over every table. */
export async function applyEffect(db: CultureWellDB, entry: EntryLike): Promise<void> {
  const { userId, createdAt: at } = entry;
  switch (entry.name as MutationName) {
    case "mood.log": {
      const a = argsOf<"mood.log">(entry);
      const row: MoodEntryRow = {
        id: a.id,
        userId,
        mood: a.mood,
        intensity: a.intensity,
        notes: a.notes ?? null,
        createdAt: at,
      };
      await db.moodEntries.put(row);
      return;
    }
    case "favorite.add": {
      const a = argsOf<"favorite.add">(entry);
      // Saving what is already saved changes nothing (the server answers "applied" too).
      if (await db.favorites.where({ userId, experienceId: a.experienceId }).first()) return;
      const row: FavoriteRow = { id: a.id, userId, experienceId: a.experienceId, createdAt: at };
      await db.favorites.put(row);
      return;
    }
    case "favorite.remove": {
      const a = argsOf<"favorite.remove">(entry);
      await db.favorites.where({ userId, experienceId: a.experienceId }).delete();
      return;
    }
    case "registration.create": {
      const a = argsOf<"registration.create">(entry);
      if (await db.registrations.where({ userId, experienceId: a.experienceId }).first()) return;
      const row: RegistrationRow = {
        id: a.id,
        userId,
        experienceId: a.experienceId,
        status: a.status,
        registeredAt: at,
        attendedAt: null,
        completedAt: null,
        wellbeingImpact: null,
        ticketToken: null,
      };
      await db.registrations.put(row);
      return;
    }
    case "experience.create": {
      const { id, ...fields } = argsOf<"experience.create">(entry);
      const row: ExperienceRow = {
        ...fields,
        id,
        venueId: null,
        isActive: true,
        createdBy: userId,
        createdAt: at,
        updatedAt: at,
      };
      await db.experiences.put(row);
      return;
    }
    case "experience.update": {
      const { id, ...fields } = argsOf<"experience.update">(entry);
      const existing = await db.experiences.get(id);
      // Nothing to show an edit on (the row is not on this device); the server decides.
      if (existing) await db.experiences.put({ ...existing, ...fields, id, updatedAt: at });
      return;
    }
    case "inquiry.create": {
      const a = argsOf<"inquiry.create">(entry);
      const row: InquiryRow = {
        id: a.id,
        experienceId: a.experienceId,
        userId,
        name: a.name,
        email: a.email,
        message: a.message,
        createdAt: at,
      };
      await db.inquiries.put(row);
      return;
    }
    case "calendarEvent.create": {
      const a = argsOf<"calendarEvent.create">(entry);
      const row: CalendarEventRow = {
        id: a.id,
        userId,
        experienceId: a.experienceId,
        title: a.title,
        description: a.description,
        startTime: a.startTime,
        endTime: a.endTime,
        location: a.location,
        category: a.category,
        eventType: a.eventType,
        isReminder: false,
        reminderTime: null,
        moodContext: null,
        createdAt: at,
        updatedAt: at,
      };
      await db.calendarEvents.put(row);
      return;
    }
    case "profile.update": {
      const patch = argsOf<"profile.update">(entry);
      const existing = await db.profile.get(userId);
      const row: ProfileRow = {
        ...(existing ?? emptyProfile(userId)),
        ...patch,
        userId,
        updatedAt: at,
      };
      await db.profile.put(row);
      return;
    }
    case "referral.create": {
      const a = argsOf<"referral.create">(entry);
      const row: ReferralRow = {
        id: a.id,
        professionalId: userId,
        clientName: a.clientName,
        clientEmail: a.clientEmail,
        experienceId: a.experienceId,
        notes: a.notes,
        status: "pending",
        createdAt: at,
        updatedAt: at,
      };
      await db.referrals.put(row);
      return;
    }
    default:
      // newsletter.subscribe, contact.submit: nothing to show locally.
      return;
  }
}

function emptyProfile(userId: string): ProfileRow {
  return {
    userId,
    firstName: null,
    lastName: null,
    email: null,
    location: null,
    bio: null,
    wellbeingGoals: [],
    preferredCategories: [],
    accessibilityNeeds: null,
    updatedAt: "",
  };
}
