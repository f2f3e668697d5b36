import { sql } from "drizzle-orm";
import {
  type AnySQLiteColumn,
  check,
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";
import { USER_TYPES } from "#domain/constants.ts";

/**
 * The single source of tables (the product's, invitation codes, change_log, applied_mutations).
 * Conventions: every id is a UUIDv7 text made by whoever creates the row (src/domain/ids.ts);
 * timestamps are ISO-8601 text written by the injected clock (no SQL defaults, so tests control
 * time); arrays are JSON text; money is integer cents; booleans are 0/1 integers.
 * Migrations are generated from this file: `npm run db:generate`.
 */

const id = () => text("id").primaryKey();
const createdAt = () => text("created_at").notNull();
const updatedAt = () => text("updated_at").notNull();
const bool = (name: string) => integer(name, { mode: "boolean" });

export const users = sqliteTable(
  "users",
  {
    id: id(),
    /** As the person typed it; shown, never compared. */
    username: text("username").notNull(),
    /** `usernameKey(username)` (src/domain/usernames.ts): what makes two names the same account. */
    usernameKey: text("username_key").notNull(),
    /** Stored lower-case (the sign-up schema lowercases it); several users may have none. */
    email: text("email").unique(),
    /** The `password` field: only ever a self-describing scrypt hash (server/auth/password.ts). */
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    profileImageUrl: text("profile_image_url"),
    dateOfBirth: text("date_of_birth"),
    location: text("location"),
    bio: text("bio"),
    userType: text("user_type", { enum: USER_TYPES }).notNull().default("individual"),
    /** JSON array of goal labels. */
    wellbeingGoals: text("wellbeing_goals").notNull().default("[]"),
    /** JSON array of list-category ids. */
    preferredCategories: text("preferred_categories").notNull().default("[]"),
    accessibilityNeeds: text("accessibility_needs"),
    communicationPreferences: text("communication_preferences"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Notification settings (src/domain/notification-settings.ts), synced with the profile. */
    remindersEnabled: bool("reminders_enabled").notNull().default(true),
    /** "none" or a reminder type ("15m", "1h", "2h", "1d"): the lead new calendar entries get. */
    defaultReminderLead: text("default_reminder_lead").notNull().default("none"),
  },
  (t) => [
    // Usernames are unique after NFKC and full case folding ("Ärger" and "ärger" are one name).
    uniqueIndex("users_username_key_unique").on(t.usernameKey),
    check(
      "users_user_type_check",
      sql`${t.userType} in ('individual', 'professional', 'cultural_partner')`,
    ),
  ],
);

export const venues = sqliteTable("venues", {
  id: id(),
  name: text("name").notNull(),
  address: text("address").notNull(),
  city: text("city").notNull(),
  description: text("description"),
  createdAt: createdAt(),
});

export const experiences = sqliteTable(
  "experiences",
  {
    id: id(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    category: text("category").notNull(),
    /** Minor units (cents); 0 means free. */
    price: integer("price").notNull().default(0),
    location: text("location").notNull(),
    /** Venue name as shown on cards (spec keeps it as text); venueId links the venues row. */
    venue: text("venue").notNull(),
    venueId: text("venue_id").references(() => venues.id, { onDelete: "set null" }),
    /** ISO date-time text. */
    date: text("date").notNull(),
    imageUrl: text("image_url").notNull(),
    wellbeingBenefit: text("wellbeing_benefit").notNull(),
    isActive: bool("is_active").notNull().default(true),
    /** JSON array of accessibility feature ids. */
    accessibilityFeatures: text("accessibility_features").notNull().default("[]"),
    duration: integer("duration"),
    maxParticipants: integer("max_participants"),
    difficultyLevel: text("difficulty_level").notNull().default("beginner"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * Registrations holding a place (registered + attended) and people waiting: kept equal to the
     * real counts by every write that changes a registration, in that write's transaction
     * (services/registration-places.ts), so the capacity check and every client read one figure.
     */
    placesTaken: integer("places_taken").notNull().default(0),
    waitlistCount: integer("waitlist_count").notNull().default(0),
    /** Attendees' ratings (1–5) summed and counted: averages without reading every rating. */
    ratingSum: integer("rating_sum").notNull().default(0),
    ratingCount: integer("rating_count").notNull().default(0),
  },
  (t) => [
    index("experiences_category_idx").on(t.category),
    index("experiences_date_idx").on(t.date),
    index("experiences_created_by_idx").on(t.createdBy),
    check("experiences_price_check", sql`${t.price} >= 0`),
  ],
);

export const inquiries = sqliteTable(
  "inquiries",
  {
    id: id(),
    experienceId: text("experience_id")
      .notNull()
      .references(() => experiences.id, { onDelete: "cascade" }),
    /** Who sent it when signed in; the inquiry stays if that account is deleted. */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    message: text("message"),
    createdAt: createdAt(),
  },
  (t) => [index("inquiries_experience_idx").on(t.experienceId, t.createdAt)],
);

export const userInteractions = sqliteTable(
  "user_interactions",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    experienceId: text("experience_id")
      .notNull()
      .references(() => experiences.id, { onDelete: "cascade" }),
    interactionType: text("interaction_type").notNull(),
    rating: integer("rating"),
    feedback: text("feedback"),
    createdAt: createdAt(),
    /** When a second "How was it?" replaced the first (null until then). */
    updatedAt: text("updated_at"),
  },
  (t) => [
    index("user_interactions_user_idx").on(t.userId),
    // One feedback per user and experience: a second submit updates it (feedback-service.ts).
    uniqueIndex("user_interactions_user_experience_type_unique").on(
      t.userId,
      t.experienceId,
      t.interactionType,
    ),
  ],
);

export const userFavorites = sqliteTable(
  "user_favorites",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    experienceId: text("experience_id")
      .notNull()
      .references(() => experiences.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("user_favorites_user_experience_unique").on(t.userId, t.experienceId)],
);

export const userExperiences = sqliteTable(
  "user_experiences",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    experienceId: text("experience_id")
      .notNull()
      .references(() => experiences.id, { onDelete: "cascade" }),
    status: text("status").notNull(),
    registeredAt: text("registered_at"),
    attendedAt: text("attended_at"),
    completedAt: text("completed_at"),
    wellbeingImpact: text("wellbeing_impact"),
    /**
     * Server-signed ticket (services/ticket-tokens.ts): `cw1.<id>.<experienceId>.<Ed25519
     * signature>` (src/domain/ticket-token.ts); null while waitlisted or cancelled.
     */
    ticketToken: text("ticket_token"),
    cancelledAt: text("cancelled_at"),
  },
  (t) => [
    // One registration per user and experience: registering twice is the same registration.
    uniqueIndex("user_experiences_user_experience_unique").on(t.userId, t.experienceId),
    index("user_experiences_experience_idx").on(t.experienceId),
    // Counting places and finding the first person waiting (promotion order) per experience.
    index("user_experiences_queue_idx").on(t.experienceId, t.status, t.registeredAt),
  ],
);

/**
 * One scan at the door (`checkin.record`). `id` is the scanning device's nonce, so a replayed
 * scan is the same row. No foreign key on `registration_id`: a scan of a ticket the server does
 * not know is kept too (outcome 'refused'), never lost.
 */
export const checkins = sqliteTable(
  "checkins",
  {
    id: id(),
    registrationId: text("registration_id").notNull(),
    experienceId: text("experience_id")
      .notNull()
      .references(() => experiences.id, { onDelete: "cascade" }),
    /** The door device's clock: the first scan by this time admits. */
    scannedAt: text("scanned_at").notNull(),
    deviceId: text("device_id").notNull(),
    deviceName: text("device_name"),
    /** Who scanned (the creator or one of their door helpers). */
    scannedBy: text("scanned_by").references(() => users.id, { onDelete: "set null" }),
    outcome: text("outcome", { enum: ["admitted", "duplicate", "refused"] }).notNull(),
    /** Why a scan was not admitted (a DoorResult, src/domain/door-check.ts). */
    reason: text("reason"),
    /** When the server recorded it. */
    recordedAt: text("recorded_at").notNull(),
  },
  (t) => [
    index("checkins_registration_idx").on(t.registrationId, t.scannedAt),
    index("checkins_experience_idx").on(t.experienceId),
    check("checkins_outcome_check", sql`${t.outcome} in ('admitted', 'duplicate', 'refused')`),
  ],
);

/** A cultural partner's public organisation profile (`partnerProfile.update`). */
export const partnerProfiles = sqliteTable("partner_profiles", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  organisationName: text("organisation_name").notNull(),
  /** JSON array of venue names. */
  venues: text("venues").notNull().default("[]"),
  contactEmail: text("contact_email"),
  contactPhone: text("contact_phone"),
  website: text("website"),
  description: text("description"),
  accessibilityInfo: text("accessibility_info"),
  updatedAt: updatedAt(),
});

/** People a partner named to check tickets in at the door of all of the partner's experiences. */
export const doorHelpers = sqliteTable(
  "door_helpers",
  {
    id: id(),
    partnerId: text("partner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    helperId: text("helper_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("door_helpers_partner_helper_unique").on(t.partnerId, t.helperId),
    index("door_helpers_helper_idx").on(t.helperId),
  ],
);

export const moodEntries = sqliteTable(
  "mood_entries",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    mood: text("mood").notNull(),
    intensity: integer("intensity").notNull(),
    /** The client's optional notes. */
    context: text("context"),
    createdAt: createdAt(),
    /**
     * The attended visit this mood was logged for ("How was it?"); null for a check-in. No
     * foreign key: SQLite cannot add one with ON DELETE to an existing table, and a mood must
     * outlive a deleted listing (the link then simply leads nowhere).
     */
    experienceId: text("experience_id"),
    /**
     * When around that visit it was felt: "arrival" (the prompt after the door check-in) or
     * "after" (after the session); null for a check-in. A visit mood without one (logged with
     * "How was it?" before moments existed) counts as "after" (src/domain/mood-moments.ts).
     */
    moment: text("moment"),
  },
  (t) => [
    index("mood_entries_user_created_idx").on(t.userId, t.createdAt),
    check("mood_entries_intensity_check", sql`${t.intensity} between 1 and 10`),
  ],
);

export const moodRecommendations = sqliteTable(
  "mood_recommendations",
  {
    id: id(),
    mood: text("mood").notNull(),
    experienceCategory: text("experience_category").notNull(),
    recommendationReason: text("recommendation_reason").notNull(),
    effectiveness: integer("effectiveness").notNull().default(5),
  },
  (t) => [index("mood_recommendations_mood_idx").on(t.mood)],
);

export const calendarEvents = sqliteTable(
  "calendar_events",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    experienceId: text("experience_id").references(() => experiences.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    description: text("description"),
    startTime: text("start_time").notNull(),
    endTime: text("end_time").notNull(),
    location: text("location"),
    /** The form's category (default 'personal'). */
    category: text("category"),
    eventType: text("event_type").notNull(),
    isReminder: bool("is_reminder").notNull().default(false),
    reminderTime: text("reminder_time"),
    reminderSent: bool("reminder_sent").notNull().default(false),
    moodContext: text("mood_context"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("calendar_events_user_start_idx").on(t.userId, t.startTime)],
);

/**
 * A reminder names one calendar entry: the user's event (calendar_event_id) or an experience
 * they are registered for (experience_id; those are derived, not calendar rows). Exactly one is
 * set (the shared schema checks it). reminder_time is the due time at the last write; the push
 * job and the devices compute it again from the entry's current start.
 */
export const eventReminders = sqliteTable(
  "event_reminders",
  {
    id: id(),
    calendarEventId: text("calendar_event_id").references(() => calendarEvents.id, {
      onDelete: "cascade",
    }),
    experienceId: text("experience_id").references(() => experiences.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reminderType: text("reminder_type").notNull(),
    reminderTime: text("reminder_time").notNull(),
    message: text("message"),
    sent: bool("sent").notNull().default(false),
    sentAt: text("sent_at"),
    /** Web Push tries so far for this due time (services/push-job.ts; docs/calendar-feed.md). */
    pushAttempts: integer("push_attempts").notNull().default(0),
    /** No push try before this time: a try in flight (its lease) or the next retry's backoff. */
    pushNextAt: text("push_next_at"),
    dismissedAt: text("dismissed_at"),
    createdAt: createdAt(),
    updatedAt: text("updated_at"),
  },
  (t) => [
    index("event_reminders_event_idx").on(t.calendarEventId),
    index("event_reminders_user_idx").on(t.userId),
  ],
);

/** Bearer sessions: `sid` is the SHA-256 of the token, so a leaked table grants no access. */
export const sessions = sqliteTable(
  "sessions",
  {
    sid: text("sid").primaryKey(),
    /** JSON: { userId }. */
    sess: text("sess").notNull(),
    expire: text("expire").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_expire_idx").on(t.expire), index("sessions_user_idx").on(t.userId)],
);

export const newsletterSubscriptions = sqliteTable("newsletter_subscriptions", {
  id: id(),
  email: text("email").notNull().unique(),
  createdAt: createdAt(),
});

export const contactMessages = sqliteTable("contact_messages", {
  id: id(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  organization: text("organization"),
  inquiryType: text("inquiry_type").notNull().default("general"),
  subject: text("subject").notNull(),
  message: text("message").notNull(),
  newsletter: bool("newsletter").notNull().default(false),
  createdAt: createdAt(),
});

/** A professional's referral of a client to an experience (social prescribing). */
export const referrals = sqliteTable(
  "referrals",
  {
    id: id(),
    professionalId: text("professional_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    clientName: text("client_name").notNull(),
    clientEmail: text("client_email"),
    experienceId: text("experience_id").references(() => experiences.id, { onDelete: "set null" }),
    notes: text("notes"),
    /** src/domain/referral-lifecycle.ts; each change is also a referral_events row. */
    status: text("status").notNull().default("sent"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** The referred person once linked (by username/e-mail, or at sign-up with the code). */
    clientId: text("client_id").references(() => users.id, { onDelete: "set null" }),
    /** JSON array of suggested experience ids, in the professional's order. */
    experienceIds: text("experience_ids").notNull().default("[]"),
    /** The experience whose registration moved the referral to `booked`. */
    bookedExperienceId: text("booked_experience_id"),
    /** The client's consent to show their ONS4 answers to the professional (revocable). */
    shareOutcomes: bool("share_outcomes").notNull().default(false),
    /** ONS4 answers (src/domain/ons4.ts) as JSON text: at acceptance and after attending. */
    baseline: text("baseline"),
    followUp: text("follow_up"),
    /** The single-use invitation code this referral issued for a new client. */
    inviteCodeId: text("invite_code_id").references((): AnySQLiteColumn => invitationCodes.id, {
      onDelete: "set null",
    }),
    /**
     * The code's plain text, for the professional to hand over; cleared when it is used (only
     * its hash stays, in invitation_codes). Never sent to the client.
     */
    inviteCode: text("invite_code"),
    /**
     * When the professional wants a summary besides the end (src/domain/referral-loop.ts
     * REFERRAL_MILESTONES): null for none.
     */
    milestone: text("milestone"),
    /** When the professional last read the referral's summaries (ISO; null: never). */
    reviewedAt: text("reviewed_at"),
  },
  (t) => [
    index("referrals_professional_idx").on(t.professionalId, t.createdAt),
    index("referrals_client_idx").on(t.clientId),
  ],
);

/**
 * A referral's timeline: one row per status change, in the order the server applied them
 * (`id` ascending). `at` is when the person acted (the device's time); `by` is null for the
 * system (booking, door, no-show job) and for a person whose account was deleted.
 */
export const referralEvents = sqliteTable(
  "referral_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    referralId: text("referral_id")
      .notNull()
      .references(() => referrals.id, { onDelete: "cascade" }),
    status: text("status").notNull(),
    at: text("at").notNull(),
    by: text("by").references(() => users.id, { onDelete: "set null" }),
    reason: text("reason"),
  },
  (t) => [index("referral_events_referral_idx").on(t.referralId, t.id)],
);

/**
 * The client's consent to show their ONS4 answers to the referring professional, each time it
 * was given or taken back (at accepting, then `referral.consent`): the history a person may ask
 * for (docs/privacy.md). Goes with the referral, and with the client's account.
 */
export const referralConsents = sqliteTable(
  "referral_consents",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    referralId: text("referral_id")
      .notNull()
      .references(() => referrals.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    shareOutcomes: bool("share_outcomes").notNull(),
    at: text("at").notNull(),
  },
  (t) => [index("referral_consents_referral_idx").on(t.referralId, t.id)],
);

/**
 * Invitation codes: only the SHA-256 of the normalised code is stored. `allowedUserType` null
 * admits any role; `maxUses` null means unlimited (the demo code); `expiresAt` null never expires.
 */
export const invitationCodes = sqliteTable("invitation_codes", {
  id: id(),
  codeHash: text("code_hash").notNull().unique(),
  allowedUserType: text("allowed_user_type", { enum: USER_TYPES }),
  maxUses: integer("max_uses"),
  uses: integer("uses").notNull().default(0),
  expiresAt: text("expires_at"),
  createdAt: createdAt(),
  lastUsedAt: text("last_used_at"),
  /** The most recent account created with the code. */
  usedBy: text("used_by").references(() => users.id, { onDelete: "set null" }),
  /** The referral that issued this code: signing up with it links the new account to it. */
  referralId: text("referral_id").references((): AnySQLiteColumn => referrals.id, {
    onDelete: "set null",
  }),
});

/**
 * Exactly-once sync pushes: a (user, mutation id) seen before returns the stored result and
 * changes nothing. Written in the same transaction as the mutation's effect.
 */
export const appliedMutations = sqliteTable(
  "applied_mutations",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    mutationId: text("mutation_id").notNull(),
    /**
     * JSON MutationOutcome (services/mutation-runner.ts): { status: 'applied', name, value } or
     * { status: 'rejected', name, error: { code, message, errors? } }. `value` is the REST answer,
     * replayed for a repeated Idempotency-Key.
     */
    result: text("result").notNull(),
    createdAt: createdAt(),
    /**
     * 1, 2, 3… in the order the server ran this user's mutations (services/mutation-runner.ts):
     * the durable record that a device's queue was applied in order, on either engine.
     */
    position: integer("position").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.mutationId] }),
    index("applied_mutations_user_position_idx").on(t.userId, t.position),
  ],
);

/**
 * Append-only feed for sync pulls. `seq` orders changes; `audience` is 'public' or the id of the
 * one user who may see the row. Appended in the same transaction as the change it describes.
 */
export const changeLog = sqliteTable(
  "change_log",
  {
    seq: integer("seq").primaryKey({ autoIncrement: true }),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    op: text("op", { enum: ["upsert", "delete"] }).notNull(),
    audience: text("audience").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("change_log_audience_seq_idx").on(t.audience, t.seq),
    check("change_log_op_check", sql`${t.op} in ('upsert', 'delete')`),
  ],
);

/** Server-wide values that must survive restarts (e.g. the ticket-signing key pair). */
export const settings = sqliteTable("settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

/**
 * One attempt counted against a budget (server/auth/rate-limit.ts). In the database, so every
 * node counts against the same budget and a restart forgets nothing. `key_hash` is the SHA-256
 * of the bucket and the key (an IP, a username, a user id): personal data never stored in clear.
 * The writes that add hits also prune the ones older than the longest window.
 */
export const rateLimitHits = sqliteTable(
  "rate_limit_hits",
  {
    id: id(),
    /** Which budget: a key of `createAuthLimits` (server/auth/auth-limits.ts). */
    bucket: text("bucket").notNull(),
    keyHash: text("key_hash").notNull(),
    /** When the attempt was counted (ISO). */
    at: text("at").notNull(),
  },
  (t) => [
    index("rate_limit_hits_key_idx").on(t.bucket, t.keyHash, t.at),
    index("rate_limit_hits_at_idx").on(t.at),
  ],
);

/**
 * The ticks of the periodic jobs that have run (services/job-ticks.ts): the node that inserts
 * (job, tick) first does the tick's work in the same transaction, so each tick runs once across
 * every node, and a crash mid-job leaves no row (the next tick redoes it).
 */
export const jobTicks = sqliteTable(
  "job_ticks",
  {
    job: text("job").notNull(),
    /** The start of the tick's interval (ISO). */
    tick: text("tick").notNull(),
    ranAt: text("ran_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.job, t.tick] })],
);

/**
 * When the server last heard from each device of a user (a push's arrival): a device's own
 * clock is believed only after that moment (services/trusted-time.ts). Removed with the user.
 */
export const deviceClocks = sqliteTable(
  "device_clocks",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    clientId: text("client_id").notNull(),
    lastPushAt: text("last_push_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.clientId] })],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type ExperienceRow = typeof experiences.$inferSelect;
export type InvitationCodeRow = typeof invitationCodes.$inferSelect;
export type ChangeLogRow = typeof changeLog.$inferSelect;
export type VenueRow = typeof venues.$inferSelect;
export type InquiryRow = typeof inquiries.$inferSelect;
export type FavoriteRow = typeof userFavorites.$inferSelect;
export type RegistrationRow = typeof userExperiences.$inferSelect;
export type MoodEntryRow = typeof moodEntries.$inferSelect;
export type MoodRecommendationRow = typeof moodRecommendations.$inferSelect;
export type CalendarEventRow = typeof calendarEvents.$inferSelect;
export type ReferralRow = typeof referrals.$inferSelect;
export type ReferralEventRow = typeof referralEvents.$inferSelect;
export type CheckinRow = typeof checkins.$inferSelect;
export type PartnerProfileRow = typeof partnerProfiles.$inferSelect;
export type DoorHelperRow = typeof doorHelpers.$inferSelect;

/**
 * The private calendar feed (GET /api/calendar/<secret>.ics): one per user. Only the SHA-256 of
 * the secret is stored, like session tokens, so a leaked table opens no calendar. Rotating
 * replaces the hash (the old link stops at once); revoking deletes the row.
 */
export const calendarFeeds = sqliteTable("calendar_feeds", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secretHash: text("secret_hash").notNull().unique(),
  createdAt: createdAt(),
});

/** Web Push subscriptions (WEB_PUSH=on, docs/calendar-feed.md), one per browser endpoint. */
export const pushSubscriptions = sqliteTable(
  "push_subscriptions",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.userId)],
);

export type EventReminderRow = typeof eventReminders.$inferSelect;

export type InteractionRow = typeof userInteractions.$inferSelect;
