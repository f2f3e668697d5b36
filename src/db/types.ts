import type { ContactInput } from "#domain/contact-schemas.ts";
import type {
  Attendee,
  CalendarEvent,
  Checkin,
  DoorHelper,
  EventReminder,
  Experience,
  Favorite,
  Inquiry,
  Interaction,
  MoodEntry,
  MoodRecommendation,
  Partner,
  Profile,
  Referral,
  Registration,
} from "#domain/entities/index.ts";
import type { ExperienceListFields } from "#domain/experience-list-fields.ts";

/**
 * Row shapes of the client database. Public rows (experiences, mood recommendations) may be seen
 * by anyone using this device; every other table holds the signed-in user's private data and is
 * wiped on sign-out (see `clearPrivateData`).
 *
 * A synced table holds exactly the row the server sends: its type is the entity's wire schema
 * (src/domain/entities), which the pull checks every row against before storing it.
 */

/** Public. */
/**
 * An experience as stored: the wire row plus the list fields the database derives on every write
 * (src/db/derived-fields.ts). Optional, so a row from the wire or a form is a valid row to put.
 */
export type ExperienceRow = Experience & ExperienceListFields;

/** Public: mood → category suggestion. */
export type MoodRecommendationRow = MoodRecommendation;

export type FavoriteRow = Favorite;

/** A registration; it is created with status 'registered'. */
export type RegistrationRow = Registration;

export type MoodEntryRow = MoodEntry;

export type CalendarEventRow = CalendarEvent;

/** The user's own rating and words after a visit (private). */
export type InteractionRow = Interaction;

/** A reminder of one calendar entry (private). */
export type EventReminderRow = EventReminder;

/** The signed-in user's profile, one row per user. */
export type ProfileRow = Profile;

/**
 * Inquiries the user sent, and for partners the inquiries about their own listings. Private: they
 * carry names and e-mail addresses.
 */
export type InquiryRow = Inquiry;

/**
 * A registration as the door sees it: for a partner their experiences' attendees, for a door
 * helper those of the partners who named them. Private (names).
 */
export type AttendeeRow = Attendee;

/** A scan at the door (private to the experience's door staff). */
export type CheckinRow = Checkin;

/** A partner's public organisation profile. */
export type PartnerRow = Partner;

/** A door helper a partner named (private to the partner and the helper). */
export type DoorHelperRow = DoorHelper;

/** A professional's referral (our design; only the referring professional receives it). */
export type ReferralRow = Referral;

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
 * One local change waiting to be pushed (decision 0004, "One way in"). `seq` is assigned by
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
/**
 * Experiences a first sync stored as one record per write of pull pages (experience-pages.ts):
 * `rows` as the table stores them (list fields included), `deletes` the ids the pages removed.
 * `key` orders the pages (a zero-padded sequence, then a random suffix so a key is never reused).
 */
export interface ExperiencePageRow {
  key: string;
  rows: ExperienceRow[];
  deletes: string[];
}

/**
 * The list's first rows and its count, as they were when the pages `pageKeys` (and nothing else)
 * were packed (experience-pages.ts `readPackedHead`): a reload while a first sync's rows are
 * still packed shows its first cards without reading every packed row.
 */
export interface PackedListHeadRow {
  key: "head";
  pageKeys: string[];
  /** The first listed rows in the list's order (at most PACKED_HEAD_ROWS). */
  rows: ExperienceRow[];
  /** How many rows the list holds. */
  listed: number;
}

export interface MetaRow {
  key: string;
  value: unknown;
}

/**
 * A signed-out visitor's contact message waiting to be sent (src/features/contact). `id` is made
 * on the device and sent as `Idempotency-Key` on every attempt, so the server stores it once.
 */
export interface VisitorMessageRow {
  id: string;
  args: ContactInput;
  createdAt: string;
}
