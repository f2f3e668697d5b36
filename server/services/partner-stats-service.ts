import { and, count, eq, gte, inArray, sum } from "drizzle-orm";
import { experiences, userExperiences } from "../db/schema.ts";
import { BOOKED_STATUSES } from "./booked-statuses.ts";
import { ratingAverage } from "./mappers/rating.ts";
import { assertViewerIs, type Viewer } from "./viewer.ts";
import type { Reader } from "./write-context.ts";

const DAY_MS = 86_400_000;

/** `GET /api/partners/:id/booking-stats`: bookings in all and this week, and satisfaction. */
export interface BookingStats {
  totalBookings: number;
  weeklyBookings: number;
  /** Attendees' ratings across the partner's experiences; average null without any. */
  satisfaction: { average: number | null; count: number };
}

async function countBookings(db: Reader, creatorId: string, since?: string): Promise<number> {
  const booked = and(
    eq(experiences.createdBy, creatorId),
    inArray(userExperiences.status, BOOKED_STATUSES),
  );
  const row = await db
    .select({ n: count() })
    .from(userExperiences)
    .innerJoin(experiences, eq(experiences.id, userExperiences.experienceId))
    .where(since ? and(booked, gte(userExperiences.registeredAt, since)) : booked)
    .get();
  return row?.n ?? 0;
}

/**
 * Real bookings of a partner's listings (registrations that hold or held a place: not the
 * waiting list, not cancellations): all of them, and those made in the last 7 days; and the
 * average rating over all the partner's experiences.
 */
export async function bookingStats(
  db: Reader,
  creatorId: string,
  viewer: Viewer,
  now: Date,
): Promise<BookingStats> {
  assertViewerIs(viewer, creatorId);
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS).toISOString();
  const ratings = await db
    .select({ sum: sum(experiences.ratingSum), count: sum(experiences.ratingCount) })
    .from(experiences)
    .where(eq(experiences.createdBy, creatorId))
    .get();
  const ratingSum = Number(ratings?.sum ?? 0);
  const ratingCount = Number(ratings?.count ?? 0);
  return {
    totalBookings: await countBookings(db, creatorId),
    weeklyBookings: await countBookings(db, creatorId, weekAgo),
    satisfaction: { average: ratingAverage(ratingSum, ratingCount), count: ratingCount },
  } satisfies BookingStats;
}
