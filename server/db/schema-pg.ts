import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { USER_TYPES } from "#domain/constants.ts";

/**
 * Same tables as schema.ts; see there for what each column means. This file only feeds
 * PostgreSQL's migrations (drizzle.pg.config.ts → server/db/migrations-pg/): services query
 * with schema.ts on both engines, so every name, nullability, default, key, index, foreign key
 * and check here matches schema.ts exactly (schema-parity.test.ts proves it). Booleans are 0/1
 * integers as on SQLite; an autoincrement id is a bigint identity, which the
 * fill_null_identity migration fills when SQLite's SQL inserts NULL for it.
 */

const id = () => text("id").primaryKey();
const createdAt = () => text("created_at").notNull();
const updatedAt = () => text("updated_at").notNull();
/** SQLite's `integer(name, { mode: "boolean" })`: 0/1, so its defaults are 0 and 1. */
const bool = (name: string) => integer(name);
const serialId = (name: string) =>
  bigint(name, { mode: "number" }).primaryKey().generatedByDefaultAsIdentity();

export const users = pgTable(
  "users",
  {
    id: id(),
    username: text("username").notNull(),
    usernameKey: text("username_key").notNull(),
    email: text("email").unique(),
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    profileImageUrl: text("profile_image_url"),
    dateOfBirth: text("date_of_birth"),
    location: text("location"),
    bio: text("bio"),
    userType: text("user_type", { enum: USER_TYPES }).notNull().default("individual"),
    wellbeingGoals: text("wellbeing_goals").notNull().default("[]"),
    preferredCategories: text("preferred_categories").notNull().default("[]"),
    accessibilityNeeds: text("accessibility_needs"),
    communicationPreferences: text("communication_preferences"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    remindersEnabled: bool("reminders_enabled").notNull().default(1),
    defaultReminderLead: text("default_reminder_lead").notNull().default("none"),
  },
  (t) => [
    uniqueIndex("users_username_key_unique").on(t.usernameKey),
    check(
      "users_user_type_check",
      sql`${t.userType} in ('individual', 'professional', 'cultural_partner')`,
    ),
  ],
);

export const venues = pgTable("venues", {
  id: id(),
  name: text("name").notNull(),
  address: text("address").notNull(),
  city: text("city").notNull(),
  description: text("description"),
  createdAt: createdAt(),
});

export const experiences = pgTable(
  "experiences",
  {
    id: id(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    category: text("category").notNull(),
    price: integer("price").notNull().default(0),
    location: text("location").notNull(),
    venue: text("venue").notNull(),
    venueId: text("venue_id").references(() => venues.id, { onDelete: "set null" }),
    date: text("date").notNull(),
    imageUrl: text("image_url").notNull(),
    wellbeingBenefit: text("wellbeing_benefit").notNull(),
    isActive: bool("is_active").notNull().default(1),
    accessibilityFeatures: text("accessibility_features").notNull().default("[]"),
    duration: integer("duration"),
    maxParticipants: integer("max_participants"),
    difficultyLevel: text("difficulty_level").notNull().default("beginner"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    placesTaken: integer("places_taken").notNull().default(0),
    waitlistCount: integer("waitlist_count").notNull().default(0),
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

export const inquiries = pgTable(
  "inquiries",
  {
    id: id(),
    experienceId: text("experience_id")
      .notNull()
      .references(() => experiences.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    message: text("message"),
    createdAt: createdAt(),
  },
  (t) => [index("inquiries_experience_idx").on(t.experienceId, t.createdAt)],
);

export const userInteractions = pgTable(
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
    updatedAt: text("updated_at"),
  },
  (t) => [
    index("user_interactions_user_idx").on(t.userId),
    uniqueIndex("user_interactions_user_experience_type_unique").on(
      t.userId,
      t.experienceId,
      t.interactionType,
    ),
  ],
);

export const userFavorites = pgTable(
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

export const userExperiences = pgTable(
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
    ticketToken: text("ticket_token"),
    cancelledAt: text("cancelled_at"),
  },
  (t) => [
    uniqueIndex("user_experiences_user_experience_unique").on(t.userId, t.experienceId),
    index("user_experiences_experience_idx").on(t.experienceId),
    index("user_experiences_queue_idx").on(t.experienceId, t.status, t.registeredAt),
  ],
);

export const checkins = pgTable(
  "checkins",
  {
    id: id(),
    registrationId: text("registration_id").notNull(),
    experienceId: text("experience_id")
      .notNull()
      .references(() => experiences.id, { onDelete: "cascade" }),
    scannedAt: text("scanned_at").notNull(),
    deviceId: text("device_id").notNull(),
    deviceName: text("device_name"),
    scannedBy: text("scanned_by").references(() => users.id, { onDelete: "set null" }),
    outcome: text("outcome", { enum: ["admitted", "duplicate", "refused"] }).notNull(),
    reason: text("reason"),
    recordedAt: text("recorded_at").notNull(),
  },
  (t) => [
    index("checkins_registration_idx").on(t.registrationId, t.scannedAt),
    index("checkins_experience_idx").on(t.experienceId),
    check("checkins_outcome_check", sql`${t.outcome} in ('admitted', 'duplicate', 'refused')`),
  ],
);

export const partnerProfiles = pgTable("partner_profiles", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  organisationName: text("organisation_name").notNull(),
  venues: text("venues").notNull().default("[]"),
  contactEmail: text("contact_email"),
  contactPhone: text("contact_phone"),
  website: text("website"),
  description: text("description"),
  accessibilityInfo: text("accessibility_info"),
  updatedAt: updatedAt(),
});

export const doorHelpers = pgTable(
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

export const moodEntries = pgTable(
  "mood_entries",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    mood: text("mood").notNull(),
    intensity: integer("intensity").notNull(),
    context: text("context"),
    createdAt: createdAt(),
    /** No foreign key, as in schema.ts: a mood outlives a deleted listing. */
    experienceId: text("experience_id"),
    /** "arrival" | "after" | null, as in schema.ts. */
    moment: text("moment"),
  },
  (t) => [
    index("mood_entries_user_created_idx").on(t.userId, t.createdAt),
    check("mood_entries_intensity_check", sql`${t.intensity} between 1 and 10`),
  ],
);

export const moodRecommendations = pgTable(
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

export const calendarEvents = pgTable(
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
    category: text("category"),
    eventType: text("event_type").notNull(),
    isReminder: bool("is_reminder").notNull().default(0),
    reminderTime: text("reminder_time"),
    reminderSent: bool("reminder_sent").notNull().default(0),
    moodContext: text("mood_context"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("calendar_events_user_start_idx").on(t.userId, t.startTime)],
);

export const eventReminders = pgTable(
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
    sent: bool("sent").notNull().default(0),
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

export const sessions = pgTable(
  "sessions",
  {
    sid: text("sid").primaryKey(),
    sess: text("sess").notNull(),
    expire: text("expire").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_expire_idx").on(t.expire), index("sessions_user_idx").on(t.userId)],
);

export const newsletterSubscriptions = pgTable("newsletter_subscriptions", {
  id: id(),
  email: text("email").notNull().unique(),
  createdAt: createdAt(),
});

export const contactMessages = pgTable("contact_messages", {
  id: id(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  organization: text("organization"),
  inquiryType: text("inquiry_type").notNull().default("general"),
  subject: text("subject").notNull(),
  message: text("message").notNull(),
  newsletter: bool("newsletter").notNull().default(0),
  createdAt: createdAt(),
});

export const referrals = pgTable(
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
    status: text("status").notNull().default("sent"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    clientId: text("client_id").references(() => users.id, { onDelete: "set null" }),
    experienceIds: text("experience_ids").notNull().default("[]"),
    bookedExperienceId: text("booked_experience_id"),
    shareOutcomes: bool("share_outcomes").notNull().default(0),
    baseline: text("baseline"),
    followUp: text("follow_up"),
    inviteCodeId: text("invite_code_id").references((): AnyPgColumn => invitationCodes.id, {
      onDelete: "set null",
    }),
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

export const referralEvents = pgTable(
  "referral_events",
  {
    id: serialId("id"),
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

export const referralConsents = pgTable(
  "referral_consents",
  {
    id: serialId("id"),
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

export const invitationCodes = pgTable("invitation_codes", {
  id: id(),
  codeHash: text("code_hash").notNull().unique(),
  allowedUserType: text("allowed_user_type", { enum: USER_TYPES }),
  maxUses: integer("max_uses"),
  uses: integer("uses").notNull().default(0),
  expiresAt: text("expires_at"),
  createdAt: createdAt(),
  lastUsedAt: text("last_used_at"),
  usedBy: text("used_by").references(() => users.id, { onDelete: "set null" }),
  referralId: text("referral_id").references((): AnyPgColumn => referrals.id, {
    onDelete: "set null",
  }),
});

export const appliedMutations = pgTable(
  "applied_mutations",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    mutationId: text("mutation_id").notNull(),
    result: text("result").notNull(),
    createdAt: createdAt(),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.mutationId] }),
    index("applied_mutations_user_position_idx").on(t.userId, t.position),
  ],
);

export const changeLog = pgTable(
  "change_log",
  {
    seq: serialId("seq"),
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

export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    id: id(),
    bucket: text("bucket").notNull(),
    keyHash: text("key_hash").notNull(),
    at: text("at").notNull(),
  },
  (t) => [
    index("rate_limit_hits_key_idx").on(t.bucket, t.keyHash, t.at),
    index("rate_limit_hits_at_idx").on(t.at),
  ],
);

export const jobTicks = pgTable(
  "job_ticks",
  {
    job: text("job").notNull(),
    tick: text("tick").notNull(),
    ranAt: text("ran_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.job, t.tick] })],
);

export const calendarFeeds = pgTable("calendar_feeds", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secretHash: text("secret_hash").notNull().unique(),
  createdAt: createdAt(),
});

export const pushSubscriptions = pgTable(
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

export const deviceClocks = pgTable(
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
