import { eq } from "drizzle-orm";
import { calendarFeedIcs } from "#domain/calendar-ics.ts";
import { calendarItems } from "#domain/calendar-items.ts";
import { R } from "#domain/reasons.ts";
import { generateToken, sha256Hex } from "../auth/tokens.ts";
import { calendarEvents, calendarFeeds, experiences, userExperiences } from "../db/schema.ts";
import type { Db, Reader } from "../db/types.ts";
import { ServiceError } from "../errors.ts";
import { requireLiveUser } from "./live-user.ts";
import { toCalendarEvent } from "./mappers/calendar-event-mapper.ts";
import { toExperience } from "./mappers/experience-mapper.ts";
import { toRegistration } from "./mappers/registration-mapper.ts";
import { assertViewerIs, type Viewer } from "./viewer.ts";

/**
 * The private calendar feed (`GET /api/calendar/<secret>.ics`), for calendar apps that
 * subscribe by URL and cannot send a token. The secret IS the credential: 256 random bits, shown
 * to its owner once (at creation or rotation) and stored only as its SHA-256. Not a sync
 * mutation: making a link needs the server to answer, like signing in.
 */

export interface FeedStatus {
  active: boolean;
  createdAt: string | null;
}

export async function feedStatus(db: Reader, userId: string, viewer: Viewer): Promise<FeedStatus> {
  assertViewerIs(viewer, userId);
  const row = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId)).get();
  return { active: row !== undefined, createdAt: row?.createdAt ?? null };
}

/**
 * Makes the user's feed secret, or a new one in place of the old (rotation): the old link stops
 * working in the same statement. Returns the secret; it cannot be read again later.
 */
export async function createFeedSecret(
  db: Db,
  userId: string,
  viewer: Viewer,
  now: Date,
): Promise<{ secret: string; createdAt: string }> {
  assertViewerIs(viewer, userId);
  const secret = generateToken();
  const createdAt = now.toISOString();
  await db.write(async (tx) => {
    await requireLiveUser(tx, userId);
    await tx
      .insert(calendarFeeds)
      .values({ userId, secretHash: sha256Hex(secret), createdAt })
      .onConflictDoUpdate({
        target: calendarFeeds.userId,
        set: { secretHash: sha256Hex(secret), createdAt },
      });
  });
  return { secret, createdAt };
}

/** Revokes the link: the feed answers 404 from now on. */
export async function revokeFeedSecret(
  db: Db,
  userId: string,
  viewer: Viewer,
): Promise<{ revoked: boolean }> {
  assertViewerIs(viewer, userId);
  const gone = await db.write(
    async (tx) =>
      await tx
        .delete(calendarFeeds)
        .where(eq(calendarFeeds.userId, userId))
        .returning({ userId: calendarFeeds.userId }),
  );
  return { revoked: gone.length > 0 };
}

/**
 * The feed's iCalendar text: the owner's events and the experiences they are registered for
 * (registered or attended; cancelled and waitlisted ones are not), derived as the app's calendar
 * derives them. 404 for a secret that is unknown, rotated away or revoked.
 */
export async function feedIcs(
  db: Reader,
  secret: string,
  now: Date,
  origin: string,
): Promise<string> {
  const feed = await db
    .select()
    .from(calendarFeeds)
    .where(eq(calendarFeeds.secretHash, sha256Hex(secret)))
    .get();
  if (!feed) throw new ServiceError(R.calendar_feed_not_found);
  const userId = feed.userId;
  const events = (
    await db.select().from(calendarEvents).where(eq(calendarEvents.userId, userId))
  ).map(toCalendarEvent);
  const joined = await db
    .select({ registration: userExperiences, experience: experiences })
    .from(userExperiences)
    .innerJoin(experiences, eq(experiences.id, userExperiences.experienceId))
    .where(eq(userExperiences.userId, userId));
  const registrations = joined.map((r) => toRegistration(r.registration));
  const byId = new Map(joined.map((r) => [r.experience.id, toExperience(r.experience)]));
  return calendarFeedIcs(calendarItems(events, registrations, byId, now), now, { origin });
}
