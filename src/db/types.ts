import type { Mood } from "../domain/constants.ts";
import type { Experience } from "../domain/experience.ts";
import type { PublicUser } from "../domain/user.ts";

/**
 * Row shapes of the client database. Public rows (experiences, mood recommendations) may be seen
 * by anyone using this device; every other table holds the signed-in user's private data and is
 * wiped on sign-out (see `clearPrivateData`).
 */

/** Public: the same shape the API returns. */
export type ExperienceRow = Experience;

/** Public: mood → category suggestion (spec §3 mood_recommendations). */
export interface MoodRecommendationRow {
  id: string;
  mood: Mood;
  experienceCategory: string;
  recommendationReason: string;
  effectiveness: number;
}

export interface FavoriteRow {
  id: string;
  userId: string;
  experienceId: string;
  createdAt: string;
}

/** spec §3 user_experiences; a registration is created with status 'registered'. */
export interface RegistrationRow {
  id: string;
  userId: string;
  experienceId: string;
  status: string;
  registeredAt: string;
  attendedAt: string | null;
  completedAt: string | null;
  wellbeingImpact: string | null;
  /** Server-signed ticket, present once the registration has reached the server. */
  ticketToken?: string | null;
}

export interface MoodEntryRow {
  id: string;
  userId: string;
  mood: Mood;
  intensity: number;
  /** The client's optional notes (spec §3: stored as the entry's context). */
  notes: string | null;
  createdAt: string;
}

export interface CalendarEventRow {
  id: string;
  userId: string;
  experienceId: string | null;
  title: string;
  description: string | null;
  startTime: string;
  endTime: string;
  location: string | null;
  category: string;
  eventType: "custom" | "experience";
  isReminder: boolean;
  reminderTime: string | null;
  moodContext: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The signed-in user's profile (spec §2 Profile), one row per user. */
export type ProfileRow = Pick<
  PublicUser,
  | "firstName"
  | "lastName"
  | "email"
  | "location"
  | "bio"
  | "wellbeingGoals"
  | "preferredCategories"
  | "accessibilityNeeds"
  | "updatedAt"
> & { userId: string };

/**
 * Inquiries the user sent, and for partners the inquiries about their own listings. Private: they
 * carry names and e-mail addresses.
 */
export interface InquiryRow {
  id: string;
  experienceId: string;
  userId: string | null;
  name: string;
  email: string;
  message: string | null;
  createdAt: string;
}

/** A professional's referral (our design; only the referring professional receives it). */
export interface ReferralRow {
  id: string;
  professionalId: string;
  clientName: string;
  clientEmail: string | null;
  experienceId: string | null;
  notes: string | null;
  status: string;
  createdAt: string;
  updatedAt: string;
}

/**
 * The server's version of a row that has local changes waiting in the outbox (src/sync
 * reconcile.ts). `key` names the row ("favorite|<experienceId>", "experience|<id>", …); `data`
 * is the server row, or null when the server has none. Kept only while changes are pending, so a
 * rejected change can be undone without a network round trip.
 */
export interface ShadowRow {
  key: string;
  entity: string;
  /** The server row's id (favourites and registrations are keyed by experience, not by id). */
  rowId: string | null;
  data: Record<string, unknown> | null;
  /** True once a pull delivered this version (it may include our own, already applied change). */
  pulled: boolean;
}

/** A change the server refused for good: what, why, when (the sync panel lists them). */
export interface RejectionRow {
  /** The mutation id. */
  id: string;
  userId: string;
  name: string;
  args: unknown;
  code: string;
  message: string;
  errors: Record<string, string> | null;
  createdAt: string;
  rejectedAt: string;
}

/**
 * One local change waiting to be pushed (ARCHITECTURE.md "Client side"). `seq` is assigned by
 * IndexedDB on insert and only grows, so reading by primary key gives exact insertion order;
 * `id` is the mutation id the server uses for exactly-once application.
 */
export interface OutboxRow {
  seq: number;
  id: string;
  name: string;
  args: unknown;
  userId: string;
  createdAt: string;
  attempts: number;
  lastError: string | null;
}

/** Small key/value facts about this installation and session (client id, cursors, user). */
export interface MetaRow {
  key: string;
  value: unknown;
}
